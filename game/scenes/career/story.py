"""Playing one campaign stage: its scenes, choices, duels, gates and forks in order (§15.1, R15.1-R15.4).

    run = StageRun(host, career, stage); run.start()     # host: the campaign map (a HostScene)

Each beat pushes one screen above the host and queues the next step with ``host.later`` when it
closes. A won duel shows the rewards (R13.1) and goes on; a lost one is Game Over with a retry of
the same duel (R15.3), except Heishin's scripted loss, which goes on after a loss and replays the
duel after a win (R15.4). Declining an optional duel, or Return at a shrine gate, leaves the stage
unfinished.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.career.campaign import Beat, Stage, beats_to_play
from game.career.deckbuild import deck_ready_problem
from game.gfx import frames, portraits
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.scenes.base import Scene
from game.scenes.career.kit import HostScene, ask, back_to_title, hints
from game.scenes.career.rewards import RewardScene
from game.scenes.career.session import Career, make_setup, start_duel
from game.scenes.widgets import text_rate, typed_lines

CAMPAIGN_DECK_MESSAGE = "YOU MUST PREPARE A DECK TO PLAY THE CAMPAIGN MODE!"


class StageRun:
    """Walks a stage's beats; ``on_done(finished)`` tells the host whether the stage was completed."""

    def __init__(self, host: HostScene, career: Career, stage: Stage, on_done: Callable[[bool], None],
                 seed: int = 0) -> None:
        self.host, self.career, self.stage, self.on_done = host, career, stage, on_done
        self.beats: tuple[Beat, ...] = merged_scenes(beats_to_play(stage, career.save))
        self.i = 0
        self.seed = seed
        self.duels = 0
        self.won = False  # the run's last duel was won (the stage's end may then autosave, never after a loss)
        self.first_fork = next((k for k, b in enumerate(self.beats) if b.kind == "fork"), 0)

    @property
    def ctx(self):
        """Returns the host's context."""
        return self.host.ctx

    def start(self) -> None:
        """Plays the first beat."""
        self.host.later(self._step)

    def _advance(self) -> None:
        self.i += 1
        self.host.later(self._step)

    def _step(self) -> None:
        if self.i >= len(self.beats):
            self.on_done(True)
            return
        beat = self.beats[self.i]
        if beat.kind == "say":
            scene = StoryScene(self.stage, beat.lines, self._advance)
            scene.music = self.host.music  # the map's theme under the story, also after a duel's results
            self.ctx.stack.push(scene, fade=True)
        elif beat.kind == "gate":
            ask(self.ctx, list(beat.lines), ("Proceed", "Return"), self._gate, cancel=1, title=self.stage.title,
                typed=True)
        elif beat.kind == "listen":
            self._listen(beat, 0)
        elif beat.kind == "fork":
            ask(self.ctx, ["The corridor splits in two. Which way?"], ("Left", "Right"), lambda k: self._fork(beat, k),
                cancel=None, title="LABYRINTH")
        else:
            self._offer(beat)

    def _listen(self, beat: Beat, heard: int) -> None:
        """The opening's choice: go now, or stay and hear one more passage; the last passage ends it."""
        question, go, stay = beat.lines

        def picked(k: int) -> None:
            if k == 0:
                self._advance()
                return
            last = heard + 1 >= len(beat.passages)
            then = self._advance if last else (lambda: self.host.later(lambda: self._listen(beat, heard + 1)))
            self.ctx.stack.push(StoryScene(self.stage, beat.passages[heard], then), fade=True)

        ask(self.ctx, [question], (go, stay), picked, cancel=None, title=self.stage.title, typed=True)

    def _gate(self, pick: int) -> None:
        if pick == 0:
            self._advance()
        else:
            self.host.later(lambda: self.on_done(False))

    def _fork(self, beat: Beat, pick: int) -> None:
        if ("left", "right")[pick] == beat.correct:
            self._advance()
            return
        wrong = Beat("duel", opponent=beat.opponent, terrain=0)
        ask(self.ctx, ["A dead end. The Labyrinth Mage blocks the way back!"], typed=True,
            on_pick=lambda _i: self._launch(wrong, fork_penalty=True), cancel=0)

    def _offer(self, beat: Beat) -> None:
        name = self.ctx.db.duelist_names[beat.opponent]
        problem = deck_ready_problem(self.career.save.deck)
        if problem:
            ask(self.ctx, [CAMPAIGN_DECK_MESSAGE, f"({problem})"], warn=True,
                on_pick=lambda _i: self.host.later(lambda: self.on_done(False)))
            return
        if self.stage.forced or self.duels:
            ask(self.ctx, [f"{name} challenges you."], ("Duel",), lambda _i: self._launch(beat), cancel=None,
                title=self.stage.title, typed=True)  # forced: the prompt has no Pass (R15.1)
        else:
            ask(self.ctx, [f"{name} offers a duel."], ("Duel", "Pass"),
                lambda k: self._launch(beat) if k == 0 else self.host.later(lambda: self.on_done(False)),
                cancel=1, title=self.stage.title, typed=True)

    def _launch(self, beat: Beat, fork_penalty: bool = False) -> None:
        self.duels += 1
        self.seed += 1
        setup = make_setup(self.ctx, self.career, beat.opponent, beat.terrain, "Campaign",
                           (self.career.save.code ^ (self.seed * 7919) ^ beat.opponent) & 0x7FFF_FFFF)
        start_duel(self.ctx, self.career, setup,
                   lambda result: self.host.later(lambda: self._returned(beat, result, fork_penalty)))

    def _returned(self, beat: Beat, result, fork_penalty: bool) -> None:
        won = result.player_won
        gained, card, added = self.career.apply_result(result, campaign=True)
        scripted_loss = beat.outcome == "lose"
        if not won and not scripted_loss:
            lost = self.career.unsaved(self.ctx.db)
            self.ctx.stack.push(GameOverScene(lambda: self._launch(beat, fork_penalty), lost), fade=True)
            return
        self.won = won
        if won and self.stage.autosave:  # never inside the finale (its last save is the card shop's)
            self.career.autosave()
        if scripted_loss and won:
            then = lambda: ask(self.ctx, ["The duel is not over. Heishin rises again..."], typed=True,
                               on_pick=lambda _i: self._launch(beat))
        elif fork_penalty:
            def then() -> None:
                self.i = self.first_fork
                self.host.later(self._step)
        else:
            then = self._advance
        if won:
            self.ctx.stack.push(RewardScene(self.career, result, gained, card, added, then), fade=True)
        else:
            then()


def merged_scenes(beats: tuple[Beat, ...]) -> tuple[Beat, ...]:
    """Returns the beats with back-to-back scenes joined into one, so the screen fades once between them."""
    out: list[Beat] = []
    for beat in beats:
        if beat.kind == "say" and out and out[-1].kind == "say":
            out[-1] = Beat("say", out[-1].lines + beat.lines)
        else:
            out.append(beat)
    return tuple(out)


class StoryScene(Scene):
    """A scene of the story: the place, then its lines one at a time in a dialogue box."""

    def __init__(self, stage: Stage, lines: tuple[str, ...], on_done: Callable[[], None]) -> None:
        super().__init__()
        self.stage, self.lines, self.on_done = stage, lines, on_done
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
        who = portraits.who_speaks(text, self.ctx.db.duelist_names, self.stage.opponents)
        x = box.x + 8
        if who is not None:
            portraits.draw_portrait(canvas, who, (box.x + 8, box.y + 12))
            x = box.x + 64
        speaker, sep, rest = text.partition(": ")
        if sep and len(speaker) <= 16:
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
