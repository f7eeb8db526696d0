"""Replay logs carry the rules edition they were recorded under (rules.md §0.2a, fourth edition).

New logs say engine "4"; logs of the first, second and third editions still load and say which edition
they are. The first and second carry a note naming the duel rules changed since; the third has none,
since the fourth edition changed only the computer's strategy B, which a log records as actions. An
unknown engine version is refused.
"""

from __future__ import annotations

import pytest

from game.rules.replay import ENGINE_VERSION, RULES_EDITION, ReplayLog, edition_name, edition_note
from game.rules.tag import TagLog


def _tag_dict(engine: str) -> dict:
    data = TagLog(decks=(None,) * 4, duelists=(3, 7, 12, 20), seed=5).to_dict()
    data["engine"] = engine
    return data


def _log_dict(engine: str) -> dict:
    data = ReplayLog(deck0=tuple(range(1, 41)), deck1=None, opponent=7, seed=5).to_dict()
    data["engine"] = engine
    return data


def test_new_logs_are_marked_with_the_fourth_edition():
    assert (ENGINE_VERSION, RULES_EDITION) == ("4", 4)
    assert ReplayLog(deck0=(), deck1=None, opponent=1, seed=0).edition == 4
    assert TagLog(decks=(None,) * 4).edition == 4
    assert edition_note(4) == "" and edition_name(4) == "fourth edition"


def test_third_edition_logs_load_say_their_edition_and_need_no_note():
    """§0.2a, fourth edition: "R14.10 and strategy B (§14.4 step 6) were corrected" - the computer's choices, not
    the duel's rules; a log holds the computer's actions, so a third-edition log is still the recorded duel."""
    for log in (ReplayLog.from_dict(_log_dict("3")), TagLog.from_dict(_tag_dict("3"))):
        assert (log.engine, log.edition) == ("3", 3)
    assert edition_note(3) == "" and edition_name(3) == "third edition"


@pytest.mark.parametrize("engine, edition, changed", [
    ("2", 2, ("R5.15", "R8.8")),
    ("1", 1, ("R3.16", "R5.13", "R6.15", "R5.15", "R8.8")),
])
def test_older_logs_load_and_say_their_edition(engine, edition, changed):
    for log in (ReplayLog.from_dict(_log_dict(engine)), TagLog.from_dict(_tag_dict(engine))):
        assert (log.engine, log.edition) == (engine, edition)
    note = edition_note(edition)
    assert f"recorded under the {edition_name(edition)} of the rules" in note and "fourth edition" in note
    assert all(rule in note for rule in changed) and "\n" not in note


def test_unknown_engine_versions_are_refused():
    for engine in ("0", "5", None):
        with pytest.raises(ValueError, match="engine"):
            ReplayLog.from_dict(_log_dict(engine))
        with pytest.raises(ValueError, match="tag replay made by engine"):
            TagLog.from_dict(_tag_dict(engine))
