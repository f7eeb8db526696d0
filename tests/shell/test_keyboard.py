"""The keyboard drives the same virtual buttons when no pad is plugged in.

Under the dummy video driver SDL has no keyboard device, so key events are posted to SDL's queue;
they still reach the game only through the input gateway's one event read. A real-X test runs
when SDL_VIDEODRIVER=x11 and xdotool are available (see docs/testing-input-and-screens.md).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time

import pygame
import pytest

from game.scenes.menu import ENTRIES, MainMenuScene
from game.scenes.options import OptionsScene
from game.scenes.remap import RemapScene
from game.scenes.title import TitleScene


def test_default_keys_navigate_title_menu_options_and_back(make_shell):
    shell = make_shell()
    assert shell.app.input.pad_count() == 0
    shell.key(pygame.K_RETURN)  # Start
    assert isinstance(shell.top, MainMenuScene)
    shell.key(pygame.K_DOWN)
    shell.key(pygame.K_UP)
    shell.key(pygame.K_UP)
    shell.key(pygame.K_UP)
    assert shell.top.selected == "Options"
    shell.key(pygame.K_x)  # Cross
    assert isinstance(shell.top, OptionsScene)
    shell.key(pygame.K_z)  # Circle
    assert isinstance(shell.top, MainMenuScene)
    shell.key(pygame.K_z)
    assert isinstance(shell.top, TitleScene)


def test_f3_toggles_the_debug_overlay_and_f11_fullscreen(make_shell):
    shell = make_shell()
    shell.key(pygame.K_F3)
    assert shell.app.debug
    shell.key(pygame.K_F11)
    assert shell.app.config.get("video.fullscreen") and shell.app.display.fullscreen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT,
                                         unicode="", scancode=0))
    shell.run(1)
    assert not shell.app.display.fullscreen
    assert isinstance(shell.top, TitleScene)  # Alt+Enter is not Start


def test_remap_a_key_with_the_keyboard(make_shell):
    shell = make_shell()
    shell.key(pygame.K_RETURN)
    shell.top.cursor.index = [label for label, _ in ENTRIES].index("Options")
    shell.key(pygame.K_x)
    shell.top.cursor.index = 9  # Controls...
    shell.key(pygame.K_x)
    assert isinstance(shell.top, RemapScene)
    shell.top.cursor.index = 4  # Cross row
    shell.key(pygame.K_x)
    assert shell.top.listening
    shell.key(pygame.K_k)
    assert shell.app.config.get("input.keyboard")["cross"] == ["k"]
    shell.key(pygame.K_DOWN)  # the old key is no longer Cross, but k is
    shell.key(pygame.K_k)
    assert shell.top.listening


def test_window_close_quits(make_shell):
    shell = make_shell()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    shell.run(1)
    assert not shell.app.running


@pytest.mark.skipif(os.environ.get("SDL_VIDEODRIVER") != "x11" or not shutil.which("xdotool"),
                    reason="needs SDL_VIDEODRIVER=x11 under Xvfb and xdotool")
def test_real_x_keyboard_reaches_the_menu(make_shell):
    shell = make_shell()
    wid = str(pygame.display.get_wm_info()["window"])
    shell.run(20)
    subprocess.run(["xdotool", "windowfocus", "--sync", wid, "key", "--delay", "40", "Return"],
                   check=True, timeout=10)
    end = time.monotonic() + 60  # a hang guard: the X server delivers the key when it can
    while time.monotonic() < end and not isinstance(shell.top, MainMenuScene):
        shell.run(1)
        time.sleep(0.01)
    assert isinstance(shell.top, MainMenuScene)
