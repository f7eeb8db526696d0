"""Where the game's own files live: data/, sprites/ and the documented default config.yaml.

They sit at the top of the repository (so a clone and an editable install read them in place) and
are copied into the wheel as ``game/_bundled/`` by the build hook in setup.py (so ``pip install .``,
``pipx install`` and a built wheel find them without the repository). ``bundled`` looks in the
package first, through importlib.resources, then beside the package. ``load_sheet`` reads one of
the sprite sheets the way every drawing module wants it.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

BUNDLED = ("data", "sprites", "config.yaml")  # what setup.py ships; whole directories, recursively


def bundled(name: str) -> Path:
    """Returns the path of one bundled item (``data``, ``sprites`` or ``config.yaml``)."""
    if name not in BUNDLED:
        raise ValueError(f"{name!r} is not bundled (bundled: {', '.join(BUNDLED)})")
    packaged = resources.files("game") / "_bundled" / name
    if packaged.is_dir() or packaged.is_file():
        return Path(str(packaged))  # wheels install unpacked, so the resource is a real file
    return Path(__file__).resolve().parent.parent / name


def sprites_dir() -> Path:
    """Returns the bundled sprites/ (beside the package in a checkout, inside it when installed)."""
    return bundled("sprites")


def load_sheet(path: Path):
    """Returns a picture file as a pygame Surface, in the window's pixel format once a window is open
    (blits every frame stay cheap). Raises pygame.error or OSError when it cannot be read."""
    import pygame

    sheet = pygame.image.load(str(path))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        sheet = sheet.convert()
    return sheet
