"""Tag Duel on the duel screen (§17): the 1v1 board, HUD, hand, cursors and motions for four seats.

``TagDuelScene`` composes a ``TagSession`` (game/scenes/tag/session.py), which shows two seats at a
time (the viewing team's seat at the bottom, an opponent at the top), a ``DuelPlay`` on it (the 1v1
presenter, controls and prompt) and a ``TagTable`` (table.py: the partner's view, the partner pick,
turning to the other opponent, the four-seat panel). The screen itself says who acts and how it ends:

    computer seats    play through their own tag agents; humans press on their own pads
    Start held        quit the duel (asks, No first)
    pass screen       between humans of opposing teams when hands are hidden (R17.4, R16.6)
    the end           the result with the match score: Cross a rematch, Circle the set-up
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ai.tag import make_tag_agent
from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.rules.state import Phase
from game.rules.tag import setup_tag_duel
from game.rules.teams import SEAT_NAMES, turn_order
from game.scenes.base import Scene
from game.scenes.duel import answers
from game.scenes.duel.play import DuelPlay
from game.scenes.duel.setup import END_MESSAGES, rule_options
from game.scenes.tag.config import TagConfig
from game.scenes.tag.seats import dialog
from game.scenes.tag.session import TagSession, to_real
from game.scenes.tag.table import TagTable
from game.scenes.widgets import prompt_labels


class TagDuelScene(Scene):
    """One Tag Duel; ``on_end`` gets a one-line result for the setup screen."""

    music = "silence"  # the menu music fades as the duel opens; the duel theme comes in with it
    replay = False
    labels = answers.table_labels  # the seats on the board
    sequence_name = answers.sequence_name
    pause = answers.ask_quit  # Start held: asks whether to quit the duel

    def __init__(self, config: TagConfig, seed: int, on_end: Callable[[str], None] | None = None, *,
                 position: tuple | None = None) -> None:
        super().__init__()
        self.config, self.seed, self.tag_end = config, seed, on_end
        self.position = position  # (state, opening events): a set position (tests, the gallery)
        self.outcome = ""
        self.ended = False

    def enter(self, ctx) -> None:
        """Deals the four decks, seats the computers and opens on the first human's side."""
        super().enter(ctx)
        c = self.config
        humans = tuple(i for i, s in enumerate(c.seats) if s.human)
        first = self.seed % 2 if c.random_first else (humans[0] % 2 if humans else 0)  # R17.6
        real, opening = self.position or setup_tag_duel(
            ctx.db, (None,) * 4, duelists=tuple(s.duelist for s in c.seats), first_team=first,
            per_team_terrain=c.per_team_terrain, rng_seed=self.seed,
            options=c.rule_options(rule_options(ctx.config)))
        agents = {i: make_tag_agent(s.level, s.duelist, self.seed * 4 + i, ctx.db)
                  for i, s in enumerate(c.seats) if not s.human}
        order = real.order or turn_order(first)
        self.session = TagSession(ctx.db, real, opening, agents, humans)
        names = ctx.db.duelist_names
        names = [names[s.duelist].split(" (")[0] if 0 < s.duelist < len(names) else "" for s in c.seats]
        self.viewer = next((s for s in order if s in humans), -1)
        # the top side keeps the computer duelist's look (its title card, its cursor in its hidden hand)
        self.play = DuelPlay(ctx, self.session, self)
        self.table = TagTable(self, c, names, order)
        answers.open_duel(self)
        if self.viewer >= 0 and self._needs_pass(None, self.viewer):
            ctx.stack.push(TagPassScene(self.table, self.viewer))

    # --- what the play asks (Table) ---------------------------------------------------------

    @property
    def real(self):
        """Returns the four-seat engine state."""
        return self.session.real

    @property
    def pick(self):
        """Returns the open partner-card prompt, or None."""
        return self.table.pick

    @property
    def busy(self) -> bool:
        """Returns whether the player waits: the 1v1 reasons, or a computer seat (or nobody) plays."""
        if self.outcome or self.table.asking_quit:
            return False  # the result (or the quit question) waits for a press
        return self.table.waits

    def commit(self, actions: list[int]) -> None:
        """Plays the acting human's finished play (in the pair's action ids)."""
        s = self.session
        self.commit_real([to_real(a, s.home, s.foe) for a in actions])

    def commit_real(self, actions: list[int]) -> None:
        """Plays engine actions and shows them; a human of the other team next gets the pass screen."""
        s = self.session
        self.table.show(lambda: s.commit_real(actions))
        act = s.real.active
        if act in s.humans and act != self.viewer and not s.real.over:
            last, self.viewer = self.viewer, act
            if self._needs_pass(last, act):
                self.ctx.stack.push(TagPassScene(self.table, act))

    def _needs_pass(self, before: int | None, seat: int) -> bool:
        """Returns whether a pass screen hides the hands: hidden hands, humans in both teams, team change."""
        c = self.config
        teams = {i % 2 for i, s in enumerate(c.seats) if s.human}
        return c.private and len(teams) == 2 and (before is None or before % 2 != seat % 2)

    # --- the screen ------------------------------------------------------------------------

    def handle(self, press: Press) -> Press | None:
        """The result and the quit question take any human's press; the rest go to the table."""
        ctx, b = self.ctx, press.button
        if self.outcome:
            if ctx.is_confirm(press) or b == Button.START:
                ctx.stack.replace(TagDuelScene(self.config, self.seed + 1, self.tag_end), fade=True)
            elif ctx.is_cancel(press):
                ctx.stack.pop(fade=True)
        elif self.table.asking_quit:
            if self.table.answer_quit(press):
                self._close("Tag Duel quit")
        else:
            self.table.press(press)
        return None

    def update(self) -> None:
        """Shows the off-board seats a play reached first; when the duel rests, its end or a computer seat."""
        self.table.step()
        super().update()
        play, real = self.play, self.session.real
        if play.advance():
            if self.session.state.phase == Phase.OVER:
                self._finish()
            elif not real.over and real.active in self.session.agents:
                self._computer_turn()
        play.settle(self.music, self.music_duelist)

    def _computer_turn(self) -> None:
        play = self.play
        if play.cpu_wait > 0:
            play.cpu_wait -= 1
            return
        self.commit_real([self.session.ai_action()])
        play.refresh()

    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        st = self.real
        self.config.wins[st.winner] += 1
        self.outcome = f"TEAM {st.winner + 1} WINS - {END_MESSAGES[st.end_reason]}"
        self.ctx.audio.play_music()

    def draw(self, canvas: pygame.Surface) -> None:
        """The 1v1 board and HUD, the four-seat panel and banner, then the quit question or the result."""
        self.play.paint(canvas)
        self.table.paint(canvas)
        f = self.ctx.font
        ok, back = prompt_labels(self.ctx)
        if self.table.asking_quit:
            self.table.paint_quit(canvas)
        elif self.outcome:
            dialog(canvas, f, (self.outcome, f"Team 1 {self.config.wins[0]} - {self.config.wins[1]} Team 2",
                               f"{ok} Rematch   {back} Set-up"))

    def _close(self, text: str) -> None:
        if self.tag_end is not None:
            self.tag_end(text)
            self.tag_end = None
        self.ctx.stack.pop(fade=True)

    def exit(self) -> None:
        """Tells the setup how the duel went."""
        if self.outcome and self.tag_end is not None:
            self.tag_end(self.outcome)


class TagPassScene(Scene):
    """Hides the table until the human whose turn it is is ready (R17.4: the pass screen of R16.6)."""

    def __init__(self, table: TagTable, seat: int) -> None:
        super().__init__()
        self.table, self.seat = table, seat

    def handle(self, press: Press) -> Press | None:
        """Confirm or Start on the incoming human's device shows the table."""
        if press.player != self.table.config.seats[self.seat].player:
            return None
        if press.button == Button.START or self.ctx.is_confirm(press):
            self.ctx.audio.play("confirm")
            self.ctx.stack.pop()
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the cover."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        seat = self.table.config.seats[self.seat]
        title = f"{SEAT_NAMES[self.seat]} - {self.table.names[self.seat]} ({seat.label()})"
        dialog(canvas, f, (title, "The other team looks away.",
                           f"{prompt_labels(self.ctx)[0]} or START on your own pad when ready"))
