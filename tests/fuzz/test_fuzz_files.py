"""Fuzzing user-editable files (config, saves, deck files, replays): every malformed input ends in
the loader's own error naming the file, or in a listed problem, and the file is never changed.
Inputs: malformed documents, byte damage, and hostile values (``fuzzkit.splice_hostile``)."""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from career.samples import sample_save
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz.fuzzkit import JSONISH, damage, expect_clean, splice_hostile
from game.career.deckfile import DeckFileError, load_deck_file, save_deck_file
from game.career.save import SaveError, encode, read_save
from game.config import SCHEMA, load_config

REPO = Path(__file__).resolve().parents[2]
_FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
_DECK = [1, 2, 3] * 3 + [17, 18] + list(range(100, 129))


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


# ---------------------------------------------------------------- config

@_FUZZ
@given(doc=st.dictionaries(st.sampled_from(sorted({k.path.split(".")[0] for k in SCHEMA}) + ["zz"]),
                           st.dictionaries(st.sampled_from(sorted({k.path.split(".", 1)[1] for k in SCHEMA})
                                                           + ["typo"]), JSONISH, max_size=5) | JSONISH,
                           max_size=4) | JSONISH)
def test_any_config_document_loads_with_its_problems_listed(tmp_path, doc):
    path = _write(tmp_path, "config.yaml", yaml.safe_dump(doc, allow_unicode=True).encode())
    config = expect_clean(lambda: _load_config_checked(path), (), str(path), [path])
    assert config is None


@_FUZZ
@given(data=st.data())
def test_damaged_config_bytes_load_with_defaults(tmp_path, data):
    path = _write(tmp_path, "config.yaml", damage((REPO / "config.yaml").read_bytes(), data))
    expect_clean(lambda: _load_config_checked(path), (), str(path), [path])


def _load_config_checked(path: Path) -> None:
    config = load_config(path)
    for key in SCHEMA:  # every value in force passed its key's check
        assert not key.check(config.get(key.path)), key.path
    assert all(str(path) in p for p in config.problems)


# ---------------------------------------------------------------- saves

@_FUZZ
@given(data=st.data())
def test_damaged_save_files_give_save_error_naming_the_file(tmp_path, data):
    good = encode(sample_save())
    path = _write(tmp_path, "slot_1.json", damage(good, data))
    backup = _write(tmp_path, "slot_1.bak.json", good)
    expect_clean(lambda: read_save(path, backup), (SaveError,), "slot_1.json", [path, backup])


@_FUZZ
@given(doc=JSONISH)
def test_any_json_as_a_save_gives_save_error(tmp_path, doc):
    path = _write(tmp_path, "slot_2.json", json.dumps(doc).encode())
    assert expect_clean(lambda: read_save(path), (SaveError,), "slot_2.json", [path]) is not None


# ---------------------------------------------------------------- deck files

@_FUZZ
@given(doc=JSONISH | st.lists(JSONISH | st.integers(0, 800), max_size=45)
       | st.fixed_dictionaries({"name": JSONISH, "cards": st.lists(st.integers(-5, 800) | JSONISH, max_size=45)}))
def test_any_deck_document_gives_deck_file_error_or_40_cards(tmp_path, db, doc):
    path = _write(tmp_path, "deck.yaml", yaml.safe_dump(doc, allow_unicode=True).encode())
    if expect_clean(lambda: _deck_checked(db, path), (DeckFileError,), "deck.yaml", [path]) is None:
        assert len(load_deck_file(db, path)) == 40


@_FUZZ
@given(data=st.data())
def test_damaged_deck_files_give_deck_file_error(tmp_path, db, data):
    good = save_deck_file(db, tmp_path / "good.yaml", _DECK, name="fuzz").read_bytes()
    path = _write(tmp_path, "deck.yaml", damage(good, data))
    expect_clean(lambda: _deck_checked(db, path), (DeckFileError,), "deck.yaml", [path])


def _deck_checked(db, path: Path) -> None:
    cards = load_deck_file(db, path)
    assert len(cards) == 40 and all(1 <= c <= 722 for c in cards)


# ---------------------------------------------------------------- replays

def _good_replay(db, tmp_path: Path) -> dict:
    from game.rules.replay import ReplayLog
    from game.rules.rng import PsxRng
    from game.rules.setup import deal_deck

    log = ReplayLog(deck0=tuple(deal_deck(db, 3, PsxRng(1))), deck1=None, opponent=3, seed=5,
                    actions=(0, 11, 23, 24, 26))
    return {"format": "fmduel-replay", "version": 1, "shuffle": True, "ai_level": "fair", "final_hash": "",
            "log": log.to_dict()}


@_FUZZ
@given(where=st.sampled_from(["top", "log"]), key=st.sampled_from(
    ["format", "version", "shuffle", "final_hash", "log", "deck0", "deck1", "opponent", "seed", "rng",
     "terrain", "options", "lp", "actions", "engine", "mods"]), value=JSONISH | st.lists(st.integers(-3, 900)))
def test_malformed_replay_fields_give_replay_file_error(tmp_path, db, where, key, value):
    doc = _good_replay(db, tmp_path)
    (doc if where == "top" else doc["log"])[key] = value
    path = _write(tmp_path, "r.json", json.dumps(doc).encode())
    _check_replay(db, path)


@_FUZZ
@given(data=st.data())
def test_damaged_replay_bytes_give_replay_file_error(tmp_path, db, data):
    good = json.dumps(_good_replay(db, tmp_path), indent=1).encode()
    path = _write(tmp_path, "r.json", damage(good, data))
    _check_replay(db, path)


def _check_replay(db, path: Path) -> None:
    from game import replays

    expect_clean(lambda: replays.check(db, replays.load(path)), (replays.ReplayFileError,), "r.json", [path])


# ---------------------------------------------------------------- hostile values in every kind of file

_HOSTILE = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@_HOSTILE
@given(data=st.data())
def test_hostile_values_in_a_config_are_listed_and_defaults_hold(tmp_path, data):
    path = _write(tmp_path, "config.yaml", splice_hostile((REPO / "config.yaml").read_bytes(), data, "yaml"))
    expect_clean(lambda: _load_config_checked(path), (), str(path), [path])


@_HOSTILE
@given(data=st.data())
def test_hostile_values_in_a_save_give_save_error(tmp_path, data):
    path = _write(tmp_path, "slot_1.json", splice_hostile(encode(sample_save()), data, "json"))
    expect_clean(lambda: read_save(path), (SaveError,), "slot_1.json", [path])


@_HOSTILE
@given(data=st.data())
def test_hostile_values_in_a_deck_file_give_deck_file_error(tmp_path, db, data):
    good = save_deck_file(db, tmp_path / "good.yaml", _DECK, name="fuzz").read_bytes()
    path = _write(tmp_path, "deck.yaml", splice_hostile(good, data, "yaml"))
    expect_clean(lambda: _deck_checked(db, path), (DeckFileError,), "deck.yaml", [path])


@_HOSTILE
@given(data=st.data())
def test_hostile_values_in_a_replay_give_replay_file_error(tmp_path, db, data):
    good = json.dumps(_good_replay(db, tmp_path), indent=1).encode()
    path = _write(tmp_path, "r.json", splice_hostile(good, data, "json"))
    _check_replay(db, path)
