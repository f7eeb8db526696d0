"""Shared pieces of the career screens: a modal question box and the deferred-step host.

Career screens chain several scenes (story text, prompts, a duel, rewards). A callback that runs
while another scene is being popped with a fade must not push straight away (the push would land
under the fading pop), so hosts queue follow-ups with ``later`` and run them from ``update`` once
they are on top again and no fade is running.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.nav import Screen
from game.scenes.widgets import ROW_H, Cursor, draw_rows, footer, prompt_labels, text_rate, typed_lines


class HostScene(Scene):
    """A scene that runs queued follow-ups when it is on top and no fade is running."""

    def __init__(self) -> None:
        super().__init__()
        self._later: list[Callable[[], None]] = []

    def later(self, fn: Callable[[], None]) -> None:
        """Runs fn on a later update, when this scene is on top again (at the latest under the covering
        fade that brought it back)."""
        self._later.append(fn)

    @property
    def has_follow_ups(self) -> bool:
        """True while queued follow-ups wait to run: the screen is between steps, not waiting on the player."""
        return bool(self._later)

    def update(self) -> None:
        """Counts frames and runs one queued follow-up when it is safe to change the stack."""
        super().update()
        stack = self.ctx.stack
        # On the fade's midpoint too: what follows a closing screen (the duel's results -> the reward)
        # is swapped in while the bands cover the screen, so one fade carries both changes.
        if self._later and (stack.fade is None or stack.fade.midpoint) and stack.top is self:
            self._later.pop(0)()


class AskScene(Scene):
    """A framed message over the screen below, with a short list of answers (or just OK).

    ``on_pick(index)`` is called with the chosen answer after the box is popped; confirm or Start
    picks the highlighted answer; Circle picks ``cancel`` when given (None = Circle does nothing,
    for forced prompts, R15.1).
    A ``typed`` box (the story's prompts) types its lines out at the text speed option; a press
    while it types shows the whole text, and the answers appear once it is all shown.
    """

    opaque = False

    def __init__(self, lines: Sequence[str], options: Sequence[str] = ("OK",),
                 on_pick: Callable[[int], None] | None = None, cancel: int | None = 0,
                 warn: bool = False, title: str = "", typed: bool = False) -> None:
        super().__init__()
        self.lines, self.options, self.on_pick = list(lines), list(options), on_pick
        self.cancel, self.warn, self.title = cancel, warn, title
        self.cursor = Cursor(len(self.options))
        self.typed = typed
        self.wrapped: list[str] = []
        self.total = self.shown = 0

    def enter(self, ctx) -> None:
        """Wraps the lines to the box once; a box that is not typed shows them whole."""
        super().enter(ctx)
        self.wrapped = [ln for line in self.lines for ln in ctx.font.wrap(line, 236)]
        self.total = sum(len(ln) for ln in self.wrapped)
        self.shown = 0 if self.typed else self.total

    @property
    def typing(self) -> bool:
        """Returns whether the text is still being typed out (the answers are not shown yet)."""
        return self.shown < self.total

    def update(self) -> None:
        """Types the text out at the text speed option."""
        super().update()
        if self.typing:
            self.shown += text_rate(self.ctx)

    def handle(self, press: Press) -> Press | None:
        """Up/Down choose, confirm picks, Circle picks the cancel answer."""
        ctx = self.ctx
        if self.typing:
            if (ctx.is_confirm(press) or ctx.is_cancel(press) or press.button == Button.START) and not press.repeat:
                self.shown = self.total
            return None
        if press.button in (Button.UP, Button.DOWN, Button.LEFT, Button.RIGHT):
            b = Button.UP if press.button in (Button.UP, Button.LEFT) else Button.DOWN
            if self.cursor.move(b):
                ctx.audio.play("cursor")
        elif (ctx.is_confirm(press) or press.button == Button.START) and not press.repeat:
            self._pick(self.cursor.index)  # Start accepts the highlighted answer, as the README says
        elif ctx.is_cancel(press) and self.cancel is not None and not press.repeat:
            self._pick(self.cancel)
        return None

    def _pick(self, index: int) -> None:
        self.ctx.audio.play("confirm")
        self.ctx.stack.pop()
        if self.on_pick is not None:
            self.on_pick(index)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the box centred on the screen."""
        f = self.ctx.font
        text = typed_lines(self.wrapped, self.shown)
        h = 20 + len(text) * 10 + len(self.options) * ROW_H + (12 if self.title else 0)
        box = pygame.Rect(34, max(8, 120 - h // 2), 252, h)
        canvas.blit(frames.veil((320, 240), (0, 0, 0, 120)), (0, 0))
        frames.panel(canvas, box)
        y = box.y + 8
        if self.title:
            f.draw(canvas, self.title, (box.centerx, y), frames.GOLD, "center")
            y += 12
        for line in text:
            f.draw(canvas, line, (box.x + 8, y), frames.WARN if self.warn else frames.INK)
            y += 10
        if self.typing:
            return
        rows = [(o, True) for o in self.options]
        draw_rows(canvas, f, pygame.Rect(box.x + 40, y + 4, box.w - 80, 0), rows, self.cursor.index, self.frame)


def ask(ctx, lines: Sequence[str], options: Sequence[str] = ("OK",), on_pick: Callable[[int], None] | None = None,
        **kw) -> None:
    """Pushes an AskScene."""
    ctx.stack.push(AskScene(lines, options, on_pick, **kw))


def back_to_title(ctx) -> None:
    """Clears the stack down to a fresh title screen (Game Over > Title, the ending)."""
    for _ in range(len(ctx.stack.scenes) - 1):
        ctx.stack.pop()
    ctx.stack.replace(ctx.screen(Screen.TITLE), fade=True)


def header(canvas: pygame.Surface, font, title: str, right: str = "") -> None:
    """Draws a screen title at the top left and an optional status at the top right."""
    font.draw(canvas, title, (8, 4), frames.GOLD)
    if right:
        font.draw(canvas, right, (312, 4), frames.INK, "right")


def hints(ctx, canvas: pygame.Surface, text: str) -> None:
    """Draws the footer, with {ok} and {back} replaced by the layout's button symbols."""
    ok, back = prompt_labels(ctx)
    footer(canvas, ctx.font, text.format(ok=ok, back=back))


