"""Tag Duel setup (§17): four seats, two teams, one shared step machinery.

    state = new_tag_duel(db, (deck_1a, deck_2a, deck_1b, deck_2b), rng_seed=7)
    state = new_tag_duel(db, (deck_1a, None, deck_1b, None), duelists=(0, 7, 0, 12))  # dealt decks
    while not state.over:
        state, events = step(db, state, policy(legal_actions(db, state)))   # the 1v1 engine, unchanged

Seats are 0 = 1A, 1 = 2A, 2 = 1B, 3 = 2B (``game.rules.teams``). Setup follows R17.5 with the
generator order of R3.16 (second edition) spread over four seats: seat by seat, the deck is built
(given, or dealt from the pool) and shuffled at once; then five draws each in seat order, then the
first turn (R17.6). For two seats this is exactly R3.16: the player's shuffle, the opponent's deal,
the opponent's shuffle. Team LP start at
16,000 (R17.3) and ``winner`` is a team (0 = team 1, 1 = team 2). A tag duel gives no rank (R17.18).
``TagLog`` + ``replay_tag`` replay a tag duel exactly (setup, seed and the accepted actions).
"""

from __future__ import annotations

from collections import Counter as _Tally
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from game.db import CardDB
from game.rules.engine import step
from game.rules.replay import ENGINE_VERSION, edition_of
from game.rules.rng import PSX, make_rng
from game.rules.setup import check_deck, deal_deck, fresh_side, shuffle_deck
from game.rules.state import (
    DEFAULT_OPTIONS,
    HAND_SIZE,
    MAX_COPIES,
    Decision,
    DuelState,
    Phase,
    RuleOptions,
    copy_limit,
)
from game.rules.teams import SEAT_NAMES, TAG_LP, TAG_SEATS, turn_order
from game.rules.turn import begin_turn, draw
from game.rules.work import thaw


def check_tag_deck(deck: Sequence[int], seat: int = 0) -> None:
    """Raises ValueError unless a deck holds 40 valid ids within FM's copy limits (R17.2)."""
    try:
        check_deck(deck)
    except ValueError as exc:
        raise ValueError(f"seat {SEAT_NAMES[seat]}: {exc}") from None
    tally = _Tally(int(c) for c in deck)
    over = sorted(c for c, n in tally.items() if n > copy_limit(c))
    if over:
        raise ValueError(f"seat {SEAT_NAMES[seat]}: too many copies of card ids {over} "
                         f"({MAX_COPIES} per card, 1 per Exodia piece)")


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
        deck = [int(c) for c in deck]
        full.append(shuffle_deck(deck, rng) if shuffle else deck)  # R3.16: each deck shuffled once built
    sides = tuple(fresh_side(d, lp) for d in full)
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


@dataclass(frozen=True, slots=True)
class TagLog:
    """Everything needed to rebuild a tag duel (style lesson 7): setup, seed and accepted actions."""

    decks: tuple[tuple[int, ...] | None, ...]
    duelists: tuple[int, ...] = (0, 0, 0, 0)
    seed: int = 0
    rng: str = PSX
    first_team: int = 0
    terrain: int = 0
    per_team_terrain: bool = False
    options: RuleOptions = DEFAULT_OPTIONS
    actions: tuple[int, ...] = ()
    engine: str = ENGINE_VERSION

    @property
    def edition(self) -> int:
        """Returns the edition of the rules this log was recorded under (rules.md §0.2a)."""
        return edition_of(self.engine, "tag replay")

    def with_action(self, action: int) -> TagLog:
        """Returns the log with one more accepted action."""
        return replace(self, actions=(*self.actions, int(action)))

    def to_dict(self) -> dict[str, Any]:
        """Returns the log as JSON-able data."""
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["decks"] = [None if d is None else list(d) for d in self.decks]
        data["options"] = asdict(self.options)
        return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TagLog:
        """Returns the log a ``to_dict`` dict describes; raises ValueError for another engine version."""
        engine = data.get("engine")
        edition_of(engine if isinstance(engine, str) else repr(engine), "tag replay")  # older editions load
        return cls(engine=engine, decks=tuple(None if d is None else tuple(d) for d in data["decks"]),
                   duelists=tuple(data["duelists"]), seed=int(data["seed"]), rng=str(data["rng"]),
                   first_team=int(data["first_team"]), terrain=int(data["terrain"]),
                   per_team_terrain=bool(data["per_team_terrain"]), options=RuleOptions(**data["options"]),
                   actions=tuple(int(a) for a in data["actions"]))


def start_tag(db: CardDB, log: TagLog) -> tuple[DuelState, tuple]:
    """Returns the opening state and events of the tag duel a log describes."""
    return setup_tag_duel(db, log.decks, duelists=log.duelists, first_team=log.first_team, terrain=log.terrain,
                          per_team_terrain=log.per_team_terrain, rng_seed=log.seed, rng_kind=log.rng,
                          options=log.options)


def replay_tag(db: CardDB, log: TagLog) -> tuple[DuelState, tuple]:
    """Returns the final state and every event (setup included) of a logged tag duel."""
    state, events = start_tag(db, log)
    out = list(events)
    for action in log.actions:
        state, evs = step(db, state, action)
        out.extend(evs)
    return state, tuple(out)
