"""The duel screen's resting picture: the 3-D board, what the controls mark on it, and the HUD.

    +--------------------------------------------+
    | [FIELD]                          [LP panel] |
    |        3-D board (platform in a void)       |
    |  hand of five 52x60 cards                   |
    |=== card bar ===============================|
    |  info strip: name  ATK/DEF  type  stars     |
    +--------------------------------------------+

The scene hands over a ``Stage``: the camera pose and the motion's offsets (HUD slid out, hand
cards sliding in); the painter only reads it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.gfx import frames
from game.gfx.board3d.camera import Pose
from game.gfx.board3d.scene import BoardRenderer, CardQuad, project_zone
from game.gfx.duel_art import HAND
from game.rules.combat import effective_stat
from game.rules.state import FieldCard, Row
from game.rules.view import HIDDEN
from game.scenes.duel import hud
from game.scenes.duel.control_states import Spot
from game.scenes.duel.geometry import outline_centre

USE_RECT = pygame.Rect(140, 92, 40, 16)
TOP_DOWN_PITCH = 0x300  # a camera this steep (the zone-picking view, 0x3FE) shows the far row at the top edge
ADV, DISADV = (248, 224, 64), (240, 64, 48)


@dataclass
class Marks:
    """What the scene wants shown over the board this frame (cursor, prompts, hints)."""

    cursor: tuple | None = None  # (Spot.HAND, i) | (Spot.ZONE, side, row, zone) | (Spot.USE,)
    chain: tuple[int, ...] = ()
    legal: frozenset = frozenset()
    star_hints: dict = field(default_factory=dict)  # (side, zone) -> +1 advantage / -1 disadvantage
    hidden: frozenset = frozenset()  # (Spot.ZONE, side, row, zone) not drawn while animated
    preview: int = 0
    hint: str | tuple[str, ...] = ""  # a prompt, or its wordings longest first (``hud.pick``)
    info: tuple[int, FieldCard | None] | None = None
    hand_down: bool = False  # the hand is put away while the player looks at the field


@dataclass
class Stage:
    """The moving parts of one frame: camera, HUD offsets, hand slides, cards lifted off the board."""

    pose: Pose
    field_dx: int = 0
    lp_dx: int = 0
    bar_dy: int = 0
    hand_dx: dict = field(default_factory=dict)  # hand index -> x offset (the draw slides cards in)
    hand_hidden: frozenset = frozenset()  # hand indices drawn by the motion itself
    show_hand: bool = True
    wall_terrain: int = 0
    hud: bool = True
    extra: tuple = ()  # cards in motion over the board (a card dropping onto its zone)
    cpu_hand: int = -1  # >= 0: the computer's turn shows its hidden hand, its cursor on this slot
    rise: dict = field(default_factory=dict)  # hand index -> px a just-marked card has risen so far


def hand_rect(i: int, raised: bool = False) -> pygame.Rect:
    """Returns where hand card i sits on the canvas (a marked card 4 px higher)."""
    return pygame.Rect(*hud.hand_pos(i, raised), *HAND)


def zone_rect(side: int, row: int, zone: int, pose: Pose | None = None) -> pygame.Rect:
    """Returns the canvas box round a zone seen from pose; without one, from the resting view in
    which the player looks at it (the default orbit for their own rows, the aiming view over the
    opponent's). Overlays that label zones (hints, forecasts) place themselves with it."""
    from game.present.director import default_pose, pick_pose

    if pose is None:
        pose = default_pose(0) if side == 0 else pick_pose(0, side, row)
    xy, _ = project_zone(pose, side, row, zone)
    (x0, y0), (x1, y1) = xy.min(axis=0), xy.max(axis=0)
    return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))


def card_quads(board, hidden: frozenset) -> tuple[CardQuad, ...]:
    """Returns the cards lying on the board as quads: backs when face-down, sideways in defence,
    dimmed once they have acted this turn."""
    out = []
    for side in (0, 1):
        for row in (Row.MONSTER, Row.SPELL):
            for z, rec in enumerate(board.row(side, row)):
                if not rec.card or (Spot.ZONE, side, row, z) in hidden:
                    continue
                face = 0 if rec.face_down or rec.card < 0 else rec.card
                out.append(CardQuad(side, int(row), z, face, bool(rec.defence and row == Row.MONSTER),
                                    bool(rec.used and row == Row.MONSTER)))
    return tuple(out)


def paint_board(canvas: pygame.Surface, ctx, art, board, lp_shown, marks: Marks, frame: int,
                labels: tuple[str, str], renderer: BoardRenderer, stage: Stage) -> None:
    """Draws the whole resting picture with the marks; never changes anything."""
    cards = card_quads(board, marks.hidden) + stage.extra
    canvas.blit(renderer.render(stage.pose, board.terrain, stage.wall_terrain, cards), (0, 0))
    _paint_marks(canvas, ctx, renderer, stage.pose, marks, frame)
    if not stage.hud:
        return
    f = ctx.font
    # Seen from above, the opponent's far row lies under the FIELD box: with the hand put away, it waits in the bar.
    low = marks.hand_down and stage.cpu_hand < 0 and stage.pose.pitch >= TOP_DOWN_PITCH
    if not low:
        hud.paint_field_box(canvas, f, board.terrain, stage.field_dx)
    hud.paint_lp_panel(canvas, f, lp_shown, board.deck_left, board.active, labels, stage.lp_dx)
    if any(board.swords):
        for side in (0, 1):
            if board.swords[side]:
                y = hud.LP_PANEL.bottom + 2 + (0 if side else 10)  # the foe's line first, then the player's
                text = f"{'YOUR' if side == 0 else 'FOE'} SWORDS {min(board.swords[side], 3)}"
                f.draw(canvas, text, (hud.LP_PANEL.right + stage.lp_dx, y), frames.GOLD, "right")
    hud.paint_bar(canvas, stage.bar_dy)
    if low:
        hud.paint_field_box(canvas, f, board.terrain, stage.field_dx, low=True)
    if stage.cpu_hand >= 0:
        back = _hand_back(ctx)
        for i in range(min(5, board.cpu_hand)):
            canvas.blit(back, hud.hand_pos(i))
        if board.cpu_hand:
            hud.paint_hand_cursor(canvas, stage.cpu_hand % min(5, board.cpu_hand), frame)
    elif stage.show_hand and not marks.hand_down:
        _paint_hand(canvas, ctx, art, board, marks, stage)
    info = marks.info
    if info is not None:
        card, rec = info
        stats = None
        if rec is not None and rec.card == card and card > 0 and ctx.db.is_monster(card):
            stats = (effective_stat(int(ctx.db.atk[card]), rec.equip_bonus, rec.level_penalty, rec.terrain_mod),
                     effective_stat(int(ctx.db.def_[card]), rec.equip_bonus, rec.level_penalty, rec.terrain_mod))
        hud.paint_info(canvas, ctx, card, stats, dy=stage.bar_dy)
    hud.paint_hint(canvas, f, marks.hint, stage.bar_dy)
    cur = marks.cursor
    if cur is not None and cur[0] == Spot.HAND and stage.show_hand and not marks.hand_down and cur[1] < len(board.hand):
        hud.paint_hand_cursor(canvas, cur[1], frame, stage.bar_dy)


# --- helpers -------------------------------------------------------------------------------

def _paint_marks(canvas, ctx, renderer: BoardRenderer, pose: Pose, marks: Marks, frame: int) -> None:
    """Legal zones blink; the chosen one stands out with the cursor frame; star hints on targets."""
    blink = (frame // 8) % 2
    cur = marks.cursor
    for mark in marks.legal:
        if mark[0] != Spot.ZONE or mark == cur:
            continue
        outline = renderer.zone_outline(pose, *mark[1:], inset=4)
        if outline and blink:
            pygame.draw.polygon(canvas, (200, 168, 72), outline, 1)
    for (side, z), hint in marks.star_hints.items():
        outline = renderer.zone_outline(pose, side, Row.MONSTER, z, inset=6)
        if outline:
            x = math.floor(outline_centre(outline)[0])
            y = min(p[1] for p in outline)
            pygame.draw.rect(canvas, ADV if hint > 0 else DISADV, (x - 10, y - 8, 20, 8))
            ctx.font.draw(canvas, "UP" if hint > 0 else "DOWN", (x, y - 9), (16, 8, 0), "center", shadow=False)
    if (Spot.USE,) in marks.legal:
        sel = cur == (Spot.USE,)
        frames.panel(canvas, USE_RECT)
        ctx.font.draw(canvas, "USE", (USE_RECT.centerx, USE_RECT.y + 3), frames.GOLD if sel else frames.INK, "center")
        if sel:
            hud.zone_frame(canvas, [USE_RECT.topleft, USE_RECT.topright, USE_RECT.bottomright, USE_RECT.bottomleft],
                           frames.CURSOR, 5)
    if cur is not None and cur[0] == Spot.ZONE:
        outline = renderer.zone_outline(pose, *cur[1:], inset=1)
        if outline:
            glow = (255, 255, 255) if blink else (255, 224, 96)
            pygame.draw.polygon(canvas, (255, 208, 64), outline, 2)
            big = renderer.zone_outline(pose, *cur[1:], inset=-5)
            hud.zone_frame(canvas, big or outline, glow, 8, 3)


_BACKS: dict[int, pygame.Surface] = {}


def _hand_back(ctx) -> pygame.Surface:
    """Returns the card back at hand size (kept per card painter)."""
    key = id(ctx.cards)
    back = _BACKS.get(key)
    if back is None:
        back = _BACKS[key] = pygame.transform.scale(ctx.cards.back(), (52, 60))
    return back


def _paint_hand(canvas, ctx, art, board, marks: Marks, stage: Stage) -> None:
    f = ctx.font
    for i, card in enumerate(board.hand):
        if i in stage.hand_hidden:
            continue
        raised = i in marks.chain
        x, y = hud.hand_pos(i)
        if raised:
            y -= stage.rise.get(i, hud.RAISE)
        x += stage.hand_dx.get(i, 0)
        face = _hand_back(ctx) if card == HIDDEN else art.hand(card)  # a spectator's view: nobody's hand shows
        canvas.blit(face, (x, y + stage.bar_dy))
        if raised:
            hud.paint_badge(canvas, f, x, y + stage.bar_dy, marks.chain.index(i) + 1)
