"""The field script of §14.5 as it was first written: a generator of candidate actions over a snapshot.

``game.ai.field_script.field_action`` runs the same script as a function that stops at the first legal
candidate (and step 4 in plain loops); the tests hold the two equal, the memory they leave and the rolls
they draw included. Kept as the plain reading of the script's priority list, not for speed.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.ai.combo import tables
from game.ai.field_script import TurnMemory, _spell_action, beats
from game.ai.params import Dice, Personality
from game.ai.reasons import Step
from game.ai.snapshot import Mon, Snapshot
from game.db import CardDB
from game.rules import actions as A


def reference_action(db: CardDB, snap: Snapshot, who: Personality, dice: Dice, mem: TurnMemory,
                     legal: list[int]) -> int:
    """Returns the first candidate in ``legal``, or -1 when the candidates run out (what the agent took)."""
    return next((a for a in field_candidates(db, snap, who, dice, mem) if a in legal), -1)


def field_candidates(db: CardDB, snap: Snapshot, who: Personality, dice: Dice, mem: TurnMemory) -> Iterator[int]:
    """Yields the field script's actions in priority order (§14.5 steps 2-6)."""
    s = snap
    if mem.intent >= 0:
        intent, mem.intent = mem.intent, -1
        yield intent
    for zone, card in s.my_spells:  # step 2
        if (zone, card) in mem.spells:
            continue
        mem.spells.add((zone, card))
        action = _spell_action(db, s, who, dice, zone, card)
        if action >= 0:
            mem.why = (Step.SPELL, card)
            yield action
    for m in s.mine:  # step 3: walls
        if m.card in who.walls and (m.zone, m.card) not in mem.done and not m.used:
            mem.done.add((m.zone, m.card))
            if not m.defence:
                mem.why = (Step.WALL, m.card)
                yield A.CHANGE_POS + m.zone
    if s.my_swords == 0:  # step 4
        yield from _attacks(db, s, who, dice, mem)
    for m in s.mine:  # step 5: leftovers
        if (m.zone, m.card) in mem.done or m.used:
            continue
        mem.done.add((m.zone, m.card))
        if not m.defence and m.card not in who.eight:
            mem.why = (Step.DEFEND, m.card)
            yield A.CHANGE_POS + m.zone
    mem.why = (Step.END_TURN,)
    yield A.END_TURN  # step 6


def _attack(mem: TurnMemory, attacker: Mon, target: int, why: tuple) -> Iterator[int]:
    action = A.attack_action(attacker.zone, target)
    mem.why = why
    mem.done.add((attacker.zone, attacker.card))
    if attacker.defence:  # the script's attack on a defence-position monster switches it first
        mem.intent = action
        yield A.CHANGE_POS + attacker.zone
    else:
        yield action


def _attacks(db: CardDB, s: Snapshot, who: Personality, dice: Dice, mem: TurnMemory) -> Iterator[int]:
    t = tables(db)
    ready = [m for m in s.mine if not m.used and (m.zone, m.card) not in mem.done]
    if not ready:
        return
    foe_atk = [m for m in s.foe if not m.defence]
    top = max(ready, key=lambda m: (m.atk, -m.zone))
    if foe_atk:  # 4.1 lethal, compared by base ATK (R14.4 quirk)
        low = min(foe_atk, key=lambda m: (m.atk, m.zone))
        if t.atk[top.card] - t.atk[low.card] >= s.foe_lp:
            yield from _attack(mem, top, low.zone, (Step.LETHAL_ATTACK, top.card, low.card))
            return
    by_atk = sorted(ready, key=lambda m: (m.atk, m.zone))
    for targets, stat in ((foe_atk, "atk"), ([m for m in s.foe if m.defence], "def_")):  # 4.2, 4.3
        for target in sorted(targets, key=lambda m: (-getattr(m, stat), m.zone)):
            killer = next((m for m in by_atk if beats(db, m, target, getattr(target, stat))), None)
            if killer is not None:  # R14.13: the weakest monster that wins
                yield from _attack(mem, killer, target.zone, (Step.SAFE_ATTACK, killer.card, target.card,
                                                              getattr(target, stat)))
                return
    for zone, _defence in s.foe_hidden:  # 4.4 blind attacks on cards the view hides
        if zone in mem.blind:
            continue
        mem.blind.add(zone)
        roll = dice.d100()  # the same one draw as dice.percent(who.blind_pct)
        if roll < who.blind_pct:
            yield from _attack(mem, top, zone, (Step.BLIND_ATTACK, top.card, 0, 0, roll, who.blind_pct))
            return
    if s.foe_count == 0:  # 4.5
        yield from _attack(mem, top, -1, (Step.DIRECT_ATTACK, top.card))
