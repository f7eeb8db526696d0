"""The fusion hint and the attack forecast in the duel scene, driven through the virtual pad."""

from __future__ import annotations

from duel.scripted import scripted_launcher
from game.scenes.duel.assist_overlay import HINT
from game.scenes.duel.control_states import ControlState
from game.scenes.duel.layout import hand_rect


def test_a_new_hand_numbers_the_best_chain_until_the_player_raises_a_card(pad_duel, db):
    duel = pad_duel(scripted_launcher)
    duel.tap("cross")
    scene = duel.top
    duel.idle()
    hint = scene.play.prompt.assist.chain
    assert hint.positions == (0, 1, 3) and db.names[hint.result] == "Twin-headed Thunder Dragon"
    duel.run(1)
    for order, pos in enumerate(hint.positions):
        x, y = hand_rect(pos).topleft
        assert tuple(duel.app.canvas.get_at((x + 6, y - 2)))[:3] == HINT, order  # the top of the badge's ring
    duel.tap("up")  # the player starts a chain: the hint steps aside
    assert scene.play.prompt.assist is None
    duel.tap("down")
    assert scene.play.prompt.assist.chain == hint
    duel.app.config.set("game.fusion_hint", False)  # Options: Fusion hints Off
    duel.tap("right")
    assert scene.play.prompt.assist is None


def test_aiming_shows_a_forecast_only_for_targets(pad_duel):
    duel = pad_duel(scripted_launcher)
    duel.tap("cross")
    scene = duel.top
    duel.idle()
    duel.tap("up", "right", "up", "cross", "cross", "cross")  # the fusion, placed
    duel.tap("cross")  # aim: the opponent's field is empty, so only a direct attack
    assert scene.play.controls.mode == ControlState.TARGET
    assert scene.play.prompt.assist is not None and scene.play.prompt.assist.forecasts == {} and scene.play.prompt.assist.chain is None
