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

from game.gfx.board3d.scene import BoardRenderer
from game.gfx.duel_art import DuelArt
from game.input import Press
from game.input_bindings import Button
from game.rules import events as E
from game.rules.state import Phase
from game.scenes.base import Scene
from game.scenes.duel import anims, assist_overlay
from game.scenes.duel.board import Board
from game.scenes.duel.controls import Controls
from game.scenes.duel.director import Director, default_pose, pick_pose, trap_pose
from game.scenes.duel.layout import Marks
from game.scenes.duel.picture import paint_scene
from game.scenes.duel.session import DuelSession
from game.scenes.duel.setup import DuelResult, DuelSetup, make_result
from game.scenes.duel.timing import FAST_FORWARD, SPEED
from game.scenes.duel.timing import frames as tick_frames
from game.scenes.nav import Screen, leave

START_HOLD = 24  # frames Start must be held to open the pause menu instead of ending the turn
CPU_PAUSE = 10  # frames between the computer's visible actions at normal speed
FAST_FORWARD_BUTTON = Button.SQUARE


class DuelScene(Scene):
    """One duel against the computer, or the playback of a recorded one (``replay=True``)."""

    side_labels: tuple[str, str] = ("YOU", "CPU")  # panel names of the bottom and top sides
    music = "silence"  # the menu music fades as the duel opens; start_music brings in the duel theme

    def __init__(self, setup: DuelSetup | None = None, *, session: DuelSession | None = None,
                 on_end: Callable[[DuelResult], None] | None = None, replay: bool = False) -> None:
        super().__init__()
        self.setup = setup
        self.session = session
        self.cutin_playing = False  # the cut-in's own music is on
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
        self.art = DuelArt(ctx.db, ctx.font, ctx.cards.art)
        cards = ctx.cards
        self.renderer = BoardRenderer(lambda c: cards.small(c) if c > 0 else cards.back())
        self.director = Director(0)
        self.clock = 0  # motion frames (runs faster while fast-forward is held)
        self.slides: dict[int, int] = {}  # hand index -> clock when its draw slide began
        self.mark_clock = -100  # clock of the last mark/unmark
        self.mark_index = -1  # the hand card marked last
        self.place_clock = -100  # clock when the single card started easing to the centre
        self.cutin_next = False  # Square confirmed the attack: the next battle is the cut-in
        self.facing = 0  # the side the camera looks from (changes as a turn-change orbit starts)
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
        self.wall_terrain = self.board.terrain
        self._enqueue(list(self.session.opening))
        self.turn_starts = self._turn_starts() if self.replay else []
        if self.start_turn > 1 and len(self.turn_starts) >= self.start_turn - 1:
            self._rewind(self.turn_starts[self.start_turn - 2])
        self.director.swoop(self.speed)
        if self.director.moving:
            ctx.audio.stop_music()  # the duel's music starts once the swoop is over
        self._refresh()
        self.start_music()

    def start_music(self) -> None:
        """Starts the theme of this opponent's group (music_map.duel_track); the stack keeps it on resume."""
        self.music, self.music_duelist = "duel", self.session.state.opponent
        self.ctx.audio.play_scene("duel", self.music_duelist)

    # --- input -----------------------------------------------------------------------------

    def handle(self, press: Press) -> Press | None:
        """Turns a press into cursor moves or a committed action; ignored while animating."""
        b = press.button
        if self.replay:
            if not (b == Button.CROSS and not press.repeat and self._skip()):
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
        if b == Button.CROSS and not press.repeat and self._skip():
            return None
        if self.busy:
            if b == Button.TRIANGLE:  # details at any time; the duel holds still while they are open
                self.held_card = 0 if self.held_card else self._animated_card()
            return None
        chain_before = self._chain()
        mode_before = self.controls.mode
        actions = self.controls.handle(b)
        if actions:
            self.cutin_next = b == Button.SQUARE and mode_before == "target"
            self._commit(actions)
        self._play_feedback(b, chain_before, mode_before)
        self._refresh()
        return None

    def _chain(self) -> tuple:
        c = self.controls
        return tuple(c.view.chain) if c.mode == "hand" else ()

    def _skip(self) -> bool:
        """Cross skips the opening swoop and the held end letters; returns whether it did."""
        if self.director.kind == "swoop" and self.director.moving:
            self.director.skip()
            self._swoop_over()
            return True
        if self.anim is not None and self.anim.kind == "end_letters" and self.anim.past("hold"):
            self.anim.t = self.anim.frames
            return True
        return False

    @property
    def busy(self) -> bool:
        """Returns whether the player must wait (animation, computer's turn, duel over)."""
        st = self.session.state
        swoop = self.director.kind == "swoop" and self.director.moving
        return swoop or self.anim is not None or bool(self.queue) or st.active != 0 or st.phase == Phase.OVER

    def sequence_name(self) -> str | None:
        """Returns the motion on screen now (the gallery's contact sheets), or None when idle."""
        d = self.director
        if d.moving and d.kind == "swoop":
            return "swoop"
        if self.anim is not None:
            name = anims.sequence_of(self.anim)
            if name is not None:
                return name
        if d.moving and d.kind == "turn_orbit":
            return "turn_orbit"
        n = tick_frames(12, self.speed)
        if any(self.clock - c < n for c in self.slides.values()):
            return "draw"
        if self.controls.mode == "place" and self.clock - self.place_clock < max(1, n):
            return "single"
        if self.clock - self.mark_clock < max(1, tick_frames(4, self.speed)) and self.controls.mode == "hand":
            return "mark"
        return None

    # --- per step --------------------------------------------------------------------------

    def update(self) -> None:
        """Advances counters, the Start hold, animations and the computer's turn."""
        super().update()
        self._count_lp()
        self._start_button()
        steps = self._steps()
        self.clock += steps
        swooping = self.director.kind == "swoop" and self.director.moving
        if self.director.update(steps) and self.director.kind == "swoop":
            self._swoop_over()
        if swooping or self.held_card:
            pass
        elif self.anim is not None or self.queue:
            self._run_anims()
        elif self.session.state.phase == Phase.OVER:
            self._finish()
        elif self.replay:
            if self.playing:
                self._replay_step()
        elif self._computer_to_act():
            self._cpu_turn()
        if self.controls.buzz:
            self.controls.buzz -= 1
        self._aim_camera()

    def _computer_to_act(self) -> bool:
        """Returns whether the computer plays now (a Tag Duel asks its four seats)."""
        return self.session.state.active == 1

    def _steps(self) -> int:
        held = self.ctx.input is not None and self.ctx.input.held(FAST_FORWARD_BUTTON)
        return FAST_FORWARD if held else 1

    def _swoop_over(self) -> None:
        self.director.kind = None
        self.ctx.audio.play_music()

    def _aim_camera(self) -> None:
        """Keeps the camera on what the player is doing: the default orbit facing the side to play,
        or the near top-down view over the row of the zone being picked."""
        d = self.director
        if d.moving and d.kind in ("swoop", "turn_orbit", "trap"):
            return
        a = self.anim
        if a is not None and a.kind == "trap":
            return
        active = self.facing
        if a is not None and a.kind == "single":  # watch the card land from above
            ev = a.event
            d.move(pick_pose(active, ev.side, ev.row), 16, self.speed, "pick")
            return
        c = self.controls
        mode = c.mode if not self.busy and not self.replay and active == 0 else "hand"
        if mode == "place":  # the single card is chosen over the row it goes to
            d.move(pick_pose(0, 0, c.view.focus[0]), 16, self.speed, "pick")
        elif mode in ("dest", "field", "look", "target", "equip"):
            marks = self._marks
            cur = marks.cursor if marks is not None else None
            side, row = (cur[1], cur[2]) if cur is not None and cur[0] == "zone" else (0, 0)
            to = pick_pose(0, side, row)
            crossing = abs(to.tz - d.pose.tz) > 150
            ticks = 16 if d.pose.distance > 400 or crossing else 8
            d.move(to, ticks, self.speed, "pick")
        else:
            d.move(default_pose(active), 16, self.speed, "rest")

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the board, the prompts and the running motion; changes nothing (see picture.py)."""
        paint_scene(self, canvas)

    def face_bottom(self) -> None:
        """Puts the camera behind the bottom side at once (2P: the duel has just been handed over)."""
        self.facing = 0
        self.director = Director(0)

    def _labels(self) -> tuple[str, str]:
        """Returns the LP panel's names: the opponent by name in a duel against the computer."""
        labels = self.side_labels
        if labels == ("YOU", "CPU"):
            names = self.ctx.db.duelist_names
            opp = int(self.session.state.opponent)
            if 0 < opp < len(names):
                return ("YOU", names[opp].split(" (")[0])
        return labels

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
        self.queue.extend(anims.build(list(events), speed, cutin=self.cutin_next))
        self.cutin_next = False
        self._next_anim()

    def _next_anim(self) -> None:
        self.anim = self.queue.popleft() if self.queue else None
        self._anim_card = self._animated_card() if self.anim is not None else 0
        a = self.anim
        self._cutin_music(a is not None and a.kind == "battle" and a.cutin)
        if a is None:
            return
        for ev in a.events:
            text = anims.message_of(self.ctx.db, ev)
            if text:
                self.messages.append(text)
        ev = a.event
        if a.kind == "draw":  # the card joins the hand now and slides in from the right
            self.board.apply(self.ctx.db, ev)
            self.slides[len(self.board.hand) - 1] = self.clock
            a.events = ()
        elif a.kind == "turn_orbit":
            self.slides.clear()
            if ev.side == self.facing:  # already looking from that side (the duel's first turn)
                a.phases.clear()
                a.cues.clear()
            self.facing = ev.side
            self.director.orbit_to(ev.side, self.speed)
        elif a.kind == "trap":
            self.director.move(trap_pose(self.facing, ev.side, 1), 16, self.speed, "trap")
        self._cue(a, -1)

    def _cutin_music(self, on: bool) -> None:
        """The cut-in has its own music (presentation.md §11); the duel's theme resumes after it."""
        if on == self.cutin_playing:
            return
        self.cutin_playing = on
        if on:
            self.ctx.audio.play_scene("cutin", self.music_duelist)  # the battle theme of the opponent's group
        else:
            self.ctx.audio.play_scene(self.music, self.music_duelist)

    def _cue(self, a, before: int) -> None:
        """Plays the motion's sound cues whose frame lies in (before, a.t]."""
        for frame, name in a.cues:
            if before < frame <= a.t or (before < 0 and frame == 0):
                self.ctx.audio.play(name)

    def _run_anims(self) -> None:
        ticks = self._steps()
        while self.anim is not None:
            a = self.anim
            before = a.t
            a.t += ticks
            ticks = 0
            self._cue(a, before)
            if a.kind == "trap" and a.past("back") and self.director.kind == "trap":
                self.director.move(default_pose(self.facing), 16, self.speed, "rest")
            if not a.done:
                break
            for ev in a.events:
                self.board.apply(self.ctx.db, ev)
            self._next_anim()
        if self.anim is None:
            self.board = Board.from_state(self.session.state)
            self.controls.reset()
            self.cpu_wait = round(CPU_PAUSE * SPEED.get(self.speed, 1.0))
            self._refresh()

    def _cpu_hand_shown(self) -> bool:
        """Returns whether the computer is choosing its hand play (its cursor walks its hidden hand)."""
        st = self.session.state
        return (not self.replay and self.anim is None and not self.queue and st.active == 1
                and st.phase == Phase.HAND and self.facing == 1 and self.side_labels == ("YOU", "CPU"))

    def _cpu_turn(self) -> None:
        if self.cpu_wait > 0:
            self.cpu_wait -= 1
            step = max(1, tick_frames(6, self.speed))
            if self._cpu_hand_shown() and self.clock % step == 0 and self.speed != "instant":
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
        self.ctx.stack.replace(self.ctx.screen(Screen.RANK, result, on_close=self.on_end,
                                               backdrop=self._results_backdrop()), fade=True)

    def _results_backdrop(self):
        """Returns a painter of the field at half brightness, slowly orbiting (the results' background)."""
        from game.gfx.board3d.camera import Pose
        from game.scenes.duel.layout import card_quads

        renderer, board, walls = self.renderer, self.board, self.wall_terrain
        quads = card_quads(board, frozenset())

        def paint(canvas: pygame.Surface, frame: int) -> None:
            pose = Pose(700, 0x100 + 40, (frame * 3) % 4096)
            canvas.blit(renderer.render(pose, board.terrain, walls, quads), (0, 0))
            canvas.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_MULT)

        return paint

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

    def _count_lp(self) -> None:
        """Steps each LP readout toward its value: 9, 19, 47 or 97 a tick by the gap (big hits race)."""
        instant = self.speed == "instant"
        moved = False
        for side in (0, 1):
            gap = self.board.lp[side] - self.lp_shown[side]
            if gap:
                self.lp_shown[side] += gap if instant else lp_step(gap)
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
            order = list(SPEED)
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
        self.facing = self.board.active
        self.director = Director(self.facing)

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

    def _play_feedback(self, b: Button, chain_before: tuple = (), mode_before: str = "") -> None:
        c = self.controls
        if c.buzz == 30 or c.buzz == 20:
            self.ctx.audio.play("buzz")
            return
        chain = self._chain()
        if c.mode == "hand" and mode_before == "hand" and chain != chain_before:
            self.mark_clock = self.clock
            added = set(chain) - set(chain_before)
            self.mark_index = added.pop() if added else -1
            self.ctx.audio.play("mark" if len(chain) > len(chain_before) else "unmark")
        elif c.mode == "place" and mode_before != "place":
            self.place_clock = self.clock
            self.ctx.audio.play("slide")
        elif c.mode != mode_before and b in (Button.CROSS, Button.SQUARE):
            self.ctx.audio.play("confirm")
        elif c.mode != mode_before and b == Button.CIRCLE:
            self.ctx.audio.play("cancel")
        elif b in (Button.LEFT, Button.RIGHT, Button.UP, Button.DOWN):
            self.ctx.audio.play("cursor" if c.mode != "place" else "flip")


def lp_step(gap: int) -> int:
    """Returns one tick's step of the LP readout toward a gap (presentation.md §6 LP counter)."""
    size = abs(gap)
    step = 97 if size >= 3000 else 47 if size >= 1000 else 19 if size >= 300 else 9
    step = min(step, size)
    return step if gap > 0 else -step
