"""The Free Duel grid as the original's (presentation.md §4, issue 23), through the pad: the SELECT
OPPONENT! prompt, three rows of 48x48 portraits in view and scrolling, WIN n LOSS n for the
highlighted duelist, the cursor frame that pulses over 128 ticks, glides over 8 steps and never wraps."""

from __future__ import annotations

from dataclasses import replace

from support.saves import DECK

from game.career.model import new_save
from game.scenes.career.freeduel import (
    MOVE_STEPS,
    PROMPT,
    PULSE_TICKS,
    VIEW_ROWS,
    FreeDuelGridScene,
    cursor_pulse,
)


def test_prompt_three_rows_scrolling_records_and_a_cursor_that_does_not_wrap(game, saves):
    save = replace(new_save("REX", 9, DECK), defeated=frozenset({1, 2}), unlocked=frozenset({1, 2}),
                   wins=tuple(3 if i == 2 else 0 for i in range(40)),
                   losses=tuple(1 if i == 2 else 0 for i in range(40)))
    game.open_slot(save, "Free Duel")
    grid = game.top
    assert isinstance(grid, FreeDuelGridScene) and grid.prompt
    game.run(1)
    assert PROMPT in [t for t, _ in game.drawn()] or grid.prompt_word.get_width() > 100
    game.shot("free-duel-prompt")
    game.tap("cross")  # the prompt is dismissed; Cross is spent on it
    assert not grid.prompt and grid.index == 1 and isinstance(game.top, FreeDuelGridScene)
    game.tap("right")
    assert "WIN 3 LOSS 1" in game.words()  # the highlighted duelist's record
    game.tap("right", "right", "right", "right")
    assert grid.index == 4  # the right edge stops it: no wrap
    game.tap("down", "down")
    assert grid.index == 14 and grid.top_row == 0  # three rows in view
    game.tap("down")
    assert grid.index == 19 and grid.top_row == 1  # the view scrolls one row
    game.tap(*["down"] * 6)
    assert grid.index == 39 and grid.top_row == 8 - VIEW_ROWS  # the bottom stops it
    game.shot("free-duel-grid-bottom")


def test_cursor_glides_over_eight_steps_and_pulses_over_128_ticks(game, saves):
    game.open_slot(new_save("REX", 9, DECK), "Free Duel")
    grid = game.top
    game.tap("cross")
    start = grid.cursor_xy()
    game.pad.press("left")
    game.run(1)
    game.pad.release("left")
    xs = []
    for _ in range(MOVE_STEPS + 2):
        xs.append(grid.cursor_xy()[0])
        game.run(1)
    assert grid.index == 0 and xs[0] < start[0] and xs[-1] == start[0] - 52
    assert len(set(xs)) >= MOVE_STEPS - 2  # a glide, not a jump
    sizes = [cursor_pulse(t) for t in range(PULSE_TICKS)]
    assert sizes[0] == 0 and max(sizes) == sizes[PULSE_TICKS // 2] and sizes[PULSE_TICKS - 1] < 1


def test_a_careers_free_duel_offers_the_practice_view_in_its_pause_menu_and_a_campaign_duel_does_not(game, saves):
    """Issue 35: practice mode is a Free Duel option with a toggle in the pause menu there, never in the campaign."""
    from game.scenes.career.session import make_setup
    from game.scenes.duel.pause import PRACTICE, DuelPauseScene
    from game.scenes.duel.scene import DuelScene

    save = replace(new_save("REX", 9, DECK), defeated=frozenset({1}), unlocked=frozenset({1}))
    game.open_slot(save, "Free Duel")
    grid = game.top
    game.tap("cross")  # the prompt
    assert grid.index == 1
    game.tap("cross")  # Simon Muran
    for _ in range(300):
        if isinstance(game.top, DuelScene):
            break
        game.run(1)
    scene = game.top
    assert isinstance(scene, DuelScene) and scene.practice_allowed and not scene.practice  # offered, off at first
    game.app.stack.push(DuelPauseScene(scene))
    game.run(10)
    pause = game.top
    assert PRACTICE in pause.entries
    pause.cursor.index = pause.entries.index(PRACTICE)
    game.tap("cross")
    assert scene.practice  # the computer's hand and reasons are shown from now on
    campaign = make_setup(game.app.ctx, grid.career, 1, None, "Campaign", 7)
    assert not DuelScene(campaign).practice_allowed
