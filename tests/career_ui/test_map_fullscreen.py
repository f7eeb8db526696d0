"""Issue 33: the world map fills the screen (presentation.md §3) and the list of things to do is an
overlay the player opens with Triangle, not a permanent half of the screen."""

from __future__ import annotations

import numpy as np
import pygame
from support.harness import drawn_at

from game.scenes.career.campaign_map import CampaignScene

from .careerkit import campaign_save


def _terrain_rows(app) -> float:
    """Returns the share of the canvas's rows (above the hints) whose middle column is not the menus'
    backdrop blue-black: the map's terrain or sea."""
    px = pygame.surfarray.array3d(app.canvas)[:, :228]
    return float((px.max(axis=2)[160] > 24).mean())


def test_the_map_fills_the_screen_and_triangle_opens_the_list_over_it(game, db):
    game.open_slot(campaign_save(db, "opening"))
    camp = game.top
    assert isinstance(camp, CampaignScene)
    game.run(60)
    texts = [t for t, _, _ in drawn_at(game.app)]
    assert _terrain_rows(game.app) > 0.9  # the terrain from the title down to the hints
    first = camp.entries[camp.cursor.index]
    assert first.title in texts and "PROGRESS" not in texts  # the thing to do under the cursor, no side panel
    others = [e.title for e in camp.entries[1:] if e != "shop"]
    assert not any(t in texts for t in others)  # the list is not on the map
    game.tap("triangle")
    assert camp.listing
    texts = [t for t, _, _ in drawn_at(game.app)]
    shown = [o for o in others if o in texts]  # (a title too long for its column is squeezed, not written)
    assert len(shown) >= len(others) - 1 >= 3  # every thing to do, over the map
    game.tap("down")
    assert camp.cursor.index == 1 and camp.listing
    game.tap("circle")  # back closes the overlay, the map stays
    assert not camp.listing and game.top is camp
    game.tap("triangle", "triangle")
    assert not camp.listing and game.top is camp
    before = np.array(pygame.surfarray.array3d(game.app.canvas))
    game.tap("up")  # the d-pad still walks the things to do on the map, the marker with it
    assert camp.cursor.index == 0 and not np.array_equal(before, pygame.surfarray.array3d(game.app.canvas))
