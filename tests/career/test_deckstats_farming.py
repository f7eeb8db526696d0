"""Deck statistics, the "where to farm" planner (R13.11-R13.13, R3.8) and YAML deck files."""

from __future__ import annotations

from itertools import combinations
from math import comb
from pathlib import Path

import numpy as np
import pytest

from game.career.deckfile import DeckFileError, load_deck_file, parse_deck, save_deck_file
from game.career.deckstats import deck_stats, fusion_pairs, opening_fusion_chance
from game.career.farming import best_first, deck_holders, drop_sources, rank_bands, relief_note
from game.db.vocab import Pool


def _fusing_pair(db) -> tuple[int, int, int]:
    a, b = (int(x) for x in np.argwhere(db.fusion[1:, 1:] != 0)[0] + 1)
    return a, b, int(db.fusion[a, b])


def _inert(db, n: int, avoid: set[int]) -> list[int]:
    """Returns n monster ids that fuse with nothing in the returned list or in avoid."""
    out: list[int] = []
    for c in range(1, 721):
        if db.kind[c] == 1 and c not in avoid and not any(db.fusion[c, o] for o in out + sorted(avoid) + [c]):
            out.append(c)
            if len(out) == n:
                return out
    raise AssertionError("not enough inert monsters")


def test_opening_hand_chance_is_exact_combinatorics(db) -> None:
    a, b, _ = _fusing_pair(db)
    rest = _inert(db, 38, {a, b})
    # exactly one fusing pair among 40 positions: P = C(38, 3) / C(40, 5)
    assert opening_fusion_chance(db, [a, b] + rest) == pytest.approx(comb(38, 3) / comb(40, 5))
    assert opening_fusion_chance(db, rest[:38] + [rest[0], rest[1]]) == 0.0


def test_opening_hand_chance_matches_brute_force_on_a_small_deck(db) -> None:
    a, b, _ = _fusing_pair(db)
    deck = [a, a, b] + _inert(db, 5, {a, b})
    fuses = [[i != j and db.fusion[x, y] != 0 for j, y in enumerate(deck)] for i, x in enumerate(deck)]
    hits = sum(any(fuses[i][j] for i, j in combinations(h, 2)) for h in combinations(range(8), 5))
    assert opening_fusion_chance(db, deck) == pytest.approx(hits / comb(8, 5))


def test_deck_stats_counts_fusions_equips_and_averages(db) -> None:
    a, b, result = _fusing_pair(db)
    equip = 657  # Megamorph fits every monster
    deck = [a, b, equip]
    stats = deck_stats(db, deck)
    assert stats.size == 3 and stats.monsters == 2 and stats.kinds == {"equip": 1, "monster": 2}
    assert stats.atk_avg == pytest.approx((int(db.atk[a]) + int(db.atk[b])) / 2)
    assert stats.equip_pairs == 2 and stats.fusion_pairs == 1 and stats.best_fusions[0].result == result
    assert sum(stats.types.values()) == 2


def test_self_fusion_needs_two_copies(db) -> None:
    c = next(i for i in range(1, 723) if db.fusion[i, i])
    assert fusion_pairs(db, [c]) == [] and len(fusion_pairs(db, [c, c])) == 1


def test_glitch_fusions_can_be_left_out(db) -> None:
    a, b = (int(x) for x in np.argwhere(db.fusion_glitch)[0])
    assert len(fusion_pairs(db, [a, b])) == 1 and fusion_pairs(db, [a, b], glitch=False) == []


def test_r13_11_rank_bands_map_to_drop_pools(db) -> None:
    bands = rank_bands(db)
    assert bands[Pool.SA_POW] == ("S-POW", "A-POW") and set(bands[Pool.SA_TEC]) == {"A-TEC", "S-TEC"}
    assert len(bands[Pool.BCD]) == 6


def test_r13_13_where_to_farm_lists_chance_and_expected_wins(db) -> None:
    card = 1
    rows = drop_sources(db, card)
    assert rows and rows == sorted(rows, key=lambda r: -r.weight)
    for r in rows:
        assert r.weight == int(db.pools[r.duelist, r.pool, card]) > 0
        assert r.chance == pytest.approx(r.weight / 2048)
        assert r.expected_wins == pytest.approx(2048 / r.weight)
    expected = {(d, p) for d in range(1, 40) for p in (1, 2, 3) if db.pools[d, p, card]}
    assert {(r.duelist, int(r.pool)) for r in rows} == expected


def test_r13_13_where_to_farm_under_drop_assist_is_best_first_and_says_what_changed(db) -> None:
    """Issue 31: the assist keeps the rarest of three rolls; Time Wizard from Jono goes from 3.12 % (32
    wins) to 0.0031 % (32,768 wins), so the list is re-sorted by the assisted chance and says so."""
    time_wizard = 16
    rows = drop_sources(db, time_wizard)
    jono = next(r for r in rows if r.duelist == 3 and r.pool == Pool.SA_POW)
    assert jono.expected_wins == 32 and jono.assisted_expected_wins == pytest.approx(32768)
    assisted = best_first(rows, drop_assist=True)
    assert sorted(assisted, key=id) == sorted(rows, key=id)  # the same sources, re-ordered
    assert [r.assisted_chance for r in assisted] == sorted((r.assisted_chance for r in rows), reverse=True)
    assert (assisted[0].name, assisted[0].pool) == ("Yami Bakura", Pool.SA_POW)  # 6.08 %: best with the assist
    assert best_first(rows, drop_assist=False) == rows  # without it: the heaviest weight first, as before
    mixed = "Drop assist on: common cards far rarer, rare ones likelier."  # Jono far rarer, Yami Bakura likelier
    assert relief_note(rows, True, 1) == (mixed, "Jono, best without it: 3.12% -> <0.01%, 32 -> 32,768 wins")
    assert relief_note(rows, True, 3)[0] == mixed
    assert relief_note(rows, False, 2) == ("Starchips x2 on: drop chances unchanged.",)
    assert relief_note(rows, False, 1) == ()  # both off: the original game, nothing to say
    arm = drop_sources(db, 19)  # Right Arm of the Forbidden One: rare in every pool, so the assist only helps
    assert relief_note(arm, True, 1) == ("Drop assist on: rare cards likelier.",
                                         "Villager 2, best without it: 0.59% -> 1.74%, 171 -> 57 wins")
    blue_eyes = drop_sources(db, 1)  # common wherever it drops
    assert relief_note(blue_eyes, True, 1)[0] == "Drop assist on: common cards far rarer."


def test_r3_8_deck_holders_come_from_the_deck_pool(db) -> None:
    rows = deck_holders(db, 1)
    assert {r.duelist for r in rows} == {d for d in range(1, 40) if db.pools[d, Pool.DECK, 1]}
    assert all(r.expected_copies == pytest.approx(40 * r.weight / 2048) for r in rows)


def test_deck_file_round_trip_with_names_and_ids(db, tmp_path: Path) -> None:
    deck = [c for c in range(100, 114) for _ in range(3)][:40]
    path = save_deck_file(db, tmp_path / "d.yaml", deck, name="test deck")
    assert load_deck_file(db, path) == deck
    named = parse_deck(db, [db.names[c] for c in deck])
    assert named == deck


@pytest.mark.parametrize("cards, message", [
    (["Blue-eyes White Dragon"] * 3 + ["No Such Card"], "entry 4 'No Such Card': no card named"),
    ([1] * 4, "entry 4 1 (Blue-eyes White Dragon): copy 4, a deck may hold at most 3"),
    ([17, 17], "entry 2 17 (Right Leg of the Forbidden One): copy 2, a deck may hold at most 1"),
    ([1, 2, 3], "holds 3 cards, a deck needs exactly 40"),
    ([1, 2.5], "entry 2 2.5: expected a card id or a card name"),
    ([1, 723], "entry 2 723: no card with id 723"),
])
def test_bad_deck_file_names_file_and_entry(db, tmp_path: Path, cards, message: str) -> None:
    path = tmp_path / "bad.yaml"
    lines = [f"- {c!r}" if isinstance(c, str) else f"- {c}" for c in cards]
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(DeckFileError) as info:
        load_deck_file(db, path)
    assert str(path) in str(info.value) and message in str(info.value)
