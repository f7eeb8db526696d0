"""Card faces and their atlas pictures: distinct, and never blank."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.gfx.cards import DETAIL, SMALL, CardPainter, load_icons
from game.gfx.font import load_font


@pytest.fixture(scope="module")
def painter(db):
    from game.app import default_sprites_dir

    pygame.display.init()
    sprites = default_sprites_dir()
    return CardPainter(db, load_font(sprites), load_icons(sprites))


def _px(surface) -> np.ndarray:
    return pygame.surfarray.array3d(surface)


def test_different_cards_get_different_art(painter):
    arts = {pygame.image.tobytes(painter.art.thumb(card), "RGB") for card in range(1, 40)}
    assert len(arts) == 39


def test_faces_show_the_atlas_pictures(painter):
    """The hand face shows the 40x32 thumbnail (edges under the frame), the detail face the 102x96 art."""
    art = painter.art
    shown = painter.small(60).subsurface((3, 3, 34, 32))
    assert np.array_equal(_px(shown), _px(art.thumb(60).subsurface((3, 0, 34, 32))))
    assert np.array_equal(_px(painter.detail(60).subsurface((5, 16, 102, 96))), _px(art.big(60)))


def test_every_card_face_renders_at_both_sizes(painter, db):
    for card in range(1, len(db.names), 37):
        small, detail = painter.small(card), painter.detail(card)
        assert small.get_size() == SMALL and detail.get_size() == DETAIL
        assert len(np.unique(_px(small).reshape(-1, 3), axis=0)) > 8, card
    assert painter.small(1) is painter.small(1)  # cached in memory


def test_magic_and_trap_cards_render(painter, db):
    from game.db.vocab import Kind

    for kind in (Kind.MAGIC, Kind.TRAP, Kind.EQUIP, Kind.RITUAL, Kind.FIELD):
        card = int(np.flatnonzero(db.kind == kind)[0])
        assert painter.detail(card).get_size() == DETAIL


def test_icons_have_a_badge_for_every_type_attribute_and_star(painter):
    icons = painter.icons
    for t in range(24):
        assert icons.type_badge(t).get_bounding_rect().w > 10
    for a in range(8):
        assert icons.attribute_badge(a).get_bounding_rect().w > 10
    shapes = set()
    for s in range(1, 11):
        star = icons.star(s)
        assert star.get_bounding_rect().w > 5
        shapes.add(bytes(pygame.surfarray.array_alpha(star).astype(bool).tobytes()))
    assert len(shapes) == 10  # each star is its own shape, not just its own colour


def test_committed_sprite_sheets_are_up_to_date():
    from tools.make_sprites import main

    assert main(["--check"]) == 0


def test_every_badges_letters_stay_inside_its_tab(monkeypatch):
    """Issue 31: "Ea" spilled over the corners of its oval, and the descenders of "Mg", "Py", "Aq" ... ran
    past the bottom of their tabs into the row below. Each letter (and its shade) of the badges the game
    draws (sprites/icons.png) must sit on its own tab's fill."""
    from game.app import default_sprites_dir
    from tools import make_sprites as ms

    pygame.display.init()
    monkeypatch.setattr(ms, "_tag", lambda *a, **kw: None)
    blank = pygame.surfarray.pixels3d(ms.build_icon_sheet()).copy()  # the tabs without their letters
    drawn = pygame.surfarray.pixels3d(pygame.image.load(str(default_sprites_dir() / "icons.png"))).copy()
    assert blank.shape == drawn.shape
    changed = np.argwhere((blank != drawn).any(axis=2))
    assert len(changed), "no letters found"
    fills = (ms.TYPE_COLOURS, ms.ATTR_COLOURS)
    outside = []
    for x, y in changed:
        row, col = y // ms.BADGE_H, x // ms.BADGE_W
        if row > 1 or col >= len(fills[row]) or tuple(blank[x, y]) != fills[row][col]:
            outside.append((int(x), int(y)))
    assert not outside, f"{len(outside)} letter pixels off their tab, e.g. {outside[:8]}"
