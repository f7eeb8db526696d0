"""Ritual summons (§10): three tributes on the acting side's monster row become the result monster.

Tributes are matched t1, t2, t3 in turn over different occupied zones, lowest zone first, with no
test of face or position (R10.4). The result takes the lowest freed zone, face-up, and the player
then picks position and star (R10.5, D-22). Missing tributes use the card up for nothing (R10.6).
"""

from __future__ import annotations

from game.db import CardDB
from game.rules import events as ev
from game.rules.state import Decision, Row, SideState
from game.rules.work import Work


def match_tributes(db: CardDB, monsters, ritual: int) -> tuple[int, ...] | None:
    """Returns the three zones whose cards meet a ritual's recipe (R10.4), or None if they are missing."""
    t1, t2, t3, _result = (int(x) for x in db.ritual[ritual])
    free = [z for z, r in enumerate(monsters) if r.card]
    chosen: list[int] = []
    for wanted in (t1, t2, t3):
        zone = next((z for z in free if monsters[z].card == wanted), -1)
        if zone < 0:
            return None
        free.remove(zone)
        chosen.append(zone)
    return tuple(chosen)


def ritual_ready(db: CardDB, side: SideState, ritual: int) -> bool:
    """Returns whether a side's monster row meets a ritual's recipe."""
    return match_tributes(db, side.monsters, ritual) is not None


def ritual_summon(w: Work, side: int, ritual: int) -> None:
    """Resolves a ritual for ``side``; on success the result waits for position and star."""
    db = w.db
    zones = match_tributes(db, w.sides[side].rows[Row.MONSTER], ritual)
    if zones is None:
        w.emit(ev.RitualResolved(side, ritual, (), 0, -1))
        return
    tributes = tuple(w.rec(side, Row.MONSTER, z).card for z in zones)
    for z in zones:
        w.remove(side, Row.MONSTER, z, "tribute")
    result = int(db.ritual[ritual][3])
    zone = min(zones)
    w.set_rec(side, Row.MONSTER, zone, w.new_monster(result))
    w.sides[side].created += 1
    w.emit(ev.RitualResolved(side, ritual, tributes, result, zone))
    w.focus, w.may_face_down, w.play_single = (Row.MONSTER, zone), False, False
    w.pending = Decision.PICK_POSITION
