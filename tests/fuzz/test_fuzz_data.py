"""Fuzzing mods and data/: a malformed mod entry is rejected with file and entry (never fatal, never
an exception); a mutated copy of data/ fails to load with DataError naming the file, or loads.
Mutations: malformed documents, byte damage, and hostile values (``fuzzkit.splice_hostile``)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz.fuzzkit import JSONISH, damage, expect_clean, splice_hostile
from game.career.checks import CAREER_CHECKS
from game.db import DataError, load_carddb
from game.db.mods import SECTIONS, apply_mods
from game.db.sources import read_sources

REPO = Path(__file__).resolve().parents[2]
_NAMES = st.sampled_from(["Kuriboh", "Blue-eyes White Dragon", "Umi", "Sun", "deck", "Seto", "Machine", "nope"])
_VALUE = JSONISH | _NAMES | st.integers(-3, 3000)
_ENTRY = st.dictionaries(st.sampled_from(["card", "a", "b", "result", "remove", "equip", "monster", "bonus",
                                          "tributes", "duelist", "pool", "weights", "terrain", "type", "change",
                                          "threshold", "atk", "def", "level", "stars", "attribute", "zz"]),
                         _VALUE | st.lists(_VALUE, max_size=4) | st.dictionaries(_NAMES, _VALUE, max_size=3),
                         max_size=5)
_MOD = st.dictionaries(st.sampled_from([*SECTIONS, "extra"]), st.lists(_ENTRY, max_size=4) | _VALUE, max_size=4)


@pytest.fixture(scope="module")
def sources():
    return read_sources(REPO / "data")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=_MOD | JSONISH, data=st.data())
def test_any_mod_file_is_applied_or_rejected_entry_by_entry(tmp_path, sources, doc, data):
    path = tmp_path / "m.yaml"
    text = yaml.safe_dump(doc, allow_unicode=True).encode()
    path.write_bytes(damage(text, data) if data.draw(st.booleans()) else text)

    def load():
        _src, report = apply_mods(sources, [path])
        assert all(p.path == str(path) and isinstance(p.entry, str) and p.reason for p in report.rejected + report.conflicts)
        report.to_dict()

    expect_clean(load, (), "m.yaml", [path])


_DATA_FILES = sorted(p.name for p in (REPO / "data").iterdir() if p.is_file())


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(_DATA_FILES), data=st.data())
def test_a_mutated_data_file_gives_data_error_naming_it(data_copy, name, data):
    path = data_copy / name
    good = (REPO / "data" / name).read_bytes()
    lines = good.splitlines(keepends=True)
    # damage one record line (not the header comment) so the file still looks like itself
    i = data.draw(st.integers(0, len(lines) - 1))
    path.write_bytes(b"".join(lines[:i]) + damage(lines[i], data) + b"".join(lines[i + 1:]))
    try:
        others = [data_copy / n for n in _DATA_FILES if n != name]
        exc = expect_clean(lambda: load_carddb(data_copy, use_cache=False, checks=CAREER_CHECKS),
                           (DataError,), "", [path, *others])
        if exc is not None:
            assert any(n in str(exc) for n in _DATA_FILES), str(exc)  # a cross-reference may name another file
    finally:
        path.write_bytes(good)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_hostile_values_in_a_mod_are_rejected_with_the_file_named(tmp_path, sources, data):
    good = (b"name: fuzz\ncards:\n  - {card: 1, atk: 2000}\nfusions:\n  - {a: 2, b: \"Kuriboh\", result: 380}\n"
            b"pools:\n  - {duelist: 3, pool: deck, weights: {1: 10, 2: 20}}\nterrain:\n"
            b"  - {terrain: Umi, type: Machine, change: 300}\n")
    path = tmp_path / "m.yaml"
    path.write_bytes(splice_hostile(good, data, "yaml"))

    def load():
        _src, report = apply_mods(sources, [path])
        assert all(p.path == str(path) and len(str(p)) < 400 for p in report.rejected + report.conflicts)

    expect_clean(load, (), "m.yaml", [path])


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(_DATA_FILES), data=st.data())
def test_hostile_values_in_a_data_file_give_data_error_naming_it(data_copy, name, data):
    path = data_copy / name
    good = (REPO / "data" / name).read_bytes()
    path.write_bytes(splice_hostile(good, data, "yaml"))
    try:
        others = [data_copy / n for n in _DATA_FILES if n != name]
        exc = expect_clean(lambda: load_carddb(data_copy, use_cache=False, checks=CAREER_CHECKS),
                           (DataError,), "", [path, *others])
        if exc is not None:
            assert any(n in str(exc) for n in _DATA_FILES) and len(str(exc)) < 400, str(exc)
    finally:
        path.write_bytes(good)
