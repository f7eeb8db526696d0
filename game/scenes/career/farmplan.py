"""The Library's farm planner: for the marked cards (or the card under the cursor), which duelist to
farm, at which rank band, and how many duels and wins to expect with the player's own deck.

The duels (game.farmplan.job) run a few per frame from ``update``, never longer than about
FRAME_BUDGET_S a frame, with a progress bar; Circle leaves at once (the duelists finished stay in
the cache, so coming back resumes). The result lists per card the best duelist with its band and
the expected duels and won duels with their 95% ranges, then the best duelist for every wanted card
it drops; the grind-relief options of the save are applied and named in the header line.
"""

from __future__ import annotations

import math
import time

import pygame

from game.farmplan.job import FarmJob, Relief
from game.farmplan.odds import BANDS, Figure
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.career.kit import header, hints

SCREEN_DUELS = 40  # duels per candidate duelist on screen (the command line's --duels sets its own)
FRAME_BUDGET_S = 0.010
ROWS = 16  # result lines in view


class FarmPlanScene(Scene):
    """The planner over the Library (``cards``: the wanted cards, in the order marked)."""

    def __init__(self, career, cards, duels: int | None = None) -> None:
        super().__init__()
        self.career, self.cards, self.duels = career, tuple(cards), duels or SCREEN_DUELS
        self.job: FarmJob | None = None
        self.work = None
        self.progress = None
        self.plan = None
        self.top = 0

    def enter(self, ctx) -> None:
        """Starts the job: the duelists already in the cache are not played again."""
        super().enter(ctx)
        options = self.career.save.options
        self.job = FarmJob(ctx.db, self.career.save.deck, self.cards, duels=self.duels,
                           relief=Relief(options.drop_assist, options.starchip_multiplier),
                           unlocked=self.career.save.is_unlocked)
        self.work = self.job.steps()

    def handle(self, press: Press) -> Press | None:
        """Up/Down scroll the result; back leaves (stopping the work)."""
        ctx = self.ctx
        if press.button in (Button.UP, Button.DOWN) and self.plan is not None:
            self.top = max(0, min(self.top + (1 if press.button == Button.DOWN else -1), max(0, len(self._lines()) - ROWS)))
        elif (ctx.is_cancel(press) or (ctx.is_confirm(press) and self.plan is not None)) and not press.repeat:
            self.work = None
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def update(self) -> None:
        """Plays duels for about FRAME_BUDGET_S of this frame (at least one)."""
        super().update()
        if self.work is None:
            return
        start = time.perf_counter()
        while True:
            try:
                self.progress = next(self.work)
            except StopIteration:
                self.work, self.plan = None, self.job.plan()
                self.ctx.audio.play("confirm")
                return
            if time.perf_counter() - start > FRAME_BUDGET_S:
                return

    # ------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        header(canvas, f, "FARM PLANNER", f"{len(self.cards)} card{'s' if len(self.cards) != 1 else ''}")
        if self.plan is None:
            self._draw_work(canvas)
        else:
            self._draw_plan(canvas)

    def _draw_work(self, canvas: pygame.Surface) -> None:
        f, db = self.ctx.font, self.ctx.db
        box = pygame.Rect(30, 70, 260, 84)
        frames.panel(canvas, box)
        p = self.progress
        who = db.duelist_names[p.duelist] if p else "the duelists"
        f.draw(canvas, "Duelling with your deck", (box.x + 10, box.y + 8), frames.INK)
        draw_fitted(canvas, f, f"against {who}" + "." * (1 + self.frame // 20 % 3), (box.x + 10, box.y + 20),
                    box.w - 20, frames.INK)
        bar = pygame.Rect(box.x + 10, box.y + 38, box.w - 20, 10)
        pygame.draw.rect(canvas, frames.RIM_DARK, bar)
        share = p.done / p.total if p and p.total else 0.0
        pygame.draw.rect(canvas, frames.GOLD, (bar.x, bar.y, round(bar.w * share), bar.h))
        pygame.draw.rect(canvas, frames.RIM_LIGHT, bar, 1)
        if p:
            f.draw(canvas, f"{p.done}/{p.total} duels", (box.right - 10, box.y + 54), frames.DIM, "right")
        if self.job and self.job.cached:
            f.draw(canvas, f"{len(self.job.cached)} duelists remembered", (box.x + 10, box.y + 54), frames.DIM)
        hints(self.ctx, canvas, "{back} Cancel")

    def _draw_plan(self, canvas: pygame.Surface) -> None:
        f = self.ctx.font
        box = pygame.Rect(4, 15, 312, 210)
        frames.panel(canvas, box)
        relief = self.plan.relief or "off"
        draw_fitted(canvas, f, f"{self.plan.duels} duels of your deck per duelist; grind relief: {relief}",
                    (box.x + 6, box.y + 4), box.w - 12, frames.DIM)
        lines = self._lines()
        for k, (text, colour) in enumerate(lines[self.top:self.top + ROWS]):
            draw_fitted(canvas, f, text, (box.x + 6, box.y + 17 + k * 11), box.w - 12, colour)
        f.draw(canvas, "Expected, with 95% ranges. - : maybe never.",
               (box.x + 6, box.bottom - 12), frames.DIM)
        hints(self.ctx, canvas, "\x84\x85 Scroll   {back} Back")

    def _lines(self) -> list[tuple[str, tuple]]:
        """Returns the result as (text, colour) lines: each card and its best duelist, then the best for all."""
        db, out = self.ctx.db, []
        for c in self.plan.cards:
            out.append((db.names[c.card], frames.GOLD))
            if not c.sources:
                out.append(("  no duelist drops it: try the password shop", frames.DIM))
                continue
            s = self.plan.best(c)  # one the player can duel in Free Duel, when there is one
            band = BANDS.get(s.band, "-") if s.band is not None else "-"
            where = "" if s.free_duel is not False else " (not in Free Duel yet)"
            out.append((f"  {db.duelist_names[s.duelist]}, rank {band}{where}", frames.INK))
            out.append((f"  {_fig(s.duels)} duels, {_fig(s.wins)} won", frames.INK))
        several = [d for d in self.plan.duelists if len(d.cards) > 1]
        if several:
            d = several[0]
            out.append((f"All {len(d.cards)} from {db.duelist_names[d.duelist]}:", frames.GOLD))
            out.append((f"  {_fig(d.duels)} duels, {_fig(d.wins)} won", frames.INK))
        return out


def _fig(f: Figure) -> str:
    def n(x: float) -> str:
        return "-" if math.isinf(x) else f"{x:,.0f}"

    return f"{n(f.value)} ({n(f.low)}+)" if math.isinf(f.high) else f"{n(f.value)} ({n(f.low)}-{n(f.high)})"
