"""The partner-card prompt of §17.4's variant (``tag_partner_cards``): a cursor on the partner's row.

Fusing the played card(s) onto the partner's monster (PARTNER_DEST) is a destination like any
other, reached from the destination prompt with L2/R2 or Select; equipping a set equip onto the
partner's monster (PARTNER_EQUIP) is reached from the equip prompt the same way, or at once when
no own monster can take it. The board turns to the partner's field while the cursor is there and
the hint line says what the play would make, in the duel's words (FUSION / EQUIP / no match).
Nothing is committed until Cross; Circle returns to the prompt it came from.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.input_bindings import Button
from game.rules import actions as A
from game.rules.fusion import resolve_chain
from game.rules.state import Row
from game.scenes.duel.control_marks import dest_hint
from game.scenes.duel.control_states import ControlState, Spot
from game.scenes.duel.layout import Marks


class PickKind(StrEnum):
    """What a partner prompt puts onto the partner's monster."""

    DEST = "dest"  # the played card(s): a fusion or an equip from the hand
    EQUIP = "equip"  # a set equip from the spell row


@dataclass
class PartnerPick:
    """One open partner prompt: ``actions`` maps the partner's monster zone to the engine action."""

    kind: PickKind
    actions: dict[int, int]
    cards: tuple[int, ...]  # the played cards (dest) or the equip card (equip)
    zone: int = 0

    @classmethod
    def for_dest(cls, legal: list[int], cards: list[int]) -> PartnerPick | None:
        """Returns the prompt when the engine offers the partner's monsters as destinations."""
        acts = {a - A.PARTNER_DEST: a for a in legal if A.PARTNER_DEST <= a < A.PARTNER_EQUIP}
        return cls(PickKind.DEST, acts, tuple(cards), min(acts)) if acts else None

    @classmethod
    def for_equip(cls, legal: list[int], spell_zone: int, card: int) -> PartnerPick | None:
        """Returns the prompt when the set equip in ``spell_zone`` may go onto a partner's monster."""
        first = A.PARTNER_EQUIP + spell_zone * 5
        acts = {a - first: a for a in legal if first <= a < first + 5}
        return cls(PickKind.EQUIP, acts, (card,), min(acts)) if acts else None

    @classmethod
    def opened_by(cls, b: Button, c, board) -> PartnerPick | None:
        """Returns the prompt a press opens from the 1v1 controls ``c``: from the destination or equip
        prompt (L2/R2, Select), or from a set equip that only the partner's monsters can take (Cross)."""
        turn, spells = b in (Button.L2, Button.R2, Button.SELECT), board.spells[0]
        if turn:
            pick = cls._turned(c, spells)
            if pick is not None:
                return pick
        if c.mode == ControlState.FIELD and b in (Button.CROSS, Button.SQUARE) and c.zone[:2] == (0, Row.SPELL):
            j, legal = c.zone[2], c.legal()
            own = any(A.equip_action(j, k) in legal for k in range(5)) or A.ACTIVATE + j in legal
            return None if own else cls.for_equip(legal, j, spells[j].card)
        return None

    @classmethod
    def offered(cls, c) -> bool:
        """Returns whether the destination or equip prompt of the controls ``c`` may turn to the partner."""
        return cls._turned(c) is not None

    @classmethod
    def _turned(cls, c, spells=None) -> PartnerPick | None:
        """Returns the prompt the controls' destination or equip prompt turns to, or None (neither is open,
        or the partner's monsters are not offered); ``spells``, the board's spell row, names the equip."""
        if c.mode == ControlState.DEST:
            return cls.for_dest(c.legal(), c.chain_cards())
        if c.mode == ControlState.EQUIP:
            return cls.for_equip(c.legal(), c.equip_from, spells[c.equip_from].card if spells is not None else 0)
        return None

    def move(self, step: int) -> None:
        """Moves the cursor to the next offered zone (Left/Right)."""
        zones = sorted(self.actions)
        self.zone = zones[(zones.index(self.zone) + step) % len(zones)]

    @property
    def action(self) -> int:
        """Returns the engine action under the cursor."""
        return self.actions[self.zone]

    def marks(self, db, board, glitch: bool) -> Marks:
        """Returns the cursor over the partner's row (the board's bottom side) and the hint line."""
        rec = board.monsters[0][self.zone]
        m = Marks(cursor=(Spot.ZONE, 0, Row.MONSTER, self.zone), hand_down=True,
                  legal=frozenset((Spot.ZONE, 0, Row.MONSTER, z) for z in self.actions))
        res = resolve_chain(db, [rec.card, *self.cards], glitch=glitch, head_bonus=rec.equip_bonus)
        if self.kind is PickKind.EQUIP:
            name = db.names[rec.card] if rec.card > 0 else "monster"
            gain = int(res.bonus) - rec.equip_bonus
            m.info = (rec.card, rec)
            m.hint = (f"EQUIP PARTNER'S {name} +{gain}" if res.equips else f"No match on partner's {name}") \
                + "  \x81 back"
            return m
        survivor = int(res.survivor)
        m.info, m.preview = (survivor, None), survivor
        m.hint = dest_hint(db, res, rec.card, rec.equip_bonus, partner=True)
        return m
