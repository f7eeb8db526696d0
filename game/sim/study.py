"""What a simulation study is, so that its shards can be checked before they are added up.

    study = duel_study(db, a, b, seed=1)        # or tag_study(db, teams, seed=1, random_first=True)
    study.header()                              # JSON-ready: kind, sides, options, seed, data digest, edition

A study is its sides (or tag teams, deck contents included), the rule options, the master seed,
the data (the digest of its files' bytes, not their record counts: two data sets with the same
counts differ here) and the engine edition. Duel i of a study depends on nothing else, so shards
of one study (index ranges) add up exactly; shards of two different studies must never be added,
and ``game.sim.merge`` refuses them by comparing these fields.
"""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from game.db import CardDB, data_dir_of
from game.rules.state import DEFAULT_OPTIONS
from game.sim.specs import Side


class Kind(StrEnum):
    """The two kinds of study: 1v1 duels (``--a``/``--b``) and tag duels (``--tag``)."""

    DUEL = "duel"
    TAG = "tag"


@dataclass(frozen=True, slots=True)
class Study:
    """One study's identity (see the module docstring); ``sides`` and ``options`` are JSON-ready."""

    kind: Kind
    seed: int
    sides: dict[str, Any]
    options: dict[str, Any]
    data_digest: str
    edition: int
    engine: str

    def header(self) -> dict[str, Any]:
        """Returns the identity as plain data, the same in every shard's summary and record file."""
        return {"kind": str(self.kind), "seed": self.seed, "sides": self.sides, "options": self.options,
                "data_digest": self.data_digest, "edition": self.edition, "engine": self.engine}


def content_digest(data_dir: Path | str) -> str:
    """Returns the SHA-256 (32 hex digits) of every data file the tables and the career load, name and bytes."""
    from game.db.vocab import DATA_FILES, LOAD_CHECKED_FILES

    h = hashlib.sha256()
    for name in DATA_FILES + LOAD_CHECKED_FILES:
        path = Path(data_dir) / name
        h.update(name.encode() + b"\0")
        h.update(path.read_bytes() if path.is_file() else b"\0<missing>\0")
    return h.hexdigest()[:32]


def engine_edition() -> tuple[int, str]:
    """Returns (rules edition, engine version): read from the engine's one constant, so they follow it."""
    from game.rules.replay import ENGINE_VERSION, RULES_EDITION

    return RULES_EDITION, ENGINE_VERSION


def identity_of(db: CardDB) -> tuple[str, int, str]:
    """Returns (data digest, edition, engine) of a loaded card database, what a worker must match."""
    return (content_digest(data_dir_of(db)), *engine_edition())


def side_dict(side: Side) -> dict[str, Any]:
    """Returns a side as plain data: its spec, level, duelist and (for a deck file) the 40 cards."""
    return {"spec": side.spec, "level": side.level, "duelist": side.duelist,
            "deck": None if side.deck is None else list(side.deck)}


def duel_study(db: CardDB, a: Side, b: Side, *, seed: int) -> Study:
    """Returns the study of 1v1 duels between sides A (the player seat) and B."""
    digest, edition, engine = identity_of(db)
    return Study(Kind.DUEL, seed, {"a": side_dict(a), "b": side_dict(b)}, {"rules": asdict(DEFAULT_OPTIONS)},
                 digest, edition, engine)


def tag_study(db: CardDB, teams, *, seed: int, random_first: bool) -> Study:
    """Returns the study of tag duels between two teams of two sides."""
    digest, edition, engine = identity_of(db)
    return Study(Kind.TAG, seed, {"teams": [[side_dict(s) for s in team] for team in teams]},
                 {"rules": asdict(DEFAULT_OPTIONS), "random_first": random_first}, digest, edition, engine)
