"""A light board model and its evaluation for the strong AI: what a play leaves, scored in LP terms.

The strong AI compares candidate plays by the board they leave: how much damage and how many
kills its best attack sequence gets this turn, minus what the other side's visible monsters then
threaten. Only what the view shows is used: hidden monsters block direct attacks and are
otherwise unknown, hidden magic/trap cards are unknown.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ai.combo import tables
from game.db import CardDB
from game.db.vocab import Kind, Magic
from game.rules.combat import STAT_MAX

WIN = 1_000_000
# weights of score(): LP-equivalents of a kill, of the threat left, and of the boards' strength
_W_KILL, _W_THREAT, _W_BEST, _W_SUM, _W_FOE = 0.6, 0.7, 0.3, 0.05, 0.15


@dataclass(frozen=True, slots=True)
class Unit:
    """A monster as the evaluation sees it."""

    card: int
    atk: int
    def_: int
    star: int
    defence: bool = False
    ready: bool = True  # may still attack this turn (own side only)

    @property
    def power(self) -> int:
        """Returns the higher of ATK and DEF."""
        return max(self.atk, self.def_)


@dataclass(frozen=True, slots=True)
class Board:
    """Both sides after a candidate play."""

    mine: tuple[Unit, ...]
    foe: tuple[Unit, ...]  # visible only
    foe_hidden: int
    my_lp: int
    foe_lp: int
    locked: bool = False  # this side may not attack (Swords)
    foe_locked: bool = False
    terrain: int = 0


def score(db: CardDB, b: Board) -> float:
    """Returns the board's value for the side to move (higher is better; WIN for a sure win)."""
    if b.foe_lp <= 0:
        return WIN
    damage, killed, kept, foe_left = attack_plan(db, b)
    if damage >= b.foe_lp:
        return WIN - 1
    threat = 0 if b.foe_locked else _threat(kept, foe_left, b.foe_hidden)
    best = max((u.atk for u in kept), default=0)
    return (damage + _W_KILL * killed - _W_THREAT * min(threat, b.my_lp) + _W_BEST * best
            + _W_SUM * sum(u.power for u in kept) - _W_FOE * sum(u.power for u in foe_left))


def attack_plan(db: CardDB, b: Board) -> tuple[int, int, list[Unit], list[Unit]]:
    """Returns (LP damage, value killed, own monsters left, foe monsters left) of a greedy attack sequence.

    Each visible target, strongest first, is taken by the weakest ready monster that strictly wins
    (the killer search of R14.13 with stars); with no monster left on the other side, the rest attack directly.
    """
    kept = list(b.mine)
    foe = list(b.foe)
    if b.locked:
        return 0, 0, kept, foe
    beats = db.star_beats
    bonus = int(db.star_bonus)
    ready = sorted((u for u in kept if u.ready), key=lambda u: u.atk)
    damage = killed = 0
    for target in sorted(foe, key=lambda u: -u.power):
        value = target.def_ if target.defence else target.atk
        for u in ready:
            if min(u.atk + int(beats[u.star, target.star]) * bonus, STAT_MAX) > value:
                ready.remove(u)
                foe.remove(target)
                killed += target.power
                if not target.defence:
                    damage += min(u.atk + int(beats[u.star, target.star]) * bonus, STAT_MAX) - value
                break
    if not foe and not b.foe_hidden:
        damage += sum(u.atk for u in ready)
    return damage, killed, kept, foe


def apply_magic(db: CardDB, b: Board, card: int) -> Board | None:
    """Returns the board after using magic ``card`` now (§7), or None when the AI cannot foresee it."""
    t = tables(db)
    behaviour = int(db.magic[card])
    param = int(db.magic_param[card])
    if behaviour == Magic.BURN:
        return replace(b, foe_lp=b.foe_lp - param)
    if behaviour == Magic.HEAL:
        return replace(b, my_lp=b.my_lp + param)
    if behaviour == Magic.DESTROY_TYPE:
        return replace(b, foe=tuple(u for u in b.foe if t.type[u.card] != param))
    if behaviour == Magic.DESTROY_ATK_AT_LEAST:
        return replace(b, foe=tuple(u for u in b.foe if u.atk < param))
    if behaviour == Magic.DESTROY_ALL_OPPONENT:
        return replace(b, foe=(), foe_hidden=0)
    if behaviour == Magic.DESTROY_ALL_BOTH:
        return replace(b, foe=(), foe_hidden=0, mine=())
    if behaviour == Magic.STOP_DEFENSE:
        return replace(b, foe=tuple(replace(u, defence=False) for u in b.foe))
    if behaviour == Magic.WEAKEN:
        return replace(b, foe=tuple(replace(u, atk=max(u.atk + param, 0), def_=max(u.def_ + param, 0)) for u in b.foe))
    if behaviour == Magic.SWORDS:
        return replace(b, foe_locked=True)
    if behaviour == Magic.FIELD:
        return retarget(db, b, param)
    return None


def retarget(db: CardDB, b: Board, terrain: int) -> Board:
    """Returns the board with every monster's terrain modifier moved from b.terrain to ``terrain`` (R11.1)."""
    t = tables(db)
    old, new = t.terrain[b.terrain], t.terrain[terrain]

    def move(u: Unit) -> Unit:
        d = new[u.card] - old[u.card]
        return replace(u, atk=min(max(u.atk + d, 0), STAT_MAX), def_=min(max(u.def_ + d, 0), STAT_MAX))
    return replace(b, mine=tuple(map(move, b.mine)), foe=tuple(map(move, b.foe)), terrain=terrain)


def is_monster(db: CardDB, card: int) -> bool:
    """Returns whether a card id is a monster."""
    return card > 0 and int(db.kind[card]) == Kind.MONSTER


# ---------------------------------------------------------------- helpers

def _threat(mine: list[Unit], foe: list[Unit], hidden: int) -> int:
    """Returns roughly what the other side's visible monsters can take next turn."""
    attackers = sorted((u.atk for u in foe), reverse=True)
    if not attackers:
        return 0
    if not mine:
        return sum(attackers)
    loss = 0
    walls = sorted(mine, key=lambda u: -u.power)
    for a in attackers:
        if not walls:
            loss += a
            continue
        w = walls[0]
        value = w.def_ if w.defence else w.atk
        if a > value:
            loss += w.power // 2 + (0 if w.defence else a - value)
            walls.pop(0)
    return loss
