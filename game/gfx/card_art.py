"""Card pictures: read from the committed atlases in sprites/ (made by tools/make_card_art.py).

Nothing is generated at run time. ``sprites/card_art.json`` maps each card id to a rect on a page
of big 102x96 pictures and on the sheet of 40x32 hand thumbnails; pages are loaded on first use, so
a duel touching a dozen cards reads a few pages, not all twelve. A player's art pack (see
game.gfx.artpack) overrides single cards: its 102x96 image is the big art and its thumbnail is cut
from it the way ours is.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pygame

from game import resources
from game.gfx.artpack import ArtPack, shared_pack

BIG = (102, 96)
THUMB = (40, 32)
MANIFEST = "card_art.json"
# The thumbnail's window onto a big picture (kept in step with tools/make_card_art.SMALL_VIEW):
# 110x88 scene units from (-4, 5); the 4 units outside the 102-wide art are cut back in.
_THUMB_CROP = pygame.Rect(0, 7, 102, 82)


class CardArt:
    """The card pictures of one sprites folder, with an optional art pack over them."""

    def __init__(self, sprites_dir: Path, pack: ArtPack | None = None) -> None:
        self.sprites_dir = Path(sprites_dir)
        self.pack = pack
        self._manifest: dict | None = None
        self._sheets: dict[str, pygame.Surface] = {}
        self._big: dict[int, pygame.Surface] = {}
        self._thumb: dict[int, pygame.Surface] = {}

    @property
    def manifest(self) -> dict:
        """Returns the atlas manifest (read once)."""
        if self._manifest is None:
            self._manifest = json.loads((self.sprites_dir / MANIFEST).read_text(encoding="utf-8"))
        return self._manifest

    def ids(self) -> list[int]:
        """Returns every card id with a picture, ascending."""
        return sorted(int(k) for k in self.manifest["cards"])

    def big(self, card: int) -> pygame.Surface:
        """Returns the 102x96 picture of the big card (treat as read-only)."""
        pic = self._big.get(card)
        if pic is None:
            own = self.pack.card(card) if self.pack else None
            pic = self._big[card] = own if own is not None else self._cut(card, "big")
        return pic

    def thumb(self, card: int) -> pygame.Surface:
        """Returns the 40x32 hand thumbnail (treat as read-only)."""
        pic = self._thumb.get(card)
        if pic is None:
            own = self.pack.card(card) if self.pack else None
            if own is not None:
                pic = pygame.transform.smoothscale(own.subsurface(_THUMB_CROP), THUMB)
            else:
                pic = self._cut(card, "small")
            self._thumb[card] = pic
        return pic

    def ours(self, card: int, which: str = "big") -> pygame.Surface:
        """Returns our own picture ("big" or "small"), ignoring any art pack."""
        return self._cut(card, which)

    def _cut(self, card: int, which: str) -> pygame.Surface:
        entry = self.manifest["cards"].get(str(card))
        if entry is None:
            raise KeyError(f"card {card} has no picture in {self.sprites_dir / MANIFEST}")
        name, x, y, w, h = entry[which]
        sheet = self._sheets.get(name)
        if sheet is None:
            sheet = self._sheets[name] = resources.load_sheet(self.sprites_dir / name)
        return sheet.subsurface((x, y, w, h))


TOP_CARDS = "top_cards.txt"


def top_cards(data_dir: Path) -> list[int]:
    """Returns the card ids of data/top_cards.txt by rank (the most-seen monsters, which
    tools/make_top_cards.py computes from the tables); none when the file is absent."""
    from game.db import DataError

    path = Path(data_dir) / TOP_CARDS
    if not path.is_file():
        return []
    rows = [line.split() for line in path.read_text(encoding="utf-8").splitlines()]
    try:
        return [int(r[1]) for r in rows if r and not r[0].startswith("#")]
    except (IndexError, ValueError) as exc:
        raise DataError(f"{path}: expected 'rank card-id name' lines ({exc})") from None


def default_card_art(sprites_dir: Path | None = None, pack_dir: Path | None = None) -> CardArt:
    """Returns the shared CardArt of a sprites folder (default: the game's) and an art pack
    (default: the data home's), one per pair so every screen shares the loaded pages."""
    if sprites_dir is None:
        sprites_dir = resources.sprites_dir()
    return _shared(Path(sprites_dir), shared_pack(pack_dir))


@lru_cache(maxsize=4)
def _shared(sprites_dir: Path, pack: ArtPack) -> CardArt:
    return CardArt(sprites_dir, pack)
