"""Rules third edition (rules.md §0.2a): R5.15 and R8.8 / D-16, as exact positions and over random duels.

R5.15: "failure with a played monster (both monsters) -> the field monster is discarded and the played
monster takes its zone face-up (it "replaces" it; position and star asked again, face is not)", and a
fusion made on the field "takes over that zone, face-up".
R8.8: "the Fake Trap is used up and counted, and the attack ends with no battle and no damage. The
attacker is not destroyed (Fake Trap has no effect of its own) and counts as having attacked."
"""

from __future__ import annotations

import random

from game.rules import actions as A
from game.rules import events as ev
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck, new_duel
from game.rules.state import Counter, Decision, Phase, Row
from rules.duelkit import counter, make_duel, mon, monsters, of, play, setcard, spells

BEWD, ELF, KURIBOH, CELTIC, BABY, TIME_WIZ, THOUSAND = 1, 2, 58, 41, 4, 16, 69
BEAR, FAKE = 683, 690


# ---------------------------------------------------------------- R5.15

def test_r5_15_a_monster_with_no_recipe_replaces_the_own_monster_face_up_asking_only_position_and_star(db):
    s = make_duel(db, hand0=[KURIBOH], field0=[mon(db, CELTIC, equip=500, defence=True)])
    s, events = play(db, s, A.PLAY_CARD, A.DEST_MONSTER + 0)
    assert of(events, ev.FusionStep)[0].kind == "fail"
    assert s.pending == Decision.PICK_POSITION and legal_actions(db, s) == [A.ATTACK_POS, A.DEFENCE_POS]
    s, _ = play(db, s, A.DEFENCE_POS)
    assert s.pending == Decision.PICK_STAR and legal_actions(db, s) == [A.STAR_1, A.STAR_2]
    s, events = play(db, s, A.STAR_2)
    rec = s.sides[0].monsters[0]
    assert (rec.card, rec.face_down, rec.defence, rec.star, rec.equip_bonus) == (KURIBOH, False, True, 2, 0)
    assert of(events, ev.CardPlaced) == [ev.CardPlaced(0, Row.MONSTER, 0, KURIBOH, False, True, 2)]
    assert CELTIC in s.sides[0].graveyard and s.phase == Phase.FIELD
    assert counter(s, 0, Counter.FACE_DOWN_PLAYS) == 0  # nothing went face-down (§13.2 row 3)


def test_r5_15_the_same_card_in_an_empty_zone_is_still_asked_face(db):
    s = make_duel(db, hand0=[KURIBOH], field0=[CELTIC])
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_MONSTER + 1)
    assert s.pending == Decision.PICK_FACE and legal_actions(db, s) == [A.FACE_UP, A.FACE_DOWN]


def test_r5_15_a_fusion_made_on_the_field_is_face_up_asking_only_position_and_star(db):
    s = make_duel(db, hand0=[TIME_WIZ], field0=[mon(db, BABY, face_down=True)])
    s, events = play(db, s, A.PLAY_CARD, A.DEST_MONSTER + 0)
    assert of(events, ev.FusionStep)[0].kind == "fusion"
    assert s.pending == Decision.PICK_POSITION and A.FACE_DOWN not in legal_actions(db, s)
    s, _ = play(db, s, A.ATTACK_POS, A.STAR_1)
    rec = s.sides[0].monsters[0]
    assert (rec.card, rec.face_down) == (THOUSAND, False)


def test_r5_15_a_numbered_chain_that_only_fails_on_the_own_monster_is_face_up(db):
    s = make_duel(db, hand0=[KURIBOH, ELF], field0=[CELTIC])
    s, _ = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN, A.DEST_MONSTER + 0)
    assert s.pending == Decision.PICK_POSITION
    s, _ = play(db, s, A.ATTACK_POS, A.STAR_1)
    assert monsters(s, 0)[0] == ELF and not s.sides[0].monsters[0].face_down


def test_r5_15_over_random_duels_nothing_that_takes_an_own_monsters_zone_is_offered_face_down(db):
    """Random legal play: every hand play dropped on an occupied own zone that leaves a new monster there
    is placed face-up without a face prompt; a play into an empty zone alone may still be face-down."""
    replaced = single_down = 0
    for i in range(40):
        deck0 = deal_deck(db, 1 + i % 30, PsxRng(900 + i))
        state = new_duel(db, deck0, None, opponent=1 + (i * 11) % 30, rng_seed=100 + i)
        pick = random.Random(i)
        onto_own = False
        while not state.over and state.turn < 60:
            legal = legal_actions(db, state)
            own = [a for a in legal if A.DEST_MONSTER <= a < A.DEST_SPELL
                   and state.sides[state.active].monsters[a - A.DEST_MONSTER].card]
            if state.pending == Decision.PICK_DEST and own and pick.random() < 0.6:
                action = pick.choice(own)  # steer towards drops on own monsters
            else:
                action = pick.choice(legal)
            if state.pending == Decision.PICK_DEST and not state.floating:
                onto_own = action in own
            if onto_own:
                assert state.pending != Decision.PICK_FACE, "a card that took an own monster's zone was asked face"
            state, events = step(db, state, action)
            for e in events:
                if isinstance(e, ev.CardPlaced) and e.row == Row.MONSTER:
                    if onto_own:
                        assert not e.face_down
                        replaced += 1
                    single_down += e.face_down
            if state.pending == Decision.NONE:
                onto_own = False
    assert replaced > 30 and single_down > 0


# ---------------------------------------------------------------- R8.8 / D-16

def test_r8_8_the_fake_trap_fallback_stops_the_attack_no_battle_no_damage_the_attacker_stays(db):
    s = make_duel(db, field0=[BEWD], field1=[mon(db, ELF, face_down=True)],
                  spells1=[setcard(db, BEAR), None, setcard(db, FAKE)], phase="field")
    lp = [side.lp for side in s.sides]
    s, events = play(db, s, A.attack_action(0, 0))
    assert of(events, ev.TrapFired) == [ev.TrapFired(1, 2, FAKE)]  # BEAR's 500 does not cover BEWD's 3000
    assert not of(events, ev.Battle) and not of(events, ev.CardFlipped) and not of(events, ev.LifePointsChanged)
    assert not of(events, ev.CardDestroyed)[1:] and of(events, ev.CardDestroyed)[0].card == FAKE
    assert monsters(s, 0)[0] == BEWD and monsters(s, 1)[0] == ELF and s.sides[1].monsters[0].face_down
    assert spells(s, 1)[:3] == [BEAR, 0, 0] and [side.lp for side in s.sides] == lp
    assert counter(s, 1, Counter.TRIGGER_TRAP) == 1  # used up and counted for its owner (R8.2)
    assert s.sides[0].monsters[0].used  # counts as having attacked (R6.3)
    assert not [a for a in legal_actions(db, s) if A.ATTACK <= a < A.CHANGE_POS]


def test_r8_8_a_direct_attack_stopped_by_the_fake_trap_deals_no_damage(db):
    s = make_duel(db, field0=[BEWD], spells1=[setcard(db, FAKE)], phase="field")
    s, events = play(db, s, A.attack_action(0, -1))
    assert of(events, ev.TrapFired)[0].card == FAKE and not of(events, ev.Battle)
    assert s.sides[1].lp == 8000 and not s.over and monsters(s, 0)[0] == BEWD


def test_r8_8_a_second_attack_after_the_fake_trap_is_used_up_goes_ahead(db):
    s = make_duel(db, field0=[BEWD, mon(db, CELTIC)], field1=[ELF], spells1=[setcard(db, FAKE)], phase="field")
    s, first = play(db, s, A.attack_action(0, 0))
    s, second = play(db, s, A.attack_action(1, 0))
    assert of(first, ev.TrapFired) and not of(first, ev.Battle)
    assert not of(second, ev.TrapFired) and of(second, ev.Battle)  # R8.6: a fresh check finds nothing set
