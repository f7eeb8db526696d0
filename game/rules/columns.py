"""The card values the engine reads one at a time, as Python lists (engine speed, issue 17).

A step reads a few dozen single values (a monster's ATK, a star, a trap's threshold). Reading one
element of a numpy array and turning it into an int costs four times a list item, and the engine's
events must hold plain ints anyway. The lists are built once per CardDB from its read-only arrays,
so they can never disagree with them (``tests/rules`` compares every value).
"""

from __future__ import annotations

from game.db.tables import CardDB
from game.db.vocab import Kind
from game.rules.combat import STAT_MAX, effective_stat, terrain_table
from game.rules.event_memo import EventMemo
from game.rules.lookup import derived


class Columns:
    """Per-card lists indexed by card id, plus the star and terrain tables as nested lists."""

    __slots__ = (
        "atk",
        "db",
        "def_",
        "equip_bonus",
        "events",
        "kind",
        "monster",
        "pairs",
        "star1",
        "star2",
        "star_gain",
        "survivors",
        "terrain",
        "trap",
        "trap_threshold",
        "type",
    )

    def __init__(self, db: CardDB) -> None:
        self.db = db
        self.kind: list[int] = db.kind.tolist()
        self.type: list[int] = db.type.tolist()
        self.atk: list[int] = db.atk.tolist()
        self.def_: list[int] = db.def_.tolist()
        self.star1: list[int] = db.star1.tolist()
        self.star2: list[int] = db.star2.tolist()
        self.trap: list[int] = db.trap.tolist()
        self.trap_threshold: list[int] = db.trap_threshold.tolist()
        self.equip_bonus: list[int] = db.equip_bonus.tolist()
        self.monster = int(Kind.MONSTER)
        bonus = int(db.star_bonus)
        # g of R6.5 for (attacker star, defender star)
        self.star_gain: list[list[int]] = [[b * bonus for b in row] for row in db.star_beats.tolist()]
        # terrain modifier of every card id on every terrain, 0 for non-monsters (R11.1)
        self.terrain: list[list[int]] = terrain_table(db).tolist()
        # a chain's survivor by (glitch rule, cards...): game.rules.play.simulate_chain's memo, filled as asked
        self.survivors: dict[tuple, int] = {}
        # a pair step by (left, right, glitch rule): game.rules.play's memo of fusion.pair_step, filled as asked
        self.pairs: dict[tuple[int, int, bool], object] = {}
        # the recurring events, each value built once (game.rules.event_memo)
        self.events = EventMemo()

    def eff_atk(self, rec) -> int:
        """Returns a record's effective ATK (R2.7) through the shared calculator."""
        return effective_stat(self.atk[rec.card], rec.equip_bonus, rec.level_penalty, rec.terrain_mod)

    def eff_def(self, rec) -> int:
        """Returns a record's effective DEF (R2.7) through the shared calculator."""
        return effective_stat(self.def_[rec.card], rec.equip_bonus, rec.level_penalty, rec.terrain_mod)

    def stats(self, rec) -> tuple[int, int]:
        """Returns a record's effective (ATK, DEF) (R2.7): ``effective_stat`` of both in one call, as an
        attack reads both values of both records (``tests/rules`` compares it with ``effective_stat``)."""
        card, mod = rec.card, rec.equip_bonus + rec.level_penalty + rec.terrain_mod
        atk, def_ = self.atk[card] + mod, self.def_[card] + mod  # clamped as effective_stat, without min/max calls
        return (0 if atk < 0 else STAT_MAX if atk > STAT_MAX else atk,  # noqa: FURB136
                0 if def_ < 0 else STAT_MAX if def_ > STAT_MAX else def_)  # noqa: FURB136

    def star_code(self, rec) -> int:
        """Returns the guardian-star code (1-10) a record chose."""
        return self.star2[rec.card] if rec.star == 2 else self.star1[rec.card]


latest: list[Columns | None] = [None]  # the last database's lists: Work checks it inline, once a step


def columns(db: CardDB) -> Columns:
    """Returns the lists of ``db``: the last database's at the cost of one identity test, others memoised."""
    cols = latest[0]
    if cols is None or cols.db is not db:
        cols = latest[0] = derived(db, "rules:columns", Columns)
    return cols
