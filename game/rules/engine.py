"""The transition function: ``step(db, state, action) -> (new_state, events)``, pure and deterministic.

    check legality (IllegalAction otherwise) -> thaw -> apply one decision (``_HANDLERS[action]``) -> freeze
A hand selection, a placement's small choices, a 1v1 attack and end of turn skip the working copy: ``_QUICK[action]``
applies them to the frozen state (``game.rules.quick``, ``game.rules.quick_field``), with the same result.
The state's own RNG state is the only randomness; the engine reads the card tables through ``db``.
"""

from __future__ import annotations

from game.db import CardDB
from game.rules import actions as A
from game.rules import events as ev
from game.rules import quick as Q
from game.rules import quick_field as QF
from game.rules.battle import DIRECT, attack
from game.rules.partner import partner_play
from game.rules.play import (
    USE,
    activate_set_card,
    choose_destination,
    choose_face,
    choose_position,
    choose_star,
    confirm_chain,
    equip_from_zone,
    play_single,
    toggle_number,
)
from game.rules.record import positional_maker
from game.rules.state import DuelState, Row, make_field_card
from game.rules.turn import end_turn
from game.rules.work import Work

_last = A._last  # the memo of the last legal list (``A.is_legal``)
_MONSTER, _SPELL = Row.MONSTER, Row.SPELL  # bound once: an IntEnum member read off its class costs ten globals
_position_changed = positional_maker(ev.PositionChanged)  # ev.PositionChanged(...) positionally, the same value


def step(db: CardDB, state: DuelState, action: int) -> tuple[DuelState, tuple]:
    """Returns the state after ``action`` and the events it caused; raises IllegalAction if not legal."""
    a = action if action.__class__ is int else int(action)
    last = _last[0]  # A.is_legal inline: the legal list the caller just asked for, when it is this state's
    if not (a in last[2] if last is not None and last[1] is state and last[0] is db else A.is_legal(db, state, a)):
        name = A.action_name(a) if 0 <= a < A.N_TAG_ACTIONS else str(a)
        raise A.IllegalAction(f"action {a} ({name}) is not legal now "
                              f"(phase {state.phase.name}, pending {state.pending.name})")
    quick = _QUICK[a]
    if quick is not None:  # a hand selection, a face/position/star, a 1v1 attack or end of turn: the frozen state
        done = quick(db, state, a)
        if done is not None:
            return done
    w = Work(db, state)  # game.rules.work.thaw, without the call
    _HANDLERS[a](w, a)
    return w.freeze(), tuple(w.events)


def _attack(w: Work, a: int) -> None:
    attacker, victim, target = A.decode_attack(a, w.base)
    attack(w, attacker, DIRECT if target < 0 else target, victim)


def _equip(w: Work, a: int) -> None:
    spell_zone, monster_zone = divmod(a - A.EQUIP, 5)
    equip_from_zone(w, spell_zone, monster_zone)


def _handlers() -> tuple:
    """Returns the rule that applies each action number (a table: the step's dispatch costs one index)."""
    table: list = [None] * A.N_TAG_ACTIONS
    spans = (
        (A.PLAY_CARD, A.NUMBER_CARD, lambda w, a: play_single(w, a - A.PLAY_CARD)),
        (A.NUMBER_CARD, A.CONFIRM_CHAIN, lambda w, a: toggle_number(w, a - A.NUMBER_CARD)),
        (A.CONFIRM_CHAIN, A.DEST_MONSTER, lambda w, a: confirm_chain(w)),
        (A.DEST_MONSTER, A.DEST_SPELL, lambda w, a: choose_destination(w, _MONSTER, a - A.DEST_MONSTER)),
        (A.DEST_SPELL, A.DEST_USE, lambda w, a: choose_destination(w, _SPELL, a - A.DEST_SPELL)),
        (A.DEST_USE, A.FACE_UP, lambda w, a: choose_destination(w, _SPELL, USE)),
        (A.FACE_UP, A.ATTACK_POS, lambda w, a: choose_face(w, a == A.FACE_DOWN)),
        (A.ATTACK_POS, A.STAR_1, lambda w, a: choose_position(w, a == A.DEFENCE_POS)),
        (A.STAR_1, A.ATTACK, lambda w, a: choose_star(w, 1 if a == A.STAR_1 else 2)),
        (A.ATTACK, A.CHANGE_POS, _attack),
        (A.CHANGE_POS, A.ACTIVATE, lambda w, a: _change_position(w, a - A.CHANGE_POS)),
        (A.ACTIVATE, A.EQUIP, lambda w, a: activate_set_card(w, a - A.ACTIVATE)),
        (A.EQUIP, A.END_TURN, _equip),
        (A.END_TURN, A.N_ACTIONS, lambda w, a: end_turn(w)),
        (A.TAG_ATTACK, A.PARTNER_DEST, _attack),
        (A.PARTNER_DEST, A.N_TAG_ACTIONS, partner_play),  # tag variant: onto the partner's monster (§17.4)
    )
    for first, stop, handler in spans:
        table[first:stop] = [handler] * (stop - first)
    if None in table:
        raise AssertionError("an action number without a rule")
    return tuple(table)


def _change_position(w: Work, zone: int) -> None:
    """Switches attack/defence; it does not mark the monster used (R4.14, D-07)."""
    side = w.active
    recs = w.row_to_change(side, _MONSTER)
    rec = recs[zone]
    recs[zone] = make_field_card(rec.card, rec.face_down, not rec.defence, rec.star, rec.equip_bonus,
                                 rec.level_penalty, rec.terrain_mod, rec.used)
    w.events.append(_position_changed(side, zone, not rec.defence))


def _quicks() -> tuple:
    """Returns the rule ``step`` applies to the frozen state for each action number (None: the general path)."""
    table: list = [None] * A.N_TAG_ACTIONS
    spans = (
        (A.PLAY_CARD, A.NUMBER_CARD, Q.play_single),
        (A.NUMBER_CARD, A.CONFIRM_CHAIN, Q.toggle_number),
        (A.CONFIRM_CHAIN, A.DEST_MONSTER, Q.confirm_chain),
        (A.DEST_MONSTER, A.DEST_SPELL, Q.place_single),
        (A.FACE_UP, A.ATTACK_POS, Q.choose_face),
        (A.ATTACK_POS, A.STAR_1, Q.choose_position),
        (A.STAR_1, A.ATTACK, Q.choose_star),
        (A.ATTACK, A.CHANGE_POS, QF.attack),
        (A.CHANGE_POS, A.ACTIVATE, Q.change_position),
        (A.END_TURN, A.N_ACTIONS, QF.end_turn),
    )
    for first, stop, rule in spans:
        table[first:stop] = [rule] * (stop - first)
    return tuple(table)


_HANDLERS = _handlers()
_QUICK = _quicks()
