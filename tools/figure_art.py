"""A monster's figure for the 3-D stage: its card picture's own composition drawn on its own.

The card art (tools/card_art) paints a monster over its attribute's backdrop inside a frame. The cut-in
and the Exodia sequence stand monsters on the duel's terrain instead, so here the same description
(subject, palette, parts, level size, per-card seed) is drawn with no backdrop, no halo and no frame,
facing right (the way every drawer composes), onto a transparent cell: the figure a fan knows from the
card, cut out. Transparency is found by drawing twice over two key colours: a pixel that comes out the
same both times is the figure's; one that differs is background (or a glow over it, which the floor
cannot show) and is left clear.

Poses are made from the standing figure, row by row, so every pose keeps its pixels crisp:
- stand: as drawn;
- strike: leaning into the blow (rows shifted forward by their height) and lunging, with speed lines
  trailing behind;
- hit: thrown back (rows shifted backward), crouched a little and flashed pale where it was struck.
"""

from __future__ import annotations

import random

import numpy as np

CELL = (136, 92)  # figure cell in pixels, at the big card's scale (1 px per scene unit)
X0 = -17.0  # the cell's left edge in card-scene units (the card's 102 units, widened for the poses)
FOOT = 89  # pixel row of the feet (the card scene's ground line)
POSES = ("stand", "strike", "hit")
_KEYS = ((255, 0, 255), (0, 255, 0))


def render_stand(card) -> tuple[np.ndarray, np.ndarray]:
    """Returns the standing figure as (rgb (h, w, 3) uint8, opaque (h, w) bool)."""
    a = _draw(card, _KEYS[0])
    b = _draw(card, _KEYS[1])
    opaque = (a == b).all(axis=2)
    rgb = np.where(opaque[..., None], a, 0).astype(np.uint8)
    return rgb, opaque


def _draw(card, key) -> np.ndarray:
    """Draws the card's monster branch (tools/card_art/compose.render) over a flat key colour: the same
    random draws in the same order, so palette, shape and pose are the card picture's."""
    from tools.card_art import famous
    from tools.card_art.compose import (
        GROUND,
        SUBJECT_ZOOM,
        _backdrop,
        _height,
        describe,
        draw_monster,
        palette,
    )
    from tools.card_art.paint import Painter

    rng = random.Random(card.id * 7919 + 17)
    p = Painter(CELL[0], CELL[1], 1.0, X0, 0.0)
    subject, opts, _ = describe(card)
    own = famous.BESPOKE.get(card.name)
    opts["_v"] = rng.random()
    opts["_v2"] = rng.random()
    _backdrop(p, card.attribute, rng, opts)  # consumes the card's draws; its pixels are painted over
    c = palette(card, opts, rng, card.attribute)
    rng.random()  # the card's mirror draw: a figure always faces right, towards its foe
    zoom = min(1.04, 0.7 + 0.04 * card.level) * (1.06 if opts.get("big") else 0.92 if opts.get("small") else 1.0)
    if own is not None:
        zoom = min(max(zoom, 0.94) * own.zoom, (GROUND - 6) / own.height)
    else:
        zoom *= SUBJECT_ZOOM.get(subject, 1.0)
        zoom = min(zoom, (GROUND - 6) / _height(subject, opts))
    rng.uniform(-4, 4)  # the card's sideways place: a figure stands at the centre of its cell
    p.img[:] = key
    p.at(51, GROUND, zoom, False)
    draw_monster(p, own, subject, c, opts, rng)
    img = p.result()
    img[FOOT + 1:] = key  # nothing below the feet: the stage's floor and shadow are there
    return img


def _shear(rgb: np.ndarray, opaque: np.ndarray, lean: float, shift: int, squash: float = 1.0):
    """Returns the figure with each row moved sideways by lean x its height over the feet plus shift,
    and (squash < 1) pressed down towards the feet."""
    h, w = opaque.shape
    out_rgb = np.zeros_like(rgb)
    out_op = np.zeros_like(opaque)
    for y in range(h):
        src = y if squash == 1.0 else FOOT - round((FOOT - y) / squash)
        if not 0 <= src < h or src > FOOT:
            continue
        dx = round(lean * (FOOT - y)) + shift
        lo, hi = max(0, dx), min(w, w + dx)
        if lo >= hi:
            continue
        out_rgb[y, lo:hi] = rgb[src, lo - dx:hi - dx]
        out_op[y, lo:hi] = opaque[src, lo - dx:hi - dx]
    return out_rgb, out_op


def poses(rgb: np.ndarray, opaque: np.ndarray) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Returns the three poses (stand, strike, hit) of a standing figure."""
    strike_rgb, strike_op = _shear(rgb, opaque, 0.22, 8)
    _speed_lines(strike_rgb, strike_op)
    hit_rgb, hit_op = _shear(rgb, opaque, -0.16, -6, squash=0.94)
    _flash(hit_rgb, hit_op)
    return {"stand": (rgb, opaque), "strike": (strike_rgb, strike_op), "hit": (hit_rgb, hit_op)}


def _speed_lines(rgb: np.ndarray, opaque: np.ndarray) -> None:
    """Pale streaks trailing behind the lunging figure, at a third and two thirds of its height."""
    rows = np.flatnonzero(opaque.any(axis=1))
    if not rows.size:
        return
    top = rows[0]
    for k in (0.3, 0.55, 0.8):
        y = round(top + (FOOT - top) * k)
        cols = np.flatnonzero(opaque[y])
        if not cols.size:
            continue
        end = cols[0] - 2
        start = max(0, end - 18)
        if end > start:
            rgb[y, start:end] = (236, 240, 250)
            opaque[y, start:end] = True


def _flash(rgb: np.ndarray, opaque: np.ndarray) -> None:
    """Lightens the struck figure's front (its right half) towards a pale red: where the blow landed."""
    cols = np.flatnonzero(opaque.any(axis=0))
    if not cols.size:
        return
    mid = (cols[0] + cols[-1]) // 2
    front = opaque.copy()
    front[:, :mid] = False
    lit = rgb[front].astype(np.int16)
    rgb[front] = ((lit + np.array((255, 200, 190))) // 2).astype(np.uint8)
