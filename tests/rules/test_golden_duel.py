"""Golden playthrough (style lesson 8b): one seeded duel's actions and events, diffed against a file.

Regenerate after an intended rule change with ``FMDUEL_UPDATE_GOLDEN=1 pytest tests/rules/test_golden_duel.py``
and review the diff like code.
"""

from __future__ import annotations

from pathlib import Path

from support.golden import matches_golden, play_out

from game.rules.rng import PsxRng
from game.rules.setup import deal_deck, setup_duel

GOLDEN = Path(__file__).parent / "golden" / "duel_seed7.txt"


def test_golden_playthrough_matches(db):
    deck0 = deal_deck(db, 2, PsxRng(7))
    state, events = setup_duel(db, deck0, None, opponent=10, terrain=1, rng_seed=7)
    text = play_out(db, state, events, f"setup deck0={list(deck0)} opponent=10 terrain=1 seed=7")
    assert matches_golden(GOLDEN, text)
