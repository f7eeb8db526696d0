"""``fmduel deck suggest --trunk FILE|--save SLOT [--vs DUELIST|all] [--seed S] [--duels N] [--all-duels] [--fusion CARD] [--json]``.

``--executor dask --scheduler tcp://HOST:PORT`` (or ``--workers N``) plays the verdict on a Dask
cluster (game.commands.executor_options), with the same answer as ``--jobs``.

The deck doctor (game.deckdoctor) from the command line: the strongest 40 of the cards owned, for
one opponent or overall, the ATK curve and fusion odds that explain it, and the verdict of
simulated duels (the suggested deck and the current one over the same duels). It never writes
anything: in the game the player accepts a suggestion from Build Deck. Bad arguments exit 2; a
missing or wrong trunk file or save, or too few cards to make a deck, exit 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from functools import partial

from game.commands.common import (
    add_jobs_argument,
    bad_argument,
    card_ids_or_report,
    existing_dir,
    existing_file,
    jobs_and_db,
    whole,
)
from game.commands.executor_options import add_executor_arguments, executor_of
from game.deckdoctor.doctor import ALL, DUELS

PROG = "fmduel deck suggest"
_bad = partial(bad_argument, PROG)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    from game.career.save import SLOTS

    sub = parser.add_subparsers(dest="deck_command", metavar="ACTION", required=True)
    p = sub.add_parser("suggest", help="suggest the strongest deck from the cards owned, and explain it",
                       description="suggest the strongest deck from the cards owned, and explain it")
    source = p.add_mutually_exclusive_group(required=True)
    source.add_argument("--trunk", type=existing_file, metavar="FILE", help="a trunk file: YAML {deck: [40 cards], trunk: [cards]}")
    source.add_argument("--save", type=whole(SLOTS.start, SLOTS.stop - 1), metavar="SLOT",
                        help=f"a save slot ({SLOTS.start}-{SLOTS.stop - 1}): its deck and trunk")
    p.add_argument("--vs", default="all", metavar="DUELIST",
                   help="the opponent: a duelist's id or name, or all (default)")
    p.add_argument("--seed", type=whole(), default=0, metavar="S", help="seed (default 0): the same seed, the same answer")
    p.add_argument("--duels", type=whole(0), default=DUELS, metavar="N",
                   help=f"at most this many verdict duels per deck (default {DUELS}; the verdict stops early once its "
                        "interval is clear; 0 skips the verdict)")
    p.add_argument("--all-duels", action="store_true",
                   help="play all --duels duels even once the answer is clear (a tighter interval, a longer wait)")
    add_jobs_argument(p)
    add_executor_arguments(p)
    p.add_argument("--fusion", action="append", default=[], metavar="CARD",
                   help="also give the odds of holding this fusion result by turn 1-5 (id or name; repeatable)")
    p.add_argument("--saves-dir", type=existing_dir, default=None, metavar="DIR", help="where the save slots are (default: the game's)")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    """Runs the deck doctor and prints its report."""
    from game.deckdoctor.doctor import DoctorJob
    from game.deckdoctor.search import DeckDoctorError

    checked = jobs_and_db(args, PROG)
    if isinstance(checked, int):
        return checked
    jobs, db = checked
    vs = _opponent(db, args.vs)
    if isinstance(vs, str):
        return _bad("--vs", vs)
    fusions = card_ids_or_report(db, args.fusion, PROG, "--fusion")
    if isinstance(fusions, int):
        return fusions
    owned = _owned(db, args)
    if isinstance(owned, int):
        return owned
    from game.sim.progress import Progress

    try:
        job = DoctorJob(db, owned.cards, owned.deck, vs=vs, seed=args.seed, duels=args.duels, fusions=fusions,
                        early=not args.all_duels)
        bar = Progress.on_terminal(1, "steps", json=args.json)
        try:
            for step in job.steps(verdict=False):
                if bar:
                    bar.total, bar.label = max(step.total, 1), step.phase
                    bar.show(step.done)
        finally:
            if bar:
                bar.close()
    except DeckDoctorError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{PROG}: stopped by Ctrl-C before the suggestion was found; nothing to report", file=sys.stderr)
        return 130
    failed, stopped = _verdict(job, args, db, jobs)
    if failed is not None:
        return failed
    out = job.report.to_dict(db)
    if args.json:
        print(json.dumps(out, sort_keys=True))
    else:
        _print_report(out)
    if stopped:
        played = out["verdict"]["duels"] if out["verdict"] else 0
        print(f"{PROG}: stopped by Ctrl-C; the verdict covers the first {played} of {args.duels} duels per deck",
              file=sys.stderr)
        return 130
    return 0


def _verdict(job, args: argparse.Namespace, db, jobs: int) -> tuple[int | None, bool]:
    """Plays the verdict on the executor the options name; returns (an exit code when it failed, whether
    Ctrl-C stopped it)."""
    executor = executor_of(args, PROG, db, max(1, min(jobs, args.duels)))
    if isinstance(executor, int):
        return executor, False
    from game.sim.executors import ExecutorError
    from game.sim.progress import Progress

    bar = Progress.on_terminal(args.duels, "verdict duels per deck", json=args.json)
    try:
        return None, job.play_verdict(args.data, jobs, executor, bar.show if bar else None)
    except ExecutorError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 1, False
    finally:
        if bar:
            bar.close()
        executor.close()


# ---------------------------------------------------------------- helpers

def _opponent(db, text: str) -> int | str:
    """Returns the duelist --vs names (or ALL), else what is wrong with it."""
    from game.safe_load import brief
    from game.sim.specs import SpecError, _duelist

    if text.strip().lower() == "all":
        return ALL
    try:
        return _duelist(db, text) or f"{brief(text)} is not a duelist (an id or a name) nor 'all'"
    except SpecError as exc:
        return str(exc)


def _owned(db, args):
    """Returns the Owned of --trunk or --save, or an exit code after printing why not."""
    from game.deckdoctor.owned import TrunkFileError, from_save, from_trunk_file

    if args.trunk is not None:
        try:
            return from_trunk_file(db, args.trunk)
        except TrunkFileError as exc:
            print(f"{PROG}: {exc}", file=sys.stderr)
            return 1
    from game.career.save import SaveError, load_slot

    slot = args.save
    try:
        return from_save(load_slot(slot, args.saves_dir))
    except SaveError as exc:
        print(f"{PROG}: save slot {slot}: {exc}", file=sys.stderr)
        return 1


def _print_report(r: dict) -> None:
    vs = "every duelist" if r["vs"] == "all" else r["vs"]["name"]
    print(f"Deck doctor (against {vs}, seed {r['seed']})")
    print("\nBest playable ATK by turn (sampled games, fusions and equips included):")
    print("  turn       " + "".join(f"{t:>7}" for t in range(1, 6)))
    for key, label in (("suggested", "suggested"), ("current", "current"), ("opponent", "opponent")):
        if r["atk_curve"][key]:
            print(f"  {label:<10} " + "".join(f"{v:>7.0f}" for v in r["atk_curve"][key]))
    if r["fusion_odds"]:
        print("\nChance to hold the fusion by turn 1..5:")
        for f in r["fusion_odds"]:
            print(f"  {f['name']:<24} {f['atk']:>5} ATK  " + " ".join(f"{p:>5.0%}" for p in f["by_turn"]))
    if r["fusion_carriers"]:
        print("\nCards in the most fusions: " + ", ".join(f"{c['name']} ({c['fusions']})" for c in r["fusion_carriers"]))
    for key in ("added", "removed"):
        if r[key]:
            print(f"\n{key.capitalize()}: " + ", ".join(f"{c['name']} x{c['count']}" if c["count"] > 1 else c["name"]
                                                        for c in r[key]))
    v = r["verdict"]
    if v:
        print(f"\nVerdict over the same {v['duels']} duels (at most {v['budget']}):")
        tried = "suggested" if r["added"] else "without"  # the deck kept: the trial was the deck without its magic
        for key, label in (("suggested", tried), ("current", "current")):
            lo, hi = v[key]["ci95"]
            print(f"  {label:<10} wins {v[key]['wins']:>5}  ({v[key]['win_rate']:.1%}, 95% CI {lo:.1%}-{hi:.1%})")
        d = v["difference"]
        lo, hi = d["interval95"]
        print(f"  difference {d['win_rate']:+.1%} (paired, 95% interval {lo:+.1%} to {hi:+.1%}): {d['outcome']}")
    print()
    for line in r["advice"]:
        print(line)
