"""The answers the five duel screens give alike, each written once.

The duel against the computer, the 2P duel, the Tag Duel and the two online duels each answer their
``DuelPlay``'s ``Table`` questions, and most answers are the same on several of them. Each shared one
is here as a plain function of the screen; a screen takes those it shares by naming them in its class
body (``commit = answers.commit``, ``busy = answers.busy``): no base class and no mixin, and a screen
whose answer differs writes its own method instead.
"""

from __future__ import annotations

from game.scenes.nav import Screen


def sequence_name(screen) -> str | None:
    """Returns the motion on screen now (the gallery's contact sheets), or None when idle."""
    return screen.play.sequence_name()


def _waiting(screen) -> bool:
    """Returns whether the player must wait: the duel's own reasons (a motion, the other side's turn, the end)."""
    return screen.play.waiting


busy = property(_waiting)


def commit(screen, actions: list[int]) -> None:
    """Plays a finished play and shows its events (an online session's come later, from the host)."""
    screen.play.feed(screen.session.commit(actions))


def pause_menu(screen) -> None:
    """Opens the duel's pause menu (Select, or Start held); its Forfeit calls the screen's ``forfeit``."""
    screen.ctx.stack.push(screen.ctx.screen(Screen.DUEL_PAUSE, screen))


def ask_quit(screen) -> None:
    """Start held at a Tag table: asks whether to quit the duel (the table's question, No first)."""
    screen.table.asking_quit = True


def table_labels(screen) -> tuple[str, str]:
    """Returns the LP panel's names at a Tag table: the two seats on the board."""
    return screen.table.labels()


def open_duel(screen) -> None:
    """Opens the duel on the screen: the menu music stops for the opening swoop, the prompt is built and
    the opponent's duel theme starts (music_map.duel_track; the stack brings it back on resume)."""
    if screen.play.presenter.swooping:
        screen.ctx.audio.stop_music()  # the duel's music starts once the swoop is over
    screen.play.refresh()
    start_theme(screen)


def start_theme(screen) -> None:
    """Starts the theme of the opponent's group (music_map.duel_track); the stack keeps it on resume."""
    screen.music, screen.music_duelist = "duel", screen.session.state.opponent
    screen.ctx.audio.play_scene("duel", screen.music_duelist)
