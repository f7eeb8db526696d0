"""Bespoke warriors, fiends and other figures: knights, samurai, zombies, demons, Exodia's limbs."""

from __future__ import annotations

import math

from tools.card_art import beasts
from tools.card_art.beasts import INK, WHITE
from tools.card_art.famous.base import _arm, _bolt, _gaia_rider, _head, _robe, bespoke
from tools.card_art.paint import Painter, mix, shade


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


@bespoke("Harpie Lady", zoom=1.15, height=78)
def harpie_lady(p: Painter, c, o, hair=(190, 60, 160)) -> None:
    """The harpie: a wild mane of magenta hair, feathered wings where her arms would be, a violet
    bodysuit, yellow bird talons, poised to strike with her claws."""
    p.plan = "figure"
    feather, suit, skin, talon = (90, 170, 170), (110, 50, 140), (240, 200, 170), (240, 200, 60)
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
    p.mark("armor")
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


@bespoke("Harpie Lady Sisters", zoom=1.1, height=84)
def harpie_sisters(p: Painter, c, o) -> None:
    """The harpie lady sisters: three harpies side by side in a strike formation, the middle sister
    in front, each with her own colour of wild hair."""
    saved = p.frame
    ox, oy, z, sx = saved
    for dx, dy, k, hair in ((-24, -10, 0.72, (230, 120, 40)), (24, -10, 0.72, (120, 70, 200)),
                            (0, 0, 0.82, (190, 60, 160))):
        p.frame = (ox + sx * dx * z, oy + dy * z, z * k, sx)
        harpie_lady(p, c, o, hair)
    p.frame = saved


@bespoke("Flame Swordsman", zoom=1.15, height=84)
def flame_swordsman(p: Painter, c, o) -> None:
    """The flame swordsman: a warrior in orange-red armour and a horned helm, a broad sword raised
    with flames pouring along its blade, a blue cape behind."""
    p.plan = "figure"
    plate, cape, skin = (220, 90, 40), (50, 70, 160), (240, 200, 160)
    p.fill(p.P([(-8, -50), (6, -50), (10, -6), (-20, -8)]), cape)
    p.fill(p.C(-5, -24, -8, -2, 3.8) | p.C(5, -24, 8, -2, 3.8), shade(plate, 0.8))
    p.fill(p.P([(-10, -50), (10, -50), (9, -22), (-9, -22)]), plate)
    for side in (-1, 1):
        p.fill(p.E(side * 10, -48, 6, 4.5), shade(plate, 1.15))
    _arm(p, [(-9, -46), (-14, -36), (-12, -28)], plate, skin, 2.7)
    p.mark("sword")
    p.fill(p.P([(10, -52), (14, -54), (28, -88), (24, -88)]), (230, 235, 245))
    for y in (-60, -70, -80):
        p.fill(p.P([(18 + (y + 60) * -0.35, y), (28 + (y + 60) * -0.35, y - 10), (24 + (y + 60) * -0.35, y + 2)]),
               (255, 140, 40), outline=False)
    p.fill(p.C(6, -50, 16, -54, 1.6), (230, 190, 70))
    _arm(p, [(9, -46), (11, -52), (11, -54)], plate, skin, 2.7)
    _head(p, 1, -58, skin, (60, 40, 30), r=6.4)
    p.fill(p.E(1, -62, 8, 5) & p.R(-8, -68, 10, -60), plate)
    p.fill(p.T([(-5, -64), (-12, -70), (-10, -78)], 1.8, 0.6) | p.T([(7, -64), (13, -70), (12, -78)], 1.8, 0.6),
           (240, 220, 180))


@bespoke("Black Luster Soldier", zoom=1.15, height=86)
def black_luster(p: Painter, c, o) -> None:
    """The black luster soldier: a knight in dark blue-black armour edged in gold, a crested helm,
    a broad sword held forward and a round shield, a violet cape."""
    p.plan = "figure"
    plate, gold, cape = (50, 60, 110), (230, 190, 70), (110, 50, 130)
    p.fill(p.P([(-8, -50), (8, -50), (14, -4), (-18, -4)]), cape)
    p.fill(p.C(-5, -24, -8, -2, 3.8) | p.C(5, -24, 8, -2, 3.8), plate)
    p.fill(p.P([(-10, -50), (10, -50), (9, -22), (-9, -22)]), plate)
    p.line([(-9, -36), (9, -36)], 0.7, gold)
    for side in (-1, 1):
        p.fill(p.P([(side * 4, -52), (side * 18, -50), (side * 16, -42), (side * 8, -44)]), plate, ink=gold)
    p.mark("shield")
    p.fill(p.E(-16, -34, 9, 10), plate)
    p.fill(p.E(-16, -34, 6, 7) & ~p.E(-16, -34, 5, 6), gold, outline=False)
    p.mark("arm", 2)
    p.mark("sword")
    p.fill(p.P([(14, -36), (44, -52), (45, -49), (15, -33)]), (225, 232, 244))
    p.fill(p.C(12, -32, 16, -40, 1.4), gold)
    p.fill(p.C(9, -46, 14, -36, 2.7), plate)
    p.mark("head")
    p.fill(p.E(1, -58, 7.5, 8), plate)
    p.fill(p.R(-2, -59, 8, -56), (255, 80, 80), outline=False)
    p.mark("eye", 2)
    p.fill(p.P([(-4, -64), (-2, -78), (2, -66)]) | p.P([(4, -64), (10, -76), (7, -63)]), gold)


@bespoke("Battle Ox", zoom=1.15, height=84)
def battle_ox(p: Painter, c, o) -> None:
    """The battle ox: a brown bull-headed warrior, curved horns, ring in the nose, bare muscled chest
    and a great double axe."""
    p.plan = "figure"
    hide, pants = (140, 90, 60), (80, 70, 100)
    p.fill(p.C(-5, -24, -8, -2, 4) | p.C(5, -24, 8, -2, 4), pants)
    p.fill(p.E(0, -38, 13, 15), hide)
    p.fill(p.C(-9, -25, 9, -25, 1.8), (180, 150, 70))
    _arm(p, [(-11, -46), (-16, -36), (-14, -28)], hide, hide, 3.2)
    p.mark("axe")
    p.fill(p.C(16, -14, 16, -80, 1.4), (120, 90, 60))
    p.fill(p.P([(16, -72), (30, -80), (30, -60), (16, -66)]) | p.P([(16, -72), (4, -80), (4, -62), (16, -66)]),
           (200, 205, 215))
    _arm(p, [(11, -46), (16, -42), (16, -40)], hide, hide, 3.2)
    p.mark("head")
    p.fill(p.E(2, -58, 8, 8) | p.E(8, -54, 6, 5), hide)
    p.fill(p.T([(-4, -62), (-14, -66), (-16, -76)], 2.2, 0.8) | p.T([(7, -63), (14, -70), (12, -78)], 2.2, 0.8),
           (240, 230, 200))
    p.eye(4, -60, 1.4, (255, 60, 40), INK)
    p.fill(p.E(12, -52, 2.4, 2.4) & ~p.E(12, -52, 1.4, 1.4), (230, 190, 70), outline=False)


@bespoke("Gate Guardian", zoom=1.05, height=92)
def gate_guardian(p: Painter, c, o) -> None:
    """The gate guardian: three colossi stacked as one: the water spirit's blue coils for legs, the
    wind spirit's great green face for a belly, the thunder spirit's stone torso and arms on top."""
    p.plan = "figure"
    water, wind, stone = (60, 110, 200), (90, 170, 100), (120, 120, 150)
    p.fill(p.P([(-22, 0), (-14, -24), (14, -24), (22, 0), (8, -6), (0, 0), (-8, -6)]), water)
    p.fill(p.E(0, -40, 20, 16), wind)
    p.eye(-7, -44, 2.6, (250, 240, 120), INK)
    p.eye(7, -44, 2.6, (250, 240, 120), INK)
    p.fill(p.E(0, -34, 8, 4), (200, 60, 80))
    p.fill(p.P([(-16, -70), (16, -70), (12, -54), (-12, -54)]), stone)
    for side in (-1, 1):
        _arm(p, [(side * 14, -66), (side * 28, -60), (side * 34, -74)], stone, stone, 4)
    p.mark("head")
    p.fill(p.E(0, -78, 8, 7), stone)
    p.eye(0, -78, 3, (255, 230, 80), INK)
    _bolt(p, -38, -88, 0.9)
    _bolt(p, 34, -90, 0.9)


@bespoke("Sanga of the Thunder", zoom=1.15, height=84)
def sanga(p: Painter, c, o) -> None:
    """Sanga of the thunder: a grey stone giant, all arms and torso on a cloud, one eye in its dome
    head, lightning crackling between its raised fists."""
    p.plan = "figure"
    stone = (130, 130, 160)
    p.fill(p.E(-10, -8, 16, 7) | p.E(8, -10, 14, 8), (220, 225, 235))
    p.fill(p.P([(-14, -50), (14, -50), (10, -14), (-10, -14)]), stone)
    p.fill(p.E(0, -36, 8, 6), shade(stone, 1.2))
    for side in (-1, 1):
        _arm(p, [(side * 12, -46), (side * 26, -48), (side * 30, -64)], stone, stone, 4)
    _bolt(p, -30, -78, 0.9)
    p.line([(-30, -66), (-10, -76), (10, -70), (30, -66)], 0.6, (255, 250, 170))
    p.mark("head")
    p.fill(p.E(0, -58, 9, 8), stone)
    p.eye(0, -58, 3, (255, 230, 80), INK)


@bespoke("Suijin", zoom=1.15, height=80)
def suijin(p: Painter, c, o) -> None:
    """Suijin: the water spirit: a blue giant rising from a swirling whirlpool, a small robed figure
    seated in the hollow of its crown-like head."""
    p.plan = "figure"
    water = (70, 120, 210)
    for r in (30, 22, 14):
        p.fill(p.E(0, -4, r, r * 0.25) & ~p.E(0, -4, r - 2, r * 0.25 - 1), (150, 210, 250), outline=False)
    p.fill(p.P([(-16, -4), (-12, -44), (12, -44), (16, -4)]), water)
    for side in (-1, 1):
        _arm(p, [(side * 12, -40), (side * 24, -30), (side * 26, -14)], water, water, 4)
    p.mark("head")
    p.fill(p.E(0, -52, 12, 9), water)
    p.eye(-5, -52, 2.2, (255, 240, 120), INK)
    p.eye(5, -52, 2.2, (255, 240, 120), INK)
    p.fill(p.P([(-10, -58), (-12, -70), (-4, -62), (4, -62), (12, -70), (10, -58)]), shade(water, 1.2))
    p.fill(p.E(0, -66, 3, 4), (240, 220, 200))
