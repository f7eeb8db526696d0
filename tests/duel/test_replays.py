"""Replay files: round trip, and a clear message naming the file for every kind of bad file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from duel.scripted import OPPONENT_DECK, PLAYER_DECK
from game import replays
from game.rules import actions as A
from game.rules.replay import ReplayLog
from game.rules.serialise import state_hash


def _file(tmp_path, db, actions=(A.PLAY_CARD, A.DEST_MONSTER, A.FACE_UP, A.ATTACK_POS, A.STAR_1, A.END_TURN)):
    rf = replays.ReplayFile(log=ReplayLog(deck0=PLAYER_DECK, deck1=OPPONENT_DECK, opponent=3, seed=9,
                                          actions=tuple(actions)), shuffle=False, ai_level="fair")
    final = replays.simulate(db, rf)
    return replays.save(rf, tmp_path, final_hash=state_hash(final)), final


def test_saved_replay_loads_and_reproduces_the_final_hash(tmp_path, db):
    path, final = _file(tmp_path, db)
    rf = replays.load(path)
    assert not rf.shuffle and rf.ai_level == "fair"
    assert state_hash(replays.check(db, rf)) == state_hash(final)
    assert replays.list_replays(tmp_path) == [path]


@pytest.mark.parametrize("text, problem", [
    ("not json", "line 1 column 1: not valid JSON"),
    ("[1, 2]", "not a replay"),
    ('{"format": "fmduel-replay", "version": 99}', "format version 99"),
    ('{"format": "fmduel-replay", "version": 1}', "'log' is missing"),
])
def test_bad_files_name_the_file_and_the_problem(tmp_path, text, problem):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(replays.ReplayFileError) as err:
        replays.load(path)
    assert str(path) in str(err.value) and problem in str(err.value)


def test_missing_file_other_engine_illegal_action_and_wrong_hash(tmp_path, db):
    with pytest.raises(replays.ReplayFileError, match="cannot read"):
        replays.load(tmp_path / "nope.json")
    path, _ = _file(tmp_path, db)
    doc = json.loads(path.read_text())
    doc["log"]["engine"] = "0"
    path.write_text(json.dumps(doc))
    with pytest.raises(replays.ReplayFileError, match="engine '0'"):
        replays.load(path)
    doc["log"]["engine"] = "3"
    doc["log"]["actions"] = [A.END_TURN]
    path.write_text(json.dumps(doc))
    with pytest.raises(replays.ReplayFileError, match=r"action #0 \(93\) is illegal"):
        replays.check(db, replays.load(path))
    doc["log"]["actions"] = [A.PLAY_CARD]
    path.write_text(json.dumps(doc))
    with pytest.raises(replays.ReplayFileError, match="does not reproduce"):
        replays.check(db, replays.load(path))


def _check(path, *flags):
    return subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--check", *flags],
                          capture_output=True, text=True, check=False)


def _one_line_reason(res) -> str:
    """Returns the single stderr line that says why the replay was not verified."""
    lines = [line for line in res.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in res.stderr, res.stderr
    return lines[0]


def test_first_edition_replay_loads_says_its_edition_and_is_never_passed_by_the_hash_check(tmp_path, db):
    """A replay recorded under the first edition of the rules (engine "1", rules.md §0.2a) still loads.

    Its hash is not held against today's rules: a match would be a coincidence and a mismatch is
    expected, so the check says which edition it was played under and exits 1 (not verified).
    """
    path, final = _file(tmp_path, db)
    doc = json.loads(path.read_text())
    doc["log"]["engine"] = "1"
    doc["final_hash"] = "0" * 64
    path.write_text(json.dumps(doc))
    rf = replays.load(path)
    assert rf.log.edition == 1 and rf.log.engine == "1"
    assert state_hash(replays.check(db, rf)) == state_hash(final)  # no "does not reproduce" error
    res = _check(path)
    assert res.returncode == 1 and "first edition" in res.stdout and "matches the recording" not in res.stdout
    reason = _one_line_reason(res)
    assert "not verified" in reason and "first edition of the rules" in reason and "hash is not checked" in reason
    doc["final_hash"] = state_hash(final)  # even the right hash is not reported as a match
    path.write_text(json.dumps(doc))
    res = _check(path)
    assert res.returncode == 1 and "matches the recording" not in res.stdout and "not compared" in res.stdout
    doc["log"]["actions"] = [A.END_TURN]
    path.write_text(json.dumps(doc))
    with pytest.raises(replays.ReplayFileError, match=r"recorded under the first edition of the rules; it cannot be "
                                                      r"played back \(action #0 is illegal in the fourth edition\)"):
        replays.check(db, replays.load(path))


def test_new_replays_record_the_fourth_edition(tmp_path, db):
    path, _ = _file(tmp_path, db)
    assert json.loads(path.read_text())["log"]["engine"] == "4" and replays.load(path).log.edition == 4


REPLAYS = Path(__file__).parent / "replays"  # real files written by the second- and third-edition engines


def test_a_third_edition_replay_still_reproduces_its_recorded_hash(db, capsys):
    """Rules fourth edition (§0.2a): only the computer's strategy B changed (R14.10, §14.4 step 6), and a replay
    records the computer's actions, so a third-edition replay is still the recorded duel. The file is a real one
    written by the third-edition engine: retail Kaiba (17) made a one-card power-up in strategy B there, which
    the fourth edition's computer no longer makes, yet the recorded duel reproduces its final hash."""
    rf = replays.load(REPLAYS / "third_edition_seed3.json")
    assert (rf.log.engine, rf.log.edition) == ("3", 3)
    state, status, reason = replays.verify(db, rf)
    assert status == replays.HashCheck.MATCHES and reason == "" and state.over
    from game.cli import main

    assert main(["replay", str(REPLAYS / "third_edition_seed3.json"), "--check"]) == 0
    out = capsys.readouterr()
    assert "rules        third edition (engine 3)\n" in out.out and "(matches the recording)" in out.out
    assert out.err == ""


def test_a_second_edition_replay_file_loads_and_says_its_edition(db):
    rf = replays.load(REPLAYS / "second_edition_seed29.json")
    assert (rf.log.engine, rf.log.edition) == ("2", 2)
    state, status, reason = replays.verify(db, rf)
    assert status == replays.HashCheck.OLDER_EDITION and state.over
    assert "recorded under the second edition of the rules; this engine plays the fourth edition" in reason
    assert "R5.15" in reason and "R8.8" in reason


def test_replay_check_exits_1_on_an_older_edition_with_the_reason_on_one_line():
    res = _check(REPLAYS / "second_edition_seed29.json")
    assert res.returncode == 1
    assert "rules        second edition (engine 2)" in res.stdout and "(not compared: older edition)" in res.stdout
    reason = _one_line_reason(res)
    assert reason.startswith("fmduel replay: not verified: ") and "second edition" in reason
    assert "--accept-older-edition" in reason


def test_accept_older_edition_checks_the_actions_without_a_hash_comparison():
    res = _check(REPLAYS / "second_edition_seed29.json", "--accept-older-edition")
    assert res.returncode == 0 and "second edition" in res.stdout and "matches the recording" not in res.stdout
    assert "accepted: --accept-older-edition" in _one_line_reason(res)
    # an older replay whose actions the third edition no longer allows is still refused (R5.15: no face prompt)
    bad = _check(REPLAYS / "second_edition_seed13.json", "--accept-older-edition")
    assert bad.returncode == 2
    assert "recorded under the second edition of the rules; it cannot be played back (action #37 is illegal in " \
           "the fourth edition)" in _one_line_reason(bad)


def test_accept_older_edition_is_refused_without_check():
    res = subprocess.run([sys.executable, "-m", "game", "replay", str(REPLAYS / "second_edition_seed29.json"),
                          "--accept-older-edition"], capture_output=True, text=True, check=False)
    assert res.returncode == 2 and "--accept-older-edition: only with --check" in _one_line_reason(res)


@pytest.mark.parametrize("bad_hash", ["not-a-hash", "0" * 63, "A" * 64, 12345, None])
def test_a_malformed_recorded_hash_is_never_verified(tmp_path, db, bad_hash):
    path, _ = _file(tmp_path, db)
    doc = json.loads(path.read_text())
    doc["final_hash"] = bad_hash
    path.write_text(json.dumps(doc))
    state, status, reason = replays.verify(db, replays.load(path))
    assert status == replays.HashCheck.MALFORMED and state.turn >= 1 and "is not a state hash" in reason


def test_replay_check_exits_1_on_a_malformed_hash_even_with_the_edition_flag(tmp_path, db):
    path, _ = _file(tmp_path, db)
    doc = json.loads(path.read_text())
    doc["final_hash"] = "not-a-hash"
    path.write_text(json.dumps(doc))
    for flags in ((), ("--accept-older-edition",)):
        res = _check(path, *flags)
        assert res.returncode == 1 and "(not compared: the recorded hash is malformed)" in res.stdout
        reason = _one_line_reason(res)
        assert "not verified" in reason and "is not a state hash" in reason and str(path) in reason


def test_replay_check_without_a_recorded_hash_checks_the_actions_and_says_so(tmp_path, db):
    path, _ = _file(tmp_path, db)
    doc = json.loads(path.read_text())
    doc["final_hash"] = ""
    path.write_text(json.dumps(doc))
    res = _check(path)
    assert res.returncode == 0 and "(none recorded)" in res.stdout and not res.stderr.strip()


def test_cli_check_prints_a_summary_and_rejects_a_bad_file(tmp_path, db):
    path, _ = _file(tmp_path, db)
    ok = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--check"], capture_output=True, text=True, check=False)
    assert ok.returncode == 0 and "matches the recording" in ok.stdout
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    res = subprocess.run([sys.executable, "-m", "game", "replay", str(bad)], capture_output=True, text=True, check=False)
    assert res.returncode == 2 and str(bad) in res.stderr and "Traceback" not in res.stderr


def test_cli_position_at_prints_a_position_file_of_the_replay(tmp_path, db):
    import yaml

    from game.rules.position import build_position

    path, _ = _file(tmp_path, db)
    res = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--position-at", "5"],
                         capture_output=True, text=True, check=False)
    assert res.returncode == 0, res.stderr
    rf = replays.load(path)
    state = replays.simulate(db, rf, 5)  # after the single monster's placement: the field phase
    built = build_position(db, yaml.safe_load(res.stdout))
    assert built.sides == state.sides and (built.phase, built.turn, built.rng_state) == (state.phase, state.turn,
                                                                                       state.rng_state)
    mid = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--position-at", "2"],
                         capture_output=True, text=True, check=False)
    assert mid.returncode == 2 and "--position-at: after 2 actions" in mid.stderr


def test_watching_an_older_edition_replay_in_the_game_logs_its_edition(db, caplog):
    from types import SimpleNamespace

    from game.scenes.duel.replay_viewer import open_replay
    from game.scenes.nav import Screens

    ctx = SimpleNamespace(db=db, screen=Screens().make)
    with caplog.at_level("WARNING", logger="fmduel"):
        scene = open_replay(ctx, REPLAYS / "second_edition_seed29.json")
    assert scene.replay and "recorded under the second edition of the rules" in caplog.text
    with pytest.raises(replays.ReplayFileError, match="illegal in the fourth edition"):
        open_replay(ctx, REPLAYS / "second_edition_seed13.json")
