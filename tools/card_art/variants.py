"""Shape variants that tell one body from another at figure size (issue 33's long tail): a frill behind a
head, a spade or club at a tail's tip, antlers, a pearl, bristles, pincer jaws, a parrot's hooked beak, a
meteor's burning rock hide. The drawers in beasts.py call these where their bodies put a head or a tail;
lexicon.VARIANT_AXES offers them to monsters that would otherwise differ by colour alone, and the name
facts (a parrot's beak, a meteor) are asked for by lexicon.LIKENESS and recorded as drawn parts.
"""

from __future__ import annotations

import math

import numpy as np

from tools.card_art.paint import Painter, shade

WHITE, INK = (250, 250, 240), (20, 14, 26)
PARROT = ((230, 40, 40), (250, 210, 40), (40, 110, 230))  # the crest's feathers: red, yellow, blue
EMBER, MAGMA = (255, 150, 40), (255, 90, 30)


def frill(p: Painter, x: float, y: float, r: float, col, rib) -> None:
    """A fan of webbed spines standing behind a head at (x, y), radius r."""
    pts = [(x, y)]
    for i in range(7):
        a = math.radians(100 + i * 26)
        rr = r if i % 2 == 0 else r * 0.72
        pts.append((x + rr * math.cos(a), y - rr * math.sin(a)))
    p.fill(p.P(pts), col)
    for i in range(0, 7, 2):
        a = math.radians(100 + i * 26)
        p.line([(x, y), (x + r * math.cos(a), y - r * math.sin(a))], 0.7, rib)


def spade(p: Painter, x: float, y: float, k: float, col, club: bool = False) -> None:
    """A tail's tip at (x, y): a barbed spade (or a knobbed club), pointing left, size k."""
    if club:
        p.fill(p.E(x - 2 * k, y, 5 * k, 4.5 * k), col)
        for dx, dy in ((-6, -4), (-2, -6), (-7, 2), (0, 5)):
            p.fill(p.P([(x + dx * k - 1.5 * k, y + dy * k * 0.6), (x + dx * k, y + dy * k),
                        (x + dx * k + 1.5 * k, y + dy * k * 0.6)]), shade(col, 0.8))
        return
    p.fill(p.P([(x + 2 * k, y), (x - 4 * k, y - 6 * k), (x - 12 * k, y), (x - 4 * k, y + 6 * k)]), col)


def antlers(p: Painter, x: float, y: float, col) -> None:
    """A pair of branching antlers rising from a head at (x, y) (an eastern dragon's)."""
    for side, dx in ((0.8, -4), (1.0, 2)):
        base, top = (x + dx, y), (x + dx - 10 * side, y - 18 * side)
        p.line([base, (x + dx - 4, y - 9 * side), top], 1.1, col)
        p.line([(x + dx - 4, y - 9 * side), (x + dx + 4, y - 15 * side)], 0.9, col)
        p.line([(x + dx - 7, y - 14 * side), (x + dx - 14, y - 14 * side)], 0.9, col)


def pearl(p: Painter, x: float, y: float, r: float = 5.0) -> None:
    """A glowing pearl held before a dragon's jaws."""
    p.glow(p.E(x, y, r * 2, r * 2), (255, 250, 200), 0.45)
    p.fill(p.E(x, y, r, r), (245, 240, 225))
    p.dot(x - r * 0.35, y - r * 0.35, r * 0.3, WHITE)


def bristles(p: Painter, points, col, size: float = 5.0) -> None:
    """Stiff bristles fanned out along a body's back (a worm's or a spider's)."""
    p.mark("spikes")
    for x, y in points:
        for a in (-30, 0, 30):
            t = math.radians(a - 90)
            p.line([(x, y), (x + size * math.cos(t), y + size * math.sin(t))], 0.6, col)


def pincers(p: Painter, x: float, y: float, col) -> None:
    """Curved pincer jaws opening forward from a mouth at (x, y)."""
    for side in (-1, 1):
        p.fill(p.T([(x, y + side * 2), (x + 7, y + side * 6), (x + 12, y + side * 2)], 1.8, 0.6), col)


def parrot_beak(p: Painter, x: float, y: float, k: float = 1.0, crest: bool = True) -> None:
    """A parrot's hooked beak at a head's front (x, y) and, behind it, a crest of bright feathers."""
    p.mark("beak")
    p.fill(p.P([(x - 2 * k, y - 5 * k), (x + 8 * k, y - 6 * k), (x + 12 * k, y - 1 * k), (x + 9 * k, y + 5 * k),
                (x + 7 * k, y + 1 * k), (x - 2 * k, y + 3 * k)]), (250, 205, 70))
    p.fill(p.P([(x - 1 * k, y + 3 * k), (x + 6 * k, y + 2 * k), (x + 4 * k, y + 7 * k), (x - 1 * k, y + 6 * k)]),
           (60, 50, 50))
    if crest:
        for i, col in enumerate(PARROT):
            p.fill(p.T([(x - 8 * k, y - 4 * k), (x - 14 * k - 3 * i * k, y - 14 * k + 2 * i * k)], 2.2 * k, 0.6 * k),
                   col)


def meteor_hide(p: Painter, points, r: float, col) -> None:
    """A meteor's body: lumps of rock with glowing cracks along points, a trail of fire behind the last."""
    p.mark("meteor")
    x, y = points[-1]
    for j, flame in enumerate((MAGMA, EMBER, (255, 220, 90))):
        k = 1 - j * 0.28
        p.fill(p.P([(x + 6, y + 2), (x - 20 * k, y - 26 * k), (x - 8 * k, y - 14 * k),
                    (x - 6 * k, y - 30 * k), (x + 8 * k, y - 8 * k)]), flame, outline=False)
    for i, (x, y) in enumerate(points[:-1]):
        rr = r * (0.8 + 0.15 * (i % 3))
        rock = [(x + rr * math.cos(math.radians(a)) * (0.8 + 0.2 * ((i + n) % 2)),
                 y + rr * 0.75 * math.sin(math.radians(a))) for n, a in enumerate(range(0, 360, 60))]
        p.fill(p.P(rock), shade(col, 0.8 + 0.12 * (i % 2)))
        p.line([(x - rr * 0.5, y - rr * 0.2), (x, y + rr * 0.15), (x + rr * 0.4, y - rr * 0.35)], 0.8, MAGMA)


# Variants any subject can wear, placed on the silhouette its drawer painted (for the objects and creatures
# whose drawers offer no shape alternatives of their own): spines along its top, two horns on its
# crown, a ring floating above it.
SILHOUETTE_KEYS = ("ridge", "horns2", "ring")


def silhouette_overlays(p: Painter, drawn, c, o) -> None:
    """Draws the silhouette variants o asks for on the pixels drawn (a bool mask of the canvas)."""
    if not any(o.get(k) for k in SILHOUETTE_KEYS):
        return
    cols = np.flatnonzero(drawn.any(axis=0))
    if cols.size < 3:
        return  # off the canvas (the record probe) or too small to carry anything
    top = {int(j): int(np.argmax(drawn[:, j])) for j in cols}

    def local(j: int) -> tuple[float, float]:
        ox, oy, z, sx = p.frame
        x, y = (j + 0.5) / p.s + p.x0, (top[j] + 0.5) / p.s + p.y0
        return (x - ox) / (z * sx), (y - oy) / z

    lo, hi = cols[0], cols[-1]
    middle = [int(j) for j in cols if lo + (hi - lo) * 0.25 <= j <= lo + (hi - lo) * 0.75] or [int(j) for j in cols]
    peak = min(top[j] for j in middle)  # the crown: the highest point of the middle half (not a muzzle's tip)
    crown = [j for j in middle if top[j] <= peak + max(1, round(p.s))]
    mid = int(crown[len(crown) // 2])
    if o.get("ridge"):  # spines standing along the top of the body
        span = [int(lo + (hi - lo) * f) for f in (0.2, 0.35, 0.5, 0.65, 0.8)]
        for j in span:
            if j in top:
                x, y = local(j)
                p.fill(p.P([(x - 3, y + 2), (x, y - 8), (x + 3, y + 2)]), c["horn"])
    if o.get("horns2"):  # two curved horns on the crown
        x, y = local(mid)
        for side in (-1, 1):
            p.fill(p.T([(x + side * 5, y + 2), (x + side * 9, y - 6), (x + side * 6, y - 13)], 2.4, 0.6), c["horn"])
    if o.get("ring"):  # a ring of light floating above
        x, y = local(mid)
        p.fill(p.E(x, y - 8, 10, 3) & ~p.E(x, y - 8, 7, 1.6), (255, 225, 110))
