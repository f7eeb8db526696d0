"""The privacy check of the network tests (issues 26, 30): every field of every message a seat (or a
spectator, seat -1) was sent, against the truth rebuilt from the duel's log.

Written apart from ``game.net.privacy`` (it never calls ``seat_view`` or ``seat_events``): from the
log it replays every state and every raw event, follows which face-down cards were destroyed unseen
(the graveyard places no other side may learn), and checks for each message:
  update   every field of the view: what the seat may see equals the truth (LP, counters, its own
           and its partner's hand and rows, face-up cards, the drawn part of its own deck, the
           turn, the graveyard) and what it may not see is HIDDEN (another side's hand, deck,
           face-down cards, unseen destroyed cards in the graveyard, the RNG state, a card still
           being placed); every event equals the raw event, with another side's draws, face-down
           placements and unseen destructions HIDDEN; the legal list only to the seat to play.
  others   only the fields their kind carries (a welcome's token only to its own seat), the winner
           of ``ended`` right, and no file path of the host's in any text.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import fields

from game.net import codec
from game.net.journal import Journal
from game.net.records import log_from, opening
from game.rules import events as E
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.state import Decision
from game.rules.teams import TAG_SEATS, partner
from game.rules.view import HIDDEN

KEYS = {"welcome": {"t", "seat", "label", "kind", "code", "grace", "token", "note", "delay"},
        "lobby": {"t", "phase", "code_needed", "seats"}, "update": {"t", "seat", "n", "kind", "events", "view", "legal"},
        "refused": {"t", "reason"}, "error": {"t", "reason"}, "paused": {"t", "away", "choices"}, "resumed": {"t"},
        "ended": {"t", "winner", "note"}, "pong": {"t", "id"},
        "clock": {"t", "seat", "label", "held", "turn", "reserve", "idle", "idle_limit", "note", "who"},
        "rooms": {"t", "rooms", "full"}, "created": {"t", "code"}}
_SIDE_PUBLIC = ("lp", "max_lp", "cursor", "created", "swords", "counters", "stats")
_STATE_PUBLIC = ("active", "turn", "phase", "pending", "terrain", "rng_kind", "options", "opponent", "chain",
                 "focus", "may_face_down", "play_single", "attacked", "winner", "end_reason", "order", "terrains")


class Truth:
    """Every state and raw event of a duel, and the unseen destroyed cards of each side after each action."""

    def __init__(self, db, log) -> None:
        state, events = opening(db, log)
        self.states, self.events = [state], [list(events)]
        unseen: list[Counter] = [Counter() for _ in state.sides]
        self.unseen = [[Counter() for _ in state.sides]]
        for a in log.actions:
            before = self.states[-1]
            after, evs = step(db, before, a)
            down = {(i, r, z) for i, s in enumerate(before.sides) for r, row in enumerate((s.monsters, s.spells))
                    for z, rec in enumerate(row) if rec.card and rec.face_down}
            hidden = []
            for ev in evs:
                where = (getattr(ev, "side", -1), getattr(ev, "row", -1), getattr(ev, "zone", -1))
                if type(ev) is E.CardPlaced:
                    (down.add if ev.face_down else down.discard)(where)
                    hidden.append(False)
                elif type(ev) is E.CardFlipped:
                    down.discard(where)
                    hidden.append(False)
                elif type(ev) is E.CardDestroyed:
                    hidden.append(where in down)
                    if where in down:
                        unseen[ev.side][ev.card] += 1
                    down.discard(where)
                else:
                    hidden.append(False)
            self.states.append(after)
            self.events.append(list(zip(evs, hidden, strict=True)))
            self.unseen.append([c.copy() for c in unseen])
        self.events[0] = [(ev, False) for ev in self.events[0]]


def _shares(n_sides: int, seat: int, other: int) -> bool:
    return seat >= 0 and (other == seat or (n_sides == TAG_SEATS and other == partner(seat)))


def _check_view(truth, n: int, seat: int, view) -> int:
    """Checks one view; returns how many graveyard cards it hid."""
    real = truth.states[n]
    # every field is judged here: a field added to the state must be classified before this passes
    assert {f.name for f in fields(real)} == set(_STATE_PUBLIC) | {"sides", "rng_state", "floating"}
    assert {f.name for f in fields(real.sides[0])} == set(_SIDE_PUBLIC) | {"deck", "hand", "monsters", "spells",
                                                                           "graveyard"}
    assert view.rng_state == 0
    placing = not real.over and real.pending == Decision.PICK_FACE and not _shares(len(real.sides), seat, real.active)
    for name in _STATE_PUBLIC:
        assert getattr(view, name) == getattr(real, name), name
    if real.floating and not real.over and not _shares(len(real.sides), seat, real.active):
        assert view.floating == HIDDEN
    else:
        assert view.floating == real.floating
    hid = 0
    for i, (mine, full) in enumerate(zip(view.sides, real.sides, strict=True)):
        for name in _SIDE_PUBLIC:
            assert getattr(mine, name) == getattr(full, name), (i, name)
        assert len(mine.deck) == len(full.deck) and len(mine.hand) == len(full.hand)
        assert all(c == HIDDEN for c in mine.deck[full.cursor:])  # no deck order, ever
        focus = (real.focus if placing and i == real.active else None)
        if _shares(len(real.sides), seat, i):
            assert mine.hand == full.hand and mine.deck[:full.cursor] == full.deck[:full.cursor]
            assert mine.monsters == full.monsters and mine.spells == full.spells and mine.graveyard == full.graveyard
            continue
        assert set(mine.hand) <= {HIDDEN} and set(mine.deck) <= {HIDDEN}
        for row, (shown, held) in enumerate(((mine.monsters, full.monsters), (mine.spells, full.spells))):
            for z, (r, f) in enumerate(zip(shown, held, strict=True)):
                if f.card and (f.face_down or focus == (row, z)):
                    assert r.card == HIDDEN and r.face_down
                else:
                    assert r == f
        secret = truth.unseen[n][i]
        assert len(mine.graveyard) == len(full.graveyard)
        assert all(c in (HIDDEN, f) for c, f in zip(mine.graveyard, full.graveyard, strict=True))
        shown = Counter(c for c in mine.graveyard if c != HIDDEN)
        assert mine.graveyard.count(HIDDEN) == sum(secret.values())
        assert shown == Counter(full.graveyard) - secret
        hid += mine.graveyard.count(HIDDEN)
    return hid


def _check_events(truth, since: int | None, n: int, seat: int, events: list) -> None:
    """The events of an update are those of every action after the seat's previous update up to ``n``
    (the opening's too in its first)."""
    ks = range(n + 1) if since is None else range(since + 1, n + 1)
    raw = [pair for k in ks for pair in truth.events[k]]
    assert len(events) == len(raw), (since, n, len(events), len(raw))
    n_sides = len(truth.states[0].sides)
    for got, (ev, unseen) in zip(events, raw, strict=True):
        other = hasattr(ev, "side") and not _shares(n_sides, seat, ev.side)
        hide = other and ((type(ev) is E.CardDrawn) or (type(ev) is E.CardPlaced and ev.face_down)
                          or (type(ev) is E.CardDestroyed and unseen))
        want = ev.__class__(**{f.name: (HIDDEN if hide and f.name == "card" else getattr(ev, f.name))
                               for f in fields(ev)})
        assert got == want, (got, want)


def check_privacy(db, log, tag: bool, sent: dict, *, paths: tuple[str, ...] = ()) -> int:
    """Checks every message each seat was sent (``sent``: seat -> its messages in order) against the duel
    ``log`` plays; returns how many updates were checked (``paths``: host folders no text may hold)."""
    truth = Truth(db, log)
    checked = 0
    final = truth.states[-1]
    for seat, msgs in sent.items():
        seen_n = None
        for msg in msgs:
            kind = msg["t"]
            assert set(msg) <= KEYS[kind], (kind, sorted(msg))
            text = json.dumps(msg)
            assert not any(p in text for p in paths), msg
            if kind == "welcome":
                assert msg["seat"] == seat
            elif kind == "ended":
                assert msg["winner"] == (final.winner if final.over else -1)
            if kind != "update":
                continue
            assert msg["seat"] == seat
            n = msg["n"]
            truth_state = truth.states[n]
            view = codec.view_in(msg["view"])
            events = [codec.event_in(e) for e in msg["events"]]
            if events:
                _check_events(truth, seen_n, n, seat, events)
            seen_n = n
            _check_view(truth, n, seat, view)
            want = legal_actions(db, truth_state) if seat >= 0 and truth_state.active == seat \
                and not truth_state.over else []
            assert msg["legal"] == want
            checked += 1
    return checked


def hidden_graves(db, log) -> int:
    """Returns how many cards went to a graveyard unseen by the other side over a duel (a test's duel must
    have some for its privacy check to mean something)."""
    return sum(sum(c.values()) for c in Truth(db, log).unseen[-1])


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
    return msg["seat"] == -1 and msg["legal"] == [] and view.rng_state == 0


def finished_log(state, code: str):
    """Returns the log of room ``code``'s ended duel, rebuilt from the server's journal in the state
    folder ``state`` (read as a file here, not through the room's own resume)."""
    header, moves = Journal.read(state / f"{code}.ended")
    log = log_from(header["room"])
    for m in moves:
        if m["kind"] == "act":
            log = log.with_action(m["a"])
    return log
