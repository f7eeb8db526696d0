"""Where the duel screen puts things (R19.3) and the painter of the resting picture.

    +--------------------------------+-----------+
    | CPU magic/trap row        deck | CPU  LP   |
    | CPU monster row (stars)        | card info |
    | own monster row (stars)        |           |
    | own magic/trap row        deck |           |
    | hand (raised cards numbered)   | YOU  LP   |
    +--------------------------------+-----------+

Monster rows face each other in the middle; the terrain picture fills the field area.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.db.vocab import ATTRIBUTE_NAMES, STAR_NAMES, TERRAIN_NAMES, TYPE_NAMES
from game.gfx import frames
from game.gfx.card_text import draw_description
from game.gfx.duel_art import MINI, terrain_background
from game.rules.combat import effective_stat
from game.rules.state import FieldCard, Row

FIELD_W, FIELD_H = 224, 178
ZONE_X, ZONE_STEP = 14, 34
ROW_Y = {(1, Row.SPELL): 2, (1, Row.MONSTER): 40, (0, Row.MONSTER): 90, (0, Row.SPELL): 138}
HAND_X, HAND_STEP, HAND_Y, RAISE = 6, 44, 182, 12
DECK_X = 194
PANEL = pygame.Rect(226, 0, 94, 240)
USE_RECT = pygame.Rect(190, 84, 34, 14)
ADV, DISADV = (248, 224, 64), (240, 64, 48)
_UP, _DOWN = (120, 240, 120), (248, 112, 96)


@dataclass
class Marks:
    """What the scene wants shown over the board this frame (cursor, prompts, hints)."""

    cursor: tuple | None = None  # ("hand", i) | ("zone", side, row, zone) | ("use",)
    chain: tuple[int, ...] = ()
    legal: frozenset = frozenset()
    star_hints: dict = field(default_factory=dict)  # (side, zone) -> +1 advantage / -1 disadvantage
    hidden: frozenset = frozenset()  # ("zone", side, row, zone) not drawn while animated
    preview: int = 0
    hint: str = ""
    info: tuple[int, FieldCard | None] | None = None
    hand_down: bool = False  # the hand sinks while the player looks at the field


def zone_rect(side: int, row: int, zone: int) -> pygame.Rect:
    """Returns the 28x36 slot of one zone."""
    return pygame.Rect(ZONE_X + zone * ZONE_STEP, ROW_Y[(side, row)], *MINI)


def hand_rect(i: int, raised: bool = False) -> pygame.Rect:
    """Returns where hand card i sits (raised cards sit higher, R5.1)."""
    return pygame.Rect(HAND_X + i * HAND_STEP, HAND_Y - (RAISE if raised else 0), 40, 56)


def value_of(db, rec: FieldCard) -> tuple[int, int]:
    """Returns (shown value, modifier) of a monster: ATK in attack position, DEF in defence."""
    base = int(db.def_[rec.card] if rec.defence else db.atk[rec.card])
    value = effective_stat(base, rec.equip_bonus, rec.level_penalty, rec.terrain_mod)
    return value, value - base


def paint_board(canvas: pygame.Surface, ctx, art, board, lp_shown, marks: Marks, frame: int,
                labels: tuple[str, str] = ("YOU", "CPU")) -> None:
    """Draws the whole resting picture with the marks; never changes anything."""
    db, f = ctx.db, ctx.font
    canvas.blit(terrain_background(board.terrain, (FIELD_W, FIELD_H)), (0, 0))
    canvas.fill((0, 0, 0), (0, FIELD_H, FIELD_W, 240 - FIELD_H))
    for (side, row), y in ROW_Y.items():
        for z in range(5):
            slot = zone_rect(side, row, z)
            pygame.draw.rect(canvas, (0, 0, 0), slot, 1)
            rec = board.row(side, row)[z]
            if rec.card and ("zone", side, row, z) not in marks.hidden:
                _paint_card(canvas, db, f, art, rec, slot, side, row)
                if row == Row.MONSTER and rec.card > 0 and not (side == 1 and rec.face_down):
                    _paint_star(canvas, ctx, rec, slot, side, marks.star_hints.get((side, z), 0))
            if ("zone", side, row, z) in marks.legal:
                colour = frames.CURSOR if (frame // 8) % 2 else frames.GOLD
                pygame.draw.rect(canvas, colour, slot.inflate(2, 2), 1)
    for side, y in ((1, 2), (0, 138)):
        pile = art.mini(0)
        canvas.blit(pile, (DECK_X, y))
        f.draw(canvas, f"{max(board.deck_left[side], 0):02d}", (DECK_X + 14, y + 25), frames.INK, "center")
    f.draw(canvas, TERRAIN_NAMES[board.terrain].upper(), (FIELD_W - 2, 62), frames.DIM, "right")
    if any(board.swords):
        for side in (0, 1):
            if board.swords[side]:
                f.draw(canvas, f"SWORDS {min(board.swords[side], 3)}", (FIELD_W - 2, 70 + side * 20), frames.GOLD, "right")
    _paint_hand(canvas, ctx, board, marks, frame)
    if ("use",) in marks.legal:
        sel = marks.cursor == ("use",)
        frames.panel(canvas, USE_RECT)
        f.draw(canvas, "USE", (USE_RECT.centerx, USE_RECT.y + 2), frames.GOLD if sel else frames.INK, "center")
    _paint_cursor(canvas, marks, board, frame)
    _paint_panel(canvas, ctx, board, lp_shown, marks, labels)


def paint_info(canvas: pygame.Surface, ctx, card: int, rec: FieldCard | None, rect: pygame.Rect) -> None:
    """Draws the card-info block: name, ATK/DEF with modifiers, type, attribute, level, both stars."""
    db, f, icons = ctx.db, ctx.font, ctx.cards.icons
    x, y = rect.x + 4, rect.y + 4
    if card <= 0:
        f.draw(canvas, "FACE-DOWN CARD" if card < 0 else "", (x, y), frames.DIM)
        return
    for i, line in enumerate(f.wrap(db.names[card], rect.w - 8)[:2]):
        f.draw(canvas, line, (x, y + i * 10), frames.GOLD)
    y += 22
    ctype = int(db.type[card])
    canvas.blit(icons.type_badge(ctype), (x, y))
    f.draw(canvas, f.fit(TYPE_NAMES[ctype], rect.w - 26), (x + 17, y + 1), frames.INK)
    y += 12
    if not db.is_monster(card):
        f.draw(canvas, "face-down" if rec is not None and rec.face_down else "", (x, y), frames.DIM)
        draw_description(canvas, ctx, card, (x, y + 10), rect.w - 8, max_lines=5)
        return
    attr = int(db.attribute[card])
    canvas.blit(icons.attribute_badge(attr), (x, y))
    f.draw(canvas, f"{ATTRIBUTE_NAMES[attr]}  LV{int(db.level[card])}", (x + 17, y + 1), frames.INK)
    y += 13
    for label, base, col in (("ATK", int(db.atk[card]), (248, 216, 96)), ("DEF", int(db.def_[card]), (150, 200, 255))):
        if rec is not None and rec.card == card:
            value = effective_stat(base, rec.equip_bonus, rec.level_penalty, rec.terrain_mod)
        else:
            value = base
        f.draw(canvas, label, (x, y), frames.DIM)
        f.draw(canvas, str(value), (x + 44, y), col, "right")
        if value != base:
            d = value - base
            f.draw(canvas, f"{d:+d}", (x + 48, y), _UP if d > 0 else _DOWN)
        y += 10
    y += 2
    chosen = rec.star if rec is not None and rec.card == card else 0
    for i, star in enumerate((int(db.star1[card]), int(db.star2[card]))):
        if not star:
            continue
        canvas.blit(icons.star(star), (x, y))
        colour = frames.GOLD if chosen == i + 1 else frames.INK
        f.draw(canvas, STAR_NAMES[star] + (" *" if chosen == i + 1 else ""), (x + 17, y + 1), colour)
        y += 12


# --- helpers -------------------------------------------------------------------------------

def _paint_card(canvas, db, f, art, rec: FieldCard, slot: pygame.Rect, side: int, row: int) -> None:
    hidden = rec.card < 0 or (side == 1 and rec.face_down)
    card = 0 if hidden else rec.card
    face = art.mini_turned(card) if row == Row.MONSTER and rec.defence else art.mini(card)
    canvas.blit(face, face.get_rect(center=slot.center))
    if rec.face_down and not hidden:
        pygame.draw.rect(canvas, (120, 120, 140), slot, 1)  # own face-down card: shown, marked grey
        f.draw(canvas, "SET", (slot.centerx, slot.y - 1), (170, 170, 190), "center")
    if row == Row.MONSTER and card > 0:
        value, mod = value_of(db, rec)
        colour = (150, 200, 255) if rec.defence else _UP if mod > 0 else _DOWN if mod < 0 else frames.INK
        canvas.fill((0, 0, 0), (slot.x, slot.bottom - 10, slot.w, 10))
        f.draw(canvas, str(value), (slot.centerx, slot.bottom - 10), colour, "center")


def _paint_star(canvas, ctx, rec: FieldCard, slot: pygame.Rect, side: int, hint: int) -> None:
    db = ctx.db
    code = int(db.star1[rec.card] if rec.star == 1 else db.star2[rec.card])
    if not code:
        return
    badge = ctx.cards.icons.star(code)
    y = slot.bottom + 1
    pos = (slot.centerx - badge.get_width() // 2, y)
    if hint:
        pygame.draw.rect(canvas, ADV if hint > 0 else DISADV, (pos[0] - 2, y - 1, badge.get_width() + 4, 13))
    canvas.blit(badge, pos)


def _paint_hand(canvas, ctx, board, marks: Marks, frame: int) -> None:
    f = ctx.font
    sink = 40 if marks.hand_down else 0
    for i, card in enumerate(board.hand):
        raised = i in marks.chain
        r = hand_rect(i, raised).move(0, sink)
        canvas.blit(ctx.cards.small(card), r)
        if raised:
            n = marks.chain.index(i) + 1
            canvas.fill((0, 0, 0), (r.centerx - 5, r.y - 11, 10, 10))
            f.draw(canvas, str(n), (r.centerx, r.y - 10), frames.GOLD, "center")


def _paint_cursor(canvas, marks: Marks, board, frame: int) -> None:
    cur = marks.cursor
    if cur is None:
        return
    bob = (frame // 10) % 2
    if cur[0] == "hand":
        if marks.hand_down or cur[1] >= len(board.hand):
            return
        r = hand_rect(cur[1], cur[1] in marks.chain)
        pygame.draw.rect(canvas, frames.CURSOR, r.inflate(2, 2), 1)
        tip = (r.centerx, r.bottom - 2 + bob)
    elif cur[0] == "zone":
        r = zone_rect(cur[1], cur[2], cur[3])
        pygame.draw.rect(canvas, frames.CURSOR, r.inflate(4, 4), 1)
        tip = (r.right + 1 + bob, r.centery)
    else:
        r = USE_RECT
        pygame.draw.rect(canvas, frames.CURSOR, r.inflate(2, 2), 1)
        return
    pygame.draw.polygon(canvas, frames.CURSOR, [tip, (tip[0] - 3, tip[1] + 5), (tip[0] + 3, tip[1] + 5)])


def _paint_panel(canvas, ctx, board, lp_shown, marks: Marks, labels: tuple[str, str]) -> None:
    f = ctx.font
    frames.panel(canvas, PANEL)
    for side, y in ((1, 4), (0, 214)):
        label = labels[side]
        colour = frames.GOLD if board.active == side else frames.DIM
        f.draw(canvas, label, (PANEL.x + 5, y), colour)
        f.draw(canvas, "LP", (PANEL.x + 5, y + 11), frames.DIM)
        f.draw(canvas, str(int(lp_shown[side])), (PANEL.right - 6, y + 11), frames.INK, "right")
        f.draw(canvas, f"DECK {max(board.deck_left[side], 0):02d}", (PANEL.right - 6, y), frames.DIM, "right")
    pygame.draw.line(canvas, frames.RIM_LIGHT, (PANEL.x + 4, 27), (PANEL.right - 5, 27))
    pygame.draw.line(canvas, frames.RIM_LIGHT, (PANEL.x + 4, 210), (PANEL.right - 5, 210))
    if marks.info is not None:
        paint_info(canvas, ctx, marks.info[0], marks.info[1], pygame.Rect(PANEL.x, 30, PANEL.w, 120))
    if marks.hint:
        for i, line in enumerate(f.wrap(marks.hint, PANEL.w - 8)[:5]):
            f.draw(canvas, line, (PANEL.x + 4, 156 + i * 10), frames.INK)
