"""Fixtures for the career screens: a real App on the dummy drivers, a virtual SDL pad, saves and
replays in a private data home, and a duel hook that ends each duel with a chosen result.

The hook (``Career.duel_runner``) replaces only the duel itself: it pushes the real rank screen
with a result built from chosen counters, so the rank, starchips and drop come from
``game.rules.rank`` exactly as after a real duel, and every menu around it is driven by the pad.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support import virtual_pad
from support.harness import ScreenText, save_window

from game.app import App, FixedPacer
from game.config import load_config

# R13.4 rows: 3 turns +12, 0 attacks +4, 0 defensive wins 0, 0 face-down 0, 0 magic +2, 0 traps +2,
# 8 cards drawn +15, 8000 LP +6, 0 fusions +4, 0 equips +4; 50 + 2 (LP win) + 49 = 101 -> S-POW (R13.7)
S_POW_COUNTERS = (3, 0, 0, 0, 0, 0, 8, 8000, 0, 0)
# 20 turns 0, 4 attacks 0, 0 def 0, 5 face-down -2, 2 magic -4, 0 traps +2, 20 drawn 0, 3000 LP 0, 1 fusion 0,
# 0 equips +4: 50 + 2 + 0 = 52 -> D-POW, 1 starchip, BCD pool
D_POW_COUNTERS = (20, 4, 0, 5, 2, 0, 20, 3000, 1, 0)


class Game(ScreenText):
    """Steps the app and presses the pad; waits for fades and deferred steps to settle."""

    def __init__(self, app: App, pad, saves: Path) -> None:
        self.app, self.pad, self.saves = app, pad, saves  # saves: the folder the game keeps its slots in
        self.results: list = []  # (winner, counters, dropped) the next duels end with
        self.setups: list = []  # every DuelSetup the career asked for

    @property
    def top(self):
        """Returns the scene on top."""
        return self.app.stack.top

    def run(self, loops: int = 1) -> None:
        """Runs loops of the real game loop."""
        for _ in range(loops):
            self.app.loop_once()

    def settle(self) -> None:
        """Runs until no fade runs, no host has queued work and no prompt is typing (at most ~2 s of frames)."""
        for _ in range(200):
            self.app.loop_once()
            if self.app.stack.fade is None and not any(getattr(s, "has_follow_ups", False) for s in self.app.stack.scenes) \
                    and not getattr(self.top, "typing", False):
                self.app.loop_once()
                if self.app.stack.fade is None:
                    return

    def tap(self, *controls: str) -> None:
        """Presses and releases each control with a loop between, settling after each."""
        for control in controls:
            self.pad.press(control)
            self.run(1)
            self.pad.release(control)
            self.settle()

    def move_to(self, index: int, *then: str) -> None:
        """Walks the top scene's cursor from where it is to index with up/down, then taps the then controls."""
        steps = index - self.top.cursor.index
        self.tap(*(["down"] * steps if steps > 0 else ["up"] * -steps), *then)

    def choose(self, label: str) -> None:
        """Moves the main menu's cursor from where it is to an entry and confirms it."""
        self.move_to([text for text, _ in self.top.entries].index(label), "cross")

    def open_slot(self, save, entry: str = "Campaign"):
        """Writes save to slot 1, loads it from the title (Continue, slot 1), checks the menu waits on Campaign,
        opens entry and returns the loaded career."""
        from game.career.save import save_slot
        from game.scenes.menu import MainMenuScene

        save_slot(save, 1, self.saves)
        self.tap("start", "down", "cross", "cross")  # title -> menu -> Continue/Load -> slot 1
        menu = self.top
        assert isinstance(menu, MainMenuScene) and menu.career is not None
        self.run(40)  # the entries have slid in
        self.shot("career-loaded-menu")
        assert menu.selected == "Campaign"  # after a load the cursor waits on Campaign
        self.choose(entry)
        return menu.career

    def type_text(self, text: str) -> None:
        """Types text on the pad keyboard by walking the cursor to each key (rows of ten)."""
        from game.scenes.career.keyboard import _KEYS

        kb = self.top
        for ch in text:
            row = next(r for r, keys in enumerate(_KEYS) if ch in keys)
            col = _KEYS[row].index(ch)
            while kb.row != row:
                self.tap("down")
            while kb.col != col:
                self.tap("right")
            self.tap("cross")

    def read_story(self) -> None:
        """Pages through the story scenes on top until something else is."""
        from game.scenes.career.story import StoryScene

        while isinstance(self.top, StoryScene):
            self.tap("cross")

    def find(self, cls):
        """Returns the topmost scene of a class on the stack."""
        return next(s for s in reversed(self.app.stack.scenes) if isinstance(s, cls))

    def hook(self, career) -> None:
        """Makes the career's duels end with the queued results (see module docstring)."""
        career.duel_runner = self._runner

    def _runner(self, ctx, setup, on_end) -> None:
        from game.rules import rank as rank_rules
        from game.scenes.duel.rank_screen import RankScene
        from game.scenes.duel.setup import DuelResult

        self.setups.append(setup)
        winner, counters, dropped = self.results.pop(0)
        rank = rank_rules.rank(ctx.db, counters, "lp") if winner == 0 else None
        result = DuelResult(winner, "lp", "TOTAL ANNIHILATION", (counters, counters), ((0,) * 16, (0,) * 16),
                            setup.opponent, rank=rank, dropped=dropped if winner == 0 else 0)
        ctx.stack.push(RankScene(result, on_close=on_end), fade=True)

    def finish_rank(self) -> None:
        """Pages through the rank screen (a win has three pages, the reveal skipped by the first tap)."""
        from game.scenes.duel.rank_screen import RankScene

        for _ in range(6):
            if not isinstance(self.top, RankScene):
                return
            self.tap("cross")

    def shot(self, name: str) -> Path:
        """Saves the window as artifacts/screens/<name>.png."""
        return save_window(name)


@pytest.fixture
def game(db, tmp_path, monkeypatch):
    """Returns a started Game at the title, with a ps4 pad plugged in and a private data home."""
    from pygame._sdl2 import controller

    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path / "data"))
    pygame.joystick.init()
    controller.init()
    pad = virtual_pad.attach("ps4")
    pygame.display.init()
    pygame.event.clear()
    app = App(db, load_config(tmp_path / "config.yaml"), pacer=FixedPacer())
    (tmp_path / "config.yaml").write_text("game:\n  animation_speed: fast\n", encoding="utf-8")
    app.config = load_config(tmp_path / "config.yaml")
    app.start()
    app.loop_once()
    g = Game(app, pad, tmp_path / "data" / "saves")
    g.settle()
    yield g
    app.shutdown(quit_pygame=False)
    pad.detach()


@pytest.fixture
def saves(tmp_path) -> Path:
    """Returns the saves directory the game uses in these tests."""
    return tmp_path / "data" / "saves"
