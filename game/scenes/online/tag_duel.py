"""The online Tag Duel: the Tag Duel screen (four-seat panel, partner view, turning to either
opponent) for one seat, fed by the host through a ``NetTagSession``.

As for the online 2P duel only the flow differs: every other seat plays on its own machine (or is
the host's AI), a committed play waits for the host's update, and the network banner says what is
happening whenever the duel cannot go on.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.gfx.portraits import PLAYER
from game.input import Press
from game.input_bindings import Button
from game.rules.teams import team_of
from game.scenes.duel.setup import END_MESSAGES
from game.scenes.nav import leave
from game.scenes.online import banner
from game.scenes.tag.config import TagConfig, TagSeat
from game.scenes.tag.scene import TagDuelScene
from game.scenes.tag.session import project
from game.scenes.widgets import prompt_labels


class NetTagDuelScene(TagDuelScene):
    """One seat's Tag Duel over the network; ``link.session`` is a ``NetTagSession``."""

    def __init__(self, link, on_end=None) -> None:
        seat, others = link.session.seat, iter(range(1, 4))
        # input player 1 plays this seat; the others are people elsewhere (never pressed here)
        seats = [TagSeat(0 if i == seat else next(others), PLAYER) for i in range(4)]
        super().__init__(TagConfig(seats=seats, private=False), 0, on_end)
        self.link = link
        self.banner: list[str] = []
        self.net = banner.NetBanner()
        self.inbox: deque = deque()  # host updates not shown yet (each waits for the one before)

    def enter(self, ctx) -> None:
        """Opens on this seat's pair, with the opening draws the host sent."""
        s = self.link.session
        self.session = s
        self.order = s.real.order
        lobby = (s.lobby or {}).get("seats", [])
        self.names = [lobby[i]["name"] if i < len(lobby) and lobby[i]["name"] else "" for i in range(4)]
        self.viewer = s.seat
        super(TagDuelScene, self).enter(ctx)  # the 1v1 screen's opening: the room dealt the duel
        self.controls.reset()
        self._refresh()

    @property
    def busy(self) -> bool:
        """Also busy while the host has not answered, the duel is paused or the link is down."""
        s = self.session
        if self.outcome:
            return False
        return super().busy or s.waiting or s.paused is not None or bool(s.lost) or bool(self.inbox)

    def _needs_pass(self, before, seat) -> bool:
        return False  # each player has their own screen

    def _commit_real(self, actions: list[int]) -> None:
        self.session.commit_real(actions)
        self.controls.reset()

    def _take(self, view, events: list, n: int, legal: list[int]) -> None:
        """Shows one host update the way a local commit shows its play."""
        s = self.session
        before, pre, team = (s.home, s.foe), s.real, s.team
        shown = s.apply(view, events, n, legal)
        if (s.home, s.foe) != before:  # the screen turns to another pair: the picture before the play
            self.presenter.rest(project(pre, s.home, s.foe))
            if team != s.team:
                self.presenter.lp_shown.reverse()
        self.controls.reset()
        self.presenter.feed(shown, s.state, committed=s.played > 0)
        self.aftermath += self._aftermath(pre)

    def update(self) -> None:
        """Takes the host's updates, keeps the link alive, then runs the Tag screen's step."""
        s = self.session
        self.inbox.extend(s.poll())
        if self.inbox and not self.presenter.moving and not self.aftermath and not self.held_card:
            self._take(*self.inbox.popleft())  # one play at a time, as a local table shows them
            self._refresh()
        self.banner = self.net.step(s)
        pr = self.presenter
        if s.ended is not None and not self.ended and not pr.moving and not self.aftermath and not self.inbox:
            self._finish()
        super().update()

    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        st, s = self.real, self.session
        if st.over:
            mine = team_of(s.seat) == st.winner
            self.outcome = f"{'YOUR TEAM' if mine else 'THE OTHER TEAM'} WINS - {END_MESSAGES[st.end_reason]}"
        else:
            self.outcome = "THE DUEL WAS ENDED BY AGREEMENT"
        self.config.wins[st.winner if st.over else 0] += int(st.over)
        self.ctx.audio.play_music()

    def handle(self, press: Press) -> Press | None:
        """The result or a lost link: any confirm leaves; a pause after its grace: Square/Triangle vote."""
        ctx, s, b = self.ctx, self.session, press.button
        if self.outcome or (s.lost and (s.refused_for_good or self.net.gave_up)):
            if ctx.is_confirm(press) or ctx.is_cancel(press) or b == Button.START:
                self._close(self.outcome or "Online Tag Duel ended")
            return None
        if s.paused is not None:
            if s.paused.get("choices") and b in (Button.SQUARE, Button.TRIANGLE):
                s.vote("ai" if b == Button.SQUARE else "end")
                ctx.audio.play("confirm")
            return None
        return super().handle(press)

    def _close(self, text: str) -> None:
        self.link.close()
        if self.tag_end is not None:
            self.tag_end(text)
            self.tag_end = None
        leave(self.ctx)

    def draw(self, canvas: pygame.Surface) -> None:
        """The Tag screen, then the network banner (or the result's own way out) on top."""
        super().draw(canvas)
        if self.outcome:  # the local screen's result offers a rematch; online the room is left
            f = self.ctx.font
            box = pygame.Rect(40, 84, 240, 20 + 14 * 3)
            frames.panel(canvas, box)
            lines = (self.outcome, "Online Tag Duel", f"{prompt_labels(self.ctx)[0]} Leave the room")
            for i, line in enumerate(lines):
                draw_fitted(canvas, f, line, (160, box.y + 10 + i * 14), box.w - 12,
                            frames.GOLD if i == 0 else frames.INK, "center")
            return
        banner.paint(canvas, self.ctx.font, self.banner)
