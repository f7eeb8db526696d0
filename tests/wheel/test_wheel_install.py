"""A built wheel works without the repository: data/, sprites/ and config.yaml travel inside it.

The wheel is built from a copy of the checkout, installed into a fresh virtual environment outside
it, and the installed ``fmduel`` runs ``check-data`` and a few frames of ``play`` from another
directory, so nothing can be found "beside the package" by accident.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
_NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", ".ci-venv", "build", "dist", "*.egg-info", "artifacts",
                                     "__pycache__", ".pytest_cache", ".hypothesis", "tests")


def _run(cmd: list[str], cwd: Path, env: dict[str, str], timeout: int = 240) -> subprocess.CompletedProcess:
    out = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    assert out.returncode == 0, f"{' '.join(map(str, cmd))} failed ({out.returncode}):\n{out.stdout}\n{out.stderr}"
    return out


def test_wheel_installs_into_a_fresh_venv_and_starts_headless(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "FMDUEL_DATA", "VIRTUAL_ENV")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               FMDUEL_CACHE_DIR=str(tmp_path / "cache"), FMDUEL_DATA_HOME=str(tmp_path / "home"),
               FMDUEL_CONFIG=str(tmp_path / "home" / "config.yaml"), FMDUEL_MODS_DIR=str(tmp_path / "mods"))
    source = tmp_path / "source"
    shutil.copytree(REPO, source, ignore=_NOT_SOURCE)
    wheels = tmp_path / "wheels"
    _run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-q", "-w", str(wheels)], tmp_path, env)
    wheel = next(wheels.glob("fmduel-*.whl"))
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], tmp_path, env)
    python = venv / ("Scripts" if os.name == "nt" else "bin") / "python"
    _run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", str(wheel)], tmp_path, env)
    shutil.rmtree(source)  # the installed game must not need the tree it was built from

    run_dir = tmp_path / "elsewhere"
    run_dir.mkdir()
    where = _run([str(python), "-c", ("from game.resources import bundled; "
                                      "print(*(bundled(n) for n in ('data', 'sprites', 'config.yaml')), sep='\\n')")],
                 run_dir, env)
    for line in where.stdout.split():
        assert Path(line).exists() and Path(line).is_relative_to(venv), line
    fmduel = python.parent / "fmduel"
    import game  # the checkout's version, which the wheel's metadata must carry

    assert _run([str(fmduel), "--version"], run_dir, env).stdout == f"fmduel {game.__version__}\n"
    report = json.loads(_run([str(fmduel), "check-data", "--json"], run_dir, env).stdout)
    assert report["cards"] == 722 and report["duelists"] == 39
    _run([str(fmduel), "play", "--frames", "30"], run_dir, env, timeout=120)
