"""Replays record the active data mods (names and a tables digest), stay byte-compatible without
mods, and a playback under other mods warns instead of failing."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game import replays
from game.db import load_carddb
from game.rules.replay import ReplayLog
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def modded(tmp_path_factory, cache_dir):
    mods = tmp_path_factory.mktemp("mods")
    (mods / "a.yaml").write_text("name: Tough Kuriboh\ncards: [{card: Kuriboh, atk: 3000}]\n", encoding="utf-8")
    return load_carddb(REPO / "data", cache_dir, mod_dirs=[mods]), mods


def _replay(db) -> replays.ReplayFile:
    log = ReplayLog(deck0=tuple(deal_deck(db, 3, PsxRng(1))), deck1=None, opponent=3, seed=5)
    return replays.ReplayFile(log=log, ai_level="fair", mods=replays.mods_record(db))


def test_a_replay_without_mods_has_no_mods_key(db, tmp_path):
    rf = _replay(db)
    assert rf.mods is None
    doc = json.loads(replays.save(rf, tmp_path).read_text(encoding="utf-8"))
    assert "mods" not in doc and replays.mods_mismatch(db, replays.load(next(tmp_path.iterdir()))) == ""


def test_a_replay_under_mods_records_names_and_tables_and_reads_back(modded, tmp_path):
    db, _ = modded
    path = replays.save(_replay(db), tmp_path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["mods"]["names"] == ["Tough Kuriboh"] and len(doc["mods"]["tables"]) == 16
    back = replays.load(path)
    assert back.mods == doc["mods"] and replays.mods_mismatch(db, back) == ""


def test_other_mods_at_playback_warn_but_do_not_fail(db, modded, tmp_path):
    mdb, _ = modded
    path = replays.save(_replay(mdb), tmp_path, final_hash="0" * 64)  # a hash these tables cannot reproduce
    rf = replays.load(path)
    warning = replays.mods_mismatch(db, rf)
    assert "recorded with mods: Tough Kuriboh; active mods: none" in warning and path.name in warning
    replays.check(db, rf)  # warned, not failed
    old = replays.load(replays.save(replace(_replay(db), mods=None), tmp_path / "old"))
    assert "recorded with mods: none; active mods: Tough Kuriboh" in replays.mods_mismatch(mdb, old)
    with pytest.raises(replays.ReplayFileError, match="does not reproduce"):
        replays.check(db, replace(rf, mods=None))  # without a mods difference a bad hash still fails


def test_replay_command_warns_on_stderr_and_exits_0(modded, tmp_path, monkeypatch, capsys, cache_dir):
    from game.cli import main

    mdb, mods = modded
    monkeypatch.setenv("FMDUEL_CACHE_DIR", str(cache_dir))
    path = replays.save(_replay(mdb), tmp_path)
    assert main(["replay", str(path), "--check"]) == 0
    assert "warning" in capsys.readouterr().err
    assert main(["replay", str(path), "--check", "--mods", str(mods)]) == 0
    assert "warning" not in capsys.readouterr().err


def test_replay_check_exits_1_when_a_recorded_hash_meets_other_mods(modded, tmp_path, monkeypatch, capsys, cache_dir):
    from game.cli import main
    from game.rules.serialise import state_hash

    mdb, mods = modded
    monkeypatch.setenv("FMDUEL_CACHE_DIR", str(cache_dir))
    rf = _replay(mdb)
    path = replays.save(rf, tmp_path, final_hash=state_hash(replays.simulate(mdb, rf)))
    assert main(["replay", str(path), "--check"]) == 1  # the hash cannot be compared under other tables
    err = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(err) == 1 and "not verified" in err[0] and "recorded with mods: Tough Kuriboh" in err[0]
    assert main(["replay", str(path), "--check", "--mods", str(mods)]) == 0
    assert "matches the recording" in capsys.readouterr().out


def test_a_malformed_mods_record_is_a_replay_file_error(db, tmp_path):
    path = replays.save(_replay(db), tmp_path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["mods"] = {"names": "x"}
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(replays.ReplayFileError, match="'mods'"):
        replays.load(path)
