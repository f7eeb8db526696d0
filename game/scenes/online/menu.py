"""Where a 2P or Tag Duel is played: on this machine (the pads' setup), hosted online, joined online, or
in a room on a duel server (``fmduel server``, whose rooms have the server's turn timer).

On Host online, Left/Right choose the room's turn timer among a few presets (``clocks.PRESETS``: none for
friends first, then a minute and half a minute a turn with a reserve); the inactivity rule holds in every
room, so a player who never plays cannot hold the duel.
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.net.clocks import PRESETS
from game.scenes.base import Scene
from game.scenes.nav import Screen
from game.scenes.widgets import ROW_H, Cursor, draw_rows, footer, prompt_labels

ROWS = (("On this machine", "Everyone here, a pad each (or the computer)."),
        ("Host online", "Open a room; friends join with its code."),
        ("Join online", "Type the host's address and the room code."),
        ("Duel server", "Rooms on a server: open one, join or watch."))


class PlayWhereScene(Scene):
    """The 2P (or Tag) Duel's first choice; On this machine opens the pads' setup of the same duel."""

    music = "menu"

    def __init__(self, tag: bool = False) -> None:
        super().__init__()
        self.tag = tag
        self.local = Screen.TAG_SETUP if tag else Screen.VERSUS_SETUP
        self.cursor = Cursor(len(ROWS))
        self.timer = 0  # the Host online turn timer preset

    def handle(self, press: Press) -> Press | None:
        """Up/Down choose, confirm opens, back returns to the menu."""
        ctx = self.ctx
        if self.cursor.move(press.button):
            ctx.audio.play("cursor")
        elif ROWS[self.cursor.index][0] == "Host online" and press.button in (Button.LEFT, Button.RIGHT):
            self.timer = (self.timer + (1 if press.button == Button.RIGHT else -1)) % len(PRESETS)
            ctx.audio.play("cursor")
        elif ctx.is_confirm(press) or press.button == Button.START:
            ctx.audio.play("confirm")
            from game.scenes.online import launch

            choice = ROWS[self.cursor.index][0]
            if choice == "On this machine":
                ctx.stack.replace(ctx.screen(self.local), fade=True)  # its back button returns to the menu
            elif choice == "Host online":
                launch.host_online(ctx, tag=self.tag, timer=PRESETS[self.timer][1])
            elif choice == "Join online":
                launch.join_online(ctx)
            else:
                launch.server_online(ctx, tag=self.tag)
        elif ctx.is_cancel(press):
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the choices and what the one under the cursor means."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "TAG DUEL" if self.tag else "2P DUEL", (160, 24), frames.GOLD, "center")
        box = pygame.Rect(70, 50, 180, len(ROWS) * ROW_H + 12)
        frames.panel(canvas, box)
        draw_rows(canvas, f, box.inflate(-12, -12), [(label, True) for label, _ in ROWS], self.cursor.index,
                  self.frame)
        f.draw(canvas, ROWS[self.cursor.index][1], (160, box.bottom + 12), frames.INK, "center")
        if ROWS[self.cursor.index][0] == "Host online":
            f.draw(canvas, f"Turn timer  \x86 {PRESETS[self.timer][0]} \x87", (160, box.bottom + 28), frames.GOLD,
                   "center")
        ok, back = prompt_labels(self.ctx)
        timer = "   \x86\x87 Turn timer" if ROWS[self.cursor.index][0] == "Host online" else ""
        footer(canvas, f, f"{ok} Choose   {back} Back{timer}")
