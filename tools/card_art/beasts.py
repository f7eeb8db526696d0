"""Animal subjects: dragons, serpents, fish, birds, insects, four-legged beasts, reptiles, sea life.

Each drawer paints one subject around its feet at local (0, 0), facing right, about 80 units tall at
zoom 1, from a palette ``c`` (see compose.Palette) and an options dict ``o`` of lexicon modifiers.
"""

from __future__ import annotations

import math

from tools.card_art import variants
from tools.card_art.paint import Painter, mix, shade

WHITE, BONE, INK = (250, 250, 240), (235, 225, 195), (20, 14, 26)


def _wing(p: Painter, x, y, span, lift, col, membrane, bat=True) -> None:
    """A bat or feather wing rooted at (x, y) reaching back-up by span."""
    p.mark("wing")
    tip = (x - span, y - lift)
    if bat:
        pts = [
            (x, y),
            (x - span * 0.35, y - lift * 0.75),
            tip,
            (x - span * 0.8, y - lift * 0.35),
            (x - span * 0.62, y - lift * 0.1),
            (x - span * 0.45, y + lift * 0.05),
            (x - span * 0.25, y + lift * 0.12),
        ]
        p.fill(p.P(pts), membrane)
        for f in (0.8, 0.62, 0.45):
            p.line(
                [
                    (x - span * 0.35, y - lift * 0.75),
                    (x - span * f, y - lift * (0.35 if f == 0.8 else 0.1 if f == 0.62 else -0.05)),
                ],
                0.7,
                shade(membrane, 0.6),
            )
        p.fill(p.T([(x, y), (x - span * 0.35, y - lift * 0.75), tip], 1.6, 0.8), col)
    else:
        p.fill(p.C(x, y, x - span * 0.45, y - lift * 0.5, 4, 3), col)  # the wing's root on the shoulder
        for i in range(5):
            f = 1 - i * 0.16
            p.fill(
                p.E(x - span * 0.5 * f, y - lift * 0.55 * f - i * 1.5, span * 0.5 * f, 5.5, 25 + i * 8),
                shade(membrane, 1 + 0.05 * (4 - i)),
            )
        p.fill(p.E(x - span * 0.25, y - lift * 0.3, span * 0.28, 7, 30), col)


def dragon_head(p: Painter, hx, hy, c, o, k: float = 1.0, head=None) -> None:
    """One horned dragon head in profile facing right, jaws open, at (hx, hy) scaled by k."""
    p.mark("head")
    head = head or (BONE if o.get("skull") else c["body"])  # a skull dragon's head is bare bone

    def q(pts):
        return [(hx + x * k, hy + y * k) for x, y in pts]

    if o.get("frill"):  # a webbed fan behind the head
        variants.frill(p, hx - 6 * k, hy + 2 * k, 16 * k, c["wing"], c["horn"])
    p.fill(p.P(q([(-4, -3), (-20, -10), (-5, -6)])), c["horn"])
    p.fill(p.P(q([(-1, -5), (-9, -16), (3, -6)])), c["horn"])
    p.fill(p.E(hx - 2 * k, hy, 8 * k, 7 * k) | p.P(q([(-2, -5), (18, -1), (18, 3), (0, 3)])), head)
    p.fill(p.P(q([(0, 3), (15, 6), (14, 9), (-2, 7)])), shade(head, 0.85))
    p.fill(p.P(q([(2, 3), (16, 3), (14, 6)])), (140, 20, 30), outline=False, flat=True)
    for t in range(3):
        p.fill(p.P(q([(5 + t * 4, 3), (6 + t * 4, 5), (7 + t * 4, 3)])), WHITE, outline=False, flat=True)
    if o.get("horns3"):
        p.fill(p.P(q([(12, -2), (16, -12), (16, -1)])), c["horn"])
    if o.get("beak"):  # a parrot's hooked beak over the jaws, a crest of bright feathers
        variants.parrot_beak(p, hx + 8 * k, hy + 1 * k, 1.1 * k)
    if o.get("skull"):
        p.fill(p.E(hx + 3 * k, hy - 1 * k, 3.5 * k, 3 * k), INK, outline=False)
    p.eye(hx + 3 * k, hy - 1 * k, 2.2 * k, c["eye"])


def _heads(p: Painter, c, o, root, base, spread=16.0, k=1.0) -> None:
    """Necks from root to each head around base (as many heads as the name counts)."""
    heads = o.get("heads", 1)
    bx, by = base
    for h in range(heads):
        dx = (h - (heads - 1) / 2) * spread
        hx, hy = bx + dx, by + abs(dx) * 0.35
        mx = (root[0] + hx) / 2 + dx * 0.2
        p.fill(p.T([root, (mx, (root[1] + hy) / 2 - 4), (hx - 4 * k, hy + 3 * k)], 6.5 * k, 4.5 * k), c["body"])
    for h in range(heads):
        dx = (h - (heads - 1) / 2) * spread
        dragon_head(p, bx + dx, by + abs(dx) * 0.35, c, o, k)


def dragon_pose(name: str, type_name: str, attribute: str, o) -> str:
    """Returns the body plan a dragon's name and type call for: wyvern, sea, machine, or four legs."""
    low = name.lower()
    if o.get("pose"):
        return o["pose"]
    if type_name == "Machine" or any(w in low for w in ("metal", "mech", "machine", "cyber", "steel")):
        return "machine"
    if type_name in ("Sea Serpent", "Aqua", "Fish") or any(w in low for w in ("sea ", "seadra", "aqua")):
        return "sea"
    if any(w in low for w in ("wyvern", "koumori", "petit", "baby", "winged dragon", "wyrm")):
        return "wyvern"
    return "quadruped"


def dragon(p: Painter, c, o) -> None:
    """A western dragon in the pose its name calls for (o["pose"]): on four legs with wings spread by
    default, a two-legged wyvern, a sea dragon in the waves, or a plated machine dragon."""
    pose = o.get("pose", "quadruped")
    p.plan = f"dragon.{pose}"
    {"quadruped": _dragon_quadruped, "wyvern": _wyvern, "sea": _sea_dragon, "machine": _machine_dragon,
     "rearing": _dragon_rearing}[pose](p, c, o)


def _dragon_quadruped(p: Painter, c, o) -> None:
    body, belly, wingc = c["body"], c["belly"], c["wing"]
    wings = o.get("wings", True)
    v, v2 = o.get("_v", 0.5), o.get("_v2", 0.5)  # card by card: head held high or low, wings up or half-folded
    lift = 34 + 22 * v2
    if wings:
        _wing(p, 4, -40, 32, lift * 0.85, shade(body, 0.8), shade(wingc, 0.8))
    p.fill(p.T([(-14, -28), (-30, -22), (-42, -12), (-52, -14), (-56, -24)], 6.5, 1.5), body)
    if o.get("tail_tip"):  # a barbed spade or a knobbed club at the tail's end
        variants.spade(p, -56, -25, 1.5, c["horn"], club=o["tail_tip"] == "club")
    else:
        p.fill(p.P([(-56, -24), (-62, -30), (-54, -30)]), c["horn"])
    p.fill(p.C(14, -26, 18, -2, 4, 3.5) | p.C(-12, -26, -16, -2, 4.5, 3.5), shade(body, 0.75))
    p.fill(p.E(0, -30, 22, 12), body)
    p.fill(p.E(2, -24, 18, 6) & p.E(0, -30, 22, 12), belly)
    p.fill(p.E(-10, -26, 8, 10) | p.C(-10, -22, -7, -2, 4.5, 3.5) | p.E(-4, -1, 6.5, 2.5), body)
    p.fill(p.C(18, -28, 22, -2, 4.5, 3.5) | p.E(25, -1, 6, 2.5), body)
    for t in range(3):
        p.line([(28, -1), (31 + t, 1)], 0.4, c["horn"])
    head = (36 - 4 * v, -52 - 16 * v) if o.get("heads", 1) == 1 else (30, -64)
    if o.get("spikes"):  # a row of spines down the tail and up the neck, where the near wing leaves them seen
        neck = [(16 + (head[0] - 16) * f - 5, -36 + (head[1] + 36) * f - 3) for f in (0.2, 0.45, 0.7)]
        back_spikes(p, [(-50, -18), (-42, -16), (-32, -23), (-22, -30), *neck], c["horn"], 8)
    _heads(p, c, o, (16, -36), head, 17)
    if wings:
        _wing(p, -2, -38, 40 + 8 * v2, lift, body, wingc)
    if o.get("meteor"):  # a burning rock's hide, a trail of fire streaming back from it
        variants.meteor_hide(p, [(10, -34), (-6, -28), (8, -24), (-34, -20), (-26, -30)], 9, c["body"])


def _dragon_rearing(p: Painter, c, o) -> None:
    body, belly, wingc = c["body"], c["belly"], c["wing"]
    wings = o.get("wings", True)
    if wings:
        _wing(p, 2, -44, 30, 40, shade(body, 0.8), shade(wingc, 0.8))
    p.fill(p.T([(-6, -16), (-22, -8), (-36, -6), (-46, -14), (-48, -24)], 7, 1.5), body)
    p.fill(p.C(-6, -22, -16, -4, 6, 4) | p.E(-13, -1, 8, 2.5), shade(body, 0.8))
    p.fill(p.E(2, -30, 15, 19, -25), body)
    p.fill(p.E(9, -28, 7, 14, -25) & p.E(2, -30, 15, 19, -25), belly)
    for y in (-38, -32, -26, -20):
        p.line([(4, y), (13, y + 2)], 0.4, shade(belly, 0.7))
    p.fill(p.C(-2, -22, 6, -8, 7, 5) | p.C(6, -8, 2, -1, 5, 4) | p.E(6, 0, 8, 2.5), body)
    if wings:
        _wing(p, -2, -40, 46, 46, body, wingc)
    p.fill(p.T([(14, -36), (22, -30), (26, -22)], 3, 2.2), body)
    _heads(p, c, o, (8, -42), (22, -66))


def _wyvern(p: Painter, c, o) -> None:
    """Two legs and wings for arms, leaning forward over a long tail."""
    body, wingc = c["body"], c["wing"]
    _wing(p, 6, -42, 30, 40, shade(body, 0.8), shade(wingc, 0.8))
    p.fill(p.T([(-8, -30), (-26, -26), (-40, -18), (-50, -8)], 5.5, 1.2), body)
    p.fill(p.P([(-50, -8), (-58, -4), (-52, -14)]), c["horn"])
    p.fill(p.C(-2, -28, -6, -2, 4, 3) | p.E(-2, -1, 6, 2.2), shade(body, 0.8))
    p.fill(p.E(4, -36, 16, 10, 20), body)
    p.fill(p.E(8, -32, 12, 5, 20) & p.E(4, -36, 16, 10, 20), c["belly"])
    p.fill(p.C(6, -30, 10, -2, 4.5, 3) | p.E(13, -1, 6, 2.2), body)
    _heads(p, c, o, (14, -42), (30, -60), 15, 0.9)
    _wing(p, 0, -42, 44, 52, body, wingc)


def _sea_dragon(p: Painter, c, o) -> None:
    """Coils rising out of the sea, fins along the back, a frilled head."""
    body, belly = c["body"], c["belly"]
    pts = [(-46, -4), (-34, -18), (-18, -8), (-4, -2), (8, -16), (4, -34), (12, -48), (22, -58)]
    for x, y in pts[1:-1]:
        p.fill(p.P([(x - 5, y - 4), (x - 10, y - 15), (x + 2, y - 7)]), c["wing"])
    p.fill(p.T(pts, 5, 8), body)
    for x, y in pts[2:-1]:
        p.dot(x + 2, y + 3, 2.2, belly)
    for side in (-1, 1):
        p.fill(p.P([(16, -58), (8 + side * 6, -72), (20, -62)]), c["wing"])
    o2 = {**o, "heads": o.get("heads", 1)}
    _heads(p, c, o2, (18, -56), (30, -68), 14, 0.95)
    for x in range(-56, 60, 12):  # the waves it rises from
        p.fill(p.E(x, 0, 8, 4) & p.R(x - 9, -5, x + 9, 0), (150, 210, 240))


def _machine_dragon(p: Painter, c, o) -> None:
    """A plated metal dragon: segmented body of bolted plates, jointed legs, a visored head."""
    metal = c["metal"]
    p.fill(p.T([(-14, -26), (-30, -20), (-46, -12), (-56, -18)], 6, 2), shade(metal, 0.8))
    for i in range(4):
        x = -20 - i * 10
        p.line([(x, -30 + i * 3), (x + 2, -14 + i * 3)], 0.5, shade(metal, 0.5))
    for x in (-14, 16):
        p.fill(p.P([(x - 4, -26), (x + 4, -26), (x + 6, -12), (x + 2, 0), (x - 4, 0), (x - 2, -12)]),
               shade(metal, 0.9))
    p.fill(p.P([(-22, -38), (20, -40), (26, -24), (-20, -18)]), metal)
    for x in (-12, -2, 8):
        p.line([(x, -38), (x + 2, -20)], 0.5, shade(metal, 0.55))
        p.dot(x + 4, -30, 0.9, (255, 230, 120))
    _wing(p, -4, -38, 40, 44, metal, shade(metal, 0.7))
    heads = o.get("heads", 1)
    for h in range(heads):
        dx = (h - (heads - 1) / 2) * 16
        hx, hy = 32 + dx, -62 + abs(dx) * 0.3
        p.fill(p.T([(16, -38), (24, -50), (hx - 4, hy + 4)], 5, 4), shade(metal, 0.85))
        p.mark("head")
        p.fill(p.P([(hx - 8, hy - 6), (hx + 14, hy - 2), (hx + 16, hy + 4), (hx - 6, hy + 6)]), metal)
        p.fill(p.P([(hx - 2, hy + 4), (hx + 14, hy + 6), (hx - 4, hy + 9)]), shade(metal, 0.7))
        p.fill(p.P([(hx - 8, hy - 6), (hx - 16, hy - 14), (hx - 4, hy - 6)]), shade(metal, 1.2))
        p.eye(hx + 4, hy - 1, 1.8, c["eye"], c["eye"])


def eastern_dragon(p: Painter, c, o) -> None:
    """Long, serpentine dragon curling through the air with whiskers and a mane (Yamatano, Seiyaryu)."""
    body, belly = c["body"], c["belly"]
    pts = [(-40, -8), (-30, -26), (-10, -22), (4, -6), (24, -12), (30, -34), (14, -48), (-6, -52), (4, -64)]
    v = o.get("_v2", 0.5)
    if v > 0.66:  # the other coil: rising from the right
        pts = [
            (40, -6),
            (26, -22),
            (4, -12),
            (-16, -8),
            (-30, -24),
            (-24, -42),
            (-4, -44),
            (8, -52),
            (4, -64),
        ]
    elif v > 0.33:  # a tall spiral round itself
        pts = [
            (-20, -4),
            (10, -6),
            (26, -20),
            (10, -34),
            (-18, -30),
            (-26, -44),
            (-10, -56),
            (8, -54),
            (4, -64),
        ]
    p.fill(p.T(pts, 4, 8), body)
    for i in range(1, len(pts) - 1, 2):
        p.dot(pts[i][0], pts[i][1] + 2, 2.5, belly)
    for x, y in pts[1:-1:2]:
        p.fill(p.P([(x - 2, y - 6), (x + 1, y - 12), (x + 3, y - 6)]), c["wing"])
    if o.get("spikes"):  # tall spines all along the coils
        back_spikes(p, [(x - 1, y - 5) for x, y in pts[:-1]], c["horn"], 9)
    hx, hy = 10, -66
    if o.get("frill"):
        variants.frill(p, hx - 6, hy + 2, 15, c["wing"], c["horn"])
    p.mark("head")
    p.fill(p.E(hx, hy, 10, 7) | p.P([(hx, hy - 4), (hx + 20, hy + 1), (hx + 18, hy + 6), (hx, hy + 6)]), body)
    p.line([(hx + 16, hy + 4), (hx + 28, hy + 12), (hx + 34, hy + 8)], 0.7, c["horn"])
    p.line([(hx + 12, hy + 5), (hx + 18, hy + 16)], 0.7, c["horn"])
    p.fill(p.P([(hx - 4, hy - 4), (hx - 14, hy - 16), (hx, hy - 7)]), c["horn"])
    p.fill(p.P([(hx - 8, hy), (hx - 18, hy - 6), (hx - 16, hy + 4)]), c["wing"])
    p.eye(hx + 4, hy - 1, 2.2, c["eye"])
    if o.get("antlers"):
        variants.antlers(p, hx - 2, hy - 5, c["horn"])
    if o.get("pearl"):  # the pearl an eastern dragon holds before its jaws
        variants.pearl(p, hx + 26, hy - 8)
    for _ in range(o.get("heads", 1) - 1):
        p.mark("head")
        p.fill(p.T([(-6, -50), (-22, -58), (-30, -66)], 5, 4) | p.E(-32, -68, 7, 5), body)
        p.eye(-34, -69, 1.8, c["eye"])


def serpent(p: Painter, c, o) -> None:
    """A coiled snake or sea serpent rearing up (fangs, forked tongue; a fin ridge at sea)."""
    body, belly = c["body"], c["belly"]
    p.fill(p.E(0, -6, 30, 8), shade(body, 0.85))
    pts = [(-26, -8), (-10, -16), (14, -12), (18, -26), (2, -36), (-6, -50), (6, -62)]
    if o.get("fins"):
        for x, y in pts[2:-1]:
            p.fill(p.P([(x - 4, y - 4), (x - 8, y - 14), (x + 3, y - 6)]), c["wing"])
    p.fill(p.T(pts, 8, 5.5), body)
    for x, y in pts[3:-1]:
        p.line([(x - 3, y), (x + 3, y)], 0.6, belly)
    if o.get("spikes"):  # spines down its back
        back_spikes(p, [(x - 8, y - 4) for x, y in pts[1:-1]], c["horn"])
    hx, hy = 10, -66
    p.mark("head")
    if o.get("hood"):  # a cobra's spread hood behind the head
        p.fill(p.E(hx - 4, hy + 6, 9, 13), shade(body, 0.9))
        p.fill(p.E(hx - 3, hy + 8, 4, 7), belly)
    if o.get("frill"):
        variants.frill(p, hx - 5, hy + 2, 13, c["wing"], c["horn"])
    p.fill(p.E(hx, hy, 10, 7, -10), body)
    if o.get("beak"):  # a bird's hooked beak where the snake's jaws would be
        variants.parrot_beak(p, hx + 6, hy + 1, 1.0, crest=False)
        p.eye(hx + 1, hy - 2, 2.2, c["eye"])
        return
    if o.get("horn"):
        p.fill(p.T([(hx - 2, hy - 5), (hx + 2, hy - 14), (hx + 8, hy - 18)], 2, 0.6), c["horn"])
    p.fill(p.P([(hx + 6, hy + 2), (hx + 18, hy + 3), (hx + 7, hy + 6)]), shade(body, 0.8))
    p.line([(hx + 14, hy + 4), (hx + 22, hy + 6), (hx + 24, hy + 4)], 0.6, (230, 40, 60))
    p.fill(p.P([(hx + 8, hy + 3), (hx + 10, hy + 9), (hx + 12, hy + 3)]), WHITE, outline=False, flat=True)
    p.eye(hx + 3, hy - 2, 2.2, c["eye"])


def worm(p: Painter, c, o) -> None:
    """A segmented worm or caterpillar rearing from the ground with a round mouth."""
    pts = [(-34, -5), (-22, -7), (-10, -6), (2, -10), (10, -22), (12, -36), (6, -50)]
    for i, (x, y) in enumerate(pts):
        p.fill(p.E(x, y, 9 - i * 0.2, 8), c["body"] if i % 2 else c["belly"])
    if o.get("spikes"):  # stiff bristles (needles) on every segment
        variants.bristles(p, [(x - 2, y - 7) for x, y in pts], c["horn"], 7)
    hx, hy = 4, -58
    p.mark("head")
    p.fill(p.E(hx, hy, 10, 9), c["body"])
    if o.get("horn"):
        p.fill(p.T([(hx - 2, hy - 7), (hx + 2, hy - 16), (hx + 8, hy - 20)], 2.4, 0.6), c["horn"])
    if o.get("fangs"):  # pincer jaws round the mouth
        variants.pincers(p, hx + 8, hy + 3, c["horn"])
    p.fill(p.E(hx + 5, hy + 3, 4, 3), (60, 10, 20))
    for a in range(0, 360, 60):
        p.dot(hx + 5 + 4 * math.cos(math.radians(a)), hy + 3 + 3 * math.sin(math.radians(a)), 0.7, WHITE)
    p.eye(hx - 1, hy - 4, 1.8, c["eye"])


def fish(p: Painter, c, o) -> None:
    """A fish swimming right: shark (grey, dorsal fin, teeth), whale, dolphin, or a plain bony fish."""
    kind = o.get("fish", "fish")
    body, belly = c["body"], c["belly"]
    y = -34
    if kind == "shark":
        p.fill(p.P([(-40, y - 14), (-32, y), (-42, y + 12), (-30, y + 2)]), body)
        p.fill(p.P([(-4, y - 10), (6, y - 28), (12, y - 10)]), body)
        p.fill(p.P([(-30, y), (-10, y - 12), (24, y - 10), (44, y), (24, y + 10), (-10, y + 10)]), body)
        p.fill(p.P([(-20, y + 4), (22, y + 4), (40, y + 2), (24, y + 10), (-10, y + 10)]), belly)
        p.fill(p.P([(0, y + 8), (-8, y + 20), (8, y + 9)]), body)
        p.fill(
            p.P([(28, y + 3), (42, y + 2), (34, y + 8), (24, y + 7)]), (120, 20, 30), outline=False, flat=True
        )
        for t in range(4):
            p.fill(
                p.P([(27 + t * 3.5, y + 3), (28.5 + t * 3.5, y + 6), (30 + t * 3.5, y + 3)]),
                WHITE,
                outline=False,
                flat=True,
            )
        for g in range(3):
            p.line([(14 - g * 3, y - 4), (12 - g * 3, y + 2)], 0.5, shade(body, 0.6))
        p.eye(30, y - 4, 1.6, (20, 20, 30), (255, 255, 255))
        _fish_variant(p, c, o, y, 14, 42)
        return
    if kind == "whale":
        p.fill(p.P([(-44, y - 16), (-34, y - 2), (-46, y + 6), (-28, y + 2)]), body)
        p.fill(p.E(0, y, 36, 20), body)
        p.fill(p.E(4, y + 10, 28, 9), belly)
        for i in range(4):
            p.line([(-8 + i * 8, y + 6), (-6 + i * 8, y + 16)], 0.5, shade(belly, 0.7))
        p.eye(22, y - 2, 2, (20, 20, 30), WHITE)
        p.line([(10, y - 22), (8, y - 34)], 1.2, (170, 220, 255))
        p.line([(8, y - 34), (0, y - 40)], 1, (170, 220, 255))
        p.line([(8, y - 34), (16, y - 40)], 1, (170, 220, 255))
        if o.get("fortress"):
            p.fill(
                p.P([(-20, y - 18), (-20, y - 30), (-10, y - 30), (-10, y - 24), (0, y - 24), (0, y - 19)]),
                c["metal"],
            )
            p.fill(p.C(-4, y - 27, 14, y - 33, 1.5), c["metal"])
        _fish_variant(p, c, o, y, 14)
        return
    if kind == "dolphin":
        p.fill(p.T([(-34, y + 12), (-20, y - 2), (4, y - 10), (30, y - 6)], 6, 9), body)
        p.fill(p.P([(-36, y + 6), (-40, y + 18), (-28, y + 16)]), body)
        p.fill(p.P([(0, y - 16), (6, y - 24), (10, y - 14)]), body)
        p.fill(p.C(30, y - 4, 44, y - 2, 3, 2), body)
        p.eye(30, y - 8, 1.6, (20, 20, 30), WHITE)
        _fish_variant(p, c, o, y, 14)
        return
    big = kind == "big"
    r = 22 if big else 18
    p.fill(p.P([(-r - 2, y), (-r - 16, y - 14), (-r - 12, y), (-r - 16, y + 14)]), c["wing"])
    p.fill(p.P([(-10, y - r * 0.6), (0, y - r - 8), (14, y - r * 0.6)]), c["wing"])
    p.fill(p.E(0, y, r + 6, r * 0.75), body)
    p.fill(p.E(2, y + r * 0.35, r, r * 0.35), belly)
    for i in range(3):
        p.line([(-12 + i * 7, y - 6), (-14 + i * 7, y + 6)], 0.5, shade(body, 0.7))
    p.fill(p.P([(-2, y + 4), (-8, y + 14), (4, y + 8)]), c["wing"])
    p.line([(r - 6, y - 8), (r - 9, y + 8)], 0.6, shade(body, 0.6))
    if o.get("teeth"):
        p.fill(
            p.P([(r, y + 2), (r + 6, y), (r + 6, y + 8), (r, y + 6)]), (110, 10, 30), outline=False, flat=True
        )
        for t in range(3):
            p.fill(
                p.P([(r + t * 2, y + 2), (r + 1 + t * 2, y + 5), (r + 2 + t * 2, y + 2)]),
                WHITE,
                outline=False,
                flat=True,
            )
    p.eye(r - 1, y - 5, 3 if o.get("big_eye") else 2.2, (255, 250, 200))
    if o.get("rainbow"):
        for i, col in enumerate(
            ((240, 60, 60), (250, 170, 40), (240, 230, 60), (70, 200, 80), (60, 120, 240), (150, 70, 220))
        ):
            p.line([(-12 + i * 4, y - 12), (-14 + i * 4, y + 12)], 0.9, col)
    _fish_variant(p, c, o, y, r)


def _fish_variant(p: Painter, c, o, y: float, r: float, nose: float | None = None) -> None:
    """A fish's design variants: a spined dorsal crest, dark bands across the body, a swordfish's bill."""
    if o.get("horn"):
        x = nose if nose is not None else r + 6
        p.fill(p.T([(x - 4, y - 2), (x + 22, y - 3)], 2.2, 0.5), c["horn"])
    if o.get("spikes"):
        back_spikes(p, [(-12 + i * 8, y - r * 0.62) for i in range(4)], c["wing"], 7)
    if o.get("stripes"):
        for i in range(3):
            p.line([(-6 + i * 9, y - r * 0.5), (-8 + i * 9, y + r * 0.4)], 1.2, shade(c["body"], 0.55))


def bird(p: Painter, c, o) -> None:
    """A bird with spread wings: eagle (hooked beak), crow, peacock (eyed tail), chicken (comb)."""
    kind = o.get("bird", "bird")
    body, wing = c["body"], c["wing"]
    if kind == "penguin":
        p.fill(p.E(-8, -1, 7, 2.5) | p.E(8, -1, 7, 2.5), (250, 170, 40))
        p.fill(p.E(0, -26, 16, 25), (40, 44, 60))
        p.fill(p.E(3, -22, 10, 18), WHITE)
        p.fill(p.E(-16, -28, 5, 14, -20) | p.E(16, -28, 5, 14, 20), (40, 44, 60))
        p.fill(p.P([(6, -42), (18, -39), (6, -36)]), (250, 170, 40))
        p.eye(4, -44, 2, WHITE, INK)
        if o.get("armor", True):
            p.fill(p.E(0, -50, 10, 5) & p.R(-12, -56, 12, -48), c["metal"])
        return
    if kind == "peacock":
        for i in range(9):
            a = math.radians(200 + i * 17.5)
            tx, ty = -6 + 36 * math.cos(a), -30 + 36 * math.sin(a)
            p.fill(p.C(-6, -30, tx, ty, 1.5, 5), (40, 140, 110))
            p.eye(tx, ty, 2.5, (60, 110, 230), (240, 200, 40))
    if kind == "chicken":
        p.fill(p.P([(-16, -24), (-30, -44), (-24, -22), (-32, -32), (-18, -14)]), c["belly"])
        p.mark("wing", 2)
        p.fill(p.E(2, -24, 9, 6, -10), shade(wing, 0.75))  # the far wing over the back
        p.fill(p.E(-2, -20, 18, 14), body)
        p.fill(p.E(-6, -22, 10, 7, 10), wing)
        p.fill(p.C(8, -30, 12, -44, 5, 5), body)
        p.fill(p.E(13, -48, 7, 7), body)
        p.fill(p.E(12, -57, 4, 3) | p.E(16, -56, 3, 3) | p.E(8, -56, 3, 3), (230, 40, 40))
        p.fill(p.E(16, -40, 2, 3), (230, 40, 40))
        p.fill(p.P([(19, -49), (26, -46), (19, -44)]), (250, 190, 40))
        p.eye(15, -49, 1.5, WHITE)
        for x in (-6, 4):
            p.line([(x, -8), (x, 0), (x + 4, 0)], 0.8, (250, 190, 40))
        return
    lift = 18 + 26 * o.get("_v", 0.5)  # wings from level to raised high
    if kind == "peacock":  # wings folded small in front of the fanned tail
        lift = 10
    _wing(p, -2, -40, 42 if kind != "peacock" else 20, lift, wing, wing, bat=False)
    p.fill(p.P([(-10, -22), (-28, -8), (-20, -4), (-14, -8), (-10, -2), (-4, -16)]), shade(body, 0.85))
    p.fill(p.E(0, -30, 12, 16, -30), body)
    p.fill(p.E(4, -26, 6, 10, -30), c["belly"])
    _wing(p, 6, -38, 36 if kind != "peacock" else 18, lift * 0.85, shade(wing, 1.1), shade(wing, 1.1), bat=False)
    if o.get("long_tail"):  # long streaming tail feathers
        for dy in (-4, 2, 8):
            p.fill(p.T([(-12, -18), (-30, -12 + dy), (-46, -4 + dy * 1.4)], 2.4, 0.8), shade(wing, 0.9))
    hx, hy = 12, -48
    p.mark("head")
    p.fill(p.E(hx, hy, 8, 7), BONE if o.get("skull") else c["head"])
    if o.get("skull"):  # a bare skull for a head: dark sockets
        p.mark("skull")
        p.fill(p.E(hx + 2, hy - 1, 3, 3), INK, outline=False)
    beak = [(hx + 6, hy - 2), (hx + 18, hy + 1), (hx + 13, hy + 4), (hx + 6, hy + 4)]
    if kind == "eagle":
        beak = [(hx + 5, hy - 3), (hx + 16, hy - 1), (hx + 16, hy + 5), (hx + 13, hy + 2), (hx + 5, hy + 4)]
    p.fill(p.P(beak), (250, 190, 40))
    p.eye(hx + 2, hy - 2, 1.8, c["eye"])
    if o.get("crown"):
        p.mark("crown")
        p.fill(p.P([(hx - 6, hy - 5), (hx - 6, hy - 13), (hx - 3, hy - 9), (hx, hy - 15), (hx + 3, hy - 9),
                    (hx + 6, hy - 13), (hx + 6, hy - 5)]), (250, 210, 60))
    elif o.get("sun"):  # a blazing sun-disc behind the head
        p.mark("sun")
        for i in range(8):
            a = math.radians(i * 45)
            p.line([(hx + 8 * math.cos(a), hy - 10 + 8 * math.sin(a)), (hx + 13 * math.cos(a), hy - 10 + 13 * math.sin(a))],
                   0.8, (255, 200, 60))
    elif kind == "crest" or kind == "peacock":
        for i in range(3):
            p.line([(hx - 2, hy - 6), (hx - 6 + i * 4, hy - 14)], 0.6, c["horn"])
    for x in (-3, 5):
        p.line([(x, -16), (x, -2), (x + 4, 0)], 0.8, (250, 190, 40))


def bat(p: Painter, c, o) -> None:
    """A bat (or bat-shaped flyer) with wide membranous wings and fangs."""
    y = -42
    for side in (1, -1):
        pts = [
            (0, y - 4),
            (side * 14, y - 14),
            (side * 44, y - 16),
            (side * 38, y - 2),
            (side * 30, y - 6),
            (side * 24, y + 6),
            (side * 16, y - 2),
            (side * 6, y + 6),
        ]
        p.fill(p.P(pts), c["wing"])
    p.fill(p.E(0, y, 10, 12), c["body"])
    p.fill(
        p.P([(-8, y - 8), (-10, y - 20), (-3, y - 11)]) | p.P([(8, y - 8), (10, y - 20), (3, y - 11)]),
        c["body"],
    )
    p.eye(-4, y - 3, 2, (255, 60, 40))
    p.eye(4, y - 3, 2, (255, 60, 40))
    p.fill(
        p.P([(-3, y + 5), (-2, y + 9), (-1, y + 5)]) | p.P([(1, y + 5), (2, y + 9), (3, y + 5)]),
        WHITE,
        outline=False,
        flat=True,
    )


def insect(p: Painter, c, o) -> None:
    """Beetle (horned shell), moth (eyed wings), spider (eight legs), scorpion, mantis, fly or bug."""
    kind = o.get("insect", "bug")
    body, shell = c["body"], c["belly"]
    leg = shade(body, 0.6)
    if kind == "moth":
        for side in (1, -1):
            p.fill(p.P([(0, -40), (side * 46, -66), (side * 40, -36), (side * 4, -34)]), c["wing"])
            p.fill(
                p.P([(0, -34), (side * 34, -30), (side * 26, -8), (side * 3, -26)]), shade(c["wing"], 0.85)
            )
            p.eye(side * 28, -50, 5, c["belly"], INK)
            p.dot(side * 18, -22, 3, c["horn"])
        p.fill(p.E(0, -34, 4, 16), body)
        p.line([(0, -50), (-8, -62)], 0.6, body)
        p.line([(0, -50), (8, -62)], 0.6, body)
        p.eye(-2, -47, 1.2, c["eye"])
        p.eye(2, -47, 1.2, c["eye"])
        return
    if kind == "spider":
        for side in (1, -1):
            for i in range(4):
                kx = side * (16 + i * 5)
                p.fill(p.T([(side * 4, -22), (kx, -36 + i * 4), (side * (24 + i * 6), -2)], 1.6, 1), leg)
        p.fill(p.E(-14, -26, 16, 14), body)
        for i in range(3):
            p.line([(-22 + i * 6, -36), (-20 + i * 6, -18)], 0.6, c["belly"])
        if o.get("spikes"):  # a bristling back
            variants.bristles(p, [(-26, -34), (-18, -39), (-10, -39), (-2, -34)], c["horn"], 7)
        p.fill(p.E(8, -24, 9, 8), body)
        if o.get("horn"):
            for dx in (-2, 6):
                p.fill(p.T([(8 + dx, -30), (4 + dx, -38), (2 + dx, -44)], 1.8, 0.5), c["horn"])
        for dx in (-3, 0, 3):
            p.eye(10 + dx, -27 + abs(dx) * 0.3, 1.3, (255, 40, 40), INK)
        p.fill(p.C(14, -20, 18, -14, 1.2) | p.C(10, -19, 12, -13, 1.2), BONE)
        return
    if kind == "scorpion":
        p.fill(p.T([(-14, -16), (-30, -24), (-34, -44), (-24, -58), (-10, -56)], 5, 3), body)
        p.fill(p.P([(-10, -56), (-2, -52), (-8, -48)]), c["horn"])
        for i in range(3):
            x = -8 + i * 8
            p.line([(x, -14), (x - 4, -6), (x - 2, 0)], 0.8, leg)
        p.fill(p.E(0, -16, 18, 8), body)
        for side in (-1, 1):
            p.fill(p.T([(14, -18), (24, -26 + side * 4), (32, -30 + side * 8)], 2.5, 2), body)
            p.fill(
                p.P(
                    [(30, -30 + side * 8), (42, -36 + side * 10), (36, -28 + side * 8), (42, -26 + side * 8)]
                ),
                body,
            )
        p.eye(14, -20, 1.4, c["eye"])
        return
    if kind == "mantis":
        p.fill(p.T([(-24, -16), (-6, -24), (4, -38), (8, -56)], 5, 3), body)
        for x in (-14, -4):
            p.line([(x, -20), (x - 6, -6), (x - 4, 0)], 0.8, leg)
        p.fill(p.P([(-10, -30), (-36, -48), (-6, -26)]), c["wing"])
        for side in (0, 6):
            p.fill(p.T([(6, -44), (20 + side, -48), (24 + side, -64)], 2, 1.5), body)
            p.fill(p.P([(24 + side, -64), (14 + side, -60), (22 + side, -58)]), c["horn"])
        p.fill(p.P([(2, -60), (16, -60), (9, -50)]), body)
        p.eye(3, -58, 2.5, c["eye"])
        p.eye(15, -58, 2.5, c["eye"])
        return
    if kind == "fly":
        p.mark("wing", 2)
        for side in (1, -1):
            p.fill(p.E(side * 6 - 6, -52, 18, 7, side * 30), (200, 230, 255))
        p.fill(p.E(-14, -32, 14, 7, 20), body)
        for i in range(3):
            p.line([(-22 + i * 6, -38), (-20 + i * 6, -26)], 1, c["horn"])
        p.fill(p.E(4, -36, 7, 7), shell)
        p.fill(p.E(14, -38, 6, 6), body)
        p.eye(16, -40, 2.5, (220, 40, 40))
        p.fill(p.P([(-26, -28), (-40, -24), (-28, -24)]), c["horn"])
        for i in range(3):
            p.line([(0 + i * 4, -32), (-4 + i * 6, -18), (-2 + i * 6, -12)], 0.6, leg)
        return
    # beetle / bug: six legs, a shell split down the back, horn if a beetle; v shapes the shell
    v = o.get("_v", 0.5)
    rx, ry = 20 + 10 * v, 20 - 8 * v
    for i in range(3):
        x = -12 + i * 12
        p.line([(x, -16), (x - 6, -6), (x - 4, 0)], 1, leg)
        p.line([(x + 2, -16), (x + 8, -6), (x + 10, 0)], 1, leg)
    p.fill(p.E(-4, -8 - ry, rx, ry), shell)
    p.line([(-4 - rx, -8 - ry), (-4 + rx - 4, -8 - ry)], 0.6, shade(shell, 0.55))
    if o.get("spikes"):  # a spiked shell
        back_spikes(p, [(-4 + rx * f, -8 - ry - ry * math.sqrt(1 - f * f) + 1) for f in (-0.6, -0.2, 0.2, 0.6)],
                    c["horn"])
    if v < 0.5:
        for x, y in ((-14, -8 - ry * 1.4), (0, -8 - ry * 1.5), (-8, -8 - ry * 0.5), (8, -8 - ry * 0.6)):
            p.dot(x, y, 2.2, shade(shell, 0.5))
    p.fill(p.E(-4 + rx, -10 - ry * 0.8, 9, 9), body)
    hx, hy = -4 + rx, -10 - ry * 0.8
    p.mark("head")
    if kind == "beetle" and o.get("stag"):  # a stag beetle's pair of great pincer jaws
        p.fill(p.T([(hx + 6, hy - 2), (hx + 18, hy - 8), (hx + 24, hy - 2)], 2.4, 1), c["horn"])
        p.fill(p.T([(hx + 6, hy + 2), (hx + 18, hy + 6), (hx + 24, hy + 1)], 2.4, 1), c["horn"])
    elif kind == "beetle":
        p.fill(p.T([(hx + 4, hy - 4), (hx + 12, hy - 16), (hx + 8, hy - 30)], 3, 1.2), c["horn"])
        p.fill(p.T([(hx + 4, hy - 6), (hx + 16, hy - 12)], 2, 1), c["horn"])
    else:
        p.line([(hx + 4, hy - 6), (hx + 14, hy - 20)], 0.6, body)
        p.line([(hx + 2, hy - 7), (hx + 8, hy - 22)], 0.6, body)
    p.eye(hx + 5, hy - 1, 2, c["eye"])
    if o.get("ball"):  # a dung beetle rolls its ball
        p.mark("ball")
        p.fill(p.E(hx + 24, -13, 13, 13), (130, 90, 50))
        for x, y in ((hx + 20, -18), (hx + 28, -10), (hx + 24, -20)):
            p.dot(x, y, 1.2, (100, 66, 36))


def cocoon(p: Painter, c, o) -> None:
    """A silk cocoon hanging from a branch, something glowing inside."""
    p.fill(p.C(-40, -78, 40, -74, 3), (110, 80, 50))
    p.line([(0, -76), (0, -66)], 0.6, (230, 230, 220))
    p.fill(p.E(0, -38, 16, 30), c["belly"])
    for i in range(6):
        p.line([(-14, -56 + i * 8), (14, -52 + i * 8)], 0.5, shade(c["belly"], 0.7))
    p.glow(p.E(0, -36, 6, 10), c["eye"], 0.6)


def quadruped(p: Painter, c, o) -> None:
    """A four-legged beast facing right: wolf, lion, tiger, ox, horse, rat, sheep, mammoth..."""
    kind = o.get("beast", "wolf")
    body, belly = c["body"], c["belly"]
    big = kind in ("ox", "mammoth", "bear", "panda")
    h = 30 if kind in ("horse", "pegasus") else 24
    tail = {
        "rat": [(-26, -18), (-40, -12), (-46, -22)],
        "lion": [(-26, -22), (-38, -20), (-42, -30)],
        "horse": [(-26, -30), (-34, -22), (-36, -12)],
        "beaver": [(-24, -14), (-36, -10)],
    }.get(kind, [(-24, -24), (-36, -30), (-42, -26)])
    if kind == "beaver":
        p.fill(p.E(-36, -8, 10, 4), shade(body, 0.7))
    elif kind not in ("sheep", "panda", "mammoth", "armadillo"):
        p.fill(p.T(tail, 3.5 if kind != "rat" else 1.6, 1.5), shade(body, 0.85))
    if kind == "pegasus" or o.get("wings"):  # the far wing, smaller and in shadow
        far = (200, 200, 215) if kind == "pegasus" else shade(c["wing"], 0.75)
        _wing(p, 4, -h - 6, 28, 30, far, far, bat=kind not in ("lion", "pegasus", "horse"))
    if kind == "pegasus":
        _wing(p, -4, -h - 4, 38, 36, WHITE, (240, 240, 250), bat=False)
    elif o.get("wings"):
        _wing(p, -6, -h - 8, 34, 30, c["wing"], c["wing"], bat=kind not in ("lion", "horse"))
    for x in (-18, 14):
        p.fill(p.C(x - 2, -h + 6, x - 4, 0, 4 if big else 3), shade(body, 0.8))
    bw = 30 if big else 26
    if kind == "sheep":
        for i in range(8):
            p.fill(p.E(-20 + (i % 4) * 12, -h - 4 - (i // 4) * 8, 9, 8), (245, 245, 235))
    elif kind == "armadillo":
        p.fill(p.E(-2, -h + 2, bw, 16), body)
        for i in range(5):
            p.line([(-20 + i * 9, -h - 12), (-22 + i * 9, -h + 14)], 0.7, shade(body, 0.6))
    else:
        p.fill(p.E(-2, -h, bw, 14 if big else 11), body)
        p.fill(p.E(2, -h + 6, bw * 0.7, 5), belly)
    back = -h - (14 if big else 11)
    if o.get("armor"):  # plates along the back
        p.mark("armor")
        for i in range(4):
            p.fill(p.E(-18 + i * 11, back + 4, 7, 5), c["metal"])
    if o.get("spikes"):
        back_spikes(p, [(-20 + i * 9, back + 2) for i in range(5)], c["horn"])
    if kind == "tiger":
        for i in range(5):
            p.line([(-20 + i * 8, -h - 10), (-18 + i * 8, -h + 2)], 1.1, INK)
    if kind == "panda":
        p.fill(p.E(-4, -h - 2, 14, 10), INK)
    for x in (-14, 18):
        p.fill(p.C(x, -h + 6, x + 1, 0, 4.5 if big else 3.5), body)
        p.fill(p.E(x + 2, 0, 4.5, 2), shade(body, 0.6))
    hx, hy = 24, -h - 12
    p.mark("head")
    if kind == "lion":  # a spiky mane a shade darker than the coat
        mane = mix(body, (120, 60, 20), 0.55)
        pts = []
        for i in range(24):
            a = math.radians(i * 15)
            r = 18 if i % 2 == 0 else 13
            pts.append((hx - 2 + r * math.cos(a), hy + r * math.sin(a)))
        p.fill(p.P(pts), mane)
    if kind in ("horse", "pegasus"):
        p.fill(p.C(16, -h - 4, 26, -h - 22, 7, 5), body)
        p.fill(p.E(32, -h - 24, 10, 6, -20), body)
        p.fill(p.T([(14, -h - 6), (20, -h - 22), (24, -h - 30)], 3), c["horn"])
        p.eye(30, -h - 27, 1.6, c["eye"])
        return
    p.fill(p.E(hx, hy, 11, 10), body if kind != "panda" else WHITE)
    snout = {
        "wolf": [(hx + 4, hy - 2), (hx + 20, hy + 4), (hx + 18, hy + 8), (hx + 4, hy + 8)],
        "rat": [(hx + 4, hy - 2), (hx + 18, hy + 5), (hx + 4, hy + 7)],
    }.get(kind, [(hx + 4, hy), (hx + 15, hy + 3), (hx + 15, hy + 9), (hx + 4, hy + 9)])
    p.fill(p.P(snout), belly if kind != "panda" else WHITE)
    p.dot(snout[1][0], snout[1][1], 1.4, INK)
    if kind in ("wolf", "hound", "tiger", "cat", "fox", "lion"):
        p.fill(
            p.P([(hx - 8, hy - 6), (hx - 6, hy - 18), (hx, hy - 8)])
            | p.P([(hx, hy - 8), (hx + 4, hy - 18), (hx + 6, hy - 6)]),
            body,
        )
    elif o.get("ears") == "long":  # a rabbit's long ears standing up
        p.mark("ears")
        for dx, lean in ((-6, -14), (1, -6)):
            p.fill(p.E(hx + dx + lean * 0.35, hy - 16, 3, 10, lean), body)
            p.fill(p.E(hx + dx + lean * 0.35, hy - 16, 1.3, 7, lean), (240, 170, 180))
    elif kind in ("rat", "panda", "bear", "beaver"):
        ear = INK if kind == "panda" else body
        p.fill(p.E(hx - 7, hy - 9, 4.5, 4.5) | p.E(hx + 3, hy - 10, 4.5, 4.5), ear)
    elif kind in ("ox", "mammoth"):
        p.fill(p.E(hx - 8, hy - 2, 4, 6), body)
    if kind == "ox":
        p.fill(p.T([(hx - 4, hy - 8), (hx - 16, hy - 14), (hx - 14, hy - 24)], 2.5, 1), c["horn"])
        p.fill(p.T([(hx + 4, hy - 8), (hx + 14, hy - 16), (hx + 12, hy - 26)], 2.5, 1), c["horn"])
    if kind == "mammoth":
        p.fill(p.T([(hx + 8, hy + 4), (hx + 14, hy + 14), (hx + 10, hy + 26)], 4, 2), body)
        p.fill(p.T([(hx + 4, hy + 8), (hx + 16, hy + 18), (hx + 26, hy + 10)], 2.5, 1.2), BONE)
    if o.get("fangs") or kind in ("wolf", "tiger", "lion"):
        p.fill(p.P([(hx + 8, hy + 7), (hx + 9, hy + 12), (hx + 10, hy + 7)]), WHITE, outline=False, flat=True)
    if o.get("horn"):  # one horn from the brow
        p.fill(p.T([(hx + 2, hy - 8), (hx + 8, hy - 18), (hx + 16, hy - 24)], 2.4, 0.6), c["horn"])
    if kind == "panda":
        p.fill(p.E(hx + 2, hy - 2, 3, 3), INK, outline=False)
    p.eye(hx + 3, hy - 2, 2, c["eye"])
    if kind == "beaver":
        p.fill(p.P([(hx + 9, hy + 8), (hx + 13, hy + 8), (hx + 11, hy + 13)]), WHITE)


def back_spikes(p: Painter, points, col, size: float = 6.0) -> None:
    """A row of spikes standing on a back (a design variant's, or a name's spines)."""
    p.mark("spikes")
    for x, y in points:
        p.fill(p.P([(x - size * 0.5, y + 2), (x + size * 0.15, y - size), (x + size * 0.5, y + 2)]), col)


def dinosaur(p: Painter, c, o) -> None:
    """T. rex on two legs (jaws, tiny arms), or a horned triceratops / long-necked sauropod."""
    kind = o.get("dino", "rex")
    body, belly = c["body"], c["belly"]
    if kind == "tri":
        p.fill(p.T([(-20, -22), (-36, -16), (-46, -8)], 6, 1.5), body)
        for x in (-16, 10):
            p.fill(p.C(x, -20, x, 0, 5), shade(body, 0.8))
        p.fill(p.E(-4, -26, 24, 14), body)
        for x in (-10, 16):
            p.fill(p.C(x, -18, x + 1, 0, 5), body)
        p.fill(p.E(18, -40, 12, 16, -20), c["horn"])
        p.fill(p.E(26, -28, 10, 8), body)
        p.fill(p.P([(32, -26), (42, -22), (34, -18)]), c["horn"])
        for dy in (-40, -36):
            p.fill(p.T([(28, dy + 4), (42, dy - 6)], 2, 0.7), BONE)
        p.fill(p.T([(36, -28), (42, -32)], 1.5, 0.6), BONE)
        p.eye(26, -32, 1.8, c["eye"])
        return
    if kind == "long":
        p.fill(p.T([(-18, -26), (-34, -20), (-46, -10)], 6, 1.5), body)
        for x in (-14, 10):
            p.fill(p.C(x, -20, x, 0, 5), shade(body, 0.8))
        p.fill(p.E(-2, -30, 24, 15), body)
        for x in (-8, 16):
            p.fill(p.C(x, -20, x + 1, 0, 5), body)
        p.fill(p.T([(14, -36), (24, -56), (28, -72)], 6, 4), body)
        p.fill(p.E(33, -74, 8, 5), body)
        p.eye(33, -76, 1.6, c["eye"])
        return
    p.fill(p.T([(-10, -30), (-28, -24), (-44, -12), (-48, -4)], 8, 2), body)
    if o.get("tail_tip"):
        variants.spade(p, -48, -5, 1.4, c["horn"], club=o["tail_tip"] == "club")
    p.fill(p.C(-6, -30, -10, 0, 6, 4) | p.E(-6, 0, 8, 2.5), shade(body, 0.8))
    p.fill(p.E(2, -38, 16, 20, -30), body)
    p.fill(p.E(8, -36, 8, 14, -30), belly)
    p.fill(p.C(6, -28, 4, 0, 7, 4.5) | p.E(8, 0, 8, 2.5), body)
    heads = o.get("heads", 1)
    for hh in range(heads):
        dy = hh * 16 - (heads - 1) * 8
        hx, hy = 18 + (hh * 4), -62 + dy
        if o.get("frill"):
            variants.frill(p, hx - 8, hy, 15, c["wing"], c["horn"])
        p.mark("head")
        p.fill(
            p.P(
                [
                    (hx - 10, hy - 10),
                    (hx + 14, hy - 8),
                    (hx + 22, hy - 2),
                    (hx + 20, hy + 2),
                    (hx - 4, hy + 4),
                    (hx - 10, hy + 2),
                ]
            ),
            body,
        )
        p.fill(p.P([(hx - 6, hy + 4), (hx + 18, hy + 4), (hx + 14, hy + 10), (hx - 6, hy + 10)]), body)
        p.fill(
            p.P([(hx - 4, hy + 2), (hx + 20, hy + 2), (hx + 16, hy + 5), (hx - 4, hy + 5)]),
            (120, 20, 30),
            outline=False,
            flat=True,
        )
        for t in range(5):
            p.fill(
                p.P([(hx + t * 4, hy + 2), (hx + 1.5 + t * 4, hy + 5), (hx + 3 + t * 4, hy + 2)]),
                WHITE,
                outline=False,
                flat=True,
            )
        p.eye(hx + 4, hy - 4, 1.8, c["eye"])
    p.fill(p.C(12, -42, 20, -36, 2), body)
    if o.get("spikes"):
        back_spikes(p, [(-30, -30), (-22, -36), (-12, -44), (-4, -52)], c["horn"], 7)
    if o.get("horn"):
        p.fill(p.T([(26, -72), (30, -80), (34, -84)], 2.2, 0.6), c["horn"])
    if o.get("blade"):
        p.fill(p.P([(20, -40), (44, -56), (24, -34)]), (220, 225, 235))


def lizard(p: Painter, c, o) -> None:
    """A low lizard or crocodile: splayed legs, long tail, long toothy snout for a croc."""
    kind = o.get("lizard", "lizard")
    body, belly = c["body"], c["belly"]
    croc = kind == "croc"
    if o.get("upright"):
        p.fill(p.T([(-6, -14), (-20, -6), (-34, -4), (-42, -10)], 5, 1.5), body)
        p.fill(p.C(-4, -20, -8, 0, 4) | p.C(6, -20, 8, 0, 4), shade(body, 0.8))
        p.fill(p.E(0, -32, 11, 17), body)
        p.fill(p.E(3, -30, 5, 12), belly)
        p.fill(p.E(6, -56, 9, 8), body)
        p.fill(p.P([(8, -58), (26, -54), (24, -50), (8, -50)]), body)
        p.eye(8, -59, 1.8, c["eye"])
        p.fill(p.C(-4, -42, 16, -36, 2.5), body)
        p.fill(p.C(16, -60, 18, -4, 1), (160, 120, 70))
        p.fill(p.P([(18, -60), (14, -66), (18, -74), (22, -66)]), (220, 225, 235))
        return
    p.fill(p.T([(-16, -12), (-32, -10), (-46, -6)], 6, 1.5), body)
    for x in (-12, 12):
        p.fill(p.T([(x, -12), (x - 6, -6), (x - 8, 0)], 2.5, 2), shade(body, 0.8))
    p.fill(p.E(0, -14, 22, 8), body)
    p.fill(p.E(2, -10, 16, 3), belly)
    for x in (-8, 16):
        p.fill(p.T([(x, -12), (x + 6, -6), (x + 8, 0)], 2.5, 2), body)
    if croc:
        p.fill(p.P([(16, -22), (48, -16), (48, -12), (18, -10)]), body)
        for t in range(6):
            p.fill(
                p.P([(22 + t * 4, -14), (23.5 + t * 4, -11), (25 + t * 4, -14)]),
                WHITE,
                outline=False,
                flat=True,
            )
        p.eye(22, -22, 2, c["eye"])
        for x in range(-20, 16, 6):
            p.dot(x, -22, 1.3, shade(body, 0.6))
    else:
        if o.get("frill"):  # a frilled lizard's ruff round the neck
            variants.frill(p, 18, -16, 13, c["wing"], c["horn"])
        p.fill(p.E(24, -18, 10, 6, -10), body)
        p.eye(26, -21, 1.8, c["eye"])
        if o.get("horn"):
            p.fill(p.P([(30, -21), (34, -30), (35, -20)]), c["horn"])
        p.line([(33, -16), (40, -16)], 0.5, (230, 50, 70))
    if o.get("spikes"):
        back_spikes(p, [(-30, -14), (-20, -17), (-10, -21), (0, -22), (10, -21)], c["horn"], 6)
    if o.get("armor"):
        p.mark("armor")
        for x in range(-14, 16, 7):
            p.fill(p.P([(x, -22), (x + 3, -28), (x + 6, -22)]), c["metal"])


def frog(p: Painter, c, o) -> None:
    """A squat frog or toad with bulging eyes and a wide mouth."""
    body, belly = c["body"], c["belly"]
    p.fill(p.E(-16, -6, 10, 6) | p.E(16, -6, 10, 6), shade(body, 0.85))
    p.fill(p.E(0, -20, 24, 18), body)
    p.fill(p.E(0, -12, 16, 9), belly)
    p.line([(-14, -24), (0, -20), (14, -24)], 0.7, INK)
    for x in (-10, 10):
        p.fill(p.E(x, -38, 7, 7), body)
        p.eye(x, -39, 4, (250, 220, 60))
    if o.get("crown"):
        p.fill(p.P([(-8, -42), (-8, -52), (-4, -46), (0, -54), (4, -46), (8, -52), (8, -42)]), (250, 210, 60))


def turtle(p: Painter, c, o) -> None:
    """A turtle with a domed, plated shell; a cannon or flames on its back when the name says so."""
    shell, body = c["belly"], c["body"]
    if o.get("wings"):  # a turtle bird: wings spread from under the shell
        _wing(p, -6, -30, 34, 30, c["wing"], c["wing"], bat=False)
        _wing(p, 6, -32, 26, 36, shade(c["wing"], 0.8), shade(c["wing"], 0.8), bat=False)
    for x in (-18, 18):
        p.fill(p.E(x, -6, 7, 5), body)
    if o.get("beast") == "tiger":  # a tiger's head, striped, with its ears
        p.fill(p.E(34, -24, 11, 10), (232, 142, 52))
        p.fill(p.P([(28, -32), (30, -40), (34, -32)]) | p.P([(36, -32), (40, -40), (42, -30)]), (232, 142, 52))
        for dx in (-4, 0, 4):
            p.line([(34 + dx, -34), (33 + dx, -28)], 0.8, INK)
        p.eye(38, -26, 1.8, c["eye"])
        p.fill(p.P([(40, -18), (41, -14), (42, -18)]), WHITE, outline=False, flat=True)
    elif o.get("beast") == "raccoon":  # a raccoon's masked face and ringed tail
        p.fill(p.E(33, -22, 10, 9), (150, 140, 130))
        p.fill(p.E(35, -23, 7, 2.6), INK, outline=False)
        p.eye(37, -23, 1.6, c["eye"])
        p.fill(p.E(28, -31, 3, 3) | p.E(36, -31, 3, 3), (150, 140, 130))
    else:
        p.fill(p.E(32, -20, 9, 8), body)
        p.eye(35, -22, 1.8, c["eye"])
    if o.get("beast") == "raccoon":
        p.fill(p.T([(-28, -12), (-40, -18), (-48, -14)], 4, 3), (150, 140, 130))
        for x in (-36, -42):
            p.line([(x, -20), (x, -12)], 1, INK)
    else:
        p.fill(p.E(-28, -10, 6, 3), body)
    p.fill(p.E(0, -20, 30, 20) & p.R(-40, -42, 40, -10), shell)
    p.fill(p.E(0, -11, 31, 4), shade(shell, 0.7))
    for x in (-16, 0, 16):
        p.fill(
            p.P([(x - 6, -22), (x - 3, -28), (x + 3, -28), (x + 6, -22), (x + 3, -16), (x - 3, -16)]),
            shade(shell, 1.15),
        )
    if o.get("spikes"):
        back_spikes(p, [(-20, -34), (-8, -39), (4, -40), (16, -36)], c["horn"])
    if o.get("cannon"):
        p.fill(p.E(0, -40, 8, 6), c["metal"])
        p.fill(p.C(0, -42, 22, -60, 4), c["metal"])
    if o.get("flame"):
        p.fill(p.P([(-10, -38), (-6, -56), (0, -44), (4, -60), (10, -38)]), (250, 140, 30))


def crab(p: Painter, c, o) -> None:
    """A crab with raised claws and stalk eyes; a hermit crab wears a spiral shell."""
    body = c["body"]
    claw = 7 + 5 * o.get("_v", 0.5)  # from neat pincers to great crushing claws
    for side in (1, -1):
        for i in range(3):
            p.line(
                [(side * 10, -14), (side * (22 + i * 4), -16 + i * 3), (side * (26 + i * 5), 0)],
                1,
                shade(body, 0.7),
            )
        p.fill(p.T([(side * 14, -20), (side * 26, -32), (side * 28, -44)], 3.5, 3), body)
        p.fill(
            p.E(side * 28, -44 - claw * 0.7, claw, claw * 0.9)
            & ~p.E(side * (28 + claw * 0.6), -44 - claw * 1.4, claw * 0.55, claw * 0.55),
            body,
        )
    if o.get("hermit"):
        p.fill(p.E(-4, -30, 18, 18), c["belly"])
        for r in (12, 7, 3):
            p.line([(-4 - r, -30), (-4, -30 - r), (-4 + r, -30)], 0.6, shade(c["belly"], 0.6))
    p.fill(p.E(0, -20, 22, 12), body)
    for x in (-6, 6):
        p.line([(x, -28), (x, -38)], 0.8, body)
        p.eye(x, -39, 2.4, WHITE)
    if o.get("spider"):
        for side in (1, -1):
            p.line([(side * 20, -24), (side * 34, -36), (side * 44, -10)], 1, INK)


def octopus(p: Painter, c, o) -> None:
    """An octopus or kraken: domed head and curling tentacles (a jellyfish trails fine threads)."""
    body = c["body"]
    if o.get("jelly"):
        for i in range(7):
            x = -16 + i * 5.3
            p.line([(x, -40), (x + 3, -26), (x - 2, -14), (x + 2, -4)], 0.6, shade(c["belly"], 1.1))
        p.fill(p.E(0, -44, 22, 16) & p.R(-30, -70, 30, -40), c["belly"])
        p.glow(p.E(0, -50, 10, 6), WHITE, 0.5)
        return
    for i in range(6):
        a = -30 + i * 12
        pts = [(a * 0.3, -24), (a * 0.9, -12), (a * 1.2, -4), (a * 1.2 + (6 if a < 0 else -6), -10)]
        p.fill(p.T(pts, 4, 1.5), shade(body, 0.9))
    p.fill(p.E(0, -40, 20, 22), body)
    for x, y in ((-8, -48), (6, -54), (10, -40)):
        p.dot(x, y, 2, shade(body, 1.25))
    p.eye(-7, -30, 3, (250, 230, 80))
    p.eye(7, -30, 3, (250, 230, 80))
    if o.get("fire"):
        p.fill(p.P([(-14, -60), (-8, -74), (0, -64), (6, -78), (14, -60)]), (250, 150, 30))


def starfish(p: Painter, c, o) -> None:
    """A five-armed starfish standing on two arms, with a face."""
    pts = []
    for i in range(10):
        a = math.radians(-90 + i * 36)
        r = 34 if i % 2 == 0 else 13
        pts.append((r * math.cos(a), -34 + r * math.sin(a)))
    p.fill(p.P(pts), c["body"])
    for i in range(0, 10, 2):
        p.line([(0, -34), pts[i]], 0.8, shade(c["body"], 1.25))
    p.eye(-5, -36, 2.5, WHITE)
    p.eye(5, -36, 2.5, WHITE)
    if o.get("armor"):
        p.mark("armor")
        p.fill(p.E(0, -28, 10, 5), c["metal"])


def snail(p: Painter, c, o) -> None:
    """A snail: spiral shell on a soft foot and eye stalks."""
    body = c["body"]
    p.fill(p.P([(-30, 0), (28, 0), (36, -6), (30, -16), (18, -12), (-24, -8)]), c["belly"])
    p.line([(26, -14), (30, -30)], 0.8, c["belly"])
    p.line([(32, -12), (40, -26)], 0.8, c["belly"])
    p.eye(30, -31, 2, WHITE)
    p.eye(40, -27, 2, WHITE)
    p.fill(p.E(-4, -26, 20, 20), body)
    for r, col in ((14, shade(body, 1.15)), (9, body), (4, shade(body, 1.2))):
        p.fill(p.E(-4 + (14 - r) * 0.3, -26 + (14 - r) * 0.2, r, r), col)
    if o.get("spikes"):  # spikes standing out of the shell
        back_spikes(p, [(-4 + 20 * math.cos(math.radians(a)), -26 + 20 * math.sin(math.radians(a)))
                        for a in (200, 240, 280, 320)], c["horn"], 8)


def blob(p: Painter, c, o) -> None:
    """A slime: a drippy blob with eyes and a wide grin (ameba, goo, liquid beast)."""
    body = c["body"]
    if o.get("fur"):
        fur = p.E(0, -30, 26, 24)
        for i in range(20):
            a = math.radians(i * 18)
            x, y = 26 * math.cos(a), -30 + 24 * math.sin(a)
            fur |= p.P(
                [
                    (x * 0.8, -30 + (y + 30) * 0.8 - 3),
                    (x * 1.25, -30 + (y + 30) * 1.25),
                    (x * 0.8 + 3, -30 + (y + 30) * 0.8 + 2),
                ]
            )
        for side in (-1, 1):
            p.fill(p.E(side * 12, -3, 6, 3), (90, 160, 60))
        p.fill(fur, body)
        for i in range(10):
            a = math.radians(i * 36 + 10)
            p.line(
                [(16 * math.cos(a), -30 + 14 * math.sin(a)), (21 * math.cos(a), -30 + 19 * math.sin(a))],
                0.4,
                shade(body, 0.6),
            )
        p.eye(-9, -32, 6, WHITE)
        p.eye(9, -32, 6, WHITE)
        if o.get("third_eye"):
            p.eye(0, -46, 3.5, (255, 230, 90))
        p.fill(p.C(-4, -20, 4, -20, 1.2), INK)
        for side in (-1, 1):
            p.fill(p.T([(side * 24, -24), (side * 32, -22), (side * 34, -16)], 1.5, 1), (90, 160, 60))
        return
    pts = [(-30, 0), (-32, -12), (-24, -30), (-8, -44), (10, -42), (26, -28), (32, -10), (30, 0)]
    p.fill(p.P(pts) | p.E(0, -22, 28, 20), body)
    for x in (-20, 6, 22):
        p.fill(p.C(x, -4, x + 1, 6, 3, 2), body)
    p.glow(p.E(-10, -32, 8, 5), WHITE, 0.5)
    p.eye(-8, -24, 3.5, WHITE)
    p.eye(8, -26, 3, WHITE)
    p.line([(-10, -12), (0, -8), (12, -12)], 0.8, INK)
