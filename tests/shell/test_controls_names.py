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
    assert shell.top.message == f"{SYM_TRIANGLE} Triangle = {SYM_SQUARE} (controller)"
    assert shell.app.config.get("input.controller")["triangle"][0] == "x"
