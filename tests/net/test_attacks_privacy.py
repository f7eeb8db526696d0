"""Issue 30, privacy: what a seat (or a spectator) is sent over whole 2P and Tag duels, field by field.

Decks full of mass destruction (Raigeki, Dark Hole, Harpie's Feather Duster) and set cards, so face-down
cards are destroyed unseen; seats drop and take their seat back with their token mid-duel; a spectator
watches. Every message each of them receives is checked against the truth rebuilt from the log
(``support.net_privacy``: nothing the seat may not see, and what it may see right). Before issue 30
a face-down card destroyed unseen appeared by id in every later view of the graveyard.
"""

from __future__ import annotations

import asyncio
import json
import os
import random

import pytest
from support.net_privacy import check_privacy, hidden_graves

from game.net import wire
from game.net.client import Connection, hello
from game.net.privacy import SPECTATOR, Secrets, seat_view
from game.net.room import Room, parse_seats
from game.net.serve import new_room, serve_in_thread
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.state import DEFAULT_OPTIONS, Decision
from game.rules.view import HIDDEN

RAIGEKI, DARK_HOLE, DUSTER, BEAR_TRAP, WIRE = 337, 336, 672, 683, 684
DECK = (RAIGEKI, DARK_HOLE, DUSTER, BEAR_TRAP, WIRE) * 3 + (2, 3, 4, 5, 6, 7, 8, 10) * 3 + (13,)


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))  # the replay each duel ends in
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # the journal's durability is not what is checked here


def _wired(msg: dict) -> dict:
    """Returns a message as the other end reads it (the frame's JSON; the checked reader is tested elsewhere)."""
    return json.loads(wire.encode(msg)[4:])


def _duel(db, tmp_path, tag: bool, seed: int):
    """Plays a whole duel of random legal plays with drops and token rejoins; returns (room, messages)."""
    room = Room(db, parse_seats("", tag), "ABCD-EFGH", DEFAULT_OPTIONS, tmp_path / "r.journal", seed=seed)
    room.watched = True
    sent: dict = {SPECTATOR: []}
    tokens = {}

    def tell(out):
        for seat, msg in out:
            sent.setdefault(seat, []).append(_wired(msg))

    for _ in room.seats:
        seat, why = room.join({"deck": list(DECK)})
        assert why == ""
        welcome = room.welcome(seat)
        tokens[seat] = welcome["token"]
        tell([(seat, welcome)])
    tell(room.start())
    rng = random.Random(seed)
    for turn in range(3000):
        if room.phase != "playing":
            break
        if turn % 37 == 36:  # a seat drops and comes back with its token
            away = rng.randrange(len(room.seats))
            tell(room.drop(away))
            seat, why = room.join({"seat": away, "token": tokens[away]})
            assert (seat, why) == (away, "")
            tell([(away, room.welcome(away))] + room.back(away))
            continue
        out = room.request(room.state.active, _play(db, room.state, rng), len(room.log.actions))
        assert all(m["t"] != "refused" for _, m in out), out
        tell(out)
    assert room.phase == "over"
    return room, sent


def _play(db, state, rng) -> list[int]:
    """Returns a whole random play (as clients send them): a hand play's every decision, or one field action."""
    seat, plan = state.active, []
    while True:
        action = rng.choice(legal_actions(db, state))
        plan.append(action)
        state, _ = step(db, state, action)
        if state.over or state.active != seat or state.pending == Decision.NONE:
            return plan


@pytest.mark.parametrize(("tag", "seed"), [(False, 4), (True, 2)], ids=["2p", "tag"])
def test_every_message_to_every_seat_and_a_spectator_shows_only_what_it_may_see(db, tmp_path, tag, seed):
    room, sent = _duel(db, tmp_path, tag, seed)
    assert hidden_graves(db, room.log) > 0  # the duel destroyed face-down cards unseen
    kinds = {m["t"] for msgs in sent.values() for m in msgs}
    assert kinds >= {"welcome", "lobby", "update", "paused", "resumed", "ended"}
    assert sum(m["t"] == "update" for m in sent[SPECTATOR]) > 50
    assert check_privacy(db, room.log, tag, sent, paths=(str(tmp_path), "replays")) > 200


def test_a_card_destroyed_face_down_is_hidden_in_the_graveyard_of_every_later_view(db, tmp_path):
    room, _sent = _duel(db, tmp_path, False, 4)
    graves = room.secrets.graves
    side = next(i for i, g in enumerate(graves) if g)
    place = min(graves[side])
    assert room.state.sides[side].graveyard[place] > 0  # the host knows the card
    other = 1 - side
    assert seat_view(room.state, other, room.secrets).sides[side].graveyard[place] == HIDDEN
    assert seat_view(room.state, SPECTATOR, room.secrets).sides[side].graveyard[place] == HIDDEN
    assert seat_view(room.state, side, room.secrets).sides[side].graveyard[place] > 0  # its owner's own
    assert Secrets.start(room.state).graves == (frozenset(), frozenset())


def test_the_end_of_a_duel_carries_no_host_path(db, tmp_path):
    room, sent = _duel(db, tmp_path, False, 4)
    assert room.replay_path.startswith(str(tmp_path))  # the host keeps it
    ended = [m for msgs in sent.values() for m in msgs if m["t"] == "ended"]
    assert ended and all(set(m) == {"t", "winner", "note"} for m in ended)


async def _both_told(db, port: int, code: str) -> list[dict]:
    red = await Connection.open("127.0.0.1", port, hello(db, code))
    blue = await Connection.open("127.0.0.1", port, hello(db, code))
    said = []
    for conn in (red, blue):
        for _ in range(10):
            msg = await conn.recv(5.0)
            if msg["t"] == "error":
                said.append(msg)
                break
        conn.close()
    return said


def test_a_host_that_cannot_write_its_journal_names_no_file_to_the_players(db, tmp_path):
    (tmp_path / "blocked").write_text("a file where the journal's folder should be")
    room = new_room(db, seats="remote,remote")
    room.journal_path = tmp_path / "blocked" / "room.journal"
    serving = serve_in_thread(db, room, address="127.0.0.1", port=0)
    try:
        said = asyncio.run(asyncio.wait_for(_both_told(db, serving.port, room.code), 20))
    finally:
        serving.stop()
    assert [m["reason"] for m in said] == ["the duel cannot start: the host cannot write its journal"] * 2
