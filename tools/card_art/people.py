"""Humanoid subjects: warriors, knights, mages, witches, elves, fairies, fiends, zombies, clowns, robots.

One parametric figure (legs, torso or robe, arms, head) dressed by the lexicon's options: headwear,
weapon, wings, halo, crown, cape, build. Feet at local (0, 0), facing right, about 80 units tall.
"""

from __future__ import annotations

import math

from tools.card_art.beasts import BONE, INK, WHITE, _wing
from tools.card_art.paint import Painter, shade

STEEL = (190, 200, 215)


def figure(p: Painter, c, o) -> None:
    """The dressed figure: o keys head, hat, weapon, wings, robe, build, halo, crown, cape, tail."""
    skin, cloth, trim = c["skin"], c["cloth"], c["trim"]
    build = o.get("build", 1.0) * (0.9 + 0.22 * o.get("_v", 0.5))  # lanky to stocky, card by card
    w = 9 * build
    top = -54
    wings = o.get("wings")
    if wings == "angel":
        _wing(p, -4, top + 2, 30, 24, WHITE, (245, 245, 255), bat=False)
    elif wings in ("bat", "fiend"):
        _wing(p, -4, top + 6, 34, 30, c["wing"], c["wing"])
    elif wings == "fairy":
        p.mark("wing", 2)
        p.fill(
            p.E(-14, top - 2, 12, 7, 40) | p.E(-12, top + 10, 9, 5, -20),
            (200, 240, 255),
            ink=shade((200, 240, 255), 0.5),
        )
    elif wings == "harpie":  # feathered wings fanned out on both sides of the shoulders
        p.mark("wing", 2)
        for side in (-1, 1):
            for i in range(6):
                a = math.radians((-95 - i * 16) if side < 0 else (-85 + i * 16))
                ln = 40 - i * 3.5
                x0, y0 = side * 5, top + 8
                p.fill(
                    p.C(x0, y0, x0 + math.cos(a) * ln, y0 + math.sin(a) * ln, 4.5, 2),
                    shade(c["wing"], 1.15 - 0.06 * i),
                )
    if o.get("cape"):
        p.fill(p.P([(-w + 1, top + 2), (w - 1, top + 2), (w + 6, -2), (-w - 16, -2), (-w - 12, top + 24)]),
               c["cape"])
    if o.get("tail"):
        p.fill(p.T([(-4, -26), (-18, -18), (-24, -4), (-30, -6)], 2.5, 1), c["body"])
    robe = o.get("robe")
    leg = cloth if robe else shade(cloth, 0.85)
    if robe:
        p.fill(p.P([(-w, top + 6), (w, top + 6), (w + 7, 0), (-w - 7, 0)]), cloth)
        p.fill(p.P([(-2, top + 10), (2, top + 10), (4, 0), (-4, 0)]), trim)
    else:
        legs = o.get("legs", 2)
        p.mark("leg", legs)
        spread = 5 if legs == 3 else 0  # a third leg stands between the two, set wide apart
        if legs == 3:
            p.fill(p.C(0, -24, 1 * build, -2, 3.4 * build, 3), shade(leg, 0.7))
            p.fill(p.E(1 * build, -1, 4.5, 2), shade(c["boot"], 0.8))
        p.fill(p.C(-4 * build, -24, -7 * build - spread, -2, 3.6 * build, 3), leg)
        p.fill(p.C(4 * build, -24, 6 * build + spread, -2, 3.6 * build, 3), leg)
        p.fill(p.E(-7 * build - spread, -1, 4.5, 2) | p.E(7 * build + spread, -1, 4.5, 2), shade(c["boot"], 1))
        p.fill(p.P([(-w, top + 6), (w, top + 6), (w - 2, -22), (-w + 2, -22)]), cloth)
        p.fill(p.C(-w + 2, -23, w - 2, -23, 1.6), trim)
    if o.get("armor"):
        p.mark("armor")
        p.fill(p.E(-w, top + 8, 5.5 * build, 4.5) | p.E(w, top + 8, 5.5 * build, 4.5), c["metal"])
        p.fill(
            p.P([(-w + 3, top + 10), (w - 3, top + 10), (w - 4, top + 22), (-w + 4, top + 22)]), c["metal"]
        )
    if o.get("spikes"):  # spiked pauldrons
        p.mark("spikes")
        for sx in (-w, w):
            p.fill(p.P([(sx - 4, top + 6), (sx - 1, top - 4), (sx + 1, top + 4), (sx + 3, top - 2), (sx + 5, top + 7)]),
                   c["horn"])
    # back arm, then weapon, then front arm so the hand holds the hilt
    p.mark("arm", 2)
    p.fill(
        p.T([(-w + 1, top + 9), (-w - 4, top + 20), (-w - 2, top + 30)], 2.8 * build, 2.4), shade(cloth, 0.85)
    )
    p.dot(-w - 2, top + 31, 2.6, skin)
    hand = (w + 8, top + 22) if o.get("_v2", 0) < 0.6 else (w + 9, top + 6)  # some raise their weapon
    weapon = o.get("weapon")
    _weapon(p, weapon, hand, c)
    p.fill(p.T([(w - 1, top + 9), (w + 5, top + 17), hand], 2.8 * build, 2.4), cloth)
    p.fill(p.E(hand[0], hand[1], 2.8, 2.8), skin if not o.get("armor") else c["metal"])
    if o.get("shield"):
        p.mark("shield")
        p.fill(p.E(-w - 3, top + 24, 8, 10), c["metal"])
        p.fill(p.E(-w - 3, top + 24, 3, 4), trim)
    if o.get("collar"):  # a clown's frilled ruff
        for i in range(5):
            p.fill(p.E(-8 + i * 4, top + 2, 3, 2.4), WHITE)
    _head(p, o.get("head", "human"), top, c, o)
    if o.get("halo"):
        p.fill(
            p.E(1, top - 21, 9, 2.4) & ~p.E(1, top - 21, 5.5, 1), (255, 230, 110), outline=False, flat=True
        )


HEAD_ZOOM = 1.3  # big heads read as faces at thumbnail size


def _head(p: Painter, head: str, top: float, c, o) -> None:
    p.mark("head")
    saved = p.frame
    ox, oy = p._pt(1, top - 7)
    p.at(ox, oy, saved[2] * HEAD_ZOOM, saved[3] < 0)
    try:
        _head_parts(p, head, c, o)
    finally:
        p.frame = saved


def _head_parts(p: Painter, head: str, c, o) -> None:
    skin, hair = c["skin"], c["hair"]
    if o.get("long_hair"):
        p.fill(p.P([(-7, -4), (3, -4), (2, 15), (-9, 17)]), hair)
    if head == "skull":
        p.fill(
            p.E(0, 0, 8, 8) | p.P([(-4, 4), (6, 4), (5, 10), (-3, 10)]),
            BONE,
        )
        p.fill(p.E(-2.5, 1, 2.4, 2.6) | p.E(3.5, 1, 2.4, 2.6), INK, outline=False, flat=True)
        p.dot(-2.5, 1, 0.8, c["eye"])
        p.dot(3.5, 1, 0.8, c["eye"])
        for t in range(3):
            p.line([(-2 + t * 2.5, 7), (-2 + t * 2.5, 10)], 0.3, INK)
    elif head == "robot":
        v = o.get("_v2", 0.5)
        if v < 0.33:  # domed head with a round eye
            p.fill(p.E(0, 0, 8, 7.5), c["metal"])
            p.eye(3, 0, 2.6, c["eye"], INK)
        elif v < 0.66:  # box head with a visor slit
            p.fill(p.R(-7, -7, 8, 7), c["metal"])
            p.fill(
                p.R(-3, -2, 8, 2),
                c["eye"],
                outline=False,
                flat=True,
            )
        else:  # crested helm with twin eyes
            p.fill(
                p.P([(-7, -5), (0, -9), (8, -5), (7, 7), (-6, 7)]),
                c["metal"],
            )
            p.fill(p.P([(-2, -8), (1, -18), (3, -8)]), shade(c["metal"], 1.2))
            p.dot(1, 0, 1.5, c["eye"])
            p.dot(5, 0, 1.5, c["eye"])
        p.line([(-5, -6), (-7, -13)], 0.6, c["metal"])
        p.dot(-7, -14, 1.6, c["eye"])
        return
    elif head == "beast":
        p.fill(p.E(0, 0, 8, 8), c["body"])
        p.fill(p.P([(4, -1), (14, 3), (4, 7)]), c["body"])
        p.fill(
            p.P([(-6, -4), (-6, -14), (-1, -6)]) | p.P([(0, -6), (3, -15), (5, -5)]),
            c["body"],
        )
        p.eye(3, -2, 1.6, c["eye"])
        p.fill(p.P([(8, 4), (9, 7), (10, 4)]), WHITE, outline=False, flat=True)
    elif head == "bandage":
        p.fill(p.E(0, 0, 7.5, 8.5), (225, 215, 180))
        for i in range(4):
            p.line([(-7, -5 + i * 3.5), (7, -3 + i * 3.5)], 0.4, (150, 135, 100))
        p.eye(3, -1, 1.4, (255, 80, 40))
    else:
        p.fill(p.E(0, 0, 7, 8), skin)
        if o.get("hat") in ("hair", None) and head in ("human", "elf"):
            p.fill(p.E(-1, -6, 7.5, 3.2) | p.E(-6, -2, 2.5, 5.5), c["hair"])
        if o.get("eyes") == 1:  # Hitotsu-me: one great eye in the middle of the brow
            p.fill(p.E(2.5, -1, 3.6, 3), WHITE)
            p.eye(2.5, -1, 2.4, c["eye"], INK)
        else:
            for ex in (0.5, 4.5):  # a three-quarter face: two eyes read as a face, one as a cyclops
                p.eye(ex, -0.5, 1.4 if head != "clown" else 1.7, c["eye"], INK)
        if head in ("human", "elf"):
            p.line([(1.5, 4.5), (4, 4.5)], 0.3, shade(skin, 0.55))
        if o.get("third_eye"):
            p.eye(2.5, -4, 1.3, (230, 60, 200), INK)
        if head == "clown":
            p.dot(7, 2, 2, (240, 40, 40))
            p.line([(1, 4), (4, 6), (7, 5)], 0.5, (200, 20, 40))
        elif head == "zombie":
            p.line([(-2, -4), (4, 4)], 0.4, shade(skin, 0.6))
            p.line([(1, 5), (6, 5)], 0.5, INK)
        elif head == "demon":
            p.fill(
                p.P([(2, 4), (3, 7), (4, 4)]) | p.P([(5, 4), (6, 7), (7, 4)]),
                WHITE,
                outline=False,
                flat=True,
            )
        elif head == "elf":
            p.fill(p.P([(-5, -1), (-14, -6), (-5, 3)]), skin)
    hat = o.get("hat")
    if hat == "wizard":
        p.fill(
            p.P(
                [
                    (-12, -4),
                    (12, -4),
                    (6, -10),
                    (-2, -30),
                    (-6, -10),
                ]
            ),
            c["hat"],
        )
        p.fill(p.C(-11, -5, 11, -5, 1.6), shade(c["hat"], 1.3))
    elif hat == "witch":
        p.fill(
            p.P([(-14, -4), (14, -4), (6, -8), (-10, -28), (-4, -8)]),
            c["hat"],
        )
    elif hat == "helmet":
        p.fill(
            p.E(0, -3, 8.5, 7) & p.R(-10, -12, 10, 1),
            c["metal"],
        )
        p.fill(p.P([(-2, -10), (2, -10), (-8, -20), (-12, -16)]), c["plume"])
    elif hat == "horned":
        p.fill(
            p.E(0, -3, 8.5, 7) & p.R(-10, -12, 10, 0),
            c["metal"],
        )
        p.fill(
            p.T([(-6, -6), (-14, -12), (-12, -20)], 2, 0.7) | p.T([(6, -6), (14, -12), (12, -20)], 2, 0.7),
            BONE,
        )
    elif hat == "horns":
        p.fill(
            p.T([(-4, -6), (-8, -14), (-4, -20)], 2, 0.6) | p.T([(4, -6), (8, -14), (6, -20)], 2, 0.6),
            c["horn"],
        )
    elif hat == "crown":
        p.fill(
            p.P(
                [
                    (-7, -6),
                    (-7, -14),
                    (-3, -10),
                    (0, -16),
                    (3, -10),
                    (7, -14),
                    (7, -6),
                ]
            ),
            (250, 210, 60),
        )
    elif hat == "hood":
        p.fill(p.E(-1, -1, 9.5, 10) & ~p.E(3, 1, 6, 7), c["hat"])
    elif hat == "ninja":
        p.fill(
            p.E(0, 0, 7.5, 8.5) & ~p.R(-8, -3, 9, 1),
            c["hat"],
        )
    elif hat == "clown":
        p.fill(p.P([(-8, -5), (8, -5), (2, -22)]), c["hat"])
        p.dot(2, -23, 2.2, WHITE)
    if o.get("crown") and hat != "crown":
        p.fill(
            p.P(
                [
                    (-6, -8),
                    (-6, -14),
                    (-2, -11),
                    (1, -16),
                    (4, -11),
                    (7, -14),
                    (7, -8),
                ]
            ),
            (250, 210, 60),
        )


def _weapon(p: Painter, weapon, hand, c) -> None:
    hx, hy = hand
    if weapon:
        p.mark({"greatsword": "sword", "wand": "staff", "trident": "spear"}.get(weapon, weapon))
    if weapon == "sword":
        p.fill(
            p.P(
                [
                    (hx - 1.5, hy - 4),
                    (hx + 1.5, hy - 4),
                    (hx + 1.5, hy - 36),
                    (hx, hy - 40),
                    (hx - 1.5, hy - 36),
                ]
            ),
            c["blade"],
        )
        p.fill(p.C(hx - 5, hy - 3, hx + 5, hy - 3, 1.3), (200, 160, 60))
    elif weapon == "greatsword":
        p.fill(
            p.P([(hx - 3, hy - 4), (hx + 3, hy - 4), (hx + 3, hy - 44), (hx, hy - 50), (hx - 3, hy - 44)]),
            c["blade"],
        )
        p.fill(p.C(hx - 7, hy - 3, hx + 7, hy - 3, 1.8), (200, 160, 60))
    elif weapon in ("staff", "wand"):
        p.fill(p.C(hx, hy + 20, hx, hy - 30, 1.2), (150, 110, 60))
        if c.get("clock"):  # a time-keeper's staff carries a clock face
            p.mark("clock")
            p.fill(p.E(hx, hy - 36, 7, 7), (240, 200, 70))
            p.fill(p.E(hx, hy - 36, 5, 5), (250, 245, 225))
            p.line([(hx, hy - 36), (hx, hy - 40)], 0.4, INK)
            p.line([(hx, hy - 36), (hx + 3, hy - 35)], 0.4, INK)
        else:
            p.fill(p.E(hx, hy - 33, 4, 4), c["orb"])
    elif weapon == "scythe":
        p.fill(p.C(hx, hy + 22, hx, hy - 34, 1.1), (110, 80, 50))
        p.fill(
            p.P([(hx, hy - 34), (hx - 22, hy - 30), (hx - 30, hy - 20), (hx - 16, hy - 28), (hx, hy - 29)]),
            c["blade"],
        )
    elif weapon == "axe":
        p.fill(p.C(hx, hy + 10, hx, hy - 26, 1.3), (140, 100, 60))
        p.fill(p.P([(hx, hy - 24), (hx + 12, hy - 32), (hx + 14, hy - 18), (hx, hy - 16)]), c["blade"])
    elif weapon == "spear":
        p.fill(p.C(hx, hy + 22, hx, hy - 34, 1.1), (140, 100, 60))
        p.fill(p.P([(hx - 3, hy - 33), (hx, hy - 44), (hx + 3, hy - 33)]), c["blade"])
    elif weapon == "mace":
        p.fill(p.C(hx, hy + 8, hx, hy - 22, 1.3), (140, 100, 60))
        p.fill(p.E(hx, hy - 26, 6, 6), STEEL)
        for a in range(0, 360, 60):
            r = math.radians(a)
            p.fill(p.P([(hx + 5 * math.cos(r - 0.4), hy - 26 + 5 * math.sin(r - 0.4)),
                        (hx + 10 * math.cos(r), hy - 26 + 10 * math.sin(r)),
                        (hx + 5 * math.cos(r + 0.4), hy - 26 + 5 * math.sin(r + 0.4))]), STEEL)
    elif weapon == "trident":
        p.fill(p.C(hx, hy + 22, hx, hy - 32, 1.1), (150, 150, 170))
        p.fill(p.R(hx - 6, hy - 32, hx + 6, hy - 29), c["blade"])
        for dx in (-6, 0, 6):
            p.fill(p.P([(hx + dx - 1.6, hy - 31), (hx + dx, hy - 44 + abs(dx) * 0.6), (hx + dx + 1.6, hy - 31)]),
                   c["blade"])
    elif weapon == "claw":
        for t in range(3):
            p.line([(hx, hy), (hx + 7, hy - 4 + t * 3)], 0.6, BONE)
    elif weapon == "gun":
        p.fill(p.C(hx - 2, hy - 2, hx + 16, hy - 4, 2.2), STEEL)
    elif weapon == "flame":
        p.fill(
            p.P(
                [(hx - 6, hy - 4), (hx - 2, hy - 20), (hx + 2, hy - 10), (hx + 6, hy - 22), (hx + 8, hy - 2)]
            ),
            (255, 150, 30),
        )
        p.fill(p.P([(hx - 2, hy - 4), (hx + 1, hy - 12), (hx + 4, hy - 4)]), (255, 240, 140), outline=False)
    elif weapon == "harp":
        p.fill(p.T([(hx - 2, hy + 4), (hx + 8, hy - 10), (hx + 4, hy - 22)], 1.5), (240, 200, 70))
        for t in range(4):
            p.line([(hx + t * 2, hy + 2 - t), (hx + 2 + t * 2, hy - 18 + t * 3)], 0.3, (255, 255, 230))
    elif weapon == "orb":
        p.fill(p.E(hx + 4, hy - 6, 5, 5), c["orb"])


def mermaid(p: Painter, c, o) -> None:
    """A mermaid: a woman above the waist and a finned tail curling below."""
    tail = c["body"]
    p.fill(p.T([(0, -34), (4, -18), (0, -6), (-14, -2)], 7, 3), tail)
    p.fill(p.P([(-14, -2), (-26, -10), (-22, 0), (-26, 8)]), tail)
    p.fill(p.P([(-6, -54), (6, -54), (7, -34), (-7, -34)]), c["skin"])
    p.fill(p.E(-2, -48, 3, 2.5) | p.E(3, -48, 3, 2.5), c["cloth"])
    p.fill(p.T([(5, -52), (12, -44), (16, -50)], 2.2), c["skin"])
    p.fill(p.P([(-10, -66), (4, -66), (2, -40), (-12, -40)]), c["hair"])
    p.mark("head")
    p.fill(p.E(0, -61, 6.5, 7.5), c["skin"])
    p.fill(p.E(-1, -65, 7, 4), c["hair"])
    p.eye(3, -61, 1.4, c["eye"], INK)


def centaur(p: Painter, c, o) -> None:
    """A horseman: a rider with a weapon on a horse's body."""
    body = c["body"]
    if o.get("wings"):
        _wing(p, -8, -40, 34, 34, c["wing"], c["wing"], bat=False)
    p.fill(p.T([(-24, -28), (-34, -20), (-36, -10)], 3.5, 1.5), shade(body, 0.8))
    for x in (-18, 12):
        p.fill(p.C(x, -22, x - 2, 0, 3), shade(body, 0.8))
    p.fill(p.E(-4, -28, 24, 10), body)
    for x in (-14, 16):
        p.fill(p.C(x, -22, x + 1, 0, 3.2), body)
    p.fill(p.C(16, -32, 26, -46, 6, 4), body)
    p.fill(p.E(32, -48, 8, 5, -20), body)
    p.eye(31, -50, 1.4, (20, 10, 10), WHITE)
    p.fill(p.P([(-8, -34), (6, -34), (4, -58), (-6, -58)]), c["cloth"])
    p.mark("head")
    p.fill(p.E(-1, -64, 6, 7), c["skin"])
    p.fill(p.E(-2, -68, 7, 4), c["hair"])
    p.eye(2, -64, 1.3, c["eye"], INK)
    p.fill(p.C(4, -52, 14, -44, 2.2), c["cloth"])
    p.fill(p.C(14, -30, 14, -78, 1), (150, 110, 60))
    p.fill(p.P([(11, -76), (14, -86), (17, -76)]), c["blade"])
