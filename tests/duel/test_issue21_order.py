"""Issue 21 through the pad: the duel shown as the rules say, in the original's order
(presentation.md §6-§7). One test per bug the issue lists; the presses travel the virtual SDL pad.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.audio.score import load_songs
from game.present.motion import JINGLE_TICKS, MotionKind
from game.rules import actions as A
from game.rules import events as E
from game.rules.position import build_position
from game.rules.view import HIDDEN
from game.scenes.duel.control_states import ControlState
from game.scenes.duel.rank_screen import RankScene
from game.scenes.duel.scene import DuelScene
from game.scenes.duel.session import position_duel
from game.scenes.duel.setup import COUNTER_LABELS

from .scripted import OPPONENT_DECK, PLAYER_DECK, scripted_launcher

SKULL, ELF, GIANT = 22, 2, 3  # Summoned Skull 2500/1200, Mystical Elf 800/2000, Hitotsu-me Giant 1200 (+500 Forest)


class Attacks:
    """A computer that attacks with everything it can, at the first monster it can hit, then ends its turn."""

    sees_face_down = own_deck = False

    def act(self, db, view, legal):
        hits = [a for a in legal if A.ATTACK <= a < A.CHANGE_POS]
        return hits[0] if hits else (A.END_TURN if A.END_TURN in legal else legal[0])


def _position(db, data: dict, agent=None) -> DuelScene:
    base = {"turn": 3, "phase": "field", "opponent": 1, "rng": {"kind": "psx", "state": 5}}
    state = build_position(db, {**base, **data})
    setup, session = position_duel(db, state, agent=agent or Attacks(), label="Free Duel")
    return DuelScene(setup, session=session)


def _sides(mine: dict, theirs: dict) -> list[dict]:
    return [{"deck": list(PLAYER_DECK[5:]), "hand": list(PLAYER_DECK[:4]), **mine},
            {"deck": list(OPPONENT_DECK[5:]), "hand": list(OPPONENT_DECK[:4]), **theirs}]


def _battle_at(scene, phase: str):
    a = scene.play.anim
    return a is not None and a.kind == MotionKind.BATTLE and a.phase()[0] == phase


def test_a_face_down_attacker_is_drawn_as_the_attacker_and_the_defender_as_itself(pad_duel, db):
    """The computer's set Summoned Skull attacks the player's set Mystical Elf: both flip, the Skull on
    the left under its ATK plaque, the Elf on the right under DEF (the old battle took the first flip
    of the step, the attacker's, for the defender)."""
    scene = _position(db, {"active": 1, "sides": _sides(
        {"monsters": [{"card": ELF, "face_down": True, "defence": True}]},
        {"monsters": [{"card": SKULL, "face_down": True}]})})
    duel = pad_duel(lambda: scene)
    duel.until(lambda: _battle_at(scene, "damage"))
    view, a_val, d_val = scene.play.presenter.battle_shown()
    b = scene.play.anim.battle
    assert (view.attacker.side, view.attacker.card, a_val) == (1, SKULL, b.attacker_value)
    assert (view.defender.side, view.defender.card, d_val, view.defender.label) == (0, ELF, 2000, "DEF")
    words = duel.words()
    assert f"ATK {b.attacker_value}" in words and "DEF 2000" in words


def test_a_card_has_one_value_on_screen_the_big_card_and_the_plaque_alike(pad_duel, db):
    """Hitotsu-me Giant (printed 1200) on Forest attacks directly: its big card and its plaque both say
    1700, and the printed 1200 shows nowhere in the battle."""
    scene = _position(db, {"terrain": "Forest", "sides": _sides({"monsters": [GIANT]}, {})})
    duel = pad_duel(lambda: scene)
    duel.idle()
    duel.tap("cross")                                   # the Giant aims: only a direct attack
    duel.tap("cross", settle=False)
    duel.until(lambda: _battle_at(scene, "damage"))
    words = duel.words().split()
    assert "1700" in words and "1200" not in words      # the big card's ATK and the plaque's
    assert duel.words().count("1700") >= 2


def test_a_chains_result_shows_only_after_its_sequence_then_its_star_box(pad_duel):
    """Two raised cards, confirmed, their zone picked: the fusion plays at once; the result and its
    SELECT A GUARDIAN STAR box appear only after it (they came first before)."""
    duel = pad_duel(scripted_launcher)
    duel.tap("cross")
    scene = duel.top
    duel.idle()
    duel.tap("up", "right", "up", "cross")              # the chain, confirmed
    assert scene.play.controls.mode == ControlState.DEST
    duel.tap("cross", settle=False)                     # its zone
    seen = []
    while scene.busy:
        a = scene.play.anim
        if a is not None and a.kind == MotionKind.FUSION:
            seen.append(a.phase()[0])
            assert scene.play.prompt.placement is None and "SELECT A GUARDIAN STAR" not in duel.words()
        duel.run(1)
    assert seen[0] == "glide" and "spiral" in seen and "big" in seen   # the sequence, its result held
    assert scene.play.prompt.placement[0] == 613 and "SELECT A GUARDIAN STAR" in duel.words()
    duel.tap("cross")
    assert scene.session.state.sides[0].monsters[0].card == 613


def test_the_hand_cursor_stops_at_both_ends(pad_duel):
    duel = pad_duel(scripted_launcher)
    duel.tap("cross")
    scene = duel.top
    duel.idle()
    assert scene.play.controls.hand_i == 0
    duel.tap("left")
    assert scene.play.controls.hand_i == 0                   # no wrap to the last card
    duel.tap(*["right"] * 7)
    assert scene.play.controls.hand_i == 4                   # nor to the first


def _winning_blow(db) -> DuelScene:
    return _position(db, {"sides": _sides({"monsters": [SKULL]}, {"lp": 100})})


def test_the_end_letters_hold_until_the_jingle_ends_then_fly_off(pad_duel, db):
    scene = _winning_blow(db)
    duel = pad_duel(lambda: scene, speed="normal")
    duel.idle()
    duel.tap("cross")
    duel.tap("cross", settle=False)                     # a direct attack for the win
    duel.until(lambda: scene.play.anim is not None and scene.play.anim.kind == MotionKind.END_LETTERS, limit=4000)
    end = scene.play.anim
    duel.until(lambda: end.phase()[0] == "hold", limit=4000)
    assert duel.app.ctx.audio.music_wanted in ("win_jingle", "win_results")  # the jingle came with the spiral
    held = 0
    while end.phase()[0] == "hold":
        held += 1
        duel.run(1)
    assert held == end.phases[[p[0] for p in end.phases].index("hold")][2]
    assert held == round((JINGLE_TICKS[True] - 190) * 60 / 49)  # the jingle's end, well under 600 ticks
    assert end.phase()[0] == "fly"                      # then the letters fly off
    duel.until(lambda: isinstance(duel.top, RankScene), limit=2000)


def test_a_press_ends_the_end_letters_hold_and_they_fly_off(pad_duel, db):
    scene = _winning_blow(db)
    duel = pad_duel(lambda: scene, speed="normal")
    duel.idle()
    duel.tap("cross")
    duel.tap("cross", settle=False)
    duel.until(lambda: scene.play.anim is not None and scene.play.anim.kind == MotionKind.END_LETTERS
               and scene.play.anim.phase()[0] == "hold", limit=4000)
    end = scene.play.anim
    duel.tap("cross", settle=False)
    assert end.phase()[0] == "fly"


def test_the_jingle_ticks_are_the_jingles_lengths():
    songs = load_songs(Path(__file__).resolve().parents[2] / "data" / "music")
    for won, name in ((True, "win_jingle"), (False, "loss_jingle")):
        assert JINGLE_TICKS[won] == round(songs[name].seconds * 49)


def test_a_loss_has_the_same_statistics_as_a_win(pad_duel, db):
    """A forfeit: the outcome page, then the YOU/COM statistics (no points, rank or spoils)."""
    duel = pad_duel(scripted_launcher)
    duel.tap("cross")
    duel.idle()
    duel.tap("select")
    duel.tap("down", "down", "down", "cross", "right", "cross")   # Forfeit, Yes
    duel.until(lambda: isinstance(duel.top, RankScene))
    duel.idle()
    rank = duel.top
    assert rank.pages == 2 and "YOU LOSE" in duel.words()
    duel.tap("cross")
    duel.run(400)
    words = duel.words()
    assert rank.page == 1 and "STATISTICS" in words
    assert all(label in words for label in COUNTER_LABELS) and "YOU" in words and "COM" in words
    assert "PTS" not in words and "RANK" not in words


@pytest.mark.parametrize("hidden", [HIDDEN])
def test_the_battle_model_never_reveals_an_unflipped_card(db, hidden):
    """A face-down defender the engine does not flip stays a back (the model, without the pad)."""
    from types import SimpleNamespace

    from game.present.battle import battle_view
    from game.rules.state import EMPTY, FieldCard

    board = SimpleNamespace(monsters=[[FieldCard(card=SKULL)] + [EMPTY] * 4,
                                      [FieldCard(card=HIDDEN, face_down=True, defence=True)] + [EMPTY] * 4])
    events = (E.AttackDeclared(0, 0, 0), E.Battle(0, 0, 0, 2500, 0, 2000, 500, "win", SKULL, ELF,
                                                 defender_defence=True))
    view = battle_view(board, events)
    assert view.defender.card == hidden and view.defender.came_down
    flipped = events[:1] + (E.CardFlipped(1, 0, 0, ELF),) + events[1:]
    assert battle_view(board, flipped).defender.card == ELF


def test_a_single_card_takes_its_face_at_the_centre_then_its_zone_then_its_star(pad_duel):
    """§6 Single card: the card eases to the centre face-down between arrows (Left/Right flip it),
    Cross takes it to its zone, and only then does the star box ask (it asked zone first before)."""
    duel = pad_duel(scripted_launcher)
    duel.tap("cross")
    scene = duel.top
    duel.idle()
    card = scene.session.state.sides[0].hand[0]
    duel.tap("cross")
    c = scene.play.controls
    assert c.mode == ControlState.SINGLE and c.face_down            # a monster comes face-down
    card_shown, arrows, down, _defence, _star, star_box = scene.play.prompt.placement
    assert (card_shown, arrows, down, star_box) == (card, True, True, False)
    assert "SELECT A GUARDIAN STAR" not in duel.words()
    duel.tap("right")                                   # flipped face-up
    assert not c.face_down and scene.session.played == 0
    duel.tap("cross")                                   # to its zone
    assert c.mode == ControlState.DEST and scene.play.prompt.placement is None
    duel.tap("cross")                                   # the zone: now the star box, no arrows
    assert c.mode == ControlState.PLACE
    _card, arrows, _down, _defence, _star, star_box = scene.play.prompt.placement
    assert star_box and not arrows and "SELECT A GUARDIAN STAR" in duel.words()
    duel.tap("cross")
    placed = scene.session.state.sides[0].monsters
    assert any(r.card == card and not r.face_down for r in placed)
