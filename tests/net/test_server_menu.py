"""2P DUEL → Duel server through the virtual pad (issue 30): the server's address (remembered), its room
list, opening a room that a bot player joins (the duel screen opens), and watching a 2P and a Tag
room bots play (the duel screen from no seat: no hand of anyone, no press plays). The server runs on a thread on 127.0.0.1."""

from __future__ import annotations

import asyncio
import threading

import pytest

from game.net.client import hello, play_bot
from game.net.handshake import fingerprint
from game.net.lobby import Lobby
from game.net.lobby_client import ask, create_request, last_server
from game.net.serve import Serving
from game.net.server import Server
from game.rules.view import HIDDEN
from game.scenes.career.keyboard import KeyboardScene
from game.scenes.keyboard_keys import ADDRESS_KEYS, grid_of
from game.scenes.menu import ENTRIES, MainMenuScene
from game.scenes.online.duel import NetDuelScene
from game.scenes.online.rooms import RoomsScene
from game.scenes.online.tag_duel import NetTagDuelScene
from game.scenes.online.waiting import WaitingScene


@pytest.fixture
def server(db, tmp_path):
    serving = Serving(Server(Lobby(db, tmp_path / "server"), fingerprint(db), address="127.0.0.1", port=0))
    serving.start()
    assert not serving.error
    yield serving
    serving.stop()


def _bots(db, port: int, code: str, n: int, think: float = 0.0, leave_after: int | None = None) -> threading.Thread:
    async def play():
        await asyncio.gather(*(play_bot(db, "127.0.0.1", port, hello(db, code), "random", seed=i, max_seconds=60,
                                        think=think, stop_after=leave_after) for i in range(n)))

    thread = threading.Thread(target=asyncio.run, args=(play(),), daemon=True)
    thread.start()
    return thread


def _rooms(two_pads, port: int, tag: bool = False):
    duel = two_pads(MainMenuScene)
    labels = [label for label, _ in ENTRIES]
    duel.tap(*["down"] * labels.index("Tag Duel" if tag else "2P Duel"), "cross")
    duel.tap("down", "down", "down", "cross")                         # Duel server
    assert isinstance(duel.top, KeyboardScene) and duel.top.title == "SERVER ADDRESS"
    assert duel.top.keys == grid_of(ADDRESS_KEYS)                     # digits, '.', ':' (HOST:PORT)
    duel.top.text = "127.0.0.1:"
    duel.tap("start")                                                 # checked as typed: said, the keyboard stays
    assert duel.top.title == "SERVER ADDRESS" and "the port is missing after ':'" in duel.words()
    duel.top.text = f"127.0.0.1:{port}"                               # typed (the keyboard has its own tests)
    duel.tap("start")
    duel.until(lambda: isinstance(duel.top, RoomsScene) and "open" in duel.words(), limit=600)
    return duel


def test_open_a_room_on_a_server_and_a_player_joins_it(two_pads, server, db):
    duel = _rooms(two_pads, server.port)
    assert last_server() == f"127.0.0.1:{server.port}"                # offered again next time
    assert "No room yet: open one." in duel.words() and "Open a new room" in duel.words()
    duel.shot("server-01-rooms")
    duel.tap("cross")                                                 # Open a new room
    duel.until(lambda: isinstance(duel.top, WaitingScene) and "Players" in duel.words(), limit=600)
    assert "RED (you) - here" in duel.words() and "BLUE - waiting..." in duel.words()
    (code,) = server.host.lobby.rooms
    bot = _bots(db, server.port, code, 1, leave_after=1)  # seated, dealt, gone: the test needs only the opening
    try:
        duel.until(lambda: isinstance(duel.top, NetDuelScene), limit=20000)
        assert duel.top.session.net.seat == 0 and duel.top.session.state.sides[0].hand
        duel.until(lambda: "left the duel" in duel.words(), limit=20000)  # and the server said so
        duel.shot("server-02-duel")
    finally:
        duel.top.link.close()
        bot.join(10)


@pytest.mark.parametrize("tag", [False, True], ids=["2p", "tag"])
def test_watch_a_room_from_the_list(two_pads, server, db, tag):
    kind = "tag" if tag else "versus"
    code = asyncio.run(ask("127.0.0.1", server.port, create_request(db, kind, ["glitch_fusions"])))["code"]
    bots = _bots(db, server.port, code, 4 if tag else 2, think=0.05, leave_after=40)  # then they go: the test ends
    try:
        duel = _rooms(two_pads, server.port, tag)
        duel.until(lambda: duel.top.rooms and duel.top.rooms[0]["phase"] == "playing"
                   or (duel.tap("square") or False), limit=600)
        assert f"{code} playing - watch" in duel.words()
        duel.tap("down", settle=False)                                # the room being played: its rules
        duel.run(2)
        assert "Rules: glitch fusions" in duel.words()
        duel.tap("cross", settle=False)
        screen = NetTagDuelScene if tag else NetDuelScene
        duel.until(lambda: isinstance(duel.top, screen), limit=3000)
        watched = duel.top.session
        duel.until(lambda: watched.n > 8, limit=20000)
        duel.tap("cross", "up", "cross", "square", settle=False)      # a spectator's presses play nothing
        duel.until(lambda: watched.n > 12, limit=20000)
        assert watched.net.seat == -1 and not watched.net.refused and not watched.net.waiting
        state = watched.real if tag else watched.state
        assert all(set(side.hand) <= {HIDDEN} for side in state.sides)  # nobody's hand
        # the hint line shows whenever the board rests (a motion's own picture has none): wait for a rest
        duel.until(lambda: "You are watching: no hand is shown" in duel.words(), limit=3000)
        duel.shot(f"server-03-watching-{kind}")
    finally:
        bots.join(60)
