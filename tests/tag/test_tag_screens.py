"""Tag Duel screens end to end (§17): four seats set up, played to the end through virtual pads.

Human seats follow a simple policy through real SDL pad presses: attack when an attack is on offer,
take the first choice of any other decision, and end the turn with Start.
"""

from __future__ import annotations

from game.rules import actions as A
from game.rules.state import Decision
from game.scenes.tag.scene import TagDuelScene, TagPassScene
from game.scenes.tag.setup import TagConfig, TagSeat, TagSetupScene

_ATTACKS = set(range(A.ATTACK, A.CHANGE_POS)) | set(range(A.TAG_ATTACK, A.PARTNER_DEST))


def _press(duel, player: int, *controls: str) -> None:
    if player == 0:
        duel.tap(*controls)
    else:
        duel.tap2(*controls)


def _play_to_the_end(duel, scene: TagDuelScene, shots: dict[int, str], limit: int = 3000) -> list[int]:
    """Plays every human decision with the pads until the result shows; returns the pass-screen seats."""
    passes = []
    for _ in range(limit):
        top = duel.top
        if isinstance(top, TagPassScene):
            passes.append(top.seat)
            _press(duel, scene.config.seats[top.seat].player, "cross")
            continue
        if scene.result:
            return passes
        if not scene.human_turn:
            duel.idle()
            continue
        if scene.state.turn in shots and scene.state.pending == Decision.NONE:
            duel.shot(shots.pop(scene.state.turn))
        player = scene.config.seats[scene.state.active].player
        legal = scene.legal
        if scene.state.pending == Decision.NONE:
            attacks = [i for i, a in enumerate(legal) if a in _ATTACKS]
            if attacks:
                _press(duel, player, *["down"] * attacks[0], "cross")
            else:
                _press(duel, player, "start")
        else:
            _press(duel, player, "cross")
    raise AssertionError(f"the tag duel did not end: turn {scene.state.turn} {scene.state.pending!r} {scene.labels}")


def test_r17_tag_duel_two_humans_and_two_computers_to_the_end(two_pads):
    config = TagConfig(seats=[TagSeat(0, 38), TagSeat(1, 1), TagSeat(6, 15), TagSeat(7, 2)])
    duel = two_pads(lambda: TagSetupScene(config, seed=5))
    duel.shot("tag-01-setup")
    duel.tap("cross")                                   # START DUEL (the cursor starts there)
    assert isinstance(duel.top, TagPassScene) and duel.top.seat == 0  # humans in both teams
    scene = duel.app.stack.scenes[-2]
    duel.tap2("cross")                                  # not 1A's pad: nothing happens
    assert isinstance(duel.top, TagPassScene)
    passes = _play_to_the_end(duel, scene, {9: "tag-02-duel"})
    assert scene.state.over and scene.result.startswith(f"TEAM {scene.state.winner + 1} WINS")
    assert 0 in passes and 1 in passes                  # the screen hid the hands between 1A and 2A
    assert config.wins[scene.state.winner] == 1
    duel.shot("tag-03-result")
    duel.tap("circle")
    assert isinstance(duel.top, TagSetupScene) and "WINS" in duel.top.last


def test_r17_4_tag_duel_one_human_and_three_computers_to_the_end(two_pads):
    config = TagConfig(seats=[TagSeat(0, 38), TagSeat(4, 1), TagSeat(5, 15), TagSeat(7, 2)])
    duel = two_pads(lambda: TagSetupScene(config, seed=8))
    duel.tap("start")
    scene = duel.top
    assert isinstance(scene, TagDuelScene)              # one human: no pass screen
    duel.idle()
    assert scene.view.sides[2].hand[0] > 0              # D-32: the computer partner's hand is visible
    duel.tap("triangle")
    assert scene.partner_view
    duel.shot("tag-04-partner-view")
    duel.tap("triangle")
    passes = _play_to_the_end(duel, scene, {})
    assert passes == [] and scene.state.over and sum(config.wins) == 1
    duel.tap("cross")                                   # rematch
    assert isinstance(duel.top, TagDuelScene) and duel.top is not scene


def test_d33_and_s17_4_variants_set_through_the_tag_setup_reach_the_engine_and_the_replay_log(two_pads, db):
    from game.rules.tag import TagLog, replay_tag

    config = TagConfig(seats=[TagSeat(0, 38), TagSeat(4, 1), TagSeat(5, 15), TagSeat(7, 2)])
    duel = two_pads(lambda: TagSetupScene(config, seed=8))
    assert not config.team_traps  # off by default (D-33 recommendation)
    duel.tap("up", "up", "right")                       # Traps: guard the whole team
    assert config.team_traps and any("guard the whole team" in t for t, _ in _drawn(duel))
    duel.tap("down", "right")                           # Partner: fuse/equip onto it too
    assert config.partner_cards and any("fuse/equip onto it too" in t for t, _ in _drawn(duel))
    duel.shot("tag-setup-variants")
    duel.tap("start")
    scene = next(s for s in duel.app.stack.scenes if isinstance(s, TagDuelScene))
    assert scene.state.options.tag_team_traps and scene.state.options.tag_partner_cards
    log = TagLog(decks=(None,) * 4, duelists=(38, 1, 15, 2), seed=3, options=scene.state.options)
    data = log.to_dict()
    assert data["options"]["tag_team_traps"] is data["options"]["tag_partner_cards"] is True
    again = TagLog.from_dict(data)
    assert again.options.tag_team_traps and replay_tag(db, again)[0].options.tag_team_traps


def _drawn(duel):
    from support.harness import drawn

    return drawn(duel.app)
