"""Pictures of what magic, equip, trap, ritual and field cards do: bolts, pits, potions, weapons, lands.

Scenes own the whole picture: local (0, 0) is the bottom centre, x -51..51, y -88..8, zoom 1.
Each drawer also receives the card's rng for small variations (count, tilt, placement).
"""

from __future__ import annotations

import math

from tools.card_art.beasts import BONE, INK, WHITE
from tools.card_art.paint import Painter, mix, shade
from tools.card_art.things import GOLD, STEEL, WOOD


def bolts(p: Painter, c, o, rng) -> None:
    """Lightning bolts striking down from dark clouds (Raigeki, Sparks)."""
    for x in range(-50, 60, 18):
        p.fill(p.E(x + rng.uniform(-4, 4), -82, 16, 10), (90, 90, 120))
    n = o.get("count", 3)
    for i in range(n):
        x = (i - (n - 1) / 2) * 28 + rng.uniform(-6, 6)
        pts = [(x, -74), (x - 8, -50), (x + 2, -48), (x - 10, -20), (x + 4, -24), (x - 6, 2)]
        p.fill(p.T(pts, 3.2, 1.5), (255, 250, 170), ink=(250, 200, 40))
        p.line(pts, 0.9, WHITE)
    p.glow(p.E(0, 4, 60, 14), (255, 250, 180), 0.5)


def pit(p: Painter, c, o, rng) -> None:
    """A black hole swallowing the field: a spiral vortex with debris pulled in (Dark Hole)."""
    for r, col in ((46, (70, 30, 110)), (36, (50, 15, 80)), (26, (30, 5, 50)), (16, (12, 0, 20))):
        p.fill(p.E(0, -40, r, r * 0.55), col, outline=False)
    for k in range(4):
        pts = [
            (
                math.cos(a + k * math.pi / 2) * (6 + a * 7),
                -40 + math.sin(a + k * math.pi / 2) * (6 + a * 7) * 0.55,
            )
            for a in [i * 0.35 for i in range(14)]
        ]
        p.line(pts, 0.8, (170, 110, 230))
    p.fill(p.E(0, -40, 7, 4), (0, 0, 0), outline=False)
    for _ in range(5):
        a = rng.uniform(0, 2 * math.pi)
        x, y = math.cos(a) * 34, -40 + math.sin(a) * 18
        p.fill(p.P([(x - 3, y - 2), (x + 3, y - 3), (x + 2, y + 3)]), (120, 110, 100))


def fire(p: Painter, c, o, rng) -> None:
    """Fireballs raining down (Hinotama), or a wall of flame / a burning blast (Final/Tremendous Fire)."""
    if o.get("burst"):  # one great blast of flame
        pts = []
        for i in range(16):
            a = math.radians(i * 22.5 + rng.uniform(-5, 5))
            r = 44 if i % 2 == 0 else 20
            pts.append((r * math.cos(a), -40 + r * 0.9 * math.sin(a)))
        p.fill(p.P(pts), (245, 100, 20))
        p.fill(p.E(0, -40, 18, 16), (255, 200, 60), outline=False)
        p.fill(p.E(0, -40, 9, 8), (255, 250, 200), outline=False)
        return
    if o.get("wall"):
        if o.get("ball"):
            p.fill(p.E(0, -66, 16, 16), (245, 90, 20))
            p.fill(p.E(-3, -69, 9, 9), (255, 230, 90), outline=False)
        for i in range(9):
            x = -48 + i * 12
            h = rng.uniform(40, 80)
            p.fill(p.P([(x - 9, 4), (x, -h), (x + 9, 4)]), (240, 90, 20))
            p.fill(p.P([(x - 5, 4), (x + 1, -h * 0.6), (x + 6, 4)]), (255, 210, 60), outline=False)
        return
    for i in range(o.get("count", 3)):
        x, y = -28 + i * 28 + rng.uniform(-5, 5), -58 + (i % 2) * 26 + rng.uniform(-4, 4)
        r = 9 + (i == 1) * 3
        p.fill(
            p.P([(x - r * 0.7, y - r * 0.5), (x - r * 2.6, y - r * 2.6), (x - r * 0.2, y - r * 0.9)]),
            (250, 150, 30),
        )
        p.fill(p.E(x, y, r, r), (245, 90, 20))
        p.fill(p.E(x - 2, y - 2, r * 0.55, r * 0.55), (255, 230, 90), outline=False)


def potion(p: Painter, c, o, rng) -> None:
    """A stoppered potion flask glowing with its colour, bubbles rising (healing medicines)."""
    col = o.get("liquid", (220, 40, 60))
    p.fill(p.E(0, -30, 24, 24) | p.R(-7, -50, 7, -66), (210, 235, 245))
    p.fill(p.E(0, -28, 21, 20) & p.R(-30, -36, 30, 0), col, outline=False)
    p.fill(p.P([(-8, -66), (8, -66), (7, -76), (-7, -76)]), WOOD)
    p.glow(p.E(-9, -38, 4, 9, 20), WHITE, 0.7)
    for _ in range(4):
        p.dot(rng.uniform(-12, 12), rng.uniform(-26, -8), 1.5, shade(col, 1.5))
    if o.get("cross"):
        p.fill(
            p.P(
                [
                    (-3, -26),
                    (3, -26),
                    (3, -20),
                    (9, -20),
                    (9, -14),
                    (3, -14),
                    (3, -8),
                    (-3, -8),
                    (-3, -14),
                    (-9, -14),
                    (-9, -20),
                    (-3, -20),
                ]
            ),
            WHITE,
        )


def bowl(p: Painter, c, o, rng) -> None:
    """A steaming bowl of curry on a plate (Mooyan Curry), or a burger stack (Hamburger)."""
    if o.get("burger"):
        p.fill(p.E(0, -16, 30, 10), (200, 130, 60))
        p.fill(p.P([(-32, -20), (32, -20), (28, -28), (-28, -28)]), (110, 60, 30))
        p.fill(p.P([(-33, -28), (33, -28), (20, -31), (-24, -32)]), (90, 190, 60))
        p.fill(p.E(0, -38, 30, 14) & p.R(-32, -56, 32, -32), (220, 150, 60))
        for x in (-12, 0, 12):
            p.dot(x, -44, 1.2, (250, 240, 200))
        return
    p.fill(p.E(0, -10, 40, 10), (240, 240, 235))
    p.fill(p.E(0, -22, 30, 16) & p.R(-32, -22, 32, 0), (220, 220, 210))
    p.fill(p.E(0, -22, 28, 7), (200, 140, 40))
    p.fill(p.E(-10, -24, 12, 4), (250, 250, 240))
    for i in range(3):
        x = -12 + i * 12
        p.line([(x, -34), (x + 4, -44), (x - 2, -54), (x + 2, -62)], 1, (235, 235, 245))


def rays(p: Painter, c, o, rng) -> None:
    """Beams of light breaking through darkness (Dark-piercing Light, Breath of Light, Soul of the Pure)."""
    col = o.get("light", (255, 245, 180))
    sx = rng.uniform(-24, 24)
    n = rng.randrange(5, 10)
    if o.get("clouds"):
        for x in (-44, -28, 28, 44):
            p.fill(p.E(x + rng.uniform(-4, 4), -76 + rng.uniform(-6, 6), 18, 10), (50, 40, 70))
    for i in range(n):
        a = math.radians(-160 + i * 140 / (n - 1) + rng.uniform(-4, 4))
        w = rng.uniform(0.05, 0.1)
        p.glow(
            p.P(
                [
                    (sx, -88),
                    (sx + math.cos(a - w) * 160, -88 - math.sin(a - w) * 160),
                    (sx + math.cos(a + w) * 160, -88 - math.sin(a + w) * 160),
                ]
            ),
            col,
            0.55,
        )
    p.fill(p.E(sx, -88, 14, 10), WHITE, outline=False)
    if o.get("wind"):
        for i in range(3):
            y = -60 + i * 16
            p.line([(-44, y), (-10, y - 4), (10, y + 2), (30, y - 2), (36, y - 8)], 1, (230, 255, 250))
    if o.get("soul"):
        p.glow(p.E(0, -40, 14, 16), (255, 255, 255), 0.6)
        p.eye(-4, -42, 1.5, INK, INK)
        p.eye(4, -42, 1.5, INK, INK)
    if o.get("heal"):
        for x, y in ((-24, -30), (20, -50), (4, -20)):
            p.fill(
                p.P(
                    [
                        (x - 2, y - 6),
                        (x + 2, y - 6),
                        (x + 2, y - 2),
                        (x + 6, y - 2),
                        (x + 6, y + 2),
                        (x + 2, y + 2),
                        (x + 2, y + 6),
                        (x - 2, y + 6),
                        (x - 2, y + 2),
                        (x - 6, y + 2),
                        (x - 6, y - 2),
                        (x - 2, y - 2),
                    ]
                ),
                (120, 240, 140),
            )


def light_swords(p: Painter, c, o, rng) -> None:
    """Three swords of light plunging into the ground round a dazzling flare."""
    p.glow(p.E(0, -40, 40, 36), (255, 255, 220), 0.4)
    for i, x in enumerate((-26, 0, 26)):
        y0 = -70 + abs(x) * 0.4
        p.fill(
            p.P([(x - 3, y0), (x + 3, y0), (x + 3, -6), (x, 2), (x - 3, -6)]),
            (255, 255, 210),
            ink=(230, 180, 40),
        )
        p.fill(p.C(x - 8, y0, x + 8, y0, 2), GOLD)
        p.fill(p.C(x, y0, x, y0 - 12, 2), GOLD)


def circle(p: Painter, c, o, rng) -> None:
    """A glowing magic circle: rings, a star and runes (binding circles, ritual floors)."""
    col = o.get("rune", (160, 230, 255))
    cy = o.get("cy", -40)
    ry = o.get("ry", 34)
    for r in (1.0, 0.8):
        p.fill(
            p.E(0, cy, 44 * r, ry * r) & ~p.E(0, cy, 44 * r - 2, ry * r - 1.6), col, outline=False, flat=True
        )
    n = 5
    pts = [
        (
            40 * 0.8 * math.cos(math.radians(-90 + i * 144)),
            cy + ry * 0.8 * math.sin(math.radians(-90 + i * 144)),
        )
        for i in range(n + 1)
    ]
    p.line(pts, 0.7, col)
    for i in range(8):
        a = math.radians(i * 45 + 22)
        p.dot(40 * 0.9 * math.cos(a), cy + ry * 0.9 * math.sin(a), 1.5, WHITE)
    if o.get("chains"):
        for side in (-1, 1):
            for t in range(7):
                x, y = side * (46 - t * 6), -80 + t * 6
                p.fill(p.E(x, y, 3, 2, side * 40) & ~p.E(x, y, 1.4, 0.7, side * 40), STEEL, outline=False)


def ritual(p: Painter, c, o, rng, draw_result) -> None:
    """A ritual: a candle-lit summoning circle with the promised monster appearing in its light."""
    circle(p, c, {"rune": c["rune"], "cy": -8, "ry": 10}, rng)
    for x in (-40, 40, -24, 24):
        p.fill(
            p.R(x - 2, -4 + abs(x) * 0.1, x + 2, -16),
            (240, 230, 200),
        )
        p.fill(p.P([(x - 1.5, -16), (x, -22), (x + 1.5, -16)]), (255, 180, 40), outline=False)
    p.glow(p.E(0, -40, 34, 40), c["rune"], 0.35)
    draw_result(p)


def equip_weapon(p: Painter, c, o, rng) -> None:
    """The weapon or item an equip card names, hung in a glow (sword, axe, bow, whip, horn...)."""
    kind = o.get("item", "sword")
    blade = c["blade"]
    p.glow(p.E(0, -42, 40, 40), c["rune"], 0.35)
    if kind == "kunai":
        p.fill(p.P([(-30, -8), (-22, -30), (-14, -16)]) | p.P([(24, -70), (38, -80), (32, -62)]), blade)
        p.fill(p.C(-34, 0, -26, -12, 2) | p.C(20, -62, 26, -68, 2), WOOD)
        for t in range(14):
            x, y = -32 + t * 4, -2 - t * 4.4 - 10 * math.sin(t / 13 * math.pi)
            p.fill(p.E(x, y, 2.6, 1.8, 40) & ~p.E(x, y, 1.2, 0.6, 40), STEEL, outline=False)
    elif kind == "sword":
        if o.get("fire"):  # a blade wreathed in flame
            for i in range(6):
                y = -16 - i * 11
                side = 1 if i % 2 else -1
                p.fill(p.P([(-3, y + 6), (side * 14, y - 10), (3, y - 2)]), (250, 120, 30))
                p.fill(p.P([(-2, y + 4), (side * 8, y - 6), (2, y - 1)]), (255, 220, 90), outline=False)
        elif o.get("legend"):
            p.glow(p.E(0, -44, 14, 44), (255, 240, 170), 0.6)
            for x, y in ((-14, -66), (12, -52), (-10, -30), (16, -76)):
                p.line([(x - 3, y), (x + 3, y)], 0.4, WHITE)
                p.line([(x, y - 3), (x, y + 3)], 0.4, WHITE)
        p.fill(p.P([(-4, -10), (4, -10), (4, -70), (0, -80), (-4, -70)]), blade)
        p.line([(0, -14), (0, -72)], 0.6, shade(blade, 1.3))
        p.fill(p.C(-14, -10, 14, -10, 2.5), GOLD)
        p.fill(p.C(0, -10, 0, 4, 2), WOOD)
        p.fill(p.E(0, 6, 3, 3), GOLD)
    elif kind == "axe":
        p.fill(p.C(-16, 2, 16, -70, 2), WOOD)
        p.fill(p.P([(6, -50), (30, -66), (34, -38), (12, -36)]), blade)
        p.fill(p.P([(8, -52), (-6, -66), (-4, -50)]), blade)
    elif kind == "bow":
        p.fill(p.T([(-6, -80), (10, -60), (14, -40), (10, -20), (-6, 0)], 2.5, 2), (230, 230, 240))
        p.line([(-6, -80), (-6, 0)], 0.4, WHITE)
        p.fill(p.C(-30, -40, 24, -40, 1), WOOD)
        p.fill(p.P([(24, -43), (32, -40), (24, -37)]), STEEL)
    elif kind == "whip":
        p.fill(p.C(-30, -10, -16, -24, 2.5), (80, 60, 50))
        p.line([(-16, -24), (0, -50), (20, -44), (30, -70), (40, -60)], 1, (250, 240, 120))
        for x, y in ((0, -50), (30, -70)):
            p.line([(x - 4, y + 4), (x + 4, y - 6)], 0.6, WHITE)
    elif kind == "horn":
        bend = o.get("bend", 1.0)
        p.fill(
            p.T([(-20 * bend, -10), (-6 * bend, -30), (6 * bend, -54), (10 * bend, -78)], 8, 1),
            o.get("horn_col", (245, 235, 200)),
        )
        for i in range(5):
            p.line(
                [(-16 * bend + i * 4 * bend, -16 - i * 11), (-8 * bend + i * 4 * bend, -18 - i * 11)],
                0.5,
                shade((245, 235, 200), 0.6),
            )
        if o.get("shine"):
            for a in range(0, 360, 40):
                p.line(
                    [
                        (10 * bend + 8 * math.cos(math.radians(a)), -78 + 8 * math.sin(math.radians(a))),
                        (10 * bend + 14 * math.cos(math.radians(a)), -78 + 14 * math.sin(math.radians(a))),
                    ],
                    0.8,
                    (255, 250, 190),
                )
    elif kind == "fangs":
        for x in (-18, 0, 18):
            p.fill(p.P([(x - 7, -64), (x + 7, -64), (x, -18)]), BONE)
        p.fill(p.C(-30, -66, 30, -66, 3), (150, 80, 50))
    elif kind == "shell":
        p.fill(p.E(0, -36, 34, 26) & p.R(-40, -70, 40, -22), STEEL)
        for x in (-16, 0, 16):
            p.fill(
                p.P([(x - 6, -38), (x - 3, -46), (x + 3, -46), (x + 6, -38), (x + 3, -30), (x - 3, -30)]),
                shade(STEEL, 1.2),
            )
    elif kind == "pendant":
        p.line([(-24, -80), (0, -40), (24, -80)], 0.7, GOLD)
        p.fill(p.P([(0, -44), (12, -26), (0, -8), (-12, -26)]), (40, 30, 60))
        p.glow(p.E(-3, -30, 3, 6), (200, 120, 255), 0.7)
    elif kind == "orb":
        p.fill(p.E(0, -40, 22, 22), o.get("orb", (120, 60, 200)))
        p.glow(p.E(-7, -48, 7, 6), WHITE, 0.6)
        for a in range(0, 360, 45):
            p.line(
                [
                    (26 * math.cos(math.radians(a)), -40 + 26 * math.sin(math.radians(a))),
                    (34 * math.cos(math.radians(a)), -40 + 34 * math.sin(math.radians(a))),
                ],
                0.8,
                o.get("orb", (120, 60, 200)),
            )
    elif kind == "crystal":
        p.fill(p.P([(0, -80), (18, -50), (10, -6), (-10, -6), (-18, -50)]), (170, 110, 230))
        p.fill(p.P([(0, -80), (6, -50), (0, -6), (-6, -50)]), (210, 170, 255), outline=False)
    elif kind == "book":
        p.fill(p.P([(-26, -70), (22, -74), (26, -10), (-22, -6)]), (120, 50, 90))
        p.fill(p.P([(-20, -66), (18, -69), (21, -14), (-16, -11)]), shade((120, 50, 90), 1.2))
        p.fill(p.E(0, -40, 12, 12) & ~p.E(0, -40, 10, 10), GOLD, outline=False, flat=True)
        p.fill(
            p.P([(0, -50), (8, -34), (-8, -34)]) & ~p.P([(0, -46), (5, -36), (-5, -36)]),
            GOLD,
            outline=False,
            flat=True,
        )
    elif kind == "shield":
        p.fill(p.P([(-26, -74), (26, -74), (24, -36), (0, -6), (-24, -36)]), c["metal"])
        p.fill(p.P([(-18, -66), (18, -66), (16, -38), (0, -16), (-16, -38)]), shade(c["metal"], 1.15))
        p.fill(p.E(0, -46, 8, 8), c["rune"])
    elif kind == "cannon":
        p.fill(p.P([(-24, -20), (20, -20), (24, -50), (-20, -50)]), STEEL)
        p.fill(p.C(0, -44, 40, -62, 6), shade(STEEL, 0.9))
        p.fill(p.C(-10, -40, 30, -74, 4), shade(STEEL, 0.8))
        p.glow(p.E(44, -64, 6, 6), (255, 120, 60), 0.8)
    elif kind == "germs":
        for _ in range(9):
            x, y, r = rng.uniform(-36, 36), rng.uniform(-70, -10), rng.uniform(5, 10)
            p.fill(p.E(x, y, r, r), (120, 200, 60))
            p.dot(x - r * 0.3, y - r * 0.2, r * 0.25, (60, 110, 20))
    elif kind == "trumpet":
        p.fill(p.C(-30, -30, 16, -44, 2.5), GOLD)
        p.fill(p.P([(14, -44), (34, -60), (38, -22), (14, -40)]), GOLD)
        for side in (-1, 1):
            p.fill(p.E(-6, -48 + side * 12, 16, 6, side * 20), WHITE)
    elif kind == "arrow_up":
        p.fill(
            p.P([(0, -82), (26, -50), (10, -50), (10, -6), (-10, -6), (-10, -50), (-26, -50)]),
            o.get("orb", (250, 200, 60)),
        )
    elif kind == "factory":
        p.fill(
            p.P(
                [
                    (-40, 0),
                    (40, 0),
                    (40, -30),
                    (20, -40),
                    (20, -30),
                    (0, -40),
                    (0, -30),
                    (-20, -40),
                    (-20, -30),
                    (-40, -40),
                ]
            ),
            (150, 150, 165),
        )
        for x in (-30, 28):
            p.fill(p.R(x - 4, -30, x + 4, -70), (120, 120, 130))
            p.fill(p.E(x + 6, -78, 8, 5), (200, 200, 210))
        for x in (-28, -8, 12):
            p.fill(p.R(x, -8, x + 10, -18), (250, 220, 90), outline=False)
        p.fill(p.E(0, -52, 9, 9) & ~p.E(0, -52, 4, 4), STEEL)
    elif kind == "maze":
        for i in range(5):
            r = 8 + i * 8
            p.fill(
                p.R(-r, -40 - r * 0.8, r, -40 + r * 0.8)
                & ~p.R(-r + 2, -38 - r * 0.8, r - 2, -42 + r * 0.8)
                & ~p.R(-3 + i % 2 * r, -50 - r, 3 + i % 2 * r, 0),
                (170, 150, 120),
                outline=False,
            )
    elif kind == "chest":
        p.fill(p.R(-30, -6, 30, -34), WOOD)
        p.fill(p.E(0, -34, 30, 10) & p.R(-32, -46, 32, -34), shade(WOOD, 1.1))
        for x in (-20, 20):
            p.line([(x, -6), (x, -42)], 1.2, GOLD)
        for x, col in ((-12, (220, 40, 60)), (0, (60, 200, 100)), (12, (70, 120, 250))):
            p.fill(p.P([(x, -56), (x + 5, -50), (x, -44), (x - 5, -50)]), col)
    elif kind == "wind":
        for i in range(4):
            y = -70 + i * 18
            p.line(
                [(-40 + i * 4, y), (10, y - 4), (26, y + 4), (20, y + 12), (10, y + 6)], 1.2, (220, 250, 240)
            )
    elif kind == "heat":
        p.fill(p.C(0, -10, 0, -70, 5), (240, 240, 240))
        p.fill(p.E(0, -8, 9, 9), (230, 40, 30))
        p.fill(p.C(0, -10, 0, -56, 2.5), (230, 40, 30), outline=False)
        for y in (-20, -35, -50, -65):
            p.line([(5, y), (10, y)], 0.5, INK)
    elif kind == "heart":
        p.fill(
            p.E(-10, -52, 13, 13) | p.E(10, -52, 13, 13) | p.P([(-22, -46), (22, -46), (0, -14)]),
            (235, 60, 90),
        )
        p.glow(p.E(-12, -56, 5, 4), WHITE, 0.6)
    elif kind == "moon":
        p.fill(p.E(0, -44, 30, 30) & ~p.E(14, -52, 26, 26), (250, 235, 160))
    elif kind == "nose":
        p.fill(p.E(0, -40, 24, 20), (200, 140, 170))
        p.fill(p.E(-8, -36, 5, 4) | p.E(8, -36, 5, 4), (90, 30, 50), outline=False)
        p.fill(p.E(0, -22, 8, 6) & ~p.E(0, -22, 5, 3.5), GOLD)
    elif kind == "mirror":
        p.fill(p.C(0, -2, 0, -26, 3), GOLD)
        p.fill(p.E(0, -50, 22, 26), GOLD)
        p.fill(p.E(0, -50, 17, 21), (190, 220, 240))
        p.glow(p.E(-6, -58, 4, 9, 20), WHITE, 0.6)
    elif kind == "castle":
        p.glow(p.E(0, -40, 46, 44), (255, 250, 200), 0.5)


def field_land(p: Painter, c, o, rng) -> None:
    """A field card's landscape filling the picture: forest, wasteland, mountain, grassland, sea or dark."""
    land = o.get("land", "forest")
    if land == "forest":
        for row, (y, col) in enumerate(((-40, (30, 90, 50)), (-18, (40, 120, 60)), (6, (50, 140, 70)))):
            for i in range(7):
                x = -54 + i * 18 + (row % 2) * 9 + rng.uniform(-3, 3)
                h = 36 + rng.uniform(-6, 8)
                p.fill(p.P([(x - 10, y), (x, y - h), (x + 10, y)]), col)
                p.fill(p.R(x - 1.5, y, x + 1.5, y + 4), WOOD, outline=False)
    elif land == "wasteland":
        p.fill(
            p.P([(-60, 10), (-60, -30), (-30, -36), (0, -30), (30, -38), (60, -32), (60, 10)]), (190, 150, 90)
        )
        for x, y, r in ((-30, -38, 10), (26, -44, 14), (-6, -34, 6)):
            p.fill(
                p.P(
                    [
                        (x - r, y + r * 0.4),
                        (x - r * 0.6, y - r),
                        (x + r * 0.5, y - r * 0.8),
                        (x + r, y + r * 0.4),
                    ]
                ),
                (140, 100, 60),
            )
        for _ in range(6):
            x, y = rng.uniform(-48, 48), rng.uniform(-24, 2)
            p.line([(x, y), (x + 6, y + 2), (x + 10, y - 1), (x + 14, y + 3)], 0.5, (110, 80, 50))
        p.fill(p.C(-40, -20, -22, -20, 1.2) | p.E(-20, -20, 3, 2.5), BONE)
    elif land == "mountain":
        for x, h, col in ((-30, 70, (110, 110, 130)), (20, 84, (130, 130, 150)), (50, 56, (100, 100, 120))):
            p.fill(p.P([(x - 40, 10), (x, -h), (x + 40, 10)]), col)
            p.fill(
                p.P(
                    [
                        (x - 10, -h + 18),
                        (x, -h),
                        (x + 10, -h + 18),
                        (x + 4, -h + 14),
                        (x, -h + 20),
                        (x - 4, -h + 14),
                    ]
                ),
                WHITE,
                outline=False,
            )
    elif land == "sogen":
        p.fill(p.P([(-60, 10), (-60, -26), (-20, -32), (20, -28), (60, -34), (60, 10)]), (110, 180, 70))
        for _ in range(40):
            x, y = rng.uniform(-52, 52), rng.uniform(-26, 6)
            p.line([(x, y), (x - 1, y - 4)], 0.4, (70, 140, 40))
        for _ in range(5):
            p.dot(rng.uniform(-48, 48), rng.uniform(-22, 4), 1.3, (250, 240, 120))
    elif land == "umi":
        for i in range(6):
            y = -40 + i * 9
            p.fill(
                p.P(
                    [(-60, y + 12), (-60, y)]
                    + [(x, y - 3 * math.sin((x + i * 7) / 6)) for x in range(-60, 64, 6)]
                    + [(60, y + 12)]
                ),
                mix((40, 110, 200), (10, 40, 110), i / 6),
                outline=False,
            )
            p.line([(x, y - 3 * math.sin((x + i * 7) / 6)) for x in range(-60, 64, 6)], 0.5, (170, 220, 255))
    elif land == "yami":
        p.fill(p.E(26, -66, 12, 12) & ~p.E(32, -70, 11, 11), (230, 220, 160))
        for _ in range(6):
            x, y = rng.uniform(-46, 46), rng.uniform(-50, -6)
            p.fill(p.E(x, y, 4, 2), (220, 40, 60), outline=False)
            p.dot(x, y, 1, (255, 230, 90))
        p.fill(
            p.P([(-60, 10), (-60, -10), (-30, -20), (-10, -12), (20, -22), (60, -10), (60, 10)]), (30, 10, 40)
        )


def trap_scene(p: Painter, c, o, rng) -> None:
    """A trap springing: jaws, a pit, a wire, a fan, a taped house, an explosion..."""
    kind = o.get("trap", "pit")
    if kind == "jaws":
        for side in (-1, 1):
            pts = [(-40, -20), (40, -20)] + [
                (x, -20 + side * (6 if (x // 8) % 2 else 16)) for x in range(40, -41, -8)
            ]
            p.fill(p.P(pts), STEEL)
        p.fill(p.E(0, -20, 12, 5), (120, 120, 130))
        p.fill(p.C(-44, 2, 44, 2, 2), (90, 90, 100))
    elif kind in ("pit", "acid"):
        p.fill(p.E(0, -20, 46, 18), (60, 40, 30))
        p.fill(p.E(0, -18, 40, 14), (20, 10, 10) if kind == "pit" else (90, 200, 40), outline=False)
        if kind == "acid":
            for _ in range(6):
                p.dot(rng.uniform(-30, 30), rng.uniform(-26, -10), 2, (190, 255, 120))
            p.glow(p.E(0, -40, 40, 24), (160, 255, 100), 0.3)
        for x in (-28, 28):
            p.fill(p.P([(x - 6, -40), (x + 6, -40), (x + 3, -28), (x - 3, -28)]), (130, 100, 70))
    elif kind == "mouth":
        p.fill(p.E(0, -20, 46, 22), (80, 60, 40))
        p.fill(p.E(0, -20, 38, 16), (150, 20, 40), outline=False)
        for i in range(8):
            x = -32 + i * 9
            p.fill(
                p.P([(x - 3, -34), (x, -24), (x + 3, -34)]) | p.P([(x - 3, -6), (x, -16), (x + 3, -6)]), WHITE
            )
        p.eye(-20, -50, 3, (250, 220, 40))
        p.eye(20, -50, 3, (250, 220, 40))
    elif kind == "wire":
        for i in range(4):
            p.line([(-60, -70 + i * 16), (60, -60 + i * 14)], 0.5, (230, 240, 255))
        p.fill(p.R(-4, -34, 4, -10), (200, 60, 60))
    elif kind == "tape":
        p.fill(p.R(-30, 0, 30, -36), (200, 160, 110))
        p.fill(p.P([(-36, -36), (36, -36), (0, -66)]), (170, 60, 50))
        p.fill(p.R(-8, 0, 8, -20), WOOD)
        for i in range(3):
            p.fill(p.C(-40 + i * 6, -10 - i * 14, 40 - i * 6, -20 - i * 10, 2.5), (230, 220, 170))
    elif kind == "fan":
        for i in range(9):
            a = math.radians(200 + i * 17.5)
            p.fill(
                p.P(
                    [
                        (0, -14),
                        (44 * math.cos(a), -14 + 44 * math.sin(a)),
                        (44 * math.cos(a + 0.3), -14 + 44 * math.sin(a + 0.3)),
                    ]
                ),
                (220, 60, 60) if i % 2 else (250, 220, 120),
            )
        p.fill(p.C(0, -14, 0, 2, 2), WOOD)
    elif kind == "ruin":
        p.fill(p.P([(-50, 8), (-20, -14), (20, -12), (50, 8)]), (90, 70, 60))
        p.fill(
            p.P(
                [
                    (0, -80),
                    (10, -54),
                    (36, -64),
                    (18, -40),
                    (46, -30),
                    (14, -28),
                    (0, -10),
                    (-14, -28),
                    (-46, -30),
                    (-18, -40),
                    (-36, -64),
                    (-10, -54),
                ]
            ),
            (250, 160, 40),
        )
        p.fill(p.E(0, -40, 12, 12), (255, 240, 160), outline=False)
    elif kind == "skull_potion":
        potion(p, c, {"liquid": (130, 40, 150)}, rng)
        p.fill(p.E(0, -24, 6, 5), BONE, outline=False)
        p.dot(-2, -24, 1.2, INK)
        p.dot(2, -24, 1.2, INK)
    elif kind == "reverse":
        for side in (-1, 1):
            p.fill(
                p.T([(side * -30, -30 * side - 40), (side * 20, -40 - 26 * side), (side * 30, -40)], 3),
                (250, 200, 60),
            )
            p.fill(
                p.P([(side * 30 - 8, -40), (side * 30 + 8, -40), (side * 30, -40 + 10 * side)]),
                (250, 200, 60),
            )
    elif kind == "fake":
        p.fill(p.R(-22, -76, 22, -6), (190, 60, 150))
        p.fill(p.R(-16, -70, 16, -30), (70, 20, 60))
        p.line([(-26, -80), (26, -2)], 2, (240, 40, 40))
        p.line([(26, -80), (-26, -2)], 2, (240, 40, 40))


def special(p: Painter, c, o, rng) -> None:
    """One-off magic pictures: a crushed card, an aerosol can, a storm, a broken sword, a tomb, a feather."""
    kind = o.get("special")
    if kind == "crush":
        p.fill(p.P([(-20, -70), (16, -74), (22, -10), (-16, -6)]), (200, 150, 70))
        p.line([(-18, -40), (-4, -44), (4, -30), (20, -40)], 1, INK)
        p.fill(p.E(0, -80, 30, 10), (200, 140, 110))
        for x in (-18, -6, 6, 18):
            p.fill(p.C(x, -80, x, -60, 4), (210, 150, 120))
    elif kind == "aerosol":
        p.fill(p.R(-12, -4, 12, -50), (230, 60, 60))
        p.fill(p.R(-6, -50, 6, -58), STEEL)
        p.fill(p.R(-9, -36, 9, -20), (250, 250, 240))
        for i in range(12):
            p.dot(14 + rng.uniform(0, 30), -56 + rng.uniform(-12, 12), rng.uniform(1, 3), (220, 240, 200))
        p.line([(20, -30), (36, -18), (30, -10)], 0.8, INK)
    elif kind == "storm":
        for i in range(6):
            y = -80 + i * 13
            w = 40 - i * 6
            p.fill(p.E(rng.uniform(-4, 4), y, w, 5), mix((170, 170, 190), (110, 80, 130), i / 6))
        for _ in range(12):
            x, y = rng.uniform(-48, 48), rng.uniform(-80, 0)
            p.line([(x, y), (x - 3, y + 7)], 0.4, (150, 140, 200))
    elif kind == "broken_sword":
        p.fill(p.P([(-4, -6), (4, -6), (4, -38), (-2, -34), (-4, -40)]), STEEL)
        p.fill(p.P([(10, -48), (16, -50), (30, -76), (28, -78), (8, -52)]), STEEL)
        p.fill(p.C(-14, -6, 14, -6, 2.5) | p.C(0, -6, 0, 6, 2), GOLD)
        p.fill(p.E(-26, -6, 14, 10) & p.R(-40, -18, -12, -6), (150, 150, 160))
    elif kind == "tomb":
        p.fill(p.E(0, 2, 46, 10), (80, 70, 60))
        p.fill(p.E(0, -50, 16, 14) | p.R(-16, -4, 16, -50), (160, 160, 175))
        p.line([(0, -56), (0, -30)], 1, (90, 90, 100))
        p.line([(-8, -48), (8, -48)], 1, (90, 90, 100))
        for x in (-30, 30):
            p.fill(p.E(x, -8, 5, 4), (230, 80, 120))
    elif kind == "drought":
        p.fill(p.E(30, -70, 14, 14), (255, 230, 100))
        p.fill(p.P([(-60, 10), (-60, -24), (60, -28), (60, 10)]), (200, 160, 100))
        for _ in range(8):
            x, y = rng.uniform(-48, 48), rng.uniform(-20, 4)
            p.line([(x, y), (x + 5, y + 2), (x + 8, y - 2)], 0.6, (120, 80, 40))
    elif kind == "feather":
        p.fill(p.T([(-30, 0), (-10, -30), (10, -56), (26, -80)], 1.2), (240, 240, 250))
        for i in range(10):
            t = i / 10
            x, y = -30 + 56 * t, 0 - 80 * t
            p.fill(p.E(x + 8, y + 2, 9, 3, 40), (220, 230, 255))
            p.fill(p.E(x - 6, y - 6, 9, 3, 40), (200, 215, 250))
    elif kind == "broken_shield":
        p.fill(p.P([(-26, -74), (0, -74), (-4, -50), (2, -30), (0, -6), (-24, -36)]), STEEL)
        p.fill(p.P([(6, -76), (28, -76), (26, -38), (6, -8), (10, -30), (4, -50)]), shade(STEEL, 0.85))
    elif kind == "shadow_spell":
        p.fill(p.E(0, -4, 40, 8), (30, 10, 40))
        for x in (-24, 0, 24):
            for t in range(7):
                y = -4 - t * 9
                p.fill(
                    p.E(x + math.sin(t) * 3, y, 3, 4.5) & ~p.E(x + math.sin(t) * 3, y, 1.3, 2.5),
                    (120, 100, 150),
                    outline=False,
                )
    elif kind == "seal":
        circle(p, c, {"rune": (255, 220, 120)}, rng)
        p.line([(-30, -70), (30, -10)], 1.5, (240, 60, 40))
    elif kind == "swords_x":
        for side in (-1, 1):
            p.fill(p.T([(side * -30, -70), (side * 24, -6)], 2.5), STEEL)
            p.fill(p.C(side * -22, -56, side * -34, -62, 2), GOLD)
        p.fill(p.E(0, -40, 12, 12), (240, 60, 40))
        p.line([(-8, -48), (8, -32)], 1.2, WHITE)
        p.line([(8, -48), (-8, -32)], 1.2, WHITE)
