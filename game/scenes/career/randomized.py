"""New game on a randomized run: a typed code (or none, for a fresh one), the run made and checked, then
the usual name entry, starter deck and slot, with the save recording the run (game.randomizer.runs).

    start_randomized(ctx)     # the main menu's "Randomized" entry (game.scenes.career.menu)

The run is made by ``fmduel randomize`` in a child process (the checks play hundreds of duels; the menu
keeps drawing and Circle stops it) into the mods folder, unless that folder already holds the run's file.
The game then loads its tables with the mods folder as at start-up, so the run is loaded as any mod is.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pygame

from game.gfx import frames
from game.input import Press
from game.scenes.base import Scene
from game.scenes.career.kit import header, hints


class MakeRunScene(Scene):
    """Makes (or finds) the run's mod, loads the tables with it, then starts the new game on them."""

    def __init__(self, code: str | None, maker=None) -> None:
        super().__init__()
        self.code = code
        self.maker = maker or _spawn  # (args, env) -> a Popen; the gallery passes one that keeps working
        self.proc: subprocess.Popen | None = None
        self.problem = ""
        self.found = False  # the run's file is already in the mods folder: load it on the first update

    def enter(self, ctx) -> None:
        """Refuses a second run; starts making this one unless its file is already in the mods folder."""
        super().enter(ctx)
        from game.db import default_mods_dir
        from game.randomizer.runs import active_run

        loaded = active_run(ctx.db)
        if loaded is not None and loaded.code != self.code:
            self.problem = (f"The randomized run {loaded.code} is in the mods folder: take it out first "
                            "(one run at a time).")
            return
        self.out = default_mods_dir()
        if self.code is not None and (self.out / f"randomized-{self.code}.yaml").is_file():
            self.found = True
            return
        args = [sys.executable, "-m", "game", "randomize", "--out", str(self.out), "--json"]
        args += [self.code] if self.code else []
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [_root(), os.environ.get("PYTHONPATH")])))
        self.proc = self.maker(args, env)

    def update(self) -> None:
        """Waits for the run's maker; loads the run when it is made."""
        super().update()
        if self.found:
            self.found = False
            self._load()
            return
        if self.proc is None or self.proc.poll() is None:
            return
        out, err = self.proc.communicate()
        self.proc = None
        if not out.strip():
            last = (err.strip().splitlines() or ["it stopped"])[-1]
            self.problem = "The run could not be made: " + last.removeprefix("fmduel randomize: ")
            self.ctx.audio.play("buzz")
            return
        import json

        self.code = json.loads(out)["code"]
        self._load()

    def handle(self, press: Press) -> Press | None:
        """Circle stops making the run (nothing is written) and goes back."""
        ctx = self.ctx
        if (ctx.is_cancel(press) or (self.problem and ctx.is_confirm(press))) and not press.repeat:
            self._stop()
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def exit(self) -> None:
        """Stops the maker if the screen goes away while it runs."""
        self._stop()

    def _stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.communicate()
        self.proc = None

    def _load(self) -> None:
        from game.career.checks import CAREER_CHECKS
        from game.db import DataError, data_dir_of, default_mods_dir, load_carddb
        from game.gfx.cards import CardPainter
        from game.randomizer.runs import active_run
        from game.scenes.career.menu import start_new_game

        ctx = self.ctx
        dirs = list(dict.fromkeys([default_mods_dir(), *(_parent(p) for p in ctx.db.mods.get("files", []))]))
        try:
            db = load_carddb(data_dir_of(ctx.db), mod_dirs=dirs, checks=CAREER_CHECKS)
        except DataError:
            self.problem = "The game's data could not be loaded again with the run."
            return
        run = active_run(db)
        if run is None or run.code != self.code:
            self.problem = "The run's mod was not accepted: see Options > Mods."
            return
        painter = ctx.cards
        ctx.db = db
        if painter is not None:
            ctx.cards = CardPainter(db, painter.font, painter.icons, painter.art)
        ctx.stack.pop()
        start_new_game(ctx)

    def draw(self, canvas: pygame.Surface) -> None:
        """Says what is being made and for how long, or why it could not be."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        header(canvas, f, "RANDOMIZED RUN", self.code or "A NEW CODE")
        box = pygame.Rect(20, 60, 280, 110)
        frames.panel(canvas, box)
        if self.problem:
            for i, line in enumerate(f.wrap(self.problem, box.w - 20)[:8]):
                f.draw(canvas, line, (box.x + 10, box.y + 10 + i * 11), frames.WARN)
            hints(self.ctx, canvas, "{ok} Back")
            return
        lines = ("Making the run and proving it by play:", "every card can be obtained,",
                 "every duelist's deck is legal,", "every campaign duel can be won.")
        for i, line in enumerate(lines):
            f.draw(canvas, line, (box.x + 10, box.y + 10 + i * 12), frames.INK)
        dots = "." * (1 + (self.frame // 20) % 3)
        seconds = self.frame // 60  # the screen's own clock (60 steps a second): the same picture every run
        f.draw(canvas, f"Working{dots}  {seconds} s", (box.x + 10, box.y + 70), frames.GOLD)
        hints(self.ctx, canvas, "{back} Stop")


def _spawn(args: list[str], env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def _root() -> str:
    import game

    return os.path.dirname(os.path.dirname(os.path.abspath(game.__file__)))


def _parent(path: str):
    from pathlib import Path

    return Path(path).parent
