"""Settings: one schema, documented in config.yaml, validated per key, saved only on request."""

from __future__ import annotations

from pathlib import Path

import yaml

from game.config import SCHEMA, defaults, load_config, save_config

REPO_CONFIG = Path(__file__).resolve().parents[2] / "config.yaml"


def test_config_yaml_documents_every_key_with_its_default():
    documented = yaml.safe_load(REPO_CONFIG.read_text(encoding="utf-8"))
    flat = {f"{s}.{k}": v for s, body in documented.items() for k, v in body.items()}
    assert set(flat) == {k.path for k in SCHEMA}
    for key in SCHEMA:
        assert flat[key.path] == key.default, key.path


def test_missing_file_gives_defaults_and_is_not_created(tmp_path):
    path = tmp_path / "sub" / "config.yaml"
    cfg = load_config(path)
    assert cfg.problems == [] and cfg.get("video.scale") == 3
    assert not path.exists()


def test_bad_value_names_key_and_value_and_falls_back_to_default(tmp_path):
    path = tmp_path / "config.yaml"
    text = "video:\n  scale: 11\n  fullscreen: true\naudio:\n  sfx_volume: loud\n"
    path.write_text(text, encoding="utf-8")
    cfg = load_config(path)
    assert cfg.get("video.scale") == 3 and cfg.get("video.fullscreen") is True
    assert cfg.get("audio.sfx_volume") == 80
    joined = "\n".join(cfg.problems)
    assert "video.scale: bad value 11" in joined
    assert "audio.sfx_volume: bad value 'loud'" in joined
    assert path.read_text(encoding="utf-8") == text  # never rewritten by loading


def test_unknown_keys_and_sections_are_reported(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("video:\n  scael: 2\nsound: 3\n", encoding="utf-8")
    cfg = load_config(path)
    assert any("video.scael: unknown key" in p for p in cfg.problems)
    assert any("sound: expected a mapping" in p for p in cfg.problems)


def test_unreadable_yaml_gives_all_defaults_with_a_message(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("video: [unclosed\n", encoding="utf-8")
    cfg = load_config(path)
    assert cfg.get("video.scale") == 3 and "cannot read" in cfg.problems[0]


def test_bad_binding_is_reported_by_button_and_input(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("input:\n  controller:\n    cross: [zz]\n  joystick:\n    jump: [b1]\n", encoding="utf-8")
    cfg = load_config(path)
    assert any("input.controller" in p and "'zz'" in p for p in cfg.problems)
    assert any("input.joystick" in p and "'jump'" in p for p in cfg.problems)
    assert cfg.get("input.controller")["cross"] == ["a"]


def test_partial_binding_section_keeps_other_defaults(tmp_path):
    path = tmp_path / "config.yaml"
    path.write_text("input:\n  keyboard:\n    cross: [space]\n", encoding="utf-8")
    cfg = load_config(path)
    assert cfg.problems == []
    assert cfg.get("input.keyboard")["cross"] == ["space"]
    assert cfg.get("input.keyboard")["circle"] == ["z"]


def test_save_round_trips_and_leaves_no_temp_files(tmp_path):
    cfg = defaults()
    cfg.set("video.scale", 2)
    cfg.set("rules.strict_phase_order", True)
    target = save_config(cfg, tmp_path / "dir" / "config.yaml")
    again = load_config(target)
    assert again.problems == []
    assert again.to_nested() == cfg.to_nested()
    assert [p.name for p in target.parent.iterdir()] == ["config.yaml"]


def test_set_rejects_bad_values_naming_the_key():
    cfg = defaults()
    try:
        cfg.set("video.scale", 0)
    except ValueError as exc:
        assert "video.scale" in str(exc) and "0" in str(exc)
    else:
        raise AssertionError("accepted scale 0")


def test_play_command_accepts_config_path(tmp_path, monkeypatch):
    from game.cli import build_parser

    args = build_parser().parse_args(["play", "--config", str(tmp_path / "c.yaml")])
    assert args.config == tmp_path / "c.yaml"
