"""The room's clocks (issue 30): a connected seat that never plays cannot hold a duel; the turn timer with
its reserve ends the turn or gives it to the computer; nobody's dropping or rejoining resets or shortens
another seat's clock (nor its own); the grace stays its own clock. Time is injected: no test sleeps."""

from __future__ import annotations

import pytest

from game.net.clocks import ClockRule, Clocks, Expired, Timeout, clock_text, ending_action, rule_of
from game.net.journal import Journal
from game.net.room import Room, SeatKind, parse_seats
from game.rules.actions import END_TURN, legal_actions
from game.rules.state import DEFAULT_OPTIONS


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def _room(db, tmp_path, timer: ClockRule, tag=False, seats="", clock=None) -> Room:
    room = Room(db, parse_seats(seats, tag), "ABCD-EFGH", DEFAULT_OPTIONS, tmp_path / "r.journal", seed=11,
                clock=clock or Clock(), grace=30, timer=timer)
    room.tokens = {}  # seat -> the token its player was given (a rejoin needs it)
    for _ in [s for s in room.seats if s.human]:
        seat, why = room.join({})
        assert why == ""
        room.tokens[seat] = room.welcome(seat)["token"]
    room.start()
    return room


def _advance(room: Room, clock: Clock, seconds: float, step: float = 1.0) -> list:
    """Moves the room's time on as the host's tick would (bounded: one call a ``step``)."""
    out = []
    for _ in range(int(seconds / step)):
        clock.t += step
        out += room.clock_step()
        for _ in range(64):
            more = room.ai_step()
            if not more:
                break
            out += more
    return out


def test_a_connected_seat_that_never_plays_has_its_turn_ended(db, tmp_path):
    clock = Clock()
    room = _room(db, tmp_path, rule_of(turn=30, reserve=20, idle=0), clock=clock)
    first, turn = room.state.active, room.state.turn
    assert room.clock_message()["seat"] == first and room.clock_message()["turn"] == 30
    assert _advance(room, clock, 49) == [] and room.state.active == first  # 30 s of the turn, 19 of the reserve
    assert room.clock_message()["reserve"][first] == 1
    out = _advance(room, clock, 1)
    assert room.state.active != first and room.state.turn == turn + 1
    notes = [m["note"] for _, m in out if m["t"] == "clock" and m["note"]]
    assert notes and notes[0] == f"{('RED', 'BLUE')[first]} ran out of time: the turn ended"
    _, moves = Journal.read(room.journal_path)
    assert moves and all(m["seat"] == first for m in moves) and moves[-1]["a"] == END_TURN  # journaled as its own
    # the next seat starts a whole turn; the first seat's reserve stays spent
    assert room.clock_message()["turn"] == 30 and room.clock_message()["reserve"][first] == 0


def test_with_no_turn_timer_the_inactivity_rule_still_ends_the_turn(db, tmp_path):
    clock = Clock()
    room = _room(db, tmp_path, rule_of(idle=60), clock=clock)
    first = room.state.active
    _advance(room, clock, 59)
    assert room.state.active == first
    _advance(room, clock, 1)
    assert room.state.active != first


def test_playing_restarts_the_idle_time_not_the_turn_time(db, tmp_path):
    clock = Clock()
    room = _room(db, tmp_path, rule_of(turn=100, idle=40), clock=clock)
    seat = room.state.active
    _advance(room, clock, 30)
    room.request(seat, [legal_actions(db, room.state)[0]], len(room.log.actions))  # one play: still its turn
    assert room.state.active == seat
    msg = room.clock_message()
    assert msg["idle"] == 40 and msg["turn"] == 70


def test_on_timeout_ai_the_computer_plays_that_turn_and_the_seat_stays_the_players(db, tmp_path):
    clock = Clock()
    room = _room(db, tmp_path, rule_of(turn=10, on_timeout="ai", idle=0), clock=clock)
    first = room.state.active
    clock.t += 10
    out = room.clock_step()
    assert any(m.get("note") == f"{('RED', 'BLUE')[first]} ran out of time: the computer plays this turn"
               for _, m in out)
    mine = [m for seat, m in out if seat == first and m["t"] == "update"]
    assert mine and mine[-1]["legal"] == []  # its screen offers nothing to play
    refused = room.request(first, [legal_actions(db, room.state)[0]], len(room.log.actions))
    assert refused[0][1]["reason"] == "your time ran out: the computer is playing this turn for you"
    out = _advance(room, clock, 1)
    assert room.state.active != first and room.seats[first].kind == SeatKind.REMOTE and room.stand_in == -1


def test_a_seat_that_times_out_turns_in_a_row_is_given_to_the_computer(db, tmp_path):
    clock = Clock()
    room = _room(db, tmp_path, rule_of(turn=10, idle=0), clock=clock)
    idle = room.state.active
    out = []
    for _ in range(40):  # the other seat plays its turns; the idle one never does
        if room.seats[idle].kind == SeatKind.AI or room.phase != "playing":
            break
        if room.state.active == idle:
            out += _advance(room, clock, 10)
        else:
            seat = room.state.active
            room.request(seat, [END_TURN if END_TURN in legal_actions(db, room.state)
                                else legal_actions(db, room.state)[0]], len(room.log.actions))
    assert room.seats[idle].kind == SeatKind.AI
    if room.state.active == idle:  # its player, still connected, cannot play for the computer
        assert room.request(idle, [legal_actions(db, room.state)[0]], len(room.log.actions))[0][1]["t"] == "refused"
    assert (idle, {"t": "error", "reason": "You did not play for several turns: the computer plays your seat now."}) \
        in out
    _, moves = Journal.read(room.journal_path)
    assert [m["seat"] for m in moves if m["kind"] == "ai"] == [idle]


def test_nobody_dropping_or_rejoining_resets_or_shortens_another_seats_clock(db, tmp_path):
    clock = Clock()
    room = _room(db, tmp_path, rule_of(turn=60, reserve=60, idle=0), tag=True, clock=clock)
    active = room.state.active
    others = [i for i in range(4) if i != active]
    _advance(room, clock, 20)
    assert room.clock_message()["turn"] == 40
    for n in range(30):  # another seat toggles its link again and again
        seat = others[n % 3]
        room.drop(seat)
        clock.t += 7  # time passes while it is away: the player to play could not play, so it is not charged
        room.clock_step()
        assert room.join({"seat": seat, "token": room.tokens[seat]}) == (seat, "")
        room.back(seat)
        clock.t += 0.5  # a little while everyone is here: charged
        room.clock_step()
    msg = room.clock_message()
    assert msg["seat"] == active and msg["turn"] == 40 - 15 and msg["reserve"][active] == 60
    # and the grace of a seat that is away is its own: others toggling does not restart it
    room.drop(others[0])
    clock.t += 20
    room.drop(others[1])
    assert room.join({"seat": others[1], "token": room.tokens[others[1]]}) == (others[1], "")
    room.back(others[1])
    clock.t += 10
    assert room.may_decide() and room.paused()["away"][0]["left"] == 0


def test_a_seat_cannot_reset_its_own_clock_by_dropping_and_rejoining(db, tmp_path):
    clock = Clock()
    room = _room(db, tmp_path, rule_of(turn=30, reserve=0, idle=0), clock=clock)
    active = room.state.active
    for _ in range(5):
        room.drop(active)
        clock.t += 4  # its own absence spends its own time
        room.clock_step()
        assert room.join({"seat": active, "token": room.tokens[active]}) == (active, "")
        room.back(active)
        clock.t += 1
        room.clock_step()
    assert room.clock_message()["turn"] == 5
    _advance(room, clock, 5)
    assert room.state.active != active


def test_rule_checks_name_the_option():
    with pytest.raises(ValueError, match="--turn-time: at least 5 seconds"):
        rule_of(turn=2)
    with pytest.raises(ValueError, match="--reserve: must be a number of seconds"):
        rule_of(reserve=-1)
    with pytest.raises(ValueError, match="--on-timeout: must be one of end, ai"):
        rule_of(on_timeout="pass")
    assert ClockRule.of(rule_of(30, 120, 0, "ai").out()) == ClockRule(30, 120, 0, Timeout.AI)
    assert clock_text(65.2) == "1:06" and clock_text(-3) == "0:00"


def test_clocks_alone_held_time_is_never_charged_and_a_new_turn_is_whole():
    clocks = Clocks.new(rule_of(turn=10, reserve=5, idle=0), 2)
    clocks.begin(0, (1, 0, True), True, 0.0, False)
    clocks.tick(8.0, True)   # 8 s charged, then held
    clocks.tick(100.0, False)  # held throughout: nothing
    clocks.tick(106.0, False)  # 2 s of turn, 4 of reserve
    assert (clocks.turn_left, clocks.reserve[0], clocks.expired()) == (0, 1, Expired.NONE)
    clocks.tick(107.0, False)
    assert clocks.expired() == Expired.TURN
    assert not clocks.begin(0, (1, 0, True), True, 108.0, False)  # the same turn: nothing starts again
    assert clocks.begin(1, (2, 1, True), True, 108.0, False) and clocks.turn_left == 10


def test_ending_action_prefers_ending_the_turn():
    assert ending_action([0, 1, END_TURN]) == END_TURN
    assert ending_action([3, 1]) == 1


def test_a_headless_host_logs_each_wait_and_clock_once_not_each_tick(db, tmp_path):
    from game.net.handshake import fingerprint
    from game.net.host import Host

    clock = Clock()
    room = _room(db, tmp_path, rule_of(turn=10, idle=0), clock=clock)
    lines: list[str] = []
    host = Host(room, fingerprint(db), log=lines.append)
    first = room.state.active
    for _ in range(25):  # 0.5 s a tick: the first seat's turn runs out once, the other's too
        clock.t += 0.5
        host.tick()
    timeouts = [line for line in lines if "ran out of time" in line]
    assert timeouts == [f"host: {('RED', 'BLUE')[first]} ran out of time: the turn ended"]
    room.drop(1 - room.state.active)  # the seat not playing drops: a wait
    for _ in range(100):
        clock.t += 0.5
        host.tick()
    graces = [line for line in lines if "grace" in line]
    assert graces == [f"host: the grace of {room.seat_name(room.gone()[0])} is over; the players still here vote"]
    assert len([line for line in lines if "ran out of time" in line]) == 1  # held while the other is away


def test_fmduel_host_options_reach_the_room(db, tmp_path, monkeypatch):
    from game.commands import host
    from game.commands.common import Parser

    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))
    parser = Parser(prog="fmduel host")
    host.add_arguments(parser)
    config = tmp_path / "config.yaml"
    config.write_text("", encoding="utf-8")
    args = parser.parse_args(["--headless", "--turn-time", "30", "--reserve", "60", "--idle", "0", "--on-timeout", "ai",
                              "--config", str(config)])
    assert host._room(db, args).timer == ClockRule(30, 60, 0, Timeout.AI)
    args = parser.parse_args(["--headless", "--config", str(config)])
    assert host._room(db, args).timer == ClockRule()  # no turn timer; the inactivity rule


def test_over_the_wire_a_player_who_never_plays_loses_the_turn_and_both_hear_the_clock(db, tmp_path, monkeypatch):
    """Two real connections on the loopback that never play: the host's own tick ends the turn when the room's
    (injected) clock says so, and each player is sent the clock and the note."""
    import asyncio

    from game.net.client import Connection, hello
    from game.net.serve import new_room, serve_in_thread

    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))
    clock = Clock()
    room = new_room(db, seats="remote,remote", timer=rule_of(turn=10, idle=0))
    room.clock = clock
    serving = serve_in_thread(db, room, address="127.0.0.1", port=0)

    async def players() -> list[list[dict]]:
        conns = [await Connection.open("127.0.0.1", serving.port, hello(db, room.code, seat=i)) for i in (0, 1)]
        seen: list[list[dict]] = [[], []]
        first = None
        for _ in range(400):  # bounded: a few seconds of host ticks
            for i, conn in enumerate(conns):
                try:
                    seen[i].append(await conn.recv(0.02))
                except TimeoutError:
                    pass
            shown = [any(m["t"] == "clock" and m["seat"] >= 0 for m in msgs) for msgs in seen]
            if first is None and all(shown):  # both see the first seat's clock: now its 10 s run out
                first = room.state.active
                clock.t = 11.0
            notes = [m for m in seen[1 - (first or 0)] if m["t"] == "clock" and m["note"]]
            if notes and all(any(m["t"] == "clock" and m["note"] for m in s) for s in seen):
                break
        for conn in conns:
            conn.close()
        return seen

    try:
        seen = asyncio.run(asyncio.wait_for(players(), 30))
    finally:
        serving.stop()
    first = 1 - room.state.active
    for msgs in seen:
        notes = [m["note"] for m in msgs if m["t"] == "clock" and m["note"]]
        assert notes == [f"{('RED', 'BLUE')[first]} ran out of time: the turn ended"]
        assert any(m["t"] == "clock" and m["seat"] == first and m["turn"] == 10 for m in msgs)  # its clock, shown


@pytest.mark.parametrize("then", ["end", "ai"])
def test_a_tag_seat_out_of_time_loses_its_turn_to_the_next_seat(db, tmp_path, then):
    from game.rules.teams import SEAT_NAMES

    clock = Clock()
    room = _room(db, tmp_path, rule_of(turn=10, idle=0, on_timeout=then), tag=True, clock=clock)
    first, order = room.state.active, room.state.order
    out = _advance(room, clock, 10)
    assert room.state.active == order[(order.index(first) + 1) % 4]
    notes = [m["note"] for _, m in out if m["t"] == "clock" and m["note"]]
    assert notes and notes[0].startswith(f"{SEAT_NAMES[first]} ran out")
