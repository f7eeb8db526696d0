"""Issue 35: practice mode, a Free Duel option: the computer's hand, the window it reads and its reasons.

The duel is a real one against the retail AI, driven through the pad; the reasons the screen keeps are the
AI's own, one per computer action, each covering the action the duel log recorded for it.
"""

from __future__ import annotations

from game.ai.reasons import Reason
from game.rules.state import Phase
from game.scenes.duel.launcher import FreeDuelScene
from game.scenes.duel.pause import PRACTICE, DuelPauseScene
from game.scenes.duel.practice import window_of
from game.scenes.duel.scene import DuelScene


def _practice_launcher():
    return FreeDuelScene(opponent=7, ai_level="retail", seed=11, practice=False)


def test_practice_mode_shows_the_computers_own_reasons_and_toggles_in_the_pause_menu(pad_duel, db):
    duel = pad_duel(_practice_launcher, speed="instant")
    launcher = duel.top
    duel.tap("down", "down")  # START DUEL -> Watch replays -> Practice
    duel.tap("right")
    assert launcher.practice
    duel.tap("up", "up", "cross")  # START DUEL
    scene = duel.top
    assert isinstance(scene, DuelScene) and scene.practice and scene.practice_allowed
    total, _ahead = window_of(scene.session.agent, scene.session.state)
    assert total == db.ai_param(7, "window")  # retail reads its hand window (R14.3)
    duel.idle()
    for _ in range(300):  # the player plays a card and ends the turn; the computer plays its own between
        if scene.session.state.turn >= 6 or scene.session.state.over or duel.top is not scene:
            break
        duel.tap("cross" if scene.session.state.phase == Phase.HAND else "start")
        duel.idle()
    assert scene.session.state.turn >= 6
    session = scene.session
    assert session.reasons and all(isinstance(r, Reason) for r in session.reasons)
    cpu_actions = [a for a, side in zip(session.log.actions, _sides(db, session)) if side == 1]
    assert len(cpu_actions) == len(session.reasons)
    assert all(a in r.actions for a, r in zip(cpu_actions, session.reasons))
    duel.shot("practice-panel")
    duel.app.stack.push(DuelPauseScene(scene))
    duel.run(10)
    pause = duel.top
    assert PRACTICE in pause.entries
    pause.cursor.index = pause.entries.index(PRACTICE)
    duel.tap("cross")
    assert not scene.practice  # the view is off; the duel goes on unchanged


def test_no_practice_view_outside_a_free_duel_that_asked_for_it(pad_duel, db):
    duel = pad_duel(lambda: FreeDuelScene(opponent=7, ai_level="retail", seed=11), speed="instant")
    duel.tap("cross")
    scene = duel.top
    assert not scene.practice and not scene.practice_allowed
    duel.app.stack.push(DuelPauseScene(scene))
    duel.run(10)
    assert PRACTICE not in duel.top.entries


def _sides(db, session):
    """Returns who acted for each logged action, replaying the log from the opening."""
    from game.rules.engine import step

    state, out = session.opening_state, []
    for a in session.log.actions:
        out.append(state.active)
        state, _ = step(db, state, a)
    return out


def test_the_panel_warns_when_the_computer_sees_the_set_cards_r14_5(db):
    """The line about set cards is the warning colour when the computer's level sees them (R14.5); the
    colour was picked by looking for "SEES" in the first four letters, so it was always the dim one."""
    from types import SimpleNamespace

    import pygame

    from game.app import default_sprites_dir
    from game.gfx import frames
    from game.gfx.font import load_font
    from game.scenes.duel import practice

    font = load_font(default_sprites_dir())
    drawn: list[tuple[str, tuple]] = []

    class Noting:  # the font, noting each line it draws and its colour
        def __getattr__(self, name):
            return getattr(font, name)

        def draw(self, surface, text, pos, colour=(255, 255, 255), *args, **kwargs):
            drawn.append((text, tuple(colour)))
            return font.draw(surface, text, pos, colour, *args, **kwargs)

    state = SimpleNamespace(sides=[None, SimpleNamespace(hand=[1, 2])])
    canvas = pygame.Surface((320, 240))
    for sees, line, colour in ((True, "IT SEES YOUR SET CARDS", frames.WARN),
                               (False, "YOUR SET CARDS ARE HIDDEN", frames.DIM)):
        drawn.clear()
        session = SimpleNamespace(state=state, agent=SimpleNamespace(sees_face_down=sees), reasons=[])
        practice.draw(canvas, SimpleNamespace(font=Noting(), db=db), session)
        assert (line, colour) in drawn
