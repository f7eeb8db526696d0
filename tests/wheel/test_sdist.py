"""The source distribution is whole and honest: it builds without a setuptools deprecation warning,
carries the licence, the game and what the wheel bundles (data/, sprites/, config.yaml) and no test
files (the suite needs the repository: tools/ and the reference tables beside it), states its licence
as SPDX metadata, and a wheel built from the unpacked sdist alone bundles the game's files.
"""

from __future__ import annotations

import email.parser
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
_NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", ".ci-venv", "build", "dist", "*.egg-info", "artifacts",
                                     "__pycache__", ".pytest_cache", ".hypothesis")


def _build(kind: str, source: Path, out: Path) -> str:
    done = subprocess.run([sys.executable, "-m", "build", f"--{kind}", "--outdir", str(out), str(source)],
                          capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, f"build --{kind} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout + done.stderr


def test_sdist_carries_the_game_and_its_licence_and_no_tests(tmp_path):
    source = tmp_path / "source"
    shutil.copytree(REPO, source, ignore=_NOT_SOURCE)  # tests/ included: the sdist must leave it out itself
    log = _build("sdist", source, tmp_path / "dist")
    assert "deprecat" not in log.lower(), log  # e.g. "`project.license` as a TOML table is deprecated"
    sdist = next((tmp_path / "dist").glob("fmduel-*.tar.gz"))
    with tarfile.open(sdist) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
        tar.extractall(tmp_path / "unpacked", filter="data")
    assert not [n for n in names if n.startswith("tests/") or "/tests/" in n or Path(n).name == "conftest.py"]
    for wanted in ("LICENSE", "README.md", "pyproject.toml", "setup.py", "config.yaml", "game/cli.py",
                   "data/cards.yaml", "data/fusions.txt"):
        assert wanted in names, wanted
    assert any(n.startswith("sprites/") and n.endswith(".png") for n in names)
    unpacked = next((tmp_path / "unpacked").iterdir())
    meta = email.parser.Parser().parsestr((unpacked / "PKG-INFO").read_text(encoding="utf-8"))
    assert meta["License-Expression"] == "MIT" and meta["License-File"] == "LICENSE"
    assert "MIT License" in (unpacked / "LICENSE").read_text(encoding="utf-8")
    assert meta["Requires-Python"] == ">=3.11"
    assert {"test", "dev"} <= set(meta.get_all("Provides-Extra"))
    assert "Topic :: Games/Entertainment" in meta.get_all("Classifier")
    assert not [c for c in meta.get_all("Classifier") if c.startswith("License ::")]  # the SPDX field says it

    log = _build("wheel", unpacked, tmp_path / "wheel")  # from the sdist alone, not the checkout
    assert "deprecat" not in log.lower(), log
    wheel = next((tmp_path / "wheel").glob("fmduel-*.whl"))
    with zipfile.ZipFile(wheel) as whl:
        files = set(whl.namelist())
    assert {"game/_bundled/config.yaml", "game/_bundled/data/cards.yaml", "game/cli.py"} <= files
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in files)
    assert not [n for n in files if n.startswith("tests/")]
