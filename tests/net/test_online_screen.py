"""An online 2P duel through the real duel screen (issue 26): this process's App plays RED with a
virtual pad (every press through SDL's controller path), a ``fmduel join --bot`` process plays BLUE,
and a headless ``fmduel host`` process holds the duel; all on 127.0.0.1, bounded in time.
"""

from __future__ import annotations

import time

from duel.conftest import pad_duel  # noqa: F401  (the fixture)
from support.net_procs import HostProc, done, join

from game.rules.state import Phase
from game.scenes.online.duel import NetDuelScene, NetResultScene
from game.scenes.online.launch import joining_link
from game.scenes.online.waiting import WaitingScene


def test_a_2p_duel_played_on_the_duel_screen_against_another_process(db, tmp_path, pad_duel):  # noqa: F811
    host = HostProc(tmp_path)
    bot = None
    try:
        link = joining_link(db, "127.0.0.1", host.port, host.code, seat=0, name="Pad")
        duel = pad_duel(lambda: WaitingScene(link), speed="instant")
        duel.until(lambda: duel.top.lines and "Players" in [t for t, _ in duel.top.lines], limit=400)
        assert isinstance(duel.top, WaitingScene) and "waiting..." in duel.words()
        bot = join(tmp_path, host, "--seat", "2", level="random")
        deadline = time.monotonic() + 150
        presses = 0
        while time.monotonic() < deadline and not isinstance(duel.top, NetResultScene):
            top = duel.top
            if isinstance(top, NetDuelScene) and not top.busy and duel.app.stack.fade is None:
                state = top.session.state
                assert state.active == 0  # not busy: this seat's turn, never the other's
                duel.tap(*(("cross", "cross", "cross") if state.phase == Phase.HAND else ("start",)), settle=False)
                presses += 1
            else:
                duel.run(1)
                time.sleep(0.001)  # the network threads run meanwhile
        assert isinstance(duel.top, NetResultScene), f"no result after {presses} plays"
        text = duel.words()
        assert "YOU WIN" in text or "YOU LOSE" in text
        out = done(bot)
        duel.tap("cross")
        host_out = host.finish()
    finally:
        if bot is not None and bot.poll() is None:
            bot.kill()
        host.kill()
    won_here = "YOU WIN" in text
    assert ("BLUE: duel over, RED wins" in out) == won_here and ("RED wins" in host_out) == won_here


def _play_until(duel, test, seconds: float) -> int:
    """Plays this seat (hand: the first card to the first zone; field: end the turn) until test()."""
    deadline = time.monotonic() + seconds
    plays = 0
    while time.monotonic() < deadline and not test():
        top = duel.top
        if isinstance(top, NetDuelScene) and not top.busy and duel.app.stack.fade is None:
            phase = top.session.state.phase
            duel.tap(*(("cross", "cross", "cross") if phase == Phase.HAND else ("start",)), settle=False)
            plays += 1
        else:
            duel.run(1)
            time.sleep(0.001)
    return plays


def test_the_screen_says_the_host_is_gone_and_carries_on_after_its_resume(db, tmp_path, pad_duel):  # noqa: F811
    host = HostProc(tmp_path)
    bot = again = None
    try:
        link = joining_link(db, "127.0.0.1", host.port, host.code, seat=0)
        duel = pad_duel(lambda: WaitingScene(link), speed="instant")
        bot = join(tmp_path, host, "--seat", "2", "--think", "0.02", level="random")
        _play_until(duel, lambda: isinstance(duel.top, NetDuelScene) and duel.top.session.played >= 12, 90)
        assert isinstance(duel.top, NetDuelScene) and duel.top.session.played >= 12
        host.kill()                                            # the host's machine dies mid-duel
        duel.until(lambda: "Connection to the host lost" in duel.words(), limit=100000)
        assert "Reconnecting to your seat" in duel.words()
        played = duel.top.session.played
        again = HostProc(tmp_path, "--resume", str(host.journal), port=host.port)
        _play_until(duel, lambda: isinstance(duel.top, NetResultScene), 150)
        assert isinstance(duel.top, NetResultScene)
        assert "YOU WIN" in duel.words() or "YOU LOSE" in duel.words()
        done(bot)
        duel.tap("cross")
        text = again.finish()
    finally:
        for p in (bot,):
            if p is not None and p.poll() is None:
                p.kill()
        host.kill()
        if again is not None:
            again.kill()
    assert f"resumed at action {played}" in text or "resumed at action" in text
    assert "duel over" in text
