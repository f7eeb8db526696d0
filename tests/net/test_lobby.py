"""A duel server's lobby without sockets (issue 30): offers, the room cap, the room list, closing
forgotten rooms, bringing every room back from the state directory, spectators held back N actions,
and the lobby's messages checked field by field (a hostile client gets a reason, never a crash)."""

from __future__ import annotations

import random

import pytest
from support.net_privacy import check_privacy, public_only

from game.net import wire
from game.net.handshake import fingerprint
from game.net.lobby import ABANDONED, LOBBY_IDLE, Kind, Lobby, Offer
from game.net.lobby_client import create_request, list_request, watch_request
from game.net.privacy import SPECTATOR
from game.net.watch import Watchers, seed
from game.rules.actions import legal_actions
from game.rules.state import DEFAULT_OPTIONS


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def _offer(kind="versus", rules=("glitch_fusions",), watch=0, listed=True) -> Offer:
    return Offer.from_msg({"kind": kind, "rules": list(rules), "watch": watch, "listed": listed})


def test_an_offer_names_an_unknown_or_misplaced_rule():
    assert _offer("tag", ["tag_team_traps"]).options.tag_team_traps
    assert _offer().options == DEFAULT_OPTIONS and _offer().to_dict()["rules"] == ["glitch_fusions"]
    with pytest.raises(ValueError, match="unknown rule option 'sudden_death'"):
        _offer(rules=["sudden_death"])
    with pytest.raises(ValueError, match="tag_partner_cards is a Tag Duel option"):
        _offer(rules=["tag_partner_cards"])


def test_rooms_are_capped_and_found_by_their_code_typed_any_way(db, tmp_path):
    lobby = Lobby(db, tmp_path, max_rooms=2)
    a, _ = lobby.create(_offer())
    b, _ = lobby.create(_offer("tag"))
    none, why = lobby.create(_offer())
    assert none is None and "the server is full" in why
    assert a.code != b.code and len(b.seats) == 4 and (tmp_path / f"{a.code}.offer").is_file()
    assert lobby.find(a.code.lower().replace("-", "")).room is a
    assert lobby.find("AAAA-AAAA") is None


def test_the_room_list_shows_listed_rooms_with_free_seats_first(db, tmp_path):
    lobby = Lobby(db, tmp_path)
    full, _ = lobby.create(_offer(watch=3))
    for _ in full.seats:
        full.join({})
    full.start()
    waiting, _ = lobby.create(_offer("tag", ["tag_team_traps"], watch=-1))
    waiting.join({"name": "Ann"})
    lobby.create(_offer(listed=False))
    rooms = lobby.listing()
    assert [r["code"] for r in rooms] == [waiting.code, full.code]  # the private one is not listed
    assert rooms[0] | {"seats": None} == {"code": waiting.code, "kind": "tag", "rules": ["tag_team_traps"], "watch": -1,
                                          "phase": "lobby", "free": 3, "seats": None}
    assert rooms[0]["seats"][0] == {"label": "1A (Ann)", "here": True}
    assert rooms[1]["phase"] == "playing" and rooms[1]["free"] == 0 and rooms[1]["watch"] == 3


def test_forgotten_rooms_close_and_a_duel_nobody_is_in_is_ended(db, tmp_path):
    clock = Clock()
    lobby = Lobby(db, tmp_path, clock=clock)
    idle, _ = lobby.create(_offer())
    busy, _ = lobby.create(_offer())
    busy.join({})
    playing, _ = lobby.create(_offer())
    for seat in range(2):
        playing.join({})
    playing.start()
    for seat in range(2):
        playing.drop(seat)
    assert lobby.sweep() == ([], [])
    clock.t = LOBBY_IDLE
    assert lobby.sweep() == ([idle.code], [])
    clock.t = ABANDONED
    assert lobby.sweep() == ([idle.code], [playing.code])  # ended by the server; closed once over
    lobby.close(idle.code)
    assert idle.code not in lobby.rooms and not (tmp_path / f"{idle.code}.offer").exists()
    assert busy.code in lobby.rooms


def _played(db, lobby, offer, plays: int, seed: int):
    """Returns a new room of the lobby with every seat in and ``plays`` random legal actions played."""
    room, _ = lobby.create(offer)
    for _ in room.seats:
        room.join({})
    room.start()
    rng = random.Random(seed)
    for _ in range(plays):
        room.request(room.state.active, [rng.choice(legal_actions(db, room.state))], len(room.log.actions))
    return room


def test_every_room_comes_back_from_the_state_directory(db, tmp_path):
    lobby = Lobby(db, tmp_path)
    waiting, _ = lobby.create(_offer("tag", ["tag_partner_cards"], watch=5, listed=False))
    started = _played(db, lobby, _offer(watch=2), 30, seed=4)
    started.journal.close()  # the process dies here: nothing is tidied
    (tmp_path / "ZZZZ-ZZZZ.offer").write_text("{not json")

    again = Lobby(db, tmp_path)
    said = again.resume_all()
    assert said == sorted(said, key=lambda line: line.split()[1])
    assert f"room {started.code}: resumed at action 30" in said
    assert f"room {waiting.code}: open again, waiting for players" in said
    assert any(line.startswith("room ZZZZ-ZZZZ: not resumed: ZZZZ-ZZZZ.offer: not a room offer") for line in said)
    back = again.find(waiting.code)
    assert back.offer == waiting_offer(waiting) and back.room.phase == "lobby" and len(back.room.seats) == 4
    duel = again.find(started.code).room
    assert duel.log == started.log and again.find(started.code).offer.watch == 2 and duel.gone() == [0, 1]
    duel.journal.close()


def waiting_offer(room) -> Offer:
    return Offer(Kind.TAG, room.options, 5, False)


def _update(n: int) -> dict:
    return {"t": "update", "n": n, "events": [n], "view": {"n": n}}


class Sink:
    def __init__(self) -> None:
        self.got: list[dict] = []

    def put(self, msg: dict) -> None:
        self.got.append(msg)


def test_spectators_are_held_back_n_actions_until_the_end():
    watchers, early = Watchers(delay=3, most=2), Sink()
    assert watchers.add(early)
    watchers.put({"t": "lobby", "seats": []})
    for n in range(6):
        watchers.put(_update(n))
    assert [m.get("n") for m in early.got] == [None, 0, 1, 2]  # at action 5, up to action 2
    late = Sink()
    assert watchers.add(late) and not watchers.add(Sink())  # at most ``most`` spectators
    assert late.got == [{"t": "lobby", "seats": []}, {**_update(2), "events": []}]  # where they are, no replayed events
    watchers.put({"t": "ended", "winner": 0})
    assert [m.get("n") for m in late.got[2:]] == [3, 4, 5, None] and late.got[-1]["t"] == "ended"


def test_a_resumed_room_owes_its_spectators_the_last_n_actions(db, tmp_path):
    lobby = Lobby(db, tmp_path)
    room = _played(db, lobby, _offer(watch=4), 20, seed=2)
    watchers, sink = Watchers(4), Sink()
    seed(watchers, room)
    watchers.add(sink)
    assert [m.get("n") for m in sink.got] == [None, 16]  # the lobby, then the view 4 actions back
    assert [m["n"] for m in watchers.held] == [17, 18, 19, 20]
    assert check_privacy(db, room.log, False, {SPECTATOR: [*sink.got[1:], *watchers.held]}) == 5
    assert all(public_only(m) for m in [*sink.got, *watchers.held])
    room.journal.close()


@pytest.mark.parametrize("field, value", [
    ("kind", "chess"), ("kind", ["tag"]), ("watch", 41), ("watch", -2), ("watch", True), ("watch", "0"),
    ("listed", 1), ("rules", "glitch_fusions"), ("rules", ["x"] * 9), ("rules", [5]), ("rules", ["a\x00"]),
    ("protocol", -1), ("data", "x" * 65), ("options", {}),
])
def test_a_create_request_with_a_bad_field_is_refused_with_a_reason(db, field, value):
    msg = wire.decode(wire.encode(create_request(db, "versus", ["glitch_fusions"]))[4:])
    assert wire.check_client(msg) == wire.Msg.CREATE
    with pytest.raises(wire.WireError, match="create: a field has the wrong type"):
        wire.check_client({**msg, field: value})


def test_lobby_requests_need_every_field_and_no_other(db):
    for request in (list_request(db), watch_request(db, "ABCD-EFGH"), create_request(db, "tag", [])):
        msg = wire.decode(wire.encode(request)[4:])
        wire.check_client(msg)
        with pytest.raises(wire.WireError, match="missing"):
            wire.check_client({k: v for k, v in msg.items() if k != "protocol"})
        with pytest.raises(wire.WireError, match="unknown fields"):
            wire.check_client({**msg, "seat": 0})
    assert set(fingerprint(db)) <= set(list_request(db))
