"""The closed vocabularies of the player's controls: where the cursor is (``ControlState``), why a press
was refused (``Refusal``), and what a mark on the board points at (``Spot``, from game.present.spot).

``ControlState`` and ``Spot`` are string enums with the words the controls used before, so a mark
tuple or a state compares equal to the same word from code not yet moved to the enums.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum, auto

from game.input_bindings import Button
from game.present.spot import Spot  # noqa: F401  (re-exported: it lives below the screens, present uses it too)
from game.rules.state import Decision


class ControlState(StrEnum):
    """The player's prompt: one state of the controls' machine (controls.TRANSITIONS)."""

    HAND = "hand"  # the hand cursor: raise cards, play one or a chain
    SINGLE = "single"  # the single card at the centre, its face chosen between arrows
    LOOK = "look"  # looking at the field from the hand (L2/R2)
    DEST = "dest"  # the played card(s)' destination
    PLACE = "place"  # the result's face, position and guardian star
    FIELD = "field"  # the field phase's cursor on the zones
    TARGET = "target"  # an attacker's target
    EQUIP = "equip"  # a set equip's monster

    @property
    def on_field(self) -> bool:
        """Whether the cursor is on the board's zones (the hand is put away)."""
        return self in _ON_FIELD

    @property
    def placing(self) -> bool:
        """Whether the single card's panel shows (its face at the centre, or its star box)."""
        return self in _PLACING


_ON_FIELD = frozenset({ControlState.LOOK, ControlState.FIELD, ControlState.TARGET, ControlState.EQUIP,
                       ControlState.DEST})
_PLACING = frozenset({ControlState.SINGLE, ControlState.PLACE})
PLACE = (Decision.PICK_FACE, Decision.PICK_POSITION, Decision.PICK_STAR)


class Refusal(Enum):
    """Why the controls refused a press: the buzz, how long the words show and which words."""

    ONE_CARD = auto()  # R5.2: one raised card does nothing
    HAND_FIRST = auto()  # R4.6: Start before the hand play
    MID_PLAY = auto()  # R4.6: Start while a play is half made
    PLACE_RESULT = auto()  # the played chain's result must be placed
    NOTHING_THERE = auto()  # Cross or L1/R1 on a zone that cannot act
    NOT_NOW = auto()  # Tag: the partner's field cannot open now

    @property
    def frames(self) -> int:
        """How many frames the refusal's words show (the hand's refusals a little longer)."""
        return 20 if self in _BRIEF else 30

    @property
    def words(self) -> str:
        """What the screen says while the refusal shows."""
        return "Play a card first" if self in _IN_HAND else "Not possible"


_IN_HAND = frozenset({Refusal.ONE_CARD, Refusal.HAND_FIRST})
_BRIEF = frozenset({Refusal.PLACE_RESULT, Refusal.NOTHING_THERE, Refusal.NOT_NOW})


@dataclass(frozen=True)
class Move:
    """What a transition did: the next state (None: the same) and a finished play to commit."""

    to: ControlState | None = None
    actions: list[int] | None = None


@dataclass(frozen=True)
class Pressed:
    """One press as the controls took it: what the sounds and the prompt's beats are derived from."""

    button: Button
    before: ControlState
    chain_before: tuple[int, ...]
    chain: tuple[int, ...]
    refusal: Refusal | None = None
    actions: list[int] | None = None
