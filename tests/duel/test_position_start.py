"""``fmduel play --position FILE`` through the pad (issue 31): the duel opens ready to play, with the hand
cursor, the hint line and the fusion hint shown from its first frames, before any press (no opening
swoop); and Cross on its results goes back to the title, the game still running (it used to close the
whole game).

The scene is the command's own (game.commands.play builds it from the file), run by the real App.
"""

from __future__ import annotations

import numpy as np
import pytest
from support.harness import AppRunner, ScreenText

from game.commands.play import _position_scene
from game.rules.position import load_position
from game.scenes.duel.rank_screen import RankScene
from game.scenes.duel.scene import DuelScene
from game.scenes.title import TitleScene


class _Window(ScreenText):
    def __init__(self, app, pad) -> None:
        self.app, self.pad = app, pad

    def run(self, loops: int = 1) -> None:
        for _ in range(loops):
            self.app.loop_once()

    def tap(self, *controls: str) -> None:
        """Presses each control, then runs until no fade runs (a few loops at least)."""
        for control in controls:
            self.pad.press(control)
            self.run(1)
            self.pad.release(control)
            self.run(3)
            for _ in range(120):
                if self.app.stack.fade is None:
                    break
                self.run(1)


@pytest.fixture
def position_game(db, tmp_path, monkeypatch):
    """Returns a factory: position YAML text -> the game started as ``fmduel play --position`` starts it."""
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path / "home"))
    runner = AppRunner()

    def start(text: str) -> _Window:
        pos = tmp_path / "drill.yaml"
        pos.write_text(text, encoding="utf-8")
        config = tmp_path / "config.yaml"
        config.write_text("game:\n  animation_speed: fast\n  fusion_hint: true\n", encoding="utf-8")
        app, (pad,) = runner.start(db, config, _position_scene(db, load_position(db, pos), "fair", pos.name))
        return _Window(app, pad)

    yield start
    runner.close()


def _fusing_pair(db) -> tuple[int, int]:
    a, b = (int(x) for x in np.argwhere(db.fusion[1:, 1:] != 0)[0] + 1)
    return a, b


def test_play_position_shows_the_hand_cursor_hint_line_and_fusion_hint_before_any_press(position_game, db):
    a, b = _fusing_pair(db)
    game = position_game(f"opponent: 7\nsides:\n  - {{hand: [{a}, {b}, 24], deck: [24, 24, 24]}}\n"
                         "  - {deck: [24, 24, 24]}\n")
    scene = game.app.stack.top  # the game has run its first few frames; no press at all
    assert isinstance(scene, DuelScene) and not scene.play.presenter.swooping and not scene.busy
    prompt = scene.play.prompt
    assert prompt.marks is not None and prompt.marks.cursor == ("hand", 0)  # the hand cursor on the first card
    assert prompt.marks.hint, "the hint line says what the buttons do"
    wordings = (prompt.marks.hint,) if isinstance(prompt.marks.hint, str) else prompt.marks.hint
    assert any(" ".join(w.split()) in game.words() for w in wordings), "the hint line is drawn"
    assert prompt.assist is not None and prompt.assist.chain is not None  # the fusion hint numbers the pair


def test_cross_on_a_position_duels_results_returns_to_the_title(position_game, db):
    game = position_game("opponent: 7\nsides:\n  - {deck: [24, 24, 24]}\n  - {deck: [24, 24, 24]}\n")
    scene = game.app.stack.top
    for _ in range(600):
        if not scene.busy:
            break
        game.run(1)
    game.tap("select", "up", "cross", "down", "cross")  # pause, Forfeit (the last row), Yes
    for _ in range(12):
        if not isinstance(game.app.stack.top, RankScene):
            break
        game.tap("cross")
    assert game.app.running, "Cross on the results closed the whole game"
    assert isinstance(game.app.stack.top, TitleScene)
