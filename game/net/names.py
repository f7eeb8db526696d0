"""One numbering of seats and winners for every screen, message and command line of an online duel.

The screens call a 2P duel's seats RED and BLUE and a Tag Duel's 1A, 2A, 1B, 2B (teams 1 and 2:
1A and 1B, 2A and 2B); the command lines and the host's log say the same, never a bare index
(which read as 0-based on one side and 1-based on the other).
"""

from __future__ import annotations

from game.rules.teams import SEAT_NAMES, TAG_SEATS

VERSUS_NAMES = ("RED", "BLUE")


def seat_label(seat: int, tag: bool) -> str:
    """Returns a seat's name: RED/BLUE in a 2P duel, 1A..2B in a Tag Duel."""
    names = SEAT_NAMES if tag else VERSUS_NAMES
    return names[seat] if 0 <= seat < len(names) else f"seat {seat + 1}"


def team_label(team: int) -> str:
    """Returns a Tag team's name with its seats: ``team 1 (1A, 1B)``."""
    return f"team {team + 1} ({SEAT_NAMES[team]}, {SEAT_NAMES[team + 2]})"


def winner_words(winner: int, tag: bool) -> str:
    """Returns who won as every output says it: ``RED wins``, ``team 2 (2A, 2B) wins``, ``no winner``."""
    if winner < 0:
        return "no winner"
    return f"{team_label(winner) if tag else seat_label(winner, tag)} wins"


def seat_of(text: str) -> int:
    """Returns the seat a player asked for by name (RED, BLUE, 1A..2B) or number (1-4); -1 for 0 (any
    free seat); ValueError naming the choices."""
    t = text.strip().upper()
    if t in VERSUS_NAMES:
        return VERSUS_NAMES.index(t)
    if t in SEAT_NAMES:
        return SEAT_NAMES.index(t)
    if t.isdigit() and 0 <= int(t) <= TAG_SEATS:
        return int(t) - 1
    raise ValueError(f"not a seat: {text!r} (RED, BLUE, 1A, 2A, 1B, 2B, or 1-4; 0 for any)")
