"""What two machines must agree on before they duel, so they refuse to start rather than disagree.

The client's hello carries its fingerprint: the protocol, the game version, the engine version and
rules edition, the digest of every rule table (``tables_digest``: the data and any mods) and the
names of the rule options its engine knows. The host compares each with its own and, to a peer that
gave the right room code, names the first difference in words a player can act on (a stranger hears
only "incompatible game"). The room code is compared in constant time.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import fields

from game import __version__
from game.net.wire import PROTOCOL
from game.rules.replay import ENGINE_VERSION, RULES_EDITION
from game.rules.state import RuleOptions

CODE_ALPHABET = "ACDEFGHJKLMNPQRTUVWXY34679"  # no 0/O, 1/I/L, 2/Z, 5/S, 8/B look-alikes


def new_code() -> str:
    """Returns a fresh room code like ``KF7Q-MX3D`` (26^8: guessing one is hopeless at the host's rate)."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(8))
    return f"{raw[:4]}-{raw[4:]}"


def normal_code(code: str) -> str:
    """Returns a typed code in its canonical form (upper case, the dash optional)."""
    raw = "".join(c for c in code.upper() if c.isalnum())
    return f"{raw[:4]}-{raw[4:]}" if len(raw) == 8 else raw


def code_matches(given: str, code: str) -> bool:
    """Returns whether a typed code is the room's (constant time)."""
    return hmac.compare_digest(normal_code(given).encode(), code.encode())


def fingerprint(db) -> dict:
    """Returns this machine's side of the handshake (the hello's fields, without code and seat)."""
    from game.db.digest import tables_digest

    return {"protocol": PROTOCOL, "game": __version__, "engine": ENGINE_VERSION, "edition": RULES_EDITION,
            "data": tables_digest(db), "options": sorted(f.name for f in fields(RuleOptions))}


def mismatch(theirs: dict, ours: dict) -> str:
    """Returns why two fingerprints cannot duel together ('' when they can)."""
    if theirs["protocol"] != ours["protocol"]:
        return f"network protocol {theirs['protocol']} cannot talk to the host's {ours['protocol']}"
    if theirs["game"] != ours["game"]:
        return f"game version {theirs['game']} differs from the host's {ours['game']}: install the same version"
    if theirs["engine"] != ours["engine"] or theirs["edition"] != ours["edition"]:
        return (f"rules engine {theirs['engine']} (edition {theirs['edition']}) differs from the host's "
                f"{ours['engine']} (edition {ours['edition']})")
    if theirs["data"] != ours["data"]:
        return ("card data differs from the host's (different data files or mods): "
                "both players need the same data and mods")
    if sorted(theirs["options"]) != ours["options"]:
        return "rule options differ from the host's: install the same version"
    return ""
