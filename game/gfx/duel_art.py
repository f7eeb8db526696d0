"""Duel-screen pictures: mini field cards (28x36), terrain backgrounds and the star badge frame.

Everything is drawn procedurally on first use and cached per card / terrain, so the duel's draw
path is a handful of blits. Field cards carry only the art and the kind colour; the painter adds
the live ATK/DEF so equips and terrain show without redrawing the card.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from game.db.vocab import Kind
from game.gfx.card_art import draw_art

MINI = (28, 36)
HAND = (52, 60)  # a hand card (presentation.md §5)
# Hand-card frame colours by kind: gold monster, green magic/equip/field, pink trap, blue ritual.
HAND_FRAME = {Kind.MONSTER: ((232, 184, 72), (120, 80, 24)), Kind.TRAP: ((236, 120, 190), (110, 30, 80)),
              Kind.RITUAL: ((96, 140, 236), (24, 44, 120))}
HAND_SPELL = ((96, 200, 120), (20, 84, 48))
KIND_WORD = {Kind.MAGIC: "MAGIC", Kind.FIELD: "MAGIC", Kind.EQUIP: "EQUIP", Kind.RITUAL: "RITUAL", Kind.TRAP: "TRAP"}
TURNED = (33, 26)
_FRAME = {Kind.MONSTER: ((196, 140, 60), (110, 70, 20)), Kind.TRAP: ((190, 60, 150), (80, 10, 60)),
          Kind.RITUAL: ((70, 110, 210), (20, 40, 110))}
_SPELL_FRAME = ((40, 160, 120), (10, 70, 50))
_KIND_TAG = {Kind.MAGIC: "MAG", Kind.FIELD: "FLD", Kind.EQUIP: "EQP", Kind.RITUAL: "RIT", Kind.TRAP: "TRP"}
# Terrain look (vocab.TERRAIN_NAMES order): top colour, bottom colour, pattern colour, pattern.
TERRAIN_LOOK = (((52, 60, 88), (24, 28, 48), (70, 80, 112), "grid"),       # Normal
                ((28, 84, 40), (10, 40, 16), (50, 120, 60), "trees"),      # Forest
                ((120, 88, 48), (60, 40, 20), (150, 110, 64), "cracks"),   # Wasteland
                ((96, 96, 108), (44, 44, 56), (140, 140, 150), "peaks"),   # Mountain
                ((104, 150, 64), (50, 90, 30), (140, 190, 90), "grass"),   # Sogen
                ((30, 80, 160), (10, 30, 80), (80, 140, 220), "waves"),    # Umi
                ((44, 16, 60), (12, 4, 20), (90, 40, 120), "eyes"))        # Yami


class DuelArt:
    """Caches the mini faces of one card table; one per duel scene."""

    def __init__(self, db, font) -> None:
        self.db, self.font = db, font
        self._mini: dict[int, pygame.Surface] = {}
        self._turned: dict[int, pygame.Surface] = {}

    def hand(self, card: int, painter) -> pygame.Surface:
        """Returns the 52x60 hand face: kind-coloured frame, 40x32 art, ATK/DEF or the kind word.

        The art is cut from the card painter's small face, so new pictures behind that API show here.
        """
        key = -10000 - card
        face = self._mini.get(key)
        if face is None:
            face = self._mini[key] = self._draw_hand(card, painter)
        return face

    def _draw_hand(self, card: int, painter) -> pygame.Surface:
        db, f = self.db, self.font
        kind = Kind(int(db.kind[card]))
        light, dark = HAND_FRAME.get(kind, HAND_SPELL)
        surf = pygame.Surface(HAND)
        surf.fill(dark)
        pygame.draw.rect(surf, light, surf.get_rect().inflate(-2, -2), 2)
        pygame.draw.rect(surf, (12, 8, 4), surf.get_rect(), 1)
        small = painter.small(card)
        w, h = small.get_size()
        art = small.subsurface(pygame.Rect(3, 3, max(1, w - 6), max(1, round(h * 32 / 56)))).copy()
        surf.blit(pygame.transform.scale(art, (40, 32)), (6, 6))
        pygame.draw.rect(surf, (12, 8, 4), (5, 5, 42, 34), 1)
        if kind == Kind.MONSTER:
            sword(surf, 5, 41)
            shield(surf, 5, 50)
            f.draw(surf, str(int(db.atk[card])), (47, 39), (248, 232, 160), "right")
            f.draw(surf, str(int(db.def_[card])), (47, 48), (184, 216, 255), "right")
        else:
            f.draw(surf, KIND_WORD.get(kind, ""), (26, 44), (248, 248, 248), "center")
        return surf

    def mini(self, card: int) -> pygame.Surface:
        """Returns the 28x36 field face of a card, or the back for card <= 0."""
        face = self._mini.get(card)
        if face is None:
            face = self._mini[card] = _draw_back() if card <= 0 else self._draw(card)
        return face

    def mini_turned(self, card: int) -> pygame.Surface:
        """Returns the field face turned sideways (defence position)."""
        face = self._turned.get(card)
        if face is None:
            turned = pygame.transform.rotate(self.mini(card), 90)
            face = self._turned[card] = pygame.transform.scale(turned, TURNED)  # fits between the zones
        return face

    def _draw(self, card: int) -> pygame.Surface:
        db = self.db
        kind = Kind(int(db.kind[card]))
        light, dark = _FRAME.get(kind, _SPELL_FRAME)
        surf = pygame.Surface(MINI)
        surf.fill(dark)
        pygame.draw.rect(surf, light, surf.get_rect().inflate(-2, -2), 1)
        pygame.draw.rect(surf, (16, 12, 8), surf.get_rect(), 1)
        surf.blit(draw_art(card, int(db.type[card]), int(db.attribute[card]), (24, 24), 1), (2, 2))
        if kind != Kind.MONSTER:
            self.font.draw(surf, _KIND_TAG.get(kind, ""), (14, 25), (240, 240, 240), "center")
        return surf


def sword(surf: pygame.Surface, x: int, y: int, colour=(236, 220, 160)) -> None:
    """Draws the 7x7 sword icon that stands for ATK."""
    pygame.draw.line(surf, colour, (x + 1, y + 6), (x + 6, y + 1))
    pygame.draw.line(surf, (150, 110, 40), (x, y + 4), (x + 2, y + 6))


def shield(surf: pygame.Surface, x: int, y: int, colour=(170, 200, 240)) -> None:
    """Draws the 7x7 shield icon that stands for DEF."""
    pygame.draw.polygon(surf, colour, [(x, y), (x + 6, y), (x + 6, y + 3), (x + 3, y + 6), (x, y + 3)])
    pygame.draw.line(surf, (40, 60, 100), (x + 3, y + 1), (x + 3, y + 4))


def terrain_background(terrain: int, size: tuple[int, int]) -> pygame.Surface:
    """Returns the field background of a terrain (cached; treat as read-only)."""
    return _terrain(int(terrain) % len(TERRAIN_LOOK), tuple(size))


@lru_cache(maxsize=16)
def _terrain(terrain: int, size: tuple[int, int]) -> pygame.Surface:
    top, bottom, ink, pattern = TERRAIN_LOOK[terrain]
    w, h = size
    surf = pygame.Surface(size)
    for y in range(h):
        t = abs(y - h / 2) / (h / 2)  # bright in the middle, where the monster rows meet
        c = tuple(round(b + (a - b) * (1 - t)) for a, b in zip(top, bottom))
        surf.fill(c, (0, y, w, 1))
    rng = random.Random(terrain)
    if pattern == "grid":
        for x in range(0, w, 16):
            pygame.draw.line(surf, ink, (x, 0), (x, h))
        for y in range(0, h, 16):
            pygame.draw.line(surf, ink, (0, y), (w, y))
    for _ in range(40 if pattern != "grid" else 0):
        x, y = rng.randrange(w), rng.randrange(h)
        if pattern == "trees":
            pygame.draw.polygon(surf, ink, [(x, y - 6), (x + 4, y + 3), (x - 4, y + 3)])
        elif pattern == "cracks":
            pygame.draw.lines(surf, ink, False, [(x, y), (x + 5, y + 3), (x + 8, y + 1), (x + 12, y + 5)])
        elif pattern == "peaks":
            pygame.draw.lines(surf, ink, False, [(x - 7, y + 4), (x, y - 4), (x + 7, y + 4)])
        elif pattern == "grass":
            pygame.draw.line(surf, ink, (x, y), (x - 1, y - 4))
            pygame.draw.line(surf, ink, (x + 2, y), (x + 3, y - 3))
        elif pattern == "waves":
            pygame.draw.arc(surf, ink, (x, y, 12, 6), 0, 3.14)
        elif pattern == "eyes":
            pygame.draw.ellipse(surf, ink, (x, y, 6, 3), 1)
    return surf


def _draw_back() -> pygame.Surface:
    surf = pygame.Surface(MINI)
    surf.fill((90, 50, 20))
    pygame.draw.rect(surf, (16, 12, 8), surf.get_rect(), 1)
    pygame.draw.rect(surf, (200, 150, 70), surf.get_rect().inflate(-4, -4), 1)
    pygame.draw.ellipse(surf, (220, 170, 80), (7, 8, 14, 20), 1)
    pygame.draw.polygon(surf, (220, 170, 80), [(14, 13), (18, 22), (10, 22)], 1)
    return surf
