"""What an online screen holds besides its scene: the connection, and the host thread when it hosts.

Both the waiting room and the duel screen keep one ``Link``; closing it says goodbye to the host
and, in the window that hosts, stops the room (the players are told the host has left).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Link:
    """The client session and, for the hosting window, the served room."""

    session: object
    serving: object = None  # game.net.serve.Serving when this window hosts
    code: str = ""
    addresses: tuple[str, ...] = ()
    port: int = 0
    local_only: bool = False  # the room listens on the loopback (Options: online.listen)

    def close(self) -> None:
        """Leaves the room (and stops serving it when this window is the host)."""
        self.session.net.client.close()
        if self.serving is not None:
            self.serving.stop()


def local_addresses(port: int, bind: str = "0.0.0.0") -> tuple[str, ...]:
    """Returns where other players can join this machine's room: every usable address of every interface
    with the port (only the loopback when the room listens on this machine alone)."""
    from game.net.addresses import reachable, usable, with_port

    if bind not in ("0.0.0.0", "::", ""):
        return (with_port(bind, port),) if usable(bind) else ()
    return tuple(reachable(port))
