"""The waiting room: the room code, where to join, who has joined; the duel starts when all are in.

The screen polls the connection every step (never waits on it). When the host's first update
arrives it replaces itself with the duel screen; a refusal or a lost connection is said in plain
words, and Circle leaves.
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.input import Press
from game.net.client import UNREADABLE
from game.net.wire import WireError
from game.scenes.base import Scene
from game.scenes.nav import Screen, leave
from game.scenes.widgets import footer, prompt_labels

SHOWN = 3  # addresses listed (a Tag room's four seats must fit below them)


class WaitingScene(Scene):
    """Waits for the room to fill; ``link`` holds the connection (and the host thread when hosting)."""

    music = "menu"

    def __init__(self, link, on_end=None) -> None:
        super().__init__()
        self.link, self.on_end = link, on_end
        self.lines: list[tuple[str, tuple]] = []
        self.opened = False

    def handle(self, press: Press) -> Press | None:
        """Circle leaves the room."""
        if self.ctx.is_cancel(press):
            self.ctx.audio.play("cancel")
            self.link.close()
            leave(self.ctx)
        return None

    def update(self) -> None:
        """Takes the host's messages; opens the duel at its first update."""
        super().update()
        if self.opened:
            return  # the duel screen is coming in (a fade): it reads the connection from now on
        session = self.link.session
        msgs = session.net.client.poll()
        try:
            self._take(session, msgs)
        except (WireError, KeyError, TypeError, ValueError):  # a host this game cannot read
            session.net.lost, session.net.refused_for_good = UNREADABLE, True
        self.lines = self._lines()

    def _take(self, session, msgs: list[dict]) -> None:
        for i, msg in enumerate(msgs):
            if msg["t"] == "update" and msg.get("kind") == "tag":
                self._open_tag(msg, msgs[i + 1:])
                break
            session.take(msg)  # the first update sets the opening
            if session.state is not None:
                session.net.backlog = msgs[i + 1:]  # the duel screen reads on from here
                self.opened = True
                self.ctx.stack.replace(self.ctx.screen(Screen.NET_DUEL, self.link, self.on_end), fade=True)
                break

    def _open_tag(self, first: dict, rest: list[dict]) -> None:
        """The room is a Tag Duel: its screen, on a tag session that takes over the connection."""
        from game.scenes.online.tag_session import NetTagSession

        old = self.link.session.net
        self.link.session = NetTagSession(self.ctx.db, old.client, old.seat, first, status=old)
        self.link.session.net.backlog = rest
        self.opened = True
        self.ctx.stack.replace(self.ctx.screen(Screen.NET_TAG_DUEL, self.link, self.on_end), fade=True)

    def _lines(self) -> list[tuple[str, tuple]]:
        s, link = self.link.session.net, self.link
        out: list[tuple[str, tuple]] = []
        if link.code:
            out.append((f"ROOM CODE  {link.code}", frames.GOLD))
            out += self._where(link)
        if s.lost:
            out.append(("Cannot join:" if s.refused_for_good else "Connection lost:", (248, 120, 96)))
            out += [(line, frames.INK) for line in self.ctx.font.wrap(s.lost, 248)]
            return out
        if s.lobby is None:
            out.append(("Connecting to the host...", frames.DIM))
            return out
        out.append(("Players", frames.DIM))
        for i, seat in enumerate(s.lobby["seats"]):
            you = "  (you)" if i == s.seat else ""
            state = "here" if seat["here"] else "waiting..."
            out.append((f"{seat['label']}{you}  -  {state}", frames.INK if seat["here"] else frames.DIM))
        return out

    @staticmethod
    def _where(link) -> list[tuple[str, tuple]]:
        """The addresses other players type (each with the port), at most ``SHOWN`` of them."""
        if link.local_only or not link.addresses:
            return [(f"Join on this computer: 127.0.0.1:{link.port}", frames.INK),
                    ("The room listens on this computer only." if link.local_only
                     else "No network address found for others.", frames.DIM)]
        out = [("Others join at:", frames.DIM)]
        out += [(a, frames.INK) for a in link.addresses[:SHOWN]]
        if len(link.addresses) > SHOWN:
            out.append((f"  and {len(link.addresses) - SHOWN} more", frames.DIM))
        return out

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the room panel."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        box = pygame.Rect(24, 30, 272, 170)
        frames.panel(canvas, box)
        lobby = self.link.session.net.lobby or {}
        title = "ONLINE TAG DUEL" if len(lobby.get("seats", ())) == 4 else "ONLINE 2P DUEL"
        f.draw(canvas, title, (160, box.y + 8), frames.GOLD, "center")
        for i, (text, colour) in enumerate(self.lines):
            if text in self.link.addresses:  # an address to type: letters spaced apart, '.' and ':' stand out
                canvas.blit(f.line(text, colour, gap=2), (box.x + 20, box.y + 26 + i * 12))
            else:
                f.draw(canvas, text, (box.x + 12, box.y + 26 + i * 12), colour)
        _, back = prompt_labels(self.ctx)
        footer(canvas, f, f"{back} Leave the room")
