"""Bespoke spellcasters and fairies: the magicians, elves, queens, witches and sprites."""

from __future__ import annotations

import math

from tools.card_art import beasts
from tools.card_art.beasts import INK, WHITE
from tools.card_art.famous.base import _arm, _caster, _forbidden_limb, _head, _robe, _stars, bespoke
from tools.card_art.paint import Painter, shade


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


@bespoke("Phantom Dewan", zoom=1.15, height=80)
def phantom_dewan(p: Painter, c, o) -> None:
    """Phantom dewan: a pale spectral sage in a flowing blue mantle, transparent below the waist,
    holding a crystal orb aloft."""
    _caster(p, (60, 80, 150), (200, 210, 230), (150, 220, 255), hood=(60, 80, 150), orb=(150, 220, 255))
    p.glow(p.R(-20, -20, 20, 0), (140, 160, 210), 0.55)


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


@bespoke("Genin", zoom=1.15, height=80)
def genin(p: Painter, c, o) -> None:
    """Genin: a light-aligned hermit in white robes and turban, a long white beard, a glowing orb of
    light held out in one hand."""
    _caster(p, (235, 235, 245), (200, 160, 120), (60, 80, 160), orb=(255, 250, 200))
    p.fill(p.P([(-2, -54), (6, -54), (4, -40), (0, -44)]), WHITE)
    p.fill(p.E(0, -63, 8, 5), (240, 240, 250))


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


@bespoke("Kazejin", zoom=1.1, height=80)
def kazejin(p: Painter, c, o) -> None:
    """Kazejin: the wind spirit: a great green face with huge lips blowing a gale, wrapped in its own
    swirling cloak of wind, small clawed hands."""
    p.plan = "figure"
    green = (90, 170, 100)
    for i in range(4):
        r = 34 - i * 6
        p.fill(p.E(0, -38, r, r * 0.7) & ~p.E(0, -38, r - 1.5, r * 0.7 - 1.5) & p.R(-40, -80, 0, 0),
               (220, 240, 240), outline=False)
    p.fill(p.E(0, -40, 20, 26), green)
    p.mark("head")
    p.eye(-7, -50, 3, (250, 240, 120), INK)
    p.eye(7, -50, 3, (250, 240, 120), INK)
    p.fill(p.E(0, -32, 9, 6), (200, 60, 80))
    p.fill(p.E(0, -32, 4, 2.5), (90, 20, 30), outline=False)
    _arm(p, [(-18, -34), (-26, -24)], green, green, 2.6)
    _arm(p, [(18, -34), (26, -24)], green, green, 2.6)
    for y in (-30, -36, -26):
        p.line([(10, y), (30, y - 2), (44, y)], 0.5, WHITE)
