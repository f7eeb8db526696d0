"""Nothing is told on the HUD before the sequence that shows it (issue 31), through the pad.

* The duel's opening (presentation.md §6 Start): the LP readouts count up from 0 to 8000 in view.
  They used to count during the swoop, while the HUD is hidden, so the panel's first frame already
  read 8000/8000.
* Exodia (R12.3, presentation.md §6 Exodia): the red "-8000" and the LP falling to 0 come after the
  Exodia sequence; they used to come before it, telling the win before showing it.
"""

from __future__ import annotations

from game.gallery.script import EXODIA_OPPONENT, EXODIA_PLAYER, ScriptedOpponent
from game.present.motion import MotionKind
from game.rules import events as E
from game.scenes.duel import hud
from game.scenes.duel.scene import DuelScene

from .scripted import scripted_launcher

_LP_ROWS = (hud.LP_PANEL.y + 3, hud.LP_PANEL.bottom - 12)  # where the panel draws each side's LP


def _panel_lp(duel) -> tuple[int, ...]:
    """Runs one frame; returns the LP figures the panel drew in it (none while the HUD is hidden)."""
    font, seen = duel.app.ctx.font, []
    real = font.draw

    def spy(surface, text, pos, colour=(255, 255, 255), align="left", *args, **kw):
        if align == "right" and pos[0] == hud.LP_PANEL.right - 4 and pos[1] in _LP_ROWS and str(text).isdigit():
            seen.append(int(text))
        return real(surface, text, pos, colour, align, *args, **kw)

    font.draw = spy
    try:
        duel.app.loop_once()
    finally:
        del font.draw
    return tuple(seen)


def test_the_opening_lp_count_up_runs_in_view(pad_duel) -> None:
    duel = pad_duel(scripted_launcher, speed="fast")
    duel.tap("cross", settle=False)  # START DUEL; no press after it: the swoop runs its course
    shown = []
    for _ in range(1500):
        if not isinstance(duel.top, DuelScene):  # the launcher fades out
            duel.run(1)
            continue
        lp = _panel_lp(duel)
        if lp:
            shown.append(lp)
            if lp == (8000, 8000) and len(shown) > 1:
                break
    scene = duel.top
    assert isinstance(scene, DuelScene) and not scene.play.presenter.swooping
    assert shown and shown[-1] == (8000, 8000)
    assert max(shown[0]) < 1000, f"the panel's first frame reads {shown[0]}: the count-up ran out of view"
    counts = [lp[0] for lp in shown]
    assert counts == sorted(counts) and len(set(counts)) >= 20  # it climbs, frame by frame, in view


def _exodia_launcher():
    from game.scenes.duel.launcher import FreeDuelScene

    return FreeDuelScene(deck0=EXODIA_PLAYER, deck1=EXODIA_OPPONENT, shuffle=False, seed=8,
                         agent=ScriptedOpponent(), opponent=1, terrain=0)


def test_exodias_minus_8000_comes_after_the_exodia_sequence(pad_duel) -> None:
    """The gallery's Exodia duel (four pieces in hand, a turn passed, the fifth drawn wins)."""
    duel = pad_duel(_exodia_launcher, speed="fast")
    duel.tap("cross")
    scene = duel.top
    duel.tap("right", "right", "right", "up", "right", "up")
    duel.tap("cross", "cross", "cross")
    duel.tap("start", settle=False)
    seen = []  # per frame: the motion on screen, the foe's LP on the board picture and on the panel
    for _ in range(4000):
        pr = scene.play.presenter
        a = pr.anim
        seen.append((a.kind if a is not None else None, pr.board.lp[1], pr.lp_shown[1],
                     a is not None and a.kind == MotionKind.LP and type(a.event) is E.LifePointsChanged))
        if a is not None and a.kind == MotionKind.END_LETTERS:
            break
        if a is not None and a.kind == MotionKind.LP and a.t == a.frames // 3:
            duel.shot("duel-exodia-minus-8000")  # the panel tells the loss once the sequence has shown the win
        duel.run(1)
    kinds = [k for k, *_ in seen]
    assert MotionKind.EXODIA in kinds, "the Exodia sequence played"
    start = kinds.index(MotionKind.EXODIA)
    before = seen[0][1]  # the foe's LP as the turn passes (the panel may still be counting up to it)
    told = [i for i, (_, board, panel, minus) in enumerate(seen)
            if minus or board < before or i and panel < seen[i - 1][2]]
    assert told, "the -8000 is told at some point"
    assert told[0] > start, f"the LP fell (frame {told[0]}) before the Exodia sequence began (frame {start})"
    exodia_end = max(i for i, k in enumerate(kinds) if k == MotionKind.EXODIA)
    assert told[0] > exodia_end  # the whole sequence shows the win first
    assert scene.session.state.winner == 0
