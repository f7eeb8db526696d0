"""Controls remap: choose a PSX button, then press the key or pad input it should use.

It works with the pad alone: the d-pad moves, confirm starts listening, and the next press of
any device is bound for that device kind. While listening, every button is a candidate, so
listening ends by itself after a few seconds if nothing is pressed. Binding an input that another
button already uses swaps the two, so no button can become unreachable.
"""

from __future__ import annotations

import re

import pygame

from game.config import defaults
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.gfx.font import SYM_CIRCLE, SYM_CROSS, SYM_SQUARE, SYM_TRIANGLE
from game.input import Press
from game.input_bindings import KINDS, Button, input_label, rebind
from game.scenes.base import Context, Scene
from game.scenes.widgets import Cursor, footer, prompt_labels

LISTEN_FRAMES = 300
_ROW_H = 11
_LABELS = {Button.UP: "\x84 Up", Button.DOWN: "\x85 Down", Button.LEFT: "\x86 Left",
           Button.RIGHT: "\x87 Right",
           Button.CROSS: f"{SYM_CROSS} Cross", Button.CIRCLE: f"{SYM_CIRCLE} Circle",
           Button.SQUARE: f"{SYM_SQUARE} Square", Button.TRIANGLE: f"{SYM_TRIANGLE} Triangle",
           Button.L1: "L1", Button.R1: "R1", Button.L2: "L2", Button.R2: "R2",
           Button.START: "Start", Button.SELECT: "Select"}
# SDL GameController names as a PlayStation pad prints them: face buttons by their symbols (SDL's
# "y" is the north button, Triangle; its "x" is the west one, Square), shoulders as L1/R1/L2/R2.
_PAD_NAMES = {"a": SYM_CROSS, "b": SYM_CIRCLE, "x": SYM_SQUARE, "y": SYM_TRIANGLE,
              "leftshoulder": "L1", "rightshoulder": "R1", "lefttrigger": "L2", "righttrigger": "R2",
              "back": "Select", "start": "Start", "guide": "PS", "leftstick": "L3", "rightstick": "R3"}
_EXTRA = ("Reset to defaults", "Back")


_ARROWS = {"up": "\x84", "down": "\x85", "left": "\x86", "right": "\x87"}
_STICK = {"x-": "\x86", "x+": "\x87", "y-": "\x84", "y+": "\x85"}


def bound_label(kind: str, name: str) -> str:
    """Returns how a bound input reads on the Controls screen, in the PlayStation's names and plain words:
    face buttons by their symbols, the d-pad by its arrows, "L stick" and "R stick", and for a pad SDL
    does not know, "Button 1", "Hat" and "Axis 1" (counted from 1, as a player counts)."""
    if kind == "controller":
        if name in _PAD_NAMES:
            return _PAD_NAMES[name]
        if name.startswith("dp") and name[2:] in _ARROWS:
            return _ARROWS[name[2:]]
        m = re.fullmatch(r"(left|right)([xy][+-])", name)
        if m:
            return f"{m.group(1)[0].upper()} stick{_STICK[m.group(2)]}"
    if kind == "joystick":
        m = re.fullmatch(r"b(\d+)|h(\d+)(up|down|left|right)|a(\d+)([+-])", name)
        if m and m.group(1) is not None:
            return f"Button {int(m.group(1)) + 1}"
        if m and m.group(2) is not None:
            return f"Hat{' ' + str(int(m.group(2)) + 1) if m.group(2) != '0' else ''}{_ARROWS[m.group(3)]}"
        if m:
            return f"Axis {int(m.group(4)) + 1}{m.group(5)}"
    return input_label(name)


# (device kind, column title, centre x, width): a pad SDL maps, the keyboard, and, only while one is
# plugged in, a pad SDL does not know (its inputs by number).
_KIND_WORDS = {"controller": "pad", "keyboard": "keyboard", "joystick": "other pad"}
_COLUMNS = (("controller", "PAD", 150, 90), ("keyboard", "KEYBOARD", 250, 90))
_COLUMNS_OTHER = (("controller", "PAD", 128, 66), ("keyboard", "KEYBOARD", 200, 66),
                  ("joystick", "OTHER PAD", 270, 66))


class RemapScene(Scene):
    """The binding table; ``listening`` counts down while waiting for the new input."""

    def enter(self, ctx: Context) -> None:
        """Starts on the first button row."""
        super().enter(ctx)
        self.cursor = Cursor(len(Button) + len(_EXTRA))
        self.listening = 0
        self.message = ""

    def resume(self) -> None:
        """Coming back from a pause ends any listening, which the pause cancelled."""
        if self.listening:
            self.listening = 0
            self.message = "Interrupted: binding unchanged"

    def exit(self) -> None:
        """Never leaves the gateway in capture mode."""
        if self.ctx is not None:
            self.ctx.input.cancel_capture()

    def handle(self, press: Press) -> Press | None:
        """Moves, starts listening on a button row, resets, or goes back."""
        ctx = self.ctx
        assert ctx is not None
        if self.listening:
            return None
        if self.cursor.move(press.button):
            ctx.audio.play("cursor")
        elif ctx.is_confirm(press):
            if self.cursor.index < len(Button):
                ctx.audio.play("confirm")
                ctx.input.begin_capture()
                self.listening = LISTEN_FRAMES
                self.message = ""
            elif _EXTRA[self.cursor.index - len(Button)] == "Reset to defaults":
                base = defaults()
                for kind in KINDS:
                    ctx.config.set(f"input.{kind}", base.get(f"input.{kind}"))
                ctx.apply_settings()
                ctx.audio.play("confirm")
                self.message = "All controls reset to defaults"
            else:
                self._leave()
        elif ctx.is_cancel(press):
            self._leave()
        return None

    def update(self) -> None:
        """Takes the captured input, or gives up when the listening time runs out."""
        super().update()
        ctx = self.ctx
        assert ctx is not None
        if not self.listening:
            return
        captured = ctx.input.captured
        if captured is not None:
            kind, name = captured
            ctx.input.captured = None
            button = Button(self.cursor.index)
            key = f"input.{kind}"
            ctx.config.set(key, rebind(ctx.config.get(key), button, name))
            ctx.apply_settings()
            ctx.audio.play("confirm")
            self.message = f"{_LABELS[button]} = {bound_label(kind, name)} ({_KIND_WORDS[kind]})"
            self.listening = 0
            return
        self.listening -= 1
        if not self.listening:
            ctx.input.cancel_capture()
            ctx.audio.play("cancel")
            self.message = "No input: binding unchanged"

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the table of buttons against each device kind's first two inputs."""
        ctx = self.ctx
        assert ctx is not None
        f = ctx.font
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "CONTROLS", (12, 4), frames.GOLD)
        box = pygame.Rect(6, 14, 308, (len(Button) + len(_EXTRA)) * _ROW_H + 18)
        frames.panel(canvas, box)
        columns = _COLUMNS_OTHER if any(p[1] == "joystick" for p in ctx.input.pads()) else _COLUMNS
        for _, title, x, _w in columns:
            f.draw(canvas, title, (x, box.y + 4), frames.GOLD, "center")
        y0 = box.y + 16
        tables = {kind: ctx.config.get(f"input.{kind}") for kind, _, _, _ in columns}
        for i in range(self.cursor.n):
            y = y0 + i * _ROW_H
            if i == self.cursor.index:
                frames.highlight(canvas, pygame.Rect(box.x + 4, y - 2, box.w - 8, _ROW_H), self.frame)
            if i < len(Button):
                button = Button(i)
                f.draw(canvas, _LABELS[button], (box.x + 8, y), frames.INK)
                for kind, _, x, w in columns:
                    names = tables[kind].get(button.name.lower(), [])
                    text = "  ".join(bound_label(kind, n) for n in names[:2]) or "-"
                    draw_fitted(canvas, f, text, (x, y), w, frames.CURSOR, "center")
            else:
                f.draw(canvas, _EXTRA[i - len(Button)], (box.x + 8, y), frames.INK)
        if self.listening:
            self._draw_listen(canvas)
        ok, back = prompt_labels(ctx)
        draw_fitted(canvas, f, self.message, (160, 218), 308, frames.INK, "center")
        footer(canvas, f, f"{ok} Rebind   {back} Back   \x84\x85 Move")

    def _draw_listen(self, canvas: pygame.Surface) -> None:
        f = self.ctx.font  # type: ignore[union-attr]
        box = pygame.Rect(50, 90, 220, 56)
        frames.panel(canvas, box, (120, 40, 40), (40, 8, 8))
        f.draw(canvas, f"Press the new input for {_LABELS[Button(self.cursor.index)]}", (160, box.y + 10),
               frames.INK, "center")
        f.draw(canvas, "any key or pad button", (160, box.y + 22), frames.INK, "center")
        f.draw(canvas, f"{self.listening // 60 + 1} s to cancel", (160, box.y + 38), frames.GOLD, "center")

    def _leave(self) -> None:
        ctx = self.ctx
        assert ctx is not None
        ctx.audio.play("cancel")
        ctx.stack.pop(fade=True)
