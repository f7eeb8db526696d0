"""The duel's end (presentation.md §7 Outro): the seven letters (the Exodia sequence before them is
game/scenes/duel/exodia.py). The letters of YOU WIN! or YOU LOSE each start on a circle of radius 320-383,
close in by 2 per tick while turning, and leave a fading trail copy every other tick.
"""

from __future__ import annotations

import math

import pygame

from game.present.motion import Anim
from game.present.sequence import Phase as P
from game.scenes.duel.motions import blit_centred, scaled_text

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
    if name is P.HUD_OUT:
        return
    ticks = anim.ticks_in(P.SPIRAL) if name is P.SPIRAL else 400
    colour = (248, 216, 96) if won else (232, 64, 48)
    for i, (ch, place) in enumerate(zip(letters(won), letter_places(won))):
        glyph = scaled_text(ctx.font, ch, colour, 4)
        if name is P.FLY:  # the letters fly off, each straight away from the centre, faster and faster
            blit_centred(canvas, glyph, fly_at(place, anim.ticks_in(P.FLY)))
            continue
        for back in (8, 6, 4, 2):  # trail copies fading over 8 ticks
            if ticks - back <= 0 or ticks >= 400:
                continue
            pos = letter_at(i, place, ticks - back)
            blit_centred(canvas, glyph, pos, round(200 * (1 - back / 8)))
        blit_centred(canvas, glyph, letter_at(i, place, ticks))
