"""Every session the duel screen runs on satisfies the one ``Session`` protocol (issue 32).

Each class is built as its screen builds it (no network: the online sessions get no client), then checked
member by member against the protocol, so a session missing a method (or a property turned into a
method) fails here by name, not later on screen.
"""

from __future__ import annotations

import inspect

import pytest

from game.net.codec import view_out
from game.net.session import NetSession
from game.rules.replay import ReplayLog
from game.rules.setup import setup_duel
from game.rules.state import DEFAULT_OPTIONS
from game.rules.tag import setup_tag_duel
from game.scenes.duel.protocol import Session
from game.scenes.duel.session import DuelSession
from game.scenes.online.tag_session import NetTagSession
from game.scenes.tag.session import TagSession
from game.scenes.versus.session import PerspectiveSession

DECK = tuple([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] * 4)
MEMBERS = ("db", "opening", "state", "played", "legal", "preview", "commit", "ai_action")
METHODS = ("legal", "preview", "commit", "ai_action")


def _duel(db, cls=DuelSession):
    state, opening = setup_duel(db, DECK, DECK, opponent=1, rng_seed=7, shuffle=False)
    log = ReplayLog(deck0=DECK, deck1=DECK, opponent=1, seed=7, shuffle=False)
    return cls(db, state, opening, log, shuffle=False)


def _tag_real(db):
    return setup_tag_duel(db, (None,) * 4, duelists=(1, 2, 3, 4), first_team=0, per_team_terrain=False,
                          rng_seed=7, options=DEFAULT_OPTIONS)


def _sessions(db) -> dict[str, object]:
    local = _duel(db)
    local.commit([local.legal()[0]])
    real, opening = _tag_real(db)
    first = {"view": view_out(real), "events": [], "n": 0, "legal": []}
    return {
        "local 1v1": local,
        "replay": DuelSession.from_replay(db, local.replay_file()),
        "2P": _duel(db, PerspectiveSession),
        "Tag": TagSession(db, real, opening, {}, (0,)),
        "online 2P": NetSession(db, None, 0),
        "online Tag": NetTagSession(db, None, 0, first),
    }


def _conforms(session) -> list[str]:
    """Returns what the session lacks or has in the wrong kind (a method where a value belongs, or not)."""
    wrong = [m for m in MEMBERS if not hasattr(session, m)]
    wrong += [m for m in METHODS if hasattr(session, m) and not callable(getattr(session, m))]
    for m in METHODS:
        if hasattr(session, m) and callable(getattr(session, m)):
            mine = list(inspect.signature(getattr(session, m)).parameters)
            theirs = list(inspect.signature(getattr(Session, m)).parameters)[1:]
            if len(mine) != len(theirs):
                wrong.append(f"{m}{tuple(mine)}")
    return wrong


@pytest.mark.parametrize("kind", ["local 1v1", "replay", "2P", "Tag", "online 2P", "online Tag"])
def test_each_session_satisfies_the_session_protocol(db, kind):
    session = _sessions(db)[kind]
    assert isinstance(session, Session), kind
    assert _conforms(session) == [], kind


def test_no_session_inherits_from_two_classes():
    for cls in (DuelSession, PerspectiveSession, TagSession, NetSession, NetTagSession):
        assert len(cls.__bases__) == 1, cls.__name__


def test_the_check_fails_for_a_session_missing_a_method(db):
    class NoPreview:
        def __init__(self, inner) -> None:
            self.db, self.opening, self.state, self.played = inner.db, inner.opening, inner.state, inner.played

        def legal(self, state=None):
            return []

        def commit(self, actions):
            return []

        def ai_action(self):
            return 0

    lame = NoPreview(_duel(db))
    assert not isinstance(lame, Session)
    assert _conforms(lame) == ["preview"]
