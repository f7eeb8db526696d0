"""Duel-screen pictures: the 52x60 hand card (presentation.md §5) and the ATK/DEF icons.

A hand card is composed on first use and cached per card: a frame coloured by kind (gold monster,
green magic/equip/field, pink trap, blue ritual), the card's 40x32 thumbnail (ours or the art
pack's), and ATK/DEF with their icons or the kind word.
"""

from __future__ import annotations

import pygame

from game.db.vocab import Kind
from game.gfx.card_art import CardArt
from game.gfx.cards import card_frame

HAND = (52, 60)
HAND_FRAME = {Kind.MONSTER: ((232, 184, 72), (120, 80, 24)), Kind.TRAP: ((236, 120, 190), (110, 30, 80)),
              Kind.RITUAL: ((96, 140, 236), (24, 44, 120))}
HAND_SPELL = ((96, 200, 120), (20, 84, 48))
KIND_WORD = {Kind.MAGIC: "MAGIC", Kind.FIELD: "MAGIC", Kind.EQUIP: "EQUIP", Kind.RITUAL: "RITUAL", Kind.TRAP: "TRAP"}


class DuelArt:
    """Caches the hand faces of one card table; one per duel scene."""

    def __init__(self, db, font, art: CardArt) -> None:
        self.db, self.font, self.art = db, font, art
        self._hand: dict[int, pygame.Surface] = {}

    def hand(self, card: int) -> pygame.Surface:
        """Returns the 52x60 hand face of a card."""
        face = self._hand.get(card)
        if face is None:
            face = self._hand[card] = self._draw_hand(card)
        return face

    def _draw_hand(self, card: int) -> pygame.Surface:
        db, f = self.db, self.font
        kind = Kind(int(db.kind[card]))
        surf = card_frame(HAND, *HAND_FRAME.get(kind, HAND_SPELL), rim=2, edge=(12, 8, 4))
        surf.blit(self.art.thumb(card), (6, 6))  # the atlas's own 40x32 redraw (or the art pack's)
        pygame.draw.rect(surf, (12, 8, 4), (5, 5, 42, 34), 1)
        if kind == Kind.MONSTER:
            sword(surf, 5, 41)
            shield(surf, 5, 50)
            f.draw(surf, str(int(db.atk[card])), (47, 39), (248, 232, 160), "right")
            f.draw(surf, str(int(db.def_[card])), (47, 48), (184, 216, 255), "right")
        else:
            f.draw(surf, KIND_WORD.get(kind, ""), (26, 44), (248, 248, 248), "center")
        return surf


def sword(surf: pygame.Surface, x: int, y: int, colour=(236, 220, 160)) -> None:
    """Draws the 7x7 sword icon that stands for ATK."""
    pygame.draw.line(surf, colour, (x + 1, y + 6), (x + 6, y + 1))
    pygame.draw.line(surf, (150, 110, 40), (x, y + 4), (x + 2, y + 6))


def shield(surf: pygame.Surface, x: int, y: int, colour=(170, 200, 240)) -> None:
    """Draws the 7x7 shield icon that stands for DEF."""
    pygame.draw.polygon(surf, colour, [(x, y), (x + 6, y), (x + 6, y + 3), (x + 3, y + 6), (x, y + 3)])
    pygame.draw.line(surf, (40, 60, 100), (x + 3, y + 1), (x + 3, y + 4))
