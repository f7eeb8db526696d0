"""One attack, in the order of §6.2 (and the four internal steps of §18):

    start:  mark the attacker used (R6.3)
    battle: attack-trap check on the defender's row (R8.3-R8.8); a trap destroys the attacker, the Fake
            Trap fallback only stops the attack (R8.8, third edition); either way no battle follows
    damage: flip face-down cards, values (R2.7), guardian-star adjustment (R6.5), outcome (R6.9-R6.11)
    end:    counters (R6.14-R6.16, D-11) and the LP win check (R4.18)
The battle arithmetic comes from ``game.rules.combat``; this module only applies its result.
In a tag duel ``victim`` names the attacked duelist (R17.10); a direct attack is checked against
both defenders' traps and damages the opposing team's LP (R17.11, R17.14).
"""

from __future__ import annotations

from game.rules import events as ev
from game.rules.combat import battle_outcome
from game.rules.record import positional_maker
from game.rules.state import Counter, Row, Stat, make_field_card
from game.rules.traps import covering_trap
from game.rules.work import Work

DIRECT = -1

# enum members bound once: reading one off its IntEnum class costs ten times a global (CPython 3.11)
_MONSTER, _EFFECTIVE_ATTACKS, _DEFENSIVE_WINS = Row.MONSTER, Counter.EFFECTIVE_ATTACKS, Counter.DEFENSIVE_WINS
_ATK_SUM, _ATK_COUNT, _DFD_SUM, _DFD_COUNT = (Stat.ATK_FACTOR_SUM, Stat.ATK_FACTOR_COUNT, Stat.DFD_FACTOR_SUM,
                                             Stat.DFD_FACTOR_COUNT)
_DEFENSIVE_LOSSES = Stat.DEFENSIVE_LOSSES
_WIN, _LOSE, _TIE, _DIRECT = ev.Outcome.WIN, ev.Outcome.LOSE, ev.Outcome.TIE, ev.Outcome.DIRECT
_BY_BATTLE, _BY_TRAP = ev.Cause.BATTLE, ev.Cause.TRAP
# ev.Battle(...) with its 21 fields in order: a third of the keyword call's cost (issue 34), the same value
_battle = positional_maker(ev.Battle)
_attack_declared, _card_flipped = positional_maker(ev.AttackDeclared), positional_maker(ev.CardFlipped)


def attack(w: Work, attacker: int, target: int, victim: int | None = None) -> None:
    """Resolves an attack of the acting side's ``attacker`` zone on ``victim``'s ``target`` zone (or DIRECT).

    ``victim`` defaults to the first opponent (the only one in 1v1).
    """
    cols = w.cols
    side = w.active
    one_v_one = len(w.sides) == 2
    foe = (1 - side if one_v_one else w.opponents(side)[0]) if victim is None else victim
    events = w.events
    mine = w.row_to_change(side, _MONSTER)
    rec = mine[attacker]
    card = rec.card
    mine[attacker] = used = make_field_card(card, rec.face_down, rec.defence, rec.star, rec.equip_bonus,
                                            rec.level_penalty, rec.terrain_mod, True)
    w.attacked = True
    if not one_v_one:
        events.append(ev.TargetDuelist(side, foe))
    own_stats = cols.stats(rec)  # the face and the used flag change no value
    value = own_stats[0]
    events.append(_attack_declared(side, attacker, target, value))
    covering = (1 - side,) if one_v_one else w.opponents_next(side) if target == DIRECT else (foe,)
    sprung, owner = covering_trap(w, covering, value)
    if sprung == "trap":
        w.destroy_by(side, _MONSTER, attacker, _BY_TRAP, owner)
        return
    if sprung == "decoy":  # R8.8 / D-16 (third edition): the Fake Trap stops the attack; the attacker stays
        return
    if rec.face_down:  # w.flip_up(side, _MONSTER, attacker), on the record just written
        mine[attacker] = rec = make_field_card(card, False, rec.defence, rec.star, rec.equip_bonus,
                                               rec.level_penalty, rec.terrain_mod, True)
        events.append(_card_flipped(side, _MONSTER, attacker, card))
    else:
        rec = used
    stats = w.stats(side)
    stats[_ATK_SUM] += value
    stats[_ATK_COUNT] += 1
    base = cols.atk[card], cols.def_[card]
    attacker_star = cols.star2[card] if rec.star == 2 else cols.star1[card]  # cols.star_code(rec)
    if target == DIRECT:
        # side, attacker, target, L, star adjustment, D, margin, outcome; attacker card, defender card; the
        # attacker's base and effective stats, the defender's (none); stars; defence; damage, to; destroyed
        events.append(_battle(side, attacker, DIRECT, value, 0, 0, value, _DIRECT, card, 0,
                              base, own_stats, (0, 0), (0, 0), attacker_star, 0, False,
                              value, foe, False, False))
        w.change_lp(foe, -value)
        w.check_lp()
        return
    defender = w.rec(foe, _MONSTER, target)
    victim_card = defender.card
    if defender.face_down:  # w.flip_up(foe, _MONSTER, target)
        w.row_to_change(foe, _MONSTER)[target] = defender = make_field_card(
            victim_card, False, defender.defence, defender.star, defender.equip_bonus, defender.level_penalty,
            defender.terrain_mod, defender.used)
        events.append(_card_flipped(foe, _MONSTER, target, victim_card))
    in_defence = defender.defence
    foe_stats = cols.stats(defender)
    d_value = foe_stats[1] if in_defence else foe_stats[0]
    their_stats = w.stats(foe)
    their_stats[_DFD_SUM] += d_value
    their_stats[_DFD_COUNT] += 1
    defender_star = cols.star2[victim_card] if defender.star == 2 else cols.star1[victim_card]
    g = cols.star_gain[attacker_star][defender_star]  # R6.5, as combat.star_adjustment
    out = battle_outcome(value, g, d_value, in_defence)
    outcome = _WIN if out.margin > 0 else _LOSE if out.margin < 0 else _TIE
    damage, damage_to = ((out.damage_to_defender_owner, foe) if out.damage_to_defender_owner else
                         (out.damage_to_attacker_owner, side) if out.damage_to_attacker_owner else (0, -1))
    events.append(_battle(side, attacker, target, out.attacker_value, g, d_value, out.margin, outcome, card,
                          victim_card, base, own_stats, (cols.atk[victim_card], cols.def_[victim_card]),
                          foe_stats, attacker_star, defender_star, in_defence, damage, damage_to,
                          out.attacker_destroyed, out.defender_destroyed))
    if out.defender_destroyed:
        w.destroy_by(foe, _MONSTER, target, _BY_BATTLE, side)
        their_stats[_DEFENSIVE_LOSSES] += 1
    if out.attacker_destroyed:
        w.destroy_by(side, _MONSTER, attacker, _BY_BATTLE, foe)
    if out.damage_to_defender_owner:
        w.change_lp(foe, -out.damage_to_defender_owner)
    if out.damage_to_attacker_owner:
        w.change_lp(side, -out.damage_to_attacker_owner)
    if not in_defence and out.margin > 0:
        w.count(side, _EFFECTIVE_ATTACKS)
    if in_defence and out.margin < 0:  # R6.15 (second edition): defence-position wins only, ties excluded
        w.count(foe, _DEFENSIVE_WINS)
    w.check_lp()
