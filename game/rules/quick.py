"""The small choices applied to the frozen state directly, without a working copy (issue 34).

A hand selection changes two fields of the state; a face, position or star choice changes one record
of the acting side (and, for the star, the placement's end). Thawing a ``Work``, dispatching and
freezing it cost more than these rules themselves, and these choices are over half of a duel's steps,
so ``game.rules.engine.step`` sends them here: each function has the step's own shape ``(db, state, action)``
(the table entry is the rule, with no call in between) and returns exactly the (state, events) the general
path (``game.rules.play``'s rule of the same name on a ``Work``) gives, same values, same event members, or
None for what it leaves to that path; ``tests/rules`` compares both on every position of its duels.
"""

from __future__ import annotations

from game.db import CardDB
from game.rules import events as ev
from game.rules.actions import (
    CHANGE_POS,
    DEFENCE_POS,
    DEST_MONSTER,
    FACE_DOWN,
    NUMBER_CARD,
    PLAY_CARD,
    STAR_1,
)
from game.rules.columns import columns
from game.rules.columns import latest as _columns
from game.rules.record import positional_maker
from game.rules.state import Counter, Decision, DuelState, Phase, Row, make_field_card, make_side, make_state
from game.rules.teams import team_of

_MONSTER, _FIELD, _FREE = Row.MONSTER, Phase.FIELD, Decision.NONE
_PICK_DEST, _PICK_POSITION, _PICK_STAR = Decision.PICK_DEST, Decision.PICK_POSITION, Decision.PICK_STAR
_FACE_DOWN_PLAYS = Counter.FACE_DOWN_PLAYS
_PICK_FACE = Decision.PICK_FACE
_card_placed = positional_maker(ev.CardPlaced)


def with_choice(s: DuelState, chain: tuple[int, ...], pending: Decision) -> DuelState:
    """Returns ``s`` with another chain and pending decision (a hand selection: nothing else changes)."""
    return make_state(s.sides, s.active, s.turn, s.phase, pending, s.terrain, s.rng_kind, s.rng_state, s.options,
                      s.opponent, chain, s.floating, s.focus, s.may_face_down, s.play_single, s.attacked,
                      s.winner, s.end_reason, s.order, s.terrains)


def play_single(db: CardDB, s: DuelState, a: int) -> tuple[DuelState, tuple]:
    """``play.play_single``: PLAY_CARD i starts a single-card play of hand card i."""
    return with_choice(s, (a - PLAY_CARD,), _PICK_DEST), ()


def toggle_number(db: CardDB, s: DuelState, a: int) -> tuple[DuelState, tuple]:
    """``play.toggle_number``: NUMBER_CARD i raises hand card i as the next number, or lowers it (R5.1)."""
    index = a - NUMBER_CARD
    chain = s.chain
    return with_choice(s, tuple(i for i in chain if i != index) if index in chain else (*chain, index), s.pending), ()


def confirm_chain(db: CardDB, s: DuelState, a: int) -> tuple[DuelState, tuple]:
    """``play.confirm_chain``: confirms a numbered combination (R5.2)."""
    return with_choice(s, s.chain, _PICK_DEST), ()


def choose_face(db: CardDB, s: DuelState, a: int) -> tuple[DuelState, tuple] | None:
    """``play.choose_face`` (FACE_UP/FACE_DOWN) for a monster (its position is asked next); None for a magic/trap."""
    row, zone = s.focus
    if row != _MONSTER:
        return None
    r = s.sides[s.active].monsters[zone]
    return _with_monster(s, zone, make_field_card(r.card, a == FACE_DOWN, r.defence, r.star, r.equip_bonus,
                                                  r.level_penalty, r.terrain_mod, r.used), _PICK_POSITION, None), ()


def choose_position(db: CardDB, s: DuelState, a: int) -> tuple[DuelState, tuple] | None:
    """``play.choose_position`` (ATTACK_POS/DEFENCE_POS) for the monster being placed (its star is asked next)."""
    row, zone = s.focus
    if row != _MONSTER:
        return None
    r = s.sides[s.active].monsters[zone]
    return _with_monster(s, zone, make_field_card(r.card, r.face_down, a == DEFENCE_POS, r.star, r.equip_bonus,
                                                  r.level_penalty, r.terrain_mod, r.used), _PICK_STAR, None), ()


def choose_star(db: CardDB, s: DuelState, a: int) -> tuple[DuelState, tuple] | None:
    """``play.choose_star`` (STAR_1/STAR_2) for a monster: the star, then the placement ends (``play._placed``)."""
    row, zone = s.focus
    if row != _MONSTER:
        return None
    side = s.active
    r = s.sides[side].monsters[zone]
    r = make_field_card(r.card, r.face_down, r.defence, 1 if a == STAR_1 else 2, r.equip_bonus, r.level_penalty,
                        r.terrain_mod, r.used)
    event = _card_placed(side, row, zone, r.card, r.face_down, r.defence, r.star)
    return _with_monster(s, zone, r, _FREE, s.play_single and r.face_down), (event,)


def place_single(db: CardDB, s: DuelState, a: int) -> tuple[DuelState, tuple] | None:
    """``play.choose_destination`` (DEST_MONSTER z) for a single hand card into an empty monster zone (its face is
    asked next). None for anything else (a floating card, a combination, an occupied zone): the general path."""
    chain = s.chain
    if s.floating or len(chain) != 1:
        return None
    zone = a - DEST_MONSTER
    side = s.active
    me = s.sides[side]
    if me.monsters[zone].card:
        return None
    hand = list(me.hand)
    card = hand.pop(chain[0])
    terrains = s.terrains
    cols = _columns[0]
    mods = (cols if cols is not None and cols.db is db else columns(db)).terrain
    mod = mods[terrains[team_of(side)] if terrains else s.terrain][card]
    row = list(me.monsters)
    row[zone] = make_field_card(card, False, False, 1, 0, 0, mod, False)
    new = make_side(me.lp, me.max_lp, me.deck, me.cursor, tuple(hand), tuple(row), me.spells, me.graveyard,
                    me.created, me.swords, me.counters, me.stats)
    return make_state(_replace_side(s.sides, side, new), side, s.turn, s.phase, _PICK_FACE, s.terrain, s.rng_kind,
                      s.rng_state, s.options, s.opponent, (), 0, (_MONSTER, zone), True, True, s.attacked,
                      s.winner, s.end_reason, s.order, s.terrains), ()


def change_position(db: CardDB, s: DuelState, a: int) -> tuple[DuelState, tuple]:
    """``engine._change_position`` (CHANGE_POS z): switches attack/defence without marking the monster used
    (R4.14, D-07)."""
    zone = a - CHANGE_POS
    r = s.sides[s.active].monsters[zone]
    defence = not r.defence
    rec = make_field_card(r.card, r.face_down, defence, r.star, r.equip_bonus, r.level_penalty, r.terrain_mod, r.used)
    cols = _columns[0]
    if cols is None or cols.db is not db:
        cols = columns(db)
    return _with_monster(s, zone, rec, s.pending, None), (cols.events.position[s.active][zone][defence],)


def _replace_side(sides: tuple, side: int, new) -> tuple:
    if len(sides) == 2:
        return (new, sides[1]) if side == 0 else (sides[0], new)
    return tuple([new if i == side else x for i, x in enumerate(sides)])


def _with_monster(s: DuelState, zone: int, rec, pending: Decision, face_down_play: bool | None) -> DuelState:
    """Returns ``s`` with the acting side's monster ``zone`` replaced and ``pending`` next.

    ``face_down_play`` None: a choice within the placement (phase and prompt unchanged); otherwise the
    placement ends (field phase, ``play_single`` cleared) and True counts a single face-down play.
    """
    side = s.active
    sides = s.sides
    me = sides[side]
    row = list(me.monsters)
    row[zone] = rec
    counters = me.counters
    if face_down_play:
        counters = list(counters)
        counters[_FACE_DOWN_PLAYS] += 1
        counters = tuple(counters)
    new = make_side(me.lp, me.max_lp, me.deck, me.cursor, me.hand, tuple(row), me.spells, me.graveyard, me.created,
                    me.swords, counters, me.stats)
    if len(sides) == 2:  # _replace_side, without the call
        sides = (new, sides[1]) if side == 0 else (sides[0], new)
    else:
        sides = _replace_side(sides, side, new)
    if face_down_play is None:
        phase, play_single = s.phase, s.play_single
    else:
        phase, play_single = _FIELD, False
    return make_state(sides, side, s.turn, phase, pending, s.terrain, s.rng_kind, s.rng_state, s.options,
                      s.opponent, s.chain, s.floating, s.focus, s.may_face_down, play_single, s.attacked,
                      s.winner, s.end_reason, s.order, s.terrains)
