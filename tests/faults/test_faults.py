"""The game survives the faults a desktop throws at it: no audio device, a pad unplugged and
replugged over and over mid-duel, the window minimised, restored and resized."""

from __future__ import annotations

import pygame
import pytest
from duel.scripted import scripted_duel
from support import virtual_pad

from game.input_bindings import Button
from game.scenes.duel.control_states import ControlState
from game.scenes.duel.scene import DuelScene
from game.scenes.menu import MainMenuScene
from game.scenes.pause import DisconnectedScene

CANVAS = (320, 240)


def test_no_audio_device_means_silence_and_the_game_still_runs(make_shell, pads, monkeypatch):
    def no_device(*_a, **_k):
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    assert not shell.app.audio.enabled
    shell.tap(pad, "start")                       # sounds are asked for on every press: no crash
    assert isinstance(shell.top, MainMenuScene)
    shell.tap(pad, "down")
    assert shell.top.cursor.index == 1
    before = shell.app.loops
    shell.run(30)
    assert shell.app.loops == before + 30


def test_a_pad_unplugged_and_replugged_100_times_mid_duel_loses_no_input(pad_duel):
    duel, scene = scripted_duel(pad_duel)
    app = duel.app
    for i in range(100):
        if i % 3 == 0:
            duel.pad.press("right" if i % 2 else "left")  # sometimes unplugged with a d-pad direction held
            duel.run(1)
        duel.pad.detach()
        duel.run(2)
        assert app.input.pad_count() == 0 and isinstance(duel.top, DisconnectedScene)
        duel.pad = virtual_pad.attach("ps4" if i % 2 else "gamepad")
        duel.run(3)
        assert app.input.pad_count() == 1, f"replug {i}"
    duel.idle()
    assert isinstance(duel.top, DuelScene) and duel.top is scene
    assert not any(app.input.held(b) for b in Button), "a button is still held after the churn"
    assert scene.session.played == 0 and scene.play.controls.mode == ControlState.HAND
    scene.play.controls.hand_i = 0
    duel.tap("right", "right")
    assert scene.play.controls.hand_i == 2
    duel.tap("cross", "cross")                          # the single card at the centre, then its zone
    assert scene.play.controls.mode == ControlState.DEST
    duel.pad.detach()


@pytest.mark.parametrize("size", [(1000, 800), (700, 900), (320, 240), (200, 150)])
def test_minimise_restore_and_resize_keep_drawing_a_letterboxed_canvas(make_shell, pads, size):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    app = shell.app
    pad.press("cross")
    shell.run(1)
    pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
    shell.run(5)
    assert not app.input.held(Button.CROSS), "minimising must release held buttons"
    pad.release("cross")
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
    pygame.display.set_mode(size, pygame.RESIZABLE)  # what the window manager does on a drag
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    loops, frames = app.loops, app.frame
    shell.run(10)
    assert app.loops == loops + 10 and app.frame > frames
    k = max(1, min(size[0] // CANVAS[0], size[1] // CANVAS[1]))
    dest = app.display._dest
    assert dest.size == (CANVAS[0] * k, CANVAS[1] * k) and app.display.factor == k
    assert dest.topleft == ((size[0] - dest.w) // 2, (size[1] - dest.h) // 2)
    window = pygame.display.get_surface()
    assert window.get_size() == size
    if dest.x > 0:
        assert window.get_at((dest.x - 1, size[1] // 2))[:3] == (0, 0, 0)  # the bars stay black
    if dest.y > 0:
        assert window.get_at((size[0] // 2, dest.y - 1))[:3] == (0, 0, 0)
    shown = dest.clip(window.get_rect())  # a window smaller than the canvas shows its centre at 1x
    inside = {window.get_at((shown.x + dx, shown.y + dy))[:3]
              for dx in range(0, shown.w, max(shown.w // 16, 1)) for dy in range(0, shown.h, max(shown.h // 12, 1))}
    assert len(inside) > 1, "the canvas is not drawn inside the letterbox"
    shell.tap(pad, "start")                        # and the game still answers
    assert isinstance(shell.top, MainMenuScene)
