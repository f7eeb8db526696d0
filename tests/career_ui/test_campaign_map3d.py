"""The campaign map as the original's (presentation.md §3, issue 23), through the pad: our terrain on
the duel board's renderer under an orbiting camera, the marker on the chosen place, a place-name
panel, and camera and marker gliding to the next place when the cursor moves there."""

from __future__ import annotations

import math

from game.gfx.map3d import place_world
from game.scenes.career.campaign_map import CampaignScene

from .careerkit import campaign_save


def test_the_map_orbits_glides_to_the_next_place_and_names_it(game, saves, db):
    game.open_slot(campaign_save(db, "opening"))
    camp = game.top
    assert isinstance(camp, CampaignScene) and camp.view is not None
    start = camp.here
    assert camp.place == start and start in [t for t, _ in game.drawn()]  # the place-name panel
    renders = camp.view.renders
    game.run(30)
    assert camp.view.renders > renders  # the camera keeps orbiting
    places = [getattr(e, "location", None) for e in camp.entries]
    target = next(i for i, p in enumerate(places) if p and p != start)
    game.tap(*["down"] * (target - camp.cursor.index))
    assert camp.here == places[target] != start
    goal = place_world(*camp.view.points[camp.here])
    _, to, _, n = camp.glide
    assert to == goal and n >= 8
    game.run(n)
    assert math.dist(camp.camera_target(), goal) < 1e-6  # arrived after the glide's steps
    game.shot("campaign-map3d")


def test_the_glide_takes_the_ways_own_steps(game, saves, db):
    game.open_slot(campaign_save(db, "opening"))
    camp = game.top
    start = camp.camera_target()
    places = [getattr(e, "location", None) for e in camp.entries]
    target = next(i for i, p in enumerate(places) if p and p != camp.here)
    for _ in range(target - camp.cursor.index):
        game.pad.press("down")
        game.run(1)
        game.pad.release("down")
        game.run(1)
    seen = []
    for _ in range(45):
        seen.append(camp.camera_target())
        game.run(1)
    _, goal, _, steps = camp.glide
    assert seen[-1] == goal and len(set(seen)) >= min(steps, 8)  # a glide, not a cut
    assert steps == max(8, min(40, round(math.dist(start, goal) / 8)))  # a longer way, more steps
