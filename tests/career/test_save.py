"""Save files (R15.22, D-29): round trip, validation, and bad files that must lose nothing."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from career.samples import sample_save
from game.career import codec
from game.career.model import Options, new_save
from game.career.save import (
    SaveError,
    autosave,
    backup_path,
    list_slots,
    load_backup,
    load_slot,
    save_slot,
    saves_dir,
    slot_path,
)


def test_r15_22_every_field_survives_a_round_trip(saves_base: Path) -> None:
    save = sample_save()
    save_slot(save, 1, saves_base)
    assert load_slot(1, saves_base) == save


def test_d29_second_save_keeps_the_previous_one_as_backup(saves_base: Path) -> None:
    first = sample_save()
    second = replace(first, starchips=7)
    save_slot(first, 2, saves_base)
    save_slot(second, 2, saves_base)
    assert load_slot(2, saves_base) == second
    assert load_backup(2, saves_base) == first


def test_d29_slots_are_independent_and_listed(saves_base: Path) -> None:
    save_slot(sample_save(), 1, saves_base)
    save_slot(replace(sample_save(), name="KAIBA"), 3, saves_base)
    infos = {i.slot: i for i in list_slots(saves_base)}
    assert infos[1].save.name == "YUGI" and infos[3].save.name == "KAIBA"
    assert infos[2].save is None and infos[2].error is None


def test_data_home_env_var_moves_the_saves_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))
    assert saves_dir() == tmp_path / "saves"
    assert slot_path(4) == tmp_path / "saves" / "slot_4.json"


def test_slot_outside_range_is_refused(saves_base: Path) -> None:
    with pytest.raises(ValueError, match="save slot must be 1..8"):
        slot_path(0, saves_base)


def test_missing_slot_names_the_file(saves_base: Path) -> None:
    with pytest.raises(SaveError, match="slot_5.json: no save file") as info:
        load_slot(5, saves_base)
    assert not info.value.backup_available


def _corrupt_cases() -> dict[str, tuple]:
    """Returns name -> (function of the good bytes giving bad bytes, expected message part)."""

    def edit_body(**changes):
        def apply(data: bytes) -> bytes:
            doc = json.loads(data)
            doc["body"].update(changes)
            doc["checksum"] = codec.checksum(doc["body"])  # a hand edit with a fixed-up checksum
            return json.dumps(doc).encode()
        return apply

    def edit_doc(key, value):
        def apply(data: bytes) -> bytes:
            doc = json.loads(data)
            doc[key] = value
            return json.dumps(doc).encode()
        return apply

    return {
        "truncated": (lambda d: d[: len(d) // 2], "not valid JSON"),
        "empty": (lambda d: b"", "file is empty"),
        "binary": (lambda d: b"\xff\xfe\x00garbage", "not UTF-8"),
        "flipped byte": (lambda d: d.replace(b'"starchips": 123456', b'"starchips": 923456'),
                         "checksum mismatch"),
        "future version": (edit_doc("version", 99), "version 99 was written by a newer fmduel"),
        "not a save": (edit_doc("format", "other"), "not an fmduel save"),
        "trunk over 250": (edit_body(trunk={"5": 251}), "trunk[5] = 251, out of range 0..250"),
        "card id 723": (edit_body(seen=[723]), "seen[0] = 723, out of range 1..722"),
        "fourth copy in deck": (edit_body(deck=[4] * 4), "deck holds 4 copies of card 4, at most 3"),
        "two Exodia heads": (edit_body(deck=[17, 17]), "deck holds 2 copies of card 17, at most 1"),
        "41-card deck": (edit_body(deck=list(range(1, 42))), "deck holds 41 cards, at most 40"),
        "long name": (edit_body(name="ABCDEFG"), "name = 'ABCDEFG'"),
        "zero code": (edit_body(code=0), "code = 0, out of range"),
        "starchips over cap": (edit_body(starchips=1_000_000), "starchips = 1000000, out of range 0..999999"),
        "record over cap": (edit_body(records={"3": [1000, 0]}), "records[3] wins = 1000"),
        "unlock of 39": (edit_body(unlocked=[39]), "unlocked[0] = 39, out of range 1..38"),
        "17 recent": (edit_body(recent=[1] * 17), "recent holds 17 entries"),
        "unknown field": (edit_body(gold=5), "unknown field 'gold'"),
        "bool as int": (edit_body(starchips=True), "starchips = True, expected an integer"),
        "bad option": (edit_body(options={**codec.to_body(sample_save())["options"], "autosave": "yes"}),
                       "options.autosave = 'yes'"),
    }


@pytest.mark.parametrize("case", sorted(_corrupt_cases()))
def test_r15_22_bad_save_gives_a_clear_error_and_loses_nothing(saves_base: Path, case: str) -> None:
    damage, message = _corrupt_cases()[case]
    good = sample_save()
    save_slot(replace(good, starchips=1), 1, saves_base)
    save_slot(good, 1, saves_base)
    path = slot_path(1, saves_base)
    bad_bytes = damage(path.read_bytes())
    path.write_bytes(bad_bytes)
    backup_before = backup_path(1, saves_base).read_bytes()
    with pytest.raises(SaveError) as info:
        load_slot(1, saves_base)
    assert str(path) in str(info.value) and message in str(info.value)
    assert info.value.backup_available
    assert path.read_bytes() == bad_bytes, "a failed load must not touch the file"
    assert backup_path(1, saves_base).read_bytes() == backup_before
    assert load_backup(1, saves_base) == replace(good, starchips=1)


def test_saving_over_a_corrupt_slot_keeps_it_aside_and_the_good_backup(saves_base: Path) -> None:
    good = sample_save()
    save_slot(good, 1, saves_base)
    save_slot(replace(good, starchips=2), 1, saves_base)
    path = slot_path(1, saves_base)
    path.write_bytes(b"{ broken")
    save_slot(replace(good, starchips=3), 1, saves_base)
    assert load_slot(1, saves_base).starchips == 3
    assert load_backup(1, saves_base) == good, "a corrupt file must never become the backup"
    assert (saves_base / "slot_1.corrupt.json").read_bytes() == b"{ broken"


def test_checksum_ignores_file_layout(saves_base: Path) -> None:
    save_slot(sample_save(), 1, saves_base)
    path = slot_path(1, saves_base)
    path.write_text(json.dumps(json.loads(path.read_text()), indent=4))
    assert load_slot(1, saves_base) == sample_save()


def test_r15_21_new_save_has_starter_cards_seen_and_nothing_else() -> None:
    save = new_save("JOEY", 42, [1, 1, 2])
    assert save.seen == {1, 2} and save.starchips == 0 and not save.unlocked and not any(save.wins)
    assert save.options == Options() and save.options.autosave  # D-02 variant: on for a new career (issue 16)
    assert save.is_unlocked(39) and not save.is_unlocked(1)  # R15.5
    with pytest.raises(ValueError, match="1..6 characters"):
        new_save("TOOLONG", 42, [])
    with pytest.raises(ValueError, match="nonzero 32-bit"):
        new_save("A", 0, [])


def test_d02_autosave_writes_only_when_the_option_is_on(saves_base: Path) -> None:
    off = replace(sample_save(), options=Options(autosave=False))
    assert autosave(off, 1, saves_base) is None and not slot_path(1, saves_base).exists()
    on = replace(sample_save(), options=Options(autosave=True))
    assert autosave(on, 1, saves_base) == slot_path(1, saves_base) and load_slot(1, saves_base) == on


def test_invalid_record_is_never_written_over_a_good_save(saves_base: Path) -> None:
    save_slot(sample_save(), 1, saves_base)
    before = slot_path(1, saves_base).read_bytes()
    trunk = list(sample_save().trunk)
    trunk[9] = 251
    with pytest.raises(SaveError, match="refusing to write an invalid save"):
        save_slot(replace(sample_save(), trunk=tuple(trunk)), 1, saves_base)
    assert slot_path(1, saves_base).read_bytes() == before and not backup_path(1, saves_base).exists()


def test_every_damaged_slot_set_aside_keeps_its_own_file(saves_base: Path) -> None:
    good = sample_save()
    path = slot_path(1, saves_base)
    for n in range(3):  # the slot is damaged, saved over, damaged again...
        save_slot(replace(good, starchips=n), 1, saves_base)
        path.write_bytes(b"{ broken %d" % n)
    save_slot(good, 1, saves_base)
    kept = sorted(p.name for p in saves_base.glob("slot_1.corrupt*.json"))
    assert kept == ["slot_1.corrupt-2.json", "slot_1.corrupt-3.json", "slot_1.corrupt.json"]
    assert {(saves_base / k).read_bytes() for k in kept} == {b"{ broken 0", b"{ broken 1", b"{ broken 2"}
    assert load_slot(1, saves_base) == good
