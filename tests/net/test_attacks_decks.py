"""Issue 30, illegal decks: the host checks a joiner's deck with the limits of every local duel (R3.5,
R3.6: 40 cards, real ids, 3 copies of a card, 1 of each Exodia piece), 2P and Tag alike, and the
refusal names the card and the limit. Before issue 30 a 2P room took 40 copies of one card or eight
of each Exodia piece, and a Tag room's refusal named seat 1A whoever asked.
"""

from __future__ import annotations

import asyncio

import pytest

from game.net.client import Connection, Refused, hello
from game.net.decks import deck_problem
from game.net.serve import new_room, serve_in_thread
from game.rules.state import EXODIA

ADDR = "127.0.0.1"
LEGAL = tuple(c for c in range(22, 36) for _ in range(3))[:40]


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))


async def _try(db, port: int, code: str, deck, seat: int) -> str:
    try:
        conn = await Connection.open(ADDR, port, hello(db, code, seat=seat, deck=deck))
    except Refused as exc:
        return str(exc)
    conn.close()
    return "welcomed"


def _asked(db, tag: bool, deck, seat: int) -> str:
    room = new_room(db, tag=tag, seats=",".join(["remote"] * (4 if tag else 2)))
    serving = serve_in_thread(db, room, address=ADDR, port=0)
    try:
        return asyncio.run(asyncio.wait_for(_try(db, serving.port, room.code, deck, seat), 20))
    finally:
        serving.stop()


@pytest.mark.parametrize(("tag", "seat"), [(False, 1), (True, 3)], ids=["2p", "tag-2B"])
def test_a_deck_over_the_copy_limits_is_refused_naming_the_card(db, tag, seat):
    exodia = [c for c in EXODIA for _ in range(8)]
    said = _asked(db, tag, exodia, seat)
    assert said == f"your deck cannot be used: {db.names[EXODIA[0]]}: 8 copies, at most 1", said
    assert "1A" not in said
    said = _asked(db, tag, [22] * 40, seat)
    assert said == f"your deck cannot be used: {db.names[22]}: 40 copies, at most 3", said


def test_a_legal_deck_is_welcomed(db):
    assert _asked(db, False, list(LEGAL), 1) == "welcomed"


def test_deck_problems_are_named(db):
    assert deck_problem(db, LEGAL) == ""
    assert deck_problem(db, LEGAL[:39]) == "it holds 39 cards, a deck needs exactly 40"
    assert deck_problem(db, LEGAL[:39] + (900,)) == "card id 900 is not a card (ids run 1-722)"
    assert deck_problem(db, LEGAL[:38] + (EXODIA[4], EXODIA[4])) == f"{db.names[EXODIA[4]]}: 2 copies, at most 1"
