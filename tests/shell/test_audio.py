"""Sound: every effect synthesises and each cue sounds different; the music player crossfades, resumes,
chains jingles to their loops and follows the scene on top; no audio device means silence, not a crash."""

from __future__ import annotations

import logging
import time
from contextlib import contextmanager
from itertools import combinations, pairwise

import numpy as np
import pygame
import pytest

from game.audio.player import FADE_FRAMES, QUIET_LOOPS, Audio
from game.audio.synth import CUES, effects

EXTRA = {"victory", "defeat", "buzz"}  # beyond the cue list: the end stings and the refusal buzz
# The §11 cue list, pinned: a cue dropped or renamed in game.audio.synth is a sound some scene stops playing.
PINNED_CUES = ("cursor", "confirm", "cancel", "slide", "flip", "mark", "unmark", "equip", "fusion_start", "merge",
               "fail", "star_bonus", "damage_small", "damage_medium", "damage_large", "destroy", "trap", "page",
               "page_confirm", "draw", "magic", "attack", "lp_tick", "turn_change")


def test_every_effect_is_short_bounded_and_deterministic():
    a, b = effects(), effects()
    assert CUES == PINNED_CUES
    assert set(CUES) | EXTRA <= set(a) and len(CUES) >= 20
    for name, wave in a.items():
        assert wave.dtype == np.float32 and 0 < len(wave) < 22050 * 2, name
        assert np.abs(wave).max() <= 0.9 + 1e-6, name  # never clipped, even the layered hits
        assert np.array_equal(wave, b[name]), name


def _features(wave: np.ndarray) -> np.ndarray:
    """A cue's fingerprint: loudness and brightness (spectral centroid) over 12 time slices, energy in 24
    log-spaced bands, and length, each scaled to about 0..1."""
    parts = np.array_split(wave, 12)
    env = np.array([np.sqrt(np.mean(part ** 2)) for part in parts])
    spectrum = np.abs(np.fft.rfft(wave, 8192)) ** 2
    edges = np.geomspace(40, 11025, 25) / 11025 * (len(spectrum) - 1)
    bands = np.array([spectrum[int(lo): max(int(hi), int(lo) + 1)].sum() for lo, hi in pairwise(edges)])
    bands = np.log10(bands / bands.sum() + 1e-6) / 6
    freqs = np.fft.rfftfreq(2048, 1 / 22050)
    mags = [np.abs(np.fft.rfft(part, 2048)) for part in parts]
    bright = [np.log2(max((m * freqs).sum() / max(m.sum(), 1e-9), 20) / 20) / 4 for m in mags]
    return np.concatenate([env / env.max(), bands, bright, [np.log2(len(wave) / 22050) / 4]])


def test_each_cue_sounds_different_from_every_other():
    fx = effects()
    names = sorted(set(CUES) | EXTRA)
    feats = {n: _features(fx[n]) for n in names}
    closest = min((np.linalg.norm(feats[a] - feats[b]), a, b) for a, b in combinations(names, 2))
    assert closest[0] > 0.5, closest  # mark vs unmark, page vs page_confirm... all apart
    assert set(fx) == set(names)  # every effect is a distinct sound: no second name for one


@pytest.fixture
def audio(tmp_path):
    pygame.init()
    player = Audio(cache_dir=tmp_path / "music-cache")
    player.open()
    yield player
    player.close()


def _until(audio: Audio, test, seconds: float = 120.0) -> None:
    """Runs the player's per-loop update (real time: the dummy device plays in real time) until test(); the
    seconds are only a guard against a hang, far beyond what a loaded machine needs."""
    deadline = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < deadline, "timed out"
        audio.update()
        time.sleep(1 / 120)


def test_audio_plays_on_the_dummy_device(audio):
    assert audio.enabled and set(CUES) <= set(audio.names)
    audio.set_volumes(50, 50, True)
    audio.play("confirm")
    audio.play("no-such-sound")  # unknown names are ignored
    audio.play_music()
    _until(audio, lambda: audio.music_playing == "title")


def test_music_waits_for_the_first_loops_then_starts(audio):
    audio.play_scene("library")
    for _ in range(QUIET_LOOPS - 1):
        audio.update()
    assert audio.music_playing is None  # the first frames never share the CPU with synthesis
    _until(audio, lambda: audio.music_playing == "library")


def test_changing_track_crossfades_and_going_back_resumes(audio):
    audio.set_volumes(80, 100, True)
    audio.play_scene("duel", 17)
    _until(audio, lambda: audio.music_playing == "duel_kaiba")
    for _ in range(FADE_FRAMES):
        audio.update()
    duel = audio._decks[0]
    assert duel.channel.get_volume() == pytest.approx(1.0, abs=0.01)
    audio.play_scene("cutin", 17)  # the 3-D battle against Kaiba has its group's theme
    _until(audio, lambda: audio.music_playing == "battle_kaiba")
    for _ in range(FADE_FRAMES // 2):
        audio.update()
    cut, fading = audio._decks
    assert fading is duel and 0.2 < duel.channel.get_volume() < 0.8 and 0.2 < cut.channel.get_volume() < 0.8
    assert duel.channel.get_busy() and cut.channel.get_busy()  # both sound during the crossfade
    for _ in range(FADE_FRAMES):
        audio.update()
    assert duel.paused and duel.channel.get_volume() == 0.0
    audio.play_scene("duel", 17)  # the cut-in ends: the duel theme comes back where it was
    audio.update()
    assert audio._decks[0] is duel and not duel.paused and audio.music_playing == "duel_kaiba"


def test_the_win_jingle_runs_into_its_results_loop(audio, tmp_path):
    audio.play_scene("win")
    _until(audio, lambda: audio.music_playing == "win_jingle")
    deck = audio._decks[0]
    _until(audio, lambda: audio.music_playing == "win_results", 10.0)  # queued behind the jingle's last chunk
    _until(audio, lambda: deck.channel.get_queue() is not None, 5.0)  # and streams on behind it
    assert audio._decks[0] is deck and deck.channel.get_busy()
    assert audio.music_wanted == "win_results" and deck.repeat


def test_silence_fades_the_music_out(audio):
    audio.play_scene("options")
    _until(audio, lambda: audio.music_playing == "options")
    audio.play_scene("silence")
    for _ in range(FADE_FRAMES + 1):
        audio.update()
    assert audio.music_playing is None and not any(c.get_busy() for c in audio._channels)


def test_switching_music_off_and_on_resumes_it(audio):
    audio.play_music()
    _until(audio, lambda: audio.music_playing == "title")
    audio.set_volumes(80, 50, False)
    for _ in range(FADE_FRAMES + 1):  # it fades out rather than stopping with a click
        audio.update()
    assert audio.music_playing is None and not any(c.get_busy() for c in audio._channels)
    audio.set_volumes(80, 50, True)
    _until(audio, lambda: audio.music_playing == "title")


def test_no_audio_device_disables_sound_with_one_log_line(monkeypatch, caplog):
    def fail(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", fail)
    audio = Audio()
    with caplog.at_level(logging.INFO):
        audio.open()
    assert not audio.enabled
    assert len([r for r in caplog.records if "sound disabled" in r.message]) == 1
    audio.play("confirm")
    audio.play_music()
    audio.play_scene("duel", 38)
    audio.update()
    audio.set_volumes(10, 10, False)
    audio.close()


def test_game_runs_without_sound(make_shell, monkeypatch):
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: (_ for _ in ()).throw(pygame.error("none")))
    shell = make_shell()
    shell.run(40)
    assert not shell.app.audio.enabled and shell.app.running


def test_each_scene_asks_for_its_music(make_shell):
    from game.scenes.options import OptionsScene

    shell = make_shell()
    shell.run(2)
    assert shell.app.audio.music_wanted == "title"
    shell.app.stack.push(OptionsScene())
    shell.run(2)
    assert shell.app.audio.music_wanted == "options"
    shell.app.stack.pop()
    shell.run(2)
    assert shell.app.audio.music_wanted == "title"


def test_the_duel_plays_its_opponents_theme_and_the_results_their_jingle(make_shell):
    from duel.scripted import OPPONENT_DECK, PLAYER_DECK

    from game.scenes.duel import answers
    from game.scenes.duel.rank_screen import RankScene
    from game.scenes.duel.scene import DuelScene
    from game.scenes.duel.setup import DuelSetup, make_result

    shell = make_shell()
    shell.app.stack.push(DuelScene(DuelSetup(deck0=PLAYER_DECK, deck1=OPPONENT_DECK, opponent=17, shuffle=False,
                                             record=False)))
    shell.run(2)
    duel = shell.app.stack.top
    assert shell.app.audio.music_wanted == "duel_kaiba"
    duel.music = "silence"  # as before start_theme: the stack would fade out, not pick a theme
    shell.app.stack.push(RankScene(make_result(shell.app.db, duel.session.state)))
    shell.run(2)
    assert shell.app.audio.music_wanted in ("win_jingle", "loss_jingle")
    shell.app.stack.pop()
    shell.run(2)
    assert shell.app.audio.music_wanted is None
    answers.start_theme(duel)
    assert shell.app.audio.music_wanted == "duel_kaiba"


INTRO_SONG = """\
title: Intro then loop
tempo: 240
meter: 4/4
loop: 2
voice a: wave=square vol=0.3
voice b: wave=triangle vol=0.4
voice c: wave=saw vol=0.2
a: | C5/1 | E5/2 G5/2 |
b: | C3/1 | C3/1 |
c: | [E4,G4]/1 | [E4,G4]/1 |
"""


@contextmanager
def _own_music(tmp_path, **songs: str):
    """Yields an open Audio whose music folder holds only the given songs (name -> .song text)."""
    music = tmp_path / "music"
    music.mkdir()
    for name, text in songs.items():
        (music / f"{name}.song").write_text(text, encoding="utf-8")
    pygame.init()
    audio = Audio(music_dir=music, cache_dir=tmp_path / "cache")
    audio.open()
    try:
        yield audio
    finally:
        audio.close()


def test_a_song_with_an_intro_plays_it_once_then_repeats_its_loop(tmp_path):
    with _own_music(tmp_path, intro=INTRO_SONG) as audio:
        audio.play_track("intro")
        _until(audio, lambda: audio.music_playing == "intro")
        deck = audio._decks[0]
        intro, body = deck.channel.get_sound(), deck.channel.get_queue()  # the loop waits behind the intro
        assert intro.get_length() == pytest.approx(1.0, abs=0.01) and body.get_length() == pytest.approx(1.0, abs=0.01)
        _until(audio, lambda: deck.channel.get_sound() is body, 5.0)  # the intro ended: the loop plays...
        _until(audio, lambda: deck.channel.get_queue() is not None)  # ...and is queued behind itself
        again = pygame.sndarray.array(deck.channel.get_queue())
        assert np.array_equal(again, pygame.sndarray.array(body)) and deck.pos == deck.piece.frames


def test_a_follow_on_that_does_not_loop_is_queued_once(tmp_path):
    """A jingle whose ``then`` plays once (a mod's; check-data refuses it, the player does not crash on
    it): the follow-on joins on the sample, once, and nothing is queued after it."""
    one_bar = "tempo: 240\nmeter: 4/4\nloop: none\nvoice a: wave=square vol=0.3\na: | C5/1 |\n"
    with _own_music(tmp_path, jingle="title: Jingle\nthen: coda\n" + one_bar,
                    coda="title: Coda\n" + one_bar.replace("C5", "G4")) as audio:
        audio.play_track("jingle")
        _until(audio, lambda: audio.music_playing == "jingle")
        deck = audio._decks[0]
        _until(audio, lambda: audio.music_playing == "coda", 10.0)
        # queued behind the jingle; or, when rendering the coda took longer than the one-bar jingle (a
        # loaded machine), started at once on the idle channel
        coda = deck.channel.get_queue() or deck.channel.get_sound()
        assert not deck.repeat and deck.pos == deck.piece.frames
        assert coda.get_length() < 1.5  # the one-bar piece, not the piece twice over
        _until(audio, lambda: deck.channel.get_sound() is coda, 5.0)
        for _ in range(30):
            audio.update()
            assert deck.channel.get_queue() is None  # played once: nothing follows it


def test_a_long_piece_streams_from_its_cache_a_few_seconds_at_a_time(tmp_path, monkeypatch):
    """A 90-second theme is 8 MB of samples: the player holds the chunk playing and the one queued
    (read from the cache file as it goes), never the whole piece. Chunks of 0.5 s here, so a 4-second
    piece goes round within the test."""
    monkeypatch.setattr("game.audio.player.CHUNK_S", 0.5)
    song = INTRO_SONG.replace("loop: 2", "loop: 1").replace("| C5/1 | E5/2 G5/2 |", "(| C5/1 | E5/2 G5/2 |)x2")
    song = song.replace("| C3/1 | C3/1 |", "(| C3/1 |)x4").replace("| [E4,G4]/1 | [E4,G4]/1 |", "(| [E4,G4]/1 |)x4")
    with _own_music(tmp_path, long=song) as audio:
        audio.play_track("long")
        _until(audio, lambda: audio.music_playing == "long")
        deck = audio._decks[0]
        frames = 4 * audio._rate
        assert deck.piece.pcm is None and deck.piece.path.is_file() and deck.piece.frames == frames
        for _ in range(3):
            _until(audio, lambda: deck.channel.get_queue() is not None)
            playing = deck.channel.get_sound()
            assert len(deck.sounds) <= 3 and all(s.get_length() <= 0.75 for s in deck.sounds)
            _until(audio, lambda p=playing: deck.channel.get_sound() is not p, 5.0)
        _until(audio, lambda: deck.pos == frames, 8.0)  # the first pass queued to its end...
        _until(audio, lambda: deck.pos < frames, 8.0)  # ...and the loop went round


def test_a_missing_song_is_logged_and_the_music_plays_on(audio, caplog):
    audio.play_scene("options")
    _until(audio, lambda: audio.music_playing == "options")
    with caplog.at_level(logging.WARNING):
        audio.play_track("no_such_song")
        _until(audio, lambda: any("no_such_song" in r.message for r in caplog.records), 10.0)
    for _ in range(FADE_FRAMES + 1):
        audio.update()
    assert audio.music_playing == "options" and audio._decks[0].channel.get_volume() > 0.2


def test_stop_music_holds_scene_requests_until_play_music(audio):
    """The duel's opening swoop: silence, while the duel's own request waits; then its theme."""
    audio.play_scene("free_duel")
    _until(audio, lambda: audio.music_playing == "free_duel")
    audio.stop_music()
    audio.play_scene("duel", 38)  # the duel scene comes on top during the hold
    for _ in range(FADE_FRAMES + 20):
        audio.update()
    assert audio.music_playing is None and not any(c.get_busy() for c in audio._channels)
    audio.play_music()  # the swoop is over
    _until(audio, lambda: audio.music_playing == "duel_nitemare")


def test_a_prepared_jingle_starts_in_the_loop_that_asks_for_it(tmp_path, monkeypatch):
    """The Exodia sequence's cue is got ready while the fifth piece is drawn (prepare_scene): found,
    opened and its first chunk and its follow-on's read beforehand, so the loop that asks for it plays
    it at once, reading nothing. Unprepared, a piece takes a loop or more to look up and read."""
    import threading

    from game.audio import player

    one_bar = "tempo: 240\nmeter: 4/4\nloop: none\nvoice a: wave=square vol=0.3\na: | C5/1 |\n"
    with _own_music(tmp_path, jingle="title: Jingle\nthen: coda\n" + one_bar,
                    coda="title: Coda\nloop: 1\n" + one_bar.replace("loop: none\n", "")) as audio:
        reads = []
        real = player._read_sound

        def spy(reader, start, stop, channels):
            reads.append((reader.piece.name, start, threading.current_thread() is threading.main_thread()))
            return real(reader, start, stop, channels)

        monkeypatch.setattr(player, "_read_sound", spy)
        for _ in range(QUIET_LOOPS):
            audio.update()
        audio.play_track("jingle")  # unprepared: not yet playing in the loop that asks
        audio.update()
        assert audio.music_playing is None
        _until(audio, lambda: audio.music_playing == "coda", 10.0)
        audio.play_track(None)
        for _ in range(FADE_FRAMES + 1):
            audio.update()
        monkeypatch.setattr("game.audio.music_map.track_for", lambda kind, duelist=None, music_dir=None: kind)
        audio.prepare_scene("jingle")
        _until(audio, lambda: audio._standby is not None and len(audio._standby.ahead) == 2
               and all(f.done() for _, f in audio._standby.ahead), 10.0)  # the jingle and the coda's start
        before = len(reads)
        audio.play_track("jingle")
        audio.update()
        deck = audio._decks[0]
        assert audio.music_playing in ("jingle", "coda") and deck.channel.get_busy()  # the jingle sounds...
        assert deck.channel.get_queue() is not None  # ...and the coda, already read, joins it on the sample
        assert ("jingle", 0) not in [(name, start) for name, start, _ in reads[before:]]  # read beforehand
        assert reads and not any(main for _, _, main in reads)  # every chunk was read off the game's thread
