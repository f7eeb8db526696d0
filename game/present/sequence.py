"""What a sequence is: one declarative record per kind of motion, so that an animation lives in one
place (its phases and their ticks, its sounds, its camera move, the zones it hides, its gallery
name) and the presenter only runs records. The game's own records are in present/sequences.py;
a record's key and phases may be any enum members, so a new animation is one record here plus
one painter in the duel screen's table (scenes/duel/painters.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum

from game.present.director import DirectorMode
from game.present.spot import Spot
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


class Phase(StrEnum):
    """The phases of the game's sequences, named as presentation.md §6-§7 names them (the painters
    and the presenter share these members, never the words)."""

    SLIDE = "slide"
    GLIDE = "glide"
    FLY = "fly"
    TURN = "turn"
    SPIRAL = "spiral"
    FLASH = "flash"
    BIG = "big"
    OUT = "out"
    BACK = "back"
    SPARKLE = "sparkle"
    COUNT = "count"
    HOLD = "hold"
    THROW = "throw"
    GLOW = "glow"
    SWING = "swing"
    SPRING = "spring"
    HUD_OUT = "hud_out"
    TAKE = "take"
    STARS = "stars"
    DAMAGE = "damage"
    PAUSE = "pause"
    BURST = "burst"
    DARK = "dark"
    HUD_IN = "hud_in"
    TILT = "tilt"
    SETTLE = "settle"
    LUNGE = "lunge"
    ORBIT = "orbit"
    REST = "rest"
    WASH = "wash"
    SHOW = "show"
    GATHER = "gather"
    RISE = "rise"
    BLAST = "blast"
    WIN = "win"


class Music(StrEnum):
    """What the presenter asks the audio for (the scene plays it): the held duel theme starting, back
    to the duel's theme, or a scene's music by its name."""

    PLAY = "play"
    DUEL = "duel"
    CUTIN = "cutin"
    EXODIA = "exodia"
    WIN = "win"
    LOSS = "loss"


@dataclass(frozen=True)
class Step:
    """One phase of a sequence: its length in the original's ticks (scaled once by the pace), and
    whether it is a result the player must be able to read under "instant"."""

    phase: Enum
    ticks: int
    readable: bool = False


@dataclass(frozen=True)
class Cue:
    """A sound on the first frame of a phase (``at`` None: the motion's first frame). ``sound`` is a
    sound's name (presentation.md §11) or a function of the motion naming it (None: silent this
    time); ``music`` makes it a music request, asked only as the motion runs past the phase."""

    at: Enum | None
    sound: str | Callable
    music: bool = False

    def name(self, anim) -> str | None:
        """Returns what sounds for this motion, or None."""
        return self.sound(anim) if callable(self.sound) else self.sound


@dataclass(frozen=True)
class Camera:
    """A sequence's camera move: ``pose(facing side, event)`` is where the camera goes. A leading move
    starts with the motion and the player's aim waits for it; the others are kept up while the motion
    runs. ``back_at`` is the phase on which a leading move returns to rest."""

    pose: Callable
    mode: DirectorMode
    leads: bool = False
    back_at: Enum | None = None


def destroyed_zones(anim) -> set:
    """Returns the zones of the cards a motion's events destroy."""
    return {(Spot.ZONE, ev.side, ev.row, ev.zone) for ev in anim.events if type(ev) is E.CardDestroyed}


def destroyed_midway(anim) -> set:
    """A card a motion destroys leaves its zone halfway through it (the default)."""
    return destroyed_zones(anim) if anim.p > 0.5 else set()


@dataclass(frozen=True)
class Sequence:
    """One kind of motion, whole.

    kind       the key (a MotionKind, or any enum member for a sequence added from outside)
    steps      its phases in order with their ticks
    shows      the engine events it shows; ``when`` picks among them (the first record that takes an
               event shows it)
    sounds     its sound cues; ``music`` is asked as it starts and got ready while it is next
    camera     its camera move, if any
    hides      the zones it draws itself (the board leaves them out meanwhile)
    gallery    its contact sheet's name (``gallery_of`` when the motion decides it), None: no sheet
    skip       the phases a given motion leaves out
    joins_hand the event joins the hand as the motion starts (a draw slides in)
    turns      the motion is a turn change: the camera orbits behind the side whose turn begins
    hold       (phase, next): a press ends ``phase`` early, jumping to ``next``
    """

    kind: Enum
    steps: tuple[Step, ...] = ()
    shows: tuple[type, ...] = ()
    when: Callable | None = None
    sounds: tuple[Cue, ...] = ()
    music: Music | None = None
    camera: Camera | None = None
    hides: Callable = destroyed_midway
    gallery: str | None = None
    gallery_of: Callable | None = None
    skip: Callable | None = None
    joins_hand: bool = False
    turns: bool = False
    hold: tuple[Enum, Enum] | None = None

    def takes(self, ev) -> bool:
        """Returns whether this sequence shows an event."""
        return type(ev) in self.shows and (self.when is None or self.when(ev))

    def gallery_name(self, anim) -> str | None:
        """Returns the contact sheet a motion of this kind belongs to, or None."""
        return self.gallery_of(anim) if self.gallery_of is not None else self.gallery


def kind_of(ev, table: Mapping) -> Enum:
    """Returns the kind of the first record in a table that shows an event (NONE: the picture just
    changes)."""
    return next((s.kind for s in table.values() if s.takes(ev)), MotionKind.NONE)
