"""Issue 32: a new animation is one record plus one painter. This test adds one (a glint as a side's
Swords counter ticks down, which the game shows no motion for) without touching game code: its
record joins the presenter's table and its painter the duel screen's table, and it runs through
both like the game's own sequences (its phases, ticks, sounds, gallery name, hidden zone, picture).
"""

from __future__ import annotations

from enum import Enum, StrEnum, auto

import pygame

from game.present import motion
from game.present.director import Focus
from game.present.presenter import DuelPresenter
from game.present.sequence import Cue, MotionKind, Sequence, Step
from game.present.sequences import SEQUENCES
from game.present.timing import frames
from game.rules import events as E
from game.rules.setup import setup_duel
from game.scenes.duel.painters import PAINTERS, Painter
from game.scenes.duel.picture import paint_scene
from game.scenes.duel.prompt import Prompt


class Extra(StrEnum):
    GLINT = "glint"


class Beat(Enum):
    RISE = auto()
    SHINE = auto()


GLINT = Sequence(Extra.GLINT, (Step(Beat.RISE, 10), Step(Beat.SHINE, 20, readable=True)), shows=(E.SwordsTicked,),
                 sounds=(Cue(None, "cursor"), Cue(Beat.SHINE, "magic")), gallery="glint",
                 hides=lambda a: {("zone", 0, 0, 2)} if a.phase()[0] is Beat.SHINE else set())
MARK = (255, 0, 255)


def _rested(db, sequences):
    state, opening = setup_duel(db, [c for c in range(1, 80) if db.is_monster(c)][:40], None, opponent=2, rng_seed=5)
    pr = DuelPresenter(db, state, sequences=sequences)
    pr.open(opening, state, swoop=False)
    while pr.moving:
        pr.tick(50)
        pr.run(50, state)
    pr.take_cues()
    return pr, state


def test_a_sequence_added_outside_the_game_runs_through_the_presenter_and_its_painter(db, paint_kit) -> None:
    ctx, art, renderer = paint_kit
    painted = []

    def paint_glint(f, a) -> None:
        painted.append(a.phase()[0])
        if a.phase()[0] is Beat.SHINE:
            f.canvas.fill(MARK, pygame.Rect(150, 100, 20, 20))

    pr, state = _rested(db, SEQUENCES | {GLINT.kind: GLINT})
    pr.feed([E.SwordsTicked(0, 2)], state)
    a = pr.anim
    assert a is not None and a.kind is Extra.GLINT and a.seq is GLINT
    assert [(name, n) for name, _, n in a.phases] == [(Beat.RISE, frames(10)), (Beat.SHINE, frames(20))]
    assert pr.take_cues() == ["cursor"] and pr.sequence_name(Focus.OTHER) == "glint"
    painters = PAINTERS | {Extra.GLINT: Painter(draw=paint_glint)}
    canvas = pygame.Surface((320, 240))
    paint_scene(canvas, ctx, pr, Prompt(), art, renderer, painters)
    assert painted == [Beat.RISE] and not (pygame.surfarray.array3d(canvas)[160, 110] == MARK).all()
    pr.tick(a.at(Beat.SHINE))
    assert not pr.run(a.at(Beat.SHINE), state)
    assert pr.take_cues() == ["magic"] and a.phase()[0] is Beat.SHINE
    assert ("zone", 0, 0, 2) in motion.hides(a)  # the board leaves the zone to the painter
    paint_scene(canvas, ctx, pr, Prompt(), art, renderer, painters)
    assert painted[-1] is Beat.SHINE and (pygame.surfarray.array3d(canvas)[160, 110] == MARK).all()
    assert pr.run(a.frames, state) and pr.anim is None and pr.sequence_name(Focus.OTHER) is None


def test_without_its_record_the_same_event_shows_no_motion(db) -> None:
    pr, state = _rested(db, SEQUENCES)
    pr.feed([E.SwordsTicked(0, 2)], state)
    assert pr.anim is None or pr.anim.kind is MotionKind.NONE
    assert pr.take_cues() == [] and pr.sequence_name(Focus.OTHER) is None
    assert GLINT.kind not in SEQUENCES and Extra.GLINT not in PAINTERS  # the game's tables are untouched
