"""Binding tables: names are validated per device kind, and a rebind never strands a button."""

from __future__ import annotations

from game.input_bindings import DEFAULT_BINDINGS, Button, input_label, rebind, reverse_table, validate_binding


def test_every_default_binding_is_valid_and_every_button_is_bound():
    for kind, table in DEFAULT_BINDINGS.items():
        assert set(table) == {b.name.lower() for b in Button}, kind
        for inputs in table.values():
            for name in inputs:
                assert validate_binding(kind, name) is None, (kind, name)


def test_invalid_names_are_rejected_per_kind():
    assert validate_binding("controller", "b3")
    assert validate_binding("joystick", "a")
    assert validate_binding("keyboard", "not-a-key")
    assert validate_binding("joystick", "h0up") is None
    assert validate_binding("controller", "righty+") is None


def test_rebind_swaps_with_the_button_that_had_the_input():
    table = rebind(DEFAULT_BINDINGS["keyboard"], Button.CROSS, "z")
    assert table["cross"] == ["z"] and table["circle"] == ["x"]
    table = rebind(DEFAULT_BINDINGS["controller"], Button.UP, "dpdown")
    assert table["up"] == ["dpdown", "lefty-"] and table["down"] == ["dpup", "lefty+"]


def test_reverse_table_maps_inputs_to_buttons():
    rev = reverse_table(DEFAULT_BINDINGS["controller"])
    assert rev["a"] == (Button.CROSS,) and rev["lefty-"] == (Button.UP,)


def test_labels_are_short():
    assert input_label("dpup") == "D\x84"
    assert input_label("leftx-") == "LS\x86"
    assert input_label("h0left") == "H0\x86"
    assert input_label("return") == "Return"
