"""``fmduel randomize [CODE] [--seed S] [--PART LEVEL ...] [--out DIR] [--spoiler FILE] [--jobs J | --executor dask ...]``.

Makes a randomized run's mod (game.randomizer) and proves it by play before writing it: every card
obtainable, every deck legal, every required campaign duel winnable (docs/randomizer.md). The run is one
short code (``FMR2-...``; the first ``FMR1-`` codes are read too) that makes the same file, byte for byte, on any machine; give a CODE to make a
shared run, or a seed and part strengths (no seed: a fresh one). Bad arguments exit 2, a run that cannot
meet a guarantee exits 1 without writing anything, Ctrl-C exits 130 without writing anything.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from functools import partial

from game.commands.common import add_jobs_argument, bad_argument, dir_to_be, file_to_be, jobs_and_db, whole
from game.commands.executor_options import add_executor_arguments, executor_of
from game.randomizer.code import DEFAULT_LEVELS, LEVEL_NAMES, SEED_BITS, CodeError, Part, SeedCode, parse_code

PROG = "fmduel randomize"
_bad = partial(bad_argument, PROG)


def level(text: str) -> int:
    """argparse ``type=``: a strength, ``off``/``light``/``medium``/``heavy`` or 0-3."""
    t = text.strip().lower()
    if t in LEVEL_NAMES:
        return LEVEL_NAMES.index(t)
    if t in ("0", "1", "2", "3"):
        return int(t)
    raise argparse.ArgumentTypeError(f"expected one of {', '.join(LEVEL_NAMES)} (or 0-3), got {text!r}")


level.__name__ = "strength"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    parser.add_argument("code", nargs="?", metavar="CODE", help="a shared run's code (FMR2-..., or an old FMR1-...)")
    parser.add_argument("--seed", type=whole(0, (1 << SEED_BITS) - 1), default=None, metavar="S",
                        help="the run's seed (default: a fresh one)")
    for part in Part:
        parser.add_argument(f"--{part.value}", type=level, default=None, metavar="LEVEL",
                            help=f"{part.value}: off, light, medium or heavy (default "
                                 f"{LEVEL_NAMES[DEFAULT_LEVELS[part]]})")
    parser.add_argument("--out", type=dir_to_be, default=None, metavar="DIR",
                        help="where to write the mod (default: the game's mods folder)")
    parser.add_argument("--spoiler", type=file_to_be, default=None, metavar="FILE",
                        help="also write a spoiler log of every change (off by default)")
    add_jobs_argument(parser)
    add_executor_arguments(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def code_of(args: argparse.Namespace) -> SeedCode | int:
    """Returns the run the arguments name, or exit code 2 after saying what is wrong."""
    chosen = [p for p in Part if getattr(args, p.value) is not None]
    if args.code is not None:
        if chosen or args.seed is not None:
            return _bad("CODE", "a code holds the seed and every option: give either CODE or --seed/--PART, not both")
        try:
            return parse_code(args.code)
        except CodeError as exc:
            return _bad("CODE", str(exc))
    levels = {p: getattr(args, p.value) if getattr(args, p.value) is not None else DEFAULT_LEVELS[p] for p in Part}
    if not any(levels.values()):
        return _bad(f"--{chosen[0].value}" if chosen else "--PART", "every part is off: nothing to randomize")
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    return SeedCode.of(seed, levels)


def run(args: argparse.Namespace) -> int:
    """Makes, checks and writes the run's mod."""
    code = code_of(args)
    if isinstance(code, int):
        return code
    checked = jobs_and_db(args, PROG)
    if isinstance(checked, int):
        return checked
    jobs, db = checked
    executor = executor_of(args, PROG, db, jobs)
    if isinstance(executor, int):
        return executor
    from game.randomizer.build import GenerationError, generate
    from game.sim.executors import ExecutorError
    from game.sim.progress import Progress

    if not args.json:
        print(f"{code.text}  ({code.describe()})", flush=True)
    bar = Progress.on_terminal(1, "duels", json=args.json)

    def show(done: int, total: int) -> None:
        bar.total = max(total, 1)
        bar.show(done)

    wall, cpu = time.perf_counter(), time.process_time()
    try:
        result = generate(db, code, executor=executor, progress=show if bar else None)
    except KeyboardInterrupt:
        if bar:
            bar.close()
        print(f"{PROG}: stopped by Ctrl-C; no mod written", file=sys.stderr)
        return 130
    except (GenerationError, ExecutorError) as exc:
        if bar:
            bar.close()
        print(f"{PROG}: {code.text}: {exc}; no mod written", file=sys.stderr)
        return 1
    finally:
        executor.close()
    if bar:
        bar.close()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu + _children_cpu()
    path = _write(args, db, code, result)
    if isinstance(path, int):
        return path
    summary = _summary(db, result, path, wall, cpu)
    if args.json:
        print(json.dumps(summary, sort_keys=True))
    else:
        _print(summary)
    return 0


# ---------------------------------------------------------------- helpers

def _children_cpu() -> float:
    t = os.times()
    return t.children_user + t.children_system


def _write(args: argparse.Namespace, db, code: SeedCode, result):
    from game.db import default_mods_dir

    out = args.out if args.out is not None else default_mods_dir()
    try:
        out.mkdir(parents=True, exist_ok=True)
        path = out / f"randomized-{code.text}.yaml"
        _atomic(path, result.data)
        if args.spoiler is not None:
            from game.db import data_dir_of
            from game.db.sources import read_sources
            from game.randomizer.build import spoiler

            _atomic(args.spoiler, spoiler(db, read_sources(data_dir_of(db)), result).encode("utf-8"))
    except OSError as exc:
        print(f"{PROG}: cannot write {exc.filename}: {exc.strerror}", file=sys.stderr)
        return 1
    return path


def _atomic(path, data: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _summary(db, result, path, wall: float, cpu: float) -> dict:
    duels = [{"duelist": c.duelist, "name": db.duelist_names[c.duelist], "base_wins": c.base_wins,
              "mod_wins": c.mod_wins, "duels": c.duels, "deck_rerolls": c.deck_attempt, "original_deck": c.reverted}
             for c in result.duels]
    ch = result.changes
    return {"code": result.code.text, "seed": result.code.seed,
            "levels": {p.value: LEVEL_NAMES[result.code.level(p)] for p in Part},
            "mod": str(path), "digest": result.digest, "bytes": len(result.data),
            "changes": {"stats": len(ch.stats), "fusions": len(ch.fusions), "equips": len(ch.equips),
                        "pools": len(ch.pools), "terrain": len(ch.terrain), "starter": len(ch.starter),
                        "repaired": len(result.repaired)},
            "shared_rerolls": result.attempts.shared, "shared_left_out": result.attempts.shared_off,
            "duels": duels, "duels_played": result.duels_played,
            "seconds": round(wall, 2), "cpu_seconds": round(cpu, 2)}


def _print(s: dict) -> None:
    c = s["changes"]
    print(f"wrote {s['mod']} ({s['bytes']:,} bytes, digest {s['digest']})")
    print(f"changes: {c['stats']} monsters' ATK/DEF, {c['fusions']} fusions, {c['equips']} equip pairs, "
          f"{c['pools']} pools, {c['terrain']} terrain bonuses, {c['starter']} starter pools; {c['repaired']} "
          "unobtainable cards added to drops")
    rerolled = [d for d in s["duels"] if d["deck_rerolls"] or d["original_deck"]]
    low = min(s["duels"], key=lambda d: d["mod_wins"] - d["base_wins"])
    print(f"checked {len(s['duels'])} required campaign duels ({s['duels_played']} duels played): every card "
          f"obtainable, every deck legal, every duel within the stated win rate; {len(rerolled)} deck pools "
          f"re-rolled, shared parts re-rolled {s['shared_rerolls']}x"
          + (" and left out" if s["shared_left_out"] else ""))
    print(f"closest duel: {low['name']} {low['mod_wins']}/{low['duels']} wins (unrandomized {low['base_wins']})")
    print(f"{s['seconds']:.1f} s, {s['cpu_seconds']:.1f} CPU s; play it: fmduel play (the mods folder) or "
          f"--mods {os.path.dirname(s['mod'])}")
