"""Issue 35: a randomized campaign save records its run, loads and plays on it, and never mixes.

The run's mod here is rolled without the duel checks (cheap: the checks have their own tests); it is
loaded the way the game loads every mod, from a mods folder.
"""

from __future__ import annotations

import pytest
from conftest import REPO

from game.career.codec import InvalidSave, from_document, to_document
from game.career.save import load_slot, save_slot
from game.career.starter import new_game
from game.randomizer import build
from game.randomizer.code import Part, SeedCode
from game.randomizer.render import mod_text
from game.randomizer.runs import active_run, mix_problem, stamp
from game.rules.rng import make_rng

CODE = SeedCode.of(21, {Part.STATS: 2, Part.DECKS: 1, Part.TERRAIN: 1})
OTHER = SeedCode.of(22, {Part.STATS: 2, Part.DECKS: 1, Part.TERRAIN: 1})


def _run_db(tmp_path, code: SeedCode, name: str = ""):
    from game.db import load_carddb
    from game.db.sources import read_sources

    src = read_sources(REPO / "data")
    shape = build.Shape(src)
    changes = build.roll(shape, code, build.Attempts())
    build.repair(shape, src, code, changes)
    mods = tmp_path / f"mods-{code.seed}"
    mods.mkdir()
    (mods / (name or f"randomized-{code.text}.yaml")).write_bytes(mod_text(code, changes, []))
    return load_carddb(REPO / "data", tmp_path / "cache", mod_dirs=[mods]), changes


def test_a_randomized_save_records_its_run_loads_and_plays_on_it(tmp_path, db):
    from game.sim.runner import run_duel
    from game.sim.specs import Side

    run_db, changes = _run_db(tmp_path, CODE)
    run = active_run(run_db)
    assert run is not None and run.code == CODE.text and len(run.digest) == 16
    save = stamp(new_game(run_db, "KAIBA", make_rng("psx", 5)), run)
    save_slot(save, 2, tmp_path / "saves")
    loaded = load_slot(2, tmp_path / "saves")
    assert (loaded.run_code, loaded.run_digest) == (CODE.text, run.digest)
    assert mix_problem(loaded, run) is None
    card, atk = next((c, a) for c, (a, _d) in sorted(changes.stats.items()) if a != int(db.atk[c]))
    assert int(run_db.atk[card]) == atk  # the run's tables are the ones in play
    result = run_duel(run_db, Side("save", "fair", 39, tuple(loaded.deck)), Side("9", "retail", 9, None), 5)
    assert result.winner in (0, 1) and result.turns > 0


def test_a_randomized_save_refuses_to_mix_with_no_run_or_another(tmp_path, db):
    run_db, _ = _run_db(tmp_path, CODE)
    other_db, _ = _run_db(tmp_path, OTHER)
    run, other = active_run(run_db), active_run(other_db)
    assert active_run(db) is None
    randomized = stamp(new_game(run_db, "KAIBA", make_rng("psx", 5)), run)
    plain = new_game(db, "YUGI", make_rng("psx", 5))
    assert mix_problem(plain, None) is None
    assert mix_problem(randomized, None) == (
        f"This save plays the randomized run {CODE.text}, which is not loaded: put its mod back in the mods "
        f"folder (fmduel randomize {CODE.text}).")
    assert mix_problem(randomized, other) == (
        f"This save plays the randomized run {CODE.text}, but {OTHER.text} is loaded.")
    assert mix_problem(plain, run) == (
        f"This save is not a randomized run, and the randomized run {CODE.text} is loaded: take "
        f"randomized-{CODE.text}.yaml out of the mods folder to play it.")
    edited = type(run)(run.code, "0" * 16, run.path)
    assert "was changed since this save began" in mix_problem(randomized, edited)


def test_a_save_without_a_run_is_written_as_before_and_a_bad_run_record_is_refused(db):
    plain = new_game(db, "YUGI", make_rng("psx", 5))
    assert "randomized" not in to_document(plain)["body"]
    doc = to_document(stamp(plain, type("R", (), {"code": CODE.text, "digest": "ab" * 8})()))
    assert from_document(doc).run_code == CODE.text
    doc["body"]["randomized"]["digest"] = "XYZ" * 5 + "Q"
    from game.career.codec import checksum

    doc["checksum"] = checksum(doc["body"])
    with pytest.raises(InvalidSave, match="randomized must hold a run code"):
        from_document(doc)
