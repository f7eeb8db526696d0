"""The battle as the original stages it (presentation.md §6 Battle), and Square's cut-in.

    hud_out  the FIELD box slides left, the LP panel right, the card bar down (16 ticks)
    take     the two cards leave their zones for (56,92) and (216,92) (24)
    big      the big cards fade in side by side; the small ones turn edge-on, revealing a face-down defender (8)
    stars    the screen dims; the guardian-star bonus counts up by 16 a tick, yellow or red (32)
    damage   the damage number (three sizes) with the card shaking by up to 2 px (40), a pause (10)
    burst    the destroyed card bursts and is gone 2 ticks later (20)
    dark     the big cards darken to black (32), then the HUD slides back (16)

The cut-in (Square instead of Cross) takes the same motion from its "big" phase on and draws it in
3-D (game/scenes/duel/cutin.py): the numbers and the result are the same.
"""

from __future__ import annotations

import math

import pygame

from game.db.vocab import STAR_NAMES
from game.present.battle import BattleView, big_stats
from game.present.motion import Anim, damage_of, damage_size
from game.present.sequence import Phase as P
from game.present.spot import Spot
from game.present.timing import ease
from game.rules import events as E
from game.rules.state import Row
from game.scenes.duel.geometry import lerp, outline_centre
from game.scenes.duel.motions import blit_centred, scaled_text, turned

LEFT, RIGHT = (82, 122), (242, 122)  # where the small cards stop (centres of (56,92) and (216,92))
BIG_LEFT, BIG_RIGHT = (80, 112), (240, 112)  # the big cards' centres
DIRECT_AT = (240, 120)
YELLOW, RED = (248, 232, 64), (240, 56, 40)
_SIZE = {"small": 2, "medium": 3, "large": 4}


def hud_offsets(anim: Anim) -> tuple[int, int, int]:
    """Returns (FIELD box dx, LP panel dx, card bar dy) while the HUD is out."""
    name, p = anim.phase()
    k = {P.HUD_OUT: ease(p), P.HUD_IN: 1 - ease(p)}.get(name, 1.0)
    return round(-128 * k), round(160 * k), round(100 * k)


def hidden_zones(anim: Anim) -> set:
    """Returns the two fighting zones, drawn by the battle from its second phase on."""
    att = anim.events[0]
    if not anim.past(P.TAKE) or anim.past(P.HUD_IN):
        return set()
    out = {(Spot.ZONE, att.side, Row.MONSTER, att.attacker)}
    if att.target >= 0:
        out.add((Spot.ZONE, 1 - att.side, Row.MONSTER, att.target))
    return out


def draw_battle(canvas: pygame.Surface, ctx, art, board, anim: Anim, renderer, pose, shown) -> None:
    """Draws the battle over the board (the board keeps showing until the big cards arrive);
    ``shown`` is the presenter's (BattleView, attacker value, defender value) of this frame."""
    att = anim.events[0]
    name, p = anim.phase()
    if name in (P.HUD_OUT, P.HUD_IN) or shown is None:
        return
    view, a_val, d_val = shown
    if name is P.TAKE:
        a, d = view.attacker, view.defender
        a_from = _zone_centre(renderer, pose, att.side, att.attacker)
        blit_centred(canvas, _small(ctx, art, a.card, face_down=a.came_down), lerp(a_from, LEFT, ease(p)))
        if d is not None:
            d_from = _zone_centre(renderer, pose, 1 - att.side, att.target)
            blit_centred(canvas, _small(ctx, art, d.card, face_down=d.came_down), lerp(d_from, RIGHT, ease(p)))
        return
    dark = 1.0
    if name is P.DARK:
        dark = 1 - p
    canvas.fill((round(255 * (0.35 + 0.35 * dark)),) * 3, special_flags=pygame.BLEND_RGB_MULT)
    vanished = gone(anim)
    fighters = [(view.attacker, BIG_LEFT, LEFT, a_val)]
    if view.defender is not None:
        fighters.append((view.defender, BIG_RIGHT, RIGHT, d_val))
    shaken = loser(anim)
    for i, (f, big_at, small_at, value) in enumerate(fighters):
        key = (f.side, f.zone)
        if key in vanished:
            continue
        if name is P.BIG:  # the small card turns edge-on: a face-down card is revealed as it turns
            blit_centred(canvas, turned(_small(ctx, art, f.card, face_down=f.came_down), 1 - p), small_at)
        centre = big_at
        if name is P.DAMAGE and key == shaken:
            amp = 2 * (1 - p)
            centre = (centre[0] + amp * math.sin(anim.t * 2.3), centre[1] + amp * math.cos(anim.t * 3.1))
        alpha = round(255 * p) if name is P.BIG else 255
        if f.card > 0:
            big = ctx.cards.detail_stats(f.card, *big_stats(f, value))
        else:
            big = ctx.cards.back()
        if name is P.DARK:
            big = big.copy()
            big.fill((round(255 * dark),) * 3, special_flags=pygame.BLEND_RGB_MULT)
        blit_centred(canvas, big, centre, alpha)
        plaque(canvas, ctx.font, centre, f.label, value, dark)
        if name is P.BURST and key in destroyed(anim):
            burst(canvas, centre, p)
    if name is P.STARS and view.star_bonus:
        stars(canvas, ctx, board, anim, view, p)
    if name in (P.DAMAGE, P.PAUSE):
        damage(canvas, ctx, anim, shaken)


def destroyed(anim: Anim) -> set:
    """Returns the (side, zone) of the monsters the battle destroys."""
    return {(e.side, e.zone) for e in anim.events if type(e) is E.CardDestroyed and e.row == Row.MONSTER}


def gone(anim: Anim) -> set:
    """Returns the destroyed cards once their burst is 2 ticks old."""
    if not anim.past(P.BURST):
        return set()
    if anim.t - anim.at(P.BURST) < 3 and anim.phase()[0] is P.BURST:
        return set()
    return destroyed(anim)


def loser(anim: Anim):
    """Returns the (side, zone) of the card that takes the damage number, or None for a direct hit."""
    b = anim.battle
    att = anim.events[0]
    if b is None or att.target < 0:
        return None
    return {E.Outcome.WIN: (1 - att.side, att.target), E.Outcome.LOSE: (att.side, att.attacker)}.get(b.outcome)


def _small(ctx, art, card: int, face_down: bool = False) -> pygame.Surface:
    if card <= 0 or face_down:
        return pygame.transform.scale(ctx.cards.back(), (52, 60))
    return art.hand(card)


def _zone_centre(renderer, pose, side: int, zone: int) -> tuple[float, float]:
    pts = renderer.zone_outline(pose, side, Row.MONSTER, zone)
    return outline_centre(pts) if pts else (160, 100)


def plaque(canvas, f, centre, label: str, value: int, dark: float, below: int = 84) -> None:
    x, y = round(centre[0]), round(centre[1]) + below
    level = round(255 * dark)
    rect = pygame.Rect(x - 34, y, 68, 13)
    canvas.fill((8 * dark, 6 * dark, 4 * dark), rect)
    pygame.draw.rect(canvas, (round(200 * dark), round(160 * dark), round(70 * dark)), rect, 1)
    f.draw(canvas, f"{label} {value}", (x, y + 2), (level, level, round(level * 0.8)), "center")


def stars(canvas, ctx, board, anim: Anim, view: BattleView, p: float) -> None:
    """The favoured card's guardian star shines and its bonus counts up by 16 a tick."""
    b, att = anim.battle, anim.events[0]
    adj = view.star_bonus
    rec = board.monsters[att.side][att.attacker]
    code = int(b.attacker_star) if b.attacker_star else 0
    if not code and rec.card > 0:
        code = int(ctx.db.star1[rec.card] if rec.star == 1 else ctx.db.star2[rec.card])
    shown = min(abs(adj), round(16 * anim.ticks_in(P.STARS)))
    colour = YELLOW if adj > 0 else RED
    text = scaled_text(ctx.font, f"{'+' if adj > 0 else '-'}{shown}", colour, 2)
    at = (BIG_LEFT[0], BIG_LEFT[1] - 40)
    if code:
        icon = pygame.transform.scale(ctx.cards.icons.star(code), (30, 22))
        blit_centred(canvas, icon, (at[0], at[1] - 24))
        ctx.font.draw(canvas, STAR_NAMES[code], (at[0], at[1] - 12), colour, "center")
    blit_centred(canvas, text, at)
    r = round(20 + 30 * p)
    pygame.draw.circle(canvas, colour, (at[0], at[1] - 24), r, 1)


def damage(canvas, ctx, anim: Anim, loser, left=BIG_LEFT, right=BIG_RIGHT, direct=DIRECT_AT) -> None:
    """Draws the damage number (three sizes) over the card that loses, or larger for a direct hit."""
    hurt = damage_of(anim)
    att = anim.events[0]
    if not hurt:
        return
    size = _SIZE[damage_size(hurt)]
    if att.target < 0:  # a direct attack: a larger number at (240,120)
        num = scaled_text(ctx.font, f"-{hurt}", RED, size + 1)
        blit_centred(canvas, num, direct)
        return
    centre = right if loser == (1 - att.side, att.target) else left
    num = scaled_text(ctx.font, f"-{hurt}", RED, size)
    blit_centred(canvas, num, (centre[0], centre[1] + 10))


def burst(canvas, centre, p: float, size: float = 1.0) -> None:
    """Draws the destruction burst: rays flying out from a white core that shrinks."""
    cx, cy = round(centre[0]), round(centre[1])
    for i in range(12):
        a = i * math.pi / 6
        r0, r1 = (10 + 60 * p) * size, (24 + 90 * p) * size
        c = (255, round(220 - 160 * p), round(80 * (1 - p)))
        pygame.draw.line(canvas, c, (cx + r0 * math.cos(a), cy + r0 * math.sin(a)),
                         (cx + r1 * math.cos(a), cy + r1 * math.sin(a)), 3)
    pygame.draw.circle(canvas, (255, 255, 220), (cx, cy), max(1, round(50 * (1 - p) * size)))


