"""Damaged and hostile song files: parsing gives a song or a DataError naming the file, nothing else, and
never touches the file (the contract of tests/fuzz/fuzzkit.py for every file a player can edit)."""

from __future__ import annotations

from pathlib import Path

from fuzz.fuzzkit import damage, expect_clean
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.audio.score import parse_file
from game.db.schema import DataError

SONG = (Path(__file__).resolve().parents[2] / "data" / "music" / "free_duel.song").read_bytes()
SECTIONED = (Path(__file__).resolve().parents[2] / "data" / "music" / "shop_hidden.song").read_bytes()  # form + sections
HOSTILE = ["tempo: " + "9" * 5000, "loop: ²", "loop: ٣", "meter: ٤/4", "a: " + "(" * 500 + "C4/1" + ")x64" * 500,
           "a: C٤/4", "a: C4/٤", "a: " + "C4/64 " * 30000, "voice b: wave=kit vol=1e999", "voice c: env=nan,1,1,1",
           "a: [" + ",".join(["C4"] * 500) + "]/1", "a: \x00", "title: " + "x" * 10_000]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_damaged_songs_load_or_name_the_file(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("song") / "damaged.song"
    path.write_bytes(damage(SONG, data))
    expect_clean(lambda: parse_file(path), (DataError,), str(path), [path])


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_damaged_sectioned_songs_load_or_name_the_file(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("song") / "damaged.song"
    path.write_bytes(damage(SECTIONED, data))
    expect_clean(lambda: parse_file(path), (DataError,), str(path), [path])


def test_hostile_lines_are_refused_with_the_file_named(tmp_path):
    text = SONG.decode()
    for i, line in enumerate(HOSTILE):
        key = line.split(":", 1)[0]
        if key in ("title", "tempo", "meter", "loop"):  # a header field: replace the real one
            old = next(ln for ln in text.splitlines() if ln.startswith(key + ":"))
            hostile = text.replace(old, line, 1)
        elif key.startswith("voice"):
            hostile = text.replace("\nvoice lead", f"\n{line}\nvoice lead", 1)
        else:
            hostile = text + "\n" + line.replace("a:", "lead:", 1) + "\n"
        path = tmp_path / f"hostile{i}.song"
        path.write_text(hostile, encoding="utf-8")
        error = expect_clean(lambda p=path: parse_file(p), (DataError,), str(path), [path])
        assert error is not None, line[:40]
        assert "line" in str(error) or "bytes" in str(error), str(error)  # the problem is located
