"""The duel's sounds: the feedback of the player's presses, and the presenter's cues and music
requests handed to the audio (the presenter itself never touches it)."""

from __future__ import annotations

from game.input_bindings import Button
from game.present.sequence import Music
from game.scenes.duel.control_states import ControlState, Pressed


def feedback(audio, presenter, pressed: Pressed, mode: ControlState) -> None:
    """Plays what a press sounds like and starts the prompt's beats (a raised card, the single card):
    a refused press buzzes, whatever the reason; ``mode`` is the controls' state after the press."""
    if pressed.refusal is not None:
        audio.play("buzz")
        return
    b, before, chain, chain_before = pressed.button, pressed.before, pressed.chain, pressed.chain_before
    if mode == ControlState.HAND and before == ControlState.HAND and chain != chain_before:
        added = set(chain) - set(chain_before)
        presenter.marked(added.pop() if added else -1)
        audio.play("mark" if len(chain) > len(chain_before) else "unmark")
    elif mode == ControlState.SINGLE and before == ControlState.HAND:
        presenter.placing()  # the single card eases out of its hand slot to the centre
        audio.play("slide")
    elif mode != before and b in (Button.CROSS, Button.SQUARE):
        audio.play("confirm")
    elif mode != before and b == Button.CIRCLE:
        audio.play("cancel")
    elif b in (Button.LEFT, Button.RIGHT, Button.UP, Button.DOWN):
        audio.play("flip" if mode.placing else "cursor")


def play_out(audio, presenter, music: str, duelist) -> None:
    """Plays the presenter's due cues and music requests (PLAY: the held duel theme starts, DUEL: back
    to it after the cut-in, else a scene's music such as the cut-in's or a jingle),
    and gets ready the music a queued motion will ask for."""
    for name in presenter.take_cues():
        audio.play(name)
    for req in presenter.take_music_soon():
        audio.prepare_scene(req)
    for req in presenter.take_music():
        if req is Music.PLAY:
            audio.play_music()
        elif req is Music.DUEL:
            audio.play_scene(music, duelist)
        else:  # the cut-in's battle theme is the opponent's group's (presentation.md §11)
            audio.play_scene(str(req), duelist if req is Music.CUTIN else None)
