"""The grind-relief options of a career (game.career.relief), opened from "Where to farm" with SELECT.

Two rows: drop assist (Off/On) and the starchip multiplier (x1/x2/x3). Left/Right change a value at
once in the loaded career; both Off is the original game. The save remembers wins earned with
either on, and the save slots say so.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.career.model import STARCHIP_MULTIPLIERS
from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.career.kit import hints
from game.scenes.widgets import Cursor, draw_rows

ROWS = ("Drop assist", "Starchips", "Done")
HELP = ("Each win's card is the best of three rolls: the rarest in that drop pool.",
        "Each win's starchips are multiplied.", "Both off is the original game.")


class ReliefScene(Scene):
    """A small box over the screen below; changes apply to the career at once."""

    opaque = False

    def __init__(self, career) -> None:
        super().__init__()
        self.career = career
        self.cursor = Cursor(len(ROWS))

    def handle(self, press: Press) -> Press | None:
        """Up/Down choose a row, Left/Right change it, confirm on Done or back closes."""
        ctx, b = self.ctx, press.button
        row = ROWS[self.cursor.index]
        if self.cursor.move(b):
            ctx.audio.play("cursor")
        elif b in (Button.LEFT, Button.RIGHT) and row != "Done":
            self._change(row, 1 if b == Button.RIGHT else -1)
            ctx.audio.play("cursor")
        elif (ctx.is_cancel(press) or (ctx.is_confirm(press) and row == "Done")) and not press.repeat:
            ctx.stack.pop()
        elif ctx.is_confirm(press) and not press.repeat:
            self._change(row, 1)
            ctx.audio.play("cursor")
        return None

    def _change(self, row: str, step: int) -> None:
        save = self.career.save
        o = save.options
        if row == "Drop assist":
            o = replace(o, drop_assist=not o.drop_assist)
        else:
            k = STARCHIP_MULTIPLIERS.index(o.starchip_multiplier)
            o = replace(o, starchip_multiplier=STARCHIP_MULTIPLIERS[(k + step) % len(STARCHIP_MULTIPLIERS)])
        self.career.update(replace(save, options=o))

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the two options with their values and what the row under the cursor does."""
        f, o = self.ctx.font, self.career.save.options
        box = pygame.Rect(30, 60, 260, 96)
        frames.panel(canvas, box)
        f.draw(canvas, "GRIND RELIEF", (box.centerx, box.y + 5), frames.GOLD, "center")
        inner = pygame.Rect(box.x + 8, box.y + 20, box.w - 16, 0)
        draw_rows(canvas, f, inner, [(r, True) for r in ROWS], self.cursor.index, self.frame)
        values = ("On" if o.drop_assist else "Off", f"x{o.starchip_multiplier}")
        for i, value in enumerate(values):
            f.draw(canvas, f"\x86 {value} \x87", (inner.right - 4, inner.y + i * 12), frames.INK, "right")
        for i, line in enumerate(f.wrap(HELP[self.cursor.index], box.w - 16)[:2]):
            f.draw(canvas, line, (box.centerx, box.bottom - 24 + i * 10), frames.DIM, "center")
        hints(self.ctx, canvas, "\x86\x87 Change   {back} Close")
