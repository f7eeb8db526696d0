"""Writes the composed pieces of data/music from their specs in tools/music/pieces.py.

    python -m tools.compose_music             # rewrite the .song files of every spec
    python -m tools.compose_music --check     # exit 1 if a committed .song differs from its spec

The .song files are what the game reads and what a composer edits by hand; this tool exists so the
long themes' plan (key, chords, sections, form) stays the thing that is edited, and rewriting them
is deterministic (one seeded generator per section). Songs without a spec are never touched.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tools.music.kit import write
from tools.music.pieces import PIECES

MUSIC = Path(__file__).resolve().parents[1] / "data" / "music"


def main(argv: list[str] | None = None) -> int:
    """Writes (or with --check compares) every composed piece; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m tools.compose_music", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    parser.add_argument("--out", type=Path, default=MUSIC, help="the music folder (default: data/music)")
    args = parser.parse_args(argv)
    stale = []
    for make in PIECES:
        piece = make()
        text = write(piece)
        path = args.out / f"{piece.name}.song"
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
    if stale:
        print(f"out of date with tools/music/pieces.py: {', '.join(stale)} (run python -m tools.compose_music)",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
