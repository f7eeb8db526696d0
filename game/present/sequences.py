"""The game's sequences, one record each (present/sequence.py says what a record holds).

Lengths are the original's tick counts (presentation.md §6-§7) kept as data and converted once
(timing.frames); sounds are the §11 names on the motion's own frames.
"""

from __future__ import annotations

from types import MappingProxyType

from game.present.director import DirectorMode, pick_pose, trap_pose
from game.present.sequence import Camera, Cue, Music, Sequence, Step, destroyed_midway, destroyed_zones
from game.present.sequence import MotionKind as K
from game.present.sequence import Phase as P
from game.present.spot import Spot
from game.rules import events as E
from game.rules.state import EndReason

END_HOLD_TICKS = 600  # the end letters hold at most this long (presentation.md §7 Outro 4)
# the win / loss jingle's length in the original's ticks (data/music/*_jingle.song at 49 Hz; a test
# keeps the two in step): the letters hold until it ends, a press comes or END_HOLD_TICKS pass
JINGLE_TICKS = {True: 267, False: 294}

HIT_SHEET = MappingProxyType({E.Cause.MAGIC: "magic", E.Cause.TRAP: "trap"})  # an effect's cause -> its hit's sheet


def damage_of(a) -> int:
    """Returns the LP lost in a battle motion (0 when nobody is hurt)."""
    return sum(-e.delta for e in a.events if type(e) is E.LifePointsChanged and e.delta < 0)


def damage_size(n: int) -> str:
    """Returns the damage number's size class: under 1000, under 2000, 2000 or more."""
    return "small" if n < 1000 else "medium" if n < 2000 else "large"


def _destroyed_from_burst(a) -> set:
    return destroyed_zones(a) if a.past(P.BURST) else set()


def _placed(a) -> set:
    """The single card is drawn dropping onto its zone, which stays empty meanwhile."""
    ev = a.event
    out = destroyed_midway(a)
    if type(ev) is E.CardPlaced:
        out.add((Spot.ZONE, ev.side, ev.row, ev.zone))
    return out


def _battle_skip(a) -> frozenset:
    battle = a.battle
    skip = set()
    if battle is None or not battle.star_adjustment:
        skip.add(P.STARS)
    if not any(type(e) is E.CardDestroyed for e in a.events):
        skip.add(P.BURST)
    return frozenset(skip)


def _chain_skip(a) -> frozenset:
    """A chain's later steps start with the result in place; an equip on the field flies from nowhere."""
    if type(a.event) is E.EquipApplied:
        return frozenset({P.GLIDE, P.FLY})
    return frozenset() if a.first else frozenset({P.GLIDE})


def _flip_sound(a) -> str | None:
    return "flip" if any(type(e) is E.CardFlipped for e in a.events) else None


def _damage_sound(a) -> str | None:
    hurt = damage_of(a)
    return "damage_" + damage_size(hurt) if hurt else None


def _jingle(a) -> Music:
    return Music.WIN if a.event.winner == 0 else Music.LOSS


def _pick(facing: int, ev):
    return pick_pose(facing, ev.side, ev.row)


def _trap(facing: int, ev):
    return trap_pose(facing, ev.side, 1)


def _fusion_step(kind: E.StepKind):
    return lambda ev: type(ev) is not E.FusionStep or ev.kind == kind


_CHAIN = {"shows": (E.FusionStep,), "skip": _chain_skip}

RECORDS = (
    Sequence(K.DRAW, (Step(P.SLIDE, 8),), shows=(E.CardDrawn,), when=lambda ev: ev.side == 0,
             sounds=(Cue(None, "draw"),), joins_hand=True, gallery="draw"),
    Sequence(K.FUSION, (Step(P.GLIDE, 16), Step(P.FLY, 8), Step(P.TURN, 8), Step(P.SPIRAL, 40), Step(P.FLASH, 8),
                        Step(P.BIG, 38, True), Step(P.OUT, 8), Step(P.BACK, 16)),
             when=_fusion_step(E.StepKind.FUSION), gallery="fusion",
             sounds=(Cue(P.FLY, "slide"), Cue(P.TURN, "fusion_start"), Cue(P.FLASH, "merge")), **_CHAIN),
    Sequence(K.EQUIP, (Step(P.GLIDE, 16), Step(P.FLY, 8), Step(P.SPARKLE, 16), Step(P.COUNT, 32, True),
                       Step(P.HOLD, 16)),
             shows=(E.FusionStep, E.EquipApplied), when=_fusion_step(E.StepKind.EQUIP), skip=_chain_skip,
             sounds=(Cue(P.FLY, "slide"), Cue(P.SPARKLE, "equip")), gallery="equip"),
    Sequence(K.FAILURE, (Step(P.GLIDE, 16), Step(P.FLY, 8), Step(P.THROW, 40, True)), gallery="failure",
             sounds=(Cue(P.FLY, "slide"), Cue(P.THROW, "fail")), **_CHAIN),
    Sequence(K.MAGIC, (Step(P.TURN, 11), Step(P.BIG, 41, True), Step(P.GLOW, 32)),
             shows=(E.MagicUsed, E.RitualResolved), sounds=(Cue(None, "flip"), Cue(P.BIG, "magic")),
             gallery="magic"),
    Sequence(K.TRAP, (Step(P.SWING, 16), Step(P.HOLD, 20), Step(P.SPRING, 30, True), Step(P.BACK, 16)),
             shows=(E.TrapFired,), sounds=(Cue(P.SPRING, "trap"),), gallery="trap",
             camera=Camera(_trap, DirectorMode.TRAP, leads=True, back_at=P.BACK)),
    Sequence(K.BATTLE, (Step(P.HUD_OUT, 16), Step(P.TAKE, 24), Step(P.BIG, 8), Step(P.STARS, 32, True),
                        Step(P.DAMAGE, 40, True), Step(P.PAUSE, 10), Step(P.BURST, 20, True), Step(P.DARK, 32),
                        Step(P.HUD_IN, 16)),
             shows=(E.AttackDeclared,), skip=_battle_skip, hides=_destroyed_from_burst,
             sounds=(Cue(None, "attack"), Cue(P.STARS, "star_bonus"), Cue(P.BIG, _flip_sound),
                     Cue(P.DAMAGE, _damage_sound), Cue(P.BURST, "destroy")),
             gallery_of=lambda a: "cutin" if a.cutin else "battle"),
    # the camera leans over the zone, the card lands
    Sequence(K.SINGLE, (Step(P.TILT, 8), Step(P.SETTLE, 12)), shows=(E.CardPlaced,), sounds=(Cue(None, "slide"),),
             camera=Camera(_pick, DirectorMode.PICK), hides=_placed, gallery="single"),
    # a lone attack (a trap stopped it) is part of the battle's sheet
    Sequence(K.ATTACK, (Step(P.LUNGE, 16),), sounds=(Cue(None, "attack"),), gallery="battle"),
    Sequence(K.FLIP, (Step(P.TURN, 16),), shows=(E.CardFlipped,), sounds=(Cue(None, "flip"),)),
    # sweeping effects hit zones one at a time
    Sequence(K.HIT, (Step(P.BURST, 14),), shows=(E.CardDestroyed,), when=lambda ev: ev.cause in HIT_SHEET,
             sounds=(Cue(None, "destroy"),), gallery_of=lambda a: HIT_SHEET[a.event.cause]),
    Sequence(K.TURN_ORBIT, (Step(P.ORBIT, 16), Step(P.REST, 8)), shows=(E.TurnStarted,),
             sounds=(Cue(None, "turn_change"),), turns=True, gallery="turn_orbit"),
    Sequence(K.FIELD, (Step(P.WASH, 40, True),), shows=(E.TerrainChanged,), sounds=(Cue(None, "magic"),)),
    Sequence(K.NOTICE, (Step(P.SHOW, 40, True),), shows=(E.SwordsSet, E.PenaltyChanged)),
    Sequence(K.LP, (Step(P.COUNT, 20),), shows=(E.LifePointsChanged,)),
    Sequence(K.EXODIA, (Step(P.GATHER, 60), Step(P.RISE, 70), Step(P.FLASH, 20), Step(P.BLAST, 30),
                        Step(P.WIN, 60, True)),
             shows=(E.DuelEnded,), when=lambda ev: ev.reason == EndReason.EXODIA, music=Music.EXODIA,
             sounds=(Cue(None, "fusion_start"), Cue(P.FLASH, "merge")), gallery="exodia"),
    # the jingle is music: asked for as the spiral starts
    Sequence(K.END_LETTERS, (Step(P.HUD_OUT, 16), Step(P.SPIRAL, 190), Step(P.HOLD, END_HOLD_TICKS, True),
                             Step(P.FLY, 30)),
             shows=(E.DuelEnded,), sounds=(Cue(P.SPIRAL, _jingle, music=True),), hold=(P.HOLD, P.FLY),
             gallery="end_letters"),
    Sequence(K.NONE),
)
SEQUENCES = MappingProxyType({s.kind: s for s in RECORDS})
