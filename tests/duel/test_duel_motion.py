"""The duel's motion as the original paces it (presentation.md §6-§7): tick conversion and speed
presets, the LP counter's steps, the camera's swoop and turn orbit, grouped battles, sound cues,
and the sequence names the gallery reads, checked on a real duel driven by the pad."""

from __future__ import annotations

import pytest

from duel.scripted import scripted_launcher
from game.audio.music_map import track_for
from game.gfx.board3d.camera import TURN
from game.present import motion as anims
from game.present.director import DEFAULT, PICK_DISTANCE, SWOOP_START, Director, pick_pose
from game.present.presenter import lp_step
from game.present.timing import READABLE, frames, hold
from game.rules import events as E
from game.scenes.duel.control_states import ControlState
from game.scenes.duel.scene import DuelScene


def test_ticks_convert_once_from_49_to_60_hz_and_scale_by_speed() -> None:
    assert frames(49) == 60
    assert frames(300) == 367
    assert frames(300, "fast") == pytest.approx(367 / 3, abs=1)
    assert frames(300, "instant") == 0
    assert hold(30, "instant") == READABLE


@pytest.mark.parametrize("gap, step", [(100, 9), (299, 9), (300, 19), (999, 19), (1000, 47), (2999, 47),
                                       (3000, 97), (8000, 97), (5, 5), (-2500, -47)])
def test_the_lp_counter_steps_9_19_47_97_by_the_gap(gap, step) -> None:
    assert lp_step(gap) == step


def test_the_swoop_runs_300_ticks_from_1200_and_75_degrees_to_the_default_view() -> None:
    d = Director(0)
    d.swoop(frames(300))
    assert d.pose.distance == 1200 and d.pose.pitch == SWOOP_START.pitch
    assert SWOOP_START.pitch == pytest.approx(75 * TURN / 360)
    d.update(frames(150))
    assert d.pose.distance == pytest.approx(900, abs=3) and d.kind == "swoop"
    assert d.pose.heading == pytest.approx(16 * 150, abs=40)  # heading -16 a tick
    assert d.update(frames(150)) is True
    assert (d.pose.distance, d.pose.pitch) == (DEFAULT.distance, DEFAULT.pitch) and not d.moving


def test_a_turn_change_orbits_half_a_turn_in_16_ticks() -> None:
    d = Director(0)
    d.orbit_to(1, frames(16))
    d.update(frames(8))
    assert 0 < d.pose.heading < TURN / 2
    d.update(frames(8))
    assert d.pose.heading == pytest.approx(TURN / 2) and not d.moving


def test_picking_a_zone_looks_nearly_straight_down_from_close() -> None:
    pose = pick_pose(0, 0, 0)
    assert pose.distance == PICK_DISTANCE and pose.pitch == 0x3FE
    from game.gfx.board3d.scene import BoardRenderer
    outline = BoardRenderer(lambda c: None).zone_outline(pose, 0, 0, 2)
    width = max(p[0] for p in outline) - min(p[0] for p in outline)
    assert 56 <= width <= 72                            # the cursor frame is about 64 px


def test_a_battle_is_one_motion_and_its_cues_name_the_damage_size() -> None:
    events = [E.AttackDeclared(0, 1, 2), E.CardFlipped(1, 0, 2, 40),
              E.Battle(0, 1, 2, 1800, 500, 300, 1500, "win"), E.CardDestroyed(1, 0, 2, 40, "battle"),
              E.LifePointsChanged(1, -1500, 6500), E.TurnStarted(1, 2)]
    motions = anims.build(events, "normal")
    assert [m.kind for m in motions] == ["battle", "turn_orbit"]
    battle = motions[0]
    assert battle.events == tuple(events[:5])
    names = [n for _, n in battle.cues]
    assert {"attack", "flip", "star_bonus", "damage_medium", "destroy"} <= set(names)
    assert anims.sequence_of(battle) == "battle"
    assert anims.sequence_of(anims.build(events, "normal", cutin=True)[0]) == "cutin"


def test_damage_numbers_come_in_three_sizes() -> None:
    assert [anims.damage_size(n) for n in (999, 1000, 1999, 2000)] == ["small", "medium", "medium", "large"]


def test_instant_keeps_a_readable_moment_for_each_result() -> None:
    m = anims.build([E.FusionStep(0, 1, 2, "fusion", 3, 0, 0)], "instant")[0]
    assert m.frames == READABLE


def test_a_duel_opens_with_the_swoop_then_deals_the_hand(pad_duel):
    duel = pad_duel(scripted_launcher, speed="fast")
    duel.tap("cross", settle=False)
    duel.until(lambda: isinstance(duel.top, DuelScene) and duel.app.stack.fade is None)
    scene = duel.top
    assert scene.sequence_name() == "swoop" and scene.busy
    duel.until(lambda: scene.sequence_name() == "draw")
    assert not scene.play.presenter.director.moving or scene.play.presenter.director.kind != "swoop"
    duel.idle()
    assert scene.sequence_name() is None
    assert len(scene.play.board.hand) == 5


def test_cross_skips_the_swoop(pad_duel):
    duel = pad_duel(scripted_launcher, speed="normal")
    duel.tap("cross", settle=False)
    duel.until(lambda: isinstance(duel.top, DuelScene) and duel.app.stack.fade is None)
    scene = duel.top
    assert scene.sequence_name() == "swoop"
    duel.tap("cross", settle=False)
    assert scene.sequence_name() != "swoop"


def test_raising_a_card_is_the_mark_motion_and_ending_the_turn_orbits(pad_duel):
    duel = pad_duel(scripted_launcher, speed="normal")
    duel.tap("cross")
    scene = duel.top
    duel.pad.press("up")
    duel.run(1)
    duel.pad.release("up")
    assert scene.sequence_name() == "mark"
    duel.idle()
    duel.tap("down", "cross", "cross", "cross", "cross")  # play the first card: centre, zone, star
    duel.tap("start", settle=False)
    duel.until(lambda: scene.sequence_name() == "turn_orbit")
    duel.shot("duel-motion-turn-orbit")
    duel.until(lambda: scene.play.cpu_hand_shown())         # the computer's cursor walks its hidden hand
    duel.shot("duel-motion-cpu-hand")
    duel.idle()


def test_picking_a_zone_tilts_the_camera_down_over_that_row(pad_duel):
    duel = pad_duel(scripted_launcher, speed="fast")
    duel.tap("cross")
    scene = duel.top
    assert scene.play.presenter.director.pose.pitch == 0x100
    duel.tap("cross", "cross")                          # play the first card: choose its zone
    assert scene.play.controls.mode == ControlState.DEST
    duel.run(10)
    assert scene.play.presenter.director.pose.distance == PICK_DISTANCE and scene.play.presenter.director.pose.pitch == 0x3FE
    assert scene.play.presenter.director.pose.tz > 0                   # over the own rows
    duel.shot("duel-motion-zone-pick")
    duel.tap("circle")
    duel.run(10)
    assert scene.play.presenter.director.pose.pitch == 0x100           # back to the default orbit with the hand


def test_the_single_card_eases_to_the_centre_with_its_star_box(pad_duel):
    duel = pad_duel(scripted_launcher, speed="normal")
    duel.tap("cross")
    scene = duel.top
    duel.tap("cross")                                   # the first card eases to the centre, face first
    assert scene.play.controls.mode == ControlState.SINGLE and scene.play.prompt.placement[5] is False  # no star box yet
    assert scene.sequence_name() == "single"
    duel.run(30)
    assert scene.sequence_name() is None
    duel.shot("duel-motion-single")
    duel.tap("cross", "cross")                          # its first free zone, then the star box
    assert scene.play.controls.mode == ControlState.PLACE and scene.play.prompt.placement[5] is True
    duel.tap("cross", settle=False)
    duel.until(lambda: scene.sequence_name() == "single")  # the card drops onto its zone
    duel.idle()
    assert scene.session.state.sides[0].monsters[0].card


def test_square_plays_the_cut_in_with_the_same_result(pad_duel):
    duel = pad_duel(scripted_launcher, speed="fast")
    duel.tap("cross")
    scene = duel.top
    duel.tap("up", "right", "up", "cross", "cross", "cross")  # the fusion chain, placed
    duel.tap("cross")                                   # attacker: zone 0
    assert scene.play.controls.mode == ControlState.TARGET
    duel.tap("square", settle=False)                    # direct attack, by the cut-in
    duel.until(lambda: scene.sequence_name() == "cutin" and scene.play.anim.phase()[0] == "damage"
               and scene.play.anim.phase()[1] >= 0.5)
    duel.shot("duel-motion-cutin")
    opponent = scene.session.state.opponent
    assert duel.app.ctx.audio.music_wanted == track_for("cutin", opponent)  # the battle theme of that group
    duel.idle()
    assert scene.session.state.sides[1].lp == 5200      # as with Cross (test_duel_e2e)
    assert duel.app.ctx.audio.music_wanted == track_for("duel", scene.session.state.opponent)  # theme back


def _attack_shown(battle) -> int:
    """The attacker's value on screen at the battle's frame (game.present.battle, over an empty board)."""
    from types import SimpleNamespace

    from game.present.battle import battle_view, values_at
    from game.rules.state import EMPTY

    board = SimpleNamespace(monsters=[[EMPTY] * 5, [EMPTY] * 5])
    return values_at(battle_view(board, battle.events), battle)[0]


def test_the_attackers_plaque_counts_the_star_bonus_up_by_16_a_tick() -> None:
    battle = anims.build([E.AttackDeclared(0, 1, 2), E.Battle(0, 1, 2, 1800, 500, 300, 1500, "win")], "normal")[0]
    battle.t = battle.at("big")
    assert _attack_shown(battle) == 1300
    battle.t = battle.at("stars") + frames(10)
    assert abs(_attack_shown(battle) - (1300 + 160)) <= 4  # 10 ticks, converted to our frames and back
    battle.t = battle.at("damage")
    assert _attack_shown(battle) == 1800


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_counts_and_spirals_in_the_originals_ticks_end_with_their_phase_at_every_speed(speed) -> None:
    from game.scenes.duel.ending import letter_at, letter_places

    battle = anims.build([E.AttackDeclared(0, 1, 2), E.Battle(0, 1, 2, 1800, 500, 300, 1500, "win")], speed)[0]
    step = 16 * 32 / frames(32, speed)                  # the bonus counted per frame of ours
    battle.t = battle.at("damage") - 1                  # the stars phase's last frame
    assert 1800 - step <= _attack_shown(battle) <= 1800
    assert battle.ticks_in("stars") == pytest.approx(32 * (1 - 1 / frames(32, speed)))
    end = anims.build([E.DuelEnded(0, "lp")], speed)[0]
    end.t = end.at("hold") - 1                          # the spiral's last frame: every letter nearly home
    ticks = end.ticks_in("spiral")
    gap = 2 * 190 / frames(190, speed) + 12             # one frame of the spiral, and the last letter's tail
    for i, place in enumerate(letter_places(True)):
        x, y = letter_at(i, place, ticks)
        assert abs(x - place[0]) <= gap and abs(y - place[1]) <= gap
    battle.t = battle.at("stars") - 5                   # before a phase: nothing elapsed; instant: complete
    assert battle.ticks_in("stars") == 0
    assert anims.build([E.AttackDeclared(0, 1, 2), E.Battle(0, 1, 2, 1800, 500, 300, 1500, "win")],
                       "instant")[0].ticks_in("big") == 8
