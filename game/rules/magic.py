"""Magic use (§7): the use sequence of R7.2 and the effect of every behaviour group.

    use_card(side, card): PURE MAGIC +1 if type 20 -> reactive trap check -> effect -> used up
A card with nothing to act on is still counted and used up (R7.18). Rituals (group 12) are
handed to ``game.rules.rituals``.
"""

from __future__ import annotations

from dataclasses import replace

from game.db.vocab import Magic, Trap
from game.rules import events as ev
from game.rules.rituals import ritual_summon
from game.rules.state import Counter, Row, Stat
from game.rules.traps import fire, first_trap, reactive_trap
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
            w.sides[side].graveyard.append(card)
        ritual_summon(w, side, card)
        return
    handler = _HANDLERS.get(behaviour)
    if handler is not None:
        handler(w, side, card, int(db.magic_param[card]))
    if from_hand:  # a set card already left its zone through Work.remove
        w.sides[side].graveyard.append(card)
    w.check_lp()


def set_terrain(w: Work, terrain: int) -> None:
    """Changes the shared terrain and recomputes every monster's terrain modifier (R7.3, R11.1)."""
    if terrain == w.terrain:
        return
    w.emit(ev.TerrainChanged(w.terrain, terrain))
    w.terrain = terrain
    for side in (0, 1):
        for z in w.occupied(side, Row.MONSTER):
            r = w.rec(side, Row.MONSTER, z)
            w.set_rec(side, Row.MONSTER, z, replace(r, terrain_mod=w.terrain_mod(r.card)))


def reveal_monsters(w: Work, side: int) -> None:
    """Turns every face-down monster of ``side`` face-up for good (R7.13; monsters only, D-14)."""
    for z in w.occupied(side, Row.MONSTER):
        w.flip_up(side, Row.MONSTER, z)


# ---------------------------------------------------------------- group handlers

def _field(w: Work, side: int, card: int, param: int) -> None:
    w.stat(side, Stat.CHANGE_FIELD)
    set_terrain(w, param)


def _heal(w: Work, side: int, card: int, amount: int) -> None:
    if reactive_trap(w, 1 - side, Trap.HEAL):
        w.change_lp(side, -amount)
    else:
        w.change_lp(side, amount)


def _burn(w: Work, side: int, card: int, amount: int) -> None:
    if reactive_trap(w, 1 - side, Trap.BURN):
        w.change_lp(side, -amount)
    else:
        w.change_lp(1 - side, -amount)


def _sweep(w: Work, side: int, victim: int, hit) -> None:
    for z in w.occupied(victim, Row.MONSTER):
        if hit(w.rec(victim, Row.MONSTER, z)):
            w.destroy_by(victim, Row.MONSTER, z, "magic", side)


def _destroy_type(w: Work, side: int, card: int, monster_type: int) -> None:
    _sweep(w, side, 1 - side, lambda r: int(w.db.type[r.card]) == monster_type)


def _destroy_atk(w: Work, side: int, card: int, threshold: int) -> None:
    _sweep(w, side, 1 - side, lambda r: eff_atk(w.db, r) >= threshold)


def _raigeki(w: Work, side: int, card: int, param: int) -> None:
    _sweep(w, side, 1 - side, lambda r: True)


def _dark_hole(w: Work, side: int, card: int, param: int) -> None:
    for victim in (1 - side, side):
        _sweep(w, side, victim, lambda r: True)


def _stop_defense(w: Work, side: int, card: int, param: int) -> None:
    victim = 1 - side
    for z in w.occupied(victim, Row.MONSTER):
        r = w.rec(victim, Row.MONSTER, z)
        if r.defence:
            w.set_rec(victim, Row.MONSTER, z, replace(r, defence=False))
            w.emit(ev.PositionChanged(victim, z, False))


def _reveal(w: Work, side: int, card: int, param: int) -> None:
    reveal_monsters(w, 1 - side)


def _weaken(w: Work, side: int, card: int, change: int) -> None:
    victim = 1 - side
    for z in w.occupied(victim, Row.MONSTER):
        r = w.rec(victim, Row.MONSTER, z)
        w.set_rec(victim, Row.MONSTER, z, replace(r, level_penalty=r.level_penalty + change))
        w.emit(ev.PenaltyChanged(victim, z, r.level_penalty + change))


def _swords(w: Work, side: int, card: int, turns: int) -> None:
    victim = 1 - side
    reveal_monsters(w, victim)
    w.sides[victim].swords = turns + 1
    w.emit(ev.SwordsSet(victim, turns + 1))


def _cursebreaker(w: Work, side: int, card: int, param: int) -> None:
    for z in w.occupied(side, Row.MONSTER):
        r = w.rec(side, Row.MONSTER, z)
        if r.level_penalty:
            w.set_rec(side, Row.MONSTER, z, replace(r, level_penalty=0))
            w.emit(ev.PenaltyChanged(side, z, 0))


def _duster(w: Work, side: int, card: int, param: int) -> None:
    victim = 1 - side
    decoy = first_trap(w, victim, Trap.DECOY)
    if decoy >= 0:
        fire(w, victim, decoy)
        return
    for z in w.occupied(victim, Row.SPELL):
        w.destroy_by(victim, Row.SPELL, z, "magic", side)


_HANDLERS = {
    Magic.FIELD: _field, Magic.HEAL: _heal, Magic.BURN: _burn, Magic.DESTROY_TYPE: _destroy_type,
    Magic.DESTROY_ATK_AT_LEAST: _destroy_atk, Magic.DESTROY_ALL_OPPONENT: _raigeki,
    Magic.DESTROY_ALL_BOTH: _dark_hole, Magic.STOP_DEFENSE: _stop_defense, Magic.REVEAL: _reveal,
    Magic.WEAKEN: _weaken, Magic.SWORDS: _swords, Magic.CURSEBREAKER: _cursebreaker, Magic.DUSTER: _duster,
}
