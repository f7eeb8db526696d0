"""The online Tag Duel: one seat's Tag Duel screen (four-seat panel, partner view, turning to either
opponent), fed by the host through a ``NetTagSession``.

It composes what the local Tag screen composes (a ``DuelPlay`` on the session, and the ``TagTable``
of game/scenes/tag/table.py); only the flow differs: every other seat plays on its own machine (or is
the host's AI), a committed play waits for the host's update, and the network banner says what is
happening whenever the duel cannot go on.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.gfx.portraits import PLAYER
from game.input import Press
from game.input_bindings import Button
from game.rules.state import Phase
from game.rules.teams import SEAT_NAMES, team_of
from game.scenes.base import Scene
from game.scenes.duel import answers
from game.scenes.duel.play import DuelPlay
from game.scenes.duel.setup import END_MESSAGES
from game.scenes.nav import leave
from game.scenes.online import banner
from game.scenes.tag.config import TagConfig, TagSeat
from game.scenes.tag.seats import dialog
from game.scenes.tag.table import TagTable
from game.scenes.widgets import prompt_labels

TAG_CLOCK_Y = 38  # the clock strip's top on the Tag table: under the four seats' panel


class NetTagDuelScene(Scene):
    """One seat's Tag Duel over the network; ``link.session`` is a ``NetTagSession``."""

    music = "silence"  # the menu music fades as the duel opens; the duel theme comes in with it
    replay = False
    labels = answers.table_labels  # the seats on the board
    sequence_name = answers.sequence_name
    pause = answers.ask_quit  # Start held: asks whether to leave the duel

    def __init__(self, link, on_end=None) -> None:
        super().__init__()
        seat, others = link.session.net.seat, iter(range(1, 4))
        # input player 1 plays this seat; the others are people elsewhere (never pressed here)
        seats = [TagSeat(0 if i == seat else next(others), PLAYER) for i in range(4)] if seat >= 0 else \
            [TagSeat(i + 1, PLAYER) for i in range(4)]  # a spectator (a server's room): no seat is pressed here
        self.config, self.tag_end = TagConfig(seats=seats, private=False), on_end
        self.link, self.session = link, link.session
        self.outcome = ""
        self.ended = False
        self.banner: list[str] = []
        self.clock = ""  # the clock strip's words (from the room's clock message)
        self.link_banner = banner.NetBanner()
        self.inbox: deque = deque()  # host updates not shown yet (each waits for the one before)

    def enter(self, ctx) -> None:
        """Opens on this seat's pair, with the opening draws the host sent (the room dealt the duel)."""
        super().enter(ctx)
        s = self.session
        lobby = (s.net.lobby or {}).get("seats", [])
        names = [lobby[i]["name"] if i < len(lobby) and lobby[i]["name"] else "" for i in range(4)]
        self.play = DuelPlay(ctx, s, self)
        self.table = TagTable(self, self.config, names, s.real.order)
        answers.open_duel(self)

    # --- what the play asks (Table) ---------------------------------------------------------

    @property
    def real(self):
        """Returns the four-seat state as this seat knows it."""
        return self.session.real

    @property
    def busy(self) -> bool:
        """Busy as the local Tag screen, and while the host has not answered, the duel is paused or the
        link is down."""
        net = self.session.net
        if self.outcome:
            return False
        return ((not self.table.asking_quit and self.table.waits) or net.waiting or net.paused is not None
                or bool(net.lost) or bool(self.inbox))

    def commit(self, actions: list[int]) -> None:
        """Sends this seat's finished play to the host; it is shown when the host's update comes back."""
        self.session.commit(actions)
        self.play.controls.reset()

    # --- the screen ------------------------------------------------------------------------

    def handle(self, press: Press) -> Press | None:
        """The result or a lost link: any confirm leaves; a pause after its grace: Square/Triangle vote;
        else the quit question, or the table."""
        ctx, s, b = self.ctx, self.session.net, press.button
        if self.outcome or (s.lost and (s.refused_for_good or self.link_banner.gave_up)):
            if ctx.is_confirm(press) or ctx.is_cancel(press) or b == Button.START:
                self._close(self.outcome or "Online Tag Duel ended")
        elif s.paused is not None:
            if s.paused.get("choices") and b in (Button.SQUARE, Button.TRIANGLE):
                s.vote("ai" if b == Button.SQUARE else "end")
                ctx.audio.play("confirm")
        elif self.table.asking_quit:
            if self.table.answer_quit(press):
                self._close("Tag Duel quit")
        else:
            self.table.press(press)
        return None

    def update(self) -> None:
        """Takes the host's updates (one play at a time, as a local table shows them), keeps the link
        alive, then runs the duel's frame."""
        s, play, table = self.session, self.play, self.table
        pr = play.presenter
        self.inbox.extend(s.poll())
        if self.inbox and not pr.moving and not table.aftermath and not play.held_card:
            update = self.inbox.popleft()
            table.show(lambda: s.apply(*update), queue=True)
            play.refresh()
        self.banner = self.link_banner.step(s.net)
        if s.net.ended is not None and not self.ended and not pr.moving and not table.aftermath and not self.inbox:
            self._finish()
        table.step()
        super().update()
        if play.advance() and s.state.phase == Phase.OVER:
            self._finish()
        play.settle(self.music, self.music_duelist)
        self.clock = banner.clock_line(s.net, ["YOU" if i == s.net.seat else SEAT_NAMES[i] for i in range(4)])
        banner.quiet_prompt(play, banner.wait_hint(s.net, menu=False))

    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        st, s = self.real, self.session
        if st.over:
            mine = team_of(s.net.seat) == st.winner
            self.outcome = f"{'YOUR TEAM' if mine else 'THE OTHER TEAM'} WINS - {END_MESSAGES[st.end_reason]}"
        else:
            self.outcome = "THE DUEL WAS ENDED BY AGREEMENT"
        self.config.wins[st.winner if st.over else 0] += int(st.over)
        self.ctx.audio.play_music()

    def _close(self, text: str) -> None:
        self.link.close()
        if self.tag_end is not None:
            self.tag_end(text)
            self.tag_end = None
        leave(self.ctx)

    def exit(self) -> None:
        """Tells the caller how the duel went."""
        if self.outcome and self.tag_end is not None:
            self.tag_end(self.outcome)

    def draw(self, canvas: pygame.Surface) -> None:
        """The Tag table, then the result and its way out (online the room is left), or the quit question
        and the network banner on top."""
        self.play.paint(canvas)
        self.table.paint(canvas)
        f = self.ctx.font
        if self.outcome:
            ok, _ = prompt_labels(self.ctx)
            dialog(canvas, f, (self.outcome, "Online Tag Duel", f"{ok} Leave the room"))
            return
        if self.table.asking_quit:
            self.table.paint_quit(canvas)
        banner.paint_clock(canvas, f, self.clock, y=TAG_CLOCK_Y)
        banner.paint(canvas, f, self.banner)
