"""A press made while a band fade runs is kept for the screen that shows (issue 21: "the first Cross on a
story choice is ignored"). Driven by the virtual pad through SDL, as a player would."""

from __future__ import annotations

from game.scenes.career.kit import AskScene
from game.scenes.career.story import StoryScene

from .careerkit import campaign_save


def _run_until(game, done, limit: int = 400) -> None:
    for _ in range(limit):
        if done():
            return
        game.run(1)
    raise AssertionError("the game never got there")


def _to_last_line(game, db):
    """Loads a new career (its opening scene plays at once) and pages to the scene's last line, typed whole."""
    game.app.config.set("game.text_speed", "slow")  # one letter a step: the choice is still typing after the fade
    game.open_slot(campaign_save(db))
    story = game.top
    assert isinstance(story, StoryScene)
    while story.line < len(story.lines) - 1 or story.shown < len(story.lines[-1]):
        game.tap("cross")  # a line typed out whole, or the next line, up to the whole last line


def _press(game, control: str) -> None:
    game.pad.press(control)
    game.run(1)
    game.pad.release(control)


def test_cross_pressed_as_the_story_choice_fades_in_is_heard(game, db):
    _to_last_line(game, db)
    _press(game, "cross")  # the scene closes through a fade; the choice comes up behind it
    stack = game.app.stack
    _run_until(game, lambda: stack.revealing and isinstance(stack.top, AskScene))
    choice = stack.top
    assert choice.options == ["Run away", "Keep listening"] and choice.typing
    _press(game, "cross")  # the player answers as the question appears, the fade not over yet
    assert stack.fade is not None
    _run_until(game, lambda: stack.fade is None)
    game.run(1)
    assert not choice.typing  # the press finished the typing at once, as it does outside a fade
    game.tap("cross")  # and the next one picks "Run away"
    assert isinstance(game.top, StoryScene) and game.top.lines[0].startswith("The prince slips out")


def test_press_made_before_the_screen_changes_is_not_carried_over(game, db):
    """A press in the fade's first half was aimed at the screen going away: the new one does not get it."""
    _to_last_line(game, db)
    _press(game, "cross")  # the scene closes through a fade
    stack = game.app.stack
    assert stack.fade is not None and not stack.revealing
    _press(game, "cross")  # the scene still on screen
    _run_until(game, lambda: stack.fade is None)
    game.run(1)
    assert isinstance(stack.top, AskScene) and stack.top.typing
