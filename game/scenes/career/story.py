"""The story's screens: a scene of lines in a dialogue box, and Game Over after a lost campaign duel (R15.3).

game.scenes.career.stage_run walks a stage's beats and opens these through the screen registry.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.career.campaign import Stage, split_speaker
from game.gfx import frames, portraits
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.scenes.base import Scene
from game.scenes.career.kit import back_to_title, hints
from game.scenes.widgets import text_rate, typed_lines


class StoryScene(Scene):
    """A scene of the story: the place, then its lines one at a time in a dialogue box."""

    def __init__(self, stage: Stage, lines: tuple[str, ...], on_done: Callable[[], None],
                 speakers: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.stage, self.lines, self.on_done, self.speakers = stage, lines, on_done, speakers
        self.line = 0
        self.shown = 0

    def handle(self, press: Press) -> Press | None:
        """Confirm shows the whole line, then the next; after the last the scene closes."""
        ctx = self.ctx
        if not (ctx.is_confirm(press) or ctx.is_cancel(press)) or press.repeat:
            return None
        if self.shown < len(self.lines[self.line]):
            self.shown = len(self.lines[self.line])
            return None
        if self.line + 1 < len(self.lines):
            self.line += 1
            self.shown = 0
            ctx.audio.play("cursor")
            return None
        ctx.audio.play("confirm")
        ctx.stack.pop(fade=True)
        self.on_done()
        return None

    def update(self) -> None:
        """Types the current line out at the chosen text speed."""
        super().update()
        self.shown = min(len(self.lines[self.line]), self.shown + text_rate(self.ctx))

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the place's backdrop, its name, the speaker's portrait and the dialogue box."""
        f = self.ctx.font
        canvas.blit(portraits.backdrop(self.stage.location), (0, 0))
        label = pygame.Rect(6, 6, max(f.width(self.stage.location.upper()), f.width(self.stage.title)) + 16, 28)
        frames.panel(canvas, label)
        f.draw(canvas, self.stage.location.upper(), (label.x + 8, label.y + 4), frames.GOLD)
        f.draw(canvas, self.stage.title, (label.x + 8, label.y + 15), frames.INK)
        box = pygame.Rect(8, 150, 304, 72)
        frames.panel(canvas, box)
        text = self.lines[self.line]
        speaker, rest = split_speaker(text, self.speakers)
        who = portraits.who_speaks(text if speaker else rest.replace(": ", " ", 1), self.ctx.db.duelist_names,
                                   self.stage.opponents)
        x = box.x + 8
        if who is not None:
            portraits.draw_portrait(canvas, who, (box.x + 8, box.y + 12))
            x = box.x + 64
        if speaker:
            f.draw(canvas, speaker, (x, box.y + 6), frames.GOLD)
            body, y = rest, box.y + 18
        else:
            body, y = text, box.y + 8
        typed = self.shown - (len(text) - len(body))  # the speaker's name was typed too
        for part in typed_lines(f.wrap(body, box.right - 8 - x), typed, gap=1):
            if part:
                f.draw(canvas, part, (x, y), frames.INK)
            y += 10
        f.draw(canvas, f"{self.line + 1}/{len(self.lines)}", (box.right - 6, box.bottom - 12), frames.DIM, "right")
        hints(self.ctx, canvas, "{ok} Next")


class GameOverScene(Scene):
    """M14 after a lost campaign duel (R15.3): retry the same duel, or the title.

    ``lost`` lists what the save slot does not hold yet (``Career.unsaved``): the screen says
    exactly what returning to the title would throw away, or that nothing would be lost.
    """

    music = "game_over"

    def __init__(self, retry: Callable[[], None], lost: list[str] | None = None) -> None:
        super().__init__()
        self.retry = retry
        self.lost = list(lost or [])
        self.choice = 0

    def handle(self, press: Press) -> Press | None:
        """Up/Down choose Retry or Title; confirm (or Start) acts."""
        from game.input_bindings import Button

        ctx = self.ctx
        if press.button in (Button.UP, Button.DOWN):
            self.choice = 1 - self.choice
            ctx.audio.play("cursor")
        elif (ctx.is_confirm(press) or press.button == Button.START) and not press.repeat:
            ctx.audio.play("confirm")
            if self.choice == 0:
                ctx.stack.pop()  # no fade: the retried duel fades in
                self.retry()
            else:
                back_to_title(ctx)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws GAME OVER, what the title would lose, and the two choices."""
        f = self.ctx.font
        canvas.fill((16, 0, 0))
        f.draw(canvas, "GAME OVER", (160, 40), frames.WARN, "center")
        if self.lost:
            f.draw(canvas, "Returning to the title loses what is not saved:", (160, 58), frames.INK, "center")
            for i, line in enumerate(self.lost[:5]):
                draw_fitted(canvas, f, "- " + line, (60, 72 + i * 10), 250, frames.GOLD)
            f.draw(canvas, "Retry and win to keep it, then save at a card shop.", (160, 126), frames.DIM, "center")
        else:
            f.draw(canvas, "Your progress is saved: returning to the title", (160, 70), frames.DIM, "center")
            f.draw(canvas, "loses nothing.", (160, 80), frames.DIM, "center")
        for i, label in enumerate(("Retry the duel", "Return to title")):
            r = pygame.Rect(100, 144 + i * 16, 120, 12)
            if i == self.choice:
                frames.highlight(canvas, r, self.frame)
            f.draw(canvas, label, (r.centerx, r.y + 1), frames.INK, "center")
        hints(self.ctx, canvas, "{ok} Choose")
