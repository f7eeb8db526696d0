"""Panels drawn over the duel board: the single card with its choices (R19.6), card details, the replay bar."""

from __future__ import annotations

import pygame

from game.db.vocab import STAR_NAMES
from game.gfx import frames
from game.gfx.card_text import description_panel
from game.gfx.duel_art import HAND
from game.present.timing import ease
from game.scenes.duel import hud

CARD_AT = (134, 40)  # the single card's resting top-left (eased in from its hand slot)
_STAR_BOX = pygame.Rect(72, 118, 176, 52)


def paint_placement(canvas: pygame.Surface, ctx, art, card: int, can_face_down: bool, face_down: bool,
                    defence: bool, star: int, star_box: bool = True, slot: int = 2, p: float = 1.0,
                    frame: int = 0) -> None:
    """Draws the single card eased to the centre, face-up or face-down between arrows, sideways in
    defence, and (once its zone is picked) the SELECT A GUARDIAN STAR box for a monster."""
    f, db = ctx.font, ctx.db
    e = ease(p)
    sx, sy = hud.hand_pos(slot)
    x, y = round(sx + (CARD_AT[0] - sx) * e), round(sy + (CARD_AT[1] - sy) * e)
    face = pygame.transform.scale(ctx.cards.back(), HAND) if face_down else art.hand(card)
    if defence:
        face = pygame.transform.rotate(face, 90)
    canvas.blit(face, face.get_rect(center=(x + 26, y + 30)))
    if p < 1.0:
        return
    if can_face_down:
        bob = (frame // 10) % 2
        f.draw(canvas, "\x86", (x - 14 - bob, y + 24), frames.GOLD)
        f.draw(canvas, "\x87", (x + 58 + bob, y + 24), frames.GOLD)
        f.draw(canvas, "FACE-DOWN" if face_down else "FACE-UP", (x + 26, y - 12), hud.LIT, "center")
    if not star_box:
        f.draw(canvas, "\x80 accept   \x81 back", (160, _STAR_BOX.y + 4), hud.LIT, "center")
        return
    if not db.is_monster(card):
        f.draw(canvas, "\x80 place   \x81 back", (160, _STAR_BOX.y + 4), hud.LIT, "center")
        return
    box = _STAR_BOX
    hud.plate(canvas, box)
    f.draw(canvas, "SELECT A GUARDIAN STAR", (box.centerx, box.y + 3), (220, 200, 140), "center")
    for i, code in enumerate((int(db.star1[card]), int(db.star2[card]))):
        r = pygame.Rect(box.x + 8 + i * 84, box.y + 16, 78, 16)
        if star == i + 1:
            frames.highlight(canvas, r, 0)
        if code:
            canvas.blit(ctx.cards.icons.star(code), (r.x + 2, r.y + 2))
            f.draw(canvas, STAR_NAMES[code], (r.x + 20, r.y + 3), frames.GOLD if star == i + 1 else hud.LIT)
    f.draw(canvas, f"L1/R1 {'DEFENCE' if defence else 'ATTACK'}   \x80 place  \x81 back", (box.centerx, box.y + 37),
           (176, 160, 128), "center")


def paint_details(canvas: pygame.Surface, ctx, card: int) -> None:
    """Draws the big card face (Triangle) over the field."""
    face = ctx.cards.detail(card)
    rect = face.get_rect(center=(160, 96))
    frames.panel(canvas, rect.inflate(8, 8))
    canvas.blit(face, rect)
    description_panel(canvas, ctx, card, pygame.Rect(4, rect.bottom + 6, 312, 28))


def paint_replay_bar(canvas: pygame.Surface, ctx, played: int, total: int, playing: bool, speed: str) -> None:
    """Draws the replay strip along the top edge, clear of both HUD boxes' numbers."""
    canvas.fill((0, 0, 0), (0, 0, 320, 12))
    state = "PLAY" if playing else "PAUSE"
    ctx.font.draw(canvas, f"REPLAY {played}/{total} {state}", (2, 1), frames.GOLD)
    ctx.font.draw(canvas, f"{speed.upper()}  L1/R1 turn", (318, 1), frames.DIM, "right")
