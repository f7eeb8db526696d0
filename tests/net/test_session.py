"""The client's sessions (issue 26): the duel screen's interface over the host's messages.

A seat's session must show its own view turned to the bottom (BLUE mirrored, as the local 2P
screen does), send exactly the engine's actions, and answer ``legal``/``preview`` for a half-made
play exactly as the host's engine would: every plan prefix of every play in a whole random duel is
compared with the host's full state.
"""

from __future__ import annotations

import random

import pytest

from game.net import wire
from game.net.privacy import seat_view
from game.net.room import Room, parse_seats
from game.net.session import NetSession, flip_event
from game.rules import events as E
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.state import DEFAULT_OPTIONS, Decision
from game.rules.view import HIDDEN, mirror


class Wire:
    """The client side of a connection, as the session sees it: messages in (through the real
    frame encoding), messages out."""

    def __init__(self) -> None:
        self.inbox: list[dict] = []
        self.sent: list[dict] = []

    def feed(self, msg: dict) -> None:
        self.inbox.append(wire.decode(wire.encode(msg)[4:]))

    def poll(self) -> list[dict]:
        out, self.inbox = self.inbox, []
        return out

    def send(self, msg: dict) -> None:
        self.sent.append(msg)


def _deliver(out, sessions, wires) -> None:
    for seat, msg in out:
        wires[seat].feed(msg)
    for s in sessions:
        for update in s.poll():
            s.apply(*update)


@pytest.mark.parametrize("seed", [1, 2])
def test_both_seats_see_their_own_view_and_plan_exactly_as_the_host(db, tmp_path, seed):
    room = Room(db, parse_seats("", False), "ABCD-EFGH", DEFAULT_OPTIONS, tmp_path / "r.journal", seed=seed)
    room.join({})
    room.join({})
    wires = [Wire(), Wire()]
    sessions = [NetSession(db, wires[i], i) for i in range(2)]
    _deliver(room.start(), sessions, wires)
    blue = sessions[1]
    assert blue.opening and all(e.card == HIDDEN for e in blue.opening if type(e) is E.CardDrawn and e.side == 1)
    assert all(e.card > 0 for e in blue.opening if type(e) is E.CardDrawn and e.side == 0)  # its own draws
    rng = random.Random(seed)
    prefixes = 0
    for _ in range(3000):
        if room.state.over:
            break
        seat = room.state.active
        s = sessions[seat]
        truth = seat_view(room.state, seat, room.secrets)
        truth = mirror(truth) if seat else truth
        assert s.state == truth and s.played == len(room.log.actions)
        assert s.legal() == legal_actions(db, room.state)
        plan, real = [], room.state
        while True:  # a whole play, each prefix previewed on the client and stepped on the host's state
            a = rng.choice(legal_actions(db, real))
            plan.append(a)
            real, _ = step(db, real, a)
            if real.over or real.active != seat or real.pending == Decision.NONE:
                break
            shown, _ = s.preview(plan)
            assert s.legal(shown) == legal_actions(db, real)
            prefixes += 1
        s.commit(plan)
        assert wires[seat].sent[-1] == {"t": "act", "actions": plan, "n": s.played} and s.net.waiting
        _deliver(room.request(seat, plan, len(room.log.actions)), sessions, wires)
        assert not s.net.waiting
    assert room.state.over and prefixes > 50
    assert sessions[0].state.winner == room.state.winner and sessions[1].state.winner == 1 - room.state.winner


def test_flip_event_swaps_sides_damage_and_winner():
    assert flip_event(E.CardDrawn(side=0, card=5)) == E.CardDrawn(side=1, card=5)
    assert flip_event(E.DuelEnded(winner=1, reason="lp")) == E.DuelEnded(winner=0, reason="lp")
    battle = E.Battle(side=1, attacker=0, target=2, attacker_value=1, star_adjustment=0, defender_value=0,
                      margin=1, outcome="win", damage=1, damage_to=0)
    assert (flip_event(battle).side, flip_event(battle).damage_to) == (0, 1)
    assert flip_event(E.TerrainChanged(old=0, new=1)) == E.TerrainChanged(old=0, new=1)
