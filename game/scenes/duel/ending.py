"""The duel's end (presentation.md §6 Exodia, §7 Outro): the Exodia sequence and the seven letters.

Exodia: the five pieces gather from the edges into their places round the head, a flash, and the
Forbidden One rises. The letters of YOU WIN! or YOU LOSE each start on a circle of radius 320-383,
close in by 2 per tick while turning, and leave a fading trail copy every other tick.
"""

from __future__ import annotations

import math

import pygame

from game.present.motion import Anim
from game.scenes.duel.motions import blit_centred, glow, scaled_text

PIECES = (21, 19, 20, 17, 18)  # head, right arm, left arm, right leg, left leg
_PLACES = ((160, 96), (104, 96), (216, 96), (132, 172), (188, 172))
_LETTER_GAP = 34


def letters(won: bool) -> str:
    """Returns the seven letters of the outcome."""
    return "YOUWIN!" if won else "YOULOSE"


def letter_places(won: bool) -> list[tuple[int, int]]:
    """Returns where each letter lands: two words centred on the screen."""
    words = ("YOU", "WIN!") if won else ("YOU", "LOSE")
    out = []
    for row, word in enumerate(words):
        x0 = 160 - (len(word) - 1) * _LETTER_GAP / 2
        out += [(round(x0 + i * _LETTER_GAP), 84 + row * 48) for i in range(len(word))]
    return out


def letter_at(i: int, place, ticks: float) -> tuple[float, float]:
    """Returns letter i's position after ticks of its spiral (radius 320 + 9i, shrinking 2 a tick)."""
    r0 = 320 + 9 * i
    r = max(0.0, r0 - 2 * ticks)
    angle = i * 0.9 + r / 60
    return place[0] + r * math.cos(angle), place[1] + r * math.sin(angle)


def fly_at(place, ticks: float) -> tuple[float, float]:
    """Returns a landed letter's position after ticks of flying off (out from the centre, accelerating)."""
    dx, dy = place[0] - 160, place[1] - 108
    norm = max(1.0, math.hypot(dx, dy))
    d = 0.5 * ticks * ticks
    return place[0] + dx / norm * d, place[1] + dy / norm * d


def draw_end(canvas: pygame.Surface, ctx, anim: Anim) -> None:
    """Draws the letters (and their trails) over the darkened board."""
    name, _ = anim.phase()
    won = anim.event.winner == 0
    canvas.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
    if name == "hud_out":
        return
    ticks = anim.ticks_in("spiral") if name == "spiral" else 400
    colour = (248, 216, 96) if won else (232, 64, 48)
    for i, (ch, place) in enumerate(zip(letters(won), letter_places(won))):
        glyph = scaled_text(ctx.font, ch, colour, 4)
        if name == "fly":  # the letters fly off, each straight away from the centre, faster and faster
            blit_centred(canvas, glyph, fly_at(place, anim.ticks_in("fly")))
            continue
        for back in (8, 6, 4, 2):  # trail copies fading over 8 ticks
            if ticks - back <= 0 or ticks >= 400:
                continue
            pos = letter_at(i, place, ticks - back)
            blit_centred(canvas, glyph, pos, round(200 * (1 - back / 8)))
        blit_centred(canvas, glyph, letter_at(i, place, ticks))


def draw_exodia(canvas: pygame.Surface, ctx, anim: Anim) -> None:
    """Draws the five pieces gathering, the flash and the Forbidden One rising."""
    name, p = anim.phase()
    canvas.fill((60, 50, 40), special_flags=pygame.BLEND_RGB_MULT)
    art = ctx.cards
    if name == "gather":
        for i, (card, place) in enumerate(zip(PIECES, _PLACES)):
            k = min(1.0, max(0.0, p * 1.6 - i * 0.15))
            start = (160 + 300 * math.cos(i * 1.3), 120 + 300 * math.sin(i * 1.3))
            pos = (start[0] + (place[0] - start[0]) * k, start[1] + (place[1] - start[1]) * k)
            blit_centred(canvas, art.small(card), pos)
    elif name == "flash":
        for card, place in zip(PIECES, _PLACES):
            blit_centred(canvas, art.small(card), place)
        canvas.fill((round(255 * (1 - p)),) * 3, special_flags=pygame.BLEND_RGB_ADD)
    else:
        big = art.detail(PIECES[0])
        blit_centred(canvas, big, (160, 240 - 130 * min(1.0, p * 2)))
        glow(canvas, big, (160, 240 - 130 * min(1.0, p * 2)), 1.2 + 0.2 * p, round(90 * (1 - p)))
        f = ctx.font
        title = scaled_text(f, "EXODIA", (248, 216, 96), 3)
        blit_centred(canvas, title, (160, 40), round(255 * min(1.0, p * 3)))
