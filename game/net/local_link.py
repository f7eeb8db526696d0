"""A seat's connection to a room in the same process, without sockets.

It speaks the same messages as ``ClientThread`` (``poll``, ``send``, ``close``, ``rejoin``), each one
through the real frame encoding, and hands every request straight to the ``Room``. The gallery
pictures the online screens with it; nothing in it waits.
"""

from __future__ import annotations

from game.net import wire
from game.net.room import Room
from game.net.wire import Msg


class RoomLink:
    """The client end of one seat of an in-process room; ``deliver`` routes a room outbox to it."""

    def __init__(self, room: Room, seat: int) -> None:
        self.room, self.seat = room, seat
        self.inbox: list[dict] = []

    def deliver(self, outbox: list[tuple[int, dict]]) -> None:
        """Keeps this seat's messages of a room outbox."""
        for seat, msg in outbox:
            if seat == self.seat:
                self.inbox.append(wire.decode(wire.encode(msg)[4:]))

    def poll(self) -> list[dict]:
        """Returns the messages that arrived."""
        out, self.inbox = self.inbox, []
        return out

    def send(self, msg: dict) -> None:
        """Hands a request to the room (checked like a message from the network)."""
        msg = wire.decode(wire.encode(msg)[4:])
        kind = wire.check_client(msg)
        if kind == Msg.ACT:
            self.deliver(self.room.request(self.seat, list(msg["actions"]), msg["n"]))
        elif kind == Msg.VOTE:
            self.deliver(self.room.vote(self.seat, msg["choice"]))

    def close(self) -> None:
        """Nothing to close."""

    def rejoin(self) -> RoomLink:
        """Returns itself: an in-process link is never lost."""
        return self
