"""``fmduel sim --a SPEC --b SPEC --duels N --seed S [--jobs J] [--json]``: AI-vs-AI duels, headless.

``fmduel sim --tag A,B vs C,D [--random-first] ...`` runs Tag Duels (§17) instead: team 1 = A (1A)
and B (1B), team 2 = C (2A) and D (2B), each a SPEC; the summary gives team wins and reasons.

A SPEC is ``NAME_OR_ID[:LEVEL]`` (a duelist, dealt a deck from its pool each duel; 39 = Duel Master K
copies the other side's deck) or ``path/to/deck.yaml[:LEVEL]``; LEVEL is retail (default), fair,
strong or random. Side A is the player seat and goes first. The report is the same for a given
seed whatever ``--jobs`` is (see game.sim.runner). Bad specs exit 2 with the argument named.
"""

from __future__ import annotations

import argparse
import json
import sys
from functools import partial

from game.ai.agent import LEVELS
from game.commands.common import add_jobs_argument, bad_argument, jobs_and_db, whole

PROG = "fmduel sim"
_bad = partial(bad_argument, PROG)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    spec_help = f"NAME_OR_ID[:LEVEL] or DECK.yaml[:LEVEL]; LEVEL one of {', '.join(LEVELS)} (default retail)"
    parser.add_argument("--a", metavar="SPEC", help=f"side A, the player seat: {spec_help}")
    parser.add_argument("--b", metavar="SPEC", help=f"side B, the computer seat: {spec_help}")
    parser.add_argument("--tag", nargs=3, metavar=("A,B", "vs", "C,D"),
                        help="a Tag Duel line-up instead of --a/--b: two SPECs per team, e.g. "
                             "--tag 7:retail,17:strong vs 38:retail,15:fair")
    parser.add_argument("--random-first", action="store_true", help="tag: draw the first team per duel (R17.6)")
    parser.add_argument("--duels", type=whole(1), default=100, metavar="N", help="number of duels (default 100)")
    parser.add_argument("--seed", type=whole(), default=0, metavar="S", help="master seed (default 0)")
    add_jobs_argument(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    """Runs the duels and prints the summary."""
    from game.sim.runner import simulate, summarise
    from game.sim.specs import DUEL_MASTER_K, SpecError, parse_spec

    checked = jobs_and_db(args, PROG)
    if isinstance(checked, int):
        return checked
    jobs, db = checked
    if args.tag:
        return _run_tag(args, db, jobs)
    for name in ("--a", "--b"):
        if getattr(args, name[2:]) is None:
            return _bad(name, "is required (or give a --tag line-up)")
    sides = []
    for name, spec in (("--a", args.a), ("--b", args.b)):
        try:
            sides.append(parse_spec(db, spec))
        except SpecError as exc:
            return _bad(name, str(exc))
    a, b = sides
    if a.duelist == DUEL_MASTER_K and a.deck is None and b.duelist == DUEL_MASTER_K and b.deck is None:
        return _bad("--b", "Duel Master K copies the other side's deck, so both sides cannot be 39")
    results = simulate(args.data, a, b, duels=args.duels, seed=args.seed, jobs=min(jobs, args.duels),
                       progress=sys.stderr.isatty())
    report = summarise(db, a, b, results)
    report["seed"], report["jobs"] = args.seed, jobs
    if args.json:
        print(json.dumps(report, sort_keys=True))
    else:
        _print_table(report)
    return 0


# ---------------------------------------------------------------- helpers

def _run_tag(args: argparse.Namespace, db, jobs: int) -> int:
    from game.sim.specs import SpecError, parse_spec
    from game.sim.tag import simulate_tag, summarise_tag

    left, word, right = args.tag
    if word.lower() != "vs":
        return _bad("--tag", f"expected 'A,B vs C,D', got {' '.join(args.tag)!r}")
    teams = []
    for part in (left, right):
        specs = part.split(",")
        if len(specs) != 2 or not all(specs):
            return _bad("--tag", f"a team is two specs joined by a comma, got {part!r}")
        try:
            teams.append(tuple(parse_spec(db, p) for p in specs))
        except SpecError as exc:
            return _bad("--tag", str(exc))
    line_up = (teams[0], teams[1])
    results = simulate_tag(args.data, line_up, duels=args.duels, seed=args.seed, jobs=min(jobs, args.duels),
                           random_first=args.random_first)
    report = summarise_tag(line_up, results)
    report["seed"], report["jobs"] = args.seed, jobs
    if args.json:
        print(json.dumps(report, sort_keys=True))
        return 0
    n = report["duels"]
    rows = [
        ("tag duels", f"{n} (seed {args.seed}, {jobs} jobs)"),
        ("team 1", _team_line(report, "team1", n)),
        ("team 2", _team_line(report, "team2", n)),
        ("draws", str(report["draws"])),
        ("seats", ", ".join(f"{k} {v}" for k, v in report["seats"].items())),
        ("team 1 first", f"{report['team1_first']} of {n}"),
        ("average turns", str(report["avg_turns"])),
        ("team 1 win reasons", _fmt(report["win_reasons"]["team1"])),
        ("team 2 win reasons", _fmt(report["win_reasons"]["team2"])),
    ]
    width = max(len(k) for k, _ in rows)
    for key, value in rows:
        print(f"{key:<{width}}  {value}")
    return 0


def _print_table(r: dict) -> None:
    n = r["duels"]
    rows = [
        ("duels", f"{n} (seed {r['seed']}, {r['jobs']} jobs)"),
        ("A", f"{r['a']} [{r['a_level']}]  wins {r['a_wins']} ({100 * r['a_wins'] / n:.1f} %)"),
        ("B", f"{r['b']} [{r['b_level']}]  wins {r['b_wins']} ({100 * r['b_wins'] / n:.1f} %)"),
        ("draws", str(r["draws"])),
        ("average turns", str(r["avg_turns"])),
        ("A win reasons", _fmt(r["win_reasons"]["a"])),
        ("B win reasons", _fmt(r["win_reasons"]["b"])),
        ("A rank letters", _fmt(r["a_rank_letters"])),
        ("drops earned", str(r["drops"]) + (" (top: " + ", ".join(f"{d['name']} x{d['count']}"
                                                                 for d in r["top_drops"]) + ")"
                                            if r["top_drops"] else "")),
    ]
    width = max(len(k) for k, _ in rows)
    for key, value in rows:
        print(f"{key:<{width}}  {value}")


def _team_line(report: dict, team: str, n: int) -> str:
    wins = report[f"{team}_wins"]
    return f"{' + '.join(report[team])}  wins {wins} ({100 * wins / n:.1f} %)"


def _fmt(counts: dict) -> str:
    return ", ".join(f"{k} {v}" for k, v in counts.items()) or "-"
