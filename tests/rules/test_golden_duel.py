"""Golden playthrough (style lesson 8b): one seeded duel's actions and events, diffed against a file.

A missing or different file fails. After an intended rule change regenerate it with
``python tools/regen_golden.py`` and review the diff like code.
"""

from __future__ import annotations

from support.golden import DUEL_SEED7, duel_seed7, golden_problem


def test_golden_playthrough_matches(db):
    problem = golden_problem(DUEL_SEED7, duel_seed7(db))
    assert problem is None, problem


def test_a_missing_or_changed_golden_fails_even_when_asked_to_update(tmp_path, monkeypatch):
    monkeypatch.setenv("FMDUEL_UPDATE_GOLDEN", "1")  # the old way to make the test rewrite and pass
    path = tmp_path / "golden.txt"
    assert "missing" in golden_problem(path, "setup\nfinal 1\n")
    assert not path.exists()
    path.write_text("setup\nfinal 1\n", encoding="utf-8")
    assert golden_problem(path, "setup\nfinal 1\n") is None
    assert "line 2 differs" in golden_problem(path, "setup\nfinal 2\n")
    assert "2 lines in the golden file, 3 now" in golden_problem(path, "setup\nfinal 1\nmore\n")
    assert path.read_text(encoding="utf-8") == "setup\nfinal 1\n"
