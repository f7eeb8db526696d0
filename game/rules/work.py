"""The mutable scratch copy one ``step`` works on, and the primitive moves every rule module shares.

``thaw`` turns a frozen DuelState into a ``Work``; rule modules change it through the helpers
below (which also emit the matching events); ``Work.freeze`` returns the next frozen state. A Work
never outlives the step that made it, so the purity of ``step`` only depends on ``thaw`` copying.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.db import CardDB
from game.rules import events as ev
from game.rules.columns import columns
from game.rules.columns import latest as _columns
from game.rules.record import positional_maker
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
    make_field_card,
    make_state,
)
from game.rules.teams import after, next_seat, opponents, team_mates, team_of

_SIDE_FIELDS = tuple(SideState.__slots__)  # SideWork's layout: SideState's slots, in their order
_REMAINING_LP, _CARD_DESTRUCTION = Counter.REMAINING_LP, Stat.CARD_DESTRUCTION
_OVER, _NONE = Phase.OVER, Decision.NONE
_new = object.__new__
# events built positionally (``game.rules.record.positional_maker``): the same values, at a third of the cost
_lp_changed, _card_destroyed, _card_flipped = (positional_maker(e) for e in (ev.LifePointsChanged, ev.CardDestroyed,
                                                                            ev.CardFlipped))


class SideWork:
    """Mutable mirror of SideState with SideState's very slots, made only for the sides a step touches.

    A side is thawed by copying its twelve fields (``_thaw_side``), not its contents: each tuple
    component (hand, rows, graveyard, counters, stats) is turned into a list only when a rule first
    changes it (``Work.hand`` and friends), so a step pays for the parts it changes and the frozen
    side shares every other tuple with the one before. Freezing turns the lists back into tuples and
    then switches the object's class to SideState in place (``_freeze_side``): the layouts are the
    same, as ``game.rules.record.positional_maker`` relies on, so no second object is built.
    Components of a frozen side are always tuples (``state`` module docstring), which is what tells a
    component still shared with the frozen side (a tuple) from this step's own copy (a list).
    """

    __slots__ = _SIDE_FIELDS


_new(SideWork).__class__ = SideState  # raises TypeError here, once, if the two layouts ever differ
class Work:
    """Mutable mirror of DuelState plus the events and the live generator of this step.

    ``sides`` holds each side's frozen SideState until a rule asks for it through ``side``, which
    swaps in a SideWork copy: a step pays for the sides it changes only (a face or star choice
    touches one, a hand selection none). ``cols`` are the card values as lists (``game.rules.columns``).
    A Work is frozen once, at the end of its step: ``freeze`` turns its SideWork objects into the new
    state's sides in place.
    """

    __slots__ = (
        "_rng",
        "active",
        "attacked",
        "base",
        "chain",
        "cols",
        "db",
        "end_reason",
        "events",
        "floating",
        "focus",
        "may_face_down",
        "order",
        "pending",
        "phase",
        "play_single",
        "sides",
        "terrain",
        "terrains",
        "turn",
        "winner",
    )

    def __init__(self, db: CardDB, state: DuelState) -> None:
        self.db = db
        cols = _columns[0]
        self.cols = cols if cols is not None and cols.db is db else columns(db)
        self.base = state
        self.sides: list[SideWork | SideState] = list(state.sides)
        self.active, self.turn, self.phase, self.pending = state.active, state.turn, state.phase, state.pending
        self.terrain = state.terrain
        self._rng = None
        self.chain, self.floating, self.focus = state.chain, state.floating, state.focus
        self.may_face_down, self.play_single, self.attacked = state.may_face_down, state.play_single, state.attacked
        self.winner, self.end_reason, self.order = state.winner, state.end_reason, state.order
        self.terrains: tuple[int, ...] = state.terrains  # a tuple: a change assigns a new one
        self.events: list = []

    @property
    def rng(self):
        """Returns the duel's generator, made from the state on first use (most steps draw nothing)."""
        if self._rng is None:
            self._rng = make_rng(self.base.rng_kind, self.base.rng_state)
        return self._rng

    # ------------------------------------------------------------ conversion
    def freeze(self) -> DuelState:
        """Returns the frozen state this working copy describes (once: its thawed sides become the state's).

        Built positionally (field order of DuelState), as ``dataclasses.replace`` costs more than the rest
        of a typical step; a side the step never thawed is reused as it is, and so is the tuple of sides
        when no side was thawed.
        """
        base = self.base
        sides = self.sides
        if len(sides) == 2:
            a, b = sides
            if a.__class__ is SideWork:
                a = _freeze_side(a)
                b = _freeze_side(b) if b.__class__ is SideWork else b
                frozen = (a, b)
            elif b.__class__ is SideWork:
                frozen = (a, _freeze_side(b))
            else:
                frozen = base.sides
        else:
            frozen = tuple([_freeze_side(s) if s.__class__ is SideWork else s for s in sides])
        rng_state = base.rng_state if self._rng is None else self._rng.state
        return make_state(frozen, self.active, self.turn, self.phase, self.pending, self.terrain,
                          base.rng_kind, rng_state, base.options, base.opponent, self.chain,
                          self.floating, self.focus, self.may_face_down, self.play_single, self.attacked,
                          self.winner, self.end_reason, base.order, self.terrains)

    def side(self, side: int) -> SideWork:
        """Returns the mutable copy of a side, making it on first use (its components still shared)."""
        s = self.sides[side]
        if s.__class__ is SideWork:
            return s
        s = self.sides[side] = _thaw_side(s)
        return s

    def hand(self, side: int) -> list[int]:
        """Returns a side's hand as this step's own list, to change."""
        s = self.sides[side]
        if s.__class__ is not SideWork:
            s = self.sides[side] = _thaw_side(s)
        h = s.hand
        if h.__class__ is tuple:
            h = s.hand = list(h)
        return h

    def graveyard(self, side: int) -> list[int]:
        """Returns a side's graveyard as this step's own list, to change."""
        s = self.sides[side]
        if s.__class__ is not SideWork:
            s = self.sides[side] = _thaw_side(s)
        g = s.graveyard
        if g.__class__ is tuple:
            g = s.graveyard = list(g)
        return g

    def counters(self, side: int) -> list[int]:
        """Returns a side's rank counters as this step's own list, to change."""
        s = self.sides[side]
        if s.__class__ is not SideWork:
            s = self.sides[side] = _thaw_side(s)
        c = s.counters
        if c.__class__ is tuple:
            c = s.counters = list(c)
        return c

    def stats(self, side: int) -> list[int]:
        """Returns a side's display-only statistics as this step's own list, to change."""
        s = self.sides[side]
        if s.__class__ is not SideWork:
            s = self.sides[side] = _thaw_side(s)
        c = s.stats
        if c.__class__ is tuple:
            c = s.stats = list(c)
        return c

    # ------------------------------------------------------------ queries
    @property
    def over(self) -> bool:
        """Returns whether the duel has ended during this step."""
        return self.phase == _OVER

    def rec(self, side: int, row: int, zone: int) -> FieldCard:
        """Returns the record in a zone (EMPTY when free), without copying a side that is only read."""
        s = self.sides[side]
        return (s.spells if row else s.monsters)[zone]

    def row(self, side: int, row: int) -> Sequence[FieldCard]:
        """Returns a row to read (the frozen tuple of an untouched side)."""
        s = self.sides[side]
        return s.spells if row else s.monsters

    def clear_used(self) -> None:
        """Clears every record's used flag on all sides (R4.2); a row without one is not copied."""
        for seat, s in enumerate(self.sides):
            for r in s.monsters:
                if r.used:
                    self._clear_row(seat, 0)
                    break
            for r in s.spells:
                if r.used:
                    self._clear_row(seat, 1)
                    break

    def _clear_row(self, seat: int, row: int) -> None:
        recs = self.row_to_change(seat, row)
        for z, r in enumerate(recs):
            if r.used:  # rec_with(r, used=False), positionally (every turn's start)
                recs[z] = make_field_card(r.card, r.face_down, r.defence, r.star, r.equip_bonus,
                                          r.level_penalty, r.terrain_mod, False)

    def row_to_change(self, side: int, row: int) -> list[FieldCard]:
        """Returns a row as this step's own list, to read and write records in place."""
        s = self.sides[side]
        if s.__class__ is not SideWork:
            s = self.sides[side] = _thaw_side(s)
        if row:
            recs = s.spells
            if recs.__class__ is tuple:
                recs = s.spells = list(recs)
        else:
            recs = s.monsters
            if recs.__class__ is tuple:
                recs = s.monsters = list(recs)
        return recs

    def set_rec(self, side: int, row: int, zone: int, rec: FieldCard) -> None:
        """Writes a record into a zone (its row becomes this step's own list on the first write)."""
        s = self.sides[side]
        if s.__class__ is not SideWork:
            s = self.sides[side] = _thaw_side(s)
        if row:
            recs = s.spells
            if recs.__class__ is tuple:
                recs = s.spells = list(recs)
        else:
            recs = s.monsters
            if recs.__class__ is tuple:
                recs = s.monsters = list(recs)
        recs[zone] = rec

    def occupied(self, side: int, row: int) -> list[int]:
        """Returns the occupied zone indices of a row, lowest first."""
        return [z for z, r in enumerate(self.row(side, row)) if r.card]

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
        self.counters(side)[counter] += n

    def stat(self, side: int, stat: Stat, n: int = 1) -> None:
        """Adds to one of a side's display-only statistics."""
        self.stats(side)[stat] += n

    # ------------------------------------------------------------ moves
    def change_lp(self, side: int, delta: int) -> None:
        """Applies an LP change floored at 0 and capped at max LP (R3.3, R7.4); emits only real changes.

        In a tag duel the LP are the team's (R17.3, R17.11): both members' values move together.
        """
        s = self.sides[side]
        new = s.lp + delta  # min(max(., 0), max_lp) without the builtins' cost (issue 34)
        new = 0 if new < 0 else s.max_lp if new > s.max_lp else new  # noqa: FURB136
        if new != s.lp:
            self.events.append(_lp_changed(side, new - s.lp, new))
            if len(self.sides) == 2:  # 1v1: the side alone, thawed once (the loop below, without its calls)
                if s.__class__ is not SideWork:
                    s = self.sides[side] = _thaw_side(s)
                s.lp = new
                c = s.counters
                if c.__class__ is tuple:
                    c = s.counters = list(c)
                c[_REMAINING_LP] = new
                return
            for mate in team_mates(side, len(self.sides)):
                self.side(mate).lp = new
                self.counters(mate)[_REMAINING_LP] = new

    def remove(self, side: int, row: int, zone: int, cause: ev.Cause) -> int:
        """Clears a zone, sending its card out of play with its modifiers (R6.13); returns the card."""
        recs = self.row_to_change(side, row)
        card = recs[zone].card
        if card:
            recs[zone] = EMPTY
            self.graveyard(side).append(card)
            self.events.append(_card_destroyed(side, row, zone, card, cause))
        return card

    def destroy_by(self, side: int, row: int, zone: int, cause: ev.Cause, by: int) -> None:
        """Destroys a card of ``side`` for an effect of side ``by`` and tracks CARD DESTRUCTION (R6.16).

        Only opposing cards count: in a tag duel the partner's cards are the same team's (§17.4), so a
        Dark Hole that also clears the partner's row counts the two opponents' monsters only.
        """
        if self.remove(side, row, zone, cause) and team_of(by) != team_of(side):
            self.stats(by)[_CARD_DESTRUCTION] += 1

    def flip_up(self, side: int, row: int, zone: int) -> None:
        """Turns a face-down record face-up."""
        r = self.rec(side, row, zone)
        if r.card and r.face_down:
            self.set_rec(side, row, zone, make_field_card(r.card, False, r.defence, r.star, r.equip_bonus,
                                                          r.level_penalty, r.terrain_mod, r.used))
            self.events.append(_card_flipped(side, row, zone, r.card))

    def terrain_of(self, side: int) -> int:
        """Returns the terrain that applies to ``side``'s monsters: shared, or its team's (D-34)."""
        return self.terrains[team_of(side)] if self.terrains else self.terrain

    def terrain_mod(self, card: int, side: int | None = None) -> int:
        """Returns the terrain modifier a monster of ``side`` (default: the acting side) gets (R11.1)."""
        return self.cols.terrain[self.terrain_of(self.active if side is None else side)][card]

    def new_monster(self, card: int, *, face_down: bool = False, defence: bool = False, star: int = 1,
                    side: int | None = None, equip_bonus: int = 0, level_penalty: int = 0) -> FieldCard:
        """Returns a fresh monster record with the terrain modifier set (R2.8); a chain's survivor brings its equips."""
        return make_field_card(card, face_down, defence, star, equip_bonus, level_penalty,
                               self.terrain_mod(card, side), False)

    def end_duel(self, winner: int, reason: EndReason) -> None:
        """Ends the duel once with ``winner`` a team; a second end in the same step is ignored (R12.4)."""
        if self.phase == _OVER:
            return
        self.phase, self.pending = _OVER, _NONE
        self.winner, self.end_reason = winner, reason
        self.chain = ()
        self.emit(ev.DuelEnded(winner, reason))

    def check_lp(self) -> None:
        """Ends the duel if a team's LP are 0 (R4.18, R17.16); the acting team loses a double knock-out."""
        sides = self.sides
        mine = team_of(self.active)
        if sides[mine].lp == 0:  # a team's LP are its A member's, seat ``team`` (game.rules.teams.members)
            self.end_duel(1 - mine, EndReason.LP)
        elif sides[1 - mine].lp == 0:
            self.end_duel(mine, EndReason.LP)

    def is_monster(self, card: int) -> bool:
        """Returns whether a card id is a monster."""
        return self.cols.kind[card] == self.cols.monster


def eff_atk(db: CardDB, rec: FieldCard) -> int:
    """Returns a record's effective ATK (R2.7) through the shared calculator."""
    return columns(db).eff_atk(rec)


def eff_def(db: CardDB, rec: FieldCard) -> int:
    """Returns a record's effective DEF (R2.7) through the shared calculator."""
    return columns(db).eff_def(rec)


def star_code(db: CardDB, rec: FieldCard) -> int:
    """Returns the guardian-star code (1-10) a record chose."""
    return columns(db).star_code(rec)


def thaw(db: CardDB, state: DuelState) -> Work:
    """Returns a working copy of a state; a side is copied when a rule first asks for it (``Work.side``).

    Nothing mutable is shared with the frozen value: an untouched side stays the frozen SideState.
    """
    return Work(db, state)


def _thaw_side(s: SideState) -> SideWork:
    """Returns a SideWork holding ``s``'s very values (its tuples are copied only when changed)."""
    w = _new(SideWork)
    w.lp, w.max_lp, w.deck, w.cursor, w.hand, w.monsters = s.lp, s.max_lp, s.deck, s.cursor, s.hand, s.monsters
    w.spells, w.graveyard, w.created, w.swords, w.counters, w.stats = (s.spells, s.graveyard, s.created, s.swords,
                                                                       s.counters, s.stats)
    return w


def _freeze_side(s: SideWork) -> SideState:
    """Returns ``s`` itself as a SideState: its changed components made tuples again, then its class switched.

    A side is thawed only when a rule changes it, so a thawed side is frozen anew without comparing.
    """
    if s.hand.__class__ is list:
        s.hand = tuple(s.hand)
    if s.monsters.__class__ is list:
        s.monsters = tuple(s.monsters)
    if s.spells.__class__ is list:
        s.spells = tuple(s.spells)
    if s.graveyard.__class__ is list:
        s.graveyard = tuple(s.graveyard)
    if s.counters.__class__ is list:
        s.counters = tuple(s.counters)
    if s.stats.__class__ is list:
        s.stats = tuple(s.stats)
    s.__class__ = SideState
    return s


__all__ = ["NO_WINNER", "Row", "SideWork", "Work", "eff_atk", "eff_def", "star_code", "thaw"]
