"""Plants, rocks, machines, spirits and object-monsters (eyes, hands, masks, eggs, castles, jars...).

Same contract as beasts.py: feet at local (0, 0), facing right, palette ``c``, options ``o``.
"""

from __future__ import annotations

import math

from tools.card_art.beasts import BONE, INK, WHITE
from tools.card_art.paint import Painter, shade

GOLD, STEEL, WOOD = (240, 200, 70), (185, 195, 210), (130, 90, 50)


def _side_wings(p: Painter, y: float, reach: float, col=WHITE) -> None:
    """A pair of feathered wings spread either side of a living object (a winged book or mirror)."""
    p.mark("wing", 2)
    for side in (1, -1):
        for i in range(3):
            p.fill(p.E(side * (reach - i * 5), y - 6 + i * 5, 12 - i * 2, 4.5, side * (-25 + i * 15)),
                   shade(col, 1 - 0.06 * i))


def _face(p: Painter, x, y, r, c, grin=True) -> None:
    p.eye(x - r, y, r * 0.55, c["eye"])
    p.eye(x + r, y, r * 0.55, c["eye"])
    if grin:
        p.line([(x - r, y + r * 1.2), (x, y + r * 1.6), (x + r, y + r * 1.2)], 0.6, INK)


def mushroom(p: Painter, c, o) -> None:
    """A mushroom creature: spotted domed cap on a pale stalk with a face and stubby arms."""
    cap = c["body"]
    p.fill(p.C(-10, -20, -18, -12, 2.5) | p.C(10, -20, 18, -12, 2.5), c["belly"])
    p.fill(p.P([(-10, 0), (10, 0), (8, -34), (-8, -34)]), c["belly"])
    _face(p, 0, -22, 4, c)
    p.fill(p.E(0, -40, 28, 18) & p.R(-30, -62, 30, -34), cap)
    p.fill(p.E(0, -35, 27, 3), shade(cap, 0.7))
    for x, y, r in ((-14, -44, 4), (2, -52, 5), (16, -42, 3.5), (-4, -40, 2.5)):
        p.dot(x, y, r, WHITE)


def tree(p: Painter, c, o) -> None:
    """A living tree: thick trunk with a face, branch arms, leafy crown (autumn leaves in red)."""
    leaf = c["leaf"]
    p.fill(
        p.P([(-10, 0), (10, 0), (8, -40), (-8, -40)]) | p.C(-10, 0, -18, 2, 3) | p.C(10, 0, 18, 2, 3), WOOD
    )
    p.fill(
        p.T([(6, -30), (20, -38), (30, -34)], 3, 1.5) | p.T([(-6, -32), (-20, -42), (-28, -38)], 3, 1.5), WOOD
    )
    for x, y, r in ((-16, -52, 14), (14, -54, 14), (0, -66, 16), (-4, -48, 12), (10, -44, 10)):
        p.fill(p.E(x, y, r, r * 0.85), leaf)
    for x, y in ((-8, -60), (8, -64), (-18, -48), (16, -50)):
        p.dot(x, y, 2, shade(leaf, 1.3))
    p.fill(p.E(-3, -22, 2.5, 3) | p.E(4, -22, 2.5, 3), INK, outline=False)
    p.dot(-3, -22, 0.8, c["eye"])
    p.dot(4, -22, 0.8, c["eye"])
    p.fill(p.E(0, -14, 4, 2.5), INK, outline=False)


def palm(p: Painter, c, o) -> None:
    """A palm tree creature with coconuts (and a snake coiled round it for Snakeyashi)."""
    p.fill(p.T([(0, 0), (4, -24), (2, -50)], 4, 3), WOOD)
    for i in range(5):
        p.line([(-3, -8 - i * 9), (3, -10 - i * 9)], 0.5, shade(WOOD, 0.6))
    for a in (-160, -120, -60, -20, -90):
        ex, ey = 2 + 28 * math.cos(math.radians(a)), -50 + 18 * math.sin(math.radians(a)) + 10
        p.fill(p.T([(2, -52), ((2 + ex) / 2, -58), (ex, ey)], 4, 1), c["leaf"])
    for x in (-3, 5):
        p.fill(p.E(x, -46, 4, 4), (120, 80, 40))
    _face(p, 2, -30, 2.5, c)
    if o.get("snake"):
        p.fill(p.T([(-12, -4), (10, -14), (-8, -24), (8, -34), (14, -40)], 3), (90, 170, 70))
        p.eye(15, -41, 1.4, (250, 220, 60))


def flower(p: Painter, c, o) -> None:
    """A flower monster: petals round a face on a stem with leaves (a biting maw if man-eating)."""
    petal, centre = c["body"], c["belly"]
    p.fill(p.T([(0, 0), (-4, -16), (0, -34)], 2.5), (70, 150, 60))
    p.fill(p.E(-10, -14, 9, 4, 30) | p.E(10, -20, 9, 4, -30), (80, 170, 60))
    n = 7
    cols = (
        (240, 60, 60),
        (250, 160, 40),
        (240, 230, 60),
        (70, 200, 80),
        (60, 140, 240),
        (110, 80, 220),
        (220, 90, 200),
    )
    for i in range(n):
        a = math.radians(i * 360 / n)
        col = cols[i] if o.get("rainbow") or o.get("colour") == "rainbow" else petal
        p.fill(p.E(14 * math.cos(a), -46 + 14 * math.sin(a), 9, 6, -math.degrees(a)), col)
    p.fill(p.E(0, -46, 10, 10), centre)
    if o.get("maw"):
        p.fill(p.E(2, -44, 7, 5), (120, 20, 40))
        for t in range(4):
            p.fill(
                p.P([(-4 + t * 3.5, -48), (-2.5 + t * 3.5, -44), (-1 + t * 3.5, -48)]),
                WHITE,
                outline=False,
                flat=True,
            )
        p.eye(-3, -51, 1.5, c["eye"])
        p.eye(5, -51, 1.5, c["eye"])
    else:
        _face(p, 0, -48, 3.5, c)


def vine(p: Painter, c, o) -> None:
    """A tangle of vines or tentacles rising from the ground around a bulb with eyes."""
    col = c["leaf"]
    for i, dx in enumerate((-26, -12, 12, 26)):
        pts = [(dx * 0.3, -8), (dx * 0.8, -30), (dx * 1.1, -50), (dx * 0.6, -66)]
        p.fill(p.T(pts, 4, 1.5), shade(col, 0.9 + 0.08 * i))
    p.fill(p.E(0, -14, 18, 14), c["body"])
    _face(p, 0, -16, 4, c)


def pod(p: Painter, c, o) -> None:
    """A walking bean pod or lily: a green capsule on stubby legs (a barrel lily holds a gun)."""
    p.fill(p.C(-6, -14, -8, 0, 2.5) | p.C(6, -14, 8, 0, 2.5), shade(c["leaf"], 0.8))
    p.fill(p.E(0, -34, 14, 24), c["leaf"])
    for y in (-44, -34, -24):
        p.fill(p.E(0, y, 7, 5), shade(c["leaf"], 1.2))
    p.eye(-4, -50, 2, c["eye"])
    p.eye(5, -50, 2, c["eye"])
    if o.get("gun"):
        p.fill(p.C(8, -34, 30, -40, 3), STEEL)


def rock(p: Painter, c, o) -> None:
    """A rock creature: a heap of lit boulders with glowing eyes (or a blocky golem when tall)."""
    col = c["body"]
    if o.get("golem"):
        p.fill(
            p.P([(-12, 0), (-4, 0), (-4, -22), (-14, -22)]) | p.P([(4, 0), (12, 0), (14, -22), (4, -22)]),
            shade(col, 0.85),
        )
        p.fill(p.P([(-20, -20), (20, -20), (24, -54), (-24, -54)]), col)
        for x, y in ((-10, -30), (8, -40), (-4, -46)):
            p.line([(x, y), (x + 6, y + 4)], 0.6, shade(col, 0.55))
        p.fill(
            p.P([(-24, -54), (-34, -50), (-36, -20), (-28, -20), (-26, -40)])
            | p.P([(24, -54), (34, -50), (38, -18), (30, -18), (26, -40)]),
            col,
        )
        p.fill(p.P([(-9, -54), (9, -54), (10, -68), (-10, -68)]), col)
        p.eye(-4, -61, 1.8, c["eye"], c["eye"])
        p.eye(4, -61, 1.8, c["eye"], c["eye"])
        _rock_variant(p, o, col, (-20, -54, 20), (0, -68))
        return
    for x, y, rx, ry in ((-18, -12, 14, 12), (16, -12, 15, 12), (0, -30, 20, 18), (-2, -50, 12, 10)):
        p.fill(p.E(x, y, rx, ry), col)
    for x, y in ((-10, -28), (12, -36), (-20, -10), (20, -14)):
        p.line([(x, y), (x + 4, y + 3), (x + 3, y + 7)], 0.6, shade(col, 0.55))
    p.eye(-5, -32, 2.5, c["eye"], c["eye"])
    p.eye(6, -32, 2.5, c["eye"], c["eye"])
    p.line([(-6, -24), (6, -24)], 0.8, INK)
    _rock_variant(p, o, col, (-18, -46, 14), (-2, -60))


def _rock_variant(p: Painter, o, col, ridge, crown) -> None:
    """A rock creature's design variants: crystal spikes along its ridge, a horn of stone on its crown."""
    if o.get("spikes"):
        p.mark("spikes")
        x0, y, x1 = ridge
        for i in range(4):
            x = x0 + (x1 - x0) * i / 3
            p.fill(p.P([(x - 3, y + 2), (x, y - 9), (x + 3, y + 2)]), (150, 220, 240))
    if o.get("horn"):
        x, y = crown
        p.fill(p.P([(x - 4, y + 2), (x + 2, y - 12), (x + 4, y + 2)]), shade(col, 0.7))
    if o.get("moss"):  # moss grown over its shoulders
        x0, y, x1 = ridge
        p.fill(p.E(x0 + 4, y + 2, 8, 3.5) | p.E(x1 - 6, y + 3, 7, 3), (90, 150, 70))
    if o.get("runes"):  # glowing runes carved in the stone
        x0, y, x1 = ridge
        for i, dx in enumerate((0.3, 0.5, 0.7)):
            x = x0 + (x1 - x0) * dx
            p.line([(x, y + 12 + i * 3), (x + 2, y + 16 + i * 3), (x - 1, y + 19 + i * 3)], 0.6, (120, 230, 255))


def statue(p: Painter, c, o) -> None:
    """A moai-like stone head on a plinth (Easter Island, statues, stone guardians)."""
    col = c["body"]
    p.fill(p.P([(-18, 0), (18, 0), (16, -10), (-16, -10)]), shade(col, 0.8))
    p.fill(p.P([(-12, -10), (12, -10), (14, -56), (6, -70), (-10, -70), (-14, -56)]), col)
    p.fill(p.P([(-14, -56), (14, -56), (12, -60), (-12, -60)]), shade(col, 0.6))
    p.fill(p.P([(4, -54), (10, -40), (4, -38)]), shade(col, 1.15))
    p.line([(-2, -32), (10, -32)], 0.9, shade(col, 0.5))
    p.dot(-2, -50, 2, shade(col, 0.5))
    p.dot(7, -50, 2, shade(col, 0.5))


def jar(p: Painter, c, o) -> None:
    """A pot or jar with a lid: a living one peeks out with eyes and teeth."""
    p.mark("jar")
    col = c["body"]
    p.fill(p.P([(-16, -4), (16, -4), (22, -26), (12, -44), (-12, -44), (-22, -26)]) | p.E(0, -2, 12, 3), col)
    p.fill(p.E(0, -46, 13, 4), shade(col, 0.8))
    for y in (-14, -30):
        p.line([(-19, y), (19, y)], 0.7, shade(col, 1.3))
    p.fill(p.E(0, -51, 10, 5), shade(col, 1.1))
    if o.get("face"):
        p.eye(-6, -24, 3, c["eye"])
        p.eye(6, -24, 3, c["eye"])
        p.fill(p.P([(-8, -14), (8, -14), (5, -9), (-5, -9)]), (110, 10, 30), outline=False)
        for t in range(4):
            p.fill(
                p.P([(-6 + t * 3.5, -14), (-4.5 + t * 3.5, -11), (-3 + t * 3.5, -14)]),
                WHITE,
                outline=False,
                flat=True,
            )


def wall(p: Painter, c, o) -> None:
    """A wall of stone blocks with a face in it (Labyrinth Wall) or a shadowy figure (Wall Shadow)."""
    col = c["body"]
    for row in range(7):
        for i in range(-3, 3):
            x = i * 16 + (8 if row % 2 else 0)
            p.fill(
                p.R(x, -row * 11, x + 15, -row * 11 - 10),
                shade(col, 0.9 + 0.04 * ((row * 3 + i) % 4)),
            )
    if o.get("face"):
        p.eye(-8, -46, 3.5, c["eye"])
        p.eye(8, -46, 3.5, c["eye"])
        p.line([(-10, -30), (10, -30)], 1.5, INK)


def robot(p: Painter, c, o) -> None:
    """A boxy robot: bolted torso, piston limbs, visor head with an antenna; a cannon arm if armed."""
    m = c["metal"]
    big = o.get("build", 1.0)
    p.fill(
        p.P([(-12, 0), (-4, 0), (-5, -22), (-12, -22)]) | p.P([(4, 0), (12, 0), (12, -22), (5, -22)]),
        shade(m, 0.8),
    )
    p.fill(p.P([(-16 * big, -22), (16 * big, -22), (18 * big, -52), (-18 * big, -52)]), m)
    p.fill(p.R(-8, -30, 8, -44), c["body"])
    for x, y in ((-13, -26), (13, -26), (-14, -48), (14, -48)):
        p.dot(x * big, y, 1, shade(m, 0.5))
    p.fill(p.C(-18 * big, -48, -24 * big, -26, 3.5), shade(m, 0.85))
    if o.get("cannon"):
        p.fill(p.C(18 * big, -46, 40, -50, 4.5), shade(m, 0.9))
        p.fill(p.E(41, -50, 2.5, 4), INK, outline=False)
    else:
        p.fill(p.C(18 * big, -48, 24 * big, -26, 3.5), m)
        p.fill(p.E(24 * big, -24, 4, 4), shade(m, 0.7))
    p.fill(p.R(-9, -52, 10, -68), m)
    p.fill(p.R(-6, -62, 10, -57), c["eye"], outline=False, flat=True)
    p.line([(0, -68), (-3, -76)], 0.6, m)
    p.dot(-3, -77, 1.6, (255, 60, 60))


def tank(p: Painter, c, o) -> None:
    """A tracked war machine: treads with wheels, hull, turret and a long cannon."""
    m = c["metal"]
    p.fill(p.P([(-34, -2), (34, -2), (40, -10), (34, -18), (-34, -18), (-40, -10)]), (60, 60, 70))
    for x in range(-30, 34, 10):
        p.fill(p.E(x, -10, 4, 4), (140, 140, 150))
    p.fill(p.P([(-30, -18), (30, -18), (24, -32), (-26, -32)]), m)
    p.fill(p.E(-2, -36, 14, 8), shade(m, 1.05))
    p.fill(p.C(8, -38, 44, -46, 2.5), shade(m, 0.9))
    if o.get("twin"):  # a second barrel above the first
        p.fill(p.C(8, -42, 40, -52, 2), shade(m, 0.8))
    if o.get("missiles"):  # a rack of missiles on the hull's back
        for i in range(3):
            p.fill(p.C(-30 + i * 5, -34, -22 + i * 5, -48, 1.8), (230, 230, 236))
            p.fill(p.P([(-23 + i * 5, -47), (-20 + i * 5, -52), (-21 + i * 5, -45)]), (220, 60, 50))
    if o.get("shovel"):  # a dozer blade at the front
        p.mark("shovel")
        p.fill(p.P([(38, -4), (50, -2), (52, -26), (42, -24)]), shade(m, 1.15))
    if o.get("drill"):  # a drill nose
        p.fill(p.P([(38, -8), (38, -22), (58, -15)]), (200, 180, 90))
        for x in (42, 47, 52):
            p.line([(x, -8 - (x - 38) * 0.3), (x + 2, -22 + (x - 38) * 0.3)], 0.35, INK)
    p.fill(p.E(-2, -38, 5, 3), c["eye"], outline=False)


def mech_spider(p: Painter, c, o) -> None:
    """A walking machine on jointed legs (mechanical spider, launcher, scorpion-tank)."""
    m = c["metal"]
    for side in (1, -1):
        for i in range(3):
            kx = side * (18 + i * 7)
            p.fill(
                p.T([(side * 6, -26), (kx, -42 + i * 4), (side * (28 + i * 8), 0)], 1.8, 1.4), shade(m, 0.8)
            )
    p.fill(p.E(0, -28, 22, 12), m)
    p.fill(p.E(0, -32, 12, 6), shade(m, 1.15))
    p.eye(14, -28, 2.5, (255, 60, 60))
    if o.get("tail"):
        p.fill(p.T([(-18, -30), (-34, -44), (-26, -62), (-10, -60)], 3, 2), m)
        p.fill(p.P([(-10, -60), (-2, -56), (-8, -52)]), (230, 70, 60))


def cannon(p: Painter, c, o) -> None:
    """A cannon on wheels."""
    p.mark("cannon")
    m = c["metal"]
    p.fill(p.C(-26, -22, 30, -46, 8, 6), m)
    p.fill(p.E(32, -47, 3, 5.5, -25), INK, outline=False)
    p.fill(p.E(-8, -14, 14, 14), WOOD)
    p.fill(p.E(-8, -14, 4, 4), shade(WOOD, 0.6))


def flyer(p: Painter, c, o) -> None:
    """A flying machine: jet fuselage with swept wings and a glowing engine."""
    m = c["metal"]
    p.fill(p.P([(-30, -40), (-42, -58), (-24, -44)]), shade(m, 0.8))
    p.fill(
        p.P([(-10, -42), (-30, -66), (-18, -66), (10, -44)])
        | p.P([(-10, -36), (-30, -14), (-18, -14), (10, -34)]),
        shade(m, 0.9),
    )
    p.fill(p.E(0, -40, 34, 8), m)
    p.fill(p.E(20, -43, 8, 4), c["eye"])
    p.fill(p.P([(-34, -44), (-46, -40), (-34, -36)]), (255, 170, 60), outline=False)


def flame_spirit(p: Painter, c, o) -> None:
    """A living flame: a tall fire body with licking tongues and a face in its heart (flame wings
    spread behind it when the name says winged)."""
    outer, inner = c["fire"], c["fire_in"]
    if o.get("wings"):
        for side in (1, -1):
            p.mark("wing")
            p.fill(p.P([(side * 6, -40), (side * 40, -70), (side * 34, -50), (side * 44, -46),
                        (side * 30, -34), (side * 36, -26), (side * 8, -26)]), shade(outer, 0.85))
    pts = [
        (-22, 0),
        (-26, -20),
        (-18, -34),
        (-20, -52),
        (-8, -44),
        (-4, -72),
        (6, -50),
        (14, -62),
        (16, -40),
        (26, -30),
        (22, 0),
    ]
    p.fill(p.P(pts), outer)
    p.fill(
        p.P([(-14, 0), (-16, -20), (-6, -30), (0, -50), (6, -30), (14, -20), (14, 0)]), inner, outline=False
    )
    p.fill(p.E(0, -12, 8, 8), shade(inner, 1.5), outline=False)
    p.eye(-5, -26, 2.6, WHITE)
    p.eye(5, -26, 2.6, WHITE)
    p.line([(-5, -16), (0, -13), (5, -16)], 0.8, INK)


def ghost(p: Painter, c, o) -> None:
    """A floating ghost: a sheet with a wavy hem, hollow eyes and open mouth (a lantern head if pumpkin)."""
    col = c["body"]
    pts = [
        (-20, -10),
        (-22, -40),
        (-14, -60),
        (0, -66),
        (14, -60),
        (22, -40),
        (20, -10),
        (14, -14),
        (8, -6),
        (0, -12),
        (-8, -6),
        (-14, -14),
    ]
    p.fill(p.P(pts), col)
    p.fill(p.C(20, -38, 30, -30, 3, 2), col)
    if o.get("pumpkin"):
        p.fill(p.E(0, -58, 16, 13), (240, 140, 30))
        for x in (-8, 0, 8):
            p.line([(x, -70), (x * 1.3, -46)], 0.6, (170, 80, 20))
        p.fill(p.C(0, -70, 2, -76, 2), (80, 130, 40))
        for x in (-6, 6):
            p.fill(p.P([(x - 3, -58), (x, -63), (x + 3, -58)]), (255, 240, 100), outline=False, flat=True)
        p.fill(p.P([(-8, -52), (8, -52), (4, -48), (-4, -48)]), (255, 240, 100), outline=False, flat=True)
        return
    p.fill(p.E(-6, -48, 3.5, 5) | p.E(6, -48, 3.5, 5), INK, outline=False)
    p.fill(p.E(0, -36, 4, 5), INK, outline=False)
    p.dot(-6, -48, 1, c["eye"])
    p.dot(6, -48, 1, c["eye"])


def orb_spirit(p: Painter, c, o) -> None:
    """A round spirit: a fireball, thunderball or water drop with a face and a trail."""
    col, glow = c["fire"], c["fire_in"]
    p.fill(p.P([(-14, -34), (-40, -52), (-28, -34), (-44, -30), (-26, -24), (-36, -12), (-12, -22)]), col)
    p.fill(p.E(0, -30, 18, 18), col)
    p.fill(p.E(-3, -33, 10, 10), glow, outline=False)
    p.eye(-4, -32, 2.8, WHITE)
    p.eye(6, -32, 2.8, WHITE)
    p.line([(-2, -22), (2, -20), (6, -22)], 0.7, INK)
    if o.get("bolts"):
        for a in range(0, 360, 60):
            x, y = 22 * math.cos(math.radians(a)), -30 + 22 * math.sin(math.radians(a))
            p.line([(x, y), (x * 1.3 + 3, y * 1.0 - 4), (x * 1.5, y - 2)], 0.7, (255, 250, 140))


def water_spirit(p: Painter, c, o) -> None:
    """A water elemental: a rising wave body with arms of spray and eyes of foam."""
    col = c["body"]
    v = o.get("_v", 0.5)
    lean = -10 + 20 * v  # the crest leans one way or the other
    p.fill(
        p.P(
            [
                (-30, 0),
                (-24, -20),
                (-12, -40),
                (-4 + lean, -64),
                (8 + lean, -58),
                (14, -40),
                (26, -24),
                (30, 0),
            ]
        ),
        col,
    )
    if o.get("_v2", 0.5) < 0.5:
        p.fill(
            p.T([(10, -40), (24, -46), (30, -58), (24, -62)], 3, 2)
            | p.T([(-10, -40), (-24, -38), (-34, -48)], 3, 2),
            col,
        )
    else:
        p.fill(
            p.T([(10, -38), (26, -34), (36, -26)], 3, 2) | p.T([(-10, -40), (-20, -54), (-16, -66)], 3, 2),
            col,
        )
    for y in (-10, -22, -34):
        p.line([(-20 + abs(y) * 0.3, y), (-8, y - 4), (4, y), (16, y - 4)], 0.6, shade(col, 1.4))
    p.eye(-4 + lean * 0.4, -50, 2.4, WHITE)
    p.eye(5 + lean * 0.4, -50, 2.4, WHITE)
    if o.get("crest"):  # a fin of foam along the crest
        for i in range(4):
            x, y = -14 + i * 6 + lean * 0.5, -48 - i * 4
            p.fill(p.P([(x - 3, y + 2), (x - 6, y - 8), (x + 3, y)]), shade(col, 1.45))
    if o.get("mask"):  # a mask (kamen) over the face
        p.mark("mask")
        p.fill(p.E(lean * 0.4, -50, 10, 7), (240, 236, 220))
        p.fill(p.E(-4 + lean * 0.4, -50, 2, 1.4) | p.E(5 + lean * 0.4, -50, 2, 1.4), INK, outline=False)
    if o.get("rain"):  # a storm cloud overhead, raining
        p.fill(p.E(-8, -80, 14, 6) | p.E(6, -82, 12, 7) | p.E(16, -78, 9, 5), (150, 160, 180))
        for x in range(-16, 24, 6):
            p.line([(x, -72), (x - 2, -64)], 0.5, (190, 220, 255))
    if o.get("bubbles"):
        for x, y, r in ((-26, -40, 3), (-30, -52, 2.2), (24, -56, 2.6), (30, -44, 1.8)):
            p.fill(p.E(x, y, r, r), (220, 240, 255))


def eyeball(p: Painter, c, o) -> None:
    """A huge floating eye with veins and a lid (or a cluster of eyes for many-eyed things)."""
    p.fill(
        p.T([(0, -18), (-6, -8), (0, 0)], 3, 1) | p.T([(-12, -22), (-20, -12), (-18, -2)], 2.5, 1), c["body"]
    )
    p.mark("head")  # the eye is the whole creature
    p.mark("eye")
    p.fill(p.E(0, -40, 26, 24), (245, 240, 230))
    for a in (200, 240, 300, 340, 20, 160):
        x, y = 24 * math.cos(math.radians(a)), -40 + 22 * math.sin(math.radians(a))
        p.line([(x, y), (x * 0.7, y * 0.98 - 2), (x * 0.55, -40 + (y + 40) * 0.5)], 0.5, (210, 40, 50))
    p.fill(p.E(2, -40, 12, 12), c["eye"], outline=True)
    p.fill(p.E(3, -40, 5, 6), INK, outline=False)
    p.dot(-2, -45, 2, WHITE)
    p.fill(p.E(0, -40, 27, 25) & ~p.E(0, -36, 27, 22), c["body"])


def hand(p: Painter, c, o) -> None:
    """A great clawed hand reaching up from the ground."""
    p.mark("hand")
    col = c["skin"]
    if o.get("leg"):
        p.plan = "limb"
        p.mark("leg")
        p.fill(p.C(-10, -76, 4, -42, 10, 8) | p.C(4, -42, -4, -12, 8, 6.5), col)
        p.fill(p.P([(-10, -14), (2, -16), (24, -8), (28, 0), (-10, 0)]), col)
        for t in range(4):
            p.fill(p.E(22 + t * 0.5, -3 - t * 0.2, 2.2, 1.6), shade(col, 1.1))
        for y in range(-70, -16, 7):
            p.line([(-12 + (y + 70) * 0.12, y), (8 + (y + 70) * 0.05, y + 4)], 0.5, shade(col, 0.65))
        p.line([(4, -46), (10, -40)], 0.6, shade(col, 0.5))
        for x in (-16, 16):
            for t in range(6):
                p.fill(
                    p.E(x * (1 - t * 0.12), -70 + t * 9, 2.4, 1.6)
                    & ~p.E(x * (1 - t * 0.12), -70 + t * 9, 1, 0.5),
                    STEEL,
                    outline=False,
                )
        return
    if o.get("chains"):
        p.plan = "limb"
        p.mark("arm")
        for t in range(8):
            p.fill(
                p.E(-30 + t * 4.5, -50 + t * 3, 2.4, 1.6) & ~p.E(-30 + t * 4.5, -50 + t * 3, 1, 0.5),
                STEEL,
                outline=False,
            )
    p.fill(p.P([(0, 0), (20, 0), (18, -28), (4, -28)]), shade(col, 0.9))
    p.fill(p.E(10, -34, 14, 12), col)
    for i, (dx, tip) in enumerate(((-4, -62), (4, -70), (12, -70), (20, -62))):
        p.fill(p.T([(dx, -40), (dx + 1, tip + 14), (dx - 1, tip)], 3, 2.2), col)
        p.fill(p.P([(dx - 3, tip + 1), (dx - 1, tip - 7), (dx + 1, tip + 1)]), c["horn"])
    p.fill(p.T([(-2, -30), (-10, -40), (-12, -48)], 3, 2.4), col)
    if o.get("eye"):
        p.eye(10, -34, 4, c["eye"])


def mask(p: Painter, c, o) -> None:
    """A floating mask with empty eyes, markings and a crest."""
    p.mark("mask")
    col = c["body"]
    p.fill(p.P([(-20, -60), (20, -60), (24, -40), (12, -16), (0, -10), (-12, -16), (-24, -40)]), col)
    p.fill(
        p.P([(-12, -46), (-4, -44), (-6, -38), (-14, -40)]) | p.P([(12, -46), (4, -44), (6, -38), (14, -40)]),
        INK,
        outline=False,
    )
    p.dot(-9, -42, 1.2, c["eye"])
    p.dot(9, -42, 1.2, c["eye"])
    p.line([(-12, -28), (0, -24), (12, -28)], 0.8, INK)
    p.line([(-18, -52), (-8, -52)], 0.8, c["trim"])
    p.line([(18, -52), (8, -52)], 0.8, c["trim"])
    p.fill(p.P([(-8, -60), (0, -76), (8, -60)]), c["trim"])


def egg(p: Painter, c, o) -> None:
    """A big speckled egg, cracking open with an eye peering out (wings when winged)."""
    p.mark("egg")
    if o.get("wings"):
        p.mark("wing", 2)
        for side in (1, -1):
            p.fill(p.E(side * 24, -44, 16, 7, side * -30), WHITE)
    col = c["belly"]
    p.fill(p.E(0, -30, 20, 28), col)
    for x, y in ((-8, -44), (6, -30), (-4, -16), (10, -48)):
        p.dot(x, y, 2, shade(col, 0.8))
    p.line([(-18, -34), (-10, -30), (-4, -38), (4, -30), (10, -36), (18, -30)], 0.8, INK)
    p.eye(0, -22, 3, c["eye"])


def castle(p: Painter, c, o) -> None:
    """A castle: crenellated towers with pointed roofs and pennants; an eye in the gate if alive."""
    col, roof = c["body"], c["trim"]
    for x, h in ((-28, 52), (28, 52), (0, 64)):
        p.fill(p.R(x - 9, 0, x + 9, -h), col)
        p.fill(p.P([(x - 11, -h), (x + 11, -h), (x, -h - 20)]), roof)
        p.line([(x, -h - 20), (x, -h - 28)], 0.5, INK)
        p.fill(p.P([(x, -h - 28), (x + 7, -h - 26), (x, -h - 24)]), (230, 50, 50), outline=False)
        p.fill(
            p.R(x - 2, -h + 10, x + 2, -h + 18),
            c["eye"],
            outline=False,
            flat=True,
        )
    p.fill(p.R(-22, 0, 22, -34), shade(col, 0.9))
    for x in range(-22, 22, 8):
        p.fill(p.R(x, -34, x + 4, -38), shade(col, 0.9))
    p.fill(p.E(0, -8, 7, 10) & p.R(-8, 0, 8, -20), INK, outline=False)
    if o.get("eye"):
        p.eye(0, -10, 3, (255, 60, 60))


def skull(p: Painter, c, o) -> None:
    """A great horned skull floating over bones (Summoned Skull's cousin)."""
    for a, b in (((-24, -4), (24, -12)), ((-24, -12), (24, -4))):
        p.fill(p.C(*a, *b, 2.5), BONE)
    p.fill(p.E(0, -44, 20, 18) | p.P([(-12, -34), (12, -34), (10, -20), (-10, -20)]), BONE)
    p.fill(p.E(-8, -42, 5.5, 6) | p.E(8, -42, 5.5, 6), INK, outline=False)
    p.dot(-8, -42, 1.6, c["eye"])
    p.dot(8, -42, 1.6, c["eye"])
    p.fill(p.P([(0, -34), (-2, -30), (2, -30)]), INK, outline=False)
    for t in range(5):
        p.line([(-8 + t * 4, -26), (-8 + t * 4, -20)], 0.4, INK)
    p.fill(
        p.T([(-16, -52), (-28, -60), (-30, -72)], 3, 1) | p.T([(16, -52), (28, -60), (30, -72)], 3, 1),
        c["horn"],
    )


def lamp(p: Painter, c, o) -> None:
    """A magic oil lamp with a genie or face rising from its smoke."""
    p.mark("lamp")
    p.fill(p.E(0, -8, 20, 8) | p.P([(16, -10), (34, -18), (30, -10), (14, -4)]), GOLD)
    p.fill(p.C(-18, -10, -28, -16, 2) | p.E(0, -16, 6, 3), GOLD)
    p.fill(p.T([(32, -18), (24, -32), (30, -46), (20, -58)], 3, 9), c["body"])
    p.fill(p.E(18, -64, 9, 9), c["skin"])
    p.eye(15, -65, 1.6, c["eye"])
    p.eye(22, -65, 1.6, c["eye"])
    p.fill(p.E(18, -72, 8, 3), c["cloth"])


def mirror(p: Painter, c, o) -> None:
    """An ornate oval mirror on a stand, its glass showing a sinister face (winged when the card is)."""
    p.mark("mirror")
    if o.get("wings"):
        _side_wings(p, -48, 26)
    p.fill(p.C(0, 0, 0, -14, 3) | p.E(0, -2, 12, 3), GOLD)
    p.fill(p.E(0, -42, 20, 28), GOLD)
    p.fill(p.E(0, -42, 15, 23), c["body"])
    p.glow(p.E(-6, -52, 4, 10, 20), WHITE, 0.4)
    p.eye(-5, -44, 2.2, c["eye"])
    p.eye(5, -44, 2.2, c["eye"])
    p.line([(-5, -32), (0, -30), (5, -32)], 0.6, INK)
    p.fill(p.P([(-4, -70), (0, -76), (4, -70)]), c["trim"])


def hourglass(p: Painter, c, o) -> None:
    """An hourglass in a winged frame, sand running."""
    p.mark("hourglass")
    for side in (1, -1):
        p.fill(p.E(side * 24, -44, 16, 6, side * -25), WHITE)
    p.fill(
        p.R(-14, -72, 14, -68) | p.R(-14, -6, 14, -2),
        GOLD,
    )
    p.fill(p.P([(-11, -68), (11, -68), (2, -38), (11, -6), (-11, -6), (-2, -38)]), (200, 230, 250))
    p.fill(
        p.P([(-6, -56), (6, -56), (1, -40), (-1, -40)]) | p.P([(-9, -8), (9, -8), (0, -20)]),
        (240, 200, 110),
        outline=False,
    )
    p.line([(0, -40), (0, -20)], 0.4, (240, 200, 110))


def book(p: Painter, c, o) -> None:
    """An open spellbook floating with loose pages (page-wings spread when the card is winged)."""
    p.mark("book")
    if o.get("wings"):
        _side_wings(p, -30, 36, (250, 240, 215))
    p.fill(p.P([(-30, -30), (0, -24), (30, -30), (30, -6), (0, 0), (-30, -6)]), c["body"])
    p.fill(
        p.P([(-27, -32), (0, -26), (0, -3), (-27, -9)]) | p.P([(27, -32), (0, -26), (0, -3), (27, -9)]),
        (250, 240, 215),
    )
    for i in range(4):
        p.line([(-22, -26 + i * 5), (-5, -22 + i * 5)], 0.4, (120, 100, 90))
        p.line([(22, -26 + i * 5), (5, -22 + i * 5)], 0.4, (120, 100, 90))
    for x, y, a in ((-20, -50, 20), (18, -58, -15), (0, -66, 5)):
        p.fill(p.E(x, y, 7, 5, a), (250, 240, 215))
    if o.get("face"):
        p.eye(-6, -42, 2.5, c["eye"])
        p.eye(6, -42, 2.5, c["eye"])


def chain(p: Painter, c, o) -> None:
    """Heavy chain links looping round, a lock or a weight at the end."""
    p.mark("chain")
    for i in range(9):
        a = math.radians(200 + i * 30)
        x, y = 24 * math.cos(a), -38 + 24 * math.sin(a)
        p.fill(p.E(x, y, 5, 3, math.degrees(a) + 90) & ~p.E(x, y, 2.5, 1, math.degrees(a) + 90), STEEL)
    p.fill(p.E(0, -10, 10, 9), STEEL)
    p.fill(p.E(0, -10, 3, 3), INK, outline=False)


def box(p: Painter, c, o) -> None:
    """A jack-in-the-box: a striped box with a grinning head on a spring."""
    p.fill(p.R(-20, 0, 20, -28), c["body"])
    for x in (-12, 0, 12):
        p.line([(x, -2), (x, -26)], 1.1, c["trim"])
    p.fill(p.P([(-20, -28), (-30, -44), (-10, -40)]), c["body"])
    for i in range(4):
        p.line([(-5, -30 - i * 6), (5, -33 - i * 6)], 0.9, STEEL)
    p.fill(p.E(0, -60, 12, 11), c["skin"])
    p.eye(-4, -62, 2, c["eye"])
    p.eye(4, -62, 2, c["eye"])
    p.line([(-6, -55), (0, -52), (6, -55)], 0.6, INK)
    p.fill(p.P([(-10, -68), (10, -68), (0, -82)]), c["trim"])


def grave(p: Painter, c, o) -> None:
    """Tombstones on a mound with a shadow rising (graveyards, thirteenth graves, temples of skulls)."""
    p.fill(p.E(0, 0, 44, 10), (90, 70, 50))
    for x, h in ((-22, 34), (0, 44), (22, 30)):
        p.fill(
            p.E(x, -h + 8, 9, 8) | p.R(x - 9, -4, x + 9, -h + 8),
            (150, 150, 165),
        )
        p.line([(x, -h + 6), (x, -h + 20)], 0.7, (80, 80, 90))
        p.line([(x - 4, -h + 11), (x + 4, -h + 11)], 0.7, (80, 80, 90))
    if o.get("skulls"):
        for x in (-30, -10, 12, 32):
            p.fill(p.E(x, -6, 5, 4.5), BONE)
            p.dot(x - 2, -6, 1, INK)
            p.dot(x + 2, -6, 1, INK)
    p.glow(p.E(0, -60, 22, 14), c["body"], 0.45)
    p.eye(-5, -60, 2, c["eye"])
    p.eye(5, -60, 2, c["eye"])


def moon(p: Painter, c, o) -> None:
    """A crescent moon with a sleeping face (or a star with a smile)."""
    if o.get("star"):
        pts = [
            (
                (22 if i % 2 == 0 else 9) * math.cos(math.radians(-90 + i * 36)),
                -40 + (22 if i % 2 == 0 else 9) * math.sin(math.radians(-90 + i * 36)),
            )
            for i in range(10)
        ]
        p.fill(p.P(pts), (250, 220, 80))
        _face(p, 0, -40, 3, c)
        return
    p.fill(p.E(0, -40, 26, 26) & ~p.E(12, -46, 22, 22), (250, 230, 140))
    p.eye(-12, -40, 1.8, INK, INK)


def key_mace(p: Painter, c, o) -> None:
    """A key-shaped mace with a winged round grip (Key Mace)."""
    p.mark("key")
    p.fill(p.C(0, -6, 0, -54, 2.5), GOLD)
    for y in (-14, -22):
        p.fill(p.R(0, y, 10, y + 4), GOLD)
    p.fill(p.E(0, -60, 11, 11), GOLD)
    p.fill(p.E(0, -60, 5, 5), c["body"])
    for side in (1, -1):
        p.fill(p.E(side * 18, -64, 10, 5, side * -20), WHITE)
    p.eye(0, -60, 2.5, c["eye"])


def candle(p: Painter, c, o) -> None:
    """A tall candle with a face in its dripping wax and a flickering flame."""
    p.mark("candle")
    p.fill(p.E(0, -2, 16, 4), GOLD)
    p.fill(p.R(-9, -2, 9, -50), (240, 230, 200))
    p.fill(p.C(-9, -50, -10, -40, 2) | p.C(6, -50, 7, -36, 2), (240, 230, 200))
    p.fill(p.P([(-4, -52), (0, -70), (4, -52)]), (255, 170, 40))
    p.fill(p.P([(-2, -53), (0, -62), (2, -53)]), (255, 250, 180), outline=False)
    _face(p, 0, -30, 3, c)


def barrel(p: Painter, c, o) -> None:
    """A wooden barrel with iron hoops (and a gun barrel or eye peeking out)."""
    p.fill(p.E(0, -26, 18, 26) & p.R(-20, 0, 20, -52), WOOD)
    for y in (-10, -40):
        p.line([(-17, y), (17, y)], 1.1, STEEL)
    for x in (-8, 0, 8):
        p.line([(x, -2), (x, -50)], 0.4, shade(WOOD, 0.6))
    if o.get("gun"):
        p.fill(p.C(10, -30, 34, -36, 3), STEEL)
    p.eye(-4, -28, 2.5, c["eye"])


def sword_monster(p: Painter, c, o) -> None:
    """A living sword: a great blade point-down in the ground with eyes in its hilt (Fiend Sword)."""
    p.mark("sword")
    p.fill(p.P([(-5, -60), (5, -60), (5, -10), (0, 0), (-5, -10)]), c["blade"])
    p.line([(0, -8), (0, -58)], 0.6, shade(c["blade"], 0.6))
    p.fill(p.P([(-16, -62), (16, -62), (12, -68), (-12, -68)]), c["trim"])
    p.fill(p.C(0, -68, 0, -80, 2.5), WOOD)
    p.eye(-8, -65, 2, c["eye"])
    p.eye(8, -65, 2, c["eye"])


def burger(p: Painter, c, o) -> None:
    """A hamburger monster: a grinning bun with teeth, lettuce tongue and eyes on top."""
    p.fill(p.E(0, -8, 30, 8), (200, 130, 60))
    p.fill(p.P([(-32, -14), (32, -14), (28, -22), (-28, -22)]), (110, 60, 30))
    p.fill(p.P([(-33, -22), (33, -22), (20, -26), (-24, -27)]), (90, 190, 60))
    for t in range(8):
        p.fill(
            p.P([(-24 + t * 6.5, -26), (-21 + t * 6.5, -20), (-18 + t * 6.5, -26)]),
            WHITE,
            outline=False,
            flat=True,
        )
    p.fill(p.E(0, -36, 30, 16) & p.R(-32, -56, 32, -27), (220, 150, 60))
    for x in (-14, 0, 14):
        p.dot(x, -44, 1.2, (250, 240, 200))
    p.eye(-8, -52, 4, WHITE)
    p.eye(8, -52, 4, WHITE)


def prop(p: Painter, name: str, c, at: tuple[float, float] = (-30, 0), k: float = 0.42) -> None:
    """Draws an object a card's name names for a subject whose drawer does not hold it, standing at
    local point at (a dragon wears One-eyed Shield Dragon's shield on its chest; by default the
    object stands on the ground to the front left)."""
    saved = p.frame
    ox, oy = p._pt(*at)
    p.at(ox, oy, saved[2] * k, saved[3] < 0)
    try:
        if name in ("sword", "axe"):
            from tools.card_art.people import _weapon

            _weapon(p, name, (0, 6), c)
        elif name == "shield":
            p.mark("shield")
            p.fill(p.P([(-14, -50), (14, -50), (12, -16), (0, 0), (-12, -16)]), c["metal"])
            p.fill(p.P([(-6, -42), (6, -42), (5, -22), (0, -14), (-5, -22)]), c["trim"])
        elif name == "spear":  # a javelin standing in the ground, as tall as the subject
            from tools.card_art.people import _weapon

            p.at(ox, oy, saved[2] * k * 2.2, saved[3] < 0)
            _weapon(p, "spear", (0, -22), c)
        elif name == "dice":  # a die: a cube, three faces, pips
            p.mark("dice")
            p.fill(p.P([(-14, -28), (0, -34), (14, -28), (0, -22)]), WHITE)
            p.fill(p.P([(-14, -28), (0, -22), (0, 0), (-14, -6)]), (225, 225, 232))
            p.fill(p.P([(14, -28), (0, -22), (0, 0), (14, -6)]), (200, 200, 212))
            for x, y in ((0, -28), (-10, -20), (-4, -10), (4, -18), (10, -8)):
                p.dot(x, y, 1.6, (200, 30, 40))
        elif name == "clock":
            p.mark("clock")
            p.fill(p.E(0, -24, 20, 20), GOLD)
            p.fill(p.E(0, -24, 15, 15), (250, 245, 225))
            p.line([(0, -24), (0, -36)], 1, INK)
            p.line([(0, -24), (8, -20)], 1, INK)
        else:
            fn = {"jar": jar, "hourglass": hourglass, "book": book, "chain": chain, "candle": candle,
                  "mirror": mirror, "lamp": lamp, "mask": mask, "egg": egg, "hand": hand, "cannon": cannon,
                  "key": key_mace, "harp": None}[name]
            if fn is None:
                from tools.card_art.people import _weapon

                _weapon(p, "harp", (0, 0), c)
            else:
                fn(p, c, {})
    finally:
        p.frame = saved
