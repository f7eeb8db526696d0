"""The field script (§14.5): one field action per run, from a priority list, on a fresh snapshot.

    action = field_action(db, snap, who, dice, memory, legal)   # the first legal candidate, or -1

A run tries candidate actions in priority order and stops at the first legal one; the agent runs the
script again on the next snapshot. ``TurnMemory`` is the script's "marked used" set (R4.14: a
position change does not set the engine's used flag, so the AI remembers what it has done), plus
the once-per-turn percent rolls and an attack that waits for its attacker to be switched to attack.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.combo import tables
from game.ai.params import Dice, Personality
from game.ai.reasons import Step
from game.ai.snapshot import Mon, Snapshot, strongest
from game.db import CardDB
from game.db.vocab import Kind, Magic
from game.rules import actions as A
from game.rules.combat import STAT_MAX
from game.rules.state import SideState


@dataclass(slots=True)
class TurnMemory:
    """What the field script has already decided this turn (reset when the turn changes)."""

    turn: int = -1
    spells: set[tuple[int, int]] = field(default_factory=set)  # (zone, card) of own set cards decided
    done: set[tuple[int, int]] = field(default_factory=set)  # (zone, card) of own monsters acted on
    blind: set[int] = field(default_factory=set)  # face-down target zones already rolled for
    intent: int = -1  # an attack to declare once its attacker is in attack position
    why: tuple = ()  # the step behind the action last yielded (game.ai.reasons: Step, card ids, numbers)

    def start(self, turn: int) -> None:
        """Clears the memory when a new turn starts."""
        if turn != self.turn:
            self.turn, self.intent = turn, -1
            self.spells.clear()
            self.done.clear()
            self.blind.clear()


def field_action(db: CardDB, snap: Snapshot, who: Personality, dice: Dice, mem: TurnMemory, legal: list[int]) -> int:
    """Returns the first of the field script's candidate actions (§14.5 steps 2-6, in priority order) that is
    in ``legal``, or -1 when none is.

    A candidate the engine refuses is passed over and the script goes on from there, with its memory marked
    and its rolls drawn as though the script had offered it, so each candidate is checked where it is made
    and the first legal one ends the run (no generator to resume: a field decision runs it about 57 times a
    duel).
    """
    s = snap
    if mem.intent >= 0:
        intent, mem.intent = mem.intent, -1
        if intent in legal:
            return intent
    if s.my_spells:  # step 2
        decided = mem.spells
        for key in s.my_spells:
            if key in decided:
                continue
            decided.add(key)
            action = _spell_action(db, s, who, dice, key[0], key[1])
            if action >= 0:
                mem.why = (Step.SPELL, key[1])
                if action in legal:
                    return action
    done = mem.done
    walls = who.walls
    ready = []  # step 4's monsters: not used, not acted on (step 3's walls marked first)
    for m in s.mine:  # step 3: walls
        if m.used:
            continue
        key = (m.zone, m.card)
        if key in done:
            continue
        if m.card in walls:
            done.add(key)
            if not m.defence:
                mem.why = (Step.WALL, m.card)
                if _CHANGE_POS + m.zone in legal:
                    return _CHANGE_POS + m.zone
            continue
        ready.append(m)
    if ready and s.my_swords == 0:  # step 4
        action = _attacks(db, s, ready, who, dice, mem, legal)
        if action >= 0:
            return action
    eight = who.eight
    for m in s.mine:  # step 5: leftovers
        if m.used:
            continue
        key = (m.zone, m.card)
        if key in done:
            continue
        done.add(key)
        if not m.defence and m.card not in eight:
            mem.why = (Step.DEFEND, m.card)
            if _CHANGE_POS + m.zone in legal:
                return _CHANGE_POS + m.zone
    mem.why = _END_TURN_WHY
    return _END_TURN if _END_TURN in legal else -1  # step 6


def idle_action(side: SideState, mem: TurnMemory, legal: list[int]) -> int | None:
    """Returns ``field_action``'s answer without a snapshot when it needs none, else None (the memory then
    left as ``field_action`` expects it).

    An attack waiting for its attacker's switch comes first and reads no board. With nothing left this turn
    (every own set card decided, every own monster used or acted on), steps 2-5 pass over every own card
    without reading the rest of the board or rolling, and step 6 ends the turn; only the acting side's own
    rows are read, which every view shows as they are (equal to ``field_action`` by test). The last field
    decision of most turns is this one.
    """
    if mem.intent >= 0:  # field_action's first step, the same whatever the board
        intent, mem.intent = mem.intent, -1
        if intent in legal:
            return intent
    done = mem.done
    for z, rec in enumerate(side.monsters):  # first: a monster still to act is the usual reason to go on
        c = rec.card
        if c > 0 and not rec.used and (z, c) not in done:
            return None
    decided = mem.spells
    for z, rec in enumerate(side.spells):
        c = rec.card
        if c > 0 and (z, c) not in decided:
            return None
    mem.why = _END_TURN_WHY
    return _END_TURN if _END_TURN in legal else -1


def beats(db: CardDB, attacker: Mon, target: Mon, value: int) -> bool:
    """Returns whether ``attacker`` strictly wins against ``value`` with the star adjustment (R14.4).

    ``AiScript_FindKiller``: +500 when the attacker's star beats the target's, -500 when the target's
    star beats the attacker's (§14.5 step 4.2, second edition).
    """
    g = tables(db).star_gain[attacker.star][target.star]  # star_beats (+1 / -1 / 0) times the star bonus
    return min(attacker.atk + g, STAT_MAX) - value > 0


# ---------------------------------------------------------------- helpers

def _attack(mem: TurnMemory, attacker: Mon, target: int, why: tuple, legal: list[int]) -> int:
    """Returns the attack's action when legal, else -1; the attacker is marked done either way."""
    action = _ATTACK + attacker.zone * 6 + (_DIRECT_TARGET if target < 0 else target)  # A.attack_action
    mem.why = why
    mem.done.add((attacker.zone, attacker.card))
    if attacker.defence:  # the script's attack on a defence-position monster switches it first
        mem.intent = action
        action = _CHANGE_POS + attacker.zone
    return action if action in legal else -1


def _attacks(db: CardDB, s: Snapshot, ready: list[Mon], who: Personality, dice: Dice, mem: TurnMemory,
             legal: list[int]) -> int:
    """Returns step 4's attack by one of ``ready`` when it is legal, else -1 (the script then goes on to step 5).

    Plain loops rather than ``sorted``/``min`` with key functions: the ties go to the lower zone as D-24 says
    (compared explicitly, so the rows' order does not matter).
    """
    top = ready[0]  # the highest effective ATK, the lower zone on ties (D-24)
    for m in ready:
        if m.atk > top.atk or (m.atk == top.atk and m.zone < top.zone):
            top = m
    t = tables(db)
    foe_atk, foe_def = [], []
    if s.foe:
        for m in s.foe:
            (foe_def if m.defence else foe_atk).append(m)
        if foe_atk:  # 4.1 lethal, compared by base ATK (R14.4 quirk)
            low = foe_atk[0]
            for m in foe_atk:
                if m.atk < low.atk or (m.atk == low.atk and m.zone < low.zone):
                    low = m
            if t.atk[top.card] - t.atk[low.card] >= s.foe_lp:
                return _attack(mem, top, low.zone, (Step.LETHAL_ATTACK, top.card, low.card), legal)
        gain = t.star_gain
        for targets, defence in ((foe_atk, False), (foe_def, True)):  # 4.2, 4.3: strongest target first
            if len(targets) > 1:
                targets = sorted(targets, key=_by_def_desc if defence else _by_atk_desc)
            for target in targets:
                value = target.def_ if defence else target.atk
                if value >= STAT_MAX:  # beats(): the attacker's ATK with its star bonus tops out at STAT_MAX
                    continue
                star = target.star
                killer = None  # R14.13: the weakest monster that wins (the lower zone on ties)
                for m in ready:
                    if m.atk + gain[m.star][star] > value and (
                            killer is None or m.atk < killer.atk or (m.atk == killer.atk and m.zone < killer.zone)):
                        killer = m
                if killer is not None:
                    return _attack(mem, killer, target.zone, (Step.SAFE_ATTACK, killer.card, target.card, value),
                                   legal)
    if s.foe_hidden:
        blind = mem.blind
        for zone, _defence in s.foe_hidden:  # 4.4 blind attacks on cards the view hides
            if zone in blind:
                continue
            blind.add(zone)
            roll = dice.d100()  # the same one draw as dice.percent(who.blind_pct)
            if roll < who.blind_pct:
                return _attack(mem, top, zone, (Step.BLIND_ATTACK, top.card, 0, 0, roll, who.blind_pct), legal)
    elif not s.foe:  # 4.5
        return _attack(mem, top, -1, (Step.DIRECT_ATTACK, top.card), legal)
    return -1


def _by_atk_desc(m: Mon) -> tuple[int, int]:
    return -m.atk, m.zone


def _by_def_desc(m: Mon) -> tuple[int, int]:
    return -m.def_, m.zone


def _spell_action(db: CardDB, s: Snapshot, who: Personality, dice: Dice, zone: int, card: int) -> int:
    t = tables(db)
    kind = t.kind[card]
    behaviour = t.magic[card]
    activate = A.ACTIVATE + zone
    mine, foe = strongest(s.mine), strongest(s.foe)
    if kind == Kind.EQUIP:
        fits = [m for m in s.mine if db.equip_ok[card, m.card]]
        return A.equip_action(zone, fits[0].zone) if fits else -1
    if kind == Kind.RITUAL:
        return activate if ritual_ready(db, s, card) else -1
    if kind not in (Kind.MAGIC, Kind.FIELD):
        return -1  # traps fire by themselves (R8)
    if behaviour == Magic.DUSTER:
        return activate if s.foe_spells and dice.percent(who.skill_pct) else -1
    if behaviour in (Magic.BURN, Magic.HEAL):
        if s.my_lp >= s.foe_lp:
            return -1
        if s.my_lp > who.low_lp or s.foe_spells == 0:
            return activate
        return -1 if dice.percent(who.skill_pct) else activate
    if behaviour == Magic.REVEAL:
        return activate if s.foe_count > len(s.mine) and not s.foe else -1
    if behaviour == Magic.SWORDS:
        return activate if s.foe_swords == 0 and (mine is None or (foe is not None and foe.base > mine.base)) else -1
    if behaviour == Magic.STOP_DEFENSE:
        return activate if s.my_swords == 0 and _stop_defense_pays(db, s) else -1
    foe_ahead = foe is not None and (mine is None or foe.base >= mine.base)
    param = t.magic_param[card]
    if behaviour == Magic.DESTROY_TYPE:
        return activate if foe_ahead and t.type[foe.card] == param else -1
    if behaviour == Magic.WEAKEN:
        return activate if foe_ahead else -1
    if behaviour == Magic.DESTROY_ATK_AT_LEAST:
        return activate if foe_ahead and foe.atk >= param else -1
    if behaviour == Magic.DESTROY_ALL_OPPONENT:
        return activate if foe_ahead and s.foe_count >= len(s.mine) else -1
    if behaviour == Magic.DESTROY_ALL_BOTH:
        return activate if foe_ahead and s.foe_count > len(s.mine) else -1
    if behaviour == Magic.FIELD:
        if not foe_ahead or mine is None or param == s.terrain or t.type[foe.card] == t.type[mine.card]:
            return -1
        bonus = db.terrain_bonus[param]
        return activate if bonus[t.type[mine.card]] > 0 and bonus[t.type[foe.card]] <= 0 else -1
    if behaviour == Magic.CURSEBREAKER:  # §14 is silent: lift penalties when one is on an own monster
        return activate if any(m.atk < t.atk[m.card] + t.terrain[s.terrain][m.card] for m in s.mine) else -1
    return -1


def ritual_ready(db: CardDB, s: Snapshot, ritual: int) -> bool:
    cards = [m.card for m in s.mine]
    for wanted in (int(x) for x in db.ritual[ritual][:3]):
        if wanted not in cards:
            return False
        cards.remove(wanted)
    return True


def _stop_defense_pays(db: CardDB, s: Snapshot) -> bool:
    if not s.mine or not s.foe:
        return False
    if max(m.atk for m in s.mine) - min(m.atk for m in s.foe) >= s.foe_lp:
        return True
    if len(s.mine) < s.foe_count:
        return False
    mine = sorted((m.atk for m in s.mine), reverse=True)
    theirs = sorted((m.atk for m in s.foe), reverse=True)
    return all(a > b for a, b in zip(mine, theirs))


_CHANGE_POS, _END_TURN, _ATTACK, _DIRECT_TARGET = A.CHANGE_POS, A.END_TURN, A.ATTACK, A.DIRECT_TARGET
_END_TURN_WHY = (Step.END_TURN,)
