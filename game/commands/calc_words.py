"""R5.13's placement said once, for the chain calculator and the --position calculators (both print it,
and they had drifted apart when each wrote its own words)."""

from __future__ import annotations

from game.db import CardDB
from game.db.vocab import Kind

# what becomes of a combination's survivor, by kind (any other kind is activated at once)
PLACEMENT = {Kind.MONSTER: "placed face-up", Kind.TRAP: "set face-down",
             Kind.EQUIP: "used on an own monster at once"}


def placement_of(db: CardDB, card: int) -> str:
    """Returns how R5.13 plays a combination whose survivor is ``card``."""
    return PLACEMENT.get(int(db.kind[card]), "activated at once")
