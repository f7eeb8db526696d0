"""Magic use (§7): the use sequence of R7.2 and the effect of every behaviour group.

    use_card(side, card): PURE MAGIC +1 if type 20 -> reactive trap check -> effect -> used up
A card with nothing to act on is still counted and used up (R7.18). Rituals (group 12) are
handed to ``game.rules.rituals``. In a tag duel the scopes of §17.4 apply: "the opponent" is both
opposing seats, heal and burn move team LP, Dark Hole sweeps all four rows, Cursebreaker the
activator's and the partner's, and a field card changes the shared terrain or the activator team's
(D-34). In 1v1 every loop below runs over the one opponent.
"""

from __future__ import annotations

from game.db.vocab import Magic, Trap
from game.rules import events as ev
from game.rules.rituals import ritual_summon
from game.rules.state import Counter, Row, Stat, rec_with
from game.rules.traps import fire, first_reactive, first_trap
from game.rules.work import Work, eff_atk

_PURE_MAGIC_TYPE = 20


def use_card(w: Work, side: int, card: int, *, from_hand: bool) -> None:
    """Runs the use sequence of a magic, field or ritual card for ``side`` (R7.2)."""
    db = w.db
    if int(db.type[card]) == _PURE_MAGIC_TYPE:
        w.count(side, Counter.PURE_MAGIC)
    w.emit(ev.MagicUsed(side, card, int(db.magic_group[card]), from_hand))
    behaviour = int(db.magic[card])
    if behaviour == Magic.RITUAL:
        if from_hand:
            w.graveyard(side).append(card)
        ritual_summon(w, side, card)
        return
    handler = _HANDLERS.get(behaviour)
    if handler is not None:
        handler(w, side, card, int(db.magic_param[card]))
    if from_hand:  # a set card already left its zone through Work.remove
        w.graveyard(side).append(card)
    w.check_lp()


def set_terrain(w: Work, terrain: int, side: int | None = None) -> None:
    """Changes the terrain and recomputes the affected monsters' terrain modifiers (R7.3, R11.1).

    Shared terrain changes for every seat; with per-team terrain (D-34 b) only ``side``'s team's.
    """
    seats: tuple[int, ...] = tuple(range(len(w.sides)))
    if w.terrains:
        team = (w.active if side is None else side) % 2
        if terrain == w.terrains[team]:
            return
        w.emit(ev.TerrainChanged(w.terrains[team], terrain))
        w.terrains = (terrain, w.terrains[1]) if team == 0 else (w.terrains[0], terrain)
        if team == 0:
            w.terrain = terrain
        seats = tuple(s for s in seats if s % 2 == team)
    else:
        if terrain == w.terrain:
            return
        w.emit(ev.TerrainChanged(w.terrain, terrain))
        w.terrain = terrain
    for seat in seats:
        for z in w.occupied(seat, Row.MONSTER):
            r = w.rec(seat, Row.MONSTER, z)
            w.set_rec(seat, Row.MONSTER, z, rec_with(r, terrain_mod=w.terrain_mod(r.card, seat)))


def reveal_monsters(w: Work, side: int) -> None:
    """Turns every face-down monster of ``side`` face-up for good (R7.13; monsters only, D-14)."""
    for z in w.occupied(side, Row.MONSTER):
        w.flip_up(side, Row.MONSTER, z)


# ---------------------------------------------------------------- group handlers

def _field(w: Work, side: int, card: int, param: int) -> None:
    w.stat(side, Stat.CHANGE_FIELD)
    set_terrain(w, param, side)


def _heal(w: Work, side: int, card: int, amount: int) -> None:
    if first_reactive(w, side, Trap.HEAL) >= 0:
        w.change_lp(side, -amount)
    else:
        w.change_lp(side, amount)


def _burn(w: Work, side: int, card: int, amount: int) -> None:
    if first_reactive(w, side, Trap.BURN) >= 0:
        w.change_lp(side, -amount)
    else:
        w.change_lp(w.opponents(side)[0], -amount)


def _sweep(w: Work, side: int, victim: int, hit) -> None:
    for z in w.occupied(victim, Row.MONSTER):
        if hit(w.rec(victim, Row.MONSTER, z)):
            w.destroy_by(victim, Row.MONSTER, z, ev.Cause.MAGIC, side)


def _destroy_type(w: Work, side: int, card: int, monster_type: int) -> None:
    for victim in w.opponents(side):
        _sweep(w, side, victim, lambda r: int(w.db.type[r.card]) == monster_type)


def _destroy_atk(w: Work, side: int, card: int, threshold: int) -> None:
    for victim in w.opponents(side):
        _sweep(w, side, victim, lambda r: eff_atk(w.db, r) >= threshold)


def _raigeki(w: Work, side: int, card: int, param: int) -> None:
    for victim in w.opponents(side):
        _sweep(w, side, victim, lambda r: True)


def _dark_hole(w: Work, side: int, card: int, param: int) -> None:
    for victim in (*w.opponents(side), *w.team(side)):
        _sweep(w, side, victim, lambda r: True)


def _stop_defense(w: Work, side: int, card: int, param: int) -> None:
    for victim in w.opponents(side):
        for z in w.occupied(victim, Row.MONSTER):
            r = w.rec(victim, Row.MONSTER, z)
            if r.defence:
                w.set_rec(victim, Row.MONSTER, z, rec_with(r, defence=False))
                w.emit(ev.PositionChanged(victim, z, False))


def _reveal(w: Work, side: int, card: int, param: int) -> None:
    for victim in w.opponents(side):
        reveal_monsters(w, victim)


def _weaken(w: Work, side: int, card: int, change: int) -> None:
    for victim in w.opponents(side):
        for z in w.occupied(victim, Row.MONSTER):
            r = w.rec(victim, Row.MONSTER, z)
            w.set_rec(victim, Row.MONSTER, z, rec_with(r, level_penalty=r.level_penalty + change))
            w.emit(ev.PenaltyChanged(victim, z, r.level_penalty + change))


def _swords(w: Work, side: int, card: int, turns: int) -> None:
    for victim in w.opponents(side):  # the opposing team's counter, kept in both members (R17.13)
        reveal_monsters(w, victim)
        w.side(victim).swords = turns + 1
        w.emit(ev.SwordsSet(victim, turns + 1))


def _cursebreaker(w: Work, side: int, card: int, param: int) -> None:
    for mate in w.team(side):
        for z in w.occupied(mate, Row.MONSTER):
            r = w.rec(mate, Row.MONSTER, z)
            if r.level_penalty:
                w.set_rec(mate, Row.MONSTER, z, rec_with(r, level_penalty=0))
                w.emit(ev.PenaltyChanged(mate, z, 0))


def _duster(w: Work, side: int, card: int, param: int) -> None:
    for victim in w.opponents(side):  # each opposing row: its own Fake Trap absorbs the sweep
        decoy = first_trap(w, victim, Trap.DECOY)
        if decoy >= 0:
            fire(w, victim, decoy)
            continue
        for z in w.occupied(victim, Row.SPELL):
            w.destroy_by(victim, Row.SPELL, z, ev.Cause.MAGIC, side)


_HANDLERS = {
    Magic.FIELD: _field, Magic.HEAL: _heal, Magic.BURN: _burn, Magic.DESTROY_TYPE: _destroy_type,
    Magic.DESTROY_ATK_AT_LEAST: _destroy_atk, Magic.DESTROY_ALL_OPPONENT: _raigeki,
    Magic.DESTROY_ALL_BOTH: _dark_hole, Magic.STOP_DEFENSE: _stop_defense, Magic.REVEAL: _reveal,
    Magic.WEAKEN: _weaken, Magic.SWORDS: _swords, Magic.CURSEBREAKER: _cursebreaker, Magic.DUSTER: _duster,
}
