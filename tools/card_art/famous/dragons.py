"""Bespoke dragons: each in the pose its card calls for (in flight, on four legs, a wyvern, bone)."""

from __future__ import annotations

from tools.card_art import beasts
from tools.card_art.beasts import INK, WHITE, dragon_head
from tools.card_art.famous.base import _bolt, _curse_dragon_body, _flying_dragon, _gaia_rider, bespoke
from tools.card_art.paint import Painter, shade


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
    p.mark("meteor")
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


@bespoke("Curse of Dragon")
def curse_of_dragon(p: Painter, c, o) -> None:
    """The cursed dragon: a golden serpentine body on broad wings, no legs, flying low."""
    _curse_dragon_body(p, c, o, (220, 180, 70), (200, 120, 60))


@bespoke("Gaia the Dragon Champion")
def gaia_dragon_champion(p: Painter, c, o) -> None:
    """The champion: the armoured knight in purple riding the golden dragon, two lances held high."""
    _curse_dragon_body(p, c, o, (220, 180, 70), (200, 120, 60))
    _gaia_rider(p, -6, -44, 0.85)


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


@bespoke("Baby Dragon", zoom=1.15, height=66)
def baby_dragon(p: Painter, c, o) -> None:
    """The baby dragon: a chubby orange dragonling on two stubby legs, big round head and eyes, tiny
    wings, a cream belly and a little horn."""
    p.plan = "dragon.wyvern"
    body, belly = (230, 140, 60), (250, 230, 170)
    beasts._wing(p, 4, -30, 16, 16, shade(body, 0.8), shade(body, 0.7))
    p.fill(p.T([(-8, -12), (-20, -8), (-28, -14)], 4.5, 1.5), body)
    p.fill(p.C(-5, -12, -7, 0, 3.5) | p.C(6, -12, 8, 0, 3.5), body)
    p.fill(p.E(0, -20, 12, 13), body)
    p.fill(p.E(3, -18, 8, 9) & p.E(0, -20, 12, 13), belly)
    beasts._wing(p, -2, -32, 18, 20, body, shade(body, 1.1))
    p.mark("head")
    p.fill(p.E(8, -42, 11, 10) | p.E(17, -38, 6, 5), body)
    p.fill(p.P([(2, -50), (0, -58), (6, -51)]), (250, 240, 220))
    p.eye(10, -44, 3, WHITE, INK)
    p.line([(16, -35), (22, -36)], 0.5, INK)


@bespoke("Thunder Dragon", zoom=1.05, height=84)
def thunder_dragon(p: Painter, c, o) -> None:
    """The thunder dragon: a wingless golden dragon on four legs, a spiked back crackling with
    lightning, jaws open to the storm."""
    p.plan = "dragon.quadruped"
    body, spike = (220, 180, 70), (130, 90, 50)
    p.fill(p.T([(-14, -24), (-30, -16), (-44, -10), (-52, -16)], 6.5, 1.3), body)
    p.fill(p.C(12, -22, 16, -2, 4, 3) | p.C(-12, -22, -16, -2, 4.5, 3.5), shade(body, 0.7))
    p.fill(p.E(0, -28, 22, 12), body)
    p.fill(p.E(4, -22, 16, 5) & p.E(0, -28, 22, 12), (250, 230, 160))
    for x in (-18, -8, 2, 12, -32, -44):
        p.fill(p.P([(x - 3, -36 if x > -20 else -22), (x, -46 if x > -20 else -30), (x + 3, -36 if x > -20 else -22)]),
               spike)
    p.fill(p.C(-10, -20, -8, -2, 4.5, 3.5) | p.E(-3, -1, 6.5, 2.5), body)
    p.fill(p.C(18, -26, 22, -2, 4.5, 3.5) | p.E(25, -1, 6, 2.5), body)
    p.fill(p.T([(16, -34), (24, -46), (28, -54)], 7, 5), body)
    dragon_head(p, 34, -60, {**c, "body": body, "horn": spike, "eye": (90, 60, 200)}, o, 1.05)
    for x, y in ((-40, -70), (44, -30), (-20, -60), (6, -78)):
        _bolt(p, x, y, 1.0)


@bespoke("One-eyed Shield Dragon")
def one_eyed_shield_dragon(p: Painter, c, o) -> None:
    """The shield dragon: a squat green dragon crouched on four legs behind a great round shield
    that covers its chest, small wings folded up, a blunt horned head with one huge yellow eye."""
    p.plan = "dragon.quadruped"
    body, wing = (70, 150, 90), (110, 170, 120)
    steel, rim, boss = (170, 180, 200), (220, 190, 90), (240, 220, 130)
    beasts._wing(p, -2, -40, 26, 30, shade(body, 0.8), shade(wing, 0.8))
    p.fill(p.T([(-16, -20), (-32, -12), (-46, -8), (-54, -14)], 6.5, 1.4), body)
    for x, y in ((-30, -18), (-42, -14)):
        p.fill(p.P([(x - 3, y + 1), (x, y - 7), (x + 3, y + 1)]), shade(body, 0.6))
    p.fill(p.C(-14, -20, -18, -2, 4.5, 3.5), shade(body, 0.7))
    p.fill(p.E(-4, -26, 20, 14), body)
    p.fill(p.C(-10, -18, -8, -2, 5, 3.5) | p.E(-4, -1, 6.5, 2.5), body)
    beasts._wing(p, -8, -38, 30, 34, body, wing)
    p.fill(p.T([(6, -34), (10, -46), (12, -54)], 8, 7), body)
    p.mark("head")
    hx, hy = 14, -60
    p.fill(p.P([(hx - 6, hy - 6), (hx - 14, hy - 18), (hx - 2, hy - 9)])
           | p.P([(hx + 2, hy - 8), (hx + 4, hy - 20), (hx + 8, hy - 7)]), (230, 220, 180))
    p.fill(p.E(hx, hy, 11, 9) | p.P([(hx, hy - 4), (hx + 20, hy + 1), (hx + 19, hy + 6), (hx, hy + 8)]), body)
    p.fill(p.P([(hx + 2, hy + 6), (hx + 18, hy + 6), (hx + 16, hy + 10), (hx + 1, hy + 10)]), shade(body, 0.8))
    for t in range(3):
        p.fill(p.P([(hx + 6 + t * 4, hy + 6), (hx + 7 + t * 4, hy + 8.5), (hx + 8 + t * 4, hy + 6)]), WHITE,
               outline=False, flat=True)
    p.fill(p.E(hx + 2, hy - 1, 6, 5.5), WHITE)  # the one great eye
    p.eye(hx + 2.5, hy - 1, 4, (255, 210, 40), INK)
    p.line([(hx - 4, hy - 7), (hx + 8, hy - 6)], 0.8, shade(body, 0.5))
    p.mark("shield")  # the round shield before its chest, rim and boss in brass
    p.fill(p.E(20, -24, 17, 20), rim)
    p.fill(p.E(20, -24, 14, 17), steel)
    p.fill(p.E(21, -24, 10, 12) & ~p.E(21, -24, 8.5, 10.5), shade(steel, 0.75), outline=False)
    p.fill(p.E(21, -24, 4.5, 4.5), boss)
    p.line([(9, -36), (32, -12)], 0.5, shade(steel, 0.7))
    p.fill(p.E(34, -30, 3.5, 3) | p.E(34, -14, 3.5, 3), body)  # claws gripping the rim
    p.fill(p.C(14, -6, 16, -1, 4.5, 3.5) | p.E(19, -1, 6.5, 2.5), body)
