"""Broken data files fail at load with a message naming the file, the record and the field."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.career.checks import CAREER_CHECKS
from game.db import DataError, load_carddb

REPO = Path(__file__).resolve().parents[2]


def _edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"test set-up: {old!r} not in {path.name}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def _error(data: Path) -> str:
    with pytest.raises(DataError) as info:
        load_carddb(data, use_cache=False, checks=CAREER_CHECKS)
    return str(info.value)


def test_malformed_fusion_row_names_file_line_and_field(data):
    _edit(data / "fusions.txt", "2 8 638 retail", "2 eight 638 retail")
    msg = _error(data)
    assert "fusions.txt" in msg and re.search(r"line \d+", msg) and "'material_b'" in msg and "'eight'" in msg


def test_fusion_row_with_missing_column(data):
    _edit(data / "fusions.txt", "2 8 638 retail", "2 8 638")
    assert re.search(r"fusions\.txt: line \d+: expected 4 fields", _error(data))


def test_unknown_card_id_in_fusion_result(data):
    _edit(data / "fusions.txt", "2 8 638 retail", "2 8 999 retail")
    msg = _error(data)
    assert "fusions.txt" in msg and "'result' = 999" in msg and "1..722" in msg


def test_unknown_card_id_in_ritual(data):
    _edit(data / "rituals.yaml", "tributes: [371, 372, 373]", "tributes: [371, 372, 7373]")
    msg = _error(data)
    assert "rituals.yaml" in msg and "card 667" in msg and "'tributes'" in msg


def test_pool_not_summing_to_2048(data):
    _edit(data / "pools.txt", "0 deck 9 72", "0 deck 9 73")
    msg = _error(data)
    assert "pools.txt" in msg and "duelist 0 pool deck" in msg and "2049" in msg and "2048" in msg


def test_card_field_out_of_range_names_card_and_field(data):
    _edit(data / "cards.yaml", "atk: 800, def: 2000", "atk: -5, def: 2000")
    msg = _error(data)
    assert "cards.yaml" in msg and "card 2 'Mystical Elf'" in msg and "'atk' = -5" in msg


def test_unknown_key_is_an_error_not_ignored(data):
    _edit(data / "cards.yaml", "kind: monster, type: Dragon", "kind: monster, typo: 1, type: Dragon")
    msg = _error(data)
    assert "card 1 'Blue-eyes White Dragon'" in msg and "unknown field 'typo'" in msg


def test_wrong_vocabulary_value(data):
    _edit(data / "cards.yaml", "type: Spellcaster", "type: Wizard")
    msg = _error(data)
    assert "card 2" in msg and "'type' = 'Wizard'" in msg


def test_invalid_yaml_names_the_line(data):
    _edit(data / "traps.yaml", "traps:\n", "traps:\n  - {card: [\n")
    assert re.search(r"traps\.yaml: line \d+: not valid YAML", _error(data))


def test_missing_file(data):
    (data / "stars.yaml").unlink()
    assert "stars.yaml: file is missing" in _error(data)


def test_duplicate_fusion_pair_with_two_results(data):
    with (data / "fusions.txt").open("a", encoding="utf-8") as fh:
        fh.write("8 2 639 retail\n")
    msg = _error(data)
    assert "fusions.txt" in msg and "pair (2, 8) gives 639" in msg


def test_check_data_exits_1_with_a_clear_message(data):
    _edit(data / "pools.txt", "0 deck 9 72", "0 deck 9 73")
    out = subprocess.run([sys.executable, "-m", "game", "--data", str(data), "check-data", "--no-cache"],
                         capture_output=True, text=True, cwd=REPO, check=False)
    assert out.returncode == 1
    assert "invalid data" in out.stderr and "pools.txt" in out.stderr
    assert "Traceback" not in out.stderr
