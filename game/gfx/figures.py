"""Monster figures: read from the committed atlases in sprites/ (made by tools/make_monster_figures.py).

Nothing is generated at run time. ``sprites/monster_figures.json`` maps each monster id to its three
poses (stand, strike, hit); each pose is stored trimmed on a palette page (index 0 clear) with its
offset in the figure's cell, so a pose is given back as the whole cell (every pose of every monster the
same size, feet on the same row) and the stage can stand any of them on one spot.
"""

from __future__ import annotations

import json
from enum import Enum
from functools import lru_cache
from pathlib import Path

import numpy as np
import pygame

from game import resources

MANIFEST = "monster_figures.json"
_CLEAR = (255, 0, 255)  # the colour key of a joined figure (no figure uses it)


class Pose(Enum):
    """How a figure stands on the stage: waiting, lunging into its blow, thrown back by one."""

    STAND = "stand"
    STRIKE = "strike"
    HIT = "hit"


class MonsterFigures:
    """The figures of one sprites folder; pages are read on first use."""

    def __init__(self, sprites_dir: Path) -> None:
        self.sprites_dir = Path(sprites_dir)
        self._manifest: dict | None = None
        self._pages: dict[str, pygame.Surface] = {}
        self._cells: dict[tuple[int, Pose], pygame.Surface] = {}

    @property
    def manifest(self) -> dict:
        """Returns the atlas manifest (read once)."""
        if self._manifest is None:
            self._manifest = json.loads((self.sprites_dir / MANIFEST).read_text(encoding="utf-8"))
        return self._manifest

    def ready(self) -> bool:
        """Reads the manifest if it has not been read; returns whether it already had (a sequence getting
        its figures ready a step a frame takes this as its first step: the read costs about 2 ms)."""
        had = self._manifest is not None
        _ = self.manifest
        return had

    @property
    def cell(self) -> tuple[int, int]:
        """Returns a figure's cell size in pixels (every pose of every monster)."""
        w, h = self.manifest["cell"]
        return int(w), int(h)

    @property
    def foot(self) -> int:
        """Returns the pixel row of the feet in a cell."""
        return int(self.manifest["foot"])

    def ids(self) -> list[int]:
        """Returns every monster id with a figure, ascending."""
        return sorted(int(k) for k in self.manifest["figures"])

    def has(self, card: int) -> bool:
        """Returns whether card has a figure (monsters do; magic, traps and the back do not)."""
        return str(card) in self.manifest["figures"]

    def figure(self, card: int, pose: Pose = Pose.STAND) -> pygame.Surface:
        """Returns the pose as a cell-sized surface with a clear colour key (treat as read-only)."""
        key = (card, pose)
        surf = self._cells.get(key)
        if surf is None:
            surf = self._cells[key] = self._make(card, pose)
        return surf

    def opaque(self, card: int, pose: Pose = Pose.STAND) -> tuple[np.ndarray, np.ndarray]:
        """Returns the pose as (rgb (w, h, 3) uint8, opaque (w, h) bool), indexed [x, y] like surfarray."""
        surf = self.figure(card, pose)
        rgb = pygame.surfarray.array3d(surf)
        return rgb, pygame.surfarray.array_colorkey(surf) > 0

    def box(self, card: int, pose: Pose = Pose.STAND) -> pygame.Rect:
        """Returns the part of the pose's cell its figure covers."""
        entry = self.manifest["figures"][str(card)][pose.value]
        return pygame.Rect(entry[5], entry[6], entry[3], entry[4])

    def reach(self, card: int) -> pygame.Rect:
        """Returns the part of the cell any of a monster's poses covers (what the stage needs to draw)."""
        boxes = [self.box(card, pose) for pose in Pose]
        return boxes[0].unionall(boxes[1:])

    def joined(self, parts: tuple[tuple[int, int, int], ...], size: tuple[int, int],
               unseal: bool = True) -> pygame.Surface:
        """Returns one figure made of several standing ones: parts are (card, x, y), each card's cell
        put with its top-left at (x, y) on a clear surface of size, the later ones over the earlier.
        ``unseal`` leaves out the violet and blue of the seals drawn round sealed pieces (Exodia's
        limbs), which break as the pieces join into one body."""
        out = pygame.Surface(size, 0, 32)
        out.fill(_CLEAR)
        for card, x, y in parts:
            out.blit(self.figure(card), (x, y))
        if unseal:
            px = pygame.surfarray.pixels3d(out)
            r, g, b = (px[..., i].astype(np.int16) for i in range(3))
            seal = (b > g + 8) | (b >= r) & (b > 150)  # violet lines, pink and pale-blue sparks
            px[seal] = _CLEAR
            del px
        out.set_colorkey(_CLEAR)
        return out

    def _make(self, card: int, pose: Pose) -> pygame.Surface:
        entry = self.manifest["figures"].get(str(card))
        if entry is None:
            raise KeyError(f"card {card} has no figure in {self.sprites_dir / MANIFEST}")
        name, x, y, w, h, ox, oy = entry[pose.value]
        page = self._pages.get(name)
        if page is None:
            page = self._pages[name] = pygame.image.load(str(self.sprites_dir / name))
            page.set_colorkey(0)
        cell = pygame.Surface(self.cell, 0, 8)
        cell.set_palette(page.get_palette())
        cell.fill(0)
        cell.set_colorkey(0)
        page_key = page.get_colorkey()
        page.set_colorkey(None)
        cell.blit(page, (ox, oy), (x, y, w, h))
        page.set_colorkey(page_key)
        return cell


def default_figures(sprites_dir: Path | None = None) -> MonsterFigures:
    """Returns the shared figures of a sprites folder (default: the game's; asked for several times a
    frame by the stage, so the folder is looked up once)."""
    return _shared(Path(sprites_dir)) if sprites_dir is not None else _game_figures()


@lru_cache(maxsize=1)
def _game_figures() -> MonsterFigures:
    return _shared(Path(resources.sprites_dir()))


@lru_cache(maxsize=4)
def _shared(sprites_dir: Path) -> MonsterFigures:
    return MonsterFigures(sprites_dir)
