"""``fmduel sim --a SPEC --b SPEC [--first I] --duels N --seed S [--jobs J] [--records FILE] [--json]``.

AI-vs-AI duels, headless. ``fmduel sim --tag A,B vs C,D [--random-first] ...`` runs Tag Duels (§17)
instead: team 1 = A (1A) and B (1B), team 2 = C (2A) and D (2B), each a SPEC.

A SPEC is ``NAME_OR_ID[:LEVEL]`` (a duelist, dealt a deck from its pool each duel; 39 = Duel Master K
copies the other side's deck) or ``path/to/deck.yaml[:LEVEL]``; LEVEL is retail (default), fair,
strong or random. Side A is the player seat and goes first.

Duel i of a study depends only on the study (sides, options, seed, data, engine) and i, so
``--first I --duels N`` plays duels I .. I+N-1 exactly as the whole run would, on this machine
(``--jobs``) or a Dask cluster (``--executor dask``, game.commands.executor_options). The ``--json``
summary holds counts and sums only, and ``fmduel sim merge FILE...`` adds shards' summaries (or
``--records`` files) back into the whole run's summary, byte for byte (game.sim.merge). Bad
arguments exit 2 with the argument named; Ctrl-C prints what finished and exits 130.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial

from game.ai.agent import LEVELS
from game.commands.common import (
    add_jobs_argument,
    bad_argument,
    existing_file,
    file_to_be,
    jobs_and_db,
    load_db_or_report,
    whole,
)
from game.commands.executor_options import add_executor_arguments, executor_of

PROG = "fmduel sim"
_bad = partial(bad_argument, PROG)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options, and ``merge``."""
    spec_help = f"NAME_OR_ID[:LEVEL] or DECK.yaml[:LEVEL]; LEVEL one of {', '.join(LEVELS)} (default retail)"
    parser.add_argument("--a", metavar="SPEC", help=f"side A, the player seat: {spec_help}")
    parser.add_argument("--b", metavar="SPEC", help=f"side B, the computer seat: {spec_help}")
    parser.add_argument("--tag", nargs=3, metavar=("A,B", "vs", "C,D"),
                        help="a Tag Duel line-up instead of --a/--b: two SPECs per team, e.g. "
                             "--tag 7:retail,17:strong vs 38:retail,15:fair")
    parser.add_argument("--random-first", action="store_true", help="tag: draw the first team per duel (R17.6)")
    parser.add_argument("--duels", "--count", type=whole(1), default=100, metavar="N",
                        help="number of duels (default 100)")
    parser.add_argument("--first", type=whole(0), default=0, metavar="I",
                        help="index of the first duel (default 0): a shard of a larger run")
    parser.add_argument("--seed", type=whole(), default=0, metavar="S", help="master seed (default 0)")
    parser.add_argument("--records", type=file_to_be, default=None, metavar="FILE.jsonl",
                        help="also write one JSON line per duel (after a header line naming the study)")
    add_jobs_argument(parser)
    add_executor_arguments(parser)
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    sub = parser.add_subparsers(dest="sim_command", metavar="merge")
    merge = sub.add_parser("merge", help="add up the summaries or record files of one study's shards",
                           description="add up the summaries (--json) or record files (--records) of one "
                                       "study's shards; refuses different studies, overlaps and gaps")
    merge.add_argument("files", nargs="+", type=existing_file, metavar="FILE")
    merge.add_argument("--json", action="store_true", help="print the merged summary as one JSON object")


def run(args: argparse.Namespace) -> int:
    """Runs the duels (or the merge) and prints the summary."""
    if getattr(args, "sim_command", None) == "merge":
        return _merge(args)
    checked = jobs_and_db(args, PROG)
    if isinstance(checked, int):
        return checked
    jobs, db = checked
    job = _tag_job(args, db) if args.tag else _duel_job(args, db)
    if isinstance(job, int):
        return job
    study, work, work_args = job
    executor = executor_of(args, PROG, db, min(jobs, args.duels))
    if isinstance(executor, int):
        return executor
    from game.sim.executors import ExecutorError
    from game.sim.progress import Progress
    from game.sim.shards import run_range

    ran_on = f"{executor.workers} {'jobs' if executor.name == 'local' else 'Dask workers'}"
    try:
        summary, stopped = run_range(study, work, work_args, first=args.first, count=args.duels,
                                     executor=executor, records=args.records,
                                     progress=Progress.on_terminal(args.duels, "duels", json=args.json))
    except ExecutorError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 1
    finally:
        executor.close()
    _print(summary, db, args.json, ran_on)
    if stopped:
        done = summary["count"]
        covered = (f"the summary covers duels {args.first}-{args.first + done - 1} and merges with a run from "
                   f"--first {args.first + done}" if done else "no duel had finished")
        print(f"{PROG}: stopped by Ctrl-C after {done} of {args.duels} duels; {covered}", file=sys.stderr)
        return 130
    return 0


# ---------------------------------------------------------------- helpers

def _duel_job(args: argparse.Namespace, db):
    from game.sim.runner import run_chunk
    from game.sim.specs import DUEL_MASTER_K, SpecError, parse_spec
    from game.sim.study import duel_study

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
    return duel_study(db, a, b, seed=args.seed), run_chunk, (a, b, args.seed)


def _tag_job(args: argparse.Namespace, db):
    from game.sim.specs import SpecError, parse_spec
    from game.sim.study import tag_study
    from game.sim.tag import run_tag_chunk

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
    study = tag_study(db, line_up, seed=args.seed, random_first=args.random_first)
    return study, run_tag_chunk, (line_up, args.seed, args.random_first)


def _merge(args: argparse.Namespace) -> int:
    from game.sim.merge import MergeError, load, merge

    prog = f"{PROG} merge"
    try:
        summary = merge([load(path) for path in args.files])
    except MergeError as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return 1
    db = None if args.json else load_db_or_report(args, prog)  # only for the drops' card names
    _print(summary, db, args.json, f"merged from {len(args.files)} files")
    return 0


def _print(summary: dict, db, as_json: bool, ran_on: str) -> None:
    from game.sim.shards import dumps

    if as_json:
        print(dumps(summary))
        return
    from game.sim.study import Kind
    from game.sim.tally import derived

    study, c = summary["study"], summary["counts"]
    kind = Kind(study["kind"])
    d = derived(kind, c, None if db is None else db.names)
    n, first = c["duels"], summary["first"]
    span = f"duels {first}-{first + n - 1}" if n else "no duels"
    rows = [("tag duels" if kind == Kind.TAG else "duels", f"{n} ({span} of seed {study['seed']}, {ran_on})")]
    if kind == Kind.DUEL:
        a, b = study["sides"]["a"], study["sides"]["b"]
        rows += [("A", f"{a['spec']} [{a['level']}]  wins {c['a_wins']}{_pct(c['a_wins'], n)}"),
                 ("B", f"{b['spec']} [{b['level']}]  wins {c['b_wins']}{_pct(c['b_wins'], n)}"),
                 ("draws", str(c["draws"])), ("average turns", str(d["avg_turns"])),
                 ("A win reasons", _fmt(c["win_reasons"]["a"])), ("B win reasons", _fmt(c["win_reasons"]["b"])),
                 ("A rank letters", _fmt(dict(sorted(c["rank_letters"].items())))),
                 ("drops earned", str(sum(c["drops"].values())) + (
                     " (top: " + ", ".join(f"{name} x{k}" for name, k in d["top_drops"]) + ")"
                     if d["top_drops"] else ""))]
    else:
        from game.rules.teams import SEAT_NAMES

        teams = study["sides"]["teams"]
        seats = (teams[0][0], teams[1][0], teams[0][1], teams[1][1])
        rows += [("team 1", _team_line(teams[0], c["team1_wins"], n)),
                 ("team 2", _team_line(teams[1], c["team2_wins"], n)), ("draws", str(c["draws"])),
                 ("seats", ", ".join(f"{SEAT_NAMES[i]} {s['spec']} [{s['level']}]" for i, s in enumerate(seats))),
                 ("team 1 first", f"{c['team1_first']} of {n}"), ("average turns", str(d["avg_turns"])),
                 ("team 1 win reasons", _fmt(c["win_reasons"]["team1"])),
                 ("team 2 win reasons", _fmt(c["win_reasons"]["team2"]))]
    data = f"digest {study['data_digest']}, rules edition {study['edition']} (engine {study['engine']})"
    rows.append(("data", data))
    width = max(len(k) for k, _ in rows)
    for key, value in rows:
        print(f"{key:<{width}}  {value}")


def _team_line(team: list[dict], wins: int, n: int) -> str:
    return f"{' + '.join(s['spec'] for s in team)}  wins {wins}{_pct(wins, n)}"


def _pct(k: int, n: int) -> str:
    return f" ({100 * k / n:.1f} %)" if n else ""


def _fmt(counts: dict) -> str:
    return ", ".join(f"{k} {v}" for k, v in counts.items()) or "-"
