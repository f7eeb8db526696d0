"""Plays a stretch of campaign through the pad, SIGKILLed at every screen; then Continues each time.

Run as ``python save_kill_driver.py ROOT`` (test_save_kill.py does): the card database and the
game are loaded once, then every game runs in a forked child (SDL is first started in the child,
never in this process, so no SDL thread is ever forked). A dry run records the screens of the
stretch (a loaded career at the map, Seto's story stage: scene, duel prompt, the duel ended by the
conftest's hook on its real rank screen, rewards, closing scene, map; then the card shop's Save
over slot 1). Each record is taken with the screen at rest: its kind, whether it says the game is
saved, and a digest of the save in memory. Then, for each record k that differs from the one before
(each screen once: a second page of the same screen and state is not another kill point), a fresh
child plays the same stretch from the same slot file and SIGKILLs itself on reaching record k. Last, one child presses
Continue (title, Continue / Load, slot 1, Campaign) on each killed game's files and records what
the map shows. Prints one JSON report; the test makes the assertions.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(TESTS))
sys.path.insert(0, str(TESTS.parent))

from career_ui.careerkit import campaign_save
from career_ui.conftest import S_POW_COUNTERS, Game
from game.career.campaign import is_done, load_campaign, progress
from game.career.save import encode, save_slot
from game.db import load_carddb

DROPPED = 300
SAVED_WORDS = ("Progress saved to slot", "Saved to slot")  # what the screens say once the slot holds it


def digest(save) -> str:
    return hashlib.sha1(encode(save)).hexdigest()[:16]


def start_app(db, home: Path):
    """Returns a Game at the title on the files under home, a ps4 pad plugged in (SDL started here)."""
    import pygame
    from pygame._sdl2 import controller
    from support import virtual_pad

    from game.app import App, FixedPacer
    from game.config import load_config

    os.environ["FMDUEL_DATA_HOME"] = str(home)
    config = home / "config.yaml"
    config.write_text("game:\n  animation_speed: instant\n", encoding="utf-8")
    pygame.display.init()
    pygame.joystick.init()
    controller.init()
    pad = virtual_pad.attach("ps4")
    pygame.event.clear()
    app = App(db, load_config(config), pacer=FixedPacer())
    app.start()
    app.loop_once()
    game = Game(app, pad, home / "saves")
    game.settle()
    return game


def continue_to_map(game):
    """Title -> Continue / Load -> slot 1 -> Campaign; returns the loaded career."""
    game.tap("start", "down", "cross", "cross")
    menu = game.top
    career = getattr(menu, "career", None)
    if career is None:
        return None
    game.run(40)
    game.choose("Campaign")
    return career


def play(db, home: Path, kill_at: int, out: Path | None) -> None:
    """The stretch of campaign; SIGKILLs this process on reaching record kill_at (-1: never)."""
    game = start_app(db, home)
    career = continue_to_map(game)
    game.hook(career)
    game.results.append((0, S_POW_COUNTERS, DROPPED))
    records: list[dict] = []
    played = shop_saved = False
    for _ in range(60):
        top = game.top
        kind = type(top).__name__
        words = game.words()
        records.append({"screen": kind, "saved": any(w in words for w in SAVED_WORDS),
                        "state": digest(career.save)})
        if len(records) - 1 == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
        if kind == "CampaignScene":
            entries = [getattr(e, "id", e) for e in top.entries]
            if not played:
                played = True
                game.move_to(entries.index("seto"), "cross")
            elif not shop_saved:
                game.move_to(entries.index("shop")) if top.cursor.index != entries.index("shop") \
                    else game.tap("cross")
            else:
                break
        elif kind == "AskScene" and top.options == ["No", "Yes"]:
            game.tap("down" if top.cursor.index == 0 else "cross")  # Yes: save over slot 1
        elif kind == "ShopScene":
            game.tap("circle" if shop_saved else "cross")  # Save, then Leave Shop
        elif kind == "SlotScene":
            shop_saved = shop_saved or top.message.startswith("Saved")
            game.tap("circle" if shop_saved else "cross")
        else:  # story scenes, the duel prompt, the rank pages, the rewards
            game.tap("cross")
    if out is not None:
        out.write_text(json.dumps(records))


def look(db, homes: list[Path], out: Path) -> None:
    """Continue on each home's files; records what the map shows."""
    camp = load_campaign(db)
    seen = []
    for home in homes:
        game = start_app(db, home)
        career = continue_to_map(game)
        if career is None:
            seen.append({"screen": type(game.top).__name__, "words": game.words()})
        else:
            save = career.save
            seen.append({"screen": type(game.top).__name__, "state": digest(save),
                         "entries": [getattr(e, "id", e) for e in getattr(game.top, "entries", [])],
                         "beaten": progress(camp, save)[0], "seto_done": is_done(save, "seto"),
                         "wins": save.wins[7], "owned": save.owned(DROPPED)})
        game.app.shutdown(quit_pygame=False)
        game.pad.detach()
    out.write_text(json.dumps(seen))


def forked(fn, *args) -> str:
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            fn(*args)
            code = 0
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return f"signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status) else f"exit {os.WEXITSTATUS(status)}"


def warm() -> None:
    """Imports every screen module once here, so no forked child spends its time compiling them."""
    import importlib
    import pkgutil

    import game.scenes

    for mod in pkgutil.walk_packages(game.scenes.__path__, "game.scenes."):
        importlib.import_module(mod.name)


def main(root: Path) -> None:
    db = load_carddb(TESTS.parent / "data", root / "cache")
    warm()
    start = campaign_save(db, "opening", "festival")  # a new career: autosave on (D-02)
    template = root / "template"
    save_slot(start, 1, template / "saves")
    dry = root / "dry"
    shutil.copytree(template, dry)
    ended = forked(play, db, dry, -1, root / "records.json")
    records = json.loads((root / "records.json").read_text())
    points = [k for k, rec in enumerate(records) if k == 0 or rec != records[k - 1]]  # each screen once
    kills, homes = [], []
    for k in points:
        home = root / f"k{k}"
        shutil.copytree(template, home)
        kills.append(forked(play, db, home, k, None))
        homes.append(home)
    looked = forked(look, db, homes, root / "seen.json")
    print(json.dumps({"start": digest(start), "start_beaten": progress(load_campaign(db), start)[0],
                      "dry": ended, "records": records, "points": points, "kills": kills, "looked": looked,
                      "seen": json.loads((root / "seen.json").read_text())}))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
