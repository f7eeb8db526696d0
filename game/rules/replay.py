"""Replays (style lesson 7): the seed, decks, options and every accepted action, versioned.

    log = ReplayLog(deck0, None, opponent=7, seed=1234)
    state, events = start(db, log); ...; log = log.with_action(a)   # or record(db, deck0, None, actions)
    final, events = replay(db, log)                                 # same events, same hash
A log is plain data: ``to_dict``/``from_dict`` give JSON-able dicts.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from game.db import CardDB
from game.rules.engine import step
from game.rules.rng import PSX
from game.rules.setup import setup_duel
from game.rules.state import DEFAULT_OPTIONS, DuelState, RuleOptions

ENGINE_VERSION = "4"
# Engine version -> the edition of rules.md it played (§0.2a). Version "1" followed the first edition
# (opponent's deal before the player's shuffle, face-down combination results, defensive wins counted
# for attack-position wins and ties); version "2" the second (a monster that replaced an own monster could
# go face-down, the Fake Trap fallback let the attack go on). Their logs load but no longer replay to the
# recorded duel. Version "3" played the third edition, whose duel rules the fourth kept: the fourth edition
# changed only the computer's strategy B (R14.10, §14.4 step 6), and a log records every action the
# computer took, so a third-edition log still replays to the recorded duel (its hash is checked). Studies
# (``game.sim.study``) and the online handshake still tell the editions apart: the computer plays differently.
EDITIONS = {"1": 1, "2": 2, "3": 3, "4": 4}
RULES_EDITION = EDITIONS[ENGINE_VERSION]
_EDITION_NAMES = {1: "first", 2: "second", 3: "third", 4: "fourth"}
# editions whose logs this engine plays back as the recorded duel: the same duel rules, whatever the AI did
_SAME_DUEL_RULES = frozenset({3, 4})
# edition -> the duel rules that changed after it, up to this engine's edition (rules.md §0.2a)
_CHANGED_SINCE = {1: "R3.16 setup order, R5.13 combination results, R6.15 defensive wins, R5.15 monsters "
                     "dropped on an own monster, R8.8 Fake Trap",
                  2: "R5.15 monsters dropped on an own monster, R8.8 Fake Trap"}


def edition_of(engine: str, what: str = "replay") -> int:
    """Returns the rules edition an engine version played; raises ValueError for an unknown version."""
    if engine not in EDITIONS:
        raise ValueError(f"{what} made by engine {engine!r}, this is engine {ENGINE_VERSION!r}")
    return EDITIONS[engine]


def edition_name(edition: int) -> str:
    """Returns "first edition" ... "fourth edition" for a rules edition number."""
    return f"{_EDITION_NAMES.get(edition, str(edition))} edition"


def edition_note(edition: int) -> str:
    """Returns why a log of another rules edition cannot be checked against this engine ('' when it can).

    '' for this edition and for an edition with the same duel rules (the third: the fourth changed only the
    computer's choices, which a log records as actions); ``edition_name`` still names the log's edition.
    """
    if edition == RULES_EDITION or edition in _SAME_DUEL_RULES:
        return ""
    return (f"recorded under the {edition_name(edition)} of the rules; this engine plays the "
            f"{edition_name(RULES_EDITION)} ({_CHANGED_SINCE.get(edition, 'other rules')} changed), so the "
            "playback is not the recorded duel and its final hash is not checked")


@dataclass(frozen=True, slots=True)
class ReplayLog:
    """Everything needed to rebuild a duel; ``deck1`` is None when the opponent's deck was dealt."""

    deck0: tuple[int, ...]
    deck1: tuple[int, ...] | None
    opponent: int
    seed: int
    rng: str = PSX
    terrain: int = 0
    options: RuleOptions = DEFAULT_OPTIONS
    lp: tuple[int, int] = (8000, 8000)
    actions: tuple[int, ...] = ()
    engine: str = ENGINE_VERSION
    shuffle: bool = True  # False for duels set up with fixed deck orders (setup_duel(..., shuffle=False))

    @property
    def edition(self) -> int:
        """Returns the edition of the rules this log was recorded under (rules.md §0.2a)."""
        return edition_of(self.engine)

    def with_action(self, action: int) -> ReplayLog:
        """Returns the log with one more accepted action."""
        return replace(self, actions=(*self.actions, int(action)))

    def to_dict(self) -> dict[str, Any]:
        """Returns the log as JSON-able data."""
        data = asdict(self)
        data["options"] = asdict(self.options)
        return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ReplayLog:
        """Returns the log a ``to_dict`` dict describes; raises ValueError for an unknown engine version.

        Logs of an older rules edition load (``edition`` says which); replaying them follows today's rules.
        """
        engine = data.get("engine")
        edition_of(engine if isinstance(engine, str) else repr(engine))
        return cls(engine=engine, deck0=tuple(data["deck0"]),
                   deck1=None if data["deck1"] is None else tuple(data["deck1"]),
                   opponent=int(data["opponent"]), seed=int(data["seed"]), rng=str(data["rng"]),
                   terrain=int(data["terrain"]),
                   options=RuleOptions(**data["options"]), lp=tuple(data["lp"]),
                   actions=tuple(int(a) for a in data["actions"]), shuffle=bool(data.get("shuffle", True)))


def start(db: CardDB, log: ReplayLog) -> tuple[DuelState, tuple]:
    """Returns the opening state and events of the duel a log describes."""
    return setup_duel(db, log.deck0, log.deck1, opponent=log.opponent, terrain=log.terrain, rng_seed=log.seed,
                      rng_kind=log.rng, options=log.options, lp=log.lp, shuffle=log.shuffle)


def replay(db: CardDB, log: ReplayLog) -> tuple[DuelState, tuple]:
    """Returns the final state and every event (setup included) of a logged duel."""
    state, events = start(db, log)
    out = list(events)
    for action in log.actions:
        state, evs = step(db, state, action)
        out.extend(evs)
    return state, tuple(out)


# The package exports this as ``game.rules.replay_duel``: the bare name ``replay`` is the submodule.
replay_duel = replay


def record(db: CardDB, deck0: Sequence[int], deck1: Sequence[int] | None, actions: Iterable[int], *,
           opponent: int = 1, seed: int = 0, rng: str = PSX, terrain: int = 0,
           options: RuleOptions = DEFAULT_OPTIONS, lp: tuple[int, int] = (8000, 8000)) -> ReplayLog:
    """Returns a log of the given actions after checking that each one is legal in turn."""
    log = ReplayLog(deck0=tuple(deck0), deck1=None if deck1 is None else tuple(deck1), opponent=opponent,
                    seed=seed, rng=rng, terrain=terrain, options=options, lp=lp)
    state, _ = start(db, log)
    for action in actions:
        state, _ = step(db, state, action)
        log = log.with_action(action)
    return log
