"""How each motion looks (presentation.md §6): fusion, equip, failure, magic, trap, a card laid on
its zone, flips, field changes and notices. Battles are in battle.py, the duel's end in ending.py.

Coordinates are the original's (top-left corners of 52x60 hand cards); draw never changes anything.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.gfx import frames
from game.gfx.card_text import balanced_lines
from game.present.motion import Anim, MotionKind, message_of
from game.present.sequence import Phase as P
from game.present.timing import Speed, ease
from game.rules import events as E
from game.scenes.duel import hud
from game.scenes.duel.geometry import lerp
from game.scenes.widgets import text_rate, typed_lines

FIRST = (64, 82)  # the chain's first card
QUEUE_X = 260  # where the next card waits
SPIRAL = (102, 82)  # the spiral's centre (as a card's top-left)
RADIUS = 38
CARD_W, CARD_H = 52, 60
BIG_CENTRE = (160, 112)


def scaled_text(f, text: str, colour, scale: int) -> pygame.Surface:
    """Returns text drawn in the pixel font and blown up by a whole factor (damage numbers, rank letter).

    Cached: the same few words are asked for every frame of a motion; callers only blit the surface.
    """
    return _scaled_text(f, text, tuple(colour), scale)


@lru_cache(maxsize=64)
def _scaled_text(f, text: str, colour: tuple, scale: int) -> pygame.Surface:
    w = f.width(text) + 2
    surf = pygame.Surface((w, 12), pygame.SRCALPHA)
    f.draw(surf, text, (0, 0), colour)
    return pygame.transform.scale(surf, (w * scale, 12 * scale))


def turned(face: pygame.Surface, k: float) -> pygame.Surface:
    """Returns a face squeezed to |k| of its width (a card turning edge-on)."""
    w = max(1, round(face.get_width() * abs(k)))
    return pygame.transform.scale(face, (w, face.get_height()))


def blit_centred(canvas, surf: pygame.Surface, centre, alpha: int = 255) -> None:
    """Blits surf centred on a point, optionally faded."""
    if alpha < 255:
        surf = surf.copy()
        surf.set_alpha(max(0, alpha))
    canvas.blit(surf, surf.get_rect(center=(round(centre[0]), round(centre[1]))))


def glow(canvas, surf: pygame.Surface, centre, scale: float, level: int) -> None:
    """Blits an additive, enlarged copy of surf (the glow that swells out of a card)."""
    w, h = surf.get_size()
    big = pygame.transform.scale(surf, (round(w * scale), round(h * scale)))
    big.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)
    canvas.blit(big, big.get_rect(center=centre), special_flags=pygame.BLEND_RGB_ADD)


def draw_chain(canvas: pygame.Surface, ctx, art, anim: Anim) -> None:
    """Draws a fusion, equip or failure: a chain's step, or an equip card used on the field."""
    if type(anim.event) is E.FusionStep:
        _chain_step(canvas, ctx, art, anim)
    else:
        _equip_field(canvas, ctx, art, anim)


# --- the chain: fusion, equip, failure ---------------------------------------------------------

def _at(pos) -> tuple[float, float]:
    return pos[0] + CARD_W / 2, pos[1] + CARD_H / 2


def _chain_step(canvas, ctx, art, anim: Anim) -> None:
    ev, f = anim.event, ctx.font
    left, right = art.hand(ev.left), art.hand(ev.right)
    name, p = anim.phase()
    first, queue = _at(FIRST), _at((QUEUE_X, FIRST[1]))
    meet = _at((SPIRAL[0] + RADIUS, SPIRAL[1]))
    centre = _at(SPIRAL)
    _dim(canvas, 100)
    for k, card in enumerate(anim.queued):  # the rest of the chain waits at x = 244, 228, ...
        at = _at((QUEUE_X - 16 * (k + 1), FIRST[1]))
        if name is P.GLIDE:
            at = lerp((at[0], 260), at, ease(p))
        blit_centred(canvas, art.hand(card), at)
    if name is P.GLIDE:
        e = ease(p)
        blit_centred(canvas, left, lerp((first[0], 260), first, e))
        blit_centred(canvas, right, lerp((queue[0], 260), queue, e))
    elif name is P.FLY:
        blit_centred(canvas, left, first)
        blit_centred(canvas, right, lerp(queue, meet, ease(p)))
    elif anim.kind == MotionKind.FUSION:
        _fusion_tail(canvas, ctx, art, anim, name, p, left, right, first, meet, centre)
    elif anim.kind == MotionKind.EQUIP:
        _equip_tail(canvas, ctx, art, anim, name, p, left, first)
    else:  # failure: the rejected card is thrown up and left and falls off the screen
        kept_left = ev.discarded != ev.left
        kept, thrown = (left, right) if kept_left else (right, left)
        blit_centred(canvas, kept, first)
        x = meet[0] - 150 * p
        y = meet[1] - 120 * p + 420 * p * p
        clear = pygame.Surface(thrown.get_size(), pygame.SRCALPHA)
        clear.blit(thrown, (0, 0))
        rot = pygame.transform.rotate(clear, 200 * p)
        blit_centred(canvas, rot, (x, y))
        if ev.discarded:
            _caption(canvas, f, f"{ctx.db.names[ev.discarded]} is thrown away", typed=typing(ctx, anim))


def _fusion_tail(canvas, ctx, art, anim, name, p, left, right, first, meet, centre) -> None:
    ev = anim.event
    if name is P.TURN:
        k = math.cos(math.pi * p)
        blit_centred(canvas, turned(left, k), first)
        blit_centred(canvas, turned(right, k), meet)
    elif name is P.SPIRAL:  # accelerating, tightening: radius 38 -> 0
        angle = math.pi * 5 * p * p
        r = RADIUS * (1 - p)
        for sign, face in ((-1, left), (1, right)):
            at = (centre[0] + sign * r * math.cos(angle), centre[1] + sign * r * math.sin(angle) * 0.6)
            blit_centred(canvas, face, at)
    elif name is P.FLASH:
        radius = round(8 + 80 * p)
        level = round(255 * (1 - p))
        pygame.draw.circle(canvas, (level, level, round(level * 0.8)), (round(centre[0]), round(centre[1])), radius)
        canvas.fill((round(120 * (1 - p)),) * 3, special_flags=pygame.BLEND_RGB_ADD)
    elif name is P.BIG:
        big = ctx.cards.detail(ev.survivor)
        blit_centred(canvas, big, BIG_CENTRE, round(255 * min(1.0, p * 38 / 8)))
    elif name is P.OUT:
        big = ctx.cards.detail(ev.survivor)
        blit_centred(canvas, big, BIG_CENTRE, round(255 * (1 - p)))
        blit_centred(canvas, turned(art.hand(ev.survivor), p), centre)
    else:  # back into place to meet the next card
        blit_centred(canvas, art.hand(ev.survivor), lerp(centre, first, ease(p)))


def _equip_tail(canvas, ctx, art, anim, name, p, monster, first) -> None:
    ev = anim.event
    if name is P.SPARKLE:
        blit_centred(canvas, monster, first)
        _sparkle(canvas, first, p, anim.t)
        return
    _big_count(canvas, ctx, ev.survivor, ev.bonus, anim, name, p)


def _equip_field(canvas, ctx, art, anim: Anim) -> None:
    ev = anim.event
    name, p = anim.phase()
    _dim(canvas, 100)
    if name is P.SPARKLE:
        blit_centred(canvas, art.hand(ev.monster), (140, 112))
        blit_centred(canvas, art.hand(ev.equip), (140 + 60 * (1 - p), 112), round(255 * (1 - p)))
        _sparkle(canvas, (140, 112), p, anim.t)
    else:
        _big_count(canvas, ctx, ev.monster, ev.bonus, anim, name, p)


def _big_count(canvas, ctx, card: int, bonus: int, anim: Anim, name: P, p: float) -> None:
    """The big card with ATK/DEF counting up by 31 per tick to the bonus."""
    f, db = ctx.font, ctx.db
    big = ctx.cards.detail(card)
    alpha = round(255 * min(1.0, p * 4)) if name is P.COUNT else 255
    blit_centred(canvas, big, BIG_CENTRE, alpha)
    shown = min(abs(bonus), round(31 * anim.ticks_in(P.COUNT))) if name is P.COUNT else abs(bonus)
    sign = "+" if bonus >= 0 else "-"
    y = BIG_CENTRE[1] + 84
    colour = (120, 240, 120) if bonus >= 0 else frames.WARN
    if db.is_monster(card):
        f.draw(canvas, f"ATK {int(db.atk[card])} {sign}{shown}", (BIG_CENTRE[0] - 4, y), colour, "right")
        f.draw(canvas, f"DEF {int(db.def_[card])} {sign}{shown}", (BIG_CENTRE[0] + 4, y), colour)


def _sparkle(canvas, centre, p: float, t: int) -> None:
    for i in range(10):
        a = i * 0.63 + t * 0.15
        r = 10 + 26 * ((p + i * 0.1) % 1.0)
        x, y = centre[0] + r * math.cos(a), centre[1] + r * math.sin(a) * 1.2
        c = 255 - round(160 * ((p + i * 0.1) % 1.0))
        pygame.draw.line(canvas, (c, c, 160), (x - 2, y), (x + 2, y))
        pygame.draw.line(canvas, (c, c, 160), (x, y - 2), (x, y + 2))


# --- magic and traps -----------------------------------------------------------------------

def draw_magic(canvas, ctx, art, anim: Anim) -> None:
    """Draws a magic card (or a ritual) at work: it turns, shows big, then glows."""
    ev = anim.event
    card = ev.card if type(ev) is E.MagicUsed else (ev.result or ev.ritual)
    name, p = anim.phase()
    small = art.hand(card)
    big = ctx.cards.detail(card)
    if name is P.TURN:  # the small card turns edge-on
        blit_centred(canvas, turned(small, 1 - p), _at((134, 90)))
        return
    _dim(canvas, 120)
    if name is P.BIG:  # it turns back in as the big card and holds
        k = min(1.0, p * 41 / 11)
        blit_centred(canvas, turned(big, k), BIG_CENTRE)
    else:  # two additive copies swell outward and dim by 4 per tick
        blit_centred(canvas, big, BIG_CENTRE)
        level = max(0, round(128 - 128 * p))
        glow(canvas, big, BIG_CENTRE, 1 + 0.25 * p, level)
        glow(canvas, big, BIG_CENTRE, 1 + 0.5 * p, level // 2)
    text = effect_lines(ctx, ev.card) if type(ev) is E.MagicUsed else message_of(ctx.db, ev)
    if text:
        _caption(canvas, ctx.font, text, typed=typing(ctx, anim, P.BIG))


def draw_trap(canvas, ctx, art, anim: Anim) -> None:
    """Draws a trap springing: its big card, glowing, and what it does."""
    name, p = anim.phase()
    if name is not P.SPRING:
        return
    ev = anim.event
    big = ctx.cards.detail(ev.card)
    _dim(canvas, 90)
    blit_centred(canvas, big, BIG_CENTRE, round(255 * min(1.0, p * 4)))
    glow(canvas, big, BIG_CENTRE, 1 + 0.3 * p, round(120 * (1 - p)))
    _caption(canvas, ctx.font, effect_lines(ctx, ev.card), typed=typing(ctx, anim, P.SPRING))


def draw_notice(canvas, ctx, art, anim: Anim) -> None:
    """Draws a field change or a notice: a caption (the field's also washes the screen)."""
    ev, f = anim.event, ctx.font
    _, p = anim.phase()
    if anim.kind == MotionKind.FIELD:
        canvas.fill((round(200 * max(0.0, 1 - p * 3)),) * 3, special_flags=pygame.BLEND_RGB_ADD)
        text = f"The field becomes {hud.TERRAIN_WORDS[ev.new % len(hud.TERRAIN_WORDS)]}"
    else:
        text = message_of(ctx.db, ev)
    _caption(canvas, f, text, 80, typed=typing(ctx, anim))


def draw_lp(canvas, ctx, art, anim: Anim) -> None:
    """Draws an LP change: the number drifts down under the LP panel as it fades."""
    ev = anim.event
    p = anim.p
    colour = (120, 240, 120) if ev.delta > 0 else frames.WARN
    num = scaled_text(ctx.font, f"{ev.delta:+d}", colour, 2)
    y = hud.LP_PANEL.bottom + 4 + round(8 * p)  # under the LP panel, drifting down as it fades
    canvas.blit(num, (hud.LP_PANEL.right - num.get_width(), y))


CAPTION_W = 296  # the text inside the caption box under the big card


def effect_lines(ctx, card: int) -> list[str]:
    """Returns what a magic card or a trap does, in at most two even lines of the caption box."""
    return balanced_lines(ctx.db, card, ctx.font.width, CAPTION_W, 2)


def caption_lines(f, text: str | list[str]) -> list[str]:
    """Returns the caption's lines: a sentence is wrapped at spaces, never cut."""
    return list(text) if isinstance(text, list) else f.wrap(text, CAPTION_W)


def typing(ctx, anim: Anim, since=None) -> tuple[int, int, int] | None:
    """Returns how a caption types out from the start of phase ``since``: (frames elapsed, frames it
    stays up, characters per frame of the text-speed option); None shows it whole (instant speed)."""
    if anim.speed == Speed.INSTANT:
        return None
    start = anim.at(since) if since else 0
    return anim.t - start, max(1, anim.frames - start), text_rate(ctx)


def typed_count(total: int, typed: tuple[int, int, int] | None) -> int:
    """Returns how many of total characters show: at the text speed, but whole by half the time the
    caption stays up, so a fast animation never takes a sentence away unread."""
    if typed is None:
        return total
    elapsed, span, rate = typed
    return max(0, min(total, max(elapsed * rate, -(-2 * total * elapsed // span))))


def _caption(canvas, f, text: str | list[str], y: int = 196, typed: tuple[int, int, int] | None = None) -> None:
    shown = caption_lines(f, text)
    if not shown:
        return
    w = min(CAPTION_W + 16, max(f.width(t) for t in shown) + 16)
    rect = pygame.Rect(160 - w // 2, y, w, 4 + 10 * len(shown))
    canvas.fill((8, 6, 4), rect)
    pygame.draw.rect(canvas, hud.RIM, rect, 1)
    parts = typed_lines(shown, typed_count(sum(len(t) for t in shown), typed))
    for i, (line, part) in enumerate(zip(shown, parts)):
        if part:  # typed from the left of the line's final place, so letters never shift
            f.draw(canvas, part, (160 - f.width(line) // 2, y + 2 + 10 * i), hud.LIT)


def _dim(canvas, level: int) -> None:
    canvas.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)
