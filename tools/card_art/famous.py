"""Bespoke compositions: the cards a player sees most (data/top_cards.txt), each drawn by a function
of its own so a fan knows the card at a glance. Our own drawings of each card's subject, built from
the same painter parts as every other picture; never a copy of the original artwork.

``BESPOKE`` maps a card name to its drawer ``fn(p, c, o)``: feet at local (0, 0), facing right,
about 80 units tall, palette ``c`` and lexicon options ``o`` as for the generic subjects. Each
drawer sets ``p.plan`` to the body plan it draws and marks its parts, so the likeness rules check
bespoke pictures exactly as they check generic ones.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from tools.card_art import beasts, people, things
from tools.card_art.beasts import BONE, INK, WHITE, _wing, dragon_head
from tools.card_art.paint import Painter, mix, shade

BESPOKE: dict[str, Callable[[Painter, dict, dict], None]] = {}


def bespoke(*names: str):
    """Registers a drawer as the composition of the named cards."""

    def wrap(fn):
        for name in names:
            BESPOKE[name] = fn
        return fn

    return wrap


# --- shared pieces ------------------------------------------------------------------------------


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


# --- spellcasters ---------------------------------------------------------------------------------


@bespoke("Dark Magician")
def dark_magician(p: Painter, c, o) -> None:
    """The dark magician: tall purple helm sweeping back in a point, purple armoured robe with
    pauldrons, a green staff with a round head raised in both hands, pale face, cold eyes."""
    p.plan = "figure"
    purple, deep, jade = (120, 70, 190), (70, 40, 130), (90, 190, 140)
    top = -54
    p.fill(p.P([(-8, top + 4), (8, top + 4), (13, -2), (-16, -2)]), deep)  # the long coat tails
    p.fill(p.C(-4, -24, -6, -2, 3.6, 3) | p.C(4, -24, 6, -2, 3.6, 3), shade(purple, 0.8))
    p.fill(p.E(-6, -1, 5, 2) | p.E(7, -1, 5, 2), deep)
    p.fill(p.P([(-9, top + 6), (9, top + 6), (8, -22), (-8, -22)]), purple)
    p.fill(p.P([(-3, top + 8), (3, top + 8), (2, -24), (-2, -24)]), (200, 200, 230))
    p.fill(p.C(-8, -23, 8, -23, 1.8), (230, 200, 90))
    _arm(p, [(-8, top + 9), (-12, top + 16), (-4, top + 20)], purple, (240, 225, 220))
    # the staff across the body, head raised to the front
    p.mark("staff")
    p.fill(p.C(-12, -6, 22, -70, 1.3), jade)
    p.fill(p.E(23, -72, 5, 5) & ~p.E(23, -72, 2.6, 2.6), jade)
    p.dot(23, -72, 1.8, (200, 255, 230))
    _arm(p, [(8, top + 9), (14, top + 14), (12, top + 4)], purple, (240, 225, 220))
    for side in (-1, 1):  # curved pauldrons
        p.fill(p.E(side * 9, top + 8, 6, 4.5, side * 15), (150, 100, 220))
    _head(p, 1, top - 8, (240, 225, 220), (40, 120, 90), r=6.5)
    # the helm: a tall purple hat whose peak sweeps back and up, a brim flared at the temples
    p.fill(p.P([(-8, top - 12), (9, top - 14), (6, top - 22), (-10, top - 40), (-20, top - 44), (-12, top - 30),
                (-9, top - 20)]), purple)
    p.fill(p.P([(-11, top - 10), (-4, top - 14), (-6, top - 9)]) | p.P([(10, top - 12), (4, top - 15), (5, top - 10)]),
           (150, 100, 220))
    p.line([(-8, top - 16), (7, top - 17)], 0.7, (230, 200, 90))


@bespoke("Magician of Black Chaos")
def black_chaos(p: Painter, c, o) -> None:
    """The chaos magician: black and crimson armoured robe, a tall black helm with gold horns curling
    out, dark skin, a staff ending in a red crescent, chaos swirling behind."""
    p.plan = "figure"
    black, red, gold = (44, 36, 60), (190, 30, 50), (230, 190, 70)
    top = -54
    for r in (34, 26):
        p.fill(p.E(0, -44, r, r * 0.9) & ~p.E(0, -44, r - 2, r * 0.9 - 2), (160, 40, 90), outline=False)
    p.fill(p.P([(-10, top + 4), (10, top + 4), (16, -2), (-18, -2)]), red)
    p.fill(p.C(-4, -24, -6, -2, 3.6, 3) | p.C(4, -24, 6, -2, 3.6, 3), black)
    p.fill(p.P([(-9, top + 6), (9, top + 6), (8, -20), (-8, -20)]), black)
    p.fill(p.P([(-7, top + 8), (7, top + 8), (0, -30)]), red)
    p.fill(p.C(-8, -21, 8, -21, 1.8), gold)
    _arm(p, [(-8, top + 9), (-18, top + 4), (-26, top - 4)], black, (120, 80, 60))
    p.mark("staff")
    p.fill(p.C(16, 0, 16, -72, 1.3), (90, 70, 110))
    p.fill(p.E(16, -74, 6, 6) & ~p.E(19, -76, 5, 5), red)
    _arm(p, [(8, top + 9), (14, top + 16), (16, top + 22)], black, (120, 80, 60))
    for side in (-1, 1):
        p.fill(p.P([(side * 4, top + 4), (side * 16, top + 2), (side * 14, top + 12)]), gold)
    _head(p, 1, top - 8, (120, 80, 60), (255, 60, 60), r=6.5)
    p.fill(p.P([(-8, top - 12), (9, top - 13), (4, top - 34), (-2, top - 38), (-8, top - 28)]), black)
    p.fill(p.T([(-6, top - 16), (-14, top - 22), (-12, top - 32)], 2, 0.6)
           | p.T([(8, top - 16), (16, top - 22), (14, top - 32)], 2, 0.6), gold)
    p.line([(-8, top - 14), (8, top - 15)], 0.7, gold)


@bespoke("Time Wizard")
def time_wizard(p: Painter, c, o) -> None:
    """The time wizard: a small robed sprite in a tall hat, holding up a staff topped by a great
    clock face (a roulette dial of alternating segments) that fills half the card."""
    p.plan = "figure"
    robe, hat = (70, 90, 200), (150, 60, 170)
    _robe(p, -34, 7, robe, (240, 200, 70))
    _arm(p, [(-6, -30), (-10, -22), (-8, -16)], robe, (250, 220, 190), 2.4)
    _head(p, 0, -40, (250, 220, 190), (60, 60, 200), r=6)
    p.fill(p.P([(-9, -44), (9, -44), (2, -66), (-3, -70)]), hat)
    p.dot(-3, -71, 1.6, (240, 200, 70))
    p.fill(p.C(14, 0, 14, -46, 1.3), (150, 110, 60))
    _arm(p, [(6, -30), (12, -28), (14, -26)], robe, (250, 220, 190), 2.4)
    cx, cy, r = 20, -62, 17  # the clock: a ring of alternating segments, hands at the hour
    p.mark("clock")
    p.fill(p.E(cx, cy, r + 3, r + 3), (240, 200, 70))
    for i in range(12):
        a1, a2 = math.radians(i * 30 - 90), math.radians(i * 30 - 60)
        pts = [(cx, cy), (cx + r * math.cos(a1), cy + r * math.sin(a1)), (cx + r * math.cos(a2), cy + r * math.sin(a2))]
        p.fill(p.P(pts), (250, 245, 225) if i % 2 else (220, 70, 70), outline=False, flat=True)
    p.fill(p.E(cx, cy, 7, 7), (250, 245, 225))
    p.line([(cx, cy), (cx, cy - 12)], 0.7, INK)
    p.line([(cx, cy), (cx + 8, cy + 3)], 0.7, INK)
    p.dot(cx, cy, 1.4, INK)
    for i in range(4):
        a = math.radians(i * 90 + 45)
        p.dot(cx + (r + 1.5) * math.cos(a), cy + (r + 1.5) * math.sin(a), 1.2, (255, 255, 255))


@bespoke("Mystical Elf")
def mystical_elf(p: Painter, c, o) -> None:
    """The praying elf: eyes closed over hands joined in prayer, long blue-green hair falling to her
    knees, a pale flowing gown with a jewel, pointed ears, soft light."""
    p.plan = "figure"
    hair, gown, skin = (80, 170, 170), (220, 230, 250), (250, 225, 205)
    p.glow(p.E(0, -44, 26, 40), (255, 255, 220), 0.35)
    p.fill(p.P([(-14, -62), (0, -66), (2, -40), (-4, -10), (-16, -6), (-12, -40)]), hair)
    _robe(p, -48, 8, gown, (120, 200, 220))
    p.mark("arm", 2)
    p.fill(p.T([(-6, -44), (-2, -36), (5, -40)], 2.4, 2.1) | p.T([(7, -44), (9, -38), (6, -42)], 2.4, 2.1), gown)
    p.fill(p.P([(4, -44), (8, -51), (9, -42)]), skin)  # joined hands
    p.dot(0, -30, 2, (80, 200, 240))
    p.mark("head")
    p.fill(p.E(1, -58, 6.5, 7.5), skin)
    p.fill(p.P([(-4, -58), (-13, -64), (-4, -54)]), skin)  # the ear
    p.fill(p.E(0, -64, 7.5, 3.5) | p.E(-5, -58, 2.6, 6), hair)
    for ex in (1.5, 5.5):  # closed eyes in prayer
        p.mark("eye")
        p.line([(ex - 1.2, -58), (ex + 1.2, -57.5)], 0.4, INK)
    p.line([(2.5, -53.5), (4.5, -53.5)], 0.3, shade(skin, 0.55))
    p.fill(p.E(1, -66, 6, 1.6) & ~p.E(1, -66, 4, 0.8), (240, 200, 80), outline=False, flat=True)


@bespoke("Dark Elf")
def dark_elf(p: Painter, c, o) -> None:
    """The dark elf: dusky skin, a mane of silver hair, long pointed ears, a dark violet bodice and
    skirt, arms spread casting, a violet glow in her raised palm."""
    p.plan = "figure"
    hair, cloth, skin = (225, 225, 240), (90, 40, 110), (130, 90, 120)
    p.fill(p.P([(-15, -64), (2, -68), (4, -40), (-6, -26), (-18, -30), (-14, -46)]), hair)
    p.fill(p.P([(-8, -32), (8, -32), (14, 0), (-14, 0)]), cloth)
    p.fill(p.C(-3, -30, -4, -2, 2.6) | p.C(3, -30, 4, -2, 2.6), skin)
    p.fill(p.P([(-7, -48), (7, -48), (6, -30), (-6, -30)]), cloth)
    p.fill(p.C(-6, -31, 6, -31, 1.4), (200, 170, 230))
    _arm(p, [(-6, -46), (-16, -44), (-24, -50)], skin, skin, 2.2)
    _arm(p, [(6, -46), (14, -52), (18, -62)], skin, skin, 2.2)
    p.glow(p.E(19, -66, 7, 7), (190, 120, 255), 0.7)
    p.dot(19, -66, 2, (240, 210, 255))
    _head(p, 1, -57, skin, (250, 60, 80), r=6.5, hair=hair)
    p.fill(p.P([(-4, -58), (-16, -66), (-4, -53)]), skin)


@bespoke("Cosmo Queen")
def cosmo_queen(p: Painter, c, o) -> None:
    """The cosmic queen: a tall crowned headdress fanning up like a crescent, a great star-strewn
    cape spread wide by her raised arms, a pale regal face, planets behind."""
    p.plan = "figure"
    cape, robe, gold, skin = (40, 40, 110), (120, 60, 150), (240, 200, 70), (240, 215, 200)
    p.fill(p.E(-32, -68, 7, 7), (200, 120, 80))
    p.fill(p.E(34, -20, 5, 5), (120, 180, 230))
    p.fill(p.P([(-6, -52), (-38, -40), (-30, -10), (-16, 0), (16, 0), (30, -10), (38, -40), (6, -52)]), cape)
    _stars(p, [(-26, -32), (-18, -16), (22, -30), (26, -14), (-30, -22), (14, -40)])
    _robe(p, -48, 7, robe, gold)
    _arm(p, [(-6, -46), (-22, -52), (-36, -44)], robe, skin, 2.3)
    _arm(p, [(6, -46), (22, -52), (36, -44)], robe, skin, 2.3)
    _head(p, 0, -57, skin, (60, 40, 120), r=6.5, hair=(40, 30, 60))
    p.fill(p.P([(-8, -60), (-16, -84), (-4, -70), (0, -88), (4, -70), (16, -84), (8, -60)]), gold)
    p.dot(0, -72, 1.8, (220, 40, 90))


@bespoke("Mystical Sand")
def mystical_sand(p: Painter, c, o) -> None:
    """The sand woman: a figure of golden sand rising out of a dune in a whirl of grains, arms
    raised, her hair and lower body streaming into the swirl."""
    p.plan = "figure"
    sand, dark = (230, 190, 110), (190, 140, 70)
    p.fill(p.E(0, 0, 46, 10), dark)
    for i in range(3):
        r = 36 - i * 9
        p.fill(p.E(0, -34 + i * 4, r, r * 0.45) & ~p.E(0, -36 + i * 4, r - 2, r * 0.45 - 1.5), mix(sand, WHITE, 0.2),
               outline=False)
    p.fill(p.P([(-8, -48), (8, -48), (10, -24), (24, -6), (-20, -2), (-8, -22)]), sand)
    p.fill(p.P([(-12, -66), (0, -70), (-2, -52), (-26, -40), (-18, -54)]), dark)
    _arm(p, [(-6, -46), (-14, -58), (-12, -72)], sand, sand, 2.3)
    _arm(p, [(6, -46), (16, -56), (20, -70)], sand, sand, 2.3)
    _head(p, 1, -57, sand, (120, 60, 20), r=6.5, hair=dark)
    for x, y in ((-30, -20), (26, -40), (30, -18), (-26, -52), (12, -76)):
        p.dot(x, y, 1, (255, 240, 190))


@bespoke("Exodia the Forbidden")
def exodia(p: Painter, c, o) -> None:
    """The forbidden one: a colossal head and shoulders rising out of a glowing seal, a great gold
    headdress fanning out from the brow, a bound chest, both arms braced on the rim."""
    p.plan = "figure"
    skin, gold, seal = (230, 200, 150), (240, 190, 60), (250, 160, 60)
    p.glow(p.E(0, -6, 50, 10), seal, 0.6)
    p.fill(p.E(0, -4, 46, 8) & ~p.E(0, -4, 42, 6), seal, outline=False)
    p.fill(p.P([(-30, -4), (-24, -42), (24, -42), (30, -4)]), skin)
    for y in range(-36, -6, 6):
        p.line([(-26, y), (26, y + 2)], 0.6, shade(skin, 0.7))
    p.fill(p.E(-12, -34, 10, 7) | p.E(12, -34, 10, 7), shade(skin, 1.05))
    for side in (-1, 1):
        _arm(p, [(side * 26, -38), (side * 38, -26), (side * 40, -6)], skin, skin, 5)
    p.mark("head")
    p.fill(p.P([(-10, -42), (10, -42), (12, -62), (0, -66), (-12, -62)]), skin)
    p.fill(p.P([(-12, -58), (-30, -84), (-20, -60)]) | p.P([(12, -58), (30, -84), (20, -60)]), gold)
    p.fill(p.P([(-14, -60), (0, -80), (14, -60), (10, -56), (-10, -56)]), gold)
    p.fill(p.P([(-4, -70), (0, -76), (4, -70), (0, -64)]), (220, 40, 50))
    for ex in (-5, 5):
        p.fill(p.E(ex, -53, 3, 1.8), INK, outline=False)
        p.eye(ex, -53, 1.3, (255, 240, 150), (255, 240, 150))
    p.line([(-4, -46), (4, -46)], 0.6, INK)


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


@bespoke("Right Arm of the Forbidden One")
def right_arm(p: Painter, c, o) -> None:
    """The sealed right arm: the open hand thrust up from the seal."""
    _forbidden_limb(p, c, "arm", 1)


@bespoke("Left Arm of the Forbidden One")
def left_arm(p: Painter, c, o) -> None:
    """The sealed left arm: the open hand thrust up from the seal, mirrored."""
    _forbidden_limb(p, c, "arm", -1)


@bespoke("Right Leg of the Forbidden One")
def right_leg(p: Painter, c, o) -> None:
    """The sealed right leg: the leg standing in the seal, foot forward."""
    _forbidden_limb(p, c, "leg", 1)


@bespoke("Left Leg of the Forbidden One")
def left_leg(p: Painter, c, o) -> None:
    """The sealed left leg: the leg standing in the seal, foot the other way."""
    _forbidden_limb(p, c, "leg", -1)
