"""2P Duel screens end to end (§16.1, R16.2, R16.6): two virtual pads join, set LP, play with the
pass screen hiding the hand of the side not playing, finish, count the result, offer a rematch."""

from __future__ import annotations

from game.scenes.versus.scene import PassScene, VersusDuelScene, VersusResultScene
from game.scenes.versus.setup import VersusSetupScene

RED = (1,) + (24,) * 39  # Blue-eyes White Dragon first, then Skull Servants
BLUE = (58,) + (24,) * 39  # Kuriboh first


def _setup():
    return VersusSetupScene(decks=(RED, BLUE), shuffle=False, seed=3)


def test_r16_2_r16_6_a_2p_duel_to_the_end_with_hand_privacy(two_pads):
    duel = two_pads(_setup)
    setup = duel.top
    duel.tap("cross")                                   # pad 1 joins Red
    duel.tap2("cross")                                  # pad 2 joins Blue
    assert setup.players == ["pad:0", "pad:1"]
    duel.tap2("down", *["left"] * 12)                   # Blue sets 2000 LP with its own pad
    duel.tap("down", "left")                            # Red: 7500
    assert setup.lp == [7500, 2000]
    duel.shot("versus-01-setup")
    duel.tap2("start")                                  # Start on either pad accepts
    assert isinstance(duel.top, PassScene) and duel.top.side == 0
    scene = duel.app.stack.scenes[-2]
    assert isinstance(scene, VersusDuelScene)
    assert [s.max_lp for s in scene.session.true_state.sides] == [7500, 2000]
    duel.tap2("cross")                                  # Blue cannot open Red's turn
    assert isinstance(duel.top, PassScene)
    duel.tap("cross")
    assert duel.top is scene
    duel.idle()
    assert scene.play.board.hand[0] == 1 and scene.play.board.cpu_hand == 5

    duel.tap2("cross", "cross")                         # Blue's presses do nothing on Red's turn
    assert scene.session.played == 0
    duel.tap("cross", "cross", "cross", "cross")        # Red: Blue-eyes to zone 0
    duel.tap("start")                                   # end turn -> hand-off
    duel.idle()
    assert isinstance(duel.top, PassScene) and duel.top.side == 1
    duel.shot("versus-02-handoff")
    assert scene.session.perspective == 1 and scene.play.board.hand[0] == 58  # Blue's hand, hidden by the cover
    duel.tap2("cross")
    duel.idle()
    assert duel.top is scene
    duel.shot("versus-03-blue-turn")
    duel.tap2("cross", "cross", "cross", "cross")       # Blue: Kuriboh
    duel.tap2("start")
    duel.idle()
    assert isinstance(duel.top, PassScene) and duel.top.side == 0
    duel.tap("cross")
    duel.idle()
    true = scene.session.true_state
    assert true.active == 0 and true.sides[1].monsters[0].card == 58
    duel.tap("cross", "cross", "cross", "cross")        # the turn's hand play first (R4.6): a Skull Servant
    duel.tap("cross", "cross")                          # Blue-eyes attacks Kuriboh
    duel.until(lambda: isinstance(duel.top, VersusResultScene))
    duel.idle()
    result = duel.top
    assert result.result.winner == 0 and result.match.wins == [1, 0]
    duel.shot("versus-04-result")
    duel.tap("cross")                                   # rematch
    assert isinstance(duel.top, PassScene)
    assert isinstance(duel.app.stack.scenes[-2], VersusDuelScene)


def test_main_menu_opens_the_2p_and_tag_setups(two_pads):
    from game.scenes.menu import ENTRIES, MainMenuScene
    from game.scenes.online.menu import PlayWhereScene
    from game.scenes.tag.setup import TagSetupScene

    labels = [label for label, _ in ENTRIES]
    duel = two_pads(MainMenuScene)
    duel.tap(*["down"] * labels.index("2P Duel"), "cross")
    assert isinstance(duel.top, PlayWhereScene)          # here, host online or join online (issue 26)
    duel.tap("cross")                                   # on this machine
    assert isinstance(duel.top, VersusSetupScene)
    duel.tap("cross", "circle")                         # join, then Circle cancels back to the menu
    assert isinstance(duel.top, MainMenuScene)
    duel.tap("down", "cross")
    assert isinstance(duel.top, PlayWhereScene) and duel.top.tag
    duel.tap("cross")
    assert isinstance(duel.top, TagSetupScene)


def test_r16_6_one_shared_device_hot_seat_still_hides_the_hand_between_turns(two_pads):
    duel = two_pads(_setup)
    setup = duel.top
    duel.tap("cross", "square")                         # pad 1 joins Red, then Blue shares it
    assert setup.players == ["pad:0", "pad:0"]
    duel.tap("start")
    scene = duel.app.stack.scenes[-2]
    assert scene.match.shared and isinstance(duel.top, PassScene)
    duel.tap("cross")
    duel.idle()
    duel.tap("cross", "cross", "cross", "cross", "start")  # Red plays and ends the turn
    duel.idle()
    assert isinstance(duel.top, PassScene) and duel.top.side == 1
    duel.tap("cross")                                   # the same pad now plays Blue
    duel.idle()
    assert scene.session.perspective == 1 and scene.play.board.hand[0] == 58


def test_r16_4_select_quit_duel_yes_makes_the_side_to_play_lose(two_pads):
    from game.scenes.duel.pause import ENTRIES

    duel = two_pads(_setup)
    duel.tap("cross")
    duel.tap2("cross", "start")
    duel.tap("cross")                                   # Red's pass screen
    duel.idle()
    duel.tap2("select")                                 # not Blue's turn: nothing opens
    assert isinstance(duel.top, VersusDuelScene)
    duel.tap("select", *["down"] * (len(ENTRIES) - 1), "cross", "right", "cross")
    duel.until(lambda: isinstance(duel.top, VersusResultScene))
    assert duel.top.result.winner == 1 and duel.top.result.reason == "forfeit"
    duel.tap("circle")                                  # back to the setup: the session tally stays (R16.5)
    assert isinstance(duel.top, VersusSetupScene) and duel.top.wins == [0, 1]


def _two_saves(tmp_path, db):
    from support.saves import DECK

    from game.career.model import new_save
    from game.career.save import save_slot

    base = tmp_path / "home" / "saves"
    save_slot(new_save("RED", 11, DECK), 1, base)
    save_slot(new_save("BLUE", 22, DECK), 2, base)
    return base


def test_2p_setup_starts_on_two_saves_joins_by_start_and_an_error_clears_once_fixed(two_pads, tmp_path, db):
    base = _two_saves(tmp_path, db)
    duel = two_pads(lambda: VersusSetupScene(shuffle=False, seed=3, saves_base=base))
    setup = duel.top
    picks = [setup.choices[i] for i in setup.deck]
    assert [p.slot for p in picks] == [1, 2]  # never both players on one save slot
    assert "Press START to join" in duel.text().split("\n")
    duel.tap("start")                                    # pad 1 joins Red with Start
    duel.tap("start")                                    # ...and Start again tries to begin
    assert setup.players == ["pad:0", None] and setup.error == "Both players must join first"
    duel.tap2("start")                                   # pad 2 joins Blue with Start: the cause is gone
    assert setup.players == ["pad:0", "pad:1"] and setup.error == ""
    duel.tap2("left")                                    # Blue picks slot 1's deck too
    assert setup.choices[setup.deck[1]].slot == 1
    duel.tap2("start")
    assert setup.error == "YOU CANNOT COMPETE WITH THE SAME DUELIST CODES!"
    assert isinstance(duel.top, VersusSetupScene)
    duel.tap("down")                                     # an unrelated change keeps the message
    assert setup.error
    duel.tap2("right")                                   # Blue back on its own save: the message clears
    assert setup.error == "" and "YOU CANNOT COMPETE" not in duel.words()


def test_r16_6_pass_screen_says_look_away_with_a_pad_each_and_hand_over_with_one(two_pads):
    duel = two_pads(_setup)
    duel.tap("cross")
    duel.tap2("cross")
    duel.tap("start")
    assert isinstance(duel.top, PassScene)
    text = duel.words()
    assert "BLUE, look away from the screen." in text and "on your own pad" in text
    assert "controller" not in text.lower() and "pass" not in text.lower()
    duel.shot("versus-pass-own-pads")


def test_r16_6_pass_screen_on_one_shared_pad_says_hand_the_controller_over(two_pads):
    duel = two_pads(_setup)
    duel.tap("cross", "square", "start")
    assert isinstance(duel.top, PassScene)
    text = duel.words()
    assert "Hand the controller to RED." in text and "BLUE, look away from the screen." in text


def test_a_column_names_its_device_never_another_players_number(two_pads):
    """Issue 31: the first pad to press Start (the second one plugged in) was labelled "Pad (player 2)"
    under PLAYER 1."""
    duel = two_pads(_setup)
    setup = duel.top
    duel.tap2("start")                                  # pad 2 presses Start first: it plays Red
    assert setup.players[0] == "pad:1"
    words = [text for text, _ in duel.drawn()]
    heading = words.index("PLAYER 1  RED")
    assert words[heading + 1] == "Pad", words[heading:heading + 3]
    assert not any("player" in w.lower() for w in words if w.startswith("Pad")), words
