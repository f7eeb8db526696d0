"""Build Deck as the original's (presentation.md §8, issue 23): two lists of 7 rows 22 px apart with
ATK stacked over DEF, sort icons with the active one lit, a 320-px slide between the lists, the big
card on Triangle, and every one of the 722 card names legible in both lists: one or two lines at the
font's own letter widths, never squeezed."""

from __future__ import annotations

import numpy as np
import pygame
from support.harness import drawn_at
from support.saves import DECK

from game.career.model import new_save
from game.scenes.career.deckedit import NAME_W, ROW_PITCH, SLIDE_TICKS, DeckEditScene, draw_row, name_lines
from game.scenes.career.library import CardPageScene

from .careerkit import with_trunk

GRAVEYARD = 108  # "Graveyard and the Hand of Invitation", the longest name


def _spy(font, calls):
    real = font.draw

    def draw(surface, text, pos, colour=(255, 255, 255), align="left", shadow=True):
        calls.append((text, pos))
        return real(surface, text, pos, colour, align, shadow)

    return draw


def test_every_name_in_every_list_is_whole_at_the_fonts_own_width(db, monkeypatch):
    pygame.init()
    from game.gfx.font import load_font
    from game.resources import sprites_dir

    font = load_font(sprites_dir())
    calls: list = []
    monkeypatch.setattr(font, "draw", _spy(font, calls))
    monkeypatch.setattr(font, "line", lambda *a, **k: (_ for _ in ()).throw(AssertionError("squeezed text")))
    canvas = pygame.Surface((320, 24))
    narrowest = min(font.width(c) for c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for count in (2, None):  # the chest's rows (with the count) and the deck's
        for card in range(1, 723):
            name = db.names[card]
            lines = name_lines(font, name)
            calls.clear()
            canvas.fill((0, 0, 0))
            draw_row(canvas, font, db, card, pygame.Rect(0, 1, 312, ROW_PITCH - 1), lines, count, False)
            drawn = [t for t, _ in calls]
            assert 1 <= len(lines) <= 2 and " ".join(lines) == name, name
            for line in lines:
                assert line in drawn, name  # drawn through the font, at its own spacing (font.line would squeeze)
                assert font.width(line) <= NAME_W, name
                per_glyph = font.width(line) / max(1, len(line.replace(" ", "")))
                assert per_glyph >= narrowest + 1, name  # no letter narrower than the font's narrowest glyph
    assert name_lines(font, db.names[GRAVEYARD]) == ["Graveyard and the", "Hand of Invitation"]


def test_l1_r1_page_by_eight_rows_as_the_original(game, saves, db):
    """presentation.md §8: L1/R1 page by 8 rows in a trace of the original (the guide's 10 was ours)."""
    save = with_trunk(new_save("YUGI", 9, DECK), **{f"c{c}": 1 for c in range(1, 30)})
    game.open_slot(save, "Build Deck")
    ed = game.top
    assert isinstance(ed, DeckEditScene) and ed.cursor[0] == 0 and len(ed.rows[0]) > 20
    game.tap("r1")
    assert ed.cursor[0] == 8
    game.tap("r1", "l1", "l1")
    assert ed.cursor[0] == 0
    game.tap("right", "r1")
    assert ed.focus == 1 and ed.cursor[1] == 8  # the deck's list too


def test_lists_slide_rows_stack_atk_over_def_and_triangle_shows_the_big_card(game, saves, db):
    save = with_trunk(new_save("YUGI", 9, DECK), c108=1, c1=1, c2=1)
    game.open_slot(save, "Build Deck")
    ed = game.top
    assert isinstance(ed, DeckEditScene) and ed.focus == 0 and ed.rows[0] == [1, 2, 108]
    calls = drawn_at(game.app)
    texts = [t for t, _, _ in calls]
    assert "Graveyard and the" in texts and "Hand of Invitation" in texts  # the long name on two lines
    atk = [pos for t, _, pos in calls if t == str(int(db.atk[1]))]
    dfn = [pos for t, _, pos in calls if t == str(int(db.def_[1]))]
    assert atk and dfn and dfn[0][1] == atk[0][1] + 10  # DEF under ATK
    assert "by No." in texts
    game.tap("start")
    assert "by Name" in [t for t, _ in game.drawn()]
    game.pad.press("right")
    game.run(1)
    game.pad.release("right")
    views = []
    for _ in range(SLIDE_TICKS + 2):
        views.append(ed.view_x)
        game.run(1)
    assert ed.focus == 1 and views[-1] == 320 and len(set(views)) >= SLIDE_TICKS - 2  # a slide, not a cut
    assert [v for v in views if 100 < v < 220]  # half-way, both lists are on screen
    game.tap("left")
    game.tap(*["down"] * (ed.rows[0].index(108) - ed.cursor[0]), "triangle")
    assert isinstance(game.top, CardPageScene) and game.top.card == 108
    game.run(30)
    px = pygame.surfarray.array3d(game.app.canvas)[100:220, 10:150].astype(int)
    assert len(np.unique(px.reshape(-1, 3), axis=0)) > 60  # the big card's picture
    game.shot("build-deck-big-card")
