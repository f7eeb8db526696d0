"""The transition function: ``step(db, state, action) -> (new_state, events)``, pure and deterministic.

    check legality (IllegalAction otherwise) -> thaw -> apply one decision -> freeze
The state's own RNG state is the only randomness; the engine reads the card tables through ``db``.
"""

from __future__ import annotations

from game.db import CardDB
from game.rules import actions as A
from game.rules import events as ev
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
from game.rules.state import DuelState, Row, rec_with
from game.rules.turn import end_turn
from game.rules.work import Work, thaw


def step(db: CardDB, state: DuelState, action: int) -> tuple[DuelState, tuple]:
    """Returns the state after ``action`` and the events it caused; raises IllegalAction if not legal."""
    a = int(action)
    if not A.is_legal(db, state, a):
        name = A.action_name(a) if 0 <= a < A.N_TAG_ACTIONS else str(a)
        raise A.IllegalAction(f"action {a} ({name}) is not legal now "
                              f"(phase {state.phase.name}, pending {state.pending.name})")
    w = thaw(db, state)
    _apply(w, a)
    return w.freeze(), tuple(w.events)


def _apply(w: Work, a: int) -> None:
    if a >= A.PARTNER_DEST:  # tag variant: onto the partner's monster (§17.4)
        partner_play(w, a)
    elif a < A.NUMBER_CARD:
        play_single(w, a - A.PLAY_CARD)
    elif a < A.CONFIRM_CHAIN:
        toggle_number(w, a - A.NUMBER_CARD)
    elif a == A.CONFIRM_CHAIN:
        confirm_chain(w)
    elif a < A.DEST_SPELL:
        choose_destination(w, Row.MONSTER, a - A.DEST_MONSTER)
    elif a < A.DEST_USE:
        choose_destination(w, Row.SPELL, a - A.DEST_SPELL)
    elif a == A.DEST_USE:
        choose_destination(w, Row.SPELL, USE)
    elif a in (A.FACE_UP, A.FACE_DOWN):
        choose_face(w, a == A.FACE_DOWN)
    elif a in (A.ATTACK_POS, A.DEFENCE_POS):
        choose_position(w, a == A.DEFENCE_POS)
    elif a in (A.STAR_1, A.STAR_2):
        choose_star(w, 1 if a == A.STAR_1 else 2)
    elif A.is_attack(a):
        attacker, victim, target = A.decode_attack(a, w.base)
        attack(w, attacker, DIRECT if target < 0 else target, victim)
    elif a < A.ACTIVATE:
        _change_position(w, a - A.CHANGE_POS)
    elif a < A.EQUIP:
        activate_set_card(w, a - A.ACTIVATE)
    elif a < A.END_TURN:
        spell_zone, monster_zone = divmod(a - A.EQUIP, 5)
        equip_from_zone(w, spell_zone, monster_zone)
    elif a == A.END_TURN:
        end_turn(w)


def _change_position(w: Work, zone: int) -> None:
    """Switches attack/defence; it does not mark the monster used (R4.14, D-07)."""
    rec = w.rec(w.active, Row.MONSTER, zone)
    w.set_rec(w.active, Row.MONSTER, zone, rec_with(rec, defence=not rec.defence))
    w.emit(ev.PositionChanged(w.active, zone, not rec.defence))
