"""The mutable scratch copy one ``step`` works on, and the primitive moves every rule module shares.

``thaw`` turns a frozen DuelState into a ``Work``; rule modules change it through the helpers
below (which also emit the matching events); ``Work.freeze`` returns the next frozen state. A Work
never outlives the step that made it, so the purity of ``step`` only depends on ``thaw`` copying.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.db import CardDB
from game.db.vocab import Kind
from game.rules import events as ev
from game.rules.combat import effective_stat, terrain_modifier
from game.rules.rng import make_rng
from game.rules.state import (
    EMPTY,
    NO_WINNER,
    Counter,
    Decision,
    DuelState,
    EndReason,
    FieldCard,
    Phase,
    Row,
    SideState,
    Stat,
    make_side,
    make_state,
    rec_with,
)
from game.rules.teams import after, members, next_seat, opponents, team_mates, team_of

_REASON_NAMES = {EndReason.LP: "lp", EndReason.DECK_OUT: "deck_out", EndReason.EXODIA: "exodia"}


@dataclass
class SideWork:
    """Mutable mirror of SideState."""

    lp: int
    max_lp: int
    deck: tuple[int, ...]
    cursor: int
    hand: list[int]
    rows: list[list[FieldCard]]  # [monsters, spells]
    graveyard: list[int]
    created: int
    swords: int
    counters: list[int]
    stats: list[int]


@dataclass
class Work:
    """Mutable mirror of DuelState plus the events and the live generator of this step."""

    db: CardDB
    base: DuelState
    sides: list[SideWork]
    active: int
    turn: int
    phase: Phase
    pending: Decision
    terrain: int
    rng: object
    chain: tuple[int, ...]
    floating: int
    focus: tuple[int, int]
    may_face_down: bool
    play_single: bool
    attacked: bool
    winner: int
    end_reason: EndReason
    order: tuple[int, ...] = ()
    terrains: list[int] = field(default_factory=list)
    events: list = field(default_factory=list)

    # ------------------------------------------------------------ conversion
    def freeze(self) -> DuelState:
        """Returns the frozen state this working copy describes.

        Built positionally (field order of SideState and DuelState), as ``dataclasses.replace`` costs
        more than the rest of a typical step; a side whose values all equal its frozen origin is reused.
        """
        base = self.base
        sides = tuple(map(_freeze_side, self.sides, base.sides))
        return make_state(sides, self.active, self.turn, self.phase, self.pending, self.terrain,
                          base.rng_kind, self.rng.state, base.options, base.opponent, self.chain,
                          self.floating, self.focus, self.may_face_down, self.play_single, self.attacked,
                          self.winner, self.end_reason, base.order, tuple(self.terrains))

    # ------------------------------------------------------------ queries
    @property
    def over(self) -> bool:
        """Returns whether the duel has ended during this step."""
        return self.phase == Phase.OVER

    def rec(self, side: int, row: int, zone: int) -> FieldCard:
        """Returns the record in a zone (EMPTY when free)."""
        return self.sides[side].rows[row][zone]

    def set_rec(self, side: int, row: int, zone: int, rec: FieldCard) -> None:
        """Writes a record into a zone."""
        self.sides[side].rows[row][zone] = rec

    def occupied(self, side: int, row: int) -> list[int]:
        """Returns the occupied zone indices of a row, lowest first."""
        return [z for z, r in enumerate(self.sides[side].rows[row]) if r.card]

    # ------------------------------------------------------------ seats (game.rules.teams)
    def opponents(self, side: int) -> tuple[int, ...]:
        """Returns the opposing seats, A member first (one seat in 1v1)."""
        return opponents(side, len(self.sides))

    def opponents_next(self, side: int) -> tuple[int, ...]:
        """Returns the opposing seats, the one whose turn comes next after ``side`` first (R17.14)."""
        return after(self.order, side, opponents(side, len(self.sides)), len(self.sides))

    def team(self, side: int) -> tuple[int, ...]:
        """Returns the seats of ``side``'s team, ``side`` first (R17.12: "your" includes the partner)."""
        return team_mates(side, len(self.sides))

    def next_side(self, side: int) -> int:
        """Returns whose turn follows ``side``'s."""
        return next_seat(self.order, side, len(self.sides))

    def emit(self, event: object) -> None:
        """Appends one event to this step's log."""
        self.events.append(event)

    def count(self, side: int, counter: Counter, n: int = 1) -> None:
        """Adds to one of a side's rank counters."""
        self.sides[side].counters[counter] += n

    def stat(self, side: int, stat: Stat, n: int = 1) -> None:
        """Adds to one of a side's display-only statistics."""
        self.sides[side].stats[stat] += n

    # ------------------------------------------------------------ moves
    def change_lp(self, side: int, delta: int) -> None:
        """Applies an LP change floored at 0 and capped at max LP (R3.3, R7.4); emits only real changes.

        In a tag duel the LP are the team's (R17.3, R17.11): both members' values move together.
        """
        s = self.sides[side]
        new = min(max(s.lp + delta, 0), s.max_lp)
        if new != s.lp:
            self.emit(ev.LifePointsChanged(side, new - s.lp, new))
            for mate in self.team(side):
                m = self.sides[mate]
                m.lp = new
                m.counters[Counter.REMAINING_LP] = new

    def remove(self, side: int, row: int, zone: int, cause: str) -> int:
        """Clears a zone, sending its card out of play with its modifiers (R6.13); returns the card."""
        card = self.rec(side, row, zone).card
        if card:
            self.set_rec(side, row, zone, EMPTY)
            self.sides[side].graveyard.append(card)
            self.emit(ev.CardDestroyed(side, row, zone, card, cause))
        return card

    def destroy_by(self, side: int, row: int, zone: int, cause: str, by: int) -> None:
        """Destroys a card of ``side`` for an effect of side ``by`` and tracks CARD DESTRUCTION (R6.16).

        Only opposing cards count: in a tag duel the partner's cards are the same team's (§17.4), so a
        Dark Hole that also clears the partner's row counts the two opponents' monsters only.
        """
        if self.remove(side, row, zone, cause) and team_of(by) != team_of(side):
            self.stat(by, Stat.CARD_DESTRUCTION)

    def flip_up(self, side: int, row: int, zone: int) -> None:
        """Turns a face-down record face-up."""
        r = self.rec(side, row, zone)
        if r.card and r.face_down:
            self.set_rec(side, row, zone, rec_with(r, face_down=False))
            self.emit(ev.CardFlipped(side, row, zone, r.card))

    def terrain_of(self, side: int) -> int:
        """Returns the terrain that applies to ``side``'s monsters: shared, or its team's (D-34)."""
        return self.terrains[team_of(side)] if self.terrains else self.terrain

    def terrain_mod(self, card: int, side: int | None = None) -> int:
        """Returns the terrain modifier a monster of ``side`` (default: the acting side) gets (R11.1)."""
        return terrain_modifier(self.db, card, self.terrain_of(self.active if side is None else side))

    def new_monster(self, card: int, *, face_down: bool = False, defence: bool = False, star: int = 1,
                    side: int | None = None) -> FieldCard:
        """Returns a fresh monster record with zero modifiers and the terrain modifier set (R2.8)."""
        return FieldCard(card=card, face_down=face_down, defence=defence, star=star,
                         terrain_mod=self.terrain_mod(card, side))

    def end_duel(self, winner: int, reason: EndReason) -> None:
        """Ends the duel once with ``winner`` a team; a second end in the same step is ignored (R12.4)."""
        if self.phase == Phase.OVER:
            return
        self.phase, self.pending = Phase.OVER, Decision.NONE
        self.winner, self.end_reason = winner, reason
        self.chain = ()
        self.emit(ev.DuelEnded(winner, _REASON_NAMES[reason]))

    def check_lp(self) -> None:
        """Ends the duel if a team's LP are 0 (R4.18, R17.16); the acting team loses a double knock-out."""
        mine = team_of(self.active)
        for team in (mine, 1 - mine):
            if self.sides[members(team, len(self.sides))[0]].lp == 0:
                self.end_duel(1 - team, EndReason.LP)
                return

    def is_monster(self, card: int) -> bool:
        """Returns whether a card id is a monster."""
        return int(self.db.kind[card]) == Kind.MONSTER


def eff_atk(db: CardDB, rec: FieldCard) -> int:
    """Returns a record's effective ATK (R2.7) through the shared calculator."""
    return effective_stat(int(db.atk[rec.card]), rec.equip_bonus, rec.level_penalty, rec.terrain_mod)


def eff_def(db: CardDB, rec: FieldCard) -> int:
    """Returns a record's effective DEF (R2.7) through the shared calculator."""
    return effective_stat(int(db.def_[rec.card]), rec.equip_bonus, rec.level_penalty, rec.terrain_mod)


def star_code(db: CardDB, rec: FieldCard) -> int:
    """Returns the guardian-star code (1-10) a record chose."""
    return int(db.star2[rec.card] if rec.star == 2 else db.star1[rec.card])


def thaw(db: CardDB, state: DuelState, *, sides: bool = True) -> Work:
    """Returns a mutable working copy of a state: nothing mutable is shared with the frozen value.

    ``sides=False`` leaves the sides frozen (``Work.sides`` then holds the SideState values, which
    raise on any change): for the hand selections, which move only the chain and the pending decision.
    """
    work_sides = [SideWork(s.lp, s.max_lp, s.deck, s.cursor, list(s.hand), [list(s.monsters), list(s.spells)],
                           list(s.graveyard), s.created, s.swords, list(s.counters), list(s.stats))
                  for s in state.sides] if sides else list(state.sides)
    return Work(db, state, work_sides, state.active, state.turn, state.phase, state.pending, state.terrain,
                make_rng(state.rng_kind, state.rng_state), state.chain, state.floating, state.focus,
                state.may_face_down, state.play_single, state.attacked, state.winner, state.end_reason, state.order,
                list(state.terrains), [])


def _freeze_side(s: SideWork, b: SideState) -> SideState:
    """Returns the frozen form of one side, ``b`` itself when nothing changed (states are values, so sharing is safe)."""
    if s is b:  # left frozen by thaw(sides=False)
        return b
    hand, monsters, spells = tuple(s.hand), tuple(s.rows[0]), tuple(s.rows[1])
    counters, stats, graveyard = tuple(s.counters), tuple(s.stats), tuple(s.graveyard)
    if (s.lp == b.lp and s.cursor == b.cursor and hand == b.hand and monsters == b.monsters and spells == b.spells
            and counters == b.counters and stats == b.stats and graveyard == b.graveyard
            and s.created == b.created and s.swords == b.swords and s.max_lp == b.max_lp and s.deck is b.deck):
        return b
    return make_side(s.lp, s.max_lp, s.deck, s.cursor, hand, monsters, spells, graveyard, s.created,
                     s.swords, counters, stats)


__all__ = ["NO_WINNER", "Row", "SideWork", "Work", "eff_atk", "eff_def", "star_code", "thaw"]
