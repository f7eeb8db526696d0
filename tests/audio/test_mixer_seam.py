"""What SDL actually mixes: a song with an intro, played by the player, comes out of the mixer as the
intro and then the loop over and over, sample for sample. Runs the player in a child process on SDL's
``disk`` audio driver, which writes the mixed output to a file."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np

from game.audio.render import render
from game.audio.score import parse_file

SONG = """\
title: Seam through the mixer
tempo: 300
meter: 4/4
loop: 2
voice lead: wave=pulse duty=0.25 vol=0.3 env=0.01,0.2,0.6,0.3 echo=8,0.4
voice bass: wave=triangle vol=0.5 env=0.002,0.1,0.7,0.2
voice drums: wave=kit vol=0.4
lead: | r/2 B4/4 D5 | E5/8 G#5 B5 E6 D6/4 B5 | C6/2 A5 | G#5/8 F5 E5 D5 E5/2 |
bass: | E2/1 | E2/4 B2 E3 B2 | A2/4 E3 A3 E3 | E2/4 B2 E3 E2 |
drums: | d/8 t t t d t p p | (| k/8 h s h k c s o |)x3
"""

PLAYER = """
import os, sys, time, pygame
from pathlib import Path
import game.audio.player as player
from game.audio.player import Audio
player.FADE_FRAMES = 1  # full volume at once, so the intro's join is checked too
player.CHUNK_S = 0.5  # the loop streams as several chunks: their joins are checked too
pygame.init()
audio = Audio(music_dir=Path(sys.argv[1]), cache_dir=Path(sys.argv[2]))
audio.open()
audio.set_volumes(80, 100, True)
audio.play_track("seam")
raw = os.environ["SDL_DISKAUDIOFILE"]
cap = time.monotonic() + float(sys.argv[4])  # only a hang guard: a render that never finishes ends the child
start = None  # the bytes heard count from the song starting, not from asking for it (the render takes a while)
want = 0  # as many bytes of mixed output as the seconds asked for: a slow machine just takes longer to get there
while time.monotonic() < cap and (start is None or os.path.getsize(raw) - start < want):
    audio.update()
    if start is None and audio.music_playing == "seam":
        start = os.path.getsize(raw)
        rate, fmt, channels = pygame.mixer.get_init()
        want = int(float(sys.argv[3]) * rate) * channels * (abs(fmt) // 8)
    time.sleep(1 / 60)
print(pygame.mixer.get_init()[0])
audio.close()
"""


def test_the_mixer_plays_intro_then_loop_without_a_seam(tmp_path):
    music = tmp_path / "music"
    music.mkdir()
    (music / "seam.song").write_text(SONG, encoding="utf-8")
    raw = tmp_path / "out.raw"
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(raw)}
    done = subprocess.run([sys.executable, "-c", PLAYER, str(music), str(tmp_path / "cache"), "7", "240"], env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    rate = int(done.stdout.split()[-1])
    out = np.fromfile(raw, np.int16).reshape(-1, 2).astype(np.int32)
    pcm, loop_at = render(parse_file(music / "seam.song"), rate)
    pcm = pcm.astype(np.int32)
    ideal = np.concatenate([pcm[:loop_at]] + [pcm[loop_at:]] * 12)
    span = min(len(out), len(ideal), rate * 8)
    corr = np.fft.irfft(np.fft.rfft(out[:span, 0], 2 * span) * np.conj(np.fft.rfft(ideal[:span, 0], 2 * span)))
    lag = int(np.argmax(corr))
    assert 0 <= lag < span, lag
    heard = out[lag:]
    playing = np.nonzero(np.abs(heard).max(axis=1))[0]
    n = min(int(playing[-1]) - rate // 10, len(ideal))  # until just before the player was closed
    after_fade = rate // 10  # the one-loop fade-in is over by then; the intro's join (0.8 s) comes after
    joins = [loop_at + k * (len(pcm) - loop_at) for k in range(12) if loop_at + k * (len(pcm) - loop_at) < n]
    assert len(joins) >= 2  # heard the intro run into the loop and the loop go round at least twice
    assert np.array_equal(heard[after_fade:n], ideal[after_fade:n])
