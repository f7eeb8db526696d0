"""An online Tag Duel through the real Tag Duel screen (issue 26): this process's App plays seat 1A
with a virtual pad, a ``fmduel join --bot`` process plays 2B, the host's AI plays the other two;
the headless host holds the duel. Loopback only, bounded in time."""

from __future__ import annotations

import time

from duel.conftest import pad_duel  # noqa: F401  (the fixture)
from support.net_procs import HostProc, done, join

from game.rules.state import Phase
from game.scenes.online.launch import joining_link
from game.scenes.online.tag_duel import NetTagDuelScene
from game.scenes.online.waiting import WaitingScene


def test_a_tag_duel_played_on_the_tag_screen_over_the_network(db, tmp_path, pad_duel):  # noqa: F811
    host = HostProc(tmp_path, "--tag", "--seats", "remote,ai:fair,ai:random,remote")
    bot = None
    try:
        link = joining_link(db, "127.0.0.1", host.port, host.code, seat=0, name="Pad")
        duel = pad_duel(lambda: WaitingScene(link), speed="instant")
        duel.until(lambda: "Players" in [t for t, _ in duel.top.lines], limit=400)
        assert "ONLINE TAG DUEL" in duel.words()
        bot = join(tmp_path, host, "--seat", "4", level="random")
        deadline = time.monotonic() + 200
        plays = 0
        while time.monotonic() < deadline:
            top = duel.top
            if isinstance(top, NetTagDuelScene) and top.outcome:
                break
            if isinstance(top, NetTagDuelScene) and not top.busy and duel.app.stack.fade is None:
                real = top.session.real
                assert real.active == 0  # not busy: this seat's turn
                duel.tap(*(("cross", "cross", "cross") if real.phase == Phase.HAND else ("start",)), settle=False)
                plays += 1
            else:
                duel.run(1)
                time.sleep(0.001)
        top = duel.top
        assert isinstance(top, NetTagDuelScene) and top.outcome, f"no result after {plays} plays"
        assert plays > 3
        words = duel.words()
        assert "TEAM WINS" in words and "Leave the room" in words
        out = done(bot)
        duel.tap("cross")
        host_out = host.finish()
    finally:
        if bot is not None and bot.poll() is None:
            bot.kill()
        host.kill()
    mine = "YOUR TEAM" in top.outcome
    assert ("team 1 (1A, 1B) wins" in host_out) == mine  # 1A plays for team 1
    assert "duel over, team" in out
