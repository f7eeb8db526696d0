"""Tag Duel on the duel screen (§17), played to the end with virtual SDL pads.

Human seats follow a simple policy through real pad presses on the 1v1 controls: play the card
under the hand cursor where the cursor starts, attack with the first monster the field cursor
offers (the target cursor's first choice), then end the turn with Start.
"""

from __future__ import annotations

from game.db.vocab import Kind
from game.rules import actions as A
from game.scenes.duel.control_states import ControlState
from game.scenes.tag.scene import TagDuelScene, TagPassScene
from game.scenes.tag.setup import TagConfig, TagSeat, TagSetupScene


def _press(duel, player: int, *controls: str) -> None:
    if player == 0:
        duel.tap(*controls)
    else:
        duel.tap2(*controls)


def play_to_the_end(duel, scene: TagDuelScene, limit: int = 4000) -> list[int]:
    """Plays every human decision with the pads until the result shows; returns the pass-screen seats."""
    passes: list[int] = []
    tried: tuple = ()
    checked: list[int] = []
    attacked: list[int] = []
    for _ in range(limit):
        top = duel.top
        if isinstance(top, TagPassScene):
            passes.append(top.seat)
            _press(duel, scene.config.seats[top.seat].player, "cross")
            continue
        if scene.outcome:
            assert checked and attacked, "no destination prompt or attack was met"
            return passes
        if scene.busy:
            duel.run(4)
            continue
        real = scene.real
        player = scene.config.seats[real.active].player
        mode = scene.play.controls.mode
        if mode == ControlState.DEST:
            _check_default_destination(scene)
            checked.append(real.turn)
        if mode == ControlState.TARGET:
            attacked.append(real.turn)
        if mode in (ControlState.HAND, ControlState.SINGLE, ControlState.DEST, ControlState.PLACE, ControlState.TARGET):
            _press(duel, player, "cross")
        elif mode == ControlState.FIELD:
            key = (real.turn, scene.session.played, scene.play.controls.zone)
            if key == tried:
                _press(duel, player, "start")
            else:
                tried = key
                _press(duel, player, "cross")
        else:
            _press(duel, player, "circle")
    raise AssertionError(f"the tag duel did not end: turn {scene.real.turn} {scene.real.pending!r}")


def _check_default_destination(scene) -> None:
    """The destination prompt opens on an empty zone of the card's row while one is offered (a fusion
    or a replacement would destroy the own card there); an equip opens on an own monster, which it keeps."""
    c, db = scene.play.controls, scene.ctx.db
    dests = c.dest_list()
    a = dests[c.dest_i]
    cards = c.chain_cards()
    kind = int(db.kind[c.preview_of(cards)])
    me = scene.play.board
    if A.DEST_MONSTER <= a < A.DEST_SPELL and me.monsters[0][a - A.DEST_MONSTER].card and kind != Kind.EQUIP:
        assert not [d for d in dests if A.DEST_MONSTER <= d < A.DEST_SPELL
                    and not me.monsters[0][d - A.DEST_MONSTER].card], "opened on an own monster"
    if A.DEST_SPELL <= a < A.DEST_USE and me.spells[0][a - A.DEST_SPELL].card:
        assert not [d for d in dests if A.DEST_SPELL <= d < A.DEST_USE
                    and not me.spells[0][d - A.DEST_SPELL].card], "opened on an own set card"


def test_r17_tag_duel_two_humans_and_two_computers_to_the_end(two_pads):
    config = TagConfig(seats=[TagSeat(0, 38), TagSeat(1, 1), TagSeat(6, 15), TagSeat(7, 2)])
    duel = two_pads(lambda: TagSetupScene(config, seed=5))
    duel.tap("cross")                                   # START DUEL (the cursor starts there)
    assert isinstance(duel.top, TagPassScene) and duel.top.seat == 0  # humans in both teams
    scene = duel.app.stack.scenes[-2]
    duel.tap2("cross")                                  # not 1A's pad: nothing happens
    assert isinstance(duel.top, TagPassScene)
    passes = play_to_the_end(duel, scene)
    assert scene.real.over and scene.outcome.startswith(f"TEAM {scene.real.winner + 1} WINS")
    assert 0 in passes and 1 in passes                  # the screen hid the hands between 1A and 2A
    assert config.wins[scene.real.winner] == 1
    duel.tap("circle")
    assert isinstance(duel.top, TagSetupScene) and "WINS" in duel.top.last


def test_r17_4_tag_duel_one_human_and_three_computers_to_the_end(two_pads):
    config = TagConfig(seats=[TagSeat(0, 38), TagSeat(4, 1), TagSeat(5, 15), TagSeat(7, 2)])
    duel = two_pads(lambda: TagSetupScene(config, seed=8))
    duel.tap("start")
    scene = duel.top
    assert isinstance(scene, TagDuelScene)              # one human: no pass screen
    duel.idle()
    duel.tap("select")                                  # D-32: the computer partner's field and hand
    assert scene.session.partner_view and scene.play.board.hand == list(scene.real.sides[2].hand)
    assert all(card > 0 for card in scene.play.board.hand)
    duel.shot("tag-04-partner-view")
    duel.tap("select")
    assert not scene.session.partner_view and scene.play.board.hand == list(scene.real.sides[0].hand)
    passes = play_to_the_end(duel, scene)
    assert passes == [] and scene.real.over and sum(config.wins) == 1
    duel.tap("cross")                                   # rematch
    assert isinstance(duel.top, TagDuelScene) and duel.top is not scene


def test_r17_tag_duel_two_humans_in_one_team_to_the_end(two_pads):
    config = TagConfig(seats=[TagSeat(0, 38), TagSeat(4, 1), TagSeat(1, 15), TagSeat(7, 2)])
    duel = two_pads(lambda: TagSetupScene(config, seed=11))
    duel.tap("start")
    scene = duel.top
    assert isinstance(scene, TagDuelScene)              # partners share the table: no pass screen
    duel.idle()
    duel.shot("tag-05-two-partners")
    passes = play_to_the_end(duel, scene)
    assert passes == [] and scene.real.over
    assert scene.session.humans == (0, 2)              # both partners played through their own pads


def test_d33_and_s17_4_variants_set_through_the_tag_setup_reach_the_engine_and_the_replay_log(two_pads, db):
    from game.rules.tag import TagLog, replay_tag

    config = TagConfig(seats=[TagSeat(0, 38), TagSeat(4, 1), TagSeat(5, 15), TagSeat(7, 2)])
    duel = two_pads(lambda: TagSetupScene(config, seed=8))
    assert not config.team_traps  # off by default (D-33 recommendation)
    duel.tap("up", "up", "right")                       # Traps: guard the whole team
    assert config.team_traps and any("guard the whole team" in t for t, _ in duel.drawn())
    duel.tap("down", "right")                           # Partner: fuse/equip onto it too
    assert config.partner_cards and any("fuse/equip onto it too" in t for t, _ in duel.drawn())
    duel.shot("tag-setup-variants")
    duel.tap("start")
    scene = next(s for s in duel.app.stack.scenes if isinstance(s, TagDuelScene))
    assert scene.real.options.tag_team_traps and scene.real.options.tag_partner_cards
    log = TagLog(decks=(None,) * 4, duelists=(38, 1, 15, 2), seed=3, options=scene.real.options)
    data = log.to_dict()
    assert data["options"]["tag_team_traps"] is data["options"]["tag_partner_cards"] is True
    again = TagLog.from_dict(data)
    assert again.options.tag_team_traps and replay_tag(db, again)[0].options.tag_team_traps
