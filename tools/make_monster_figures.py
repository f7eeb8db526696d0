"""Regenerates the monster-figure atlases in sprites/ from data/cards.yaml and the card-art compositions.

    python -m tools.make_monster_figures            # rewrite sprites/monster_figures_*.png and .json
    python -m tools.make_monster_figures --check    # exit 1 if the committed atlases are out of date
    python -m tools.make_monster_figures --only 1 4 --out /tmp/x   # a few monsters' poses, for looking at

Every monster gets a figure (tools/figure_art.py: its card picture's composition cut out, facing right)
in three poses, stand, strike and hit, each a 136x92 cell with the feet on row 89. The atlases hold each
pose trimmed to what it covers, packed in shelves on 1024x256 pages (one read costs a frame about a millisecond), as palette PNGs (index 0 is clear):
the figures of 600-odd monsters in a few hundred kilobytes. The manifest maps monster id -> pose -> (page,
rect, offset in the cell), with a digest of each standing figure and of the generator's sources.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

import numpy as np

from tools.atlas_io import report_stale, write_atomic

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = "monster_figures.json"
PAGE_W, PAGE_H = 1024, 256  # small pages: the stage reads one in about a millisecond
PREFIX = "monster_figures_"


def render_all(cards) -> dict[int, dict[str, tuple[np.ndarray, np.ndarray]]]:
    """Returns each monster's poses as (rgb, opaque) arrays of the cell's size."""
    from tools.figure_art import poses, render_stand

    return {c.id: poses(*render_stand(c)) for c in cards if c.kind == "monster"}


def source_digest(data_dir: Path) -> str:
    """Returns a digest of everything the figures are made from: both generators' code and the card data."""
    h = hashlib.sha256()
    files = sorted((ROOT / "tools" / "card_art").rglob("*.py"))
    files += [ROOT / "tools" / "figure_art.py", Path(__file__), data_dir / "cards.yaml"]
    for f in files:
        h.update((f.relative_to(ROOT).as_posix() if f.is_relative_to(ROOT) else f.name).encode())
        h.update(f.read_bytes().replace(b"\r\n", b"\n"))
    return h.hexdigest()[:16]


def _trim(rgb: np.ndarray, opaque: np.ndarray):
    rows, cols = np.flatnonzero(opaque.any(axis=1)), np.flatnonzero(opaque.any(axis=0))
    if not rows.size:
        return rgb[:1, :1], opaque[:1, :1], 0, 0
    y0, y1, x0, x1 = rows[0], rows[-1] + 1, cols[0], cols[-1] + 1
    return rgb[y0:y1, x0:x1], opaque[y0:y1, x0:x1], int(x0), int(y0)


_BUILT: dict[tuple, tuple[dict, dict]] = {}  # one build per data+source, per process


def build(cards, data_dir: Path) -> tuple[dict[str, tuple[np.ndarray, np.ndarray]], dict]:
    """Returns the pages (name -> (palette (n, 3), indices (h, w) uint8)) and the manifest (reused
    within one process)."""
    key = (source_digest(data_dir), tuple((c.id, c.name, c.kind, c.type, c.attribute, c.level) for c in cards))
    if key not in _BUILT:
        _BUILT.clear()
        _BUILT[key] = _build(cards, data_dir)
    return _BUILT[key]


def _build(cards, data_dir: Path) -> tuple[dict[str, tuple[np.ndarray, np.ndarray]], dict]:
    from tools.figure_art import CELL, FOOT, POSES

    figures = render_all(cards)
    pages: list[list] = []  # per page: list of (x, y, rgb, opaque)
    entries: dict[str, dict] = {}
    x = y = shelf = 0
    for cid in sorted(figures):
        entry: dict = {"digest": hashlib.sha256(
            np.where(figures[cid]["stand"][1][..., None], figures[cid]["stand"][0], 0).tobytes()).hexdigest()[:16]}
        for pose in POSES:
            rgb, op, ox, oy = _trim(*figures[cid][pose])
            h, w = op.shape
            if x + w > PAGE_W:
                x, y, shelf = 0, y + shelf + 1, 0
            if not pages or y + h > PAGE_H:
                pages.append([])
                x = y = shelf = 0
            pages[-1].append((x, y, rgb, op))
            entry[pose] = [f"{PREFIX}{len(pages) - 1:02d}.png", x, y, w, h, ox, oy]
            x += w + 1
            shelf = max(shelf, h)
        entries[str(cid)] = entry
    images = {}
    for n, placed in enumerate(pages):
        height = max(py + rgb.shape[0] for _, py, rgb, _ in placed)
        rgb_page = np.zeros((height, PAGE_W, 3), np.uint8)
        op_page = np.zeros((height, PAGE_W), bool)
        for px, py, rgb, op in placed:
            h, w = op.shape
            rgb_page[py:py + h, px:px + w][op] = rgb[op]
            op_page[py:py + h, px:px + w] |= op
        images[f"{PREFIX}{n:02d}.png"] = _palettise(rgb_page, op_page)
    manifest = {"format": 1, "cell": list(CELL), "foot": FOOT, "poses": list(POSES),
                "source_digest": source_digest(data_dir), "figures": entries}
    return images, manifest


def manifest_text(manifest: dict) -> str:
    """Returns the manifest as JSON with one line per monster (small, and a diff names the figures changed)."""
    head = {k: v for k, v in manifest.items() if k != "figures"}
    lines = [f"{json.dumps(cid)}:{json.dumps(e, sort_keys=True, separators=(',', ':'))}"
             for cid, e in sorted(manifest["figures"].items(), key=lambda kv: int(kv[0]))]
    body = json.dumps(head, sort_keys=True, separators=(",", ":"))[:-1]
    return body + ',"figures":{\n' + ",\n".join(lines) + "\n}}\n"


def _palettise(rgb: np.ndarray, opaque: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Returns (palette, indices) of a page: index 0 clear, the page's colours after it, the 255 most
    used kept and any rarer colour drawn as its nearest kept one."""
    flat = rgb[opaque].reshape(-1, 3)
    colours, inverse, counts = np.unique(flat, axis=0, return_inverse=True, return_counts=True)
    inverse = inverse.reshape(-1)
    order = np.argsort(-counts, kind="stable")
    kept = colours[np.sort(order[:255])]
    if len(colours) > 255:
        d = ((colours[:, None, :].astype(np.int32) - kept[None, :, :].astype(np.int32)) ** 2).sum(axis=2)
        nearest = d.argmin(axis=1)
    else:
        nearest = np.arange(len(colours))
    idx = np.zeros(opaque.shape, np.uint8)
    idx[opaque] = (nearest[inverse] + 1).astype(np.uint8)
    palette = np.zeros((256, 3), np.uint8)
    palette[1:1 + len(kept)] = kept
    return palette, idx


def page_surface(pygame, palette: np.ndarray, idx: np.ndarray):
    """Returns an 8-bit surface of a page (index 0 clear)."""
    surf = pygame.Surface((idx.shape[1], idx.shape[0]), 0, 8)
    surf.set_palette([tuple(int(v) for v in c) for c in palette])
    pygame.surfarray.blit_array(surf, np.ascontiguousarray(idx.T))
    return surf


def _same_page(pygame, path: Path, palette: np.ndarray, idx: np.ndarray) -> bool:
    if not path.exists():
        return False
    on_disk = pygame.image.load(str(path))
    if on_disk.get_bitsize() != 8 or on_disk.get_size() != (idx.shape[1], idx.shape[0]):
        return False
    disk_idx = pygame.surfarray.array2d(on_disk).T
    disk_pal = np.array([tuple(on_disk.get_palette_at(i))[:3] for i in range(256)], np.uint8)
    return bool(np.array_equal(disk_idx, idx) and np.array_equal(disk_pal[idx], palette[idx]))


def main(argv: list[str] | None = None) -> int:
    """Writes (or with --check, compares) the figure atlases and manifest; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the committed atlases are current")
    parser.add_argument("--out", type=Path, default=ROOT / "sprites")
    parser.add_argument("--data", type=Path, default=ROOT / "data")
    parser.add_argument("--only", type=int, nargs="+", metavar="ID",
                        help="write just these monsters' poses side by side to OUT/figure_<id>.png (x3)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.db import DataError
    from tools.make_card_art import load_cards

    try:
        cards = load_cards(args.data)
    except DataError as exc:
        print(f"make_monster_figures: invalid data: {exc}", file=sys.stderr)
        return 1
    if args.only:
        return _preview(pygame, [c for c in cards if c.id in set(args.only) and c.kind == "monster"], args.out)
    images, manifest = build(cards, args.data)
    text = manifest_text(manifest)
    orphans = sorted({p.name for p in args.out.glob(f"{PREFIX}*.png")} - set(images))
    if args.check:
        stale = [name for name, (pal, idx) in images.items() if not _same_page(pygame, args.out / name, pal, idx)]
        target = args.out / MANIFEST
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            stale.append(MANIFEST)
        return report_stale(stale + orphans, "make_monster_figures")
    for name, (pal, idx) in images.items():
        write_atomic(args.out / name,
                     lambda tmp, pal=pal, idx=idx: pygame.image.save(page_surface(pygame, pal, idx), str(tmp)))
    write_atomic(args.out / MANIFEST, lambda tmp: tmp.write_text(text, encoding="utf-8"))
    for orphan in orphans:
        (args.out / orphan).unlink()
    print(f"wrote {len(images)} atlases and {MANIFEST} for {len(manifest['figures'])} monsters to {args.out}")
    return 0


def _preview(pygame, cards, out: Path) -> int:
    """Writes each monster's three poses side by side on a grey ground, scaled x3, for a human to look at."""
    from tools.atlas_io import surface_of
    from tools.figure_art import CELL, POSES

    out.mkdir(parents=True, exist_ok=True)
    for card, poses in render_all(cards).items():
        sheet = np.full((CELL[1], CELL[0] * len(POSES), 3), (70, 90, 70), np.uint8)
        for i, pose in enumerate(POSES):
            rgb, op = poses[pose]
            sheet[:, i * CELL[0]:(i + 1) * CELL[0]][op] = rgb[op]
        pygame.image.save(pygame.transform.scale_by(surface_of(pygame, sheet), 3), str(out / f"figure_{card:03d}.png"))
    print(f"wrote {len(cards)} previews to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
