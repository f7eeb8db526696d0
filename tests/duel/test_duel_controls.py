"""The duel's controls through the pad: the rules the scene must *not* bend (R5.2, R4.6), undo,
the pause menu and forfeit, and the replay viewer's stepping and rewinding."""

from __future__ import annotations

import re

from duel.scripted import scripted_launcher
from game.scenes.duel.control_states import ControlState
from game.scenes.duel.launcher import FreeDuelScene
from game.scenes.duel.pause import DuelPauseScene
from game.scenes.duel.rank_screen import RankScene
from game.scenes.duel.replay_viewer import ReplayListScene
from game.scenes.duel.scene import DuelScene


def _start(pad_duel, speed: str = "instant"):
    duel = pad_duel(lambda: scripted_launcher(seed=3), speed=speed)
    duel.tap("cross")
    duel.idle()
    assert isinstance(duel.top, DuelScene)
    return duel, duel.top


def test_one_raised_card_and_confirm_does_nothing_r5_2(pad_duel):
    duel, scene = _start(pad_duel)
    duel.tap("up", "cross")
    assert scene.session.played == 0 and scene.play.controls.plan == [5] and scene.play.controls.mode == ControlState.HAND
    duel.tap("down")                                    # lowering it empties the chain again
    assert scene.play.controls.view.chain == ()


def test_start_is_ignored_until_the_hand_play_r4_6(pad_duel):
    duel, scene = _start(pad_duel)
    duel.tap("start")
    assert scene.session.played == 0 and scene.session.state.active == 0
    duel.tap("cross", "cross", "cross", "cross")        # Sword Arm of Dragon: centre, zone, star
    assert scene.session.played > 0
    duel.tap("start")
    assert scene.session.state.turn == 3                # the scripted CPU played turn 2 meanwhile


def test_circle_steps_back_out_of_a_half_made_play(pad_duel):
    duel, scene = _start(pad_duel)
    duel.tap("cross")
    assert scene.play.controls.mode == ControlState.SINGLE              # the card at the centre, its face first
    duel.tap("cross")
    assert scene.play.controls.mode == ControlState.DEST
    duel.tap("cross")
    assert scene.play.controls.mode == ControlState.PLACE
    duel.tap("circle")
    assert scene.play.controls.mode == ControlState.DEST
    duel.tap("circle")
    assert scene.play.controls.mode == ControlState.SINGLE
    duel.tap("circle")
    assert scene.play.controls.mode == ControlState.HAND and scene.session.played == 0


def test_pause_with_select_then_forfeit_asks_first(pad_duel):
    duel, _scene = _start(pad_duel)
    duel.tap("select")
    assert isinstance(duel.top, DuelPauseScene)
    duel.tap("down", "down", "cross")                   # Rank so far
    assert duel.top.mode == "rank"
    duel.tap("cross", "down", "cross")                  # back, Forfeit
    assert duel.top.mode == "confirm" and duel.top.confirm.index == 0
    duel.tap("start")                                   # NO is the default; Start accepts it
    assert isinstance(duel.top, DuelPauseScene) and duel.top.mode == "menu"
    duel.tap("cross", "right", "start")                 # Forfeit -> YES, accepted with Start
    duel.until(lambda: isinstance(duel.top, RankScene))
    assert duel.top.result.reason == "forfeit" and not duel.top.result.player_won


def test_start_held_opens_the_pause_menu(pad_duel):
    duel, scene = _start(pad_duel)
    duel.pad.press("start")
    duel.run(30)
    duel.pad.release("start")
    duel.run(2)
    assert isinstance(duel.top, DuelPauseScene) and scene.session.played == 0


def test_replay_viewer_steps_and_rewinds(pad_duel):
    duel, _scene = _start(pad_duel)
    duel.tap("cross", "cross", "cross", "cross", "start")  # one play, end turn: a short recorded duel
    duel.tap("select")
    duel.tap("down", "down", "down", "cross", "right", "cross")
    duel.until(lambda: isinstance(duel.top, RankScene))
    duel.idle()
    duel.tap("cross")                                   # a loss: the outcome, then the same statistics
    duel.run(400)                                       # every row shown
    duel.tap("cross")                                   # back to the launcher
    launcher = duel.top
    assert isinstance(launcher, FreeDuelScene) and launcher.last.replay_path
    duel.tap("down", "cross")                           # Watch replays
    assert isinstance(duel.top, ReplayListScene) and len(duel.top.files) == 1
    duel.run(2)
    opponent, date, result = duel.top.rows[duel.top.files[0]]  # not the raw file name (issue 16)
    assert opponent == duel.app.db.duelist_names[launcher.opponent] and result == "Forfeit"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", date)
    duel.shot("replay-list")
    duel.tap("cross")
    viewer = duel.top
    assert isinstance(viewer, DuelScene) and viewer.replay
    duel.tap("cross")                                   # pause
    duel.until(lambda: not viewer.play.presenter.moving)
    at = viewer.session.played
    duel.tap("right")
    duel.until(lambda: not viewer.play.presenter.moving)
    assert viewer.session.played == at + 1
    duel.tap("left")
    assert viewer.session.played == at
    duel.tap("l1")
    assert viewer.session.played <= at and (viewer.session.played == 0 or viewer.session.played in viewer.turn_starts)
    duel.tap("circle")
    assert isinstance(duel.top, ReplayListScene)


def test_square_held_fast_forwards_and_triangle_holds_an_animation(pad_duel):
    duel, scene = _start(pad_duel, speed="normal")
    duel.tap("cross", "cross", "cross", "cross")        # a plain hand play
    duel.tap("start", settle=False)                     # the CPU's turn banner animates
    duel.until(lambda: scene.play.anim is not None and scene.play.anim.frames > 20)
    t = scene.play.anim.t
    duel.run(1)
    assert scene.play.anim.t == t + 1
    duel.pad.press("square")
    duel.run(2)
    t = scene.play.anim.t
    duel.run(1)
    assert scene.play.anim.t == t + 4
    duel.pad.release("square")
    duel.run(1)
    duel.tap("triangle", settle=False)
    held, t = scene.play.held_card, scene.play.anim.t
    duel.run(10)
    assert held > 0 and scene.play.anim.t == t       # paused on the card's details
    duel.tap("triangle", settle=False)
    duel.run(1)
    assert scene.play.held_card == 0 and scene.play.anim.t > t


def test_face_down_defender_and_a_field_headed_fusion(pad_duel):
    duel, scene = _start(pad_duel)
    duel.tap("cross")                                   # Sword Arm of Dragon to the centre
    assert scene.play.controls.mode == ControlState.SINGLE and scene.play.controls.face_down  # monsters come face-down
    duel.tap("right", "left", "cross", "cross")         # flipped up and back down; the first empty zone
    duel.tap("r1", "cross")                             # defence, the first star
    mon = scene.session.state.sides[0].monsters[0]
    assert mon.card == 11 and mon.face_down and mon.defence
    assert scene.session.state.sides[0].counters[3] == 1   # FACE-DOWN PLAYS (§13.2 row 3)
    duel.tap("start")
    hand = scene.session.state.sides[0].hand
    while scene.play.controls.hand_i != hand.index(191):
        duel.tap("left" if scene.play.controls.hand_i > hand.index(191) else "right")
    duel.tap("cross", "cross")                          # LaLa Li-oon: the centre, then its zone
    while scene.play.controls.dest_list()[scene.play.controls.dest_i] != 11:
        duel.tap("left")
    assert scene.play.prompt.marks.hint[0] == "FUSION: Twin-headed Thunder Dragon 2800/2100"
    duel.tap("cross", "cross")
    assert scene.session.state.sides[0].monsters[0].card == 613
    assert any(m.startswith("FUSION! Twin-headed") for m in scene.play.messages)


def test_set_magic_then_activate_it_from_the_field(pad_duel):
    duel, scene = _start(pad_duel)
    duel.tap("right", "right", "right", "right")        # the last card: Raigeki
    duel.tap("cross")
    assert scene.play.controls.mode == ControlState.SINGLE and not scene.play.controls.face_down  # face-up: Cross would use it
    duel.tap("left", "cross")                           # face-down: to the magic/trap row, to be set
    assert 16 <= scene.play.controls.dest_list()[scene.play.controls.dest_i] < 21
    duel.tap("cross")
    assert scene.session.state.sides[0].spells[0].card == 337 and scene.play.controls.zone == (0, 1, 0)
    duel.tap("cross")                                   # activate it
    assert "MAGIC: Raigeki" in scene.play.messages and not scene.session.state.sides[0].spells[0].card
