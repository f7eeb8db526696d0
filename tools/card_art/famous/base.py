"""The registry of bespoke drawers and the pieces they share: faces, arms, robes, bolts, stars, a
robed caster, a dragon in flight, the Gaia rider, the sealed limbs of the forbidden one."""

from __future__ import annotations

import math
from collections.abc import Callable

from tools.card_art import beasts, things
from tools.card_art.beasts import INK, WHITE, dragon_head
from tools.card_art.paint import Painter, shade

BESPOKE: dict[str, Callable[[Painter, dict, dict], None]] = {}


def bespoke(*names: str, zoom: float = 1.0, height: float = 80.0):
    """Registers a drawer as the composition of the named cards; zoom scales it on the card, never
    past what keeps its top (height units above its feet) inside the thumbnail."""

    def wrap(fn):
        fn.zoom = zoom
        fn.height = height
        for name in names:
            BESPOKE[name] = fn
        return fn

    return wrap


def _head(p: Painter, x, y, skin, eye, r=7.0, eyes=2, hair=None, long_hair=False) -> None:
    """A three-quarter face looking right: skin, eyes, a mouth line; hair behind and on top."""
    p.mark("head")
    if hair and long_hair:
        p.fill(p.P([(x - r - 1, y - 3), (x + 2, y - 4), (x + 1, y + 18), (x - r - 4, y + 20)]), hair)
    p.fill(p.E(x, y, r, r * 1.12), skin)
    if hair:
        p.fill(p.E(x - 1, y - r * 0.8, r * 1.05, r * 0.45) | p.E(x - r * 0.8, y - 2, r * 0.35, r * 0.8), hair)
    if eyes == 1:
        p.fill(p.E(x + r * 0.3, y - 1, r * 0.5, r * 0.42), WHITE)
        p.eye(x + r * 0.3, y - 1, r * 0.32, eye, INK)
    else:
        for ex in (0.05, 0.6):
            p.eye(x + r * ex, y - 0.5, r * 0.2, eye, INK)
    p.line([(x + r * 0.15, y + r * 0.62), (x + r * 0.55, y + r * 0.62)], 0.3, shade(skin, 0.55))


def _arm(p: Painter, pts, col, hand, r=2.8) -> None:
    """One arm along pts ending in a hand (recorded as an arm)."""
    p.mark("arm")
    p.fill(p.T(pts, r, r * 0.85), col)
    p.fill(p.E(*pts[-1], r * 0.95, r * 0.95), hand)


def _robe(p: Painter, top, w, col, trim, hem=0.0) -> None:
    p.fill(p.P([(-w, top), (w, top), (w + 8, hem), (-w - 8, hem)]), col)
    p.fill(p.P([(-2, top + 4), (2, top + 4), (5, hem), (-5, hem)]), trim)


def _bolt(p: Painter, x, y, scale=1.0, col=(255, 250, 150)) -> None:
    pts = [(x, y), (x + 5 * scale, y + 7 * scale), (x + 1 * scale, y + 9 * scale), (x + 7 * scale, y + 18 * scale)]
    p.line(pts, 0.9 * scale, col)


def _stars(p: Painter, pts, col=(255, 255, 220)) -> None:
    for x, y in pts:
        p.line([(x - 2.5, y), (x + 2.5, y)], 0.35, col)
        p.line([(x, y - 2.5), (x, y + 2.5)], 0.35, col)


def _forbidden_limb(p: Painter, c, which: str, side: int) -> None:
    """One sealed limb of the forbidden one, bound in chains and bandages inside its seal."""
    p.plan = "limb"
    skin, gold, seal = (225, 205, 160), (240, 190, 60), (200, 120, 255)
    p.fill(p.E(0, -40, 34, 34) & ~p.E(0, -40, 32, 32), seal, outline=False)
    pts = [(math.cos(math.radians(-90 + i * 144)) * 32, -40 + math.sin(math.radians(-90 + i * 144)) * 32)
           for i in range(6)]
    p.line(pts, 0.5, seal)
    if which == "arm":
        p.mark("arm")
        p.fill(p.C(-side * 26, -10, 2, -42, 8, 6.5), skin)
        p.fill(p.E(4 * side, -48, 9, 8), skin)
        for i, (dx, tip) in enumerate(((-4, -64), (1, -70), (6, -70), (11, -64))):
            p.fill(p.C(dx * side + 1, -52, (dx + 1) * side, tip, 2.3, 1.8), skin)
        p.fill(p.C(-6 * side, -44, -12 * side, -56, 2.4, 2), skin)
        p.fill(p.E(-10 * side, -28, 7, 3, 40 * side), gold)
    else:
        p.mark("leg")
        p.fill(p.C(-6 * side, -74, 0, -40, 9, 7.5) | p.C(0, -40, -2 * side, -12, 7.5, 6), skin)
        p.fill(p.P([(-8 * side, -14), (4 * side, -16), (22 * side, -8), (24 * side, 0), (-8 * side, 0)]), skin)
        p.fill(p.E(0, -42, 7, 6), gold)
    for t in range(7):
        x, y = -24 * side + t * 5 * side, -62 + t * 5
        p.fill(p.E(x, y, 2.6, 1.7, 30 * side) & ~p.E(x, y, 1.1, 0.6, 30 * side), things.STEEL, outline=False)
    for y in range(-66, -10, 8):
        p.line([(-6, y), (6, y + 3)], 0.5, shade(skin, 0.65))


_HEAD_SPOTS = {1: ((30, -70),), 2: ((16, -80), (38, -64)), 3: ((6, -84), (28, -78), (44, -60))}


def _flying_dragon(p: Painter, c, o, body, belly, wing, heads=1, horn=None, spikes=None, k=1.0) -> None:
    """A dragon in flight above the ground: body slanting up between two great spread wings, legs
    tucked back, tail curling below, necks fanning out to as many heads as given."""
    p.plan = "dragon.flying"
    hc = {**c, "body": body, "horn": horn or shade(body, 1.15)}
    saved = p.frame
    ox, oy = p._pt(0, -10)
    p.at(ox, oy, saved[2], saved[3] < 0)
    beasts._wing(p, 8, -50, 40, 44, shade(body, 0.8), shade(wing, 0.8))
    p.fill(p.T([(-6, -34), (-20, -30), (-34, -22), (-44, -12), (-40, -3), (-30, -5)], 6, 1.2), body)
    if spikes:
        for x, y in ((-20, -34), (-34, -26), (-44, -16)):
            p.fill(p.P([(x - 3, y + 2), (x, y - 6), (x + 3, y + 2)]), spikes)
    p.fill(p.C(-4, -32, -14, -22, 4.5, 3) | p.E(-18, -20, 5, 2, 30), shade(body, 0.8))
    p.fill(p.E(4, -40, 19, 11, -32), body)
    p.fill(p.E(8, -36, 14, 5, -32) & p.E(4, -40, 19, 11, -32), belly)
    for x in (-2, 4, 10):
        p.line([(x, -32 - (x + 2) * 0.5), (x + 3, -28 - (x + 2) * 0.5)], 0.4, shade(belly, 0.7))
    p.fill(p.C(2, -32, -6, -20, 5, 3.5) | p.E(-10, -18, 5, 2, 30), body)
    p.fill(p.T([(16, -46), (24, -42), (28, -36)], 2.6, 2), body)
    spots = _HEAD_SPOTS[heads]
    for hx, hy in spots:
        p.fill(p.T([(14, -50), ((14 + hx) / 2 + 2, (-50 + hy) / 2 - 3), (hx - 5 * k, hy + 3 * k)], 6 * k, 4 * k), body)
    beasts._wing(p, 0, -50, 50, 48, body, wing)
    for hx, hy in spots:
        dragon_head(p, hx, hy, hc, o, k)
    p.frame = saved


def _curse_dragon_body(p: Painter, c, o, body, wing) -> None:
    """Curse of Dragon: a slender golden dragon with no legs, a long body looping back to the tail,
    two broad wings, a horned head reaching forward."""
    p.plan = "dragon.flying"
    beasts._wing(p, 0, -46, 36, 40, shade(body, 0.8), shade(wing, 0.8))
    p.fill(p.T([(20, -50), (10, -40), (-4, -34), (-20, -26), (-36, -26), (-48, -36), (-44, -48)], 7, 1.5), body)
    for x, y in ((-4, -40), (-20, -32), (-36, -32)):
        p.fill(p.P([(x - 3, y), (x, y - 8), (x + 3, y)]), shade(body, 0.7))
    beasts._wing(p, -6, -44, 44, 48, body, wing)
    p.fill(p.T([(20, -50), (28, -58), (32, -62)], 6.5, 5), body)
    dragon_head(p, 36, -64, {**c, "body": body, "horn": (150, 80, 60)}, o, 1.0)


def _gaia_rider(p: Painter, x, y, k) -> None:
    """Gaia: a knight in blue-violet plate and a red cape, a lance in each hand raised in a V."""
    armour, cape, skin = (110, 100, 200), (200, 40, 50), (240, 210, 180)

    def q(pts):
        return [(x + a * k, y + b * k) for a, b in pts]

    p.fill(p.P(q([(-6, -30), (6, -30), (2, 0), (-20, 2)])), cape)
    p.fill(p.P(q([(-7, -28), (7, -28), (6, -6), (-6, -6)])), armour)
    p.fill(p.C(x + 2 * k, y - 4 * k, x + 10 * k, y + 2 * k, 3.5 * k), armour)
    for side in (-1, 1):
        p.mark("spear")
        p.fill(p.C(x + side * 14 * k, y + 2 * k, x + side * 24 * k, y - 50 * k, 1 * k), (210, 215, 230))
        p.fill(p.P(q([(side * 22.5 - 2, -46), (side * 25, -58), (side * 26.5 + 2 * side, -46)])), (240, 240, 250))
        _arm(p, [(x + side * 6 * k, y - 24 * k), (x + side * 14 * k, y - 20 * k), (x + side * 18 * k, y - 22 * k)],
             armour, armour, 2.4 * k)
    p.mark("head")
    p.fill(p.E(x + 1 * k, y - 35 * k, 6 * k, 6.5 * k), skin)
    p.fill(p.E(x, y - 38 * k, 7 * k, 5 * k) & p.R(x - 8 * k, y - 44 * k, x + 8 * k, y - 35 * k), armour)
    p.fill(p.P(q([(-3, -41), (-10, -52), (-1, -43)])) | p.P(q([(3, -41), (8, -52), (5, -42)])), (240, 200, 80))
    p.eye(x + 3 * k, y - 34 * k, 1.2 * k, (60, 40, 40), INK)


def _caster(p: Painter, robe, skin, eye, hood=None, hat=None, orb=None, staff=None, hair=None, k_h=-57) -> None:
    """A robed caster standing front-on: robe, two arms, a face under a hood or hat, and an orb
    floating over one palm or a staff in hand."""
    p.plan = "figure"
    _robe(p, -48, 8, robe, shade(robe, 1.3))
    _arm(p, [(-7, -46), (-12, -36), (-8, -30)], robe, skin, 2.3)
    if staff:
        p.mark("staff")
        p.fill(p.C(16, 0, 16, -70, 1.2), staff)
    _arm(p, [(7, -46), (14, -44), (18, -48)], robe, skin, 2.3)
    if orb:
        p.glow(p.E(20, -54, 6, 6), orb, 0.6)
        p.fill(p.E(20, -54, 3.5, 3.5), orb)
    _head(p, 1, k_h, skin, eye, r=6.3, hair=hair)
    if hood:
        p.fill(p.E(0, k_h - 1, 9.5, 10) & ~p.E(3, k_h + 2, 6.5, 8), hood)
    if hat:
        p.fill(p.P([(-10, k_h - 5), (12, k_h - 5), (4, k_h - 9), (-2, k_h - 26), (-5, k_h - 9)]), hat)
