"""Painting a Tag Duel on the 320x240 canvas: four compact fields, the hand strip, the prompt list.

    y   0-11  header: turn, whose turn (seat, who), both team LP
    y  12-117 four fields, the viewer's team at the bottom (A left, B right); each 158x52 with its
              magic/trap row on the outside and its monster row towards the middle
    y 119-161 the hand strip (the viewer's hand, or the partner's in partner view, D-32)
    y 163-227 the decision: the prompt, the legal choices (cursor), the last messages
Everything is drawn from an ``observe`` view, so nothing the viewer may not see can show.
"""

from __future__ import annotations

import pygame

from game.db.vocab import Kind, Terrain
from game.gfx import frames
from game.rules.state import DuelState, FieldCard
from game.rules.teams import SEAT_NAMES, partner
from game.rules.view import HIDDEN
from game.rules.work import eff_atk, eff_def

FIELD_W, FIELD_H = 158, 52
CELL_W = 30
_TEAM_COLOURS = ((248, 112, 112), (112, 160, 255))
_KIND_COLOURS = {Kind.MONSTER: (150, 104, 48), Kind.MAGIC: (40, 132, 96), Kind.FIELD: (40, 132, 96),
                 Kind.EQUIP: (56, 140, 120), Kind.RITUAL: (64, 96, 168), Kind.TRAP: (136, 56, 136)}
_HIDDEN_COLOUR = (56, 64, 112)
_EMPTY = (24, 28, 52)
HAND_Y, PROMPT_Y = 119, 163


def field_rect(seat: int, viewer: int) -> pygame.Rect:
    """Returns where a seat's field is drawn: the viewer's team at the bottom, A members on the left."""
    bottom = seat % 2 == viewer % 2
    x = 2 if seat < 2 else 160
    y = 66 if bottom else 12
    return pygame.Rect(x, y, FIELD_W, FIELD_H)


def paint_header(canvas: pygame.Surface, font, view: DuelState, who: list[str]) -> None:
    """Draws the turn, the seat to play and the two team LP."""
    canvas.fill((0, 0, 0), (0, 0, 320, 11))
    seat = view.active
    font.draw(canvas, f"TURN {view.turn}  {SEAT_NAMES[seat]} {who[seat]}", (3, 1), _TEAM_COLOURS[seat % 2])
    if view.terrains:  # per-team terrain (D-34 b)
        terrain = "/".join(Terrain(t).name[:3] for t in view.terrains)
    else:
        terrain = Terrain(view.terrain).name
    font.draw(canvas, terrain, (186, 1), frames.DIM, "right")
    font.draw(canvas, f"T1 {view.sides[0].lp}", (236, 1), _TEAM_COLOURS[0], "right")
    font.draw(canvas, f"T2 {view.sides[1].lp}", (317, 1), _TEAM_COLOURS[1], "right")


def paint_fields(canvas: pygame.Surface, font, db, view: DuelState, viewer: int, who: list[str], frame: int) -> None:
    """Draws the four fields; the seat to play gets a gold frame."""
    for seat in range(len(view.sides)):
        r = field_rect(seat, viewer)
        side = view.sides[seat]
        frames.panel(canvas, r, top=(36, 40, 88), bottom=(12, 14, 40))
        colour = _TEAM_COLOURS[seat % 2]
        font.draw(canvas, f"{SEAT_NAMES[seat]} {who[seat]}", (r.x + 3, r.y + 2), colour)
        font.draw(canvas, f"H{len(side.hand)} D{side.deck_left}", (r.right - 3, r.y + 2), frames.DIM, "right")
        if side.swords:
            font.draw(canvas, f"S{side.swords}", (r.right - 46, r.y + 2), frames.WARN, "right")
        bottom = r.y >= 66
        rows = ((side.monsters, True), (side.spells, False)) if bottom else ((side.spells, False), (side.monsters, True))
        y = r.y + 11
        for row, monsters in rows:
            h = 22 if monsters else 16
            for z, rec in enumerate(row):
                _cell(canvas, font, db, pygame.Rect(r.x + 4 + z * CELL_W, y, CELL_W - 2, h - 2), rec, monsters)
            y += h + 1
        if seat == view.active:
            glow = frames.GOLD if (frame // 16) % 2 else frames.CURSOR
            pygame.draw.rect(canvas, glow, r.inflate(2, 2), 1)


def paint_hand(canvas: pygame.Surface, font, db, hand: tuple[int, ...], title: str, chosen: tuple[int, ...],
               faces: dict[int, pygame.Surface]) -> None:
    """Draws a hand as five boxes with a small face, the name and ATK/DEF (or the kind)."""
    strip = pygame.Rect(2, HAND_Y, 316, 42)
    frames.panel(canvas, strip)
    font.draw(canvas, title, (strip.x + 4, strip.y + 2), frames.GOLD)
    for i, card in enumerate(hand):
        box = pygame.Rect(strip.x + 4 + i * 62, strip.y + 12, 60, 28)
        pygame.draw.rect(canvas, _EMPTY, box)
        if card == HIDDEN:
            pygame.draw.rect(canvas, _HIDDEN_COLOUR, box.inflate(-2, -2))
            continue
        face = faces.get(card)
        if face is not None:
            canvas.blit(face, (box.x + 1, box.y + 1))
        font.draw(canvas, font.fit(db.names[card], 38), (box.x + 21, box.y + 2), frames.INK)
        if int(db.kind[card]) == Kind.MONSTER:
            font.draw(canvas, f"{int(db.atk[card])}", (box.x + 21, box.y + 10), frames.GOLD)
            font.draw(canvas, f"{int(db.def_[card])}", (box.x + 21, box.y + 18), (160, 200, 255))
        else:
            font.draw(canvas, Kind(int(db.kind[card])).name.lower(), (box.x + 21, box.y + 12), frames.DIM)
        if i in chosen:
            pygame.draw.rect(canvas, frames.GOLD, box, 1)
            font.draw(canvas, str(chosen.index(i) + 1), (box.right - 3, box.y + 18), frames.GOLD, "right")


def paint_prompt(canvas: pygame.Surface, font, title: str, choices: list[str], cursor: int, messages: list[str],
                 frame: int, active: bool) -> None:
    """Draws the decision panel: the prompt, up to five choices around the cursor, and the messages."""
    box = pygame.Rect(2, PROMPT_Y, 316, 64)
    frames.panel(canvas, box)
    font.draw(canvas, font.fit(title, 150), (box.x + 4, box.y + 2), frames.GOLD)
    first = max(0, min(cursor - 2, len(choices) - 5))
    for row, i in enumerate(range(first, min(first + 5, len(choices)))):
        y = box.y + 13 + row * 10
        if i == cursor and active:
            frames.highlight(canvas, pygame.Rect(box.x + 2, y - 1, 170, 10), frame)
        font.draw(canvas, font.fit(choices[i], 164), (box.x + 6, y), frames.INK if active else frames.DIM)
    for row, text in enumerate(messages[-5:]):
        font.draw(canvas, font.fit(text, 138), (box.right - 4, box.y + 3 + row * 12), frames.DIM, "right")


def hand_owner(viewer: int, partner_view: bool, n: int) -> int:
    """Returns whose hand the strip shows: the viewer's, or the partner's in partner view (D-32)."""
    return partner(viewer) if partner_view and n == 4 else viewer


# ---------------------------------------------------------------- helpers

def _cell(canvas: pygame.Surface, font, db, rect: pygame.Rect, rec: FieldCard, monster: bool) -> None:
    if not rec.card:
        pygame.draw.rect(canvas, _EMPTY, rect)
        return
    if rec.card == HIDDEN:
        pygame.draw.rect(canvas, _HIDDEN_COLOUR, rect)
        pygame.draw.rect(canvas, frames.RIM_LIGHT, rect, 1)
        font.draw(canvas, "DEF" if rec.defence else "?", (rect.centerx, rect.y + 2), frames.DIM, "center")
        return
    kind = Kind(int(db.kind[rec.card]))
    pygame.draw.rect(canvas, _KIND_COLOURS.get(kind, _HIDDEN_COLOUR), rect)
    pygame.draw.rect(canvas, frames.RIM_DARK if not rec.face_down else frames.DIM, rect, 1)
    if monster:
        value = eff_def(db, rec) if rec.defence else eff_atk(db, rec)
        font.draw(canvas, str(value), (rect.centerx, rect.y + 2), (160, 200, 255) if rec.defence else frames.INK,
                  "center")
        mark = ("d" if rec.defence else "a") + ("*" if rec.face_down else "")
        font.draw(canvas, mark, (rect.centerx, rect.y + 11), frames.DIM, "center")
    else:
        font.draw(canvas, font.fit(db.names[rec.card], rect.w - 2), (rect.x + 1, rect.y + 3), frames.INK)
