"""Pads drive every shell screen through SDL's real event path (virtual controller)."""

from __future__ import annotations

import pygame
from support import virtual_pad

from game.input_bindings import Button
from game.scenes.menu import MainMenuScene
from game.scenes.options import OptionsScene
from game.scenes.pause import DisconnectedScene
from game.scenes.remap import RemapScene
from game.scenes.title import TitleScene


def _to_options(shell, pad) -> None:
    shell.tap(pad, "start")
    assert isinstance(shell.top, MainMenuScene)
    shell.tap(pad, "up")  # wraps from New Game to Quit
    shell.tap(pad, "up")
    assert shell.top.selected == "Options"
    shell.tap(pad, "cross")
    assert isinstance(shell.top, OptionsScene)


def test_pad_plugged_in_before_start_navigates_title_menu_options_remap_and_back(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    assert shell.app.input.pad_count() == 1
    assert isinstance(shell.top, TitleScene)
    _to_options(shell, pad)
    for _ in range(9):
        shell.tap(pad, "down")
    assert shell.top.row.label == "Controls..."
    shell.tap(pad, "cross")
    assert isinstance(shell.top, RemapScene)
    shell.tap(pad, "circle")
    assert isinstance(shell.top, OptionsScene)
    shell.tap(pad, "circle")
    assert isinstance(shell.top, MainMenuScene)
    shell.tap(pad, "circle")
    assert isinstance(shell.top, TitleScene)


def test_pad_hot_plugged_after_start_works(make_shell, pads):
    shell = make_shell()
    shell.run(10)
    assert shell.app.input.pad_count() == 0
    pads.append(pad := virtual_pad.attach("gamepad"))
    shell.run(1)
    assert shell.app.input.pad_count() == 1
    shell.tap(pad, "start")
    assert isinstance(shell.top, MainMenuScene)


def test_shoulders_jump_ten_rows_in_the_menu(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.tap(pad, "start")
    shell.tap(pad, "r1")
    assert shell.top.cursor.index == 10
    shell.tap(pad, "l1")
    assert shell.top.cursor.index == 0


def test_triggers_and_stick_are_buttons_too(make_shell, pads):
    pads.append(pad := virtual_pad.attach("gamepad"))
    shell = make_shell()
    shell.tap(pad, "start")
    pad.set_axis("lefty", 1.0)  # stick down = d-pad down
    shell.run(1)
    pad.set_axis("lefty", 0.0)
    shell.run(2)
    assert shell.top.cursor.index == 1
    pad.set_axis("righttrigger", 1.0)
    shell.run(1)
    assert shell.app.input.held(Button.R2)
    pad.set_axis("righttrigger", -1.0)
    shell.run(1)
    assert not shell.app.input.held(Button.R2)


def test_held_dpad_auto_repeats_after_the_delay(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.tap(pad, "start")
    cfg = shell.app.config
    pad.press("down")
    shell.run(cfg.get("input.repeat_delay"))  # first press only, repeat not yet due
    assert shell.top.cursor.index == 1
    shell.run(1 + 2 * cfg.get("input.repeat_interval"))
    assert shell.top.cursor.index == 4
    pad.release("down")
    shell.run(30)
    assert shell.top.cursor.index == 4


def test_unplugging_the_pad_pauses_and_plugging_one_in_resumes(make_shell, pads):
    pad = virtual_pad.attach("ps4")
    shell = make_shell()
    shell.tap(pad, "start")
    menu = shell.top
    pad.detach()
    shell.run(1)
    assert isinstance(shell.top, DisconnectedScene)
    frame_before = menu.frame
    shell.run(10)
    assert menu.frame == frame_before  # the menu below is frozen
    shell.shot("paused")
    pads.append(pad2 := virtual_pad.attach("gamepad"))
    shell.run(2)
    assert shell.top is menu
    shell.tap(pad2, "down")
    assert menu.cursor.index == 1


def test_raw_joystick_without_a_mapping_still_navigates(make_shell, pads):
    pads.append(pad := virtual_pad.attach("joystick"))
    shell = make_shell()
    assert shell.app.input.pads()[0][1] == "joystick"
    shell.tap(pad, 9)  # hid-sony Start
    assert isinstance(shell.top, MainMenuScene)
    pad.set_hat(0, "down")
    shell.run(1)
    pad.set_hat(0)
    shell.run(1)
    assert shell.top.cursor.index == 1
    pad.set_axis(1, 1.0)  # left stick down, as a raw axis
    shell.run(1)
    pad.set_axis(1, 0.0)
    shell.run(1)
    assert shell.top.cursor.index == 2
    shell.tap(pad, 1)  # Circle: back to the title
    assert isinstance(shell.top, TitleScene)


def test_focus_loss_releases_held_buttons(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    pad.press("down")
    shell.run(1)
    assert shell.app.input.held(Button.DOWN)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    shell.run(1)
    assert not shell.app.input.held(Button.DOWN)
    pad.release("down")
    shell.run(1)


def test_japanese_layout_swaps_confirm_and_cancel(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell("input:\n  layout: japanese\n")
    shell.tap(pad, "start")
    shell.tap(pad, "up")
    shell.tap(pad, "up")
    shell.tap(pad, "cross")  # cancel in this layout
    assert isinstance(shell.top, TitleScene)
    shell.tap(pad, "start")
    shell.tap(pad, "up")
    shell.tap(pad, "up")
    shell.tap(pad, "circle")
    assert isinstance(shell.top, OptionsScene)


def test_two_pads_belong_to_two_players(make_shell, pads):
    pads.append(virtual_pad.attach("ps4"))
    pads.append(virtual_pad.attach("gamepad"))
    shell = make_shell()
    assert [p[3] for p in shell.app.input.pads()] == [0, 1]


def test_at_most_four_pads_and_players_follow_config(make_shell, pads):
    for _ in range(5):
        pads.append(virtual_pad.attach("gamepad"))
    shell = make_shell("input:\n  pad_players: [2, 1, 3, 4]\n")
    assert shell.app.input.pad_count() == 4
    assert [p[3] for p in shell.app.input.pads()] == [1, 0, 2, 3]


def test_unplug_during_a_fade_pauses_after_the_new_screen_is_in(make_shell, pads):
    pad = virtual_pad.attach("ps4")
    shell = make_shell()
    pad.tap("start")
    shell.run(5)
    assert shell.app.stack.fade is not None
    pad.detach()
    shell.run(60)
    scenes = shell.app.stack.scenes
    assert [type(s) for s in scenes] == [MainMenuScene, DisconnectedScene]


def test_unplug_while_listening_for_a_remap_cancels_it(make_shell, pads):
    pad = virtual_pad.attach("ps4")
    shell = make_shell()
    shell.app.stack.replace(RemapScene())
    shell.run(2)
    shell.top.cursor.index = 4
    shell.tap(pad, "cross")
    remap = shell.top
    assert remap.listening
    pad.detach()
    shell.run(2)
    shell.key(pygame.K_RETURN)  # keyboard Start resumes and is not taken as a binding
    assert shell.top is remap and not remap.listening
    assert shell.app.config.get("input.keyboard")["start"] == ["return"]


def test_japanese_layout_is_applied_once_where_input_is_read(make_shell, pads):
    """The gateway hands Circle out as the confirm button (CROSS) and Cross as back (CIRCLE), so no screen
    swaps them itself (the duel, the Tag Duel and every menu read the same buttons); the option applies
    at once."""
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell("input:\n  layout: japanese\n")
    gateway = shell.app.input

    def pressed(control: str) -> list[Button]:
        pad.press(control)
        gateway.poll()
        got = [p.button for p in gateway.step()]
        pad.release(control)
        gateway.poll()
        gateway.step()
        return got

    assert pressed("circle") == [Button.CROSS]
    assert pressed("cross") == [Button.CIRCLE]
    assert pressed("square") == [Button.SQUARE]
    shell.app.config.set("input.layout", "western")
    shell.app.apply_settings()
    assert pressed("circle") == [Button.CIRCLE]
    assert pressed("cross") == [Button.CROSS]
