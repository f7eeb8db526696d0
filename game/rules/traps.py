"""Traps (§8): they fire on their own, one per event, from the side that did not act.

    attack trap check (R8.3-R8.8): lowest qualifying threshold, lower zone on ties; else Fake Trap
    reactive traps (R8.9-R8.13): Goblin Fan, Bad Reaction to Simochi, Reverse Trap, lowest zone first
Every fired trap is removed and then counted for its owner (R8.2, D-17).
"""

from __future__ import annotations

from game.db.vocab import Trap
from game.rules import events as ev
from game.rules.state import Counter, Row
from game.rules.work import Work


def attack_trap(w: Work, defender: int, attacker_atk: int) -> str:
    """Runs the attack-trap check; returns "trap" (attacker must die), "decoy" (Fake Trap, D-16) or ""."""
    db = w.db
    best_zone, best_threshold = -1, 0
    for z in w.occupied(defender, Row.SPELL):
        card = w.rec(defender, Row.SPELL, z).card
        if int(db.trap[card]) != Trap.ATTACK:
            continue
        threshold = int(db.trap_threshold[card])
        if attacker_atk <= threshold and (best_zone < 0 or threshold < best_threshold):
            best_zone, best_threshold = z, threshold
    if best_zone >= 0:
        fire(w, defender, best_zone)
        return "trap"
    decoy = first_trap(w, defender, Trap.DECOY)
    if decoy >= 0:
        fire(w, defender, decoy)
        return "decoy"
    return ""


def first_trap(w: Work, owner: int, kind: Trap) -> int:
    """Returns the lowest magic/trap zone of ``owner`` holding a trap of ``kind``, or -1."""
    for z in w.occupied(owner, Row.SPELL):
        if int(w.db.trap[w.rec(owner, Row.SPELL, z).card]) == kind:
            return z
    return -1


def reactive_trap(w: Work, owner: int, kind: Trap) -> bool:
    """Fires ``owner``'s lowest set trap of ``kind`` if there is one; returns whether it fired."""
    zone = first_trap(w, owner, kind)
    if zone < 0:
        return False
    fire(w, owner, zone)
    return True


def fire(w: Work, owner: int, zone: int) -> None:
    """Uses up the trap in ``zone`` and then counts it for its owner (R8.2)."""
    card = w.rec(owner, Row.SPELL, zone).card
    w.emit(ev.TrapFired(owner, zone, card))
    w.remove(owner, Row.SPELL, zone, "trap")
    w.count(owner, Counter.TRIGGER_TRAP)
