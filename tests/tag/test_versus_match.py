"""2P session data (R16.1, R16.5, D-30): decks offered from save slots, counters written to both saves."""

from __future__ import annotations

from game.career.save import load_slot, save_slot
from game.career.starter import new_game
from game.rules.rng import make_rng
from game.scenes.versus.match import Match
from game.scenes.versus.setup import STARTER, deck_choices


def _two_saves(db, base):
    for slot, name in ((1, "YUGI"), (2, "JONO")):
        save_slot(new_game(db, name, make_rng("psx", slot)), slot, base)


def test_r16_1_decks_come_from_save_slots_deck_files_or_a_starter_deal(db, tmp_path):
    _two_saves(db, tmp_path)
    choices = deck_choices(db, tmp_path, tmp_path / "no-decks")
    assert [c.label for c in choices] == ["Slot 1 YUGI", "Slot 2 JONO", STARTER]
    assert all(len(c.cards) == 40 for c in choices[:2]) and choices[0].code != choices[1].code
    assert choices[-1].cards is None


def test_r16_5_d30_counters_go_to_both_saves_once(db, tmp_path):
    _two_saves(db, tmp_path)
    match = Match(decks=((24,) * 40, (24,) * 40), slots=(1, 2), saves_base=tmp_path)
    match.record(0)
    match.record(0)
    match.record(1)
    assert match.slots_ready and match.wins == [2, 1]
    assert match.save_counters() == "2P counters written to both saves"
    match.save_counters()                               # nothing new: nothing is counted twice
    red, blue = load_slot(1, tmp_path), load_slot(2, tmp_path)
    assert (red.versus_wins, red.versus_losses, blue.versus_wins, blue.versus_losses) == (2, 1, 1, 2)


def test_r16_1_the_same_duelist_code_cannot_compete(two_pads, tmp_path):
    from game.scenes.versus.setup import VersusSetupScene

    duel = two_pads(lambda: VersusSetupScene(seed=1, saves_base=tmp_path))
    setup = duel.top
    _two_saves(duel.app.ctx.db, tmp_path)
    setup.enter(duel.app.ctx)                           # list the saves written above
    duel.tap("cross")
    duel.tap2("cross")
    assert [c.label for c in setup.choices[:2]] == ["Slot 1 YUGI", "Slot 2 JONO"] and setup.deck == [0, 1]
    duel.tap2("left")                                   # Blue picks slot 1's deck too
    duel.tap("start")
    assert setup.error == "YOU CANNOT COMPETE WITH THE SAME DUELIST CODES!"
    duel.tap2("right", "start")                         # Blue takes slot 2's deck
    assert setup.error == "" and setup.match.slots == (1, 2) and setup.match.slots_ready
