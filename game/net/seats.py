"""A room's seats: who plays each (a player over the network, the host window, the computer), and the
``--seats`` list that says so. The seat's token digest lives here (``game.net.tokens``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from game.rules.teams import TAG_SEATS


class SeatKind(StrEnum):
    """Who plays a seat: a player over the network, the host's own window (needs the host's key), an AI."""

    REMOTE = "remote"
    LOCAL = "local"
    AI = "ai"


@dataclass
class Seat:
    """One seat of the room."""

    kind: SeatKind
    level: str = ""
    name: str = ""
    deck: tuple[int, ...] | None = None
    connected: bool = False
    dropped_at: float | None = None  # when its player dropped mid-duel (the grace runs from here)
    vote: str = ""
    token_hash: str = ""  # the digest of its player's token (empty: nobody has held the seat yet)
    fresh: str = field(default="", repr=False)  # a token just issued, told once in the welcome

    @property
    def human(self) -> bool:
        """Returns whether a person plays the seat (through a connection)."""
        return self.kind != SeatKind.AI


def parse_seats(spec: str, tag: bool) -> list[Seat]:
    """Returns seats from ``remote,ai:fair,local,...``; ValueError naming the bad entry."""
    from game.ai import LEVELS

    n = TAG_SEATS if tag else 2
    parts = [p.strip() for p in spec.split(",")] if spec else ["remote"] * n
    if len(parts) != n:
        raise ValueError(f"--seats: {'a tag duel' if tag else 'a 2P duel'} has {n} seats, got {len(parts)}")
    out = []
    for p in parts:
        kind, _, level = p.partition(":")
        if kind == "ai":
            if level not in LEVELS:
                raise ValueError(f"--seats: {p!r}: the AI level must be one of {', '.join(LEVELS)}")
            out.append(Seat(SeatKind.AI, level=level, name=f"CPU {level}"))
        elif kind in ("remote", "local") and not level:
            out.append(Seat(SeatKind(kind)))
        else:
            raise ValueError(f"--seats: {p!r}: expected remote, local or ai:LEVEL")
    if not any(s.human for s in out):
        raise ValueError("--seats: at least one seat must be a player")
    return out
