"""The online 2P duel: a duel screen fed by the host through a ``NetSession``, on a ``DuelPlay``.

Three things differ from a duel against the computer: the other side is never played here (its
actions arrive from the host and are shown one at a time, as a local duel shows them), a committed
play waits for the host's answer (``busy`` meanwhile), and a banner says what the network is doing
whenever the duel cannot go on: the other player dropped (with the countdown, then the vote: the
computer takes the seat or the duel ends), the connection to the host was lost (reconnecting by
itself), or the host refused a play (the reason). The screen is never frozen without a word.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.rules.state import Phase
from game.scenes.base import Scene
from game.scenes.duel import answers
from game.scenes.duel.play import DuelPlay
from game.scenes.duel.setup import DuelResult
from game.scenes.nav import leave
from game.scenes.online import banner
from game.scenes.widgets import footer, prompt_labels

SIDE_NAMES = ("RED", "BLUE")


class NetDuelScene(Scene):
    """A 2P duel seen from this window's seat; ``link.session`` is a ``NetSession``."""

    music = "silence"  # the menu music fades as the duel opens; the duel theme follows
    replay = False  # the host keeps the record (its journal and the replay it writes)
    sequence_name = answers.sequence_name
    commit = answers.commit  # sent to the host: its events come back through the inbox
    pause = answers.pause_menu  # its Forfeit leaves the duel

    def __init__(self, link, on_end=None) -> None:
        super().__init__()
        self.link, self.session, self.on_end = link, link.session, on_end
        self.result: DuelResult | None = None
        self.ended = False
        self.banner: list[str] = []
        self.clock = ""  # the clock strip's words (from the room's clock message)
        self.link_banner = banner.NetBanner()
        self.inbox: deque = deque()  # host updates not shown yet (each waits for the one before)

    def enter(self, ctx) -> None:
        """Opens on the opening draws the host sent."""
        super().enter(ctx)
        self.play = DuelPlay(ctx, self.session, self, computer=False)  # the other seat is a person
        answers.open_duel(self)

    # --- Table: what the play asks -----------------------------------------------------------

    @property
    def busy(self) -> bool:
        """Also busy while the host has not answered, the duel is paused, the link is down or the host's
        updates are still being shown."""
        net = self.session.net
        return (self.play.waiting or net.waiting or net.paused is not None or bool(net.lost) or bool(self.inbox)
                or net.seat < 0)  # a spectator (a server's room) never plays

    def labels(self) -> tuple[str, str]:
        """Returns YOU and the other seat's colour (a spectator's: both colours, RED at the bottom)."""
        seat = self.session.net.seat
        if seat < 0:
            return SIDE_NAMES
        return "YOU", SIDE_NAMES[1 - seat]

    # --- the screen ----------------------------------------------------------------------------

    def handle(self, press: Press) -> Press | None:
        """This window's presses; while paused after a grace, Square gives the seat to the computer and
        Triangle ends the duel; once the link is gone for good, any press leaves."""
        s, b = self.session.net, press.button
        if s.lost and (s.refused_for_good or self.link_banner.gave_up):
            self._close()
        elif s.paused is not None:
            if s.paused.get("choices") and b in (Button.SQUARE, Button.TRIANGLE):
                s.vote("ai" if b == Button.SQUARE else "end")
                self.ctx.audio.play("confirm")
            elif b == Button.SELECT:
                self.ctx.audio.play("confirm")
                self.pause()
        elif s.seat < 0:  # a spectator: the pause menu (to leave), nothing else
            if b in (Button.SELECT, Button.START) or self.ctx.is_cancel(press):
                self.pause()
        elif press.player == 0 or b in (Button.SELECT, Button.START):
            self.play.press(b, press.repeat)
        return None

    def update(self) -> None:
        """Shows the host's next update once the last has played out, keeps the link alive, then advances
        the play (nobody plays the other side here: the host sends its actions)."""
        s, play = self.session, self.play
        self.inbox.extend(s.poll())
        if self.inbox and not play.presenter.moving and not play.held_card:
            events = s.apply(*self.inbox.popleft())  # one play at a time, as a local duel shows them
            play.presenter.feed(events, s.state, committed=s.played > 0)
            play.refresh()
        self.banner = self.link_banner.step(s.net)
        if s.net.ended is not None and not self.ended and not play.presenter.moving and not self.inbox:
            self._finish()
            return
        super().update()
        if play.advance() and s.state.phase == Phase.OVER:
            self._finish()
        play.settle(self.music, self.music_duelist)
        self.clock = banner.clock_line(s.net, ["YOU" if i == s.net.seat else SIDE_NAMES[i] for i in range(2)])
        banner.quiet_prompt(play, banner.wait_hint(s.net, menu=True))

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the duel, the clock strip, then the network banner when there is one."""
        self.play.paint(canvas)
        banner.paint_clock(canvas, self.ctx.font, self.clock)
        banner.paint(canvas, self.ctx.font, self.banner)

    # --- the end -------------------------------------------------------------------------------

    def forfeit(self) -> None:
        """Leaving the duel from the pause menu: the other player is told this seat has left."""
        self._close()

    def _close(self) -> None:
        self.ended = True
        self.link.close()
        leave(self.ctx)

    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        s = self.session
        note = (s.net.ended or {}).get("note", "")
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
        if self.link.session.net.seat < 0 and self.winner >= 0:  # watched from no seat: RED is side 0
            title = f"{SIDE_NAMES[self.winner]} WINS"
        f.draw(canvas, title, (160, box.y + 12), frames.GOLD, "center")
        f.draw(canvas, self.note or "Online 2P Duel", (160, box.y + 36), frames.INK, "center")
        f.draw(canvas, "The host keeps the replay of this duel.", (160, box.y + 56), frames.DIM, "center")
        ok, _ = prompt_labels(self.ctx)
        footer(canvas, f, f"{ok} Leave the room")
