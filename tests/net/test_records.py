"""An online duel's records (issue 26): the 2P replay is an ordinary replay file (opponent 0) that the
Replays screen names as a 2P duel, and the tag replay is checked by ``fmduel replay --check``."""

from __future__ import annotations

import json
import random
from pathlib import Path

from game import replays
from game.net.records import check_tag_replay, save_replay
from game.net.room import Room, parse_seats
from game.rules.actions import legal_actions
from game.rules.state import DEFAULT_OPTIONS
from game.scenes.duel.replay_viewer import row_facts, row_result


def _finished(db, tmp_path, tag: bool) -> Room:
    room = Room(db, parse_seats("", tag), "ABCD-EFGH", DEFAULT_OPTIONS, tmp_path / "r.journal", seed=9)
    for _ in room.seats:
        room.join({})
    room.start()
    rng = random.Random(9)
    while room.phase == "playing":
        room.request(room.state.active, [rng.choice(legal_actions(db, room.state))], len(room.log.actions))
    return room


def test_the_2p_replay_is_an_ordinary_replay_named_as_a_2p_duel(db, tmp_path, monkeypatch):
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))
    room = _finished(db, tmp_path, False)
    rf = replays.load(room.replay_path)
    assert rf.log.opponent == 0 and replays.check(db, rf).over
    path = Path(room.replay_path)
    assert row_facts(db, path)[0] == "2P Duel"
    assert row_result(db, path) == ("2P Duel", ("Red won", "Blue won")[room.state.winner])


def test_the_tag_replay_is_checked_and_a_changed_one_is_caught(db, tmp_path, monkeypatch):
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))
    room = _finished(db, tmp_path, True)
    assert "/replays/tag/" in room.replay_path
    doc = json.loads(Path(room.replay_path).read_text(encoding="utf-8"))
    _, final, same = check_tag_replay(db, doc, "x")
    assert same and final.over
    doc["log"]["actions"] = doc["log"]["actions"][:-3]
    assert not check_tag_replay(db, doc, "x")[2]
    assert save_replay(db, room).exists()
