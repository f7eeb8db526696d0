"""The room's authority (issue 26): turns, legality, pauses, votes, resume; and what each seat is sent.

Privacy: every update a seat receives is compared with the state the host held at that point
(rebuilt from the finished log): the view equals ``seat_view``, never shows more than ``observe``
allows, never another seat's hand (except a tag partner's, R17.12/D-32), any deck order or the RNG.
"""

from __future__ import annotations

import random

import pytest
from support.net_privacy import check_privacy

from game.net import wire
from game.net.journal import Journal
from game.net.records import log_from, replay_all
from game.net.room import Room, SeatKind, parse_seats
from game.rules.actions import legal_actions
from game.rules.serialise import state_hash
from game.rules.state import DEFAULT_OPTIONS


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def _room(db, tmp_path, tag=False, seats="", clock=None):
    room = Room(db, parse_seats(seats, tag), "ABCD-EFGH", DEFAULT_OPTIONS, tmp_path / "r.journal", seed=11,
                clock=clock or Clock(), grace=30)
    room.tokens = {}
    for _ in [s for s in room.seats if s.human]:
        seat, why = room.join({})
        assert why == ""
        room.tokens[seat] = room.welcome(seat)["token"]
    return room


def _play(db, room, rng, sent, most=4000):
    """Plays random legal actions for the seat to play; collects every message per seat."""
    for _ in range(most):
        if room.phase != "playing":
            break
        out = room.ai_step() if not room.seats[room.state.active].human else \
            room.request(room.state.active, [rng.choice(legal_actions(db, room.state))], len(room.log.actions))
        for seat, msg in out:
            assert msg["t"] != "refused", msg
            sent.setdefault(seat, []).append(_wired(msg))


def _wired(msg: dict) -> dict:
    """Returns a message as the other end reads it (through the real frame encoding)."""
    return wire.decode(wire.encode(msg)[4:])


@pytest.mark.parametrize("tag", [False, True], ids=["2p", "tag"])
def test_every_message_shows_only_what_the_seat_may_see(db, tmp_path, tag):
    room = _room(db, tmp_path, tag)
    sent: dict = {}
    for seat, msg in room.start():
        sent.setdefault(seat, []).append(_wired(msg))
    _play(db, room, random.Random(3), sent)
    assert room.phase == "over"
    assert check_privacy(db, room.log, room.tag, sent) > 100
    assert state_hash(replay_all(db, room.log)) == state_hash(room.state)


def test_refusals_name_the_reason(db, tmp_path):
    room = _room(db, tmp_path)
    assert room.request(0, [0], 0)[0][1]["reason"] == "the duel has not started"
    room.start()
    other = 1 - room.state.active
    assert "turn, not yours" in room.request(other, [legal_actions(db, room.state)[0]], 0)[0][1]["reason"]
    bad = next(a for a in range(2000) if a not in legal_actions(db, room.state))
    assert "not allowed" in room.request(room.state.active, [bad], 0)[0][1]["reason"]
    assert "behind" in room.request(room.state.active, [legal_actions(db, room.state)[0]], 5)[0][1]["reason"]
    assert room.log.actions == ()  # nothing refused was played or journaled
    assert Journal.read(room.journal_path)[1] == []


def test_a_refused_chain_plays_none_of_its_actions(db, tmp_path):
    room = _room(db, tmp_path)
    room.start()
    good = legal_actions(db, room.state)[0]
    out = room.request(room.state.active, [good, 9999], 0)
    assert out[0][1]["t"] == "refused" and room.log.actions == ()


def test_drop_pauses_rejoin_resumes(db, tmp_path):
    clock = Clock()
    room = _room(db, tmp_path, clock=clock)
    room.start()
    out = room.drop(1)
    assert [m["t"] for _, m in out] == ["paused"] and out[0][0] == 0
    assert out[0][1]["away"][0]["label"] == "BLUE" and out[0][1]["choices"] == []
    assert "paused" in room.request(room.state.active, [legal_actions(db, room.state)[0]], 0)[0][1]["reason"]
    assert "still has time" in room.vote(0, "ai")[0][1]["reason"]
    assert room.join({}) == (-1, "the room is full")  # the code alone never gives a held seat back
    seat, _ = room.join({"token": room.tokens[1]})
    assert seat == 1
    out = room.back(1)
    assert (1, room.update_for(1, [])) in out  # its view back at once
    assert (0, room.update_for(0, [])) in out  # the other's view and legal list afresh
    assert {(i, m["t"]) for i, m in out} >= {(0, "resumed"), (1, "resumed")}


def test_after_the_grace_the_seat_goes_to_the_ai_by_vote(db, tmp_path):
    clock = Clock()
    room = _room(db, tmp_path, clock=clock)
    room.start()
    room.drop(1)
    clock.t = 31
    assert room.paused()["choices"] == ["ai", "end", "wait"]
    out = room.vote(0, "ai")
    assert room.seats[1].kind == SeatKind.AI and any(m["t"] == "resumed" for _, m in out)
    sent: dict = {}
    _play(db, room, random.Random(1), sent)
    assert room.phase == "over"
    _, moves = Journal.read(room.journal_path.with_suffix(".ended"))
    assert [(m["n"], m["seat"]) for m in moves if m["kind"] == "ai"] == [(0, 1)]


def test_end_by_agreement_needs_everyone_left(db, tmp_path):
    clock = Clock()
    room = _room(db, tmp_path, tag=True, clock=clock)
    room.start()
    room.drop(3)
    clock.t = 31
    room.vote(0, "end")
    room.vote(1, "end")
    assert room.phase == "playing"
    out = room.vote(2, "end")
    assert room.phase == "over" and out[0][1]["t"] == "ended" and out[0][1]["note"] == "ended by agreement"


def test_resume_rebuilds_the_duel_from_the_journal(db, tmp_path):
    room = _room(db, tmp_path)
    room.start()
    rng = random.Random(5)
    for _ in range(40):
        room.request(room.state.active, [rng.choice(legal_actions(db, room.state))], len(room.log.actions))
    room.journal.close()
    journal, header, moves = Journal.reopen(room.journal_path)
    again = Room(db, parse_seats("", False), "ABCD-EFGH", DEFAULT_OPTIONS, room.journal_path, clock=Clock())
    again.resume(header, moves, journal)
    assert state_hash(again.state) == state_hash(room.state) and again.log == room.log
    assert again.gone() == [0, 1]  # everyone is given a grace to come back
    assert log_from(header["room"]).seed == 11
    journal.close()
