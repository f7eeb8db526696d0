"""The title screen (rules.md M1 entry): logo, a fan of cards, and PRESS START."""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Context, Scene
from game.scenes.nav import Screen

_SHOWCASE = (127, 722, 1, 181, 300)  # cards fanned under the logo: five different types


class TitleScene(Scene):
    """Waits for Start (or confirm); any config problems are listed so the player sees them."""

    music = "title"

    def enter(self, ctx: Context) -> None:
        """Builds the big logo once, so draw only blits."""
        super().enter(ctx)
        self._logo = _big_text(ctx.font, "FMDUEL", 3, frames.GOLD)
        self._cards = [ctx.cards.small(c) for c in _SHOWCASE] if ctx.cards else []

    def handle(self, press: Press) -> Press | None:
        """Start or confirm opens the main menu."""
        assert self.ctx is not None
        if press.button == Button.START or self.ctx.is_confirm(press):
            self.ctx.audio.play("confirm")
            self.ctx.stack.replace(self.ctx.screen(Screen.MAIN_MENU), fade=True)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the title picture; PRESS START blinks with the frame count."""
        assert self.ctx is not None
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        canvas.blit(self._logo, self._logo.get_rect(center=(160, 44)))
        f.draw(canvas, "DUELS OF FORBIDDEN MEMORIES", (160, 70), (200, 200, 240), "center")
        for i, face in enumerate(self._cards):
            x = 160 + (i - 2) * 46
            y = 96 + abs(i - 2) * 6
            canvas.blit(face, face.get_rect(midtop=(x, y)))
        if (self.frame // 30) % 2 == 0:
            f.draw(canvas, "PRESS START", (160, 180), frames.INK, "center")
        for i, note in enumerate(self.ctx.notes[:3]):
            draw_fitted(canvas, f, note, (4, 198 + i * 10), 312, frames.WARN)
        f.draw(canvas, "fan re-creation, not affiliated with Konami", (160, 228), frames.DIM, "center")


def _big_text(font, text: str, scale: int, colour) -> pygame.Surface:
    w = font.width(text) + 2
    small = pygame.Surface((w, 10), pygame.SRCALPHA)
    font.draw(small, text, (0, 0), colour, shadow=False)
    big = pygame.transform.scale_by(small, scale)
    out = pygame.Surface((big.get_width() + 3, big.get_height() + 3), pygame.SRCALPHA)
    shadow = big.copy()
    shadow.fill((60, 20, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(shadow, (3, 3))
    out.blit(big, (0, 0))
    return out
