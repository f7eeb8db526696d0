"""The software 3-D board (presentation.md §5, §13): projection maths, the floor's inverse mapping,
fog to black, card quads (backs, defence turned 90°, dimmed once acted) and the still-camera cache."""

from __future__ import annotations

import math

import numpy as np
import pygame
import pytest

from game.gfx.board3d import textures as T
from game.gfx.board3d.camera import CENTRE, FOCAL, TURN, Camera, Pose, lerp_pose
from game.gfx.board3d.floor import FOG_FAR, FOG_NEAR, HALF, fog_level, render_floor
from game.gfx.board3d.quads import draw_quad, homography
from game.gfx.board3d.scene import PLATFORM, BoardRenderer, CardQuad, card_corners, zone_centre

RED, BLUE = (220, 30, 30), (30, 30, 220)


def _sprite(card: int) -> pygame.Surface:
    """A face whose top half is red and bottom half blue (the back is plain grey)."""
    s = pygame.Surface((40, 56))
    if card <= 0:
        s.fill((128, 128, 128))
    else:
        s.fill(RED, (0, 0, 40, 28))
        s.fill(BLUE, (0, 28, 40, 28))
    return s


def test_the_target_projects_to_the_screen_centre_and_a_point_to_the_right_lands_right() -> None:
    cam = Camera(Pose(distance=600, pitch=0x100, heading=0))
    xy, depth = cam.project(np.array([[0.0, 0.0, 0.0], [50.0, 0.0, 0.0]]))
    assert xy[0] == pytest.approx(CENTRE)
    assert depth[0] == pytest.approx(600)
    assert xy[1][0] == pytest.approx(CENTRE[0] + FOCAL * 50 / 600)


def test_pitch_0x100_is_a_sixteenth_turn_above_the_floor() -> None:
    cam = Camera(Pose(distance=600, pitch=0x100))
    assert math.degrees(math.asin(cam.pos[1] / 600)) == pytest.approx(22.5)


def test_heading_half_turn_looks_from_the_top_side() -> None:
    near_bottom = np.array([[0.0, 0.0, 100.0]])  # a point on the bottom player's half
    assert Camera(Pose(heading=0)).project(near_bottom)[1][0] < 600
    assert Camera(Pose(heading=TURN / 2)).project(near_bottom)[1][0] > 600


def test_lerp_pose_turns_the_short_way_round() -> None:
    mid = lerp_pose(Pose(heading=TURN - 100), Pose(heading=100), 0.5)
    assert mid.heading % TURN == pytest.approx(0)


def test_homography_maps_the_four_corners() -> None:
    src = np.array([(10, 10), (90, 20), (80, 70), (5, 60)], float)
    dst = np.array([(0, 0), (40, 0), (40, 56), (0, 56)], float)
    m = homography(src, dst)
    for (x, y), (u, v) in zip(src, dst):
        w = m @ (x, y, 1)
        assert (w[0] / w[2], w[1] / w[2]) == pytest.approx((u, v))


def test_a_quad_copies_its_picture_in_place() -> None:
    out = np.zeros((320, 240), np.uint32)
    tex = np.full((10, 10), 0xABCDEF, np.uint32)
    assert draw_quad(out, np.array([(100, 100), (120, 100), (120, 120), (100, 120)], float), tex)
    assert out[110, 110] == 0xABCDEF and out[90, 110] == 0 and out[110, 125] == 0


def test_fog_is_full_near_and_black_at_depth() -> None:
    assert fog_level(FOG_NEAR - 1) == T.FOG_LEVELS - 1
    assert fog_level(FOG_FAR + 1) == 0
    stack = T.fog_stack(T.floor_rgb(0))
    assert not stack[0].any() and stack[T.FOG_LEVELS - 1].any()


def test_the_floor_is_black_in_the_void_and_darker_far_away() -> None:
    out = np.zeros((320, 240), np.uint32)
    stack = T.fog_stack(np.full((T.SIZE, T.SIZE, 3), 200, np.uint8))
    render_floor(Camera(Pose(distance=1200, pitch=0x100)), stack, out)
    assert out[:, 0].max() == 0  # above the horizon: the void
    column = out[160]
    lit = column[column > 0] & 0xFF
    assert lit.size and lit[0] < lit[-1]  # the far edge (higher up the screen) is fogged darker


def test_each_terrain_has_its_own_floor() -> None:
    floors = [T.floor_rgb(t) for t in range(7)]
    means = {tuple(np.round(f.reshape(-1, 3).mean(axis=0)).astype(int)) for f in floors}
    assert len(means) == 7


def _render(cards, pose=Pose(distance=334, pitch=0x3FE)) -> tuple[BoardRenderer, np.ndarray]:
    r = BoardRenderer(_sprite)
    surf = r.render(pose, 0, 0, tuple(cards))
    return r, pygame.surfarray.array3d(surf)


def _zone_pixels(r: BoardRenderer, pixels: np.ndarray, side: int, row: int, zone: int) -> np.ndarray:
    pts = r.zone_outline(Pose(distance=334, pitch=0x3FE), side, row, zone, inset=12)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pixels[min(xs):max(xs), min(ys):max(ys)]


def _colour_at(pixels: np.ndarray, x: int, y: int):
    return tuple(int(c) for c in pixels[x, y])


def test_an_upright_card_has_its_top_toward_the_opponent_and_defence_turns_it_90_degrees() -> None:
    cam = Camera(Pose(distance=334, pitch=0x3FE))
    r, px = _render([CardQuad(0, 0, 2, 5)])
    (cx, cy) = cam.project(np.array([[*_xz(0, 0, 2)]]))[0][0]
    assert _colour_at(px, round(cx), round(cy) - 12)[0] > 150  # red half above (far side)
    assert _colour_at(px, round(cx), round(cy) + 12)[2] > 150  # blue half below
    r, px = _render([CardQuad(0, 0, 2, 5, defence=True)])
    assert _colour_at(px, round(cx) - 12, round(cy))[0] > 150  # turned: red half on the left
    assert _colour_at(px, round(cx) + 12, round(cy))[2] > 150


def test_defence_corners_lie_across_the_zone() -> None:
    up = card_corners(CardQuad(0, 0, 1, 5))
    side = card_corners(CardQuad(0, 0, 1, 5, defence=True))
    assert np.ptp(up[:, 2]) > np.ptp(up[:, 0]) and np.ptp(side[:, 0]) > np.ptp(side[:, 2])


def test_face_down_cards_show_the_back_and_acted_ones_are_dimmed() -> None:
    cam = Camera(Pose(distance=334, pitch=0x3FE))
    (cx, cy) = cam.project(np.array([[*_xz(0, 0, 2)]]))[0][0]
    _, px = _render([CardQuad(0, 0, 2, 0)])
    assert _colour_at(px, round(cx), round(cy)) == (128, 128, 128)
    _, bright = _render([CardQuad(0, 0, 2, 5)])
    _, dim = _render([CardQuad(0, 0, 2, 5, dim=True)])
    b, d = _colour_at(bright, round(cx), round(cy) - 12), _colour_at(dim, round(cx), round(cy) - 12)
    assert d[0] < b[0] * 0.6


def test_the_floor_is_kept_while_the_camera_is_still() -> None:
    r = BoardRenderer(_sprite)
    r.render(Pose(), 0, 0, ())
    r.render(Pose(), 0, 0, (CardQuad(0, 0, 1, 5),))
    assert r.floor_renders == 1
    r.render(Pose(heading=16), 0, 0, ())
    assert r.floor_renders == 2


def test_a_field_card_retextures_the_floor_but_not_the_walls() -> None:
    r = BoardRenderer(_sprite)
    pose = Pose()
    a = pygame.surfarray.array3d(r.render(pose, 0, 0, ())).copy()
    b = pygame.surfarray.array3d(r.render(pose, 5, 0, ())).copy()
    cam = Camera(pose)
    (wx, wy), (fx, fy) = cam.project(np.array([[0.0, -PLATFORM / 2, HALF], [0.0, 0.0, 0.0]]))[0]
    wall = (slice(round(wx) - 10, round(wx) + 10), slice(round(wy) - 2, round(wy) + 2))  # the near wall
    floor = (slice(round(fx) - 10, round(fx) + 10), slice(round(fy) - 10, round(fy) + 10))
    assert (a[floor] != b[floor]).any()
    assert (a[wall] == b[wall]).all()


def _xz(side: int, row: int, zone: int) -> tuple[float, float, float]:
    x, z = zone_centre(side, row, zone)
    return (x, 0.0, z)


def test_zone_and_hand_boxes_for_overlays() -> None:
    from game.present.director import pick_pose
    from game.scenes.duel.layout import hand_rect, zone_rect

    assert hand_rect(2) == pygame.Rect(134, 146, 52, 60) and hand_rect(2, True).y == 142
    aim = zone_rect(1, 0, 2)  # the opponent's middle monster zone, as seen while aiming
    assert aim == zone_rect(1, 0, 2, pick_pose(0, 1, 0)) and aim.collidepoint(160, aim.centery)
    assert zone_rect(1, 0, 0).right <= aim.left + 2 < zone_rect(1, 0, 4).left


def test_a_floor_region_draws_the_same_pixels_as_the_whole_floor_there():
    """The campaign map renders only its window (issue 23): inside the region the picture is the whole
    floor's, outside it is left untouched."""
    import numpy as np

    from game.gfx.board3d.camera import Camera, Pose
    from game.gfx.board3d.floor import render_floor
    from game.gfx.board3d.textures import SIZE, fog_stack

    rng = np.random.default_rng(5)
    stack = fog_stack(rng.integers(0, 255, (SIZE, SIZE, 3)).astype(np.uint8))
    cam = Camera(Pose(300, 0x200, 700, 40, -30))
    whole = np.zeros((320, 240), np.uint32)
    render_floor(cam, stack, whole)
    part = np.full((320, 240), 7, np.uint32)
    render_floor(cam, stack, part, (57, 48, 206, 120))
    assert (part[57:263, 48:168] == whole[57:263, 48:168]).all()
    assert (part[:57] == 7).all() and (part[263:] == 7).all() and (part[:, :48] == 7).all()
    assert whole[57:263, 48:168].any()
