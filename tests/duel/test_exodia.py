"""Issue 23: the Exodia win as a 3-D sequence of its own (presentation.md §6 Exodia), driven by the
engine's DuelEnded(reason "exodia") (R12.3), with its own music cue (§11 map: scene kind ``exodia``)."""

from __future__ import annotations

from game.audio.music_map import track_for
from game.gallery.script import EXODIA_OPPONENT, EXODIA_PLAYER, ScriptedOpponent
from game.present import motion as anims
from game.rules import events as E
from game.rules.state import EXODIA
from game.scenes.duel import exodia


def _launcher():
    from game.scenes.duel.launcher import FreeDuelScene

    return FreeDuelScene(deck0=EXODIA_PLAYER, deck1=EXODIA_OPPONENT, shuffle=False, seed=8,
                         agent=ScriptedOpponent(), opponent=1, terrain=0)


def test_r12_3_the_engines_exodia_win_is_its_own_sequence_before_the_end_letters() -> None:
    motions = anims.build([E.DuelEnded(0, "exodia")], "normal")
    assert [m.kind for m in motions] == ["exodia", "end_letters"]
    assert [n for n, _, _ in motions[0].phases] == ["gather", "rise", "flash", "blast", "win"]
    assert [m.kind for m in anims.build([E.DuelEnded(0, "lp")], "normal")] == ["end_letters"]


def test_the_five_pieces_figures_fly_to_their_places_and_join_into_one_body_that_rises() -> None:
    from game.gfx.figures import Pose

    a = anims.build([E.DuelEnded(0, "exodia")], "normal")[0]
    assert set(exodia.ORDER) == set(EXODIA)
    a.t = 0
    start = {b.picture: (b.x, b.z, b.lift) for b in exodia.figure(a)}
    assert set(start) == {(c, Pose.STAND) for c in EXODIA}  # the five pieces' own figures
    assert all(abs(x) + abs(z) > 100 for x, z, _ in start.values())  # they fly in from afar
    a.t = a.at("rise") - 1
    placed = {b.picture[0]: (b.x, b.z, b.lift) for b in exodia.figure(a)}
    for card in EXODIA:  # each where its cell sits in the joined body
        x, lift = exodia.place(card)
        assert abs(placed[card][0] - x) < 1 and abs(placed[card][1]) < 1 and abs(placed[card][2] - lift) < 1
    a.t = a.at("rise")
    (body,) = exodia.figure(a)  # one figure now, made of the five cells at those places
    assert body.picture == exodia.JOINED and {c for c, _, _ in body.picture[1]} == set(EXODIA)
    a.t = a.at("blast")
    (risen,) = exodia.figure(a)
    assert risen.lift == exodia.RISE  # over the board
    assert exodia.camera(a).pitch < exodia.camera(anims.build([E.DuelEnded(0, "exodia")], "normal")[0]).pitch
    assert a.at("flash") < a.at("blast") < a.at("win")  # the flash, the blast, then the title


def test_the_fifth_piece_plays_the_exodia_sequence_and_its_cue_through_the_pad(pad_duel) -> None:
    """The gallery's Exodia duel: four pieces in hand, a turn passed, the fifth drawn wins (R12.3)."""
    duel = pad_duel(_launcher, speed="fast")
    duel.tap("cross")
    scene = duel.top
    duel.tap("right", "right", "right", "up", "right", "up")
    duel.tap("cross", "cross", "cross")
    duel.tap("start", settle=False)
    duel.until(lambda: scene.sequence_name() == "exodia", limit=4000)
    assert scene.session.state.over and scene.session.state.winner == 0
    assert duel.app.ctx.audio.music_wanted == track_for("exodia") == "exodia"
    duel.until(lambda: scene.play.anim is not None and scene.play.anim.phase()[0] == "win")
    duel.shot("duel-exodia-win")
    duel.until(lambda: scene.sequence_name() == "end_letters" and scene.play.anim.phase()[0] == "spiral")
    duel.run(1)
    assert duel.app.ctx.audio.music_wanted == track_for("win")  # the win jingle follows with the letters


def test_the_stage_and_the_cue_are_got_ready_while_the_fifth_piece_is_drawn(pad_duel, monkeypatch) -> None:
    """Made in the sequence's first frame, the stage, the five pictures and the cue's lookup and first
    read cost that frame 2-5 ms more than the others (the bench's Exodia p99 missed its 4 ms); they are
    made while the motion before the sequence runs, a picture a frame, and the cue is asked ahead."""
    from game.present.motion import MotionKind
    from game.scenes.duel import cutin

    duel = pad_duel(_launcher, speed="normal")
    made, prepared = [], []
    real_art = cutin.art
    monkeypatch.setattr(cutin, "art", lambda ctx, card: made.append((card, duel.app.loops)) or real_art(ctx, card))
    audio = duel.app.ctx.audio
    real_prepare = audio.prepare_scene
    monkeypatch.setattr(audio, "prepare_scene", lambda kind, *a: prepared.append((kind, duel.app.loops))
                        or real_prepare(kind, *a))
    duel.tap("cross")
    scene = duel.top
    duel.tap("right", "right", "right", "up", "right", "up")
    duel.tap("cross", "cross", "cross")
    duel.tap("start", settle=False)
    duel.until(lambda: scene.play.presenter.coming(MotionKind.EXODIA), limit=4000)
    ahead = duel.app.loops - 1  # (app.loops counts the loops done: this is the loop that queued it)
    duel.until(lambda: scene.sequence_name() == "exodia")
    first = duel.app.loops - 1  # the loop that drew the sequence's first frame
    assert prepared and prepared[0][0] == "exodia" and ahead <= prepared[0][1] < first  # the cue, asked ahead
    pieces = {key[0]: loop for key, loop in made if isinstance(key, tuple) and key[0] in EXODIA}
    assert set(pieces) == set(EXODIA) and all(ahead <= loop < first for loop in pieces.values())
    assert len(set(pieces.values())) == len(EXODIA)  # a picture a frame, not all in one
