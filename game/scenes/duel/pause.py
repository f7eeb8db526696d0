"""The duel's pause menu (Start held, or Select): resume, options, rank so far, forfeit."""

from __future__ import annotations

from enum import Enum, StrEnum

import pygame

from game.gfx import frames, portraits
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Context, Scene
from game.scenes.duel import hud
from game.scenes.duel.setup import COUNTER_LABELS, projected_rank
from game.scenes.nav import Screen
from game.scenes.widgets import ROW_H, Cursor, draw_rows


class Entry(Enum):
    """The pause menu's entries; an entry's label is its value."""

    RESUME = "Resume"
    OPTIONS = "Options"
    RANK = "Rank so far"
    PRACTICE = "Practice view"  # offered only in a Free Duel that allows it (never campaign or online)
    FORFEIT = "Forfeit"


class View(StrEnum):
    """What the pause screen shows: the menu, the rank so far, or the forfeit question over the menu."""

    MENU = "menu"
    RANK = "rank"
    CONFIRM = "confirm"


ENTRIES = (Entry.RESUME, Entry.OPTIONS, Entry.RANK, Entry.FORFEIT)
PRACTICE = Entry.PRACTICE
PORTRAIT_NAME_W = 70  # the name under each portrait beside the pause menu


class DuelPauseScene(Scene):
    """Drawn over the frozen duel; forfeit asks once more, with No selected (as R12.6's prompt)."""

    opaque = False

    def __init__(self, duel) -> None:
        super().__init__()
        self.duel = duel
        self.mode = View.MENU

    def enter(self, ctx: Context) -> None:
        """Sets up the cursor and the shade."""
        super().enter(ctx)
        practice = getattr(self.duel, "practice_allowed", False)
        self.entries = ENTRIES[:3] + (PRACTICE,) + ENTRIES[3:] if practice else ENTRIES
        self.cursor = Cursor(len(self.entries))
        self.confirm = Cursor(2)
        self._shade = pygame.Surface((320, 240), pygame.SRCALPHA)
        self._shade.fill((0, 0, 0, 150))

    def handle(self, press: Press) -> Press | None:
        """Moves the cursor and runs an entry; Circle or Start resumes."""
        ctx, b = self.ctx, press.button
        if self.mode is View.RANK:
            if ctx.is_confirm(press) or ctx.is_cancel(press):
                self.mode = View.MENU
            return None
        if self.mode is View.CONFIRM:
            if self.confirm.move(b) or b in (Button.LEFT, Button.RIGHT):
                if b in (Button.LEFT, Button.RIGHT):
                    self.confirm.index = 1 - self.confirm.index
                ctx.audio.play("cursor")
            elif (ctx.is_confirm(press) or b == Button.START) and self.confirm.index == 1:  # Start accepts too
                ctx.stack.pop()
                self.duel.forfeit()
            elif ctx.is_confirm(press) or ctx.is_cancel(press) or b == Button.START:
                self.mode = View.MENU
            return None
        if self.cursor.move(b):
            ctx.audio.play("cursor")
        elif ctx.is_cancel(press) or b in (Button.START, Button.SELECT):
            ctx.audio.play("cancel")
            ctx.stack.pop()
        elif ctx.is_confirm(press):
            choice = self.entries[self.cursor.index]
            ctx.audio.play("confirm")
            if choice is Entry.RESUME:
                ctx.stack.pop()
            elif choice is Entry.OPTIONS:
                ctx.stack.push(ctx.screen(Screen.OPTIONS), fade=True)
            elif choice is Entry.RANK:
                self.mode = View.RANK
            elif choice is Entry.PRACTICE:
                self.duel.practice = not self.duel.practice
            else:
                self.mode, self.confirm.index = View.CONFIRM, 0
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Dims the duel and draws the menu, the projection or the forfeit question."""
        f = self.ctx.font
        canvas.blit(self._shade, (0, 0))
        if self.mode is View.RANK:
            self._rank(canvas)
            return
        box = pygame.Rect(90, 60, 140, len(self.entries) * ROW_H + 30)
        self._faces(canvas, box)
        frames.panel(canvas, box)
        f.draw(canvas, "PAUSE", (160, box.y + 6), frames.GOLD, "center")
        draw_rows(canvas, f, pygame.Rect(box.x + 8, box.y + 22, box.w - 16, 0),
                  [(self._label(e), True) for e in self.entries], self.cursor.index, self.frame)
        if self.mode is View.CONFIRM:
            q = pygame.Rect(70, 130, 180, 44)
            frames.panel(canvas, q)
            f.draw(canvas, "FORFEIT THE DUEL?", (160, q.y + 6), frames.WARN, "center")
            for i, label in enumerate(("NO", "YES")):
                x = 130 + i * 60
                colour = frames.GOLD if self.confirm.index == i else frames.DIM
                f.draw(canvas, label, (x, q.y + 24), colour, "center")

    def _label(self, entry: Entry) -> str:
        return f"{entry.value}: {'ON' if self.duel.practice else 'OFF'}" if entry is Entry.PRACTICE else entry.value

    def _faces(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """Flanks the menu with the two duelists' portraits (in 2P both are players)."""
        f = self.ctx.font
        versus = getattr(self.duel, "match", None) is not None
        opponent = portraits.PLAYER if versus else self.duel.session.state.opponent
        sides = ((opponent, "BLUE" if versus else self.ctx.db.duelist_names[opponent], box.x - 66),
                 (portraits.PLAYER, "RED" if versus else "YOU", box.right + 18))
        for ident, name, x in sides:
            portraits.draw_portrait(canvas, ident, (x, box.y + 4))
            draw_fitted(canvas, f, hud.panel_name(f, name, PORTRAIT_NAME_W), (x + 24, box.y + 58), PORTRAIT_NAME_W,
                        frames.INK, "center")

    def _rank(self, canvas: pygame.Surface) -> None:
        f = self.ctx.font
        state = self.duel.session.state
        rank = projected_rank(self.ctx.db, state)
        box = pygame.Rect(30, 20, 260, 200)
        frames.panel(canvas, box)
        f.draw(canvas, "RANK SO FAR (if you won now)", (160, box.y + 6), frames.GOLD, "center")
        for i, label in enumerate(COUNTER_LABELS):
            y = box.y + 22 + i * 12
            f.draw(canvas, label, (box.x + 10, y), frames.INK)
            f.draw(canvas, str(state.sides[0].counters[i]), (box.x + 180, y), frames.INK, "right")
            f.draw(canvas, f"{rank.points[i]:+d}", (box.x + 220, y), frames.DIM, "right")
        f.draw(canvas, f"SCORE {rank.score}   {rank.name}", (160, box.bottom - 22), frames.GOLD, "center")
