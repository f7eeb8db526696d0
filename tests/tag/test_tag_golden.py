"""Golden tag playthrough (style lesson 8b): one seeded four-seat duel's actions and events, diffed.

A missing or different file fails. After an intended rule change regenerate it with
``python tools/regen_golden.py`` and review the diff like code.
"""

from __future__ import annotations

from support.golden import TAG_SEED7, golden_problem, tag_seed7


def test_golden_tag_playthrough_matches(db):
    problem = golden_problem(TAG_SEED7, tag_seed7(db))
    assert problem is None, problem
