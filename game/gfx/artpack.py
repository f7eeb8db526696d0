"""Player art packs: the player's own images, checked, used where valid, never copied anywhere.

A pack is a folder under the data home (``$FMDUEL_DATA_HOME/artpack``, else the platform data dir;
``$FMDUEL_ARTPACK_DIR`` names another folder):

    artpack/cards/<card id>.png          102x96, the big card's art (the thumbnail is cut from it)
    artpack/portraits/<duelist id>.png   48x48, duelist 0-39
    artpack/board/<terrain>.png          51x51 or 102x102, terrain by name (normal, forest, ...)

Loading reads only each file's PNG header, so a full pack costs a directory walk at start-up; the
pixels are decoded on first use. Anything that is not a plain, small PNG of the right size under a
known name is rejected with a reason the Mods screen and ``fmduel check-data`` show, and the game
falls back to its own art for it. Files are read in place: nothing is copied, written or uploaded.
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pygame

from game.db import data_home
from game.db.vocab import N_DUELISTS, TERRAIN_NAMES

ENV_ARTPACK_DIR = "FMDUEL_ARTPACK_DIR"
PACK_FOLDER = "artpack"
N_CARDS = 722
MAX_BYTES = 1 << 20  # 1 MiB: far above any honest 102x96 PNG, far below a decompression bomb
SIZES: dict[str, tuple[tuple[int, int], ...]] = {
    "cards": ((102, 96),),
    "portraits": ((48, 48),),
    "board": ((51, 51), (102, 102)),
}
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True)
class Reject:
    """One file the game will not use, and why (in the player's words)."""

    path: str
    reason: str

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


@dataclass(eq=False)  # one pack is one folder's state: compared (and cached) by identity
class ArtPack:
    """The accepted files of one pack by category and key, plus every rejected file."""

    root: Path | None = None
    files: dict[str, dict[object, Path]] = field(default_factory=lambda: {k: {} for k in SIZES})
    rejects: list[Reject] = field(default_factory=list)
    _cache: dict[tuple[str, object], pygame.Surface | None] = field(default_factory=dict, repr=False)

    @property
    def counts(self) -> dict[str, int]:
        """Returns how many files of each category are in use."""
        return {k: len(v) for k, v in self.files.items()}

    def card(self, card_id: int) -> pygame.Surface | None:
        """Returns the pack's 102x96 art for a card, or None (use ours)."""
        return self._image("cards", int(card_id))

    def portrait(self, duelist_id: int) -> pygame.Surface | None:
        """Returns the pack's 48x48 portrait of a duelist, or None."""
        return self._image("portraits", int(duelist_id))

    def board(self, terrain: int | str) -> pygame.Surface | None:
        """Returns the pack's floor texture of a terrain (code or name), or None."""
        key = TERRAIN_NAMES[terrain].lower() if isinstance(terrain, int) else str(terrain).lower()
        return self._image("board", key)

    def to_dict(self) -> dict:
        """Returns what check-data --json reports: folder, counts in use, rejected files."""
        return {
            "dir": str(self.root) if self.root else None,
            "counts": self.counts,
            "rejected": [{"path": r.path, "reason": r.reason} for r in self.rejects],
        }

    def verify(self) -> None:
        """Decodes every accepted file now (check-data), moving undecodable ones to the rejects."""
        for category, entries in self.files.items():
            for key in list(entries):
                self._image(category, key)

    def _image(self, category: str, key) -> pygame.Surface | None:
        path = self.files[category].get(key)
        if path is None:
            return None
        cached = self._cache.get((category, key), False)
        if cached is not False:
            return cached
        try:
            surf = pygame.image.load(str(path))
        except (pygame.error, OSError, ValueError) as exc:
            self._drop(category, key, path, f"cannot be read as an image ({exc})")
            return None
        if surf.get_size() not in SIZES[category]:  # the header lied
            self._drop(category, key, path, _size_reason(category, surf.get_size()))
            return None
        flat = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)  # one format, whatever the file held
        flat.blit(surf, (0, 0))
        surf = flat
        self._cache[(category, key)] = surf
        return surf

    def _drop(self, category: str, key, path: Path, reason: str) -> None:
        del self.files[category][key]
        self._cache[(category, key)] = None
        self.rejects.append(Reject(self._rel(path), reason))

    def _rel(self, path: Path) -> str:
        try:
            return str(path.relative_to(self.root)) if self.root else str(path)
        except ValueError:
            return str(path)


def default_pack_dir() -> Path:
    """Returns $FMDUEL_ARTPACK_DIR, else $FMDUEL_DATA_HOME/artpack, else the user data dir /artpack."""
    if os.environ.get(ENV_ARTPACK_DIR):
        return Path(os.environ[ENV_ARTPACK_DIR])
    return data_home() / PACK_FOLDER


def shared_pack(root: Path | None = None) -> ArtPack:
    """Returns the one ArtPack of a folder (default: the data home's) that every screen shares, so
    cards, portraits and board textures read the same files and report into one list of rejects."""
    return _shared(Path(root) if root is not None else default_pack_dir())


@lru_cache(maxsize=4)
def _shared(root: Path) -> ArtPack:
    return load_pack(root)


def load_pack(root: Path | None) -> ArtPack:
    """Returns the pack in root (an empty pack if root is None or missing), every bad file rejected."""
    pack = ArtPack(root=root)
    if root is None or not root.exists():
        return pack
    if root.is_symlink() or not root.is_dir():
        pack.rejects.append(Reject(str(root), "the art pack must be a real folder, not a link or a file"))
        return pack
    for entry in sorted(root.iterdir()):
        name = entry.name
        if name.startswith("."):
            continue
        if entry.is_symlink():
            pack.rejects.append(Reject(name, "links are not followed; put the folder itself here"))
        elif not entry.is_dir() or name not in SIZES:
            pack.rejects.append(Reject(name, f"unknown entry; expected only the folders {', '.join(SIZES)}"))
        else:
            for f in sorted(entry.iterdir()):
                if not f.name.startswith("."):
                    _admit(pack, name, f)
    return pack


def _admit(pack: ArtPack, category: str, path: Path) -> None:
    rel = f"{category}/{path.name}"
    reason = None
    key = _key(category, path)
    if path.is_symlink():
        reason = "links are not followed; copy the image itself here"
    elif not path.is_file():
        reason = "not a file"
    elif path.suffix.lower() != ".png":
        reason = "not a .png file"
    elif isinstance(key, str) and key.startswith("!"):
        reason = key[1:]
    else:
        size_bytes = path.stat().st_size
        if size_bytes > MAX_BYTES:
            reason = f"file is too large ({size_bytes // 1024} KiB; at most {MAX_BYTES // 1024} KiB)"
        else:
            dims = _png_size(path)
            if dims is None:
                reason = "not a PNG image (bad signature or header)"
            elif dims not in SIZES[category]:
                reason = _size_reason(category, dims)
    if reason is None and key in pack.files[category]:
        reason = f"duplicate of {pack.files[category][key].name}"
    if reason:
        pack.rejects.append(Reject(rel, reason))
    else:
        pack.files[category][key] = path


def _key(category: str, path: Path):
    """Returns the id or terrain a file name stands for, or '!reason' when it names nothing."""
    stem = path.stem.lower()
    if category == "board":
        names = [t.lower() for t in TERRAIN_NAMES]
        return stem if stem in names else f"!unknown terrain {path.stem!r}; use one of {', '.join(names)}"
    limit = (1, N_CARDS) if category == "cards" else (0, N_DUELISTS - 1)
    if not stem.isdigit() or not limit[0] <= int(stem) <= limit[1]:
        what = "card id" if category == "cards" else "duelist id"
        example = 1 if category == "cards" or limit[0] == 0 else limit[0]
        return f"!name must be a {what} from {limit[0]} to {limit[1]}, like {example}.png"
    return int(stem)


def _png_size(path: Path) -> tuple[int, int] | None:
    """Returns (width, height) from a PNG's IHDR without decoding it, or None if it is not a PNG."""
    with path.open("rb") as fh:
        head = fh.read(24)
    if len(head) < 24 or head[:8] != _PNG_SIGNATURE or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def _size_reason(category: str, dims: tuple[int, int]) -> str:
    want = " or ".join(f"{w}x{h}" for w, h in SIZES[category])
    return f"wrong size {dims[0]}x{dims[1]} (must be {want})"
