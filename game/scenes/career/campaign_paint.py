"""The campaign map's pictures: the map window (terrain, exit arrows, place names, marker), the caption
of the thing to do under the cursor and the overlay listing them all.

Draw-only: each function reads the ``CampaignScene`` it is given (its pose, sight, entries and cursor)
and changes nothing; where the screen's parts stand is here too, since the name plates are placed
around them.
"""

from __future__ import annotations

import pygame

from game.career.campaign import group_done, is_done, progress
from game.gfx import frames, portraits
from game.gfx.card_text import draw_fitted, draw_legible
from game.gfx.map3d import ARROW_FRAMES, ARROW_HOLD, CENTRE, place_plates
from game.input_bindings import Button
from game.scenes.widgets import list_window

SHOP = "shop"
SHOP_WORDS = "save, build your deck"  # what a card shop offers (R15.2); it sells nothing
MAP_BOX = pygame.Rect(-2, -2, 324, 244)  # the map fills the screen (its frame's 2 px lie off the edges)
WINDOW = MAP_BOX.inflate(-4, -4)  # the map's window on the terrain: all of the 320x240 screen
_SRC = pygame.Rect(0, 0, WINDOW.w, WINDOW.h)  # the part of the 320x240 terrain picture it shows: all of it
_DX, _DY = WINDOW.x - _SRC.x, WINDOW.y - _SRC.y  # terrain picture -> canvas
MARKER_AT = (round(CENTRE[0]) + _DX, round(CENTRE[1]) + _DY)  # the marker rides the camera's target
PLATE_RGBA = (16, 10, 4, 170)  # the translucent dark under each place name
EXIT_KEYS = {Button.LEFT: (-1.0, 0.0), Button.RIGHT: (1.0, 0.0)}  # d-pad -> the screen direction it walks
ARROW_AT = {Button.LEFT: (WINDOW.x + 12, MARKER_AT[1]), Button.RIGHT: (WINDOW.right - 12, MARKER_AT[1])}
TITLE_BAR = pygame.Rect(0, 0, 320, 15)  # the chapter's title and the starchips, over the map's top
CAPTION = pygame.Rect(4, 200, 312, 26)  # the thing to do under the cursor, over the map's foot
_FOOT = pygame.Rect(0, 228, 320, 12)  # the hints' row
OPEN_AREA = pygame.Rect(0, 15, 320, 170)  # the map between the title and the place-name panel: names go here
_LIST = pygame.Rect(8, 18, 304, 180)  # the overlay of every thing to do, with the story's progress
VEIL = (10, 6, 2, 190)  # the translucent dark under the texts laid over the map


def entry_line(camp, canvas: pygame.Surface, entry, r: pygame.Rect, tick: int | None = None) -> None:
    """Writes one thing to do on a row: its title, whom it duels and what kind of entry it is (``tick``:
    the cursor's row, whose long words scroll; others are cut after a word)."""
    f, ch = camp.ctx.font, camp.shown
    if entry == SHOP:
        f.draw(canvas, f"{ch.shop}: {SHOP_WORDS}", (r.x + 4, r.y + 1), frames.GOLD)
        return
    duel = ", ".join(camp.ctx.db.duelist_names[o] for o in entry.opponents[:3])
    more = "..." if len(entry.opponents) > 3 else ""
    draw_legible(canvas, f, entry.title, (r.x + 4, r.y + 1), 120, frames.INK, tick)
    draw_legible(canvas, f, duel + more if duel else "scene", (r.x + 128, r.y + 1), 112, frames.DIM, tick)
    kind = "STORY" if entry.required else "EVENT" if entry.event else "again" if entry.repeat and \
        is_done(camp.career.save, entry.id) else "optional"
    f.draw(canvas, kind, (r.right - 4, r.y + 1), frames.GOLD if entry.forced else frames.DIM, "right")


def paint_caption(camp, canvas: pygame.Surface) -> None:
    """The thing to do the cursor is on, and how many more there are, over the map's foot."""
    if not camp.entries:
        return
    canvas.blit(frames.veil(CAPTION.size, VEIL), CAPTION)
    pygame.draw.rect(canvas, (110, 80, 30), CAPTION, 1)
    row = pygame.Rect(CAPTION.x + 2, CAPTION.y + 2, CAPTION.w - 4, 12)
    entry_line(camp, canvas, camp.entries[camp.cursor.index], row, camp.rest.tick(camp.frame))
    n = len(camp.entries)
    camp.ctx.font.draw(canvas, f"{camp.cursor.index + 1}/{n} things to do", (row.x + 4, row.y + 12), frames.DIM)


def paint_list(camp, canvas: pygame.Surface) -> None:
    """The overlay: the story's progress and every thing to do (LIST_ROWS at a time)."""
    f, save = camp.ctx.font, camp.career.save
    canvas.blit(frames.veil(_LIST.size, (12, 8, 4, 220)), _LIST)
    pygame.draw.rect(canvas, (150, 110, 40), _LIST, 1)
    done, total = progress(camp.camp, save)
    status = (f"story {done}/{total}   beaten {len(save.defeated)}/38   "
              f"shrines {group_done(camp.camp, save, 'shrines')}/5   deck {len(save.deck)}/40")
    f.draw(canvas, status, (_LIST.x + 6, _LIST.y + 4), frames.WARN if len(save.deck) != 40 else frames.INK)
    if camp.career.dirty:
        f.draw(canvas, "not saved", (_LIST.right - 6, _LIST.y + 16), frames.DIM, "right")
    bar = pygame.Rect(_LIST.x + 6, _LIST.y + 16, 120, 5)
    pygame.draw.rect(canvas, (20, 20, 40), bar)
    pygame.draw.rect(canvas, frames.GOLD, (bar.x, bar.y, bar.w * done // max(total, 1), bar.h))
    rows = 12
    top = list_window(len(camp.entries), camp.cursor.index, rows, ahead=2)
    for row, entry in enumerate(camp.entries[top:top + rows]):
        r = pygame.Rect(_LIST.x + 4, _LIST.y + 26 + row * 12, _LIST.w - 8, 12)
        if top + row == camp.cursor.index:
            frames.highlight(canvas, r, camp.frame)
        entry_line(camp, canvas, entry, r, camp.rest.tick(camp.frame) if top + row == camp.cursor.index else None)
    lit = frames.CURSOR if (camp.frame // 20) % 2 == 0 else frames.GOLD
    x = _LIST.right - 3
    if top > 0:
        pygame.draw.polygon(canvas, lit, [(x - 4, _LIST.y + 30), (x + 4, _LIST.y + 30), (x, _LIST.y + 25)])
    if len(camp.entries) - top - rows > 0:
        b = _LIST.bottom
        pygame.draw.polygon(canvas, lit, [(x - 4, b - 8), (x + 4, b - 8), (x, b - 3)])


def paint_map(camp, canvas: pygame.Surface) -> None:
    f = camp.ctx.font
    here = camp.here
    if camp.view is None or not camp.place or camp.sight is None:
        canvas.blit(portraits.faded(here, WINDOW.size), WINDOW)
        return
    pose, arrows, plates, busy = camp.sight
    canvas.blit(camp.view.render(pose, _SRC), WINDOW, _SRC)
    canvas.set_clip(WINDOW)
    mx, my = MARKER_AT
    for spot, direction in arrows:  # the arrow on each side points at its exit
        face = camp.arrows[direction][(camp.frame // ARROW_HOLD) % ARROW_FRAMES]
        canvas.blit(face, face.get_rect(center=spot))
    for name, plate in plates:
        canvas.blit(frames.veil(plate.size, PLATE_RGBA), plate.topleft)
        draw_fitted(canvas, f, name, (plate.centerx, plate.y), 90, frames.INK if name in busy else frames.DIM,
                    "center")
    bob = abs((camp.frame // 4) % 8 - 4)
    face = camp.marker[(camp.frame // 3) % len(camp.marker)]
    canvas.blit(face, face.get_rect(midbottom=(mx, my - 2 - bob)))
    canvas.set_clip(None)
    panel = here_panel(camp)
    frames.panel(canvas, panel, (110, 40, 16), (50, 16, 8))
    draw_fitted(canvas, f, here, (panel.x + 6, panel.y + 2), 150, frames.GOLD)


def here_panel(camp) -> pygame.Rect:
    """Returns the place-name panel, over the caption at the map's bottom-left."""
    return pygame.Rect(CAPTION.x, CAPTION.y - 15, min(camp.ctx.font.width(camp.here), 150) + 12, 13)


def place_points(camp, pose) -> list[tuple[str, tuple[int, int]]]:
    """Returns where the places other than the marker's stand on the canvas for pose (the marker's
    own while it glides away from it), the ones behind the eye left out."""
    out = []
    for name in camp.view.points:
        if name == camp.place and camp.glide[2] == camp.glide[3]:
            continue
        pt = camp.view.project(pose, name)
        if pt is not None:
            out.append((name, (pt[0] + _DX, pt[1] + _DY)))
    return out


def name_plates(camp, pose, busy: set[str]) -> list[tuple[str, pygame.Rect]]:
    """Returns the place names' plates for pose: the places in sight (their plinth in the window, or
    at its very edge) named, the ones with something to do first, none over another, over the
    place-name panel or over the marker, all inside the map panel. Places out of sight are not
    named (an arrow still points to one with something to do): pushed in at the edge, their names
    piled up there."""
    f = camp.ctx.font
    marker = pygame.Rect(0, 0, 20, 28)  # the marker bobs up to 6 px over the camera's target
    marker.midbottom = MARKER_AT
    arrows = tuple(pygame.Rect(0, 0, 16, 16).move(ARROW_AT[b][0] - 8, ARROW_AT[b][1] - 8)
                   for b in camp.arrow_exits(pose))
    sight = OPEN_AREA.inflate(12, 12)
    points = sorted((p for p in place_points(camp, pose) if sight.collidepoint(p[1])), key=lambda p: p[0] not in busy)
    return place_plates([(name, xy, min(f.width(name), 90) + 4) for name, xy in points], WINDOW,
                        (here_panel(camp), marker, *arrows, TITLE_BAR, CAPTION, _FOOT))
