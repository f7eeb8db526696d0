"""Issue 33: the Library as the original's grid of cells (presentation.md §9) and the password shop's big
card turning over to show the card a password names (§10), by the pad."""

from __future__ import annotations

from dataclasses import replace

from game.career.model import new_save
from game.scenes.career.kit import AskScene
from game.scenes.career.library import (
    GRID_COLS,
    GRID_X,
    GRID_Y,
    PITCH,
    CardPageScene,
    FarmScene,
    LibraryScene,
)
from game.scenes.career.password import TURN, PasswordScene

from .careerkit import DECK, with_trunk


def test_the_library_is_a_grid_of_cells_details_on_triangle_and_farming_on_cross(game, db):
    save = with_trunk(new_save("SETO", 4, DECK), c1=1)
    save = replace(save, seen=save.seen | {16})  # seen, not owned
    game.open_slot(save, "Library")
    lib = game.top
    assert isinstance(lib, LibraryScene)
    first, twenty_first = lib.cell_rect(1), lib.cell_rect(21)
    assert (first.x, first.y) == (GRID_X[0], GRID_Y) and lib.cell_rect(11).x == GRID_X[1]  # two blocks of 10
    assert lib.cell_rect(2).x - first.x == PITCH[0] and twenty_first.y - first.y == PITCH[1]
    assert [lib.cell_state(c) for c in (1, 16, 17)] == ["owned", "seen", "unknown"]
    game.tap("down", "down")
    assert lib.card == 1 + 2 * GRID_COLS
    game.tap("up", "up", *["right"] * 15)  # card 16: seen, not owned
    assert lib.card == 16
    game.tap("triangle")  # its details, turned over
    assert isinstance(game.top, CardPageScene) and game.top.card == 16
    game.tap("circle", "cross")  # back to the grid, and one press to where to farm it
    assert isinstance(game.top, FarmScene) and game.top.card == 16
    game.tap("circle", "right")  # an unknown card: no details
    game.tap("triangle")
    assert game.top is lib and lib.card == 17


def test_the_password_shops_big_card_turns_over_to_show_the_card_then_offers_it(game, saves, db):
    from career_ui.test_screens_career import _enter

    game.open_slot(replace(new_save("ISIS", 3, DECK), starchips=200), "Password")
    shop = game.top
    assert isinstance(shop, PasswordScene) and shop.big_card() == (0, 1.0)  # face down, not "No card yet"
    _enter(game, "15025844")  # Mystical Elf
    game.pad.press("cross")
    game.run(1)
    game.pad.release("cross")
    game.run(TURN // 4)
    side, width = shop.big_card()
    assert side == 0 and 0 < width < 1  # the back closes edge-on
    game.run(TURN // 2)
    side, width = shop.big_card()
    assert side == 2 and 0 < width < 1  # the card's face opens
    assert game.top is shop  # the offer waits for the turn
    game.settle()
    assert isinstance(game.top, AskScene) and shop.big_card() == (2, 1.0)
    game.shot("career-password-turned")
