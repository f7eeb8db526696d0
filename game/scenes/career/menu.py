"""How the main menu becomes the loaded menu (R1.4): the same screen, career entries enabled.

``career_actions`` returns the entries that work for the menu's state: New Game and
Continue/Load always; Campaign, Free Duel (the grid), Build Deck, Library, Password and Save once a
career is loaded; ``start_new_game`` opens name entry. ``reset_stack`` swaps the whole stack for a new base scene (and an optional one
on top), which New Game, Load, Game Over and the card shop's Return to Title use.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.career.model import NAME_MAX
from game.career.starter import new_game
from game.rules.rng import make_rng
from game.scenes.career.session import Career
from game.scenes.nav import Screen

NEEDS_SAVE = ("Campaign", "Build Deck", "Library", "Password", "Save")


def career_actions(ctx, career: Career | None) -> dict[str, Callable[[], None]]:
    """Returns label -> action for the career entries of the main menu."""
    def opens(screen: Screen, *args, **kwargs) -> Callable[[], None]:
        return lambda: ctx.stack.push(ctx.screen(screen, *args, **kwargs), fade=True)

    actions: dict[str, Callable[[], None]] = {
        "New Game": lambda: start_new_game(ctx),
        "Randomized": lambda: start_randomized(ctx),
        "Continue / Load": opens(Screen.SLOTS, "load", base=career.base if career else None,
                                 on_loaded=lambda c: open_loaded_menu(ctx, c)),
    }
    if career is None:
        return actions
    actions.update({
        "Campaign": opens(Screen.CAMPAIGN, career),
        "Free Duel": opens(Screen.FREE_DUEL_GRID, career),
        "Build Deck": opens(Screen.DECK_EDIT, career),
        "Library": opens(Screen.LIBRARY, career),
        "Password": opens(Screen.PASSWORD, career),
        "Save": opens(Screen.SLOTS, "save", career=career),
    })
    return actions


def start_new_game(ctx, base=None, seed: int | None = None) -> None:
    """Opens name entry; the dealt starter deck (R15.13) follows from its answer."""
    def named(name: str | None) -> None:
        if name is None:
            return
        rng = make_rng("psx", seed if seed is not None else time.time_ns() & 0x7FFF_FFFF)
        from game.randomizer.runs import active_run, stamp

        career = Career(stamp(new_game(ctx.db, name, rng), active_run(ctx.db)), base=base, dirty=True)
        ctx.stack.push(ctx.screen(Screen.STARTER, career), fade=True)

    entry = ctx.screen(Screen.KEYBOARD, "ENTER YOUR NAME", NAME_MAX, named, prompt="Name")
    entry.music = "name_entry"
    ctx.stack.push(entry, fade=True)


def start_randomized(ctx) -> None:
    """Opens the run-code entry (New game on a randomized run); a good code, or none for a new one, goes
    on to the screen that makes the run (game.scenes.career.randomized)."""
    from game.randomizer.code import LENGTH, PREFIX, CodeError, is_code_prefix, parse_code
    from game.scenes.career.kit import ask

    def typed(text: str | None) -> None:
        if text is None:
            return
        code = None
        if text.strip():
            try:
                code = parse_code(text if is_code_prefix(text) else PREFIX + text).text
            except CodeError as exc:
                ctx.audio.play("buzz")
                ask(ctx, ["That is not a run code:", str(exc)], warn=True)
                return
        ctx.stack.push(ctx.screen(Screen.MAKE_RUN, code), fade=True)

    entry = ctx.screen(Screen.KEYBOARD, "RUN CODE (EMPTY: A NEW ONE)", len(PREFIX) + LENGTH, typed,
                       prompt="Code", allow_empty=True)
    ctx.stack.push(entry, fade=True)


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
    reset_stack(ctx, ctx.screen(Screen.MAIN_MENU, career=career), top)
