"""The duel against the computer (and the playback of a recorded duel): a table around a ``DuelPlay``.

    handle:  player 1's presses go to the play's controls (Select and Start from any pad); a replay's
             keys go to playback
    update:  the play advances the presenter; when the duel rests, the computer's (or the replay's)
             next action
    draw:    the play's paint: the board, the prompts, the motion

What is shared with every other duel screen (the presenter, the controls, the prompt, the Start hold,
the computer's pause) is the play's (play.py); this screen only says who acts and how the duel ends.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.input import Press
from game.input_bindings import Button
from game.present.timing import speed_of
from game.rules.state import Phase
from game.scenes.base import Scene
from game.scenes.duel import answers, playback, practice, prompt
from game.scenes.duel.play import DuelPlay
from game.scenes.duel.session import DuelSession
from game.scenes.duel.setup import DuelResult, DuelSetup, make_result
from game.scenes.nav import Screen


class DuelScene(Scene):
    """One duel against the computer, or the playback of a recorded one (``replay=True``)."""

    music = "silence"  # the menu music fades as the duel opens; answers.open_duel brings in the duel theme
    busy = answers.busy  # the player waits for the duel's own reasons (a motion, the computer's turn, the end)
    sequence_name = answers.sequence_name
    commit = answers.commit  # the player's, the computer's or the record's play
    pause = answers.pause_menu

    def __init__(self, setup: DuelSetup | None = None, *, session: DuelSession | None = None,
                 on_end: Callable[[DuelResult], None] | None = None, replay: bool = False,
                 names: tuple[str, str] | None = None, swoop: bool = True) -> None:
        super().__init__()
        self.setup, self.session, self.on_end, self.replay = setup, session, on_end, replay
        self.swoop = swoop  # False: a set position opens at once, ready to play (``fmduel play --position``)
        self.names = names  # the LP panel's names when not "you" against a computer (the attract duel)
        self.result: DuelResult | None = None
        self.playing = True  # replays: auto-play on
        self.speed_override: str | None = None
        self.start_turn = 0  # replays: begin at the start of this turn
        self.ended = False
        self.practice = bool(setup is not None and setup.practice and not replay)  # the view is on now

    @property
    def practice_allowed(self) -> bool:
        """Returns whether the pause menu offers the practice view: a Free Duel that asked for it, or any
        Free Duel of a career (never a campaign duel: its setup offers none; never online: another scene)."""
        return bool(self.setup is not None and (self.setup.practice or self.setup.practice_offered)
                    and not self.replay)

    def enter(self, ctx) -> None:
        """Starts the duel (or the playback) and queues the opening draws."""
        super().enter(ctx)
        if self.session is None:
            assert self.setup is not None
            self.session = DuelSession.from_setup(ctx.db, self.setup)
        self.play = DuelPlay(ctx, self.session, self, lambda: self.speed,
                             bar=self._replay_bar if self.replay else None, swoop=self.swoop)
        self.turn_starts = playback.turn_starts(ctx.db, self.session) if self.replay else []
        if self.start_turn > 1 and len(self.turn_starts) >= self.start_turn - 1:
            playback.rewind(self, self.turn_starts[self.start_turn - 2])
        answers.open_duel(self)

    @property
    def speed(self) -> str:
        """Returns the animation speed preset in force (a replay's viewer may change it)."""
        return speed_of(self.speed_override or self.ctx.config.get("game.animation_speed"))

    def labels(self) -> tuple[str, str]:
        """Returns the LP panel's names: the opponent by name in a duel against the computer."""
        return self.names or prompt.panel_labels(("YOU", "CPU"), self.ctx.db, int(self.session.state.opponent))

    def handle(self, press: Press) -> Press | None:
        """Player 1's presses go to the controls; a replay's keys to its viewer."""
        b = press.button
        if self.replay:
            if not (b == Button.CROSS and not press.repeat and self.play.presenter.skip()):
                playback.press(self, b)
                self.play.refresh()
        elif press.player == 0 or b in (Button.SELECT, Button.START):
            self.play.press(b, press.repeat)
        return None

    def update(self) -> None:
        """Advances the play; when the duel rests, the end, the replay's or the computer's next action."""
        super().update()
        play, st = self.play, self.session.state
        if play.advance():
            if st.phase == Phase.OVER:
                self._finish()
            elif self.replay:
                if self.playing:
                    playback.step(self)
            elif st.active == 1:
                play.computer_turn(self.session.ai_action)
        play.settle(self.music, self.music_duelist)

    def _replay_bar(self) -> tuple:
        s = self.session
        return s.played, len(s.script or ()), self.playing, self.speed

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the board, the prompts and the running motion; changes nothing."""
        self.play.paint(canvas)
        if self.practice:
            practice.draw(canvas, self.ctx, self.session)

    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        relief = {} if self.setup is None else {"drop_assist": self.setup.drop_assist,
                                                "starchip_multiplier": self.setup.starchip_multiplier}
        self._end(make_result(self.ctx.db, self.session.state, replay_path=self._save_replay(), **relief))

    def forfeit(self) -> None:
        """Gives the duel up (pause menu): a loss, recorded in the replay like any other end."""
        if self.ended:
            return
        self.ended = True
        self._end(make_result(self.ctx.db, self.session.state, forfeit=True, replay_path=self._save_replay()))

    def _end(self, result: DuelResult) -> None:
        self.result = result
        self.ctx.audio.play_music()  # in case the duel ended during the opening swoop (a forfeit)
        self.ctx.stack.replace(self.ctx.screen(Screen.RANK, result, on_close=self.on_end,
                                               backdrop=self.play.backdrop()), fade=True)

    def _save_replay(self) -> str:
        if self.replay or (self.setup is not None and not self.setup.record):
            return ""
        from game import replays

        return replays.record(self.session, self.play.messages)
