"""The compiled cache speeds up start-up but is never trusted over data/."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from game.db import load_carddb
from game.db.cache import cache_path, data_hash, read_cache

REPO = Path(__file__).resolve().parents[2]


def test_cached_tables_equal_a_fresh_build(data, tmp_path):
    fresh = load_carddb(data, use_cache=False)
    load_carddb(data, tmp_path / "c")
    cached = load_carddb(data, tmp_path / "c")
    assert cache_path(tmp_path / "c", data_hash(data)).is_file()
    for name in ("atk", "def_", "fusion", "fusion_glitch", "equip_ok", "pools", "rank_bands", "ai_params"):
        assert np.array_equal(getattr(fresh, name), getattr(cached, name)), name
    assert fresh.names == cached.names and fresh.ai_lists == cached.ai_lists
    assert fresh.rank_letters == cached.rank_letters and fresh.starter == cached.starter
    assert not cached.fusion.flags.writeable


def test_stale_cache_is_rebuilt_when_data_changes(data, tmp_path):
    load_carddb(data, tmp_path / "c")
    text = (data / "cards.yaml").read_text(encoding="utf-8")
    (data / "cards.yaml").write_text(text.replace("atk: 800, def: 2000", "atk: 900, def: 2000"), encoding="utf-8")
    db = load_carddb(data, tmp_path / "c")
    assert db.atk[2] == 900
    assert len(list((tmp_path / "c").glob("carddb-*.npz"))) == 1  # the stale file was removed


@pytest.mark.parametrize("garbage", [b"", b"not a zip file", b"PK\x03\x04" + b"\x00" * 40])
def test_corrupt_cache_is_ignored_and_replaced(data, tmp_path, garbage):
    load_carddb(data, tmp_path / "c")
    target = cache_path(tmp_path / "c", data_hash(data))
    target.write_bytes(garbage)
    db = load_carddb(data, tmp_path / "c")
    assert db.atk[1] == 3000
    rebuilt = cache_path(tmp_path / "c", data_hash(data))
    assert rebuilt.stat().st_size > 1000 and read_cache(rebuilt) is not None


def test_an_edited_but_valid_cache_is_rebuilt(data, tmp_path):
    load_carddb(data, tmp_path / "c")
    target = cache_path(tmp_path / "c", data_hash(data))
    with np.load(target, allow_pickle=False) as npz:
        arrays = {k: npz[k] for k in npz.files}
    arrays["atk"] = arrays["atk"].copy()
    arrays["atk"][1] = 9990  # a user "buffs" Blue-eyes in the cache and saves a well-formed .npz
    with target.open("wb") as fh:
        np.savez(fh, **arrays)
    assert read_cache(target) is None
    db = load_carddb(data, tmp_path / "c")
    assert db.atk[1] == 3000
    assert read_cache(cache_path(tmp_path / "c", data_hash(data))).atk[1] == 3000


def test_unwritable_cache_dir_still_loads(data, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    db = load_carddb(data, blocker / "sub")
    assert db.atk[1] == 3000
