"""What the presentation tests that paint pictures share: the painters of a real card set."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest


@pytest.fixture(scope="module")
def paint_kit(db):
    """Returns (context with db, font and card painter; the duel art; a board renderer) from the game's sprites."""
    from game.app import default_sprites_dir
    from game.gfx.board3d.scene import BoardRenderer
    from game.gfx.card_art import default_card_art
    from game.gfx.cards import CardPainter, load_icons
    from game.gfx.duel_art import DuelArt
    from game.gfx.font import load_font

    pygame.display.init()
    sprites = default_sprites_dir()
    font = load_font(sprites)
    cards = CardPainter(db, font, load_icons(sprites), default_card_art(sprites))
    ctx = SimpleNamespace(db=db, font=font, cards=cards)
    renderer = BoardRenderer(lambda c: cards.small(c) if c > 0 else cards.back())
    return ctx, DuelArt(db, font, cards.art), renderer
