"""A recorded duel played back on the duel scene: the scripted next action, and the viewer's keys.

    Cross play/pause, Right one action, Left back one, L1/R1 previous/next turn start (re-simulated
    from the seed), Up/Down speed preset, Circle leave.
"""

from __future__ import annotations

from game.input_bindings import Button
from game.present.timing import SPEED
from game.scenes.nav import leave


def step(scene) -> None:
    """Commits the record's next action once the pause after the last motion is over."""
    play = scene.play
    if play.cpu_wait > 0:
        play.cpu_wait -= 1
        return
    action = scene.session.next_scripted()
    if action is not None:
        scene.commit([action])


def press(scene, b: Button) -> None:
    """Reacts to one of the viewer's keys."""
    s = scene.session
    if b in (Button.CIRCLE, Button.SELECT):
        leave(scene.ctx)
    elif b == Button.CROSS:
        scene.playing = not scene.playing
    elif b == Button.RIGHT and not scene.playing and not scene.play.presenter.moving:
        step(scene)
    elif b == Button.LEFT and s.played:
        rewind(scene, s.played - 1)
    elif b in (Button.L1, Button.R1):
        before = [i for i in scene.turn_starts if i < s.played]
        after = [i for i in scene.turn_starts if i > s.played]
        target = (before[-1] if before else 0) if b == Button.L1 else (after[0] if after else s.played)
        rewind(scene, target)
    elif b in (Button.UP, Button.DOWN):
        order = list(SPEED)
        i = order.index(scene.speed) + (1 if b == Button.DOWN else -1)
        scene.speed_override = order[i % len(order)]


def rewind(scene, upto: int) -> None:
    """Shows the duel just after its first ``upto`` actions."""
    scene.session.rewind(upto)
    scene.ended = False
    scene.play.presenter.rewind(scene.session.state)


def turn_starts(db, session) -> list[int]:
    """Returns the action counts at which a new turn starts (L1/R1 jump between them)."""
    from game.rules.engine import step as engine_step

    state, out = session.state, []
    for i, a in enumerate(session.script or ()):
        turn = state.turn
        state, _ = engine_step(db, state, a)
        if state.turn != turn:
            out.append(i + 1)
    return out
