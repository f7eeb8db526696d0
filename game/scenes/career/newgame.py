"""New Game (R15.21, M2): name entry on the pad keyboard, the starter deck dealt and shown, a slot.

The new career is written to the chosen slot at once, so Continue finds it; then the loaded menu
opens with the campaign on top, which plays the opening scene (R1.2).
"""

from __future__ import annotations

import pygame

from game.db.vocab import Kind
from game.gfx import frames
from game.gfx.card_text import draw_legible
from game.input import Press
from game.scenes.base import Scene
from game.scenes.career.kit import header, hints
from game.scenes.career.menu import open_loaded_menu
from game.scenes.career.session import Career
from game.scenes.nav import Screen


class StarterScene(Scene):
    """Shows the 40 dealt cards (R15.13); confirm goes on to choose a save slot."""

    def __init__(self, career: Career) -> None:
        super().__init__()
        self.career = career

    def handle(self, press: Press) -> Press | None:
        """Confirm picks the slot; back returns to the menu without a new game."""
        ctx = self.ctx
        if ctx.is_confirm(press) and not press.repeat:
            def saved(_slot: int) -> None:
                open_loaded_menu(ctx, self.career, ctx.screen(Screen.CAMPAIGN, self.career))

            ctx.audio.play("confirm")
            ctx.stack.push(ctx.screen(Screen.SLOTS, "save", career=self.career, on_saved=saved), fade=True)
        elif ctx.is_cancel(press) and not press.repeat:
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Two columns of card names with ATK, the magic, field and equip cards in colour."""
        f, db, save = self.ctx.font, self.ctx.db, self.career.save
        frames.backdrop(canvas, self.frame)
        header(canvas, f, f"{save.name}'s starter deck".upper(), f"SECRET NO. {save.code:08X}")
        box = pygame.Rect(4, 16, 312, 208)
        frames.panel(canvas, box)
        deck = sorted(save.deck, key=lambda c: (int(db.kind[c]) != Kind.MONSTER, -int(db.atk[c]), c))
        for i, card in enumerate(deck):
            x, y = box.x + 6 + (i // 20) * 154, box.y + 5 + (i % 20) * 10
            monster = int(db.kind[card]) == Kind.MONSTER
            atk = str(int(db.atk[card])) if monster else ""
            room = 146 - (f.width(atk) + 5 if atk else 0)  # the name's room, left of the ATK
            draw_legible(canvas, f, db.names[card], (x, y), room, frames.INK if monster else frames.GOLD)
            f.draw(canvas, atk, (x + 146, y), frames.DIM, "right")
        hints(self.ctx, canvas, "{ok} Choose a save slot   {back} Cancel")
