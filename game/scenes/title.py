"""The title screen (rules.md M1 entry), laid out as the original's (presentation.md §1).

Back to front: our carved wall in five columns, the black-to-light shade, the logo centred near
(162, 90), PUSH START BUTTON pulsing around y 185 and the credit line below it. Left alone for
``IDLE_TICKS`` the title shows an attract duel between two computer duelists on the real board (the
original replays its intro film; we have none). That duel is decided while the title waits, a
little each tick (game.sim.attract), so opening it costs nothing; any press there comes back here.
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.gfx.title_art import CREDIT_Y, LOGO_CENTRE, PRESS_CENTRE, TitleArt, pulse_alpha
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Context, Scene
from game.scenes.nav import Screen

IDLE_TICKS = 55 * 60  # "a little under a minute" before the original replays its intro
ACTIONS_PER_TICK = 1  # attract-duel actions decided per title tick (a few ms at most)
ATTRACT_START = 10 * 60  # idle ticks before the attract duel starts being decided (the AI's first move
# builds its tables, ~0.2 s once, which start-up and a player who presses at once never pay)
CREDIT = "fmduel - a fan re-creation, not affiliated with Konami"


class TitleScene(Scene):
    """Waits for Start (or confirm); any config problems are listed so the player sees them."""

    music = "title"

    def __init__(self, attract_seed: int = 0) -> None:
        super().__init__()
        self.idle = 0
        self.attract_seed = attract_seed  # the next attract duel's seed; each showing takes the next
        self.attract = None  # the attract duel being decided (game.sim.attract.AttractDuel)

    def enter(self, ctx: Context) -> None:
        """Builds the layers once, so draw only blits."""
        super().enter(ctx)
        self.art = TitleArt(ctx.font)
        self._press = self.art.press.copy()

    def resume(self) -> None:
        """Back from a screen above: the idle count starts again."""
        self.idle = 0

    def handle(self, press: Press) -> Press | None:
        """Start or confirm opens the main menu; any press restarts the idle count."""
        assert self.ctx is not None
        self.idle = 0
        if press.button == Button.START or self.ctx.is_confirm(press):
            self.ctx.audio.play("confirm")
            self.ctx.stack.replace(self.ctx.screen(Screen.MAIN_MENU), fade=True)
        return None

    def update(self) -> None:
        """Decides a little more of the attract duel; after IDLE_TICKS alone, shows it."""
        super().update()
        self.idle += 1
        ctx = self.ctx
        if ctx is None or ctx.db is None or ctx.cards is None:
            return
        if self.attract is None:
            if self.idle < ATTRACT_START:
                return
            from game.sim.attract import AttractDuel  # the rules and the AI load only once the title waits

            self.attract = AttractDuel(ctx.db, self.attract_seed)
        self.attract.advance(ACTIONS_PER_TICK)
        if self.idle >= IDLE_TICKS and self.attract.done:
            self.idle = 0
            log, seat, self.attract = self.attract.log(), self.attract.duelists[0], None
            self.attract_seed += 1
            ctx.stack.push(ctx.screen(Screen.ATTRACT, log, seat), fade=True)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the title picture; PUSH START BUTTON pulses with the frame count."""
        assert self.ctx is not None
        f, art = self.ctx.font, self.art
        canvas.blit(art.backdrop, (0, 0))
        canvas.blit(art.logo, art.logo.get_rect(center=LOGO_CENTRE))
        self._press.set_alpha(pulse_alpha(self.frame))
        canvas.blit(self._press, self._press.get_rect(center=PRESS_CENTRE))
        f.draw(canvas, CREDIT, (160, CREDIT_Y), (236, 228, 200), "center")
        for i, note in enumerate(self.ctx.notes[:3]):
            draw_fitted(canvas, f, note, (4, 2 + i * 10), 312, frames.WARN)
