"""A game window in a process of its own for the lobby tests (issue 30).

Runs the real App on SDL's dummy drivers with a virtual pad (every press through SDL's controller path)
and goes 2P DUEL or TAG DUEL → Duel server → the server's address → its room list, then, by ``role``:
``open`` opens a new room, ``join`` joins the first listed room with a free seat (by its code, from the
list), ``watch`` watches the first room being played. A seat is played through the duel screen's own
controls (hand: the first card to the first zone; field: attack with the card under the cursor once, then
end the turn); a spectator only looks. When the screen shows the result, one JSON line goes to ``--out``: the seat, the words on the screen, and every
message the screen's session was sent (for the privacy check). Bounded by ``--seconds``.

    python tests/support/window_seat.py --port P --role open|join|watch [--tag] --out FILE --cache DIR
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

START = time.monotonic()
TESTS = Path(__file__).resolve().parents[1]
REPO = TESTS.parent


def _record(make):
    """Wraps a link factory so the link keeps every message its connection delivers to the screen."""
    def made(*args, **kw):
        link = make(*args, **kw)
        client, seen = link.session.net.client, []
        poll = client.poll

        def polling():
            got = poll()
            seen.extend(got)
            return got

        client.poll, link.seen = polling, seen
        return link
    return made


def _to_rooms(duel, port: int, tag: bool) -> None:
    from game.scenes.menu import ENTRIES
    from game.scenes.online.rooms import RoomsScene

    labels = [label for label, _ in ENTRIES]
    duel.tap(*["down"] * labels.index("Tag Duel" if tag else "2P Duel"), "cross")
    duel.tap("down", "down", "down", "cross")                          # Duel server
    duel.top.text = f"127.0.0.1:{port}"                                # the keyboard has its own tests
    duel.tap("start")
    duel.until(lambda: isinstance(duel.top, RoomsScene) and "open" in duel.words(), limit=3000)


def _pick(duel, role: str, deadline: float) -> None:
    """From the room list: opens a room, or asks again until a room to join or watch is listed and picks it."""
    from game.scenes.online.rooms import RoomsScene

    if role == "open":
        duel.tap("cross")
        return
    wanted = (lambda r: r["phase"] == "lobby" and r["free"] > 0) if role == "join" else \
        (lambda r: r["phase"] == "playing" and r["watch"] >= 0)
    while time.monotonic() < deadline:
        top = duel.top
        if isinstance(top, RoomsScene) and not top.asking:
            if top.rooms and wanted(top.rooms[0]):
                duel.tap("down", "cross", settle=False)
                return
            duel.tap("square", settle=False)
        duel.run(1)
        time.sleep(0.01)  # the lobby request's thread runs meanwhile
    raise AssertionError(f"no room to {role} was listed")


def _play(duel, tag: bool, deadline: float) -> str:
    """Plays the seat (or looks on) until the screen shows the result; returns its words."""
    from game.rules.state import Phase
    from game.scenes.online.duel import NetDuelScene, NetResultScene
    from game.scenes.online.tag_duel import NetTagDuelScene

    screen = NetTagDuelScene if tag else NetDuelScene
    tried = -1  # the action count at the last attack tried: tried once, then the turn ends
    while time.monotonic() < deadline:
        top = duel.top
        if isinstance(top, NetResultScene) or (tag and isinstance(top, screen) and top.outcome):
            duel.run(2)
            return duel.words()
        if isinstance(top, screen) and not top.busy and duel.app.stack.fade is None:
            state, played = (top.session.real if tag else top.session.state), top.session.played
            if state.phase == Phase.HAND:
                duel.tap("cross", "cross", "cross", settle=False)
            elif tried != played:                                      # attack with the card under the cursor
                tried = played
                duel.tap("cross", "cross", settle=False)
            else:
                duel.tap("start", settle=False)
        else:
            duel.run(1)  # the network threads run meanwhile; a window with nothing to show leaves the cores
            time.sleep(0.0005 if isinstance(top, screen) and (top.inbox or top.play.presenter.moving) else 0.006)
    raise AssertionError(f"no result on the screen; it shows: {duel.words()[:200]}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--role", choices=("open", "join", "watch"), required=True)
    parser.add_argument("--tag", action="store_true")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--cache", type=Path, required=True)
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    sys.path[:0] = [str(TESTS), str(REPO)]

    from duel.conftest import PadDuel

    from game.db import load_carddb
    from game.scenes.menu import MainMenuScene
    from game.scenes.online import launch
    from support.harness import AppRunner

    launch.joining_link, launch.watching_link = _record(launch.joining_link), _record(launch.watching_link)
    deadline = time.monotonic() + args.seconds
    db = load_carddb(REPO / "data", args.cache)
    config = args.out.with_suffix(".yaml")
    config.write_text("game:\n  animation_speed: instant\n", encoding="utf-8")
    runner = AppRunner()
    app, pads = runner.start(db, config, MainMenuScene, pads=2)
    duel = PadDuel(app, pads[0])
    try:
        t0 = time.monotonic()
        _to_rooms(duel, args.port, args.tag)
        _pick(duel, args.role, deadline)
        t1 = time.monotonic()
        words = _play(duel, args.tag, deadline)
        print(f"timing: {args.role} start {t0 - START:.2f} lobby {t1 - t0:.2f} duel {time.monotonic() - t1:.2f}")
        link = duel.top.link
        args.out.write_text(json.dumps({"seat": link.session.net.seat, "words": words, "sent": link.seen}), encoding="utf-8")
        duel.tap("cross", settle=False)                                # leave the room
        duel.run(4)
    finally:
        runner.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
