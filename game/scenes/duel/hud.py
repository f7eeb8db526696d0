"""The duel HUD as the original composes it (presentation.md §5): the FIELD box top-left, the LP
panel top-right, the hand of five over the card bar with its one-line info strip, and the cursors.

Everything takes an offset so the battle can slide the boxes out and back (§6 Battle 1).
"""

from __future__ import annotations

import pygame

from game.db.vocab import Kind
from game.gfx import frames
from game.gfx.card_text import draw_fitted, tight_width
from game.gfx.duel_art import KIND_WORD, shield, sword

FIELD_BOX = pygame.Rect(12, 22, 60, 27)
LP_PANEL = pygame.Rect(236, 14, 78, 47)
HAND_X, HAND_STEP, HAND_Y, RAISE = 14, 60, 146, 4
BAR = pygame.Rect(0, 174, 320, 66)
STRIP = pygame.Rect(0, 208, 320, 20)
# Terrain names in the player's words (vocab order: Normal, Forest, Wasteland, Mountain, Sogen, Umi, Yami).
TERRAIN_WORDS = ("NORMAL", "FOREST", "WASTELAND", "MOUNTAIN", "MEADOW", "SEA", "DARK")
LIT, DIMMED = (248, 240, 200), (112, 108, 96)
RED = (232, 40, 40)
_BAR_TOP, _BAR_BOTTOM = (56, 40, 24), (20, 12, 8)
PLATE_TOP, PLATE_BOTTOM = (70, 52, 24), (28, 18, 6)  # the brown/gold HUD plate's gradient
RIM = (200, 160, 70)  # its gold edge, and the card bar's top line


def plate(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """Draws the HUD's brown plate with its gold rim (FIELD box, LP panel, star box, rank badges)."""
    frames.panel(canvas, rect, PLATE_TOP, PLATE_BOTTOM)
    pygame.draw.rect(canvas, RIM, rect, 1)


def hand_pos(i: int, raised: bool = False) -> tuple[int, int]:
    """Returns the top-left of hand slot i (a marked card sits 4 px higher)."""
    return HAND_X + HAND_STEP * i, HAND_Y - (RAISE if raised else 0)


INFO_NAME_W = (246, 188)  # the info strip's name: a non-monster's, a monster's (left of ATK/DEF)
LABEL_W = LP_PANEL.w - 33  # a side's name in the LP panel, left of its LP
_TITLES = ("High Mage ", "Guardian ", "Duel Master ")


def panel_name(f, name: str, width: int) -> str:
    """Returns the opponent's name as the LP panel shows it: whole when it fits (letters tightened),
    else without its title ("High Mage Secmeton" -> "Secmeton"), else its first word."""
    bare = next((name[len(t):] for t in _TITLES if name.startswith(t) and len(name) > len(t)), name)
    for text in (name, bare, bare.split()[0] if bare.split() else bare):
        if tight_width(f, text) <= width:
            return text
    return bare


FIELD_BOX_LOW = FIELD_BOX.move(0, BAR.y + 5 - FIELD_BOX.y)  # in the card bar, while the hand is put away


def paint_field_box(canvas: pygame.Surface, f, terrain: int, dx: int = 0, low: bool = False) -> None:
    """Draws the FIELD box naming the current terrain (``low``: in the empty card bar, clear of the board's
    far row in the top-down view)."""
    r = (FIELD_BOX_LOW if low else FIELD_BOX).move(dx, 0)
    plate(canvas, r)
    f.draw(canvas, "FIELD", (r.x + 4, r.y + 2), (200, 168, 96))
    word = TERRAIN_WORDS[int(terrain) % len(TERRAIN_WORDS)]
    f.draw(canvas, word, (r.centerx, r.y + 14), LIT, "center")


def paint_lp_panel(canvas: pygame.Surface, f, lp: list[int], decks: list[int], active: int,
                   labels: tuple[str, str], dx: int = 0) -> None:
    """Draws both sides' LP and deck counts, the side whose turn it is lit, the other dimmed."""
    r = LP_PANEL.move(dx, 0)
    plate(canvas, r)
    pygame.draw.line(canvas, RIM, (r.x + 2, r.centery), (r.right - 3, r.centery))
    for side, name_y, deck_y in ((1, r.y + 3, r.y + 13), (0, r.bottom - 12, r.centery + 2)):
        colour = LIT if active == side else DIMMED
        lp_w = max(f.width("8888"), f.width(str(int(lp[side]))))  # a tag team's 16000 is wider
        name_w = min(LABEL_W, r.w - lp_w - 10)
        draw_fitted(canvas, f, panel_name(f, labels[side], name_w), (r.x + 4, name_y), name_w, colour)
        f.draw(canvas, str(max(0, int(lp[side]))), (r.right - 4, name_y), colour, "right")
        _deck_icon(canvas, r.right - 24, deck_y, colour)
        f.draw(canvas, f"{max(decks[side], 0):02d}", (r.right - 4, deck_y), colour, "right")


def paint_bar(canvas: pygame.Surface, dy: int = 0) -> None:
    """Draws the card bar under the hand and its dark info strip."""
    bar = BAR.move(0, dy)
    canvas.blit(frames.gradient(bar.size, _BAR_TOP, _BAR_BOTTOM), bar)
    pygame.draw.line(canvas, RIM, bar.topleft, (bar.right, bar.top))
    strip = STRIP.move(0, dy)
    canvas.fill((8, 6, 4), strip)
    pygame.draw.line(canvas, (120, 90, 40), strip.topleft, (strip.right, strip.top))
    pygame.draw.line(canvas, (120, 90, 40), (0, strip.bottom), (strip.right, strip.bottom))


def paint_info(canvas: pygame.Surface, ctx, card: int, stats: tuple[int, int] | None = None,
               label: str = "", dy: int = 0) -> None:
    """Draws the one-line info strip: name, ATK/DEF with icons, type icon and both guardian stars;
    a non-monster shows its kind word instead. ``card`` -1 is a face-down card the player may not see.
    """
    db, f, icons = ctx.db, ctx.font, ctx.cards.icons
    y = STRIP.y + 4 + dy
    if card == 0:
        return
    if card < 0:
        f.draw(canvas, "FACE-DOWN CARD", (16, y), DIMMED)
        return
    name = (label + " " if label else "") + db.names[card]
    monster = db.is_monster(card)
    draw_fitted(canvas, f, name, (16, y), INFO_NAME_W[monster], LIT)
    if monster:
        atk, dfd = stats if stats is not None else (int(db.atk[card]), int(db.def_[card]))
        sword(canvas, 208, y - 2)
        shield(canvas, 208, y + 6)
        f.draw(canvas, str(atk), (246, y - 3), (248, 232, 160), "right")
        f.draw(canvas, str(dfd), (246, y + 5), (184, 216, 255), "right")
        canvas.blit(icons.type_badge(int(db.type[card])), (252, y - 1))
        for i, star in enumerate((int(db.star1[card]), int(db.star2[card]))):
            if star:
                canvas.blit(icons.star(star), (272 + 18 * i, y - 1))
    else:
        word = KIND_WORD.get(Kind(int(db.kind[card])), "")
        f.draw(canvas, word, (312, y), (200, 220, 200), "right")


HINT_W = 308  # the prompt line under the info strip, in pixels


def pick(f, wordings: str | tuple[str, ...], width: int) -> str:
    """Returns the first wording that fits width pixels (the last, shortest one otherwise)."""
    if isinstance(wordings, str):
        return wordings
    for text in wordings:
        if f.width(text) <= width:
            return text
    return wordings[-1] if wordings else ""


def clear_hint(canvas: pygame.Surface, dy: int = 0) -> None:
    """Repaints the card bar under the prompt line, so another line can take its place."""
    top = STRIP.bottom + 1
    canvas.blit(frames.gradient(BAR.size, _BAR_TOP, _BAR_BOTTOM), (0, top + dy), (0, top - BAR.y, BAR.w, BAR.bottom - top))


def paint_hint(canvas: pygame.Surface, f, text: str | tuple[str, ...], dy: int = 0, colour=(176, 160, 128)) -> None:
    """Draws the prompt line under the info strip: the longest of its wordings that fits."""
    text = pick(f, text, HINT_W)
    if text:
        f.draw(canvas, text, (6, STRIP.bottom + 1 + dy), colour)


def paint_hand_cursor(canvas: pygame.Surface, slot: int, frame: int, dy: int = 0) -> None:
    """Draws the red 16x16 hand cursor pointing at slot's card."""
    x, y = 6 + HAND_STEP * slot + ((frame // 8) % 2), 186 + dy
    pts = [(x, y + 4), (x + 8, y + 4), (x + 8, y), (x + 15, y + 7), (x + 8, y + 14), (x + 8, y + 10), (x, y + 10)]
    pygame.draw.polygon(canvas, RED, pts)
    pygame.draw.polygon(canvas, (60, 0, 0), pts, 1)


MARK_RING, MARK_INK = (248, 216, 96), (255, 244, 200)  # the player's own fusion-order marks


def paint_badge(canvas: pygame.Surface, f, x: int, y: int, n: int, ring=MARK_RING, ink=MARK_INK) -> None:
    """Draws the round 16x16 fusion-order badge at a card's top-left (x, y): the player's marks in gold,
    the fusion hint's in its own colour, one shape and place for both."""
    r = pygame.Rect(x - 2, y - 2, 16, 16)
    pygame.draw.ellipse(canvas, (20, 12, 4), r)
    pygame.draw.ellipse(canvas, ring, r, 2)
    f.draw(canvas, str(n), (r.centerx + 1, r.y + 3), ink, "center")


def zone_frame(canvas: pygame.Surface, corners: list[tuple[int, int]], colour, piece: int = 8, width: int = 2) -> None:
    """Draws the field cursor: corner pieces 8 px long round a zone's screen outline."""
    if len(corners) != 4:
        return
    for i, (x, y) in enumerate(corners):
        for j in ((i + 1) % 4, (i + 3) % 4):
            nx, ny = corners[j]
            d = max(1.0, ((nx - x) ** 2 + (ny - y) ** 2) ** 0.5)
            k = min(1.0, piece / d)
            pygame.draw.line(canvas, colour, (x, y), (round(x + (nx - x) * k), round(y + (ny - y) * k)), width)


def _deck_icon(canvas: pygame.Surface, x: int, y: int, colour) -> None:
    pygame.draw.rect(canvas, (90, 50, 20), (x, y, 6, 8))
    pygame.draw.rect(canvas, colour, (x, y, 6, 8), 1)
