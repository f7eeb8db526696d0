"""Where each zone of the board lies in the world, kept free of pygame and numpy.

The presenter's camera director aims at zones, and the presentation layer must be importable
(and its consistency check runnable) without a display library; the renderer draws these same
squares, so both read the one layout here.
"""

from __future__ import annotations

TILE = 51  # floor texels per zone side
UNIT = 2.0  # world units per floor texel
TILE_W = TILE * UNIT  # one zone's side in world units
# Floor band (far to near, seen from side 0) of each (side, row); row 0 monsters, 1 magic/trap.
BAND = {(1, 1): 0, (1, 0): 1, (0, 0): 3, (0, 1): 4}


def zone_centre(side: int, row: int, zone: int) -> tuple[float, float]:
    """Returns the world (x, z) of a zone's centre (zones count from the bottom player's left)."""
    return (zone - 2) * TILE_W, (BAND[(side, row)] - 2) * TILE_W
