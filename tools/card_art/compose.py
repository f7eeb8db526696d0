"""One card's picture: lexicon subject + attribute palette and backdrop + level size + per-card seed.

``render(card, w, h, scale, x0, y0)`` draws the card in scene units (the 102x96 big-card frame) at
any pixel scale; the big art and the thumbnail are the same description drawn twice.
"""

from __future__ import annotations

import colorsys
import math
import random
import re
from dataclasses import dataclass, field

import numpy as np

from tools.card_art import beasts, famous, people, spells, things, variants
from tools.card_art.lexicon import likeness, match_spell, match_subject, material, modifiers
from tools.card_art.paint import Painter, dither, mix, shade

SCENE_W, SCENE_H, GROUND = 102.0, 96.0, 89.0

FIELD_SKY = {"wasteland": "Light", "yami": "Dark"}  # a field card's landscape under its own sky
# Subjects drawn small for their frame get a lift so every picture fills its card.
SUBJECT_ZOOM = {
    "figure": 1.18,
    "quadruped": 1.12,
    "insect": 1.12,
    "mushroom": 1.12,
    "rock": 1.08,
    "blob": 1.15,
    "crab": 1.1,
    "lizard": 1.15,
    "frog": 1.2,
    "turtle": 1.1,
    "snail": 1.15,
    "worm": 1.05,
    "fish": 1.05,
    "jar": 1.15,
    "egg": 1.15,
    "candle": 1.1,
    "barrel": 1.15,
    "box": 1.05,
    "centaur": 1.05,
}
# Attribute looks: sky top, sky bottom, accent, floor.
ATTR_LOOK = {
    "Light": ((255, 246, 200), (236, 190, 96), (255, 255, 236), (214, 170, 92)),
    "Dark": ((34, 14, 58), (84, 30, 96), (170, 120, 230), (40, 20, 50)),
    "Earth": ((150, 196, 220), (226, 204, 150), (120, 90, 50), (136, 100, 58)),
    "Water": ((40, 120, 200), (12, 40, 110), (150, 210, 255), (24, 70, 120)),
    "Fire": ((120, 20, 10), (250, 130, 40), (255, 220, 90), (90, 30, 20)),
    "Wind": ((120, 200, 250), (210, 245, 240), (255, 255, 255), (110, 170, 110)),
    "Magic": ((20, 70, 80), (60, 150, 140), (150, 255, 220), (20, 60, 60)),
    "Trap": ((50, 10, 50), (150, 40, 120), (250, 130, 220), (40, 10, 40)),
    "Ritual": ((16, 16, 50), (60, 50, 130), (160, 180, 255), (30, 26, 60)),
}
# Body colour per type when no colour word is given.
TYPE_BODY = {
    "Dragon": ((200, 70, 50), (60, 140, 80), (80, 90, 190), (170, 120, 50)),
    "Spellcaster": ((110, 80, 200), (60, 90, 180), (150, 50, 90)),
    "Zombie": ((120, 150, 100), (130, 120, 150)),
    "Warrior": ((170, 120, 70), (90, 110, 170), (150, 60, 50)),
    "Beast-Warrior": ((160, 110, 60), (120, 120, 130)),
    "Beast": ((160, 110, 60), (120, 110, 100), (200, 160, 90), (90, 80, 80)),
    "Winged Beast": ((90, 150, 200), (150, 100, 60), (200, 80, 60), (90, 90, 110)),
    "Fiend": ((140, 50, 100), (80, 70, 120), (160, 60, 50)),
    "Fairy": ((230, 190, 220), (200, 230, 250), (250, 230, 160)),
    "Insect": ((120, 160, 50), (150, 90, 40), (70, 60, 80), (190, 70, 50), (60, 120, 150)),
    "Dinosaur": ((110, 140, 70), (150, 110, 70), (90, 120, 150)),
    "Reptile": ((80, 150, 80), (150, 130, 70)),
    "Fish": ((70, 130, 200), (220, 120, 60), (120, 170, 150), (200, 90, 120)),
    "Sea Serpent": ((40, 110, 170), (60, 150, 120)),
    "Machine": ((150, 155, 170),),
    "Thunder": ((230, 210, 60),),
    "Aqua": ((80, 180, 220), (60, 150, 170), (120, 110, 200)),
    "Pyro": ((240, 120, 40),),
    "Rock": ((140, 125, 110), (120, 120, 135), (160, 130, 100)),
    "Plant": ((90, 170, 80),),
}
COLOURS = {
    "white": (236, 238, 246),
    "black": (62, 56, 74),
    "red": (206, 52, 44),
    "blue": (60, 110, 215),
    "green": (70, 160, 70),
    "gold": (232, 190, 64),
    "metal": (176, 186, 204),
    "purple": (140, 80, 200),
    "rainbow": (220, 120, 200),
    "stone": (150, 138, 120),
    "brown": (150, 96, 56),
    "ice": (196, 232, 250),
    "sand": (214, 186, 124),
}
# Animals a fan knows by their coat, unless the name gives a colour.
BEAST_BODY = {
    "lion": (214, 164, 84),
    "tiger": (232, 142, 52),
    "wolf": (140, 140, 156),
    "ox": (150, 100, 60),
    "rat": (150, 140, 140),
    "horse": (170, 120, 70),
    "panda": (240, 240, 240),
    "beaver": (150, 100, 60),
    "bear": (140, 96, 60),
    "mammoth": (130, 90, 60),
}
MACHINE_METALS = (
    (176, 186, 204),
    (120, 130, 160),
    (214, 180, 90),
    (190, 80, 70),
    (120, 150, 100),
    (220, 220, 228),
    (110, 110, 120),
)
SKINS = ((250, 214, 180), (230, 180, 140), (190, 130, 90), (140, 90, 60))
SPECIAL_SKIN = {
    "stone": (150, 140, 150),
    "undead": (150, 190, 130),
    "bandage": (225, 215, 180),
    "metal": (176, 186, 204),
    "fire": (250, 170, 80),
    "kappa": (90, 170, 90),
    "sand": (214, 186, 124),
}
EYES = {
    "Light": (90, 170, 255),
    "Dark": (255, 60, 50),
    "Earth": (250, 220, 60),
    "Water": (255, 240, 120),
    "Fire": (255, 240, 90),
    "Wind": (255, 220, 60),
}


@dataclass
class Card:
    """What the picture is drawn from (a row of data/cards.yaml, plus a ritual's result)."""

    id: int
    name: str
    kind: str
    type: str = ""
    attribute: str = ""
    level: int = 0
    result: Card | None = None
    # Shape options (and "tint") that give the monster a design of its own where its name alone would
    # repeat another's: set by tools/card_art/designs.assign, applied last by describe.
    variant: tuple = field(default=(), compare=False)


def describe(card: Card) -> tuple[str, dict, bool]:
    """Returns (subject or drawer, options, matched-by-words) for a card.

    A monster's likeness rules (lexicon.LIKENESS) set what its name counts: heads, eyes, the
    objects it names (drawn beside the subject when its drawer does not hold them) and a dragon's pose.
    """
    if card.kind == "monster":
        subject, opts, hit = match_subject(card.name, card.type)
        mods = modifiers(card.name)
        for k, v in mods.items():
            opts.setdefault(k, v)
        fixed = set(mods)  # what the name's words set: a design variant never changes it
        stuff = material(card.name)
        if stuff is not None:  # a metal, stone or sand body (a figure's skin too)
            opts["material"] = opts["colour"] = stuff
            if subject == "figure":
                opts["skin"] = stuff
            fixed |= {"material", "colour", "skin"}
        props: list[str] = []
        for rule, need in likeness(card.name, card.type).items():
            for part in ("heads", "eyes", "legs"):
                if part in need:
                    opts[part] = need[part]
            props += [x for x in need.get("props", ()) if x not in props]
            if "wings" in need:
                opts.setdefault("wings", True)
                fixed.add("wings")
            if rule == "sea_dragon" and subject == "dragon":
                opts.setdefault("pose", "sea")
        if props:
            opts["props"] = props
        if subject == "figure":  # a figure holds the weapon or shield its name names
            for prop in props:
                if prop in ("sword", "axe") and opts.get("weapon") not in (prop, "greatsword"):
                    opts["weapon"] = prop
                elif prop == "shield":
                    opts["shield"] = True
            if props or opts.get("weapon") in ("harp", "scythe", "flame", "greatsword") or opts.get("orb"):
                fixed.add("weapon")
            if "shield" in props:
                fixed.add("shield")
            if "armor" in props:
                fixed.add("armor")
            if re.search(r"horn|crown|queen|king|princess|empress|emperor|kaiser|lord|royal|\bhat\b|helmet|hood|"
                         r"ninja|witch|wizard|magician|mage", card.name.lower()):
                fixed.add("hat")  # the headwear (or horns) the name gives is its own
        for key, value in card.variant:
            opts[key] = value
        opts["_fixed"] = tuple(sorted(fixed))
        if subject == "dragon":
            opts["pose"] = beasts.dragon_pose(card.name, card.type, card.attribute, opts)
        return subject, opts, hit
    if card.kind == "ritual":
        return "ritual", {}, True
    found = match_spell(card.name)
    if found:
        return found[0], found[1], True
    return "circle", {}, False


def render(card: Card, w: int, h: int, scale: float, x0: float, y0: float) -> tuple[np.ndarray, dict]:
    """Returns the card's picture as (h, w, 3) uint8, scene window from (x0, y0) at scale px/unit,
    and what was drawn: body plan, parts placed, template and palette keys, bespoke or not."""
    rng = random.Random(card.id * 7919 + 17)
    p = Painter(w, h, scale, x0, y0)
    subject, opts, _ = describe(card)
    own = famous.BESPOKE.get(card.name) if card.kind == "monster" else None
    opts["_v"] = rng.random()  # per-card variations drawers may use for shape and pose
    opts["_v2"] = rng.random()
    look_key = (
        card.attribute
        if card.kind == "monster"
        else {"ritual": "Ritual", "trap": "Trap"}.get(card.kind, "Magic")
    )
    if card.kind == "field":
        look_key = FIELD_SKY.get(opts.get("land"), "Wind")
    _backdrop(p, look_key, rng, opts)
    c = palette(card, opts, rng, look_key)
    mirror = rng.random() < 0.3 and own is None  # a bespoke picture is composed facing its own way
    if card.kind == "monster":
        level = card.level
        zoom = min(1.04, 0.7 + 0.04 * level) * (
            1.06 if opts.get("big") else 0.92 if opts.get("small") else 1.0
        )
        if own is not None:  # a bespoke picture is composed for the card: it fills its frame at any level
            zoom = min(max(zoom, 0.94) * own.zoom, (GROUND - 6) / own.height)
        else:
            zoom *= SUBJECT_ZOOM.get(subject, 1.0)
            zoom = min(zoom, (GROUND - 6) / _height(subject, opts))  # keep hats and horns inside the thumbnail
        cx = 51 + rng.uniform(-4, 4)
        _ornament(p, level, c, cx, zoom)
        p.at(cx, GROUND, zoom, mirror)
        p.glow(p.E(0, 0, 30, 4.5), (0, 0, 0), 0.35)
        draw_monster(p, own, subject, c, opts, rng)
    else:
        p.at(51, GROUND, 1.0, mirror and card.kind != "field")
        _draw_spell(p, card, subject, c, opts, rng)
    plan = p.plan or subject
    info = {
        "plan": plan,
        "material": c.get("material"),
        "parts": dict(sorted(p.parts.items())),
        "bespoke": own is not None,
        "template": f"bespoke:{card.name}" if own is not None else _template(plan, opts),
        "palette": f"{look_key}:" + "".join(f"{v // 32:x}" for v in c["body"]),
    }
    return p.result(), info


# The options that change a picture's shape; with the body plan they name its template.
_SHAPE_KEYS = ("pose", "head", "hat", "weapon", "robe", "wings", "beast", "bird", "insect", "fish", "dino",
               "lizard", "heads", "shield", "armor", "long_hair", "upright", "pumpkin", "jelly", "maw", "teeth",
               "hermit", "spider", "golem", "star", "cape", "cannon", "flame", "snake", "rainbow", "fur",
               "tail", "spikes", "horn", "fangs", "horns3", "skin", "halo", "twin", "missiles", "drill", "shovel",
               "legs", "crest", "bubbles", "rain", "mask", "collar",
               "long_tail", "crown", "skull", "sun", "stag", "ball",
               "moss", "runes", "stripes", "hood", "frill", "tail_tip", "beak", "meteor", "antlers", "pearl",
               "ridge", "horns2", "ring", "ears")


def _template(plan: str, opts: dict) -> str:
    return plan + "".join(f";{k}={opts[k]}" for k in _SHAPE_KEYS if opts.get(k) not in (None, False))


def _height(subject: str, opts) -> float:
    """Returns how far above its feet a subject reaches, in local units (hats make figures taller)."""
    if subject == "figure":
        return {"wizard": 100, "witch": 96, "clown": 94, "helmet": 88, "horned": 88, "horns": 88}.get(
            opts.get("hat"), 80
        )
    return {"eastern_dragon": 84, "dragon": 90, "centaur": 88, "mermaid": 84}.get(subject, 78)


def draw_monster(p: Painter, own, subject: str, c, opts, rng: random.Random) -> None:
    """Draws a monster where ``p.at`` put it: its own composition (``own``) or its subject, the props its
    name holds, its aura; the card picture and the figure (tools/figure_art) share it, draw for draw."""
    if own is not None:
        own(p, c, opts)
    elif subject == "figure" and opts.get("heads", 1) == 2:  # twins: the second a step behind the first
        saved = p.frame
        ox, oy = p._pt(-16, -2)
        p.at(ox, oy, saved[2] * 0.94, saved[3] < 0)
        draw_subject(p, subject, {**c, "cloth": shade(c["cloth"], 0.8), "trim": c["orb"]}, opts)
        p.frame = saved
        draw_subject(p, subject, c, opts)
    elif any(opts.get(k) for k in variants.SILHOUETTE_KEYS):  # a design variant worn on the silhouette
        before = p.img.copy()
        draw_subject(p, subject, c, opts)
        variants.silhouette_overlays(p, (p.img != before).any(axis=2), c, opts)
    else:
        draw_subject(p, subject, c, opts)
    for prop in opts.get("props", ()):
        if not p.parts[prop] and prop not in ("flame", "armor", "shovel", "skull", "crown", "sun", "ball", "spikes"):  # worn, or aura
            worn = p.plan.startswith("dragon") or p.plan in ("quadruped", "dinosaur", "lizard")
            things.prop(p, prop, c, (18, -4), 0.62) if worn else things.prop(p, prop, c)
    _aura(p, opts, c, rng)


def draw_subject(p: Painter, subject: str, c, opts) -> None:
    """Dispatches to a subject drawer by name (beasts, people or things)."""
    for module in (beasts, people, things):
        fn = getattr(module, subject, None)
        if fn is not None and callable(fn):
            fn(p, c, opts)
            if not p.plan:
                p.plan = subject
            return
    raise KeyError(f"no drawer for subject {subject!r}")


RUNES = ((160, 180, 255), (255, 200, 90), (200, 120, 255), (120, 255, 200), (255, 120, 140))


def _draw_spell(p: Painter, card: Card, drawer: str, c, opts, rng) -> None:
    words = modifiers(card.name)
    if words.get("colour") in COLOURS:
        c["blade"] = (
            mix(COLOURS[words["colour"]], (40, 20, 60), 0.3)
            if words["colour"] == "black"
            else COLOURS[words["colour"]]
        )
    if opts.get("fire"):
        c["blade"] = (255, 150, 60)
    if drawer == "ritual":
        c["rune"] = RUNES[card.id % len(RUNES)]
        res = card.result

        def draw_result(pp: Painter) -> None:
            if res is None:
                return
            subject, ropts, _ = describe(res)
            rc = palette(res, ropts, random.Random(res.id), res.attribute)
            pp.at(51 + rng.uniform(-8, 8), GROUND - 6, 0.7 + rng.uniform(-0.06, 0.06), rng.random() < 0.5)
            draw_subject(pp, subject, rc, ropts)

        spells.ritual(p, c, opts, rng, draw_result)
        return
    if drawer == "jar_spell":
        things.jar(p, c, {})
        p.at(51, GROUND - 44, 0.4, False)
        beasts.dragon(p, {**c, "body": (200, 70, 50), "belly": (240, 200, 120), "wing": (150, 50, 40)}, {})
        return
    if drawer == "bright_castle":
        spells.equip_weapon(p, c, {"item": "castle"}, rng)
        things.castle(p, {**c, "body": (240, 236, 220), "trim": (90, 140, 230)}, {})
        return
    fn = getattr(spells, drawer)
    fn(p, c, opts, rng)


def palette(card: Card, opts: dict, rng: random.Random, look_key: str) -> dict:
    """Returns the named colours of a card: body from colour words, else type; eyes by attribute."""
    base = (
        COLOURS.get(opts.get("colour", ""))
        or BEAST_BODY.get(opts.get("beast", ""))
        or rng.choice(TYPE_BODY.get(card.type, ((160, 140, 120),)))
    )
    body = _jitter(base, rng, 0.06 if opts.get("colour") else 0.12)
    accent = ATTR_LOOK.get(look_key, ATTR_LOOK["Magic"])[2]
    h, l, s = colorsys.rgb_to_hls(*(v / 255 for v in body))
    comp = tuple(int(v * 255) for v in colorsys.hls_to_rgb((h + 0.5) % 1, min(0.8, l + 0.15), s * 0.7))
    skin = SPECIAL_SKIN.get(opts.get("skin", ""), rng.choice(SKINS))
    cloth = _jitter(body if opts.get("colour") else _type_cloth(card, rng), rng, 0.08)
    metal = _jitter((176, 186, 204), rng, 0.04) if opts.get("colour") != "gold" else (232, 190, 64)
    c = {
        "body": body,
        "belly": mix(body, (250, 240, 210), 0.55),
        "wing": shade(body, 0.75),
        "horn": (240, 230, 200) if opts.get("colour") != "black" else (200, 40, 40),
        "eye": EYES.get(card.attribute, (255, 230, 90)),
        "head": body,
        "leaf": _jitter((70, 150, 60), rng, 0.1),
        "skin": skin,
        "cloth": cloth,
        "trim": _jitter(comp, rng, 0.05),
        "boot": shade(cloth, 0.6),
        "metal": metal,
        "plume": (220, 50, 50) if rng.random() < 0.5 else (60, 100, 220),
        "hair": rng.choice(
            ((240, 220, 120), (90, 60, 40), (30, 26, 40), (200, 80, 40), (220, 220, 230), (120, 80, 200))
        ),
        "hat": cloth,
        "cape": shade(comp, 0.8),
        "blade": (220, 228, 240),
        "orb": accent,
        "fire": (240, 100, 30),
        "fire_in": (255, 220, 80),
        "rune": accent,
    }
    if opts.get("material"):
        c["material"] = opts["material"]
    if opts.get("eye"):
        c["eye"] = opts["eye"]
    if opts.get("colour") == "black":
        c["belly"] = (110, 100, 120)
        c["wing"] = (40, 30, 50)
        c["eye"] = (255, 50, 50)
    if opts.get("colour") == "white":
        c["wing"] = (200, 214, 240)
        c["belly"] = (250, 250, 255)
    if card.type == "Thunder" or opts.get("aura") == "thunder":
        c["fire"], c["fire_in"] = (240, 220, 60), (255, 255, 200)
    if card.type == "Aqua" or opts.get("colour") == "blue":
        c["fire"], c["fire_in"] = (70, 150, 240), (200, 240, 255)
    if opts.get("colour") in ("purple", "black") and card.type in ("Pyro", "Fiend"):
        c["fire"], c["fire_in"] = (150, 60, 220), (230, 180, 255)
    if card.type == "Machine" or opts.get("colour") == "metal":
        c["metal"] = _jitter(rng.choice(MACHINE_METALS), rng, 0.05)
        c["body"] = c["cloth"] = shade(c["metal"], 0.8)
        if opts.get("material") == "metal":
            c["skin"] = c["metal"]
        c["eye"] = rng.choice(((255, 60, 60), (90, 230, 255), (255, 220, 60), (120, 255, 120)))
    if opts.get("orb") == "clock":
        c["clock"] = True
    if opts.get("wings") == "harpie":  # wild magenta hair, sea-green feathers
        c["hair"], c["wing"], c["cloth"] = (180, 50, 150), _jitter((80, 160, 170), rng, 0.06), (150, 50, 90)
    if opts.get("autumn"):
        c["leaf"] = _jitter((220, 110, 40), rng, 0.05)
    if opts.get("hair") == "snake":
        c["hair"] = (80, 160, 70)
    if card.type == "Plant" and not opts.get("colour"):
        c["body"] = _jitter(
            rng.choice(((220, 60, 70), (240, 180, 50), (200, 90, 200), (230, 120, 60))), rng, 0.05
        )
    if opts.get("tint"):  # a design variant: body and clothes turned round the wheel
        for key in ("body", "cloth", "wing", "belly"):
            c[key] = _tint(c[key], opts["tint"], bool(opts.get("colour")))
        c["boot"] = shade(c["cloth"], 0.6)
    return c


def _tint(col, step: int, named: bool):
    """Returns a colour turned step fifths round the colour wheel, or, where the name gives the colour,
    made lighter or darker instead (a Red monster stays red)."""
    h, l, s = colorsys.rgb_to_hls(*(v / 255 for v in col))
    if named:
        l = (l + 0.13 * step + 0.1) % 0.7 + 0.15
    else:
        h, s = (h + 0.2 * step) % 1, max(s, 0.35)
    return tuple(round(v * 255) for v in colorsys.hls_to_rgb(h, l, s))


def _type_cloth(card: Card, rng: random.Random):
    return rng.choice(
        ((70, 90, 170), (150, 40, 50), (60, 120, 70), (120, 70, 150), (170, 130, 60), (60, 60, 80))
    )


def _jitter(col, rng: random.Random, amount: float):
    h, l, s = colorsys.rgb_to_hls(*(v / 255 for v in col))
    h = (h + rng.uniform(-amount, amount) * 0.5) % 1
    l = min(0.92, max(0.12, l + rng.uniform(-amount, amount)))
    return tuple(int(round(v * 255)) for v in colorsys.hls_to_rgb(h, l, s))


# --- backdrop -------------------------------------------------------------------------------


def _backdrop(p: Painter, key: str, rng: random.Random, opts) -> None:
    """Dithered sky gradient, the attribute's scenery, and a floor the subject stands on."""
    top, bottom, accent, floor = ATTR_LOOK[key]
    top, bottom = _jitter(top, rng, 0.06), _jitter(bottom, rng, 0.06)
    t = np.clip(p.Y / GROUND, 0, 1)
    level = np.clip(dither(t, 6, np.arange(p.h)[:, None], np.arange(p.w)[None, :]), 0, 1)
    p.img[:] = (
        np.array(top)[None, None, :] * (1 - level[..., None])
        + np.array(bottom)[None, None, :] * level[..., None]
    ).astype(np.int16)
    p.at(0, 0, 1.0)
    if key == "Light":
        cx = rng.uniform(30, 72)
        for i in range(9):
            a = math.radians(10 + i * 20 + rng.uniform(-4, 4))
            p.glow(
                p.P(
                    [
                        (cx, 20),
                        (cx + math.cos(a - 0.06) * 140, 20 + math.sin(a - 0.06) * 140),
                        (cx + math.cos(a + 0.06) * 140, 20 + math.sin(a + 0.06) * 140),
                    ]
                ),
                accent,
                0.45,
            )
        p.glow(p.E(cx, 20, 16, 16), (255, 255, 255), 0.7)
    elif key in ("Dark", "Ritual"):
        for _ in range(26):
            p.dot(
                rng.uniform(-6, 108),
                rng.uniform(0, 60),
                0.5 + rng.random() * 0.5,
                mix(accent, (255, 255, 255), rng.random()),
            )
        scene = rng.randrange(4) if key == "Dark" else 0
        if scene in (0, 2) and rng.random() < 0.8:
            mx, my = rng.uniform(10, 92), rng.uniform(12, 26)
            p.fill(p.E(mx, my, 8, 8) & ~p.E(mx + 4, my - 2, 7, 7), (230, 220, 170), outline=False)
        if scene == 0:  # hills under the night sky
            for i in range(3):
                x = rng.uniform(0, 100)
                p.fill(
                    p.P([(x - 30, GROUND), (x, GROUND - rng.uniform(14, 30)), (x + 30, GROUND)]),
                    shade(bottom, 0.7),
                    outline=False,
                )
        elif scene == 1:  # a ruined castle skyline
            x = rng.uniform(-10, 20)
            while x < 110:
                w, h = rng.uniform(8, 16), rng.uniform(14, 40)
                p.fill(
                    p.R(x, GROUND, x + w, GROUND - h),
                    shade(bottom, 0.55),
                    outline=False,
                )
                p.dot(x + w / 2, GROUND - h + 6, 1.2, (255, 200, 90))
                x += w + rng.uniform(4, 14)
        elif scene == 2:  # blood-red mist rising
            p.glow(p.E(rng.uniform(20, 80), GROUND, 70, 30), (170, 30, 50), 0.45)
        else:  # a graveyard of crosses
            for _ in range(5):
                x, h = rng.uniform(0, 100), rng.uniform(8, 14)
                ink = shade(bottom, 0.5)
                p.fill(
                    p.R(x - 1.2, GROUND, x + 1.2, GROUND - h),
                    ink,
                    outline=False,
                )
                p.fill(
                    p.R(x - 4, GROUND - h + 3, x + 4, GROUND - h + 5),
                    ink,
                    outline=False,
                )
    elif key == "Earth":
        for k, col in ((0.62, shade(floor, 1.25)), (0.75, floor)):
            base = GROUND * k + 10
            ph = rng.uniform(0, 6)
            pts = [
                (x, base - 6 * math.sin(x / 17 + ph) - 3 * math.sin(x / 7 + ph * 2))
                for x in range(-8, 116, 4)
            ]
            p.fill(p.P([(-8, GROUND + 12), *pts, (112, GROUND + 12)]), col, outline=False)
        for _ in range(3):
            x = rng.uniform(0, 100)
            p.fill(p.E(x, rng.uniform(8, 24), rng.uniform(8, 14), 3.5), (250, 250, 250), outline=False)
    elif key == "Water":
        for _ in range(12):
            p.fill(
                p.E(rng.uniform(-4, 106), rng.uniform(4, 84), 1.4, 1.4),
                (170, 220, 255),
                outline=False,
            )
        for i in range(4):
            y = 12 + i * 12 + rng.uniform(-3, 3)
            p.line([(x, y + 1.5 * math.sin(x / 5 + i)) for x in range(-6, 110, 6)], 0.45, shade(accent, 0.85))
        p.glow(
            p.P([(20, 0), (34, 0), (52, 90), (30, 90)]) | p.P([(60, 0), (70, 0), (88, 90), (72, 90)]),
            (200, 240, 255),
            0.15,
        )
    elif key == "Fire":
        for _ in range(14):
            p.dot(rng.uniform(-4, 106), rng.uniform(4, 80), 0.8, (255, 230, 120))
        for i in range(4):
            x = -10 + i * 34 + rng.uniform(-8, 8)
            hh = rng.uniform(18, 34)
            p.fill(
                p.P([(x - 24, GROUND + 4), (x - 6, GROUND - hh), (x + 6, GROUND - hh), (x + 24, GROUND + 4)]),
                (70, 24, 20),
                outline=False,
            )
            p.fill(
                p.P(
                    [
                        (x - 4, GROUND - hh),
                        (x + 4, GROUND - hh),
                        (x + 2, GROUND - hh + 8),
                        (x - 2, GROUND - hh + 6),
                    ]
                ),
                (255, 150, 40),
                outline=False,
            )
    elif key == "Wind":
        for _ in range(4):
            x, y = rng.uniform(0, 100), rng.uniform(8, 50)
            p.fill(
                p.E(x, y, 12, 4) | p.E(x - 7, y + 1, 7, 3) | p.E(x + 6, y - 2, 7, 4),
                (255, 255, 255),
                outline=False,
            )
        for _ in range(3):
            y = rng.uniform(20, 70)
            x = rng.uniform(0, 70)
            p.line([(x, y), (x + 16, y - 2), (x + 26, y + 1), (x + 28, y - 3)], 0.4, (255, 255, 255))
    elif key in ("Magic", "Trap"):
        for _ in range(18):
            p.dot(rng.uniform(-4, 106), rng.uniform(0, 92), 0.6, shade(accent, 0.8))
        ring_y = rng.uniform(34, 50)
        p.fill(p.E(51, ring_y, 40, 36) & ~p.E(51, ring_y, 38.5, 34.5), shade(accent, 0.7), outline=False)
    if key in _SCENERY and not opts.get("land"):  # a field card's landscape is its own scenery
        _SCENERY[key](p, rng, rng.randrange(3))
    if key not in ("Magic", "Trap", "Ritual"):
        p.fill(p.R(-10, GROUND - 2, 112, 110), floor, outline=False)
        p.line([(-10, GROUND - 2), (112, GROUND - 2)], 0.35, shade(floor, 1.2))


def _earth_scenery(p: Painter, rng: random.Random, variant: int) -> None:
    """Trees on the horizon, or the mesas of a canyon (variant 0 keeps the bare hills)."""
    if variant == 1:
        for _ in range(3):
            x = rng.choice((rng.uniform(-4, 26), rng.uniform(76, 106)))
            h = rng.uniform(16, 28)
            p.fill(
                p.R(x - 1.5, GROUND - 2, x + 1.5, GROUND - h),
                (90, 60, 40),
                outline=False,
            )
            p.fill(p.E(x, GROUND - h - 5, 8, 7), _jitter((60, 120, 60), rng, 0.08))
    elif variant == 2:
        for x in (rng.uniform(-6, 22), rng.uniform(74, 104)):
            w, h = rng.uniform(12, 20), rng.uniform(20, 34)
            p.fill(
                p.P(
                    [
                        (x - w, GROUND - 2),
                        (x - w * 0.7, GROUND - h),
                        (x + w * 0.7, GROUND - h),
                        (x + w, GROUND - 2),
                    ]
                ),
                (170, 110, 70),
            )
            p.line([(x - w * 0.7, GROUND - h + 5), (x + w * 0.7, GROUND - h + 5)], 0.5, (130, 80, 50))


def _light_scenery(p: Painter, rng: random.Random, variant: int) -> None:
    """Marble columns of a temple, or a floor of cloud (variant 0: the rays alone)."""
    if variant == 1:
        for x in (rng.uniform(4, 14), rng.uniform(88, 98)):
            p.fill(p.R(x - 5, GROUND - 2, x + 5, 14), (240, 232, 210))
            p.fill(p.R(x - 7, 14, x + 7, 9), (240, 232, 210))
            for dx in (-2.5, 0, 2.5):
                p.line([(x + dx, 16), (x + dx, GROUND - 4)], 0.3, (200, 190, 170))
    elif variant == 2:
        for i in range(7):
            p.fill(p.E(-6 + i * 19 + rng.uniform(-4, 4), GROUND - 4, 13, 7), (255, 252, 240), outline=False)


def _water_scenery(p: Painter, rng: random.Random, variant: int) -> None:
    """Swaying seaweed and stones, or a reef of coral (variant 0: open water)."""
    if variant == 1:
        for _ in range(4):
            x, h = rng.uniform(0, 102), rng.uniform(16, 34)
            p.fill(
                p.T(
                    [(x, GROUND), (x + 3, GROUND - h * 0.4), (x - 2, GROUND - h * 0.7), (x + 2, GROUND - h)],
                    1.6,
                    0.8,
                ),
                (50, 140, 90),
            )
        for _ in range(3):
            p.fill(p.E(rng.uniform(0, 102), GROUND - 3, rng.uniform(5, 9), 4), (90, 100, 120))
    elif variant == 2:
        for _ in range(3):
            x = rng.uniform(0, 102)
            col = rng.choice(((240, 110, 120), (250, 170, 80), (200, 120, 220)))
            for k in (-6, 0, 6):
                p.fill(p.T([(x, GROUND - 2), (x + k, GROUND - 12), (x + k * 1.4, GROUND - 20)], 2, 1.2), col)


def _fire_scenery(p: Painter, rng: random.Random, variant: int) -> None:
    """A river of lava along the ground, or burning ruins (variant 0: the volcanoes alone)."""
    if variant == 1:
        p.glow(
            p.P([(-10, GROUND - 8), (112, GROUND - 12), (112, GROUND + 4), (-10, GROUND + 4)]),
            (255, 170, 40),
            0.6,
        )
    elif variant == 2:
        for x in (rng.uniform(0, 20), rng.uniform(80, 100)):
            h = rng.uniform(18, 30)
            p.fill(
                p.P(
                    [
                        (x - 6, GROUND - 2),
                        (x + 6, GROUND - 2),
                        (x + 6, GROUND - h),
                        (x + 1, GROUND - h - 4),
                        (x - 6, GROUND - h + 2),
                    ]
                ),
                (60, 30, 30),
            )
            p.fill(
                p.P([(x - 3, GROUND - h), (x, GROUND - h - 10), (x + 3, GROUND - h)]),
                (255, 150, 40),
                outline=False,
            )


def _wind_scenery(p: Painter, rng: random.Random, variant: int) -> None:
    """Far blue mountains, or a flock of birds (variant 0: the clouds alone)."""
    if variant == 1:
        for i in range(4):
            x = -10 + i * 34 + rng.uniform(-6, 6)
            h = rng.uniform(20, 36)
            p.fill(
                p.P([(x - 26, GROUND - 2), (x, GROUND - h), (x + 26, GROUND - 2)]),
                (130, 170, 200),
                outline=False,
            )
            p.fill(
                p.P([(x - 5, GROUND - h + 5), (x, GROUND - h), (x + 5, GROUND - h + 5)]),
                (250, 250, 255),
                outline=False,
            )
    elif variant == 2:
        x0, y0 = rng.uniform(10, 70), rng.uniform(10, 30)
        for _ in range(5):
            x, y = x0 + rng.uniform(0, 30), y0 + rng.uniform(0, 14)
            p.line([(x - 3, y - 1.5), (x, y), (x + 3, y - 1.5)], 0.35, (60, 70, 90))


_SCENERY = {
    "Earth": _earth_scenery,
    "Light": _light_scenery,
    "Water": _water_scenery,
    "Fire": _fire_scenery,
    "Wind": _wind_scenery,
}


def _ornament(p: Painter, level: int, c, cx: float, zoom: float) -> None:
    """High-level monsters stand in a halo of the attribute's light (7+) and a sparkle ring (9+)."""
    if level >= 7:
        p.at(cx, GROUND, zoom)
        p.glow(p.E(0, -40, 46, 44), c["orb"], 0.22)
        p.glow(p.E(0, -40, 34, 32), c["orb"], 0.18)
    if level >= 9:
        for i in range(8):
            a = math.radians(i * 45)
            p.dot(cx + 44 * math.cos(a), 50 + 40 * math.sin(a), 1.1, (255, 255, 230))


def _aura(p: Painter, opts, c, rng: random.Random) -> None:
    """Element effects a name calls for, drawn over the subject: flames round a burning name's feet (unless
    its drawer drew fire already), sparks for thunder."""
    if "flame" in opts.get("props", ()) and not p.parts["flame"]:  # tongues of flame licking round the feet
        p.mark("flame")
        for x in (-26, -14, 16, 28):
            h = 12 + 8 * rng.random()
            p.fill(p.P([(x - 5, 0), (x - 2, -h * 0.6), (x, -h), (x + 3, -h * 0.5), (x + 5, 0)]), c["fire"])
            p.fill(p.P([(x - 2, 0), (x, -h * 0.5), (x + 2, 0)]), c["fire_in"], outline=False)
    if opts.get("aura") == "thunder":
        for _ in range(3):
            x, y = rng.uniform(-36, 36), rng.uniform(-70, -20)
            p.line([(x, y), (x + 4, y + 5), (x, y + 8), (x + 5, y + 13)], 0.7, (255, 250, 150))
