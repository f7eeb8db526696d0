"""Contact sheets of the monster figures, one per monster type, for the gallery and reviewers: every
figure of a type standing side by side under its id and name, so anyone can look for repeats; and one
sheet of a few monsters in their three poses (stand, strike, hit)."""

from __future__ import annotations

import pygame

from game.gfx.contact import grid
from game.gfx.figures import MonsterFigures, Pose, default_figures

_BG, _FLOOR, _INK = (40, 44, 58), (64, 70, 88), (240, 236, 220)
_COLS = 8


def _cell(figures: MonsterFigures, card: int, pose: Pose, label: str, font) -> pygame.Surface:
    w, h = figures.cell
    out = pygame.Surface((w, h + 10))
    out.fill(_BG)
    pygame.draw.ellipse(out, _FLOOR, (w // 2 - 30, figures.foot - 3, 60, 8))
    out.blit(figures.figure(card, pose), (0, 0))
    font.draw(out, font.fit(label, w - 2), (1, h + 1), _INK)
    return out


def figure_sheets(db, font, figures: MonsterFigures | None = None) -> list[tuple[str, pygame.Surface]]:
    """Returns (type name, sheet) for every monster type: its monsters' standing figures in id order."""
    from game.db.vocab import TYPE_NAMES

    figures = figures if figures is not None else default_figures()
    out = []
    for ctype, name in enumerate(TYPE_NAMES):
        ids = [c for c in figures.ids() if int(db.type[c]) == ctype]
        if not ids:
            continue
        w, h = figures.cell
        sheet, spots = grid(len(ids), (w + 2, h + 12), _COLS, 2, (12, 10, 16))
        for card, spot in zip(ids, spots):
            sheet.blit(_cell(figures, card, Pose.STAND, f"{card:03d} {db.names[card]}", font), spot)
        out.append((name, sheet))
    return out


def pose_sheet(db, font, cards: list[int], figures: MonsterFigures | None = None) -> pygame.Surface:
    """Returns the three poses of each of cards, a row each."""
    figures = figures if figures is not None else default_figures()
    w, h = figures.cell
    sheet, spots = grid(3 * len(cards), (w + 2, h + 12), 3, 2, (12, 10, 16))
    for i, card in enumerate(cards):
        for j, pose in enumerate(Pose):
            sheet.blit(_cell(figures, card, pose, f"{card:03d} {pose.value}", font), spots[3 * i + j])
    return sheet
