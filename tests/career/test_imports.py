"""The career package is pure logic: no pygame, no work at import, and a light save path.

The save path (model, codec, save) must not pull in numpy or the card database, so that a process
that only saves starts fast (the durability test's child relies on it).
"""

from __future__ import annotations

import subprocess
import sys

_MODULES = ("model", "codec", "save", "collection", "starter", "shop", "deckbuild", "deckstats", "farming",
            "deckfile")


def _loaded_after(imports: str) -> set[str]:
    code = f"import sys; {imports}; print(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_career_never_imports_pygame() -> None:
    loaded = _loaded_after("; ".join(f"import game.career.{m}" for m in _MODULES))
    assert "pygame" not in loaded


def test_save_path_imports_neither_numpy_nor_the_card_database() -> None:
    loaded = _loaded_after("import game.career.save")
    assert "numpy" not in loaded and "game.db" not in loaded and "yaml" not in loaded
