"""Bespoke spirits and things: ghosts, slimes, plants, living objects, machines and elementals."""

from __future__ import annotations

import math

from tools.card_art import beasts, things
from tools.card_art.beasts import INK, WHITE
from tools.card_art.famous.base import _arm, _bolt, _head, _stars, bespoke
from tools.card_art.paint import Painter, mix, shade


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


@bespoke("Mystery Hand", zoom=1.1)
def mystery_hand(p: Painter, c, o) -> None:
    """The mystery hand: a disembodied purple hand with long clawed fingers rising out of a shadow
    pool, an eye staring from its palm."""
    p.plan = "hand"
    skin = (140, 90, 170)
    p.fill(p.E(0, -2, 26, 5), (30, 20, 40), outline=False)
    things.hand(p, {**c, "skin": skin, "horn": (240, 230, 210), "eye": (250, 220, 60)}, {"eye": True})


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


@bespoke("Hourglass of Life", zoom=1.15, height=76)
def hourglass_life(p: Painter, c, o) -> None:
    """The hourglass of life: a golden hourglass with white angel wings, the sand glowing green as it
    runs, a life-spark at its waist."""
    p.plan = "hourglass"
    things.hourglass(p, c, {})
    p.mark("wing", 2)
    p.glow(p.E(0, -38, 4, 4), (150, 255, 150), 0.8)


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


@bespoke("Sangan", zoom=1.2, height=56)
def sangan(p: Painter, c, o) -> None:
    """Sangan: a brown furball like its cousin the kuriboh but with three eyes in a row and a huge
    grinning mouth of teeth, little clawed arms."""
    p.plan = "blob"
    fur = (120, 80, 60)
    pts = []
    for i in range(36):
        a = math.radians(i * 10)
        r = 22 + (3 if i % 2 else 0)
        pts.append((r * math.cos(a), -24 + r * 0.9 * math.sin(a)))
    p.fill(p.P(pts), fur)
    p.mark("arm", 2)
    p.fill(p.C(-20, -20, -30, -28, 2.6) | p.C(20, -20, 30, -28, 2.6), (180, 150, 110))
    p.mark("head")
    for ex in (-9, 0, 9):
        p.eye(ex, -32, 3, (250, 230, 80), INK)
    p.fill(p.E(0, -16, 12, 6) & p.R(-13, -18, 13, -10), (90, 10, 30))
    for t in range(6):
        p.fill(p.P([(-10 + t * 4, -18), (-8 + t * 4, -14), (-6 + t * 4, -18)]), WHITE, outline=False, flat=True)


@bespoke("Wings of Wicked Flame", zoom=1.05, height=84)
def wings_of_wicked_flame(p: Painter, c, o) -> None:
    """The wicked flame: two great bat wings of fire spread wide from a small burning heart with a
    scowling face, flame tongues licking off every wing edge, embers drifting below."""
    p.plan = "flame_spirit"
    red, orange, yellow, dark = (200, 40, 30), (250, 120, 30), (255, 220, 90), (90, 20, 30)
    p.glow(p.E(0, -44, 44, 30), (255, 90, 30), 0.35)
    for side in (-1, 1):
        for x, y in ((40, -76), (48, -56), (44, -36), (30, -26)):
            p.fill(p.P([(side * (x - 6), y + 4), (side * (x + 6), y - 8), (side * (x + 2), y + 6)]), orange,
                   outline=False)
        saved = p.frame
        ox, oy = p._pt(0, 0)
        p.at(ox, oy, saved[2], side < 0)
        _burning_wing(p, -4, -42, 46, 32, red, orange)
        p.frame = saved
    for x, y in ((-26, -8), (22, -4), (-8, -2), (34, -14), (-38, -18)):
        p.fill(p.P([(x - 2, y), (x, y - 6), (x + 2, y)]), yellow, outline=False)
    p.fill(p.P([(-12, -24), (-15, -40), (-10, -50), (-8, -44), (-4, -62), (0, -52), (4, -70), (7, -50),
                (12, -58), (14, -42), (12, -24), (0, -18)]), red)
    p.fill(p.P([(-8, -26), (-9, -40), (-4, -48), (0, -42), (4, -56), (7, -40), (8, -26), (0, -22)]), orange,
           outline=False)
    p.fill(p.E(0, -30, 5, 6), yellow, outline=False)
    p.mark("head")
    p.fill(p.P([(-8, -44), (-1, -40), (-7, -38)]) | p.P([(8, -44), (1, -40), (7, -38)]), dark, outline=False)
    p.eye(-4, -40, 1.5, yellow, dark)
    p.eye(4, -40, 1.5, yellow, dark)
    p.fill(p.P([(-4, -33), (0, -35), (4, -33), (0, -31)]), dark, outline=False)  # the sneer


def _burning_wing(p: Painter, x, y, span, lift, col, membrane) -> None:
    """A bat wing (the beasts' one) whose trailing edge burns: flame tongues under each finger."""
    beasts._wing(p, x, y, span, lift, col, membrane)
    for f in (0.9, 0.7, 0.5, 0.3):  # flames rising off the leading edge
        tx, ty = x - span * f, y - lift * (0.75 + (0.25 if f > 0.35 else 0.0) * (f - 0.35) / 0.65) + 2
        p.fill(p.P([(tx - 3, ty + 1), (tx + 2, ty - 9), (tx + 3, ty + 1)]), (255, 200, 70), outline=False)
    p.glow(p.E(x - span * 0.45, y - lift * 0.2, span * 0.22, lift * 0.22), (255, 230, 120), 0.45)


@bespoke("The Immortal of Thunder", zoom=1.05, height=86)
def immortal_of_thunder(p: Painter, c, o) -> None:
    """The immortal: a tall bare-chested golden giant with a wild white mane, both arms flung up,
    blue-white lightning arcing between its fists and forking down to the ground round it."""
    p.plan = "figure"
    skin, cloth, mane, belt = (225, 170, 80), (70, 80, 160), (245, 245, 255), (200, 160, 60)
    p.glow(p.E(0, -76, 40, 16), (120, 150, 255), 0.35)
    p.fill(p.C(-6, -26, -10, -2, 4.5, 3.5) | p.C(6, -26, 10, -2, 4.5, 3.5), skin)
    p.fill(p.E(-11, -1, 5, 2) | p.E(11, -1, 5, 2), shade(skin, 0.8))
    p.fill(p.P([(-12, -32), (12, -32), (15, -16), (-15, -16)]), cloth)
    p.fill(p.P([(-10, -54), (-17, -62), (-4, -60)]) | p.P([(10, -54), (17, -62), (4, -60)]), mane)
    p.fill(p.P([(-18, -58), (18, -58), (10, -32), (-10, -32)]), skin)
    p.fill(p.R(-11, -34, 11, -31), belt)
    p.fill(p.E(0, -32, 2.5, 2), (255, 230, 120))
    for x in (-6, 6):
        p.line([(x * 1.3, -53), (x, -48)], 0.4, shade(skin, 0.7))
    p.line([(0, -52), (0, -36)], 0.4, shade(skin, 0.7))
    p.line([(-7, -43), (7, -43)], 0.4, shade(skin, 0.7))
    for side in (-1, 1):
        _arm(p, [(side * 15, -56), (side * 24, -64), (side * 27, -78)], skin, skin, 3.4)
    _thunder(p, [(-27, -80), (-18, -88), (-12, -82), (-2, -92), (6, -84), (16, -90), (27, -80)])
    _thunder(p, [(-29, -76), (-36, -62), (-32, -58), (-40, -40), (-36, -36), (-42, -18)])
    _thunder(p, [(29, -76), (37, -64), (33, -60), (42, -44), (38, -40), (44, -24)])
    p.fill(p.P([(-10, -72), (10, -72), (14, -54), (6, -62), (0, -55), (-6, -62), (-14, -54)]), mane)
    _head(p, 0, -65, skin, (120, 230, 255), r=6.5)
    p.glow(p.E(0.5, -65.5, 5, 2), (150, 230, 255), 0.5)
    p.fill(p.E(0, -71, 8, 4) | p.P([(-8, -71), (-16, -82), (-3, -74), (0, -86), (3, -74), (16, -82), (8, -71)]),
           mane)
    p.fill(p.P([(-4, -59), (4, -59), (0, -50)]), mane)  # the beard


def _thunder(p: Painter, pts) -> None:
    """A forked stroke of lightning: a blue halo round a white-hot core, bright on any backdrop."""
    p.line(pts, 1.7, (70, 100, 240))
    p.line(pts, 0.7, WHITE)


@bespoke("Kaminarikozou", zoom=1.2, height=66)
def kaminarikozou(p: Painter, c, o) -> None:
    """The little thunder imp: a horned green oni child in a tiger-striped loincloth riding a dark
    storm cloud, a ring of drums on its back, beating one with a stick while bolts fall below."""
    p.plan = "figure"
    skin, drum, hide, tiger = (120, 200, 110), (180, 60, 40), (240, 220, 170), (240, 170, 40)
    cloud, spark = (90, 95, 130), (255, 240, 120)
    for x in (-16, 4, 20):
        _bolt(p, x, -16, 0.9, spark)
    p.fill(p.E(-14, -24, 14, 8) | p.E(4, -26, 16, 9) | p.E(20, -22, 12, 7) | p.E(-2, -20, 24, 6), cloud)
    p.fill(p.E(2, -30, 18, 4) & p.E(4, -26, 16, 9), shade(cloud, 1.3), outline=False)
    for i in range(6):  # the ring of drums
        a = math.radians(200 + i * 28)
        x, y = 30 * math.cos(a) * 0.6, -52 + 26 * math.sin(a) * 0.9
        p.fill(p.E(x, y, 5, 5), drum)
        p.fill(p.E(x, y, 3, 3), hide)
        p.dot(x, y, 1.0, drum)
    p.line([(-18, -48), (-12, -66), (0, -74), (12, -66), (18, -48)], 0.7, (100, 70, 40))
    p.fill(p.C(-4, -34, -10, -28, 3.5, 3) | p.C(4, -34, 10, -28, 3.5, 3), skin)
    p.fill(p.E(0, -38, 9, 6), tiger)
    for x in (-5, 0, 5):
        p.line([(x, -43), (x + 1, -34)], 0.5, INK)
    p.fill(p.E(0, -46, 8, 8), skin)
    _arm(p, [(-7, -48), (-12, -52), (-14, -58)], skin, skin, 2.2)
    p.mark("stick")
    p.fill(p.C(-14, -58, -20, -66, 0.9), (150, 110, 60))
    p.fill(p.E(-20, -66, 2, 2), hide)
    _arm(p, [(7, -48), (12, -44), (16, -46)], skin, skin, 2.2)
    _head(p, 1, -60, skin, (255, 220, 60), r=7.5, hair=(50, 40, 60))
    for side in (-1, 1):
        p.fill(p.P([(side * 3, -67), (side * 6, -76), (side * 7, -66)]), (250, 240, 200))
