"""The campaign map's place names (presentation.md §3, issue 23): wherever the camera stops and however
far it has orbited, no name is drawn over another, over the place-name panel or outside the map panel.
Before, every name plate was only clamped into the panel, so the names of the places beyond its top
edge were drawn over each other there."""

from __future__ import annotations

import itertools

import pygame
from support.harness import drawn_at

from game.career.campaign import load_campaign
from game.gfx import frames
from game.gfx.map3d import PLATE_H, MapView, place_plates, place_world
from game.scenes.career.campaign_map import CampaignScene
from game.scenes.career.campaign_paint import MAP_BOX, OPEN_AREA, here_panel, place_points

from .careerkit import campaign_save

INNER = MAP_BOX.inflate(-4, -4)
SCREEN = pygame.Rect(0, 0, 320, 240)
ORBIT = 2048  # ticks of one whole turn of the camera (game.gfx.map3d.ORBIT_PER_TICK = 2)


def _apart(plates: list[pygame.Rect]) -> bool:
    return not any(a.colliderect(b) for a, b in itertools.combinations(plates, 2))


def test_plates_stay_apart_and_inside_even_when_every_place_crowds_one_corner():
    anchors = [(f"place {i}", (14 + i, 22), 60) for i in range(8)]  # all at the panel's top-left corner
    clear = (pygame.Rect(13, 123, 60, 13),)
    plates = place_plates(anchors, INNER, clear)
    rects = [r for _, r in plates]
    assert len(plates) >= 2 and _apart(rects + list(clear))  # as many as fit, none over another
    assert all(INNER.contains(r) for r in rects)
    naive = [pygame.Rect(x - w // 2, y + 3, w, PLATE_H).clamp(INNER) for _, (x, y), w in anchors]
    assert not _apart(naive)  # what clamping alone drew


def test_every_stop_of_every_chapter_keeps_its_names_apart_all_the_way_round(game, db):
    game.open_slot(campaign_save(db, "opening"))
    camp = game.top
    assert isinstance(camp, CampaignScene)
    busy = camp.busy_places()
    seen = named = 0
    for ch in load_campaign(db).chapters:
        camp.view = MapView({name: (x, y) for name, x, y in ch.locations}, ch.shop or ch.locations[0][0])
        for place in camp.view.points:  # the camera stopped on each place in turn
            camp.place = place
            to = place_world(*camp.view.points[place])
            camp.glide = (to, to, 8, 8)
            for tick in range(0, ORBIT, 32):
                pose = camp.view.pose(camp.camera_target(), tick)
                plates = camp.name_plates(pose, busy)
                rects = [r for _, r in plates]
                assert _apart([*rects, here_panel(camp)]), (ch.id, place, tick, plates)
                assert all(INNER.contains(r) and SCREEN.contains(r) for r in rects), (ch.id, place, tick, plates)
                seen += sum(OPEN_AREA.inflate(12, 12).collidepoint(xy) for _, xy in place_points(camp, pose))  # in the open
                named += len(plates)
    assert named > 0.98 * seen > 800  # nearly every place in sight is named


def test_through_the_pad_the_drawn_names_never_overlap(game, db):
    """At each stop the cursor walks to, over part of the orbit: the names as drawn on the screen."""
    game.open_slot(campaign_save(db, "opening"))
    camp = game.top
    font = camp.ctx.font
    stops = names = 0
    for _ in range(len(camp.entries)):
        game.run(45)  # the glide to this stop is over
        for _ in range(8):
            camp.frame += ORBIT // 8  # a further eighth of the camera's turn
            boxes = []
            for text, colour, (x, y) in drawn_at(game.app):
                if text in camp.view.points and colour in (frames.INK, frames.DIM) and INNER.collidepoint(x, y):
                    w = min(font.width(text), 90) + 4
                    boxes.append(pygame.Rect(x - w // 2, y, w, PLATE_H))
            assert _apart(boxes), (camp.here, boxes)
            assert all(INNER.contains(b) for b in boxes), (camp.here, boxes)
            names += len(boxes)
        stops += 1
        game.tap("down")
    assert stops >= 3 and names >= 2 * stops
