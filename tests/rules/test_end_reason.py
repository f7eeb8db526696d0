"""R12 victory: the end of a duel is one value, the state's ``EndReason``, which ``DuelEnded`` carries too.

The words it is written as do not move (events' JSON and reprs, the state's numbers, the wire), so
replays, their hashes and the pinned outcome digest stay as they were when events carried strings.
"""

from __future__ import annotations

import json

from game.net.codec import event_in, event_out
from game.rules import events as ev
from game.rules.serialise import from_dict, to_dict
from game.rules.state import EndReason
from rules.duelkit import A, make_duel, of, play


def _deck_out(db):
    s = make_duel(db, hand1=["Kuriboh"] * 2, phase="field", deck_left=(35, 2))
    return play(db, s, A.END_TURN)


def test_r12_2_deck_out_is_one_end_reason_in_the_state_and_the_event(db):
    s, events = _deck_out(db)
    (end,) = of(events, ev.DuelEnded)
    assert s.end_reason is EndReason.DECK_OUT and end.reason is s.end_reason


def test_r12_end_reason_is_written_as_before(db):
    s, events = _deck_out(db)
    (end,) = of(events, ev.DuelEnded)
    assert repr(end) == "DuelEnded(winner=0, reason='deck_out')"  # the outcome pin hashes event reprs
    assert json.dumps(ev.event_to_dict(end)) == '{"winner": 0, "reason": "deck_out", "event": "DuelEnded"}'
    assert to_dict(s)["end_reason"] == 2 and from_dict(to_dict(s)) == s  # the state's format keeps its numbers
    back = event_in(event_out(end))
    assert back == end and back.reason is EndReason.DECK_OUT  # the wire gives the enum back
    assert {"deck_out": 1}[end.reason] == 1  # a table keyed by the word still finds it
