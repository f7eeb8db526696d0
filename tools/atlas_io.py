"""The file side shared by the atlas tools (make_card_art, make_portraits, make_sprites).

Each tool writes its committed pictures atomically and, with --check, compares pixels rather than
PNG bytes (encoders differ between pygame builds); one copy here keeps the three honest alike:
a failed write leaves no temporary file in sprites/, and a picture of another size is stale.
pygame is passed in because the tools import it lazily, after setting the dummy video driver.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import numpy as np


def write_atomic(target: Path, write) -> None:
    """Calls write(tmp) on a temporary file beside target, then moves it over target.

    The temporary file is removed if write fails, so a broken save never leaves debris behind.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=target.parent, suffix=target.suffix, delete=False) as tmp:
        tmp_path = Path(tmp.name)
    try:
        write(tmp_path)
        tmp_path.chmod(0o644)
        os.replace(tmp_path, target)
    finally:
        tmp_path.unlink(missing_ok=True)


def surface_of(pygame, pixels_hwc: np.ndarray):
    """Returns an RGB surface of an (h, w, 3) uint8 array."""
    return pygame.surfarray.make_surface(np.ascontiguousarray(pixels_hwc.transpose(1, 0, 2)))


def same_pixels(pygame, path: Path, pixels) -> bool:
    """True if the image at path exists and holds exactly pixels.

    pixels is an (h, w, 3) array (compared as RGB) or a surface (compared as RGBA, so a
    transparent sheet's alpha counts); sizes are compared first.
    """
    if not path.exists():
        return False
    on_disk = pygame.image.load(str(path))
    if isinstance(pixels, np.ndarray):
        if on_disk.get_size() != (pixels.shape[1], pixels.shape[0]):
            return False
        return pygame.image.tobytes(on_disk, "RGB") == np.ascontiguousarray(pixels, np.uint8).tobytes()
    if on_disk.get_size() != pixels.get_size():
        return False
    return pygame.image.tobytes(on_disk, "RGBA") == pygame.image.tobytes(pixels, "RGBA")


def report_stale(stale: list[str], tool: str) -> int:
    """Prints which files are out of date and how to remake them; returns the exit code."""
    if not stale:
        return 0
    print(f"out of date: {', '.join(stale)} (run python -m tools.{tool})", file=sys.stderr)
    return 1
