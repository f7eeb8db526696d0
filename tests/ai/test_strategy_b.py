"""Strategy B and its seed search as the fourth edition of rules.md states them (§0.2a, R14.10, §14.4 step 6 B).

Each test quotes the sentence it checks. The positions put the computer (side 1) ahead of a lone Kuriboh
and below its LP threshold, so the hand script always takes strategy B (§14.4 step 6). Teana (2) has
``boost_depth`` 2, ``combo_depth`` 1, a five-card window (no look-ahead with five cards in hand) and
``low_deck`` 20.
"""

from __future__ import annotations

import pytest
from rules.duelkit import make_duel, mon

from ai.aikit import hand_phase
from game.ai import make_agent
from game.rules import actions as A

TEANA = 2
DEPTH_1 = (1, 3, 5, 18, 20, 34)  # boost_depth 1: Simon Muran, Jono, Villager 2, Mage Soldier, Teana 2nd, Guardian Neku
INERT = "Raigeki"  # fuses with nothing and equips nothing: pads hands and decks


def b_position(db, hand, field1=("Baby Dragon",), deck_left=30, lp=500):
    """Returns a hand-phase position where the computer is ahead of a lone Kuriboh and below every LP threshold."""
    hand = list(hand) + [INERT] * (5 - len(hand))
    return make_duel(db, active=1, phase="hand", hand1=hand, field1=list(field1), field0=["Kuriboh"],
                     deck1=[INERT] * 40, deck_left=(30, deck_left), lp=(8000, lp))


def plays(db, s, duelist=TEANA, seeds=range(4)):
    """Returns (reason, actions, state after the hand play) for each seed of the duelist's retail agent."""
    out = []
    for seed in seeds:
        agent = make_agent("retail", duelist, seed, db)
        actions, after = hand_phase(db, s, agent=agent)
        out.append((agent.plan.reason, actions, after))
    return out


def test_r14_10_b_never_makes_a_one_card_power_up(db):
    """R14.10 (fourth edition): "The search reports "found" only when the best chain's depth is above 0, that is
    when it uses two or more window cards." §14.4 B: "B never makes a one-card power-up". Baby Dragon + Time
    Wizard (Thousand Dragon) beats Baby Dragon, but with one window card: B finds nothing (the third edition
    played it as "B: power up")."""
    s = b_position(db, ["Kuriboh", "Time Wizard"])
    for reason, _, _ in plays(db, s):
        assert not reason.startswith("B"), reason


def test_r14_10_a_better_single_window_card_reads_like_nothing_found(db):
    """R14.10 (fourth edition): "A better result from a single window card is recorded at depth 0, which reads
    exactly like "nothing found"." Baby Dragon + Sanga of the Thunder and Baby Dragon + Time Wizard + Oscillo
    Hero #2 both make Twin-headed Thunder Dragon (2800); the single card is found first and the longer chain
    only ties it, so the best chain has depth 0 and B fails although a two-card chain exists."""
    s = b_position(db, ["Sanga of the Thunder", "Time Wizard", "Oscillo Hero #2"])
    for reason, _, _ in plays(db, s):
        assert not reason.startswith("B"), reason
    from game.ai.combo import evaluate_fusion

    baby, sanga, wizard, oscillo = (db.card_id(n) for n in ("Baby Dragon", "Sanga of the Thunder", "Time Wizard",
                                                            "Oscillo Hero #2"))
    assert evaluate_fusion(db, [sanga, wizard, oscillo], 0, baby, 2) is None
    # the other order: the two-card chain comes first, then the single card ties it with fewer cards and wins
    assert evaluate_fusion(db, [wizard, oscillo, sanga], 0, baby, 2) is None


@pytest.mark.parametrize("duelist", DEPTH_1)
def test_r14_10_the_depth_1_duelists_never_succeed_in_b(db, duelist):
    """§14.4 B (fourth edition): "with `boost_depth` 1 (Simon Muran, Jono, Villager 2, Mage Soldier, Teana 2nd,
    Guardian Neku) or a low deck it never succeeds." R14.10: "With `boost_depth` 1 (or 1 because the deck is
    low) the search never goes past depth 0, so it never reports "found"." The third edition played Time Wizard
    onto Baby Dragon here for every one of them."""
    s = b_position(db, ["Kuriboh", "Time Wizard", "Oscillo Hero #2"])
    for reason, _, _ in plays(db, s, duelist, seeds=range(3)):
        assert reason.endswith("(after B)"), reason


def test_r14_10_a_low_deck_never_succeeds_in_b(db):
    """§14.4 B (fourth edition): B evaluates "up to `boost_depth` hand-window cards (1 when the deck is low)" and
    "with `boost_depth` 1 ... or a low deck it never succeeds". Teana holds Baby Dragon + Time Wizard + Oscillo
    Hero #2 (a two-card chain) but has only 20 cards left (her `low_deck`): B finds nothing (the third edition
    played Time Wizard alone onto Baby Dragon)."""
    s = b_position(db, ["Kuriboh", "Time Wizard", "Oscillo Hero #2"], deck_left=20)
    for reason, _, _ in plays(db, s):
        assert reason.endswith("(after B)"), reason


def test_r14_10_the_bar_is_the_seeds_base_stats_not_its_equip_bonus(db):
    """R14.10 (fourth edition): "The bar to beat is the seed card's **base** max(ATK, DEF) (its printed values:
    no equip, terrain or star bonus)." Baby Dragon (1200) carries +1000 from equips (2200 in battle); Baby Dragon
    + Fiend Kraken (Spike Seadra) + Rogue Doll makes Kaminari Attack (1900), which beats the printed 1200, so B
    plays it (the third edition held the chain against 2200 and found nothing)."""
    s = b_position(db, ["Fiend Kraken", "Rogue Doll"], field1=[mon(db, "Baby Dragon", equip=1000)])
    for reason, actions, after in plays(db, s):
        assert reason == "B: power up"
        assert actions[:3] == [A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN]
        assert after.sides[1].monsters[0].card == db.card_id("Kaminari Attack")


def test_r14_10_a_two_card_chain_still_succeeds_on_the_next_weakest(db):
    """§14.4 B (fourth edition): "B succeeds only with a chain of **two or more** window cards that beats the
    monster's base max(ATK, DEF); it then plays that chain onto the monster. ... If nothing improves the monster,
    add it to the card set and try the next weakest." Teana's weakest monster, Baby Dragon (zone 0), only has a
    one-card power-up (Time Wizard: Thousand Dragon), which counts as nothing; her Mystical Elf (zone 1) takes
    Mushroom Man and Winged Dragon #1 (B. Dragon Jungle King, 2100 against its printed 2000). The third edition
    played Time Wizard onto Baby Dragon."""
    s = b_position(db, ["Time Wizard", "Mushroom Man", "Winged Dragon #1"],
                   field1=["Baby Dragon", "Mystical Elf"])
    for reason, actions, after in plays(db, s):
        assert reason == "B: power up"
        assert actions[:4] == [A.NUMBER_CARD + 1, A.NUMBER_CARD + 2, A.CONFIRM_CHAIN, A.DEST_MONSTER + 1]
        assert [m.card for m in after.sides[1].monsters[:2]] == [db.card_id("Baby Dragon"),
                                                                 db.card_id("B. Dragon Jungle King")]


def test_s14_4_b_falls_through_to_a_which_may_play_a_field_monster_plus_one_hand_card(db):
    """§14.4 B (fourth edition): "If nothing works, **[PROPOSAL]** fall through to A (whose best-combo search may
    still play a field monster plus one hand card, R14.9)." B refuses Time Wizard onto Baby Dragon; strategy A
    (Teana's `combo_depth` 1 sees field-headed pairs) plays it, and the play says it came after B."""
    s = b_position(db, ["Kuriboh", "Time Wizard"])
    for reason, actions, after in plays(db, s):
        assert reason == "A: combo on field (after B)"
        assert actions[:2] == [A.PLAY_CARD + 1, A.DEST_MONSTER + 0]
        assert after.sides[1].monsters[0].card == db.card_id("Thousand Dragon")


def test_s14_4_b_falls_through_to_a_with_its_zone_index_quirk(db):
    """§14.4 B (fourth edition): "If nothing works, **[PROPOSAL]** fall through to A" — FindBestCombo, quirk and
    all (R14.9): with Time Wizard at hand position 0, the window card at Baby Dragon's zone index, A cannot fuse
    them; Baby Dragon alone is its best, so it plays its strongest hand monster, Petit Angel, to a free zone (the
    third edition's B dropped Time Wizard onto Baby Dragon, its seed search having no quirk)."""
    s = b_position(db, ["Time Wizard", "Petit Angel"])
    for reason, actions, after in plays(db, s):
        assert reason == "A: strongest monster (after B)"
        assert actions[:2] == [A.PLAY_CARD + 1, A.DEST_MONSTER + 1]
        assert [m.card for m in after.sides[1].monsters[:2]] == [db.card_id("Baby Dragon"), db.card_id("Petit Angel")]


def test_r14_10_the_seed_search_by_the_letter(db):
    """R14.10 (fourth edition), the search itself: "up to `boost_depth` window cards"; found "only when the best
    chain's depth is above 0"; "a window equip never joins a monster seed"; the bar is the seed's base stats
    whatever its effective power."""
    from game.ai.combo import FIELD_START, evaluate_fusion

    baby, wizard, oscillo, kuriboh = (db.card_id(n) for n in ("Baby Dragon", "Time Wizard", "Oscillo Hero #2",
                                                              "Kuriboh"))
    twin = db.card_id("Twin-headed Thunder Dragon")
    found = evaluate_fusion(db, [kuriboh, wizard, oscillo], 3, baby, 2)
    assert (found.outcome, found.head, found.cards, found.result) == (FIELD_START, 3, (1, 2), twin)
    assert evaluate_fusion(db, [kuriboh, wizard, oscillo], 3, baby, 1) is None  # depth 1: never found
    assert evaluate_fusion(db, [kuriboh, wizard], 3, baby, 3) is None  # one window card: nothing found
    # no zone-index quirk (R14.10, third edition): Baby Dragon in zone 0 takes Time Wizard from position 0
    assert evaluate_fusion(db, [wizard, oscillo], 0, baby, 2).cards == (0, 1)
    sword, celtic = db.card_id("Legendary Sword"), db.card_id("Celtic Guardian")
    assert db.equip_ok[sword, celtic] and evaluate_fusion(db, [sword, sword, db.card_id(INERT)], 0, celtic, 3) is None



def test_d23_b_played_from_the_real_hand_must_still_be_two_window_cards(db):
    """D-23 (docs/ai.md) with R14.10 (fourth edition): "only a chain of two or more window cards counts" also for
    the real hand's chain that replaces a look-ahead one. Seto (7) sees Oscillo Hero #2 on top of his deck: Baby
    Dragon + Time Wizard + Oscillo Hero #2 is found in the window, but the real hand only makes the one-card
    Baby Dragon + Time Wizard, so B improves nothing (the third edition played that one card as "B: power up")."""
    deck = [INERT] * 10 + ["Oscillo Hero #2"] + [INERT] * 29  # 30 left: Oscillo Hero #2 is the next draw
    s = make_duel(db, active=1, phase="hand", hand1=["Time Wizard"] + [INERT] * 4, field1=["Baby Dragon"],
                  field0=["Kuriboh"], deck1=deck, deck_left=(30, 30), lp=(8000, 500))
    for reason, _, _ in plays(db, s, duelist=7):
        assert reason.endswith("(after B)"), reason
