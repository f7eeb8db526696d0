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
    assert ("winner 0" in out) == won_here and ("RED wins" in host_out) == won_here
