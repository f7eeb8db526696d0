"""The Library's farm planner by the pad: START on a card plans it at once, SELECT marks a list; the duels run
a few per frame with a progress bar, back cancels, and the result names the duelist, band and duels."""

from __future__ import annotations

from support.saves import DECK

from game.career.model import new_save
from game.scenes.career.farmplan import FarmPlanScene
from game.scenes.career.library import LibraryScene

from .careerkit import with_trunk

TONGYO = 543  # dropped only by Teana (S/A-POW)


def test_one_press_from_a_card_to_its_farm_plan_and_a_marked_list(game, saves, db, monkeypatch):
    monkeypatch.setattr("game.scenes.career.farmplan.SCREEN_DUELS", 400)  # long enough to cancel midway
    career = game.open_slot(with_trunk(new_save("SETO", 4, DECK), c543=1), "Library")
    library = game.top
    assert isinstance(library, LibraryScene)
    game.tap(*["r2"] * 5, *["r1"] * 4, "down", "down")
    assert library.card == TONGYO
    assert "START Plan" in game.words()
    game.tap("start")  # nothing marked: the card under the cursor
    planner = game.top
    assert isinstance(planner, FarmPlanScene) and planner.cards == (TONGYO,)
    game.run(2)
    assert planner.progress is not None and planner.plan is None and "Cancel" in game.words()
    game.shot("career-farm-planner-work")
    game.tap("circle")  # cancel: back to the Library, nothing changed
    assert game.top is library and career.save.options == new_save("SETO", 4, DECK).options

    monkeypatch.setattr("game.scenes.career.farmplan.SCREEN_DUELS", 6)  # a short plan for the test (40 in play)
    game.tap("select")  # mark it, then plan the marked list
    assert library.marked == [TONGYO] and "Marked for the planner: 1" in game.words()
    game.tap("start")
    planner = game.top
    assert isinstance(planner, FarmPlanScene) and planner.cards == (TONGYO,)
    for _ in range(2000):
        game.run(1)
        if planner.plan is not None:
            break
    plan = planner.plan
    assert plan is not None and plan.finished == plan.planned == 1
    source = plan.cards[0].sources[0]
    assert source.duelist == 2 and plan.duelists[0].played == 6
    words = game.words()
    assert "Tongyo" in words and "Teana" in words and "grind relief: off" in words
    assert "not in Free Duel yet" in words and not career.save.is_unlocked(2)  # a new save has not met Teana
    game.shot("career-farm-planner-result")
    game.tap("circle")
    assert game.top is library
