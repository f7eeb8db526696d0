"""``fmduel gallery --out DIR``: render every screen and duel sequence headless to PNGs and index.html.

The game runs on SDL's dummy video and audio drivers with a fixed clock, default settings and a
private, temporary data home, so nothing of the player's (settings, saves, replays, mods) is read
or written, and the same seed gives the same pictures.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

# Every sequence the contact sheets must show; the others are listed in index.html when not reached.
REQUIRED = ("menu_slide", "draw", "single", "fusion", "equip", "failure", "magic", "trap", "battle", "exodia",
            "end_letters", "results")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    from game.commands.common import dir_to_be, whole

    parser.add_argument("--out", type=dir_to_be, required=True, metavar="DIR",
                        help="folder for the PNGs and index.html")
    parser.add_argument("--seed", type=whole(), default=1, help="duel seed (default 1)")


def run(args: argparse.Namespace) -> int:
    """Renders the gallery into --out; returns 1 when a required sequence was not reached."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    out: Path = args.out
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"fmduel gallery: cannot create {out}: {exc}", file=sys.stderr)
        return 1
    from game.commands.common import load_db_or_report

    db = load_db_or_report(args, "fmduel gallery")
    if db is None:
        return 1
    from game.db.schema import DataError
    from game.gallery.originals import load_originals

    try:  # before the tour: a broken notes file should not cost a whole render to find out
        originals = load_originals()
    except DataError as exc:
        print(f"fmduel gallery: {exc}", file=sys.stderr)
        return 1
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="fmduel-gallery-") as home:
        try:
            pictures, missing = render(db, out, args.seed, Path(home), originals)
        except RuntimeError as exc:  # the tour could not reach a screen: say which, leave the rest
            print(f"fmduel gallery: {exc}", file=sys.stderr)
            return 1
    absent = [name for name in REQUIRED if name in missing]
    print(f"fmduel gallery: {len(pictures)} pictures in {out} ({time.perf_counter() - start:.1f} s)")
    if missing:
        print(f"fmduel gallery: sequences not shown by this build: {', '.join(missing)}")
    if absent:
        print(f"fmduel gallery: required sequences missing: {', '.join(absent)}", file=sys.stderr)
        return 1
    return 0


def render(db, out: Path, seed: int, home: Path, originals: dict | None = None):
    """Runs the tour in a private data home; returns (pictures, sequence names not shown).

    originals (picture name -> ``game.gallery.originals.Original``) go beside their pictures on the page.
    """
    from unittest.mock import patch  # restores the environment exactly, whatever the tour raises

    from game.app import App, FixedPacer
    from game.config import load_config
    from game.gallery.driver import Driver
    from game.gallery.originals import ORIGINALS_FILE
    from game.gallery.page import save_sheet, with_originals, write_index
    from game.gallery.sequences import SEQUENCES
    from game.gallery.tour import run_tour

    config = home / "config.yaml"
    config.write_text("video:\n  scale: 1\naudio:\n  music: false\n", encoding="utf-8")
    private = {"FMDUEL_DATA_HOME": str(home / "data"), "FMDUEL_MODS_DIR": str(home / "mods")}
    with patch.dict(os.environ, private):  # the player's saves and mods stay out of the tour
        app = App(db, load_config(config), pacer=FixedPacer())
        try:
            app.start()
            driver = Driver(app, out)
            run_tour(driver, seed, home / "data" / "saves")
            driver.recorder.finish()
            pictures = list(driver.pictures)
            for name in SEQUENCES:
                run = driver.recorder.best.get(name)
                if run is not None:
                    pictures.append(save_sheet(run, app.ctx.font, out, name, _TITLES.get(name, name)))
            pictures.extend(_art_sheets(db, app.ctx.font, out))
            missing = [name for name in SEQUENCES if name not in driver.recorder.best]
            pictures, unused = with_originals(pictures, originals or {})
            if unused:  # a renamed or dropped picture: its summary would silently vanish from the page
                print(f"fmduel gallery: data/{ORIGINALS_FILE} names pictures the tour did not take: "
                      f"{', '.join(unused)}", file=sys.stderr)
            write_index(out, pictures, missing, seed)
            return pictures, missing
        finally:
            app.shutdown(quit_pygame=False)  # one SDL session per process: see App.shutdown


def _art_sheets(db, font, out: Path) -> list:
    """Contact sheets of every card picture (big and thumbnail), every portrait and every backdrop."""
    from game.db import data_dir_of
    from game.gallery.page import save_art
    from game.gfx.art_sheets import backdrop_sheet, portrait_sheet
    from game.gfx.card_art import top_cards
    from game.gfx.contact import card_art_sheets

    pictures = []
    top = top_cards(data_dir_of(db))  # the most-seen monsters, by rank, with their bespoke pictures
    for size, label in (("big", "The most-seen monsters"), ("thumb", "The most-seen monsters' thumbnails")):
        sheets = card_art_sheets(db.names, font, size=size, ids=top) if top else []
        for i, sheet in enumerate(sheets, 1):
            pictures.append(save_art(sheet, out, f"top-{size}-{i:02d}", f"{label} {i}/{len(sheets)}"))
    for size, label in (("big", "Card pictures"), ("thumb", "Hand thumbnails")):
        sheets = card_art_sheets(db.names, font, size=size)
        for i, sheet in enumerate(sheets, 1):
            pictures.append(save_art(sheet, out, f"cards-{size}-{i:02d}", f"{label} {i}/{len(sheets)}"))
    from game.gfx.figure_sheets import figure_sheets, pose_sheet

    pictures.append(save_art(pose_sheet(db, font, [1, 4, 9, 22, 35, 60]), out, "figure-poses",
                             "Monster figures in their three poses: stand, strike, hit"))
    for name, sheet in figure_sheets(db, font):
        stem = name.lower().replace(" ", "-")
        pictures.append(save_art(sheet, out, f"figures-{stem}", f"Monster figures: {name}"))
    pictures.append(save_art(portrait_sheet(font), out, "portraits", "Duelists' portraits and silhouettes"))
    pictures.append(save_art(backdrop_sheet(font), out, "backdrops", "Story backdrops"))
    return pictures


_TITLES = {"menu_slide": "Main menu: entries slide in from alternating sides, leaving afterimages",
           "swoop": "The camera swoop at the duel's start", "turn_orbit": "Turn change",
           "draw": "Drawing cards", "mark": "Marking hand cards", "single": "A single card placed",
           "fusion": "Fusion", "equip": "Equip", "failure": "A failed fusion", "magic": "Magic card",
           "trap": "Trap springs",
           "battle": "Battle", "cutin": "Battle cut-in", "exodia": "Exodia", "end_letters": "End of the duel",
           "results": "Results pages", "spoils": "Spoils"}
