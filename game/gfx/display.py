"""The OS window: shows the 320x240 canvas at a whole-number scale, letterboxed, with optional scanlines.

The window may be any size (resized by the player, or fullscreen); the canvas is always drawn at
the largest integer factor that fits and centred on black, so pixels stay square and crisp.
"""

from __future__ import annotations

import pygame

CANVAS_SIZE = (320, 240)
_SCANLINE_SHADE = (176, 176, 176)


class Display:
    """Owns the window surface; the app calls ``present(canvas)`` once per loop."""

    def __init__(self, scale: int, fullscreen: bool, scanlines: bool) -> None:
        self.scale = scale
        self.fullscreen = fullscreen
        self.scanlines = scanlines
        self._window: pygame.Surface | None = None
        self._scan: pygame.Surface | None = None
        self._dest = pygame.Rect(0, 0, 0, 0)

    def open(self) -> None:
        """Creates (or re-creates) the window for the current scale and fullscreen setting."""
        if self.fullscreen:
            self._window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            w, h = CANVAS_SIZE
            self._window = pygame.display.set_mode((w * self.scale, h * self.scale), pygame.RESIZABLE)
        pygame.display.set_caption("fmduel - Forbidden Memories")
        self._layout()

    def toggle_fullscreen(self) -> None:
        """Switches between a window at the configured scale and fullscreen."""
        self.fullscreen = not self.fullscreen
        self.open()

    def set_scale(self, scale: int) -> None:
        """Resizes the window to scale x the canvas (kept for later if fullscreen)."""
        self.scale = scale
        if not self.fullscreen:
            self.open()

    def resized(self) -> None:
        """Re-reads the window surface after the player resized the window."""
        self._window = pygame.display.get_surface()
        self._layout()

    def present(self, canvas: pygame.Surface) -> None:
        """Scales canvas into the window at the integer factor that fits, then flips."""
        window = pygame.display.get_surface()
        if window is not self._window or window.get_size() != self._window_size:
            self._window = window
            self._layout()
        assert self._window is not None
        if self._dest.size == CANVAS_SIZE:
            self._window.blit(canvas, self._dest)
        else:
            pygame.transform.scale(canvas, self._dest.size, self._window.subsurface(self._dest))
        if self.scanlines and self._dest.w >= CANVAS_SIZE[0] * 2:
            self._window.blit(self._scan_overlay(), self._dest, special_flags=pygame.BLEND_MULT)
        pygame.display.flip()

    @property
    def factor(self) -> int:
        """Returns the integer factor the canvas is shown at."""
        return self._dest.w // CANVAS_SIZE[0] if self._dest.w else self.scale

    def _layout(self) -> None:
        assert self._window is not None
        ww, wh = self._window_size = self._window.get_size()
        k = max(1, min(ww // CANVAS_SIZE[0], wh // CANVAS_SIZE[1]))
        size = (CANVAS_SIZE[0] * k, CANVAS_SIZE[1] * k)
        self._dest = pygame.Rect(((ww - size[0]) // 2, (wh - size[1]) // 2), size)
        self._window.fill((0, 0, 0))
        self._scan = None

    def _scan_overlay(self) -> pygame.Surface:
        if self._scan is None or self._scan.get_size() != self._dest.size:
            k = self._dest.w // CANVAS_SIZE[0]
            self._scan = pygame.Surface(self._dest.size)
            self._scan.fill((255, 255, 255))
            for y in range(k - 1, self._dest.h, k):
                self._scan.fill(_SCANLINE_SHADE, (0, y, self._dest.w, 1))
        return self._scan
