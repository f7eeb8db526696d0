"""Issue 35: the shareable code holds the seed and every option, and says what is wrong with a bad one."""

from __future__ import annotations

import pytest

from game.randomizer.code import DEFAULT_LEVELS, CodeError, Part, SeedCode, parse_code


def test_a_code_reads_back_as_the_same_run():
    for seed in (0, 1, 123456, 2**32 - 1):
        for levels in (DEFAULT_LEVELS, {Part.DECKS: 3}, dict.fromkeys(Part, 3)):
            code = SeedCode.of(seed, levels)
            assert code.text.startswith("FMR2-") and len(code.text) == 16
            assert parse_code(code.text) == code
            assert parse_code(" " + code.text.lower() + " ") == code  # case and spaces are forgiven


def test_a_bad_code_names_what_is_wrong():
    good = SeedCode.of(99, DEFAULT_LEVELS).text
    cases = {
        "XYZ1-AAAAAAAAAA": "does not start with 'FMR2-'",
        good[:-1]: "expected 11 characters after 'FMR2-', got 10",
        good[:7] + "0" + good[8:]: "character 3 after 'FMR2-' is '0': not in A-Z, 2-7 (the code uses 2-7",
        good[:7] + "!" + good[8:]: "character 3 after 'FMR2-' is '!'",
        "FMR1-NKIAAAAADYA": "expected 10 characters after 'FMR1-', got 11",
    }
    for text, words in cases.items():
        with pytest.raises(CodeError, match=None) as err:
            parse_code(text)
        assert words in str(err.value), (text, str(err.value))
    typo = good[:-1] + ("A" if good[-1] != "A" else "B")
    with pytest.raises(CodeError, match="a character is mistyped"):
        parse_code(typo)


def test_a_code_out_of_range_is_refused():
    with pytest.raises(CodeError, match="seed"):
        SeedCode.of(2**32, DEFAULT_LEVELS)
    with pytest.raises(CodeError, match="stats strength 4"):
        SeedCode.of(1, {Part.STATS: 4})


def test_a_first_format_code_still_reads_as_its_run_with_the_starter_pools_off():
    """FMR1 codes (six parts, no starter pools) made before the starter part are read, and write themselves as
    they were: the mod file's header, hence the file, is the one the code made then."""
    old = parse_code("fmr1-nkiaaaaady")
    assert (old.seed, old.level(Part.STARTER), old.version) == (1, 0, 1)
    assert [old.level(p) for p in Part][:6] == [1, 2, 2, 2, 2, 1]
    assert old.text == "FMR1-NKIAAAAADY" and "starter" not in old.describe()
    assert old.describe() == ("seed 1; stats light, fusions medium, equips medium, drops medium, decks medium, "
                              "terrain light")
    new = SeedCode.of(1, {p: old.level(p) for p in Part} | {Part.STARTER: 2})
    assert new.text.startswith("FMR2-") and parse_code(new.text).level(Part.STARTER) == 2
    with pytest.raises(CodeError, match="a character is mistyped"):
        parse_code("FMR1-NKIAAAAADZ")
