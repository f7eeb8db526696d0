"""One duel on the screen, whatever the table around it: the part every duel screen composes.

A duel against the computer, a replay, a 2P duel, a Tag Duel and the online duels differ only in
who may press, who acts when the player does not, and what happens at the end. What they share is
here, once: the session's presenter (what moves), the player's controls and the ``Prompt`` they
show, the Start button (a tap ends the turn, a hold pauses), the computer's pause between plays,
the sounds of a press and the paint. The screen that owns a ``DuelPlay`` answers the few questions
of ``Table``; nothing here is overridden.

    screen.handle  -> play.press(button)          the acting player's press; a finished play goes to
                                                  table.commit (the screen decides how it is played)
    screen.update  -> play.advance(...)            presenter clock and motions; True when the duel rests
                   -> (the screen's own turn: the computer, the replay, the network)
                   -> play.settle(...)             camera aim, sounds, the prompt's per-frame parts
    screen.draw    -> play.paint(canvas)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

import pygame

from game.gfx.board3d.scene import BoardRenderer
from game.gfx.duel_art import DuelArt
from game.input_bindings import Button
from game.present.director import Focus
from game.present.presenter import DuelPresenter
from game.present.timing import FAST_FORWARD, speed_of
from game.rules.actions import END_TURN
from game.rules.state import Phase
from game.scenes.duel import prompt, sounds
from game.scenes.duel.controls import Controls, ControlState, Refusal
from game.scenes.duel.picture import paint_scene, results_backdrop
from game.scenes.duel.prompt import Prompt
from game.scenes.duel.protocol import Session

START_HOLD = 24  # frames Start must be held to open the pause menu instead of ending the turn
FAST_FORWARD_BUTTON = Button.SQUARE
# what the presenter is told the player is busy with, by the controls' mode (others: Focus.OTHER)
FOCUS = {ControlState.HAND: Focus.HAND, ControlState.SINGLE: Focus.SINGLE, ControlState.PLACE: Focus.PLACE,
         **dict.fromkeys((ControlState.DEST, ControlState.FIELD, ControlState.LOOK, ControlState.TARGET,
                          ControlState.EQUIP), Focus.ZONE)}


def focus_of(mode: ControlState) -> Focus:
    """Returns what the camera and the gallery follow for a controls' mode."""
    return FOCUS.get(mode, Focus.OTHER)


class Table(Protocol):
    """What a duel screen tells its ``DuelPlay`` (the duel screens implement it; none subclasses another)."""

    replay: bool  # a recorded duel played back: no controls, no hints

    @property
    def busy(self) -> bool:
        """Whether the player must wait (the play's own reasons, and the table's)."""

    @property
    def frame(self) -> int:
        """The screen's frame counter."""

    def labels(self) -> tuple[str, str]:
        """The LP panel's names, bottom side first."""

    def commit(self, actions: list[int]) -> None:
        """Plays a finished play of the player's controls (the table decides on whose seat and where)."""

    def pause(self) -> None:
        """Start held: the table's pause (a menu, or the question whether to quit)."""


class DuelPlay:
    """The presenter, controls and prompt of one session on screen (see the module docstring)."""

    def __init__(self, ctx, session: Session, table: Table, speed: Callable[[], str] | None = None, *,
                 computer: bool = True, bar: Callable[[], tuple] | None = None, swoop: bool = True) -> None:
        self.ctx, self.session, self.table = ctx, session, table
        self.bar = bar  # a replay's bar (played, total, playing, speed), refreshed with the prompt
        self.speed = speed or (lambda: speed_of(ctx.config.get("game.animation_speed")))  # a replay's may change
        self.computer = computer  # the top side is a computer duelist: its name, title card and hand cursor
        self.art = DuelArt(ctx.db, ctx.font, ctx.cards.art)
        cards = ctx.cards
        self.renderer = BoardRenderer(lambda c: cards.small(c) if c > 0 else cards.back())
        self.presenter = DuelPresenter(ctx.db, session.state, self.speed())
        self.prompt = Prompt()
        self.held_card = 0  # Triangle during an animation: this card's details, the duel paused
        self.cpu_wait = 0  # frames before the computer's (or the replay's) next play
        self.start_hold = 0  # frames Start has been held (0: not pressed)
        # a table that shows a prompt of its own (Tag: the partner-card pick, the four seats' hints) builds
        # the prompt here instead of ``refresh`` (and sets ``prompt``)
        self.own_prompt: Callable[[], None] | None = None
        self.new_controls()
        self.presenter.open(session.opening, session.state, swoop=swoop)  # no swoop: ready from the first frame

    def new_controls(self) -> None:
        """Starts the player's controls afresh on the session's state (a 2P duel changes hands)."""
        self.controls = Controls(self.session)
        self.controls.show_preview = bool(self.ctx.config.get("game.fusion_preview"))
        self.controls.reset()  # a set position may open in the field phase

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

    def sequence_name(self) -> str | None:
        """Returns the motion on screen now (the gallery's contact sheets), or None when idle."""
        return self.presenter.sequence_name(focus_of(self.controls.mode))

    @property
    def waiting(self) -> bool:
        """Returns whether the duel itself makes the player wait: a motion, the other side's turn, the end."""
        st, pr = self.session.state, self.presenter
        return pr.swooping or pr.moving or st.active != 0 or st.phase == Phase.OVER

    # --- input -----------------------------------------------------------------------------

    def press(self, b: Button, repeat: bool = False) -> None:
        """The acting player's press: Select pauses, Start starts the hold, the rest go to the controls."""
        if b == Button.SELECT and not repeat:
            self.ctx.audio.play("confirm")
            self.table.pause()
            return
        if b == Button.START and not repeat:
            self.start_hold = 1
            return
        if b == Button.CROSS and not repeat and self.presenter.skip():
            return
        busy = self.table.busy  # asked once: the controls' press does not change it, a commit does
        if busy:
            if b == Button.TRIANGLE:  # details at any time; the duel holds still while they are open
                self.held_card = 0 if self.held_card else self.presenter.animated_card()
            return
        c = self.controls
        pressed = c.take(b)
        if pressed.actions:
            self.presenter.cutin_next = b == Button.SQUARE and pressed.before == ControlState.TARGET
            self.table.commit(pressed.actions)
        sounds.feedback(self.ctx.audio, self.presenter, pressed, c.mode)
        if self.own_prompt is not None:
            self.own_prompt()
        else:  # the prompt's per-frame parts (words, labels) are the frame's own: settle refreshes them
            self.prompt = prompt.rebuild(self, None if pressed.actions else not self.table.replay, self.prompt)

    def feed(self, events: list) -> None:
        """Shows a committed play: the controls start afresh and the presenter queues its events."""
        self.controls.reset()
        self.presenter.feed(events, self.session.state, committed=self.session.played > 0)

    # --- per step --------------------------------------------------------------------------

    def advance(self) -> bool:
        """Runs one frame of the presenter and the Start hold; returns whether the duel rests (the table
        may play its computer, replay or network turn)."""
        pr = self.presenter
        pr.set_speed(self.speed())
        pr.count_lp(self.table.frame)
        self._start_button()
        inp = self.ctx.input
        steps = FAST_FORWARD if inp is not None and inp.held(FAST_FORWARD_BUTTON) else 1
        swooping = pr.swooping
        pr.tick(steps)
        if swooping or self.held_card:
            return False
        if pr.moving:
            if pr.run(steps, self.session.state):
                self.controls.reset()
                self.cpu_wait = pr.pace.cpu_pause
                self.refresh()
            return False
        return True

    def computer_turn(self, action: Callable[[], int]) -> None:
        """Plays the computer's next action once its pause is over (its cursor ticks while it thinks)."""
        if self.cpu_wait > 0:
            self.cpu_wait -= 1
            pr = self.presenter
            if self.cpu_hand_shown() and pr.clock % max(1, pr.pace.cpu_cursor) == 0 and not pr.pace.instant:
                self.ctx.audio.play("cursor")  # the cursor steps with a tick, as it walks the hand
            return
        self.table.commit([action()])
        self.refresh()

    def settle(self, music: str, duelist) -> None:
        """Ends a frame: the refusal's countdown, the camera's aim, due sounds and the prompt's frame parts."""
        c, pr = self.controls, self.presenter
        c.tick()
        focus = focus_of(c.mode) if not self.table.busy and not self.table.replay and pr.facing == 0 else Focus.HAND
        marks = self.prompt.marks
        pr.aim(focus, marks.cursor if marks is not None else None, c.view.focus[0] if focus is Focus.PLACE else 0)
        sounds.play_out(self.ctx.audio, pr, music, duelist)
        self.per_frame()

    def _start_button(self) -> None:
        if not self.start_hold:
            return
        if self.ctx.input.held(Button.START):
            self.start_hold += 1
            if self.start_hold == START_HOLD:
                self.start_hold = 0
                self.ctx.audio.play("confirm")
                self.table.pause()
            return
        self.start_hold = 0
        if self.table.replay or self.table.busy:
            return
        if self.controls.end_turn_ok():
            self.ctx.audio.play("confirm")
            self.table.commit([END_TURN])
        else:
            c = self.controls
            c.refuse(Refusal.HAND_FIRST if c.mode == ControlState.HAND else Refusal.MID_PLAY)
            self.ctx.audio.play("buzz")
        self.refresh()

    def cpu_hand_shown(self) -> bool:
        """Returns whether the computer is choosing its hand play (its cursor walks its hidden hand)."""
        st, pr = self.session.state, self.presenter
        return (self.computer and not self.table.replay and not pr.moving and st.active == 1
                and st.phase == Phase.HAND and pr.facing == 1)

    # --- what draw reads -------------------------------------------------------------------

    def refresh(self) -> Prompt:
        """Recomputes the prompt that draw shows (draw never computes) and returns it."""
        if self.own_prompt is not None:
            self.own_prompt()
            return self.prompt
        return self.rebuild_prompt()

    def rebuild_prompt(self) -> Prompt:
        """Builds the 1v1 controls' prompt afresh (a table with its own prompt starts from it) and returns it."""
        self.prompt = prompt.rebuild(self, not self.table.busy and not self.table.replay)
        self.per_frame()
        return self.prompt

    def show_marks(self, marks) -> None:
        """Shows a table's own marks instead of the controls' (Tag: the partner pick): no panel, no hints."""
        self.prompt = replace(self.prompt, marks=marks, placement=None, details=0, assist=None)

    def hold_start(self) -> None:
        """Starts a Start hold for a press the controls do not take (Tag: any human may ask to quit)."""
        self.start_hold = 1

    def per_frame(self) -> None:
        """Refreshes the parts of the prompt that change without a press."""
        prompt.per_frame(self, self.prompt)
        self.prompt.replay = self.bar() if self.bar is not None else None

    def paint(self, canvas: pygame.Surface) -> None:
        """Draws the board, the prompts and the running motion; changes nothing (see picture.py)."""
        paint_scene(canvas, self.ctx, self.presenter, self.prompt, self.art, self.renderer)

    def backdrop(self):
        """Returns the results screens' background: this duel's field, dimmed and orbiting."""
        return results_backdrop(self.renderer, self.presenter.board, self.presenter.wall_terrain)
