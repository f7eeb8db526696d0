"""The PSX virtual buttons and how physical inputs are named in config bindings.

Three device kinds have their own binding tables because their inputs are named differently:
``keyboard`` uses pygame key names ("x", "return"), ``controller`` uses SDL GameController names,
which are positional ("a" is the bottom face button, PS Cross), and ``joystick`` (a pad SDL has no
mapping for) uses raw indices: "b3" button, "h0up" hat direction, "a1-" axis direction.
"""

from __future__ import annotations

import re
from enum import IntEnum


class Button(IntEnum):
    """A PlayStation pad button; scenes see only these."""

    UP = 0
    DOWN = 1
    LEFT = 2
    RIGHT = 3
    CROSS = 4
    CIRCLE = 5
    SQUARE = 6
    TRIANGLE = 7
    L1 = 8
    R1 = 9
    L2 = 10
    R2 = 11
    START = 12
    SELECT = 13


BUTTON_NAMES = tuple(b.name.lower() for b in Button)
DPAD = frozenset({Button.UP, Button.DOWN, Button.LEFT, Button.RIGHT})
KINDS = ("keyboard", "controller", "joystick")

# SDL_GameControllerButton / Axis order, so event ids index these tuples.
CONTROLLER_BUTTONS = ("a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick",
                      "leftshoulder", "rightshoulder", "dpup", "dpdown", "dpleft", "dpright", "misc1",
                      "paddle1", "paddle2", "paddle3", "paddle4", "touchpad")
CONTROLLER_AXES = ("leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger")
TRIGGERS = ("lefttrigger", "righttrigger")

DEFAULT_BINDINGS: dict[str, dict[str, list[str]]] = {
    # rules.md R19.2 proposal
    "keyboard": {"up": ["up"], "down": ["down"], "left": ["left"], "right": ["right"],
                 "cross": ["x"], "circle": ["z"], "square": ["c"], "triangle": ["v"],
                 "l1": ["a"], "r1": ["s"], "l2": ["q"], "r2": ["w"],
                 "start": ["return"], "select": ["backspace"]},
    "controller": {"up": ["dpup", "lefty-"], "down": ["dpdown", "lefty+"],
                   "left": ["dpleft", "leftx-"], "right": ["dpright", "leftx+"],
                   "cross": ["a"], "circle": ["b"], "square": ["x"], "triangle": ["y"],
                   "l1": ["leftshoulder"], "r1": ["rightshoulder"],
                   "l2": ["lefttrigger"], "r2": ["righttrigger"],
                   "start": ["start"], "select": ["back"]},
    # Linux hid-sony order, the commonest unmapped layout
    "joystick": {"up": ["h0up", "a1-"], "down": ["h0down", "a1+"],
                 "left": ["h0left", "a0-"], "right": ["h0right", "a0+"],
                 "cross": ["b0"], "circle": ["b1"], "square": ["b3"], "triangle": ["b2"],
                 "l1": ["b4"], "r1": ["b5"], "l2": ["b6"], "r2": ["b7"],
                 "start": ["b9"], "select": ["b8"]},
}

_RAW = re.compile(r"^(b\d{1,2}|h\d(up|down|left|right)|a\d{1,2}[+-])$")
_STICK = re.compile(r"^(leftx|lefty|rightx|righty)[+-]$")


def validate_binding(kind: str, name: str) -> str | None:
    """Returns why name is not a valid input of this device kind, or None when it is."""
    if kind == "controller":
        ok = name in CONTROLLER_BUTTONS or name in TRIGGERS or bool(_STICK.match(name))
        return None if ok else f"unknown controller input {name!r}"
    if kind == "joystick":
        return None if _RAW.match(name) else f"unknown joystick input {name!r} (b0, h0up, a1- ...)"
    if kind == "keyboard":
        import warnings

        import pygame

        with warnings.catch_warnings():  # SDL names keys without video init; pygame warns anyway
            warnings.simplefilter("ignore")
            try:
                pygame.key.key_code(name)
            except (ValueError, pygame.error):
                return f"unknown key name {name!r}"
        return None
    return f"unknown device kind {kind!r}"


def reverse_table(bindings: dict[str, list[str]]) -> dict[str, tuple[Button, ...]]:
    """Returns input name -> buttons it drives, for translating events in one lookup."""
    table: dict[str, tuple[Button, ...]] = {}
    for button_name, inputs in bindings.items():
        for name in inputs:
            table[name] = (*table.get(name, ()), Button[button_name.upper()])
    return table


def rebind(bindings: dict[str, list[str]], button: Button, name: str) -> dict[str, list[str]]:
    """Returns bindings with name as button's first input; a button that loses it gets the old one.

    Swapping instead of only adding means a remap can never leave a button unreachable.
    """
    out = {k: list(v) for k, v in bindings.items()}
    key = button.name.lower()
    old = out.get(key, [])
    previous = old[0] if old else None
    for other, inputs in out.items():
        if other != key and name in inputs:
            idx = inputs.index(name)
            if previous is not None and previous not in inputs:
                inputs[idx] = previous
            else:
                inputs.pop(idx)
    out[key] = [name] + [i for i in old[1:] if i != name]
    return out


def input_label(name: str) -> str:
    """Returns a short label for a bound input, as the remap screen shows it."""
    arrows = {"up": "\x84", "down": "\x85", "left": "\x86", "right": "\x87"}
    labels = {"a": "A", "b": "B", "x": "X", "y": "Y", "leftshoulder": "LB", "rightshoulder": "RB",
              "lefttrigger": "LT", "righttrigger": "RT", "back": "Back", "start": "Start",
              "leftx-": "LS\x86", "leftx+": "LS\x87", "lefty-": "LS\x84", "lefty+": "LS\x85",
              "rightx-": "RS\x86", "rightx+": "RS\x87", "righty-": "RS\x84", "righty+": "RS\x85"}
    if name in labels:
        return labels[name]
    if name.startswith("dp") and name[2:] in arrows:
        return "D" + arrows[name[2:]]
    m = re.match(r"^h(\d)(up|down|left|right)$", name)
    if m:
        return f"H{m.group(1)}{arrows[m.group(2)]}"
    if name in arrows:
        return arrows[name]
    return name.title() if len(name) > 1 else name.upper()
