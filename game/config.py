"""Player settings: one declared schema, validated at load, saved only when the player asks.

The schema below is the single source of every key's default and allowed values; config.yaml at
the repo root documents the same keys (a test keeps the two in step). A bad value never stops the
game: it is reported with its key and value, and that key falls back to its default. The user's
file is only written by ``save_config`` (Options > Save), atomically.
"""

from __future__ import annotations

import copy
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from game.input_bindings import BUTTON_NAMES, DEFAULT_BINDINGS, validate_binding
from game.safe_load import DocError, brief, clip, first_line, load_file


@dataclass(frozen=True, slots=True)
class Key:
    """One setting: dotted path, default, and a checker returning an error text or None."""

    path: str
    default: Any
    check: Callable[[Any], str | None]


def _int_range(lo: int, hi: int) -> Callable[[Any], str | None]:
    def check(v: Any) -> str | None:
        ok = isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi
        return None if ok else f"expected a whole number {lo}..{hi}"
    return check


def _choice(*options: str) -> Callable[[Any], str | None]:
    def check(v: Any) -> str | None:
        return None if v in options else f"expected one of {', '.join(options)}"
    return check


def _bool(v: Any) -> str | None:
    return None if isinstance(v, bool) else "expected true or false"


def _players(v: Any) -> str | None:
    ok = isinstance(v, list) and len(v) == 4 and all(
        isinstance(p, int) and not isinstance(p, bool) and 1 <= p <= 4 for p in v)
    return None if ok else "expected a list of four player numbers 1..4"


def _bindings(kind: str) -> Callable[[Any], str | None]:
    def check(v: Any) -> str | None:
        if not isinstance(v, dict):
            return "expected a mapping of button name to a list of inputs"
        for button, inputs in v.items():
            if button not in BUTTON_NAMES:
                return f"unknown button {brief(button)}"
            if not isinstance(inputs, list) or not all(isinstance(i, str) for i in inputs):
                return f"{button}: expected a list of input names"
            for name in inputs:
                problem = validate_binding(kind, name)
                if problem:
                    return f"{button}: {problem}"
        return None
    return check


SCHEMA: tuple[Key, ...] = (
    Key("video.scale", 3, _int_range(1, 8)),
    Key("video.fullscreen", False, _bool),
    Key("video.scanlines", False, _bool),
    Key("audio.sfx_volume", 80, _int_range(0, 100)),
    Key("audio.music_volume", 50, _int_range(0, 100)),
    Key("audio.music", True, _bool),
    Key("game.text_speed", "normal", _choice("slow", "normal", "fast")),
    Key("game.animation_speed", "normal", _choice("normal", "fast", "instant")),
    Key("game.fusion_preview", True, _bool),
    Key("game.fusion_hint", True, _bool),
    Key("input.layout", "western", _choice("western", "japanese")),
    Key("input.repeat_delay", 18, _int_range(1, 120)),
    Key("input.repeat_interval", 5, _int_range(1, 60)),
    Key("input.keyboard_player", 1, _int_range(1, 4)),
    Key("input.pad_players", [1, 2, 3, 4], _players),
    Key("input.keyboard", DEFAULT_BINDINGS["keyboard"], _bindings("keyboard")),
    Key("input.controller", DEFAULT_BINDINGS["controller"], _bindings("controller")),
    Key("input.joystick", DEFAULT_BINDINGS["joystick"], _bindings("joystick")),
    Key("rules.glitch_fusions", True, _bool),
    Key("rules.no_first_turn_attack", False, _bool),
    Key("rules.strict_phase_order", False, _bool),
    Key("online.port", 47726, _int_range(0, 65535)),  # Host online's TCP port (0: any free one)
    Key("online.listen", "all", _choice("all", "loopback")),  # loopback: only this machine may join
)
_BY_PATH = {k.path: k for k in SCHEMA}


class Config:
    """The settings in force; scenes read and change them through get/set by dotted path."""

    def __init__(self, values: dict[str, Any], path: Path | None, problems: list[str]) -> None:
        self._values = values
        self.path = path
        self.problems = problems

    def get(self, path: str) -> Any:
        """Returns the value of one key (a copy for lists and mappings)."""
        return copy.deepcopy(self._values[path])

    def set(self, path: str, value: Any) -> None:
        """Changes one key in memory; raises ValueError naming the key when the value is invalid."""
        problem = _BY_PATH[path].check(value)
        if problem:
            raise ValueError(f"{path}: {value!r}: {problem}")
        self._values[path] = copy.deepcopy(value)

    def to_nested(self) -> dict[str, Any]:
        """Returns the settings as the nested mapping config.yaml uses."""
        out: dict[str, Any] = {}
        for path, value in self._values.items():
            section, name = path.split(".", 1)
            out.setdefault(section, {})[name] = copy.deepcopy(value)
        return out


def default_config_path() -> Path:
    """Returns the per-user config file path ($FMDUEL_CONFIG, else the platform config dir)."""
    env = os.environ.get("FMDUEL_CONFIG")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_config_dir("fmduel", appauthor=False)) / "config.yaml"


def defaults() -> Config:
    """Returns a Config holding every default and no file."""
    return Config({k.path: copy.deepcopy(k.default) for k in SCHEMA}, None, [])


def load_config(path: Path | None) -> Config:
    """Returns the settings from path (defaults when missing); each bad key is listed in .problems."""
    config = defaults()
    config.path = path
    if path is None or not path.exists():
        return config
    try:
        raw = load_file(path, "config", "yaml")  # size, depth, number limits; no aliases; C loader
    except DocError as exc:
        config.problems.append(f"{path}: cannot read ({exc}); using all defaults")
        return config
    except OSError as exc:
        config.problems.append(f"{path}: cannot read ({exc.strerror or first_line(exc)}); using all defaults")
        return config
    if raw is None:
        return config
    if not isinstance(raw, dict):
        config.problems.append(f"{path}: expected a mapping of sections; using all defaults")
        return config
    for section, body in raw.items():
        if not isinstance(body, dict):
            config.problems.append(f"{path}: {clip(str(section))}: expected a mapping, got {brief(body)}; "
                                   "using defaults")
            continue
        for name, value in body.items():
            key = _BY_PATH.get(f"{section}.{name}")
            if key is None:
                config.problems.append(f"{path}: {clip(f'{section}.{name}')}: unknown key (typo?); ignored")
                continue
            problem = key.check(value)
            if problem:
                config.problems.append(
                    f"{path}: {key.path}: bad value {brief(value)} ({problem}); using default {key.default!r}")
                continue
            config._values[key.path] = _merge_bindings(key, value)
    return config


def save_config(config: Config, path: Path | None = None) -> Path:
    """Writes the settings atomically (temp file + rename) and returns the path written."""
    target = Path(path or config.path or default_config_path())
    target.parent.mkdir(parents=True, exist_ok=True)
    text = "# fmduel settings, written by Options > Save. Keys are documented in config.yaml.\n"
    text += yaml.safe_dump(config.to_nested(), sort_keys=False, default_flow_style=None)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".config-", suffix=".yaml")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    config.path = target
    return target


# --- helpers -------------------------------------------------------------------------------

def _merge_bindings(key: Key, value: Any) -> Any:
    """A bindings section may name only some buttons; the rest keep their defaults."""
    if isinstance(key.default, dict):
        merged = copy.deepcopy(key.default)
        merged.update(copy.deepcopy(value))
        return merged
    return copy.deepcopy(value)
