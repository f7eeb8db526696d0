"""The duel scene: presses become engine actions, returned events become animations (lesson 6).

    update:  LP counters -> Start hold -> running animation (patches the board as it ends)
             -> when idle: the computer's (or a replay's) next action, off the draw path
    handle:  the player's presses -> Controls -> a finished play is committed to the session
    draw:    the board, the marks computed in update/handle, the running animation

The scene reads the committed state only to rebuild the resting picture once an animation queue
has drained, and to know whose turn it is.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

import pygame

from game.gfx import frames
from game.gfx.duel_art import DuelArt
from game.input import Press
from game.input_bindings import Button
from game.rules import events as E
from game.rules.state import Phase
from game.scenes.base import Scene
from game.scenes.duel import anims, assist_overlay
from game.scenes.duel.board import Board
from game.scenes.duel.controls import Controls
from game.scenes.duel.layout import FIELD_W, Marks, paint_board
from game.scenes.duel.overlays import paint_details, paint_placement, paint_replay_bar
from game.scenes.duel.session import DuelSession
from game.scenes.duel.setup import DuelResult, DuelSetup, make_result

START_HOLD = 24  # frames Start must be held to open the pause menu instead of ending the turn
CPU_PAUSE = 10  # frames between the computer's visible actions at normal speed
FAST_FORWARD_BUTTON = Button.SQUARE
_SWAP = {Button.CROSS: Button.CIRCLE, Button.CIRCLE: Button.CROSS}


class DuelScene(Scene):
    """One duel against the computer, or the playback of a recorded one (``replay=True``)."""

    side_labels: tuple[str, str] = ("YOU", "CPU")  # panel names of the bottom and top sides

    def __init__(self, setup: DuelSetup | None = None, *, session: DuelSession | None = None,
                 on_end: Callable[[DuelResult], None] | None = None, replay: bool = False) -> None:
        super().__init__()
        self.setup = setup
        self.session = session
        self.on_end = on_end
        self.replay = replay
        self.result: DuelResult | None = None
        self.messages: list[str] = []
        self.playing = True  # replays: auto-play on
        self.speed_override: str | None = None
        self.start_turn = 0  # replays: begin at the start of this turn
        self.held_card = 0  # Triangle during an animation: this card's details, the duel paused
        self._last_card = 0
        self._anim_card = 0
        self.assist = None  # the fusion hint / target forecasts on show (game.scenes.duel.assist_overlay)

    def enter(self, ctx) -> None:
        """Starts the duel (or the playback) and queues the opening draws."""
        super().enter(ctx)
        if self.session is None:
            assert self.setup is not None
            self.session = DuelSession.from_setup(ctx.db, self.setup)
        self.art = DuelArt(ctx.db, ctx.font)
        self.controls = Controls(self.session)
        self.controls.show_preview = bool(ctx.config.get("game.fusion_preview"))
        self.lp_shown = [0, 0]
        self.queue: deque = deque()
        self.anim = None
        self.cpu_wait = 0
        self.start_hold = 0
        self.ended = False
        self.board = Board.from_state(self.session.state)
        self.board.hand, self.board.cpu_hand, self.board.deck_left = [], 0, [40, 40]
        self._enqueue(list(self.session.opening))
        self.turn_starts = self._turn_starts() if self.replay else []
        if self.start_turn > 1 and len(self.turn_starts) >= self.start_turn - 1:
            self._rewind(self.turn_starts[self.start_turn - 2])
        self._refresh()

    # --- input -----------------------------------------------------------------------------

    def handle(self, press: Press) -> Press | None:
        """Turns a press into cursor moves or a committed action; ignored while animating."""
        b = press.button
        if self.ctx.config.get("input.layout") == "japanese" and b in _SWAP:
            b = _SWAP[b]  # Circle confirms, Cross goes back
        if self.replay:
            self._replay_press(b)
            return None
        if b == Button.SELECT and not press.repeat:
            self._pause()
            return None
        if b == Button.START and not press.repeat:
            self.start_hold = 1
            return None
        if press.player != 0:
            return None
        if self.busy:
            if b == Button.TRIANGLE:  # details at any time; the duel holds still while they are open
                self.held_card = 0 if self.held_card else self._animated_card()
            return None
        actions = self.controls.handle(b)
        if actions:
            self._commit(actions)
        self._play_feedback(b)
        self._refresh()
        return None

    @property
    def busy(self) -> bool:
        """Returns whether the player must wait (animation, computer's turn, duel over)."""
        st = self.session.state
        return self.anim is not None or bool(self.queue) or st.active != 0 or st.phase == Phase.OVER

    # --- per step --------------------------------------------------------------------------

    def update(self) -> None:
        """Advances counters, the Start hold, animations and the computer's turn."""
        super().update()
        self._count_lp()
        self._start_button()
        if self.held_card:
            pass
        elif self.anim is not None or self.queue:
            self._run_anims()
        elif self.session.state.phase == Phase.OVER:
            self._finish()
        elif self.replay:
            if self.playing:
                self._replay_step()
        elif self.session.state.active == 1:
            self._cpu_turn()
        if self.controls.buzz:
            self.controls.buzz -= 1

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the board, the prompts and the running animation; changes nothing."""
        ctx = self.ctx
        marks = self._marks
        if self.anim is not None:
            info = (self._anim_card, None) if self._anim_card else None
            hand_down = marks.hand_down if marks else False
            marks = Marks(hidden=frozenset(anims.hides(self.anim)), info=info, hand_down=hand_down)
        paint_board(canvas, ctx, self.art, self.board, self.lp_shown, marks or Marks(), self.frame, self.side_labels)
        assist_overlay.draw(canvas, ctx, self.assist, marks.hand_down if marks else False)
        if self._placement is not None:
            paint_placement(canvas, ctx, *self._placement)
        if self.anim is not None:
            anims.draw_anim(canvas, ctx, self.art, self.board, self.anim)
        if self._details or self.held_card:
            paint_details(canvas, ctx, self.held_card or self._details)
        if self.controls.buzz:
            text = "Play a card first" if self.controls.mode == "hand" and self.start_hold == 0 else "Not possible"
            ctx.font.draw(canvas, text, (FIELD_W // 2, 168), frames.WARN, "center")
        if self.replay:
            paint_replay_bar(canvas, ctx, self.session.played, len(self.session.script or ()), self.playing,
                             self.speed)

    @property
    def speed(self) -> str:
        """Returns the animation speed preset in force."""
        return self.speed_override or self.ctx.config.get("game.animation_speed")

    # --- the duel's flow -------------------------------------------------------------------

    def _commit(self, actions: list[int]) -> None:
        events = self.session.commit(actions)
        self.controls.reset()
        self._enqueue(events)

    def _enqueue(self, events: list) -> None:
        if not events:
            self.board = Board.from_state(self.session.state)
            return
        if self.anim is None and not self.queue and self.session.played:
            self.board.start_commit(self.session.state, events)
        speed = self.speed
        for ev in events:
            self.queue.append(anims.make_anim(ev, speed))
        self._next_anim()

    def _next_anim(self) -> None:
        self.anim = self.queue.popleft() if self.queue else None
        self._anim_card = self._animated_card() if self.anim is not None else 0
        if self.anim is not None:
            text = anims.message_of(self.ctx.db, self.anim.event)
            if text:
                self.messages.append(text)
            sound = anims.sound_of(self.anim.event)
            if sound and (self.anim.frames > 0 or type(self.anim.event).__name__ == "DuelEnded"):
                self.ctx.audio.play(sound)

    def _run_anims(self) -> None:
        held = self.ctx.input is not None and self.ctx.input.held(FAST_FORWARD_BUTTON)
        ticks = anims.FAST_FORWARD if held else 1
        while self.anim is not None:
            self.anim.t += ticks
            ticks = 0
            if not self.anim.done:
                break
            self.board.apply(self.ctx.db, self.anim.event)
            self._next_anim()
        if self.anim is None:
            self.board = Board.from_state(self.session.state)
            self.controls.reset()
            self.cpu_wait = round(CPU_PAUSE * anims.SPEED.get(self.speed, 1.0))
            self._refresh()

    def _cpu_turn(self) -> None:
        if self.cpu_wait > 0:
            self.cpu_wait -= 1
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
        from game.scenes.duel.rank_screen import RankScene

        self.result = result
        self.ctx.stack.replace(RankScene(result, on_close=self.on_end), fade=True)

    def _save_replay(self) -> str:
        if self.replay or (self.setup is not None and not self.setup.record):
            return ""
        from game.rules.serialise import state_hash
        from game.scenes.duel import replays

        try:
            path = replays.save(self.session.replay_file(), final_hash=state_hash(self.session.state))
        except OSError as exc:
            self.messages.append(f"replay not saved: {exc}")
            return ""
        return str(path)

    def _pause(self) -> None:
        from game.scenes.duel.pause import DuelPauseScene

        self.ctx.audio.play("confirm")
        self.ctx.stack.push(DuelPauseScene(self))

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

    def _count_lp(self) -> None:
        instant = self.speed == "instant"
        moved = False
        for side in (0, 1):
            gap = self.board.lp[side] - self.lp_shown[side]
            if gap:
                step = gap if instant else max(1, abs(gap) // 8) * (1 if gap > 0 else -1)
                self.lp_shown[side] += step
                moved = True
        if moved and self.frame % 4 == 0 and not instant:
            self.ctx.audio.play("lp_tick")

    # --- replays ---------------------------------------------------------------------------

    def _replay_step(self) -> None:
        if self.cpu_wait > 0:
            self.cpu_wait -= 1
            return
        action = self.session.next_scripted()
        if action is not None:
            self._commit([action])

    def _replay_press(self, b: Button) -> None:
        s = self.session
        if b in (Button.CIRCLE, Button.SELECT):
            leave(self.ctx)
        elif b == Button.CROSS:
            self.playing = not self.playing
        elif b == Button.RIGHT and not self.playing and not self.busy_anim:
            self._replay_step()
        elif b == Button.LEFT and s.played:
            self._rewind(s.played - 1)
        elif b in (Button.L1, Button.R1):
            before = [i for i in self.turn_starts if i < s.played]
            after = [i for i in self.turn_starts if i > s.played]
            target = (before[-1] if before else 0) if b == Button.L1 else (after[0] if after else s.played)
            self._rewind(target)
        elif b in (Button.UP, Button.DOWN):
            order = list(anims.SPEED)
            i = order.index(self.speed) + (1 if b == Button.DOWN else -1)
            self.speed_override = order[i % len(order)]
        self._refresh()

    @property
    def busy_anim(self) -> bool:
        """Returns whether an animation is still running."""
        return self.anim is not None or bool(self.queue)

    def _rewind(self, upto: int) -> None:
        self.session.rewind(upto)
        self.queue.clear()
        self.anim = None
        self.ended = False
        self.board = Board.from_state(self.session.state)
        self.lp_shown = list(self.board.lp)

    def _turn_starts(self) -> list[int]:
        from game.rules.engine import step

        state, out = self.session.state, []
        for i, a in enumerate(self.session.script or ()):
            turn = state.turn
            state, _ = step(self.ctx.db, state, a)
            if state.turn != turn:
                out.append(i + 1)
        return out

    # --- what draw reads ------------------------------------------------------------------

    def _refresh(self) -> None:
        """Computes the marks, placement panel and detail card that draw shows (draw never computes)."""
        c = self.controls
        idle = not self.busy and not self.replay
        st = self.session.state
        self._marks = c.marks(self.board) if idle else Marks(hand_down=st.phase == Phase.FIELD and st.active == 0)
        self._placement = c.placement() if idle and c.mode == "place" else None
        info = self._marks.info if self._marks else None
        if info and info[0] > 0:
            self._last_card = info[0]
        self._details = info[0] if c.details and info and info[0] > 0 else 0
        self.assist = assist_overlay.refresh(self)

    def _animated_card(self) -> int:
        """Returns the card the running animation is about, never one the player may not see."""
        ev = self.anim.event if self.anim is not None else None
        t = type(ev)
        if t in (E.MagicUsed, E.TrapFired, E.CardFlipped):
            return ev.card
        if t is E.FusionStep:
            return ev.survivor
        if t is E.RitualResolved:
            return ev.result or ev.ritual
        if t is E.EquipApplied:
            return ev.equip
        if t is E.CardPlaced and not (ev.side == 1 and ev.face_down):
            return ev.card
        if t is E.CardDrawn and ev.side == 0:
            return ev.card
        if t in (E.AttackDeclared, E.Battle):
            rec = self.board.monsters[ev.side][ev.attacker]
            if rec.card > 0:
                return rec.card
        return self._last_card

    def _play_feedback(self, b: Button) -> None:
        if self.controls.buzz == 30 or self.controls.buzz == 20:
            self.ctx.audio.play("buzz")
        elif b in (Button.LEFT, Button.RIGHT, Button.UP, Button.DOWN):
            self.ctx.audio.play("cursor")


def leave(ctx) -> None:
    """Pops the top scene, or quits when it is the only one (a replay started from the command line)."""
    if len(ctx.stack.scenes) <= 1:
        ctx.quit()
    else:
        ctx.stack.pop(fade=True)
