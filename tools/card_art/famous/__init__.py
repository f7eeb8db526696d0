"""Bespoke compositions: the cards a player sees most (data/top_cards.txt), each drawn by a function
of its own so a fan knows the card at a glance. Our own drawings of each card's subject, built from
the same painter parts as every other picture; never a copy of the original artwork.

``BESPOKE`` maps a card name to its drawer ``fn(p, c, o)``: feet at local (0, 0), facing right,
about 80 units tall, palette ``c`` and lexicon options ``o`` as for the generic subjects. Each
drawer sets ``p.plan`` to the body plan it draws and marks its parts, so the likeness rules check
bespoke pictures exactly as they check generic ones. The drawers live in one module per kind of
subject; importing this package registers them all.
"""

from tools.card_art.famous import casters, creatures, dragons, spirits, warriors  # noqa: F401 - registers
from tools.card_art.famous.base import BESPOKE, bespoke

__all__ = ["BESPOKE", "bespoke"]
