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

    def close(self) -> None:
        """Leaves the room (and stops serving it when this window is the host)."""
        self.session.client.close()
        if self.serving is not None:
            self.serving.stop()


def local_addresses() -> tuple[str, ...]:
    """Returns this machine's addresses other players on the same network can reach (best effort, no traffic)."""
    import socket

    found: list[str] = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            addr = info[4][0]
            if not addr.startswith("127.") and addr not in found:
                found.append(addr)
    except OSError:
        pass
    return tuple(found[:3])
