"""Portraits and backdrops on the career screens, checked on the real app's canvas (dummy driver).

Saves artifacts/screens/career-portraits-*.png for review.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pygame
from support.saves import DECK

from game.career.model import new_save
from game.gfx import portraits as P
from game.scenes.career.freeduel import COLS, FACE, GRID, PITCH, FreeDuelGridScene
from game.scenes.career.story import StoryScene


def _region(surface: pygame.Surface, rect: pygame.Rect) -> np.ndarray:
    return pygame.surfarray.array3d(surface.subsurface(rect)).astype(np.int32)


def _cell(cell: int, top_row: int = 0) -> pygame.Rect:
    col, row = cell % COLS, cell // COLS - top_row
    return pygame.Rect(GRID.x + col * PITCH + 2, GRID.y + row * PITCH + 2, FACE, FACE)


def test_free_duel_grid_shows_faces_of_beaten_duelists_and_leaves_the_rest_empty(game, saves):
    save = replace(new_save("REX", 9, DECK), defeated=frozenset({1, 7, 15}), unlocked=frozenset({1, 7, 15}))
    game.open_slot(save, "Free Duel")
    grid = game.top
    assert isinstance(grid, FreeDuelGridScene)
    game.tap("cross")  # SELECT OPPONENT!
    game.tap(*["down"] * 7)  # the view scrolls through all eight rows
    for top_row, cells in ((5, range(25, 40)), (0, range(1, 15))):
        game.tap(*["up"] * (7 if top_row == 0 else 0))
        assert grid.top_row == top_row
        game.run(10)
        canvas = game.app.canvas
        for cell in cells:
            shown = _region(canvas, _cell(cell, top_row))
            if cell in (1, 7, 15, 39):  # 39 is always open (R15.9)
                face = pygame.surfarray.array3d(P.portrait(cell)).astype(np.int32)
                assert np.abs(shown - face).mean() < 3, f"cell {cell}"
            else:  # not yet beaten: an empty cell, no face and no silhouette
                plain = (shown == shown[24, 24]).all(axis=2).mean()  # the cursor's sparkles may cross it
                assert plain > 0.97, f"cell {cell}"
    game.shot("career-portraits-free-duel")


def test_story_scene_draws_its_place_and_the_speakers_portrait(game, db):
    from game.career.campaign import load_campaign

    camp = load_campaign(db)
    stage = camp.stage("opening")  # Prince's Room; its third line is Simon's
    lines = stage.beats[0].lines
    game.app.stack.push(StoryScene(stage, lines, lambda: None, camp.speakers))
    game.run(3)
    game.tap("cross", "cross", "cross")  # finish line 1, go to 2, finish it
    game.tap("cross")  # line 3: "Simon: ..."
    game.run(40)
    canvas = game.app.canvas
    sky = pygame.Rect(150, 40, 160, 100)  # right of the place label, above the dialogue box
    here = pygame.surfarray.array3d(P.backdrop("Prince's Room").subsurface(sky)).astype(np.int32)
    elsewhere = pygame.surfarray.array3d(P.backdrop("Sea Shrine").subsurface(sky)).astype(np.int32)
    shown = _region(canvas, sky)
    assert np.abs(shown - here).mean() < 2 < np.abs(shown - elsewhere).mean()
    face = pygame.surfarray.array3d(P.portrait(1)).astype(np.int32)
    assert np.abs(_region(canvas, pygame.Rect(16, 162, 48, 48)) - face).mean() < 2
    game.shot("career-portraits-story")
    game.tap("cross")  # line 4 is narration about the prince: the player's face
    game.run(60)
    player = pygame.surfarray.array3d(P.portrait(P.PLAYER)).astype(np.int32)
    assert np.abs(_region(canvas, pygame.Rect(16, 162, 48, 48)) - player).mean() < 2
