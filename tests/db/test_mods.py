"""Data mods: valid entries change the tables, every bad entry is reported with file, entry and reason."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.db import load_carddb
from game.db.mods import ModReport, renormalise
from game.db.vocab import POOL_TOTAL, Pool

REPO = Path(__file__).resolve().parents[2]


def _mod(tmp_path: Path, name: str, text: str) -> Path:
    d = tmp_path / "mods"
    d.mkdir(exist_ok=True)
    (d / name).write_text(text, encoding="utf-8")
    return d


def _load(mods: Path, cache: Path | None = None):
    db = load_carddb(REPO / "data", cache, use_cache=cache is not None, mod_dirs=[mods])
    return db, ModReport.from_dict(db.mods)


def test_valid_entries_change_cards_fusions_equips_rituals_terrain_and_traps(tmp_path):
    mods = _mod(tmp_path, "a.yaml", """
name: Everything
cards: [{card: Kuriboh, atk: 3000, def: 10, stars: [Sun, Moon]}]
fusions:
  - {a: Blue-eyes White Dragon, b: Mystical Elf, result: Blue-eyes Ultimate Dragon}
  - {a: 2, b: 8, remove: true}
equips:
  - {equip: Legendary Sword, monster: Blue-eyes White Dragon}
  - {equip: Megamorph, bonus: 1500}
  - {equip: 301, monster: 12, remove: true}
rituals: [{card: Black Luster Ritual, tributes: [1, 2, 3], result: 380}]
terrain: [{terrain: Umi, type: Machine, change: 0}, {terrain: Yami, type: Reptile, change: 500}]
traps: [{card: Bear Trap, threshold: 1800}]
""")
    db, report = _load(mods)
    assert report.ok and report.names == ["Everything"] and report.applied[str(mods / "a.yaml")] == 10
    kuriboh = db.card_id("Kuriboh")
    assert db.atk[kuriboh] == 3000 and db.def_[kuriboh] == 10 and (db.star1[kuriboh], db.star2[kuriboh]) == (8, 9)
    assert db.fusion[1, 2] == db.fusion[2, 1] == 380 and db.fusion[2, 8] == 0
    assert db.equip_ok[301, 1] and not db.equip_ok[301, 12] and db.equip_bonus[657] == 1500
    assert tuple(db.ritual[db.card_id("Black Luster Ritual")]) == (1, 2, 3, 380)
    assert db.terrain_bonus[5, 14] == 0 and db.terrain_bonus[6, 11] == 500
    assert db.trap_threshold[683] == 1800


def test_pool_weights_are_renormalised_to_2048(tmp_path):
    mods = _mod(tmp_path, "p.yaml", "pools: [{duelist: Seto, pool: deck, weights: {1: 5000, 2: 0}}]\n")
    db, report = _load(mods)
    assert report.ok
    seto = db.pools[7, Pool.DECK]
    assert seto.sum() == POOL_TOTAL and seto[2] == 0 and seto[1] > 1024


@given(st.dictionaries(st.integers(1, 720), st.integers(0, 10_000), min_size=1, max_size=60)
       .filter(lambda d: sum(d.values()) > 0))
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_renormalise_keeps_the_total_and_the_order_of_weights(weights):
    out = renormalise(weights)
    assert sum(out.values()) == POOL_TOTAL
    assert all(w > 0 for w in out.values()) and set(out) <= {c for c, w in weights.items() if w > 0}
    for a in out:
        for b in out:
            if weights[a] > weights[b]:
                assert out[a] >= out[b]


def test_every_mistake_is_listed_with_file_entry_and_reason_and_the_rest_applies(tmp_path):
    mods = _mod(tmp_path, "bad.yaml", """
cards:
  - {card: Kuriboh, atk: 1234}
  - {card: Raigeki, atk: 100}
  - {card: No Such Card, atk: 100}
  - {card: Kuriboh, power: 9}
fusions:
  - {a: 1, b: 2, result: 9999}
  - {a: 1, b: 2}
  - {a: 1, b: 1, remove: true}
pools: [{duelist: Nobody, pool: deck, weights: {1: 1}}, {duelist: 7, pool: deck, weights: {722: 5}}]
traps: [{card: Goblin Fan, threshold: 10}]
equips: [{equip: Kuriboh, monster: 1}]
terrain: [{terrain: Moon, type: Dragon, change: 500}]
rituals: [{card: Black Luster Ritual, tributes: [1, 2], result: 380}]
surprise: true
""")
    db, report = _load(mods)
    path = str(mods / "bad.yaml")
    rejected = {(p.entry, p.reason) for p in report.rejected}
    assert all(p.path == path for p in report.rejected)
    entries = {e for e, _ in rejected}
    assert entries == {"cards[0]", "cards[1]", "cards[2]", "cards[3]", "fusions[0]", "fusions[1]", "fusions[2]",
                       "pools[0]", "pools[1]", "traps[0]", "equips[0]", "terrain[0]", "rituals[0]", "surprise"}
    reasons = " | ".join(r for _, r in rejected)
    for text in ("multiple of 10", "is a magic, expected a monster", "no such card", "unknown field 'power'",
                 "'result' is missing", "no fusion to remove", "duelist 'Nobody'", "721-722",
                 "not an attack trap", "expected an equip", "terrain = 'Moon'", "three monsters", "unknown section"):
        assert text in reasons, text
    assert not report.ok
    assert db.atk[db.card_id("Kuriboh")] == 300  # the rejected entry left the card alone


def test_later_file_wins_and_the_clash_is_reported(tmp_path):
    _mod(tmp_path, "10-first.yaml", "cards: [{card: 2, atk: 100}]\n")
    mods = _mod(tmp_path, "20-second.yaml", "cards: [{card: 2, atk: 200}]\n")
    db, report = _load(mods)
    assert db.atk[2] == 200 and report.ok
    assert len(report.conflicts) == 1
    clash = report.conflicts[0]
    assert clash.path.endswith("20-second.yaml") and "10-first.yaml" in clash.reason and "atk" in clash.reason


def test_broken_yaml_is_reported_not_fatal(tmp_path):
    mods = _mod(tmp_path, "broken.yaml", "cards: [{card: 2, atk: 100\n")
    _mod(tmp_path, "ok.yaml", "cards: [{card: 2, atk: 100}]\n")
    db, report = _load(mods)
    assert db.atk[2] == 100
    assert report.rejected[0].path.endswith("broken.yaml") and "not valid YAML" in report.rejected[0].reason


def test_mods_are_cached_separately_and_the_report_survives_the_cache(tmp_path):
    mods = _mod(tmp_path, "a.yaml", "cards: [{card: 2, atk: 100}, {card: 2, atk: 5}]\n")
    cache = tmp_path / "cache"
    first, _ = _load(mods, cache)
    again, report = _load(mods, cache)
    plain = load_carddb(REPO / "data", cache)
    assert first.atk[2] == again.atk[2] == 100 and plain.atk[2] == 800
    assert not plain.mods and len(report.rejected) == 1 and report.rejected[0].entry == "cards[1]"
    (mods / "a.yaml").write_text("cards: [{card: 2, atk: 700}]\n", encoding="utf-8")
    assert load_carddb(REPO / "data", cache, mod_dirs=[mods]).atk[2] == 700


def test_check_data_with_mods_lists_each_mistake_and_exits_1(tmp_path):
    mods = _mod(tmp_path, "bad.yaml", "cards: [{card: 2, atk: 100}, {card: 99999, atk: 1}]\n")
    out = subprocess.run([sys.executable, "-m", "game", "check-data", "--no-cache", "--mods", str(mods)],
                         capture_output=True, text=True, cwd=REPO, timeout=120, check=False)
    assert out.returncode == 1
    assert f"rejected: {mods / 'bad.yaml'}: cards[1]: card 99999: no such card" in out.stdout
    assert "1 entries applied" in out.stdout and "Traceback" not in out.stderr
    missing = subprocess.run([sys.executable, "-m", "game", "check-data", "--mods", str(tmp_path / "nope")],
                             capture_output=True, text=True, cwd=REPO, timeout=120, check=False)
    assert missing.returncode == 2 and "--mods" in missing.stderr


def test_no_mods_means_an_unchanged_database(db, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    modded = load_carddb(REPO / "data", use_cache=False, mod_dirs=[empty])
    assert np.array_equal(modded.fusion, db.fusion) and not modded.mods


@pytest.mark.parametrize("text", ["[1, 2, 3]\n", "just a string\n"])
def test_a_file_that_is_not_a_mapping_is_rejected(tmp_path, text):
    mods = _mod(tmp_path, "odd.yaml", text)
    _, report = _load(mods)
    assert report.rejected[0].entry == "file" and "mapping" in report.rejected[0].reason


def test_a_symlinked_mod_is_ignored_with_a_warning_and_never_followed(tmp_path):
    elsewhere = tmp_path / "elsewhere.yaml"
    elsewhere.write_text("cards:\n  - {card: 1, atk: 100}\n", encoding="utf-8")
    mods = _mod(tmp_path, "real.yaml", "cards:\n  - {card: 2, atk: 100}\n")
    (mods / "linked.yaml").symlink_to(elsewhere)
    (mods / "loop.yaml").symlink_to(mods / "loop.yaml")  # a link to itself
    db, report = _load(mods)
    assert db.atk[1] == 3000 and db.atk[2] == 100
    ignored = {Path(p.path).name: p.reason for p in report.rejected}
    assert set(ignored) == {"linked.yaml", "loop.yaml"}
    assert all("symbolic link: ignored" in r for r in ignored.values())


def test_a_starter_entry_replaces_a_new_game_pool_and_the_deal_uses_it(tmp_path):
    from game.career.starter import deal_starter, load_starter_pools
    from game.rules.rng import PsxRng

    mods = _mod(tmp_path, "s.yaml", """
starter:
  - {pool: 4, weights: {Dark Hole: 1, Raigeki: 1, Sparks: 2}}
  - {pool: 0, weights: {Kuriboh: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5}}
""")
    db, report = _load(mods)
    assert report.ok, report.rejected
    pools = load_starter_pools(db)
    fissure = db.card_id("Sparks")
    assert pools.weights[4, fissure] == POOL_TOTAL // 2 and pools.weights[4].sum() == POOL_TOTAL
    assert not pools.documented[4].any() and pools.documented[5].any()  # the pools no mod touched keep theirs
    assert sorted(np.flatnonzero(pools.weights[0]).tolist()) == sorted([db.card_id("Kuriboh"), 2, 3, 4, 5, 6])
    deck = deal_starter(pools, PsxRng(5))
    assert len(deck) == 40 and set(deck[:16]) <= {db.card_id("Kuriboh"), 2, 3, 4, 5, 6}


_BAD_STARTERS = [  # (entry, what its rejection says); one file, one load
    ("{pool: 4, weights: {Dark Hole: 1, Kuriboh: 1}}", "card 'Kuriboh': is a monster, expected a magic"),
    ("{pool: 6, weights: {Nonesuch Card: 1}}", "card 'Nonesuch Card': no such card"),
    ("{pool: 7, weights: {1: 1}}", "pool = 7, expected an integer 0..6"),
    ("{pool: 1, weights: {1: 0}}", "weight of 1 = 0, expected an integer 1..1000000"),
    ("{pool: 0, weights: {1: 1, 2: 1, 3: 1, 4: 1, 5: 1}}", "weights: 5 cards with weight, pool 0 deals 16"),
    ("{pool: 3, weights: {1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1}}", "after 36 from the pools before it, so it needs at least 13"),
    ("{pool: 2, cards: {1: 1}}", "unknown field 'cards'"),
    ("{pool: 1, weights: {Exodia the Forbidden: 1}}", "card 'Exodia the Forbidden': an Exodia piece"),
]


def test_a_bad_starter_entry_is_rejected_naming_file_entry_and_field(tmp_path):
    text = "starter:\n" + "".join(f"  - {entry}\n" for entry, _ in _BAD_STARTERS)
    mods = _mod(tmp_path, "bad.yaml", text)
    db, report = _load(mods)
    assert len(report.rejected) == len(_BAD_STARTERS), report.rejected
    for i, (problem, (_entry, words)) in enumerate(zip(report.rejected, _BAD_STARTERS)):
        assert str(problem).startswith(f"{mods / 'bad.yaml'}: starter[{i}]: ") and words in str(problem), problem
    assert not db.starter_mod.any()


def test_the_exodia_pieces_kept_from_new_game_pools_are_the_rules_own():
    from game.db.vocab import EXODIA_PIECES
    from game.rules.state import EXODIA

    assert EXODIA_PIECES == EXODIA
