"""The committed monster figures: one per monster, none shared, three poses on one cell, kept current."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.gfx.figures import MonsterFigures, Pose

REPO = Path(__file__).resolve().parents[2]
SPRITES = REPO / "sprites"


@pytest.fixture(scope="module")
def figures() -> MonsterFigures:
    pygame.display.init()
    return MonsterFigures(SPRITES)


def test_every_monster_has_a_figure_of_its_own(figures, db):
    from game.commands.check_data import figure_counts, figure_problem
    from game.db.vocab import Kind

    monsters = [int(c) for c in np.flatnonzero(db.kind == Kind.MONSTER)]
    assert figures.ids() == monsters
    report = {"monsters": len(monsters), **figure_counts(SPRITES)}
    assert report["monster_figures"] == report["monster_figures_distinct"] == len(monsters)
    assert figure_problem(report) == ""


def test_two_figures_made_equal_are_caught(tmp_path, figures):
    from game.commands.check_data import figure_counts, figure_problem

    out = tmp_path / "sprites"
    out.mkdir()
    for f in SPRITES.glob("monster_figures*"):
        shutil.copy(f, out / f.name)
    manifest = json.loads((out / "monster_figures.json").read_text(encoding="utf-8"))
    manifest["figures"]["2"]["stand"] = manifest["figures"]["1"]["stand"]  # Mystical Elf drawn as Blue-eyes
    (out / "monster_figures.json").write_text(json.dumps(manifest), encoding="utf-8")
    report = {"monsters": len(figures.ids()), **figure_counts(out)}
    assert report["monster_figures_distinct"] == len(figures.ids()) - 1
    assert "the same as another" in figure_problem(report)


def test_poses_share_the_cell_and_the_feet_and_differ(figures):
    w, h = figures.cell
    for card in figures.ids()[::37]:
        stand, strike, hit = (figures.opaque(card, pose) for pose in (Pose.STAND, Pose.STRIKE, Pose.HIT))
        for rgb, opaque in (stand, strike, hit):
            assert opaque.shape == (w, h) and opaque.any(), card
            assert not opaque[:, figures.foot + 1:].any(), card  # nothing under the feet
        assert not opaque[:1].any() and not opaque[-1:].any()  # room left and right for the poses
        # the strike lunges forward (right), the hit is thrown back (left)
        centre = [np.flatnonzero(o.any(axis=1)).mean() for _, o in (stand, strike, hit)]
        assert centre[1] > centre[0] > centre[2], card
        assert (hit[0][hit[1]].mean(axis=0) > stand[0][stand[1]].mean(axis=0) - 1).all()  # the blow's flash


def test_committed_figures_are_up_to_date_and_a_stale_pixel_is_caught(tmp_path):
    from tools.make_monster_figures import MANIFEST, main

    assert main(["--check"]) == 0
    out = tmp_path / "sprites"
    out.mkdir()
    for f in SPRITES.glob("monster_figures*"):
        shutil.copy(f, out / f.name)
    page = out / "monster_figures_03.png"
    surf = pygame.image.load(str(page))
    surf.set_at((40, 40), surf.get_palette_at(7))  # one pixel to another palette entry
    surf.set_at((41, 40), surf.get_palette_at(9))
    pygame.image.save(surf, str(page))
    assert main(["--check", "--out", str(out)]) == 1
    shutil.copy(SPRITES / page.name, page)
    (out / MANIFEST).write_text("{}", encoding="utf-8")
    assert main(["--check", "--out", str(out)]) == 1
