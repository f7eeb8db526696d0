"""Tag Duel setup (§17): four seats, two teams, one shared step machinery.

    state = new_tag_duel(db, (deck_1a, deck_2a, deck_1b, deck_2b), rng_seed=7)
    state = new_tag_duel(db, (deck_1a, None, deck_1b, None), duelists=(0, 7, 0, 12))  # dealt decks
    while not state.over:
        state, events = step(db, state, policy(legal_actions(db, state)))   # the 1v1 engine, unchanged

Seats are 0 = 1A, 1 = 2A, 2 = 1B, 3 = 2B (``game.rules.teams``). Setup follows R17.5 with the
generator order of R3.16 spread over four seats: pool deals in seat order, then the shuffles in
seat order, then five draws each in seat order, then the first turn (R17.6). Team LP start at
16,000 (R17.3) and ``winner`` is a team (0 = team 1, 1 = team 2). A tag duel gives no rank (R17.18).
"""

from __future__ import annotations

from collections import Counter as _Tally
from collections.abc import Sequence

from game.db import CardDB
from game.rules.rng import PSX, make_rng
from game.rules.setup import check_deck, deal_deck, shuffle_deck
from game.rules.state import (
    DEFAULT_OPTIONS,
    EMPTY,
    EXODIA,
    HAND_SIZE,
    N_ZONES,
    Counter,
    Decision,
    DuelState,
    Phase,
    RuleOptions,
    SideState,
)
from game.rules.teams import SEAT_NAMES, TAG_LP, TAG_SEATS, turn_order
from game.rules.turn import begin_turn, draw
from game.rules.work import thaw

_MAX_COPIES = 3


def check_tag_deck(deck: Sequence[int], seat: int = 0) -> None:
    """Raises ValueError unless a deck holds 40 valid ids within FM's copy limits (R17.2)."""
    try:
        check_deck(deck)
    except ValueError as exc:
        raise ValueError(f"seat {SEAT_NAMES[seat]}: {exc}") from None
    tally = _Tally(int(c) for c in deck)
    over = sorted(c for c, n in tally.items() if n > (1 if c in EXODIA else _MAX_COPIES))
    if over:
        raise ValueError(f"seat {SEAT_NAMES[seat]}: too many copies of card ids {over} "
                         f"(3 per card, 1 per Exodia piece)")


def setup_tag_duel(db: CardDB, decks: Sequence[Sequence[int] | None], *, duelists: Sequence[int] = (0, 0, 0, 0),
                   first_team: int = 0, terrain: int = 0, per_team_terrain: bool = False, rng_seed: int = 0,
                   rng_kind: str = PSX, options: RuleOptions = DEFAULT_OPTIONS, lp: int = TAG_LP,
                   shuffle: bool = True) -> tuple[DuelState, tuple]:
    """Returns (state, events) of a tag duel with ``first_team``'s A member to make the first hand play.

    ``decks[i]`` None deals seat i's deck from ``duelists[i]``'s pool (R3.8, 3-copy limit only, D-04);
    given decks must respect R17.2. ``per_team_terrain`` is the D-34 (b) variant (both teams start on
    ``terrain``).
    """
    if len(decks) != TAG_SEATS or len(duelists) != TAG_SEATS:
        raise ValueError(f"a tag duel needs {TAG_SEATS} decks and duelists (seats 1A, 2A, 1B, 2B)")
    rng = make_rng(rng_kind, rng_seed)
    full: list[list[int]] = []
    for seat, deck in enumerate(decks):
        if deck is None:
            if int(duelists[seat]) <= 0:
                raise ValueError(f"seat {SEAT_NAMES[seat]}: no deck and no duelist to deal one from")
            deck = deal_deck(db, int(duelists[seat]), rng)
            check_deck(deck)
        else:
            check_tag_deck(deck, seat)
        full.append([int(c) for c in deck])
    if shuffle:
        full = [shuffle_deck(d, rng) for d in full]
    sides = tuple(SideState(lp=lp, max_lp=lp, deck=tuple(d), cursor=0, hand=(), monsters=(EMPTY,) * N_ZONES,
                            spells=(EMPTY,) * N_ZONES,
                            counters=tuple(lp if c == Counter.REMAINING_LP else 0 for c in Counter))
                  for d in full)
    order = turn_order(first_team)
    state = DuelState(sides=sides, active=order[0], turn=0, phase=Phase.HAND, pending=Decision.NONE,
                      terrain=int(terrain), rng_kind=rng.kind, rng_state=rng.state, options=options, opponent=0,
                      order=order, terrains=(int(terrain),) * 2 if per_team_terrain else ())
    w = thaw(db, state)
    for seat in range(TAG_SEATS):
        for _ in range(HAND_SIZE):
            draw(w, seat)
    begin_turn(w, order[0])
    return w.freeze(), tuple(w.events)


def new_tag_duel(db: CardDB, decks: Sequence[Sequence[int] | None], **kwargs) -> DuelState:
    """Returns a new tag duel ready for the first hand play (see ``setup_tag_duel`` for the keywords)."""
    return setup_tag_duel(db, decks, **kwargs)[0]
