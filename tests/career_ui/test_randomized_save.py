"""Issue 35: the slot screen refuses a randomized save while its run is not loaded (the file stays as it is)."""

from __future__ import annotations

from game.career.save import save_slot
from game.career.starter import new_game
from game.randomizer.runs import Run, stamp
from game.rules.rng import make_rng

CODE = "FMR1-NKIAAAAADY"


def test_the_slot_screen_refuses_a_randomized_save_without_its_run(game, saves, db):
    from game.scenes.career.kit import AskScene
    from game.scenes.menu import MainMenuScene

    randomized = new_game(db, "KAIBA", make_rng("psx", 5))
    save_slot(stamp(randomized, Run(CODE, "ab" * 8, "randomized.yaml")), 1, saves)
    game.tap("start", "down", "cross", "cross")  # title -> menu -> Continue/Load -> slot 1
    assert isinstance(game.top, AskScene)
    assert f"This save plays the randomized run {CODE}, which is not loaded" in " ".join(game.top.lines)
    game.tap("cross")
    menu = game.find(MainMenuScene)
    assert menu is not None and menu.career is None  # nothing was loaded
