"""2P DUEL's online choices (issue 26): Host online shows the room code and who has joined, a player
joins with that code (here a bot process), and the duel screen opens for both; Join online asks for
the address and the code with the on-screen keyboard. Loopback only (config online.listen)."""

from __future__ import annotations

import re

from support.net_procs import game

from game.scenes.menu import ENTRIES, MainMenuScene
from game.scenes.online.duel import NetDuelScene
from game.scenes.online.menu import PlayWhereScene
from game.scenes.online.waiting import WaitingScene


def _menu_pad(two_pads, tmp_path):
    duel = two_pads(MainMenuScene)
    cfg = duel.app.config
    cfg.set("online.listen", "loopback")
    cfg.set("online.port", 0)
    labels = [label for label, _ in ENTRIES]
    duel.tap(*["down"] * labels.index("2P Duel"), "cross")
    assert isinstance(duel.top, PlayWhereScene)
    return duel


def test_host_online_shows_the_code_and_the_joined_player_then_the_duel(two_pads, tmp_path):
    duel = _menu_pad(two_pads, tmp_path)
    duel.tap("down", "cross")                                  # Host online
    duel.until(lambda: isinstance(duel.top, WaitingScene) and "Players" in duel.words(), limit=600)
    words = duel.words()
    code = re.search(r"ROOM CODE (\S+)", words).group(1)
    port = duel.top.link.port
    assert "RED (you) - here" in words and "BLUE - waiting..." in words
    duel.shot("online-01-waiting")
    bot = game(tmp_path, "join", f"127.0.0.1:{port}", "--code", code, "--bot", "random", "--max-seconds", "60")
    try:
        duel.until(lambda: isinstance(duel.top, NetDuelScene), limit=20000)
        duel.idle(limit=20000)
        assert duel.top.session.net.seat == 0 and duel.top.session.state.sides[0].hand
        duel.shot("online-02-duel")
        bot.kill()                                             # the other player's machine dies
        duel.until(lambda: "left the duel" in duel.words(), limit=200000)
        duel.shot("online-03-paused")
        assert "Waiting for them to come back" in duel.words()
    finally:
        duel.top.link.close()
        bot.kill()
        bot.wait(10)


def test_join_online_asks_for_the_address_then_the_code(two_pads, tmp_path):
    from game.scenes.career.keyboard import KeyboardScene

    duel = _menu_pad(two_pads, tmp_path)
    duel.tap("down", "down", "cross")                          # Join online
    assert isinstance(duel.top, KeyboardScene) and duel.top.title == "HOST ADDRESS"
    duel.top.text = "127.0.0.1"                               # typed (the keyboard has its own tests)
    duel.tap("start")
    assert isinstance(duel.top, KeyboardScene) and duel.top.title == "ROOM CODE"
    duel.top.text = "AAAAAAAA"
    duel.tap("start")
    duel.until(lambda: isinstance(duel.top, WaitingScene) and duel.top.link.session.net.lost, limit=3000)
    assert "Connection lost" in duel.words() or "Cannot join" in duel.words()  # nobody hosts here: said so
    duel.tap("circle")
    duel.idle()
    assert isinstance(duel.top, PlayWhereScene)


def _type(duel, text: str) -> None:
    """Types on the on-screen keyboard with the pad: walks the cursor to each key, then Cross."""
    kb = duel.top
    for ch in text:
        row = next(r for r, keys in enumerate(kb.keys) if ch in keys)
        col = kb.keys[row].index(ch)
        for _ in range(len(kb.keys)):
            if kb.row == row:
                break
            duel.tap("down")
        for _ in range(len(kb.keys[0])):
            if kb.col == col:
                break
            duel.tap("right")
        duel.tap("cross")


def test_join_online_takes_host_colon_port_typed_with_the_pad(two_pads, tmp_path):
    import socket

    from game.scenes.career.keyboard import KeyboardScene

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    duel = _menu_pad(two_pads, tmp_path)
    duel.tap("down", "down", "cross")                          # Join online
    assert isinstance(duel.top, KeyboardScene) and duel.top.title == "HOST ADDRESS"
    _type(duel, "127.0.0.1:")
    duel.tap("start")                                          # no port after ':': said, the keyboard stays
    assert duel.top.title == "HOST ADDRESS" and "the port is missing after ':'" in duel.words()
    _type(duel, str(port))
    assert duel.top.text == f"127.0.0.1:{port}"
    duel.tap("start")
    assert isinstance(duel.top, KeyboardScene) and duel.top.title == "ROOM CODE"
    duel.top.text = "AAAAAAAA"
    duel.tap("start")
    duel.until(lambda: isinstance(duel.top, WaitingScene), limit=600)
    client = duel.top.link.session.net.client
    assert (client.address, client.port) == ("127.0.0.1", port)
    duel.until(lambda: duel.top.link.session.net.lost, limit=3000)
    assert f"Nobody is hosting at 127.0.0.1:{port}" in duel.words()
    duel.top.link.close()


def test_host_online_picks_the_turn_timer_with_left_and_right(two_pads, tmp_path):
    from game.net.clocks import PRESETS

    duel = _menu_pad(two_pads, tmp_path)
    duel.tap("down")                                           # Host online
    assert f"Turn timer \x86 {PRESETS[0][0]} \x87" in duel.words()  # friends first: no turn timer
    duel.tap("right")
    assert f"Turn timer \x86 {PRESETS[1][0]} \x87" in duel.words()
    duel.tap("cross")
    duel.until(lambda: isinstance(duel.top, WaitingScene), limit=600)
    try:
        room = duel.top.link.serving.host.room
        assert room.timer == PRESETS[1][1] and room.timer.turn > 0 and room.timer.idle > 0
    finally:
        duel.top.link.close()
