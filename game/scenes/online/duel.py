"""The online 2P duel: the same duel screen, fed by the host through a ``NetSession``.

Only three things differ from a duel against the computer: the other side is never played here
(its actions arrive from the host, ``_computer_to_act`` is never true), a committed play waits for
the host's answer (``busy`` meanwhile), and a banner says what the network is doing whenever the
duel cannot go on: the other player dropped (with the countdown, then the vote: the computer
takes the seat or the duel ends), the connection to the host was lost (reconnecting by itself),
or the host refused a play (the reason). The screen is never frozen without a word.
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.duel.scene import DuelScene
from game.scenes.duel.setup import DuelResult
from game.scenes.widgets import footer, prompt_labels

SIDE_NAMES = ("RED", "BLUE")
RETRY_EVERY = 180  # frames between attempts to reconnect (3 s)
RETRIES = 40
SLOW = 60  # frames a sent play may wait before the banner says so


class NetDuelScene(DuelScene):
    """A 2P duel seen from this window's seat."""

    def __init__(self, link, on_end=None) -> None:
        super().__init__(None, session=link.session, on_end=on_end)
        self.link = link
        self.banner: list[str] = []
        self.tries = 0
        self.since_lost = 0
        self.since_sent = 0
        self.refused_shown = 0

    @property
    def side_labels(self) -> tuple[str, str]:
        """Returns YOU and the other seat's colour."""
        return "YOU", SIDE_NAMES[1 - self.session.seat]

    @property
    def busy(self) -> bool:
        """Also busy while the host has not answered, the duel is paused or the link is down."""
        s = self.session
        return super().busy or s.waiting or s.paused is not None or bool(s.lost)

    def _computer_to_act(self) -> bool:
        return False  # the other player acts on their own machine; the host sends it here

    def handle(self, press: Press) -> Press | None:
        """While paused after a grace: Square gives the seat to the computer, Triangle ends the duel."""
        s, b = self.session, press.button
        if s.lost and s.refused_for_good and (self.ctx.is_confirm(press) or self.ctx.is_cancel(press)):
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
        for events in s.poll():
            self._enqueue(events)
            self._refresh()
        self._keep_link()
        if s.ended is not None and not self.ended and not self.busy_anim:
            self._finish()
            return
        self.since_sent = self.since_sent + 1 if s.waiting else 0
        self.refused_shown = 150 if s.refused and not self.refused_shown else max(0, self.refused_shown - 1)
        if not self.refused_shown:
            s.refused = ""
        self.banner = self._banner()
        super().update()

    def _keep_link(self) -> None:
        s = self.session
        if not s.lost or s.refused_for_good:
            self.since_lost, self.tries = 0, 0 if not s.lost else self.tries
            return
        self.since_lost += 1
        if self.since_lost >= RETRY_EVERY and self.tries < RETRIES:
            self.since_lost, self.tries = 0, self.tries + 1
            s.rejoin()

    def _banner(self) -> list[str]:
        s = self.session
        if s.lost:
            if s.refused_for_good or self.tries >= RETRIES:
                return ["The connection to the host has ended.", s.lost[:48], "Press any button to leave."]
            return ["Connection to the host lost.", "Reconnecting to your seat...", s.lost[:48]]
        if s.paused is not None:
            away = s.paused["away"]
            who = ", ".join(a["label"] for a in away) or "a player"
            if s.paused.get("choices"):
                return [f"{who} has not come back.", "\x82 The computer plays for them",
                        "\x83 End the duel (all must agree)"]
            left = max((a["left"] for a in away), default=0)
            return [f"{who} left the duel.", f"Waiting for them to come back ({left} s)", "The duel is paused."]
        if s.refused:
            return ["The host did not accept that play:", s.refused[:48]]
        if s.waiting and self.since_sent > SLOW:
            return ["Waiting for the host..."]
        return []

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the duel, then the network banner when there is one."""
        super().draw(canvas)
        if not self.banner:
            return
        f = self.ctx.font
        box = pygame.Rect(30, 84, 260, 16 + 12 * len(self.banner))
        frames.panel(canvas, box)
        for i, line in enumerate(self.banner):
            f.draw(canvas, line, (160, box.y + 8 + i * 12), frames.GOLD if i == 0 else frames.INK, "center")

    def _save_replay(self) -> str:
        return ""  # the host keeps the record (its journal and the replay it writes)

    def forfeit(self) -> None:
        """Leaving the duel from the pause menu: the other player is told this seat has left."""
        self._close()

    def _close(self) -> None:
        if not self.ended:
            self.ended = True
        self.link.close()
        if len(self.ctx.stack.scenes) <= 1:
            self.ctx.quit()
        else:
            self.ctx.stack.pop(fade=True)

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
            if len(self.ctx.stack.scenes) <= 1:
                self.ctx.quit()
            else:
                self.ctx.stack.pop(fade=True)
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
