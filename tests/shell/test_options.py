"""Options change settings live and write the file only on "Save settings"."""

from __future__ import annotations

from support import virtual_pad

from game.config import load_config
from game.scenes.options import ROWS, OptionsScene


def _row(label: str) -> int:
    return [r.label for r in ROWS].index(label)


def test_options_change_live_and_save_writes_the_file(make_shell, pads, tmp_path):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(OptionsScene())
    shell.run(2)
    path = shell.app.config.path
    assert not path.exists()
    shell.top.cursor.index = _row("Window scale")
    shell.tap(pad, "left")
    assert shell.app.config.get("video.scale") == 2
    assert shell.app.display.factor == 2  # the window followed at once
    shell.top.cursor.index = _row("Strict phases")
    shell.tap(pad, "cross")
    assert shell.app.config.get("rules.strict_phase_order") is True
    shell.top.cursor.index = _row("Animations")
    shell.tap(pad, "right")
    assert shell.app.config.get("game.animation_speed") == "fast"
    assert not path.exists()  # nothing written without the player's action
    shell.top.cursor.index = _row("Save settings")
    shell.tap(pad, "cross")
    saved = load_config(path)
    assert saved.problems == []
    assert saved.get("video.scale") == 2 and saved.get("rules.strict_phase_order") is True


def test_values_stop_at_their_ends(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(OptionsScene())
    shell.run(2)
    shell.top.cursor.index = _row("Sound effects")
    for _ in range(12):
        shell.tap(pad, "right")
    assert shell.app.config.get("audio.sfx_volume") == 100


def test_pad_remap_binds_the_next_pad_button_and_swaps(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(OptionsScene())
    shell.run(2)
    shell.top.cursor.index = _row("Controls...")
    shell.tap(pad, "cross")
    remap = shell.top
    remap.cursor.index = 4  # Cross
    shell.tap(pad, "cross")
    assert remap.listening
    shell.tap(pad, "square")  # physical Square becomes Cross ...
    table = shell.app.config.get("input.controller")
    assert table["cross"] == ["x"] and table["square"] == ["a"]  # ... and Square takes the old one
    assert not remap.listening


def test_remap_listening_times_out_without_change(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(OptionsScene())
    shell.run(2)
    shell.top.cursor.index = _row("Controls...")
    shell.tap(pad, "cross")
    before = shell.app.config.get("input.controller")
    shell.tap(pad, "cross")
    shell.run(320)
    assert not shell.top.listening
    assert shell.app.config.get("input.controller") == before
    shell.tap(pad, "circle")
    assert isinstance(shell.top, OptionsScene)
