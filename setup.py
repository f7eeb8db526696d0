"""Build hook: copy the repository's data/, sprites/ and config.yaml into the wheel.

The project metadata is in pyproject.toml. The repository keeps those three at its top level;
a non-editable build ships them as ``game/_bundled/<name>`` (``game.resources.bundled`` finds
them there). Directories are copied whole and recursively, so new files need no listing here.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

BUNDLED = ("data", "sprites", "config.yaml")  # keep in step with game/resources.py


class BuildPyWithAssets(build_py):
    """build_py that also copies the bundled files (an editable install reads them in place)."""

    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        root = Path(__file__).resolve().parent
        target = Path(self.build_lib) / "game" / "_bundled"
        for name in BUNDLED:
            src, dst = root / name, target / name
            if src.is_dir():
                shutil.rmtree(dst, ignore_errors=True)  # no stale files from an earlier build
                shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*"))
            else:
                dst.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, dst)


setup(cmdclass={"build_py": BuildPyWithAssets})
