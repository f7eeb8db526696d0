"""A duel server's room list: open a new room, join one with a free seat, or watch one being played.

The list shows the rooms of the duel chosen on the menu (2P or Tag). Each question to the server is
one short request on a background thread (``LobbyRequest``); the screen polls it every step and
never waits. Joining or opening a room goes to the ordinary waiting room, then the duel; watching
opens the duel screen (2P or Tag) from no seat at all: the public view, held back as the room says.
Coming back to the list asks the server again.
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.gfx.font import SYM_SQUARE
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.nav import Screen
from game.scenes.widgets import Cursor, draw_rows, footer, prompt_labels

NEW_ROOM = "Open a new room"
SHOWN = 9  # rooms on screen at once (the cursor scrolls the rest)
RULE_WORDS = {"glitch_fusions": "glitch fusions", "no_first_turn_attack": "no attack turn 1",
              "strict_phase_order": "strict phases"}  # the Options screen's names for the room's rules


def room_row(room: dict) -> str:
    """Returns a room's line: its code and what a player can do there."""
    if room["phase"] == "lobby":
        n = room["free"]
        return f"{room['code']}  {n} seat{'s' if n != 1 else ''} free"
    if room["watch"] < 0:
        return f"{room['code']}  playing"
    return f"{room['code']}  playing - watch" + (f" ({room['watch']} behind)" if room["watch"] else "")


def room_rules(room: dict) -> str:
    """Returns the line that names a room's rule options in the Options screen's words."""
    words = [RULE_WORDS[r] for r in room.get("rules", ()) if r in RULE_WORDS]
    return "Rules: " + (", ".join(words) if words else "standard (no options)")


class RoomsScene(Scene):
    """The rooms of one server; ``tag`` keeps the Tag Duel rooms (else the 2P ones). ``ask`` makes each
    request (``LobbyRequest`` unless given: the gallery answers with rooms of its own)."""

    music = "menu"

    def __init__(self, address: str, port: int, tag: bool = False, ask=None) -> None:
        super().__init__()
        self.address, self.port, self.tag = address, port, tag
        self.asker = ask
        self.rooms: list[dict] = []
        self.request = None
        self.asking = ""  # "list" or "create" while a request is out
        self.status = ""
        self.cursor = Cursor(1)

    def enter(self, ctx) -> None:
        """Asks for the list at once."""
        super().enter(ctx)
        self._ask_list()

    def resume(self) -> None:
        """Back from a room: the list has changed."""
        self._ask_list()

    def _ask(self, what: str, request: dict) -> None:
        from game.net.lobby_client import LobbyRequest

        self.request, self.asking = (self.asker or LobbyRequest)(self.address, self.port, request), what

    def _ask_list(self) -> None:
        from game.net.lobby_client import list_request

        self.status = "Asking the server for its rooms..."
        self._ask("list", list_request(self.ctx.db))

    # --- the screen ------------------------------------------------------------------------

    def handle(self, press: Press) -> Press | None:
        """Up/Down choose, confirm opens, joins or watches, Square asks again, back leaves."""
        ctx = self.ctx
        if self.cursor.move(press.button):
            ctx.audio.play("cursor")
        elif ctx.is_confirm(press) and not self.asking:
            self._choose()
        elif press.button == Button.SQUARE and not self.asking:
            ctx.audio.play("confirm")
            self._ask_list()
        elif ctx.is_cancel(press):
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def _choose(self) -> None:
        from game.scenes.online.launch import joining_link, watching_link

        ctx = self.ctx
        if self.cursor.index == 0:
            from game.net.lobby_client import create_request

            cfg = ctx.config
            rules = [r for r in ("glitch_fusions", "no_first_turn_attack", "strict_phase_order") if cfg.get(f"rules.{r}")]
            ctx.audio.play("confirm")
            self.status = "Opening a room..."
            self._ask("create", create_request(ctx.db, "tag" if self.tag else "versus", rules))
            return
        room = self.rooms[self.cursor.index - 1]
        if room["phase"] == "lobby" and room["free"]:
            ctx.audio.play("confirm")
            ctx.stack.push(ctx.screen(Screen.WAITING, joining_link(ctx.db, self.address, self.port, room["code"])),
                           fade=True)
        elif room["phase"] == "playing" and room["watch"] >= 0:
            ctx.audio.play("confirm")
            ctx.stack.push(ctx.screen(Screen.WAITING, watching_link(ctx.db, self.address, self.port, room["code"])),
                           fade=True)
        else:
            ctx.audio.play("cancel")
            self.status = "That room is full and cannot be watched."

    def update(self) -> None:
        """Takes the server's answer when it has come."""
        super().update()
        if self.request is None or not self.request.done:
            return
        request, what = self.request, self.asking
        self.request, self.asking = None, ""
        if request.error:
            self.status = f"The server said: {request.error[:60]}" if what == "create" else \
                f"Cannot reach the server. Check the address; {SYM_SQUARE} tries again."
            return
        if what == "create":
            from game.scenes.online.launch import joining_link

            ctx = self.ctx
            link = joining_link(ctx.db, self.address, self.port, request.answer["code"])
            ctx.stack.push(ctx.screen(Screen.WAITING, link), fade=True)
            return
        kind = "tag" if self.tag else "versus"
        self.rooms = [r for r in request.answer["rooms"] if r["kind"] == kind]
        self.cursor = Cursor(len(self.rooms) + 1, min(self.cursor.index, len(self.rooms)))
        full = "  The server is full." if request.answer.get("full") else ""
        self.status = (f"{len(self.rooms)} room{'s' if len(self.rooms) != 1 else ''} open.{full}" if self.rooms
                       else f"No room yet: open one.{full}")

    def rows(self) -> list[tuple[str, bool]]:
        """Returns the list's lines (the new room first), enabled when something can be done there."""
        return [(NEW_ROOM, True)] + [(room_row(r), (r["phase"] == "lobby" and r["free"] > 0) or r["watch"] >= 0)
                                     for r in self.rooms]

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the server, its rooms (a window of ``SHOWN`` around the cursor) and what is happening."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "TAG DUEL ROOMS" if self.tag else "2P DUEL ROOMS", (160, 14), frames.GOLD, "center")
        f.draw(canvas, f"Server {self.address}:{self.port}", (160, 28), frames.DIM, "center")
        rows = self.rows()
        first = max(0, min(self.cursor.index - SHOWN // 2, len(rows) - SHOWN))
        box = pygame.Rect(40, 42, 240, SHOWN * 12 + 12)
        frames.panel(canvas, box)
        draw_rows(canvas, f, box.inflate(-12, -12), rows[first:first + SHOWN], self.cursor.index - first, self.frame)
        f.draw(canvas, f.fit(self.status, 304), (160, box.bottom + 10), frames.INK, "center")
        if self.cursor.index > 0 and self.cursor.index <= len(self.rooms):  # what the chosen room plays by
            f.draw(canvas, f.fit(room_rules(self.rooms[self.cursor.index - 1]), 304), (160, box.bottom + 24),
                   frames.DIM, "center")
        ok, back = prompt_labels(self.ctx)
        footer(canvas, f, f"{ok} Choose   {SYM_SQUARE} Refresh   {back} Back")
