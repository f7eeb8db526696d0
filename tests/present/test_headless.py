"""The presentation layer runs without a display library: the consistency check and a headless
viewer can drive it where pygame is absent, and nothing in it can draw by accident."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import game.present


def test_every_present_module_imports_without_pygame() -> None:
    names = [f"game.present.{m.name}" for m in pkgutil.iter_modules(game.present.__path__)]
    assert len(names) >= 6, names  # the room's modules are all found (a wrong path finds none)
    code = ("import sys; " + "; ".join(f"import {n}" for n in names)
            + "; bad = sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'); print(bad); "
            "raise SystemExit(1 if bad else 0)")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
