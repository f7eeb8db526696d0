"""The command line: sub-commands, JSON output and clear errors for bad arguments."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=REPO, check=False,
                          timeout=120, env=env)


def test_check_data_json_reports_the_counts():
    out = _run("check-data", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["cards"] == 722 and report["monsters"] == 621
    assert report["fusions"] == 25146 and report["fusions_without_glitch"] == 25131
    assert report["equip_pairs"] == 4041 and report["equip_cards"] == 34 and report["rituals"] == 24
    assert report["pools"] == 160 and report["pools_summing_to_2048"] == 160
    assert report["fusion_results"] >= 204


def test_unknown_command_is_a_usage_error():
    out = _run("no-such-command")
    assert out.returncode == 2 and "invalid choice" in out.stderr and "Traceback" not in out.stderr


def test_missing_data_dir_is_reported():
    out = _run("--data", "/nonexistent/fmduel-data", "check-data")  # an argument: checked before anything runs
    assert out.returncode == 2 and out.stderr == "fmduel: argument --data: no such directory: /nonexistent/fmduel-data\n"
    out = _run("check-data", env={**os.environ, "FMDUEL_DATA": "/nonexistent/fmduel-data"})  # the environment's
    assert out.returncode == 1 and "data directory not found" in out.stderr


def test_default_command_is_play():
    from game.cli import _default_to_play

    assert _default_to_play([]) == ["play"]
    assert _default_to_play(["--data", "d"]) == ["--data", "d", "play"]
    assert _default_to_play(["--data=d", "--frames", "3"]) == ["--data=d", "play", "--frames", "3"]
    assert _default_to_play(["check-data"]) == ["check-data"]
