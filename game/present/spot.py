"""What a mark tuple on the board points at, below the screens so the presentation can name it too.

The duel screen's marks (scenes/duel/layout.Marks) and the presenter's camera and hidden zones speak of
the same tuples: ``(Spot.HAND, i)``, ``(Spot.ZONE, side, row, zone)`` and ``(Spot.USE,)``.
"""

from __future__ import annotations

from enum import StrEnum


class Spot(StrEnum):
    """What a mark tuple points at: ("hand", i), ("zone", side, row, zone) or ("use",)."""

    HAND = "hand"
    ZONE = "zone"
    USE = "use"
