"""Issue 30, seat takeover: the room code admits a newcomer to a free seat only; a seat once held goes
back only to its token, while its player is away, after the host's ``--resume`` and in a Tag Duel.

Before issue 30: BLUE opened a second connection with the code and ``seat=0`` while RED's link was
down and was welcomed as RED with RED's hand; after ``kill -9`` and ``--resume`` a plain join was
handed RED's seat; in a Tag Duel an opponent took a dropped seat and was sent the other team's hands.
"""

from __future__ import annotations

import asyncio

import pytest

from game.net.client import Connection, Refused, hello
from game.net.room import Room, parse_seats
from game.net.serve import new_room, resumed_room, serve_in_thread
from game.net.tokens import TokenStore, digest
from game.net.wire import Msg
from game.rules.actions import legal_actions
from game.rules.state import DEFAULT_OPTIONS
from game.rules.view import HIDDEN

ADDR = "127.0.0.1"


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))


async def _first(conn: Connection, kind: str) -> dict:
    for _ in range(50):
        msg = await conn.recv(5.0)
        if msg["t"] == kind:
            return msg
    raise AssertionError(f"no {kind}")


async def _takeover_2p(db, port: int, code: str) -> dict:
    red = await Connection.open(ADDR, port, hello(db, code, seat=0))
    blue = await Connection.open(ADDR, port, hello(db, code, seat=1))
    await _first(blue, Msg.UPDATE)
    seen = {"red_token": red.welcome.get("token", "")}
    try:  # a connected seat cannot be taken
        await Connection.open(ADDR, port, hello(db, code, seat=0))
        seen["while_connected"] = "welcomed"
    except Refused as exc:
        seen["while_connected"] = str(exc)
    red.writer.transport.abort()  # RED's link drops
    await _first(blue, Msg.PAUSED)
    for ask in (0, -1):  # BLUE tries RED's seat with the code alone, by number and as any seat
        try:
            thief = await Connection.open(ADDR, port, hello(db, code, seat=ask))
            seen[f"thief{ask}"] = thief.welcome["seat"]
            seen["thief_hand"] = (await _first(thief, Msg.UPDATE))["view"]["sides"][0]["hand"]
            thief.close()
        except Refused as exc:
            seen[f"thief{ask}"] = str(exc)
    back = await Connection.open(ADDR, port, hello(db, code, seat=0, token=seen["red_token"]))
    seen["back"] = back.welcome["seat"]
    update = await _first(back, Msg.UPDATE)
    seen["back_hand"] = update["view"]["sides"][0]["hand"]
    back.close()
    blue.close()
    return seen


def test_a_dropped_2p_seat_is_given_back_only_for_its_token(db):
    room = new_room(db, seats="remote,remote")
    serving = serve_in_thread(db, room, address=ADDR, port=0)
    try:
        seen = asyncio.run(asyncio.wait_for(_takeover_2p(db, serving.port, room.code), 30))
    finally:
        serving.stop()
    assert seen["thief0"] == "RED is taken", seen
    assert seen["thief-1"] == "the room is full", seen
    assert "thief_hand" not in seen
    assert seen["while_connected"] == "RED is taken"
    assert len(seen["red_token"]) >= 32 and seen["back"] == 0
    assert HIDDEN not in seen["back_hand"]  # its owner sees its own hand again
    assert seen["red_token"] not in room.code and digest(seen["red_token"]) == room.seats[0].token_hash


def _started(db, tmp_path, tag: bool, plays: int = 12) -> tuple[Room, dict]:
    room = Room(db, parse_seats("", tag), "ABCD-EFGH", DEFAULT_OPTIONS, tmp_path / "online" / "r.journal", seed=3)
    tokens = {}
    for _ in room.seats:
        seat, _why = room.join({})
        tokens[seat] = room.welcome(seat)["token"]
    room.start()
    for _ in range(plays):
        room.request(room.state.active, [legal_actions(db, room.state)[0]], len(room.log.actions))
    return room, tokens


def test_after_a_resume_a_plain_join_never_gets_a_held_seat(db, tmp_path):
    room, tokens = _started(db, tmp_path, tag=False)
    room.journal.close()  # the host is killed here
    again = resumed_room(db, room.journal_path)
    assert again.join({}) == (-1, "the room is full")
    assert again.join({"seat": 0}) == (-1, "RED is taken")
    assert again.join({"seat": 1, "token": tokens[0]}) == (-1, "BLUE is taken")  # RED's token is not BLUE's
    assert again.join({"token": tokens[1]}) == (1, "")  # the owner, with no seat named, gets its own
    assert again.join({"seat": 0, "token": tokens[0]}) == (0, "")
    assert "token" not in again.welcome(0)  # the resumed host never knew the raw token, only its digest
    assert all(tok not in room.journal_path.read_text() for tok in tokens.values())
    again.journal.close()


def test_a_tag_opponent_never_takes_a_seat_of_the_other_team(db, tmp_path):
    room, tokens = _started(db, tmp_path, tag=True)
    room.drop(1)  # 2A's link drops; 1A (the other team) tries to take it
    assert room.join({"seat": 1}) == (-1, "2A is taken")
    assert room.join({"seat": 1, "token": tokens[0]}) == (-1, "2A is taken")
    assert room.join({}) == (-1, "the room is full")
    assert room.join({"seat": 1, "token": tokens[1]}) == (1, "")
    view = room.update_for(0, [])["view"]
    assert all(set(view["sides"][i]["hand"]) == {HIDDEN} for i in (1, 3))  # 1A never sees team 2's hands


def test_the_client_keeps_its_token_per_room(tmp_path):
    store = TokenStore(tmp_path / "tokens")
    assert store.load("KF7Q-MX3D") == {} and store.latest("KF7Q-MX3D") == (-1, "")
    store.save("KF7Q-MX3D", 1, "abc")
    store.save("KF7Q-MX3D", 0, "def")
    assert store.load("kf7qmx3d") == {1: "abc", 0: "def"} and store.latest("KF7Q-MX3D") == (0, "def")
    assert sorted(p.name for p in (tmp_path / "tokens").iterdir()) == ["KF7QMX3D.json"]  # no temporary left
    (tmp_path / "tokens" / "KF7QMX3D.json").write_text("{not json")
    assert store.load("KF7Q-MX3D") == {}
