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

from tools.card_art import beasts, things
from tools.card_art.beasts import INK, WHITE, dragon_head
from tools.card_art.paint import Painter, mix, shade

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


@bespoke("Dark Magician", zoom=1.15, height=92)
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
    p.fill(p.P([(-8, top - 12), (9, top - 14), (6, top - 22), (-10, top - 34), (-20, top - 37), (-12, top - 27),
                (-9, top - 20)]), purple)
    p.fill(p.P([(-11, top - 10), (-4, top - 14), (-6, top - 9)]) | p.P([(10, top - 12), (4, top - 15), (5, top - 10)]),
           (150, 100, 220))
    p.line([(-8, top - 16), (7, top - 17)], 0.7, (230, 200, 90))


@bespoke("Magician of Black Chaos", zoom=1.15, height=94)
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


@bespoke("Time Wizard", zoom=1.15, height=84)
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


@bespoke("Mystical Elf", zoom=1.15, height=70)
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


@bespoke("Dark Elf", zoom=1.15, height=72)
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


@bespoke("Cosmo Queen", zoom=1.15, height=90)
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


@bespoke("Mystical Sand", zoom=1.15, height=80)
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


@bespoke("Exodia the Forbidden", height=86)
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


# --- dragons ---------------------------------------------------------------------------------------


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


@bespoke("Blue-eyes White Dragon", height=92)
def blue_eyes(p: Painter, c, o) -> None:
    """The white dragon in flight: pale white-blue scales, wings spread high and wide, long neck,
    a sleek head with piercing blue eyes, a breath of white light."""
    white, ice = (236, 242, 252), (180, 205, 240)
    _flying_dragon(p, {**c, "eye": (60, 150, 255)}, o, white, (250, 250, 255), ice, horn=(200, 220, 250))
    p.glow(p.E(50, -62, 10, 5), (200, 230, 255), 0.6)


@bespoke("Blue-eyes Ultimate Dragon", height=96)
def blue_eyes_ultimate(p: Painter, c, o) -> None:
    """Three white dragons fused: one body and two great wings, three necks and three blue-eyed
    heads, blue crests running along the body."""
    white, ice = (236, 242, 252), (150, 185, 240)
    _flying_dragon(p, {**c, "eye": (60, 150, 255)}, o, white, (250, 250, 255), ice, heads=3,
                   horn=(110, 150, 230), spikes=(110, 150, 230), k=0.85)


@bespoke("Red-eyes B. Dragon")
def red_eyes(p: Painter, c, o) -> None:
    """The black dragon crouched on all fours, wings flung up behind, spikes down its back, roaring
    up with its burning red eyes, a belly of dull red plates."""
    p.plan = "dragon.quadruped"
    black, belly, wing = (52, 46, 62), (150, 60, 60), (80, 40, 50)
    beasts._wing(p, 6, -36, 36, 54, shade(black, 0.8), shade(wing, 0.8))
    p.fill(p.T([(-14, -24), (-30, -16), (-44, -10), (-54, -16), (-56, -28)], 6.5, 1.3), black)
    p.fill(p.C(12, -22, 18, -2, 4, 3) | p.C(-12, -22, -16, -2, 4.5, 3.5), shade(black, 0.7))
    p.fill(p.E(0, -26, 22, 12), black)
    p.fill(p.E(4, -20, 16, 5) & p.E(0, -26, 22, 12), belly)
    for x in (-18, -8, 2, 12):  # the spiked ridge
        p.fill(p.P([(x - 3, -34), (x + 1, -46), (x + 4, -34)]), (110, 100, 120))
    p.fill(p.E(-10, -22, 8, 10) | p.C(-10, -18, -6, -2, 4.5, 3.5) | p.E(-3, -1, 6.5, 2.5), black)
    p.fill(p.C(18, -26, 22, -2, 4.5, 3.5) | p.E(25, -1, 6, 2.5), black)
    for x in (-40, -48):
        p.fill(p.P([(x - 3, -14), (x, -22), (x + 3, -14)]), (110, 100, 120))
    p.fill(p.T([(16, -32), (24, -44), (28, -54)], 7, 5), black)
    for y in (-40, -48):
        p.fill(p.P([(18, y), (14, y - 8), (22, y - 2)]), (110, 100, 120))
    beasts._wing(p, -4, -34, 46, 56, black, wing)
    rc = {**c, "body": black, "horn": (120, 110, 130), "eye": (255, 40, 30)}
    dragon_head(p, 34, -62, rc, o, 1.05)
    p.glow(p.E(37, -63, 4, 3), (255, 60, 40), 0.6)


@bespoke("Thousand Dragon")
def thousand_dragon(p: Painter, c, o) -> None:
    """The dragon grown old: a stooped, pot-bellied brown body on four legs, small tattered wings,
    a long white beard and drooping brows, a wrinkled neck bowed low."""
    p.plan = "dragon.quadruped"
    body, belly = (150, 120, 80), (220, 200, 150)
    beasts._wing(p, 0, -40, 24, 28, shade(body, 0.75), (120, 100, 80))
    p.fill(p.T([(-16, -20), (-32, -10), (-46, -6), (-54, -2)], 6, 1.5), body)
    p.fill(p.C(10, -20, 14, -2, 4, 3.5) | p.C(-14, -20, -18, -2, 4, 3.5), shade(body, 0.75))
    p.fill(p.E(-2, -26, 22, 15), body)
    p.fill(p.E(2, -18, 16, 8) & p.E(-2, -26, 22, 15), belly)
    for y in (-20, -15):
        p.line([(-10, y), (14, y + 1)], 0.4, shade(belly, 0.7))
    p.fill(p.C(-12, -18, -10, -2, 4.5, 3.5) | p.E(-7, -1, 6, 2.3), body)
    p.fill(p.C(14, -20, 18, -2, 4.5, 3.5) | p.E(21, -1, 6, 2.3), body)
    beasts._wing(p, -6, -38, 30, 32, body, (130, 110, 90))
    p.fill(p.T([(14, -34), (24, -40), (30, -36)], 7, 5.5), body)
    for i in range(3):
        p.line([(18 + i * 4, -42), (20 + i * 4, -34)], 0.4, shade(body, 0.6))
    hc = {**c, "body": body, "horn": (230, 220, 200), "eye": (250, 220, 120)}
    dragon_head(p, 36, -42, hc, o, 0.95)
    p.fill(p.P([(38, -38), (50, -38), (46, -16), (40, -22), (36, -14), (34, -30)]), (245, 245, 240))
    p.fill(p.P([(36, -50), (48, -48), (42, -44)]), (245, 245, 240))


@bespoke("Twin-headed Thunder Dragon")
def twin_thunder(p: Painter, c, o) -> None:
    """The thunder dragon: a squat yellow-orange body studded with dark spikes, two heads on two
    necks snarling both ways, lightning crackling round it."""
    p.plan = "dragon.quadruped"
    body, belly, spike = (240, 170, 50), (250, 230, 150), (120, 80, 50)
    p.fill(p.T([(-14, -22), (-30, -14), (-44, -10), (-52, -18)], 6.5, 1.3), body)
    p.fill(p.C(12, -20, 16, -2, 4.5, 3.5) | p.C(-12, -20, -16, -2, 4.5, 3.5), shade(body, 0.7))
    p.fill(p.E(0, -26, 22, 14), body)
    p.fill(p.E(4, -18, 16, 6) & p.E(0, -26, 22, 14), belly)
    for x, y in ((-16, -36), (-6, -40), (4, -40), (14, -36), (-30, -18), (-42, -14)):
        p.fill(p.P([(x - 3, y + 2), (x, y - 8), (x + 3, y + 2)]), spike)
    p.fill(p.C(-10, -18, -8, -2, 5, 3.5) | p.E(-4, -1, 6.5, 2.5), body)
    p.fill(p.C(16, -22, 20, -2, 5, 3.5) | p.E(23, -1, 6, 2.5), body)
    hc = {**c, "body": body, "horn": spike, "eye": (90, 60, 200)}
    p.fill(p.T([(8, -34), (6, -48), (-6, -60), (-14, -64)], 6.5, 4.5), body)
    p.fill(p.T([(14, -34), (22, -48), (30, -56)], 6.5, 4.5), body)
    saved = p.frame  # the back head looks the other way
    ox, oy = p._pt(-18, -66)
    p.at(ox, oy, saved[2], saved[3] > 0)
    dragon_head(p, 0, 0, hc, o, 0.9)
    p.frame = saved
    dragon_head(p, 34, -60, hc, o, 0.95)
    for x, y in ((-40, -60), (44, -30), (-30, -40), (40, -80)):
        _bolt(p, x, y, 0.9)


@bespoke("Meteor B. Dragon", height=92)
def meteor_black(p: Painter, c, o) -> None:
    """The meteor black dragon: a black body cracked with molten orange seams, wreathed in flame,
    diving in flight with a burning meteor trailing behind it."""
    black, lava = (56, 40, 50), (255, 140, 40)
    _flying_dragon(p, {**c, "eye": (255, 60, 40)}, o, black, (120, 60, 50), (110, 40, 40), horn=(180, 90, 60))
    for pts in (((0, -52), (6, -44), (4, -34)), ((-30, -10), (-40, -12)), ((8, -60), (14, -52)),
                ((-20, -56), (-32, -64), (-40, -60))):
        p.line(list(pts), 0.7, lava)
    for x, y in ((40, -20), (-10, -2), (30, -8), (-46, -40)):
        p.fill(p.P([(x - 4, y), (x, y - 10), (x + 4, y)]), lava, outline=False)
    p.fill(p.P([(34, -6), (52, -34), (40, -4)]), (255, 200, 80), outline=False)  # the meteor's trail
    p.glow(p.E(32, -4, 12, 8), (255, 200, 80), 0.7)
    p.fill(p.E(32, -6, 6, 6), lava)


@bespoke("B. Skull Dragon")
def black_skull(p: Painter, c, o) -> None:
    """The black skull dragon: a dark dragon of bone, ribs showing along its flank, a horned skull
    for a head with burning eye sockets, torn red wings, lightning behind."""
    p.plan = "dragon.skeletal"
    dark, bone, wing = (60, 50, 70), (220, 210, 180), (150, 40, 60)
    beasts._wing(p, 6, -40, 38, 52, shade(dark, 0.8), shade(wing, 0.7))
    p.fill(p.T([(-14, -24), (-30, -16), (-44, -10), (-52, -18)], 6, 1.3), dark)
    for i in range(5):
        p.fill(p.E(-20 - i * 7, -16 + i * 1.2, 2.4, 2), bone)
    p.fill(p.C(12, -22, 16, -2, 4, 3) | p.C(-12, -22, -16, -2, 4.5, 3.5), shade(dark, 0.7))
    p.fill(p.E(0, -28, 22, 12), dark)
    for x in range(-14, 16, 5):  # ribs
        p.line([(x, -36), (x + 3, -20)], 0.8, bone)
    p.fill(p.C(-10, -20, -8, -2, 4.5, 3.5) | p.E(-3, -1, 6.5, 2.5), dark)
    p.fill(p.C(18, -26, 22, -2, 4.5, 3.5) | p.E(25, -1, 6, 2.5), dark)
    p.fill(p.T([(16, -34), (24, -46), (28, -56)], 6.5, 4.5), dark)
    for y in (-42, -50):
        p.fill(p.E(22, y, 3, 2), bone)
    beasts._wing(p, -4, -36, 46, 58, dark, wing)
    p.mark("head")
    hx, hy = 34, -64
    p.fill(p.T([(hx - 4, hy - 4), (hx - 16, hy - 12), (hx - 20, hy - 24)], 2.6, 0.8)
           | p.T([(hx, hy - 6), (hx - 4, hy - 18), (hx + 2, hy - 26)], 2.4, 0.8), bone)
    p.fill(p.E(hx, hy, 9, 7.5) | p.P([(hx, hy - 4), (hx + 18, hy), (hx + 16, hy + 4), (hx, hy + 5)]), bone)
    p.fill(p.P([(hx + 1, hy + 5), (hx + 15, hy + 7), (hx + 13, hy + 11), (hx - 1, hy + 9)]), shade(bone, 0.8))
    for t in range(4):
        p.fill(p.P([(hx + 3 + t * 3.5, hy + 4), (hx + 4.5 + t * 3.5, hy + 7), (hx + 6 + t * 3.5, hy + 4)]), WHITE,
               outline=False, flat=True)
    p.fill(p.E(hx + 3, hy - 1, 3.4, 3), INK, outline=False)
    p.eye(hx + 3, hy - 1, 1.4, (255, 60, 40), (255, 200, 60))
    p.dot(hx + 14, hy, 0.9, INK)
    for x, y in ((-36, -76), (44, -30), (-20, -64)):
        _bolt(p, x, y, 0.9, (255, 220, 120))


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


@bespoke("Curse of Dragon")
def curse_of_dragon(p: Painter, c, o) -> None:
    """The cursed dragon: a golden serpentine body on broad wings, no legs, flying low."""
    _curse_dragon_body(p, c, o, (220, 180, 70), (200, 120, 60))


@bespoke("Gaia the Dragon Champion")
def gaia_dragon_champion(p: Painter, c, o) -> None:
    """The champion: the armoured knight in purple riding the golden dragon, two lances held high."""
    _curse_dragon_body(p, c, o, (220, 180, 70), (200, 120, 60))
    _gaia_rider(p, -6, -44, 0.85)


# --- warriors ---------------------------------------------------------------------------------------


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


@bespoke("Gaia the Fierce Knight")
def gaia_fierce_knight(p: Painter, c, o) -> None:
    """The fierce knight at the charge: a purple warhorse rearing, the blue-armoured rider with red
    cape and a twin lance in each hand."""
    p.plan = "rider"
    horse, mane = (120, 70, 150), (60, 30, 80)
    p.fill(p.T([(-24, -30), (-36, -24), (-40, -12)], 4, 1.5), mane)
    p.fill(p.C(-18, -24, -24, -2, 3.2) | p.C(10, -28, 20, -18, 3.2), shade(horse, 0.75))
    p.fill(p.E(-4, -32, 22, 10, -12), horse)
    p.fill(p.C(-14, -26, -12, 0, 3.5) | p.C(14, -36, 26, -26, 3.3) | p.C(26, -26, 28, -34, 3), horse)
    p.fill(p.C(16, -38, 24, -54, 6, 4.5), horse)
    p.fill(p.E(30, -56, 9, 5, -25), horse)
    p.fill(p.P([(18, -58), (14, -46), (22, -52)]), mane)
    p.fill(p.P([(22, -62), (24, -68), (27, -61)]), horse)
    p.eye(29, -58, 1.3, (20, 10, 10), WHITE)
    p.fill(p.E(-4, -40, 10, 4), (200, 170, 80))
    _gaia_rider(p, -4, -40, 1.0)


@bespoke("Celtic Guardian", zoom=1.15, height=72)
def celtic_guardian(p: Painter, c, o) -> None:
    """The elf swordsman: long golden hair, pointed ears, a green tunic over chain mail, a broad
    sword thrust forward in guard, a round leather buckler on the back arm."""
    p.plan = "figure"
    green, mail, skin, hair = (60, 140, 70), (170, 175, 185), (240, 205, 170), (235, 200, 90)
    top = -54
    p.fill(p.P([(-10, top - 8), (0, top - 10), (-2, top + 12), (-14, top + 14)]), hair)
    p.fill(p.C(-4, -24, -10, -2, 3.6, 3) | p.C(4, -24, 9, -2, 3.6, 3), (110, 80, 50))
    p.fill(p.E(-10, -1, 5, 2) | p.E(10, -1, 5, 2), (90, 60, 40))
    p.fill(p.P([(-9, top + 6), (9, top + 6), (11, -20), (-11, -20)]), mail)
    p.fill(p.P([(-8, top + 8), (8, top + 8), (10, -18), (-10, -18)]), green)
    p.fill(p.C(-9, -24, 9, -24, 1.6), (150, 100, 50))
    _arm(p, [(-8, top + 9), (-14, top + 18), (-12, top + 26)], mail, skin)
    p.mark("shield")
    p.fill(p.E(-16, top + 22, 8, 9), (150, 100, 50))
    p.fill(p.E(-16, top + 22, 3, 3), (220, 200, 120))
    p.mark("sword")
    p.fill(p.P([(18, top + 16), (44, top + 4), (46, top + 7), (20, top + 20)]), (220, 228, 240))
    p.fill(p.C(16, top + 13, 20, top + 22, 1.4), (200, 160, 60))
    _arm(p, [(8, top + 9), (13, top + 16), (18, top + 17)], mail, skin)
    _head(p, 1, top - 7, skin, (60, 120, 60), r=6.5, hair=hair)
    p.fill(p.P([(-4, top - 8), (-15, top - 14), (-4, top - 3)]), skin)
    p.line([(-6, top - 12), (7, top - 13)], 0.6, (220, 200, 120))


@bespoke("Summoned Skull", zoom=1.15, height=86)
def summoned_skull(p: Painter, c, o) -> None:
    """The summoned fiend: a hunched skeletal demon, a horned skull with a jutting jaw, bony ribs
    and spiked shoulders, great bat wings, claws raised, lightning crackling from its hands."""
    p.plan = "figure"
    bone, hide, wing = (225, 215, 190), (120, 100, 140), (90, 60, 110)
    beasts._wing(p, -6, -58, 44, 30, hide, wing)
    beasts._wing(p, 8, -58, 30, 26, shade(hide, 0.8), shade(wing, 0.8))
    p.fill(p.C(-6, -26, -12, -2, 5, 3.5) | p.C(6, -26, 10, -2, 5, 3.5), hide)
    p.fill(p.E(-14, -1, 5, 2) | p.E(13, -1, 5, 2), bone)
    p.fill(p.E(0, -40, 13, 17), hide)
    for y in range(-50, -30, 5):  # ribs
        p.line([(-9, y), (9, y + 1)], 0.9, bone)
    p.line([(0, -54), (0, -28)], 0.9, bone)
    for side in (-1, 1):
        p.fill(p.E(side * 13, -52, 6, 5), bone)
        p.fill(p.P([(side * 12, -56), (side * 20, -66), (side * 16, -54)]), bone)
    _arm(p, [(-13, -50), (-24, -44), (-28, -56)], hide, bone, 3)
    _arm(p, [(13, -50), (24, -44), (30, -56)], hide, bone, 3)
    for side, x in ((-1, -28), (1, 30)):
        for t in range(3):
            p.line([(x, -57), (x + side * (2 + t), -63 - t)], 0.5, bone)
    p.mark("head")
    p.fill(p.T([(-5, -66), (-12, -74), (-10, -84)], 2.4, 0.7) | p.T([(5, -66), (12, -74), (10, -84)], 2.4, 0.7), bone)
    p.fill(p.E(0, -64, 8, 7.5) | p.P([(-5, -60), (7, -60), (5, -53), (-3, -53)]), bone)
    p.fill(p.E(-3, -64, 2.6, 2.4) | p.E(4, -64, 2.6, 2.4), INK, outline=False)
    p.eye(-3, -64, 1, (255, 200, 60), (255, 200, 60))
    p.eye(4, -64, 1, (255, 200, 60), (255, 200, 60))
    for t in range(4):
        p.line([(-3 + t * 2.5, -57), (-3 + t * 2.5, -54)], 0.3, INK)
    for x, y in ((-36, -70), (36, -70), (-40, -50), (42, -46)):
        _bolt(p, x, y, 1.0)


@bespoke("Kuriboh", zoom=1.25, height=52)
def kuriboh(p: Painter, c, o) -> None:
    """The furball: a round ball of brown fur with two huge bright eyes, tiny green clawed hands
    and feet, a small fierce mouth."""
    p.plan = "blob"
    fur, claw = (140, 90, 50), (110, 180, 80)
    p.mark("arm", 2)
    p.fill(p.E(-10, -2, 6, 3) | p.E(10, -2, 6, 3), claw)
    p.fill(p.C(-20, -24, -30, -30, 3) | p.C(20, -24, 30, -30, 3), claw)
    for side in (-1, 1):
        for t in range(3):
            p.line([(side * 30, -30), (side * (32 + t), -34 + t * 2)], 0.5, (250, 250, 220))
    pts = []
    for i in range(36):
        a = math.radians(i * 10)
        r = 24 + (3 if i % 2 else 0)
        pts.append((r * math.cos(a), -26 + r * 0.9 * math.sin(a)))
    p.fill(p.P(pts), fur)
    for i in range(10):
        a = math.radians(i * 36 + 8)
        p.line([(12 * math.cos(a), -26 + 11 * math.sin(a)), (20 * math.cos(a), -26 + 18 * math.sin(a))], 0.5,
               shade(fur, 0.7))
    p.mark("head")
    for ex in (-8, 8):
        p.fill(p.E(ex, -30, 7, 8), WHITE)
        p.eye(ex + 1, -29, 4.2, (120, 210, 90), INK)
        p.dot(ex - 1, -32, 1.4, WHITE)
    p.fill(p.P([(-4, -16), (4, -16), (0, -13)]), (90, 20, 30))


@bespoke("Harpie Lady", zoom=1.15, height=78)
def harpie_lady(p: Painter, c, o) -> None:
    """The harpie: a wild mane of magenta hair, feathered wings where her arms would be, a violet
    bodysuit, yellow bird talons, poised to strike with her claws."""
    p.plan = "figure"
    hair, feather, suit, skin, talon = (190, 60, 160), (90, 170, 170), (110, 50, 140), (240, 200, 170), (240, 200, 60)
    for side in (-1, 1):
        p.mark("wing")
        for i in range(6):
            a = math.radians((-100 - i * 14) if side < 0 else (-80 + i * 14))
            ln = 42 - i * 4
            p.fill(p.C(side * 5, -46, side * 5 + math.cos(a) * ln, -46 + math.sin(a) * ln, 4.5, 1.8),
                   shade(feather, 1.15 - 0.07 * i))
    p.fill(p.C(-4, -24, -6, -6, 3.2, 2.6) | p.C(4, -24, 6, -6, 3.2, 2.6), skin)
    for x in (-6, 6):
        p.fill(p.C(x, -7, x, -2, 2), talon)
        for t in (-2, 0, 2):
            p.line([(x, -2), (x + t * 1.5, 0)], 0.6, talon)
    p.fill(p.P([(-8, -50), (8, -50), (7, -22), (-7, -22)]), suit)
    p.fill(p.P([(-16, -70), (4, -72), (8, -60), (0, -48), (-18, -46), (-22, -58)]), hair)
    _arm(p, [(7, -46), (14, -40), (20, -46)], skin, skin, 2.2)
    for t in range(3):
        p.line([(20, -46), (25, -50 + t * 3)], 0.5, (240, 240, 230))
    _head(p, 1, -58, skin, (200, 40, 60), r=6.3)
    p.fill(p.P([(-8, -63), (0, -66), (8, -63), (5, -72), (-4, -74), (-11, -67)]), hair)


@bespoke("Crab Turtle")
def crab_turtle(p: Painter, c, o) -> None:
    """The crab turtle: a great domed turtle shell on crab legs, two huge serrated pincers raised,
    stalked eyes, the sea behind."""
    p.plan = "turtle"
    shell, rim, body = (70, 130, 90), (200, 170, 90), (220, 90, 60)
    for side in (-1, 1):
        for i in range(3):
            x = side * (10 + i * 8)
            p.fill(p.T([(x, -16), (x + side * 8, -12), (x + side * 10, 0)], 2.2, 1.4), body)
    p.fill(p.E(0, -22, 30, 20) & p.R(-32, -44, 32, -14), shell)
    p.fill(p.C(-30, -14, 30, -14, 3), rim)
    for x, y in ((-14, -28), (0, -34), (14, -28), (-6, -20), (8, -20)):
        p.fill(p.P([(x - 5, y), (x, y - 5), (x + 5, y), (x, y + 4)]), shade(shell, 1.2))
    p.mark("head")
    for side in (-1, 1):
        p.fill(p.T([(side * 24, -20), (side * 36, -34), (side * 36, -48)], 3.5, 3), body)
        p.fill(p.P([(side * 36, -46), (side * 30, -64), (side * 38, -56), (side * 44, -70), (side * 46, -50)]), body)
        for t in range(3):
            p.dot(side * (34 + t * 3), -56 - t * 3, 0.8, WHITE)
        p.line([(side * 4, -38), (side * 6, -48)], 0.8, body)
        p.eye(side * 6, -50, 2.4, (255, 240, 120))


@bespoke("Hitotsu-me Giant", zoom=1.15, height=88)
def hitotsu_me(p: Painter, c, o) -> None:
    """The one-eyed giant: a hulking green brute with a single great eye under one horn, a tusked
    underbite, a loincloth, dragging a spiked club."""
    p.plan = "figure"
    skin, cloth = (110, 160, 90), (150, 100, 60)
    p.fill(p.C(-8, -26, -12, -2, 6, 5) | p.C(8, -26, 12, -2, 6, 5), skin)
    p.fill(p.E(-13, -1, 6, 2.4) | p.E(13, -1, 6, 2.4), shade(skin, 0.8))
    p.fill(p.E(0, -42, 19, 18), skin)
    p.fill(p.E(2, -36, 12, 10) & p.E(0, -42, 19, 18), shade(skin, 1.15))
    p.fill(p.P([(-16, -30), (16, -30), (12, -18), (-12, -18)]), cloth)
    _arm(p, [(-16, -50), (-26, -38), (-24, -24)], skin, skin, 5)
    p.mark("club")
    p.fill(p.C(24, -20, 38, -64, 3, 6), (140, 100, 60))
    for y in (-44, -52, -60):
        p.fill(p.P([(36, y), (42, y - 2), (37, y - 4)]), (230, 230, 220))
    _arm(p, [(16, -50), (24, -38), (26, -26)], skin, skin, 5)
    p.mark("head")
    p.fill(p.E(2, -64, 11, 10), skin)
    p.fill(p.P([(0, -72), (4, -86), (7, -72)]), (230, 220, 190))
    p.fill(p.E(4, -66, 6, 5), WHITE)
    p.eye(4, -66, 3.6, (240, 200, 50), INK)
    p.line([(-2, -71), (10, -72)], 0.8, shade(skin, 0.5))
    p.fill(p.P([(-4, -58), (10, -58), (8, -55), (-2, -55)]), (70, 20, 20))
    p.fill(p.P([(-2, -56), (-1, -61), (1, -56)]) | p.P([(7, -56), (8, -61), (9, -56)]), WHITE, outline=False)


# --- the title screen's fan and the most-seen monsters after the named ones -----------------------


@bespoke("Ansatsu", zoom=1.15, height=84)
def ansatsu(p: Painter, c, o) -> None:
    """The assassin samurai: lacquered grey-green armour with layered shoulder plates, a horned
    kabuto helmet and face mask, a katana raised two-handed over his head."""
    p.plan = "figure"
    plate, lace, skin = (110, 130, 110), (170, 50, 50), (230, 190, 150)
    top = -54
    p.fill(p.C(-5, -24, -10, -2, 3.8, 3) | p.C(5, -24, 9, -2, 3.8, 3), (60, 60, 70))
    p.fill(p.E(-11, -1, 5, 2) | p.E(10, -1, 5, 2), (40, 40, 50))
    p.fill(p.P([(-11, -30), (11, -30), (14, -16), (-14, -16)]), plate)
    for y in (-26, -21):
        p.line([(-12, y), (12, y)], 0.5, lace)
    p.fill(p.P([(-9, top + 6), (9, top + 6), (9, -28), (-9, -28)]), plate)
    p.line([(-8, top + 14), (8, top + 14)], 0.5, lace)
    for side in (-1, 1):
        p.fill(p.P([(side * 6, top + 4), (side * 16, top + 6), (side * 15, top + 16), (side * 8, top + 14)]), plate)
    p.mark("sword")
    p.fill(p.P([(4, top - 14), (40, top - 30), (42, top - 27), (6, top - 10)]), (225, 232, 244))
    p.fill(p.C(0, top - 12, 5, top - 16, 1.4), (60, 40, 40))
    _arm(p, [(-8, top + 8), (-6, top - 4), (0, top - 12)], plate, skin, 2.5)
    _arm(p, [(8, top + 8), (8, top - 4), (3, top - 12)], plate, skin, 2.5)
    p.mark("head")
    p.fill(p.E(1, top - 4, 6.5, 7), skin)
    p.fill(p.R(-5, top - 2, 8, top + 3), (60, 60, 70))
    p.mark("eye", 2)
    p.line([(0, top - 5), (2, top - 5)], 0.4, INK)
    p.line([(4.5, top - 5), (6.5, top - 5)], 0.4, INK)
    p.fill(p.E(1, top - 8, 8, 5) & p.R(-8, top - 14, 10, top - 6), plate)
    p.fill(p.P([(-7, top - 8), (-12, top - 5), (-9, top - 9)]) | p.P([(9, top - 8), (13, top - 5), (10, top - 9)]), plate)
    p.fill(p.P([(-2, top - 12), (-8, top - 24), (1, top - 13)]) | p.P([(3, top - 12), (9, top - 24), (5, top - 13)]),
           (240, 200, 80))


@bespoke("Dark Shade", zoom=1.1, height=80)
def dark_shade(p: Painter, c, o) -> None:
    """The dark shade: a ragged black wraith drifting over the ground, long clawed arms spread,
    a hollow hooded face with two burning eyes, tatters streaming behind."""
    p.plan = "ghost"
    dark, rim = (40, 30, 60), (110, 80, 150)
    p.glow(p.E(0, -40, 36, 36), (120, 60, 160), 0.3)
    pts = [(-20, -6), (-26, -30), (-16, -56), (0, -68), (16, -58), (22, -30), (18, -4), (10, -14), (4, -2),
           (-4, -12), (-12, -2)]
    p.fill(p.P(pts), dark, ink=rim)
    for side in (-1, 1):
        _arm(p, [(side * 14, -48), (side * 28, -44), (side * 40, -54)], dark, dark, 2.6)
        for t in range(3):
            p.line([(side * 40, -54), (side * (44 + t * 2), -60 + t * 4)], 0.5, (200, 190, 220))
    p.mark("head")
    p.fill(p.E(0, -54, 9, 9), INK, outline=False)
    for ex in (-3.5, 3.5):
        p.eye(ex, -55, 1.6, (255, 220, 60), (255, 120, 20))


@bespoke("Kurama", zoom=1.1, height=80)
def kurama(p: Painter, c, o) -> None:
    """The tengu of the mountain: a crow-headed man-bird in a monk's red robe, black wings spread,
    a long beak, clutching a staff of ringing bells."""
    p.plan = "figure"
    feather, robe, beak = (50, 50, 70), (180, 60, 50), (240, 190, 60)
    beasts._wing(p, -4, -54, 40, 34, feather, feather, bat=False)
    _robe(p, -50, 8, robe, (240, 220, 150))
    p.fill(p.C(-4, -4, -6, 0, 2.5) | p.C(4, -4, 6, 0, 2.5), beak)
    p.mark("staff")
    p.fill(p.C(18, 0, 18, -72, 1.2), (140, 100, 60))
    p.fill(p.E(18, -74, 4, 4) & ~p.E(18, -74, 2.4, 2.4), (240, 200, 70))
    _arm(p, [(6, -46), (12, -40), (18, -40)], robe, feather, 2.6)
    beasts._wing(p, 6, -52, 28, 28, shade(feather, 1.2), shade(feather, 1.2), bat=False)
    p.mark("head")
    p.fill(p.E(1, -60, 7.5, 7.5), feather)
    p.fill(p.P([(5, -62), (22, -58), (6, -55)]), beak)
    p.eye(4, -62, 1.6, (255, 60, 40), INK)
    p.fill(p.R(-6, -68, 8, -66), (240, 220, 150))


@bespoke("Skull Servant", zoom=1.15, height=76)
def skull_servant(p: Painter, c, o) -> None:
    """The skull servant: a stooped skeleton under a tattered purple hood and cape, bony hands
    reaching, ribs showing, grinning."""
    p.plan = "figure"
    bone, cloak = (225, 215, 190), (100, 60, 120)
    p.fill(p.P([(-10, -60), (8, -62), (14, -30), (10, -4), (4, -14), (-2, -4), (-8, -14), (-16, -6), (-18, -34)]),
           cloak)
    p.fill(p.C(-3, -24, -5, -2, 1.6) | p.C(3, -24, 5, -2, 1.6), bone)
    p.fill(p.E(-6, -1, 3, 1.4) | p.E(7, -1, 3, 1.4), bone)
    p.fill(p.E(1, -36, 6, 9), shade(cloak, 0.6))
    for y in (-42, -38, -34, -30):
        p.line([(-3, y), (5, y + 1)], 0.7, bone)
    _arm(p, [(4, -46), (14, -42), (22, -46)], bone, bone, 1.4)
    for t in range(3):
        p.line([(22, -46), (26, -49 + t * 2)], 0.4, bone)
    p.mark("head")
    p.fill(p.E(2, -52, 7, 6.5) | p.P([(-2, -48), (8, -48), (7, -43), (0, -43)]), bone)
    p.fill(p.E(0, -53, 2, 2.2) | p.E(5, -53, 2, 2.2), INK, outline=False)
    p.mark("eye", 2)
    for t in range(3):
        p.line([(0 + t * 2.4, -46), (0 + t * 2.4, -43)], 0.3, INK)
    p.fill(p.E(1, -56, 10, 8) & ~p.E(3, -52, 8, 7.5) & p.R(-12, -66, 12, -44), cloak)


@bespoke("Zone Eater", zoom=1.1)
def zone_eater(p: Painter, c, o) -> None:
    """The zone eater: a fat pink grub rearing up, its whole head a round gaping mouth ringed with
    teeth, tiny eyes above it."""
    p.plan = "worm"
    pink, belly = (220, 130, 150), (250, 200, 200)
    for i, (x, y) in enumerate(((-34, -6), (-24, -8), (-14, -8), (-4, -12), (4, -22))):
        p.fill(p.E(x, y, 8 + i, 7 + i), pink if i % 2 else belly)
    p.mark("head")
    p.fill(p.E(8, -42, 18, 17), pink)
    p.fill(p.E(12, -40, 11, 11), (90, 10, 30))
    for i in range(10):
        a = math.radians(i * 36)
        x, y = 12 + 10 * math.cos(a), -40 + 10 * math.sin(a)
        p.fill(p.P([(x, y), (12 + 6 * math.cos(a + 0.2), -40 + 6 * math.sin(a + 0.2)),
                    (12 + 10 * math.cos(a + 0.3), -40 + 10 * math.sin(a + 0.3))]), WHITE, outline=False, flat=True)
    p.eye(0, -56, 2, (250, 230, 80))
    p.eye(10, -58, 2, (250, 230, 80))


@bespoke("Ooguchi", zoom=1.1)
def ooguchi(p: Painter, c, o) -> None:
    """The big mouth: a small blue fish that is nearly all mouth, jaws thrown wide open showing rows
    of teeth, a stubby tail."""
    p.plan = "fish"
    blue, belly = (70, 120, 210), (220, 230, 250)
    y = -36
    p.fill(p.P([(-30, y - 10), (-22, y), (-30, y + 10)]), blue)
    p.fill(p.E(-6, y, 20, 16), blue)
    p.fill(p.E(-4, y + 8, 14, 6) & p.E(-6, y, 20, 16), belly)
    p.fill(p.P([(4, y - 14), (34, y - 24), (30, y - 4), (10, y)]), blue)
    p.fill(p.P([(4, y + 14), (32, y + 22), (28, y + 4), (10, y)]), blue)
    p.fill(p.P([(8, y - 10), (30, y - 18), (28, y + 16), (8, y + 10)]), (120, 20, 40), outline=False)
    for t in range(6):
        p.fill(p.P([(10 + t * 3.5, y - 11 - t * 1.2), (11.7 + t * 3.5, y - 6 - t * 1.2), (13.4 + t * 3.5, y - 11.5 - t * 1.2)]),
               WHITE, outline=False, flat=True)
        p.fill(p.P([(10 + t * 3.5, y + 10 + t), (11.7 + t * 3.5, y + 5 + t), (13.4 + t * 3.5, y + 10.5 + t)]),
               WHITE, outline=False, flat=True)
    p.mark("head")
    p.eye(-2, y - 8, 3, (255, 240, 120))
    p.fill(p.P([(-12, y - 14), (-6, y - 24), (0, y - 14)]), shade(blue, 0.8))


@bespoke("Monster Eye", zoom=1.1, height=70)
def monster_eye(p: Painter, c, o) -> None:
    """The monster eye: one huge bloodshot eye peering out of a purple hooded cloak, small clawed
    hands clutching the hem."""
    p.plan = "eyeball"
    cloak = (110, 60, 150)
    p.fill(p.P([(-22, 0), (-20, -40), (-10, -58), (10, -58), (20, -40), (22, 0), (10, -4), (0, 0), (-10, -4)]), cloak)
    p.fill(p.E(0, -34, 14, 15), shade(cloak, 0.45), outline=False)
    p.mark("head")
    p.fill(p.E(0, -34, 12, 12), WHITE)
    for a in (20, 70, 160, 220, 300):
        r = math.radians(a)
        p.line([(9 * math.cos(r), -34 + 9 * math.sin(r)), (5 * math.cos(r + 0.2), -34 + 5 * math.sin(r + 0.2))], 0.4,
               (220, 50, 60))
    p.eye(2, -34, 6, (230, 60, 50), INK)
    p.mark("arm", 2)
    for x in (-12, 12):
        p.fill(p.E(x, -14, 3, 2.6), (150, 200, 120))


@bespoke("Swordsman from a Foreign Land", zoom=1.15, height=76)
def foreign_swordsman(p: Painter, c, o) -> None:
    """The foreign swordsman: a small, wiry warrior with a shaven head and topknot, orange gi and
    dark sash, crouched low with a short sword held out."""
    p.plan = "figure"
    gi, sash, skin = (210, 120, 50), (50, 40, 60), (230, 180, 130)
    p.fill(p.C(-4, -22, -12, -10, 3.6, 3) | p.C(-12, -10, -10, 0, 3, 2.6), gi)
    p.fill(p.C(4, -22, 12, -12, 3.6, 3) | p.C(12, -12, 14, 0, 3, 2.6), gi)
    p.fill(p.E(-9, -1, 4, 1.8) | p.E(16, -1, 4, 1.8), skin)
    p.fill(p.P([(-8, -46), (8, -46), (7, -22), (-7, -22)]), gi)
    p.fill(p.C(-8, -24, 8, -24, 2), sash)
    _arm(p, [(-7, -42), (-14, -36), (-18, -40)], gi, skin, 2.3)
    p.mark("sword")
    p.fill(p.P([(18, -30), (40, -40), (41, -37), (19, -27)]), (225, 232, 244))
    p.fill(p.C(15, -27, 19, -31, 1.3), (60, 40, 40))
    _arm(p, [(7, -42), (12, -34), (17, -29)], gi, skin, 2.3)
    _head(p, 1, -52, skin, (50, 40, 40), r=6.2)
    p.fill(p.E(-3, -59, 2.4, 2.4), INK)


@bespoke("Mystic Lamp", zoom=1.1, height=80)
def mystic_lamp(p: Painter, c, o) -> None:
    """The mystic lamp: a golden oil lamp on the ground, a purple genie curling up out of its spout
    in a plume of smoke, arms folded."""
    p.plan = "lamp"
    gold, genie = (240, 200, 70), (140, 80, 200)
    p.mark("lamp")
    p.fill(p.E(0, -10, 18, 9) | p.P([(14, -12), (30, -20), (32, -16), (16, -6)]), gold)
    p.fill(p.C(-18, -12, -26, -18, 2) | p.E(0, -19, 6, 2.5), gold)
    p.fill(p.T([(30, -20), (26, -34), (12, -40), (4, -50)], 3, 7), mix(genie, WHITE, 0.25))
    p.fill(p.P([(-6, -64), (12, -64), (10, -46), (-4, -46)]), genie)
    _arm(p, [(-6, -60), (2, -54), (8, -56)], genie, genie, 2.4)
    _arm(p, [(12, -60), (6, -54), (0, -56)], genie, genie, 2.4)
    _head(p, 3, -70, genie, (255, 230, 80), r=6, hair=(30, 20, 40))
    p.fill(p.E(2, -78, 7, 3), (220, 60, 80))


@bespoke("Jinzo #7", zoom=1.15, height=78)
def jinzo7(p: Painter, c, o) -> None:
    """The seventh cyborg: a lean android in a long green coat, a smooth metal face with a red
    visor, a ridged cable crest, one arm a blaster."""
    p.plan = "figure"
    coat, metal, visor = (60, 110, 70), (190, 200, 210), (230, 40, 50)
    p.fill(p.C(-4, -24, -5, -2, 3, 2.6) | p.C(4, -24, 5, -2, 3, 2.6), metal)
    p.fill(p.P([(-9, -50), (9, -50), (13, -10), (-13, -10)]), coat)
    p.fill(p.P([(-3, -50), (3, -50), (2, -26), (-2, -26)]), metal)
    _arm(p, [(-8, -46), (-12, -34), (-10, -24)], coat, metal, 2.6)
    p.mark("gun")
    p.fill(p.C(8, -44, 24, -40, 3.2, 2.6), metal)
    p.fill(p.C(24, -40, 32, -40, 1.5), (90, 100, 110))
    p.mark("arm")
    p.mark("head")
    p.fill(p.E(1, -58, 6.5, 7.5), metal)
    p.fill(p.R(-3, -60, 8, -57), visor, outline=False)
    p.mark("eye", 2)
    for i in range(4):
        p.line([(-4 + i * 2.5, -65), (-6 + i * 2.5, -71)], 0.8, (80, 90, 100))


@bespoke("Mystery Hand", zoom=1.1)
def mystery_hand(p: Painter, c, o) -> None:
    """The mystery hand: a disembodied purple hand with long clawed fingers rising out of a shadow
    pool, an eye staring from its palm."""
    p.plan = "hand"
    skin = (140, 90, 170)
    p.fill(p.E(0, -2, 26, 5), (30, 20, 40), outline=False)
    things.hand(p, {**c, "skin": skin, "horn": (240, 230, 210), "eye": (250, 220, 60)}, {"eye": True})


@bespoke("Magician of Faith", zoom=1.15, height=84)
def magician_of_faith(p: Painter, c, o) -> None:
    """The magician of faith: a young woman in a blue hooded mantle and white robe, holding a tall
    crook staff, a glow of light at her feet."""
    p.plan = "figure"
    mantle, robe, skin, hair = (60, 110, 200), (240, 240, 250), (250, 220, 200), (240, 210, 120)
    p.glow(p.E(0, -4, 26, 6), (255, 255, 200), 0.6)
    p.fill(p.P([(-12, -52), (10, -52), (14, -2), (-16, -2)]), mantle)
    _robe(p, -46, 6, robe, (240, 200, 80))
    p.mark("staff")
    p.fill(p.C(16, 0, 16, -70, 1.2), (200, 170, 90))
    p.fill(p.E(13, -72, 4, 4) & ~p.E(13, -71, 2.5, 2.5) & p.R(8, -78, 18, -71), (200, 170, 90))
    _arm(p, [(-6, -46), (-10, -36), (-6, -30)], mantle, skin, 2.3)
    _arm(p, [(6, -46), (12, -42), (16, -44)], mantle, skin, 2.3)
    _head(p, 1, -57, skin, (60, 100, 200), r=6.3, hair=hair)
    p.fill(p.E(0, -59, 9.5, 10) & ~p.E(3, -56, 6.5, 8), mantle)


@bespoke("Queen of Autumn Leaves", zoom=1.1, height=84)
def queen_autumn(p: Painter, c, o) -> None:
    """The queen of autumn leaves: a dryad woman grown from a tree trunk, her hair a crown of red
    and orange leaves, arms branching out, leaves falling."""
    p.plan = "tree"
    bark, skin = (120, 80, 50), (230, 200, 160)
    p.fill(p.P([(-14, 0), (-8, -30), (8, -30), (14, 0)]), bark)
    for x in (-12, 12):
        p.fill(p.T([(x * 0.6, -4), (x * 1.4, 0)], 3, 2), bark)
    p.fill(p.P([(-7, -48), (7, -48), (8, -28), (-8, -28)]), skin)
    _arm(p, [(-6, -46), (-18, -52), (-28, -62)], skin, skin, 2)
    _arm(p, [(6, -46), (18, -52), (28, -62)], skin, skin, 2)
    for i, (x, y) in enumerate(((-14, -72), (0, -78), (14, -72), (-22, -62), (22, -62), (-8, -66), (8, -66))):
        p.fill(p.E(x, y, 9, 7), ((220, 70, 40), (240, 140, 40), (200, 50, 40))[i % 3])
    _head(p, 0, -56, skin, (120, 60, 30), r=6)
    for x, y in ((-30, -30), (26, -24), (-20, -12), (34, -40)):
        p.fill(p.E(x, y, 2.4, 1.4, 30), (240, 120, 40))


@bespoke("Haniwa", zoom=1.15, height=76)
def haniwa(p: Painter, c, o) -> None:
    """The haniwa: a hollow clay tomb figure, a tube body with round hole eyes and mouth, one stubby
    arm raised and one lowered."""
    p.plan = "statue"
    clay = (200, 130, 80)
    p.fill(p.E(0, -2, 14, 4), shade(clay, 0.8))
    p.fill(p.P([(-10, -2), (10, -2), (8, -56), (-8, -56)]) | p.E(0, -56, 8, 4), clay)
    p.mark("arm", 2)
    p.fill(p.C(-8, -34, -18, -44, 3.2, 2.6) | p.C(8, -34, 17, -26, 3.2, 2.6), clay)
    p.mark("head")
    p.mark("eye", 2)
    p.fill(p.E(-3.5, -46, 2.2, 1.6) | p.E(3.5, -46, 2.2, 1.6) | p.E(0, -38, 2.2, 3), (60, 30, 20), outline=False)
    p.fill(p.E(0, -56, 5, 2), shade(clay, 0.5), outline=False)


@bespoke("Dark Witch", zoom=1.15, height=80)
def dark_witch(p: Painter, c, o) -> None:
    """The dark witch: a winged fairy-witch in black armour with a white mane, bat-like white wings
    spread, a spear-like wand held high."""
    p.plan = "figure"
    armour, hair, skin = (50, 40, 70), (240, 240, 250), (240, 215, 200)
    beasts._wing(p, -4, -50, 34, 30, (230, 230, 245), (210, 210, 240))
    beasts._wing(p, 6, -50, 26, 26, (200, 200, 220), (190, 190, 220))
    p.fill(p.P([(-8, -50), (8, -50), (12, 0), (-12, 0)]), armour)
    p.fill(p.C(-8, -26, 8, -26, 1.5), (200, 60, 80))
    p.fill(p.P([(-12, -64), (2, -66), (2, -40), (-14, -36)]), hair)
    _arm(p, [(-7, -46), (-12, -38), (-8, -32)], armour, skin, 2.3)
    p.mark("staff")
    p.fill(p.C(14, -20, 18, -76, 1.1), (150, 150, 170))
    p.fill(p.P([(15, -76), (18, -86), (21, -76)]), (220, 220, 240))
    _arm(p, [(7, -46), (13, -48), (16, -54)], armour, skin, 2.3)
    _head(p, 1, -57, skin, (200, 40, 60), r=6.2, hair=hair)


@bespoke("Nekogal #2", zoom=1.15, height=78)
def nekogal(p: Painter, c, o) -> None:
    """The cat girl: a lithe cat-woman with tawny fur, tall ears and a tail, in a pink outfit,
    claws out and crouched to pounce."""
    p.plan = "figure"
    fur, suit = (230, 170, 100), (220, 80, 140)
    p.fill(p.T([(-6, -26), (-20, -22), (-28, -32), (-24, -40)], 2.2, 1.4), fur)
    p.fill(p.C(-4, -24, -10, -12, 3.4, 3) | p.C(-10, -12, -8, 0, 3, 2.4), fur)
    p.fill(p.C(4, -24, 12, -14, 3.4, 3) | p.C(12, -14, 12, 0, 3, 2.4), fur)
    p.fill(p.P([(-7, -46), (7, -46), (8, -24), (-8, -24)]), suit)
    _arm(p, [(-6, -44), (-12, -36), (-8, -30)], fur, fur, 2.2)
    _arm(p, [(6, -44), (14, -40), (20, -44)], fur, fur, 2.2)
    for t in range(3):
        p.line([(20, -44), (24, -47 + t * 2)], 0.4, WHITE)
    p.fill(p.P([(-5, -58), (-8, -70), (-1, -62)]) | p.P([(4, -60), (7, -71), (8, -59)]), fur)
    _head(p, 1, -54, fur, (90, 200, 90), r=6.5, hair=(200, 130, 70))
    p.line([(6, -51), (12, -52)], 0.3, INK)


@bespoke("Dancing Elf", zoom=1.15, height=80)
def dancing_elf(p: Painter, c, o) -> None:
    """The dancing elf: a green-clad elf girl mid-twirl on one foot, gauzy wings, arms flung up, a
    ribbon swirling round her."""
    p.plan = "figure"
    dress, skin, hair = (70, 170, 90), (250, 220, 190), (240, 200, 90)
    for side in (-1, 1):
        p.mark("wing")
        p.fill(p.E(side * 12 - 2, -52, 12, 6, side * -35), (210, 245, 255), ink=(120, 170, 190))
    p.fill(p.C(0, -26, 2, 0, 2.6, 2) | p.C(0, -26, -12, -18, 2.6, 2), skin)
    p.fill(p.P([(-6, -44), (6, -44), (14, -24), (-14, -24)]), dress)
    _arm(p, [(-5, -42), (-12, -52), (-14, -62)], skin, skin, 2)
    _arm(p, [(5, -42), (14, -50), (20, -58)], skin, skin, 2)
    p.line([(-14, -62), (-24, -50), (-18, -30), (4, -16), (24, -26), (20, -58)], 0.6, (240, 120, 170))
    _head(p, 1, -52, skin, (60, 140, 80), r=6, hair=hair, long_hair=True)
    p.fill(p.P([(-4, -53), (-14, -58), (-4, -49)]), skin)


@bespoke("Armed Ninja", zoom=1.15, height=76)
def armed_ninja(p: Painter, c, o) -> None:
    """The armed ninja: a crouching ninja in indigo, masked to the eyes, a shuriken in one hand and
    a short blade across his back."""
    p.plan = "figure"
    cloth = (50, 60, 120)
    p.fill(p.C(-4, -24, -12, -12, 3.6, 3) | p.C(-12, -12, -10, 0, 3, 2.4), cloth)
    p.fill(p.C(4, -24, 10, -10, 3.6, 3) | p.C(10, -10, 14, 0, 3, 2.4), cloth)
    p.mark("sword")
    p.fill(p.C(-14, -52, 10, -30, 1.4), (220, 228, 240))
    p.fill(p.P([(-8, -46), (8, -46), (8, -22), (-8, -22)]), cloth)
    p.fill(p.C(-8, -24, 8, -24, 1.6), (200, 50, 50))
    _arm(p, [(-7, -44), (-12, -36), (-8, -30)], cloth, cloth, 2.4)
    _arm(p, [(7, -44), (14, -46), (20, -50)], cloth, cloth, 2.4)
    p.mark("shuriken")
    p.fill(p.P([(24, -58), (25, -53), (30, -52), (25, -51), (24, -46), (23, -51), (18, -52), (23, -53)]),
           (200, 205, 215))
    p.mark("head")
    p.fill(p.E(1, -54, 6.5, 7), cloth)
    p.fill(p.R(-3, -57, 8, -53), (230, 190, 150), outline=False)
    p.eye(1.5, -55, 1.2, (40, 30, 30), INK)
    p.eye(5.5, -55, 1.2, (40, 30, 30), INK)
    p.fill(p.T([(-6, -58), (-14, -56), (-18, -60)], 1, 0.6), (200, 50, 50))


@bespoke("Milus Radiant", zoom=1.2, height=60)
def milus_radiant(p: Painter, c, o) -> None:
    """The radiant milus: a small fluffy cream beast like a fox cub, a big golden ruff round its
    neck, a bushy tail held high, glowing softly."""
    p.plan = "quadruped"
    fur, ruff = (245, 230, 200), (240, 190, 70)
    p.glow(p.E(0, -20, 30, 22), (255, 250, 200), 0.35)
    p.fill(p.T([(-14, -18), (-26, -26), (-28, -40)], 5, 3), fur)
    for x in (-10, 8):
        p.fill(p.C(x, -12, x, 0, 3), shade(fur, 0.85))
    p.fill(p.E(-2, -16, 16, 9), fur)
    for x in (-6, 12):
        p.fill(p.C(x, -12, x + 1, 0, 3.2), fur)
    p.fill(p.E(12, -26, 10, 9), ruff)
    p.mark("head")
    p.fill(p.E(16, -32, 8, 7) | p.P([(20, -34), (30, -30), (20, -27)]), fur)
    p.fill(p.P([(10, -36), (10, -48), (16, -38)]) | p.P([(16, -38), (20, -48), (22, -36)]), fur)
    p.eye(18, -33, 1.8, (60, 120, 220), INK)
    p.dot(29, -30, 1, INK)


@bespoke("Queen's Double", zoom=1.15, height=80)
def queens_double(p: Painter, c, o) -> None:
    """The queen's double: a masked woman in a magenta gown and gold crown, a hand mirror held up
    showing her own face, the double of a queen."""
    p.plan = "figure"
    gown, skin, hair = (190, 50, 130), (245, 215, 195), (240, 200, 90)
    p.fill(p.P([(-8, -46), (8, -46), (16, 0), (-16, 0)]), gown)
    p.fill(p.P([(-3, -44), (3, -44), (6, 0), (-6, 0)]), (240, 200, 80))
    _arm(p, [(-7, -44), (-12, -34), (-8, -28)], gown, skin, 2.2)
    _arm(p, [(7, -44), (14, -46), (18, -52)], gown, skin, 2.2)
    p.fill(p.C(18, -52, 20, -58, 1), (240, 200, 80))
    p.fill(p.E(21, -62, 4.5, 5.5), (240, 200, 80))
    p.fill(p.E(21, -62, 3, 4), (200, 225, 245))
    _head(p, 1, -55, skin, (120, 40, 100), r=6.3, hair=hair, long_hair=True)
    p.fill(p.R(-4, -57, 8, -53) & p.E(2, -55, 6.5, 4), (90, 30, 80), outline=False)
    p.fill(p.P([(-6, -61), (-6, -68), (-2, -64), (1, -70), (4, -64), (7, -68), (7, -61)]), (250, 210, 60))


@bespoke("Weather Control", zoom=1.1, height=80)
def weather_control(p: Painter, c, o) -> None:
    """Weather control: a small cloud spirit riding a grey raincloud, holding up a sun on a staff,
    rain falling on one side and sunshine on the other."""
    p.plan = "water_spirit"
    cloud = (220, 225, 235)
    for x in range(-30, 6, 6):
        p.line([(x, -26), (x - 3, -14)], 0.5, (90, 150, 230))
    p.fill(p.E(-12, -34, 16, 8) | p.E(4, -38, 14, 10) | p.E(18, -32, 12, 7), cloud)
    p.fill(p.P([(-2, -44), (8, -44), (10, -36), (-4, -36)]), (120, 170, 230))
    _arm(p, [(6, -42), (12, -50), (14, -58)], (120, 170, 230), (250, 225, 200), 1.8)
    p.mark("staff")
    p.fill(p.C(14, -40, 14, -66, 0.9), (160, 120, 70))
    p.fill(p.E(14, -70, 6, 6), (255, 210, 60))
    for a in range(0, 360, 45):
        r = math.radians(a)
        p.line([(14 + 8 * math.cos(r), -70 + 8 * math.sin(r)), (14 + 11 * math.cos(r), -70 + 11 * math.sin(r))],
               0.5, (255, 210, 60))
    _head(p, 2, -50, (250, 225, 200), (60, 100, 200), r=5.5, hair=(240, 240, 250))


@bespoke("Muka Muka", zoom=1.15, height=64)
def muka_muka(p: Painter, c, o) -> None:
    """Muka muka: a squat lump of angry brown rock with a cracked face, furious brows, steam puffing
    from its head."""
    p.plan = "rock"
    rock = (150, 110, 80)
    p.fill(p.P([(-24, 0), (-26, -20), (-16, -40), (0, -46), (18, -40), (26, -18), (22, 0)]), rock)
    p.fill(p.P([(-10, -40), (0, -46), (8, -42), (-2, -34)]), shade(rock, 1.2))
    for pts in (((-18, -30), (-10, -22), (-14, -12)), ((14, -8), (20, -20))):
        p.line(list(pts), 0.5, shade(rock, 0.55))
    p.mark("head")
    p.line([(-10, -30), (-2, -26)], 0.9, INK)
    p.line([(12, -30), (4, -26)], 0.9, INK)
    p.eye(-5, -23, 2, (255, 220, 60), INK)
    p.eye(7, -23, 2, (255, 220, 60), INK)
    p.fill(p.P([(-6, -12), (8, -12), (4, -8), (-2, -8)]), (90, 20, 20))
    for x in (-8, 6):
        p.fill(p.E(x, -54, 4, 3) | p.E(x + 3, -60, 3, 2.5), (240, 240, 240), outline=False)


@bespoke("Zombie Warrior", zoom=1.15, height=80)
def zombie_warrior(p: Painter, c, o) -> None:
    """The zombie warrior: a rotting soldier in torn mail, green-grey skin, one arm bandaged, a
    notched sword dragged in the other hand."""
    p.plan = "figure"
    skin, mail, rag = (140, 170, 120), (120, 120, 130), (90, 70, 60)
    p.fill(p.C(-4, -24, -7, -2, 3.4, 3) | p.C(4, -24, 6, -2, 3.4, 3), rag)
    p.fill(p.P([(-9, -50), (9, -50), (10, -22), (-4, -18), (-10, -22)]), mail)
    p.line([(-8, -30), (0, -40)], 0.6, rag)
    _arm(p, [(-8, -46), (-14, -36), (-12, -26)], (225, 215, 180), skin, 2.6)
    p.mark("sword")
    p.fill(p.P([(14, -26), (30, -8), (28, -6), (12, -24)]) & ~p.E(22, -16, 1.5, 1.5), (200, 205, 215))
    _arm(p, [(8, -46), (12, -36), (13, -27)], skin, skin, 2.6)
    _head(p, 1, -58, skin, (250, 80, 60), r=6.5, hair=(70, 70, 60))
    p.line([(-2, -62), (4, -54)], 0.4, shade(skin, 0.6))


@bespoke("Cyber Soldier", zoom=1.1, height=80)
def cyber_soldier(p: Painter, c, o) -> None:
    """The cyber soldier: a hulking violet robot on wheeled treads, a domed head with one red eye,
    a drill arm and a claw arm."""
    p.plan = "robot"
    metal = (130, 110, 180)
    p.fill(p.R(-20, 0, 20, -10), (70, 70, 80))
    for x in (-14, -4, 6, 16):
        p.fill(p.E(x, -5, 4, 4), (110, 110, 120))
    p.fill(p.P([(-16, -10), (16, -10), (20, -44), (-20, -44)]), metal)
    p.fill(p.R(-10, -22, 10, -34), shade(metal, 1.2))
    p.mark("arm", 2)
    p.fill(p.C(-20, -40, -30, -30, 4), shade(metal, 0.85))
    p.fill(p.P([(-30, -30), (-36, -18), (-30, -22), (-26, -16)]), (200, 205, 215))
    p.fill(p.C(20, -40, 30, -34, 4), shade(metal, 0.85))
    p.fill(p.P([(30, -38), (46, -34), (30, -30)]), (200, 205, 215))
    p.mark("head")
    p.fill(p.E(0, -50, 11, 9) & p.R(-12, -60, 12, -44), metal)
    p.eye(3, -51, 3, (255, 60, 60), (255, 200, 200))


@bespoke("Ryu-kishin", zoom=1.15, height=80)
def ryu_kishin(p: Painter, c, o) -> None:
    """Ryu-kishin: a stone gargoyle crouched on a ledge, grey stone skin, horns, folded bat wings,
    long claws and a fanged grin."""
    p.plan = "figure"
    stone, wing = (130, 130, 145), (100, 95, 115)
    beasts._wing(p, -4, -48, 34, 26, stone, wing)
    p.fill(p.R(-22, 0, 22, -8), (90, 90, 100))
    p.fill(p.C(-6, -16, -12, -8, 4.5, 3.5) | p.C(6, -16, 12, -8, 4.5, 3.5), stone)
    p.fill(p.E(0, -28, 11, 14), stone)
    _arm(p, [(-8, -36), (-12, -24), (-8, -12)], stone, stone, 2.6)
    _arm(p, [(8, -36), (16, -30), (22, -36)], stone, stone, 2.6)
    for t in range(3):
        p.line([(22, -36), (27, -39 + t * 2)], 0.45, (230, 230, 220))
    p.mark("head")
    p.fill(p.E(2, -46, 7.5, 7), stone)
    p.fill(p.T([(-3, -50), (-8, -58), (-6, -66)], 1.8, 0.6) | p.T([(5, -51), (8, -60), (12, -64)], 1.8, 0.6),
           (220, 210, 180))
    p.eye(0.5, -47, 1.3, (255, 60, 40), INK)
    p.eye(5, -47, 1.3, (255, 60, 40), INK)
    p.fill(p.P([(0, -42), (9, -42), (7, -39), (1, -39)]), (60, 20, 20))
    p.fill(p.P([(2, -42), (3, -40), (4, -42)]) | p.P([(6, -42), (7, -40), (8, -42)]), WHITE, outline=False)


@bespoke("Ancient Jar", zoom=1.15, height=64)
def ancient_jar(p: Painter, c, o) -> None:
    """The ancient jar: a cracked earthenware urn painted with old bands and spirals, its lid ajar
    and two eyes glinting in the dark inside."""
    p.plan = "jar"
    clay, paint = (170, 110, 70), (90, 50, 40)
    p.mark("jar")
    p.fill(p.P([(-14, -2), (14, -2), (22, -24), (14, -42), (-14, -42), (-22, -24)]) | p.E(0, -1, 11, 3), clay)
    for y in (-12, -34):
        p.line([(-19, y), (19, y)], 0.8, paint)
    for x in (-10, 0, 10):
        p.line([(x - 3, -20), (x, -26), (x + 3, -20), (x, -16)], 0.5, paint)
    p.line([(8, -40), (4, -30), (9, -22)], 0.4, shade(clay, 0.5))
    p.fill(p.E(0, -44, 12, 3.5), (30, 20, 20))
    p.fill(p.E(4, -50, 11, 4, -18), shade(clay, 1.1))
    p.eye(-4, -44, 1.2, (255, 230, 80), (255, 230, 80))
    p.eye(3, -44, 1.2, (255, 230, 80), (255, 230, 80))


@bespoke("Sinister Serpent", zoom=1.1)
def sinister_serpent(p: Painter, c, o) -> None:
    """The sinister serpent: a small green snake with purple dragon-like wings, coiled and rearing,
    tongue flickering."""
    p.plan = "serpent"
    body, wing = (60, 160, 100), (150, 70, 200)
    for side in (-1, 1):
        p.mark("wing")
        p.fill(p.P([(2, -40), (side * 24 + 2, -62), (side * 20 + 2, -46), (side * 26 + 2, -40), (4, -34)]), wing)
    p.fill(p.E(0, -6, 26, 7), shade(body, 0.85))
    p.fill(p.T([(-22, -8), (-6, -14), (12, -12), (14, -26), (0, -36), (-2, -50), (8, -58)], 7, 4.5), body)
    p.mark("head")
    p.fill(p.E(12, -60, 8, 6, -10), body)
    p.line([(19, -58), (26, -56), (28, -58)], 0.5, (230, 40, 60))
    p.eye(13, -62, 1.8, (250, 220, 60))


@bespoke("Bone Mouse", zoom=1.2, height=50)
def bone_mouse(p: Painter, c, o) -> None:
    """The bone mouse: a skeletal rat, bare ribs and a long bony tail, a skull head with glowing eyes
    and big round ears."""
    p.plan = "quadruped"
    bone = (225, 215, 190)
    p.fill(p.T([(-16, -14), (-30, -10), (-42, -16), (-46, -24)], 1.4, 0.8), bone)
    for x in (-12, 8):
        p.fill(p.C(x, -12, x - 2, 0, 1.3) | p.C(x + 4, -12, x + 5, 0, 1.3), bone)
    p.fill(p.E(-2, -16, 14, 7), (60, 50, 60), ink=(20, 14, 26))
    for x in range(-12, 10, 4):
        p.line([(x, -22), (x + 1, -10)], 0.7, bone)
    p.line([(-14, -22), (10, -22)], 0.8, bone)
    p.mark("head")
    p.fill(p.E(14, -20, 7, 6) | p.P([(16, -24), (28, -18), (16, -15)]), bone)
    p.fill(p.E(10, -28, 5, 5) & ~p.E(10, -28, 2.6, 2.6), bone)
    p.fill(p.E(15, -21, 2, 2), INK, outline=False)
    p.eye(15, -21, 0.9, (255, 80, 60), (255, 80, 60))


@bespoke("Dark Plant", zoom=1.1, height=64)
def dark_plant(p: Painter, c, o) -> None:
    """The dark plant: a withered violet bulb with a fanged mouth, drooping black leaves and tendrils
    creeping out along the ground."""
    p.plan = "vine"
    bulb, leaf = (110, 60, 140), (50, 40, 70)
    for side in (-1, 1):
        p.fill(p.T([(side * 8, -6), (side * 24, -2), (side * 38, -6)], 1.6, 0.8), leaf)
        p.fill(p.P([(side * 6, -30), (side * 30, -44), (side * 22, -28)]), leaf)
    p.fill(p.E(0, -20, 16, 18), bulb)
    p.fill(p.P([(-4, -38), (0, -54), (4, -38)]), leaf)
    p.mark("head")
    p.fill(p.P([(-10, -18), (10, -18), (6, -10), (-6, -10)]), (40, 10, 30))
    for t in range(4):
        p.fill(p.P([(-8 + t * 5, -18), (-6.5 + t * 5, -14), (-5 + t * 5, -18)]), WHITE, outline=False, flat=True)
    p.eye(-5, -26, 2, (230, 240, 80))
    p.eye(5, -26, 2, (230, 240, 80))


@bespoke("Bat", zoom=1.1, height=70)
def machine_bat(p: Painter, c, o) -> None:
    """Bat, the machine: a mechanical bat of riveted grey plates, jointed metal wings spread, a red
    lens eye and a propeller tail."""
    p.plan = "bat"
    metal = (150, 155, 175)
    y = -44
    for side in (-1, 1):
        p.mark("wing")
        p.fill(p.P([(0, y - 4), (side * 16, y - 16), (side * 44, y - 16), (side * 36, y + 2), (side * 24, y - 4),
                    (side * 14, y + 6)]), shade(metal, 0.85))
        for f in (18, 28, 38):
            p.line([(side * 14, y - 12), (side * f, y - 2)], 0.5, shade(metal, 0.5))
    p.fill(p.E(0, y, 9, 12), metal)
    for yy in (y - 6, y + 2):
        p.dot(-4, yy, 0.8, shade(metal, 0.5))
        p.dot(4, yy, 0.8, shade(metal, 0.5))
    p.mark("head")
    p.fill(p.P([(-7, y - 8), (-9, y - 20), (-2, y - 11)]) | p.P([(7, y - 8), (9, y - 20), (2, y - 11)]), metal)
    p.eye(0, y - 4, 3, (255, 50, 50), (255, 200, 200))
    p.fill(p.C(0, y + 12, 0, y + 20, 1.2), metal)
    p.fill(p.E(-4, y + 21, 4, 1.2) | p.E(4, y + 21, 4, 1.2), shade(metal, 1.2))


@bespoke("Pot the Trick", zoom=1.15, height=66)
def pot_the_trick(p: Painter, c, o) -> None:
    """Pot the trick: a round yellow pot with a cheeky grinning face, its lid tipped up like a hat and
    a tongue sticking out."""
    p.plan = "jar"
    pot = (230, 180, 60)
    p.mark("jar")
    p.fill(p.E(0, -22, 20, 20) | p.E(0, -2, 12, 3), pot)
    p.fill(p.E(0, -42, 12, 3.5), shade(pot, 0.7))
    p.fill(p.E(6, -48, 12, 4, 15) | p.E(7, -53, 3, 2.4), shade(pot, 1.15))
    p.mark("head")
    p.eye(-6, -26, 3, (255, 255, 255), INK)
    p.eye(6, -26, 3, (255, 255, 255), INK)
    p.fill(p.E(0, -14, 10, 4) & p.R(-11, -14, 11, -9), (120, 20, 30))
    p.fill(p.E(4, -10, 3, 3), (240, 100, 120))


@bespoke("White Dolphin", zoom=1.1)
def white_dolphin(p: Painter, c, o) -> None:
    """The white dolphin: a gleaming white dolphin leaping in an arc out of the waves, spray flying."""
    p.plan = "fish"
    body = (240, 245, 252)
    p.fill(p.T([(-34, -10), (-20, -38), (4, -52), (26, -44)], 5, 8), body)
    p.fill(p.P([(-34, -10), (-44, -4), (-40, -14), (-30, -18)]), body)
    p.fill(p.P([(-6, -48), (-12, -60), (2, -52)]), body)
    p.fill(p.P([(4, -44), (8, -36), (12, -44)]), shade(body, 0.85))
    p.mark("head")
    p.fill(p.P([(24, -46), (36, -42), (24, -40)]), body)
    p.eye(20, -48, 1.4, (40, 60, 120), INK)
    for x in range(-50, 56, 12):
        p.fill(p.E(x, 0, 8, 4) & p.R(x - 9, -5, x + 9, 0), (150, 210, 240))
    for x, y in ((-40, -8), (-30, -4), (-46, -14)):
        p.dot(x, y, 1.3, WHITE)


@bespoke("Mech Mole Zombie", zoom=1.1, height=70)
def mech_mole_zombie(p: Painter, c, o) -> None:
    """The mech mole zombie: a rusted machine mole burrowing up from the earth, a drill for a snout,
    digging claws and one glowing green eye."""
    p.plan = "robot"
    rust, drill = (150, 110, 80), (190, 195, 205)
    p.fill(p.E(0, -2, 30, 6), (110, 80, 50))
    p.fill(p.E(-4, -20, 18, 16) & p.R(-24, -40, 20, -4), rust)
    for x in (-12, -4, 4):
        p.dot(x, -28, 0.9, shade(rust, 0.5))
    p.mark("head")
    p.fill(p.P([(10, -30), (34, -22), (10, -14)]), drill)
    for t in range(3):
        p.line([(14 + t * 6, -28 + t * 2), (14 + t * 6, -16 - t * 2)], 0.5, shade(drill, 0.55))
    p.eye(4, -28, 2.4, (120, 255, 120), (20, 80, 20))
    p.mark("arm", 2)
    for x in (-18, 2):
        p.fill(p.C(x, -10, x + 8, -4, 3), rust)
        for t in range(3):
            p.line([(x + 8, -4), (x + 12, -6 + t * 2)], 0.5, drill)


@bespoke("Steel Scorpion", zoom=1.1, height=64)
def steel_scorpion(p: Painter, c, o) -> None:
    """The steel scorpion: a scorpion built of polished steel plates, pincers raised, a segmented
    tail curled over with a glowing stinger."""
    p.plan = "insect"
    steel = (170, 180, 200)
    for i in range(5):
        x, y = -14 - i * 5, -18 - i * 8 + (i * i) * 0.6
        p.fill(p.E(x + i * 1.5, y, 5, 4.5), shade(steel, 1.0 - 0.05 * i))
    p.fill(p.P([(-14, -54), (-4, -52), (-10, -46)]), (120, 240, 255))
    for i in range(3):
        x = -6 + i * 8
        p.line([(x, -12), (x - 5, -4), (x - 3, 0)], 0.9, shade(steel, 0.6))
    p.fill(p.E(0, -14, 17, 7), steel)
    for x in (-8, 0, 8):
        p.line([(x, -20), (x, -8)], 0.5, shade(steel, 0.55))
    p.mark("head")
    for side in (-1, 1):
        p.fill(p.T([(14, -16), (24, -24 + side * 4), (30, -28 + side * 8)], 2.5, 2), steel)
        p.fill(p.P([(28, -28 + side * 8), (42, -34 + side * 10), (34, -26 + side * 8), (42, -24 + side * 8)]), steel)
    p.eye(14, -18, 1.5, (255, 60, 60))


@bespoke("Yamatano Dragon Scroll", zoom=1.1, height=80)
def yamatano_scroll(p: Painter, c, o) -> None:
    """The Yamatano dragon scroll: a hanging scroll unrolled, a green serpent dragon painted on it
    writhing out of the paper, its head breaking free of the frame."""
    p.plan = "eastern_dragon"
    paper, rod = (240, 230, 200), (120, 80, 50)
    p.fill(p.R(-22, -8, 22, -76), paper)
    p.fill(p.C(-26, -76, 26, -76, 2.5) | p.C(-26, -6, 26, -6, 2.5), rod)
    body = (70, 160, 100)
    pts = [(-12, -14), (10, -22), (-8, -34), (12, -46), (-4, -58), (14, -66)]
    p.fill(p.T(pts, 3, 5), body)
    for x, y in pts[1:-1]:
        p.fill(p.P([(x - 2, y - 4), (x, y - 9), (x + 2, y - 4)]), (210, 170, 70))
    p.mark("head")
    p.fill(p.E(20, -68, 8, 5.5) | p.P([(22, -71), (36, -66), (22, -63)]), body)
    p.fill(p.P([(16, -72), (10, -82), (20, -73)]), (210, 170, 70))
    p.line([(32, -64), (40, -58)], 0.5, (210, 170, 70))
    p.eye(22, -69, 1.6, (255, 220, 60))


@bespoke("Petit Dragon", zoom=1.2, height=60)
def petit_dragon(p: Painter, c, o) -> None:
    """The petit dragon: a tiny blue dragon on two legs, oversized head with big eyes, stubby wings
    flapping and a little flame puff."""
    p.plan = "dragon.wyvern"
    body, belly = (90, 130, 220), (200, 220, 250)
    beasts._wing(p, 4, -30, 18, 20, shade(body, 0.8), shade(body, 0.7))
    p.fill(p.T([(-8, -12), (-20, -8), (-26, -14)], 4, 1.5), body)
    p.fill(p.C(-4, -12, -6, 0, 3) | p.C(6, -12, 8, 0, 3), body)
    p.fill(p.E(0, -18, 10, 10), body)
    p.fill(p.E(3, -16, 6, 7) & p.E(0, -18, 10, 10), belly)
    beasts._wing(p, -2, -30, 20, 24, body, shade(body, 1.1))
    dragon_head(p, 10, -36, {**c, "body": body, "horn": (240, 230, 200), "eye": (255, 230, 90)}, o, 1.1)
    p.fill(p.E(34, -34, 4, 3), (255, 180, 60), outline=False)


@bespoke("Change Slime", zoom=1.15, height=60)
def change_slime(p: Painter, c, o) -> None:
    """The change slime: a pink slime puddle rising into a wobbly copy of a figure, half melted,
    drips running down, a goofy face."""
    p.plan = "blob"
    slime = (220, 110, 190)
    p.fill(p.E(0, -4, 28, 6), slime)
    p.fill(p.P([(-12, -4), (-10, -30), (-4, -44), (6, -44), (12, -30), (14, -4)]), slime)
    _arm(p, [(-8, -30), (-18, -34), (-22, -26)], slime, slime, 3)
    _arm(p, [(10, -30), (18, -38), (24, -44)], slime, slime, 3)
    for x in (-20, 16, 24):
        p.fill(p.C(x, -6, x, 0, 1.6), shade(slime, 0.85))
    p.mark("head")
    p.fill(p.E(1, -48, 9, 8), slime)
    p.eye(-2, -49, 2.2, WHITE, INK)
    p.eye(5, -48, 1.6, WHITE, INK)
    p.line([(-2, -43), (2, -42), (5, -43)], 0.5, INK)
    p.glow(p.E(-3, -52, 3, 2), WHITE, 0.5)


@bespoke("Ameba", zoom=1.2, height=50)
def ameba(p: Painter, c, o) -> None:
    """The ameba: a translucent turquoise single cell with a dark nucleus and pseudopods stretching
    out, two little eyes."""
    p.plan = "blob"
    cell = (90, 200, 190)
    pts = []
    for i in range(24):
        a = math.radians(i * 15)
        r = 22 + 6 * math.sin(i * 1.7) + (6 if i % 6 == 0 else 0)
        pts.append((r * math.cos(a), -22 + r * 0.8 * math.sin(a)))
    p.fill(p.P(pts), cell)
    p.glow(p.E(-6, -28, 10, 6), WHITE, 0.35)
    p.fill(p.E(4, -18, 7, 6), shade(cell, 0.45))
    p.mark("head")
    p.eye(-6, -26, 2.4, WHITE, INK)
    p.eye(4, -28, 2.4, WHITE, INK)


@bespoke("Fungi of the Musk", zoom=1.15, height=64)
def fungi_musk(p: Painter, c, o) -> None:
    """The fungi of the musk: a violet toadstool with a leering face on its stalk, spotted cap, a
    cloud of musky spores drifting round it."""
    p.plan = "mushroom"
    cap, stalk = (150, 70, 170), (230, 210, 200)
    p.fill(p.P([(-8, 0), (-6, -28), (6, -28), (8, 0)]), stalk)
    p.fill(p.E(0, -32, 24, 14) & p.R(-26, -48, 26, -28), cap)
    for x, y in ((-12, -38), (0, -43), (12, -37), (-4, -33)):
        p.fill(p.E(x, y, 3, 2.2), (240, 220, 250))
    p.mark("head")
    p.eye(-3, -18, 1.6, (200, 255, 120), INK)
    p.eye(3, -18, 1.6, (200, 255, 120), INK)
    p.line([(-3, -11), (0, -9), (4, -12)], 0.5, INK)
    for x, y in ((-24, -20), (20, -16), (-18, -54), (22, -52), (-30, -38), (30, -34)):
        p.glow(p.E(x, y, 4, 3), (190, 230, 120), 0.5)


@bespoke("Turu-Purun", zoom=1.1, height=76)
def turu_purun(p: Painter, c, o) -> None:
    """Turu-purun: a glowing pink jellyfish drifting, a frilled bell with a sleepy face and long
    stinging ribbons trailing below."""
    p.plan = "octopus"
    jelly = (240, 150, 200)
    for i, x in enumerate((-12, -6, 0, 6, 12)):
        p.line([(x, -44), (x + 3 * math.sin(i), -30), (x - 2, -16), (x + 2, -4)], 0.6, shade(jelly, 0.8))
    p.fill(p.E(0, -54, 20, 16) & p.R(-22, -72, 22, -44), jelly)
    for x in range(-18, 20, 6):
        p.fill(p.E(x, -44, 3.2, 2.2), shade(jelly, 1.15))
    p.glow(p.E(-6, -62, 7, 4), WHITE, 0.45)
    p.mark("head")
    p.mark("eye", 2)
    p.line([(-7, -53), (-3, -53)], 0.5, INK)
    p.line([(3, -53), (7, -53)], 0.5, INK)


@bespoke("Shadow Specter", zoom=1.15, height=70)
def shadow_specter(p: Painter, c, o) -> None:
    """The shadow specter: a thin grey wraith of smoke with a bare skull face, bony arms trailing
    wisps, a shredded shroud."""
    p.plan = "ghost"
    smoke = (90, 85, 110)
    p.fill(p.P([(-12, -54), (10, -56), (16, -30), (8, -4), (2, -16), (-4, -2), (-10, -14), (-18, -6), (-18, -32)]),
           smoke)
    _arm(p, [(-10, -44), (-22, -40), (-30, -46)], smoke, (220, 210, 190), 2)
    _arm(p, [(10, -44), (20, -48), (28, -42)], smoke, (220, 210, 190), 2)
    p.mark("head")
    p.fill(p.E(0, -56, 7, 7), (220, 210, 190))
    p.fill(p.E(-2.5, -57, 2, 2.2) | p.E(3, -57, 2, 2.2), INK, outline=False)
    p.eye(-2.5, -57, 0.8, (150, 220, 255), (150, 220, 255))
    p.eye(3, -57, 0.8, (150, 220, 255), (150, 220, 255))
    p.fill(p.E(-1, -60, 10, 7) & ~p.E(1, -55, 8, 7) & p.R(-12, -70, 12, -50), smoke)


@bespoke("Wretched Ghost of the Attic", zoom=1.15, height=64)
def wretched_ghost(p: Painter, c, o) -> None:
    """The wretched ghost of the attic: a forlorn lilac ghost under an old bedsheet with a patched
    hole, one eye peeking out, cobwebs in the corner."""
    p.plan = "ghost"
    things.ghost(p, {**c, "body": (190, 170, 220), "eye": (255, 240, 120)}, {})
    p.mark("head")
    p.fill(p.R(4, -30, 12, -22), (150, 120, 90))
    p.line([(4, -30), (12, -22)], 0.3, INK)
    p.line([(-48, -80), (-30, -62)], 0.3, (230, 230, 240))
    p.line([(-48, -64), (-30, -80)], 0.3, (230, 230, 240))


@bespoke("Rainbow Flower", zoom=1.15, height=66)
def rainbow_flower(p: Painter, c, o) -> None:
    """The rainbow flower: a big smiling daisy with petals of every colour of the rainbow on a leafy
    stem, two leaf arms waving."""
    p.plan = "flower"
    p.fill(p.C(0, 0, 0, -34, 2), (70, 150, 60))
    p.mark("arm", 2)
    p.fill(p.E(-10, -18, 8, 3.5, 30) | p.E(10, -24, 8, 3.5, -30), (80, 170, 70))
    cols = ((240, 60, 60), (250, 150, 40), (240, 220, 60), (80, 190, 80), (70, 130, 240), (150, 80, 220))
    for i in range(12):
        a = math.radians(i * 30)
        p.fill(p.E(12 * math.cos(a), -46 + 12 * math.sin(a), 6, 3.5, -i * 30), cols[i % 6])
    p.mark("head")
    p.fill(p.E(0, -46, 8, 8), (250, 220, 90))
    p.eye(-3, -48, 1.4, INK, INK)
    p.eye(3, -48, 1.4, INK, INK)
    p.line([(-3, -43), (0, -41), (3, -43)], 0.5, INK)


@bespoke("Tomozaurus", zoom=1.15, height=66)
def tomozaurus(p: Painter, c, o) -> None:
    """Tomozaurus: a small, chubby green baby dinosaur on two legs, big head and big round eyes, a
    yellow belly and stubby arms."""
    p.plan = "dinosaur"
    body, belly = (110, 190, 90), (240, 230, 140)
    p.fill(p.T([(-8, -14), (-22, -10), (-32, -6)], 5, 1.5), body)
    p.fill(p.C(-4, -14, -6, 0, 4) | p.C(6, -14, 8, 0, 4), body)
    p.fill(p.E(0, -22, 12, 14), body)
    p.fill(p.E(4, -20, 7, 10) & p.E(0, -22, 12, 14), belly)
    p.mark("arm", 2)
    p.fill(p.C(8, -26, 14, -22, 2), body)
    p.mark("head")
    p.fill(p.E(6, -44, 12, 11) | p.E(16, -40, 7, 5), body)
    p.eye(8, -47, 3, WHITE, INK)
    p.line([(14, -37), (21, -38)], 0.5, INK)


@bespoke("Mechanical Spider", zoom=1.1, height=56)
def mechanical_spider(p: Painter, c, o) -> None:
    """The mechanical spider: a brass clockwork spider, a round riveted body with a turning gear on
    its back, eight jointed piston legs and a cluster of red lenses."""
    p.plan = "insect"
    brass, dark = (200, 160, 80), (120, 90, 50)
    for side in (-1, 1):
        for i in range(4):
            kx = side * (14 + i * 5)
            p.fill(p.T([(side * 4, -20), (kx, -34 + i * 3), (side * (22 + i * 6), 0)], 1.4, 1), dark)
    p.fill(p.E(-8, -22, 16, 12), brass)
    for i in range(8):
        a = math.radians(i * 45)
        p.fill(p.E(-8 + 8 * math.cos(a), -30 + 5 * math.sin(a), 2, 1.6), dark)
    p.fill(p.E(-8, -30, 6, 4), shade(brass, 1.2))
    p.mark("head")
    p.fill(p.E(10, -20, 7, 6), brass)
    for dx, dy in ((0, 0), (3, -2), (3, 2)):
        p.eye(12 + dx, -21 + dy, 1.2, (255, 50, 50), (255, 200, 200))


@bespoke("Kattapillar", zoom=1.1, height=56)
def kattapillar(p: Painter, c, o) -> None:
    """Kattapillar: a fat yellow-green caterpillar with a cat's face, whiskers and pointed ears,
    humped in an inchworm arch."""
    p.plan = "worm"
    body, band = (170, 200, 70), (230, 230, 120)
    pts = [(-30, -6), (-22, -12), (-14, -22), (-4, -26), (6, -20), (12, -10), (20, -8)]
    for i, (x, y) in enumerate(pts):
        p.fill(p.E(x, y, 7, 7), body if i % 2 else band)
    p.mark("head")
    p.fill(p.E(26, -16, 9, 8), body)
    p.fill(p.P([(20, -22), (20, -30), (25, -23)]) | p.P([(28, -23), (32, -31), (32, -21)]), body)
    p.eye(24, -18, 1.6, (250, 230, 60), INK)
    p.eye(30, -18, 1.6, (250, 230, 60), INK)
    for t in (-1, 1):
        p.line([(31, -13), (38, -13 + t * 2)], 0.3, INK)


@bespoke("Bean Soldier", zoom=1.15, height=72)
def bean_soldier(p: Painter, c, o) -> None:
    """The bean soldier: a green bean pod standing upright as a warrior, peas peeking out as a face,
    a leaf shield and a twig sword."""
    p.plan = "pod"
    pod = (90, 170, 70)
    p.fill(p.C(-4, -6, -6, 0, 2) | p.C(4, -6, 6, 0, 2), shade(pod, 0.8))
    p.fill(p.E(0, -30, 12, 26), pod)
    p.line([(0, -56), (-2, -40), (0, -6)], 0.5, shade(pod, 0.6))
    p.mark("head")
    for y in (-40, -30):
        p.fill(p.E(3, y, 4, 4), (180, 230, 120))
    p.eye(2, -41, 1.2, INK, INK)
    p.eye(5, -41, 1.2, INK, INK)
    p.mark("shield")
    p.mark("arm", 2)
    p.fill(p.E(-14, -28, 7, 10, 10), (60, 130, 50))
    p.mark("sword")
    p.fill(p.C(12, -26, 24, -50, 1.2), (140, 100, 60))


@bespoke("Star Boy", zoom=1.15, height=70)
def star_boy(p: Painter, c, o) -> None:
    """Star boy: a golden five-pointed starfish boy standing on two points in the surf, a big grin
    and a sparkle on one point."""
    p.plan = "starfish"
    star = (250, 210, 60)
    pts = [((24 if i % 2 == 0 else 10) * math.cos(math.radians(-90 + i * 36)),
            -34 + (24 if i % 2 == 0 else 10) * math.sin(math.radians(-90 + i * 36))) for i in range(10)]
    p.fill(p.P(pts), star)
    for x, y in pts[::2]:
        p.dot(x * 0.6, -34 + (y + 34) * 0.6, 1, shade(star, 0.7))
    p.mark("head")
    p.eye(-4, -38, 2, WHITE, INK)
    p.eye(4, -38, 2, WHITE, INK)
    p.line([(-5, -30), (0, -27), (5, -30)], 0.6, INK)
    _stars(p, [(22, -62)], (255, 255, 255))


# --- the rest of the most-seen list ----------------------------------------------------------------


@bespoke("Leghul", zoom=1.1, height=50)
def leghul(p: Painter, c, o) -> None:
    """Leghul: a long green centipede-like bug scuttling on a row of many thin legs, antennae up."""
    p.plan = "insect"
    body = (110, 170, 70)
    for i in range(7):
        x = -30 + i * 9
        p.line([(x, -10), (x - 3, -4), (x - 2, 0)], 0.6, shade(body, 0.6))
        p.line([(x + 2, -10), (x + 5, -4), (x + 6, 0)], 0.6, shade(body, 0.6))
    for i in range(7):
        p.fill(p.E(-30 + i * 9, -13, 6, 5), body if i % 2 else shade(body, 1.15))
    p.mark("head")
    p.fill(p.E(34, -16, 6, 5.5), body)
    p.line([(36, -20), (42, -32)], 0.5, body)
    p.line([(34, -21), (36, -34)], 0.5, body)
    p.eye(37, -17, 1.6, (250, 80, 60))


@bespoke("Griggle", zoom=1.15, height=60)
def griggle(p: Painter, c, o) -> None:
    """Griggle: a cheerful yellow bulb-plant with a round face, sprouting two leaf arms and a curly
    vine topknot."""
    p.plan = "flower"
    bulb = (240, 210, 70)
    p.fill(p.E(0, -4, 14, 4), (110, 80, 50))
    p.fill(p.E(0, -22, 16, 18), bulb)
    p.mark("arm", 2)
    p.fill(p.E(-20, -28, 8, 4, 30) | p.E(20, -28, 8, 4, -30), (90, 170, 70))
    p.line([(0, -40), (2, -48), (8, -50), (8, -44), (4, -46)], 0.7, (90, 170, 70))
    p.mark("head")
    p.eye(-5, -24, 2.2, WHITE, INK)
    p.eye(5, -24, 2.2, WHITE, INK)
    p.fill(p.E(0, -14, 5, 3) & p.R(-6, -14, 6, -10), (150, 40, 40))


@bespoke("Key Mace", zoom=1.15, height=76)
def key_mace_card(p: Painter, c, o) -> None:
    """Key Mace: a little winged pink fairy riding a great golden key-shaped mace, the key's bow a
    ring with a gem."""
    p.plan = "key_mace"
    things.key_mace(p, {**c, "body": (240, 150, 200), "eye": (120, 60, 200)}, {})
    p.mark("head")
    p.fill(p.E(14, -40, 4, 4), (250, 220, 200))
    p.fill(p.E(16, -48, 6, 3, -30) | p.E(10, -48, 6, 3, 30), (220, 240, 255))
    p.fill(p.E(13, -42, 4, 3) & p.R(8, -46, 18, -40), (240, 150, 200))


@bespoke("Magical Ghost", zoom=1.15, height=72)
def magical_ghost(p: Painter, c, o) -> None:
    """The magical ghost: a blue ghost in a pointed witch's hat, a wand in its wispy hand casting a
    trail of sparkles."""
    p.plan = "ghost"
    things.ghost(p, {**c, "body": (100, 130, 220), "eye": (255, 240, 120)}, {})
    p.mark("head")
    p.fill(p.P([(-16, -62), (16, -62), (4, -66), (-4, -86), (-6, -66)]), (60, 40, 110))
    p.mark("staff")
    p.fill(p.C(30, -30, 40, -46, 0.8), (150, 110, 60))
    _stars(p, [(42, -50), (36, -60), (28, -68)], (255, 250, 180))


@bespoke("Air Marmot of Nefariousness", zoom=1.2, height=56)
def air_marmot(p: Painter, c, o) -> None:
    """The air marmot: a sly brown marmot standing on its haunches, cheeks puffed, a gust of wind
    swirling round its raised paws."""
    p.plan = "quadruped"
    fur, belly = (160, 120, 80), (230, 200, 150)
    p.fill(p.T([(-10, -8), (-22, -6), (-28, -14)], 4, 2.5), shade(fur, 0.9))
    p.fill(p.E(0, -18, 12, 16), fur)
    p.fill(p.E(3, -16, 7, 11) & p.E(0, -18, 12, 16), belly)
    p.mark("arm", 2)
    p.fill(p.C(6, -26, 14, -30, 2.4) | p.C(-4, -26, 10, -34, 2.4), fur)
    p.mark("head")
    p.fill(p.E(4, -40, 9, 8), fur)
    p.fill(p.E(-2, -46, 3, 3) | p.E(9, -47, 3, 3), shade(fur, 0.8))
    p.eye(2, -41, 1.6, INK, INK)
    p.eye(8, -41, 1.6, INK, INK)
    p.fill(p.E(5, -35, 3, 2), belly)
    for r in (14, 20):
        p.fill(p.E(10, -38, r, r * 0.6) & ~p.E(10, -38, r - 1.5, r * 0.6 - 1.5) & p.R(14, -60, 40, -20),
               (230, 240, 250), outline=False)


@bespoke("The Melting Red Shadow", zoom=1.15, height=60)
def melting_red(p: Painter, c, o) -> None:
    """The melting red shadow: a red ooze melting into a puddle, a dripping mass with sad hollow eyes
    and a drooping mouth."""
    p.plan = "blob"
    red = (210, 50, 50)
    p.fill(p.E(0, -3, 30, 5), shade(red, 0.8))
    p.fill(p.P([(-18, -2), (-20, -22), (-10, -40), (6, -42), (18, -26), (20, -2)]), red)
    for x, l in ((-14, 10), (-4, 16), (10, 12)):
        p.fill(p.C(x, -20, x, -20 + l, 2.2, 1.6), red)
    p.mark("head")
    p.fill(p.E(-6, -28, 3, 4) | p.E(6, -28, 3, 4), INK, outline=False)
    p.mark("eye", 2)
    p.line([(-5, -16), (0, -18), (5, -16)], 0.6, INK)


@bespoke("Basic Insect", zoom=1.15, height=50)
def basic_insect(p: Painter, c, o) -> None:
    """The basic insect: a plain green grasshopper-like bug with big hind legs, long antennae and a
    shiny shell."""
    p.plan = "insect"
    body = (110, 170, 80)
    p.fill(p.T([(-14, -16), (-24, -28), (-30, -2)], 1.8, 1.2), shade(body, 0.75))
    for x in (-4, 6):
        p.line([(x, -12), (x + 2, -4), (x + 4, 0)], 0.7, shade(body, 0.6))
    p.fill(p.E(-4, -16, 18, 8), body)
    p.line([(-20, -18), (12, -20)], 0.5, shade(body, 0.6))
    p.fill(p.T([(-12, -16), (-20, -30), (-26, 0)], 2.4, 1.4), body)
    p.mark("head")
    p.fill(p.E(16, -18, 6, 6), body)
    p.line([(18, -23), (30, -38)], 0.45, body)
    p.line([(16, -24), (22, -40)], 0.45, body)
    p.eye(18, -19, 1.8, (250, 60, 40))


@bespoke("Petit Moth", zoom=1.2, height=50)
def petit_moth(p: Painter, c, o) -> None:
    """The petit moth: a tiny pale larva in a nest of silk on a leaf, round head, stubby feet, the
    great moth it will become still folded inside."""
    p.plan = "worm"
    body = (220, 220, 120)
    p.fill(p.E(0, -4, 30, 5, 4), (80, 160, 70))
    for i, (x, y) in enumerate(((-16, -8), (-8, -10), (0, -12), (8, -14))):
        p.fill(p.E(x, y, 6, 5.5), body if i % 2 else shade(body, 1.1))
    p.mark("head")
    p.fill(p.E(16, -16, 7, 7), body)
    p.eye(18, -18, 1.8, INK, INK)
    p.line([(18, -22), (22, -28)], 0.4, body)


@bespoke("Fiend's Hand", zoom=1.1, height=76)
def fiends_hand(p: Painter, c, o) -> None:
    """The fiend's hand: a rotting green hand bursting up out of a grave mound, clawing at the air,
    a tombstone leaning behind."""
    p.plan = "hand"
    p.fill(p.E(-24, -20, 8, 8) | p.R(-32, -20, -16, 0), (140, 140, 150))
    p.line([(-24, -22), (-24, -10)], 0.6, (90, 90, 100))
    p.line([(-28, -18), (-20, -18)], 0.6, (90, 90, 100))
    p.fill(p.E(4, 0, 26, 8), (100, 80, 60))
    things.hand(p, {**c, "skin": (120, 170, 100), "horn": (230, 230, 200)}, {})


@bespoke("Wood Remains", zoom=1.1, height=80)
def wood_remains(p: Painter, c, o) -> None:
    """The wood remains: a dead hollow tree come to life, bare twisted branches like claws, a gaping
    knot-hole mouth and glowing eyes."""
    p.plan = "tree"
    bark = (110, 80, 60)
    p.fill(p.P([(-16, 0), (-10, -30), (-12, -56), (12, -56), (10, -30), (16, 0)]), bark)
    for pts in (((-10, -50), (-24, -62), (-34, -58)), ((-6, -56), (-10, -72), (-4, -80)),
                ((8, -54), (22, -66), (30, -62)), ((4, -56), (8, -74))):
        p.fill(p.T(list(pts), 3, 1), bark)
    p.mark("head")
    p.fill(p.E(0, -28, 6, 8), (30, 20, 20))
    p.eye(-5, -42, 1.8, (250, 200, 60), (250, 120, 20))
    p.eye(5, -42, 1.8, (250, 200, 60), (250, 120, 20))
    for x in (-14, 14):
        p.line([(x, -2), (x * 1.6, 0)], 1.2, bark)


@bespoke("Frog The Jam", zoom=1.2, height=50)
def frog_the_jam(p: Painter, c, o) -> None:
    """Frog the jam: a frog of wobbly teal jelly slumped in a puddle of itself, bulging eyes, a lazy
    smile, drips sliding off."""
    p.plan = "frog"
    jam = (80, 180, 160)
    p.fill(p.E(0, -4, 30, 5), shade(jam, 0.8))
    p.fill(p.E(0, -16, 22, 14) & p.R(-24, -32, 24, -3), jam)
    p.glow(p.E(-8, -22, 6, 4), WHITE, 0.4)
    p.mark("head")
    for x in (-10, 10):
        p.fill(p.E(x, -30, 6, 6), jam)
        p.eye(x, -31, 3, (255, 240, 120), INK)
    p.line([(-8, -14), (0, -11), (8, -14)], 0.6, INK)
    for x in (-20, 18):
        p.fill(p.C(x, -10, x, -4, 1.6), jam)


@bespoke("Droll Bird", zoom=1.15, height=70)
def droll_bird(p: Painter, c, o) -> None:
    """The droll bird: a comical purple bird with a huge curved beak, a tuft of head feathers and
    skinny legs, wings flapping awkwardly."""
    p.plan = "bird"
    body, beak = (160, 90, 190), (250, 190, 60)
    beasts._wing(p, -2, -36, 30, 30, shade(body, 0.85), shade(body, 0.85), bat=False)
    for x in (-4, 4):
        p.line([(x, -18), (x, 0), (x + 4, 0)], 0.7, beak)
    p.fill(p.E(0, -28, 12, 12), body)
    p.mark("head")
    p.fill(p.E(6, -46, 9, 8), body)
    p.fill(p.P([(12, -50), (34, -44), (30, -34), (14, -40)]), beak)
    for i in range(3):
        p.line([(2, -52), (-2 + i * 4, -62)], 0.6, (240, 200, 60))
    p.eye(6, -48, 2.2, WHITE, INK)


@bespoke("Flame Viper", zoom=1.1, height=70)
def flame_viper(p: Painter, c, o) -> None:
    """The flame viper: a red-orange viper coiled in a ring of fire, hood flared, fangs bared,
    flames licking from its scales."""
    p.plan = "serpent"
    body = (220, 80, 40)
    for x in range(-34, 38, 10):
        p.fill(p.P([(x - 4, 0), (x, -10 - (x % 3) * 3), (x + 4, 0)]), (255, 170, 40), outline=False)
    beasts.serpent(p, {**c, "body": body, "belly": (250, 200, 120), "eye": (255, 240, 90)}, {})
    p.fill(p.E(8, -60, 12, 8) & ~p.E(10, -64, 9, 7), shade(body, 0.85))


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


@bespoke("Sectarian of Secrets", zoom=1.15, height=76)
def sectarian(p: Painter, c, o) -> None:
    """The sectarian of secrets: a cultist in a deep crimson hooded robe, face in shadow but for two
    red eyes, a closed book of secrets clasped to the chest."""
    _caster(p, (140, 40, 50), (60, 40, 50), (255, 60, 40), hood=(140, 40, 50))
    p.mark("book")
    p.fill(p.R(-6, -38, 6, -28), (60, 40, 30))
    p.fill(p.R(-4, -36, 4, -30), (230, 200, 90))


@bespoke("Curtain of the Dark Ones", zoom=1.15, height=80)
def curtain_dark_ones(p: Painter, c, o) -> None:
    """The curtain of the dark ones: a thin caster hiding behind a heavy dark-blue curtain drawn from
    above, only a pointed hat, glowing eyes and one hand with a violet orb showing."""
    _caster(p, (40, 50, 100), (200, 190, 220), (255, 220, 60), hat=(40, 50, 100), orb=(180, 120, 255))
    for x in range(-30, -4, 6):
        p.fill(p.P([(x, -86), (x + 6, -86), (x + 8, 0), (x + 1, 0)]), (60, 30, 80), ink=(30, 10, 40))
    p.fill(p.C(-34, -86, 10, -86, 2), (200, 160, 60))


@bespoke("Cockroach Knight", zoom=1.15, height=72)
def cockroach_knight(p: Painter, c, o) -> None:
    """The cockroach knight: a brown cockroach standing upright in a knight's pose, its shell a cloak,
    antennae swept back, a spindly sword and a round shield."""
    p.plan = "insect"
    shell, leg = (140, 80, 40), (90, 60, 30)
    p.fill(p.C(-3, -20, -6, 0, 1.4) | p.C(3, -20, 6, 0, 1.4), leg)
    p.fill(p.E(-2, -34, 11, 20), shell)
    p.line([(-2, -54), (-2, -16)], 0.6, shade(shell, 0.55))
    p.mark("shield")
    p.fill(p.E(-14, -34, 6, 7), (170, 170, 180))
    p.mark("sword")
    p.fill(p.C(12, -30, 26, -58, 0.9), (220, 228, 240))
    p.mark("arm", 2)
    p.fill(p.C(6, -40, 12, -30, 1.2) | p.C(-6, -40, -12, -34, 1.2), leg)
    p.mark("head")
    p.fill(p.E(2, -56, 6, 5), shade(shell, 0.8))
    p.line([(0, -60), (-14, -74)], 0.4, leg)
    p.line([(4, -60), (-6, -78)], 0.4, leg)
    p.eye(4, -56, 1.6, (250, 220, 60))


@bespoke("Hane-Hane", zoom=1.15, height=70)
def hane_hane(p: Painter, c, o) -> None:
    """Hane-hane: a round little feathered creature that is mostly wings, green and white plumage,
    bouncing on bird feet with a tuft on top."""
    p.plan = "bird"
    feather = (100, 180, 90)
    for side in (-1, 1):
        p.mark("wing")
        for i in range(4):
            a = math.radians(-90 + side * (40 + i * 22))
            p.fill(p.C(side * 8, -30, side * 8 + math.cos(a) * 26, -30 + math.sin(a) * 26, 4, 2),
                   shade(feather, 1.1 - 0.07 * i))
    for x in (-4, 4):
        p.line([(x, -14), (x, 0), (x + 3, 0)], 0.6, (240, 190, 60))
    p.fill(p.E(0, -28, 13, 14), (240, 245, 235))
    p.mark("head")
    p.eye(-4, -32, 2.2, INK, INK)
    p.eye(4, -32, 2.2, INK, INK)
    p.fill(p.P([(-2, -27), (2, -27), (0, -23)]), (240, 170, 50))
    for i in range(3):
        p.line([(0, -42), (-3 + i * 3, -50)], 0.6, feather)


@bespoke("Dragon Zombie", zoom=1.05, height=80)
def dragon_zombie(p: Painter, c, o) -> None:
    """The dragon zombie: a rotting green dragon on four legs, ribs bared through its flank, wings
    torn to tatters, a jaw hanging loose."""
    p.plan = "dragon.skeletal"
    body, bone, wing = (110, 140, 90), (220, 210, 180), (80, 90, 70)
    beasts._wing(p, 6, -36, 30, 40, shade(body, 0.8), shade(wing, 0.8))
    p.fill(p.T([(-14, -24), (-30, -16), (-44, -10)], 6, 1.5), body)
    p.fill(p.C(12, -22, 16, -2, 4, 3) | p.C(-12, -22, -16, -2, 4.5, 3.5), shade(body, 0.7))
    p.fill(p.E(0, -28, 22, 11), body)
    p.fill(p.E(0, -28, 10, 7), (60, 30, 40), outline=False)
    for x in range(-6, 8, 4):
        p.line([(x, -34), (x + 1, -22)], 0.7, bone)
    p.fill(p.C(-10, -20, -8, -2, 4.5, 3.5) | p.C(18, -26, 22, -2, 4.5, 3.5), body)
    beasts._wing(p, -4, -34, 40, 44, body, wing)
    for x, y in ((-30, -62), (-18, -56)):
        p.fill(p.E(x, y, 5, 4), (40, 20, 40), outline=False)
    p.fill(p.T([(16, -34), (24, -46), (28, -54)], 6, 4.5), body)
    dragon_head(p, 34, -60, {**c, "body": body, "horn": bone, "eye": (250, 240, 120)}, o, 1.0)
    p.fill(p.P([(36, -55), (48, -46), (44, -44), (34, -52)]), bone)


@bespoke("Hurricail", zoom=1.1, height=76)
def hurricail(p: Painter, c, o) -> None:
    """Hurricail: a wind spirit spinning as a white whirlwind, a small face with closed eyes at its
    top and debris caught up in the spiral."""
    p.plan = "ghost"
    wind = (230, 240, 250)
    for i in range(7):
        y = -6 - i * 9
        r = 6 + i * 3.5
        p.fill(p.E(i % 2 * 3 - 1.5, y, r, 3.2) & ~p.E(i % 2 * 3 - 1.5, y + 1, r - 2, 2), wind, outline=False)
    p.mark("head")
    p.fill(p.E(0, -70, 9, 7), wind)
    p.mark("eye", 2)
    p.line([(-5, -71), (-2, -70)], 0.5, INK)
    p.line([(2, -70), (5, -71)], 0.5, INK)
    for x, y in ((-20, -40), (18, -30), (-12, -60), (24, -56)):
        p.fill(p.E(x, y, 2.4, 1.2, 30), (120, 160, 80))


@bespoke("Man-eater Bug", zoom=1.1, height=56)
def man_eater_bug(p: Painter, c, o) -> None:
    """The man-eater bug: a hungry beige bug with a split shell, a wide gaping maw lined with fangs
    and pincer mandibles."""
    p.plan = "insect"
    shell = (200, 160, 100)
    for i in range(3):
        x = -14 + i * 10
        p.line([(x, -10), (x - 5, -4), (x - 3, 0)], 0.9, shade(shell, 0.6))
    p.fill(p.E(-6, -18, 20, 12), shell)
    p.line([(-6, -30), (-6, -8)], 0.6, shade(shell, 0.55))
    p.mark("head")
    p.fill(p.E(16, -16, 10, 10), shade(shell, 0.9))
    p.fill(p.E(20, -14, 6, 5), (110, 10, 30))
    for t in range(4):
        p.fill(p.P([(16 + t * 3, -19), (17 + t * 3, -15), (18 + t * 3, -19)]), WHITE, outline=False, flat=True)
    p.fill(p.T([(22, -22), (30, -26), (32, -20)], 1.4, 0.8) | p.T([(22, -8), (30, -4), (32, -10)], 1.4, 0.8),
           (120, 90, 60))
    p.eye(14, -22, 1.8, (255, 60, 40))


@bespoke("Blackland Fire Dragon", zoom=1.05, height=80)
def blackland_fire(p: Painter, c, o) -> None:
    """The blackland fire dragon: a dark red dragon coiling up from scorched black ground, wings
    spread, breathing a stream of fire."""
    p.plan = "dragon.quadruped"
    body, wing = (170, 50, 40), (90, 30, 30)
    p.fill(p.E(0, -2, 40, 5), (30, 20, 20))
    beasts._dragon_quadruped(p, {**c, "body": body, "belly": (240, 170, 90), "wing": wing, "horn": (60, 40, 40),
                                  "eye": (255, 220, 60)}, {**o, "heads": 1})
    p.fill(p.P([(48, -62), (62, -70), (60, -58), (66, -52), (50, -56)]), (255, 170, 40))
    p.fill(p.P([(48, -61), (56, -64), (52, -58)]), (255, 240, 140), outline=False)


@bespoke("Koumori Dragon", zoom=1.05, height=80)
def koumori_dragon(p: Painter, c, o) -> None:
    """The koumori dragon: a bat-winged dark dragon on two legs, its wings its arms, tall and thin,
    leering with red eyes."""
    body, wing = (70, 60, 90), (100, 70, 120)
    beasts._wyvern(p, {**c, "body": body, "belly": (140, 120, 150), "wing": wing, "horn": (200, 190, 200),
                       "eye": (255, 50, 50)}, {**o, "heads": 1})
    p.plan = "dragon.wyvern"


@bespoke("Psychic Kappa", zoom=1.15, height=72)
def psychic_kappa(p: Painter, c, o) -> None:
    """The psychic kappa: a green turtle-backed water imp with a water-filled dish on its head and a
    beak, hands raised sending out psychic rings."""
    p.plan = "figure"
    skin, shell = (90, 170, 100), (140, 110, 60)
    p.fill(p.E(-6, -30, 10, 14), shell)
    p.fill(p.C(-3, -20, -5, 0, 2.6) | p.C(3, -20, 5, 0, 2.6), skin)
    p.fill(p.E(0, -32, 8, 12), skin)
    _arm(p, [(-6, -40), (-12, -48), (-10, -56)], skin, skin, 2.2)
    _arm(p, [(6, -40), (14, -46), (20, -50)], skin, skin, 2.2)
    for r in (6, 10):
        p.fill(p.E(24, -52, r, r) & ~p.E(24, -52, r - 1.2, r - 1.2), (200, 140, 255), outline=False)
    p.mark("head")
    p.fill(p.E(1, -54, 7, 6.5), skin)
    p.fill(p.P([(5, -54), (12, -52), (5, -50)]), (240, 200, 60))
    p.fill(p.E(0, -60, 6, 2), (150, 210, 240))
    p.eye(2, -56, 1.4, (255, 240, 100), INK)


@bespoke("Hoshiningen", zoom=1.15, height=70)
def hoshiningen(p: Painter, c, o) -> None:
    """Hoshiningen: a little star-headed sprite with a smiling five-pointed head, a tiny body and a
    wand that scatters stars."""
    p.plan = "figure"
    star, body = (250, 220, 70), (240, 240, 250)
    p.fill(p.C(-2, -18, -3, 0, 1.8) | p.C(2, -18, 3, 0, 1.8), body)
    p.fill(p.E(0, -24, 6, 9), body)
    _arm(p, [(-5, -28), (-12, -30)], body, body, 1.6)
    _arm(p, [(5, -28), (12, -36)], body, body, 1.6)
    p.mark("staff")
    p.fill(p.C(12, -36, 18, -48, 0.7), (200, 160, 80))
    _stars(p, [(20, -52), (26, -44), (14, -60)])
    p.mark("head")
    pts = [((18 if i % 2 == 0 else 8) * math.cos(math.radians(-90 + i * 36)),
            -46 + (18 if i % 2 == 0 else 8) * math.sin(math.radians(-90 + i * 36))) for i in range(10)]
    p.fill(p.P(pts), star)
    p.eye(-3, -47, 1.4, INK, INK)
    p.eye(3, -47, 1.4, INK, INK)
    p.line([(-3, -42), (0, -40), (3, -42)], 0.5, INK)


@bespoke("Larvae Moth", zoom=1.15, height=60)
def larvae_moth(p: Painter, c, o) -> None:
    """The larvae moth: a pale grub hatched from a cracked cocoon on a branch, a moth's feathery
    antennae already sprouting from its head."""
    p.plan = "worm"
    grub = (230, 220, 170)
    p.fill(p.C(-40, -8, 40, -6, 2.4), (110, 80, 50))
    p.fill(p.E(-20, -18, 10, 12) & ~p.E(-14, -22, 8, 10), (240, 240, 230))
    for i, (x, y) in enumerate(((-14, -16), (-6, -18), (2, -22), (8, -28))):
        p.fill(p.E(x, y, 6, 5.5), grub if i % 2 else shade(grub, 1.1))
    p.mark("head")
    p.fill(p.E(12, -36, 7, 6.5), grub)
    for side in (-1, 1):
        p.line([(12 + side * 2, -42), (12 + side * 8, -54)], 0.5, (150, 120, 80))
        for t in range(3):
            p.line([(12 + side * (4 + t * 1.5), -45 - t * 3), (12 + side * (7 + t * 1.5), -44 - t * 3)], 0.3,
                   (150, 120, 80))
    p.eye(14, -37, 1.6, INK, INK)


@bespoke("Phantom Ghost", zoom=1.15, height=72)
def phantom_ghost(p: Painter, c, o) -> None:
    """The phantom ghost: a pale, grinning spook with long flowing arms and a trailing tail, hovering
    over a graveyard at night."""
    p.plan = "ghost"
    pale = (220, 225, 240)
    p.fill(p.T([(0, -40), (-6, -24), (-18, -12), (-32, -8)], 14, 2), pale)
    _arm(p, [(-10, -44), (-22, -52), (-30, -46)], pale, pale, 3)
    _arm(p, [(10, -44), (22, -54), (30, -62)], pale, pale, 3)
    p.mark("head")
    p.fill(p.E(0, -52, 13, 14), pale)
    p.fill(p.E(-5, -56, 3, 4) | p.E(5, -56, 3, 4), INK, outline=False)
    p.mark("eye", 2)
    p.fill(p.E(0, -45, 7, 3) & p.R(-8, -45, 8, -41), INK, outline=False)
    for t in range(4):
        p.fill(p.P([(-5 + t * 3, -45), (-4 + t * 3, -43), (-3 + t * 3, -45)]), WHITE, outline=False, flat=True)


@bespoke("Tentacle Plant", zoom=1.1, height=70)
def tentacle_plant(p: Painter, c, o) -> None:
    """The tentacle plant: a swollen green pod with an eye, writhing tentacle vines lashing out from
    it in every direction."""
    p.plan = "vine"
    green = (70, 150, 100)
    for a in (200, 235, 270, 305, 340):
        r = math.radians(a)
        x, y = 30 * math.cos(r), -24 + 30 * math.sin(r)
        p.fill(p.T([(0, -24), (x * 0.5, -24 + (y + 24) * 0.5 - 6), (x, y), (x * 1.15, y + 6)], 3, 1.2),
               shade(green, 0.9))
    p.fill(p.E(0, -20, 14, 16), green)
    p.mark("head")
    p.eye(2, -24, 4, (250, 230, 80), INK)


@bespoke("Hitodenchak", zoom=1.15, height=60)
def hitodenchak(p: Painter, c, o) -> None:
    """Hitodenchak: a red starfish fighter crouched on the seabed, two arms raised like fists, a
    scowling face in its centre."""
    p.plan = "starfish"
    red = (220, 80, 70)
    pts = [((24 if i % 2 == 0 else 9) * math.cos(math.radians(-90 + i * 36 + 10)),
            -26 + (24 if i % 2 == 0 else 9) * math.sin(math.radians(-90 + i * 36 + 10))) for i in range(10)]
    p.fill(p.P(pts), red)
    for x, y in pts[::2]:
        p.dot(x * 0.55, -26 + (y + 26) * 0.55, 1, (250, 220, 200))
    p.mark("head")
    p.line([(-7, -32), (-2, -29)], 0.7, INK)
    p.line([(7, -32), (2, -29)], 0.7, INK)
    p.eye(-4, -27, 1.6, (255, 240, 120), INK)
    p.eye(4, -27, 1.6, (255, 240, 120), INK)


@bespoke("Abyss Flower", zoom=1.15, height=70)
def abyss_flower(p: Painter, c, o) -> None:
    """The abyss flower: a drooping deep-blue flower on a black stem, its petals framing a dark
    pit with one glowing eye."""
    p.plan = "flower"
    petal = (60, 80, 190)
    p.fill(p.T([(0, 0), (-4, -24), (2, -44)], 1.8, 1.4), (40, 50, 40))
    p.fill(p.E(-10, -18, 8, 3, 20), (50, 80, 60))
    for i in range(7):
        a = math.radians(200 + i * 24)
        p.fill(p.E(2 + 12 * math.cos(a), -50 + 12 * math.sin(a), 7, 4, -(200 + i * 24)), petal)
    p.mark("head")
    p.fill(p.E(2, -50, 8, 7), (20, 10, 30))
    p.eye(2, -50, 2.4, (240, 80, 200), INK)


@bespoke("The Bewitching Phantom Thief", zoom=1.15, height=84)
def phantom_thief(p: Painter, c, o) -> None:
    """The bewitching phantom thief: a gentleman thief in a black suit, red-lined cape swept open,
    top hat and domino mask, tipping a cane."""
    p.plan = "figure"
    suit, lining, skin = (40, 40, 55), (190, 30, 50), (240, 210, 190)
    p.fill(p.P([(-8, -50), (8, -50), (18, -6), (-22, -10)]), lining)
    p.fill(p.C(-3, -24, -5, -2, 2.8) | p.C(3, -24, 5, -2, 2.8), suit)
    p.fill(p.P([(-8, -50), (8, -50), (7, -22), (-7, -22)]), suit)
    p.fill(p.P([(-2, -50), (2, -50), (0, -40)]), WHITE)
    _arm(p, [(-7, -46), (-12, -36), (-10, -28)], suit, WHITE, 2.3)
    p.mark("cane")
    p.fill(p.C(16, 0, 18, -36, 0.9), (40, 30, 30))
    _arm(p, [(7, -46), (14, -40), (18, -36)], suit, WHITE, 2.3)
    _head(p, 1, -56, skin, (60, 60, 200), r=6.2, hair=(240, 240, 240))
    p.fill(p.R(-4, -58, 8, -55), INK, outline=False)
    p.fill(p.R(-7, -62, 9, -61) | p.R(-4, -62, 6, -76), suit)
    p.fill(p.R(-4, -64, 6, -66), lining, outline=False)


@bespoke("Boo Koo", zoom=1.2, height=56)
def boo_koo(p: Painter, c, o) -> None:
    """Boo koo: a small violet fox-like beast with long floppy ears and a forked tail, sitting up
    with a mischievous grin, a magic wisp over its head."""
    p.plan = "quadruped"
    fur = (150, 110, 190)
    p.fill(p.T([(-10, -8), (-22, -14), (-28, -24)], 3, 1.5) | p.T([(-10, -8), (-24, -6), (-32, -12)], 3, 1.5), fur)
    p.fill(p.E(0, -14, 12, 12), fur)
    p.fill(p.C(-6, -6, -8, 0, 3) | p.C(6, -6, 8, 0, 3), fur)
    p.mark("head")
    p.fill(p.E(6, -32, 9, 8) | p.P([(10, -34), (20, -30), (10, -27)]), fur)
    p.fill(p.T([(2, -38), (-6, -46), (-12, -40)], 2.5, 1.5) | p.T([(8, -39), (10, -50), (4, -54)], 2.5, 1.5), fur)
    p.eye(8, -33, 1.8, (255, 230, 60), INK)
    p.line([(12, -28), (18, -29)], 0.4, INK)
    p.glow(p.E(0, -60, 4, 4), (180, 240, 255), 0.8)


@bespoke("The Furious Sea King", zoom=1.15, height=84)
def sea_king(p: Painter, c, o) -> None:
    """The furious sea king: a scaly merman king in the waves, gold crown, a wild sea-green beard,
    brandishing a trident."""
    p.plan = "figure"
    scale, skin = (60, 140, 120), (110, 180, 160)
    p.fill(p.P([(-10, -30), (10, -30), (14, 0), (-14, 0)]), scale)
    p.fill(p.P([(-9, -50), (9, -50), (10, -28), (-10, -28)]), skin)
    _arm(p, [(-8, -46), (-16, -38), (-14, -28)], skin, skin, 2.6)
    p.mark("spear")
    p.fill(p.C(16, 0, 16, -74, 1.1), (230, 190, 70))
    for dx in (-4, 0, 4):
        p.fill(p.P([(16 + dx - 1, -72), (16 + dx, -80), (16 + dx + 1, -72)]), (240, 210, 90))
    p.fill(p.C(12, -72, 20, -72, 0.8), (240, 210, 90))
    _arm(p, [(8, -46), (14, -42), (16, -48)], skin, skin, 2.6)
    _head(p, 1, -57, skin, (255, 60, 40), r=6.5)
    p.fill(p.P([(-4, -54), (8, -54), (4, -42), (0, -44)]), (60, 160, 120))
    p.fill(p.P([(-6, -62), (-6, -70), (-2, -66), (1, -72), (4, -66), (7, -70), (7, -62)]), (250, 210, 60))
    for x in range(-40, 44, 10):
        p.fill(p.E(x, 0, 7, 4) & p.R(x - 8, -5, x + 8, 0), (150, 210, 240))


@bespoke("Lucky Trinket", zoom=1.2, height=56)
def lucky_trinket(p: Painter, c, o) -> None:
    """The lucky trinket: a little golden good-luck charm come alive, a bell-shaped body on a red
    cord, a four-leaf clover on top and a happy face."""
    p.plan = "figure"
    gold = (240, 200, 70)
    p.line([(0, -62), (0, -50)], 0.6, (200, 40, 40))
    p.fill(p.P([(-14, -4), (-10, -36), (0, -44), (10, -36), (14, -4)]), gold)
    p.fill(p.E(0, -4, 14, 3), shade(gold, 0.8))
    p.mark("head")
    p.eye(-4, -28, 1.8, INK, INK)
    p.eye(4, -28, 1.8, INK, INK)
    p.line([(-3, -22), (0, -20), (3, -22)], 0.5, INK)
    for dx, dy in ((-2, -64), (2, -64), (-2, -68), (2, -68)):
        p.fill(p.E(dx, dy, 2.4, 2.4), (80, 180, 80))
    p.mark("arm", 2)
    p.fill(p.C(-12, -20, -18, -26, 1.6) | p.C(12, -20, 18, -26, 1.6), gold)


@bespoke("LaLa Li-oon", zoom=1.15, height=64)
def lala_li_oon(p: Painter, c, o) -> None:
    """LaLa Li-oon: a round pink thunder imp with a cheeky smile, spiky tufts, and a lightning-bolt
    tail crackling behind it."""
    p.plan = "orb_spirit"
    pink = (240, 140, 190)
    _bolt(p, -30, -60, 1.4, (255, 240, 120))
    p.fill(p.T([(-8, -36), (-20, -30), (-26, -40)], 3, 1), pink)
    for a in (-60, -30, 0, 30):
        r = math.radians(a - 90)
        p.fill(p.P([(12 * math.cos(r - 0.2), -36 + 12 * math.sin(r - 0.2)), (20 * math.cos(r), -36 + 20 * math.sin(r)),
                    (12 * math.cos(r + 0.2), -36 + 12 * math.sin(r + 0.2))]), shade(pink, 0.85))
    p.mark("head")
    p.fill(p.E(0, -36, 14, 13), pink)
    p.eye(-4, -38, 2.2, WHITE, INK)
    p.eye(5, -38, 2.2, WHITE, INK)
    p.line([(-4, -31), (0, -29), (5, -31)], 0.5, INK)


@bespoke("Meda Bat", zoom=1.1, height=66)
def meda_bat(p: Painter, c, o) -> None:
    """Meda bat: a brown bat whose body is a great round bronze medal, wings spread from its rim,
    eyes staring from the medal's face."""
    p.plan = "bat"
    wing, bronze = (110, 80, 60), (200, 140, 70)
    y = -40
    for side in (-1, 1):
        p.mark("wing")
        p.fill(p.P([(0, y - 4), (side * 16, y - 14), (side * 44, y - 14), (side * 36, y), (side * 26, y - 4),
                    (side * 16, y + 6)]), wing)
    p.mark("head")
    p.fill(p.E(0, y, 13, 13), bronze)
    p.fill(p.E(0, y, 9, 9) & ~p.E(0, y, 8, 8), shade(bronze, 0.6), outline=False)
    p.eye(-4, y - 2, 2, (255, 240, 120), INK)
    p.eye(4, y - 2, 2, (255, 240, 120), INK)
    p.fill(p.P([(-8, y - 10), (-11, y - 20), (-3, y - 12)]) | p.P([(8, y - 10), (11, y - 20), (3, y - 12)]), wing)


@bespoke("Candle of Fate", zoom=1.15, height=74)
def candle_of_fate(p: Painter, c, o) -> None:
    """The candle of fate: a tall wax candle on a silver dish, a sinister face melting into its wax,
    the flame flaring red."""
    p.plan = "candle"
    things.candle(p, {**c, "eye": (255, 60, 40)}, {})
    p.glow(p.E(0, -62, 10, 12), (255, 80, 40), 0.45)


@bespoke("Man-eating Plant", zoom=1.15, height=72)
def man_eating_plant(p: Painter, c, o) -> None:
    """The man-eating plant: a red bloom whose centre is a fanged maw, leaves like grasping hands,
    snapping at the air."""
    p.plan = "flower"
    red = (210, 50, 60)
    p.fill(p.T([(0, 0), (4, -20), (-2, -36)], 2.4, 1.8), (60, 130, 60))
    p.mark("arm", 2)
    p.fill(p.E(-12, -16, 10, 4, 25) | p.E(12, -22, 10, 4, -25), (70, 150, 70))
    for i in range(8):
        a = math.radians(i * 45)
        p.fill(p.E(-2 + 13 * math.cos(a), -46 + 11 * math.sin(a), 7, 4.5, -i * 45), red)
    p.mark("head")
    p.fill(p.E(-2, -46, 9, 8), (90, 10, 30))
    for t in range(5):
        p.fill(p.P([(-8 + t * 3, -52), (-6.5 + t * 3, -48), (-5 + t * 3, -52)]), WHITE, outline=False, flat=True)
        p.fill(p.P([(-8 + t * 3, -40), (-6.5 + t * 3, -44), (-5 + t * 3, -40)]), WHITE, outline=False, flat=True)


@bespoke("B. Dragon Jungle King", zoom=1.05, height=84)
def jungle_king(p: Painter, c, o) -> None:
    """The black dragon jungle king: a massive dark-green dragon on four legs with vines and leaves
    hanging from its horns and wings, roaring over the jungle."""
    body, wing = (50, 70, 50), (40, 90, 50)
    beasts._dragon_quadruped(p, {**c, "body": body, "belly": (120, 140, 90), "wing": wing, "horn": (200, 190, 150),
                                  "eye": (255, 220, 60)}, {**o, "heads": 1})
    p.plan = "dragon.quadruped"
    for x, y in ((-20, -54), (-30, -62), (-10, -46), (40, -80)):
        p.fill(p.E(x, y, 4, 2.4, 30), (90, 170, 70))
    p.line([(-36, -70), (-34, -56), (-38, -46)], 0.5, (90, 170, 70))


@bespoke("Penguin Soldier", zoom=1.15, height=64)
def penguin_soldier(p: Painter, c, o) -> None:
    """The penguin soldier: a stout penguin in a brass helmet, flipper raised in salute, a short
    sword at its side."""
    beasts.bird(p, {**c, "metal": (210, 170, 70)}, {"bird": "penguin", "armor": True})
    p.plan = "bird"
    p.mark("sword")
    p.fill(p.C(-18, -18, -22, -4, 1), (220, 228, 240))
    p.fill(p.C(-16, -30, -24, -44, 3, 2), (40, 44, 60))


@bespoke("Mystical Capture Chain", zoom=1.1, height=76)
def capture_chain(p: Painter, c, o) -> None:
    """The mystical capture chain: a glowing golden chain coiling in a spiral through the air, its
    end a winged padlock that binds monsters."""
    p.plan = "chain"
    p.mark("chain")
    gold = (240, 200, 80)
    for i in range(18):
        a = math.radians(i * 40)
        r = 8 + i * 1.5
        x, y = r * math.cos(a), -40 + r * 0.8 * math.sin(a)
        p.fill(p.E(x, y, 3.2, 2, i * 40 + 90) & ~p.E(x, y, 1.6, 0.8, i * 40 + 90), gold)
    p.glow(p.E(0, -40, 30, 26), (255, 240, 160), 0.2)
    p.fill(p.R(-6, -48, 6, -36) | (p.E(0, -48, 5, 5) & ~p.E(0, -48, 3, 3)), (190, 195, 210))
    p.dot(0, -42, 1.2, INK)
    for side in (-1, 1):
        p.fill(p.E(side * 12, -50, 7, 3, side * -25), WHITE)


@bespoke("Oscillo Hero #2", zoom=1.15, height=80)
def oscillo_hero(p: Painter, c, o) -> None:
    """Oscillo hero #2: a hero of electricity in a yellow bodysuit and visored helmet with antenna
    fins, sparks arcing between his raised fists."""
    p.plan = "figure"
    suit, trim = (240, 210, 60), (60, 60, 90)
    p.fill(p.C(-4, -24, -6, -2, 3.2) | p.C(4, -24, 6, -2, 3.2), suit)
    p.fill(p.P([(-9, -50), (9, -50), (8, -22), (-8, -22)]), suit)
    p.fill(p.P([(-2, -48), (4, -40), (-2, -36), (4, -28)]), trim)
    _arm(p, [(-8, -46), (-16, -52), (-18, -62)], suit, trim, 2.6)
    _arm(p, [(8, -46), (16, -52), (18, -62)], suit, trim, 2.6)
    _bolt(p, -16, -74, 0.9)
    p.line([(-18, -64), (-8, -70), (0, -64), (8, -70), (18, -64)], 0.6, (255, 250, 170))
    p.mark("head")
    p.fill(p.E(0, -58, 7, 7.5), suit)
    p.fill(p.R(-5, -60, 7, -56), (60, 200, 240), outline=False)
    p.mark("eye", 2)
    for side in (-1, 1):
        p.fill(p.P([(side * 6, -62), (side * 12, -72), (side * 8, -60)]), trim)


@bespoke("Phantom Dewan", zoom=1.15, height=80)
def phantom_dewan(p: Painter, c, o) -> None:
    """Phantom dewan: a pale spectral sage in a flowing blue mantle, transparent below the waist,
    holding a crystal orb aloft."""
    _caster(p, (60, 80, 150), (200, 210, 230), (150, 220, 255), hood=(60, 80, 150), orb=(150, 220, 255))
    p.glow(p.R(-20, -20, 20, 0), (140, 160, 210), 0.55)


@bespoke("The Wandering Doomed", zoom=1.15, height=76)
def wandering_doomed(p: Painter, c, o) -> None:
    """The wandering doomed: a hunched corpse in grey rags shuffling on, a dim lantern swinging from
    one hand, head bowed."""
    p.plan = "figure"
    rag, skin = (100, 95, 110), (170, 180, 150)
    p.fill(p.C(-3, -22, -8, 0, 2.6) | p.C(3, -22, 4, 0, 2.6), rag)
    p.fill(p.P([(-8, -48), (10, -44), (10, -20), (-10, -22)]), rag)
    _arm(p, [(-6, -44), (-10, -32), (-8, -24)], rag, skin, 2.2)
    _arm(p, [(8, -42), (14, -32), (16, -24)], rag, skin, 2.2)
    p.mark("lamp")
    p.line([(16, -24), (16, -18)], 0.4, INK)
    p.fill(p.R(13, -18, 19, -10), (90, 80, 60))
    p.glow(p.E(16, -14, 6, 6), (255, 210, 120), 0.6)
    _head(p, 6, -48, skin, (200, 220, 120), r=6)


@bespoke("Minomushi Warrior", zoom=1.15, height=80)
def minomushi(p: Painter, c, o) -> None:
    """The minomushi warrior: a bagworm warrior in a case of stones and twigs, only its face and
    clawed arms poking out, a stone club raised."""
    p.plan = "pod"
    case, skin = (130, 110, 90), (200, 170, 110)
    p.fill(p.E(0, -30, 13, 30), case)
    for x, y in ((-6, -50), (4, -40), (-4, -26), (6, -14), (-6, -8), (6, -54)):
        p.fill(p.E(x, y, 3.5, 2.6), shade(case, 1.25))
    for y in (-44, -20):
        p.line([(-10, y), (10, y - 4)], 0.5, (90, 70, 40))
    p.mark("head")
    p.fill(p.E(4, -48, 6, 5), skin)
    p.eye(3, -49, 1.2, INK, INK)
    p.eye(7, -49, 1.2, INK, INK)
    _arm(p, [(-10, -36), (-18, -42)], skin, skin, 1.8)
    _arm(p, [(10, -36), (18, -46), (20, -56)], skin, skin, 1.8)
    p.fill(p.E(21, -62, 5, 6), (150, 140, 130))


@bespoke("Hinotama Soul", zoom=1.15, height=64)
def hinotama_soul(p: Painter, c, o) -> None:
    """The hinotama soul: a will-o'-the-wisp fireball with a cheeky face, a long tail of flame
    flickering behind it as it darts."""
    p.plan = "orb_spirit"
    p.fill(p.P([(-8, -42), (-40, -58), (-26, -40), (-44, -34), (-8, -30)]), (240, 110, 40))
    p.fill(p.P([(-8, -40), (-28, -48), (-16, -38), (-28, -34), (-8, -34)]), (255, 200, 80), outline=False)
    p.mark("head")
    p.fill(p.E(0, -36, 12, 12), (250, 140, 40))
    p.fill(p.E(2, -34, 7, 7), (255, 220, 110), outline=False)
    p.eye(-2, -38, 1.8, INK, INK)
    p.eye(5, -38, 1.8, INK, INK)
    p.line([(-1, -31), (2, -29), (5, -31)], 0.5, INK)


@bespoke("Mushroom Man", zoom=1.15, height=66)
def mushroom_man(p: Painter, c, o) -> None:
    """The mushroom man: a stout little man whose head is a red white-spotted toadstool cap, stubby
    arms and legs, a grumpy face on the stalk."""
    p.plan = "mushroom"
    cap, stalk = (210, 50, 50), (240, 225, 200)
    p.fill(p.C(-5, -12, -6, 0, 3) | p.C(5, -12, 6, 0, 3), stalk)
    p.fill(p.E(0, -22, 11, 14), stalk)
    _arm(p, [(-10, -26), (-18, -18)], stalk, stalk, 2.4)
    _arm(p, [(10, -26), (18, -32)], stalk, stalk, 2.4)
    p.mark("head")
    p.fill(p.E(0, -38, 24, 14) & p.R(-26, -54, 26, -34), cap)
    for x, y in ((-14, -42), (0, -48), (12, -42), (-4, -38), (18, -38)):
        p.fill(p.E(x, y, 3, 2.4), WHITE)
    p.eye(-3, -28, 1.5, INK, INK)
    p.eye(4, -28, 1.5, INK, INK)
    p.line([(-2, -22), (3, -23)], 0.5, INK)


@bespoke("Cyber-Stein", zoom=1.15, height=80)
def cyber_stein(p: Painter, c, o) -> None:
    """Cyber-stein: a patched-together green giant with bolts in his neck, a flat stitched head,
    cables running to a steel chest plate, arms stiffly forward."""
    p.plan = "figure"
    skin, metal, coat = (120, 170, 110), (170, 180, 195), (50, 50, 60)
    p.fill(p.C(-5, -24, -6, -2, 3.6) | p.C(5, -24, 6, -2, 3.6), coat)
    p.fill(p.P([(-11, -52), (11, -52), (10, -22), (-10, -22)]), coat)
    p.fill(p.R(-7, -48, 7, -34), metal)
    p.line([(-4, -44), (4, -38)], 0.5, (230, 60, 60))
    _arm(p, [(-10, -48), (4, -44), (20, -44)], coat, skin, 3)
    _arm(p, [(10, -48), (20, -46), (30, -46)], coat, skin, 3)
    p.mark("head")
    p.fill(p.R(-6, -66, 8, -52), skin)
    p.fill(p.R(-7, -68, 9, -64), (30, 30, 40))
    p.line([(-4, -58), (6, -58)], 0.3, INK)
    p.eye(0, -61, 1.2, (255, 240, 120), INK)
    p.eye(5, -61, 1.2, (255, 240, 120), INK)
    p.fill(p.C(-10, -54, 12, -54, 1.2), metal)


@bespoke("Zarigun", zoom=1.15, height=60)
def zarigun(p: Painter, c, o) -> None:
    """Zarigun: a blue armoured sea crab with one giant crushing claw held high and a small one,
    stalked eyes and spiny legs."""
    p.plan = "crab"
    shell = (60, 110, 200)
    for side in (-1, 1):
        for i in range(3):
            x = side * (8 + i * 7)
            p.fill(p.T([(x, -12), (x + side * 7, -8), (x + side * 9, 0)], 1.8, 1.2), shade(shell, 0.8))
    p.fill(p.E(0, -18, 22, 12), shell)
    for x in (-10, 0, 10):
        p.fill(p.P([(x - 3, -28), (x, -34), (x + 3, -28)]), shade(shell, 1.2))
    p.fill(p.T([(18, -20), (28, -34), (30, -46)], 3.5, 3), shell)
    p.fill(p.E(30, -54, 9, 10), shell)
    p.fill(p.P([(26, -62), (30, -70), (36, -60)]), (220, 230, 250))
    p.fill(p.C(-18, -20, -26, -28, 2.4) | p.E(-28, -31, 4, 3.5), shell)
    p.mark("head")
    for x in (-4, 4):
        p.line([(x, -28), (x, -36)], 0.6, shell)
        p.eye(x, -37, 1.8, (255, 240, 120))


@bespoke("Little Chimera", zoom=1.15, height=60)
def little_chimera(p: Painter, c, o) -> None:
    """The little chimera: a small fiery lion cub with a goat's horns and tiny bat wings, a serpent
    tail, flames curling off its mane."""
    p.plan = "quadruped"
    fur, mane = (230, 120, 60), (240, 70, 40)
    beasts._wing(p, 0, -30, 20, 20, shade(fur, 0.8), (160, 60, 50))
    p.fill(p.T([(-14, -20), (-24, -26), (-30, -18), (-34, -24)], 2, 1.6), (90, 150, 80))
    for x in (-10, 8):
        p.fill(p.C(x, -14, x - 1, 0, 3), shade(fur, 0.85))
    p.fill(p.E(-2, -18, 15, 8), fur)
    for x in (-6, 12):
        p.fill(p.C(x, -14, x + 1, 0, 3.2), fur)
    beasts._wing(p, -4, -28, 24, 24, fur, (190, 80, 60))
    p.mark("head")
    for a in range(0, 360, 40):
        r = math.radians(a)
        p.fill(p.P([(14 + 6 * math.cos(r - 0.3), -30 + 6 * math.sin(r - 0.3)),
                    (14 + 12 * math.cos(r), -30 + 12 * math.sin(r)),
                    (14 + 6 * math.cos(r + 0.3), -30 + 6 * math.sin(r + 0.3))]), mane)
    p.fill(p.E(14, -30, 8, 7), fur)
    p.fill(p.T([(10, -36), (6, -44), (10, -48)], 1.4, 0.6), (230, 220, 190))
    p.eye(16, -32, 1.6, (255, 230, 60), INK)


@bespoke("Nemuriko", zoom=1.15, height=76)
def nemuriko(p: Painter, c, o) -> None:
    """Nemuriko: a sleepy child sorceress in pink pyjamas and a long nightcap, hugging a pillow,
    eyes shut, floating Zs rising from her."""
    p.plan = "figure"
    pj, skin = (240, 140, 180), (250, 220, 200)
    p.fill(p.P([(-8, -42), (8, -42), (12, 0), (-12, 0)]), pj)
    for y in (-34, -22, -10):
        p.line([(-9, y), (9, y)], 0.5, (255, 220, 235))
    p.mark("arm", 2)
    p.fill(p.R(-10, -36, 10, -24), (250, 250, 255))
    p.fill(p.E(-10, -30, 2.6, 2.6) | p.E(10, -30, 2.6, 2.6), skin)
    p.mark("head")
    p.fill(p.E(0, -50, 7, 7.5), skin)
    p.mark("eye", 2)
    p.line([(-4, -50), (-1, -49)], 0.4, INK)
    p.line([(2, -49), (5, -50)], 0.4, INK)
    p.fill(p.P([(-8, -54), (8, -54), (14, -62), (18, -50), (4, -64), (-6, -60)]), (150, 100, 200))
    p.dot(18, -50, 2, WHITE)
    for x, y, s in ((16, -66, 1.0), (22, -74, 1.3), (28, -84, 1.6)):
        p.line([(x, y), (x + 3 * s, y), (x, y + 3 * s), (x + 3 * s, y + 3 * s)], 0.35, WHITE)


@bespoke("Laughing Flower", zoom=1.15, height=66)
def laughing_flower(p: Painter, c, o) -> None:
    """The laughing flower: an orange sunflower doubled over with laughter, its face a huge open
    grin with tears of joy, leaves slapping its stem."""
    p.plan = "flower"
    petal = (250, 150, 40)
    p.fill(p.T([(0, 0), (2, -16), (-4, -32)], 2, 1.6), (70, 150, 60))
    p.mark("arm", 2)
    p.fill(p.E(-10, -16, 8, 3.5, 30) | p.E(10, -14, 8, 3.5, -20), (80, 170, 70))
    for i in range(10):
        a = math.radians(i * 36)
        p.fill(p.E(-4 + 13 * math.cos(a), -42 + 13 * math.sin(a), 6, 3.5, -i * 36), petal)
    p.mark("head")
    p.fill(p.E(-4, -42, 9, 9), (150, 90, 40))
    p.mark("eye", 2)
    p.line([(-9, -46), (-6, -48), (-3, -46)], 0.5, INK)
    p.line([(-1, -46), (2, -48), (5, -46)], 0.5, INK)
    p.fill(p.E(-2, -39, 5, 3.5) & p.R(-8, -39, 4, -34), (120, 20, 30))
    p.dot(-10, -43, 1, (150, 220, 255))


@bespoke("Hiro's Shadow Scout", zoom=1.2, height=60)
def shadow_scout(p: Painter, c, o) -> None:
    """Hiro's shadow scout: three tiny shadow imps in a huddle, pointed ears and white eyes in dark
    silhouettes, one pointing ahead."""
    p.plan = "figure"
    dark = (50, 50, 80)
    for i, (x, h) in enumerate(((-16, 26), (0, 32), (16, 24))):
        p.fill(p.E(x, -h / 2, 6, h / 2), dark)
        p.fill(p.P([(x - 5, -h + 2), (x - 7, -h - 8), (x - 1, -h)]) | p.P([(x + 5, -h + 2), (x + 7, -h - 8), (x + 1, -h)]),
               dark)
        p.mark("head")
        p.eye(x - 2, -h + 4, 1.3, WHITE, INK)
        p.eye(x + 2, -h + 4, 1.3, WHITE, INK)
    _arm(p, [(4, -20), (14, -24), (24, -28)], dark, dark, 1.6)


@bespoke("Man Eater", zoom=1.15, height=72)
def man_eater(p: Painter, c, o) -> None:
    """The man eater: a purple pitcher plant on a thick stalk, its hinged lid raised over a pit of
    digestive juice, tendrils feeling for prey."""
    p.plan = "flower"
    purple = (150, 70, 140)
    p.fill(p.C(0, 0, 0, -20, 3), (70, 120, 60))
    p.fill(p.T([(-4, -8), (-18, -14), (-26, -6)], 1.4, 0.8) | p.T([(4, -8), (18, -16), (24, -24)], 1.4, 0.8),
           (70, 120, 60))
    p.fill(p.P([(-10, -20), (10, -20), (14, -50), (-14, -50)]), purple)
    p.fill(p.E(0, -50, 14, 4), (120, 200, 80), outline=False)
    p.fill(p.P([(-14, -52), (14, -52), (18, -68), (-8, -64)]), shade(purple, 1.15))
    p.mark("head")
    p.eye(-3, -40, 1.8, (255, 240, 100))
    p.eye(4, -40, 1.8, (255, 240, 100))
    for t in range(4):
        p.fill(p.P([(-10 + t * 6, -52), (-8 + t * 6, -47), (-6 + t * 6, -52)]), WHITE, outline=False, flat=True)


@bespoke("Genin", zoom=1.15, height=80)
def genin(p: Painter, c, o) -> None:
    """Genin: a light-aligned hermit in white robes and turban, a long white beard, a glowing orb of
    light held out in one hand."""
    _caster(p, (235, 235, 245), (200, 160, 120), (60, 80, 160), orb=(255, 250, 200))
    p.fill(p.P([(-2, -54), (6, -54), (4, -40), (0, -44)]), WHITE)
    p.fill(p.E(0, -63, 8, 5), (240, 240, 250))


@bespoke("Masked Clown", zoom=1.15, height=80)
def masked_clown(p: Painter, c, o) -> None:
    """The masked clown: a lanky jester in a diamond-patterned suit and belled cap, face hidden
    behind a smiling white mask, juggling knives."""
    p.plan = "figure"
    a_, b_ = (200, 40, 80), (60, 50, 120)
    p.fill(p.C(-4, -24, -6, -2, 3) | p.C(4, -24, 6, -2, 3), b_)
    p.fill(p.P([(-9, -50), (9, -50), (8, -22), (-8, -22)]), a_)
    for x, y in ((-4, -44), (4, -36), (-4, -28)):
        p.fill(p.P([(x, y - 4), (x + 3, y), (x, y + 4), (x - 3, y)]), b_)
    _arm(p, [(-8, -46), (-16, -52), (-18, -60)], a_, WHITE, 2.4)
    _arm(p, [(8, -46), (16, -52), (18, -60)], b_, WHITE, 2.4)
    for x, y in ((-20, -70), (0, -80), (20, -70)):
        p.fill(p.P([(x - 1, y + 4), (x, y - 4), (x + 1, y + 4)]), (220, 228, 240))
    p.mark("head")
    p.mark("mask")
    p.fill(p.E(0, -58, 7, 7.5), WHITE)
    p.mark("eye", 2)
    p.fill(p.E(-3, -59, 1.4, 1) | p.E(3, -59, 1.4, 1), INK, outline=False)
    p.line([(-3, -54), (0, -52), (3, -54)], 0.4, INK)
    p.fill(p.P([(-8, -62), (-14, -70), (-2, -66), (2, -72), (8, -62)]), a_)
    p.dot(-14, -71, 1.4, (240, 200, 60))


@bespoke("Wicked Dragon with the Ersatz Head", zoom=1.05, height=84)
def ersatz_head(p: Painter, c, o) -> None:
    """The wicked dragon with the ersatz head: a green wyvern whose real head is gone, a crude mask
    of a bigger, fiercer dragon's head strapped on in its place."""
    body, wing = (110, 160, 70), (80, 120, 50)
    beasts._wyvern(p, {**c, "body": body, "belly": (200, 220, 140), "wing": wing, "horn": (220, 200, 150),
                       "eye": (255, 50, 40)}, {**o, "heads": 1})
    p.plan = "dragon.wyvern"
    p.mark("mask")
    p.line([(24, -60), (30, -52)], 0.7, (120, 80, 40))
    p.fill(p.P([(22, -68), (34, -74), (36, -64)]), (150, 60, 50))


@bespoke("Kagemusha of the Blue Flame", zoom=1.15, height=80)
def kagemusha(p: Painter, c, o) -> None:
    """Kagemusha of the blue flame: a shadow samurai in blue lacquered armour, a katana drawn at
    his side, blue fire flickering around him."""
    p.plan = "figure"
    plate, skin = (50, 80, 180), (230, 190, 150)
    for x, y in ((-20, -30), (20, -40), (-14, -60), (16, -10)):
        p.fill(p.P([(x - 4, y), (x, y - 12), (x + 4, y)]), (90, 160, 255), outline=False)
    p.fill(p.C(-5, -24, -8, -2, 3.6) | p.C(5, -24, 8, -2, 3.6), (40, 40, 60))
    p.fill(p.P([(-11, -30), (11, -30), (13, -16), (-13, -16)]), plate)
    p.fill(p.P([(-9, -50), (9, -50), (9, -28), (-9, -28)]), plate)
    for side in (-1, 1):
        p.fill(p.P([(side * 6, -50), (side * 16, -48), (side * 15, -38), (side * 8, -40)]), plate)
    _arm(p, [(-8, -46), (-12, -36), (-10, -28)], plate, skin, 2.5)
    p.mark("sword")
    p.fill(p.P([(14, -30), (34, -6), (32, -4), (12, -28)]), (225, 232, 244))
    _arm(p, [(8, -46), (12, -36), (13, -29)], plate, skin, 2.5)
    _head(p, 1, -58, skin, (60, 60, 200), r=6.3)
    p.fill(p.E(1, -62, 8, 5) & p.R(-8, -68, 10, -60), plate)
    p.fill(p.P([(-1, -66), (-4, -76), (3, -67)]), (240, 200, 80))


@bespoke("Armored Zombie", zoom=1.15, height=80)
def armored_zombie(p: Painter, c, o) -> None:
    """The armored zombie: an undead samurai in battered red-laced armour, grey-green skin, empty
    glowing eyes, a broken katana raised."""
    p.plan = "figure"
    plate, skin = (120, 110, 100), (150, 170, 130)
    p.fill(p.C(-5, -24, -8, -2, 3.6) | p.C(5, -24, 8, -2, 3.6), (60, 50, 50))
    p.fill(p.P([(-11, -30), (11, -30), (13, -16), (-13, -16)]), plate)
    p.fill(p.P([(-9, -50), (9, -50), (9, -28), (-9, -28)]), plate)
    for y in (-44, -36, -24):
        p.line([(-8, y), (8, y)], 0.5, (170, 50, 50))
    _arm(p, [(-8, -46), (-14, -36), (-12, -28)], plate, skin, 2.5)
    p.mark("sword")
    p.fill(p.P([(12, -52), (26, -72), (24, -66), (22, -72), (11, -50)]), (200, 205, 215))
    _arm(p, [(8, -46), (14, -50), (12, -52)], plate, skin, 2.5)
    p.mark("head")
    p.fill(p.E(1, -58, 6.5, 7), skin)
    p.fill(p.E(-1.5, -59, 1.8, 1.8) | p.E(4, -59, 1.8, 1.8), INK, outline=False)
    p.eye(-1.5, -59, 0.8, (255, 240, 120), (255, 240, 120))
    p.eye(4, -59, 0.8, (255, 240, 120), (255, 240, 120))
    p.fill(p.E(1, -62, 8, 5) & p.R(-8, -68, 10, -60), plate)


@bespoke("Skelengel", zoom=1.15, height=80)
def skelengel(p: Painter, c, o) -> None:
    """Skelengel: a skeleton angel, white feathered wings spread behind a bony body, a golden halo
    over its grinning skull."""
    p.plan = "figure"
    bone = (235, 230, 215)
    beasts._wing(p, -4, -50, 32, 26, WHITE, (245, 245, 255), bat=False)
    beasts._wing(p, 6, -50, 24, 22, (225, 225, 235), (225, 225, 235), bat=False)
    p.fill(p.C(-3, -24, -4, -2, 1.6) | p.C(3, -24, 4, -2, 1.6), bone)
    for y in (-46, -42, -38, -34):
        p.line([(-5, y), (5, y + 1)], 0.7, bone)
    p.line([(0, -50), (0, -24)], 0.9, bone)
    p.fill(p.E(0, -24, 6, 2.5), bone)
    _arm(p, [(-5, -48), (-10, -38), (-8, -30)], bone, bone, 1.3)
    _arm(p, [(5, -48), (12, -44), (16, -50)], bone, bone, 1.3)
    p.mark("head")
    p.fill(p.E(1, -56, 6.5, 6) | p.P([(-2, -52), (6, -52), (5, -48), (-1, -48)]), bone)
    p.fill(p.E(-1.5, -57, 1.8, 2) | p.E(3.5, -57, 1.8, 2), INK, outline=False)
    p.mark("eye", 2)
    p.fill(p.E(1, -66, 7, 1.8) & ~p.E(1, -66, 4.5, 0.8), (255, 230, 110), outline=False, flat=True)


@bespoke("Hourglass of Life", zoom=1.15, height=76)
def hourglass_life(p: Painter, c, o) -> None:
    """The hourglass of life: a golden hourglass with white angel wings, the sand glowing green as it
    runs, a life-spark at its waist."""
    p.plan = "hourglass"
    things.hourglass(p, c, {})
    p.mark("wing", 2)
    p.glow(p.E(0, -38, 4, 4), (150, 255, 150), 0.8)


@bespoke("Happy Lover", zoom=1.2, height=62)
def happy_lover(p: Painter, c, o) -> None:
    """The happy lover: a chubby pink cherub with tiny wings and a wide smile, hugging a big red heart
    that floats beside it."""
    p.plan = "figure"
    skin = (250, 210, 200)
    p.mark("wing", 2)
    p.fill(p.E(-12, -36, 9, 5, 30) | p.E(12, -36, 9, 5, -30), (240, 240, 255))
    p.fill(p.E(0, -22, 9, 10), skin)
    p.fill(p.C(-4, -14, -5, -6, 2.4) | p.C(4, -14, 5, -6, 2.4), skin)
    p.fill(p.E(18, -30, 6, 6) | p.E(26, -30, 6, 6) | p.P([(13, -28), (31, -28), (22, -16)]), (230, 40, 70))
    _arm(p, [(6, -26), (14, -26)], skin, skin, 2)
    _arm(p, [(-6, -26), (-12, -20)], skin, skin, 2)
    _head(p, 0, -38, skin, (60, 120, 220), r=6.5, hair=(250, 210, 90))


@bespoke("Bolt Escargot", zoom=1.15, height=60)
def bolt_escargot(p: Painter, c, o) -> None:
    """Bolt escargot: a yellow snail whose spiral shell crackles with electricity, lightning arcing
    from its eye stalks."""
    beasts.snail(p, {**c, "body": (230, 210, 60), "belly": (250, 240, 150), "eye": (90, 150, 255)}, {})
    p.plan = "snail"
    for x, y in ((-20, -56), (24, -60), (0, -66)):
        _bolt(p, x, y, 0.8)


@bespoke("Eyearmor", zoom=1.15, height=74)
def eyearmor(p: Painter, c, o) -> None:
    """Eyearmor: a warrior whose whole helmet is one great armoured eye, steel plate body, a short
    sword and a round shield."""
    p.plan = "figure"
    steel = (160, 170, 190)
    p.fill(p.C(-4, -22, -6, -2, 3.4) | p.C(4, -22, 6, -2, 3.4), shade(steel, 0.8))
    p.fill(p.P([(-10, -44), (10, -44), (9, -20), (-9, -20)]), steel)
    p.mark("shield")
    p.fill(p.E(-14, -30, 7, 8), shade(steel, 1.1))
    p.mark("sword")
    p.fill(p.C(14, -30, 28, -46, 1.2), (220, 228, 240))
    _arm(p, [(9, -40), (14, -32)], steel, steel, 2.6)
    _arm(p, [(-9, -40), (-14, -34)], steel, steel, 2.6)
    p.mark("head")
    p.fill(p.E(0, -56, 12, 11), steel)
    p.fill(p.E(0, -56, 8, 7), WHITE)
    p.eye(1, -56, 4.5, (80, 160, 240), INK)


@bespoke("The Snake Hair", zoom=1.15, height=80)
def snake_hair(p: Painter, c, o) -> None:
    """The snake hair: a gorgon in a dark violet gown, pale green skin and a writhing crown of green
    snakes for hair, each with a tiny red eye."""
    p.plan = "figure"
    gown, skin, snake = (80, 50, 110), (190, 210, 160), (80, 160, 70)
    _robe(p, -48, 8, gown, (200, 170, 60))
    _arm(p, [(-7, -46), (-14, -40), (-16, -48)], skin, skin, 2.2)
    _arm(p, [(7, -46), (14, -40), (18, -46)], skin, skin, 2.2)
    _head(p, 1, -57, skin, (250, 220, 60), r=6.3)
    for i in range(7):
        a = math.radians(200 + i * 24)
        x1, y1 = 1 + 6 * math.cos(a), -58 + 6 * math.sin(a)
        x2, y2 = 1 + 15 * math.cos(a + 0.2), -58 + 15 * math.sin(a + 0.2)
        p.fill(p.T([(x1, y1), ((x1 + x2) / 2 + 2, (y1 + y2) / 2), (x2, y2)], 1.6, 1.2), snake)
        p.dot(x2, y2, 0.6, (230, 40, 40))


@bespoke("Petit Angel", zoom=1.2, height=62)
def petit_angel(p: Painter, c, o) -> None:
    """The petit angel: a tiny winged angel child in a white shift with a halo, blowing a small golden
    horn."""
    p.plan = "figure"
    skin = (250, 220, 200)
    beasts._wing(p, -2, -34, 18, 16, WHITE, (245, 245, 255), bat=False)
    beasts._wing(p, 4, -34, 14, 14, (230, 230, 240), (230, 230, 240), bat=False)
    p.fill(p.P([(-6, -32), (6, -32), (9, -12), (-9, -12)]), (250, 250, 240))
    p.fill(p.C(-3, -12, -3, -4, 1.8) | p.C(3, -12, 3, -4, 1.8), skin)
    _arm(p, [(-5, -30), (-10, -22)], skin, skin, 1.8)
    p.mark("trumpet")
    p.fill(p.P([(8, -38), (20, -42), (22, -34), (8, -36)]), (240, 200, 70))
    _arm(p, [(5, -30), (8, -36)], skin, skin, 1.8)
    _head(p, 1, -40, skin, (70, 120, 220), r=6, hair=(250, 220, 120))
    p.fill(p.E(1, -50, 6, 1.6) & ~p.E(1, -50, 4, 0.7), (255, 230, 110), outline=False, flat=True)


@bespoke("Midnight Fiend", zoom=1.15, height=82)
def midnight_fiend(p: Painter, c, o) -> None:
    """The midnight fiend: a lean blue-black demon with swept-back horns and wide bat wings, a
    crescent moon behind it, claws poised."""
    p.plan = "figure"
    hide, wing = (50, 50, 90), (70, 60, 120)
    p.fill(p.E(-26, -70, 10, 10) & ~p.E(-22, -73, 9, 9), (240, 230, 170), outline=False)
    beasts._wing(p, -4, -52, 40, 34, hide, wing)
    p.fill(p.C(-4, -24, -7, -2, 3) | p.C(4, -24, 6, -2, 3), hide)
    p.fill(p.P([(-9, -50), (9, -50), (7, -22), (-7, -22)]), hide)
    _arm(p, [(-8, -46), (-14, -38), (-12, -28)], hide, hide, 2.4)
    _arm(p, [(8, -46), (16, -48), (22, -54)], hide, hide, 2.4)
    for t in range(3):
        p.line([(22, -54), (27, -57 + t * 2)], 0.45, (220, 220, 240))
    p.mark("head")
    p.fill(p.E(1, -58, 6.5, 7), hide)
    p.fill(p.T([(-3, -63), (-12, -68), (-18, -66)], 1.8, 0.6) | p.T([(4, -63), (2, -72), (-4, -76)], 1.8, 0.6),
           (200, 190, 210))
    p.eye(0, -58, 1.3, (255, 220, 60), INK)
    p.eye(4.5, -58, 1.3, (255, 220, 60), INK)


@bespoke("Stone Ghost", zoom=1.15, height=64)
def stone_ghost(p: Painter, c, o) -> None:
    """The stone ghost: a cairn of grey boulders stacked into a body, hollow eye-holes glowing in
    the top stone, a ghostly mist seeping out."""
    p.plan = "rock"
    rock = (150, 150, 160)
    p.glow(p.E(0, -30, 30, 30), (200, 220, 255), 0.3)
    for x, y, rx, ry in ((-12, -8, 12, 8), (12, -8, 12, 8), (0, -24, 14, 10), (0, -42, 11, 9)):
        p.fill(p.E(x, y, rx, ry), rock)
    p.mark("head")
    p.fill(p.E(-4, -43, 2.4, 2.8) | p.E(4, -43, 2.4, 2.8), INK, outline=False)
    p.eye(-4, -43, 1, (180, 230, 255), (180, 230, 255))
    p.eye(4, -43, 1, (180, 230, 255), (180, 230, 255))


@bespoke("Madjinn Gunn", zoom=1.15, height=80)
def madjinn_gunn(p: Painter, c, o) -> None:
    """Madjinn gunn: a fat fiend genie billowing red out of a brass pot, horned and grinning, big
    arms crossed over his chest."""
    p.plan = "lamp"
    brass, red = (200, 160, 70), (200, 60, 80)
    p.mark("jar")
    p.fill(p.E(0, -12, 14, 12) | p.R(-8, -26, 8, -22), brass)
    p.fill(p.T([(0, -24), (-6, -34), (0, -44)], 5, 10), red)
    p.fill(p.E(0, -52, 14, 11), red)
    p.mark("arm", 2)
    p.fill(p.C(-12, -50, 10, -46, 3.6) | p.C(12, -50, -10, -46, 3.6), shade(red, 0.9))
    p.mark("head")
    p.fill(p.E(0, -66, 8, 7.5), red)
    p.fill(p.T([(-5, -70), (-10, -78)], 1.8, 0.6) | p.T([(5, -70), (10, -78)], 1.8, 0.6), (240, 220, 180))
    p.eye(-3, -67, 1.4, (255, 240, 100), INK)
    p.eye(3, -67, 1.4, (255, 240, 100), INK)
    p.line([(-4, -62), (0, -60), (4, -62)], 0.5, INK)


@bespoke("Charubin the Fire Knight", zoom=1.15, height=82)
def charubin(p: Painter, c, o) -> None:
    """Charubin the fire knight: a young knight in orange armour with a blazing helmet crest and
    flame-wrapped broadsword raised high."""
    p.plan = "figure"
    plate, skin = (230, 130, 50), (240, 200, 160)
    p.fill(p.C(-4, -24, -6, -2, 3.4) | p.C(4, -24, 6, -2, 3.4), shade(plate, 0.8))
    p.fill(p.P([(-9, -50), (9, -50), (8, -22), (-8, -22)]), plate)
    _arm(p, [(-8, -46), (-14, -38), (-12, -30)], plate, skin, 2.4)
    p.mark("sword")
    p.fill(p.P([(12, -56), (14, -58), (22, -86), (20, -86)]), (230, 235, 245))
    for y in (-64, -74, -82):
        p.fill(p.P([(16, y), (22, y - 8), (20, y + 2)]), (255, 150, 40), outline=False)
    _arm(p, [(8, -46), (12, -52), (13, -56)], plate, skin, 2.4)
    _head(p, 1, -57, skin, (60, 40, 30), r=6.3)
    p.fill(p.E(1, -61, 8, 5) & p.R(-8, -66, 10, -59), plate)
    p.fill(p.P([(-4, -65), (-8, -76), (0, -70), (2, -80), (4, -66)]), (255, 90, 40))


@bespoke("Tiger Axe", zoom=1.15, height=80)
def tiger_axe(p: Painter, c, o) -> None:
    """Tiger axe: a tiger-headed warrior in leather armour, striped orange fur, swinging a broad
    battle-axe over his shoulder."""
    p.plan = "figure"
    fur, leather = (230, 140, 50), (110, 70, 40)
    p.fill(p.C(-5, -24, -7, -2, 3.6) | p.C(5, -24, 7, -2, 3.6), fur)
    p.fill(p.P([(-10, -50), (10, -50), (9, -22), (-9, -22)]), leather)
    _arm(p, [(-9, -46), (-15, -36), (-12, -28)], fur, fur, 2.8)
    p.mark("axe")
    p.fill(p.C(16, -20, 2, -70, 1.3), (140, 100, 60))
    p.fill(p.P([(4, -64), (-10, -74), (-12, -58), (2, -58)]), (210, 215, 225))
    _arm(p, [(9, -46), (14, -36), (12, -32)], fur, fur, 2.8)
    p.mark("head")
    p.fill(p.E(2, -58, 8, 7.5) | p.E(9, -55, 5, 4), fur)
    for x in (-2, 2):
        p.line([(x, -65), (x + 1, -60)], 0.6, INK)
    p.fill(p.P([(-4, -64), (-6, -70), (0, -65)]) | p.P([(4, -64), (6, -70), (8, -63)]), fur)
    p.eye(4, -59, 1.4, (120, 220, 80), INK)
    p.fill(p.E(13, -54, 1.4, 1.1), INK)


@bespoke("Fire Reaper", zoom=1.15, height=84)
def fire_reaper(p: Painter, c, o) -> None:
    """The fire reaper: a skeletal reaper in a tattered red hood, swinging a scythe whose blade
    burns with fire."""
    p.plan = "figure"
    robe, bone = (160, 40, 40), (230, 220, 200)
    p.fill(p.P([(-9, -50), (9, -50), (14, 0), (8, -6), (2, 0), (-4, -6), (-14, 0)]), robe)
    _arm(p, [(-8, -46), (-12, -36), (-8, -30)], robe, bone, 2.2)
    p.mark("scythe")
    p.fill(p.C(16, 0, 16, -76, 1.1), (90, 60, 40))
    p.fill(p.P([(16, -76), (-10, -72), (-18, -60), (-4, -68), (16, -70)]), (210, 215, 225))
    for x, y in ((-14, -66), (-6, -72), (2, -74)):
        p.fill(p.P([(x - 3, y), (x, y - 9), (x + 3, y)]), (255, 150, 40), outline=False)
    _arm(p, [(8, -46), (14, -44), (16, -46)], robe, bone, 2.2)
    p.mark("head")
    p.fill(p.E(1, -57, 6, 6), bone)
    p.fill(p.E(-1, -58, 1.8, 2) | p.E(4, -58, 1.8, 2), INK, outline=False)
    p.mark("eye", 2)
    p.fill(p.E(0, -58, 9.5, 10) & ~p.E(3, -55, 6.5, 8), robe)


@bespoke("Ganigumo", zoom=1.15, height=56)
def ganigumo(p: Painter, c, o) -> None:
    """Ganigumo: half crab, half spider: a brown crab shell on eight long spider legs, pincers held
    up, a cluster of spider eyes."""
    p.plan = "crab"
    shell = (130, 90, 60)
    for side in (-1, 1):
        for i in range(4):
            kx = side * (12 + i * 5)
            p.fill(p.T([(side * 4, -16), (kx, -30 + i * 3), (side * (22 + i * 6), 0)], 1.4, 0.9), shade(shell, 0.8))
    p.fill(p.E(0, -18, 16, 10), shell)
    for side in (-1, 1):
        p.fill(p.T([(side * 12, -22), (side * 20, -34), (side * 22, -42)], 2.4, 2), shell)
        p.fill(p.P([(side * 20, -42), (side * 18, -52), (side * 24, -48), (side * 28, -54), (side * 28, -42)]), shell)
    p.mark("head")
    for dx, dy in ((-3, 0), (3, 0), (-1, -3), (1, -3)):
        p.eye(dx * 1.2, -22 + dy, 1.1, (255, 60, 40), INK)


@bespoke("Mechaleon", zoom=1.15, height=52)
def mechaleon(p: Painter, c, o) -> None:
    """Mechaleon: a chameleon on a branch with a curled tail, its skin shifting colour in bands, one
    turret eye swivelled forward and a long tongue out."""
    p.plan = "lizard"
    cols = ((90, 170, 150), (110, 150, 200), (150, 190, 110))
    p.fill(p.C(-40, -4, 40, -6, 2), (110, 80, 50))
    p.fill(p.T([(-14, -16), (-26, -18), (-30, -26), (-24, -30), (-20, -26)], 3.5, 1.5), cols[0])
    for x in (-8, 8):
        p.fill(p.C(x, -12, x + 2, -6, 2), cols[2])
    p.fill(p.E(0, -18, 16, 9), cols[1])
    for i, x in enumerate((-10, -2, 6)):
        p.fill(p.E(x, -18, 3, 8) & p.E(0, -18, 16, 9), cols[i % 3], outline=False)
    p.mark("head")
    p.fill(p.P([(12, -26), (26, -20), (24, -14), (12, -12)]), cols[0])
    p.fill(p.E(18, -22, 4, 4), cols[2])
    p.eye(19, -22, 1.8, (255, 230, 60), INK)
    p.line([(26, -17), (36, -18), (40, -16)], 0.6, (230, 80, 110))


@bespoke("Winged Cleaver", zoom=1.15, height=64)
def winged_cleaver(p: Painter, c, o) -> None:
    """The winged cleaver: a flying insect whose body is a great cleaver blade, four glassy wings
    buzzing, small legs and a bug's head at the handle."""
    p.plan = "insect"
    steel = (200, 205, 220)
    p.mark("wing", 4)
    for side in (-1, 1):
        p.fill(p.E(side * 14 - 4, -50, 14, 5, side * 25) | p.E(side * 12 - 4, -42, 11, 4, side * -10),
               (210, 240, 255), ink=(120, 160, 190))
    p.fill(p.P([(-30, -40), (10, -44), (12, -28), (-30, -30)]), steel)
    p.line([(-28, -39), (8, -42)], 0.5, WHITE)
    p.fill(p.C(12, -36, 22, -36, 2.2), (120, 80, 50))
    p.mark("head")
    p.fill(p.E(26, -36, 5, 5), (90, 110, 90))
    p.eye(27, -37, 1.6, (255, 60, 40))
    for x in (-10, 0):
        p.line([(x, -28), (x - 2, -22)], 0.5, INK)


@bespoke("Fire Eye", zoom=1.15, height=64)
def fire_eye(p: Painter, c, o) -> None:
    """The fire eye: one huge blazing eye in the heart of a fireball, flames streaming up and out
    from its lids."""
    p.plan = "eyeball"
    for i in range(9):
        a = math.radians(200 + i * 18)
        p.fill(p.P([(16 * math.cos(a - 0.25), -34 + 16 * math.sin(a - 0.25)),
                    (30 * math.cos(a), -34 + 30 * math.sin(a)),
                    (16 * math.cos(a + 0.25), -34 + 16 * math.sin(a + 0.25))]), (250, 130, 40))
    p.fill(p.E(0, -34, 18, 16), (240, 90, 40))
    p.mark("head")
    p.fill(p.E(0, -34, 12, 9), WHITE)
    p.eye(1, -34, 6, (250, 200, 40), INK)


@bespoke("Pumpking the King of Ghosts", zoom=1.15, height=80)
def pumpking(p: Painter, c, o) -> None:
    """Pumpking, the king of ghosts: a jack-o'-lantern head with a golden crown on a billowing dark
    ghostly body, tattered cape and bony hands."""
    p.plan = "ghost"
    things.ghost(p, {**c, "body": (60, 40, 80), "eye": (255, 220, 80)}, {"pumpkin": True})
    p.fill(p.P([(-9, -70), (-9, -78), (-4, -74), (0, -80), (4, -74), (9, -78), (9, -70)]), (250, 210, 60))
    p.mark("head")


@bespoke("Giga-tech Wolf", zoom=1.15, height=60)
def gigatech_wolf(p: Painter, c, o) -> None:
    """The giga-tech wolf: a robot wolf of silver plates and exposed joints, howling, red visor eyes
    and an antenna for an ear."""
    p.plan = "quadruped"
    metal = (170, 175, 190)
    p.fill(p.T([(-22, -24), (-34, -30), (-40, -26)], 2.4, 1.6), shade(metal, 0.8))
    for x in (-16, 12):
        p.fill(p.C(x, -18, x - 2, 0, 2.8), shade(metal, 0.75))
    p.fill(p.P([(-24, -30), (16, -32), (20, -16), (-22, -16)]), metal)
    for x in (-14, -4, 6):
        p.line([(x, -30), (x, -18)], 0.5, shade(metal, 0.5))
    for x in (-10, 16):
        p.fill(p.C(x, -18, x + 1, 0, 3), metal)
    p.mark("head")
    p.fill(p.P([(14, -34), (24, -48), (32, -44), (30, -36), (20, -28)]), metal)
    p.fill(p.P([(18, -42), (18, -52), (22, -44)]), shade(metal, 1.2))
    p.fill(p.R(22, -44, 28, -42), (255, 60, 60), outline=False)
    p.mark("eye")
