"""Frames on the wire: a 4-byte big-endian length, then one UTF-8 JSON object (never pickle, never code).

Every frame a peer receives is bounded before it is read (``MAX_FROM_CLIENT`` / ``MAX_FROM_HOST``),
parsed with the game's checked JSON reader (``game.safe_load``: depth, text and number limits) and
checked against the message's schema (``check``). Anything else is a ``WireError`` with one line
that says what was wrong; the host answers it and keeps running.
"""

from __future__ import annotations

import asyncio
import json
import struct
import time
from enum import StrEnum
from typing import Any

from game.safe_load import DocError, parse_json

PROTOCOL = 1
MAX_FROM_CLIENT = 4 * 1024  # the largest real request (a 40-card deck in hello) is under 1 KB
MAX_FROM_HOST = 512 * 1024  # a tag view with its events is ~20 KB
MAX_WATCH_DELAY = 40  # actions a server's room may hold its spectators back (game.net.watch)
MAX_PLAY = 64  # actions in one request: a whole hand play, raised cards lowered and raised again included
_HEADER = struct.Struct(">I")


class WireError(ValueError):
    """A frame or message that cannot be used; the message says why in one line."""


class Msg(StrEnum):
    """Every message type; anything else on the wire is refused."""

    HELLO = "hello"        # client -> host: the handshake
    ACT = "act"            # client -> host: actions for its seat
    VOTE = "vote"          # client -> host: what to do with a seat whose player is gone
    PING = "ping"          # either way: latency probe
    BYE = "bye"            # client -> host: leaving on purpose
    LIST = "list"          # client -> server: which rooms are open (game.net.server)
    CREATE = "create"      # client -> server: open a room with these options
    WATCH = "watch"        # client -> server: watch a room by its code (welcomed as seat -1: the public view)
    ROOMS = "rooms"        # server -> client: the rooms a lobby lists
    CREATED = "created"    # server -> client: the new room's code
    WELCOME = "welcome"    # host -> client: the seat, the room
    LOBBY = "lobby"        # host -> client: who has joined
    UPDATE = "update"      # host -> client: the seat's events and view
    REFUSED = "refused"    # host -> client: a request was not accepted, with the reason
    ERROR = "error"        # host -> client: the connection ends, with the reason
    PAUSED = "paused"      # host -> client: a seat dropped; the duel waits
    RESUMED = "resumed"    # host -> client: the duel goes on
    ENDED = "ended"        # host -> client: the duel is over
    CLOCK = "clock"        # host -> client: the turn timer and reserves (game.net.clocks), once a second
    PONG = "pong"


def _ints(v: Any, lo: int, hi: int, most: int) -> bool:
    return (isinstance(v, list) and len(v) <= most
            and all(isinstance(x, int) and not isinstance(x, bool) and lo <= x <= hi for x in v))


def _int(v: Any, lo: int, hi: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _text(v: Any, most: int) -> bool:
    return isinstance(v, str) and len(v) <= most and v.isprintable()


_FINGERPRINT = {"protocol", "game", "engine", "edition", "data", "options"}  # a lobby request's handshake


def _fingerprint(m: dict) -> bool:
    return (_int(m["protocol"], 0, 1 << 16) and _text(m["game"], 32) and _text(m["engine"], 16)
            and _int(m["edition"], 0, 99) and _text(m["data"], 64) and isinstance(m["options"], list)
            and len(m["options"]) <= 32 and all(_text(o, 40) for o in m["options"]))


# client message -> (required keys, optional keys, check of the values)
_CLIENT: dict[Msg, tuple[set[str], set[str], Any]] = {
    Msg.HELLO: ({"protocol", "game", "engine", "edition", "data", "options", "code"}, {"seat", "name", "deck", "key", "token"},
                lambda m: (_int(m["protocol"], 0, 1 << 16) and _text(m["game"], 32) and _text(m["engine"], 16)
                           and _int(m["edition"], 0, 99) and _text(m["data"], 64) and _text(m["code"], 32)
                           and isinstance(m["options"], list) and len(m["options"]) <= 32
                           and all(_text(o, 40) for o in m["options"])
                           and _int(m.get("seat", -1), -1, 3) and _text(m.get("name", ""), 16)
                           and _text(m.get("key", ""), 64) and _text(m.get("token", ""), 64)
                           and (m.get("deck") is None or _ints(m["deck"], 1, 722, 40)))),
    Msg.ACT: ({"actions", "n"}, set(), lambda m: _ints(m["actions"], 0, 1 << 16, MAX_PLAY) and m["actions"]
              and _int(m["n"], 0, 1 << 20)),
    Msg.VOTE: ({"choice"}, set(), lambda m: m["choice"] in ("ai", "end", "wait")),
    Msg.PING: ({"id"}, set(), lambda m: _int(m["id"], 0, 1 << 62)),
    Msg.BYE: (set(), set(), lambda m: True),
    Msg.LIST: (_FINGERPRINT, set(), _fingerprint),
    Msg.CREATE: (_FINGERPRINT | {"kind", "rules", "watch", "listed"}, set(),
                 lambda m: (_fingerprint(m) and m["kind"] in ("versus", "tag")
                            and _int(m["watch"], -1, MAX_WATCH_DELAY) and isinstance(m["listed"], bool) and isinstance(m["rules"], list)
                            and len(m["rules"]) <= 8 and all(_text(r, 40) for r in m["rules"]))),
    Msg.WATCH: (_FINGERPRINT | {"code"}, set(), lambda m: _fingerprint(m) and _text(m["code"], 32)),
}


def check_client(msg: Any) -> Msg:
    """Returns the type of a client message; raises WireError naming the first problem."""
    if not isinstance(msg, dict):
        raise WireError("a message must be a JSON object")
    try:
        kind = Msg(msg.get("t"))
    except ValueError:
        raise WireError(f"unknown message type {str(msg.get('t'))[:20]!r}") from None
    if kind not in _CLIENT:
        raise WireError(f"a client may not send {kind.value!r}")
    need, may, ok = _CLIENT[kind]
    keys = set(msg) - {"t"}
    if need - keys:
        raise WireError(f"{kind.value}: missing {sorted(need - keys)}")
    if keys - need - may:
        raise WireError(f"{kind.value}: unknown fields {sorted(keys - need - may)[:4]}")
    if not ok(msg):
        raise WireError(f"{kind.value}: a field has the wrong type or is out of range")
    return kind


def check_host(msg: Any) -> Msg:
    """Returns the type of a host message; WireError when it is not one the host may send."""
    if not isinstance(msg, dict):
        raise WireError("a message must be a JSON object")
    try:
        kind = Msg(msg.get("t"))
    except ValueError:
        raise WireError(f"unknown message type {str(msg.get('t'))[:20]!r}") from None
    if kind in _CLIENT and kind != Msg.PING:
        raise WireError(f"the host may not send {kind.value!r}")
    return kind


def encode(msg: dict[str, Any]) -> bytes:
    """Returns one frame for a message."""
    body = json.dumps(msg, separators=(",", ":")).encode()
    return _HEADER.pack(len(body)) + body


def decode(body: bytes) -> Any:
    """Returns the JSON value of a frame body; WireError when it is not checked, well-formed JSON."""
    try:
        return parse_json(body)
    except DocError as exc:
        raise WireError(f"not a valid message ({exc})") from None


async def read_frame(reader: asyncio.StreamReader, limit: int, timeout: float | None) -> bytes:
    """Returns one frame body; WireError when it is larger than ``limit``; EOF/timeout errors pass up.

    An oversized frame is refused from its header alone: its body is never read, so the connection
    cannot be resynchronised and the caller closes it.
    """
    header = await asyncio.wait_for(reader.readexactly(_HEADER.size), timeout)
    (n,) = _HEADER.unpack(header)
    if n > limit:
        raise WireError(f"message of {n} bytes (at most {limit})")
    return await asyncio.wait_for(reader.readexactly(n), timeout)


class RateLimit:
    """A token bucket: ``rate`` messages a second, bursts of ``burst``; ``take`` says whether one may pass."""

    def __init__(self, rate: float = 60.0, burst: int = 120, clock=time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.stamp = float(burst), clock()
        self.over = 0  # messages refused in the current run (a run ends after a second with no refusal)
        self._last_refusal = float("-inf")

    def take(self) -> bool:
        """Returns whether one more message may pass now (and counts it)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        if now - self._last_refusal > 1.0:
            self.over = 0
        self.over += 1
        self._last_refusal = now
        return False
