"""The controls' transition table: for each (``ControlState``, button) the handler that takes the press.

A handler reads the controls ``c`` (the plan, the cursor, the engine's legal list), may change the
cursor or the plan, and returns the ``Move``: the next state and, when the press finished a play, the
actions to commit; None when the press only moved a cursor (or did nothing). A pair missing from the
table does nothing. Refusals are said by ``c.refuse`` with their reason, never by a sound here.
"""

from __future__ import annotations

from collections.abc import Callable

from game.db.vocab import Kind
from game.input_bindings import Button
from game.rules import actions as A
from game.rules.state import Decision, Phase, Row
from game.scenes.duel.control_states import PLACE, ControlState, Move, Refusal

S = ControlState
B = Button
_ROWS = ((1, Row.SPELL), (1, Row.MONSTER), (0, Row.MONSTER), (0, Row.SPELL))
_STEP = {B.LEFT: -1, B.RIGHT: 1, B.UP: -1, B.DOWN: 1}
ARROWS = (B.LEFT, B.RIGHT)
DIRECTIONS = (B.LEFT, B.RIGHT, B.UP, B.DOWN)
CONFIRM = (B.CROSS, B.SQUARE)

Handler = Callable[..., "Move | None"]


# --- the hand ----------------------------------------------------------------------------------

def hand_cursor(c, b: Button) -> None:
    """The hand cursor stops at the ends (presentation.md §6)."""
    n = len(c.view.sides[0].hand)
    if n:
        c.hand_i = max(0, min(n - 1, c.hand_i + _STEP[b]))


def raise_card(c, b: Button) -> None:
    """Up raises the card under the cursor, Down lowers it (its number in the chain, R5.1)."""
    if (c.hand_i in c.view.chain) == (b == B.DOWN):
        c.push(A.NUMBER_CARD + c.hand_i)


def lower_last(c, b: Button) -> None:
    """Circle lowers the card raised last."""
    chain = c.view.chain
    if chain:
        c.push(A.NUMBER_CARD + chain[-1])


def play_hand(c, b: Button) -> Move | None:
    """Cross plays the raised chain, or the card under the cursor to the centre (its face chosen there)."""
    st = c.view
    if len(st.chain) == 1:
        c.refuse(Refusal.ONE_CARD)  # R5.2: one raised card does nothing
        return None
    if st.chain:
        c.push(A.CONFIRM_CHAIN)
        return c.enter_dest()
    hand = st.sides[0].hand
    if not hand:
        return None
    c.push(A.PLAY_CARD + c.hand_i)  # a single card eases to the centre first (§6 Single card)
    c.face_down = int(c.db.kind[hand[c.hand_i]]) in (Kind.MONSTER, Kind.TRAP)
    c.chosen_face = True
    return Move(S.SINGLE)


def look_at_field(c, b: Button) -> Move:
    c.zone = (0, Row.MONSTER, 2)
    return Move(S.LOOK)


def hand_first(c, b: Button) -> None:
    c.refuse(Refusal.HAND_FIRST)  # R4.6: the hand play comes first


def back_to_hand(c, b: Button) -> Move:
    return Move(S.HAND)


# --- the single card at the centre ------------------------------------------------------------

def flip(c, b: Button) -> None:
    """Left/Right turn the single card between its arrows."""
    c.face_down = not c.face_down


def take_single(c, b: Button) -> Move:
    """Cross takes the single card to its zone (a face-up magic or ritual card straight to its activation)."""
    kind = int(c.db.kind[c.chain_cards()[0]])
    if kind in (Kind.MAGIC, Kind.RITUAL) and not c.face_down and A.DEST_USE in c.legal():
        c.push(A.DEST_USE)
        return c.after_step()
    return c.enter_dest()


def return_single(c, b: Button) -> Move:
    """Circle returns the single card to the hand."""
    c.pop_until(lambda s: s.pending == Decision.PICK_HAND)
    c.chosen_face = False
    return Move(S.HAND)


# --- the destination ---------------------------------------------------------------------------

def dest_cursor(c, b: Button) -> None:
    dests = c.dest_list()
    if b in ARROWS:
        c.dest_i = (c.dest_i + _STEP[b]) % len(dests)
        return
    group = _group(dests[c.dest_i]) + _STEP[b]
    firsts = [i for i, a in enumerate(dests) if _group(a) == group]
    if firsts:
        c.dest_i = firsts[0]


def choose_dest(c, b: Button) -> Move:
    return c.dest_move(c.dest_list()[c.dest_i])


def dest_back(c, b: Button) -> Move:
    """Circle: back to the centre (its face as chosen), or the play undone to the hand."""
    if c.chosen_face and c.plan and A.PLAY_CARD <= c.plan[-1] < A.NUMBER_CARD:
        return Move(S.SINGLE)
    c.pop_until(lambda s: s.pending == Decision.PICK_HAND or s.floating)
    return Move(S.HAND if c.view.pending == Decision.PICK_HAND else S.DEST)


# --- face, position and star ------------------------------------------------------------------

def place_face(c, b: Button) -> None:
    """The arrows at the single card's sides flip it."""
    if c.view.pending == Decision.PICK_FACE and A.FACE_DOWN in c.legal():
        c.face_down = not c.face_down


def place_position(c, b: Button) -> None:
    c.defence = not c.defence


def place_star(c, b: Button) -> None:
    c.star = 2 if c.star == 1 else 1


def place(c, b: Button) -> Move:
    """Cross answers the placement questions as chosen and ends the play."""
    while c.view.pending in PLACE and c.view.phase != Phase.OVER:
        p = c.view.pending
        if p == Decision.PICK_FACE:
            a = A.FACE_DOWN if c.face_down and A.FACE_DOWN in c.legal() else A.FACE_UP
        elif p == Decision.PICK_POSITION:
            a = A.DEFENCE_POS if c.defence else A.ATTACK_POS
        else:
            a = A.STAR_2 if c.star == 2 else A.STAR_1
        c.push(a)
    return c.after_step()


def place_back(c, b: Button) -> Move | None:
    if not c.plan:  # the chain has been played: its result must be placed
        c.refuse(Refusal.PLACE_RESULT)
        return None
    c.pop_until(lambda s: s.pending == Decision.PICK_DEST)
    return Move(S.DEST)


# --- the field ---------------------------------------------------------------------------------

def zone_cursor(c, b: Button) -> None:
    """The field cursor: Left/Right along a row (wrapping), Up/Down across the four rows."""
    side, row, z = c.zone
    i = _ROWS.index((side, row))
    if b in ARROWS:
        z = (z + _STEP[b]) % 5
    else:
        i = max(0, min(3, i + _STEP[b]))
    c.zone = (*_ROWS[i], z)


def act(c, b: Button) -> Move | None:
    """Cross on an own card: aim an attack, activate a set magic, or pick a set equip's monster."""
    side, row, z = c.zone
    if side != 0:
        return None
    legal = set(c.legal())
    if row == Row.MONSTER and any(A.attack_action(z, t) in legal for t in range(-1, 5)):
        c.attacker = z
        targets = c.target_list()
        c.zone = (1, Row.MONSTER, targets[0] if targets[0] >= 0 else 2)
        return Move(S.TARGET)
    if row == Row.SPELL and A.ACTIVATE + z in legal:
        return Move(actions=[A.ACTIVATE + z])
    if row == Row.SPELL and any(A.equip_action(z, k) in legal for k in range(5)):
        c.equip_from = z
        c.zone = (0, Row.MONSTER, next(k for k in range(5) if A.equip_action(z, k) in legal))
        return Move(S.EQUIP)
    c.refuse(Refusal.NOTHING_THERE)
    return None


def change_position(c, b: Button) -> Move | None:
    side, row, z = c.zone
    if side != 0 or row != Row.MONSTER:
        return None
    if A.CHANGE_POS + z in c.legal():
        return Move(actions=[A.CHANGE_POS + z])
    c.refuse(Refusal.NOTHING_THERE)
    return None


def target_cursor(c, b: Button) -> None:
    targets, z = c.target_list(), c.zone[2]
    if targets[0] >= 0:
        i = targets.index(z) if z in targets else 0
        c.zone = (1, Row.MONSTER, targets[(i + _STEP[b]) % len(targets)])


def attack(c, b: Button) -> Move:
    targets = c.target_list()
    t = -1 if targets[0] < 0 else c.zone[2]
    c.zone = (0, Row.MONSTER, c.attacker)
    return Move(S.FIELD, [A.attack_action(c.attacker, t)])


def target_back(c, b: Button) -> Move:
    c.zone = (0, Row.MONSTER, c.attacker)
    return Move(S.FIELD)


def equip_cursor(c, b: Button) -> None:
    legal = set(c.legal())
    ks = [k for k in range(5) if A.equip_action(c.equip_from, k) in legal]
    i = ks.index(c.zone[2]) if c.zone[2] in ks else 0
    c.zone = (0, Row.MONSTER, ks[(i + _STEP[b]) % len(ks)])


def equip(c, b: Button) -> Move:
    return Move(S.FIELD, [A.equip_action(c.equip_from, c.zone[2])])


def equip_back(c, b: Button) -> Move:
    c.zone = (0, Row.SPELL, c.equip_from)
    return Move(S.FIELD)


def _rows(*rows: tuple[ControlState, tuple[Button, ...], Handler]) -> dict[tuple[ControlState, Button], Handler]:
    return {(state, b): handler for state, buttons, handler in rows for b in buttons}


TRANSITIONS = _rows(
    (S.HAND, ARROWS, hand_cursor),
    (S.HAND, (B.UP, B.DOWN), raise_card),
    (S.HAND, (B.CIRCLE,), lower_last),
    (S.HAND, CONFIRM, play_hand),  # -> SINGLE, DEST; or refused (R5.2)
    (S.HAND, (B.L2, B.R2), look_at_field),  # -> LOOK
    (S.HAND, (B.START,), hand_first),  # refused (R4.6)
    (S.SINGLE, ARROWS, flip),
    (S.SINGLE, CONFIRM, take_single),  # -> DEST, PLACE; or the play
    (S.SINGLE, (B.CIRCLE,), return_single),  # -> HAND
    (S.LOOK, (B.L2, B.R2, B.CIRCLE, B.CROSS), back_to_hand),  # -> HAND
    (S.LOOK, DIRECTIONS, zone_cursor),
    (S.DEST, DIRECTIONS, dest_cursor),
    (S.DEST, CONFIRM, choose_dest),  # -> PLACE, DEST; or the play
    (S.DEST, (B.CIRCLE,), dest_back),  # -> SINGLE, HAND, DEST
    (S.PLACE, ARROWS, place_face),
    (S.PLACE, (B.L1, B.R1), place_position),
    (S.PLACE, (B.UP, B.DOWN), place_star),
    (S.PLACE, CONFIRM, place),  # the play (or the next decision's prompt)
    (S.PLACE, (B.CIRCLE,), place_back),  # -> DEST; or refused
    (S.FIELD, CONFIRM, act),  # -> TARGET, EQUIP; or the activation; or refused
    (S.FIELD, (B.L1, B.R1), change_position),  # the position change; or refused
    (S.FIELD, DIRECTIONS, zone_cursor),
    (S.TARGET, ARROWS, target_cursor),
    (S.TARGET, CONFIRM, attack),  # -> FIELD and the attack
    (S.TARGET, (B.CIRCLE,), target_back),  # -> FIELD
    (S.EQUIP, ARROWS, equip_cursor),
    (S.EQUIP, CONFIRM, equip),  # -> FIELD and the equip
    (S.EQUIP, (B.CIRCLE,), equip_back),  # -> FIELD
)


def _group(a: int) -> int:
    """Returns the prompt row of a destination: 0 monster zones, 1 magic/trap zones, 2 "use"."""
    return 0 if a < A.DEST_SPELL else 1 if a < A.DEST_USE else 2
