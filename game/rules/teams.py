"""Seats and teams: the one place that knows how many duelists sit at the table (§17.1, R17.6).

A 1v1 duel is the two-seat case of a tag duel. Seats are numbered so that the team of a seat is
always ``seat % 2``::

    1v1:  seat 0 = player, seat 1 = computer          teams (0), (1)          order 0, 1
    tag:  seat 0 = 1A, 1 = 2A, 2 = 1B, 3 = 2B         teams (0, 2), (1, 3)    order 0, 1, 2, 3
                                                      (team 2 first: 1, 0, 3, 2)
Every rule module asks these functions for "the opponents", "my team" or "who plays next" instead
of writing ``1 - side``, so the same step machinery serves both formats. ``n`` is ``len(sides)``.
"""

from __future__ import annotations

from collections.abc import Sequence

TAG_SEATS = 4
TAG_LP = 16_000  # R17.3: shared team LP, also the healing cap
TAG_FIRST_ATTACK_TURN = 4  # R17.8: the first three turns of a tag duel cannot attack
SEAT_NAMES = ("1A", "2A", "1B", "2B")


def team_of(seat: int) -> int:
    """Returns the team (0 or 1) a seat plays for; in 1v1 the team is the side itself."""
    return seat % 2


def members(team: int, n: int) -> tuple[int, ...]:
    """Returns the seats of a team, A member first."""
    return (team, team + 2) if n == TAG_SEATS else (team,)


def team_mates(seat: int, n: int) -> tuple[int, ...]:
    """Returns the seats of the seat's own team (itself included), the seat first."""
    return (seat,) if n != TAG_SEATS else (seat, partner(seat))


def partner(seat: int) -> int:
    """Returns a tag seat's partner (1A <-> 1B, 2A <-> 2B)."""
    return (seat + 2) % TAG_SEATS


def opponents(seat: int, n: int) -> tuple[int, ...]:
    """Returns the opposing seats in seat order (A member first); ``(1 - seat,)`` in 1v1."""
    return members(1 - team_of(seat), n)


def turn_order(first_team: int = 0) -> tuple[int, ...]:
    """Returns a tag duel's seat order of turns: A members first, ``first_team``'s A first (R17.6)."""
    t = int(first_team) % 2
    return (t, 1 - t, t + 2, 3 - t)


def next_seat(order: Sequence[int], seat: int, n: int) -> int:
    """Returns whose turn follows ``seat``'s: the other side in 1v1, the next in ``order`` in tag."""
    if not order:
        return (seat + 1) % n
    return order[(list(order).index(seat) + 1) % len(order)]


def after(order: Sequence[int], seat: int, candidates: Sequence[int], n: int) -> tuple[int, ...]:
    """Returns ``candidates`` sorted by whose turn comes next after ``seat`` (R17.14 tie rule)."""
    if len(candidates) < 2:
        return tuple(candidates)
    seq = list(order) if order else list(range(n))
    start = seq.index(seat)
    rank = {s: (i - start) % len(seq) for i, s in enumerate(seq)}
    return tuple(sorted(candidates, key=lambda s: rank[s]))


def terrain_for(state, seat: int) -> int:
    """Returns the terrain that applies to a seat's monsters: the shared one, or its team's (D-34)."""
    terrains = state.terrains
    return terrains[team_of(seat)] if terrains else state.terrain
