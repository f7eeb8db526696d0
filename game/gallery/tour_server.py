"""The gallery's duel-server stops: a server's room list (2P and Tag) and a 2P duel watched from no seat,
each picture in the tour's ``group`` (tour.py's "2P and Tag"). No sockets: the room list is answered by
the tour itself, and the watched duel is an in-process room whose spectator end is a ``RoomLink``."""

from __future__ import annotations

from game.gallery import script
from game.gallery.driver import Driver
from game.input_bindings import Button as B

ADDRESS, PORT = "203.0.113.7", 47726  # a documentation address: the pictures are the same anywhere
ROOMS = (  # what a server's lobby lists (game.net.lobby.Lobby.listing), codes fixed for the pictures
    {"code": "KF7Q-MX3D", "kind": "versus", "rules": ["glitch_fusions"], "watch": 0, "phase": "lobby", "free": 1},
    {"code": "HW4C-RT9P", "kind": "versus", "rules": ["glitch_fusions", "no_first_turn_attack"], "watch": 0,
     "phase": "playing", "free": 0},
    {"code": "NV6E-JA3K", "kind": "versus", "rules": [], "watch": 5, "phase": "playing", "free": 0},
    {"code": "YU7G-DL4X", "kind": "versus", "rules": ["strict_phase_order"], "watch": -1, "phase": "playing",
     "free": 0},
    {"code": "QC9M-TE6W", "kind": "tag", "rules": ["glitch_fusions"], "watch": 0, "phase": "lobby", "free": 3},
    {"code": "RJ4V-NX7A", "kind": "tag", "rules": ["glitch_fusions", "strict_phase_order"], "watch": 2,
     "phase": "playing", "free": 0},
)


class _Answered:
    """A lobby request the tour has answered already: the room list above."""

    done, error = True, ""

    def __init__(self, address: str, port: int, request: dict) -> None:
        self.answer = {"t": "rooms", "rooms": [dict(r) for r in ROOMS], "full": False}


def server_tour(d: Driver, seed: int, group: str) -> None:
    """The Duel server's room lists (2P, then Tag, the cursor on a room so its rules show) and a 2P duel
    watched from the list: both players are the computer, the spectator sees only what is face up."""
    from game.scenes.online.rooms import RoomsScene

    for tag, name in ((False, "server-rooms"), (True, "server-rooms-tag")):
        d.clear_to(RoomsScene(ADDRESS, PORT, tag, ask=_Answered))
        d.run(2)
        d.tap(B.DOWN)
        d.run(2)
        kind = "Tag Duel" if tag else "2P Duel"
        d.shot(name, group, f"Duel server: the {kind} rooms, their free seats, rules and who may watch")
    _watching(d, seed, group)


def _watching(d: Driver, seed: int, group: str) -> None:
    from game.net.local_link import RoomLink
    from game.net.privacy import SPECTATOR
    from game.net.room import Room, parse_seats
    from game.net.seats import SeatKind
    from game.net.serve import online_dir
    from game.net.session import NetSession
    from game.rules.state import DEFAULT_OPTIONS
    from game.scenes.nav import Screen
    from game.scenes.online.link import Link

    db = d.app.ctx.db
    seats = parse_seats("remote,ai:fair", False)
    seats[0].kind, seats[0].level = SeatKind.AI, "fair"  # the computer plays both: the tour only watches
    room = Room(db, seats, "HW4C-RT9P", DEFAULT_OPTIONS, online_dir() / "gallery-watch.journal", seed=seed,
                watched=True)
    room.seats[0].deck, room.seats[1].deck = tuple(script.MAIN_PLAYER), tuple(script.MAIN_OPPONENT)
    link = RoomLink(room, SPECTATOR)
    link.deliver(room.start())
    for _ in range(60):  # a few turns of both players: cards face up and face down on both fields
        if room.state.turn >= 5 or room.state.over:
            break
        link.deliver(room.ai_step())
    d.clear_to(d.app.ctx.screen(Screen.WAITING, Link(NetSession(db, link, SPECTATOR))))
    d.until(lambda: type(d.top).__name__ == "NetDuelScene")
    top = d.top  # a spectator's screen is never ready for a play: wait for the updates to be shown
    d.until(lambda: not top.inbox and not top.play.waiting and d.app.stack.fade is None)
    d.run(30)
    d.shot("server-watching", group, "Duel server: watching a 2P duel; no hand and no face-down card is shown")
    room.journal.close()
