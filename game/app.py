"""The minimal window: a 320x240 canvas scaled x3 that shows the title frame until the player quits.

The game-shell work replaces this with the scene stack; until then it proves the install, the
data load and the display path, and quits on Escape, Start (Enter) or the window's close button.
"""

from __future__ import annotations

import os

from game.db import CardDB

LOGICAL_SIZE = (320, 240)
SCALE = 3
FPS = 60


def run_app(db: CardDB, max_frames: int = 0) -> int:
    """Runs the window loop; returns 0 when the player quits (or after max_frames frames)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    try:
        window = pygame.display.set_mode((LOGICAL_SIZE[0] * SCALE, LOGICAL_SIZE[1] * SCALE))
        pygame.display.set_caption("fmduel")
        canvas = pygame.Surface(LOGICAL_SIZE)
        font = pygame.font.Font(None, 16)
        clock = pygame.time.Clock()
        frame = 0
        running = True
        while running:
            for event in pygame.event.get():
                if event.type == pygame.QUIT:
                    running = False
                elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
                    running = False
            _draw_title(canvas, font, db, frame)
            pygame.transform.scale(canvas, window.get_size(), window)
            pygame.display.flip()
            clock.tick(FPS)
            frame += 1
            if max_frames and frame >= max_frames:
                running = False
    finally:
        pygame.quit()
    return 0


def _draw_title(canvas, font, db: CardDB, frame: int) -> None:
    canvas.fill((8, 12, 40))
    title = font.render("FMDUEL", False, (240, 220, 120))
    canvas.blit(title, title.get_rect(center=(160, 100)))
    sub = font.render(f"{len(db.names) - 1} cards loaded", False, (160, 170, 220))
    canvas.blit(sub, sub.get_rect(center=(160, 130)))
    if (frame // 30) % 2 == 0:
        prompt = font.render("PRESS START", False, (255, 255, 255))
        canvas.blit(prompt, prompt.get_rect(center=(160, 180)))
