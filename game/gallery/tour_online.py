"""The gallery's online stops: the online duel screens pictured with in-process rooms (no sockets), each
picture in the tour's ``group`` (tour.py's "2P and Tag")."""

from __future__ import annotations

from game.gallery import script
from game.gallery.driver import Driver
from game.input_bindings import Button as B


def online_tour(d: Driver, seed: int, group: str) -> None:
    """Online 2P and Tag: the choice, the address keyboard, the waiting room with its addresses, the duel
    with the room's clocks, paused while the other player is away (the grace beside the turn clock), the
    vote once the grace is over, and a Tag seat's clock.

    The rooms run in this process (``RoomLink``, no sockets) on a clock of the tour's own, so the clocks
    read the same every run; their journals go to the tour's private data home. The addresses and code on
    screen are fixed so the pictures are the same anywhere.
    """
    from game.net.clocks import rule_of
    from game.net.local_link import RoomLink
    from game.net.room import Room, parse_seats
    from game.net.serve import online_dir
    from game.net.session import NetSession
    from game.rules.state import DEFAULT_OPTIONS
    from game.scenes.keyboard_keys import ADDRESS_KEYS
    from game.scenes.nav import Screen
    from game.scenes.online.link import Link

    ctx = d.app.ctx
    d.clear_to(ctx.screen(Screen.PLAY_WHERE))
    d.tap(B.DOWN)
    d.shot("online-where", group, "2P Duel: on this machine, host online, join online or a duel server")
    d.clear_to(ctx.screen(Screen.KEYBOARD, "HOST ADDRESS", 46, lambda text: None, text="192.168.1.20:47726",
                          prompt="e.g. 192.168.1.20:47726", keys=ADDRESS_KEYS))
    d.run(2)
    d.shot("online-join-address", group, "Join online: the address keyboard (digits, '.', ':', brackets)")
    db = ctx.db
    now = [0.0]
    room = Room(db, parse_seats("local,remote", False), "KF7Q-MX3D", DEFAULT_OPTIONS,
                online_dir() / "gallery.journal", seed=seed, clock=lambda: now[0], timer=rule_of(60, 300, 0))
    room.seats[0].deck, room.seats[1].deck = tuple(script.MAIN_PLAYER), tuple(script.MAIN_OPPONENT)
    link = RoomLink(room, 0)
    room.join({"key": room.key, "seat": 0, "name": "Yugi"})
    link.deliver(room.broadcast(room.lobby()))
    shown = Link(NetSession(db, link, 0), code=room.code, addresses=("192.168.1.20:47726", "[2001:db8::20]:47726"),
                 port=47726)
    d.clear_to(ctx.screen(Screen.WAITING, shown))
    d.run(2)
    d.shot("online-waiting", group, "Host online: the room code, every address to join at, who is here")
    joey, _ = room.join({"name": "Joey"})
    token = room.welcome(joey)["token"]  # what Joey's game keeps to take the seat back
    link.deliver(room.start())
    d.until(lambda: type(d.top).__name__ == "NetDuelScene")
    d.idle()
    now[0] = 23.0
    link.deliver(room.clock_step() + room.broadcast(room.clock_message()))
    d.run(2)
    d.shot("online-clock", group, "Online 2P: the turn clock and the reserve, as the host sends them")
    link.deliver(room.drop(1))
    now[0] = 40.0
    link.deliver(room.clock_step() + room.broadcast(room.paused()) + room.broadcast(room.clock_message()))
    d.run(2)
    d.shot("online-paused", group, "Online 2P: the other player dropped; the grace counts down, the turn clock waits")
    now[0] = 40.0 + room.grace
    link.deliver(room.broadcast(room.paused()))
    d.run(2)
    d.shot("online-vote", group, "Online 2P: the grace is over; the hint line names the vote's buttons")
    room.join({"seat": joey, "token": token})
    link.deliver(room.back(joey))  # BLUE is back in time after all; RED's turn clock goes on where it was
    d.idle()
    now[0] += 400.0  # RED's turn and reserve are spent
    link.deliver(room.clock_step() + room.broadcast(room.clock_message()))
    d.until(lambda: d.top.banner[:1] == ["Time is up."])
    d.run(2)
    d.shot("online-timeout", group, "Online 2P: your clock ran out; the turn ended and BLUE's clock runs")
    _online_tag(d, seed, now, group)


def _online_tag(d: Driver, seed: int, now: list, group: str) -> None:
    """A Tag seat online: 1A's turn with the room's clock under the four seats' panel."""
    from game.net.clocks import rule_of
    from game.net.local_link import RoomLink
    from game.net.room import Room, parse_seats
    from game.net.serve import online_dir
    from game.net.session import NetSession
    from game.rules.state import DEFAULT_OPTIONS
    from game.scenes.nav import Screen
    from game.scenes.online.link import Link

    db = d.app.ctx.db
    now[0] = 0.0
    room = Room(db, parse_seats("local,ai:fair,ai:fair,ai:fair", True), "KF7Q-MX3D", DEFAULT_OPTIONS,
                online_dir() / "gallery-tag.journal", seed=seed, clock=lambda: now[0], timer=rule_of(30, 120, 0))
    link = RoomLink(room, 0)
    room.join({"key": room.key, "seat": 0, "name": "Yugi"})
    link.deliver(room.start())
    d.clear_to(d.app.ctx.screen(Screen.WAITING, Link(NetSession(db, link, 0))))
    d.until(lambda: type(d.top).__name__ == "NetTagDuelScene")
    d.idle()
    now[0] = 41.0
    link.deliver(room.clock_step() + room.broadcast(room.clock_message()))
    d.run(2)
    d.shot("online-tag-clock", group, "Online Tag: this seat's turn clock, its reserve spending")
