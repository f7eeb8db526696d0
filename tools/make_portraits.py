"""Draws the committed portrait and backdrop atlases in sprites/ from data/portraits.yaml and data/backdrops.yaml.

    python -m tools.make_portraits            # rewrite sprites/portraits.png|json, sprites/backdrops.png|json
    python -m tools.make_portraits --check    # exit 1 if the committed atlases are out of date

The pictures are ours, drawn by tools/portrait_painter.py and tools/backdrop_painter.py from the
descriptions in data/; the game only reads the atlases, so start-up never draws a face.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

import numpy as np

from tools.atlas_io import report_stale, same_pixels, surface_of, write_atomic

ROOT = Path(__file__).resolve().parent.parent
TILE = 48
COLS = 8
BACKDROP_SIZE = (320, 240)
BACKDROP_COLS = 4


def build_portraits(data_dir: Path) -> tuple[np.ndarray, dict]:
    """Returns the portrait atlas (portraits above, silhouettes below, HxWx3) and its manifest."""
    from game.gfx.art_data import load_portrait_specs
    from tools.portrait_painter import paint_portrait, silhouette

    specs = load_portrait_specs(data_dir / "portraits.yaml")
    rows = -(-len(specs) // COLS)
    atlas = np.zeros((rows * 2 * TILE, COLS * TILE, 3), np.uint8)
    entries = {}
    for i, rec in enumerate(specs):
        rgb, figure = paint_portrait(rec)
        x, y = (i % COLS) * TILE, (i // COLS) * TILE
        atlas[y:y + TILE, x:x + TILE] = rgb
        atlas[y + rows * TILE:y + rows * TILE + TILE, x:x + TILE] = silhouette(figure, rgb)
        entries[str(rec["id"])] = {"name": rec["name"], "at": [x, y], "silhouette_at": [x, y + rows * TILE]}
    return atlas, {"tile": TILE, "portraits": entries}


def build_backdrops(data_dir: Path) -> tuple[np.ndarray, dict]:
    """Returns the backdrop atlas (320x240 cells) and its manifest (place names, aliases, cells)."""
    from game.gfx.art_data import load_backdrop_specs
    from tools.backdrop_painter import paint_backdrop

    specs = load_backdrop_specs(data_dir / "backdrops.yaml")
    w, h = BACKDROP_SIZE
    rows = -(-len(specs) // BACKDROP_COLS)
    atlas = np.zeros((rows * h, BACKDROP_COLS * w, 3), np.uint8)
    entries = []
    for i, rec in enumerate(specs):
        x, y = (i % BACKDROP_COLS) * w, (i // BACKDROP_COLS) * h
        atlas[y:y + h, x:x + w] = paint_backdrop(rec)
        entries.append({"place": rec["place"], "also": rec["also"], "scene": rec["scene"], "at": [x, y]})
    return atlas, {"size": [w, h], "backdrops": entries}


def main(argv: list[str] | None = None) -> int:
    """Writes (or with --check, compares) the atlases and manifests; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the committed atlases are current")
    parser.add_argument("--data", type=Path, default=ROOT / "data")
    parser.add_argument("--out", type=Path, default=ROOT / "sprites")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.db import DataError

    try:
        built = {"portraits": build_portraits(args.data), "backdrops": build_backdrops(args.data)}
    except DataError as exc:
        print(f"make_portraits: invalid data: {exc}", file=sys.stderr)
        return 1
    stale = []
    for name, (pixels, manifest) in built.items():
        png, js = args.out / f"{name}.png", args.out / f"{name}.json"
        text = json.dumps(manifest, indent=1, sort_keys=True) + "\n"
        if args.check:
            if not (js.exists() and js.read_text(encoding="utf-8") == text and same_pixels(pygame, png, pixels)):
                stale.append(name)
            continue
        write_atomic(png, lambda p, px=pixels: pygame.image.save(surface_of(pygame, px), str(p)))
        write_atomic(js, lambda p, body=text: p.write_text(body, encoding="utf-8"))
        print(f"wrote {png.name} {pixels.shape[1]}x{pixels.shape[0]} and {js.name}")
    return report_stale(stale, "make_portraits")


if __name__ == "__main__":
    sys.exit(main())
