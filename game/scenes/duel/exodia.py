"""The Exodia win as a 3-D sequence of its own (presentation.md §6 Exodia: model 777), driven by the
engine's DuelEnded(reason "exodia"): the five pieces' figures fly in and take their places, join into
one body (their seals break) that rises over the board while the camera sinks to look up at it, a
flash, the blast towards the opponent, and the win: EXODIA over the figure. The LP fall and the end
letters follow, as after any win.

The pieces are the monsters' figures (game/gfx/figures.py) standing on the duel's terrain (the cut-in's
stage, game/gfx/board3d/stage.py), the body one figure made of them, so a frame costs one floor pass
and at most five quads.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.gfx.board3d.camera import Pose, lerp_pose
from game.gfx.board3d.stage import Billboard
from game.gfx.figures import Pose as Stance
from game.gfx.figures import default_figures
from game.present.motion import Anim
from game.present.sequence import Phase as P
from game.present.timing import ease
from game.scenes.duel import cutin
from game.scenes.duel.motions import blit_centred, scaled_text

HEAD, RIGHT_ARM, LEFT_ARM, RIGHT_LEG, LEFT_LEG = 21, 19, 20, 17, 18
BODY = (300, 230)  # the joined figure in pixels: each piece's cell is put on it at its place
# each piece's cell's top-left on the body (px), the body facing the camera: the legs stand on its
# bottom row, the head's torso on the legs, the arms at the shoulders with their hands raised (each
# arm piece is drawn reaching in from the far side, so the right arm meets the body's right shoulder)
CELLS = {RIGHT_ARM: (132, 44), LEFT_ARM: (32, 44), RIGHT_LEG: (60, 138), LEFT_LEG: (104, 138), HEAD: (82, 70)}
SCALE = 1.5  # world units per figure pixel (the cut-in's)
ORDER = (RIGHT_LEG, LEFT_LEG, RIGHT_ARM, LEFT_ARM, HEAD)  # the order they arrive, the head last
JOINED = (cutin.Stands.JOINED, tuple((card, *CELLS[card]) for card in (RIGHT_ARM, LEFT_ARM, RIGHT_LEG, LEFT_LEG, HEAD)), BODY)
RISE = 46.0  # how far the figure rises over the board
FAR = 460.0  # where the pieces fly in from
_HIGH = Pose(760, 0x160, -240, ty=60)  # over the board as the pieces come
_LOW = Pose(600, 0x50, 0, ty=140)  # sunk low, looking up at the risen figure
GOLD, PALE = (248, 216, 96), (255, 244, 200)
FADE_IN = 0.15  # the share of the gather over which the stage fades in over the board


def _cell() -> tuple[int, int]:
    return default_figures().cell


def place(card: int) -> tuple[float, float]:
    """Returns where a piece's cell stands in the joined body: world x of its middle, height of its foot."""
    (w, h), (x, y) = _cell(), CELLS[card]
    return (x + w / 2 - BODY[0] / 2) * SCALE, (BODY[1] - (y + h)) * SCALE


def figure(anim: Anim) -> tuple[Billboard, ...]:
    """Returns what stands this frame: the five pieces flying to their places (the gather), then the
    one body they joined into, rising."""
    return _figure(*anim.phase())


def _figure(name: P, p: float) -> tuple[Billboard, ...]:
    if name is not P.GATHER:
        lift = RISE * ease(p) if name is P.RISE else RISE
        return (Billboard(JOINED, 0.0, 0.0, BODY[0] * SCALE, BODY[1] * SCALE, lift=lift, shadow=1.0),)
    w, h = _cell()
    out = []
    for i, card in enumerate(ORDER):
        x, y = place(card)
        k = ease(min(1.0, max(0.0, p * 1.6 - i * 0.15)))
        a = -math.pi / 2 + (i - 2) * 0.9
        sx, sz, sy = FAR * math.cos(a), FAR * math.sin(a) * 0.6, 220.0
        x, z, y = sx + (x - sx) * k, sz * (1 - k), sy + (y - sy) * k
        out.append(Billboard((card, Stance.STAND), x, z, w * SCALE, h * SCALE, lift=y, shadow=0.6))
    return tuple(out)


def camera(anim: Anim) -> Pose:
    """Returns the camera: over the board while the pieces come, sinking as the figure rises, and
    circling slowly the whole time."""
    return _camera(*anim.phase(), anim.p)


def _camera(name: P, p: float, whole: float) -> Pose:
    k = {P.GATHER: 0.0, P.RISE: ease(p)}.get(name, 1.0)
    pose = lerp_pose(_HIGH, _LOW, k)
    return replace(pose, heading=pose.heading + 160 * whole)


def prepare(ctx, renderer) -> None:
    """Gets the stage ready while the motion before the sequence runs (the fifth piece being drawn):
    made on the first call, then one piece's picture a call, as the sequence's first frame shows them.
    Made in that first frame instead, the stage and the five pictures added about 2 ms to it. Changes
    nothing but the renderer's caches."""
    if not default_figures().ready():
        return
    stage = renderer.stage(lambda c: cutin.art(ctx, c))
    if not stage.prepare(_camera(P.GATHER, 0.0, 0.0), _figure(P.GATHER, 0.0)):
        stage.prepare(_camera(P.RISE, 0.0, 0.0), _figure(P.RISE, 0.0))


def covers(anim: Anim) -> bool:
    """Returns whether the stage fills the screen (the board no longer shows through)."""
    name, p = anim.phase()
    return not (name is P.GATHER and p < FADE_IN)


def draw_exodia(canvas: pygame.Surface, ctx, board, anim: Anim, renderer) -> None:
    """Draws the sequence's frame over the board (which shows through as the stage fades in); changes
    nothing but the renderer's caches."""
    name, p = anim.phase()
    pose = camera(anim)
    stage = renderer.stage(lambda c: cutin.art(ctx, c))
    pieces = figure(anim)
    surf = stage.render(pose, int(board.terrain), pieces)
    if name is P.GATHER and p < FADE_IN:
        surf.set_alpha(round(255 * p / FADE_IN))
        canvas.blit(surf, (0, 0))
        surf.set_alpha(None)
    else:
        canvas.blit(surf, (0, 0))
    if name is P.RISE:  # light streams up from the floor under the figure
        _light(canvas, stage, pose, p)
        if p < 0.2:  # the pieces join: a burst of light as the seals break
            canvas.fill((round(220 * (1 - p / 0.2)),) * 3, special_flags=pygame.BLEND_RGB_ADD)
    if name is P.FLASH:
        canvas.fill((round(255 * (1 - p)),) * 3, special_flags=pygame.BLEND_RGB_ADD)
    if name is P.BLAST:
        _blast(canvas, stage, pose, p)
    if name is P.WIN:
        _halo(canvas, stage, pose, anim.t)
        y = 196  # under the figure, over the floor
        level = min(1.0, p * 3)
        title = scaled_text(ctx.font, "EXODIA", GOLD, 3)
        blit_centred(canvas, title, (160, y), round(255 * level))
        if level >= 1:  # under the title once it is fully in
            ctx.font.draw(canvas, "THE FORBIDDEN ONE", (160, y + 18), PALE, "center")


def _blast(canvas: pygame.Surface, stage, pose: Pose, p: float) -> None:
    """The blast: from between the raised hands a beam of light swells towards the opponent (the
    viewer), rings racing out along it, until it fills the screen white."""
    src = stage.foot(pose, 0.0, 0.0, RISE + (BODY[1] - CELLS[HEAD][1] - 20) * SCALE)
    if src is None:
        return
    cx, cy = src
    k = ease(min(1.0, p * 1.3))
    spread = 10 + 190 * k
    beam = [(cx - 6, cy), (cx + 6, cy), (160 + spread, 260), (160 - spread, 260)]
    glow = pygame.Surface(canvas.get_size())
    glow.fill((0, 0, 0))
    pygame.draw.polygon(glow, (250, 210, 90), beam)
    pygame.draw.polygon(glow, (255, 250, 220), [(cx - 2, cy), (cx + 2, cy), (160 + spread / 3, 260),
                                               (160 - spread / 3, 260)])
    for i in range(3):
        t = (p * 2.2 + i / 3) % 1.0
        y = cy + (250 - cy) * t
        r = 8 + (spread + 20) * t
        pygame.draw.ellipse(glow, (255, 230, 150), (160 + (cx - 160) * (1 - t) - r, y - r * 0.3, 2 * r, r * 0.6), 2)
    canvas.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    if p > 0.7:  # it reaches the opponent: all white
        canvas.fill((round(255 * (p - 0.7) / 0.3),) * 3, special_flags=pygame.BLEND_RGB_ADD)


def _halo(canvas: pygame.Surface, stage, pose: Pose, t: int) -> None:
    """Slowly turning golden rays round the risen figure, in the sky above the board."""
    centre = stage.foot(pose, 0.0, 0.0, RISE + place(HEAD)[1] * 0.8)
    if centre is None:
        return
    cx, cy = centre
    for i in range(14):
        a = math.pi + (i + 0.5) * math.pi / 14 + 0.02 * math.sin(t * 0.05 + i)
        r0, r1 = 96 + 6 * math.sin(t * 0.11 + i * 2.1), 150 + 12 * math.sin(t * 0.07 + i)
        level = 150 + round(60 * math.sin(t * 0.09 + i * 1.3))
        pygame.draw.line(canvas, (level, round(level * 0.8), round(level * 0.3)),
                         (round(cx + r0 * math.cos(a)), round(cy + r0 * math.sin(a) * 0.8)),
                         (round(cx + r1 * math.cos(a)), round(cy + r1 * math.sin(a) * 0.8)), 2)


def _light(canvas: pygame.Surface, stage, pose: Pose, p: float) -> None:
    """Golden rays from the floor up to the rising figure's feet, brighter as it climbs."""
    lift = RISE * ease(p) + 4
    xs = [-80 + 20 * i for i in range(9)]
    ends = stage.feet(pose, [(x, 0.0, 0.0) for x in xs] + [(x * 0.7, lift, 0.0) for x in xs])
    for i, (foot, head) in enumerate(zip(ends[:9], ends[9:])):
        if foot is None or head is None:
            continue
        level = round(120 + 120 * p * (0.5 + 0.5 * math.sin(i * 1.7 + p * 9)))
        pygame.draw.line(canvas, (level, round(level * 0.85), round(level * 0.3)),
                         (round(foot[0]), round(foot[1])), (round(head[0]), round(head[1])), 1)
