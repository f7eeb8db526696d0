"""One timed motion per engine event or group of events (style lesson 6): the engine says what
happened, this says how long it takes on screen, what it sounds like and which sequence it is.

Lengths are the original's tick counts (presentation.md §6-§7) kept as data and converted once
(timing.frames); the speed preset scales them, "instant" keeps only each result's readable moment,
and holding the fast-forward button runs several frames per update. Sounds are one-shot cues on
the motion's own frames, so speeding up never touches the music. A motion patches the board when
it ends, so the field changes exactly when it says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from game.db.vocab import TERRAIN_NAMES
from game.present.timing import READABLE, frames
from game.rules import events as E


class MotionKind(StrEnum):
    """Every kind of motion the duel shows ("none": the picture just changes)."""

    DRAW = "draw"
    FUSION = "fusion"
    EQUIP = "equip"
    FAILURE = "failure"
    MAGIC = "magic"
    TRAP = "trap"
    BATTLE = "battle"
    SINGLE = "single"
    ATTACK = "attack"
    FLIP = "flip"
    HIT = "hit"
    TURN_ORBIT = "turn_orbit"
    FIELD = "field"
    NOTICE = "notice"
    LP = "lp"
    EXODIA = "exodia"
    END_LETTERS = "end_letters"
    NONE = "none"


END_HOLD_TICKS = 600  # the end letters hold at most this long (presentation.md §7 Outro 4)
# the win / loss jingle's length in the original's ticks (data/music/*_jingle.song at 49 Hz; a test
# keeps the two in step): the letters hold until it ends, a press comes or END_HOLD_TICKS pass
JINGLE_TICKS = {True: 267, False: 294}

# (phase, ticks, is a result the player must be able to read under "instant")
PLAN = {
    "draw": (("slide", 8, False),),
    "fusion": (("glide", 16, False), ("fly", 8, False), ("turn", 8, False), ("spiral", 40, False),
               ("flash", 8, False), ("big", 38, True), ("out", 8, False), ("back", 16, False)),
    "equip": (("glide", 16, False), ("fly", 8, False), ("sparkle", 16, False), ("count", 32, True), ("hold", 16, False)),
    "failure": (("glide", 16, False), ("fly", 8, False), ("throw", 40, True)),
    "magic": (("turn", 11, False), ("big", 41, True), ("glow", 32, False)),
    "trap": (("swing", 16, False), ("hold", 20, False), ("spring", 30, True), ("back", 16, False)),
    "battle": (("hud_out", 16, False), ("take", 24, False), ("big", 8, False), ("stars", 32, True),
               ("damage", 40, True), ("pause", 10, False), ("burst", 20, True), ("dark", 32, False),
               ("hud_in", 16, False)),
    "single": (("tilt", 8, False), ("settle", 12, False)),  # the camera leans over the zone, the card lands
    "attack": (("lunge", 16, False),),
    "flip": (("turn", 16, False),),
    "hit": (("burst", 14, False),),
    "turn_orbit": (("orbit", 16, False), ("rest", 8, False)),
    "field": (("wash", 40, True),),
    "notice": (("show", 40, True),),
    "lp": (("count", 20, False),),
    "exodia": (("gather", 60, False), ("rise", 70, False), ("flash", 20, False), ("blast", 30, False),
               ("win", 60, True)),
    "end_letters": (("hud_out", 16, False), ("spiral", 190, False), ("hold", END_HOLD_TICKS, True),
                    ("fly", 30, False)),
}
# motions that are a gallery sequence under their own name (a lone attack is part of "battle")
SEQUENCE_KINDS = frozenset({"draw", "fusion", "equip", "failure", "magic", "trap", "battle", "single",
                            "turn_orbit", "exodia", "end_letters"})
_BATTLE_TAIL = (E.CardFlipped, E.Battle, E.CardDestroyed, E.LifePointsChanged)


@dataclass
class Anim:
    """One motion on screen: ``t`` runs from 0 to ``frames``; ``events`` are patched in at the end."""

    event: object
    kind: MotionKind
    speed: str = "normal"
    events: tuple = ()
    cutin: bool = False
    queued: tuple = ()  # fusion: the chain's cards still waiting on the right, in order
    first: bool = True  # fusion: the chain's first step (later steps start with the result in place)
    t: int = 0
    phases: list = field(default_factory=list)  # (name, start, length)
    cues: list = field(default_factory=list)  # (frame, sound), played as t passes them
    planned: dict = field(default_factory=dict)  # phase -> the original's ticks, whatever the speed
    ticks: dict = field(default_factory=dict)  # phase -> ticks that replace the plan's (the end's hold)

    def __post_init__(self) -> None:
        self.kind = MotionKind(self.kind)
        if not self.events:
            self.events = (self.event,)
        start = 0
        for name, ticks, result in self._plan():
            ticks = self.ticks.get(name, ticks)
            n = frames(ticks, self.speed)
            if self.speed == "instant" and result:
                n = READABLE
            self.phases.append((name, start, n))
            self.planned[name] = ticks
            start += n
        self.cues = sorted(_cues(self))

    @property
    def frames(self) -> int:
        """Returns the motion's length in frames."""
        return self.phases[-1][1] + self.phases[-1][2] if self.phases else 0

    @property
    def done(self) -> bool:
        """Returns whether the motion has run its length."""
        return self.t >= self.frames

    @property
    def p(self) -> float:
        """Returns progress 0..1."""
        return 1.0 if self.frames <= 0 else min(1.0, self.t / self.frames)

    def phase(self) -> tuple[str, float]:
        """Returns the running phase and its progress 0..1."""
        for name, start, n in self.phases:
            if self.t < start + n:
                return name, (self.t - start) / n if n else 1.0
        return (self.phases[-1][0], 1.0) if self.phases else ("", 1.0)

    def at(self, name: str) -> int:
        """Returns the frame a phase starts on."""
        return next((s for n, s, _ in self.phases if n == name), self.frames)

    def ticks_in(self, name: str) -> float:
        """Returns the original's ticks elapsed in a phase, scaled to the phase's length at this speed.

        Counts and paths written in the original's ticks (16 a tick, a spiral of 190) then reach
        their end exactly when the phase does, at "fast" as at "normal"; a phase with no frames
        ("instant") is already complete.
        """
        ticks = self.planned.get(name, 0)
        span = next(((s, n) for p, s, n in self.phases if p == name), None)
        if span is None or span[1] <= 0:
            return float(ticks)
        return min(float(ticks), max(0.0, (self.t - span[0]) / span[1] * ticks))

    def past(self, name: str) -> bool:
        """Returns whether a phase has begun."""
        return self.t >= self.at(name)

    def skip_to(self, name: str) -> None:
        """Jumps to the start of a phase (a press ends the end letters' hold: they fly off)."""
        self.t = max(self.t, self.at(name))

    def _plan(self) -> tuple:
        plan = PLAN.get(self.kind, ())
        if self.kind == MotionKind.BATTLE:
            battle = self.battle
            skip = set()
            if battle is None or not battle.star_adjustment:
                skip.add("stars")
            if not any(type(e) is E.CardDestroyed for e in self.events):
                skip.add("burst")
            plan = tuple(p for p in plan if p[0] not in skip)
        if self.kind == MotionKind.EQUIP and type(self.event) is E.EquipApplied:
            plan = tuple(p for p in plan if p[0] not in ("glide", "fly"))
        if type(self.event) is E.FusionStep and not self.first:
            plan = tuple(p for p in plan if p[0] != "glide")
        return plan

    @property
    def battle(self):
        """Returns the Battle event of a battle motion, if any."""
        return next((e for e in self.events if type(e) is E.Battle), None)


def build(events: list, speed: str, cutin: bool = False) -> list[Anim]:
    """Returns the motions of a list of events, a battle's events grouped into one motion."""
    out: list[Anim] = []
    i = 0
    while i < len(events):
        ev = events[i]
        if type(ev) is E.AttackDeclared:
            j = i + 1
            while j < len(events) and type(events[j]) in _BATTLE_TAIL and \
                    not (type(events[j]) is E.CardDestroyed and events[j].cause != "battle"):
                j += 1
            group = tuple(events[i:j])
            main = next((e for e in group if type(e) is E.Battle), None)
            if main is None:  # the attack was stopped (a trap): only the lunge
                out.append(Anim(ev, "attack", speed, group))
            else:
                out.append(Anim(main, "battle", speed, group, cutin=cutin))
            i = j
            continue
        if type(ev) is E.FusionStep:  # the cards still to come wait on the right, whatever lies between
            later = [e.right for e in events[i + 1:] if type(e) is E.FusionStep]
            first = not any(type(e) is E.FusionStep for e in events[:i])
            out.append(Anim(ev, kind_of(ev), speed, queued=tuple(later), first=first))
            i += 1
            continue
        if type(ev) is E.LifePointsChanged and i + 1 < len(events) and _exodia(events[i + 1]):
            # the five pieces take the loser's LP (R12.3): the sequence shows the win, then the
            # panel tells its -8000, never before (issue 31)
            out += [Anim(events[i + 1], "exodia", speed), make_anim(ev, speed), end_letters(events[i + 1], speed)]
            i += 2
            continue
        if type(ev) is E.DuelEnded:
            if ev.reason == "exodia":
                out.append(Anim(ev, "exodia", speed))
            out.append(end_letters(ev, speed))
        else:
            out.append(make_anim(ev, speed))
        i += 1
    return out


def _exodia(ev) -> bool:
    return type(ev) is E.DuelEnded and ev.reason == "exodia"


def end_letters(ev, speed: str) -> Anim:
    """Returns the end letters: they hold until the jingle ends (or END_HOLD_TICKS), then fly off."""
    spiral = next(t for n, t, _ in PLAN["end_letters"] if n == "spiral")
    hold = min(END_HOLD_TICKS, max(0, JINGLE_TICKS[ev.winner == 0] - spiral))
    return Anim(ev, MotionKind.END_LETTERS, speed, ticks={"hold": hold})


def make_anim(event, speed: str) -> Anim:
    """Returns the motion of one event at a speed preset."""
    return Anim(event, kind_of(event), speed)


_KIND = {E.EquipApplied: "equip", E.MagicUsed: "magic", E.RitualResolved: "magic", E.TrapFired: "trap",
         E.TurnStarted: "turn_orbit", E.CardPlaced: "single", E.CardFlipped: "flip", E.TerrainChanged: "field",
         E.SwordsSet: "notice", E.PenaltyChanged: "notice", E.LifePointsChanged: "lp", E.AttackDeclared: "battle"}


def kind_of(ev) -> MotionKind:
    """Returns the motion kind of a single event ("none": the picture just changes)."""
    return MotionKind(_kind_of(ev))


def _kind_of(ev) -> str:
    t = type(ev)
    if t is E.CardDrawn:
        return "draw" if ev.side == 0 else "none"
    if t is E.FusionStep:
        return {"fusion": "fusion", "equip": "equip"}.get(ev.kind, "failure")
    if t is E.CardDestroyed:
        return "hit" if ev.cause in ("magic", "trap") else "none"  # sweeping effects hit zones one at a time
    if t is E.DuelEnded:
        return "exodia" if ev.reason == "exodia" else "end_letters"
    return _KIND.get(t, "none")


def sequence_of(anim: Anim | None) -> str | None:
    """Returns the gallery name of the motion on screen, or None."""
    if anim is None:
        return None
    if anim.kind == MotionKind.BATTLE and anim.cutin:
        return "cutin"
    if anim.kind == MotionKind.HIT:
        return "magic" if anim.event.cause == "magic" else "trap"
    if anim.kind == MotionKind.MAGIC and type(anim.event) is E.MagicUsed and anim.event.group == 1:
        return "magic"
    if anim.kind == MotionKind.ATTACK:
        return "battle"
    return anim.kind if anim.kind in SEQUENCE_KINDS else None


def _cues(a: Anim) -> list[tuple[int, str]]:
    """Returns the sound cues of a motion on its own frames (presentation.md §11 names)."""
    ev, k = a.event, a.kind
    cues: list[tuple[int, str]] = []
    if k == "draw":
        cues.append((0, "draw"))
    elif k == "fusion":
        cues += [(a.at("fly"), "slide"), (a.at("turn"), "fusion_start"), (a.at("flash"), "merge")]
    elif k == "equip":
        if type(ev) is E.FusionStep:
            cues.append((a.at("fly"), "slide"))
        cues.append((a.at("sparkle"), "equip"))
    elif k == "failure":
        cues += [(a.at("fly"), "slide"), (a.at("throw"), "fail")]
    elif k == "magic":
        cues += [(0, "flip"), (a.at("big"), "magic")]
    elif k == "trap":
        cues += [(a.at("spring"), "trap")]
    elif k == "attack":
        cues.append((0, "attack"))
    elif k == "battle":
        cues.append((0, "attack"))
        b = a.battle
        if b is not None:
            if "stars" in [p[0] for p in a.phases]:
                cues.append((a.at("stars"), "star_bonus"))
            if any(type(e) is E.CardFlipped for e in a.events):
                cues.append((a.at("big"), "flip"))
            hurt = damage_of(a)
            if hurt:
                cues.append((a.at("damage"), "damage_" + damage_size(hurt)))
            if any(type(e) is E.CardDestroyed for e in a.events):
                cues.append((a.at("burst"), "destroy"))
    elif k == "single":
        cues.append((0, "slide"))
    elif k == "flip":
        cues.append((0, "flip"))
    elif k == "turn_orbit":
        cues.append((0, "turn_change"))
    elif k == "field":
        cues.append((0, "magic"))
    elif k == "exodia":
        cues += [(0, "fusion_start"), (a.at("flash"), "merge")]
    elif k == "end_letters":  # the jingle is music: the presenter asks for it as the spiral starts
        pass
    elif k == "hit":
        cues.append((0, "destroy"))
    return cues


def damage_of(a: Anim) -> int:
    """Returns the LP lost in a battle motion (0 when nobody is hurt)."""
    return sum(-e.delta for e in a.events if type(e) is E.LifePointsChanged and e.delta < 0)


def damage_size(n: int) -> str:
    """Returns the damage number's size class: under 1000, under 2000, 2000 or more."""
    return "small" if n < 1000 else "medium" if n < 2000 else "large"


def hides(anim: Anim) -> set:
    """Returns the zones the motion draws itself, so the board leaves them out meanwhile."""
    out = set()
    for ev in anim.events:
        if type(ev) is E.CardDestroyed and (anim.kind == MotionKind.BATTLE and anim.past("burst") or
                                           anim.kind != "battle" and anim.p > 0.5):
            out.add(("zone", ev.side, ev.row, ev.zone))
    if anim.kind == MotionKind.SINGLE and type(anim.event) is E.CardPlaced:
        ev = anim.event
        out.add(("zone", ev.side, ev.row, ev.zone))
    return out


def message_of(db, ev) -> str:
    """Returns the readable line that goes with an event (kept in the duel's message log)."""
    text = _message(db, ev)
    if text and type(ev) in _CPU_MARKED and ev.side == 1:
        return "Opponent: " + text
    return text


_CPU_MARKED = (E.FusionStep, E.EquipApplied, E.MagicUsed, E.TrapFired, E.RitualResolved)


def _message(db, ev) -> str:
    t = type(ev)
    name = db.names
    if t is E.TurnStarted:
        return "YOUR TURN" if ev.side == 0 else "OPPONENT'S TURN"
    if t is E.FusionStep:
        if ev.kind == "fusion":
            return f"FUSION! {name[ev.survivor]}"
        if ev.kind == "equip":
            return f"EQUIP! {name[ev.survivor]} +{ev.bonus}"
        return f"FUSION FAILED - {name[ev.discarded]} discarded" if ev.discarded else "FUSION FAILED"
    if t is E.EquipApplied:
        return f"{name[ev.equip]}: {name[ev.monster]} {ev.bonus:+d}"
    if t is E.MagicUsed:
        return f"MAGIC: {name[ev.card]}"
    if t is E.TrapFired:
        return f"TRAP! {name[ev.card]}"
    if t is E.TerrainChanged:
        return f"TERRAIN: {TERRAIN_NAMES[ev.new].upper()}"
    if t is E.RitualResolved:
        return f"RITUAL SUMMON: {name[ev.result]}" if ev.result else "THE RITUAL FAILED"
    if t is E.SwordsSet:
        return "SWORDS OF REVEALING LIGHT"
    if t is E.PenaltyChanged:
        return "POWER DOWN!" if ev.level_penalty < 0 else "CURSE BROKEN"
    if t is E.LifePointsChanged:
        return f"{ev.delta:+d} LP"
    if t is E.Battle:
        words = {"win": "ATTACK WINS", "lose": "ATTACK REPELLED", "tie": "TIE", "direct": "DIRECT ATTACK"}
        return words.get(ev.outcome, ev.outcome.upper())
    return ""

