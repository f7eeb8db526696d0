"""Bespoke creatures: beasts, birds, insects, fish, serpents, crabs and other animals."""

from __future__ import annotations

import math

from tools.card_art import beasts
from tools.card_art.beasts import INK, WHITE
from tools.card_art.famous.base import _bolt, _stars, bespoke
from tools.card_art.paint import Painter, shade


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
    beasts._wing(p, 4, -36, 24, 26, shade(body, 0.7), shade(body, 0.7), bat=False)
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


@bespoke("Penguin Soldier", zoom=1.15, height=64)
def penguin_soldier(p: Painter, c, o) -> None:
    """The penguin soldier: a stout penguin in a brass helmet, flipper raised in salute, a short
    sword at its side."""
    beasts.bird(p, {**c, "metal": (210, 170, 70)}, {"bird": "penguin", "armor": True})
    p.plan = "bird"
    p.mark("sword")
    p.fill(p.C(-18, -18, -22, -4, 1), (220, 228, 240))
    p.fill(p.C(-16, -30, -24, -44, 3, 2), (40, 44, 60))


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


@bespoke("Bolt Escargot", zoom=1.15, height=60)
def bolt_escargot(p: Painter, c, o) -> None:
    """Bolt escargot: a yellow snail whose spiral shell crackles with electricity, lightning arcing
    from its eye stalks."""
    beasts.snail(p, {**c, "body": (230, 210, 60), "belly": (250, 240, 150), "eye": (90, 150, 255)}, {})
    p.plan = "snail"
    for x, y in ((-20, -56), (24, -60), (0, -66)):
        _bolt(p, x, y, 0.8)


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


@bespoke("Great Moth", zoom=1.1, height=80)
def great_moth(p: Painter, c, o) -> None:
    """The great moth: a vast moth with four broad wings patterned in eyespots of green and gold,
    a furred body and feathered antennae."""
    p.plan = "insect"
    wing, spot = (120, 160, 90), (230, 200, 80)
    p.mark("wing", 4)
    for side in (1, -1):
        p.fill(p.P([(0, -44), (side * 48, -76), (side * 44, -44), (side * 4, -40)]), wing)
        p.fill(p.P([(0, -38), (side * 38, -34), (side * 28, -10), (side * 3, -28)]), shade(wing, 0.85))
        p.eye(side * 30, -58, 6, spot, INK)
        p.eye(side * 20, -24, 4, (200, 90, 60), INK)
    p.fill(p.E(0, -38, 5, 18), (200, 180, 140))
    for y in (-48, -40, -32):
        p.line([(-4, y), (4, y)], 0.5, (150, 130, 100))
    p.mark("head")
    p.fill(p.E(0, -58, 5, 5), (200, 180, 140))
    for side in (-1, 1):
        p.line([(side * 2, -62), (side * 10, -76)], 0.5, (150, 130, 100))
    p.eye(-2, -58, 1.3, (255, 60, 40))
    p.eye(2, -58, 1.3, (255, 60, 40))


@bespoke("Silver Fang", zoom=1.1, height=60)
def silver_fang(p: Painter, c, o) -> None:
    """Silver fang: a lean silver-white wolf mid-howl under the moon, thick mane and bushy tail."""
    p.plan = "quadruped"
    fur = (220, 225, 235)
    p.fill(p.E(-30, -74, 7, 7) & ~p.E(-27, -76, 6, 6), (250, 240, 180), outline=False)
    p.fill(p.T([(-20, -24), (-32, -28), (-40, -20)], 4, 2), fur)
    for x in (-16, 12):
        p.fill(p.C(x, -18, x - 2, 0, 3), shade(fur, 0.8))
    p.fill(p.E(-2, -24, 20, 9), fur)
    for x in (-10, 16):
        p.fill(p.C(x, -18, x + 1, 0, 3.2), fur)
    p.fill(p.E(14, -32, 9, 10), shade(fur, 1.05))
    p.mark("head")
    p.fill(p.P([(12, -40), (22, -52), (30, -50), (22, -40)]), fur)
    p.fill(p.P([(12, -42), (10, -52), (16, -44)]), fur)
    p.eye(18, -45, 1.4, (120, 200, 255), INK)
