"""The small choices applied to the frozen state directly, without a working copy (issue 34).

A hand selection changes two fields of the state; a face, position or star choice changes one record
of the acting side (and, for the star, the placement's end). Thawing a ``Work``, dispatching and
freezing it cost more than these rules themselves, and these choices are over half of a duel's steps,
so ``game.rules.engine.step`` sends them here. Each function returns exactly the state and events the
general path (``game.rules.play``'s rule of the same name on a ``Work``) gives: same values, same event
members; ``tests/rules`` compares both on every position of its duels.
"""

from __future__ import annotations

from game.rules import events as ev
from game.rules.event_memo import POSITION
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


def play_single(s: DuelState, index: int) -> DuelState:
    """``play.play_single``: starts a single-card play of hand card ``index``."""
    return with_choice(s, (index,), _PICK_DEST)


def toggle_number(s: DuelState, index: int) -> DuelState:
    """``play.toggle_number``: raises a hand card as the next number, or lowers it (R5.1)."""
    chain = s.chain
    return with_choice(s, tuple(i for i in chain if i != index) if index in chain else (*chain, index), s.pending)


def confirm_chain(s: DuelState) -> DuelState:
    """``play.confirm_chain``: confirms a numbered combination (R5.2)."""
    return with_choice(s, s.chain, _PICK_DEST)


def choose_face(s: DuelState, face_down: bool) -> DuelState | None:
    """``play.choose_face`` for a monster (its position is asked next); None for a magic/trap record."""
    row, zone = s.focus
    if row != _MONSTER:
        return None
    r = s.sides[s.active].monsters[zone]
    return _with_monster(s, zone, make_field_card(r.card, face_down, r.defence, r.star, r.equip_bonus,
                                                  r.level_penalty, r.terrain_mod, r.used), _PICK_POSITION, None)


def choose_position(s: DuelState, defence: bool) -> DuelState | None:
    """``play.choose_position``: attack or defence for the monster being placed (its star is asked next)."""
    row, zone = s.focus
    if row != _MONSTER:
        return None
    r = s.sides[s.active].monsters[zone]
    return _with_monster(s, zone, make_field_card(r.card, r.face_down, defence, r.star, r.equip_bonus,
                                                  r.level_penalty, r.terrain_mod, r.used), _PICK_STAR, None)


def choose_star(s: DuelState, star: int) -> tuple[DuelState, tuple] | None:
    """``play.choose_star`` for a monster: the star, then the placement ends (``play._placed``)."""
    row, zone = s.focus
    if row != _MONSTER:
        return None
    side = s.active
    r = s.sides[side].monsters[zone]
    r = make_field_card(r.card, r.face_down, r.defence, star, r.equip_bonus, r.level_penalty, r.terrain_mod, r.used)
    event = _card_placed(side, row, zone, r.card, r.face_down, r.defence, r.star)
    return _with_monster(s, zone, r, _FREE, s.play_single and r.face_down), (event,)


def place_single(terrain_mods, s: DuelState, zone: int) -> DuelState | None:
    """``play.choose_destination`` for a single hand card into an empty monster zone (its face is asked next).

    None for anything else (a floating card, a combination, an occupied zone): the general path.
    ``terrain_mods`` is ``Columns.terrain`` of the duel's database.
    """
    chain = s.chain
    if s.floating or len(chain) != 1:
        return None
    side = s.active
    me = s.sides[side]
    if me.monsters[zone].card:
        return None
    hand = list(me.hand)
    card = hand.pop(chain[0])
    terrains = s.terrains
    mod = terrain_mods[terrains[team_of(side)] if terrains else s.terrain][card]
    row = list(me.monsters)
    row[zone] = make_field_card(card, False, False, 1, 0, 0, mod, False)
    new = make_side(me.lp, me.max_lp, me.deck, me.cursor, tuple(hand), tuple(row), me.spells, me.graveyard,
                    me.created, me.swords, me.counters, me.stats)
    return make_state(_replace_side(s.sides, side, new), side, s.turn, s.phase, _PICK_FACE, s.terrain, s.rng_kind,
                      s.rng_state, s.options, s.opponent, (), 0, (_MONSTER, zone), True, True, s.attacked,
                      s.winner, s.end_reason, s.order, s.terrains)


def change_position(s: DuelState, zone: int) -> tuple[DuelState, tuple]:
    """``engine._change_position``: switches attack/defence without marking the monster used (R4.14, D-07)."""
    r = s.sides[s.active].monsters[zone]
    defence = not r.defence
    rec = make_field_card(r.card, r.face_down, defence, r.star, r.equip_bonus, r.level_penalty, r.terrain_mod, r.used)
    return _with_monster(s, zone, rec, s.pending, None), (POSITION[s.active][zone][defence],)


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
    me = s.sides[side]
    row = list(me.monsters)
    row[zone] = rec
    counters = me.counters
    if face_down_play:
        counters = list(counters)
        counters[_FACE_DOWN_PLAYS] += 1
        counters = tuple(counters)
    new = make_side(me.lp, me.max_lp, me.deck, me.cursor, me.hand, tuple(row), me.spells, me.graveyard, me.created,
                    me.swords, counters, me.stats)
    sides = _replace_side(s.sides, side, new)
    if face_down_play is None:
        phase, play_single = s.phase, s.play_single
    else:
        phase, play_single = _FIELD, False
    return make_state(sides, side, s.turn, phase, pending, s.terrain, s.rng_kind, s.rng_state, s.options,
                      s.opponent, s.chain, s.floating, s.focus, s.may_face_down, play_single, s.attacked,
                      s.winner, s.end_reason, s.order, s.terrains)
