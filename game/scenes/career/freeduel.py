"""The Free Duel grid (M9, R15.8-R15.9): 5 x 8 cells, Build Deck in cell 0, duelists 1-39 after it.

Locked cells show no name and cannot be chosen; unlocked ones show ``WIN n LOSS n`` (each capped
at 999). The d-pad moves without wrapping, Cross or Square confirms, Circle goes back. A duel
uses the player's deck (R1.3: exactly 40 cards, else YOUR DECK ISN'T READY!), the duelist's home
terrain unless the save's option forces Normal (D-05), and the same rewards as the campaign.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.career.deckbuild import deck_ready_problem
from game.gfx import frames, portraits
from game.input import Press
from game.input_bindings import Button
from game.rules.setup import home_terrain
from game.scenes.career.kit import HostScene, ask, header, hints
from game.scenes.career.session import Career, make_setup, start_duel
from game.scenes.nav import Screen

COLS, ROWS = 5, 8
DECK_MESSAGE = "YOUR DECK ISN'T READY!"
_CELL_W, _CELL_H = 62, 24


class FreeDuelGridScene(HostScene):
    """Cursor over the 40 cells; a duel's result is applied and shown when it returns."""

    music = "free_duel"

    def __init__(self, career: Career) -> None:
        super().__init__()
        self.career = career
        self.index = 1
        self.duels = 0

    def handle(self, press: Press) -> Press | None:
        """Moves (no wrap), confirms (Cross/Square) or goes back."""
        ctx, b = self.ctx, press.button
        if self._later:
            return None
        step = {Button.LEFT: (-1, 0), Button.RIGHT: (1, 0), Button.UP: (0, -1), Button.DOWN: (0, 1)}.get(b)
        if step is not None:
            col, row = self.index % COLS + step[0], self.index // COLS + step[1]
            if 0 <= col < COLS and 0 <= row < ROWS:
                self.index = row * COLS + col
                ctx.audio.play("cursor")
        elif (ctx.is_confirm(press) or b == Button.SQUARE) and not press.repeat:
            self._choose()
        elif b == Button.SELECT and not press.repeat:
            save = self.career.save
            terrain = "normal" if save.options.free_duel_terrain == "home" else "home"
            self.career.update(replace(save, options=replace(save.options, free_duel_terrain=terrain)))
            ctx.audio.play("cursor")
        elif ctx.is_cancel(press) and not press.repeat:
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def unlocked(self, cell: int) -> bool:
        """Returns whether a cell can be chosen (cell 0, Build Deck, always)."""
        return cell == 0 or self.career.save.is_unlocked(cell)

    def _choose(self) -> None:
        ctx = self.ctx
        if self.index == 0:
            ctx.audio.play("confirm")
            ctx.stack.push(ctx.screen(Screen.DECK_EDIT, self.career), fade=True)
            return
        if not self.unlocked(self.index):
            ctx.audio.play("buzz")
            return
        problem = deck_ready_problem(self.career.save.deck)
        if problem:
            ctx.audio.play("buzz")
            ask(ctx, [DECK_MESSAGE, f"({problem})"], warn=True)
            return
        ctx.audio.play("confirm")
        opponent = self.index
        terrain = 0 if self.career.save.options.free_duel_terrain == "normal" else home_terrain(ctx.db, opponent)
        self.duels += 1
        seed = (self.career.save.code * 31 + self.frame * 977 + self.duels) & 0x7FFF_FFFF
        setup = make_setup(ctx, self.career, opponent, terrain, "Free Duel", seed)
        start_duel(ctx, self.career, setup, lambda result: self.later(lambda: self._returned(result)))

    def _returned(self, result) -> None:
        gained, card, added = self.career.apply_result(result, campaign=False)
        if result.player_won:
            self.career.autosave()
            self.ctx.stack.push(self.ctx.screen(Screen.REWARDS, self.career, result, gained, card, added, lambda: None),
                                fade=True)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the grid and the cursor cell's details."""
        f, db, save = self.ctx.font, self.ctx.db, self.career.save
        frames.backdrop(canvas, self.frame)
        header(canvas, f, "FREE DUEL", f"{field_words(save)}   deck {len(save.deck)}/40   \x88 {save.starchips}")
        for cell in range(COLS * ROWS):
            col, row = cell % COLS, cell // COLS
            r = pygame.Rect(5 + col * (_CELL_W + 1), 16 + row * (_CELL_H + 1), _CELL_W, _CELL_H)
            on = self.unlocked(cell)
            if on:
                frames.panel(canvas, r)
            else:
                pygame.draw.rect(canvas, (24, 24, 40), r)
                pygame.draw.rect(canvas, (44, 44, 64), r, 1)
            if cell == self.index:
                pygame.draw.rect(canvas, frames.CURSOR if (self.frame // 10) % 3 else frames.GOLD, r, 2)
            if cell == 0:
                f.draw(canvas, "BUILD DECK", (r.centerx, r.y + 7), frames.GOLD, "center")
                continue
            known = on or cell in save.defeated  # unbeaten duelists stay dark silhouettes
            canvas.blit(portraits.thumb(cell, _CELL_H - 2, silhouette=not known), (r.x + 1, r.y + 1))
            text_x = r.x + _CELL_H + 2
            if not on:
                f.draw(canvas, f"{cell:02d}", (text_x, r.y + 2), frames.DIM)
                f.draw(canvas, "???", (text_x, r.y + 12), frames.DIM)
                continue
            f.draw(canvas, f"{cell:02d}", (text_x, r.y + 2), frames.INK)  # the face names them; the name is below
            f.draw(canvas, f.fit(f"W{save.wins[cell]} L{save.losses[cell]}", r.right - text_x - 2), (text_x, r.y + 12),
                   frames.DIM)
        cell = self.index
        text = ("Build Deck" if cell == 0 else
                f"{db.duelist_names[cell]}   WIN {save.wins[cell]}  LOSS {save.losses[cell]}" if self.unlocked(cell)
                else "Locked: beat this duelist in the campaign first.")
        f.draw(canvas, text, (160, 218), frames.INK if self.unlocked(cell) else frames.DIM, "center")
        hints(self.ctx, canvas, "{ok} Duel   SELECT Change field   {back} Back   \x84\x85\x86\x87 Move")


def field_words(save) -> str:
    """Returns where the next Free Duel is played, in plain words (SELECT switches it)."""
    return "On their home field" if save.options.free_duel_terrain == "home" else "On a normal field"
