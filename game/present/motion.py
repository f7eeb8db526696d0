"""One timed motion per engine event or group of events (style lesson 6): the engine says what
happened, its sequence (present/sequences.py) says how long it takes on screen and what it sounds
like.

The speed preset scales the sequence's ticks once (timing.frames), "instant" keeps only each
result's readable moment, and holding the fast-forward button runs several frames per update.
Sounds are one-shot cues on the motion's own frames, so speeding up never touches the music. A
motion patches the board when it ends, so the field changes exactly when it says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from game.db.vocab import TERRAIN_NAMES
from game.present.sequence import MotionKind, Sequence, kind_of
from game.present.sequence import MotionKind as K
from game.present.sequence import Phase as P
from game.present.sequences import (
    END_HOLD_TICKS,
    JINGLE_TICKS,
    SEQUENCES,
    damage_of,
    damage_size,
)
from game.present.timing import READABLE, Speed, frames
from game.rules import events as E
from game.rules.state import EndReason

__all__ = ["Anim", "MotionKind", "build", "damage_of", "damage_size", "end_letters", "hides", "make_anim",
           "message_of", "sequence_of"]

_BATTLE_TAIL = (E.CardFlipped, E.Battle, E.CardDestroyed, E.LifePointsChanged)


@dataclass
class Anim:
    """One motion on screen: ``t`` runs from 0 to ``frames``; ``events`` are patched in at the end."""

    event: object
    kind: MotionKind  # the key of its sequence (any enum member for a sequence added from outside)
    speed: str = Speed.NORMAL
    events: tuple = ()
    cutin: bool = False
    queued: tuple = ()  # fusion: the chain's cards still waiting on the right, in order
    first: bool = True  # fusion: the chain's first step (later steps start with the result in place)
    t: int = 0
    phases: list = field(default_factory=list)  # (name, start, length)
    cues: list = field(default_factory=list)  # (frame, sound), played as t passes them
    calls: list = field(default_factory=list)  # (frame, music), asked for as t runs past them
    planned: dict = field(default_factory=dict)  # phase -> the original's ticks, whatever the speed
    ticks: dict = field(default_factory=dict)  # phase -> ticks that replace the plan's (the end's hold)
    seq: Sequence | None = None  # the record it runs (None: the game's record of ``kind``)

    def __post_init__(self) -> None:
        if self.seq is None:
            self.kind = MotionKind(self.kind)
            self.seq = SEQUENCES[self.kind]
        if not self.events:
            self.events = (self.event,)
        start = 0
        for step in self._plan():
            name = step.phase
            ticks = self.ticks.get(name, step.ticks)
            n = frames(ticks, self.speed)
            if self.speed == Speed.INSTANT and step.readable:
                n = READABLE
            self.phases.append((name, start, n))
            self.planned[name] = ticks
            start += n
        for frame, sound, music in self._cues():
            (self.calls if music else self.cues).append((frame, sound))
        self.cues.sort()

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

    def phase(self) -> tuple[Enum | str, float]:
        """Returns the running phase and its progress 0..1."""
        for name, start, n in self.phases:
            if self.t < start + n:
                return name, (self.t - start) / n if n else 1.0
        return (self.phases[-1][0], 1.0) if self.phases else ("", 1.0)

    def at(self, name: Enum) -> int:
        """Returns the frame a phase starts on."""
        return next((s for n, s, _ in self.phases if n == name), self.frames)

    def ticks_in(self, name: Enum) -> float:
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

    def past(self, name: Enum) -> bool:
        """Returns whether a phase has begun."""
        return self.t >= self.at(name)

    def skip_to(self, name: Enum) -> None:
        """Jumps to the start of a phase (a press ends the end letters' hold: they fly off)."""
        self.t = max(self.t, self.at(name))

    def _plan(self) -> tuple:
        skip = self.seq.skip(self) if self.seq.skip is not None else ()
        return tuple(step for step in self.seq.steps if step.phase not in skip)

    def _cues(self) -> list[tuple[int, str, bool]]:
        """Returns the sequence's cues on this motion's frames: (frame, name, is music); a cue on a
        phase this motion leaves out is silent."""
        shown = {name for name, _, _ in self.phases}
        out = []
        for cue in self.seq.sounds:
            sound = cue.name(self)
            if sound is not None and (cue.at is None or cue.at in shown):
                out.append((0 if cue.at is None else self.at(cue.at), sound, cue.music))
        return out

    @property
    def battle(self):
        """Returns the Battle event of a battle motion, if any."""
        return next((e for e in self.events if type(e) is E.Battle), None)


def build(events: list, speed: str, cutin: bool = False, table: Mapping = SEQUENCES) -> list[Anim]:
    """Returns the motions of a list of events, a battle's events grouped into one motion; ``table``
    holds the sequences (the game's, or more)."""
    out: list[Anim] = []
    i = 0
    while i < len(events):
        ev = events[i]
        if type(ev) is E.AttackDeclared:
            j = i + 1
            while j < len(events) and type(events[j]) in _BATTLE_TAIL and \
                    not (type(events[j]) is E.CardDestroyed and events[j].cause != E.Cause.BATTLE):
                j += 1
            group = tuple(events[i:j])
            main = next((e for e in group if type(e) is E.Battle), None)
            if main is None:  # the attack was stopped (a trap): only the lunge
                out.append(Anim(ev, K.ATTACK, speed, group, seq=table[K.ATTACK]))
            else:
                out.append(Anim(main, K.BATTLE, speed, group, cutin=cutin, seq=table[K.BATTLE]))
            i = j
            continue
        if type(ev) is E.FusionStep:  # the cards still to come wait on the right, whatever lies between
            later = [e.right for e in events[i + 1:] if type(e) is E.FusionStep]
            first = not any(type(e) is E.FusionStep for e in events[:i])
            kind = kind_of(ev, table)
            out.append(Anim(ev, kind, speed, queued=tuple(later), first=first, seq=table[kind]))
            i += 1
            continue
        if type(ev) is E.LifePointsChanged and i + 1 < len(events) and _exodia(events[i + 1]):
            # the five pieces take the loser's LP (R12.3): the sequence shows the win, then the
            # panel tells its -8000, never before (issue 31)
            out += [Anim(events[i + 1], K.EXODIA, speed, seq=table[K.EXODIA]), make_anim(ev, speed, table),
                    end_letters(events[i + 1], speed, table)]
            i += 2
            continue
        if type(ev) is E.DuelEnded:
            if _exodia(ev):
                out.append(Anim(ev, K.EXODIA, speed, seq=table[K.EXODIA]))
            out.append(end_letters(ev, speed, table))
        else:
            out.append(make_anim(ev, speed, table))
        i += 1
    return out


def _exodia(ev) -> bool:
    return type(ev) is E.DuelEnded and ev.reason == EndReason.EXODIA


def end_letters(ev, speed: str, table: Mapping = SEQUENCES) -> Anim:
    """Returns the end letters: they hold until the jingle ends (or END_HOLD_TICKS), then fly off."""
    seq = table[K.END_LETTERS]
    spiral = next(s.ticks for s in seq.steps if s.phase is P.SPIRAL)
    hold = min(END_HOLD_TICKS, max(0, JINGLE_TICKS[ev.winner == 0] - spiral))
    return Anim(ev, K.END_LETTERS, speed, ticks={P.HOLD: hold}, seq=seq)


def make_anim(event, speed: str, table: Mapping = SEQUENCES) -> Anim:
    """Returns the motion of one event at a speed preset."""
    kind = kind_of(event, table)
    return Anim(event, kind, speed, seq=table[kind])


def sequence_of(anim: Anim | None) -> str | None:
    """Returns the gallery name of the motion on screen, or None."""
    return None if anim is None else anim.seq.gallery_name(anim)


def hides(anim: Anim) -> set:
    """Returns the zones the motion draws itself, so the board leaves them out meanwhile."""
    return anim.seq.hides(anim)


def message_of(db, ev) -> str:
    """Returns the readable line that goes with an event (kept in the duel's message log)."""
    text = _message(db, ev)
    if text and type(ev) in _CPU_MARKED and ev.side == 1:
        return "Opponent: " + text
    return text


_CPU_MARKED = (E.FusionStep, E.EquipApplied, E.MagicUsed, E.TrapFired, E.RitualResolved)
_OUTCOME_WORDS = {E.Outcome.WIN: "ATTACK WINS", E.Outcome.LOSE: "ATTACK REPELLED", E.Outcome.TIE: "TIE",
                  E.Outcome.DIRECT: "DIRECT ATTACK"}


def _message(db, ev) -> str:
    t = type(ev)
    name = db.names
    if t is E.TurnStarted:
        return "YOUR TURN" if ev.side == 0 else "OPPONENT'S TURN"
    if t is E.FusionStep:
        if ev.kind == E.StepKind.FUSION:
            return f"FUSION! {name[ev.survivor]}"
        if ev.kind == E.StepKind.EQUIP:
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
        return _OUTCOME_WORDS[ev.outcome]
    return ""

