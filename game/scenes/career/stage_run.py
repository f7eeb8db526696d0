"""Playing one campaign stage: its scenes, choices, duels, gates and forks in order (§15.1, R15.1-R15.4).

    run = StageRun(host, career, stage); run.start()     # host: the campaign map (a HostScene)

Each beat pushes one screen above the host and queues the next step with ``host.later`` when it
closes. A won duel that leaves only scenes to play completes the stage there and then, so its
autosave holds the story step with the win; it shows the rewards (R13.1) and goes on; a lost one is Game Over with a retry of
the same duel (R15.3), except Heishin's scripted loss, which goes on after a loss and replays the
duel after a win (R15.4). Declining an optional duel, or Return at a shrine gate, leaves the stage
unfinished. The screens it shows come from the context's registry (game.scenes.nav).
"""

from __future__ import annotations

from collections.abc import Callable

from game.career.campaign import Beat, Stage, beats_to_play, complete_stage
from game.career.deckbuild import deck_ready_problem
from game.scenes.career.kit import HostScene, ask
from game.scenes.career.session import Career, make_setup, start_duel
from game.scenes.nav import Screen

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
            scene = self.ctx.screen(Screen.STORY, self.stage, beat.lines, self._advance, self._speakers())
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
            self.ctx.stack.push(self.ctx.screen(Screen.STORY, self.stage, beat.passages[heard], then, self._speakers()),
                               fade=True)

        ask(self.ctx, [question], (go, stay), picked, cancel=None, title=self.stage.title, typed=True)

    def _speakers(self) -> tuple[str, ...]:
        return self.career.story(self.ctx.db).speakers

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

    def win_ends_stage(self) -> bool:
        """Returns whether only scenes follow the current beat: a win there finishes the stage,
        since nothing the player does afterwards (no duel, gate, fork or choice) can undo it."""
        return all(b.kind == "say" for b in self.beats[self.i + 1:])

    def _returned(self, beat: Beat, result, fork_penalty: bool) -> None:
        won = result.player_won
        gained, card, added = self.career.apply_result(result, campaign=True)
        scripted_loss = beat.outcome == "lose"
        if not won and not scripted_loss:
            lost = self.career.unsaved(self.ctx.db)
            retry = lambda: self._launch(beat, fork_penalty)
            self.ctx.stack.push(self.ctx.screen(Screen.GAME_OVER, retry, lost), fade=True)
            return
        self.won = won
        if won and not scripted_loss and not fork_penalty and self.win_ends_stage():
            # the story step the win completes is recorded with the win: the rewards' "Progress
            # saved" then holds it, whatever happens during the closing scene
            self.career.update(complete_stage(self.career.story(self.ctx.db), self.career.save, self.stage))
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
            self.ctx.stack.push(self.ctx.screen(Screen.REWARDS, self.career, result, gained, card, added, then),
                                fade=True)
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
