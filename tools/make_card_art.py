"""Regenerates the card-art atlases in sprites/ from data/cards.yaml and the motif lexicon.

    python -m tools.make_card_art            # rewrite sprites/card_art_*.png and card_art.json
    python -m tools.make_card_art --check    # exit 1 if the committed atlases are out of date
    python -m tools.make_card_art --only 60 8 --out /tmp/x   # a few cards, for looking at
    python -m tools.make_card_art --sheet top --out /tmp/x   # contact sheets of a group (see GROUPS)
    python -m tools.make_card_art --mosaic docs/images/top-cards.png   # README's picture of the top list

Each card is drawn twice from one description (tools/card_art): the big card's 102x96 art and the
hand thumbnail's 40x32 art. Big pictures go 64 to a page (8x8) so the game loads only the pages it
shows; thumbnails share one sheet. The manifest maps card id -> page and rect, with a digest of each
picture and of the generator's sources, so a reviewer can see what made the committed pixels, and
what each picture drew: body plan, the parts placed (heads, eyes, wings, arms, props), template,
palette and whether it is a bespoke composition (the likeness tests and check-data read these).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

import numpy as np

from tools.atlas_io import report_stale, same_pixels, surface_of, write_atomic

ROOT = Path(__file__).resolve().parent.parent
BIG = (102, 96)
SMALL = (40, 32)
PAGE_COLS, PAGE_ROWS = 8, 8
SMALL_COLS = 24
# The thumbnail's window onto the 102x96 scene: a little wider, same centre, 40x32's aspect.
SMALL_VIEW = (-4.0, 5.0, 40 / 110)
MANIFEST = "card_art.json"


def load_cards(data_dir: Path):
    """Returns the cards of data/cards.yaml as compose.Card, ritual cards knowing their result.

    Read through game.db.sources, so a broken file is a DataError naming file, record and field.
    """
    from game.db.sources import read_sources
    from tools.card_art.compose import Card
    from tools.card_art.designs import assign

    src = read_sources(data_dir)
    cards = {
        r["id"]: Card(r["id"], r["name"], r["kind"], r["type"], r["attribute"], int(r.get("level", 0)))
        for r in src.cards
    }
    for r in src.rituals:  # both ids are checked cards (a ritual card, a monster)
        cards[r["card"]].result = cards[r["result"]]
    ordered = [cards[i] for i in sorted(cards)]
    assign(ordered)  # each monster a design of its own (tools/card_art/designs.py)
    return ordered


def render_all(cards, info: dict | None = None) -> tuple[dict[int, np.ndarray], dict[int, np.ndarray]]:
    """Returns (big, small) pictures per card id as (h, w, 3) uint8 arrays; fills info (if given)
    with what each big picture drew (body plan, parts, template, palette, bespoke)."""
    from tools.card_art.compose import render

    big, small = {}, {}
    for card in cards:
        big[card.id], drawn = render(card, *BIG, 1.0, 0.0, 0.0)
        x0, y0, s = SMALL_VIEW
        small[card.id], _ = render(card, *SMALL, s, x0, y0)
        if info is not None:
            info[card.id] = drawn
    return big, small


_BUILT: dict[tuple, tuple[dict[str, np.ndarray], dict]] = {}  # one build per data+source, per process


def build(cards, data_dir: Path = ROOT / "data") -> tuple[dict[str, np.ndarray], dict]:
    """Returns the atlas images by file name and the manifest (reused within one process)."""
    digest = source_digest(data_dir)
    key = (digest, tuple((c.id, c.name, c.kind, c.type, c.attribute, c.level) for c in cards))
    if key not in _BUILT:
        _BUILT.clear()
        _BUILT[key] = _build(cards, digest)
    return _BUILT[key]


def _build(cards, digest: str) -> tuple[dict[str, np.ndarray], dict]:
    drawn: dict[int, dict] = {}
    big, small = render_all(cards, drawn)
    ids = [c.id for c in cards]
    per_page = PAGE_COLS * PAGE_ROWS
    pages = -(-len(ids) // per_page)
    images: dict[str, np.ndarray] = {}
    for page in range(pages):
        images[f"card_art_big_{page:02d}.png"] = np.zeros(
            (PAGE_ROWS * BIG[1], PAGE_COLS * BIG[0], 3), np.uint8
        )
    rows = -(-len(ids) // SMALL_COLS)
    images["card_art_small.png"] = np.zeros((rows * SMALL[1], SMALL_COLS * SMALL[0], 3), np.uint8)
    entries = {}
    for i, cid in enumerate(ids):
        page, slot = divmod(i, per_page)
        bx, by = (slot % PAGE_COLS) * BIG[0], (slot // PAGE_COLS) * BIG[1]
        images[f"card_art_big_{page:02d}.png"][by : by + BIG[1], bx : bx + BIG[0]] = big[cid]
        sx, sy = (i % SMALL_COLS) * SMALL[0], (i // SMALL_COLS) * SMALL[1]
        images["card_art_small.png"][sy : sy + SMALL[1], sx : sx + SMALL[0]] = small[cid]
        entries[str(cid)] = {
            "big": [f"card_art_big_{page:02d}.png", bx, by, *BIG],
            "small": ["card_art_small.png", sx, sy, *SMALL],
            "digest": hashlib.sha256(big[cid].tobytes()).hexdigest()[:16],
            **drawn[cid],
        }
    manifest = {"format": 1, "source_digest": digest, "cards": entries}
    return images, manifest


def source_digest(data_dir: Path = ROOT / "data") -> str:
    """Returns a digest of everything the pictures are made from: generator code and card data."""
    h = hashlib.sha256()
    files = sorted((ROOT / "tools" / "card_art").rglob("*.py")) + [Path(__file__)]
    files += [data_dir / "cards.yaml", data_dir / "rituals.yaml"]
    for f in files:
        h.update((f.relative_to(ROOT).as_posix() if f.is_relative_to(ROOT) else f.name).encode())
        h.update(f.read_bytes().replace(b"\r\n", b"\n"))
    return h.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    """Writes (or with --check, compares) the atlases and manifest; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the committed atlases are current")
    parser.add_argument("--out", type=Path, default=ROOT / "sprites")
    parser.add_argument("--data", type=Path, default=ROOT / "data")
    parser.add_argument("--sheet", choices=sorted(GROUPS), help="write contact sheets of a group of cards to OUT")
    parser.add_argument("--mosaic", type=Path, metavar="PNG",
                        help="write the top list's committed pictures edge to edge to PNG (README's picture)")
    parser.add_argument("--zoom", type=int, default=2, help="--sheet: pixel scale of the sheets (default 2)")
    parser.add_argument(
        "--only",
        type=int,
        nargs="+",
        metavar="ID",
        help="render just these cards to OUT/card_<id>.png (big and thumbnail, x3)",
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.db import DataError

    try:
        cards = load_cards(args.data)
    except DataError as exc:
        print(f"make_card_art: invalid data: {exc}", file=sys.stderr)
        return 1
    if args.mosaic:
        return write_mosaic(pygame, args.mosaic, args.data)
    if args.sheet:
        return write_sheets(pygame, cards, args.sheet, args.out, args.zoom, args.data)
    if args.only:
        return _preview(pygame, [c for c in cards if c.id in set(args.only)], args.out)
    images, manifest = build(cards, args.data)
    text = json.dumps(manifest, indent=0, sort_keys=True) + "\n"
    orphans = sorted({p.name for p in args.out.glob("card_art_*.png")} - set(images))
    if args.check:
        stale = [name for name, pixels in images.items() if not same_pixels(pygame, args.out / name, pixels)]
        target = args.out / MANIFEST
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            stale.append(MANIFEST)
        return report_stale(stale + orphans, "make_card_art")
    for name, pixels in images.items():
        write_atomic(args.out / name, lambda tmp, px=pixels: pygame.image.save(surface_of(pygame, px), str(tmp)))
    write_atomic(args.out / MANIFEST, lambda tmp: tmp.write_text(text, encoding="utf-8"))
    for orphan in orphans:
        (args.out / orphan).unlink()
    print(f"wrote {len(images)} atlases and {MANIFEST} for {len(cards)} cards to {args.out}")
    return 0


# Contact-sheet groups: the top list (data/top_cards.txt, by rank), the bespoke compositions, every
# card a likeness rule applies to, and each monster type's cards (in id order).
GROUPS = ("top", "bespoke", "likeness", "dragons", "spellcasters", "warriors", "fiends", "beasts", "others")
_TYPE_GROUPS = {"dragons": ("Dragon", "Sea Serpent"), "spellcasters": ("Spellcaster", "Fairy"),
                "warriors": ("Warrior", "Beast-Warrior"), "fiends": ("Fiend", "Zombie"),
                "beasts": ("Beast", "Winged Beast", "Dinosaur", "Reptile", "Insect", "Fish")}


def group_ids(cards, group: str, data_dir: Path = ROOT / "data") -> list[int]:
    """Returns the card ids of a contact-sheet group, in sheet order."""
    from tools.card_art.famous import BESPOKE
    from tools.card_art.lexicon import likeness
    from tools.make_top_cards import read_top

    monsters = [c for c in cards if c.kind == "monster"]
    if group == "top":
        return read_top(data_dir)
    if group == "bespoke":
        return [c.id for c in monsters if c.name in BESPOKE]
    if group == "likeness":
        return [c.id for c in monsters if likeness(c.name, c.type)]
    if group == "others":
        typed = {t for ts in _TYPE_GROUPS.values() for t in ts}
        return [c.id for c in monsters if c.type not in typed]
    return [c.id for c in monsters if c.type in _TYPE_GROUPS[group]]


class _Rendered:
    """The card pictures of one in-process build, shaped like game.gfx.card_art.CardArt for the
    game's own contact-sheet layout."""

    def __init__(self, pygame, big, small) -> None:
        self._pygame, self._big, self._small = pygame, big, small

    def ids(self) -> list[int]:
        return sorted(self._big)

    def big(self, card: int):
        return surface_of(self._pygame, self._big[card])

    def thumb(self, card: int):
        return surface_of(self._pygame, self._small[card])


def write_sheets(pygame, cards, group: str, out: Path, zoom: int = 2, data_dir: Path = ROOT / "data") -> int:
    """Writes OUT/sheet-<group>-<big|thumb>-NN.png: the group's pictures under id and name."""
    from game.db.sources import read_sources
    from game.gfx.contact import card_art_sheets
    from game.gfx.font import load_font

    ids = group_ids(cards, group, data_dir)
    chosen = [c for c in cards if c.id in set(ids)]
    big, small = render_all(chosen)
    names = {r["id"]: r["name"] for r in read_sources(data_dir).cards}
    pygame.display.init()
    font = load_font(ROOT / "sprites")
    out.mkdir(parents=True, exist_ok=True)
    written = 0
    for size in ("big", "thumb"):
        for i, sheet in enumerate(card_art_sheets(names, font, _Rendered(pygame, big, small), size=size, ids=ids), 1):
            if zoom > 1:
                sheet = pygame.transform.scale_by(sheet, zoom)
            pygame.image.save(sheet, str(out / f"sheet-{group}-{size}-{i:02d}.png"))
            written += 1
    print(f"wrote {written} contact sheets of {len(ids)} cards ({group}) to {out}")
    return 0


def write_mosaic(pygame, target: Path, data_dir: Path = ROOT / "data") -> int:
    """Writes the top list's committed pictures (sprites/), 15 to a row, to target."""
    from game.gfx.card_art import CardArt
    from game.gfx.contact import card_mosaic
    from tools.make_top_cards import read_top

    pygame.display.init()
    ids = read_top(data_dir)
    pygame.image.save(card_mosaic(ids, CardArt(ROOT / "sprites")), str(target))
    print(f"wrote {len(ids)} pictures to {target}")
    return 0


def _preview(pygame, cards, out: Path) -> int:
    """Writes each card's big art and thumbnail side by side, scaled x3, for a human to look at."""
    big, small = render_all(cards)
    out.mkdir(parents=True, exist_ok=True)
    for card in cards:
        sheet = np.zeros((BIG[1], BIG[0] + 4 + SMALL[0], 3), np.uint8)
        sheet[:, : BIG[0]] = big[card.id]
        sheet[: SMALL[1], BIG[0] + 4 :] = small[card.id]
        surf = pygame.transform.scale_by(surface_of(pygame, sheet), 3)
        pygame.image.save(surf, str(out / f"card_{card.id:03d}.png"))
    print(f"wrote {len(cards)} previews to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
