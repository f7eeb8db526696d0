"""The resting picture of the duel, as the player may see it, patched one event at a time.

Between commits the board equals ``observe(state, player 0)``. While events are being animated it
is patched event by event, so the picture changes exactly when each animation says it does; at
the end of the queue it is rebuilt from the committed state, so a missed patch can never leave a
wrong picture behind.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.rules import events as E
from game.rules.combat import terrain_modifier
from game.rules.state import EMPTY, FieldCard, Row
from game.rules.view import HIDDEN, observe


@dataclass
class Board:
    """Both fields, the player's hand, the counts and LP targets the painter shows."""

    monsters: list[list[FieldCard]]
    spells: list[list[FieldCard]]
    hand: list[int]
    cpu_hand: int
    deck_left: list[int]
    lp: list[int]
    terrain: int
    active: int
    turn: int
    swords: list[int] = field(default_factory=lambda: [0, 0])

    @classmethod
    def from_state(cls, state) -> Board:
        """Returns the player's view of a state."""
        view = observe(state, 0)
        s = view.sides
        return cls(monsters=[list(s[0].monsters), list(s[1].monsters)],
                   spells=[list(s[0].spells), list(s[1].spells)], hand=list(s[0].hand),
                   cpu_hand=len(s[1].hand), deck_left=[s[0].deck_left, s[1].deck_left],
                   lp=[s[0].lp, s[1].lp], terrain=view.terrain, active=view.active, turn=view.turn,
                   swords=[s[0].swords, s[1].swords])

    def row(self, side: int, row: int) -> list[FieldCard]:
        """Returns one row of one side."""
        return self.spells[side] if row == Row.SPELL else self.monsters[side]

    def apply(self, db, ev) -> None:
        """Patches the picture for one event (the animation of that event has just shown it)."""
        t = type(ev)
        if t is E.CardDrawn:
            self.deck_left[ev.side] -= 1
            if ev.side == 0:
                self.hand.append(ev.card)
            else:
                self.cpu_hand += 1
        elif t is E.CardPlaced:
            hidden = ev.side == 1 and ev.face_down
            card = HIDDEN if hidden else ev.card
            if ev.row == Row.MONSTER:
                mod = 0 if hidden else terrain_modifier(db, ev.card, self.terrain)
                rec = FieldCard(card=card, face_down=ev.face_down, defence=ev.defence, star=ev.star, terrain_mod=mod)
            else:
                rec = FieldCard(card=card, face_down=ev.face_down)
            self.row(ev.side, ev.row)[ev.zone] = rec
        elif t is E.CardDestroyed:
            self.row(ev.side, ev.row)[ev.zone] = EMPTY
        elif t is E.CardFlipped:
            rec = self.row(ev.side, ev.row)[ev.zone]
            mod = terrain_modifier(db, ev.card, self.terrain) if ev.row == Row.MONSTER else 0
            self.row(ev.side, ev.row)[ev.zone] = replace(rec, card=ev.card, face_down=False, terrain_mod=mod)
        elif t is E.PositionChanged:
            rec = self.monsters[ev.side][ev.zone]
            self.monsters[ev.side][ev.zone] = replace(rec, defence=ev.defence)
        elif t is E.EquipApplied:
            rec = self.monsters[ev.side][ev.zone]
            self.monsters[ev.side][ev.zone] = replace(rec, equip_bonus=max(0, rec.equip_bonus + ev.bonus))
        elif t is E.PenaltyChanged:
            rec = self.monsters[ev.side][ev.zone]
            self.monsters[ev.side][ev.zone] = replace(rec, level_penalty=ev.level_penalty)
        elif t is E.LifePointsChanged:
            self.lp[ev.side] = ev.lp
        elif t is E.TerrainChanged:
            self.terrain = ev.new
            for side in (0, 1):
                self.monsters[side] = [replace(r, terrain_mod=terrain_modifier(db, r.card, ev.new))
                                       if r.card > 0 else r for r in self.monsters[side]]
        elif t is E.TurnStarted:
            self.active, self.turn = ev.side, ev.turn
        elif t in (E.SwordsSet, E.SwordsTicked):
            self.swords[ev.side] = ev.counter
        elif t is E.TrapFired or t is E.MagicUsed:
            pass

    def start_commit(self, state, events: list) -> None:
        """Takes the player's hand as it is once the committed play has left it, before any new draw."""
        drawn = sum(1 for ev in events if type(ev) is E.CardDrawn and ev.side == 0)
        hand = list(state.sides[0].hand)
        self.hand = hand[:len(hand) - drawn] if drawn else hand
        cpu_drawn = sum(1 for ev in events if type(ev) is E.CardDrawn and ev.side == 1)
        self.cpu_hand = len(state.sides[1].hand) - cpu_drawn
