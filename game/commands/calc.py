"""``fmduel calc fuse|battle|rank``: the rules resolvers as calculators, with the numbers shown.

Each calculator prints the steps of its rule (or one JSON object with ``--json``) so a player or
a test can check a chain, an attack or a rank by hand. Bad input names the argument and exits 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.commands.calc_words import placement_of
from game.commands.common import existing_file, load_db_or_report, whole
from game.db import CardDB
from game.db.vocab import POOL_NAMES, STAR_NAMES, TERRAIN_NAMES, Kind
from game.rules.combat import (
    battle_outcome,
    direct_attack_damage,
    effective_stat,
    star_adjustment,
    terrain_modifier,
)
from game.rules.events import StepKind
from game.rules.fusion import resolve_chain
from game.rules.rank import COUNTER_NAMES, WIN_KINDS, rank

_COUNTER_DEFAULTS = {"remaining_lp": 8000}
_MAX_CHAIN = 5
_MAX_STAT = 9999  # R2.7: a bonus or penalty past the clamp changes nothing


class _BadInput(Exception):
    """A user argument that does not name a valid card or value; the message names the argument."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds the fuse, battle and rank calculators."""
    sub = parser.add_subparsers(dest="calc", metavar="CALCULATOR", required=True)
    fuse = sub.add_parser("fuse", help="resolve a numbered chain (R5)", description="resolve a numbered chain (R5)")
    fuse.add_argument("cards", nargs="*", metavar="CARD", help="card ids or names, in chain order")
    fuse.add_argument("--field", metavar="CARD", help="own field monster heading the chain (D-10)")
    fuse.add_argument("--field-bonus", type=whole(0, _MAX_STAT), default=0, metavar="N", help="equip bonus the field monster has")
    fuse.add_argument("--terrain", type=_terrain, default=0, metavar="NAME", help="terrain name or code 0-6")
    fuse.add_argument("--no-glitch", action="store_true", help="ignore the 15 retail glitch recipes")
    fuse.add_argument("--json", action="store_true", help="print one JSON object")
    _position_argument(fuse, "list what the acting side's hand can make, alone or on its own monsters")

    battle = sub.add_parser("battle", help="resolve one attack (R6)", description="resolve one attack (R6)")
    battle.add_argument("attacker", metavar="ATTACKER", nargs="?",
                        help="attacking card id or name (with --position: the attacker's zone 0-4)")
    battle.add_argument("defender", metavar="DEFENDER", nargs="?",
                        help="defending card (omit: direct attack; with --position: the target zone 0-4)")
    battle.add_argument("--attacker-star", type=whole(1, 2), default=1, metavar="1|2", help="attacker's chosen star")
    battle.add_argument("--defender-star", type=whole(1, 2), default=1, metavar="1|2", help="defender's chosen star")
    battle.add_argument("--defence", action="store_true", help="the defender is in defence position")
    battle.add_argument("--face-down", action="store_true", help="the defender is face-down (it is flipped)")
    for side in ("attacker", "defender"):
        battle.add_argument(f"--{side}-equip", type=whole(0, _MAX_STAT), default=0, metavar="N",
                            help=f"{side}'s equip bonus (>= 0)")
        battle.add_argument(f"--{side}-penalty", type=whole(-_MAX_STAT, 0), default=0, metavar="N",
                            help=f"{side}'s level penalty (<= 0)")
    battle.add_argument("--terrain", type=_terrain, default=0, metavar="NAME", help="terrain name or code 0-6")
    battle.add_argument("--json", action="store_true", help="print one JSON object")
    _position_argument(battle, "resolve the acting side's attacks in that position with the duel engine")

    ranker = sub.add_parser("rank", help="score a won duel (R13)", description="score a won duel (R13)")
    for name in COUNTER_NAMES:
        ranker.add_argument(f"--{name.replace('_', '-')}", dest=name, type=whole(0),
                            default=_COUNTER_DEFAULTS.get(name, 0), metavar="N",
                            help=f"{name.replace('_', ' ')} (default {_COUNTER_DEFAULTS.get(name, 0)})")
    ranker.add_argument("--win", choices=WIN_KINDS, default="lp", help="how the duel was won (default lp)")
    ranker.add_argument("--json", action="store_true", help="print one JSON object")
    _position_argument(ranker, "take the player's counters (side 0) from a position file")


def _position_argument(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--position", type=existing_file, default=None, metavar="FILE",
                        help=f"a position file (YAML or JSON, docs/engine.md): {what}")


def run(args: argparse.Namespace) -> int:
    """Runs the chosen calculator; returns 2 with a message naming the argument on bad input."""
    db = load_db_or_report(args, "fmduel calc")
    if db is None:
        return 1
    try:
        if args.position is not None:
            from game.commands import calc_position

            report, text = calc_position.run(db, args, _BadInput)
        else:
            report, text = {"fuse": _fuse, "battle": _battle, "rank": _rank}[args.calc](db, args)
    except _BadInput as exc:
        print(f"fmduel calc {args.calc}: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report, sort_keys=True) if args.json else "\n".join(text))
    return 0


# ---------------------------------------------------------------- calculators

def _fuse(db: CardDB, args: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    if not args.cards:
        raise _BadInput("argument CARD: give at least one card (or --position FILE)")
    if len(args.cards) > _MAX_CHAIN:
        raise _BadInput(f"argument CARD: at most {_MAX_CHAIN} cards can be numbered (R5.3), got {len(args.cards)}")
    cards = [_card(db, c, "CARD") for c in args.cards]
    chain = list(cards)
    field = None
    if args.field is not None:
        field = _card(db, args.field, "--field")
        chain.insert(0, field)
    result = resolve_chain(db, chain, glitch=not args.no_glitch, head_bonus=args.field_bonus if field else 0)
    survivor = result.survivor
    monster = int(db.kind[survivor]) == Kind.MONSTER
    combined = result.fused or len(cards) >= 2  # a fusion is a combination even with one card dropped on F
    placement = f"combination: {placement_of(db, survivor)}" if combined else None
    terr = terrain_modifier(db, survivor, args.terrain)
    atk = effective_stat(int(db.atk[survivor]), result.bonus, 0, terr) if monster else None
    dfn = effective_stat(int(db.def_[survivor]), result.bonus, 0, terr) if monster else None
    steps, lines, left = [], [], chain[0]
    for k, (right, step) in enumerate(zip(chain[1:], result.steps), start=1):
        steps.append({"left": _ref(db, left), "right": _ref(db, right), "kind": step.kind,
                      "survivor": _ref(db, step.survivor), "discarded": _ref(db, step.discarded) if step.discarded
                      else None, "bonus": step.bonus})
        lines.append(f"{k}. {_label(db, left)} + {_label(db, right)} -> " + _step_text(db, step))
        left = step.survivor
    report = {
        "cards": [_ref(db, c) for c in cards], "field": _ref(db, field) if field else None,
        "terrain": TERRAIN_NAMES[args.terrain], "glitch": not args.no_glitch, "steps": steps,
        "result": {**_ref(db, survivor), "kind": Kind(int(db.kind[survivor])).name.lower(), "atk": atk, "def": dfn,
                   "base_atk": int(db.atk[survivor]) if monster else None,
                   "base_def": int(db.def_[survivor]) if monster else None,
                   "equip_bonus": result.bonus, "terrain_modifier": terr},
        "discarded": [_ref(db, c) for c in result.discarded], "fused": result.fused, "fusions": result.fusions,
        "equips": result.equips, "placement": placement,
    }
    if not steps:
        lines.append("a single card: nothing to combine")
    stats = (f"ATK {atk} DEF {dfn} (base {db.atk[survivor]}/{db.def_[survivor]}, equip {result.bonus:+d}, "
             f"terrain {terr:+d})" if monster else f"a {Kind(int(db.kind[survivor])).name.lower()} card")
    lines.append(f"result: {_label(db, survivor)}  {stats}" + (f"  [{placement}]" if placement else ""))
    lines.append("discarded: " + (", ".join(_label(db, c) for c in result.discarded) or "none"))
    lines.append(f"fusion steps: {result.fusions}  equip steps: {result.equips}")
    return report, lines


def _battle(db: CardDB, args: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    if args.attacker is None:
        raise _BadInput("argument ATTACKER: required (or --position FILE)")
    att = _monster(db, args.attacker, "ATTACKER")
    a_star = int((db.star1 if args.attacker_star == 1 else db.star2)[att])
    a_terr = terrain_modifier(db, att, args.terrain)
    a_val = effective_stat(int(db.atk[att]), args.attacker_equip, args.attacker_penalty, a_terr)
    attacker = {**_ref(db, att), "star": STAR_NAMES[a_star], "eff_atk": a_val, "base_atk": int(db.atk[att]),
                "equip": args.attacker_equip, "penalty": args.attacker_penalty, "terrain_modifier": a_terr}
    lines = [(f"attacker: {_label(db, att)}  ATK {a_val} (base {db.atk[att]}, "
              f"equip {args.attacker_equip:+d}, penalty {args.attacker_penalty:+d}, terrain {a_terr:+d}), "
              f"star {STAR_NAMES[a_star]}")]
    if args.defender is None:
        damage = direct_attack_damage(a_val)
        lines.append(f"direct attack: stars ignored; the defending side loses {damage} LP (R6.7)")
        return {"attacker": attacker, "direct": True, "damage_to_defender_owner": damage,
                "terrain": TERRAIN_NAMES[args.terrain]}, lines
    dfd = _monster(db, args.defender, "DEFENDER")
    d_star = int((db.star1 if args.defender_star == 1 else db.star2)[dfd])
    d_terr = terrain_modifier(db, dfd, args.terrain)
    base = int((db.def_ if args.defence else db.atk)[dfd])
    d_val = effective_stat(base, args.defender_equip, args.defender_penalty, d_terr)
    g = star_adjustment(db, a_star, d_star)
    out = battle_outcome(a_val, g, d_val, args.defence)
    stat = "DEF" if args.defence else "ATK"
    lines += [
        f"defender: {_label(db, dfd)}  {stat} {d_val} (base {base}, equip {args.defender_equip:+d}, "
        f"penalty {args.defender_penalty:+d}, terrain {d_terr:+d}), star {STAR_NAMES[d_star]}, "
        f"{'defence' if args.defence else 'attack'} position" + (", face-down: flipped face-up" if args.face_down
                                                                  else ""),
        f"star adjustment: {g:+d} ({_star_text(db, a_star, d_star)})",
        (f"L = min({a_val} {'-' if g < 0 else '+'} {abs(g)}, 9999) = {out.attacker_value}; "
        f"margin = {out.attacker_value} - {d_val} = "
        f"{out.margin:+d}"),
        "destroyed: " + (", ".join(n for n, hit in (("attacker", out.attacker_destroyed),
                                                    ("defender", out.defender_destroyed)) if hit) or "nothing"),
        (f"LP damage: attacker's owner -{out.damage_to_attacker_owner}, defender's owner "
        f"-{out.damage_to_defender_owner}"),
    ]
    report = {
        "attacker": attacker, "direct": False, "terrain": TERRAIN_NAMES[args.terrain],
        "defender": {**_ref(db, dfd), "star": STAR_NAMES[d_star], "value": d_val, "stat": stat.lower(),
                     "base": base, "equip": args.defender_equip, "penalty": args.defender_penalty,
                     "terrain_modifier": d_terr, "defence": args.defence, "face_down": args.face_down},
        "star_adjustment": g, "attacker_value": out.attacker_value, "margin": out.margin,
        "attacker_destroyed": out.attacker_destroyed, "defender_destroyed": out.defender_destroyed,
        "damage_to_attacker_owner": out.damage_to_attacker_owner,
        "damage_to_defender_owner": out.damage_to_defender_owner,
    }
    return report, lines


def _rank(db: CardDB, args: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    counters = [getattr(args, name) for name in COUNTER_NAMES]
    result = rank(db, counters, args.win)
    pool = POOL_NAMES[result.pool]
    lines = [f"{name.replace('_', ' '):<18} {value:>5}  {points:+d}"
             for name, value, points in zip(COUNTER_NAMES, counters, result.points)]
    lines += [f"{'end (' + args.win + ')':<18} {'':>5}  {result.end_adjustment:+d}",
              f"score: {db.rank_base} {result.end_adjustment:+d} {sum(result.points):+d} = {result.score}",
              f"rank: {result.name}  starchips: +{result.starchips}  drop pool: {pool}"]
    report = {"counters": dict(zip(COUNTER_NAMES, counters)), "points": dict(zip(COUNTER_NAMES, result.points)),
              "win": args.win, "end_adjustment": result.end_adjustment, "base": int(db.rank_base),
              "score": result.score, "rank": result.name, "letter": result.letter, "axis": result.axis,
              "starchips": result.starchips, "drop_pool": pool}
    return report, lines


# ---------------------------------------------------------------- helpers

def _card(db: CardDB, text: str, argument: str) -> int:
    try:
        return db.card_id(text)
    except KeyError as exc:
        raise _BadInput(f"argument {argument}: {exc.args[0]}") from None


def _monster(db: CardDB, text: str, argument: str) -> int:
    card = _card(db, text, argument)
    if int(db.kind[card]) != Kind.MONSTER:
        raise _BadInput(f"argument {argument}: {db.names[card]!r} (#{card}) is not a monster")
    return card


def _ref(db: CardDB, card: int) -> dict[str, Any]:
    return {"id": int(card), "name": db.names[card]}


def _label(db: CardDB, card: int) -> str:
    return f"{db.names[card]} (#{card})"


def _step_text(db: CardDB, step: Any) -> str:
    if step.kind == StepKind.FUSION:
        return f"fusion: {_label(db, step.survivor)}"
    if step.kind == StepKind.EQUIP:
        return f"equip: {_label(db, step.survivor)} {step.bonus:+d}"
    return f"fail: {_label(db, step.discarded)} discarded, {_label(db, step.survivor)} survives"


def _star_text(db: CardDB, a: int, d: int) -> str:
    beats = int(db.star_beats[a, d])
    if beats > 0:
        return f"{STAR_NAMES[a]} beats {STAR_NAMES[d]}"
    if beats < 0:
        return f"{STAR_NAMES[d]} beats {STAR_NAMES[a]}"
    return f"{STAR_NAMES[a]} vs {STAR_NAMES[d]}: neutral"


def _terrain(text: str) -> int:
    from game.safe_load import signed_int

    code = signed_int(text)  # ASCII digits only: '²' passes str.isdigit but not int()
    if code is not None:
        if 0 <= code < len(TERRAIN_NAMES):
            return code
        raise argparse.ArgumentTypeError(f"no terrain with code {code} (codes are 0..{len(TERRAIN_NAMES) - 1})")
    for code, name in enumerate(TERRAIN_NAMES):
        if name.casefold() == text.strip().casefold():
            return code
    raise argparse.ArgumentTypeError(f"unknown terrain {text!r} (one of {', '.join(TERRAIN_NAMES)} or 0-6)")
