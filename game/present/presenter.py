"""The duel's presenter: the engine's events and states in, what the screen shows out.

    feed(events, state)   the events of a committed step join the queue of motions
    tick(steps)           the clock and the camera advance (fast-forward: several frames at once)
    run(steps, state)     the running motion advances; each that ends patches the board; when the
                          queue drains the board is rebuilt from the state (a missed patch never lasts)
    aim(...)              the camera director follows what the player is doing

It owns the queue, the clock, the camera director, the board picture, the LP readouts and the
beats of the prompts (slides, the raised card, the single card's ease), all in frames of one
``Pace`` (the speed preset applied once). It needs no window: the scene plays its ``cues`` and
``music`` and paints from its public fields, and the consistency check (tests/present) drives it
headless through whole duels. It never decides a rule: every picture comes from an event or a state.
"""

from __future__ import annotations

from collections import deque

from game.present import motion
from game.present.battle import battle_view, values_at
from game.present.board import Board
from game.present.director import Director, DirectorMode, Focus, default_pose, pick_pose
from game.present.motion import Anim, MotionKind
from game.present.sequence import Music
from game.present.sequences import SEQUENCES
from game.present.spot import Spot
from game.present.timing import Pace, Speed, ease
from game.rules import events as E


class DuelPresenter:
    """One duel's presentation (1v1, 2P or a Tag pair), fed by the scene's session."""

    def __init__(self, db, state, speed=Speed.NORMAL, sequences=SEQUENCES) -> None:
        self.db = db
        self.sequences = sequences  # kind -> Sequence: the records it runs
        self.pace = Pace.of(speed)
        self.director = Director(0)
        self.clock = 0  # motion frames (runs faster while fast-forward is held)
        self.slides: dict[int, int] = {}  # hand index -> clock when its draw slide began
        self.mark_clock = -100  # clock of the last mark/unmark
        self.mark_index = -1  # the hand card marked last
        self.place_clock = -100  # clock when the single card started easing to the centre
        self.cutin_next = False  # Square confirmed the attack: the next battle is the cut-in
        self.cutin_playing = False
        self.facing = 0  # the side the camera looks from (changes as a turn-change orbit starts)
        self.lp_shown = [0, 0]
        self.queue: deque[Anim] = deque()
        self.anim: Anim | None = None
        self.anim_card = 0  # the card the running motion is about (Triangle holds it)
        self.last_card = 0  # the card the info strip showed last
        self.board = Board.from_state(state)
        self.board.hand, self.board.cpu_hand, self.board.deck_left = [], 0, [40, 40]
        self.wall_terrain = self.board.terrain
        self.patched: Board | None = None
        self.messages: list[str] = []
        self.cues: list[str] = []  # sounds to play this frame (the scene drains them)
        self.music: list[Music] = []  # music to ask for
        self.music_soon: list[Music] = []  # music a queued motion will ask for: got ready while the ones before it run

    # --- pace --------------------------------------------------------------------------------

    @property
    def speed(self) -> Speed:
        """Returns the speed preset in force."""
        return self.pace.speed

    def set_speed(self, speed) -> None:
        """Applies a speed preset to the motions queued from now on."""
        if speed != self.pace.speed:
            self.pace = Pace.of(speed)

    # --- what comes in ---------------------------------------------------------------------

    def open(self, events, state, swoop: bool = True) -> None:
        """Queues the opening draws (a set position has none: its state shows at once) and starts the
        camera swoop."""
        self.feed(list(events), state, committed=False)
        if swoop:
            self.director.swoop(self.pace.swoop)

    def feed(self, events, state, committed: bool = True) -> None:
        """Queues the motions of a step's events; ``state`` is the engine's state after them."""
        if not events:
            if state is not None:
                self.rest(state)
            return
        if self.anim is None and not self.queue and committed and state is not None:
            self.board.start_commit(state, events)
        self.queue.extend(motion.build(list(events), self.speed, cutin=self.cutin_next, table=self.sequences))
        self.cutin_next = False
        self._next()

    def rest(self, state) -> None:
        """Shows a state at rest (the board rebuilt from it)."""
        self.board = Board.from_state(state)

    def show_board(self, board: Board) -> None:
        """Shows a board picture made elsewhere (Tag: a seat's row as it was before the play reached it)."""
        self.board = board

    def rewind(self, state) -> None:
        """Drops every motion and shows a state at once (replays)."""
        self.queue.clear()
        self.anim = None
        self.board = Board.from_state(state)
        self.lp_shown = list(self.board.lp)
        self.facing = self.board.active
        self.director = Director(self.facing)

    def face_bottom(self) -> None:
        """Puts the camera behind the bottom side at once (2P: the duel has just been handed over)."""
        self.facing = 0
        self.director = Director(0)

    # --- time ------------------------------------------------------------------------------

    @property
    def swooping(self) -> bool:
        """Returns whether the opening swoop is running."""
        return self.director.kind == DirectorMode.SWOOP and self.director.moving

    @property
    def moving(self) -> bool:
        """Returns whether a motion is running or queued."""
        return self.anim is not None or bool(self.queue)

    def tick(self, steps: int) -> None:
        """Advances the clock and the camera."""
        self.clock += steps
        if self.director.update(steps) and self.director.kind == DirectorMode.SWOOP:
            self._swoop_over()

    def skip(self) -> bool:
        """Cross ends the opening swoop, or the end letters' hold (they fly off); returns whether it did."""
        if self.swooping:
            self.director.skip()
            self._swoop_over()
            return True
        a = self.anim
        hold = a.seq.hold if a is not None else None
        if hold is not None and a.past(hold[0]) and not a.past(hold[1]):
            a.skip_to(hold[1])
            return True
        return False

    def run(self, steps: int, state) -> bool:
        """Advances the running motion; returns True on the frame the queue drains (the board is then
        rebuilt from ``state``)."""
        while self.anim is not None:
            a = self.anim
            before = a.t
            a.t += steps
            steps = 0
            self._cue(a, before)
            self.music += [music for frame, music in a.calls if before < frame <= a.t]
            cam = a.seq.camera
            if cam is not None and cam.back_at is not None and a.past(cam.back_at) and self.director.kind == cam.mode:
                self.director.move(default_pose(self.facing), self.pace.camera, DirectorMode.REST)
            if not a.done:
                return False
            for ev in a.events:
                self.patch(ev)
            self._next()
        self.patched = self.board  # the picture the motions left (the consistency check reads it)
        self.board = Board.from_state(state)
        return True

    def patch(self, ev) -> None:
        """Changes the board picture as a motion ends with the event it showed."""
        self.board.apply(self.db, ev)

    def count_lp(self, frame: int) -> None:
        """Steps each LP readout toward its value: 9, 19, 47 or 97 a tick by the gap (big hits race).

        Not while the opening swoop hides the panel: the count-up from 0 runs in view once it shows."""
        if self.swooping:
            return
        instant = self.pace.instant
        moved = False
        for side in (0, 1):
            gap = self.board.lp[side] - self.lp_shown[side]
            if gap:
                self.lp_shown[side] += gap if instant else lp_step(gap)
                moved = True
        if moved and frame % 4 == 0 and not instant:
            self.cues.append("lp_tick")

    def take_cues(self) -> list[str]:
        """Returns and forgets the sounds due."""
        out, self.cues = self.cues, []
        return out

    def take_music(self) -> list[Music]:
        """Returns and forgets the music requests due."""
        out, self.music = self.music, []
        return out

    def take_music_soon(self) -> list[Music]:
        """Returns and forgets the music that queued motions will ask for (to get it ready)."""
        out, self.music_soon = self.music_soon, []
        return out

    def coming(self, kind: MotionKind) -> bool:
        """Returns whether a motion of this kind comes right after the running one (the picture gets
        ready for it meanwhile)."""
        return self.anim is not None and bool(self.queue) and self.queue[0].kind == kind

    # --- the prompts' beats ------------------------------------------------------------------

    def marked(self, index: int) -> None:
        """A hand card was raised or lowered: it rises 4 px over 4 ticks."""
        self.mark_clock, self.mark_index = self.clock, index

    def placing(self) -> None:
        """The single card starts easing to the centre."""
        self.place_clock = self.clock

    def slide_offset(self, i: int) -> int | None:
        """Returns how far right hand card i still is in its draw slide (None: in place)."""
        start = self.slides.get(i)
        n = self.pace.draw_slide
        if start is None or self.clock - start >= n:
            return None
        return round(320 * (1 - ease((self.clock - start) / n)))

    def rise(self) -> tuple[int, int] | None:
        """Returns (hand index, px) of a card still rising after its mark, or None."""
        n = self.pace.mark_rise
        if self.clock - self.mark_clock >= n:
            return None
        return self.mark_index, round(4 * ease((self.clock - self.mark_clock) / n))

    def place_progress(self) -> float:
        """Returns how far the single card has eased to the centre (0..1)."""
        return min(1.0, (self.clock - self.place_clock) / max(1, self.pace.single_ease))

    def cpu_cursor(self) -> int:
        """Returns the slot of the computer's cursor as it walks its hidden hand."""
        return self.clock // max(1, self.pace.cpu_cursor)

    # --- the camera --------------------------------------------------------------------------

    def aim(self, focus: Focus, cursor, place_row: int) -> None:
        """Keeps the camera on what the player is doing: the default orbit facing the side to play,
        or the near top-down view over the row of the zone being picked (``focus`` is what the
        screen says the player is busy with, HAND while they wait; ``cursor`` the field cursor)."""
        d, pace = self.director, self.pace
        if d.moving and d.kind in (DirectorMode.SWOOP, DirectorMode.TURN_ORBIT, DirectorMode.TRAP):
            return
        a = self.anim
        cam = a.seq.camera if a is not None else None
        if cam is not None:  # a leading move has the camera; the others are kept up (the single card lands)
            if not cam.leads:
                d.move(cam.pose(self.facing, a.event), pace.camera, cam.mode)
            return
        if focus is Focus.PLACE:  # the single card is chosen over the row it goes to
            d.move(pick_pose(0, 0, place_row), pace.camera, DirectorMode.PICK)
        elif focus is Focus.ZONE:
            side, row = (cursor[1], cursor[2]) if cursor is not None and cursor[0] == Spot.ZONE else (0, 0)
            to = pick_pose(0, side, row)
            crossing = abs(to.tz - d.pose.tz) > 150
            n = pace.camera if d.pose.distance > 400 or crossing else pace.camera_row
            d.move(to, n, DirectorMode.PICK)
        else:
            d.move(default_pose(self.facing), pace.camera, DirectorMode.REST)

    # --- what is on screen -------------------------------------------------------------------

    def sequence_name(self, focus: Focus) -> str | None:
        """Returns the motion on screen now (the gallery's contact sheets), or None when idle."""
        d = self.director
        if self.swooping:
            return "swoop"
        if self.anim is not None:
            name = motion.sequence_of(self.anim)
            if name is not None:
                return name
        if d.moving and d.kind == DirectorMode.TURN_ORBIT:
            return "turn_orbit"
        if any(self.slide_offset(i) is not None for i in self.slides):
            return "draw"
        if focus in (Focus.SINGLE, Focus.PLACE) and self.clock - self.place_clock < max(1, self.pace.single_ease):
            return "single"
        if self.clock - self.mark_clock < max(1, self.pace.mark_rise) and focus is Focus.HAND:
            return "mark"
        return None

    def battle_shown(self) -> tuple | None:
        """Returns the running battle as shown this frame: (BattleView, attacker's value, defender's
        value), or None when no battle is on screen."""
        a = self.anim
        if a is None or a.kind != MotionKind.BATTLE:
            return None
        view = battle_view(self.board, a.events)
        return None if view is None else (view, *values_at(view, a))

    def chain_shown(self) -> tuple[tuple[int, ...], int] | None:
        """Returns a fusion/equip/failure step as shown: (its cards in screen order: the first, the one
        flying onto it, then those queued on the right; the card it leaves), or None."""
        a = self.anim
        ev = a.event if a is not None else None
        if type(ev) is not E.FusionStep:
            return None
        return (ev.left, ev.right, *a.queued), ev.survivor

    def equip_shown(self) -> tuple[int, int] | None:
        """Returns an equip as shown: (the monster whose ATK/DEF counts up, the bonus it counts to)."""
        a = self.anim
        ev = a.event if a is not None else None
        if type(ev) is E.EquipApplied:
            return ev.monster, ev.bonus
        if type(ev) is E.FusionStep and ev.kind == E.StepKind.EQUIP:
            return ev.survivor, ev.bonus
        return None

    def animated_card(self) -> int:
        """Returns the card the running motion is about, never one the player may not see."""
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
        return self.last_card

    # --- inside ------------------------------------------------------------------------------

    def _swoop_over(self) -> None:
        self.director.kind = None
        self.music.append(Music.PLAY)

    def _next(self) -> None:
        self.anim = self.queue.popleft() if self.queue else None
        a = self.anim
        if a is not None and self.queue and self.queue[0].seq.music is not None:
            self.music_soon.append(self.queue[0].seq.music)  # got ready while the motion before it runs
        self.anim_card = self.animated_card() if a is not None else 0
        self._cutin_music(a is not None and a.kind == MotionKind.BATTLE and a.cutin)
        if a is None:
            return
        for ev in a.events:
            text = motion.message_of(self.db, ev)
            if text:
                self.messages.append(text)
        ev, seq = a.event, a.seq
        if seq.joins_hand:  # the card joins the hand now and slides in from the right
            self.board.apply(self.db, ev)
            self.slides[len(self.board.hand) - 1] = self.clock
            a.events = ()
        if seq.turns:
            self.slides.clear()
            if ev.side == self.facing:  # already looking from that side (the duel's first turn)
                a.phases.clear()
                a.cues.clear()
                a.calls.clear()
            self.facing = ev.side
            self.director.orbit_to(ev.side, self.pace.camera)
        if seq.camera is not None and seq.camera.leads:
            self.director.move(seq.camera.pose(self.facing, ev), self.pace.camera, seq.camera.mode)
        if seq.music is not None:  # a sequence with its own music (the end letters' jingle follows)
            self.music.append(seq.music)
        self._cue(a, -1)

    def _cutin_music(self, on: bool) -> None:
        """The cut-in has its own music (presentation.md §11); the duel's theme resumes after it."""
        if on == self.cutin_playing:
            return
        self.cutin_playing = on
        self.music.append(Music.CUTIN if on else Music.DUEL)

    def _cue(self, a: Anim, before: int) -> None:
        """Queues the motion's sound cues whose frame lies in (before, a.t]."""
        for frame, name in a.cues:
            if before < frame <= a.t or (before < 0 and frame == 0):
                self.cues.append(name)


def lp_step(gap: int) -> int:
    """Returns one tick's step of the LP readout toward a gap (presentation.md §6 LP counter)."""
    size = abs(gap)
    step = 97 if size >= 3000 else 47 if size >= 1000 else 19 if size >= 300 else 9
    step = min(step, size)
    return step if gap > 0 else -step
