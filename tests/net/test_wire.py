"""The wire's checks (issue 26): frames bounded, messages schema-checked, rates limited, handshakes compared."""

from __future__ import annotations

import asyncio
import struct

import pytest

from game.net import wire
from game.net.handshake import code_matches, fingerprint, mismatch, new_code, normal_code
from game.net.wire import Msg, RateLimit, WireError


def _hello(**over):
    msg = {"t": "hello", "protocol": 1, "game": "0.1.0", "engine": "2", "edition": 2, "data": "ab",
           "options": ["glitch_fusions"], "code": "ABCD-EFGH"}
    msg.update(over)
    return msg


def test_good_messages_pass():
    assert wire.check_client(_hello(seat=1, name="Ann", deck=[1] * 40)) == Msg.HELLO
    assert wire.check_client({"t": "act", "actions": [3, 4], "n": 12}) == Msg.ACT
    assert wire.check_client({"t": "vote", "choice": "ai"}) == Msg.VOTE


@pytest.mark.parametrize(("msg", "words"), [
    ([1, 2], "JSON object"),
    ({"t": "launch"}, "unknown message type"),
    ({"t": "update"}, "may not send"),
    ({"t": "act", "actions": [1]}, "missing"),
    ({"t": "act", "actions": [1], "n": 0, "x": 1}, "unknown fields"),
    ({"t": "act", "actions": [], "n": 0}, "wrong type"),
    ({"t": "act", "actions": ["1"], "n": 0}, "wrong type"),
    ({"t": "act", "actions": [True], "n": 0}, "wrong type"),
    ({"t": "act", "actions": list(range(65)), "n": 0}, "wrong type"),
    ({"t": "vote", "choice": "win"}, "wrong type"),
    (_hello(deck=[0] * 40), "wrong type"),
    (_hello(name="\x00evil"), "wrong type"),
])
def test_bad_messages_are_refused_with_a_reason(msg, words):
    with pytest.raises(WireError, match=words):
        wire.check_client(msg)


def test_decode_refuses_non_json_and_deep_nesting():
    with pytest.raises(WireError, match="not a valid message"):
        wire.decode(b"{not json")
    with pytest.raises(WireError, match="not a valid message"):
        wire.decode(b"[" * 100 + b"]" * 100)
    with pytest.raises(WireError, match="not a valid message"):
        wire.decode(b"\xff\xfe")


def test_oversized_frame_refused_from_its_header():
    async def go():
        reader = asyncio.StreamReader()
        reader.feed_data(struct.pack(">I", wire.MAX_FROM_CLIENT + 1) + b"x" * 10)
        await wire.read_frame(reader, wire.MAX_FROM_CLIENT, 1.0)

    with pytest.raises(WireError, match="bytes"):
        asyncio.run(go())


def test_frames_round_trip():
    async def go():
        reader = asyncio.StreamReader()
        reader.feed_data(wire.encode({"t": "ping", "id": 7}))
        return wire.decode(await wire.read_frame(reader, 100, 1.0))

    assert asyncio.run(go()) == {"t": "ping", "id": 7}


def test_rate_limit_lets_a_burst_through_then_refuses_until_time_passes():
    now = [0.0]
    limit = RateLimit(rate=10, burst=5, clock=lambda: now[0])
    assert [limit.take() for _ in range(7)] == [True] * 5 + [False] * 2
    assert limit.over == 2
    now[0] += 0.1  # one token back
    assert limit.take() and not limit.take()
    assert limit.over == 3  # the flood goes on: the refusals keep counting across a message let through
    now[0] += 2.0  # a quiet spell ends the run
    assert all(limit.take() for _ in range(5)) and not limit.take() and limit.over == 1


def test_handshake_names_the_first_difference(db):
    ours = fingerprint(db)
    assert mismatch(dict(ours), ours) == ""
    assert "game version" in mismatch({**ours, "game": "9.9"}, ours)
    assert "rules engine" in mismatch({**ours, "edition": 1}, ours)
    assert "card data" in mismatch({**ours, "data": "0" * 16}, ours)
    assert "rule options" in mismatch({**ours, "options": ["glitch_fusions"]}, ours)
    assert "protocol" in mismatch({**ours, "protocol": 99}, ours)


def test_room_codes():
    code = new_code()
    assert len(code) == 9 and code[4] == "-"
    assert code_matches(code.lower().replace("-", ""), code)
    assert normal_code(" kf7q mx3d ") == "KF7Q-MX3D"
    assert not code_matches("AAAA-AAAA", code) or code == "AAAA-AAAA"
