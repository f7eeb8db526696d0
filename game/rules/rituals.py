"""Ritual summons (§10): three tributes on the acting side's monster row become the result monster.

Tributes are matched t1, t2, t3 in turn over different occupied zones, lowest zone first, with no
test of face or position (R10.4). The result takes the lowest freed zone, face-up, and the player
then picks position and star (R10.5, D-22). Missing tributes use the card up for nothing (R10.6).
In a tag duel (§17.4) the tributes may also come from the partner's row (the activator's zones are
matched first); the result takes the activator's first free zone, else the lowest zone a tribute
freed on the activator's side, else the ritual fails.
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


def match_team_tributes(db: CardDB, rows, ritual: int) -> tuple[tuple[int, int], ...] | None:
    """Returns the (row index, zone) tributes over several monster rows, earlier rows first, or None."""
    t1, t2, t3, _result = (int(x) for x in db.ritual[ritual])
    free = [(i, z) for i, row in enumerate(rows) for z, r in enumerate(row) if r.card]
    chosen: list[tuple[int, int]] = []
    for wanted in (t1, t2, t3):
        spot = next((p for p in free if rows[p[0]][p[1]].card == wanted), None)
        if spot is None:
            return None
        free.remove(spot)
        chosen.append(spot)
    return tuple(chosen)


def ritual_summon(w: Work, side: int, ritual: int) -> None:
    """Resolves a ritual for ``side``; on success the result waits for position and star."""
    if len(w.sides) > 2:
        _team_ritual(w, side, ritual)
        return
    db = w.db
    zones = match_tributes(db, w.row(side, Row.MONSTER), ritual)
    if zones is None:
        w.emit(ev.RitualResolved(side, ritual, (), 0, -1))
        return
    tributes = tuple(w.rec(side, Row.MONSTER, z).card for z in zones)
    for z in zones:
        w.remove(side, Row.MONSTER, z, ev.Cause.TRIBUTE)
    result = int(db.ritual[ritual][3])
    zone = min(zones)
    w.set_rec(side, Row.MONSTER, zone, w.new_monster(result))
    w.side(side).created += 1
    w.emit(ev.RitualResolved(side, ritual, tributes, result, zone))
    w.focus, w.may_face_down, w.play_single = (Row.MONSTER, zone), False, False
    w.pending = Decision.PICK_POSITION


# ---------------------------------------------------------------- helpers

def _team_ritual(w: Work, side: int, ritual: int) -> None:
    """The tag ritual of §17.4: tributes from the activator's and the partner's rows."""
    db = w.db
    team = w.team(side)
    spots = match_team_tributes(db, [w.row(s, Row.MONSTER) for s in team], ritual)
    own_free = [z for z, r in enumerate(w.row(side, Row.MONSTER)) if not r.card]
    freed = sorted(z for i, z in spots or () if i == 0)
    if spots is None or not (own_free or freed):
        w.emit(ev.RitualResolved(side, ritual, (), 0, -1))
        return
    tributes = tuple(w.rec(team[i], Row.MONSTER, z).card for i, z in spots)
    for i, z in spots:
        w.remove(team[i], Row.MONSTER, z, ev.Cause.TRIBUTE)
    result = int(db.ritual[ritual][3])
    zone = own_free[0] if own_free else freed[0]
    w.set_rec(side, Row.MONSTER, zone, w.new_monster(result, side=side))
    w.side(side).created += 1
    w.emit(ev.RitualResolved(side, ritual, tributes, result, zone))
    w.focus, w.may_face_down, w.play_single = (Row.MONSTER, zone), False, False
    w.pending = Decision.PICK_POSITION
