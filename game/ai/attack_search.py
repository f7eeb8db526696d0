"""The strong AI's attack search: every assignment of ready monsters to visible targets, scored.

One ``combat.board_outcomes`` call gives every attacker x target outcome of the position (stars,
equips, penalties and terrain included). A depth-first search then tries every way of sending
each ready monster at a distinct visible target or holding it back. Once no monster is left on
the other side, the monsters held back attack directly. Each plan is scored in LP terms:

* plus the damage dealt and the monsters killed;
* minus the monsters and LP lost;
* minus exposure: a monster that attacked stays in attack position under any stronger foe that survives.

The agent plays the first attack of the best plan and searches again on the next view.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from game.db import CardDB
from game.rules.combat import board_outcomes
from game.rules.state import DuelState

WIN = 1_000_000
_W_KILL, _W_LOSS, _W_EXPOSED = 0.6, 1.0, 0.25


@dataclass(frozen=True, slots=True)
class AttackPlan:
    """The search's pick, as the search itself valued it (practice mode's reason for the attack)."""

    first: tuple[int, int]  # (attacker zone, target zone or -1 for direct): the attack played now
    value: float  # the plan's score in LP terms (WIN - attacks when it finishes the other side)
    plans: int  # how many plans the search scored
    attacks: int  # attacks in the plan
    kills: bool  # the first attack destroys its target
    damage: int  # LP the first attack takes off the other side

    @property
    def lethal(self) -> bool:
        """Returns whether the plan's damage finishes the other side this turn."""
        return self.value >= WIN - self.attacks


def best_attack(db: CardDB, view: DuelState, ready: list[int]) -> tuple[int, int] | None:
    """Returns (attacker zone, target zone or -1 for direct) opening the best plan, or None to hold back."""
    plan = attack_plan(db, view, ready)
    return None if plan is None else plan.first


def attack_plan(db: CardDB, view: DuelState, ready: list[int]) -> AttackPlan | None:
    """Returns the best plan's first attack with what the search found, or None to hold back.

    ``ready`` lists own monster zones that may still attack (after a switch to attack position if needed).
    Hidden monsters are not targets here; they only block direct attacks.
    """
    me, foe = view.sides[view.active], view.sides[1 - view.active]
    if not ready:
        return None
    att = np.array([r.card if z in ready else 0 for z, r in enumerate(me.monsters)], np.intp)
    visible = [z for z, r in enumerate(foe.monsters) if r.card > 0]
    hidden = sum(1 for r in foe.monsters if r.card < 0)
    dfd = np.array([max(r.card, 0) for r in foe.monsters], np.intp)
    out = board_outcomes(
        db, att, dfd,
        attacker_stars=np.array([_star(db, r) for r in me.monsters]),
        defender_stars=np.array([_star(db, r) for r in foe.monsters]),
        defender_defence=np.array([r.defence for r in foe.monsters]),
        attacker_equip=np.array([r.equip_bonus for r in me.monsters]),
        attacker_penalty=np.array([r.level_penalty for r in me.monsters]),
        defender_equip=np.array([r.equip_bonus if r.card > 0 else 0 for r in foe.monsters]),
        defender_penalty=np.array([r.level_penalty if r.card > 0 else 0 for r in foe.monsters]),
        terrain=view.terrain)
    a_dead, d_dead = out.attacker_destroyed.tolist(), out.defender_destroyed.tolist()
    hurt_me, hurt_foe = out.damage_to_attacker_owner.tolist(), out.damage_to_defender_owner.tolist()
    direct = out.direct.tolist()
    power = [max(int(db.atk[c]), int(db.def_[c])) for c in dfd.tolist()]
    my_power = [max(int(db.atk[c]), int(db.def_[c])) for c in att.tolist()]
    my_atk = direct
    foe_atk = _foe_atk(db, foe, view.terrain)
    best: list = [-float("inf"), None]
    plans = [0]

    def leaf(plan, alive, lost, lp_lost, damage, killed, exposed_zones):
        plans[0] += 1
        if not alive and not hidden:
            free = [a for a in ready if a not in {p[0] for p in plan} and a not in lost]
            damage += sum(my_atk[a] for a in free)
            plan = plan + [(a, -1) for a in free]
        if damage >= foe.lp:
            value = WIN - len(plan)
        else:
            top = max((foe_atk[t] for t in alive), default=-1)
            exposure = sum(max(top - my_atk[a], 0) + my_power[a] * _W_EXPOSED
                           for a in exposed_zones if a not in lost and top > my_atk[a])
            value = damage + _W_KILL * killed - _W_LOSS * (sum(my_power[a] for a in lost) + lp_lost) - exposure
        if value > best[0]:
            best[0], best[1] = value, plan

    def search(i, plan, alive, lost, lp_lost, damage, killed, exposed):
        if i == len(ready):
            leaf(plan, alive, lost, lp_lost, damage, killed, exposed)
            return
        a = ready[i]
        search(i + 1, plan, alive, lost, lp_lost, damage, killed, exposed)  # hold it back
        for t in alive:
            new_alive = [x for x in alive if x != t] if d_dead[a][t] else alive
            new_lost = lost + [a] if a_dead[a][t] else lost
            search(i + 1, plan + [(a, t)], new_alive, new_lost, lp_lost + hurt_me[a][t], damage + hurt_foe[a][t],
                   killed + (power[t] if d_dead[a][t] else 0), exposed + [a])

    search(0, [], visible, [], 0, 0, 0, [])
    plan = best[1]
    if not plan:
        return None
    kills = [p for p in plan if p[1] >= 0]
    a, t = (kills or plan)[0]
    hit = t >= 0
    return AttackPlan((a, t), best[0], plans[0], len(plan), bool(hit and d_dead[a][t]),
                      int(hurt_foe[a][t]) if hit else int(my_atk[a]))


# ---------------------------------------------------------------- helpers

def _star(db: CardDB, rec) -> int:
    if rec.card <= 0:
        return 0
    return int(db.star2[rec.card] if rec.star == 2 else db.star1[rec.card])


def _foe_atk(db: CardDB, foe, terrain: int) -> list[int]:
    from game.ai.combo import tables
    from game.rules.combat import effective_stat

    t = tables(db)
    return [effective_stat(t.atk[r.card], r.equip_bonus, r.level_penalty, t.terrain[terrain][r.card])
            if r.card > 0 else -1 for r in foe.monsters]
