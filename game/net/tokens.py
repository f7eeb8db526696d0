"""Seat credentials: the secret a seat's player gets when first seated, and the client's copy of it.

The room code admits a newcomer to a free seat only. Taking a seat back after a drop (or after the
host's ``--resume``) needs that seat's token: a random secret from ``secrets`` (never derived from
the code), sent once in the welcome. The host keeps and journals only its SHA-256, so a journal
read by someone else gives no seat away, and a resumed host still knows each seat's owner.

The client keeps its tokens in ``<data home>/online/tokens/<code>.json`` (written atomically),
one per seat it held in that room, so a restarted game can take its own seat back.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
from pathlib import Path

TOKEN_BYTES = 24  # 192 bits: 32 URL-safe characters


def new_token() -> str:
    """Returns a fresh seat token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def digest(token: str) -> str:
    """Returns what the host keeps of a token (hex SHA-256)."""
    return hashlib.sha256(token.encode()).hexdigest()


def proves(token: str, kept: str) -> bool:
    """Returns whether ``token`` is the one whose digest is ``kept`` (constant time; never for an empty one)."""
    return bool(token) and bool(kept) and hmac.compare_digest(digest(token), kept)


class TokenStore:
    """The client's tokens, one file per room code under ``directory``."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)

    @classmethod
    def default(cls) -> TokenStore:
        """Returns the store in the game's data folder."""
        from game.db import data_home

        return cls(data_home() / "online" / "tokens")

    def _path(self, code: str) -> Path:
        safe = "".join(c for c in code.upper() if c.isalnum())[:32] or "room"
        return self.directory / f"{safe}.json"

    def load(self, code: str) -> dict[int, str]:
        """Returns the tokens kept for a room, seat -> token ({} when none or the file is unreadable)."""
        try:
            data = json.loads(self._path(code).read_text(encoding="utf-8"))
            return {int(k): str(v) for k, v in data["seats"].items()}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return {}

    def latest(self, code: str) -> tuple[int, str]:
        """Returns (seat, token) of the seat last held in this room, or (-1, '')."""
        try:
            data = json.loads(self._path(code).read_text(encoding="utf-8"))
            seat = int(data["last"])
            return seat, str(data["seats"][str(seat)])
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return -1, ""

    def save(self, code: str, seat: int, token: str) -> None:
        """Keeps a seat's token (written to a temporary file and moved: never half written)."""
        seats = {str(k): v for k, v in self.load(code).items()}
        seats[str(seat)] = token
        path = self._path(code)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump({"seats": seats, "last": seat}, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
