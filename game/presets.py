"""One-press presets of the modern aids (Options' "Preset" row): Classic plays as the PlayStation did,
Modern restores the defaults this project ships.

The aids are the fusion hint and attack forecast (``game.fusion_hint``), the fusion preview of raised
cards (``game.fusion_preview``) and the career's autosave after each win (``save.autosave``, an option
of the loaded save, D-02), and grind relief, which both presets switch off. A preset only sets
these keys; anything else the player chose stays.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

AIDS = ("game.fusion_hint", "game.fusion_preview", "save.autosave")
# Grind relief (the loaded save's drop assist and starchip multiplier) is off in both presets: it is
# off by default, and Classic must turn it off; a player who turns it on plays a "custom" game.
RELIEF_OFF: dict[str, Any] = {"save.drop_assist": False, "save.starchip_multiplier": 1}
PRESETS: dict[str, dict[str, Any]] = {
    "classic": {key: False for key in AIDS} | RELIEF_OFF,
    "modern": {key: True for key in AIDS} | RELIEF_OFF,  # the shipped defaults (config.SCHEMA, SaveOptions)
}
CUSTOM = "custom"


def preset_of(get: Callable[[str], Any]) -> str:
    """Returns the preset the current values match ("custom" for a mix); a key whose value is None
    (a save's option with no game loaded) does not count."""
    for name, values in PRESETS.items():
        if all(get(key) in (value, None) for key, value in values.items()):
            return name
    return CUSTOM


def apply_preset(name: str, get: Callable[[str], Any], set_: Callable[[str, Any], None]) -> list[str]:
    """Sets every aid the preset names (skipping keys whose value is None); returns the keys changed."""
    changed = []
    for key, value in PRESETS[name].items():
        current = get(key)
        if current is not None and current != value:
            set_(key, value)
            changed.append(key)
    return changed
