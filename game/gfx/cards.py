"""Card faces at hand/field size (40x56) and at detail size (112x160), drawn from the card tables.

Faces are built on first use and kept in memory (a few hundred small surfaces at most); nothing
is written to disk. The pictures come from the card-art atlases (game.gfx.card_art): the hand face
shows the 40x32 thumbnail, the detail face the full 102x96 art. Type, attribute and guardian star
are shown as lettered/shaped badges from sprites/icons.png, so they never rely on colour alone.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.db.vocab import STAR_NAMES, TYPE_NAMES, Kind
from game.gfx.card_art import CardArt, default_card_art
from game.gfx.card_text import draw_fitted, fit_name
from game.gfx.font import LINE_H

SMALL = (40, 56)
DETAIL = (112, 160)
BADGE_W, BADGE_H = 15, 11
NAME_W = 100  # the detail face's name line, in pixels
STAR_NAME_W = (38, 35)  # room for each guardian star's name on the detail face, inside the frame
_FRAME = {Kind.MONSTER: ((196, 140, 60), (110, 70, 20)), Kind.MAGIC: ((40, 160, 120), (10, 70, 50)),
          Kind.FIELD: ((40, 160, 120), (10, 70, 50)), Kind.EQUIP: ((40, 160, 120), (10, 70, 50)),
          Kind.RITUAL: ((70, 110, 210), (20, 40, 110)), Kind.TRAP: ((190, 60, 150), (80, 10, 60))}
_KIND_LABEL = {Kind.MAGIC: "MAGIC", Kind.FIELD: "FIELD", Kind.EQUIP: "EQUIP", Kind.RITUAL: "RITUAL",
               Kind.TRAP: "TRAP"}
_ATK = (248, 216, 96)
_DEF = (150, 200, 255)


class Icons:
    """The badge sheet: row 0 types, row 1 attributes, row 2 guardian stars."""

    def __init__(self, sheet: pygame.Surface) -> None:
        self.sheet = sheet

    def type_badge(self, ctype: int) -> pygame.Surface:
        """Returns the lettered badge of a type (0-23)."""
        return self.sheet.subsurface((ctype * BADGE_W, 0, BADGE_W, BADGE_H))

    def attribute_badge(self, attribute: int) -> pygame.Surface:
        """Returns the lettered rounded tab of an attribute (0-7)."""
        return self.sheet.subsurface((attribute * BADGE_W, BADGE_H, BADGE_W, BADGE_H))

    def star(self, star: int) -> pygame.Surface:
        """Returns the symbol of guardian star code 1-10."""
        return self.sheet.subsurface(((star - 1) * BADGE_W, 2 * BADGE_H, BADGE_W, BADGE_H))


def card_frame(size: tuple[int, int], light, dark, rim: int = 1, edge=(16, 12, 8)) -> pygame.Surface:
    """Returns a card's blank face: filled dark, a light rim rim pixels wide inside a one-pixel edge."""
    surf = pygame.Surface(size)
    surf.fill(dark)
    pygame.draw.rect(surf, light, surf.get_rect().inflate(-2, -2), rim)
    pygame.draw.rect(surf, edge, surf.get_rect(), 1)
    return surf


def load_icons(sprites_dir: Path) -> Icons:
    """Returns the icon sheet read from sprites_dir/icons.png."""
    return Icons(pygame.image.load(str(sprites_dir / "icons.png")))


class CardPainter:
    """Draws and caches card faces; one per app."""

    def __init__(self, db, font, icons: Icons, art: CardArt | None = None) -> None:
        self.db, self.font, self.icons = db, font, icons
        self.art = art if art is not None else default_card_art()
        self._small: dict[int, pygame.Surface] = {}
        self._detail: dict[int, pygame.Surface] = {}
        self._back: pygame.Surface | None = None

    def small(self, card: int) -> pygame.Surface:
        """Returns the 40x56 face used in the hand and on the field."""
        face = self._small.get(card)
        if face is None:
            face = self._small[card] = self._draw_small(card)
        return face

    def detail(self, card: int) -> pygame.Surface:
        """Returns the 112x160 face of the detail view."""
        face = self._detail.get(card)
        if face is None:
            face = self._detail[card] = self._draw_detail(card)
        return face

    def detail_stats(self, card: int, atk: int, def_: int) -> pygame.Surface:
        """Returns the detail face of a monster with its ATK/DEF row showing the given values (a
        battle's effective ones), so the big card never shows a number its plaque does not."""
        base = self.detail(card)
        db = self.db
        if not db.is_monster(card) or (atk, def_) == (int(db.atk[card]), int(db.def_[card])):
            return base
        surf = base.copy()
        surf.fill((24, 20, 16), (24, 137, 30, 9))
        surf.fill((24, 20, 16), (78, 137, 28, 9))
        self.font.draw(surf, str(atk), (54, 137), _ATK, "right")
        self.font.draw(surf, str(def_), (105, 137), _DEF, "right")
        return surf

    def back(self) -> pygame.Surface:
        """Returns the card back (face-down cards and decks)."""
        if self._back is None:
            self._back = _draw_back()
        return self._back

    def _frame(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        light, dark = _FRAME.get(Kind(int(self.db.kind[card])), ((150, 150, 150), (60, 60, 60)))
        return card_frame(size, light, dark)

    def _draw_small(self, card: int) -> pygame.Surface:
        surf = self._frame(card, SMALL)
        surf.blit(self.art.thumb(card), (3, 3), (3, 0, 34, 32))  # the 40x32 thumbnail, edges under the frame
        pygame.draw.rect(surf, (16, 12, 8), (2, 2, 36, 34), 1)
        f = self.font
        if self.db.is_monster(card):
            f.draw(surf, "A", (3, 37), (170, 150, 110), shadow=False)
            f.draw(surf, str(int(self.db.atk[card])), (37, 37), _ATK, "right")
            f.draw(surf, "D", (3, 46), (170, 150, 110), shadow=False)
            f.draw(surf, str(int(self.db.def_[card])), (37, 46), _DEF, "right")
        else:
            label = _KIND_LABEL.get(Kind(int(self.db.kind[card])), "")
            f.draw(surf, f.fit(label, 36), (20, 42), (240, 240, 240), "center")
        return surf

    def _draw_detail(self, card: int) -> pygame.Surface:
        db, f, icons = self.db, self.font, self.icons
        surf = self._frame(card, DETAIL)
        name = fit_name(f, db.names[card], NAME_W)
        # A long name takes two lines over the top of the picture, as wide as the card, never cut.
        top = 12 + LINE_H * (len(name) - 1)
        surf.blit(self.art.big(card), (5, 4 + top), (0, top - 12, 102, 108 - top))  # the 102x96 picture
        surf.fill((24, 20, 16), (4, 3, 104, top))
        for i, line in enumerate(name):
            draw_fitted(surf, f, line, (6, 5 + i * (LINE_H - 1)), NAME_W, (255, 255, 255))
        pygame.draw.rect(surf, (16, 12, 8), (4, 3 + top, 104, 110 - top), 1)
        ctype, attr = int(db.type[card]), int(db.attribute[card])
        surf.fill((24, 20, 16), (4, 114, 104, 43))
        x = 6
        if db.is_monster(card):
            surf.blit(icons.attribute_badge(attr), (x, 115))
            x += 16
        surf.blit(icons.type_badge(ctype), (x, 115))
        draw_fitted(surf, f, TYPE_NAMES[ctype], (x + 17, 117), 100 - x - 12, (230, 230, 230))
        f.draw(surf, f"#{card:03d}", (105, 128), (150, 140, 120), "right")
        if db.is_monster(card):
            level = int(db.level[card])
            step = 7 if level <= 10 else 6  # twelve stars still clear the card number
            for i in range(level):
                _level_star(surf, 7 + i * step, 128)
            f.draw(surf, "ATK", (6, 137), (170, 150, 110))
            f.draw(surf, str(int(db.atk[card])), (54, 137), _ATK, "right")
            f.draw(surf, "DEF", (60, 137), (170, 150, 110))
            f.draw(surf, str(int(db.def_[card])), (105, 137), _DEF, "right")
            for i, star in enumerate((int(db.star1[card]), int(db.star2[card]))):
                if star:
                    x = 6 + i * 52
                    surf.blit(icons.star(star), (x - 2, 146))
                    draw_fitted(surf, f, STAR_NAMES[star], (x + 12, 148), STAR_NAME_W[i], (230, 230, 230))
        else:
            f.draw(surf, _KIND_LABEL.get(Kind(int(db.kind[card])), ""), (56, 140), (240, 240, 240), "center")
        return surf


# --- helpers -------------------------------------------------------------------------------

def _level_star(surf: pygame.Surface, x: int, y: int) -> None:
    pts = [(x + 3, y), (x + 4, y + 2), (x + 6, y + 2), (x + 5, y + 4), (x + 6, y + 6), (x + 3, y + 5),
           (x, y + 6), (x + 1, y + 4), (x, y + 2), (x + 2, y + 2)]
    pygame.draw.polygon(surf, (240, 180, 40), pts)
    pygame.draw.polygon(surf, (120, 60, 0), pts, 1)


def _draw_back() -> pygame.Surface:
    surf = pygame.Surface(SMALL)
    surf.fill((90, 50, 20))
    pygame.draw.rect(surf, (16, 12, 8), surf.get_rect(), 1)
    pygame.draw.rect(surf, (200, 150, 70), surf.get_rect().inflate(-4, -4), 1)
    cx, cy = SMALL[0] // 2, SMALL[1] // 2
    pygame.draw.ellipse(surf, (30, 20, 10), (cx - 12, cy - 16, 24, 32))
    pygame.draw.ellipse(surf, (220, 170, 80), (cx - 12, cy - 16, 24, 32), 1)
    pygame.draw.polygon(surf, (220, 170, 80), [(cx, cy - 8), (cx + 6, cy + 6), (cx - 6, cy + 6)], 1)
    surf.fill((230, 230, 230), (cx - 1, cy + 1, 2, 2))
    return surf
