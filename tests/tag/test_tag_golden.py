"""Golden tag playthrough (style lesson 8b): one seeded four-seat duel's actions and events, diffed.

Regenerate after an intended rule change with ``FMDUEL_UPDATE_GOLDEN=1 pytest tests/tag/test_tag_golden.py``
and review the diff like code.
"""

from __future__ import annotations

from pathlib import Path

from support.golden import matches_golden, play_out

from game.rules.tag import setup_tag_duel

GOLDEN = Path(__file__).parent / "golden" / "tag_seed7.txt"


def test_golden_tag_playthrough_matches(db):
    state, events = setup_tag_duel(db, (None,) * 4, duelists=(2, 10, 7, 20), first_team=1, rng_seed=7)
    text = play_out(db, state, events, "setup duelists=(2, 10, 7, 20) first_team=1 seed=7", show_seat=True)
    assert matches_golden(GOLDEN, text)
