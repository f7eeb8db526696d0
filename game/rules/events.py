"""What happened during one ``step``: small frozen records the duel scene animates and replays compare.

Every event names sides (0/1), rows (0 monster, 1 magic/trap) and zones (0-4) by number and cards
by id, so an event log is plain data (``event_to_dict``) and two logs compare with ``==``.
"""

from __future__ import annotations

from dataclasses import asdict
from enum import StrEnum

from game.rules.record import record
from game.rules.state import EndReason

# The closed vocabularies of event fields. Each member is its word, like ``EndReason``: what is written of an
# event (its JSON, replays, the wire) and the pinned digests of event reprs and dict lookups stay as they
# were when the fields carried plain strings, because the repr and the hash are the word's.

class StepKind(StrEnum):
    """What one pair step of a chain did (R5.4-R5.6): ``FusionStep.kind`` and ``PairResult.kind``."""

    FUSION = "fusion"  # R5.4: the pair fused into its result
    EQUIP = "equip"  # R5.5: an equip raised the monster
    FAIL = "fail"  # R5.6: the earlier card was discarded

    __hash__ = str.__hash__

    def __repr__(self) -> str:
        return str.__repr__(self)


class Outcome(StrEnum):
    """How a battle came out for the attacker (§6.4): ``Battle.outcome``, the sign of the margin L - D."""

    WIN = "win"  # R6.9, R6.10: margin > 0
    LOSE = "lose"  # margin < 0
    TIE = "tie"  # margin = 0
    DIRECT = "direct"  # R6.11: no defender

    __hash__ = str.__hash__

    def __repr__(self) -> str:
        return str.__repr__(self)


class Cause(StrEnum):
    """Why a field card left play: ``CardDestroyed.cause``."""

    BATTLE = "battle"  # lost a battle (§6)
    TRAP = "trap"  # a trap fired and was used up, or an attack trap destroyed the attacker (§8)
    MAGIC = "magic"  # a destroying magic (§7)
    TRIBUTE = "tribute"  # offered to a ritual (§10)
    FUSION = "fusion"  # a fusion material on the field (R5.4)
    REPLACED = "replaced"  # a new card was played over it (R4.10)
    USED = "used"  # a set magic or equip was used from its zone

    __hash__ = str.__hash__

    def __repr__(self) -> str:
        return str.__repr__(self)


@record
class TurnStarted:
    """A side's turn began (R4.2 step 1); ``turn`` is the duel-wide turn number."""

    side: int
    turn: int


@record
class SwordsTicked:
    """A side's Swords counter dropped at its draw step (R4.2 step 3)."""

    side: int
    counter: int


@record
class CardDrawn:
    """A side drew one card from its deck."""

    side: int
    card: int


@record
class CardPlaced:
    """A record settled in a zone with its final face, position and star choice."""

    side: int
    row: int
    zone: int
    card: int
    face_down: bool
    defence: bool
    star: int


@record
class FusionStep:
    """One pair step of a chain (R5.4-R5.6)."""

    side: int
    left: int
    right: int
    kind: StepKind
    survivor: int
    discarded: int
    bonus: int


@record
class EquipApplied:
    """An equip changed a monster; ``bonus`` is negative when Reverse Trap turned it around (R8.11)."""

    side: int
    zone: int
    equip: int
    monster: int
    bonus: int


@record
class MagicUsed:
    """A magic, field or ritual card started its use sequence (R7.2)."""

    side: int
    card: int
    group: int
    from_hand: bool


@record
class CardDiscarded:
    """A combination's equip survivor found no own monster to be used on and was discarded (R5.13)."""

    side: int
    card: int


@record
class TrapFired:
    """A trap of ``side`` fired and was used up (§8)."""

    side: int
    zone: int
    card: int


@record
class AttackDeclared:
    """An attack was confirmed; ``target`` is -1 for a direct attack.

    ``trap_atk`` is the ATK the attack-trap check compared with the thresholds: the attacker's
    shown effective ATK, before the guardian-star adjustment (R8.3, D-18).
    """

    side: int
    attacker: int
    target: int
    trap_atk: int = 0


@record
class TargetDuelist:
    """Tag duels only: the next attack of ``side`` is aimed at opposing seat ``victim`` (R17.10).

    Emitted just before ``AttackDeclared``, whose ``target`` zone then belongs to ``victim``.
    """

    side: int
    victim: int


@record
class Battle:
    """The numbers of one battle (§6.2) and its ``Outcome``.

    ``attacker_value`` is L (effective ATK + star adjustment, capped at 9999) and ``defender_value``
    D (effective ATK or DEF by position); ``margin`` = L - D. The rest show how they came about:
    both cards, their base and effective (ATK, DEF), the star codes compared, the defender's
    position, the raw damage before the LP floor and who takes it (-1 nobody), and which died.
    A direct attack has no defender (card 0, zeros) and its damage is the attacker's effective ATK.
    ``game.rules.battle`` builds it positionally: a new field goes last, with its default there too.
    """

    side: int
    attacker: int
    target: int
    attacker_value: int
    star_adjustment: int
    defender_value: int
    margin: int
    outcome: Outcome
    attacker_card: int = 0
    defender_card: int = 0
    attacker_base: tuple[int, int] = (0, 0)
    attacker_stats: tuple[int, int] = (0, 0)
    defender_base: tuple[int, int] = (0, 0)
    defender_stats: tuple[int, int] = (0, 0)
    attacker_star: int = 0
    defender_star: int = 0
    defender_defence: bool = False
    damage: int = 0
    damage_to: int = -1
    attacker_destroyed: bool = False
    defender_destroyed: bool = False


@record
class LifePointsChanged:
    """A side's LP changed by ``delta`` (after the floor and the cap) to ``lp``."""

    side: int
    delta: int
    lp: int


@record
class TerrainChanged:
    """The shared terrain changed (R7.3)."""

    old: int
    new: int


@record
class CardDestroyed:
    """A field card left play, and its ``Cause``."""

    side: int
    row: int
    zone: int
    card: int
    cause: Cause


@record
class CardFlipped:
    """A face-down record was turned face-up."""

    side: int
    row: int
    zone: int
    card: int


@record
class PositionChanged:
    """A monster switched between attack and defence."""

    side: int
    zone: int
    defence: bool


@record
class PenaltyChanged:
    """A monster's level penalty changed (Spellbinding Circle, Shadow Spell, Cursebreaker)."""

    side: int
    zone: int
    level_penalty: int


@record
class SwordsSet:
    """Swords of Revealing Light locked ``side`` (counter set to 4, R7.16)."""

    side: int
    counter: int


@record
class RitualResolved:
    """A ritual resolved; ``result`` is 0 and ``zone`` -1 when its tributes were missing (R10.6)."""

    side: int
    ritual: int
    tributes: tuple[int, ...]
    result: int
    zone: int


@record
class TurnEnded:
    """The acting side pressed Start."""

    side: int


@record
class DropRolled:
    """The card a won duel dropped (R13.11, R13.12): the raw RNG value, t = (roll & 0x7FF) + 1, the pool.

    Not a ``step`` event: ``game.rules.outcome.roll_drop`` emits it after the duel, from the duel's
    own generator. ``card`` is 0 when the pool's weights never reach t.
    """

    duelist: int
    pool: int
    roll: int
    threshold: int
    card: int


@record
class DuelEnded:
    """The duel ended: how is the state's ``EndReason`` (LP, DECK_OUT or EXODIA), written as its word."""

    winner: int
    reason: EndReason


Event = (TurnStarted | SwordsTicked | CardDrawn | CardPlaced | FusionStep | EquipApplied | MagicUsed
         | CardDiscarded | TrapFired | TargetDuelist | AttackDeclared | Battle | LifePointsChanged
         | TerrainChanged | CardDestroyed | CardFlipped | PositionChanged | PenaltyChanged | SwordsSet
         | RitualResolved | TurnEnded | DuelEnded | DropRolled)


def event_to_dict(event: Event) -> dict:
    """Returns an event as a JSON-able dict tagged with its class name."""
    data = asdict(event)
    data["event"] = type(event).__name__
    return data
