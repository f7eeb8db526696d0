"""Audition the soundtrack outside the game: ``python -m game.audio.export [SONG ...] --out DIR``.

Writes each song as a 16-bit stereo WAV, its loop played ``--loops`` times after the intro (two by
default, so the join can be heard and inspected), jingles followed by their results loop. For
composers and modders editing data/music; the game itself never writes sound files.
"""

from __future__ import annotations

import argparse
import sys
import wave
from pathlib import Path

import numpy as np

from game.audio.library import default_music_dir
from game.audio.render import render
from game.audio.score import Song, load_songs
from game.db.schema import DataError


def performance(songs: dict[str, Song], name: str, rate: int, loops: int) -> np.ndarray:
    """Returns song name as a listener hears it: the intro, the loop repeated, or the jingle then its loop."""
    pcm, loop_at = render(songs[name], rate)
    song = songs[name]
    if song.loop_bar is None:
        return pcm if song.then is None else np.concatenate([pcm, performance(songs, song.then, rate, loops)])
    return np.concatenate([pcm[:loop_at]] + [pcm[loop_at:]] * loops)


def write_wav(path: Path, pcm: np.ndarray, rate: int) -> None:
    """Writes int16 stereo samples as a WAV file."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(np.ascontiguousarray(pcm, dtype="<i2").tobytes())


def main(argv: list[str] | None = None) -> int:
    """Renders the named songs (all when none is named) into --out; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m game.audio.export", description=__doc__.splitlines()[0])
    parser.add_argument("songs", nargs="*", help="song names (default: every song)")
    parser.add_argument("--music", type=Path, default=None, help="folder of .song files (default: data/music)")
    parser.add_argument("--out", type=Path, required=True, help="folder for the WAV files")
    parser.add_argument("--rate", type=int, default=22050, choices=(22050, 44100))
    parser.add_argument("--loops", type=int, default=2, choices=range(1, 9), metavar="1..8")
    args = parser.parse_args(argv)
    try:
        songs = load_songs(args.music or default_music_dir())
    except DataError as exc:
        print(f"export: {exc}", file=sys.stderr)
        return 1
    unknown = [n for n in args.songs if n not in songs]
    if unknown:
        print(f"export: no song named {unknown[0]!r} (songs: {', '.join(sorted(songs))})", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.songs or sorted(songs):
        pcm = performance(songs, name, args.rate, args.loops)
        write_wav(args.out / f"{name}.wav", pcm, args.rate)
        print(f"{args.out / f'{name}.wav'}: {len(pcm) / args.rate:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
