"""Duelist portraits and story backdrops, read from the committed atlases in sprites/.

    portrait(7)                       # Seto's 48x48 face (0 or "player" = the player)
    portrait(7, silhouette=True)      # the dark shape Free Duel shows until he is beaten
    draw_portrait(canvas, 7, (x, y))  # framed, as the menus show it
    backdrop("Sea Shrine")            # the 320x240 picture of a campaign place

tools/make_portraits.py draws the atlases from data/portraits.yaml and data/backdrops.yaml; here
they are only cut up. Each atlas is read once, on first use, and kept (two PNGs, a few hundred KB),
so start-up does not pay for them and scenes can ask for a face every frame.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import pygame

from game.db.schema import DataError
from game.gfx import frames
from game.resources import load_sheet, sprites_dir

SIZE = 48
PLAYER = 0
_FRAME_DARK = (16, 12, 24)


class PortraitAtlas:
    """The portrait sheet and its manifest: a face and a silhouette per id."""

    def __init__(self, folder: Path) -> None:
        manifest, self.sheet = _read_atlas(folder, "portraits")
        try:
            self.tile = int(manifest["tile"])
            self.entries = {int(k): v for k, v in manifest["portraits"].items()}
            for v in self.entries.values():
                for key in ("at", "silhouette_at"):
                    _check_cell(folder / "portraits.json", self.sheet, v[key], (self.tile, self.tile))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise DataError(f"{folder / 'portraits.json'}: not a portrait manifest ({exc!r}); "
                            "run python -m tools.make_portraits") from None
        self._cut: dict[tuple[int, bool], pygame.Surface] = {}

    @property
    def ids(self) -> list[int]:
        """Returns every portrait id (0 = the player), in order."""
        return sorted(self.entries)

    def name(self, ident: int) -> str:
        """Returns the name the portrait was drawn for."""
        return self.entries[ident]["name"]

    def get(self, ident: int | str, silhouette: bool = False) -> pygame.Surface:
        """Returns the face (or its silhouette); raises KeyError naming an unknown id."""
        key = PLAYER if ident == "player" else int(ident)
        if key not in self.entries:
            raise KeyError(f"no portrait for duelist {ident!r}")
        cut = self._cut.get((key, silhouette))
        if cut is None:
            x, y = self.entries[key]["silhouette_at" if silhouette else "at"]
            cut = self.sheet.subsurface(pygame.Rect(x, y, self.tile, self.tile))
            self._cut[(key, silhouette)] = cut
        return cut


class BackdropAtlas:
    """The backdrop sheet: a picture per place, found by name, alias or the most shared words."""

    def __init__(self, folder: Path) -> None:
        manifest, self.sheet = _read_atlas(folder, "backdrops")
        self._names: dict[str, int] = {}
        try:
            self.size = (int(manifest["size"][0]), int(manifest["size"][1]))
            self.entries = list(manifest["backdrops"])
            for i, e in enumerate(self.entries):
                _check_cell(folder / "backdrops.json", self.sheet, e["at"], self.size)
                for name in (e["place"], *e["also"]):
                    self._names[name.lower()] = i
            if not self.entries:
                raise ValueError("no backdrops")
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise DataError(f"{folder / 'backdrops.json'}: not a backdrop manifest ({exc!r}); "
                            "run python -m tools.make_portraits") from None
        self._cut: dict[int, pygame.Surface] = {}

    @property
    def places(self) -> list[str]:
        """Returns the place each backdrop was drawn for, in atlas order."""
        return [e["place"] for e in self.entries]

    def resolve(self, place: str) -> str:
        """Returns the drawn place that stands for place: itself, an alias, else the most shared words."""
        return self.entries[self._index(place)]["place"]

    def get(self, place: str) -> pygame.Surface:
        """Returns the backdrop for place (see resolve); never fails, the first picture is the fallback."""
        i = self._index(place)
        cut = self._cut.get(i)
        if cut is None:
            x, y = self.entries[i]["at"]
            cut = self.sheet.subsurface(pygame.Rect(x, y, *self.size))
            self._cut[i] = cut
        return cut

    def _index(self, place: str) -> int:
        exact = self._names.get(place.lower())
        if exact is not None:
            return exact
        words = _words(place)
        best, score = 0, 0
        for i, e in enumerate(self.entries):
            shared = max(len(words & _words(n)) for n in (e["place"], *e["also"]))
            if shared > score:
                best, score = i, shared
        return best


def _read_atlas(folder: Path, name: str) -> tuple[dict, pygame.Surface]:
    """Returns an atlas's manifest and picture; DataError naming the file when either is unreadable."""
    try:
        manifest = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise DataError(f"{folder / (name + '.json')}: cannot read the manifest ({exc}); "
                        "run python -m tools.make_portraits") from None
    try:
        sheet = load_sheet(folder / f"{name}.png")
    except (OSError, pygame.error) as exc:
        raise DataError(f"{folder / (name + '.png')}: cannot read the atlas ({exc}); "
                        "run python -m tools.make_portraits") from None
    if not isinstance(manifest, dict):
        raise DataError(f"{folder / (name + '.json')}: expected a mapping, got {type(manifest).__name__}")
    return manifest, sheet


def _check_cell(path: Path, sheet: pygame.Surface, at, size: tuple[int, int]) -> None:
    rect = pygame.Rect(int(at[0]), int(at[1]), *size)
    if not sheet.get_rect().contains(rect):
        raise ValueError(f"cell {list(at)} lies outside the {sheet.get_width()}x{sheet.get_height()} atlas")


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower().replace("'s", "")) if len(w) > 2 and w != "the"}


@functools.cache
def portraits() -> PortraitAtlas:
    """Returns the game's portrait atlas (read on first use)."""
    return PortraitAtlas(sprites_dir())


@functools.cache
def backdrops() -> BackdropAtlas:
    """Returns the game's backdrop atlas (read on first use)."""
    return BackdropAtlas(sprites_dir())


def portrait(duelist_id: int | str, silhouette: bool = False) -> pygame.Surface:
    """Returns the 48x48 portrait of a duelist (0 or "player" = the player); treat it as read-only.

    A face in the player's art pack replaces ours; silhouettes (unbeaten duelists) stay ours, so a
    pack never reveals who is still locked."""
    if not silhouette:
        from game.gfx.artpack import shared_pack

        own = shared_pack().portrait(PLAYER if duelist_id == "player" else int(duelist_id))
        if own is not None:
            return own
    return portraits().get(duelist_id, silhouette)


def backdrop(place: str) -> pygame.Surface:
    """Returns the 320x240 backdrop of a campaign place; treat it as read-only."""
    return backdrops().get(place)


def draw_portrait(canvas: pygame.Surface, duelist_id: int | str, pos: tuple[int, int], silhouette: bool = False,
                  scale: int = 1, border=frames.GOLD) -> pygame.Rect:
    """Draws a framed portrait with its top-left at pos (scale 1 = 48px, or a smaller whole size)."""
    face = portrait(duelist_id, silhouette)
    if scale != 1 and isinstance(scale, int) and scale > 1:
        face = pygame.transform.scale_by(face, scale)
    rect = pygame.Rect(pos, face.get_size())
    canvas.blit(face, rect)
    pygame.draw.rect(canvas, _FRAME_DARK, rect.inflate(2, 2), 1)
    pygame.draw.rect(canvas, border if not silhouette else frames.DIM, rect.inflate(4, 4), 1)
    return rect


HEAD = pygame.Rect(7, 3, 34, 34)  # the head and hair inside a portrait, for small thumbnails


@functools.lru_cache(maxsize=256)
def thumb(duelist_id: int | str, side: int, silhouette: bool = False) -> pygame.Surface:
    """Returns the portrait's head cropped and scaled to side x side (for grid cells and slots)."""
    face = portrait(duelist_id, silhouette).subsurface(HEAD)
    return face if side == HEAD.w else pygame.transform.smoothscale(face, (side, side))


_PLAYER_WORDS = frozenset({"prince", "you", "the prince", "player"})


def who_speaks(line: str, names, prefer=()) -> int | None:
    """Returns the portrait id for a story line: its "Name:" speaker, else a duelist it opens with.

    names are the duelists' names by id (the database's list); a short name ("Simon") means the
    duelist whose name starts with it, preferring ids in prefer (the stage's opponents, so "Seto"
    in a late chapter is Seto 3rd) and then the lowest id. "The prince" is the player. None when
    the line names nobody (plain narration keeps the whole width).
    """
    speaker, sep, _rest = line.partition(": ")
    if sep and len(speaker) <= 16:
        candidates = [speaker]
    else:
        words = line.split()
        if words and words[0].lower() in ("a", "an", "the"):
            words = words[1:]
        candidates = [" ".join(words[:3]), " ".join(words[:2]), " ".join(words[:1])]
    for text in candidates:
        key = text.strip(".,!?'").lower().removesuffix("'s")
        if key in _PLAYER_WORDS:
            return PLAYER
        if not key:
            continue
        found = [i for i, n in enumerate(names) if i > 0 and (n.lower() == key or n.lower().startswith(key + " "))]
        if found:
            preferred = [i for i in prefer if i in found]
            return (preferred or found)[0]
    return None


@functools.lru_cache(maxsize=8)
def _shade(alpha: int) -> pygame.Surface:
    veil = pygame.Surface((320, 240), pygame.SRCALPHA)
    veil.fill((0, 0, 12, alpha))
    return veil


def draw_place(canvas: pygame.Surface, place: str, shade: int = 0) -> None:
    """Draws a place's backdrop over the whole canvas, darkened by shade (0-255) for panels on top."""
    canvas.blit(backdrop(place), (0, 0))
    if shade:
        canvas.blit(_shade(shade), (0, 0))


@functools.lru_cache(maxsize=16)
def faded(place: str, size: tuple[int, int], tint: tuple[int, int, int] = (50, 36, 16),
          strength: int = 185) -> pygame.Surface:
    """Returns a place's backdrop scaled to size and washed in tint (strength 0-255), as a panel's picture."""
    picture = pygame.transform.smoothscale(backdrop(place), size)
    wash = pygame.Surface(size, pygame.SRCALPHA)
    wash.fill((*tint, strength))
    picture.blit(wash, (0, 0))
    return picture
