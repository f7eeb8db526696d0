"""The card database takes the career's data checks from its caller (issue 21: game/db imports nothing
above it), runs them whenever it compiles the tables, and keys its cache by them."""

from __future__ import annotations

import pytest

from game.career.checks import CAREER_CHECKS
from game.db import DataError, load_carddb


def _break_campaign(data) -> None:
    path = data / "campaign.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("chapters:", "chapters: 3\nold:", 1), encoding="utf-8")


def test_a_broken_campaign_fails_the_checked_load_and_names_the_file(data):
    _break_campaign(data)
    with pytest.raises(DataError, match="campaign.yaml"):
        load_carddb(data, use_cache=False, checks=CAREER_CHECKS)


def test_tables_cached_by_an_unchecked_load_are_not_taken_for_checked_ones(data, tmp_path):
    _break_campaign(data)
    cache = tmp_path / "cache"
    assert load_carddb(data, cache).atk.size  # the tables alone are sound, and now cached
    with pytest.raises(DataError, match="campaign.yaml"):
        load_carddb(data, cache, checks=CAREER_CHECKS)


def test_checks_run_on_the_compiled_tables(data):
    seen = []
    db = load_carddb(data, use_cache=False, checks=(seen.append,))
    assert seen == [db]
