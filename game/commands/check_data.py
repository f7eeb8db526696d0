"""``fmduel check-data [--json]``: validate data/ and report the counts a reviewer checks."""

from __future__ import annotations

import argparse
import json
import sys

import numpy as np

from game.db import CardDB, DataError, load_carddb
from game.db.vocab import N_DUELISTS, POOL_NAMES, POOL_TOTAL, Kind


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--no-cache", action="store_true", help="rebuild from data/ without the compiled cache")


def run(args: argparse.Namespace) -> int:
    """Validates the data and prints the counts; returns 1 with a message when the data is invalid."""
    try:
        db = load_carddb(args.data, use_cache=not args.no_cache)
    except DataError as exc:
        print(f"fmduel check-data: invalid data: {exc}", file=sys.stderr)
        return 1
    report = counts(db)
    if args.json:
        print(json.dumps(report, sort_keys=True))
    else:
        width = max(map(len, report))
        for key, value in report.items():
            print(f"{key:<{width}}  {value}")
    return 0


def counts(db: CardDB) -> dict[str, int]:
    """Returns the data set's headline counts (cards, fusions, equips, rituals, pools)."""
    upper = np.triu(db.fusion)
    pool_sums = db.pools.sum(axis=2, dtype=np.int64)
    pa, pb = np.nonzero(upper)
    non_monster_material = (db.kind[pa] != Kind.MONSTER) | (db.kind[pb] != Kind.MONSTER)
    return {
        "cards": int((db.kind != Kind.NONE).sum()),
        "monsters": int((db.kind == Kind.MONSTER).sum()),
        "magic": int(np.isin(db.kind, (Kind.MAGIC, Kind.FIELD)).sum()),
        "equips": int((db.kind == Kind.EQUIP).sum()),
        "rituals": int((db.kind == Kind.RITUAL).sum()),
        "traps": int((db.kind == Kind.TRAP).sum()),
        "fusions": int((upper > 0).sum()),
        "fusions_without_glitch": int(((upper > 0) & ~np.triu(db.fusion_glitch)).sum()),
        "glitch_fusions": int(np.triu(db.fusion_glitch).sum()),
        "fusion_results": int(np.unique(upper[upper > 0]).size),
        "fusion_results_without_glitch": int(np.unique(upper[(upper > 0) & ~db.fusion_glitch]).size),
        "fusions_with_non_monster_material": int(non_monster_material.sum()),
        "fusions_with_non_monster_result": int((db.kind[upper[pa, pb]] != Kind.MONSTER).sum()),
        "equip_pairs": int(db.equip_ok.sum()),
        "equip_cards": int(db.equip_ok.any(axis=1).sum()),
        "ritual_recipes": int((db.ritual[:, 3] > 0).sum()),
        "duelists": N_DUELISTS - 1,
        "pools": int((pool_sums > 0).sum()),
        "pools_summing_to_2048": int((pool_sums == POOL_TOTAL).sum()),
        "pool_kinds": len(POOL_NAMES),
    }
