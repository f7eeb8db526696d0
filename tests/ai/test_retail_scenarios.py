"""Retail AI scenario tests (§14): exact positions, one documented behaviour each (style lesson 9)."""

from __future__ import annotations

from rules.duelkit import make_duel, mon, setcard

from ai.aikit import decide, field_turn, hand_phase
from game.ai import make_agent
from game.ai.field_script import beats
from game.ai.snapshot import snapshot
from game.ai.views import fast_observe
from game.rules import actions as A
from game.rules.state import Decision

SIX = (8, 15, 35, 36, 37, 38)


def ai_hand(db, **kw):
    """Returns a position where side 1 (the computer) makes its hand play."""
    kw.setdefault("deck_left", (30, 30))
    return make_duel(db, active=1, phase="hand", **kw)


def ai_field(db, **kw):
    """Returns a position where side 1 (the computer) is in its field phase."""
    kw.setdefault("deck_left", (30, 30))
    return make_duel(db, active=1, phase="field", **kw)


def test_r14_12_lethal_burn_played_when_player_row_empty(db):
    s = ai_hand(db, hand1=["Ookazi", "Kuriboh", "Skull Servant"], lp=(500, 8000))
    actions, _ = hand_phase(db, s, duelist=1)
    assert actions == [A.PLAY_CARD + 0, A.DEST_USE]


def test_r14_12_lethal_burn_held_while_player_has_magic_or_trap(db):
    s = ai_hand(db, hand1=["Ookazi", "Kuriboh", "Skull Servant"], lp=(500, 8000), spells0=[setcard(db, "Raigeki")])
    for seed in range(10):
        actions, _ = hand_phase(db, s, duelist=1, seed=seed)
        assert actions[:2] != [A.PLAY_CARD + 0, A.DEST_USE]


def test_r14_12_burn_not_played_when_not_lethal(db):
    s = ai_hand(db, hand1=["Ookazi", "Kuriboh"], lp=(501, 8000), field1=["Blue-eyes White Dragon"])
    for seed in range(10):
        actions, _ = hand_phase(db, s, duelist=1, seed=seed)
        assert not (actions[0] == A.PLAY_CARD + 0 and actions[1] == A.DEST_USE)


def test_r14_13_killer_search_picks_the_weakest_winning_monster(db):
    field1 = ["Kuriboh", "Dark Elf", "Blue-eyes White Dragon", "Celtic Guardian"]
    s = ai_field(db, field0=["Baby Dragon"], field1=field1)
    view = fast_observe(s, 1)
    snap = snapshot(db, view)
    target = snap.foe[0]
    winners = sorted((m for m in snap.mine if beats(db, m, target, target.atk)), key=lambda m: (m.atk, m.zone))
    assert len(winners) >= 2
    assert decide(db, s, duelist=1) == A.attack_action(winners[0].zone, 0)


def test_r14_6_star_1_always_and_d25_face_down_attack(db):
    s = ai_hand(db, hand1=["Mystical Elf"])
    actions, after = hand_phase(db, s, duelist=7)
    assert actions == [A.PLAY_CARD + 0, A.DEST_MONSTER + 0, A.FACE_DOWN, A.ATTACK_POS, A.STAR_1]
    rec = after.sides[1].monsters[0]
    assert rec.face_down and not rec.defence and rec.star == 1


def test_r14_6_star_1_for_a_fusion_result_too(db):
    # Baby Dragon + Time Wizard = Thousand Dragon: a combination is face-up (R5.13, D-09), star still 1
    s = ai_hand(db, hand1=["Baby Dragon", "Time Wizard"])
    for seed in range(20):
        actions, after = hand_phase(db, s, duelist=7, seed=seed)
        if A.CONFIRM_CHAIN in actions:
            assert actions[-1] == A.STAR_1
            assert after.sides[1].monsters[0].star == 1
            return
    raise AssertionError("the AI never played the fusion")


def test_walls_switch_to_defence(db):
    s = ai_field(db, field1=["Mystical Elf"], field0=["Blue-eyes White Dragon"])
    assert decide(db, s, duelist=1) == A.CHANGE_POS + 0


def test_leftovers_switch_to_defence_but_the_eight_keep_position(db):
    foe = [mon(db, "Blue-eyes Ultimate Dragon")]
    plain = ai_field(db, field1=["Dark Elf"], field0=foe)
    eight = ai_field(db, field1=["Blue-eyes White Dragon"], field0=foe)
    assert field_turn(db, plain, duelist=1) == [A.CHANGE_POS + 0, A.END_TURN]
    assert field_turn(db, eight, duelist=1) == [A.END_TURN]


def test_r14_5_six_duelists_see_face_down_only_at_retail(db):
    for d in range(1, 40):
        assert make_agent("retail", d, 0, db).sees_face_down is (d in SIX)
        assert make_agent("retail", d, 0, db).sees_hidden is (d in SIX)
        assert make_agent("fair", d, 0, db).sees_face_down is False
        assert make_agent("fair", d, 0, db).own_deck is False
    assert make_agent("retail", 1, 0, db).own_deck is True


def test_blind_attack_never_for_the_six(db):
    # a face-down defender the six can read (DEF 2000 > ATK 1400): no attack, whatever the rolls
    s = ai_field(db, field1=["Celtic Guardian"], field0=[mon(db, "Mystical Elf", face_down=True, defence=True)])
    for d in SIX:
        for seed in range(15):
            assert not A.ATTACK <= decide(db, s, duelist=d, seed=seed) < A.CHANGE_POS


def test_blind_attack_rolls_blind_pct_for_the_others(db):
    s = ai_field(db, field1=["Celtic Guardian"], field0=[mon(db, "Mystical Elf", face_down=True, defence=True)])
    attacks = sum(decide(db, s, duelist=3, seed=seed) == A.attack_action(0, 0) for seed in range(60))
    assert 25 <= attacks <= 59  # Jono: blind_pct 75 (Appendix B)


def test_swords_lock_respected(db):
    s = ai_field(db, field1=["Blue-eyes White Dragon"], swords=(0, 2))
    actions = field_turn(db, s, duelist=1)
    assert not any(A.ATTACK <= a < A.CHANGE_POS for a in actions)


def test_direct_attack_on_an_empty_field(db):
    s = ai_field(db, field1=["Dark Elf"])
    assert decide(db, s, duelist=1) == A.attack_action(0, -1)


def test_home_terrain_restorers_play_their_field(db):
    s = ai_hand(db, hand1=["Kuriboh", "Umi"], terrain=0)
    assert hand_phase(db, s, duelist=21)[0] == [A.PLAY_CARD + 1, A.DEST_USE]  # Ocean Mage restores Umi
    on_umi = ai_hand(db, hand1=["Kuriboh", "Umi"], terrain=5)
    for seed in range(10):
        assert hand_phase(db, on_umi, duelist=21, seed=seed)[0] != [A.PLAY_CARD + 1, A.DEST_USE]


def test_home_terrain_only_for_the_restorers(db):
    s = ai_hand(db, hand1=["Kuriboh", "Umi"], terrain=0, field1=["Blue-eyes White Dragon"])
    for seed in range(10):
        agent = make_agent("retail", 22, seed, db)  # High Mage Secmeton: not a restorer (§14.4 step 3)
        hand_phase(db, s, agent=agent)
        assert agent.who.home_field_card == 0 and agent.plan.reason != "home terrain"
    assert make_agent("retail", 34, 0, db).who.home_field_card == db.card_id("Yami")


def test_behind_with_a_low_deck_uses_removal(db):
    s = ai_hand(db, hand1=["Raigeki", "Kuriboh"], field0=["Blue-eyes White Dragon"], deck_left=(30, 20))
    assert hand_phase(db, s, duelist=1)[0] == [A.PLAY_CARD + 0, A.DEST_USE]


def test_behind_early_in_the_duel_uses_strategy_a_not_removal(db):
    s = ai_hand(db, hand1=["Raigeki", "Kuriboh"], field0=["Blue-eyes White Dragon"], deck_left=(30, 34))
    assert hand_phase(db, s, duelist=1)[0][0] != A.PLAY_CARD + 0


def test_d23_look_ahead_cards_are_never_played(db):
    deck = ["Skull Servant"] * 30 + ["Blue-eyes White Dragon"] * 3 + ["Skull Servant"] * 7
    s = ai_hand(db, hand1=["Kuriboh", "Skull Servant"], deck1=deck, deck_left=(30, 10))
    agent = make_agent("retail", 38, 1, db)  # window 20: the look-ahead shows the dragons
    _, after = hand_phase(db, s, agent=agent)
    assert agent.plan is not None and all(i < 2 for i in agent.plan.cards)
    assert after.sides[1].hand != s.sides[1].hand


def test_field_script_equips_onto_the_first_fitting_monster(db):
    s = ai_field(db, field1=["Kuriboh", "Baby Dragon"], spells1=[setcard(db, "Dragon Treasure")], field0=["Dark Elf"])
    assert not db.equip_ok[db.card_id("Dragon Treasure"), db.card_id("Kuriboh")]
    assert decide(db, s, duelist=1) == A.equip_action(0, 1)


def test_every_prompt_answer_is_legal(db):
    s = ai_hand(db, hand1=["Baby Dragon", "Time Wizard", "Umi", "Raigeki", "Mystical Elf"])
    for level in ("retail", "fair", "strong", "random"):
        _, after = hand_phase(db, s, level=level, duelist=7)
        assert after.pending in (Decision.NONE,) or after.over


# ---------------------------------------------------------------- second edition of §14 (rules.md §0.2a)

def test_r14_9_combo_depth_1_duelist_plays_the_best_single_card_not_a_hand_only_fusion(db):
    # Simon Muran (1) has combo_depth 1: Baby Dragon + Time Wizard (Thousand Dragon) is never found;
    # every strategy ends on the strongest single monster, Baby Dragon.
    s = ai_hand(db, hand1=["Time Wizard", "Baby Dragon", "Kuriboh"])
    for seed in range(12):
        actions, after = hand_phase(db, s, duelist=1, seed=seed)
        assert A.CONFIRM_CHAIN not in actions and actions[0] == A.PLAY_CARD + 1
        assert after.sides[1].monsters[0].card == db.card_id("Baby Dragon")


def test_r14_9_low_deck_cuts_every_duelist_to_depth_1(db):
    # Seto (7, combo_depth 3, low_deck 10) with 10 cards left plays no hand-only fusion either
    s = ai_hand(db, hand1=["Time Wizard", "Baby Dragon", "Kuriboh"], deck_left=(30, 10))
    for seed in range(12):
        actions, _ = hand_phase(db, s, duelist=7, seed=seed)
        assert A.CONFIRM_CHAIN not in actions


def test_s14_4_strategy_b_uses_boost_depth_hand_cards(db):
    # Teana (2): boost_depth 2, LP below her threshold (3000) -> always strategy B. Chains headed by
    # her Baby Dragon may take 2 hand cards: Baby + Time Wizard -> Thousand Dragon, + Oscillo Hero
    # #2 -> Twin-headed Thunder Dragon (the first edition stopped at boost_depth - 1 = 1 card).
    s = ai_hand(db, hand1=["Kuriboh", "Time Wizard", "Oscillo Hero #2"], field1=["Baby Dragon"],
                field0=["Kuriboh"], lp=(8000, 2000))
    for seed in range(6):
        actions, after = hand_phase(db, s, duelist=2, seed=seed)
        assert actions == [A.NUMBER_CARD + 1, A.NUMBER_CARD + 2, A.CONFIRM_CHAIN, A.DEST_MONSTER + 0,
                           A.ATTACK_POS, A.STAR_1]
        assert after.sides[1].monsters[0].card == db.card_id("Twin-headed Thunder Dragon")


def test_s14_5_killer_check_subtracts_500_when_the_targets_star_beats_the_attackers(db):
    from game.ai.snapshot import Mon
    from game.db.vocab import STAR_NAMES

    strong_star, weak_star = next((a, b) for a in range(1, len(STAR_NAMES)) for b in range(1, len(STAR_NAMES))
                                  if db.star_beats[a, b] == 1)
    neutral = next(c for c in range(1, len(STAR_NAMES)) if db.star_beats[c, strong_star] == 0
                   and db.star_beats[strong_star, c] == 0 and c != strong_star)

    def m(atk, star):
        return Mon(zone=0, card=1, atk=atk, def_=0, base=atk, star=star, defence=False, face_down=False, used=False)

    target = m(1200, strong_star)
    assert beats(db, m(1500, neutral), target, 1200)  # 1500 - 1200 > 0
    assert not beats(db, m(1500, weak_star), target, 1200)  # 1500 - 500 - 1200 < 0
    assert beats(db, m(1200, strong_star), m(1500, weak_star), 1500)  # 1200 + 500 - 1500 > 0


def test_r14_9_zone_quirk_the_window_card_at_the_field_zones_index_never_joins_its_strategy_a_chain(db):
    # Seto's Baby Dragon stands in zone 1. Time Wizard at hand position 1 cannot join its chain in
    # FindBestCombo (the retail code reads the used flags with the field loop's counter), so strategy A
    # never drops it there; at hand position 0 the same card fuses into Thousand Dragon on the field.
    # Strategy B's seed search has no such quirk (R14.10), but a one-card power-up never counts in B
    # (fourth edition): B falls through to A, so neither strategy drops it from position 1.
    blocked = ai_hand(db, hand1=["Raigeki", "Time Wizard"], field1=[None, "Baby Dragon"], field0=["Kuriboh"])
    free = ai_hand(db, hand1=["Time Wizard", "Raigeki"], field1=[None, "Baby Dragon"], field0=["Kuriboh"])
    thousand = db.card_id("Thousand Dragon")
    fused, strategies = 0, set()
    for seed in range(40):
        agent = make_agent("retail", 7, seed, db)
        actions, after = hand_phase(db, blocked, agent=agent)
        strategies.add(agent.plan.reason.endswith("(after B)"))
        assert actions[:2] != [A.PLAY_CARD + 1, A.DEST_MONSTER + 1], agent.plan.reason
        assert after.sides[1].monsters[1].card != thousand
        actions, after = hand_phase(db, free, duelist=7, seed=seed)
        fused += after.sides[1].monsters[1].card == thousand
    assert strategies == {False, True} and fused > 0


def test_r14_10_strategy_b_seed_search_may_take_the_window_card_at_the_seeds_zone_index(db):
    """R14.10 (third edition): the seed search "clears every used flag before it starts, so it has no
    zone-index quirk". Teana (2) below her LP threshold plays strategy B: her Baby Dragon in zone 0
    takes Time Wizard from hand position 0 and Oscillo Hero #2 and becomes Twin-headed Thunder Dragon
    (a chain of two window cards, as the fourth edition requires; the second edition skipped position 0)."""
    s = ai_hand(db, hand1=["Time Wizard", "Oscillo Hero #2", "Raigeki"], field1=["Baby Dragon"], field0=["Kuriboh"],
                lp=(8000, 2000))
    for seed in range(6):
        agent = make_agent("retail", 2, seed, db)
        actions, after = hand_phase(db, s, agent=agent)
        assert agent.plan.reason == "B: power up"
        assert actions == [A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN, A.DEST_MONSTER + 0,
                           A.ATTACK_POS, A.STAR_1]  # face-up (R5.15)
        rec = after.sides[1].monsters[0]
        assert (rec.card, rec.face_down) == (db.card_id("Twin-headed Thunder Dragon"), False)


def test_r14_9_strategy_a_plays_the_chain_that_a_single_card_only_ties(db):
    """R14.9 (third edition): a single card replaces the best only when strictly higher. Seto's
    strategy A plays Snake Hair + Living Vase -> Pumpking (2000) rather than Megazowler (2000) alone."""
    s = ai_hand(db, hand1=["The Snake Hair", "Living Vase", "Megazowler"])  # empty rows: "ahead", A 70 %
    pumpking = db.card_id("Pumpking the King of Ghosts")
    seen = 0
    for seed in range(24):
        agent = make_agent("retail", 7, seed, db)
        actions, after = hand_phase(db, s, agent=agent)
        if agent.plan.reason.startswith("A"):
            seen += 1
            assert agent.plan.reason.startswith("A: best combo") and actions[:3] == [A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN]
            assert pumpking in [r.card for r in after.sides[1].monsters]
    assert seen > 0


def test_r14_9_the_hand_script_never_equips_a_field_monster_from_the_hand(db):
    # Celtic Guardian + Legendary Sword is monster then equip: never a success in the search, so
    # neither strategy A nor B drops the sword on it; strategy C sets it (the field script equips later).
    s = ai_hand(db, hand1=["Legendary Sword", "Kuriboh"], field1=["Celtic Guardian"], field0=["Kuriboh"])
    for seed in range(16):
        actions, _ = hand_phase(db, s, duelist=7, seed=seed)
        assert actions[:2] != [A.PLAY_CARD + 0, A.DEST_MONSTER + 0]
