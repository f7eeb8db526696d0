"""Options change settings live and write the file only on "Save settings"."""

from __future__ import annotations

from support import virtual_pad

from game.config import load_config
from game.scenes.options import ROWS, OptionsScene


def _row(label: str) -> int:
    return [r.label for r in ROWS].index(label)


def _shown(shell, label: str) -> str:
    """Returns the value text the Options screen draws for a row."""
    from game.scenes.options import _value_text

    row = ROWS[_row(label)]
    return _value_text(row, shell.top._get(row.key))


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


def test_classic_preset_turns_every_modern_aid_off_and_modern_restores_the_defaults(make_shell, pads):
    from game.career.model import Options as SaveOptions
    from game.config import SCHEMA
    from game.presets import PRESETS, preset_of

    saved = SaveOptions()
    defaults = {k.path: k.default for k in SCHEMA} | {"save.autosave": saved.autosave,
                                                       "save.drop_assist": saved.drop_assist,
                                                       "save.starchip_multiplier": saved.starchip_multiplier}
    assert PRESETS["modern"] == {key: defaults[key] for key in PRESETS["modern"]}  # what a new player gets
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(OptionsScene())
    shell.run(2)
    config = shell.app.config
    shell.top.cursor.index = _row("Preset")
    assert _shown(shell, "Preset") == "Modern"
    shell.tap(pad, "left")                               # one press: Classic
    assert config.get("game.fusion_hint") is False and config.get("game.fusion_preview") is False
    assert _shown(shell, "Preset") == "Classic"
    shell.tap(pad, "left")                               # already Classic: nothing changes
    assert config.get("game.fusion_hint") is False
    shell.top.cursor.index = _row("Fusion preview")
    shell.tap(pad, "right")                              # a mix of the two reads "Custom"
    assert preset_of(shell.top._get) == "custom"
    shell.top.cursor.index = _row("Preset")
    assert _shown(shell, "Preset") == "Custom"
    shell.tap(pad, "right")                              # Modern: every aid back on
    assert config.get("game.fusion_hint") is True and config.get("game.fusion_preview") is True
    assert preset_of(shell.top._get) == "modern"


def test_the_preset_rows_words_fit_the_help_line():
    from game.app import default_sprites_dir
    from game.gfx.font import load_font
    from game.presets import PRESETS
    from game.scenes.options import _HELP, HELP_W, PRESET, preset_message

    font = load_font(default_sprites_dir())
    assert font.width(_HELP[PRESET]) <= HELP_W
    for name, values in PRESETS.items():  # every aid changed at once: the longest line a preset says
        text = preset_message(name, values)
        assert font.width(text) <= HELP_W, text


def test_classic_preset_turns_grind_relief_off():
    from game.presets import apply_preset, preset_of

    values = {"game.fusion_hint": True, "game.fusion_preview": True, "save.autosave": True,
              "save.drop_assist": True, "save.starchip_multiplier": 3}
    assert preset_of(values.get) == "custom"  # relief on is neither preset
    changed = apply_preset("classic", values.get, values.__setitem__)
    assert values["save.drop_assist"] is False and values["save.starchip_multiplier"] == 1
    assert {"save.drop_assist", "save.starchip_multiplier"} <= set(changed)
    assert preset_of(values.get) == "classic"


def test_preset_row_steps_like_the_others_and_says_what_it_changed(make_shell, pads):
    """Issue 23: Left always meant Classic and Right Modern, and Left turned the hint and preview off
    without a word. Now the row stops at its ends like the others and names every change."""
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(OptionsScene())
    shell.run(2)
    config = shell.app.config
    shell.top.cursor.index = _row("Preset")
    shell.tap(pad, "right")  # Modern is the last preset: nothing changes
    assert _shown(shell, "Preset") == "Modern" and shell.top.message == ""
    shell.tap(pad, "left")
    assert _shown(shell, "Preset") == "Classic"
    assert config.get("game.fusion_hint") is False and config.get("game.fusion_preview") is False
    assert "Classic: hints, preview off" in shell.words()  # no aid goes without a word
    shell.tap(pad, "left")  # the first preset: Left stays
    assert _shown(shell, "Preset") == "Classic"
    shell.tap(pad, "right")
    assert "Modern: hints, preview on" in shell.words()
    shell.tap(pad, "cross")  # confirm goes round, as on every row
    assert _shown(shell, "Preset") == "Classic"
    shell.top.cursor.index = _row("Fusion hints")
    shell.tap(pad, "right")  # a mix: Custom
    shell.top.cursor.index = _row("Preset")
    assert _shown(shell, "Preset") == "Custom"
    shell.tap(pad, "left")  # from a mix, Left is the first preset: only the hint changes
    assert _shown(shell, "Preset") == "Classic" and "Classic: hints off" in shell.words()
    assert "preview" not in shell.top.message


def test_grind_relief_row_without_a_loaded_game_says_where_to_find_it(make_shell, pads):
    from game.scenes.options import NO_SAVE

    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(OptionsScene())
    shell.run(2)
    shell.top.cursor.index = _row("Grind relief...")
    shell.tap(pad, "cross")
    assert isinstance(shell.top, OptionsScene) and shell.top.message == NO_SAVE
