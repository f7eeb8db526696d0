"""The new-game deck (R15.13-R15.15) and data/starter_pools.yaml (our documented approximation)."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
import yaml

from game.career.starter import LAST_ID, StarterPools, deal_starter, load_starter_pools, new_game
from game.db import DataError
from game.db.vocab import TABLE_SIZE
from game.rules.rng import make_rng

REPO = Path(__file__).resolve().parents[2]
POOLS_FILE = REPO / "data" / "starter_pools.yaml"


class CountingRng:
    """A PSX generator that counts the values drawn."""

    kind = "psx"

    def __init__(self, seed: int = 1) -> None:
        self.inner = make_rng("psx", seed)
        self.calls = 0

    def next(self) -> int:
        self.calls += 1
        return self.inner.next()


def _pools(*pools: tuple[int, dict[int, int]]) -> StarterPools:
    weights = np.zeros((len(pools), TABLE_SIZE), np.int32)
    for i, (_draws, table) in enumerate(pools):
        for card, w in table.items():
            weights[i, card] = w
    return StarterPools(tuple(d for d, _ in pools), weights, weights > 0, ("",) * len(pools))


@pytest.fixture(scope="module")
def pools(db) -> StarterPools:
    return load_starter_pools(db, POOLS_FILE)


def test_committed_starter_pools_equal_the_tool_output(db) -> None:
    tool_path = REPO / "tools" / "make_starter_pools.py"
    spec = importlib.util.spec_from_file_location("make_starter_pools", tool_path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    committed = POOLS_FILE.read_text(encoding="utf-8")
    assert committed == tool.build_text(db), "run python tools/make_starter_pools.py"


def test_r15_13_pools_keep_every_documented_fact(db, pools: StarterPools) -> None:
    assert pools.draws == (16, 16, 4, 1, 1, 1, 1)
    assert (pools.weights.sum(axis=1) == 2048).all()
    assert [int((w > 0).sum()) for w in pools.weights] == [42, 84, 97, 86, 2, 6, 28]
    assert int((pools.weights > 0).any(axis=0).sum()) == 345  # R15.14: 345 different cards
    for fact in db.starter:
        known = fact.get("known") or {}
        pool = fact["index"]
        for card, weight in known.items() if isinstance(known, dict) else known:
            assert pools.weights[pool, int(card)] == weight and pools.documented[pool, int(card)]
    assert pools.documented.sum() == 12  # everything else is marked as our approximation


def test_r15_13_deck_is_drawn_pool_by_pool(db, pools: StarterPools) -> None:
    for seed in range(20):
        deck = deal_starter(pools, make_rng("psx", seed))
        assert len(deck) == 40 and max(Counter(deck).values()) <= 3
        bounds = np.cumsum((0,) + pools.draws)
        for pool in range(7):
            assert all(pools.weights[pool, c] > 0 for c in deck[bounds[pool]:bounds[pool + 1]])
        assert deck[37] in (336, 337) and db.kind[deck[38]] == 3 and db.kind[deck[39]] == 4


def test_r15_14_psx_attempt_selecting_id_n_uses_n_plus_1_values() -> None:
    rng = CountingRng()
    deal_starter(_pools((3, {200: 2048})), rng)
    assert rng.calls == 3 * 201
    rng = CountingRng()
    deal_starter(_pools((3, {200: 2048})), rng, psx=False)
    assert rng.calls == 3


def test_r15_14_fourth_copy_is_redrawn() -> None:
    deck = deal_starter(_pools((3, {5: 2048}), (2, {5: 1024, 6: 1024})), make_rng("psx", 3))
    assert deck == [5, 5, 5, 6, 6]


def test_r15_14_unreached_roll_is_redrawn_and_721_722_never_dealt() -> None:
    deck = deal_starter(_pools((3, {3: 1, 721: 1024, 722: 1023})), make_rng("psx", 9))
    assert deck == [3, 3, 3]


def test_r15_14_same_seed_same_deck(pools: StarterPools) -> None:
    assert deal_starter(pools, make_rng("psx", 77)) == deal_starter(pools, make_rng("psx", 77))
    assert deal_starter(pools, make_rng("psx", 77)) != deal_starter(pools, make_rng("psx", 78))


def test_r15_15_r15_21_new_game_marks_starter_cards_seen(db, pools: StarterPools) -> None:
    save = new_game(db, "YUGI", make_rng("splitmix", 4), pools)
    assert len(save.deck) == 40 and save.seen == set(save.deck) and save.code != 0 and save.starchips == 0


def _bad_file(tmp_path: Path, edit) -> Path:
    doc = yaml.safe_load(POOLS_FILE.read_text(encoding="utf-8"))
    edit(doc)
    path = tmp_path / "starter_pools.yaml"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    return path


def _set(pool: int, k: int, **changes):
    def edit(doc):
        doc["pools"][pool]["cards"][k].update(changes)
    return edit


@pytest.mark.parametrize("edit, message", [
    (_set(4, 0, weight=1000), "pool 4: card 336 must have the documented weight 1024"),
    (_set(0, 0, weight=49), "pool 0: weights add up to 2049"),
    (_set(0, 0, colour="red"), "pool 0 card #0: unknown field 'colour'"),
    (_set(0, 0, card=336), "pool 0 card #0: field 'card' = 336 (Dark Hole) is a magic"),
    (_set(0, 1, card=16), "pool 0 card #1: field 'card' = 16, listed twice"),
    (_set(0, 0, card=721), "pool 0 card #0: field 'card' = 721, expected 1..720"),
    (_set(0, 0, documented=True), "pool 0: card 16 is marked documented"),
    (lambda d: d["pools"][1]["cards"].pop(), "pool 1: field 'cards' has 83 entries"),
    (lambda d: d["pools"][2].update(draws=5), "pool 2: field 'draws' = 5"),
    (lambda d: d["pools"].pop(), "holds 6 pools"),
])
def test_bad_starter_pools_name_file_record_and_field(db, tmp_path: Path, edit, message: str) -> None:
    path = _bad_file(tmp_path, edit)
    with pytest.raises(DataError) as info:
        load_starter_pools(db, path)
    assert str(path) in str(info.value) and message in str(info.value)


def test_starter_last_id_is_720() -> None:
    assert LAST_ID == 720
