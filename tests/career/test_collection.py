"""Collection rules: trunk cap, seen, recent list, starchips, records and unlocks (R13, R15.5-R15.12)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from career.samples import sample_save
from game.career import codec
from game.career.collection import (
    add_card,
    add_cards,
    add_starchips,
    apply_duel_loss,
    apply_duel_win,
    clean_recent,
    library_completion,
    mark_seen,
    record_result,
    record_versus,
    trade,
)
from game.career.model import Options, new_save
from game.rules import rank as rank_rules
from game.rules.rng import make_rng


def _fresh():
    return new_save("TEST", 7, [1, 2, 3])


def test_r13_15_drop_adds_to_trunk_marks_seen_and_is_newest_recent() -> None:
    save, added = add_card(_fresh(), 400)
    assert added and save.trunk[400] == 1 and 400 in save.seen and save.recent[0] == 400


def test_r13_15_d28_trunk_count_stops_at_250_for_every_source() -> None:
    trunk = list(_fresh().trunk)
    trunk[400] = 250
    save, added = add_card(replace(_fresh(), trunk=tuple(trunk)), 400)
    assert not added and save.trunk[400] == 250 and 400 in save.seen and 400 not in save.recent


def test_r13_15_recent_list_keeps_16_newest_first_with_duplicates() -> None:
    save, _ = add_cards(_fresh(), [5, 6, 5] + list(range(100, 115)))
    assert len(save.recent) == 16 and save.recent[0] == 114 and save.recent[-1] == 5 and 6 not in save.recent
    save, _ = add_cards(_fresh(), [5, 6, 5])
    assert save.recent == (5, 6, 5)


def test_r15_20_cleanup_drops_recent_entries_with_no_trunk_copy_keeping_order() -> None:
    save, _ = add_cards(_fresh(), [5, 6, 7])
    trunk = list(save.trunk)
    trunk[6] = 0
    assert clean_recent(replace(save, trunk=tuple(trunk))).recent == (7, 5)


def test_r15_10_duel_results_are_seen_and_completion_counts_them() -> None:
    save = mark_seen(_fresh(), [700, 701])
    assert {700, 701} <= save.seen and library_completion(save) == (5, 722)


def test_r13_10_starchips_cap_at_999999() -> None:
    assert add_starchips(replace(_fresh(), starchips=999_997), 5).starchips == 999_999
    with pytest.raises(ValueError):
        add_starchips(_fresh(), -1)


def test_r15_8_records_cap_at_999() -> None:
    wins = list(_fresh().wins)
    wins[3] = 999
    save = record_result(replace(_fresh(), wins=tuple(wins)), 3, won=True)
    assert save.wins[3] == 999
    assert record_result(_fresh(), 3, won=False).losses[3] == 1


def test_r16_5_versus_counters_cap_at_9999() -> None:
    save = record_versus(replace(_fresh(), versus_wins=9_999), won=True)
    assert save.versus_wins == 9_999 and record_versus(save, won=False).versus_losses == 1


def test_r13_1_won_duel_applies_rank_starchips_drop_and_record(db) -> None:
    ranked = rank_rules.rank(db, [3, 0, 0, 0, 0, 0, 8, 8000, 0, 0], "lp")
    assert ranked.name == "S-POW"
    dropped = rank_rules.drop_card(db, 7, ranked.pool, make_rng("psx", 1))
    save = apply_duel_win(_fresh(), 7, rank=ranked, dropped=dropped, campaign=True)
    assert save.starchips == 5 and save.trunk[dropped] == 1 and save.recent == (dropped,)
    assert save.wins[7] == 1 and 7 in save.defeated and save.is_unlocked(7)


def test_r15_5_free_duel_win_records_but_sets_no_campaign_flags() -> None:
    save = apply_duel_win(_fresh(), 5, starchips=2, dropped=0)
    assert save.wins[5] == 1 and save.starchips == 2 and not save.defeated and not save.unlocked
    assert save.recent == () and sum(save.trunk) == 0


def test_r15_5_duel_master_k_is_always_unlocked_and_has_no_flags() -> None:
    save = apply_duel_win(_fresh(), 39, starchips=1, campaign=True)
    assert save.is_unlocked(39) and not save.defeated and save.wins[39] == 1


def test_r13_1_loss_costs_nothing() -> None:
    before = sample_save()
    after = apply_duel_loss(before, 4)
    assert after.losses[4] == before.losses[4] + 1
    assert replace(after, losses=before.losses) == before


def test_d27_heishin_unlocks_on_a_win_and_on_the_loss_only_with_the_option() -> None:
    assert 8 not in apply_duel_loss(_fresh(), 8, campaign=True).unlocked
    with_option = replace(_fresh(), options=Options(unlock_heishin_on_loss=True))
    after = apply_duel_loss(with_option, 8, campaign=True)
    assert after.is_unlocked(8) and 8 not in after.defeated
    assert apply_duel_win(_fresh(), 8, starchips=1, campaign=True).is_unlocked(8)


def test_results_stay_valid_for_the_save_codec() -> None:
    save = sample_save()
    for card in (200, 5, 722):
        save, _ = add_card(save, card)
    save = apply_duel_win(save, 38, starchips=5, dropped=1, campaign=True)
    assert codec.from_document(codec.to_document(save)) == save


def test_r16_7_trade_moves_trunk_cards_and_refuses_same_code() -> None:
    a, _ = add_cards(new_save("A", 1, []), [10, 10])
    b, _ = add_card(new_save("B", 2, []), 20)
    a2, b2 = trade([10], a, [20], b)
    assert a2.trunk[10] == 1 and a2.trunk[20] == 1 and b2.trunk[10] == 1 and b2.trunk[20] == 0
    assert b2.recent[0] == 10 and 10 in b2.seen  # R16.10
    with pytest.raises(ValueError, match="SAME DUELIST CODES"):
        trade([10], a, [], replace(b, code=1))
    with pytest.raises(ValueError, match="not in the trunk"):
        trade([99], a, [], b)


def test_bad_card_id_is_named() -> None:
    with pytest.raises(ValueError, match="card id must be 1..722, got 723"):
        add_card(_fresh(), 723)
    with pytest.raises(ValueError, match="duelist id must be 1..39, got 40"):
        record_result(_fresh(), 40, won=True)


def test_r13_10_rank_name_gives_tier_plus_one_starchips() -> None:
    assert apply_duel_win(_fresh(), 2, rank="A-TEC").starchips == 4
    assert apply_duel_win(_fresh(), 2, rank="D-POW").starchips == 1
    with pytest.raises(ValueError, match="got 'Z-POW'"):
        apply_duel_win(_fresh(), 2, rank="Z-POW")
