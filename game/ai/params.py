"""A duelist's AI personality (R14.1): the Appendix B parameters, the card lists, and its own dice.

Percent rolls use a generator owned by the agent, seeded per duel: the AI never draws from the
duel state's RNG, so adding or changing an AI never perturbs the engine's random sequence (deals,
shuffles, drops). One roll is one ``next() % 100 < p`` on a PSX LCG (R14.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.db import CardDB
from game.rules.rng import PsxRng

_LISTS = ("wall_to_defence", "never_switched_to_defence", "lethal_burn_check_order", "removal_priority")


@dataclass(frozen=True, slots=True)
class Personality:
    """Everything §14 lets differ between duelists (R14.1), read once per agent."""

    duelist: int
    sees_hidden: bool
    window: int
    low_lp: int  # LP threshold, already x100 (Appendix B lp_threshold)
    low_deck: int
    combo_depth: int
    boost_depth: int
    skill_pct: int
    blind_pct: int
    ahead: tuple[int, int, int]  # A/B/C split when ahead
    weak: tuple[int, int, int]  # A/B/C split when a weak monster is out
    home_field_card: int  # 0 unless a home-terrain restorer (hand script step 3)
    walls: frozenset[int]
    eight: frozenset[int]  # never switched to defence
    burn_order: tuple[int, ...]
    removal: tuple[tuple[int, str], ...]  # (card, condition) in priority order


def personality(db: CardDB, duelist: int) -> Personality:
    """Returns a duelist's parameters and lists from the card database (Appendix B).

    Read once per db and duelist (a simulator makes two agents per duel; the value is frozen), and kept with
    the AI's tables rather than in the small shared memo of derived tables, which forty duelists would flush.
    """
    from game.ai.combo import tables

    known = tables(db).personalities
    who = known.get(duelist)
    if who is None:
        who = known[duelist] = _read(db, duelist)
    return who


def _read(db: CardDB, duelist: int) -> Personality:
    p = {name: db.ai_param(duelist, name) for name in (
        "sees_hidden", "window", "low_lp", "low_deck", "combo_depth", "boost_depth", "skill_pct", "blind_pct",
        "ahead_a", "ahead_b", "ahead_c", "weak_a", "weak_b", "weak_c", "home_field_card")}
    lists = {name: tuple(sorted(db.ai_lists.get(name, ()), key=lambda r: r[1])) for name in _LISTS}
    return Personality(
        duelist=duelist, sees_hidden=bool(p["sees_hidden"]), window=p["window"], low_lp=p["low_lp"],
        low_deck=p["low_deck"], combo_depth=p["combo_depth"], boost_depth=p["boost_depth"],
        skill_pct=p["skill_pct"], blind_pct=p["blind_pct"], ahead=(p["ahead_a"], p["ahead_b"], p["ahead_c"]),
        weak=(p["weak_a"], p["weak_b"], p["weak_c"]), home_field_card=p["home_field_card"],
        walls=frozenset(int(r[0]) for r in lists["wall_to_defence"]),
        eight=frozenset(int(r[0]) for r in lists["never_switched_to_defence"]),
        burn_order=tuple(int(r[0]) for r in lists["lethal_burn_check_order"]),
        removal=tuple((int(r[0]), str(r[2])) for r in lists["removal_priority"]))


class Dice:
    """The AI's own percent rolls (R14.2), independent of the duel's RNG."""

    __slots__ = ("_rng",)

    def __init__(self, seed: int) -> None:
        self._rng = PsxRng(seed & 0xFFFFFFFF)

    def percent(self, p: int) -> bool:
        """Returns True with probability p % (one draw)."""
        return self._rng.next() % 100 < p

    def d100(self) -> int:
        """Returns one roll in 0..99."""
        return self._rng.next() % 100

    def below(self, n: int) -> int:
        """Returns a roll in 0..n-1 (n >= 1)."""
        return self._rng.next() % n
