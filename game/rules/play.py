"""The compulsory hand play (R4.5-R4.10, §5): choose cards, resolve the chain, place the survivor.

    PICK_HAND  -> a single card, or numbered cards then confirm (R5.1-R5.3)
    PICK_DEST  -> empty monster zone | own monster (chain [F, c1..cn], D-10) | magic/trap zone | use now
               (the chain resolves here, through the pair rule of ``game.rules.fusion``)
    PICK_FACE  -> face-up / face-down (only for a card placed alone in an empty zone: every combination,
                  and whatever takes an own monster's zone, is face-up, R5.13, R5.15)
    PICK_POSITION -> attack / defence;  PICK_STAR -> guardian star 1 / 2  -> field phase
Also: activating set cards in the field phase (R4.11) and the equip from a set card (R9.4).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.db import CardDB
from game.db.vocab import Kind, Trap
from game.rules import events as ev
from game.rules.columns import columns
from game.rules.columns import latest as _columns
from game.rules.fusion import PairResult, pair_step, resolve_chain
from game.rules.magic import use_card
from game.rules.record import positional_maker
from game.rules.state import (
    EMPTY,
    Counter,
    Decision,
    DuelState,
    FieldCard,
    Phase,
    Row,
    Stat,
    make_field_card,
    rec_with,
)
from game.rules.traps import first_reactive
from game.rules.work import Work

USE = -1  # destination "use it now" for a face-up magic or ritual

# enum members bound once: reading one off its IntEnum class costs ten times a global (CPython 3.11)
_MONSTER, _FIELD, _FREE, _FACE_DOWN_PLAYS = Row.MONSTER, Phase.FIELD, Decision.NONE, Counter.FACE_DOWN_PLAYS
_PICK_FACE, _PICK_POSITION, _PICK_STAR = Decision.PICK_FACE, Decision.PICK_POSITION, Decision.PICK_STAR
_FUSION, _EQUIP, _FAIL = ev.StepKind.FUSION, ev.StepKind.EQUIP, ev.StepKind.FAIL
_BY_FUSION, _REPLACED, _USED = ev.Cause.FUSION, ev.Cause.REPLACED, ev.Cause.USED
_PICK_DEST = Decision.PICK_DEST
_SPELL, _EQUIP_KIND, _ASKED_FACE = Row.SPELL, int(Kind.EQUIP), (int(Kind.EQUIP), int(Kind.RITUAL))
_COMBO_PLAYS, _FIELD_FUSIONS, _INITIATE_FUSION = Stat.COMBO_PLAYS, Stat.FIELD_FUSIONS, Counter.INITIATE_FUSION
_EQUIP_MAGIC, _POWER_UP = Counter.EQUIP_MAGIC, Trap.POWER_UP
_card_placed = positional_maker(ev.CardPlaced)  # ev.CardPlaced(...) with its 7 fields in order, the same value


@dataclass(slots=True)
class _Link:
    """The chain's current survivor with its modifiers; ``on_field`` marks the untouched field monster F."""

    card: int
    equip_bonus: int = 0
    level_penalty: int = 0
    on_field: bool = False


def chain_cards(state: DuelState) -> list[int]:
    """Returns the card ids being played: the floating card, or the numbered (or single) hand cards."""
    if state.floating:
        return [state.floating]
    hand = state.sides[state.active].hand
    return [hand[i] for i in state.chain]


def simulate_chain(db: CardDB, cards: list[int], *, glitch: bool = True) -> int:
    """Returns the survivor of a chain without touching any state (used to offer legal destinations).

    The pair rule is a pure function of the cards, so the answer is remembered per database
    (``Columns.survivors``): the legal list of every combination's destination asks it, at ~30 k
    instructions a resolution (issue 34). The memo is emptied when it reaches ``_SURVIVORS_KEPT`` chains.
    """
    cols = _columns[0]
    if cols is None or cols.db is not db:
        cols = columns(db)
    memo = cols.survivors
    key = (glitch, *cards)
    survivor = memo.get(key)
    if survivor is None:
        if len(memo) >= _SURVIVORS_KEPT:
            memo.clear()
        survivor = memo[key] = resolve_chain(db, cards, glitch=glitch).survivor
    return survivor


def remembered_pair(db: CardDB, pairs: dict, left: int, right: int, glitch: bool) -> PairResult:
    """Returns ``fusion.pair_step(db, left, right, glitch=glitch)``, remembered in ``pairs`` (``Columns.pairs`` of
    ``db``): a pure function of the pair, read from the numpy tables at ~13 k instructions (issue 34)."""
    res = pairs.get((left, right, glitch))
    if res is None:
        if len(pairs) >= _SURVIVORS_KEPT:
            pairs.clear()
        res = pairs[left, right, glitch] = pair_step(db, left, right, glitch=glitch)
    return res


_SURVIVORS_KEPT = 1 << 16  # chains, or pairs, a memo holds before it is emptied


# ---------------------------------------------------------------- hand selection

def play_single(w: Work, index: int) -> None:
    """Starts a single-card play of hand card ``index``."""
    w.chain, w.pending = (index,), _PICK_DEST


def toggle_number(w: Work, index: int) -> None:
    """Raises a hand card as the next chain number, or lowers it and renumbers the rest (R5.1)."""
    w.chain = tuple(i for i in w.chain if i != index) if index in w.chain else (*w.chain, index)


def confirm_chain(w: Work) -> None:
    """Confirms a numbered combination of two or more cards (R5.2)."""
    w.pending = _PICK_DEST


# ---------------------------------------------------------------- destination

def choose_destination(w: Work, row: int, zone: int) -> None:
    """Resolves the chain against the chosen destination and asks what is still open."""
    side = w.active
    if w.floating:
        cards, single, w.floating = [w.floating], False, 0
    else:
        chain = w.chain
        single = len(chain) == 1
        hand = w.hand(side)
        if single:  # the common play, without the comprehension and the sort
            cards = [hand.pop(chain[0])]
        else:
            cards = [hand[i] for i in chain]
            for i in sorted(chain, reverse=True):
                del hand[i]
            w.stat(side, _COMBO_PLAYS)
    w.chain = ()
    w.play_single = single
    if row == _MONSTER and w.rec(side, _MONSTER, zone).card:
        if not single and not w.is_monster(simulate_chain(w.db, cards, glitch=w.base.options.glitch_fusions)):
            # R5.13: a combination's equip survivor is used on the chosen monster like an equip from the hand
            link, _fused = _resolve(w, _Link(cards[0]), cards[1:], from_hand=True)
            cards = [link.card]
        _onto_field_monster(w, zone, cards)
        return
    link = _resolve(w, _Link(cards[0]), cards[1:], from_hand=True)[0] if len(cards) > 1 else _Link(cards[0])
    card = link.card
    if zone == USE:
        w.phase, w.pending = _FIELD, _FREE
        if int(w.db.kind[card]) == _EQUIP_KIND:  # a combination's equip with no own monster (R5.13)
            w.graveyard(side).append(card)
            w.emit(ev.CardDiscarded(side, card))
            return
        use_card(w, side, card, from_hand=True)
        return
    if row == _MONSTER:  # w.new_monster(card, equip_bonus=..., level_penalty=...), positionally
        rec = make_field_card(card, False, False, 1, link.equip_bonus, link.level_penalty,
                              w.cols.terrain[w.terrain_of(side)][card], False)
        w.set_rec(side, _MONSTER, zone, rec)
        _ask_face(w, _MONSTER, zone, may_face_down=single)  # R5.13: every combination is face-up
        return
    if w.rec(side, _SPELL, zone).card:
        w.remove(side, _SPELL, zone, _REPLACED)  # R4.10, D-35
    w.set_rec(side, _SPELL, zone, rec_with(EMPTY, card=card, face_down=True))
    w.focus = (_SPELL, zone)
    if int(w.db.kind[card]) in _ASKED_FACE:
        _ask_face(w, _SPELL, zone, may_face_down=True)
    else:
        finish_placement(w)


def choose_face(w: Work, face_down: bool) -> None:
    """Applies the face choice; monsters then get their position asked."""
    row, zone = w.focus
    recs = w.row_to_change(w.active, row)
    r = recs[zone]  # rec_with(r, face_down=...) positionally: the three choices follow every play
    recs[zone] = r = make_field_card(r.card, face_down, r.defence, r.star, r.equip_bonus, r.level_penalty,
                                     r.terrain_mod, r.used)
    if row == _MONSTER:
        w.pending = _PICK_POSITION
    else:
        _placed(w, row, zone, r)


def choose_position(w: Work, defence: bool) -> None:
    """Applies attack or defence position to the monster being placed."""
    row, zone = w.focus
    recs = w.row_to_change(w.active, row)
    r = recs[zone]
    recs[zone] = make_field_card(r.card, r.face_down, defence, r.star, r.equip_bonus, r.level_penalty,
                                 r.terrain_mod, r.used)
    w.pending = _PICK_STAR


def choose_star(w: Work, star: int) -> None:
    """Applies the guardian-star choice (1 or 2) and ends the placement."""
    row, zone = w.focus
    recs = w.row_to_change(w.active, row)
    r = recs[zone]
    recs[zone] = r = make_field_card(r.card, r.face_down, r.defence, star, r.equip_bonus, r.level_penalty,
                                     r.terrain_mod, r.used)
    _placed(w, row, zone, r)


def finish_placement(w: Work) -> None:
    """Announces the settled record, counts a single face-down play (§13.2 row 3), opens the field phase."""
    row, zone = w.focus
    _placed(w, row, zone, w.rec(w.active, row, zone))


# ---------------------------------------------------------------- field-phase activations

def activate_set_card(w: Work, zone: int) -> None:
    """Activates a set magic, field or ritual card from the acting side's magic/trap row (R4.11)."""
    side = w.active
    card = w.rec(side, Row.SPELL, zone).card
    w.remove(side, Row.SPELL, zone, _USED)
    use_card(w, side, card, from_hand=False)


def equip_from_zone(w: Work, zone: int, target: int) -> None:
    """Activates a set equip onto an own monster (R9.4); an equip that does not fit is wasted.

    This route is an equip, not a combination: only the equip table is read (R9.2), never the
    fusion table, so a pair such as Zoa + Metalmorph (both an equip and a recipe) equips here but fuses when
    the equip is dropped from the hand (R5.15).
    """
    side = w.active
    equip = w.rec(side, Row.SPELL, zone).card
    monster = w.rec(side, Row.MONSTER, target).card
    w.remove(side, Row.SPELL, zone, _USED)
    if w.db.equip_ok[equip, monster]:
        _equip(w, side, target, equip, monster, int(w.db.equip_bonus[equip]))
    else:
        w.emit(ev.FusionStep(side, monster, equip, _FAIL, monster, equip, 0))


# ---------------------------------------------------------------- helpers

def _placed(w: Work, row: int, zone: int, r: FieldCard) -> None:
    """``finish_placement`` for the record ``r`` now in (row, zone)."""
    side = w.active
    w.events.append(_card_placed(side, row, zone, r.card, r.face_down, r.defence, r.star))
    if w.play_single and r.face_down:
        w.count(side, _FACE_DOWN_PLAYS)
    w.play_single = False
    w.phase, w.pending = _FIELD, _FREE


def _ask_face(w: Work, row: int, zone: int, *, may_face_down: bool) -> None:
    w.focus, w.may_face_down = (row, zone), may_face_down
    w.pending = _PICK_FACE if may_face_down else _PICK_POSITION


def _onto_field_monster(w: Work, zone: int, cards: list[int]) -> None:
    """Runs the chain [F, c1..cn] on an own monster F (R5.15, D-10) and settles the zone."""
    side = w.active
    f = w.rec(side, Row.MONSTER, zone)
    link, fused = _resolve(w, _Link(f.card, f.equip_bonus, f.level_penalty, on_field=True), cards,
                           from_hand=False, zone=zone)
    if link.on_field:
        w.set_rec(side, Row.MONSTER, zone, rec_with(f, equip_bonus=link.equip_bonus,
                                                   level_penalty=link.level_penalty))
        w.phase, w.pending = Phase.FIELD, Decision.NONE
        w.play_single = False
        return
    if w.rec(side, Row.MONSTER, zone).card:  # F was consumed or replaced and is still shown
        w.remove(side, Row.MONSTER, zone, _BY_FUSION if fused else _REPLACED)
    if not w.is_monster(link.card):  # only a fusion makes one: a combination's survivor (R5.13)
        w.play_single = False
        _combination_non_monster(w, link.card)
        return
    rec = rec_with(w.new_monster(link.card), equip_bonus=link.equip_bonus, level_penalty=link.level_penalty)
    w.set_rec(side, Row.MONSTER, zone, rec)
    # R5.15 (third edition): whatever took F's zone - a fusion, or a monster that replaced F - is a
    # combination's survivor, placed face-up; only position and star are asked.
    _ask_face(w, Row.MONSTER, zone, may_face_down=False)


def _combination_non_monster(w: Work, card: int) -> None:
    """Plays a non-monster survivor of a field combination (R5.13): magic is activated at once.

    The flat fusion table can yield a non-monster (R5.8). Magic, field and ritual cards go straight
    to their use sequence; an equip floats to a prompt for the own monster it is used on (discarded
    when there is none); a trap floats to a magic/trap zone, where it is set face-down.
    """
    side = w.active
    kind = int(w.db.kind[card])
    if kind in (Kind.MAGIC, Kind.FIELD, Kind.RITUAL):
        w.phase, w.pending = Phase.FIELD, Decision.NONE
        use_card(w, side, card, from_hand=True)
    elif kind == Kind.EQUIP and not w.occupied(side, Row.MONSTER):
        w.phase, w.pending = Phase.FIELD, Decision.NONE
        w.graveyard(side).append(card)
        w.emit(ev.CardDiscarded(side, card))
    else:
        w.floating, w.pending = card, Decision.PICK_DEST


def _resolve(w: Work, link: _Link, rest: list[int], *, from_hand: bool, zone: int = -1) -> tuple[_Link, bool]:
    """Applies the pair rule left to right (R5.10); returns the survivor and whether any fusion happened.

    Fusions started from the hand count INITIATE FUSION per step; chains headed by a field monster
    count as field fusions instead (D-08). Every successful equip counts EQUIP MAGIC (R9.5) and may
    be turned around by Reverse Trap (R8.11, D-19).
    """
    side = w.active
    grave = w.graveyard(side)
    glitch = w.base.options.glitch_fusions
    pairs = w.cols.pairs
    fused = False
    for nxt in rest:
        left = link.card
        res = remembered_pair(w.db, pairs, left, nxt, glitch)
        w.emit(ev.FusionStep(side, left, nxt, res.kind, res.survivor, res.discarded, res.bonus))
        left_survives = res.kind is not _FUSION and res.survivor == left and left != nxt
        if res.kind is _FUSION:
            fused = True
            if from_hand:
                w.count(side, _INITIATE_FUSION)
            else:
                w.stat(side, _FIELD_FUSIONS)
            if link.on_field:
                w.remove(side, _MONSTER, zone, _BY_FUSION)
            else:
                grave.append(left)
            grave.append(nxt)
            w.side(side).created += 1
            link = _Link(res.survivor)
            continue
        if left_survives:
            grave.append(nxt)
        else:
            if link.on_field:
                w.remove(side, _MONSTER, zone, _REPLACED)
            else:
                grave.append(left)
            link = _Link(res.survivor)
        if res.kind is _EQUIP:
            equip = nxt if left_survives else left
            if link.on_field:
                _equip(w, side, zone, equip, link.card, res.bonus, link=link)
            else:
                link.equip_bonus, link.level_penalty = _equip_amounts(w, side, link, res.bonus)
    return link, fused


def _equip_amounts(w: Work, side: int, link: _Link, bonus: int) -> tuple[int, int]:
    w.count(side, _EQUIP_MAGIC)
    if first_reactive(w, side, _POWER_UP) >= 0:  # either opposing member's Reverse Trap (R17.14)
        return link.equip_bonus, link.level_penalty - bonus
    return link.equip_bonus + bonus, link.level_penalty


def _equip(w: Work, side: int, zone: int, equip: int, monster: int, bonus: int, link: _Link | None = None) -> None:
    """Applies a valid equip to the field monster in ``zone`` (counted, Reverse Trap checked)."""
    rec = w.rec(side, Row.MONSTER, zone)
    cur = link or _Link(monster, rec.equip_bonus, rec.level_penalty, on_field=True)
    eb, lp = _equip_amounts(w, side, cur, bonus)
    signed = bonus if eb != cur.equip_bonus else -bonus
    cur.equip_bonus, cur.level_penalty = eb, lp
    w.set_rec(side, Row.MONSTER, zone, rec_with(rec, equip_bonus=eb, level_penalty=lp))
    w.emit(ev.EquipApplied(side, zone, equip, monster, signed))
