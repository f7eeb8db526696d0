"""Traps (§8): they fire on their own, one per event, from the side that did not act.

    attack trap check (R8.3-R8.8): lowest qualifying threshold, lower zone on ties; else Fake Trap
    reactive traps (R8.9-R8.13): Goblin Fan, Bad Reaction to Simochi, Reverse Trap, lowest zone first
Every fired trap is removed and then counted for its owner (R8.2, D-17).
In a tag duel (R17.14, D-33) an attack on a monster checks the attacked duelist's traps, a direct
attack both defenders' (ties: the member whose turn comes next, then the lower zone), and the
reactive traps of either opposing member answer the active duelist (``first_reactive``). The
D-33 variant (option ``tag_team_traps``) lets either defender's trap answer an attack on a monster.
"""

from __future__ import annotations

from game.db.vocab import Trap
from game.rules import events as ev
from game.rules.state import Counter, Row
from game.rules.work import Work

_ATTACK, _DECOY = int(Trap.ATTACK), int(Trap.DECOY)
_BY_TRAP = ev.Cause.TRAP


def covering_trap(w: Work, defenders: tuple[int, ...], attacker_atk: int) -> tuple[str, int]:
    """Runs the attack-trap check over the covering seats, in priority order; returns (kind, owner).

    The lowest qualifying threshold fires; a tie goes to the earlier seat, then the lower zone.
    Without one, the first seat's Fake Trap fires. The owner is -1 when nothing fired. With the
    tag option ``tag_team_traps`` (the D-33 variant) an attack on a monster is covered by the
    attacked duelist's partner too, the attacked duelist first.
    """
    if w.base.options.tag_team_traps and len(defenders) == 1 and len(w.sides) > 2:
        defenders = w.team(defenders[0])
    trap, thresholds = w.cols.trap, w.cols.trap_threshold
    best_owner, best_zone, best_threshold = -1, -1, 0
    decoy_owner, decoy_zone = -1, -1
    for owner in defenders:  # one pass finds both the attack trap and the fallback Fake Trap
        for z, rec in enumerate(w.sides[owner].spells):  # w.row(owner, Row.SPELL)
            card = rec.card
            if not card:
                continue
            kind = trap[card]
            if kind == _ATTACK:
                threshold = thresholds[card]
                if attacker_atk <= threshold and (best_zone < 0 or threshold < best_threshold):
                    best_owner, best_zone, best_threshold = owner, z, threshold
            elif kind == _DECOY and decoy_zone < 0:
                decoy_owner, decoy_zone = owner, z
    if best_zone >= 0:
        fire(w, best_owner, best_zone)
        return "trap", best_owner
    if decoy_zone >= 0:
        fire(w, decoy_owner, decoy_zone)
        return "decoy", decoy_owner
    return "", -1


def first_trap(w: Work, owner: int, kind: Trap) -> int:
    """Returns the lowest magic/trap zone of ``owner`` holding a trap of ``kind``, or -1."""
    trap = w.cols.trap
    for z, rec in enumerate(w.row(owner, Row.SPELL)):
        if rec.card and trap[rec.card] == kind:
            return z
    return -1


def reactive_trap(w: Work, owner: int, kind: Trap) -> bool:
    """Fires ``owner``'s lowest set trap of ``kind`` if there is one; returns whether it fired."""
    zone = first_trap(w, owner, kind)
    if zone < 0:
        return False
    fire(w, owner, zone)
    return True


def first_reactive(w: Work, side: int, kind: Trap) -> int:
    """Fires the first opposing reactive trap of ``kind`` (next-turn member first); returns its owner or -1."""
    for owner in w.opponents_next(side):
        if reactive_trap(w, owner, kind):
            return owner
    return -1


def fire(w: Work, owner: int, zone: int) -> None:
    """Uses up the trap in ``zone`` and then counts it for its owner (R8.2)."""
    card = w.rec(owner, Row.SPELL, zone).card
    w.emit(ev.TrapFired(owner, zone, card))
    w.remove(owner, Row.SPELL, zone, _BY_TRAP)
    w.count(owner, Counter.TRIGGER_TRAP)
