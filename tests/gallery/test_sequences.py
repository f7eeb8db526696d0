"""The gallery's motion recorder: names from the scene on screen, the longest run of each kept."""

from __future__ import annotations

import pygame

from game.gallery.sequences import MAX_KEPT, Recorder, Run, sequence_name
from game.rules import events as E
from game.present.motion import Anim, make_anim, sequence_of


class _Scene:
    """Names its motion the way DuelScene does: its own override, else the playing animation's."""

    def __init__(self, event=None, frames: int = 10, own: str | None = None) -> None:
        self.anim = None if event is None else make_anim(event, "normal") if frames else Anim(event, "none")
        self.own = own

    def sequence_name(self) -> str | None:
        return self.own if self.own is not None else sequence_of(self.anim)


def test_names_come_from_the_scene_and_from_the_event_it_animates():
    assert sequence_name(_Scene(E.FusionStep(0, 1, 2, "fail", 2, 1, 0), own="swoop")) == "swoop"
    assert sequence_name(_Scene(E.FusionStep(0, 1, 2, "fail", 2, 1, 0))) == "failure"
    assert sequence_name(_Scene(E.DuelEnded(0, "exodia"))) == "exodia"
    assert sequence_name(_Scene(E.DuelEnded(0, "lp"))) == "end_letters"
    assert sequence_name(_Scene(E.CardDestroyed(1, 0, 2, 5, "magic"))) == "magic"
    assert sequence_name(_Scene(E.DuelEnded(0, "lp"), frames=0)) is None  # instant speed: nothing on screen
    assert sequence_name(_Scene()) is None
    assert sequence_name(object()) is None  # a scene that shows no duel motion


def test_the_longest_run_is_kept_and_long_runs_are_thinned_evenly():
    canvas = pygame.Surface((8, 8))
    rec = Recorder()
    short, long_ = _Scene(E.DuelEnded(0, "lp")), _Scene(E.DuelEnded(0, "lp"))
    for t in range(5):
        rec.observe(short, canvas, t)
    rec.observe(_Scene(), canvas, 5)
    for t in range(6, 6 + 300):
        rec.observe(long_, canvas, t)
    rec.finish()
    run = rec.best["end_letters"]
    assert rec.seen["end_letters"] == 2 and run.span == 300 and len(run.frames) <= MAX_KEPT
    gaps = {b - a for a, b in zip(run.ticks, run.ticks[1:])}
    assert len(gaps) == 1  # evenly spaced after thinning
    assert [t for t, _ in Run.pick(run, 8)][0] == 6
