"""Panels drawn over the duel board: the placement screen (R19.6), card details, the replay bar."""

from __future__ import annotations

import pygame

from game.db.vocab import STAR_NAMES
from game.gfx import frames
from game.gfx.card_text import description_panel
from game.scenes.duel.layout import DECK_X, FIELD_W

_PLACE = pygame.Rect(16, 24, FIELD_W - 32, 140)


def paint_placement(canvas: pygame.Surface, ctx, card: int, can_face_down: bool, face_down: bool,
                    defence: bool, star: int) -> None:
    """Draws the placement screen: the card upright or sideways, face, position and both stars."""
    f, db = ctx.font, ctx.db
    frames.panel(canvas, _PLACE)
    face = ctx.cards.small(card) if card > 0 else ctx.cards.back()
    if face_down:
        face = ctx.cards.back()
    if defence:
        face = pygame.transform.rotate(face, 90)
    canvas.blit(face, face.get_rect(center=(_PLACE.x + 40, _PLACE.y + 50)))
    x, y = _PLACE.x + 76, _PLACE.y + 8
    f.draw(canvas, f.fit(db.names[card], _PLACE.right - x - 4), (x, y), frames.GOLD)
    y += 14
    if can_face_down:
        f.draw(canvas, "\x84\x85", (x, y), frames.DIM)
        f.draw(canvas, "FACE-DOWN" if face_down else "FACE-UP", (x + 18, y), frames.INK)
        y += 12
    if db.is_monster(card):
        f.draw(canvas, "L1/R1", (x, y), frames.DIM)
        f.draw(canvas, "DEFENCE" if defence else "ATTACK", (x + 30, y), frames.INK)
        y += 14
        f.draw(canvas, "\x86\x87 guardian star", (x, y), frames.DIM)
        y += 11
        for i, code in enumerate((int(db.star1[card]), int(db.star2[card]))):
            sel = star == i + 1
            r = pygame.Rect(x - 2, y - 1, 60, 13)
            if sel:
                frames.highlight(canvas, r, 0)
            if code:
                canvas.blit(ctx.cards.icons.star(code), (x, y))
            f.draw(canvas, STAR_NAMES[code], (x + 17, y + 1), frames.GOLD if sel else frames.INK)
            y += 14
    f.draw(canvas, "\x80 place   \x81 back", (_PLACE.centerx, _PLACE.bottom - 14), frames.INK, "center")


def paint_details(canvas: pygame.Surface, ctx, card: int) -> None:
    """Draws the big card face (Triangle) over the field."""
    face = ctx.cards.detail(card)
    rect = face.get_rect(center=(FIELD_W // 2, 92))
    frames.panel(canvas, rect.inflate(8, 8))
    canvas.blit(face, rect)
    description_panel(canvas, ctx, card, pygame.Rect(4, rect.bottom + 6, FIELD_W - 8, 28))


def paint_replay_bar(canvas: pygame.Surface, ctx, played: int, total: int, playing: bool, speed: str) -> None:
    """Draws the replay strip: position, play/pause, speed and the controls."""
    right = DECK_X - 2  # the bar stops short of the deck pile so its count stays readable
    canvas.fill((0, 0, 0), (0, 168, right, 12))
    state = "PLAY" if playing else "PAUSE"
    f = ctx.font
    left = f"REPLAY {played}/{total} {state}"
    f.draw(canvas, left, (2, 169), frames.GOLD)
    room = right - 4 - f.width(left) - 8
    for tail in (f"{speed.upper()}  L1/R1 turn", speed.upper()):  # the controls hint only when it fits
        if f.width(tail) <= room:
            f.draw(canvas, tail, (right - 2, 169), frames.DIM, "right")
            break
