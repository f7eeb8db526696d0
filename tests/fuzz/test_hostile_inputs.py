"""Every input class the audit crashed the game with, against every kind of file (issue 13).

For each (file kind, input class) a realistic file gets the hostile value in a real field; the
kind's loader must end in its own error (or listed problem) that names the file and the problem,
with a short message (never the whole value), nothing else may escape, and the file stays
byte-for-byte as it was. Classes: numbers with thousands of digits, Unicode digits such as '²',
deep nesting, YAML alias bombs, files over the size cap, raw NUL bytes, very long text, non-UTF-8.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from career.samples import sample_save

from fuzz.fuzzkit import expect_clean
from game import replays
from game.career.checks import CAREER_CHECKS
from game.career.codec import checksum, to_document
from game.career.deckfile import DeckFileError, load_deck_file
from game.career.save import SaveError, read_save
from game.config import load_config
from game.db import DataError, load_carddb
from game.db.mods import apply_mods
from game.db.sources import read_sources
from game.safe_load import LIMITS, MAX_DEPTH, MAX_DIGITS, MAX_TEXT

REPO = Path(__file__).resolve().parents[2]

# An alias bomb ("billion laughs"): nine levels of nine references, 9**9 leaves once expanded.
_BOMB = "[" + ", ".join(
    [f"&l0 [{', '.join(['lol'] * 9)}]"] + [f"&l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, 9)]) + "]"

# class -> (YAML fragment, JSON fragment, what the message must say); None: the class does not apply
CLASSES: dict[str, tuple[str | None, str | None, str]] = {
    "huge int": ("9" * 5000, "9" * 5000, f"more than {MAX_DIGITS} digits"),
    "deep nesting": ("[" * 500 + "]" * 500, "[" * 500 + "]" * 500, f"nested more than {MAX_DEPTH} levels"),
    "deeper than the parser": ("[" * 20_000 + "]" * 20_000, "[" * 20_000 + "]" * 20_000, "nest"),
    "alias bomb": (_BOMB, None, "anchors and aliases are not allowed"),
    "long text": ("'" + "x" * (MAX_TEXT + 5) + "'", '"' + "x" * (MAX_TEXT + 5) + '"', f"at most {MAX_TEXT}"),
    "NUL byte": ("'a\0b'", '"a\0b"', "NUL byte"),
    "non-UTF-8": ("'\udcff\udcfe'", '"\udcff\udcfe"', "not UTF-8"),
}


def _bytes(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")  # '\udcff' becomes the raw byte 0xff


def _too_large(good: bytes, kind: str) -> bytes:
    return good + b"\n#" + b"x" * LIMITS[kind] + b"\n"


# ---------------------------------------------------------------- one loader per kind

def _config(path: Path, _db) -> str:
    config = load_config(path)
    assert config.get("video.scale") == 3  # the default stays in force
    assert config.problems, "a hostile config was taken without a word"
    return "\n".join(config.problems)


def _save(path: Path, _db) -> str:
    with pytest.raises(SaveError) as err:
        read_save(path)
    return str(err.value)


def _deck(path: Path, db) -> str:
    with pytest.raises(DeckFileError) as err:
        load_deck_file(db, path)
    return str(err.value)


def _replay(path: Path, db) -> str:
    with pytest.raises(replays.ReplayFileError) as err:
        replays.check(db, replays.load(path))
    return str(err.value)


_SOURCES = {}


def _mod(path: Path, _db) -> str:
    if "src" not in _SOURCES:
        _SOURCES["src"] = read_sources(REPO / "data")
    _src, report = apply_mods(_SOURCES["src"], [path])  # never raises: the game still starts
    assert report.rejected, "a hostile mod was applied without a word"
    assert all(p.path == str(path) for p in report.rejected)
    return "\n".join(map(str, report.rejected))


def _good_save_text() -> str:
    doc = to_document(sample_save())
    doc["body"]["starchips"] = "__P__"
    return json.dumps(doc, indent=1)


def _good_replay_text(db) -> str:
    from game.rules.replay import ReplayLog
    from game.rules.rng import PsxRng
    from game.rules.setup import deal_deck

    log = ReplayLog(deck0=tuple(deal_deck(db, 3, PsxRng(1))), deck1=None, opponent=3, seed=5, actions=(0,))
    doc = {"format": "fmduel-replay", "version": 1, "shuffle": True, "ai_level": "fair", "final_hash": "",
           "log": {**log.to_dict(), "opponent": "__P__"}}
    return json.dumps(doc, indent=1)


# kind -> (file name, format, template with __P__ where the hostile value goes, loader, size kind)
KINDS = {
    "config": ("config.yaml", "yaml", lambda db: "video:\n  scale: __P__\n", _config, "config"),
    "deck": ("deck.yaml", "yaml", lambda db: "name: d\ncards: [__P__, 1, 2]\n", _deck, "deck"),
    "mod": ("mod.yaml", "yaml", lambda db: "name: m\ncards:\n  - {card: __P__, atk: 100}\n", _mod, "mod"),
    "save": ("slot_1.json", "json", lambda db: _good_save_text(), _save, "save"),
    "replay": ("r.json", "json", _good_replay_text, _replay, "replay"),
}


def _file_for(kind: str, cls: str, db) -> bytes:
    _name, fmt, template, _load, size_kind = KINDS[kind]
    if cls == "too large":
        return _too_large(_bytes(template(db).replace("__P__", "1")), size_kind)
    fragment = CLASSES[cls][0 if fmt == "yaml" else 1]
    text = template(db)
    return _bytes(text.replace('"__P__"', fragment) if fmt == "json" else text.replace("__P__", fragment))


_CASES = [(kind, cls) for kind in KINDS for cls in [*CLASSES, "too large"]
          if cls == "too large" or CLASSES[cls][0 if KINDS[kind][1] == "yaml" else 1] is not None]  # JSON: no aliases


@pytest.mark.parametrize("kind, cls", _CASES)
def test_hostile_input_gets_the_loaders_own_short_message(tmp_path, db, kind, cls):
    data = _file_for(kind, cls, db)
    name, _fmt, _template, load, _size = KINDS[kind]
    path = tmp_path / name
    path.write_bytes(data)
    messages = []
    expect_clean(lambda: messages.append(load(path, db)), (), str(path), [path])
    message = messages[0]
    assert str(path) in message, message
    want = "too large" if cls == "too large" else CLASSES[cls][2]
    assert want in message, message
    assert len(message) < 400, f"{len(message)} characters: the message repeats the value"


# ---------------------------------------------------------------- Unicode digits, fractions, booleans

def test_unicode_digits_are_not_card_ids_anywhere(tmp_path, db):
    assert "²".isdigit()  # what the old code trusted before calling int()
    deck = tmp_path / "deck.yaml"
    deck.write_text("cards: ['²', '١', 1]\n", encoding="utf-8")
    assert "no card named '²'" in _deck(deck, db)
    mod = tmp_path / "mod.yaml"
    mod.write_text("fusions:\n  - {a: '²', b: 2, result: 3}\n", encoding="utf-8")
    assert "a '²': no such card" in _mod(mod, db)
    with pytest.raises(KeyError, match="no card named"):
        db.card_id("²")
    doc = to_document(sample_save())
    doc["body"]["trunk"]["²"] = 1
    doc["checksum"] = checksum(doc["body"])
    save = tmp_path / "slot_1.json"
    save.write_text(json.dumps(doc), encoding="utf-8")
    assert "trunk key '²' is not a number" in _save(save, db)


@pytest.mark.parametrize("field, value", [("opponent", 3.7), ("opponent", True), ("opponent", "²"),
                                          ("seed", 5.5), ("terrain", False), ("actions", [0, 1.5]),
                                          ("lp", [8000, True]), ("deck0", [1.0] * 40), ("shuffle", 1)])
def test_a_replay_number_must_be_a_whole_number_not_a_fraction_or_boolean(tmp_path, db, field, value):
    doc = json.loads(_good_replay_text(db).replace('"__P__"', "3"))
    doc["log"][field] = value
    path = tmp_path / "r.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    message = _replay(path, db)
    assert f"log.{field}" in message and ("whole number" in message or "true or false" in message), message


# ---------------------------------------------------------------- data/

_DATA_CLASSES = {  # (file, old text or None to add a first key, hostile text, what the message must say)
    "huge int in YAML": ("cards.yaml", "atk: 3000,", "atk: " + "9" * 5000 + ",", f"more than {MAX_DIGITS} digits"),
    "huge int in a table": ("fusions.txt", "table", "9" * 5000, "expected an integer"),
    "Unicode digit in YAML": ("cards.yaml", "{id: 1,", "{id: '²',", "expected an integer"),
    "Unicode digit in a table": ("pools.txt", "table", "²", "expected an integer"),
    "deep nesting": ("equips.yaml", None, "[" * 300 + "]" * 300, f"nested more than {MAX_DEPTH} levels"),
    "alias bomb": ("magic.yaml", None, _BOMB, "anchors and aliases are not allowed"),
    "NUL byte": ("duelists.yaml", None, "'a\0b'", "NUL byte"),
    "long text": ("cards.yaml", 'name: "', 'name: "' + "x" * (MAX_TEXT + 1), f"at most {MAX_TEXT}"),
    "non-UTF-8": ("terrain.yaml", None, "'a\udcffb'", "not UTF-8"),
    "too large": ("pools.txt", "too large", None, "too large"),
    "campaign alias bomb": ("campaign.yaml", None, _BOMB, "anchors and aliases are not allowed"),
    "starter pools huge int": ("starter_pools.yaml", None, "9" * 5000, f"more than {MAX_DIGITS} digits"),
}


@pytest.mark.parametrize("case", list(_DATA_CLASSES))
def test_hostile_data_file_gives_data_error_naming_it(data_copy, case):
    name, old, new, want = _DATA_CLASSES[case]
    path = data_copy / name
    good = (REPO / "data" / name).read_bytes()
    if old == "too large":
        bad = _too_large(good, "data")
    elif old == "table":  # a text table: the first field of the first record line
        lines = good.decode().splitlines(keepends=True)
        i = next(i for i, line in enumerate(lines) if line.strip() and not line.startswith("#"))
        lines[i] = new + " " + lines[i].split(" ", 1)[1]
        bad = _bytes("".join(lines))
    elif old is None:  # a new first key: the limits hold before any field is looked at
        bad = _bytes(f"hostile: {new}\n") + good
    else:
        bad = _bytes(good.decode().replace(old, new, 1))
    path.write_bytes(bad)
    try:
        exc = expect_clean(lambda: load_carddb(data_copy, use_cache=False, checks=CAREER_CHECKS),
                           (DataError,), str(path), [path])
        assert exc is not None and want in str(exc), exc
        assert len(str(exc)) < 400, str(exc)
    finally:
        path.write_bytes(good)
