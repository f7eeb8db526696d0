"""Build Deck's deck doctor: pick an opponent, watch the work, read the charts, accept or not.

Three pages in one scene. CHOOSE: Left/Right pick the opponent (every duelist, or one already
met). WORK: the job (game.deckdoctor.doctor) runs a few steps per frame from ``update`` with a
progress bar; Circle cancels at once. RESULT: the ATK curve by turn as a line chart (suggested,
current, opponent; the current deck's line drawn wide under the suggestion's, so both show where
they meet), the fusion odds by turn as bars, the verdict of the simulated duels, or, when the
search ends on the deck the player has, that word at once and no duels; Triangle lists the
changes, Cross stores the suggestion as a named deck (and offers to use it), Circle leaves with
the player's decks untouched.
"""

from __future__ import annotations

import time

import pygame

from game.career.deckbuild import DeckError, use_deck
from game.deckdoctor.accept import store_suggestion, suggestion_name
from game.deckdoctor.advice import SUPPORT_RULE, advice_lines
from game.deckdoctor.doctor import ALL, DoctorJob, Report
from game.deckdoctor.owned import from_save
from game.deckdoctor.paired import Outcome
from game.deckdoctor.search import DeckDoctorError
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.career.kit import ask, header, hints

FRAME_BUDGET_S = 0.010  # work per frame; a step is never split, so a frame runs at least one
PHASES = {"opponent": "Studying the opponent's deck", "search": "Trying decks from your cards",
          "explain": "Dealing sample games", "verdict": "Duelling with both decks", "done": "Done"}
CURVE = frames.GOLD
CURRENT = (120, 200, 248)
OPPONENT = frames.WARN
FUSION_COLOURS = (frames.GOLD, (120, 200, 248), (168, 232, 136))
CHOOSE, WORK, RESULT, CHANGES = range(4)
# How magic and traps are judged (game.deckdoctor.race: duels, not ATK, decide whether they stay).
LEFT_OUT = SUPPORT_RULE
SAME_DECK = ("Your deck is already the best the doctor found", "from your cards: no duels were needed.")
LIST_ROWS = 10  # card names per column on the changes page (the advice in full below them)
OUTCOME_WORDS = {Outcome.BETTER: "IMPROVEMENT", Outcome.WORSE: "WORSE", Outcome.NO_CLEAR_GAIN: "NO CLEAR GAIN"}


class DeckDoctorScene(Scene):
    """The deck doctor over the Build Deck editor (``editor.career`` is the career being edited)."""

    def __init__(self, editor, duels: int | None = None, seed: int = 0) -> None:
        super().__init__()
        self.editor, self.duels, self.seed = editor, duels, seed
        self.page = CHOOSE
        self.choice = 0
        self.job: DoctorJob | None = None
        self.work = None
        self.progress = None
        self.report: Report | None = None

    def enter(self, ctx) -> None:
        """Lists the opponents: every duelist, then those the player has met (Duel Master K left out)."""
        super().enter(ctx)
        save = self.editor.career.save
        met = sorted(d for d in range(1, 39) if save.is_unlocked(d) or d in save.defeated)
        self.opponents = [ALL, *met]

    # ------------------------------------------------------------ input
    def handle(self, press: Press) -> Press | None:
        """Per page: choose and start, cancel the work, or read and accept the result."""
        ctx, b = self.ctx, press.button
        back = ctx.is_cancel(press) and not press.repeat
        if self.page == CHOOSE:
            if b in (Button.LEFT, Button.RIGHT):
                self.choice = (self.choice + (1 if b == Button.RIGHT else -1)) % len(self.opponents)
                ctx.audio.play("cursor")
            elif (ctx.is_confirm(press) or b == Button.START) and not press.repeat:
                self._start()
            elif back:
                ctx.stack.pop(fade=True)
        elif self.page == WORK:
            if back:  # cancel: the generator is dropped, nothing was changed
                self.work, self.page = None, CHOOSE
                ctx.audio.play("cancel")
        elif self.page == RESULT:
            if b == Button.TRIANGLE and not press.repeat:
                self.page = CHANGES
            elif ctx.is_confirm(press) and not press.repeat and self.report.added:
                self._accept()
            elif back:
                ctx.stack.pop(fade=True)
        elif self.page == CHANGES and (back or b == Button.TRIANGLE or ctx.is_confirm(press)) and not press.repeat:
            self.page = RESULT
        return None

    def update(self) -> None:
        """Runs the job's steps for about FRAME_BUDGET_S of this frame (at least one step)."""
        super().update()
        if self.page != WORK or self.work is None:
            return
        start = time.perf_counter()  # how much work fits in a frame; the results never depend on it
        while True:
            try:
                self.progress = next(self.work)
            except StopIteration:
                self.work, self.report, self.page = None, self.job.report, RESULT
                self.ctx.audio.play("confirm")
                return
            if time.perf_counter() - start > FRAME_BUDGET_S:
                return

    def _start(self) -> None:
        owned = from_save(self.editor.career.save)
        kw = {} if self.duels is None else {"duels": self.duels}
        try:
            self.job = DoctorJob(self.ctx.db, owned.cards, owned.deck, vs=self.opponents[self.choice],
                                 seed=self.seed, glitch=self.editor.career.save.options.glitch_fusions, **kw)
        except DeckDoctorError as exc:
            ask(self.ctx, [str(exc)])
            self.ctx.audio.play("buzz")
            return
        self.work, self.progress, self.page = self.job.steps(chunk=1), None, WORK
        self.ctx.audio.play("confirm")

    def _accept(self) -> None:
        career, report = self.editor.career, self.report
        name = suggestion_name(self._opponent_name(report.vs))
        try:
            career.update(store_suggestion(career.save, name, report.suggested))
        except DeckError as exc:
            ask(self.ctx, [str(exc)])
            self.ctx.audio.play("buzz")
            return
        self.editor.message = f"Suggestion saved as {name!r}."

        def picked(k: int) -> None:
            if k == 0:
                try:
                    career.update(use_deck(career.save, name))
                    self.editor.message = f"Now using {name!r}."
                except DeckError as exc:
                    self.editor.message = str(exc)
            self.editor.rebuild()
            self.ctx.stack.pop(fade=True)

        ask(self.ctx, [f"Saved as {name!r}.", "Use it as your deck now?"], ["Use it now", "Keep my deck"], picked,
            cancel=1)

    def _opponent_name(self, vs: int) -> str:
        return "all" if vs == ALL else self.ctx.db.duelist_names[vs]

    # ------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the current page."""
        frames.backdrop(canvas, self.frame)
        header(canvas, self.ctx.font, "DECK DOCTOR", f"{len(self.editor.career.save.deck)}/40 cards")
        if self.page == CHOOSE:
            self._draw_choose(canvas)
        elif self.page == WORK:
            self._draw_work(canvas)
        elif self.page == RESULT:
            self._draw_result(canvas)
        else:
            self._draw_changes(canvas)

    def _draw_choose(self, canvas: pygame.Surface) -> None:
        f = self.ctx.font
        box = pygame.Rect(30, 50, 260, 110)
        frames.panel(canvas, box)
        lines = ["The doctor builds the strongest deck it can", "from the cards you own, shows why, and",
                 "duels with it and with your deck to compare."]
        for i, line in enumerate(lines):
            f.draw(canvas, line, (box.centerx, box.y + 8 + i * 11), frames.INK, "center")
        f.draw(canvas, "OPPONENT", (box.centerx, box.y + 52), frames.GOLD, "center")
        vs = self.opponents[self.choice]
        label = "Every duelist" if vs == ALL else self.ctx.db.duelist_names[vs]
        f.draw(canvas, f"\x86 {label} \x87", (box.centerx, box.y + 66), frames.CURSOR, "center")
        f.draw(canvas, "This never changes your deck unless you accept.", (box.centerx, box.bottom - 16), frames.DIM,
               "center")
        for i, line in enumerate(f.wrap(LEFT_OUT, 300)):
            f.draw(canvas, line, (160, box.bottom + 8 + i * 11), frames.DIM, "center")
        hints(self.ctx, canvas, "\x86\x87 Opponent   {ok} Examine   {back} Back")

    def _draw_work(self, canvas: pygame.Surface) -> None:
        f = self.ctx.font
        box = pygame.Rect(40, 80, 240, 64)
        frames.panel(canvas, box)
        p = self.progress
        phase = PHASES[p.phase] if p else PHASES["opponent"]
        f.draw(canvas, phase + "." * (1 + self.frame // 20 % 3), (box.x + 10, box.y + 10), frames.INK)
        bar = pygame.Rect(box.x + 10, box.y + 28, box.w - 20, 10)
        pygame.draw.rect(canvas, frames.RIM_DARK, bar)
        share = p.done / p.total if p and p.total else 0.0
        pygame.draw.rect(canvas, frames.GOLD, (bar.x, bar.y, round(bar.w * share), bar.h))
        pygame.draw.rect(canvas, frames.RIM_LIGHT, bar, 1)
        if p:
            f.draw(canvas, f"{p.done}/{p.total}", (box.right - 10, box.y + 44), frames.DIM, "right")
        hints(self.ctx, canvas, "{back} Cancel")

    def _draw_result(self, canvas: pygame.Surface) -> None:
        f, r = self.ctx.font, self.report
        left, right = pygame.Rect(4, 16, 154, 140), pygame.Rect(162, 16, 154, 140)
        frames.panel(canvas, left)
        frames.panel(canvas, right)
        f.draw(canvas, "BEST ATK BY TURN", (left.x + 5, left.y + 4), frames.GOLD)
        # the current deck first and wide, the suggestion over it: where they meet both stay visible
        series = ([(r.bar, OPPONENT, 1)] if r.bar else []) + [(r.curve_current, CURRENT, 3), (r.curve, CURVE, 1)]
        _line_chart(canvas, f, pygame.Rect(left.x + 36, left.y + 20, left.w - 46, left.h - 48), series)
        legend = [("new", CURVE), ("yours", CURRENT)] + ([("foe", OPPONENT)] if r.bar else [])
        for i, (name, colour) in enumerate(legend):
            x = left.x + 8 + i * 48
            pygame.draw.rect(canvas, colour, (x, left.bottom - 9, 6, 4))
            f.draw(canvas, name, (x + 9, left.bottom - 12), frames.INK)
        f.draw(canvas, "FUSION BY TURN", (right.x + 5, right.y + 4), frames.GOLD)
        fusions = r.fusions[:len(FUSION_COLOURS)]
        _bar_chart(canvas, f, pygame.Rect(right.x + 34, right.y + 20, right.w - 42, 60), fusions)
        for i, fu in enumerate(fusions):
            y = right.y + 96 + i * 11
            pygame.draw.rect(canvas, FUSION_COLOURS[i], (right.x + 6, y + 2, 6, 5))
            draw_fitted(canvas, f, self.ctx.db.names[fu.result], (right.x + 15, y), right.w - 50, frames.INK)
            f.draw(canvas, str(int(self.ctx.db.atk[fu.result])), (right.right - 5, y), frames.DIM, "right")
        verdict = pygame.Rect(4, 160, 312, 64)
        frames.panel(canvas, verdict)
        vs = "every duelist" if r.vs == ALL else self.ctx.db.duelist_names[r.vs]
        rows = 5
        if r.verdict and not r.unchanged:
            v = r.verdict
            title = f"{v.duels} DUELS VS {vs.upper()}: {OUTCOME_WORDS[v.outcome]}"
            draw_fitted(canvas, f, title, (verdict.x + 6, verdict.y + 4), verdict.w - 12, frames.GOLD)
            d = v.paired  # the paired difference: the decks met the same duels
            rates = (f"Won: yours {v.current.rate:.0%}, new {v.suggested.rate:.0%}, so "
                     f"{d.difference * 100:+.0f} in 100 (95%: {d.low * 100:+.0f} to {d.high * 100:+.0f})")
            draw_fitted(canvas, f, rates, (verdict.x + 6, verdict.y + 15), verdict.w - 12, frames.INK)
            rows = 3
        lines: list[tuple[str, tuple]] = []
        for k, text in enumerate(self._advice()[1 if rows == 3 else 0:]):  # whole sentences; all on Changes
            wrapped = f.wrap(text, verdict.w - 12)
            if len(lines) + len(wrapped) > rows:
                break
            lines += [(line, frames.INK if k == 0 and rows == 5 else frames.DIM) for line in wrapped]
        for i, (line, colour) in enumerate(lines):
            f.draw(canvas, line, (verdict.x + 6, verdict.bottom - 6 - (rows - i) * 11), colour)
        hints(self.ctx, canvas, ("{ok} Save as deck  " if r.added else "") + "\x83 Changes  {back} Back")

    def _advice(self) -> list[str]:
        """Returns the verdict's meaning and caveats (the same lines the command line prints)."""
        return advice_lines(self.report, self.ctx.db)

    def _draw_changes(self, canvas: pygame.Surface) -> None:
        f, r, db = self.ctx.font, self.report, self.ctx.db
        words = pygame.Rect(4, 152, 312, 72)
        frames.panel(canvas, words)
        lines = [line for text in self._advice() for line in f.wrap(text, words.w - 12)]
        for i, line in enumerate(lines[:6]):
            f.draw(canvas, line, (words.x + 6, words.y + 4 + i * 11), frames.INK if i == 0 else frames.DIM)
        for col, (title, cards, colour) in enumerate((("IN", r.added, CURVE), ("OUT", r.removed, frames.WARN))):
            box = pygame.Rect(4 + col * 158, 16, 154, 134)
            frames.panel(canvas, box)
            f.draw(canvas, f"{title} ({len(cards)})", (box.x + 5, box.y + 4), colour)
            for i, card in enumerate(cards[:LIST_ROWS]):
                y = box.y + 16 + i * 10
                draw_fitted(canvas, f, db.names[card], (box.x + 6, y), box.w - 40, frames.INK)
                if db.is_monster(card):
                    f.draw(canvas, str(int(db.atk[card])), (box.right - 5, y), frames.DIM, "right")
            if len(cards) > LIST_ROWS:
                f.draw(canvas, f"and {len(cards) - LIST_ROWS} more", (box.x + 6, box.bottom - 11), frames.DIM)
        hints(self.ctx, canvas, "{back} Back")


def _line_chart(canvas: pygame.Surface, f, area: pygame.Rect, series) -> None:
    """Draws turns 1-5 across and ATK up (0 to the next 500 above the highest value), one line per
    (values, colour, width) series, in order (a later line lies over an earlier one)."""
    top = max(500, max((max(v) for v, _, _ in series), default=0))
    top = int(-(-top // 500) * 500)
    for k in range(0, top + 1, max(500, top // 4 // 500 * 500)):
        y = area.bottom - round(area.h * k / top)
        pygame.draw.line(canvas, frames.RIM_DARK, (area.x, y), (area.right, y))
        if k:  # the corner belongs to turn 1
            f.draw(canvas, str(k), (area.x - 4, y - 4), frames.DIM, "right")
    step = area.w / 4
    for t in range(5):
        f.draw(canvas, str(t + 1), (round(area.x + t * step), area.bottom + 2), frames.DIM, "center")
    for values, colour, width in series:
        points = [(round(area.x + t * step), area.bottom - round(area.h * v / top)) for t, v in enumerate(values)]
        pygame.draw.lines(canvas, colour, False, points, width)
        dot = width + 2
        for x, y in points:
            canvas.fill(colour, (x - dot // 2, y - dot // 2, dot, dot))


def _bar_chart(canvas: pygame.Surface, f, area: pygame.Rect, fusions) -> None:
    """Draws, per turn, one bar per fusion: the chance to hold it by then (0-100%)."""
    for k in (0, 50, 100):
        y = area.bottom - round(area.h * k / 100)
        pygame.draw.line(canvas, frames.RIM_DARK, (area.x, y), (area.right, y))
        if k:
            f.draw(canvas, f"{k}%", (area.x - 4, y - 4), frames.DIM, "right")
    group = area.w // 5
    width = max(2, (group - 4) // max(1, len(fusions)))
    for t in range(5):
        for i, fu in enumerate(fusions):
            h = round(area.h * fu.by_turn[t])
            canvas.fill(FUSION_COLOURS[i], (area.x + t * group + 2 + i * width, area.bottom - h, width - 1, h))
        f.draw(canvas, str(t + 1), (area.x + t * group + group // 2, area.bottom + 2), frames.DIM, "center")
