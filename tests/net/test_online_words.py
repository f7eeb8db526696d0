"""What the online duel screens say (issue 30): the room's clocks drawn as the room sends them (2P and Tag),
the grace countdown beside them, the hint line while the duel waits naming only what the buttons do, and a
lost connection in plain words (never exception text). The room runs in this process (``RoomLink``, no
sockets) except where a real connection must fail; every loop is bounded."""

from __future__ import annotations

import socket
import threading

from duel.conftest import pad_duel  # noqa: F401  (the fixture)
from support.harness import drawn_at

from game.gallery import script
from game.net import wire
from game.net.client import LOST, ClientThread, hello
from game.net.clocks import rule_of
from game.net.local_link import RoomLink
from game.net.room import Room, parse_seats
from game.net.session import NetSession
from game.rules.state import DEFAULT_OPTIONS
from game.scenes.duel.hud import STRIP
from game.scenes.online.duel import NetDuelScene
from game.scenes.online.link import Link
from game.scenes.online.tag_duel import NetTagDuelScene
from game.scenes.online.waiting import WaitingScene

LEAKS = ("Error", "Errno", "Exception", "Traceback", "(")  # bits of Python's own words


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def _screen(pad_duel, db, tmp_path, *, tag=False, timer=None):  # noqa: F811
    """Opens this window's seat (RED / 1A) of an in-process room on the duel screen; returns (duel, room, link)."""
    clock = Clock()
    seats = "local,ai:random,ai:random,ai:random" if tag else "local,remote"
    room = Room(db, parse_seats(seats, tag), "KF7Q-MX3D", DEFAULT_OPTIONS, tmp_path / "r.journal", seed=3,
                clock=clock, grace=30, timer=timer or rule_of(turn=30, reserve=120, idle=0))
    if not tag:
        room.seats[0].deck, room.seats[1].deck = tuple(script.MAIN_PLAYER), tuple(script.MAIN_OPPONENT)
    link = RoomLink(room, 0)
    room.join({"key": room.key, "seat": 0, "name": "Yugi"})
    if not tag:
        room.join({"name": "Joey"})
    link.deliver(room.start())
    shown = Link(NetSession(db, link, 0), code=room.code, port=47726)
    duel = pad_duel(lambda: WaitingScene(shown), speed="instant")
    scene = NetTagDuelScene if tag else NetDuelScene
    duel.until(lambda: isinstance(duel.top, scene), limit=600)
    duel.idle(limit=4000)
    duel.room_clock = clock
    return duel, room, link


def test_the_2p_screen_draws_the_clocks_the_room_sends(pad_duel, db, tmp_path):  # noqa: F811
    duel, room, link = _screen(pad_duel, db, tmp_path)
    assert room.state.active == 0  # RED plays first in this room
    duel.room_clock.t = 12
    link.deliver(room.clock_step() + room.broadcast(room.clock_message()))
    duel.run(2)
    assert "YOU 0:18 +2:00" in duel.words()
    duel.room_clock.t = 50  # the turn's 30 s spent, 20 s of the reserve
    link.deliver(room.clock_step() + room.broadcast(room.clock_message()))
    duel.run(2)
    assert "YOU 0:00 +1:40" in duel.words()
    duel.shot("online-clock-2p")
    duel.room_clock.t = 150  # the reserve too: the turn ends, and this screen says whose it was
    link.deliver(room.clock_step() + room.broadcast(room.clock_message()))
    duel.until(lambda: "Time is up." in duel.words(), limit=600)
    assert "You ran out of time: the turn ended" in duel.words() and "BLUE 0:30 +2:00" in duel.words()


def test_the_tag_screen_draws_the_clocks_the_room_sends(pad_duel, db, tmp_path):  # noqa: F811
    duel, room, link = _screen(pad_duel, db, tmp_path, tag=True)
    assert room.state.active == 0
    duel.room_clock.t = 5
    link.deliver(room.clock_step() + room.broadcast(room.clock_message()))
    duel.run(2)
    assert "YOU 0:25 +2:00" in duel.words()
    duel.shot("online-clock-tag")


def test_while_the_grace_runs_both_clocks_show_and_the_hint_line_names_only_the_vote(pad_duel, db,  # noqa: F811
                                                                                       tmp_path):
    duel, room, link = _screen(pad_duel, db, tmp_path)
    link.deliver(room.drop(1))
    duel.room_clock.t = 10
    link.deliver(room.clock_step() + room.broadcast(room.paused()) + room.broadcast(room.clock_message()))
    duel.run(2)
    words = duel.words()
    assert "Waiting for them to come back (20 s)" in words  # the grace
    assert "YOU 0:30 +2:00 (paused)" in words  # the turn clock, held while BLUE is away
    duel.room_clock.t = 31  # the grace is over: the vote
    link.deliver(room.broadcast(room.paused()))
    duel.run(2)
    hint_y = STRIP.bottom + 1
    hint = [text for text, _, (_, y) in drawn_at(duel.app) if y == hint_y]
    assert hint == ["\x82 Computer plays them  \x83 End the duel  SELECT Menu"]
    duel.tap("square")  # what the hint line says Square does
    assert room.seats[1].kind == "ai"


def _welcome_then_close() -> tuple[socket.socket, threading.Thread]:
    """A one-shot host on 127.0.0.1 that welcomes the player and then drops the connection."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    server.settimeout(10)

    def serve() -> None:
        conn, _ = server.accept()
        with conn:
            conn.settimeout(5)
            conn.recv(4096)
            conn.sendall(wire.encode({"t": "welcome", "seat": 0, "label": "RED", "kind": "versus", "code": "X",
                                      "grace": 60}))
    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return server, thread


def test_a_lost_connection_is_said_in_plain_words(pad_duel, db, tmp_path):  # noqa: F811
    server, _thread = _welcome_then_close()
    client = ClientThread("127.0.0.1", server.getsockname()[1], hello(db, "X"))
    client.start()
    got: list[dict] = []
    for _ in range(200):  # at most 10 s
        got += client.poll()
        if any(m["t"] == LOST for m in got):
            break
        threading.Event().wait(0.05)
    client.close()
    server.close()
    lost = next(m for m in got if m["t"] == LOST)
    assert not any(bit in lost["reason"] for bit in LEAKS), lost["reason"]
    duel, _room, link = _screen(pad_duel, db, tmp_path)
    link.deliver([(0, lost)])
    duel.run(2)
    words = duel.words()
    assert "Connection to the host lost." in words and "Reconnecting to your seat" in words
    assert not any(bit in words for bit in LEAKS), words
    link.deliver([(0, {**lost, "refused": True})])  # for good: the reason itself is shown
    duel.run(2)
    words = duel.words()
    assert "The connection to the host has ended." in words and lost["reason"] in words
    assert not any(bit in words for bit in LEAKS), words


def test_a_host_nobody_runs_is_said_in_plain_words(db):
    with socket.socket() as s:  # a port nobody listens on (bound, never listening)
        s.bind(("127.0.0.1", 0))
        client = ClientThread("127.0.0.1", s.getsockname()[1], hello(db, "X"))
        client.start()
        got: list[dict] = []
        for _ in range(200):
            got += client.poll()
            if got:
                break
            threading.Event().wait(0.05)
        client.close()
    assert got and got[0]["t"] == LOST
    assert got[0]["reason"].startswith("Nobody is hosting at 127.0.0.1:")
    assert not any(bit in got[0]["reason"] for bit in LEAKS), got[0]["reason"]


def test_with_no_turn_timer_the_inactivity_clock_shows_in_its_last_minute_only():
    from types import SimpleNamespace

    from game.net.clocks import Clocks
    from game.scenes.online.banner import clock_line

    clocks = Clocks.new(rule_of(idle=300), 2)
    clocks.begin(1, (2, 1, True), True, 0.0, False)
    clocks.tick(100.0, False)
    s = SimpleNamespace(clock=clocks.view(["RED", "BLUE"]), ended=None)
    assert s.clock["idle"] == 240 and clock_line(s, ["YOU", "BLUE"]) == ""  # whole minutes: few messages
    clocks.tick(255.0, False)
    s.clock = clocks.view(["RED", "BLUE"])
    assert clock_line(s, ["YOU", "BLUE"]) == "BLUE: play within 0:45"
