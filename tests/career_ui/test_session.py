"""The career session's duel glue: library marks from a duel's events (R15.10)."""

from __future__ import annotations

from game.rules import events as E
from game.scenes.career.session import seen_results


def test_r15_10_the_players_fusion_and_ritual_results_become_seen_not_the_cpus_or_failures():
    events = (E.FusionStep(0, 2, 9, "fusion", 65, 0, 0), E.FusionStep(1, 3, 4, "fusion", 70, 0, 0),
              E.FusionStep(0, 5, 6, "fail", 6, 5, 0), E.FusionStep(0, 65, 301, "equip", 65, 301, 500),
              E.RitualResolved(0, 660, (1, 2, 3), 364, 2), E.RitualResolved(0, 661, (4,), 0, -1))
    assert seen_results(events) == {65, 364}
