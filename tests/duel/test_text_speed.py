"""The text-speed option paces every text the duel types: its captions and the results' rows."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.scenes.duel.motions import typed_count
from game.scenes.duel.rank_screen import RankScene


def test_captions_type_at_the_text_speed_and_are_whole_by_half_their_time():
    assert typed_count(60, None) == 60                       # instant animations: whole at once
    assert typed_count(60, (0, 100, 2)) == 0
    assert typed_count(60, (10, 100, 1)) == 12               # slow, but on course to be whole by frame 50
    assert typed_count(60, (10, 100, 4)) == 40               # fast types faster than that
    assert typed_count(60, (10, 400, 1)) < typed_count(60, (10, 400, 2)) < typed_count(60, (10, 400, 4))
    assert typed_count(60, (50, 100, 1)) == 60               # never taken away unread
    assert typed_count(60, (500, 100, 1)) == 60


@pytest.mark.parametrize("speed, frames", [("slow", 16), ("normal", 8), ("fast", 4)])
def test_the_results_rows_appear_at_the_text_speed(speed, frames):
    scene = RankScene(SimpleNamespace(player_won=True, rank=None))
    scene.ctx = SimpleNamespace(config=SimpleNamespace(get=lambda key: {"game.text_speed": speed}[key]))
    assert scene.reveal == frames
