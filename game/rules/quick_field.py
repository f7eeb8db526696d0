"""A 1v1 attack and a 1v1 end of turn applied to the frozen state directly, without a working copy (issue 34).

An attack and an end of turn are two fifths of the engine's cost in a simulated duel, and most of it is
the ``Work`` machinery: thawing both sides, copy-on-write rows, events through helpers, freezing. Here
each builds the changed rows, the two sides and the state once. Each function returns exactly what the
general path (``game.rules.battle.attack``, ``game.rules.turn.end_turn`` on a ``Work``) gives, the same
values and the same events in the same order, or None for what it leaves to that path: a tag duel, an
attack that springs a trap or a Fake Trap, a draw that runs out of deck or completes Exodia.
``tests/rules/test_quick_choices.py`` compares both along random 1v1 and tag duels.
"""

from __future__ import annotations

from game.db import CardDB
from game.db.vocab import Trap
from game.rules import events as ev
from game.rules.actions import ATTACK, DIRECT_TARGET
from game.rules.columns import columns
from game.rules.columns import latest as _columns
from game.rules.combat import STAT_MAX
from game.rules.record import positional_maker
from game.rules.state import (
    EMPTY,
    EXODIA,
    HAND_SIZE,
    Counter,
    Decision,
    DuelState,
    EndReason,
    Phase,
    Row,
    Stat,
    make_field_card,
    make_side,
    make_state,
)

_MONSTER = Row.MONSTER
_ATTACK_TRAP, _DECOY = int(Trap.ATTACK), int(Trap.DECOY)
_OVER, _NONE, _HAND, _PICK_HAND = Phase.OVER, Decision.NONE, Phase.HAND, Decision.PICK_HAND
_LP = EndReason.LP
_TURNS, _CARDS_USED, _REMAINING_LP = Counter.TURNS, Counter.CARDS_USED, Counter.REMAINING_LP
_EFFECTIVE_ATTACKS, _DEFENSIVE_WINS = Counter.EFFECTIVE_ATTACKS, Counter.DEFENSIVE_WINS
_ATK_SUM, _ATK_COUNT, _DFD_SUM, _DFD_COUNT = (Stat.ATK_FACTOR_SUM, Stat.ATK_FACTOR_COUNT, Stat.DFD_FACTOR_SUM,
                                             Stat.DFD_FACTOR_COUNT)
_DEFENSIVE_LOSSES, _CARD_DESTRUCTION = Stat.DEFENSIVE_LOSSES, Stat.CARD_DESTRUCTION
_WIN, _LOSE, _TIE, _DIRECT = ev.Outcome.WIN, ev.Outcome.LOSE, ev.Outcome.TIE, ev.Outcome.DIRECT
_BY_BATTLE = ev.Cause.BATTLE
_FIRST_PIECE = EXODIA[0]
_battle, _attack_declared, _card_flipped, _card_destroyed, _lp_changed, _duel_ended = (
    positional_maker(e) for e in (ev.Battle, ev.AttackDeclared, ev.CardFlipped, ev.CardDestroyed,
                                  ev.LifePointsChanged, ev.DuelEnded))
_card_drawn = positional_maker(ev.CardDrawn)


def attack(db: CardDB, s: DuelState, a: int) -> tuple[DuelState, tuple] | None:
    """``battle.attack`` for ATTACK a*6+t in 1v1 when no trap answers: zone a on the opponent's zone t (5: direct).

    None for a tag duel or when the defender's magic/trap row holds a Fake Trap or an attack trap the
    attacker's ATK does not exceed.
    """
    sides = s.sides
    if len(sides) != 2:
        return None
    attacker, target = divmod(a - ATTACK, 6)
    if target == DIRECT_TARGET:
        target = -1
    cols = _columns[0]
    if cols is None or cols.db is not db:
        cols = columns(db)
    side = s.active
    foe = 1 - side
    me, them = sides[side], sides[foe]
    rec = me.monsters[attacker]
    card = rec.card
    mod = rec.equip_bonus + rec.level_penalty + rec.terrain_mod
    base = cols.atk[card], cols.def_[card]
    value = _clamp(base[0] + mod)
    kinds, thresholds = cols.trap, cols.trap_threshold
    for r in them.spells:  # traps.covering_trap: anything it would fire is the general path's
        c = r.card
        if c:
            kind = kinds[c]
            if kind == _DECOY or kind == _ATTACK_TRAP and value <= thresholds[c]:
                return None
    own_stats = value, _clamp(base[1] + mod)
    events = [_attack_declared(side, attacker, target, value)]
    face_down = rec.face_down
    mine = list(me.monsters)
    mine[attacker] = make_field_card(card, False, rec.defence, rec.star, rec.equip_bonus, rec.level_penalty,
                                     rec.terrain_mod, True)
    if face_down:
        events.append(_card_flipped(side, _MONSTER, attacker, card))
    my_stats = list(me.stats)
    my_stats[_ATK_SUM] += value
    my_stats[_ATK_COUNT] += 1
    attacker_star = cols.star2[card] if rec.star == 2 else cols.star1[card]
    my_lp, their_lp = me.lp, them.lp
    my_counters = me.counters
    my_grave = me.graveyard
    if target < 0:
        events.append(_battle(side, attacker, -1, value, 0, 0, value, _DIRECT, card, 0, base, own_stats, (0, 0),
                              (0, 0), attacker_star, 0, False, value, foe, False, False))
        new = _lp(their_lp - value, them.max_lp)
        if new != their_lp:
            events.append(_lp_changed(foe, new - their_lp, new))
            counters = list(them.counters)
            counters[_REMAINING_LP] = new
            them = make_side(new, them.max_lp, them.deck, them.cursor, them.hand, them.monsters, them.spells,
                             them.graveyard, them.created, them.swords, tuple(counters), them.stats)
            their_lp = new
    else:
        defender = them.monsters[target]
        victim = defender.card
        theirs = list(them.monsters)
        if defender.face_down:
            theirs[target] = defender = make_field_card(victim, False, defender.defence, defender.star,
                                                        defender.equip_bonus, defender.level_penalty,
                                                        defender.terrain_mod, defender.used)
            events.append(_card_flipped(foe, _MONSTER, target, victim))
        in_defence = defender.defence
        victim_base = cols.atk[victim], cols.def_[victim]
        mod = defender.equip_bonus + defender.level_penalty + defender.terrain_mod
        foe_stats = _clamp(victim_base[0] + mod), _clamp(victim_base[1] + mod)
        d_value = foe_stats[1] if in_defence else foe_stats[0]
        their_stats = list(them.stats)
        their_stats[_DFD_SUM] += d_value
        their_stats[_DFD_COUNT] += 1
        defender_star = cols.star2[victim] if defender.star == 2 else cols.star1[victim]
        g = cols.star_gain[attacker_star][defender_star]
        l_value = value + g  # combat.battle_outcome
        if l_value > STAT_MAX:  # noqa: PLR1730 - min() costs ten times the test
            l_value = STAT_MAX
        margin = l_value - d_value
        to_attacker = -margin if margin < 0 else 0
        if in_defence:
            attacker_destroyed, defender_destroyed, to_defender = False, margin > 0, 0
        else:
            attacker_destroyed, defender_destroyed = margin <= 0, margin >= 0
            to_defender = margin if margin > 0 else 0  # noqa: FURB136 - a builtin call costs more here
        outcome = _WIN if margin > 0 else _LOSE if margin < 0 else _TIE
        damage, damage_to = ((to_defender, foe) if to_defender else (to_attacker, side) if to_attacker else (0, -1))
        events.append(_battle(side, attacker, target, l_value, g, d_value, margin, outcome, card, victim, base,
                              own_stats, victim_base, foe_stats, attacker_star, defender_star, in_defence, damage,
                              damage_to, attacker_destroyed, defender_destroyed))
        their_grave = them.graveyard
        if defender_destroyed:
            theirs[target] = EMPTY
            their_grave = (*their_grave, victim)
            events.append(_card_destroyed(foe, _MONSTER, target, victim, _BY_BATTLE))
            my_stats[_CARD_DESTRUCTION] += 1
            their_stats[_DEFENSIVE_LOSSES] += 1
        if attacker_destroyed:
            mine[attacker] = EMPTY
            my_grave = (*my_grave, card)
            events.append(_card_destroyed(side, _MONSTER, attacker, card, _BY_BATTLE))
            their_stats[_CARD_DESTRUCTION] += 1
        their_counters = them.counters
        if to_defender:
            new = _lp(their_lp - to_defender, them.max_lp)
            if new != their_lp:
                events.append(_lp_changed(foe, new - their_lp, new))
                their_counters = list(their_counters)
                their_counters[_REMAINING_LP] = their_lp = new
        if to_attacker:
            new = _lp(my_lp - to_attacker, me.max_lp)
            if new != my_lp:
                events.append(_lp_changed(side, new - my_lp, new))
                my_counters = list(my_counters)
                my_counters[_REMAINING_LP] = my_lp = new
        if not in_defence and margin > 0:
            my_counters = list(my_counters)
            my_counters[_EFFECTIVE_ATTACKS] += 1
        if in_defence and margin < 0:
            their_counters = list(their_counters)
            their_counters[_DEFENSIVE_WINS] += 1
        them = make_side(their_lp, them.max_lp, them.deck, them.cursor, them.hand, tuple(theirs), them.spells,
                         their_grave, them.created, them.swords, tuple(their_counters), tuple(their_stats))
    me = make_side(my_lp, me.max_lp, me.deck, me.cursor, me.hand, tuple(mine), me.spells, my_grave, me.created,
                   me.swords, tuple(my_counters), tuple(my_stats))
    new_sides = (me, them) if side == 0 else (them, me)
    phase, pending, chain, winner, reason = s.phase, s.pending, s.chain, s.winner, s.end_reason
    if my_lp == 0 or their_lp == 0:  # Work.check_lp: the acting side loses a double knock-out
        phase, pending, chain, reason = _OVER, _NONE, (), _LP
        winner = foe if my_lp == 0 else side
        events.append(_duel_ended(winner, reason))
    return make_state(new_sides, side, s.turn, phase, pending, s.terrain, s.rng_kind, s.rng_state, s.options,
                      s.opponent, chain, s.floating, s.focus, s.may_face_down, s.play_single, True, winner,
                      reason, s.order, s.terrains), tuple(events)


def _clamp(stat: int) -> int:
    """Returns ``min(max(stat, 0), STAT_MAX)`` (R2.7): the same value, without two builtin calls (a tenth of
    their cost in CPython 3.11, where ``min``/``max`` of two numbers take the general iterable path)."""
    return 0 if stat < 0 else STAT_MAX if stat > STAT_MAX else stat  # noqa: FURB136


def _lp(lp: int, max_lp: int) -> int:
    """Returns ``min(max(lp, 0), max_lp)``: an LP value floored at 0 and capped (R3.3, R7.4), as ``Work.change_lp``."""
    return 0 if lp < 0 else max_lp if lp > max_lp else lp  # noqa: FURB136


def end_turn(db: CardDB, s: DuelState, a: int) -> tuple[DuelState, tuple] | None:
    """``turn.end_turn`` (END_TURN) in 1v1: the turn passes, used flags clear, Swords tick, the next side draws to five.

    None for a tag duel, a draw that would run out of deck (R4.3) or a hand that completes Exodia (R12.3).
    """
    sides = s.sides
    if len(sides) != 2 or s.order:
        return None
    ended = s.active
    side = 1 - ended
    me = sides[side]
    hand = me.hand
    cursor, deck = me.cursor, me.deck
    need = HAND_SIZE - len(hand)
    if need > 0:
        if cursor + need > len(deck):
            return None
        drawn = deck[cursor:cursor + need]
        hand = hand + drawn
        cursor += need
    else:
        drawn = ()
    if _FIRST_PIECE in hand and all(piece in hand for piece in EXODIA):
        return None
    turn = s.turn + 1
    cols = _columns[0]
    if cols is None or cols.db is not db:
        cols = columns(db)
    memo = cols.events
    started = memo.started[side].get(turn)  # EventMemo.turn_started, inline
    if started is None:
        started = memo.turn_started(side, turn)
    events = [memo.ended[ended], started]
    counters = list(me.counters)
    counters[_TURNS] += 1
    swords = me.swords
    if swords > 0:
        swords -= 1
        events.append(ev.SwordsTicked(side, swords))
    if drawn:
        counters[_CARDS_USED] += need
        table = memo.drawn[side]
        for card in drawn:  # EventMemo.card_drawn, inline
            event = table.get(card)
            if event is None:
                event = table[card] = _card_drawn(side, card)
            events.append(event)
    new = make_side(me.lp, me.max_lp, deck, cursor, hand, _unused(me.monsters), _unused(me.spells), me.graveyard,
                    me.created, swords, tuple(counters), me.stats)
    other = sides[ended]
    monsters, spells = _unused(other.monsters), _unused(other.spells)
    if monsters is not other.monsters or spells is not other.spells:
        other = make_side(other.lp, other.max_lp, other.deck, other.cursor, other.hand, monsters, spells,
                          other.graveyard, other.created, other.swords, other.counters, other.stats)
    return make_state((new, other) if side == 0 else (other, new), side, turn, _HAND, _PICK_HAND, s.terrain,
                      s.rng_kind, s.rng_state, s.options, s.opponent, (), s.floating, s.focus, s.may_face_down,
                      s.play_single, False, s.winner, s.end_reason, s.order, s.terrains), tuple(events)


def _unused(row: tuple) -> tuple:
    """Returns ``row`` with every used flag cleared (R4.2): the same tuple when none is set."""
    for r in row:
        if r.used:
            return tuple([make_field_card(r.card, r.face_down, r.defence, r.star, r.equip_bonus, r.level_penalty,
                                          r.terrain_mod, False) if r.used else r for r in row])
    return row
