"""The duel controls as a machine: its transition table, its refusals (a reason each, not a buzz length)
and the walk of a press (what the controls ask the screen for), through the pad."""

from __future__ import annotations

from duel.scripted import scripted_duel
from game.input_bindings import Button
from game.scenes.duel.control_moves import TRANSITIONS
from game.scenes.duel.control_states import ControlState, Refusal


def _sounds(scene, monkeypatch) -> list[str]:
    played: list[str] = []
    play = scene.ctx.audio.play
    monkeypatch.setattr(scene.ctx.audio, "play", lambda name, *a, **k: (played.append(name), play(name, *a, **k)))
    return played


def test_every_prompt_but_the_hand_and_the_field_steps_back_with_circle():
    states = {state for state, _ in TRANSITIONS}
    assert states == set(ControlState)  # every state takes some press
    back = {state for state, b in TRANSITIONS if b == Button.CIRCLE}
    assert set(ControlState) - back == {ControlState.FIELD}  # the hand's Circle lowers the last raised card


def test_one_raised_card_is_refused_with_its_reason_r5_2(pad_duel, monkeypatch):
    duel, scene = scripted_duel(pad_duel)
    played = _sounds(scene, monkeypatch)
    duel.tap("up")
    duel.tap("cross", settle=False)
    c = scene.play.controls
    assert c.refusal_shown is Refusal.ONE_CARD and c.mode == ControlState.HAND
    assert played[-1] == "buzz" and scene.play.prompt.buzz == "Play a card first"
    duel.run(Refusal.ONE_CARD.frames)
    assert c.refusal_shown is None and scene.play.prompt.buzz == ""


def test_start_before_the_hand_play_is_refused_with_its_reason_r4_6(pad_duel, monkeypatch):
    duel, scene = scripted_duel(pad_duel)
    played = _sounds(scene, monkeypatch)
    duel.tap("start", settle=False)
    assert scene.play.controls.refusal_shown is Refusal.HAND_FIRST and played[-1] == "buzz"
    assert scene.play.prompt.buzz == "Play a card first" and scene.session.played == 0


def test_a_press_ten_frames_after_a_refusal_sounds_as_itself(pad_duel, monkeypatch):
    """The refusal was told by its countdown (30 or 20 frames left): a press 10 frames after a 30-frame
    refusal buzzed again instead of moving the cursor with its tick."""
    duel, scene = scripted_duel(pad_duel)
    duel.tap("up")
    duel.pad.press("cross")
    duel.run(1)  # refused: its words show 30 frames, one gone with this frame
    duel.pad.release("cross")
    duel.run(9)
    played = _sounds(scene, monkeypatch)
    i = scene.play.controls.hand_i
    duel.pad.press("right")
    duel.run(1)
    duel.pad.release("right")
    duel.run(1)
    assert scene.play.controls.hand_i == i + 1 and played == ["cursor"]


def test_a_cross_press_asks_the_screen_once_before_its_commit_and_once_after(pad_duel):
    """The walk of a Cross press: the play asks whether the player must wait once before the controls take
    the press and once after the commit (not once more for each part of the prompt), and never the labels."""
    duel, scene = scripted_duel(pad_duel)
    duel.tap("cross", "cross", "cross")  # the single card at the centre, its zone: the star box
    assert scene.play.controls.mode == ControlState.PLACE
    asked: list[str] = []
    counting = False

    class Screen:  # the screen as its DuelPlay sees it, noting what a press asks of it
        def __getattr__(self, name):
            if counting:
                asked.append(name)
            return getattr(scene, name)

    play, press = scene.play, scene.play.press

    def counted(b, repeat=False):
        nonlocal counting
        counting = True
        try:
            press(b, repeat)
        finally:
            counting = False

    play.table, play.press = Screen(), counted
    played = scene.session.played
    duel.tap("cross")
    assert scene.session.played > played
    assert asked.count("busy") == 2 and asked.count("commit") == 1 and "labels" not in asked
