"""The player's side of a duel server's lobby: the room list, opening a room, watching one.

Each request is one short connection (``ask``): the server answers and the connection closes, so a
room list on screen never holds a socket. Taking a seat is the ordinary hello (``client.hello``
with the room's code), so a seat on a server plays exactly like a seat at a host; watching is a
``watch`` request answered by a welcome as seat -1 (``privacy.SPECTATOR``) and then the room's public
view. ``LobbyRequest`` runs one request on a thread for a screen, which polls it every frame.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

from game.net.client import CONNECT_TIMEOUT, Connection, Refused
from game.net.handshake import fingerprint
from game.net.wire import Msg, WireError


def list_request(db) -> dict:
    """Returns the request for the room list."""
    return {"t": Msg.LIST, **fingerprint(db)}


def create_request(db, kind: str, rules: list[str], watch: int = 0, listed: bool = True) -> dict:
    """Returns the request that opens a room: ``kind`` versus or tag, the rule options on, the spectators'
    delay in actions (-1: nobody may watch), whether the room list shows it."""
    return {"t": Msg.CREATE, **fingerprint(db), "kind": kind, "rules": list(rules), "watch": watch, "listed": listed}


def watch_request(db, code: str) -> dict:
    """Returns the request that watches a room."""
    return {"t": Msg.WATCH, **fingerprint(db), "code": code}


async def ask(address: str, port: int, request: dict, timeout: float = CONNECT_TIMEOUT) -> dict:
    """Sends one lobby request on its own connection; returns the answer (``Refused`` with the server's
    reason when it says no, ConnectionError when it cannot be reached)."""
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(address, port), timeout)
    except (TimeoutError, OSError) as exc:
        raise ConnectionError(f"cannot reach the server {address}:{port} ({exc.__class__.__name__})") from None
    conn = Connection(reader, writer, {})
    try:
        await conn.send(request)
        answer = await conn.recv(timeout)
    except (TimeoutError, asyncio.IncompleteReadError, OSError, WireError):
        raise ConnectionError("the server closed the connection before answering") from None
    finally:
        conn.close()
    if answer["t"] in (Msg.ERROR, Msg.REFUSED):
        raise Refused(str(answer.get("reason", "the server refused the request")))
    return answer


async def watch(address: str, port: int, request: dict, *, seen: Callable[[dict], None] | None = None,
                max_seconds: float = 120.0) -> dict:
    """Watches a room until its duel ends; returns what was seen (updates, the end). ``seen`` is given
    every message as it arrives (the command line prints it, the privacy tests keep it)."""
    conn = await Connection.open(address, port, request)
    out: dict[str, Any] = {"seat": conn.welcome["seat"], "kind": conn.welcome["kind"],
                           "delay": conn.welcome.get("delay"), "updates": 0, "ended": None}
    deadline = time.monotonic() + max_seconds
    pings = 0
    try:
        while time.monotonic() < deadline:
            try:
                msg = await conn.recv(min(3.0, max(0.1, deadline - time.monotonic())))
            except TimeoutError:
                pings += 1
                await conn.send({"t": Msg.PING, "id": pings})  # still here: a silent connection is dropped
                continue
            if seen is not None:
                seen(msg)
            if msg["t"] == Msg.UPDATE:
                out["updates"] += 1
            elif msg["t"] in (Msg.ENDED, Msg.ERROR):
                out["ended"] = msg
                return out
    except (asyncio.IncompleteReadError, ConnectionError, OSError) as exc:
        out["lost"] = exc.__class__.__name__
    finally:
        conn.close()
    out["timeout"] = True
    return out


class LobbyRequest:
    """One lobby request on a background thread: ``done`` once answered; then ``answer`` or ``error``."""

    def __init__(self, address: str, port: int, request: dict) -> None:
        self.answer: dict | None = None
        self.error = ""
        self._done = threading.Event()
        threading.Thread(target=self._run, args=(address, port, request), name="fmduel-lobby", daemon=True).start()

    def _run(self, address: str, port: int, request: dict) -> None:
        try:
            self.answer = asyncio.run(ask(address, port, request))
        except Refused as exc:
            self.error = str(exc)
        except ConnectionError as exc:
            self.error = str(exc)
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        """Returns whether the server has answered (or could not be reached)."""
        return self._done.is_set()

    def wait(self, timeout: float) -> bool:
        """Waits at most ``timeout`` seconds for the answer (tests and the command line)."""
        return self._done.wait(timeout)


def _server_file():
    from game.db import data_home

    return data_home() / "online" / "server.json"


def last_server() -> str:
    """Returns the duel server address the player typed last ('' when none, or when the file is unreadable)."""
    from game.safe_load import DocError, parse_json

    try:
        data = parse_json(_server_file().read_bytes())
    except (OSError, DocError):
        return ""
    address = data.get("address") if isinstance(data, dict) else None
    return address if isinstance(address, str) and address.isprintable() and len(address) <= 64 else ""


def remember_server(address: str) -> None:
    """Keeps the address for the next time (in the data folder; best effort: a read-only disk forgets it)."""
    import json
    import os

    path = _server_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps({"address": address}), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass
