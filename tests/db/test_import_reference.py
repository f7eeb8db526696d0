"""The committed data/ is exactly what tools/import_reference.py makes from the reference tables."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
REFERENCE = REPO.parent / "shared" / "reference" / "fm"


def _tool():
    spec = importlib.util.spec_from_file_location("import_reference", REPO / "tools" / "import_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_data_equals_generated():
    if not (REFERENCE / "cards.csv").is_file():
        why = (f"{REFERENCE / 'cards.csv'} is not present: the reference tables (../shared) are not beside "
               "this checkout, so data/ cannot be regenerated to compare")
        if os.environ.get("FMDUEL_REQUIRE_SHARED"):  # .ci/run sets it when ../shared exists
            pytest.fail(why)
        pytest.skip(why)
    files = _tool().build_files(REFERENCE)
    for name, text in files.items():
        committed = (REPO / "data" / name).read_text(encoding="utf-8")
        assert committed == text, f"data/{name} is stale: run python tools/import_reference.py"


def test_generated_data_carries_no_card_text():
    for path in (p for p in (REPO / "data").rglob("*") if p.is_file()):  # data/music/*.song too
        text = path.read_text(encoding="utf-8").lower()
        assert "description" not in text and "flavour" not in text and "flavor" not in text, path.name
