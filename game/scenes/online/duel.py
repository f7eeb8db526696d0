"""The online 2P duel: the same duel screen, fed by the host through a ``NetSession``.

Only three things differ from a duel against the computer: the other side is never played here
(its actions arrive from the host, ``_computer_to_act`` is never true), a committed play waits for
the host's answer (``busy`` meanwhile), and a banner says what the network is doing whenever the
duel cannot go on: the other player dropped (with the countdown, then the vote: the computer
takes the seat or the duel ends), the connection to the host was lost (reconnecting by itself),
or the host refused a play (the reason). The screen is never frozen without a word.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.duel.scene import DuelScene
from game.scenes.duel.setup import DuelResult
from game.scenes.nav import leave
from game.scenes.online import banner
from game.scenes.widgets import footer, prompt_labels

SIDE_NAMES = ("RED", "BLUE")


class NetDuelScene(DuelScene):
    """A 2P duel seen from this window's seat."""

    def __init__(self, link, on_end=None) -> None:
        super().__init__(None, session=link.session, on_end=on_end)
        self.link = link
        self.banner: list[str] = []
        self.net = banner.NetBanner()
        self.inbox: deque = deque()  # host updates not shown yet (each waits for the one before)

    @property
    def side_labels(self) -> tuple[str, str]:
        """Returns YOU and the other seat's colour."""
        return "YOU", SIDE_NAMES[1 - self.session.seat]

    @property
    def busy(self) -> bool:
        """Also busy while the host has not answered, the duel is paused or the link is down."""
        s = self.session
        return super().busy or s.waiting or s.paused is not None or bool(s.lost) or bool(self.inbox)

    def _computer_to_act(self) -> bool:
        return False  # the other player acts on their own machine; the host sends it here

    def handle(self, press: Press) -> Press | None:
        """While paused after a grace: Square gives the seat to the computer, Triangle ends the duel."""
        s, b = self.session, press.button
        if s.lost and (s.refused_for_good or self.net.gave_up):
            self._close()
            return None
        if s.paused is not None:
            if s.paused.get("choices") and b in (Button.SQUARE, Button.TRIANGLE):
                s.vote("ai" if b == Button.SQUARE else "end")
                self.ctx.audio.play("confirm")
            elif b == Button.SELECT:
                self._pause()
            return None
        return super().handle(press)

    def update(self) -> None:
        """Animates what the host sent, keeps the link alive, then runs the duel screen's step."""
        s = self.session
        self.inbox.extend(s.poll())
        if self.inbox and not self.presenter.moving and not self.held_card:
            events = s.apply(*self.inbox.popleft())  # one play at a time, as a local duel shows them
            self.presenter.feed(events, s.state, committed=s.played > 0)
            self._refresh()
        self.banner = self.net.step(s)
        if s.ended is not None and not self.ended and not self.presenter.moving and not self.inbox:
            self._finish()
            return
        super().update()

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the duel, then the network banner when there is one."""
        super().draw(canvas)
        banner.paint(canvas, self.ctx.font, self.banner)

    def _save_replay(self) -> str:
        return ""  # the host keeps the record (its journal and the replay it writes)

    def forfeit(self) -> None:
        """Leaving the duel from the pause menu: the other player is told this seat has left."""
        self._close()

    def _close(self) -> None:
        if not self.ended:
            self.ended = True
        self.link.close()
        leave(self.ctx)

    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        s = self.session
        note = (s.ended or {}).get("note", "")
        state = s.state
        winner = state.winner if state.over else -1  # already turned to this seat: 0 is this window's side
        self.result = DuelResult(winner, "agreed" if note else "end", "", (), (), 0)
        self.ctx.stack.replace(NetResultScene(self.link, winner, note, self.on_end, self.result), fade=True)


class NetResultScene(Scene):
    """Who won, and where the host keeps the record."""

    music = "win"

    def __init__(self, link, winner: int, note: str, on_end, result: DuelResult) -> None:
        super().__init__()
        self.link, self.winner, self.note, self.on_end, self.result = link, winner, note, on_end, result

    def handle(self, press: Press) -> Press | None:
        """Confirm or back: leaves the room."""
        if self.ctx.is_confirm(press) or self.ctx.is_cancel(press) or press.button == Button.START:
            self.ctx.audio.play("confirm")
            self.link.close()
            if self.on_end is not None:
                self.on_end(self.result)
            leave(self.ctx)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the result panel."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        box = pygame.Rect(40, 60, 240, 110)
        frames.panel(canvas, box)
        title = "THE DUEL WAS ENDED" if self.winner < 0 else "YOU WIN" if self.winner == 0 else "YOU LOSE"
        f.draw(canvas, title, (160, box.y + 12), frames.GOLD, "center")
        f.draw(canvas, self.note or "Online 2P Duel", (160, box.y + 36), frames.INK, "center")
        f.draw(canvas, "The host keeps the replay of this duel.", (160, box.y + 56), frames.DIM, "center")
        ok, _ = prompt_labels(self.ctx)
        footer(canvas, f, f"{ok} Leave the room")
