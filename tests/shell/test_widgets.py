"""The list window and the typed-text reveal the menu screens share (game.scenes.widgets)."""

from __future__ import annotations

from types import SimpleNamespace

from game.scenes.widgets import list_window, typed_lines


def test_the_list_window_keeps_the_cursor_in_view_and_stops_at_the_ends():
    assert [list_window(4, c, 6) for c in range(4)] == [0, 0, 0, 0]          # a short list never scrolls
    assert [list_window(20, c, 6) for c in (0, 3, 4, 10, 19)] == [0, 0, 1, 7, 14]  # the cursor half-way down
    assert [list_window(20, c, 6, ahead=2) for c in (0, 2, 3, 10, 19)] == [0, 0, 1, 8, 14]  # two rows above it


def test_typed_lines_reveal_the_wrapped_text_line_by_line():
    lines = ["Welcome to", "the tournament"]
    assert typed_lines(lines, 0) == ["", ""]
    assert typed_lines(lines, 4) == ["Welc", ""]
    assert typed_lines(lines, 13) == ["Welcome to", "the"]
    assert typed_lines(lines, 99) == lines
    assert typed_lines(lines, 14, gap=1) == ["Welcome to", "the"]   # the space the wrap dropped counts once


def test_a_typed_box_is_done_when_its_wrapped_text_is_shown():
    from game.app import default_sprites_dir
    from game.gfx.font import load_font
    from game.scenes.career.kit import AskScene

    font = load_font(default_sprites_dir())
    text = "A sentence long enough to wrap inside the box, so the wrap drops a space or two between its lines."
    box = AskScene([text], typed=True)
    box.enter(SimpleNamespace(font=font, config=SimpleNamespace(get=lambda key: "normal")))
    wrapped = font.wrap(text, 236)
    assert len(wrapped) > 1 and box.typing
    box.shown = sum(len(ln) for ln in wrapped)          # every wrapped letter is on screen: the answers show
    assert not box.typing
    still = AskScene([text])
    still.enter(SimpleNamespace(font=font))
    assert not still.typing and still.shown == still.total
