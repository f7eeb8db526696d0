"""Dense integer actions, their names and the legal-action list/mask (style lesson 3).

Layout (N_ACTIONS = 94)::

    0-4    PLAY_CARD i      single-card play of hand card i        (PICK_HAND, nothing numbered)
    5-9    NUMBER_CARD i    raise / lower hand card i in the chain (PICK_HAND)
    10     CONFIRM_CHAIN    play the 2-5 numbered cards            (PICK_HAND)
    11-15  DEST_MONSTER z   empty zone, or own monster z (field combination)   (PICK_DEST)
    16-20  DEST_SPELL z     magic/trap zone z (occupied only when the row is full)
    21     DEST_USE         use a magic/field/ritual card face-up now
    22/23  FACE_UP / FACE_DOWN          24/25 ATTACK_POS / DEFENCE_POS      26/27 STAR_1 / STAR_2
    28-57  ATTACK a*6+t     attacker zone a on target zone t, t = 5 is a direct attack
    58-62  CHANGE_POS a     63-67 ACTIVATE j (set magic/field/ritual)       68-92 EQUIP j*5+k
    93     END_TURN
    94-118 TAG_ATTACK a*5+t attacker zone a on zone t of the second opponent (tag duels only, R17.10)
    119-123 PARTNER_DEST z   the played card(s) onto the partner's monster z (PICK_DEST)      } tag option
    124-148 PARTNER_EQUIP j*5+k  set equip j onto the partner's monster k (field phase)         } tag_partner_cards

A tag duel (four seats) keeps every number above: ATTACK targets the first opposing seat (the
opposing A member; t = 5 is the direct attack on the opposing team, offered only when both
opposing monster rows are empty) and TAG_ATTACK the second. ``n_actions(state)`` is 94 in 1v1
and 149 in a tag duel, so 1v1 masks and replays are unchanged. The PARTNER actions (§17.4's
variant, option ``tag_partner_cards``) are legal only with the option on and an empty monster
zone of the acting duelist's own, where a fusion's result lands.
"""

from __future__ import annotations

import numpy as np

from game.db import CardDB
from game.db.vocab import Kind
from game.rules.columns import columns
from game.rules.columns import latest as _columns
from game.rules.play import chain_cards, simulate_chain
from game.rules.state import HAND_SIZE, N_ZONES, Decision, DuelState, Phase, Row
from game.rules.teams import TAG_FIRST_ATTACK_TURN, TAG_SEATS, opponents, partner

PLAY_CARD = 0
NUMBER_CARD = 5
CONFIRM_CHAIN = 10
DEST_MONSTER = 11
DEST_SPELL = 16
DEST_USE = 21
FACE_UP, FACE_DOWN = 22, 23
ATTACK_POS, DEFENCE_POS = 24, 25
STAR_1, STAR_2 = 26, 27
ATTACK = 28
DIRECT_TARGET = 5
CHANGE_POS = 58
ACTIVATE = 63
EQUIP = 68
END_TURN = 93
N_ACTIONS = 94
TAG_ATTACK = 94
PARTNER_DEST = 119
PARTNER_EQUIP = 124
N_TAG_ACTIONS = 149


class IllegalAction(ValueError):
    """Raised by ``step`` for an action that is not legal in the given state (never substituted)."""


def attack_action(attacker: int, target: int) -> int:
    """Returns the ATTACK action of zone ``attacker`` on zone ``target`` (-1 or 5 for direct)."""
    return ATTACK + attacker * 6 + (DIRECT_TARGET if target < 0 else target)


def tag_attack_action(attacker: int, foe_index: int, target: int) -> int:
    """Returns the attack of zone ``attacker`` on zone ``target`` of opposing seat ``foe_index`` (0 A, 1 B).

    ``target`` -1 (or 5) is the direct attack, which is always numbered in the first range.
    """
    if foe_index == 0 or target < 0 or target == DIRECT_TARGET:
        return attack_action(attacker, target)
    return TAG_ATTACK + attacker * N_ZONES + target


def is_attack(action: int) -> bool:
    """Returns whether an action is an attack (on the first opponent, directly, or on the second)."""
    return ATTACK <= action < CHANGE_POS or TAG_ATTACK <= action < PARTNER_DEST


def decode_attack(action: int, state: DuelState) -> tuple[int, int, int]:
    """Returns (attacker zone, victim seat, target zone or -1) of an attack action in ``state``."""
    if len(state.sides) == 2:  # opponents(active, 2) is (1 - active,)
        a, t = divmod(action - ATTACK, 6)
        return a, 1 - state.active, -1 if t == DIRECT_TARGET else t
    foes = opponents(state.active, len(state.sides))
    if action >= TAG_ATTACK:
        a, t = divmod(action - TAG_ATTACK, N_ZONES)
        return a, foes[1], t
    a, t = divmod(action - ATTACK, 6)
    return a, foes[0], -1 if t == DIRECT_TARGET else t


def n_actions(state: DuelState) -> int:
    """Returns the size of the action space of a duel: N_ACTIONS in 1v1, N_TAG_ACTIONS in a tag duel."""
    return N_ACTIONS if len(state.sides) == 2 else N_TAG_ACTIONS


def equip_action(spell_zone: int, monster_zone: int) -> int:
    """Returns the EQUIP action of the set equip in ``spell_zone`` onto own ``monster_zone``."""
    return EQUIP + spell_zone * N_ZONES + monster_zone


def legal_actions(db: CardDB, state: DuelState) -> list[int]:
    """Returns the legal actions of the acting side in increasing order (empty once the duel is over).

    The list is remembered with its state for ``is_legal`` (a fresh list each call: callers may keep or
    change what they are given). The dispatch is written out here, as the AI asks before every decision.
    """
    pending = state.pending
    if state.phase == _OVER:
        out = []
    elif pending == _FREE:
        out = _field_actions_1v1(db, state) if len(state.sides) == 2 else \
            _field_actions(db, state) + partner_equip_actions(db, state)
    elif pending == _PICK_HAND:
        out = _hand_actions(state)
    elif pending == _PICK_DEST:
        out = _dest_actions(db, state) if len(state.sides) == 2 else \
            _dest_actions(db, state) + partner_dest_actions(db, state)
    elif pending == _PICK_FACE:
        out = [FACE_UP, FACE_DOWN] if state.may_face_down else [FACE_UP]
    elif pending == _PICK_POSITION:
        out = [ATTACK_POS, DEFENCE_POS]
    else:
        out = [STAR_1, STAR_2]
    _last[0] = (db, state, tuple(out))
    return out


def is_legal(db: CardDB, state: DuelState, action: int) -> bool:
    """Returns whether ``action`` is legal in ``state``.

    Every driver asks for the legal list and then steps the same state; the list of that last call is
    remembered with the state object it belongs to (states are immutable values, and the memo holds a
    reference, so the identity test cannot see a recycled id), so ``step`` does not build it twice.
    """
    last = _last[0]
    if last is not None and last[1] is state and last[0] is db:
        return action in last[2]
    return action in legal_actions(db, state)


_last: list[tuple[CardDB, DuelState, tuple[int, ...]] | None] = [None]


# plain ints: the dispatch in legal_actions runs before every decision
_OVER, _FREE, _PICK_HAND, _PICK_DEST = int(Phase.OVER), int(Decision.NONE), int(Decision.PICK_HAND), int(Decision.PICK_DEST)
_PICK_FACE, _PICK_POSITION = int(Decision.PICK_FACE), int(Decision.PICK_POSITION)


def legal_mask(db: CardDB, state: DuelState) -> np.ndarray:
    """Returns a bool mask of shape (n_actions(state),) marking the legal actions."""
    mask = np.zeros(n_actions(state), bool)
    mask[legal_actions(db, state)] = True
    return mask


def action_name(action: int, state: DuelState | None = None, db: CardDB | None = None) -> str:
    """Returns a readable name for an action; with a state and db it names the cards involved."""
    def card(row: int, zone: int, side: int | None = None) -> str:
        if state is None or db is None:
            return ""
        s = state.sides[state.active if side is None else side]
        c = s.row(row)[zone].card
        return f" ({db.names[c]})" if c else ""

    def hand(i: int) -> str:
        if state is None or db is None or i >= len(state.sides[state.active].hand):
            return ""
        return f" ({db.names[state.sides[state.active].hand[i]]})"

    a = int(action)
    if PLAY_CARD <= a < NUMBER_CARD:
        return f"play hand card {a - PLAY_CARD}{hand(a - PLAY_CARD)}"
    if NUMBER_CARD <= a < CONFIRM_CHAIN:
        return f"number hand card {a - NUMBER_CARD}{hand(a - NUMBER_CARD)}"
    if a == CONFIRM_CHAIN:
        return "confirm chain"
    if DEST_MONSTER <= a < DEST_SPELL:
        return f"to monster zone {a - DEST_MONSTER}{card(Row.MONSTER, a - DEST_MONSTER)}"
    if DEST_SPELL <= a < DEST_USE:
        return f"to magic/trap zone {a - DEST_SPELL}{card(Row.SPELL, a - DEST_SPELL)}"
    fixed = {DEST_USE: "use now", FACE_UP: "face-up", FACE_DOWN: "face-down", ATTACK_POS: "attack position",
             DEFENCE_POS: "defence position", STAR_1: "guardian star 1", STAR_2: "guardian star 2",
             END_TURN: "end turn"}
    if a in fixed:
        return fixed[a]
    if ATTACK <= a < CHANGE_POS:
        att, tgt = divmod(a - ATTACK, 6)
        if tgt == DIRECT_TARGET:
            return f"attack directly with zone {att}{card(Row.MONSTER, att)}"
        foe = None if state is None else opponents(state.active, len(state.sides))[0]
        return f"attack zone {tgt}{card(Row.MONSTER, tgt, foe)} with zone {att}{card(Row.MONSTER, att)}"
    if CHANGE_POS <= a < ACTIVATE:
        return f"change position of zone {a - CHANGE_POS}{card(Row.MONSTER, a - CHANGE_POS)}"
    if ACTIVATE <= a < EQUIP:
        return f"activate magic/trap zone {a - ACTIVATE}{card(Row.SPELL, a - ACTIVATE)}"
    if EQUIP <= a < END_TURN:
        j, k = divmod(a - EQUIP, N_ZONES)
        return f"equip zone {j}{card(Row.SPELL, j)} onto monster zone {k}{card(Row.MONSTER, k)}"
    if PARTNER_DEST <= a < PARTNER_EQUIP:
        z = a - PARTNER_DEST
        return f"onto the partner's monster zone {z}{card(Row.MONSTER, z, _partner_of(state))}"
    if PARTNER_EQUIP <= a < N_TAG_ACTIONS:
        j, k = divmod(a - PARTNER_EQUIP, N_ZONES)
        return f"equip zone {j}{card(Row.SPELL, j)} onto the partner's monster zone {k}" \
               f"{card(Row.MONSTER, k, _partner_of(state))}"
    if TAG_ATTACK <= a < N_TAG_ACTIONS:
        att, tgt = divmod(a - TAG_ATTACK, N_ZONES)
        foe = None if state is None else opponents(state.active, len(state.sides))[-1]
        return f"attack second opponent's zone {tgt}{card(Row.MONSTER, tgt, foe)} with zone {att}" \
               f"{card(Row.MONSTER, att)}"
    raise ValueError(f"no action {a} (actions are 0..{N_TAG_ACTIONS - 1})")


# ---------------------------------------------------------------- helpers

def _partner_of(state: DuelState | None) -> int | None:
    return None if state is None else partner(state.active)


def _partner_targets(state: DuelState) -> list[int]:
    """Returns the partner's occupied monster zones when the tag option allows targeting them (§17.4)."""
    if len(state.sides) != TAG_SEATS or not state.options.tag_partner_cards:
        return []
    if all(r.card for r in state.sides[state.active].monsters):
        return []  # a fusion's result needs a zone of the acting duelist's own
    return [z for z, r in enumerate(state.sides[partner(state.active)].monsters) if r.card]


def partner_dest_actions(db: CardDB, state: DuelState) -> list[int]:
    """Returns the PARTNER_DEST actions: a single card, or a chain making a monster, onto the partner's monster."""
    targets = _partner_targets(state)
    if not targets or (len(state.chain) >= 2 or state.floating) and int(
            db.kind[simulate_chain(db, chain_cards(state), glitch=state.options.glitch_fusions)]) != Kind.MONSTER:
        return []
    return [PARTNER_DEST + z for z in targets]


def partner_equip_actions(db: CardDB, state: DuelState) -> list[int]:
    """Returns the PARTNER_EQUIP actions: each set equip of the acting duelist onto each partner monster."""
    targets = _partner_targets(state)
    if not targets or state.pending != Decision.NONE or (state.options.strict_phase_order and state.attacked):
        return []
    me = state.sides[state.active]
    return [PARTNER_EQUIP + j * N_ZONES + k for j, r in enumerate(me.spells)
            if r.card and int(db.kind[r.card]) == Kind.EQUIP for k in targets]


def _hand_actions(state: DuelState) -> list[int]:
    n = len(state.sides[state.active].hand)
    if n > HAND_SIZE:  # only a broken state (the invariant checker's tests build them): listed all the same
        return _hand_list(n, state.chain)
    chain = state.chain
    if not chain:
        return _HAND_OPENING[n][:]  # a fresh list: callers may keep or change what they are given
    out = _NUMBERING[n]
    return out + [CONFIRM_CHAIN] if len(chain) >= 2 else out[:]


def _hand_list(n: int, chain: tuple[int, ...]) -> list[int]:
    out = [PLAY_CARD + i for i in range(n)] if not chain else []
    out += [NUMBER_CARD + i for i in range(n)]
    if len(chain) >= 2:
        out.append(CONFIRM_CHAIN)
    return out


_NUMBERING = [list(range(NUMBER_CARD, NUMBER_CARD + n)) for n in range(HAND_SIZE + 1)]
_HAND_OPENING = [_hand_list(n, ()) for n in range(HAND_SIZE + 1)]


def _dest_actions(db: CardDB, state: DuelState) -> list[int]:
    me = state.sides[state.active]
    chain = state.chain
    combination = len(chain) >= 2 or bool(state.floating)  # R5.13: no set/drop choice for its non-monster
    if state.floating:
        survivor = state.floating
    elif not combination:
        survivor = me.hand[chain[0]]
    else:
        survivor = simulate_chain(db, chain_cards(state), glitch=state.options.glitch_fusions)
    cols = _columns[0]
    kind = (cols if cols is not None and cols.db is db else columns(db)).kind[survivor]
    if kind == _MONSTER:
        return [DEST_MONSTER, DEST_MONSTER + 1, DEST_MONSTER + 2, DEST_MONSTER + 3, DEST_MONSTER + 4]  # R5.15
    own = []
    for z, r in enumerate(me.monsters):
        if r.card:
            own.append(DEST_MONSTER + z)
    spells = me.spells
    full = all(r.card for r in spells)
    set_zones = []
    for z, r in enumerate(spells):
        if full or not r.card:
            set_zones.append(DEST_SPELL + z)
    if combination:
        if kind == _TRAP:
            return set_zones
        if kind == _EQUIP_KIND:
            return own or [DEST_USE]  # used on an own monster; with none it is discarded
        return [DEST_USE]
    out = own + set_zones  # already in increasing order
    if kind in _ACTIVATABLE:
        out.append(DEST_USE)
    return out


def _field_actions(db: CardDB, state: DuelState) -> list[int]:
    """Builds the list in increasing order directly (attacks, position changes, activations, equips,
    end turn, then tag attacks), as the AI asks for it at every decision."""
    side = state.active
    sides = state.sides
    me = sides[side]
    options = state.options
    tag = len(sides) > 2
    can_attack = me.swords == 0 and not (options.no_first_turn_attack and state.turn == 1)
    if tag and state.turn < TAG_FIRST_ATTACK_TURN:
        can_attack = False  # R17.8
    own = []
    ready = []  # zones that may still attack (attack position, not used)
    changeable = []  # zones that may still change position
    k = 0
    for rec in me.monsters:
        if rec.card:
            own.append(k)
            if not rec.used:
                changeable.append(CHANGE_POS + k)
                if not rec.defence:
                    ready.append(k)
        k += 1  # noqa: SIM113 - a counter costs less than enumerate's tuples here (the AI's hottest call)
    out: list[int] = []
    tag_out: list[int] = []
    if can_attack and ready:
        foes = opponents(side, len(sides)) if tag else (1 - side,)
        first = []
        t = 0
        for rec in sides[foes[0]].monsters:
            if rec.card:
                first.append(t)
            t += 1  # noqa: SIM113
        second = [t for t, rec in enumerate(sides[foes[1]].monsters) if rec.card] if tag else []
        if first or second:
            for a in ready:
                base = ATTACK + a * 6
                for t in first:
                    out.append(base + t)
                for t in second:
                    tag_out.append(TAG_ATTACK + a * N_ZONES + t)
        else:
            for a in ready:
                out.append(ATTACK + a * 6 + DIRECT_TARGET)
    if not (options.strict_phase_order and state.attacked):
        out += changeable
        cols = _columns[0]
        kinds = (cols if cols is not None and cols.db is db else columns(db)).kind
        equips: list[int] = []
        j = 0
        for rec in me.spells:
            card = rec.card
            if card:
                kind = kinds[card]
                if kind in _ACTIVATABLE:
                    out.append(ACTIVATE + j)
                elif kind == _EQUIP_KIND:
                    for k in own:
                        equips.append(EQUIP + j * N_ZONES + k)
            j += 1  # noqa: SIM113
        out += equips
    out.append(END_TURN)
    if tag_out:
        out += tag_out
    return out


def _field_actions_1v1(db: CardDB, state: DuelState) -> list[int]:
    """``_field_actions`` for a 1v1 duel (no second opponent, no tag turn limit), the AI's commonest call:
    the same list, built with fewer temporary lists (a monster's zone is listed for equips only when a
    set equip asks for it)."""
    side = state.active
    me = state.sides[side]
    options = state.options
    ready = []  # zones that may still attack (attack position, not used)
    changeable = []  # zones that may still change position
    k = CHANGE_POS
    for rec in me.monsters:
        if rec.card and not rec.used:
            changeable.append(k)
            if not rec.defence:
                ready.append(k)
        k += 1
    out: list[int] = []
    if ready and me.swords == 0 and not (options.no_first_turn_attack and state.turn == 1):
        first = []
        t = 0
        for rec in state.sides[1 - side].monsters:
            if rec.card:
                first.append(t)
            t += 1  # noqa: SIM113
        if first:
            for a in ready:
                base = ATTACK + (a - CHANGE_POS) * 6
                for t in first:
                    out.append(base + t)
        else:
            for a in ready:
                out.append(ATTACK + (a - CHANGE_POS) * 6 + DIRECT_TARGET)
    if not (options.strict_phase_order and state.attacked):
        out += changeable
        cols = _columns[0]
        kinds = (cols if cols is not None and cols.db is db else columns(db)).kind
        equips: list[int] | None = None
        j = 0
        for rec in me.spells:
            card = rec.card
            if card:
                kind = kinds[card]
                if kind in _ACTIVATABLE:
                    out.append(ACTIVATE + j)
                elif kind == _EQUIP_KIND:
                    if equips is None:
                        equips = []
                    base = EQUIP + j * N_ZONES
                    for z, r in enumerate(me.monsters):
                        if r.card:
                            equips.append(base + z)
            j += 1  # noqa: SIM113
        if equips:
            out += equips
    out.append(END_TURN)
    return out


_ACTIVATABLE = frozenset((int(Kind.MAGIC), int(Kind.FIELD), int(Kind.RITUAL)))
_EQUIP_KIND, _MONSTER, _TRAP = int(Kind.EQUIP), int(Kind.MONSTER), int(Kind.TRAP)
