"""The opponent's title card over the opening swoop: their portrait and "VS <name>" (beyond the original,
whose duel shows no opponent portrait and only "COM", presentation.md §5; issue 14 asks for both).

It slides in from the left once the board has begun to turn, holds while the camera settles, and is gone
with the swoop: skipping the swoop (Cross) skips the card with it.
"""

from __future__ import annotations

import pygame

from game.gfx import frames, portraits
from game.gfx.card_text import draw_fitted
from game.present.timing import ease
from game.scenes.duel.motions import scaled_text

BOX = pygame.Rect(70, 170, 180, 60)
NAME_W = BOX.w - 70  # the name beside the portrait, in pixels
_IN, _SLIDE, _OUT = 0.12, 0.12, 0.94  # swoop progress: the card starts, slides for, and leaves at


def paint_title(canvas: pygame.Surface, ctx, opponent: int, name: str, p: float) -> None:
    """Draws the title card at swoop progress p (0..1); nothing outside its span."""
    if p < _IN or not name:
        return
    k = ease(min(1.0, (p - _IN) / _SLIDE))
    if p > _OUT:
        k = min(k, 1 - ease((p - _OUT) / (1 - _OUT)))
    box = BOX.move(round(-(BOX.right + 4) * (1 - k)), 0)
    frames.panel(canvas, box, (40, 28, 60), (12, 8, 24))
    pygame.draw.rect(canvas, frames.GOLD, box, 1)
    portraits.draw_portrait(canvas, opponent, (box.x + 6, box.y + 6))
    vs = scaled_text(ctx.font, "VS", frames.GOLD, 2)
    canvas.blit(vs, (box.x + 62, box.y + 8))
    draw_fitted(canvas, ctx.font, name, (box.x + 62, box.y + 38), NAME_W, frames.INK)
