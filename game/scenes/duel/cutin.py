"""Square's cut-in in 3-D (presentation.md §6 Battle, the original's polygon fight): from the battle's
"big" phase on, the screen opens in bands onto the current terrain where the two monsters stand as
figures (their card compositions cut out, game/gfx/figures.py) over pools of shade; the camera comes
down from over the board and circles them, the attacker lunges into its strike, they clash, the loser
is thrown back in its hit pose and, destroyed, sinks away in its burst; the camera draws back while
they darken and the bands close.

It is the same battle motion as Cross's: the presenter's (BattleView, values) of the frame, taken
from the engine's Battle event, give the fighters, their plaques, the star bonus, the damage and
who bursts, so the cut-in can never show another result than the plain battle.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import Enum, auto

import pygame

from game.gfx.board3d.camera import Pose, lerp_pose
from game.gfx.board3d.stage import Billboard
from game.gfx.figures import Pose as Stance
from game.gfx.figures import default_figures
from game.present.motion import Anim
from game.present.sequence import Phase as P
from game.present.timing import ease
from game.scenes.duel import battle

APART = 120.0  # world x of each fighter's foot from the centre
WIDE, TALL = 150.0, 114.0  # a card picture standing in for a figure (a face-down card's back), world units
SCALE = 1.5  # world units per figure pixel (a card picture's 100 px are 150 units wide)
MEET = 50.0  # how far from the centre each fighter gets at the clash
BANDS = 8  # the band fade: the screen opens (and closes) in this many horizontal bands
_FROM = Pose(760, 0x1C0, -120)  # over the board, where the camera comes down from
_LOW = Pose(540, 0xA8, -260, ty=36)  # low, a little to the left: the fighters face each other across the stage
_TURN = Pose(520, 0x90, 200, ty=40)  # the slow circle ends a little to the right
_CLOSE = Pose(440, 0x80, 60, ty=44)  # pushed in at the clash
_BACK = Pose(660, 0x140, 120, ty=20)  # drawing back as they darken
STAGED = (P.BIG, P.STARS, P.DAMAGE, P.PAUSE, P.BURST, P.DARK)


def staged(anim: Anim) -> bool:
    """Returns whether the cut-in is on its stage this frame (the take and the HUD are the plain battle's)."""
    return anim.cutin and anim.phase()[0] in STAGED


class Stands(Enum):
    """What stands on the stage that is not one card's picture or figure."""

    JOINED = auto()  # one figure made of several (Exodia's body)


def art(ctx, key) -> pygame.Surface:
    """Returns what stands on the stage for key: (card, stance) is a monster's figure in that stance
    (cut out: its colour key is clear), a card number its picture (its big card's art, never the name
    over it, framed dark), 0 the back."""
    if isinstance(key, tuple):
        figures = default_figures()
        if key[0] is Stands.JOINED:  # (JOINED, ((card, x, y), ...), size)
            return figures.joined(key[1], key[2])
        if len(key) == 3:  # (card, stance, "reach"): only the part of the cell its poses cover
            return figures.figure(key[0], key[1]).subsurface(figures.reach(key[0]))
        return figures.figure(*key)
    card = key
    if card > 0:
        full = ctx.cards.art.big(card)
        pic = full.subsurface(pygame.Rect(1, 2, 100, 76).clip(full.get_rect())).copy()
    else:
        face = ctx.cards.back()
        pic = face.subsurface(pygame.Rect(6, 18, 100, 76).clip(face.get_rect())).copy()
    pygame.draw.rect(pic, (12, 8, 4), pic.get_rect(), 2)
    return pic


def camera(anim: Anim) -> Pose:
    """Returns the cut-in's camera this frame: down from over the board, round, in at the clash, back."""
    pose = _camera(anim)
    if anim.events[0].target < 0:  # a direct attack: framed on the attacker and the way it charges
        return replace(pose, tx=pose.tx - APART / 2)
    return pose


def _camera(anim: Anim) -> Pose:
    name, p = anim.phase()
    if name is P.BIG:
        return lerp_pose(_FROM, _LOW, ease(p))
    start, end = anim.at(P.STARS), anim.at(P.DAMAGE)
    if name is P.STARS:
        return lerp_pose(_LOW, _TURN, (anim.t - start) / max(1, end - start))
    if name is P.DAMAGE:
        k = math.sin(math.pi * min(1.0, p * 1.6) / 2)
        return lerp_pose(_TURN if P.STARS in _names(anim) else _LOW, _CLOSE, k)
    if name in (P.PAUSE, P.BURST):
        return _CLOSE
    return lerp_pose(_CLOSE, _BACK, ease(p))  # dark


def _names(anim: Anim) -> list[P]:
    return [n for n, _, _ in anim.phases]


def fighter_x(anim: Anim, i: int) -> float:
    """Returns a fighter's world x: they charge together at the clash and spring apart
    (i 0 the attacker on the left, 1 the defender; a direct attack charges through the right)."""
    name, p = anim.phase()
    sign = -1.0 if i == 0 else 1.0
    if name is not P.DAMAGE or p >= 0.34:
        return sign * APART
    k = math.sin(math.pi * p / 0.34)
    if anim.events[0].target < 0:
        return -APART + 2.2 * APART * k
    return sign * (APART - (APART - MEET) * k)


@dataclass(frozen=True)
class Fighter:
    """One monster on the cut-in's stage this frame: its zone, its picture (0 the back), its plaque and
    where it stands; ``standing`` is False once its burst is over."""

    side: int
    zone: int
    card: int
    label: str
    value: int
    x: float
    standing: bool
    stance: Stance = Stance.STAND
    sunk: float = 0.0  # 0..1, how far a destroyed fighter has sunk away in its burst


def cast(anim: Anim, shown) -> tuple[Fighter, ...]:
    """Returns the fighters of the frame, the attacker first (on the left), from the presenter's
    (BattleView, attacker's value, defender's value): what the stage shows and the consistency check
    (tests/present) compares with the engine's Battle event."""
    if shown is None:
        return ()
    view, a_val, d_val = shown
    name, p = anim.phase()
    vanished, shaken = battle.gone(anim), battle.loser(anim)
    out = []
    for i, f, value in ((0, view.attacker, a_val), (1, view.defender, d_val)):
        if f is None:
            continue
        x = fighter_x(anim, i)
        spot = (f.side, f.zone)
        if name is P.DAMAGE and spot == shaken:
            x += 4 * (1 - p) * math.sin(anim.t * 2.3)
        sunk = ease(p) if name is P.BURST and spot in battle.destroyed(anim) else 0.0
        x += (1 if i else -1) * 40 * sunk  # thrown back as it goes
        out.append(Fighter(f.side, f.zone, max(0, f.card), f.label, value, x, spot not in vanished,
                           stance(anim, i, spot == shaken or spot in battle.destroyed(anim)), sunk))
    return tuple(out)


def stance(anim: Anim, i: int, hurt: bool) -> Stance:
    """Returns a fighter's stance this frame: the attacker (i 0) strikes as it charges, the one that takes
    the blow is thrown into its hit from the clash until it is gone, the rest stand."""
    name, p = anim.phase()
    struck = name is P.DAMAGE and p >= 0.12 or name in (P.PAUSE, P.BURST)
    if hurt and struck:
        return Stance.HIT
    if i == 0 and name is P.DAMAGE and p < 0.5:
        return Stance.STRIKE
    return Stance.STAND


def board_of(f: Fighter, flip: bool, rise: float) -> Billboard:
    """Returns the billboard of a fighter: its figure over its shade, or the back of a card standing."""
    figures = default_figures()
    if f.card <= 0 or not figures.has(f.card):
        return Billboard(f.card, f.x, 0.0, WIDE, TALL, flip=flip, shown=rise * (1 - f.sunk))
    w = figures.cell[0]
    reach = figures.reach(f.card)  # the quad covers what the poses reach, not the whole cell: less to draw
    dx = (reach.centerx - w / 2) * SCALE * (-1 if flip else 1)
    lift = (figures.foot + 1 - reach.bottom) * SCALE
    return Billboard((f.card, f.stance, "reach"), f.x + dx, 0.0, reach.w * SCALE, reach.h * SCALE, lift=lift,
                     flip=flip, shown=rise * (1 - f.sunk), shadow=0.9)


def prepare(ctx, renderer, anim: Anim, shown) -> None:
    """Gets the fighters' figures ready while the plain battle's opening runs (the HUD leaving, the
    cards taking position), one picture a call, in every stance they may take: made in the stage's
    first frame instead, reading the figures' pages and packing six pictures cost that frame several
    milliseconds. Changes nothing but the renderer's caches."""
    if not default_figures().ready():
        return
    stage = renderer.stage(lambda c: art(ctx, c))
    fighters = cast(anim, shown)
    boards = tuple(board_of(replace(f, stance=s, sunk=0.0), i == 1, 1.0)
                   for s in Stance for i, f in enumerate(fighters))
    stage.prepare(_LOW, boards)


def draw_cutin(canvas: pygame.Surface, ctx, board, anim: Anim, renderer, shown) -> None:
    """Draws the cut-in's frame: the stage with its fighters, their plaques, the stars, the clash,
    the damage and the burst; changes nothing but the renderer's caches."""
    fighters = cast(anim, shown)
    if not fighters:
        return
    view = shown[0]
    name, p = anim.phase()
    pose = camera(anim)
    stage = renderer.stage(lambda c: art(ctx, c))
    rise = max(0.05, ease(p)) if name is P.BIG else 1.0
    boards = tuple(board_of(f, i == 1, rise) for i, f in enumerate(fighters) if f.standing)
    canvas.blit(stage.render(pose, int(board.terrain), boards), (0, 0))
    dark = 1 - p if name is P.DARK else 1.0
    if name is P.DARK:
        canvas.fill((round(255 * dark),) * 3, special_flags=pygame.BLEND_RGB_MULT)
    mids = {}
    for f in fighters:
        foot = stage.foot(pose, f.x, 0.0)
        mid = stage.foot(pose, f.x, 0.0, TALL * 0.6)
        over = stage.foot(pose, f.x, 0.0, TALL + 16)
        if foot is None or mid is None or over is None:
            continue
        mids[(f.side, f.zone)] = over  # the damage number shows over the fighter's head
        if f.standing:
            battle.plaque(canvas, ctx.font, (foot[0], min(224.0, foot[1] + 4)), f.label, f.value, dark, 0)
        if name is P.BURST and (f.side, f.zone) in battle.destroyed(anim):
            battle.burst(canvas, mid, p, 0.8)
    if name is P.DAMAGE and 0.12 <= p < 0.34:  # the clash: a white flash and sparks where they meet
        _clash(canvas, stage, pose, anim, (p - 0.12) / 0.22)
    if name is P.STARS and view.star_bonus:
        battle.stars(canvas, ctx, board, anim, view, p)
    if name in (P.DAMAGE, P.PAUSE):
        att = anim.events[0]
        left = mids.get((att.side, att.attacker), battle.BIG_LEFT)
        right = mids.get((1 - att.side, att.target), battle.BIG_RIGHT)
        direct = right if att.target >= 0 else (250, 64)  # above the charge, clear of the attacker
        battle.damage(canvas, ctx, anim, battle.loser(anim), left, right, direct)
    if name is P.BIG:  # the band fade in: the bands open from their middles onto the stage
        bands(canvas, 1 - ease(p))
    elif name is P.DARK and p > 0.5:  # and close again as the fighters darken
        bands(canvas, (p - 0.5) / 0.5)


def bands(canvas: pygame.Surface, shut: float) -> None:
    """Covers the screen with BANDS horizontal black bands, each closed a fraction shut (0..1) about
    its middle: the original's band fade into and out of its 3-D fight."""
    w, h = canvas.get_size()
    step = h / BANDS
    half = step * max(0.0, min(1.0, shut)) / 2
    if half <= 0:
        return
    for i in range(BANDS):
        mid = (i + 0.5) * step
        top = math.floor(mid - half)
        canvas.fill((0, 0, 0), (0, top, w, math.ceil(mid + half) - top))


def _clash(canvas: pygame.Surface, stage, pose: Pose, anim: Anim, k: float) -> None:
    """The hit: the screen flashes white and sparks fly from the point of contact."""
    canvas.fill((round(170 * (1 - k)),) * 3, special_flags=pygame.BLEND_RGB_ADD)
    x = (fighter_x(anim, 0) + WIDE / 2) if anim.events[0].target < 0 else 0.0
    at = stage.foot(pose, x, 0.0, TALL * 0.55)
    if at is None:
        return
    cx, cy = round(at[0]), round(at[1])
    for i in range(10):
        a = i * math.pi / 5 + 0.3
        r0, r1 = 6 + 40 * k, 16 + 70 * k
        pygame.draw.line(canvas, (255, 240, round(160 * (1 - k))), (cx + r0 * math.cos(a), cy + r0 * math.sin(a)),
                         (cx + r1 * math.cos(a), cy + r1 * math.sin(a)), 2)
    pygame.draw.circle(canvas, (255, 255, 230), (cx, cy), max(1, round(18 * (1 - k))))
