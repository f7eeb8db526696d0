"""How the main menu becomes the loaded menu (R1.4): the same screen, career entries enabled.

``career_actions`` returns the entries that work for the menu's state: New Game and
Continue/Load always; Campaign, Free Duel (the grid), Build Deck, Library, Password and Save once a
career is loaded. ``reset_stack`` swaps the whole stack for a new base scene (and an optional one
on top), which New Game, Load, Game Over and the card shop's Return to Title use.
"""

from __future__ import annotations

from collections.abc import Callable

from game.scenes.career.session import Career

NEEDS_SAVE = ("Campaign", "Build Deck", "Library", "Password", "Save")


def career_actions(ctx, career: Career | None) -> dict[str, Callable[[], None]]:
    """Returns label -> action for the career entries of the main menu."""
    from game.scenes.career.newgame import start_new_game
    from game.scenes.career.slots import SlotScene

    actions: dict[str, Callable[[], None]] = {
        "New Game": lambda: start_new_game(ctx),
        "Continue / Load": lambda: ctx.stack.push(
            SlotScene("load", base=career.base if career else None,
                      on_loaded=lambda c: open_loaded_menu(ctx, c)), fade=True),
    }
    if career is None:
        return actions
    from game.scenes.career.campaign_map import CampaignScene
    from game.scenes.career.deckedit import DeckEditScene
    from game.scenes.career.freeduel import FreeDuelGridScene
    from game.scenes.career.library import LibraryScene
    from game.scenes.career.password import PasswordScene

    actions.update({
        "Campaign": lambda: ctx.stack.push(CampaignScene(career), fade=True),
        "Free Duel": lambda: ctx.stack.push(FreeDuelGridScene(career), fade=True),
        "Build Deck": lambda: ctx.stack.push(DeckEditScene(career), fade=True),
        "Library": lambda: ctx.stack.push(LibraryScene(career), fade=True),
        "Password": lambda: ctx.stack.push(PasswordScene(career), fade=True),
        "Save": lambda: ctx.stack.push(SlotScene("save", career=career), fade=True),
    })
    return actions


def reset_stack(ctx, base, top=None) -> None:
    """Leaves only ``base`` on the stack (and ``top`` above it), through one band fade.

    The pops and the base swap are applied at once; only the last change fades, so the order
    of the queued changes can never put ``top`` under ``base``.
    """
    for _ in range(len(ctx.stack.scenes) - 1):
        ctx.stack.pop()
    if top is None:
        ctx.stack.replace(base, fade=True)
    else:
        ctx.stack.replace(base)
        ctx.stack.push(top, fade=True)


def open_loaded_menu(ctx, career: Career, top=None) -> None:
    """Shows the loaded menu for a career (optionally with a screen already open above it)."""
    from game.scenes.menu import MainMenuScene

    reset_stack(ctx, MainMenuScene(career=career), top)
