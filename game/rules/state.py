"""The duel position as one frozen value: the sides (two, or four in a tag duel), the terrain, the turn and the pending decision.

A state refers to cards by id only (style lesson 1) and never copies their stats. Everything is a
tuple or an int, so a state is hashable, cheap to copy and has an obvious JSON form
(``game.rules.serialise``). Transitions never mutate a state: ``game.rules.engine.step`` thaws it into
a private working copy, applies the rules and freezes a new value.
"""

from __future__ import annotations

from dataclasses import fields
from enum import IntEnum, StrEnum

from game.rules.record import positional_maker, record

N_ZONES = 5
HAND_SIZE = 5
DECK_SIZE = 40  # R3.5
MAX_COPIES = 3  # R3.6
DUEL_MASTER_K = 39  # R3.11: copies the player's deck; always unlocked in the career (R15.5)
EXODIA = (17, 18, 19, 20, 21)  # R3.6: at most one of each piece in a deck; all five in hand win (R12.3)
NO_WINNER = -1


def copy_limit(card: int) -> int:
    """Returns how many copies of a card one deck may hold (R3.6): every deck check asks here."""
    return 1 if card in EXODIA else MAX_COPIES


class Phase(IntEnum):
    """Stage of the acting side's turn (R4 overview); the draw step runs inside ``step``."""

    HAND = 0  # the one compulsory hand play (R4.5)
    FIELD = 1  # attacks, position changes, activations, end turn (R4.11)
    OVER = 2  # the duel has ended


class Decision(IntEnum):
    """The small decision the acting side must take next (style lesson 3)."""

    NONE = 0  # free field-phase action, or the duel is over
    PICK_HAND = 1  # number hand cards in chain order, then confirm
    PICK_DEST = 2  # where the chain result (or single card) goes
    PICK_FACE = 3  # face-up or face-down for the placed record
    PICK_POSITION = 4  # attack or defence for the placed monster
    PICK_STAR = 5  # which guardian star the placed monster uses


class Row(IntEnum):
    """The two rows of a side's field."""

    MONSTER = 0
    SPELL = 1  # the magic/trap row


# bound once: an IntEnum member read off its class costs ten globals (CPython 3.11), and ``DuelState.over`` is
# asked before every decision
_OVER, _SPELL = Phase.OVER, Row.SPELL


class EndReason(StrEnum):
    """How the duel ended (§12): the state holds it and ``DuelEnded`` carries it, one value for both.

    A member is its word ("lp"), so what is written of an end stays as it was when the events carried
    plain strings: the JSON of events, reports and replays, and the pinned digests of event reprs (its
    repr is the word's) and of dict lookups (its hash is the word's). The state's own serialised form
    keeps its numbers (game.rules.serialise.END_CODES).
    """

    NONE = "none"  # the duel runs
    LP = "lp"  # TOTAL ANNIHILATION
    DECK_OUT = "deck_out"  # VICTORY BY ATTRITION
    EXODIA = "exodia"  # SUMMON Exodia

    __hash__ = str.__hash__

    def __repr__(self) -> str:
        return str.__repr__(self)


class Counter(IntEnum):
    """The ten rank counters of §13.2, in the row order of rank_rules."""

    TURNS = 0
    EFFECTIVE_ATTACKS = 1
    DEFENSIVE_WINS = 2
    FACE_DOWN_PLAYS = 3
    PURE_MAGIC = 4
    TRIGGER_TRAP = 5
    CARDS_USED = 6  # really cards drawn, opening five included
    REMAINING_LP = 7
    INITIATE_FUSION = 8
    EQUIP_MAGIC = 9


class Stat(IntEnum):
    """Display-only statistics of R6.16 / D-12 (the score ignores them)."""

    DEFENSIVE_LOSSES = 0
    CARD_DESTRUCTION = 1
    COMBO_PLAYS = 2
    ATK_FACTOR_SUM = 3  # sum of own attackers' eff_atk
    ATK_FACTOR_COUNT = 4
    DFD_FACTOR_SUM = 5  # sum of D of own attacked monsters
    DFD_FACTOR_COUNT = 6
    FIELD_FUSIONS = 7
    CHANGE_FIELD = 8  # field cards used


@record
class RuleOptions:
    """Optional rules (§18, D-36); every default is pure FM."""

    glitch_fusions: bool = True
    no_first_turn_attack: bool = False
    strict_phase_order: bool = False
    tag_team_traps: bool = False  # tag only, D-33 variant: either defender's set trap answers any attack on the team
    tag_partner_cards: bool = False  # tag only, §17.4 variant: fuse or equip onto the partner's monster


DEFAULT_OPTIONS = RuleOptions()
TAG_ONLY_OPTIONS = ("tag_team_traps", "tag_partner_cards")  # left out of a state's dict while off, so 1v1 states hash as before


def options_dict(options: RuleOptions) -> dict[str, bool]:
    """Returns the options as plain data, without the tag-only variants that are off."""
    return {f.name: getattr(options, f.name) for f in fields(options)
            if f.name not in TAG_ONLY_OPTIONS or getattr(options, f.name)}


@record
class FieldCard:
    """One field record (§2.3). ``star`` is the choice 1 or 2; stat changes are kept apart (D-15)."""

    card: int = 0
    face_down: bool = False
    defence: bool = False
    star: int = 1
    equip_bonus: int = 0
    level_penalty: int = 0  # <= 0: Spellbinding Circle, Shadow Spell, Reverse Trap
    terrain_mod: int = 0
    used: bool = False


EMPTY = FieldCard()


make_field_card = positional_maker(FieldCard)


def rec_with(rec: FieldCard, **changes) -> FieldCard:
    """Returns ``rec`` with some fields changed: ``dataclasses.replace`` for FieldCard at a third of its cost.

    The engine replaces records several times a step; the generic ``replace`` walks the field list each time.
    """
    get = changes.get
    return make_field_card(get("card", rec.card), get("face_down", rec.face_down),
                            get("defence", rec.defence),
                            get("star", rec.star), get("equip_bonus", rec.equip_bonus),
                            get("level_penalty", rec.level_penalty), get("terrain_mod", rec.terrain_mod),
                            get("used", rec.used))


@record
class SideState:
    """One duelist's half of the duel: LP, deck and draw cursor, hand, both rows, counters.

    ``graveyard`` lists every card that left play in order (FM has no graveyard rule, R6.13; the
    list exists for conservation checks and presentation). ``created`` counts fusion and ritual
    results, which enter play without coming from the deck.
    """

    lp: int
    max_lp: int
    deck: tuple[int, ...]
    cursor: int
    hand: tuple[int, ...]
    monsters: tuple[FieldCard, ...]
    spells: tuple[FieldCard, ...]
    graveyard: tuple[int, ...] = ()
    created: int = 0
    swords: int = 0
    counters: tuple[int, ...] = (0,) * len(Counter)
    stats: tuple[int, ...] = (0,) * len(Stat)

    def row(self, row: int) -> tuple[FieldCard, ...]:
        """Returns the monster row (0) or the magic/trap row (1)."""
        return self.spells if row == _SPELL else self.monsters

    @property
    def deck_left(self) -> int:
        """Returns how many cards are still to be drawn."""
        return len(self.deck) - self.cursor


@record
class DuelState:
    """The whole duel position. ``turn`` counts turns of both sides; ``active`` is whose turn it is.

    ``chain`` holds the hand indices numbered so far (R5.1); ``floating`` a card that left the hand
    but still needs a destination (a field combination's equip or trap, R5.8/R5.13). ``focus`` is the
    (row, zone) of the record whose face/position/star is being asked; ``may_face_down`` says whether
    PICK_FACE offers face-down (only for a card placed alone: every combination is face-up, R5.13).

    A tag duel (§17) has four sides, seats 1A, 2A, 1B, 2B (``game.rules.teams``), each team's LP
    mirrored in both members' ``lp``; ``winner`` is always a team (in 1v1 the team is the side).
    """

    sides: tuple[SideState, ...]
    active: int
    turn: int
    phase: Phase
    pending: Decision
    terrain: int
    rng_kind: str
    rng_state: int
    options: RuleOptions = DEFAULT_OPTIONS
    opponent: int = 0
    chain: tuple[int, ...] = ()
    floating: int = 0  # a non-monster chain result from a field combination, waiting for its destination
    focus: tuple[int, int] = (0, 0)
    may_face_down: bool = True
    play_single: bool = False  # the pending placement comes from a single-card hand play (§13.2 row 3)
    attacked: bool = False  # an attack was declared this turn (strict phase order variant)
    winner: int = NO_WINNER
    end_reason: EndReason = EndReason.NONE
    order: tuple[int, ...] = ()  # tag duels: the seat order of turns (R17.6); () in 1v1
    terrains: tuple[int, ...] = ()  # per-team terrain variant (D-34 b): one per team; () = shared ``terrain``

    @property
    def over(self) -> bool:
        """Returns whether the duel has ended."""
        return self.phase == _OVER


make_side = positional_maker(SideState)
make_state = positional_maker(DuelState)
