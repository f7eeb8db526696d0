"""The duel scene: input -> session -> presenter -> paint (lesson 6).

    handle:  the player's presses -> Controls -> a finished play is committed to the session, whose
             events feed the presenter (game.present)
    update:  the presenter's clock, camera and motions; when it rests, the computer's (or a
             replay's) next action; its sounds and music requests go to the audio
    draw:    picture.paint_scene(canvas, ctx, presenter, prompt): the board, the prompts, the motion

The scene keeps only what input needs (the controls, the Start hold, the computer's pause) and the
``Prompt`` its controls show; the presenter owns everything that moves.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.gfx.board3d.scene import BoardRenderer
from game.gfx.duel_art import DuelArt
from game.input import Press
from game.input_bindings import Button
from game.present.presenter import DuelPresenter
from game.present.timing import FAST_FORWARD, speed_of
from game.rules.state import Phase
from game.scenes.base import Scene
from game.scenes.duel import playback, prompt, sounds
from game.scenes.duel.controls import Controls
from game.scenes.duel.picture import paint_scene, results_backdrop
from game.scenes.duel.prompt import Prompt
from game.scenes.duel.session import DuelSession
from game.scenes.duel.setup import DuelResult, DuelSetup, make_result
from game.scenes.nav import Screen

START_HOLD = 24  # frames Start must be held to open the pause menu instead of ending the turn
FAST_FORWARD_BUTTON = Button.SQUARE


class DuelScene(Scene):
    """One duel against the computer, or the playback of a recorded one (``replay=True``)."""

    side_labels: tuple[str, str] = ("YOU", "CPU")  # panel names of the bottom and top sides
    music = "silence"  # the menu music fades as the duel opens; start_music brings in the duel theme

    def __init__(self, setup: DuelSetup | None = None, *, session: DuelSession | None = None,
                 on_end: Callable[[DuelResult], None] | None = None, replay: bool = False) -> None:
        super().__init__()
        self.setup, self.session, self.on_end, self.replay = setup, session, on_end, replay
        self.result: DuelResult | None = None
        self.playing = True  # replays: auto-play on
        self.speed_override: str | None = None
        self.start_turn = 0  # replays: begin at the start of this turn
        self.held_card = 0  # Triangle during an animation: this card's details, the duel paused
        self.prompt = Prompt()

    def enter(self, ctx) -> None:
        """Starts the duel (or the playback) and queues the opening draws."""
        super().enter(ctx)
        if self.session is None:
            assert self.setup is not None
            self.session = DuelSession.from_setup(ctx.db, self.setup)
        self.art = DuelArt(ctx.db, ctx.font, ctx.cards.art)
        cards = ctx.cards
        self.renderer = BoardRenderer(lambda c: cards.small(c) if c > 0 else cards.back())
        self.presenter = DuelPresenter(ctx.db, self.session.state, self.speed)
        self.controls = Controls(self.session)
        self.controls.show_preview = bool(ctx.config.get("game.fusion_preview"))
        self.controls.reset()  # a set position may open in the field phase
        self.cpu_wait = self.start_hold = 0
        self.ended = False
        self.presenter.open(self.session.opening, self.session.state)
        self.turn_starts = playback.turn_starts(ctx.db, self.session) if self.replay else []
        if self.start_turn > 1 and len(self.turn_starts) >= self.start_turn - 1:
            playback.rewind(self, self.turn_starts[self.start_turn - 2])
        if self.presenter.swooping:
            ctx.audio.stop_music()  # the duel's music starts once the swoop is over
        self._refresh()
        self.start_music()

    def start_music(self) -> None:
        """Starts the theme of this opponent's group (music_map.duel_track); the stack keeps it on resume."""
        self.music, self.music_duelist = "duel", self.session.state.opponent
        self.ctx.audio.play_scene("duel", self.music_duelist)

    @property
    def board(self):
        """Returns the board picture on show (the presenter's)."""
        return self.presenter.board

    @property
    def anim(self):
        """Returns the motion on screen, or None."""
        return self.presenter.anim

    @property
    def messages(self) -> list[str]:
        """Returns the duel's message log (one line per event that has words)."""
        return self.presenter.messages

    # --- input -----------------------------------------------------------------------------

    def handle(self, press: Press) -> Press | None:
        """Turns a press into cursor moves or a committed action; ignored while animating."""
        b = press.button
        if self.replay:
            if not (b == Button.CROSS and not press.repeat and self.presenter.skip()):
                playback.press(self, b)
                self._refresh()
            return None
        if b == Button.SELECT and not press.repeat:
            self._pause()
            return None
        if b == Button.START and not press.repeat:
            self.start_hold = 1
            return None
        if press.player != 0:
            return None
        if b == Button.CROSS and not press.repeat and self.presenter.skip():
            return None
        if self.busy:
            if b == Button.TRIANGLE:  # details at any time; the duel holds still while they are open
                self.held_card = 0 if self.held_card else self.presenter.animated_card()
            return None
        c = self.controls
        chain_before, mode_before = self._chain(), c.mode
        actions = c.handle(b)
        if actions:
            self.presenter.cutin_next = b == Button.SQUARE and mode_before == "target"
            self._commit(actions)
        sounds.feedback(self.ctx.audio, c, self.presenter, b, chain_before, mode_before, self._chain())
        self._refresh()
        return None

    def _chain(self) -> tuple:
        c = self.controls
        return tuple(c.view.chain) if c.mode == "hand" else ()

    @property
    def busy(self) -> bool:
        """Returns whether the player must wait (animation, computer's turn, duel over)."""
        st = self.session.state
        return self.presenter.swooping or self.presenter.moving or st.active != 0 or st.phase == Phase.OVER

    def sequence_name(self) -> str | None:
        """Returns the motion on screen now (the gallery's contact sheets), or None when idle."""
        return self.presenter.sequence_name(self.controls.mode)

    @property
    def speed(self) -> str:
        """Returns the animation speed preset in force."""
        return speed_of(self.speed_override or self.ctx.config.get("game.animation_speed"))

    # --- per step --------------------------------------------------------------------------

    def update(self) -> None:
        """Advances counters, the Start hold, the presenter and the computer's turn."""
        super().update()
        pr = self.presenter
        pr.set_speed(self.speed)
        pr.count_lp(self.frame)
        self._start_button()
        steps = FAST_FORWARD if self.ctx.input is not None and self.ctx.input.held(FAST_FORWARD_BUTTON) else 1
        swooping = pr.swooping
        pr.tick(steps)
        if swooping or self.held_card:
            pass
        elif pr.moving:
            if pr.run(steps, self.session.state):
                self.controls.reset()
                self.cpu_wait = pr.pace.cpu_pause
                self._refresh()
        elif self.session.state.phase == Phase.OVER:
            self._finish()
        elif self.replay:
            if self.playing:
                playback.step(self)
        elif self._computer_to_act():
            self._cpu_turn()
        if self.controls.buzz:
            self.controls.buzz -= 1
        c = self.controls
        mode = c.mode if not self.busy and not self.replay and pr.facing == 0 else "hand"
        marks = self.prompt.marks
        pr.aim(mode, marks.cursor if marks is not None else None, c.view.focus[0] if mode == "place" else 0)
        sounds.play_out(self.ctx.audio, pr, self.music, self.music_duelist)
        prompt.per_frame(self, self.prompt)

    def _computer_to_act(self) -> bool:
        """Returns whether the computer plays now (a Tag Duel asks its four seats)."""
        return self.session.state.active == 1

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the board, the prompts and the running motion; changes nothing (see picture.py)."""
        paint_scene(canvas, self.ctx, self.presenter, self.prompt, self.art, self.renderer)

    def face_bottom(self) -> None:
        """Puts the camera behind the bottom side at once (2P: the duel has just been handed over)."""
        self.presenter.face_bottom()

    def _labels(self) -> tuple[str, str]:
        """Returns the LP panel's names: the opponent by name in a duel against the computer."""
        return prompt.panel_labels(self.side_labels, self.ctx.db, int(self.session.state.opponent))

    # --- the duel's flow -------------------------------------------------------------------

    def _commit(self, actions: list[int]) -> None:
        events = self.session.commit(actions)
        self.controls.reset()
        self.presenter.feed(events, self.session.state, committed=self.session.played > 0)

    def _cpu_hand_shown(self) -> bool:
        """Returns whether the computer is choosing its hand play (its cursor walks its hidden hand)."""
        st, pr = self.session.state, self.presenter
        return (not self.replay and not pr.moving and st.active == 1 and st.phase == Phase.HAND
                and pr.facing == 1 and self.side_labels == ("YOU", "CPU"))

    def _cpu_turn(self) -> None:
        if self.cpu_wait > 0:
            self.cpu_wait -= 1
            pr = self.presenter
            if self._cpu_hand_shown() and pr.clock % max(1, pr.pace.cpu_cursor) == 0 and not pr.pace.instant:
                self.ctx.audio.play("cursor")  # the cursor steps with a tick, as it walks the hand
            return
        self._commit([self.session.ai_action()])
        self._refresh()

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
        backdrop = results_backdrop(self.renderer, self.presenter.board, self.presenter.wall_terrain)
        self.ctx.stack.replace(self.ctx.screen(Screen.RANK, result, on_close=self.on_end, backdrop=backdrop),
                               fade=True)

    def _save_replay(self) -> str:
        if self.replay or (self.setup is not None and not self.setup.record):
            return ""
        from game.scenes.duel import replays

        return replays.record(self.session, self.messages)

    def _pause(self) -> None:
        self.ctx.audio.play("confirm")
        self.ctx.stack.push(self.ctx.screen(Screen.DUEL_PAUSE, self))

    def _start_button(self) -> None:
        if not self.start_hold:
            return
        if self.ctx.input.held(Button.START):
            self.start_hold += 1
            if self.start_hold == START_HOLD:
                self.start_hold = 0
                self._pause()
            return
        self.start_hold = 0
        if self.replay or self.busy:
            return
        if self.controls.end_turn_ok():
            from game.rules.actions import END_TURN

            self.ctx.audio.play("confirm")
            self._commit([END_TURN])
        else:
            self.controls.buzz = 30
            self.ctx.audio.play("buzz")
        self._refresh()

    # --- what draw reads ------------------------------------------------------------------

    def _refresh(self) -> None:
        """Computes the prompt that draw shows (draw never computes)."""
        prompt.per_frame(self, prompt.rebuild(self))
