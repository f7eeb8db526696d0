"""The privacy check of the network tests (issue 26): what a seat was sent against what it may see.

Each update's view must equal ``seat_view`` of the duel at that point, never show more than
``observe`` allows, never another seat's hand or set cards (a tag partner's excepted, R17.12/D-32),
never any deck order or the RNG state; another seat's drawn and face-down-set cards are HIDDEN in
the events; the legal list is the engine's, sent only to the seat to play.
"""

from __future__ import annotations

from game.net import codec
from game.net.privacy import SPECTATOR, seat_view, shares
from game.net.records import opening
from game.rules import events as E
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.view import HIDDEN, observe


def check_privacy(db, log, tag: bool, sent: dict) -> int:
    """Checks every update each seat was sent against the duel at that point (rebuilt from ``log``);
    returns how many were checked."""
    state0, _ = opening(db, log)
    states = [state0]
    for a in log.actions:
        states.append(step(db, states[-1], a)[0])
    checked = 0
    for seat, msgs in sent.items():
        for msg in msgs:
            if msg["t"] != "update":
                continue
            truth = states[msg["n"]]
            view = codec.view_in(msg["view"])
            assert view == seat_view(truth, seat)
            allowed = observe(truth, seat, sees_partner=tag)
            assert view.rng_state == 0
            for i, (mine, full) in enumerate(zip(view.sides, allowed.sides, strict=True)):
                assert all(c == HIDDEN or c == f for c, f in zip(mine.deck, full.deck, strict=True))
                assert all(c == HIDDEN for c in mine.deck[mine.cursor:])  # no deck order, ever
                if not shares(truth, seat, i):
                    assert set(mine.hand) <= {HIDDEN} and set(mine.deck) <= {HIDDEN}
                    assert all(r.card == HIDDEN for r in mine.monsters + mine.spells if r.face_down)
            for ev in map(codec.event_in, msg["events"]):
                other = hasattr(ev, "side") and not shares(truth, seat, ev.side)
                if other and type(ev) is E.CardDrawn:
                    assert ev.card == HIDDEN
                if other and type(ev) is E.CardPlaced and ev.face_down:
                    assert ev.card == HIDDEN
            assert msg["legal"] == (legal_actions(db, truth) if truth.active == seat and not truth.over else [])
            checked += 1
    return checked


def public_only(msg: dict) -> bool:
    """Returns whether a spectator's message is the public view: no hand, no deck, no face-down card and no
    drawn card of anyone (asserts on each, so a failure names it), no legal list, no RNG state."""
    if msg["t"] != "update":
        return True
    view = codec.view_in(msg["view"])
    for side in view.sides:
        assert set(side.hand) <= {HIDDEN} and set(side.deck) <= {HIDDEN}, msg["n"]
        assert all(r.card == HIDDEN for r in side.monsters + side.spells if r.face_down)
    for ev in map(codec.event_in, msg["events"]):
        assert type(ev) is not E.CardDrawn or ev.card == HIDDEN
        assert type(ev) is not E.CardPlaced or not ev.face_down or ev.card == HIDDEN
    return msg["seat"] == SPECTATOR and msg["legal"] == [] and view.rng_state == 0
