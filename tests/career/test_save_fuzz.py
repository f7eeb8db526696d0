"""Property tests of the save codec: any save round-trips, and no input breaks the loader.

A save file is user-editable input, so whatever is in it the loader must either return a valid
save or raise SaveError naming the file; any other exception would be a crash on the load screen.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from career.samples import sample_save
from game.career import codec
from game.career.model import TABLE_SIZE, Options
from game.career.save import SaveError, decode, encode

_JSON = st.recursive(st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.text(max_size=8),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner,
                                                                                  max_size=4), max_leaves=12)


@settings(max_examples=60, deadline=None)
@given(trunk=st.dictionaries(st.integers(1, 722), st.integers(1, 250), max_size=30),
       seen=st.frozensets(st.integers(1, 722), max_size=30), chips=st.integers(0, 999_999),
       recent=st.lists(st.integers(1, 722), max_size=16), autosave=st.booleans(),
       flags=st.dictionaries(st.text(min_size=1, max_size=10), st.integers(-5, 5), max_size=4))
def test_r15_22_any_valid_save_round_trips(trunk, seen, chips, recent, autosave, flags) -> None:
    counts = [0] * TABLE_SIZE
    for card, n in trunk.items():
        counts[card] = n
    save = replace(sample_save(), trunk=tuple(counts), seen=seen, starchips=chips, recent=tuple(recent),
                   options=Options(autosave=autosave), story=tuple(sorted(flags.items())))
    assert decode(encode(save)) == save


@settings(max_examples=150, deadline=None)
@given(field=st.sampled_from(sorted(codec.to_body(sample_save()))), value=_JSON)
def test_any_field_value_loads_or_gives_save_error(field: str, value) -> None:
    doc = codec.to_document(sample_save())
    doc["body"][field] = value
    doc["checksum"] = codec.checksum(doc["body"])
    try:
        save = codec.from_document(doc)
    except codec.InvalidSave as exc:
        assert str(exc).startswith(field), f"the message does not name {field!r}: {exc}"
        assert len(str(exc)) < 300, "the message repeats the whole value"
        return
    # Loaded: then the value was a valid one and the save holds exactly it (sets come back sorted).
    got = codec.to_body(save)[field]
    assert got == value or (isinstance(value, list) and sorted(got) == sorted(value)), (got, value)
    assert codec.from_document(codec.to_document(save)) == save


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_any_byte_damage_loads_the_same_save_or_gives_save_error(data) -> None:
    good = encode(sample_save())
    pos = data.draw(st.integers(0, len(good) - 1))
    new = data.draw(st.integers(0, 255))
    damaged = good[:pos] + bytes([new]) + good[pos + 1:]
    try:
        assert decode(damaged, "slot_1.json") == sample_save()
    except SaveError as exc:
        assert "slot_1.json" in str(exc)


def test_a_long_mapping_in_a_field_gives_a_short_message() -> None:
    doc = codec.to_document(sample_save())
    doc["body"]["name"] = {"a" * 100: "b" * 100, "c" * 100: "d" * 100, "e" * 100: 1, "f" * 100: 2}
    doc["checksum"] = codec.checksum(doc["body"])
    with pytest.raises(codec.InvalidSave) as exc:
        codec.from_document(doc)
    assert str(exc.value).startswith("name") and len(str(exc.value)) < 300
