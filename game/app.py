"""The game shell: one loop, fixed 60 Hz updates, one draw per loop, and the scene stack.

    dt = pacer.tick()                      # injected: real clock in play, fixed 1/60 in tests
    acc += min(dt, MAX_CATCH_UP)
    signals = input.poll()                 # the only event read of the loop
    while acc >= STEP: stack.dispatch(input.step()); stack.update(); acc -= STEP
    stack.draw(canvas); display.present(canvas)

``App`` owns only the loop, the window and the services it hands to scenes in ``Context``;
scenes own their widgets, and the rules engine (later) owns the rules.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import pygame

from game.audio.player import Audio
from game.gfx import frames
from game.gfx.display import CANVAS_SIZE, Display
from game.heap import settle
from game.input import InputGateway
from game.resources import sprites_dir as default_sprites_dir  # re-exported: tests point it elsewhere
from game.scenes.base import Context, Scene
from game.scenes.nav import Screen
from game.scenes.stack import SceneStack

log = logging.getLogger(__name__)

FPS = 60
STEP = 1.0 / FPS
MAX_CATCH_UP = 0.1  # at most 6 updates after a stall; the game slows down instead of spiralling
_EPS = 1e-9


class Pacer(Protocol):
    """Where loop time comes from: returns the seconds since the previous call."""

    def tick(self) -> float:
        """Returns seconds since the previous call (may wait to pace the loop)."""
        ...


class ClockPacer:
    """Real time, paced to 60 loops per second by SDL's clock (it waits, it does not spin)."""

    def __init__(self) -> None:
        self._clock = pygame.time.Clock()

    def tick(self) -> float:
        """Waits for the next 1/60 s slot and returns the real time elapsed."""
        return self._clock.tick(FPS) / 1000.0


class FixedPacer:
    """Test time: every loop is exactly one step, with no waiting."""

    def __init__(self, step: float = STEP) -> None:
        self.step = step

    def tick(self) -> float:
        """Returns the fixed step."""
        return self.step


class App:
    """Runs the loop over the scene stack; ``start`` opens everything, ``loop_once`` is one iteration."""

    def __init__(self, db, config, *, pacer: Pacer | None = None, sprites_dir: Path | None = None,
                 first_scene: Callable[[], Scene | tuple[Scene, ...]] | None = None,
                 on_first_frame: Callable[[], None] | None = None) -> None:
        self.db = db
        self.config = config
        self.pacer = pacer
        self.sprites_dir = sprites_dir or default_sprites_dir()
        self.first_scene = first_scene
        self.on_first_frame = on_first_frame
        self.running = False
        self.frame = 0  # fixed updates run so far
        self.loops = 0
        self.debug = False
        self._acc = 0.0
        self._pad_lost = False
        self._loop_dt: deque[float] = deque(maxlen=60)
        self._work_ms: deque[float] = deque(maxlen=60)

    def start(self) -> None:
        """Opens the window, pads and sound, loads the assets and shows the first scene."""
        from game.gfx.card_art import default_card_art
        from game.gfx.cards import CardPainter, load_icons
        from game.gfx.font import load_font

        pygame.display.init()
        self.display = Display(self.config.get("video.scale"), self.config.get("video.fullscreen"),
                               self.config.get("video.scanlines"))
        self.display.open()
        self.canvas = pygame.Surface(CANVAS_SIZE).convert()
        self.input = InputGateway(self.config)
        self.input.open()
        self.audio = Audio()
        self.audio.open()
        font = load_font(self.sprites_dir)
        icons = load_icons(self.sprites_dir)
        self.stack = SceneStack()
        self.ctx = Context(config=self.config, font=font, input=self.input, audio=self.audio,
                           stack=self.stack, db=self.db,
                           cards=CardPainter(self.db, font, icons, default_card_art(self.sprites_dir))
                           if self.db is not None else None,
                           apply_settings=self.apply_settings, quit=self.stop)
        self.ctx.notes = [_short_note(p, self.config.path) for p in self.config.problems]
        self.stack.ctx = self.ctx
        self.apply_settings()
        if self.pacer is None:
            self.pacer = ClockPacer()
        first = self.first_scene() if self.first_scene else self.ctx.screen(Screen.TITLE)
        for scene in first if isinstance(first, tuple) else (first,):  # bottom first: where leaving it goes
            self.stack.push(scene)
        self.running = True

    def run(self, max_frames: int = 0) -> int:
        """Runs until the player quits (or max_frames loops have run); returns the exit code."""
        self.start()
        settle()  # the loaded tables and art stay out of the collector's full passes (game.heap)
        try:
            while self.running:
                self.loop_once()
                if max_frames and self.loops >= max_frames:
                    break
        finally:
            self.shutdown()
        return 0

    def loop_once(self) -> None:
        """One loop: read input, run the due fixed updates, draw once and present."""
        assert self.pacer is not None
        dt = self.pacer.tick()
        t0 = time.perf_counter()
        self._loop_dt.append(dt)
        self._acc = min(self._acc + dt, MAX_CATCH_UP)
        self._signals(self.input.poll())
        while self._acc + _EPS >= STEP and self.running:
            self.stack.dispatch(self.input.step())
            self.stack.update()
            self._acc -= STEP
            self.frame += 1
        self.audio.update()
        self.stack.draw(self.canvas)
        if self.debug:
            self._draw_debug(self.canvas)
        self.display.present(self.canvas)
        self._work_ms.append((time.perf_counter() - t0) * 1000)
        self.loops += 1
        if self.loops == 1 and self.on_first_frame is not None:
            self.on_first_frame()

    def stop(self) -> None:
        """Ends the loop after the current iteration."""
        self.running = False

    def shutdown(self, quit_pygame: bool = True) -> None:
        """Closes pads, sound and the window; safe to call twice.

        Tests pass quit_pygame=False: repeated pygame.quit()/init cycles in one process stop SDL
        from sending controller events after the third cycle (pygame-ce 2.5.8, SDL 2.32.10).
        """
        if getattr(self, "input", None) is None:
            return
        self.input.close()
        self.audio.close()
        self.input = None  # type: ignore[assignment]
        self.running = False
        if quit_pygame:
            pygame.quit()

    def apply_settings(self) -> None:
        """Makes the window, sound and bindings follow the current config."""
        cfg = self.config
        d = self.display
        d.scanlines = cfg.get("video.scanlines")
        if cfg.get("video.fullscreen") != d.fullscreen:
            d.toggle_fullscreen()
        if cfg.get("video.scale") != d.scale:
            d.set_scale(cfg.get("video.scale"))
        self.audio.set_volumes(cfg.get("audio.sfx_volume"), cfg.get("audio.music_volume"),
                               cfg.get("audio.music"))
        self.input.reload_bindings()

    def _signals(self, sig) -> None:
        from game.scenes.pause import DisconnectedScene

        if sig.quit:
            self.stop()
        if sig.toggle_fullscreen:
            self.config.set("video.fullscreen", not self.config.get("video.fullscreen"))
            self.apply_settings()
        if sig.toggle_debug:
            self.debug = not self.debug
        if sig.resized:
            self.display.resized()
        if sig.pads_removed:
            self._pad_lost = True
        if sig.pads_added:
            self._pad_lost = False
        # Pause only between fades: a fade's pending replace must not swap out the pause instead.
        if self._pad_lost and self.stack.fade is None:
            self._pad_lost = False
            if not isinstance(self.stack.top, DisconnectedScene):
                self.stack.push(DisconnectedScene())

    def _draw_debug(self, canvas: pygame.Surface) -> None:
        f = self.ctx.font
        mean_dt = sum(self._loop_dt) / len(self._loop_dt) if self._loop_dt else 0.0
        fps = 1.0 / mean_dt if mean_dt > 0 else 0.0
        ms = sum(self._work_ms) / len(self._work_ms) if self._work_ms else 0.0
        worst = max(self._work_ms, default=0.0)
        canvas.fill((0, 0, 0), (0, 0, 158, 22))
        f.draw(canvas, f"FPS {fps:5.1f}  frame {ms:4.2f} ms", (2, 1), frames.GOLD)
        f.draw(canvas, f"max {worst:4.2f} ms  pads {self.input.pad_count()}  upd {self.frame}", (2, 11),
               frames.INK)


def _short_note(problem: str, path) -> str:
    """Returns a config problem cut to what fits on the title screen (stderr has it in full)."""
    prefix = f"{path}: "
    text = problem.removeprefix(prefix)
    if "bad value" in text:
        text = text.split(" (", 1)[0] + ", default used"
    return f"config: {text}"
