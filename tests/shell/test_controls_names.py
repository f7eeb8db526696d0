"""The Controls screen names a PlayStation pad's inputs the way the pad prints them (issue 16)."""

from __future__ import annotations

from support import virtual_pad

from game.gfx.font import SYM_CIRCLE, SYM_CROSS, SYM_SQUARE, SYM_TRIANGLE
from game.input_bindings import Button
from game.scenes.remap import RemapScene


def test_pad_column_shows_face_button_symbols_and_a_rebind_names_the_symbols(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(RemapScene())
    shell.run(2)
    text = shell.text().split("\n")
    for symbol in (SYM_CROSS, SYM_CIRCLE, SYM_SQUARE, SYM_TRIANGLE, "L1", "R2", "Select"):
        assert symbol in text, symbol  # the PAD column, one entry per face button / shoulder
    assert "Y" not in text and "LB" not in text  # no Xbox names on a PlayStation screen
    for _ in range(Button.TRIANGLE):
        shell.tap(pad, "down")
    shell.tap(pad, "cross")  # listen for Triangle's new input
    assert shell.top.listening
    shell.tap(pad, "square")
    assert shell.top.message == f"{SYM_TRIANGLE} Triangle = {SYM_SQUARE} (pad)"
    assert shell.app.config.get("input.controller")["triangle"][0] == "x"


def test_controls_speak_in_playstation_names_and_plain_words(make_shell, pads):
    """Issue 23: no "RAW JOY" column of "H0\x84 A1-" and "B0"; the d-pad by its arrows, the sticks by name."""
    from game.scenes.remap import bound_label

    pads.append(virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(RemapScene())
    shell.run(2)
    words = shell.words()
    assert "RAW JOY" not in words and "OTHER PAD" not in words  # only a pad SDL maps is plugged in
    assert "PAD" in words and "KEYBOARD" in words
    assert "L stick\x84" in words and "D\x84" not in words and "LS\x84" not in words
    for raw in ("H0", "A1", "B0", "LB", "RB"):
        assert raw not in words.split(), raw
    assert bound_label("joystick", "b0") == "Button 1" and bound_label("joystick", "h0up") == "Hat\x84"
    assert bound_label("joystick", "a1-") == "Axis 2-" and bound_label("controller", "righty+") == "R stick\x85"
