"""The hand script's own quick helpers held equal to what they stand for (issue 34): the monster zone of step 7
without listing the free zones, and "the window's strongest monster reaches the bar" read from the hand first."""

from __future__ import annotations

import random

from game.ai import hand_script
from game.ai.combo import tables
from game.ai.snapshot import Mon, Snapshot, weakest


def _mons(r: random.Random) -> tuple[Mon, ...]:
    zones = sorted(r.sample(range(5), r.randrange(0, 6)))
    stats = (0, 500, 1000, 1500)  # few values, so that ties of power (and of ATK with DEF) are common
    return tuple(Mon(z, r.randrange(1, 723), r.choice(stats), r.choice(stats), 0, 0, False, False, False) for z in zones)


def test_d24_the_quick_monster_zone_is_the_first_free_zone_else_the_weakest_monsters():
    r = random.Random(35)
    for _ in range(500):
        mine = _mons(r)
        snap = Snapshot(0, mine, (), (), (), (), (), 0, 8000, 8000, 30, 0, 0, 0, 1)
        free = snap.free_monster_zones()
        assert hand_script._monster_zone(snap) == (free[0] if free else weakest(mine).zone)


def test_r14_3_behind_reads_the_whole_window_for_its_strongest_monster(db):
    """Step 4 (behind): "the strongest monster in the window is at least as strong as the player's best" reads
    the look-ahead too; the quick test reads it only when the real hand falls short, and must agree."""
    r = random.Random(36)
    score = tables(db).score
    for _ in range(500):
        hand = tuple(r.randrange(1, 723) for _ in range(r.randrange(1, 6)))
        lookahead = tuple(r.choice((r.randrange(1, 723), 0, -1)) for _ in range(r.randrange(0, 6)))
        snap = Snapshot(0, (), (), hand, lookahead, (), (), 0, 8000, 8000, 30, 0, 0, 0, 1)
        script = hand_script._Script(db, snap, None, None, True)
        bar = r.randrange(0, 3000, 100)
        window_best = max([score[c] if c > 0 else -1 for c in hand + lookahead], default=-1)
        best = script.strongest_in_hand()
        if best >= 0:
            assert script.window_reaches(bar, score[hand[best]]) == (window_best >= bar)
