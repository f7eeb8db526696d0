"""After a won duel (R13.1): the starchips now held, and the dropped card as it enters the trunk.

The rank screen has already shown the rank and the face of the card; this screen shows what the
save gained from it: the new starchip total (R13.10, capped at 999,999), the card added to the
trunk with the copies now owned (R13.15, capped at 250), and a Free Duel unlock (R15.5).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.gfx import frames
from game.input import Press
from game.scenes.base import Scene
from game.scenes.career.kit import hints


class RewardScene(Scene):
    """Shows the spoils as kept; confirm calls ``then``."""

    def __init__(self, career, result, gained: int, card: int, added: bool, then: Callable[[], None]) -> None:
        super().__init__()
        self.career, self.result, self.gained, self.card, self.added, self.then = \
            career, result, gained, card, added, then

    def handle(self, press: Press) -> Press | None:
        """Confirm closes."""
        ctx = self.ctx
        if (ctx.is_confirm(press) or ctx.is_cancel(press)) and not press.repeat:
            ctx.audio.play("confirm")
            ctx.stack.pop()  # no fade: then() may push the next screen with one
            self.then()
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the starchip line, the card and its trunk count."""
        f, db, save = self.ctx.font, self.ctx.db, self.career.save
        frames.backdrop(canvas, self.frame)
        box = pygame.Rect(30, 10, 260, 212)
        frames.panel(canvas, box)
        rank = self.result.rank
        f.draw(canvas, f"VICTORY OVER {db.duelist_names[self.result.opponent].upper()}", (160, 16), frames.GOLD,
               "center")
        if rank is not None:
            f.draw(canvas, f"RANK {rank.name}   STARCHIPS +{self.gained}", (160, 30), frames.INK, "center")
        f.draw(canvas, f"You now hold {save.starchips} starchips.", (160, 42), frames.DIM, "center")
        x = 174
        if self.card:
            face = self.ctx.cards.detail(self.card)
            canvas.blit(face, (44, 56))
            y = 60
            for line in f.wrap(db.names[self.card], 108):
                f.draw(canvas, line, (x, y), frames.INK)
                y += 10
            lines = (["Added to your trunk.", f"You own {save.owned(self.card)}."] if self.added
                     else ["Your trunk already", "holds 250 copies."])
            for i, line in enumerate(lines):
                f.draw(canvas, line, (x, y + 6 + i * 10), frames.GOLD if self.added else frames.WARN)
        else:
            f.draw(canvas, "No card this time.", (160, 120), frames.DIM, "center")
        if save.is_unlocked(self.result.opponent) and self.result.opponent != 39:
            f.draw(canvas, "Free Duel:", (x, 180), frames.DIM)
            f.draw(canvas, "duelist unlocked.", (x, 190), frames.DIM)
        career = self.career
        if career.slot and not career.dirty:
            lines, colour = (f"Progress saved to slot {career.slot}.",), frames.GOLD
        else:
            failed = career.notes and "autosave failed" in career.notes[-1]
            lines, colour = ("Autosave failed:" if failed else "Not saved yet:", "save at a card shop."), frames.WARN
        for i, line in enumerate(f.wrap(" ".join(lines), 108)):
            f.draw(canvas, line, (x, 150 + i * 10), colour)
        hints(self.ctx, canvas, "{ok} Continue")
