"""``fmduel check-data [--json]``: validate data/ and report the counts a reviewer checks."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

from game.commands.common import existing_dir, load_db_or_report
from game.db import CardDB, DataError, data_dir_of
from game.db.mods import ModReport
from game.db.vocab import N_DUELISTS, POOL_NAMES, POOL_TOTAL, Kind
from game.gfx.art_data import asset_counts
from game.resources import bundled

PROG = "fmduel check-data"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--no-cache", action="store_true", help="rebuild from data/ without the compiled cache")
    parser.add_argument("--mods", type=existing_dir, action="append", default=[], metavar="DIR",
                        help="also apply the mod files of DIR (repeatable) and list every rejected entry")
    parser.add_argument("--artpack", type=existing_dir, default=None, metavar="DIR",
                        help="check this art pack instead of the data home's (exit 1 if a file is rejected)")


def run(args: argparse.Namespace) -> int:
    """Validates the data and prints the counts; returns 1 with a message when the data is invalid."""
    db = load_db_or_report(args, PROG, use_cache=not args.no_cache, mod_dirs=args.mods or None)
    if db is None:
        return 1
    report: dict[str, object] = dict(counts(db))
    try:  # the portraits, backdrops and songs of the data/ the tables came from
        report.update(asset_counts(data_dir_of(db)))
        report.update(sound_counts(data_dir_of(db)))
    except DataError as exc:
        print(f"{PROG}: invalid data: {exc}", file=sys.stderr)
        return 1
    try:
        report.update(art_counts(data_dir_of(db)))
    except (OSError, ValueError, KeyError) as exc:
        print(f"{PROG}: card art unreadable ({exc}); run python -m tools.make_card_art", file=sys.stderr)
        return 1
    try:
        report.update(figure_counts(bundled("sprites")))
        report.update(design_counts(bundled("sprites"), np.flatnonzero(db.kind == Kind.MONSTER)))
    except (OSError, ValueError, KeyError) as exc:
        print(f"{PROG}: monster figures unreadable ({exc}); run python -m tools.make_monster_figures", file=sys.stderr)
        return 1
    shared = figure_problem(report)
    if shared:
        print(f"{PROG}: {shared}; run python -m tools.make_monster_figures", file=sys.stderr)
        return 1
    pack = art_pack_report(args.artpack)
    mods = ModReport.from_dict(db.mods) if db.mods else None
    if args.json:
        if mods is not None:
            report["mods"] = mods.to_dict()
        report["artpack"] = pack.to_dict()
        print(json.dumps(report, sort_keys=True))
    else:
        width = max(map(len, report))
        for key, value in report.items():
            print(f"{key:<{width}}  {value}")
        if mods is not None:
            print(format_mod_report(mods))
        print(format_art_pack(pack))
    if args.artpack is not None and pack.rejects:
        return 1
    return 0 if mods is None or mods.ok else 1


def art_counts(data_dir: Path | None = None) -> dict[str, int]:
    """Returns how many cards have a committed picture, how many of those pictures differ, how many
    have a bespoke composition (the manifest says which), and how many of the most-seen monsters
    (data/top_cards.txt, made by tools/make_top_cards.py) are bespoke."""
    import hashlib
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the JSON report

    from game.gfx.card_art import CardArt, top_cards

    art = CardArt(bundled("sprites"))
    ids = art.ids()
    digests = {hashlib.sha256(_pixels(art.ours(card))).digest()
               for card in ids}
    entries = art.manifest["cards"]
    bespoke = {int(k) for k, e in entries.items() if e.get("bespoke")}
    top = top_cards(data_dir) if data_dir is not None else []
    return {"card_art": len(ids), "card_art_distinct": len(digests), "card_art_bespoke": len(bespoke),
            "card_art_top_cards": len(top), "card_art_top_bespoke": len(bespoke & set(top))}


def figure_counts(sprites_dir: Path) -> dict[str, int]:
    """Returns how many monsters have a figure (game.gfx.figures) and how many of those standing
    figures differ, pixel for pixel."""
    import hashlib
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from game.gfx.figures import MonsterFigures

    figures = MonsterFigures(sprites_dir)
    digests = {hashlib.sha256(_pixels(figures.figure(card))).digest() for card in figures.ids()}
    return {"monster_figures": len(figures.ids()), "monster_figures_distinct": len(digests)}


def design_counts(sprites_dir: Path, monsters) -> dict[str, int]:
    """Returns how many monsters have a composition record (sprites/card_art.json) and how many designs
    (body template, coarse palette, props: game.gfx.designs) those records hold: a figure repainted in a
    near colour is caught here though its pixels differ."""
    from game.gfx.designs import design_key

    entries = json.loads((sprites_dir / "card_art.json").read_text(encoding="utf-8"))["cards"]
    records = [entries[str(int(card))] for card in monsters if str(int(card)) in entries]
    return {"monster_designs": len(records), "monster_designs_distinct": len({design_key(e) for e in records})}


def figure_problem(report: dict) -> str:
    """Returns what is wrong with the figures of a report (one per monster, none shared, each of its own
    design), or ''."""
    if report["monster_figures"] != report["monsters"]:
        return f"{report['monster_figures']} monster figures for {report['monsters']} monsters"
    if report["monster_figures_distinct"] != report["monster_figures"]:
        return (f"{report['monster_figures'] - report['monster_figures_distinct']} monster figure(s) "
                "drawn the same as another monster's")
    if report.get("monster_designs", report["monsters"]) != report["monsters"]:
        return f"{report['monster_designs']} monster designs recorded for {report['monsters']} monsters"
    if report.get("monster_designs_distinct", report["monsters"]) != report["monsters"]:
        return (f"{report['monsters'] - report['monster_designs_distinct']} monster(s) share a design "
                "(body, palette and props) with another monster")
    return ""


def _pixels(surface) -> bytes:
    import pygame

    return pygame.image.tobytes(surface, "RGB")


def art_pack_report(root: Path | None):
    """Returns the art pack (the given folder, else the data home's), every file decoded and checked."""
    from game.gfx.artpack import default_pack_dir, load_pack

    pack = load_pack(root if root is not None else default_pack_dir())
    pack.verify()
    return pack


def format_art_pack(pack) -> str:
    """Returns the art pack as lines: folder, files in use per kind, each rejected file and why."""
    lines = [f"artpack: {pack.root}" + ("" if pack.root and pack.root.exists() else " (none)")]
    lines.append("  in use: " + ", ".join(f"{n} {kind}" for kind, n in pack.counts.items()))
    lines += [f"  rejected: {r}" for r in pack.rejects]
    return "\n".join(lines)


def format_mod_report(mods: ModReport) -> str:
    """Returns the mod report as lines a modder can act on: files in load order, rejections, clashes."""
    lines = [f"mods: {len(mods.files)} file(s) in load order"]
    names = iter(mods.names)  # one name per file that was read (those have an 'applied' count)
    for path in mods.files:
        name = next(names) if path in mods.applied else "(not loaded)"
        lines.append(f"  {path}: {name}: {mods.applied.get(path, 0)} entries applied")
    for problem in mods.rejected:
        lines.append(f"  rejected: {problem}")
    for problem in mods.conflicts:
        lines.append(f"  conflict: {problem}")
    if mods.ok:
        lines.append("  every entry was accepted")
    return "\n".join(lines)


def sound_counts(data_dir: Path) -> dict[str, object]:
    """Returns the soundtrack's figures (game.audio.soundtrack) and the effect count, validating every
    song and the music map of data/music (DataError if bad)."""
    from game.audio.soundtrack import report
    from game.audio.synth import effects

    return {**report(data_dir / "music"), "sound_effects": len(effects())}


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
