"""Small screen-geometry helpers the duel's motions share: a point between two points, and the
middle of a zone's projected outline (where a card leaves its zone or a burst goes off)."""

from __future__ import annotations


def lerp(a, b, p: float) -> tuple[float, float]:
    """Returns the point p of the way from a to b (p 0..1, not clamped)."""
    return a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p


def outline_centre(points) -> tuple[float, float]:
    """Returns the mean of a zone outline's corners (BoardRenderer.zone_outline)."""
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)
