"""``fmduel calc fuse|battle|rank --position FILE``: the calculators read a whole position.

* ``fuse``: every distinct card the acting side's hand can make, as a numbered chain on an empty
  zone or dropped on each of its own monsters (D-10), strongest first, with how it is placed (R5.13);
* ``battle``: each legal attack of the acting side, resolved by the duel engine itself on the
  position (traps included), with the numbers of its Battle event; ``ATTACKER`` / ``DEFENDER``
  zones narrow the list. A position in its hand phase is looked at as if the hand play were done;
* ``rank``: the rank the player's counters (side 0) would earn with the given kind of win.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

import numpy as np

from game.commands.calc_words import placement_of
from game.db import CardDB
from game.db.vocab import Kind
from game.rules import events as ev
from game.rules.actions import decode_attack, is_attack, legal_actions
from game.rules.engine import step
from game.rules.fusion_vector import chain_orders, chain_search
from game.rules.position import PositionError, load_position
from game.rules.rank import COUNTER_NAMES, rank
from game.rules.state import Decision, DuelState, Phase
from game.safe_load import plain_int

_SHOWN = 12


def run(db: CardDB, args: argparse.Namespace, bad: type[Exception]) -> tuple[dict[str, Any], list[str]]:
    """Returns (report, lines) of the chosen calculator on the position file; raises ``bad`` on bad input."""
    try:
        state = load_position(db, args.position)
    except PositionError as exc:
        raise bad(f"argument --position: {exc}") from None
    return {"fuse": _fuse, "battle": _battle, "rank": _rank}[args.calc](db, state, args, bad)


def _fuse(db: CardDB, state: DuelState, args, bad) -> tuple[dict[str, Any], list[str]]:
    if args.cards:
        raise bad("argument CARD: the cards come from the position's hand; give either cards or --position")
    me = state.sides[state.active]
    hand = np.zeros(5, np.int32)
    hand[:len(me.hand)] = me.hand
    glitch = state.options.glitch_fusions
    heads = [(None, 0, 0)] + [(z, r.card, r.equip_bonus) for z, r in enumerate(me.monsters) if r.card]
    results, seen = [], set()
    orders = chain_orders()
    for zone, card, bonus in heads:
        found = chain_search(db, hand, field=card or None, field_bonus=bonus, glitch=glitch,
                             terrain=state.terrain)
        for c in np.nonzero(found.valid)[0]:
            positions = [int(i) for i in orders[c] if i >= 0]
            survivor = int(found.result[c])
            used = [int(me.hand[i]) for i in positions] + ([card] if card else [])
            if (zone, survivor) in seen or (survivor in used and not found.equips[c]):
                continue  # what is left is a card already there: the same as playing it alone
            seen.add((zone, survivor))
            monster = int(db.kind[survivor]) == Kind.MONSTER
            results.append({"zone": zone, "hand": positions, "cards": [int(me.hand[i]) for i in positions],
                            "result": survivor, "name": db.names[survivor],
                            "atk": int(found.atk[c]) if monster else None,
                            "def": int(found.def_[c]) if monster else None,
                            "fusions": int(found.fusions[c]), "equips": int(found.equips[c])})
    results.sort(key=lambda r: (-(max(r["atk"], r["def"]) if r["atk"] is not None else -1), len(r["cards"])))
    lines = [f"side {state.active} hand: " + ", ".join(db.names[c] for c in me.hand)]
    for r in results[:_SHOWN]:
        where = ("from the hand" if r["zone"] is None
                 else f"on zone {r['zone']} ({db.names[me.monsters[r['zone']].card]})")
        stats = f"{r['atk']}/{r['def']}" if r["atk"] is not None else placement_of(db, r["result"])
        lines.append(f"{r['name']:<28} {stats:>11}  {where}: " + " + ".join(db.names[c] for c in r["cards"]))
    if not results:
        lines.append("no combination changes anything")
    elif len(results) > _SHOWN:
        lines.append(f"... {len(results) - _SHOWN} more (--json lists all)")
    return {"side": state.active, "results": results}, lines


def _battle(db: CardDB, state: DuelState, args, bad) -> tuple[dict[str, Any], list[str]]:
    zones = [_zone(v, name, bad) for v, name in ((args.attacker, "ATTACKER"), (args.defender, "DEFENDER"))]
    if state.phase == Phase.HAND:
        state = replace(state, phase=Phase.FIELD, pending=Decision.NONE, chain=())
    attacks = [a for a in legal_actions(db, state) if is_attack(a)]
    out, lines = [], []
    for a in attacks:
        attacker, _victim, target = decode_attack(a, state)
        if zones[0] is not None and attacker != zones[0] or zones[1] is not None and target != zones[1]:
            continue
        _, events = step(db, state, a)
        battle = next((e for e in events if isinstance(e, ev.Battle)), None)
        trap = next((e for e in events if isinstance(e, ev.TrapFired)), None)
        declared = next(e for e in events if isinstance(e, ev.AttackDeclared))
        entry = {"attacker": attacker, "target": target, "trap_atk": declared.trap_atk,
                 "trap": trap.card if trap else 0, "battle": ev.event_to_dict(battle) if battle else None}
        out.append(entry)
        lines.append(_battle_line(db, state, entry, battle, trap))
    if not out:
        lines.append("no legal attack for the acting side in this position")
    return {"side": state.active, "attacks": out}, lines


def _rank(db: CardDB, state: DuelState, args, bad) -> tuple[dict[str, Any], list[str]]:
    counters = list(state.sides[0].counters)
    result = rank(db, counters, args.win)
    lines = [f"{name.replace('_', ' '):<18} {value:>5}  {points:+d}"
             for name, value, points in zip(COUNTER_NAMES, counters, result.points)]
    lines.append(f"score {result.score}  rank {result.name}  starchips +{result.starchips}")
    return {"counters": dict(zip(COUNTER_NAMES, counters)), "score": result.score, "rank": result.name,
            "win": args.win}, lines


def _zone(value: str | None, name: str, bad) -> int | None:
    if value is None:
        return None
    zone = plain_int(value)  # ASCII digits only: '²' passes str.isdigit but not int()
    if zone is None or zone >= 5:
        raise bad(f"argument {name}: with --position, a zone number 0-4, got {value!r}")
    return zone


def _battle_line(db: CardDB, state: DuelState, entry: dict, battle, trap) -> str:
    me = state.sides[state.active]
    head = f"zone {entry['attacker']} {db.names[me.monsters[entry['attacker']].card]}"
    if trap is not None:
        return f"{head}: destroyed by the trap {db.names[trap.card]} (checked ATK {entry['trap_atk']})"
    if battle.outcome == ev.Outcome.DIRECT:
        return f"{head}: direct attack, {battle.damage} damage"
    dead = [name for name, hit in (("attacker", battle.attacker_destroyed),
                                   ("defender", battle.defender_destroyed)) if hit]
    return (f"{head} -> zone {entry['target']} {db.names[battle.defender_card]}: "
            f"L {battle.attacker_value} ({battle.attacker_stats[0]} {battle.star_adjustment:+d}) vs "
            f"{'DEF' if battle.defender_defence else 'ATK'} {battle.defender_value}, "
            f"margin {battle.margin:+d}, "
            f"{battle.outcome}; damage {battle.damage}"
            + (f" to side {battle.damage_to}" if battle.damage_to >= 0 else "")
            + f"; destroyed: {', '.join(dead) or 'nothing'}")
