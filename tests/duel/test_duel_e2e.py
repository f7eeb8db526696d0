"""A whole duel played through the virtual pad alone: fusion chain, trap, equip, magic, face-down
defender, rank screen; then its replay reproduces the final state and the rank numbers.

The decks are fixed (shuffle=False) and the opponent is scripted (tests/duel/scripted.py) so the
duel is the same every run; every player decision is a real SDL controller event.
"""

from __future__ import annotations

from duel.conftest import busy_region
from duel.scripted import scripted_launcher
from game import replays
from game.rules import events as E
from game.rules.serialise import state_hash
from game.scenes.duel.control_states import ControlState
from game.scenes.duel.rank_screen import RankScene
from game.scenes.duel.scene import DuelScene
from game.scenes.duel.setup import make_result

FIELD = (0, 0, 224, 178)
PANEL = (226, 0, 94, 240)
HAND = (0, 180, 224, 60)


def _anim_is(duel, kind, p: float = 0.7):
    return lambda: duel.top.play.anim is not None and type(duel.top.play.anim.event) is kind and duel.top.play.anim.p >= p


def _left_to(duel, index: int) -> None:
    while duel.top.play.controls.hand_i > index:
        duel.tap("left")


def test_full_duel_through_the_pad_then_its_replay(pad_duel, db):
    duel = pad_duel(scripted_launcher, speed="fast")
    launcher = duel.top
    duel.shot("duel-00-launcher")
    duel.tap("cross")                                   # START DUEL
    assert isinstance(duel.top, DuelScene)
    scene = duel.top
    duel.idle()
    duel.until(lambda: scene.play.presenter.lp_shown == [8000, 8000], limit=400)  # counted up from 0 in view (R19.5)
    duel.shot("duel-01-opening")
    assert busy_region(FIELD) and busy_region(PANEL) and busy_region(HAND)

    # Turn 1: Sword Arm of Dragon + LaLa Li-oon raised as 1, 2 (preview), placed, direct attack.
    duel.tap("up", "right", "up")
    assert "FUSION PREVIEW: Twin-headed Thunder Dragon" in scene.play.prompt.marks.hint[0]
    duel.shot("duel-02-chain-raised")
    duel.tap("cross")                                   # confirm the chain
    duel.tap("cross", settle=False)                     # first empty zone: the fusion plays at once
    duel.until(_anim_is(duel, E.FusionStep))
    assert scene.play.prompt.placement is None               # no result and no star box before the fusion
    duel.shot("duel-04-fusion")
    duel.idle()
    assert scene.play.controls.mode == ControlState.PLACE and scene.play.prompt.placement[0] == 613  # then the result's star box
    duel.shot("duel-03-placement")
    duel.tap("cross")                                   # attack position, first star
    assert scene.session.state.sides[0].monsters[0].card == 613
    duel.tap("cross")                                   # attacker: zone 0
    assert scene.play.controls.mode == ControlState.TARGET
    duel.tap("cross", settle=False)                     # direct attack
    duel.until(_anim_is(duel, E.Battle))
    duel.shot("duel-05-battle")
    assert busy_region((8, 24, 208, 132))
    duel.idle()
    assert scene.session.state.sides[1].lp == 5200
    duel.tap("start")                                   # end turn; the scripted CPU sets its trap
    assert scene.session.state.active == 0 and any(r.card for r in scene.session.state.sides[1].spells)

    # Turn 3: Hitotsu-me Giant attacks into the set Acid Trap Hole, then the dragon hits directly.
    _left_to(duel, 0)
    duel.tap("cross", "cross", "cross", "cross")
    duel.tap("right", "cross")
    duel.tap("cross", settle=False)
    duel.until(_anim_is(duel, E.TrapFired))
    duel.shot("duel-06-trap")
    duel.idle()
    assert "Opponent: TRAP! Acid Trap Hole" in scene.play.messages  # the computer's trap, marked like its magic
    duel.tap("left", "cross", "cross")
    assert scene.session.state.sides[1].lp == 2400
    duel.tap("start")                                   # CPU: a face-down defender

    # Turn 5: Dragon Treasure onto the dragon, then the face-down defender falls.
    assert scene.session.state.sides[1].monsters[0].face_down
    duel.shot("duel-07-face-down-defender")
    _left_to(duel, 0)
    duel.tap("cross")                                   # Dragon Treasure at the centre, face-up
    duel.tap("cross", settle=False)
    duel.run(2)
    duel.shot("duel-08-equip-destination")
    assert scene.play.prompt.marks.hint == "EQUIP: Twin-headed Thunder Dragon +500"
    duel.tap("cross", settle=False)
    duel.until(_anim_is(duel, E.EquipApplied, 0.5))
    duel.shot("duel-09-equip")
    duel.idle()
    duel.tap("cross")
    assert scene.play.prompt.marks.star_hints is not None
    duel.shot("duel-10-target")
    duel.tap("cross")
    assert "ATTACK WINS" in scene.play.messages
    duel.tap("triangle")
    duel.shot("duel-11-details")
    duel.tap("triangle")
    duel.tap("start")

    # Turn 7: Raigeki, then the 3300 direct attack wins.
    _left_to(duel, 0)
    duel.tap("cross", settle=False)                     # Raigeki at the centre, face-up
    duel.tap("cross", settle=False)                     # a face-up magic card goes straight to its activation
    duel.until(_anim_is(duel, E.MagicUsed))
    duel.shot("duel-12-magic")
    duel.idle()
    assert not any(r.card for r in scene.session.state.sides[1].monsters)
    duel.tap("cross", "cross")
    duel.until(lambda: isinstance(duel.top, RankScene))
    duel.idle()
    rank_scene = duel.top
    assert rank_scene.sequence_name() == "results"
    duel.shot("duel-13-end-message")
    duel.tap("cross")
    duel.run(200)
    duel.shot("duel-14-rank")
    assert busy_region((6, 4, 308, 232))
    duel.tap("cross")
    duel.run(40)
    duel.shot("duel-15-spoils")
    assert rank_scene.sequence_name() == "spoils"
    duel.tap("cross")
    assert duel.top is launcher and launcher.last is rank_scene.result
    duel.shot("duel-16-back-to-launcher")

    result = rank_scene.result
    assert result.player_won and result.reason == "lp" and result.rank is not None
    assert result.counters[0][8] == 1 and result.counters[0][9] == 1 and result.counters[0][4] == 1
    assert result.counters[1][5] == 1                   # the CPU's trap fired
    for needed in ("FUSION! Twin-headed Thunder Dragon", "Opponent: TRAP! Acid Trap Hole", "MAGIC: Raigeki",
                   "EQUIP! Twin-headed Thunder Dragon +500", "ATTACK WINS"):
        assert needed in scene.play.messages

    # The replay file reproduces the final state and every rank-screen number.
    rf = replays.load(result.replay_path)
    final = replays.check(db, rf)
    assert state_hash(final) == result.final_hash == rf.final_hash
    again = make_result(db, final)
    assert (again.rank, again.dropped, again.counters, again.stats) == (
        result.rank, result.dropped, result.counters, result.stats)
