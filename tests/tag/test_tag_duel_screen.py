"""The Tag Duel screen's prompts (§17, §17.4 variant) through the virtual SDL pad, from exact positions.

Seats: 0 = 1A (the human on pad 1), 1 = 2A, 2 = 1B, 3 = 2B (computers). Every half-made play can be
stepped back with Circle before anything reaches the engine, and no prompt opens on a choice that
would destroy one of the player's own cards while an empty zone is on offer.
"""

from __future__ import annotations

from game.rules import actions as A
from game.rules.state import Row, RuleOptions
from game.scenes.duel import hud
from game.scenes.duel.control_states import ControlState, Refusal
from game.scenes.tag.scene import TagDuelScene
from game.scenes.tag.setup import TagConfig, TagSeat
from tag.tagkit import make_tag

BEWD, ELF, KURIBOH, CELTIC = 1, 2, 58, 41
LEGENDARY_SWORD, RAIGEKI, FAKE = 301, 337, 690
BABY, TIME_WIZ, THOUSAND = 4, 16, 69  # Baby Dragon + Time Wizard -> Thousand Dragon
PARTNER = RuleOptions(tag_partner_cards=True)
SOLO = TagConfig(seats=[TagSeat(0, 38), TagSeat(4, 1), TagSeat(5, 15), TagSeat(7, 2)])


def _open(two_pads, state) -> tuple:
    duel = two_pads(lambda: TagDuelScene(SOLO, 1, position=(state, ())))
    duel.idle()
    scene = duel.top
    assert isinstance(scene, TagDuelScene) and not scene.busy
    return duel, scene


def _hint(scene) -> str:
    """The prompt line as drawn: the longest of the hint's wordings that fits."""
    return hud.pick(scene.ctx.font, scene.play.prompt.marks.hint, hud.HINT_W)


def test_s17_4_variant_fusion_onto_the_partners_monster_from_the_destination_prompt(two_pads, db):
    state = make_tag(db, hands={0: [TIME_WIZ, ELF]}, fields={0: [ELF], 2: [KURIBOH, BABY]}, options=PARTNER)
    duel, scene = _open(two_pads, state)
    duel.tap("cross", "cross")                          # play Time Wizard: the centre, the destination prompt
    assert scene.play.controls.mode == ControlState.DEST and "partner" in _hint(scene)
    duel.tap("r2")                                      # the partner's row
    assert scene.pick is not None and scene.session.partner_view
    assert scene.play.board.monsters[0][0].card == KURIBOH   # the board turned to 1B's field
    duel.tap("right")
    assert _hint(scene) == f"FUSE WITH PARTNER'S {db.names[BABY]}: {db.names[THOUSAND]}"
    duel.tap("circle")                                  # back to the own zones, nothing committed
    assert scene.pick is None and scene.play.controls.mode == ControlState.DEST and scene.session.played == 0
    assert scene.play.board.monsters[0][0].card == ELF
    duel.tap("r2", "right", "cross")                    # onto Baby Dragon: the fusion plays, then the star box
    assert scene.play.controls.mode == ControlState.PLACE and scene.session.played == 2
    duel.tap("cross")
    real = scene.real
    assert [r.card for r in real.sides[0].monsters][:2] == [ELF, THOUSAND]
    assert real.sides[2].monsters[1].card == 0 and BABY in real.sides[2].graveyard


def test_s17_4_variant_a_chain_onto_the_partners_monster_plays_its_fusion_before_its_star_box(two_pads, db):
    """Kuriboh and Time Wizard raised, confirmed, dropped on the partner's Baby Dragon through the partner
    pick: the fusion sequence plays at once and Thousand Dragon's SELECT A GUARDIAN STAR box comes only
    after it, as on an own monster (presentation.md §6-§7; the pick used to ask for the star first)."""
    from game.present.motion import MotionKind

    state = make_tag(db, hands={0: [KURIBOH, TIME_WIZ]}, fields={0: [ELF], 2: [BABY]}, options=PARTNER)
    duel = two_pads(lambda: TagDuelScene(SOLO, 1, position=(state, ())), speed="normal")
    duel.idle()
    scene = duel.top
    duel.tap("up", "right", "up", "cross")              # the chain, confirmed: the destination prompt
    assert scene.play.controls.mode == ControlState.DEST
    duel.tap("r2")                                      # the partner's row
    assert scene.pick is not None and scene.pick.kind == "dest"
    duel.tap("cross", settle=False)                     # onto Baby Dragon
    assert scene.pick is None and scene.session.played == 4 and scene.busy   # numbered, confirmed, its zone
    seen = []
    while scene.busy:
        a = scene.play.anim
        if a is not None and a.kind == MotionKind.FUSION:
            seen.append(a.phase()[0])
            assert scene.play.prompt.placement is None and "SELECT A GUARDIAN STAR" not in duel.words()
        duel.run(1)
    assert seen[0] == "glide" and "spiral" in seen and "big" in seen   # the sequence, its result held
    assert scene.play.prompt.placement[0] == THOUSAND and "SELECT A GUARDIAN STAR" in duel.words()
    duel.tap("cross")
    real = scene.real
    assert THOUSAND in [r.card for r in real.sides[0].monsters] and BABY in real.sides[2].graveyard


def test_s17_4_variant_fusion_preview_onto_an_own_monster_keeps_the_partner_hint(two_pads, db):
    state = make_tag(db, hands={0: [TIME_WIZ]}, fields={0: [BABY], 2: [KURIBOH]}, options=PARTNER)
    duel, scene = _open(two_pads, state)
    duel.tap("cross", "cross")                          # the destination prompt, on the empty zone
    duel.tap("left")                                    # onto Baby Dragon: a fusion preview
    assert scene.play.controls.mode == ControlState.DEST and scene.play.prompt.marks.preview == THOUSAND
    wordings = scene.play.prompt.marks.hint                        # the fusion's wordings, each with the partner's offer
    assert isinstance(wordings, tuple) and wordings[-1] == "L2/R2 partner's monster"
    assert all(w.startswith("FUSION: ") and w.endswith("  L2/R2 partner's monster") for w in wordings[:-1])
    assert _hint(scene).startswith(f"FUSION: {db.names[THOUSAND]}") and "partner" in _hint(scene)
    duel.shot("tag-dest-fusion-partner")
    assert scene.session.played == 0


def test_s17_4_variant_set_equip_onto_the_partners_monster_from_the_field(two_pads, db):
    from rules.duelkit import setcard

    state = make_tag(db, fields={2: [CELTIC]}, spells={0: [setcard(db, LEGENDARY_SWORD)]}, phase="field",
                     options=PARTNER)
    duel, scene = _open(two_pads, state)
    scene.play.controls.zone = (0, Row.SPELL, 0)
    duel.tap("cross")                                   # no own monster: straight to the partner's row
    assert scene.pick is not None and scene.pick.kind == "equip"
    assert _hint(scene).startswith(f"EQUIP PARTNER'S {db.names[CELTIC]} +500")
    duel.tap("cross")
    assert scene.real.sides[2].monsters[0].equip_bonus == 500 and scene.real.sides[0].spells[0].card == 0


def test_circle_steps_back_out_of_every_prompt_before_anything_is_committed(two_pads, db):
    state = make_tag(db, hands={0: [BABY, TIME_WIZ, ELF, RAIGEKI, FAKE]}, fields={0: [KURIBOH], 2: [BABY]},
                     options=PARTNER)
    duel, scene = _open(two_pads, state)
    c = scene.play.controls
    duel.tap("up", "right", "up")                       # raise two cards: numbered 1 and 2
    assert c.view.chain == (0, 1)
    duel.tap("circle", "circle")                        # lowers them, last first
    assert c.view.chain == () and c.mode == ControlState.HAND
    duel.tap("cross")                                   # the single card at the centre
    duel.tap("circle")
    assert c.mode == ControlState.HAND and c.view.chain == ()
    duel.tap("cross", "cross", "r2")                    # the destination prompt, the partner's row
    duel.tap("circle", "circle", "circle")
    assert scene.pick is None and c.mode == ControlState.HAND and not scene.session.partner_view
    duel.tap("cross", "cross", "cross")                 # the centre, the zone, the star box
    assert c.mode == ControlState.PLACE
    duel.tap("circle")
    assert c.mode == ControlState.DEST
    duel.tap("circle")
    assert c.mode == ControlState.SINGLE
    duel.tap("circle")
    assert c.mode == ControlState.HAND
    duel.tap("select")                                  # the partner's field and hand
    assert scene.session.partner_view and scene.play.board.hand == [BABY] * 0 + list(scene.real.sides[2].hand)
    duel.tap("circle")
    assert not scene.session.partner_view and c.mode == ControlState.HAND
    duel.tap("r2")                                      # looking at the field
    assert c.mode == ControlState.LOOK
    duel.tap("circle")
    assert c.mode == ControlState.HAND
    assert scene.session.played == 0 and scene.real == state
    duel.tap("up", "select")                            # a card raised: the partner's field cannot open now
    assert not scene.session.partner_view and c.refusal_shown is Refusal.NOT_NOW and c.mode == ControlState.HAND


def test_attack_prompt_backs_out_and_reaches_the_other_opponent(two_pads, db):
    state = make_tag(db, fields={0: [BEWD], 1: [KURIBOH], 3: [ELF]}, phase="field")
    duel, scene = _open(two_pads, state)
    c = scene.play.controls
    c.zone = (0, Row.MONSTER, 0)
    duel.tap("cross")                                   # pick a target on 2A
    assert c.mode == ControlState.TARGET and scene.session.foe == 1
    assert "past the end: 2B" in _hint(scene)
    duel.shot("tag-06-target")
    duel.tap("circle")
    assert c.mode == ControlState.FIELD and scene.session.played == 0
    duel.tap("cross", "right")                          # past 2A's last monster: 2B's row
    assert c.mode == ControlState.TARGET and scene.session.foe == 3 and c.zone == (1, Row.MONSTER, 0)
    assert scene.play.board.monsters[1][0].card == ELF
    duel.tap("cross")
    assert scene.session.actions == [A.tag_attack_action(0, 1, 0)]


def test_the_destination_never_opens_on_an_own_card_while_an_empty_zone_is_offered(two_pads, db):
    state = make_tag(db, hands={0: [BEWD, RAIGEKI, FAKE, KURIBOH, ELF]},
                     fields={0: [ELF, KURIBOH, ELF]}, spells={0: [FAKE, FAKE]})
    duel, scene = _open(two_pads, state)
    duel.tap("cross", "cross")                          # a monster: an empty monster zone
    assert scene.play.prompt.marks.cursor in {("zone", 0, Row.MONSTER, 3), ("zone", 0, Row.MONSTER, 4)}
    duel.tap("circle", "circle", "right", "right", "cross", "cross")  # a trap: an empty magic/trap zone
    assert scene.play.prompt.marks.cursor in {("zone", 0, Row.SPELL, z) for z in (2, 3, 4)}
    duel.tap("circle", "circle", "left", "cross")       # Raigeki at the centre, face-up: Cross would use it
    assert scene.play.controls.mode == ControlState.SINGLE and not scene.play.controls.face_down
    duel.tap("left", "cross")                           # set face-down: an empty magic/trap zone
    assert scene.play.prompt.marks.cursor in {("zone", 0, Row.SPELL, z) for z in (2, 3, 4)}
    assert scene.session.played == 0


def test_s17_4_raigeki_on_both_opponents_shows_the_second_row_going_too(two_pads, db):
    state = make_tag(db, hands={0: [RAIGEKI]}, fields={1: [KURIBOH], 3: [ELF, BEWD]})
    duel = two_pads(lambda: TagDuelScene(SOLO, 1, position=(state, ())), speed="normal")
    duel.idle()
    scene = duel.top
    duel.tap("cross", "cross", settle=False)            # Raigeki, the "use" box
    seen = []
    for _ in range(2000):
        duel.run(1)
        a = scene.play.anim
        if a is not None and a.kind == "hit":
            seen.append((scene.session.foe, a.event.side, a.event.zone))
        if not scene.busy:
            break
    assert (1, 1, 0) in seen                            # 2A's Kuriboh, then the board turns to 2B
    assert (3, 1, 0) in seen and (3, 1, 1) in seen
    assert scene.session.foe == 3 and all(r.card == 0 for r in scene.play.board.monsters[1])


def test_start_held_asks_to_quit_with_circle_staying_in_the_duel(two_pads, db):
    from game.scenes.tag.setup import TagSetupScene

    duel = two_pads(lambda: TagSetupScene(SOLO, seed=8))
    duel.tap("start")
    duel.idle()
    scene = duel.top
    for attempt in range(2):
        duel.pad.press("start")
        duel.run(30)                                    # held: the quit question, not the end of the turn
        duel.pad.release("start")
        duel.run(2)
        assert scene.table.asking_quit and scene.real.turn == 1 and scene.session.played == 0
        if attempt == 0:
            duel.tap("circle")
            assert not scene.table.asking_quit and duel.top is scene
    duel.tap("cross")
    assert isinstance(duel.top, TagSetupScene) and duel.top.last == "Tag Duel quit"
