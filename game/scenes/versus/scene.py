"""The 2P duel (§16.1): a second human instead of the computer, on the duel screen's ``DuelPlay``.

    VersusDuelScene(match)  ->  turn ends  ->  PassScene (hand over or look away, hand privacy, R16.6)
                            ->  the other side plays from the bottom of the screen  ->  ...
                            ->  VersusResultScene (winner, 2P counters, rematch)

A ``DuelPlay`` always shows side 0 at the bottom. The 2P duel runs it on a ``PerspectiveSession``
whose state is mirrored so the side to play is side 0; where a duel against the computer would let
the computer act, this screen hands the duel over instead. Presses count only from the device of
the side to play (both sides' presses count when the two share one device). Nothing is recorded
(R16.3), and quitting makes the side to play lose (R16.4).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.rules.setup import setup_duel
from game.rules.state import EndReason, Phase
from game.scenes.base import Scene
from game.scenes.duel import answers
from game.scenes.duel.play import DuelPlay
from game.scenes.duel.setup import END_MESSAGES, DuelResult, make_result
from game.scenes.versus.match import Match
from game.scenes.versus.session import PerspectiveSession
from game.scenes.widgets import footer, prompt_labels

SIDE_NAMES = ("RED", "BLUE")


def new_session(db, match: Match, seed: int) -> PerspectiveSession:
    """Returns a fresh 2P duel of a match (Red first, each side's LP and max LP from the setup, R16.2)."""
    from game.rules.replay import ReplayLog

    state, opening = setup_duel(db, match.decks[0], match.decks[1], opponent=0, rng_seed=seed, lp=match.lp,
                                options=match.options, shuffle=match.shuffle)
    log = ReplayLog(deck0=tuple(match.decks[0]), deck1=tuple(match.decks[1]), opponent=0, seed=seed,
                    options=match.options, lp=match.lp, shuffle=match.shuffle)
    return PerspectiveSession(db, state, opening, log, shuffle=match.shuffle, label="2P Duel")


class VersusDuelScene(Scene):
    """One 2P duel; ``match`` carries the decks, LP, devices, privacy and the running win counters."""

    music = "silence"  # the menu music fades as the duel opens; answers.open_duel brings in the duel theme
    replay = False  # a 2P duel is always played, never played back
    busy = answers.busy  # the side to play waits for a motion, the hand-over, the end
    sequence_name = answers.sequence_name
    commit = answers.commit  # the mirrored session commits the real actions
    pause = answers.pause_menu  # its Forfeit quits the duel (R16.4)

    def __init__(self, match: Match, seed: int, on_end: Callable[[DuelResult], None] | None = None) -> None:
        super().__init__()
        self.match, self.seed, self.on_end = match, seed, on_end
        self.result: DuelResult | None = None
        self.ended = False

    def enter(self, ctx) -> None:
        """Deals the duel and queues the opening draws, behind the first pass screen when private."""
        super().enter(ctx)
        self.session = new_session(ctx.db, self.match, self.seed)
        self.play = DuelPlay(ctx, self.session, self, computer=False)  # no CPU title card, no CPU cursor
        answers.open_duel(self)
        if self.match.private:
            ctx.stack.push(PassScene(self, 0))

    @property
    def side_to_play(self) -> int:
        """Returns the real side (0 Red, 1 Blue) shown at the bottom of the screen."""
        return self.session.perspective

    # --- Table: what the play asks -----------------------------------------------------------

    def labels(self) -> tuple[str, str]:
        """Returns the names shown for the bottom (side to play) and top sides: RED / BLUE, not YOU / CPU."""
        return SIDE_NAMES[self.side_to_play], SIDE_NAMES[1 - self.side_to_play]

    # --- the screen ----------------------------------------------------------------------------

    def handle(self, press: Press) -> Press | None:
        """Keeps the presses of the side to play and drops the other side's."""
        if self.match.owns(self.side_to_play, press):
            self.play.press(press.button, press.repeat)
        return None

    def update(self) -> None:
        """Advances the play; when the duel rests, its end or the hand-over to the other side."""
        super().update()
        play = self.play
        if play.advance():
            state = self.session.state
            if state.phase == Phase.OVER:
                self._finish()
            elif state.active == 1:
                self._hand_over()
        play.settle(self.music, self.music_duelist)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the board, the prompts and the running motion; changes nothing."""
        self.play.paint(canvas)

    def _hand_over(self) -> None:
        """Where a computer would play, the duel passes to the other side (R16.6): seen from its seat at
        once (camera, board, LP panels), with fresh controls, behind a pass screen when private."""
        self.session.flip()
        presenter = self.play.presenter
        presenter.face_bottom()
        presenter.rest(self.session.state)
        presenter.lp_shown.reverse()
        self.play.new_controls()
        self.play.refresh()
        if self.match.private:
            self.ctx.stack.push(PassScene(self, self.side_to_play))

    # --- the end (no replay is saved: R16.3, no record of any kind) ------------------------------

    def forfeit(self) -> None:
        """Quits the duel (R16.4): the side to play loses."""
        if self.ended:
            return
        self.ended = True
        self._result(1 - self.side_to_play, "forfeit")

    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        state = self.session.true_state
        self._result(state.winner, make_result(self.ctx.db, state).reason)

    def _result(self, winner: int, reason: str) -> None:
        self.match.record(winner)
        message = END_MESSAGES[EndReason.NONE] if reason == "forfeit" else \
            END_MESSAGES[self.session.true_state.end_reason]
        self.result = DuelResult(winner, reason, message, (), (), 0)
        self.ctx.stack.replace(VersusResultScene(self.match, self.result, self.seed, self.on_end), fade=True)


class PassScene(Scene):
    """The hand-off (R16.6): hides the board until the side to play is ready."""

    def __init__(self, duel: VersusDuelScene, side: int) -> None:
        super().__init__()
        self.duel, self.side = duel, side

    def handle(self, press: Press) -> Press | None:
        """Start or confirm on the incoming side's device (any device when shared) shows its hand."""
        if not self.duel.match.owns(self.side, press):
            return None
        if press.button == Button.START or self.ctx.is_confirm(press):
            self.ctx.audio.play("confirm")
            self.ctx.stack.pop()
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws a cover with whose turn it is; nothing of either hand shows."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        box = pygame.Rect(40, 70, 240, 96)
        frames.panel(canvas, box)
        colour = (248, 96, 96) if self.side == 0 else (112, 160, 255)
        f.draw(canvas, f"PLAYER {self.side + 1} - {SIDE_NAMES[self.side]}", (160, box.y + 10), colour, "center")
        for i, line in enumerate(pass_lines(self.duel.match.shared, self.side)):
            f.draw(canvas, line, (160, box.y + 26 + i * 10), frames.INK, "center")
        f.draw(canvas, f"Turn {self.duel.session.state.turn}", (160, box.y + 50), frames.DIM, "center")
        ok, _ = prompt_labels(self.ctx)
        match = self.duel.match
        where = "" if match.shared else " on the keyboard" if match.players[self.side] == "keyboard" \
            else " on your own pad"
        f.draw(canvas, f"{ok} or START{where} when ready", (160, box.y + 70), frames.GOLD, "center")
        footer(canvas, f, "The other player's hand stays hidden")


def pass_lines(shared: bool, side: int) -> tuple[str, str]:
    """Returns the hand-off's two lines: hand the one device over, or (a device each) the other looks away."""
    other = SIDE_NAMES[1 - side]
    if shared:
        return f"Hand the controller to {SIDE_NAMES[side]}.", f"{other}, look away from the screen."
    return f"{other}, look away from the screen.", f"{SIDE_NAMES[side]}, it is your turn."


class VersusResultScene(Scene):
    """The winner, the 2P counters of this session (R16.5) and a rematch."""

    music = "win"

    def __init__(self, match: Match, result: DuelResult, seed: int,
                 on_end: Callable[[DuelResult], None] | None = None) -> None:
        super().__init__()
        self.match, self.result, self.seed, self.on_end = match, result, seed, on_end
        self.saved = ""

    def handle(self, press: Press) -> Press | None:
        """Cross: rematch; Square: write the counters to both saves (D-30); Circle: back to the setup."""
        ctx = self.ctx
        if ctx.is_confirm(press) or press.button == Button.START:
            ctx.audio.play("confirm")
            ctx.stack.replace(VersusDuelScene(self.match, self.seed + 1, self.on_end), fade=True)
        elif press.button == Button.SQUARE and self.match.slots_ready and not self.saved:
            self.saved = self.match.save_counters()
            ctx.audio.play("confirm")
        elif ctx.is_cancel(press):
            ctx.audio.play("cancel")
            if self.on_end is not None:
                self.on_end(self.result)
            ctx.stack.pop(fade=True)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the result panel."""
        f, r, m = self.ctx.font, self.result, self.match
        frames.backdrop(canvas, self.frame)
        box = pygame.Rect(24, 30, 272, 170)
        frames.panel(canvas, box)
        f.draw(canvas, r.message, (160, box.y + 10), frames.GOLD, "center")
        f.draw(canvas, f"PLAYER {r.winner + 1} ({SIDE_NAMES[r.winner]}) WINS", (160, box.y + 28), frames.INK, "center")
        for side in (0, 1):
            y = box.y + 56 + side * 16
            f.draw(canvas, f"{SIDE_NAMES[side]}  {m.labels[side]}", (box.x + 12, y), frames.INK)
            f.draw(canvas, f"W {m.wins[side]}  L {m.wins[1 - side]}", (box.right - 12, y), frames.INK, "right")
        f.draw(canvas, f"Duels this session: {sum(m.wins)}", (160, box.y + 96), frames.DIM, "center")
        if m.slots_ready:
            text = self.saved or "\x82 Write the 2P counters to both saves"
            draw_fitted(canvas, f, text, (160, box.y + 116), box.w - 16, frames.DIM, "center")
        ok, back = prompt_labels(self.ctx)
        footer(canvas, f, f"{ok} Rematch   {back} Setup")
