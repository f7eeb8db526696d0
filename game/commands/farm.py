"""``fmduel farm CARD... (--save SLOT | --deck FILE) [--duels N] [--seed S] [--jobs J | --executor dask ...] [--json]``.

The farm planner (game.farmplan) from the command line: for the wanted cards, which duelist to farm,
at which rank band, and how many duels and wins to expect with the player's own deck, each with its
95% interval, from simulated duels of that deck against every duelist that drops one of the cards.
The grind-relief options are the save's (or off with --deck); ``--drop-assist``/``--starchips``
set them. Duels run in ``--jobs`` processes or on a Dask cluster (game.commands.executor_options),
each duelist's duels cached per deck and data digest in the cache dir. Bad arguments exit 2; a
missing or wrong save or deck file exits 1; Ctrl-C prints the plan over the duelists finished and
exits 130.
"""

from __future__ import annotations

import argparse
import json
import math
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
from game.farmplan.job import DUELS

PROG = "fmduel farm"
MAX_CARDS = 12  # the all-cards expectation sums over every subset of a duelist's wanted cards
_bad = partial(bad_argument, PROG)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    from game.career.save import SLOTS

    parser.add_argument("cards", nargs="+", metavar="CARD", help="a wanted card: id or exact name (repeatable)")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--save", type=whole(SLOTS.start, SLOTS.stop - 1), metavar="SLOT",
                        help=f"a save slot ({SLOTS.start}-{SLOTS.stop - 1}): its deck and grind-relief options")
    source.add_argument("--deck", type=existing_file, metavar="FILE", help="a deck file (YAML, 40 cards)")
    parser.add_argument("--duels", type=whole(1), default=DUELS, metavar="N",
                        help=f"simulated duels against each duelist (default {DUELS})")
    parser.add_argument("--seed", type=whole(), default=0, metavar="S", help="seed (default 0)")
    parser.add_argument("--drop-assist", choices=("on", "off"), default=None,
                        help="grind relief: best of three drop rolls (default: the save's option, off with --deck)")
    parser.add_argument("--starchips", type=whole(1, 3), default=None, metavar="X",
                        help="grind relief: starchip multiplier 1-3 (default: the save's, 1 with --deck)")
    add_jobs_argument(parser)
    add_executor_arguments(parser)
    parser.add_argument("--saves-dir", type=existing_dir, default=None, metavar="DIR",
                        help="where the save slots are (default: the game's)")
    parser.add_argument("--no-cache", action="store_true", help="play every duel again (the cache is not read)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    """Plays the duels and prints the plan."""
    checked = jobs_and_db(args, PROG)
    if isinstance(checked, int):
        return checked
    jobs, db = checked
    cards = card_ids_or_report(db, args.cards, PROG, "CARD")
    if isinstance(cards, int):
        return cards
    cards = list(dict.fromkeys(cards))
    if len(cards) > MAX_CARDS:
        return _bad("CARD", f"at most {MAX_CARDS} wanted cards at once, got {len(cards)}")
    deck_relief = _deck_and_relief(db, args)
    if isinstance(deck_relief, int):
        return deck_relief
    deck, relief, unlocked = deck_relief
    from game.farmplan.job import FarmJob

    job = FarmJob(db, deck, cards, duels=args.duels, seed=args.seed, relief=relief, use_cache=not args.no_cache,
                  unlocked=unlocked)
    if not job.duelists:
        print(f"{PROG}: no duelist drops {', '.join(db.names[c] for c in cards)}; try the password shop",
              file=sys.stderr)
        return 1
    stopped = _play(job, args, db, jobs)
    if isinstance(stopped, int) and not isinstance(stopped, bool):
        return stopped
    plan = job.plan()
    if args.json:
        print(json.dumps(plan.to_dict(db), sort_keys=True))
    else:
        _print(plan.to_dict(db), len(job.cached))
    if stopped:
        print(f"{PROG}: stopped by Ctrl-C after {plan.finished} of {plan.planned} duelists; the plan covers those "
              "(their duels are cached)", file=sys.stderr)
        return 130
    return 0


# ---------------------------------------------------------------- helpers

def _deck_and_relief(db, args):
    """Returns (deck, Relief, Free Duel check or None) of --save or --deck with the relief options, or an exit
    code after saying why not."""
    from game.farmplan.job import Relief

    if args.deck is not None:
        from game.career.deckfile import DeckFileError, load_deck_file

        try:
            deck = load_deck_file(db, args.deck)
        except DeckFileError as exc:
            print(f"{PROG}: {exc}", file=sys.stderr)
            return 1
        assist, chips, unlocked = False, 1, None
    else:
        from game.career.save import SaveError, load_slot

        try:
            save = load_slot(args.save, args.saves_dir)
        except SaveError as exc:
            print(f"{PROG}: save slot {args.save}: {exc}", file=sys.stderr)
            return 1
        deck, assist, chips = list(save.deck), save.options.drop_assist, save.options.starchip_multiplier
        unlocked = save.is_unlocked
    if args.drop_assist is not None:
        assist = args.drop_assist == "on"
    if args.starchips is not None:
        chips = args.starchips
    return deck, Relief(assist, chips), unlocked


def _play(job, args: argparse.Namespace, db, jobs: int) -> bool | int:
    """Plays the duels left on the executor the options name; returns whether Ctrl-C stopped it, or an exit code."""
    if not job.total:
        return False
    executor = executor_of(args, PROG, db, max(1, min(jobs, job.total)))
    if isinstance(executor, int):
        return executor
    from game.sim.executors import ExecutorError
    from game.sim.progress import Progress

    bar = Progress.on_terminal(job.total, "duels", json=args.json)
    try:
        return job.play(args.data, jobs, executor, bar.show if bar else None)
    except ExecutorError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 1
    finally:
        if bar:
            bar.close()
        executor.close()


def _print(p: dict, cached: int) -> None:
    print(f"Farm plan: {p['duels_per_duelist']} simulated duels of your deck against each of "
          f"{p['duelists_finished']} duelists (seed {p['seed']}"
          + (f", {cached} from the cache" if cached else "") + f"); grind relief: {p['relief']}")
    print("Figures are expectations with 95% intervals; '-' means the duels cannot rule out 'never', N+ means N or more.")
    for c in p["cards"]:
        print(f"\n{c['name']}")
        if not c["sources"]:
            print("  no duelist simulated drops it")
        print(f"  {'duelist':<22} {'band':<8} {'chance/duel':>20} {'duels':>18} {'won duels':>18}  free duel")
        for s in c["sources"][:5]:
            free = {True: "yes", False: "not yet", None: "-"}[s["free_duel"]]
            print(f"  {s['duelist']:>2} {s['name']:<19} {s['band'] or '-':<8} {_pct(s['chance_per_duel']):>20} "
                  f"{_fig(s['duels']):>18} {_fig(s['wins']):>18}  {free}")
        if len(c["sources"]) > 5:
            print(f"  and {len(c['sources']) - 5} more duelists")
    several = [d for d in p["duelists"] if len(d["cards"]) > 1]
    if several:
        print("\nSeveral wanted cards from one duelist (duels to see all of them):")
        for d in several[:5]:
            names = ", ".join(c["name"] for c in d["cards"])
            print(f"  {d['duelist']:>2} {d['name']:<19} {_fig(d['duels_for_all']):>18} duels, "
                  f"{_fig(d['wins_for_all'])} won: {names}")
    print("\nYour deck against each duelist (win rate; wins by rank band; starchips per duel):")
    for d in sorted(p["duelists"], key=lambda d: d["duelist"]):
        bands = ", ".join(f"{k} {v:.0%}" for k, v in d["bands"].items())
        print(f"  {d['duelist']:>2} {d['name']:<19} {d['win_rate']:>5.0%}  {bands}  {d['starchips_per_duel']:.2f}")


def _fig(f: dict) -> str:
    value, (lo, hi) = f["expected"], f["ci95"]
    return f"{_n(value)} ({_n(lo)}+)" if hi is None else f"{_n(value)} ({_n(lo)}-{_n(hi)})"


def _n(x) -> str:
    return "-" if x is None or (isinstance(x, float) and math.isinf(x)) else f"{x:,.0f}"


def _pct(f: dict) -> str:
    value, (lo, hi) = f["expected"], f["ci95"]
    return f"{value:.2%} ({lo:.2%}-{hi:.2%})"
