"""The "controller disconnected" pause, pushed by the app when a pad is unplugged mid-game."""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Context, Scene


class DisconnectedScene(Scene):
    """Freezes the scenes below; resumes when a pad is plugged in, or on keyboard Start."""

    opaque = False

    def enter(self, ctx: Context) -> None:
        """Remembers how many pads were left, to notice a new one."""
        super().enter(ctx)
        self.pads_left = ctx.input.pad_count()
        ctx.input.release_all()
        ctx.input.cancel_capture()  # a remap in progress must not take the keyboard Start
        self._shade = pygame.Surface((320, 240), pygame.SRCALPHA)
        self._shade.fill((0, 0, 0, 150))

    def handle(self, press: Press) -> Press | None:
        """Keyboard Start continues without a pad; every other press is swallowed."""
        if press.button == Button.START and press.kind == "keyboard":
            self._resume()
        return None

    def update(self) -> None:
        """Resumes as soon as a pad is connected again."""
        super().update()
        assert self.ctx is not None
        if self.ctx.input.pad_count() > self.pads_left:
            self._resume()

    def _resume(self) -> None:
        assert self.ctx is not None
        if self.ctx.stack.top is self:
            self.ctx.audio.play("confirm")
            self.ctx.stack.pop()

    def draw(self, canvas: pygame.Surface) -> None:
        """Dims the frozen screen and shows the message."""
        assert self.ctx is not None
        f = self.ctx.font
        canvas.blit(self._shade, (0, 0))
        box = pygame.Rect(40, 80, 240, 70)
        frames.panel(canvas, box)
        f.draw(canvas, "CONTROLLER DISCONNECTED", (160, box.y + 10), frames.WARN, "center")
        f.draw(canvas, "Paused. Plug a controller in to continue,", (160, box.y + 28), frames.INK, "center")
        f.draw(canvas, "or press Enter to go on with the keyboard.", (160, box.y + 40), frames.INK, "center")
        if (self.frame // 30) % 2 == 0:
            f.draw(canvas, "WAITING...", (160, box.y + 56), frames.GOLD, "center")
