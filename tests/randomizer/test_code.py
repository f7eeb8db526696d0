"""Issue 35: the shareable code holds the seed and every option, and says what is wrong with a bad one."""

from __future__ import annotations

import pytest

from game.randomizer.code import DEFAULT_LEVELS, CodeError, Part, SeedCode, parse_code


def test_a_code_reads_back_as_the_same_run():
    for seed in (0, 1, 123456, 2**32 - 1):
        for levels in (DEFAULT_LEVELS, {Part.DECKS: 3}, dict.fromkeys(Part, 3)):
            code = SeedCode.of(seed, levels)
            assert code.text.startswith("FMR1-") and len(code.text) == 15
            assert parse_code(code.text) == code
            assert parse_code(" " + code.text.lower() + " ") == code  # case and spaces are forgiven


def test_a_bad_code_names_what_is_wrong():
    good = SeedCode.of(99, DEFAULT_LEVELS).text
    cases = {
        "XYZ1-AAAAAAAAAA": "does not start with 'FMR1-'",
        good[:-1]: "expected 10 characters after 'FMR1-', got 9",
        good[:7] + "0" + good[8:]: "character 3 after 'FMR1-' is '0': not in A-Z, 2-7 (the code uses 2-7",
        good[:7] + "!" + good[8:]: "character 3 after 'FMR1-' is '!'",
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
