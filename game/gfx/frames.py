"""PSX-style window frames, gradients and the shared palette of the menus.

The original's menus are deep-blue gradient panels with a bright bevelled rim; these helpers give
every screen the same look. Gradients are cached per size, so drawing a frame is a few blits.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

INK = (240, 240, 248)
DIM = (128, 132, 156)
GOLD = (248, 216, 96)
CURSOR = (255, 248, 200)
WARN = (248, 112, 96)
RIM_LIGHT = (200, 208, 240)
RIM_DARK = (24, 24, 56)
PANEL_TOP = (40, 56, 152)
PANEL_BOTTOM = (8, 12, 56)

def gradient(size: tuple[int, int], top, bottom, horizontal: bool = False) -> pygame.Surface:
    """Returns a surface shading from top to bottom (or left to right); cached, so treat it as read-only."""
    return _gradient(tuple(size), tuple(top), tuple(bottom), horizontal)


@lru_cache(maxsize=256)
def _gradient(size: tuple[int, int], top: tuple, bottom: tuple, horizontal: bool) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size)
    steps = w if horizontal else h
    for i in range(max(steps, 1)):
        t = i / max(steps - 1, 1)
        c = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom))
        surf.fill(c, (i, 0, 1, h) if horizontal else (0, i, w, 1))
    return surf


def veil(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """Returns a see-through surface of one colour (a dimmed background, a dark name plate).

    Cached like the gradients, so a screen that dims every frame builds it once; treat it as read-only.
    """
    return _veil(tuple(size), tuple(rgba))


@lru_cache(maxsize=64)
def _veil(size: tuple[int, int], rgba: tuple) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill(rgba)
    return surf


def panel(surface: pygame.Surface, rect: pygame.Rect, top=PANEL_TOP, bottom=PANEL_BOTTOM) -> None:
    """Draws a bevelled gradient window, the frame every menu and dialog sits in."""
    rect = pygame.Rect(rect)
    surface.blit(gradient(rect.size, top, bottom), rect)
    pygame.draw.rect(surface, RIM_DARK, rect, 1)
    inner = rect.inflate(-2, -2)
    pygame.draw.line(surface, RIM_LIGHT, inner.topleft, (inner.right - 1, inner.top))
    pygame.draw.line(surface, RIM_LIGHT, inner.topleft, (inner.left, inner.bottom - 1))
    rim_low = (96, 104, 168)
    pygame.draw.line(surface, rim_low, (inner.left, inner.bottom - 1), (inner.right - 1, inner.bottom - 1))
    pygame.draw.line(surface, rim_low, (inner.right - 1, inner.top), (inner.right - 1, inner.bottom - 1))
    for corner in (rect.topleft, (rect.right - 1, rect.top), (rect.left, rect.bottom - 1),
                   (rect.right - 1, rect.bottom - 1)):
        surface.set_at(corner, (0, 0, 0))


def highlight(surface: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
    """Draws the pulsing selection bar behind a menu row; frame drives the pulse."""
    phase = abs((frame % 40) - 20) / 20
    top = tuple(round(v) for v in (56 + 40 * phase, 64 + 40 * phase, 176 + 30 * phase))
    surface.blit(gradient((rect.w, rect.h), top, (20, 28, 100), horizontal=True), rect)
    pygame.draw.rect(surface, CURSOR, rect, 1)


def backdrop(surface: pygame.Surface, frame: int) -> None:
    """Draws the slow-moving diagonal-stripe background shared by the menu screens."""
    surface.blit(gradient(surface.get_size(), (16, 8, 48), (0, 0, 16)), (0, 0))
    off = (frame // 2) % 32
    for x in range(-240, 352, 32):
        pygame.draw.line(surface, (28, 20, 72), (x + off, 240), (x + off + 240, 0), 6)
