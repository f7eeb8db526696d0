"""2P Duel setup (§16.1): per-side starting LP that is also the side's maximum (R16.2), Red first (R16.6)."""

from __future__ import annotations

import pytest

from game.rules.actions import legal_actions
from game.rules.two_player import LP_CHOICES, check_start_lp, new_two_player_duel, step_lp
from rules.duelkit import A, play

DECK = [24] * 3 + list(range(100, 137))
DIAN_KETO = 342  # heals 5000


def test_r16_2_lp_choices_are_1_and_500_to_8000_in_steps_of_500():
    assert LP_CHOICES[0] == 1 and LP_CHOICES[1:] == tuple(range(500, 8001, 500)) and len(LP_CHOICES) == 17


@pytest.mark.parametrize("bad", [0, 250, 750, 8500, -500])
def test_r16_2_other_starting_lp_are_refused(bad):
    with pytest.raises(ValueError, match="starting LP"):
        check_start_lp(bad)


def test_r16_2_widget_steps_clamp_at_both_ends():
    assert step_lp(8000, 1) == 8000 and step_lp(8000, -1) == 7500
    assert step_lp(500, -1) == 1 and step_lp(1, -1) == 1 and step_lp(1, 1) == 500


def test_r16_2_each_side_starts_with_its_own_lp_as_its_max(db):
    s = new_two_player_duel(db, DECK, DECK, lp=(1, 4500), rng_seed=9)
    assert (s.sides[0].lp, s.sides[0].max_lp, s.sides[1].lp, s.sides[1].max_lp) == (1, 1, 4500, 4500)


def test_r16_2_default_lp_is_8000_each(db):
    s = new_two_player_duel(db, DECK, DECK)
    assert [(x.lp, x.max_lp) for x in s.sides] == [(8000, 8000), (8000, 8000)]


def test_r16_2_heals_are_capped_at_the_sides_own_starting_lp(db):
    s = new_two_player_duel(db, [DIAN_KETO] * 3 + DECK[3:], DECK, lp=(3000, 8000), shuffle=False)
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.sides[0].lp == 3000  # already at its max: a heal cannot go past 3000


def test_r16_6_player_1_red_goes_first_and_the_other_side_plays_the_second_turn(db):
    s = new_two_player_duel(db, DECK, DECK, lp=(500, 8000))
    assert s.active == 0 and s.turn == 1
    while s.phase != 1:
        s, _ = play(db, s, legal_actions(db, s)[0])
    s, _ = play(db, s, A.END_TURN)
    assert s.active == 1


def test_r16_1_both_decks_are_needed(db):
    with pytest.raises(ValueError, match="both decks"):
        new_two_player_duel(db, DECK, None)
