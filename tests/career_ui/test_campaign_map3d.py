"""The campaign map as the original's (presentation.md §3, issue 23), through the pad: our terrain on
the duel board's renderer under an orbiting camera, the marker on the chosen place, a place-name
panel, the d-pad toward an exit (Left or Right, an arrow at that edge pointing to it) walking camera
and marker there, and camera and marker gliding an equal part of the way each tick over the way's
own step count, whether the d-pad or the list chose the place."""

from __future__ import annotations

import itertools
import math

from game.gfx.map3d import exit_toward, place_world, way_ticks
from game.input_bindings import Button
from game.present.timing import frames
from game.scenes.career.campaign_map import CampaignScene

from .careerkit import campaign_save

SIDES = {"left": (Button.LEFT, math.pi), "right": (Button.RIGHT, 0.0)}
ORBIT = 2048  # frames of one whole turn of the camera (game.gfx.map3d.ORBIT_PER_TICK = 2)


def _open(game, db) -> CampaignScene:
    game.open_slot(campaign_save(db, "opening"))
    camp = game.top
    assert isinstance(camp, CampaignScene) and camp.view is not None
    game.run(60)  # any glide of the opening is over
    assert not camp.gliding
    return camp


def _side_place(camp, side: str, margin: float = 4.0):
    """Returns, worked out here from the places' screen points at the scene's frame, the place with
    something to do that lies on that side of the marker's (the nearest within 60 degrees of the
    direction), None when there is none, or "unclear" when a place sits within margin degrees of
    the cone's edge (one tick of orbit could tip it either way)."""
    pts = camp.view.screen_points(camp.pose())
    mx, my = pts[camp.place]
    want = SIDES[side][1]
    best = None
    for name in camp.busy_places() - {camp.place}:
        if name not in pts:
            continue
        x, y = pts[name]
        off = abs((math.atan2(y - my, x - mx) - want + math.pi) % (2 * math.pi) - math.pi)
        if abs(math.degrees(off) - 60) < margin:
            return "unclear"
        if math.degrees(off) < 60 and (best is None or math.dist((x, y), (mx, my)) < best[0]):
            best = (math.dist((x, y), (mx, my)), name)
    return best[1] if best else None


def _frame_where(camp, side: str, want_exit: bool) -> str | None:
    """Turns the camera (the scene's frame) until that side has an exit (or has none); returns it."""
    for _ in range(ORBIT // 4):
        found = _side_place(camp, side)
        if found != "unclear" and (found is not None) == want_exit:
            return found
        camp.frame += 4
    raise AssertionError(f"no frame of the orbit with {'an' if want_exit else 'no'} exit on the {side}")


def _sounds(camp, monkeypatch) -> list[str]:
    played: list[str] = []
    play = camp.ctx.audio.play
    monkeypatch.setattr(camp.ctx.audio, "play", lambda name: (played.append(name), play(name)))
    return played


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
    assert to == goal and n >= frames(16)
    game.run(n)
    assert math.dist(camp.camera_target(), goal) < 1e-6  # arrived after the glide's steps
    game.shot("campaign-map3d")


def test_the_list_glide_takes_the_ways_own_steps_an_equal_part_each_tick(game, saves, db):
    camp = _open(game, db)
    start = camp.camera_target()
    places = [getattr(e, "location", None) for e in camp.entries]
    target = next(i for i, p in enumerate(places) if p and p != camp.here)
    for _ in range(target - camp.cursor.index):
        game.pad.press("down")
        game.run(1)
        game.pad.release("down")
        game.run(1)
    seen = []
    for _ in range(70):
        seen.append(camp.camera_target())
        game.run(1)
    _, goal, _, steps = camp.glide
    assert seen[-1] == goal and len(set(seen)) >= steps // 2  # a glide, not a cut
    ticks = way_ticks(start, goal)
    assert steps == frames(ticks) and 16 <= ticks <= 48 and ticks % 4 == 0  # the original's range of step counts
    moving = [math.dist(a, b) for a, b in itertools.pairwise(seen) if math.dist(a, b) > 1e-9]
    assert max(moving) - min(moving) < 1e-6  # linear, as the original adds the same step each tick


def test_left_and_right_walk_to_the_place_that_way_and_the_list_follows(game, saves, db, monkeypatch):
    """presentation.md §3: the d-pad toward an exit moves camera and marker to it."""
    camp = _open(game, db)
    played = _sounds(camp, monkeypatch)
    for side in ("right", "left"):
        button = SIDES[side][0]
        to = _frame_where(camp, side, want_exit=True)
        assert to != camp.place
        assert camp.arrow_exits(camp.pose())[button] == to  # the arrow on that side points to where it goes
        start, before = camp.camera_target(), len(played)
        game.pad.press(side)
        game.run(1)
        game.pad.release(side)
        assert camp.place == camp.here == to and "cursor" in played[before:]
        first = next(i for i, e in enumerate(camp.entries) if camp._place_of(e) == to)
        assert camp.cursor.index == first  # the list's cursor on that place's first entry
        goal = place_world(*camp.view.points[to])
        assert camp.glide[1] == goal and camp.glide[3] == frames(way_ticks(start, goal))
        assert camp.arrow_exits(camp.pose()) == {}  # no arrows while the marker is on its way
        seen = [camp.camera_target()]
        for _ in range(camp.glide[3] + 10):
            game.run(1)
            seen.append(camp.camera_target())
        moved = [i for i, (a, b) in enumerate(itertools.pairwise(seen)) if a != b]
        assert len(moved) >= frames(16) - 1  # the marker (on the camera's target) moves over many frames...
        assert seen[-1] == goal and seen[-10:] == [goal] * 10  # ...then stops on the place
        dists = [math.dist(p, goal) for p in seen]
        assert all(a >= b for a, b in itertools.pairwise(dists))  # always nearer, never past it
        assert not camp.gliding and to in [t for t, _ in game.drawn()]  # the panel names the new place


def test_a_direction_with_no_exit_buzzes_and_stays(game, saves, db, monkeypatch):
    camp = _open(game, db)
    played = _sounds(camp, monkeypatch)
    for side in ("left", "right"):
        try:
            _frame_where(camp, side, want_exit=False)
        except AssertionError:
            continue  # this side always has an exit from here
        button = SIDES[side][0]
        assert button not in camp.arrow_exits(camp.pose())  # no arrow on that side either
        place, index, glide, before = camp.place, camp.cursor.index, camp.glide, len(played)
        game.tap(side)
        assert played[before:] == ["buzz"]
        assert (camp.place, camp.cursor.index, camp.glide[:2]) == (place, index, glide[:2]) and not camp.gliding
        return
    raise AssertionError("neither side was ever without an exit over the orbit")


def test_the_footer_names_the_walk(game, saves, db):
    """Plain words on the footer for the new control, next to the list's own."""
    _open(game, db)
    text = game.text()  # not words(): str.split takes the down arrow's code (U+0085) for a line break
    assert "\x86\x87 Walk" in text and "\x84\x85 Pick" in text


def test_an_exit_is_the_nearest_place_within_sixty_degrees_of_the_direction():
    pts = {"near up-right": (130, 70), "far right": (200, 100), "straight up": (100, 20), "left": (40, 110)}
    assert exit_toward((100, 100), pts, (1, 0)) == "near up-right"  # 45 degrees off and nearer than the far one
    assert exit_toward((100, 100), {k: v for k, v in pts.items() if k != "near up-right"}, (1, 0)) == "far right"
    assert exit_toward((100, 100), pts, (-1, 0)) == "left"
    assert exit_toward((100, 100), {"straight up": (100, 20), "steep": (120, 40)}, (1, 0)) is None  # 72 degrees
    assert way_ticks((0, 0), (10, 0)) == 16 and way_ticks((0, 0), (5000, 0)) == 48  # the original's range
