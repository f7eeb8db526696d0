"""What the player's controls show: the marks over the board, the single card's panel and the hint words.

``marks(c, board)`` and ``placement(c)`` read the controls ``c`` (their state, cursor and plan) and
the board on show; they change nothing. The words of the fusion preview and the destination prompt
are here too, so the Tag partner pick words its own in the duel's voice.
"""

from __future__ import annotations

from game.rules import actions as A
from game.rules.combat import star_adjustment
from game.rules.fusion import resolve_chain
from game.rules.state import Decision, Row
from game.rules.work import star_code
from game.scenes.duel.control_states import ControlState, Spot
from game.scenes.duel.layout import Marks

S = ControlState
_ZONE_HINTS = {
    S.EQUIP: "Equip which monster?",
    S.LOOK: "Looking at the field.  L2/R2 back",
    S.FIELD: "\x80:attack or use, L1/R1:position, START:end turn",
}


def marks(c, board) -> Marks:
    """Returns the cursor, raised cards, highlights and hint for the painter."""
    st = c.view
    m = Marks(chain=tuple(st.chain) if st.pending == Decision.PICK_HAND else ())
    mode = c.mode
    if mode == S.HAND:
        _hand_marks(c, board, m)
    elif mode == S.DEST:
        _dest_marks(c, board, m)
    elif mode.on_field:
        _zone_marks(c, board, m)
    elif mode == S.SINGLE:
        m.hint = "LEFT/RIGHT face-up or face-down.  \x80 accept  \x81 back"
    elif mode == S.PLACE:
        # face is asked only for a single card placed in an empty zone (R5.13, R5.15), and a single card
        # has it chosen at the centre already
        m.hint = ("Choose position and guardian star" if c.chosen_face or A.FACE_DOWN not in c.legal()
                  else "Choose face, position and guardian star")
        row, zone = st.focus  # the card is chosen at the centre: its zone stays empty meanwhile
        m.hidden = frozenset({(Spot.ZONE, 0, row, zone)})
    m.hand_down = mode.on_field
    return m


def _hand_marks(c, board, m: Marks) -> None:
    st = c.view
    m.cursor = (Spot.HAND, c.hand_i)
    if c.hand_i < len(board.hand):
        m.info = (board.hand[c.hand_i], None)
    m.hint = "UP raise, DOWN lower, \x80 play, L2/R2 field, \x83 details"
    if len(st.chain) == 1:
        m.hint = "Raise a second card to fuse, or lower it (DOWN)."
    elif len(st.chain) >= 2:
        res = resolve(c, [st.sides[0].hand[i] for i in st.chain])
        m.preview = int(res.survivor)
        m.hint = chain_hint(c.db, res) if c.show_preview else "\x80 play the chain"


def _dest_marks(c, board, m: Marks) -> None:
    dests = c.dest_list()
    a = dests[min(c.dest_i, len(dests) - 1)]
    m.legal = frozenset(dest_mark(d) for d in dests)
    m.cursor = dest_mark(a)
    head = board.monsters[0][a - A.DEST_MONSTER] if A.DEST_MONSTER <= a < A.DEST_SPELL else None
    cards = c.chain_cards()
    if head is not None and head.card > 0 and c.show_preview:
        res = resolve(c, [head.card, *cards], head.equip_bonus)
        m.preview = int(res.survivor)
        m.info = (m.preview, None)
        m.hint = dest_hint(c.db, res, head.card, head.equip_bonus)
    else:
        m.info = (cards[-1] if len(cards) == 1 else c.preview_of(cards), None)
        m.hint = "Choose where the card goes.  \x81 back"


def _zone_marks(c, board, m: Marks) -> None:
    side, row, z = c.zone
    m.cursor = (Spot.ZONE, side, row, z)
    rec = board.row(side, row)[z]
    if rec.card:
        m.info = (rec.card if not (side == 1 and rec.face_down) else -1, rec)
    if c.mode == S.TARGET:
        m.star_hints = star_hints(c, board)
        targets = c.target_list()
        m.legal = frozenset((Spot.ZONE, 1, Row.MONSTER, t) for t in targets if t >= 0)
        m.hint = "DIRECT ATTACK: \x80 confirm" if targets[0] < 0 else "Choose a target.  \x81 back"
    else:
        m.hint = _ZONE_HINTS[c.mode]


def placement(c) -> tuple[int, bool, bool, int, bool, bool]:
    """Returns (card, face arrows, face_down, defence, star, star box) for the single card's panel:
    at the centre its face between arrows; once its zone is picked, the star box (and position)."""
    if c.mode == S.SINGLE:
        return c.chain_cards()[0], True, c.face_down, False, 1, False
    st = c.view
    row, zone = st.focus
    card = st.sides[0].row(row)[zone].card
    arrows = st.pending == Decision.PICK_FACE and A.FACE_DOWN in c.legal()
    return card, arrows, c.face_down, c.defence, c.star, True


def resolve(c, cards: list[int], head_bonus: int = 0):
    """Returns the engine's resolution of a chain of cards under the duel's options."""
    return resolve_chain(c.db, cards, glitch=c.view.options.glitch_fusions, head_bonus=head_bonus)


def star_hints(c, board) -> dict:
    """Returns the guardian-star advantage (+1) or disadvantage (-1) of the attacker on each face-up target."""
    att = board.monsters[0][c.attacker]
    if att.card <= 0:
        return {}
    a_star = star_code(c.db, att)
    out = {}
    for z, rec in enumerate(board.monsters[1]):
        if rec.card > 0 and not rec.face_down:
            g = star_adjustment(c.db, a_star, star_code(c.db, rec))
            if g:
                out[(1, z)] = 1 if g > 0 else -1
    return out


def dest_mark(a: int) -> tuple:
    """Returns the mark of a destination action: its zone, or the "use" box."""
    if A.DEST_MONSTER <= a < A.DEST_SPELL:
        return (Spot.ZONE, 0, Row.MONSTER, a - A.DEST_MONSTER)
    if A.DEST_SPELL <= a < A.DEST_USE:
        return (Spot.ZONE, 0, Row.SPELL, a - A.DEST_SPELL)
    return (Spot.USE,)


# --- the words -----------------------------------------------------------------------------------

def chain_hint(db, res) -> tuple[str, ...]:
    """Returns the preview line of raised cards; says so when cards would be thrown away."""
    survivor = int(res.survivor)
    if not res.fusions and not res.equips:
        return no_fusion_hint(db.names[survivor])
    return preview_hint(describe_result(db, survivor), len(res.discarded))


def describe_result(db, card: int) -> str:
    """Returns a card's name with ATK/DEF when it is a monster (what a chain would leave)."""
    stats = f" {int(db.atk[card])}/{int(db.def_[card])}" if db.is_monster(card) else ""
    return f"{db.names[card]}{stats}"


def dest_hint(db, res, head: int, head_bonus: int, partner: bool = False) -> str | tuple[str, ...]:
    """Returns the destination prompt's line for playing onto a monster (``head``), from its resolved
    chain: what the fusion makes, the equip's gain, a wasted card or a replaced monster. ``partner``
    words it for the partner's monster (§17.4 variant) instead of the player's own."""
    survivor = int(res.survivor)
    name = db.names[head] if head > 0 else "monster"
    gain = int(res.bonus) - head_bonus
    if res.fusions:
        if partner:
            return f"FUSE WITH PARTNER'S {name}: {db.names[survivor]}"
        return (f"FUSION: {describe_result(db, survivor)}", f"FUSION: {db.names[survivor]}")
    if res.equips and survivor == head:
        return f"EQUIP PARTNER'S {name} +{gain}" if partner else f"EQUIP: {name} +{gain}"
    if survivor == head:
        return f"No match with partner's {name}: the card is wasted" if partner \
            else "No match: the card would be wasted."
    return f"REPLACES partner's {name} with {db.names[survivor]}" if partner \
        else f"REPLACES it with {db.names[survivor]}"


def no_fusion_hint(name: str) -> tuple[str, ...]:
    """Wordings, longest first, of raised cards that make nothing: the last one stays, the rest go."""
    return (f"NO FUSION: {name} stays, the other raised cards are discarded.",
            f"NO FUSION: {name} stays, the others are discarded.",
            f"NO FUSION: only {name} stays.",
            "NO FUSION: the other raised cards are discarded.")


def preview_hint(result: str, lost: int) -> tuple[str, ...]:
    """Wordings, longest first, of the fusion preview of raised cards (result with its stats)."""
    extra = f" ({lost} card{'s' if lost > 1 else ''} discarded)" if lost else ""
    short = f" (-{lost})" if lost else ""
    return (f"FUSION PREVIEW: {result}{extra}", f"FUSION: {result}{extra}", f"FUSION: {result}{short}")
