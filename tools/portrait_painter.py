"""Draws one 48x48 duelist portrait from its description in data/portraits.yaml.

The picture is built as layers of flat regions (background, hair behind, body, neck, head, hair in
front, headwear), then every region gets the same treatment - a dark outline where the figure
meets the background, a lit top edge and a shaded lower-right edge - and the face's features are
placed last, pixel by pixel. One treatment for all forty faces is what keeps them one style.
Everything here is numpy on small arrays; pygame only rasterises polygons.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from game.gfx.art_data import colour_of
from tools.card_art.paint import dither

S = 48
CX = 24
INK = np.array((20, 14, 22), dtype=np.float32)
_YY, _XX = np.mgrid[0:S, 0:S].astype(np.float32) + 0.5
# Headwear hanging past the ears: its back flares to the shoulders, and no ears or earrings show.
COVERS_EARS = frozenset({"nemes", "wrap", "hood", "vulture", "veil", "jackal"})


# ---------------------------------------------------------------- shapes (boolean masks)

def ell(cx: float, cy: float, rx: float, ry: float) -> np.ndarray:
    """Returns the pixels inside an ellipse."""
    return ((_XX - cx) / rx) ** 2 + ((_YY - cy) / ry) ** 2 <= 1.0


def rect(x0: float, y0: float, x1: float, y1: float) -> np.ndarray:
    """Returns the pixels with x0 <= x < x1 and y0 <= y < y1."""
    return (_XX >= x0) & (_XX < x1) & (_YY >= y0) & (_YY < y1)


def poly(points) -> np.ndarray:
    """Returns the pixels inside a polygon (rasterised by pygame)."""
    import pygame

    surf = pygame.Surface((S, S), depth=8)
    surf.fill(0)
    pygame.draw.polygon(surf, 1, [(float(x), float(y)) for x, y in points])
    return pygame.surfarray.array2d(surf).T > 0


def mirror(mask: np.ndarray) -> np.ndarray:
    """Returns mask | its mirror image about the portrait's centre line."""
    return mask | mask[:, ::-1]


# ---------------------------------------------------------------- the layered canvas

class Layers:
    """Flat regions painted in order; ``finish`` shades them all alike."""

    def __init__(self) -> None:
        self.region = np.zeros((S, S), dtype=np.int16)
        self.colours: list[np.ndarray] = [np.zeros(3, np.float32)]
        self.kinds: list[str] = ["bg"]

    def paint(self, mask: np.ndarray, colour, kind: str = "cloth") -> int:
        """Paints mask as a new region of one colour; returns its id."""
        colour = np.array(colour, dtype=np.float32)
        rid = next((i for i in range(1, len(self.colours))
                    if self.kinds[i] == kind and np.array_equal(self.colours[i], colour)), 0)
        if not rid:  # one region per colour and kind, so a hairdo painted in pieces shades as one
            self.colours.append(colour)
            self.kinds.append(kind)
            rid = len(self.colours) - 1
        self.region[mask] = rid
        return rid

    def mask_of(self, kind: str) -> np.ndarray:
        """Returns the pixels of every region of a kind."""
        ids = [i for i, k in enumerate(self.kinds) if k == kind]
        return np.isin(self.region, ids)

    def finish(self, background: np.ndarray, face_box: tuple[float, float]) -> np.ndarray:
        """Returns the RGB picture: regions shaded, the figure outlined, over the background."""
        img = background.copy()
        reg = self.region
        figure = reg > 0
        up, down = np.roll(reg, 1, 0), np.roll(reg, -1, 0)
        left, right = np.roll(reg, 1, 1), np.roll(reg, -1, 1)
        down[-1, :], right[:, -1], up[0, :], left[:, 0] = reg[-1, :], reg[:, -1], reg[0, :], reg[:, 0]
        cx, half = face_box
        for rid in range(1, len(self.colours)):
            m = reg == rid
            if not m.any():
                continue
            c = self.colours[rid]
            px = np.broadcast_to(c, (S, S, 3)).copy()
            kind = self.kinds[rid]
            if kind == "skin":
                px[_XX > cx + half * 0.45] *= 0.84
                under = (up != rid) & (up > 0) & (self.kinds_of(up) != "skin")
                px[under] *= 0.78
                px[(right != rid) & (right > 0)] *= 0.8
            else:
                px[(up != rid)] = np.minimum(255, px[(up != rid)] * 1.18 + 12)
                px[(down != rid) | (right != rid)] *= 0.68
                if kind == "hair":  # strands: a darker line every few pixels, slanting away from the parting
                    strand = m & (((_XX - CX) * 0.5 * np.sign(_XX - CX + 0.1) + _YY) % 4 < 1) & (up == rid) & (down == rid)
                    px[strand] *= 0.86
                if kind == "metal":
                    px[(_XX - _YY * 0.5) % 9 < 1.5] = np.minimum(255, px[(_XX - _YY * 0.5) % 9 < 1.5] * 1.25 + 20)
            img[m] = px[m]
        edge = figure & ((up == 0) | (down == 0) | (left == 0) | (right == 0))
        edge[-1, :] = False
        img[edge] = img[edge] * 0.35 + INK * 0.65
        return img

    def kinds_of(self, ids: np.ndarray) -> np.ndarray:
        """Returns the kind name of each region id in an array."""
        return np.array(self.kinds, dtype=object)[ids]


def gradient(top, bottom) -> np.ndarray:
    """Returns the background: an ordered-dithered vertical blend with a soft glow behind the head."""
    t = np.clip(_YY / S, 0, 1)
    rows, cols = _YY.astype(int), _XX.astype(int)
    band = dither(t, 6, rows, cols, 0.999)
    img = np.array(top, np.float32) * (1 - band[..., None]) + np.array(bottom, np.float32) * band[..., None]
    glow = np.clip(1 - ((_XX - CX) ** 2 + (_YY - 20) ** 2) / 22 ** 2, 0, 1)
    glow = dither(glow, 3, rows, cols)
    return np.minimum(255, img * (1 + 0.22 * glow[..., None]))


# ---------------------------------------------------------------- the portrait

class Face:
    """The geometry a description implies: where the head, eyes and mouth are."""

    def __init__(self, rec: dict[str, Any]) -> None:
        shape, age = rec["face"], rec["age"]
        rx, ry = {"oval": (8.5, 11), "round": (9.5, 10.2), "long": (8, 12.2), "square": (9, 11),
                  "gaunt": (7.6, 12), "heart": (9, 11), "heavy": (10, 11)}[shape]
        if age == "child":
            rx, ry = rx - 0.5, ry - 1
        self.shape, self.rx, self.ry = shape, rx, ry
        self.cy = 22.0
        self.top = self.cy - ry
        self.chin = self.cy + ry
        self.eye_y = int(self.cy)  # row of the eyes' whites
        self.mouth_y = int(self.cy + ry * 0.58)

    def mask(self) -> np.ndarray:
        """Returns the head's pixels for the face shape."""
        t = np.clip((_YY - self.cy) / self.ry, -1, 1)
        base = np.sqrt(np.clip(1 - t * t, 0, 1))
        below = np.maximum(t, 0)
        prof = {"oval": base, "long": base, "round": base ** 0.75,
                "square": np.where(t < 0.86, np.minimum(1, base * 1.35), base * 1.6),
                "gaunt": base * (1 - 0.28 * below),
                "heart": np.minimum(1, base * 1.15) * (1 - 0.38 * below ** 1.3),
                "heavy": np.where(t < 0.85, np.minimum(1, base * 1.4), base * 1.7)}[self.shape]
        inside = (np.abs(_XX - CX) <= self.rx * prof) & (np.abs(_YY - self.cy) <= self.ry)
        return inside


def paint_portrait(rec: dict[str, Any]) -> tuple[np.ndarray, np.ndarray]:
    """Returns (rgb uint8 48x48x3, figure mask) for one portrait record."""
    f = Face(rec)
    L = Layers()
    skin = np.array(colour_of(rec["skin"]), np.float32)
    hair = rec["hair"]
    hat = rec["headwear"]
    acc = set(rec["accessories"])
    hc, ht = colour_of(hair["colour"]), colour_of(hair.get("trim", hair["colour"]))
    wc, wt = colour_of(hat["colour"]), colour_of(hat.get("trim", hat["colour"]))
    cloth = rec["clothes"]
    cc, ctr = colour_of(cloth["colour"]), colour_of(cloth.get("trim", cloth["colour"]))

    _hair_back(L, f, hair["style"], hc, ht)
    _headwear_back(L, f, hat["style"], wc, wt)
    _body(L, f, cloth["style"], cc, ctr, skin)
    L.paint(rect(CX - 3.5, f.chin - 5, CX + 3.5, 40), skin * 0.86, "skin")  # neck
    if "horns" in acc:
        for s in (-1, 1):
            L.paint(poly([(CX + s * 3, f.top + 4), (CX + s * 9, f.top + 6), (CX + s * 14, f.top + 1), (CX + s * 17, f.top - 8),
                          (CX + s * 12, f.top - 4), (CX + s * 6, f.top - 1)]), colour_of("bone"), "bone")
    if hat["style"] not in COVERS_EARS:
        L.paint(mirror(ell(CX - f.rx - 0.3, f.eye_y + 1.5, 2, 3)), skin, "skin")  # ears
    L.paint(f.mask(), skin, "skin")
    _facial_hair(L, f, rec["facial_hair"], skin)
    _hair_front(L, f, hair["style"], hc, ht, hat["style"] not in ("none", "circlet", "headband", "flowers"))
    _headwear_front(L, f, hat["style"], wc, wt)
    if "face_veil" in acc:
        L.paint(f.mask() & (_YY > f.eye_y + 2.5), wc, "cloth")
    if "hair_over_eye" in acc:
        L.paint(ell(CX - 6, f.eye_y - 2, 6, 5.5) & ~L.mask_of("bg"), np.array(wc) * 0.6, "cloth")
    _neckwear(L, f, acc, cc, ctr)
    bg = gradient(colour_of(rec["background"][0]), colour_of(rec["background"][1]))
    img = L.finish(bg, (CX, f.rx))
    figure = L.region > 0
    _features(img, L, f, rec, skin)
    _accessories(img, L, f, acc, rec)
    return np.clip(img, 0, 255).astype(np.uint8), figure


def silhouette(figure: np.ndarray, rgb: np.ndarray) -> np.ndarray:
    """Returns the locked variant: the figure as a dark shape with a faint rim, over a dim background."""
    grey = rgb.astype(np.float32).mean(axis=2, keepdims=True)
    bg = grey * np.array((0.16, 0.16, 0.24)) + np.array((10, 10, 22))
    out = np.where(figure[..., None], np.array((14, 12, 24), np.float32), bg)
    up = np.roll(figure, 1, 0)
    up[0, :] = False
    out[figure & ~up] = (70, 66, 110)
    return out.astype(np.uint8)


# ---------------------------------------------------------------- body and clothes

def _body(L: Layers, f: Face, style: str, c, t, skin) -> None:
    c, t = np.array(c, np.float32), np.array(t, np.float32)
    wide = 22 if style in ("armour", "cloak", "coat") else 20
    shoulders = ell(CX, 50, wide, 13) & (_YY >= 35)
    if style == "vest":
        L.paint(shoulders, skin * 0.92, "skin")
        L.paint(ell(CX, 50, 14, 13) & (_YY >= 36), c)
        L.paint(poly([(CX - 3, 37), (CX + 3, 37), (CX, 48)]), skin * 0.92, "skin")
        return
    if style == "dress":
        L.paint(shoulders, skin * 0.92, "skin")
        L.paint(ell(CX, 52, 17, 11) & (_YY >= 41), c)
        L.paint(rect(CX - 13, 41, CX + 13, 43) & ell(CX, 52, 17, 11), t)
        return
    L.paint(shoulders, c)
    if style == "robe":
        L.paint(poly([(CX - 5, 36), (CX + 5, 36), (CX, 46)]), skin * 0.9, "skin")
        L.paint(poly([(CX - 6, 36), (CX - 4, 36), (CX + 1, 47), (CX - 1, 48)]), t)
        L.paint(poly([(CX + 6, 36), (CX + 4, 36), (CX - 1, 47), (CX + 1, 48)]), t)
    elif style == "tunic":
        L.paint(ell(CX, 36, 6, 3.5) & (_YY >= 36), t)
        L.paint(ell(CX, 36, 4, 2) & (_YY >= 36), skin * 0.85, "skin")
    elif style == "coat":
        for s in (-1, 1):
            L.paint(poly([(CX + s * 5, 29), (CX + s * 10, 33), (CX + s * 9, 44), (CX + s * 3, 40)]), c)
        L.paint(poly([(CX - 3, 37), (CX + 3, 37), (CX + 2, 48), (CX - 2, 48)]), t)
        L.paint(rect(CX - 20, 44, CX - 15, 46) | rect(CX + 15, 44, CX + 20, 46), np.array((220, 180, 60)), "metal")
    elif style == "suit":
        L.paint(poly([(CX - 5, 36), (CX + 5, 36), (CX + 2, 48), (CX - 2, 48)]), np.array((236, 232, 224)))
        L.paint(poly([(CX - 6, 36), (CX - 2, 36), (CX, 46), (CX - 3, 48)]) | poly(
            [(CX + 6, 36), (CX + 2, 36), (CX, 46), (CX + 3, 48)]), c * 0.8)
        L.paint(poly([(CX - 1, 38), (CX + 1, 38), (CX + 1.5, 47), (CX - 1.5, 47)]), t)
    elif style == "armour":
        pauldron = mirror(ell(CX - 16, 41, 8, 6))
        L.paint(pauldron, c, "metal")
        L.paint(pauldron & (_YY > 44.5), t, "metal")
        L.paint(ell(CX, 47, 9, 8) & (_YY >= 39), c * 0.85, "metal")
    elif style == "jacket":
        L.paint(poly([(CX - 5, 36), (CX + 5, 36), (CX + 3, 48), (CX - 3, 48)]), t)
        L.paint(poly([(CX - 6, 35), (CX - 3, 35), (CX - 1, 48), (CX - 4, 48)]) | poly(
            [(CX + 6, 35), (CX + 3, 35), (CX + 1, 48), (CX + 4, 48)]), c * 0.82)
    elif style == "cloak":
        L.paint(ell(CX, 38, 8, 3) & (_YY >= 36), t)
        L.paint(ell(CX, 39.5, 1.8, 1.8), np.array((220, 180, 60)), "metal")
    elif style == "shirt":
        L.paint(poly([(CX - 5, 35), (CX, 39), (CX - 1, 41), (CX - 6, 37)]) | poly(
            [(CX + 5, 35), (CX, 39), (CX + 1, 41), (CX + 6, 37)]), t)
        L.paint(rect(0, 43, S, 45) & shoulders & ~ell(CX, 38, 3, 4), t)


def _neckwear(L: Layers, f: Face, acc: set, c, t) -> None:
    if "gold_collar" in acc:
        band = ell(CX, 35.5, 13, 8) & ~ell(CX, 34.5, 8, 4.5) & (_YY >= 35)
        L.paint(band, np.array(colour_of("gold")), "metal")
        L.paint(ell(CX, 35.5, 11, 6) & ~ell(CX, 35, 9, 5) & (_YY >= 36), np.array(t) * 0.9 + 10)
    if "cravat" in acc:
        L.paint(poly([(CX - 3, 34), (CX + 3, 34), (CX + 4, 40), (CX, 43), (CX - 4, 40)]), np.array((244, 240, 236)))


# ---------------------------------------------------------------- hair

def _hair_back(L: Layers, f: Face, style: str, c, t) -> None:
    c = np.array(c, np.float32)
    if style in ("long", "fringe_long"):
        L.paint(rect(CX - f.rx - 3, f.cy - 4, CX + f.rx + 3, 42) | ell(CX, f.cy - 2, f.rx + 3, f.ry + 1), c * 0.82, "hair")
    elif style == "wavy":
        m = ell(CX, f.cy + 2, f.rx + 6, f.ry + 6) & (_YY < 42)
        wave = np.sin(_YY * 1.3) > 0.2
        m &= ~((np.abs(_XX - CX) > f.rx + 4.5) & wave)
        L.paint(m, c * 0.82, "hair")
    elif style == "wild":
        pts = [(CX + f.rx + 1, 41)]
        for k in range(19):  # spikes all round, down to the shoulders on both sides
            a = np.pi * (-0.32 + 1.64 * k / 18)
            r = (f.ry + 8) if k % 2 == 0 else (f.ry + 1.5)
            pts.append((CX + np.cos(a) * r * 1.05, f.cy + 1 - np.sin(a) * r))
        pts.append((CX - f.rx - 1, 41))
        L.paint(poly(pts), c * 0.85, "hair")
    elif style == "mullet":
        L.paint(rect(CX - f.rx - 1, f.cy, CX + f.rx + 1, 38) & ~ell(CX, 48, 14, 10), c * 0.8, "hair")
    elif style == "star":
        spikes = ((-1.0, 19, 0), (-0.62, 22, -1), (-0.25, 23, 0), (0.12, 23, 1), (0.5, 22, 0), (0.85, 19, 1))
        outer, inner = [(CX - 9, f.cy + 3)], [(CX - 7, f.cy + 1)]
        for k, (u, r, _) in enumerate(spikes):
            a = np.pi * (0.5 + 0.5 * u)
            outer.append((CX - np.cos(a) * (r + 2), f.cy - 3 - np.sin(a) * r))
            inner.append((CX - np.cos(a) * (r - 5), f.cy - 3 - np.sin(a) * (r - 7)))
            if k + 1 < len(spikes):
                b = np.pi * (0.5 + 0.25 * (u + spikes[k + 1][0]))
                outer.append((CX - np.cos(b) * 13, f.cy - 3 - np.sin(b) * 12))
                inner.append((CX - np.cos(b) * 11, f.cy - 3 - np.sin(b) * 10))
        outer.append((CX + 9, f.cy + 3))
        inner.append((CX + 7, f.cy + 1))
        L.paint(poly(outer), t, "hair")
        L.paint(poly(inner), c, "hair")
    elif style == "bob":
        L.paint(ell(CX, f.cy - 1, f.rx + 3.5, f.ry + 1) & (_YY < f.cy + f.ry * 0.55), c * 0.85, "hair")
    elif style == "parted":
        L.paint(ell(CX, f.cy - 2, f.rx + 2.5, f.ry) & (_YY < f.cy + 4), c * 0.85, "hair")
    elif style == "shaggy":
        m = ell(CX, f.cy - 2, f.rx + 3, f.ry + 1) & (_YY < f.cy + 4)
        L.paint(m, c * 0.85, "hair")


def _hair_front(L: Layers, f: Face, style: str, c, t, hatted: bool) -> None:
    c, t = np.array(c, np.float32), np.array(t, np.float32)
    brow = f.eye_y - 3.5
    cap = ell(CX, f.cy - 1.5, f.rx + 1, f.ry + 0.5)
    if style == "none":
        return
    if style in ("short", "cropped", "slick"):
        line = brow - (3 if style == "cropped" else 2)
        m = cap & (_YY < line) | (cap & (np.abs(_XX - CX) > f.rx - 1.5) & (_YY < f.eye_y))
        L.paint(m, c, "hair")
        if style == "slick":
            L.paint(ell(CX - 3, f.top + 3, 3, 1.2), np.minimum(255, c * 1.6 + 60), "hair")
    elif style == "spiky":
        L.paint(cap & (_YY < brow - 1), c, "hair")
        for k in range(5):
            x = CX - 8 + k * 4
            L.paint(poly([(x - 2.5, f.top + 3), (x + 1 - (k - 2), f.top - 5), (x + 2.5, f.top + 3)]), c, "hair")
    elif style == "star":
        L.paint(cap & (_YY < brow - 1), c, "hair")
        gold = np.array(colour_of("blond"))
        for x0, x1, y1 in ((CX - 5, CX - 9, f.eye_y + 3), (CX - 1, CX - 3, f.eye_y - 1), (CX + 3, CX + 6, f.eye_y),
                           (CX + 6, CX + 10, f.eye_y + 3)):
            L.paint(poly([(x0 - 0.9, f.top + 3), (x0 + 0.9, f.top + 3), (x1 + 0.8, y1 - 3), (x1, y1), (x1 - 0.6, y1 - 3)]),
                    gold, "hair")
    elif style == "bob":
        L.paint(cap & (_YY < brow) | (cap & (np.abs(_XX - CX) > f.rx - 2.5)), c, "hair")
        L.paint(ell(CX, f.cy - 1, f.rx + 3.5, f.ry + 1) & (np.abs(_XX - CX) > f.rx - 1) & (_YY < f.cy + f.ry * 0.55), c, "hair")
    elif style in ("long", "wavy", "fringe_long"):
        part = cap & (_YY < brow - 1)
        part |= cap & (np.abs(_XX - CX) > f.rx - 2) & (_YY < f.cy + 3)
        L.paint(part, c, "hair")
        if style == "fringe_long":
            L.paint(poly([(CX, f.top + 1), (CX + f.rx + 2, f.top + 2), (CX + f.rx + 2, f.eye_y + 4),
                          (CX + 6, f.eye_y - 2), (CX + 2, f.eye_y - 3)]), c, "hair")
        elif style == "long":
            L.paint(rect(CX - 0.5, f.top, CX + 0.5, brow - 1) & cap, c * 0.7, "hair")
    elif style == "wild":
        L.paint(cap & (_YY < brow), c, "hair")
        for x, y in ((CX - 7, brow + 3), (CX - 2, brow + 2), (CX + 3, brow + 3), (CX + 7, brow + 1)):
            L.paint(poly([(x - 2.5, brow - 2), (x + 2.5, brow - 2), (x, y)]), c, "hair")
    elif style == "bowl":
        L.paint(ell(CX, f.cy - 1, f.rx + 2, f.ry + 0.5) & (_YY < brow + 0.5), c, "hair")
        L.paint(rect(CX - f.rx - 2, brow - 1, CX + f.rx + 2, brow + 0.5) & cap, c * 0.8, "hair")
    elif style == "mullet":
        L.paint(cap & (_YY < brow - 1) | (cap & (np.abs(_XX - CX) > f.rx - 1) & (_YY < f.eye_y + 2)), c, "hair")
    elif style == "parted":
        L.paint(cap & (_YY < brow - 2), c, "hair")
        for s in (-1, 1):
            L.paint(poly([(CX + s * 0.5, f.top + 1), (CX + s * (f.rx + 1.5), f.top + 3), (CX + s * (f.rx + 2), f.eye_y + 3),
                          (CX + s * (f.rx - 1), f.eye_y - 1), (CX + s * 3, brow), (CX + s * 1, f.top + 4)]), c, "hair")
    elif style == "shaggy":
        L.paint(cap & (_YY < brow - 1), c, "hair")
        for k, x in enumerate((CX - 8, CX - 4, CX, CX + 4, CX + 8)):
            L.paint(poly([(x - 3, brow - 3), (x + 3, brow - 3), (x + (1 if k % 2 else -1), brow + 1 + k % 2)]), c, "hair")
        for s in (-1, 1):
            L.paint(poly([(CX + s * 6, f.top + 3), (CX + s * 14, f.top + 1), (CX + s * 10, f.top + 6)]), c, "hair")
            if not hatted:
                L.paint(poly([(CX + s * 1, f.top + 1), (CX + s * 4, f.top - 4), (CX + s * 6, f.top + 2)]), c, "hair")


def _facial_hair(L: Layers, f: Face, spec: dict, skin) -> None:
    style = spec["style"]
    c = np.array(colour_of(spec["colour"]), np.float32)
    face = f.mask()
    m = f.mouth_y
    if style == "stubble":
        dots = ((_XX.astype(int) + _YY.astype(int)) % 2 == 0) & face & (_YY > m - 3) & (np.abs(_XX - CX) > 0)
        L.paint(dots, skin * 0.55 + c * 0.35, "skin")
    elif style == "moustache":
        L.paint(ell(CX, m - 1.5, 5, 1.6), c, "hair")
    elif style == "beard":
        L.paint((face & (_YY > m - 2.5) & ~ell(CX, m, 3, 1.4)) | ell(CX, f.chin + 1, 5.5, 3), c, "hair")
    elif style == "long_beard":
        L.paint(poly([(CX - f.rx + 1, m - 3), (CX + f.rx - 1, m - 3), (CX + 5, 43), (CX, 47), (CX - 5, 43)])
                & ~ell(CX, m, 3, 1.4), c, "hair")
    elif style == "goatee":
        L.paint(poly([(CX - 2.5, f.chin - 2), (CX + 2.5, f.chin - 2), (CX + 1.5, f.chin + 5), (CX, f.chin + 7),
                      (CX - 1.5, f.chin + 5)]), c, "hair")
        L.paint(ell(CX - 3.5, m - 1, 2.5, 0.9) | ell(CX + 3.5, m - 1, 2.5, 0.9), c, "hair")


# ---------------------------------------------------------------- headwear

def _headwear_back(L: Layers, f: Face, style: str, c, t) -> None:
    c = np.array(c, np.float32)
    if style in COVERS_EARS:
        flare = {"nemes": 7, "wrap": 5, "vulture": 9, "veil": 5, "hood": 6, "jackal": 6}[style]
        bottom = 41 if style != "veil" else 40
        m = poly([(CX - f.rx - 2, f.cy - 6), (CX + f.rx + 2, f.cy - 6), (CX + f.rx + flare, bottom),
                  (CX - f.rx - flare, bottom)]) | ell(CX, f.cy - 2, f.rx + 3, f.ry + 2) & (_YY < f.cy)
        L.paint(m, c * 0.8 if style != "nemes" else c, "cloth")
        if style == "nemes":
            stripes = m & ((_YY.astype(int) % 3) == 0) & (np.abs(_XX - CX) > f.rx)
            L.paint(stripes, np.array(t), "metal")


def _headwear_front(L: Layers, f: Face, style: str, c, t) -> None:
    c, t = np.array(c, np.float32), np.array(t, np.float32)
    brow = f.eye_y - 3.5
    top = f.top
    if style == "none":
        return
    if style == "turban":
        m = ell(CX, top + 1, f.rx + 4, 8) & (_YY < brow - 0.5)
        L.paint(m, c)
        for k in range(3):
            L.paint(m & (np.abs(_YY - (top - 4 + k * 3.5 + (_XX - CX) * 0.25)) < 0.6), c * 0.78)
        L.paint(rect(CX - f.rx - 3, brow - 3, CX + f.rx + 3, brow - 1) & ell(CX, top + 2, f.rx + 4, 10), t, "metal")
        L.paint(ell(CX, brow - 3.5, 1.6, 2), np.array(colour_of("blue")), "metal")
        L.paint(mirror(poly([(CX - f.rx - 3, brow - 1), (CX - f.rx + 0.5, brow - 1), (CX - f.rx - 1, f.cy + 9),
                             (CX - f.rx - 6, 40), (CX - f.rx - 5, f.cy + 2)])), c * 0.9)
    elif style in ("nemes", "wrap", "hood", "veil", "vulture"):
        cover = ell(CX, f.cy - 1.5, f.rx + 2.5, f.ry + 1.5) & (_YY < brow)
        if style == "hood":
            cover = ell(CX, f.cy - 1, f.rx + 3.5, f.ry + 3) & ~ell(CX, f.cy + 1, f.rx - 0.5, f.ry - 0.5)
            cover &= _YY < 38
            cover |= poly([(CX - 3, top - 4), (CX + 3, top - 4), (CX, top - 7)])
        elif style == "wrap":
            cover = ell(CX, f.cy - 1, f.rx + 3, f.ry + 3) & ~(ell(CX, f.cy + 1.5, f.rx - 0.5, f.ry - 0.5) & (_YY > brow - 1))
            cover &= _YY < 38
        L.paint(cover, c, "cloth")
        if style == "nemes":
            L.paint(cover & (_YY > brow - 3), t, "metal")
            L.paint(cover & ((_YY.astype(int) % 3) == 0) & (_YY < brow - 3), t * 0.9, "metal")
        elif style == "wrap":
            L.paint(cover & (np.abs(_YY - (f.top + 1 + (_XX - CX) * 0.4)) < 0.6) & (_YY < brow), t)
        elif style == "hood":
            L.paint(cover & ~ell(CX, f.cy + 1, f.rx + 1.5, f.ry + 1.5) & (_YY > f.top), t)
        elif style == "vulture":
            L.paint(cover & (_YY > brow - 3), t, "metal")
            for s in (-1, 1):
                for k in range(3):
                    L.paint(poly([(CX + s * (f.rx + 1), f.cy - 4 + k * 5), (CX + s * (f.rx + 9), f.cy + 2 + k * 5),
                                  (CX + s * (f.rx + 2), f.cy + k * 5)]), t * 0.95, "metal")
            L.paint(ell(CX, brow - 6, 2.2, 3), np.array(colour_of("white")))
            L.paint(poly([(CX - 1, brow - 4), (CX + 1, brow - 4), (CX, brow - 1)]), np.array(colour_of("orange")))
    elif style == "helmet":
        dome = ell(CX, f.cy - 1, f.rx + 2.5, f.ry + 1.5) & (_YY < brow)
        L.paint(dome, c, "metal")
        L.paint(rect(CX - 1, brow - 1, CX + 1, f.eye_y + 4), c, "metal")
        L.paint(mirror(rect(CX - f.rx - 2.5, brow - 1, CX - f.rx + 1.5, f.cy + 6) & ell(CX, f.cy, f.rx + 3, f.ry + 2)), c, "metal")
        L.paint(poly([(CX - 2, top - 1), (CX + 2, top - 1), (CX + 3, top - 8), (CX - 7, top - 6)]), t)
        L.paint(rect(CX - f.rx - 2.5, brow - 2, CX + f.rx + 2.5, brow) & dome, t * 0.8 + 30, "metal")
    elif style == "crown":
        L.paint(poly([(CX - f.rx, brow), (CX + f.rx, brow), (CX + f.rx - 2, top - 10), (CX - f.rx + 2, top - 10)]), c)
        for y in (brow - 2, top - 3, top - 9):
            L.paint(rect(CX - f.rx, y - 1, CX + f.rx, y + 0.6) & poly(
                [(CX - f.rx, brow), (CX + f.rx, brow), (CX + f.rx - 2, top - 11), (CX - f.rx + 2, top - 11)]), t, "metal")
        L.paint(ell(CX, top - 5, 2, 2), np.array(colour_of("cyan")), "metal")
        L.paint(poly([(CX - 1, brow - 2), (CX + 1, brow - 2), (CX + 2, f.top - 1), (CX - 2, f.top - 1)]) & (_YY > 0), t, "metal")
    elif style == "circlet":
        L.paint(rect(CX - f.rx - 1, brow - 3, CX + f.rx + 1, brow - 1.8) & ell(CX, f.cy, f.rx + 2, f.ry + 2), c, "metal")
        L.paint(poly([(CX - 2, brow - 3), (CX + 2, brow - 3), (CX, brow - 7)]), c, "metal")
        L.paint(ell(CX, brow - 3.5, 1, 1), np.array(colour_of("crimson")), "metal")
    elif style == "cap":
        L.paint(ell(CX, f.cy - 2, f.rx + 2, f.ry) & (_YY < brow - 1), c)
        L.paint(ell(CX - 2, brow - 1, f.rx + 3, 2.2) & (_YY >= brow - 1.5), c * 0.75)
        L.paint(ell(CX, brow - 6, 2.5, 2), t)
    elif style in ("bandana", "headband"):
        band = rect(CX - f.rx - 2, brow - 4, CX + f.rx + 2, brow - 1) & ell(CX, f.cy - 1, f.rx + 2.5, f.ry + 2)
        if style == "bandana":
            band |= ell(CX, f.cy - 1.5, f.rx + 2, f.ry + 0.5) & (_YY < brow - 2)
        L.paint(band, c)
        L.paint(poly([(CX + f.rx, brow - 4), (CX + f.rx + 7, brow), (CX + f.rx + 5, brow + 2), (CX + f.rx, brow - 1)]), c)
        if style == "bandana":
            L.paint(band & ((_XX.astype(int) * 3 + _YY.astype(int) * 2) % 7 == 0), t)
            L.paint(band & (_XX < CX - 2) & (_YY < brow - 4), np.array(colour_of("navy")))
    elif style == "fedora":
        L.paint(ell(CX, brow - 1.5, f.rx + 8, 2.4), c)
        crown = poly([(CX - f.rx, brow - 2), (CX + f.rx, brow - 2), (CX + f.rx - 1.5, top - 5), (CX, top - 3),
                      (CX - f.rx + 1.5, top - 5)])
        L.paint(crown, c)
        L.paint(crown & (_YY > brow - 5) & (_YY < brow - 2.5), t)
    elif style == "horned":
        L.paint(ell(CX, f.cy - 1, f.rx + 2.5, f.ry + 1.5) & (_YY < brow), c, "metal")
        for s in (-1, 1):
            L.paint(poly([(CX + s * (f.rx - 2), brow - 1), (CX + s * (f.rx + 5), brow - 3), (CX + s * (f.rx + 9), brow - 8),
                          (CX + s * (f.rx + 10), top - 7), (CX + s * (f.rx + 6), brow - 10), (CX + s * (f.rx + 2), brow - 7),
                          (CX + s * (f.rx - 3), brow - 6)]), t, "bone")
        L.paint(rect(CX - 1, brow - 1, CX + 1, f.eye_y + 3), c, "metal")
    elif style == "crocodile":
        L.paint(ell(CX, f.cy - 2, f.rx + 3, f.ry + 1) & (_YY < brow), c, "cloth")
        snout = poly([(CX - f.rx - 2, brow - 1), (CX - f.rx - 1, top - 1), (CX - 2, top - 6), (CX + 4, top - 6),
                      (CX + 21, top - 3), (CX + 21, top + 2), (CX + f.rx + 3, brow - 1)])
        L.paint(snout, c, "cloth")
        jaw = snout & (np.abs(_YY - (top - 0.5)) < 0.6) & (_XX > CX + 2)
        L.paint(jaw, c * 0.4)
        teeth = (np.abs(_YY - (top + 0.5)) < 0.6) & (_XX > CX + 3) & (_XX < CX + 20) & (_XX.astype(int) % 2 == 0)
        teeth |= (np.abs(_YY - (top - 1.5)) < 0.6) & (_XX > CX + 4) & (_XX < CX + 20) & (_XX.astype(int) % 2 == 1)
        L.paint(teeth & snout, t, "bone")
        L.paint(ell(CX + 20, top - 3, 1.5, 1.2), c * 0.5, "cloth")
        L.paint(ell(CX - 1, top - 5, 1.6, 1.6), np.array(colour_of("yellow")), "metal")
        L.paint(mirror(rect(CX - f.rx - 3, brow, CX - f.rx + 1, f.cy + 6)), c, "cloth")
    elif style == "jackal":
        for s in (-1, 1):
            L.paint(poly([(CX + s * 3, f.top + 2), (CX + s * 9, f.top - 12), (CX + s * 10, f.top + 4)]), c, "cloth")
            L.paint(poly([(CX + s * 5, f.top + 2), (CX + s * 8.5, f.top - 7), (CX + s * 8.6, f.top + 2)]), t, "metal")
        L.paint(f.mask() & (_YY < f.mouth_y + 3), c, "cloth")
        L.paint(poly([(CX - 3.5, f.eye_y + 2), (CX + 3.5, f.eye_y + 2), (CX + 2.5, f.chin + 2), (CX - 2.5, f.chin + 2)]), c * 1.2 + 10, "cloth")
        L.paint(ell(CX, f.chin + 1, 1.5, 1), np.array((10, 10, 10)), "cloth")
        L.paint(f.mask() & (np.abs(_YY - (f.eye_y + 3)) < 0.6) & (np.abs(_XX - CX) > 3.5), t, "metal")
    elif style == "scarab":
        cover = ell(CX, f.cy - 1.5, f.rx + 2.5, f.ry + 1.5) & (_YY < brow)
        L.paint(cover, t, "cloth")
        L.paint(mirror(poly([(CX - 1, brow - 5), (CX - 13, top - 6), (CX - 14, top - 2), (CX - 3, brow - 3)])), t * 0.8 + 20, "metal")
        L.paint(ell(CX, top - 1, 4.5, 5.5), c, "metal")
        L.paint(rect(CX - 0.5, top - 5, CX + 0.5, top + 4), c * 0.6, "metal")
        L.paint(ell(CX, top - 7.5, 2.5, 1.8), c * 0.85, "metal")
        L.paint(ell(CX, top - 9.5, 3, 3) & ~ell(CX, top - 9.5, 2, 2), np.array(colour_of("red")), "metal")
        L.paint(rect(CX - f.rx - 2, brow - 2.5, CX + f.rx + 2, brow - 0.5) & cover, c, "metal")
    elif style == "flowers":
        for k in range(7):
            a = np.pi * (0.1 + 0.8 * k / 6)
            x, y = CX - np.cos(a) * (f.rx + 1.5), f.cy - 2 - np.sin(a) * (f.ry - 1)
            L.paint(ell(x, y, 2.3, 2.3), c if k % 2 == 0 else t, "cloth")
            L.paint(ell(x, y, 0.8, 0.8), np.array(colour_of("yellow")), "cloth")
    elif style == "priest_hat":
        hat = poly([(CX - f.rx - 1, brow - 1), (CX + f.rx + 1, brow - 1), (CX + f.rx - 1, 0), (CX - f.rx + 1, 0)])
        L.paint(hat, c, "cloth")
        L.paint(hat & (_YY > brow - 4), t, "metal")
        L.paint(ell(CX, brow - 9, 3, 3.2), t, "metal")
        L.paint(ell(CX, brow - 9, 1.2, 1.2), np.array(colour_of("navy")), "metal")
        L.paint(mirror(rect(CX - f.rx - 2.5, brow - 1, CX - f.rx + 0.5, f.cy + 9)), c, "cloth")
    elif style == "headscarf":
        m = ell(CX, f.cy - 2, f.rx + 2.5, f.ry + 0.5) & (_YY < brow - 1)
        L.paint(m, c)
        L.paint(m & (np.abs(_YY - (brow - 2.5)) < 1), t)
        L.paint(poly([(CX + f.rx, brow - 3), (CX + f.rx + 5, brow + 4), (CX + f.rx + 2, f.cy + 8), (CX + f.rx - 1, brow + 1)]), c)


# ---------------------------------------------------------------- features (drawn over the shading)

def _put(img: np.ndarray, pts, colour) -> None:
    for x, y in pts:
        if 0 <= x < S and 0 <= y < S:
            img[int(y), int(x)] = colour


def _features(img: np.ndarray, L: Layers, f: Face, rec: dict[str, Any], skin: np.ndarray) -> None:
    acc = set(rec["accessories"])
    expr = rec["expression"]
    ey, my = f.eye_y, f.mouth_y
    iris = np.array(colour_of(rec["eyes"]), np.float32)
    lash = np.array((28, 18, 20), np.float32)
    white = np.array((240, 236, 228), np.float32)
    mask = "mask" in acc
    glow = "eye_glow" in acc
    covered = L.mask_of("hair") | L.mask_of("cloth")
    for side in (-1, 1):
        x0 = CX - 6 if side < 0 else CX + 2  # leftmost pixel of a 4-wide eye; the eyes are 4 apart
        inner = x0 + 3 if side < 0 else x0
        outer = x0 if side < 0 else x0 + 3
        if "hair_over_eye" in acc and side < 0:
            continue
        # brows
        b = ey - 3
        brow = {"angry": [(outer, b - 1), (x0 + 1, b - 1), (x0 + 2, b), (inner, b + 1)],
                "sinister": [(outer, b - 1), (x0 + 1, b - 1), (x0 + 2, b), (inner, b + 1)],
                "cold": [(outer, b), (x0 + 1, b), (x0 + 2, b), (inner, b + 1)],
                "stern": [(outer, b + 1), (x0 + 1, b), (x0 + 2, b), (inner, b + 1)],
                "smile": [(outer, b), (x0 + 1, b - 1), (x0 + 2, b - 1), (inner, b)],
                "kind": [(outer, b + 1), (x0 + 1, b), (x0 + 2, b), (inner, b)],
                "sad": [(outer, b + 1), (x0 + 1, b), (x0 + 2, b - 1), (inner, b - 1)],
                "wild": [(outer, b - 1), (x0 + 1, b - 2), (x0 + 2, b - 1), (inner, b)],
                "smug": [(outer, b - (2 if side > 0 else 0)), (x0 + 1, b - (2 if side > 0 else 0)), (x0 + 2, b - 1),
                         (inner, b)],
                }.get(expr, [(outer, b), (x0 + 1, b), (x0 + 2, b), (inner, b)])
        hair_c = np.array(colour_of(rec["hair"]["colour"]), np.float32)
        if rec["hair"]["style"] == "none" or mask:
            hair_c = skin * 0.5
        brow_c = hair_c * 0.7 if not mask else np.array((10, 10, 14))
        brow = [(x, y) for x, y in brow if not covered[int(y), int(x)]]
        _put(img, brow, brow_c)
        if expr in ("angry", "stern", "cold") and rec["age"] != "child":
            _put(img, [(x, y + 1) for x, y in brow if (x, y + 1) not in brow], skin * 0.75)
        # eyes
        if mask and not glow:
            _put(img, [(x0 + k, ey) for k in range(4)] + [(x0 + k, ey + 1) for k in range(1, 3)], (8, 6, 10))
            continue
        if glow:
            hot = np.minimum(255, iris * 1.3 + 60)
            _put(img, [(x0 + k, ey) for k in range(4)] + [(x0 + k, ey + 1) for k in range(1, 3)], iris)
            _put(img, [(x0 + 1, ey), (x0 + 2, ey)], hot)
            if mask:
                _put(img, [(x0 + k, ey - 1) for k in range(4)], (8, 6, 10))
            continue
        if expr == "serene":
            _put(img, [(x0, ey), (x0 + 1, ey + 1), (x0 + 2, ey + 1), (x0 + 3, ey)], lash)
            _put(img, [(outer + (-1 if side < 0 else 1), ey)], lash)
            continue
        if expr in ("cold", "sinister", "smug") or (expr == "stern" and rec["age"] == "old"):
            _put(img, [(x0 + k, ey) for k in range(4)], lash)
            _put(img, [(outer, ey + 1), (x0 + 1, ey + 1), (x0 + 2, ey + 1), (inner, ey + 1)], white)
            _put(img, [(inner, ey + 1), (x0 + (2 if side < 0 else 1), ey + 1)], iris)
            _put(img, [(x0 + (2 if side < 0 else 1), ey + 1)], iris * 0.5)
        else:
            _put(img, [(x0 + k, ey) for k in range(4)], lash)
            _put(img, [(x0 + k, ey + 1) for k in range(4)], white)
            _put(img, [(x0 + k, ey + 2) for k in range(1, 3)], white * 0.85)
            _put(img, [(x0 + 1, ey + 1), (x0 + 2, ey + 1), (x0 + 1, ey + 2), (x0 + 2, ey + 2)], iris)
            _put(img, [(x0 + (2 if side < 0 else 1), ey + 1)], iris * 0.35)
            if expr == "wild":
                _put(img, [(x0 + k, ey - 1) for k in range(1, 3)], white)
            if expr in ("smile", "kind"):
                _put(img, [(x0 + k, ey + 3) for k in range(1, 3)], skin * 0.75)
        if "eye_paint" in acc:
            _put(img, [(outer + (-1 if side < 0 else 1), ey), (outer + (-2 if side < 0 else 2), ey + 1)], lash)
        if rec["age"] == "old" or "wrinkles" in acc:
            _put(img, [(x0 + 1, ey + 3), (x0 + 2, ey + 3)], skin * 0.72)
            _put(img, [(outer + (-1 if side < 0 else 1), ey + 2)], skin * 0.7)
    if mask:
        marks = iris * 0.55 + skin * 0.2
        _put(img, [(CX - 5, ey + 2 + k) for k in range(4)] + [(CX + 4, ey + 2 + k) for k in range(4)], marks)
        _put(img, [(CX, ey - 7), (CX - 1, ey - 6), (CX + 1, ey - 6), (CX, ey - 5)], marks)
        _put(img, [(CX, ey - 4), (CX, ey - 5), (CX - 1, ey + 3), (CX + 1, ey + 3)], skin * 0.55)
        _put(img, [(CX - 3, my), (CX - 2, my), (CX - 1, my), (CX, my), (CX + 1, my), (CX + 2, my)], skin * 0.55)
        return
    # nose
    nose_len = 3 if rec["age"] == "old" or f.shape in ("long", "heavy", "gaunt") else 2
    ny = ey + 2
    if "face_veil" not in acc:
        _put(img, [(CX + 1, ny + k) for k in range(nose_len)], skin * 0.72)
        _put(img, [(CX, ny + nose_len), (CX + 1, ny + nose_len)], skin * 0.6)
        if f.shape == "heavy" or rec["age"] == "old":
            _put(img, [(CX - 1, ny + nose_len)], skin * 0.7)
        _mouth(img, expr, my, skin, acc, rec)
    if rec["age"] == "old" or "wrinkles" in acc:
        if "face_veil" not in acc:
            _put(img, [(CX - 4, my - 2), (CX - 4, my - 1), (CX + 4, my - 2), (CX + 4, my - 1)], skin * 0.74)
        if not covered[int(ey - 5), CX]:
            _put(img, [(CX - 2 + k, ey - 5) for k in range(5)], skin * 0.82)
    if f.shape == "gaunt":
        _put(img, [(CX - 6, my - 3), (CX - 6, my - 2), (CX + 6, my - 3), (CX + 6, my - 2)], skin * 0.7)


def _mouth(img: np.ndarray, expr: str, my: int, skin, acc: set, rec: dict[str, Any]) -> None:
    line = np.array((90, 40, 40), np.float32) if "lipstick" not in acc else np.array((200, 30, 60), np.float32)
    dark = np.array((60, 20, 24), np.float32)
    teeth = np.array((244, 240, 232), np.float32)
    if expr == "grin":
        _put(img, [(CX - 3 + k, my) for k in range(7)], dark)
        _put(img, [(CX - 2 + k, my + 1) for k in range(5)], dark)
        _put(img, [(CX - 2 + k, my) for k in range(5)], teeth)
        _put(img, [(CX - 4, my - 1), (CX + 4, my - 1)], line)
    elif expr == "wild":
        _put(img, [(CX - 3 + k, my) for k in range(7)] + [(CX - 2 + k, my + 1) for k in range(5)], dark)
        _put(img, [(CX - 3 + k, my) for k in range(0, 7, 2)], teeth)
        _put(img, [(CX - 4, my - 1), (CX + 4, my - 1)], line)
    elif expr == "sinister":
        _put(img, [(CX - 3 + k, my) for k in range(6)] + [(CX + 3, my - 1), (CX + 4, my - 2), (CX - 4, my - 1)], line)
        _put(img, [(CX - 1, my), (CX + 1, my)], teeth)
    elif expr in ("smile", "kind"):
        _put(img, [(CX - 3, my - 1), (CX - 2, my), (CX - 1, my), (CX, my), (CX + 1, my), (CX + 2, my),
                   (CX + 3, my - 1)], line)
        if "lipstick" in acc or expr == "smile":
            _put(img, [(CX - 1, my + 1), (CX, my + 1), (CX + 1, my + 1)], skin * 0.75 if "lipstick" not in acc else line * 0.8)
    elif expr == "smug":
        _put(img, [(CX - 2, my), (CX - 1, my), (CX, my), (CX + 1, my), (CX + 2, my - 1), (CX + 3, my - 1)], line)
    elif expr == "angry":
        _put(img, [(CX - 3 + k, my) for k in range(7)], dark)
        _put(img, [(CX - 2 + k, my) for k in range(5)], teeth)
        _put(img, [(CX - 4, my + 1), (CX + 4, my + 1)], line)
    elif expr == "sad":
        _put(img, [(CX - 2, my + 1), (CX - 1, my), (CX, my), (CX + 1, my), (CX + 2, my + 1)], line)
    else:  # calm, cold, stern, serene
        w = 2 if expr in ("cold", "stern") else 3
        _put(img, [(CX - w + k, my) for k in range(2 * w)], line)
        if "lipstick" in acc:
            _put(img, [(CX - 1, my + 1), (CX, my + 1)], line * 0.8)
    if "fangs" in acc:
        _put(img, [(CX - 2, my + 1), (CX + 2, my + 1), (CX - 2, my + 2), (CX + 2, my + 2)], teeth)


def _accessories(img: np.ndarray, L: Layers, f: Face, acc: set, rec: dict[str, Any]) -> None:
    gold = np.array(colour_of("gold"), np.float32)
    deep = gold * 0.55
    ey = f.eye_y
    if "millennium_eye" in acc:
        x0 = CX + 2
        _put(img, [(x0 - 1, ey), (x0 + 4, ey), (x0 - 1, ey + 1), (x0 + 4, ey + 1)], deep)
        _put(img, [(x0 + k, ey - 1) for k in range(4)] + [(x0 + k, ey + 2) for k in range(4)], deep)
        _put(img, [(x0 + k, ey) for k in range(4)] + [(x0 + k, ey + 1) for k in range(4)], gold)
        _put(img, [(x0 + 1, ey), (x0 + 2, ey), (x0 + 1, ey + 1), (x0 + 2, ey + 1)], (250, 240, 180))
        _put(img, [(x0 + 1, ey + 1), (x0 + 2, ey)], (40, 30, 10))
    if "glasses" in acc:
        for x0 in (CX - 6, CX + 2):
            ring = [(x0 - 1 + k, ey - 2) for k in range(6)] + [(x0 - 1 + k, ey + 3) for k in range(6)]
            ring += [(x0 - 2, ey - 1 + k) for k in range(4)] + [(x0 + 5, ey - 1 + k) for k in range(4)]
            _put(img, ring, (60, 60, 70))
            _put(img, [(x0, ey - 1), (x0 + 1, ey - 1), (x0 + 3, ey + 2)], (250, 250, 255))
        _put(img, [(CX - 1, ey), (CX, ey)], (60, 60, 70))
    if "sunglasses" in acc:
        pts = [(CX - 7 + k, ey) for k in range(15)] + [(CX - 7 + k, ey + 1) for k in range(15) if k != 7]
        pts += [(CX - 6 + k, ey + 2) for k in range(4)] + [(CX + 2 + k, ey + 2) for k in range(4)]
        _put(img, pts, (16, 16, 24))
        _put(img, [(CX - 5, ey), (CX + 3, ey)], (150, 170, 220))
    if "scar" in acc:
        _put(img, [(CX - 6 + k, ey - 2 + k) for k in range(5)], (170, 70, 60))
    if "earrings" in acc and rec["headwear"]["style"] not in COVERS_EARS:
        _put(img, [(CX - int(f.rx) - 1, ey + 4), (CX + int(f.rx) + 1, ey + 4), (CX - int(f.rx) - 1, ey + 5),
                   (CX + int(f.rx) + 1, ey + 5)], gold)
    if "necklace" in acc:
        _put(img, [(CX - 4 + k, 38 + abs(k - 4) // -2 + 2) for k in range(9)], gold)
        _put(img, [(CX, 40), (CX, 41)], (80, 200, 220))
    if "millennium_ring" in acc:
        cy = 42
        ring = [(CX + round(5 * np.cos(a)), cy + round(5 * np.sin(a))) for a in np.linspace(0, 2 * np.pi, 28)]
        _put(img, ring, gold)
        _put(img, [(CX, cy - 2), (CX - 1, cy - 1), (CX + 1, cy - 1), (CX - 2, cy + 1), (CX + 2, cy + 1)]
             + [(CX - 2 + k, cy + 1) for k in range(5)], deep)
        _put(img, [(CX - 4, 47), (CX - 2, 47), (CX, 47), (CX + 2, 47), (CX + 4, 47)], gold)
    if "millennium_key" in acc:
        _put(img, [(CX, 38), (CX - 1, 39), (CX + 1, 39), (CX - 1, 40), (CX + 1, 40), (CX, 41)], gold)
        _put(img, [(CX - 2 + k, 42) for k in range(5)] + [(CX, 43 + k) for k in range(4)], gold)
    if "millennium_necklace" in acc:
        _put(img, [(CX - 5 + k, 36 + abs(k - 5) // -2 + 3) for k in range(11)], gold)
        _put(img, [(CX - 2 + k, 40 + j) for k in range(5) for j in range(3)], gold)
        _put(img, [(CX - 1, 41), (CX, 41), (CX + 1, 41)], (30, 20, 10))
    if "millennium_rod" in acc:
        pts = [(40 - k // 2, 47 - k) for k in range(14)]
        _put(img, pts + [(x + 1, y) for x, y in pts], gold)
        _put(img, [(33 + k, 31) for k in range(7)] + [(34, 30), (38, 30), (33, 32), (39, 32)], gold)
        _put(img, [(35, 31), (36, 31), (37, 31)], deep)
    if "face_veil" in acc:
        _put(img, [(CX - int(f.rx) + 1 + k, ey + 3) for k in range(int(2 * f.rx) - 1)], np.array(colour_of(rec["headwear"]["colour"])) * 0.6)
