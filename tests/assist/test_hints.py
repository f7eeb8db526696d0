"""The fusion hint and the attack forecast (game.assist.hints): right answers, and only visible facts."""

from __future__ import annotations

import dataclasses
import random
from itertools import permutations

import pytest

from game.assist.hints import best_chain, target_forecasts
from game.db.vocab import Kind
from game.gallery.script import MAIN_PLAYER
from game.rules.combat import battle_outcome, effective_stat, star_adjustment, terrain_modifier
from game.rules.fusion import resolve_chain
from game.rules.setup import setup_duel
from game.rules.state import FieldCard
from game.rules.work import star_code

DECK = MAIN_PLAYER  # the scripted duel's deck: a known best chain in its first hand


def _state(db, hand=None, monsters=None, foe_monsters=None, foe_spells=None, terrain=0):
    st, _ = setup_duel(db, DECK, DECK, terrain=terrain, shuffle=False)
    me, foe = st.sides
    if hand is not None:
        me = dataclasses.replace(me, hand=tuple(hand))
    if monsters is not None:
        me = dataclasses.replace(me, monsters=_row(monsters))
    if foe_monsters is not None:
        foe = dataclasses.replace(foe, monsters=_row(foe_monsters))
    if foe_spells is not None:
        foe = dataclasses.replace(foe, spells=_row(foe_spells))
    return dataclasses.replace(st, sides=(me, foe))


def _row(cards) -> tuple:
    return tuple(cards) + (FieldCard(),) * (5 - len(cards))


def _brute_best(db, hand, terrain=0):
    """The reference: every ordered chain by the scalar resolver; strongest monster of a real combination."""
    best = -1
    for k in range(2, len(hand) + 1):
        for order in permutations(range(len(hand)), k):
            res = resolve_chain(db, [hand[i] for i in order])
            if (res.fusions or res.equips) and db.kind[res.survivor] == Kind.MONSTER:
                atk = effective_stat(int(db.atk[res.survivor]), res.bonus, 0,
                                     terrain_modifier(db, res.survivor, terrain))
                best = max(best, atk)
    return best


def test_the_hint_is_the_strongest_chain_of_all_325_orders(db):
    hint = best_chain(db, _state(db))
    assert hint is not None and hint.field_zone == -1
    res = resolve_chain(db, [DECK[i] for i in hint.positions])
    assert res.survivor == hint.result and hint.atk == _brute_best(db, DECK[:5])
    assert db.names[hint.result] == "Twin-headed Thunder Dragon"
    assert hint.equips == 1  # Dragon Treasure on top


def test_random_hands_agree_with_the_scalar_resolver(db):
    rng = random.Random(7)
    monsters = [c for c in range(1, 723) if db.kind[c] == Kind.MONSTER]
    others = [c for c in range(1, 723) if db.kind[c] == Kind.EQUIP]
    for _ in range(40):
        hand = [rng.choice(monsters if rng.random() < 0.8 else others) for _ in range(5)]
        hint = best_chain(db, _state(db, hand=hand))
        plain = max((int(db.atk[c]) for c in hand if db.kind[c] == Kind.MONSTER), default=-1)
        best = _brute_best(db, hand)
        if best > plain:
            assert hint is not None and hint.atk == best, hand
            assert resolve_chain(db, [hand[i] for i in hint.positions]).survivor == hint.result
        else:
            assert hint is None, hand


def test_a_chain_headed_by_an_own_monster_is_found(db):
    # Dragon Treasure (315) fits Blue-eyes (1) on the field; the hand alone makes nothing better
    hand = (315, 9, 24, 16, 8)
    hint = best_chain(db, _state(db, hand=hand, monsters=[FieldCard(card=1)]))
    assert hint is not None and hint.field_zone == 0 and hint.positions == (0,)
    assert hint.result == 1 and hint.atk == 3500


def test_no_hint_without_a_combination(db):
    assert best_chain(db, _state(db, hand=(1, 337, 338, 339, 340))) is None


def test_forecasts_agree_with_the_scalar_battle_rules(db):
    att = FieldCard(card=1, star=1)
    foes = [FieldCard(card=22, star=1), FieldCard(card=2, defence=True, star=2), FieldCard(card=1, star=2),
            FieldCard(card=9)]
    st = _state(db, monsters=[att], foe_monsters=foes, terrain=3)
    out = target_forecasts(db, st, 0)
    assert set(out) == {0, 1, 2, 3}
    for z, rec in enumerate(foes):
        g = star_adjustment(db, star_code(db, att), star_code(db, rec))
        a = effective_stat(int(db.atk[1]), 0, 0, terrain_modifier(db, 1, 3))
        base = int(db.def_[rec.card] if rec.defence else db.atk[rec.card])
        d = effective_stat(base, 0, 0, terrain_modifier(db, rec.card, 3))
        ref = battle_outcome(a, g, d, rec.defence)
        f = out[z]
        assert f.known and f.star == (g > 0) - (g < 0)
        assert f.damage == ref.damage_to_defender_owner - ref.damage_to_attacker_owner
        assert (f.outcome in ("win", "tie")) == ref.defender_destroyed
        assert (f.outcome in ("lose", "tie")) == ref.attacker_destroyed


@pytest.mark.parametrize("hidden", [9, 1, 380])
def test_a_face_down_target_and_set_traps_tell_nothing(db, hidden):
    att = FieldCard(card=22)
    st = _state(db, monsters=[att], foe_monsters=[FieldCard(card=hidden, face_down=True), FieldCard(card=9)],
                foe_spells=[FieldCard(card=685 if hidden == 1 else 686, face_down=True)])
    out = target_forecasts(db, st, 0)
    assert out[0].known is False and out[0].star is None and out[0].outcome == ""
    plain = _state(db, monsters=[att], foe_monsters=[FieldCard(card=5, face_down=True), FieldCard(card=9)])
    reference = target_forecasts(db, plain, 0)
    assert out == reference  # the hidden card's identity and the set traps change nothing
