"""The atlas tools' shared file side (tools/atlas_io.py): an atomic write that leaves no debris,
and a pixel compare that calls a picture of another size stale."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from tools.atlas_io import report_stale, same_pixels, surface_of, write_atomic


def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(tmp_path):
    target = tmp_path / "sprites" / "sheet.png"
    write_atomic(target, lambda tmp: tmp.write_bytes(b"old"))
    assert target.read_bytes() == b"old"

    def broken(tmp):
        tmp.write_bytes(b"half")
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        write_atomic(target, broken)
    assert [p.name for p in target.parent.iterdir()] == ["sheet.png"] and target.read_bytes() == b"old"


def test_same_pixels_compares_size_then_pixels(tmp_path):
    pixels = np.zeros((4, 6, 3), np.uint8)
    pixels[1, 2] = (10, 20, 30)
    png = tmp_path / "a.png"
    assert not same_pixels(pygame, png, pixels)  # missing
    pygame.image.save(surface_of(pygame, pixels), str(png))
    assert same_pixels(pygame, png, pixels)
    changed = pixels.copy()
    changed[3, 5] = (1, 1, 1)
    assert not same_pixels(pygame, png, changed)
    assert not same_pixels(pygame, png, pixels.reshape(6, 4, 3))  # same bytes, another shape
    sheet = pygame.Surface((6, 4), pygame.SRCALPHA)
    pygame.image.save(sheet, str(png))
    assert same_pixels(pygame, png, sheet)
    sheet.set_at((0, 0), (0, 0, 0, 1))  # alpha counts for a surface
    assert not same_pixels(pygame, png, sheet)


def test_report_stale_names_the_files_and_the_tool(capsys):
    assert report_stale([], "make_x") == 0
    assert report_stale(["a.png", "b.json"], "make_x") == 1
    assert "out of date: a.png, b.json (run python -m tools.make_x)" in capsys.readouterr().err
