"""The list window and the typed-text reveal the menu screens share (game.scenes.widgets)."""

from __future__ import annotations

from game.scenes.widgets import list_window


def test_the_list_window_keeps_the_cursor_in_view_and_stops_at_the_ends():
    assert [list_window(4, c, 6) for c in range(4)] == [0, 0, 0, 0]          # a short list never scrolls
    assert [list_window(20, c, 6) for c in (0, 3, 4, 10, 19)] == [0, 0, 1, 7, 14]  # the cursor half-way down
    assert [list_window(20, c, 6, ahead=2) for c in (0, 2, 3, 10, 19)] == [0, 0, 1, 8, 14]  # two rows above it
