"""What a battle shows, derived from its events and the board before it (presentation.md §6 Battle).

The painter and the consistency check (tests/present) both read this one model, so the cards in
the two places, their values and what is revealed are decided once: the attacker is the card in
the attacking zone, the defender the card in the target zone; a face-down card is shown only when
the engine flipped *that* zone in this battle (a ``CardFlipped`` of its own side and zone); each
card has one value on screen, its effective one (terrain, equips, penalties), the same on its big
card and its plaque, the attacker's gaining the guardian-star bonus as it counts up.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.present.sequence import Phase as P
from game.rules import events as E
from game.rules.state import Row
from game.rules.view import HIDDEN

STAR_COUNT = 16  # the star bonus counts up by 16 a tick


@dataclass(frozen=True)
class Fighter:
    """One card of a battle as shown: ``card`` is HIDDEN while the rules keep it face-down."""

    side: int
    zone: int
    card: int
    came_down: bool  # it stood face-down: its small card is a back until the big cards come in
    defence: bool
    stats: tuple[int, int]  # effective (ATK, DEF)
    value: int  # the plaque's final value: L for the attacker, D for the defender

    @property
    def label(self) -> str:
        """Returns the plaque's word: DEF for a defender in defence position, else ATK."""
        return "DEF" if self.defence else "ATK"


@dataclass(frozen=True)
class BattleView:
    """The two cards of one battle, the star bonus and its sign, the damage and its outcome."""

    attacker: Fighter
    defender: Fighter | None  # None: a direct attack
    star_bonus: int  # signed; 0 when no star matters
    outcome: str
    damage: int


def battle_view(board, events) -> BattleView | None:
    """Returns the battle of a motion's events (AttackDeclared first) on the board before it, or None
    when the attack never came to a battle (a trap stopped it)."""
    att = events[0]
    b = next((e for e in events if type(e) is E.Battle), None)
    if b is None or type(att) is not E.AttackDeclared:
        return None
    flips = {(e.side, e.zone): e.card for e in events if type(e) is E.CardFlipped and e.row == Row.MONSTER}
    a_side, d_side = att.side, 1 - att.side
    attacker = _fighter(board, flips, a_side, att.attacker, False, b.attacker_stats, b.attacker_value)
    defender = None
    if att.target >= 0:
        defender = _fighter(board, flips, d_side, att.target, b.defender_defence, b.defender_stats,
                            b.defender_value)
    damage = sum(-e.delta for e in events if type(e) is E.LifePointsChanged and e.delta < 0)
    return BattleView(attacker, defender, b.star_adjustment, b.outcome, damage)


def _fighter(board, flips: dict, side: int, zone: int, defence: bool, stats, value: int) -> Fighter:
    rec = board.monsters[side][zone]
    if (side, zone) in flips:
        card = flips[(side, zone)]
    elif rec.card > 0 and not (rec.face_down and side == 1):
        card = rec.card
    else:
        card = HIDDEN
    return Fighter(side, zone, card, bool(rec.face_down), defence, tuple(stats), value)


def attacker_shown(view: BattleView, counted_ticks: float | None) -> int:
    """Returns the attacker's value on screen: L without the star bonus until it counts up (by 16 a
    tick over ``counted_ticks`` of the stars phase; None before it, past it the whole bonus)."""
    adj = view.star_bonus
    full = view.attacker.value
    if not adj:
        return full
    if counted_ticks is None:
        return full - adj
    counted = min(abs(adj), round(STAR_COUNT * counted_ticks))
    return full - adj + (counted if adj > 0 else -counted)


def big_stats(f: Fighter, shown: int) -> tuple[int, int]:
    """Returns the (ATK, DEF) printed on a fighter's big card: its effective stats, the plaque's
    stat replaced by the value the plaque shows, so the two never disagree."""
    atk, def_ = f.stats
    return (atk, shown) if f.defence else (shown, def_)


def values_at(view: BattleView, anim) -> tuple[int, int]:
    """Returns the attacker's and defender's values on screen at a battle motion's frame (one per
    card: its plaque and its big card show the same); the attacker's gains the star bonus as it
    counts up in the stars phase and holds it from the damage on."""
    if anim.past(P.DAMAGE):
        counted = 1e9
    elif view.star_bonus and anim.past(P.STARS):
        counted = anim.ticks_in(P.STARS)
    else:
        counted = None
    return attacker_shown(view, counted), view.defender.value if view.defender is not None else 0
