"""The attract duel: two computer duelists on the real board while the title is left alone.

The title decides the duel headless (game.sim.attract) and opens this screen with its log. The duel
is played back by the duel scene itself (made through the registry, with two AI seats' actions as a
replay), so it shows the real board, cards and animations; this screen only owns it, draws a
DEMO PLAY bar with PUSH START BUTTON over it, and goes back to the title on any press, when the duel
is over or after ``MAX_TICKS``. The duel scene's own results screen is never reached: the last
picture is held for ``END_HOLD`` ticks instead. Both sides are computer duelists, so the LP panel
names both (the duel scene would call the bottom one YOU).
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.gfx.title_art import pulse_alpha
from game.input import Press
from game.rules.state import Phase
from game.scenes.base import Context, Scene
from game.scenes.nav import Screen

MAX_TICKS = 2 * 60 * 60  # the original's intro film runs about this long before the title returns
END_HOLD = 120


class AttractScene(Scene):
    """Owns a replaying duel scene and hands it updates and draws, never presses."""

    def __init__(self, log, seat: int = 0) -> None:
        super().__init__()
        self.log = log
        self.seat = seat  # the duelist playing the bottom seat (0: none named, "CPU")
        self.ending = 0  # ticks the finished duel has been held
        self.leaving = False

    def enter(self, ctx: Context) -> None:
        """Makes the duel scene for the log (the duel's own music starts with it)."""
        super().enter(ctx)
        from game.replays import ReplayFile
        from game.scenes.duel.session import DuelSession

        session = DuelSession.from_replay(ctx.db, ReplayFile(log=self.log, label="Attract"))
        names = (_name(ctx.db, self.seat), _name(ctx.db, int(self.log.opponent)))  # two computers: no "YOU"
        self.duel = ctx.screen(Screen.DUEL, session=session, replay=True, names=names)
        self.duel.enter(ctx)
        self.music, self.music_duelist = self.duel.music, self.duel.music_duelist
        self.plate = pygame.Surface((320, 13))  # over the replay's own counter line: this is no replay
        self.plate.fill((10, 8, 24))
        pygame.draw.line(self.plate, frames.GOLD, (0, 12), (319, 12))
        ctx.font.draw(self.plate, "DEMO PLAY", (6, 1), frames.GOLD)
        self.press = pygame.Surface((ctx.font.width("PUSH START BUTTON") + 2, 11), pygame.SRCALPHA)
        ctx.font.draw(self.press, "PUSH START BUTTON", (0, 0), frames.INK)

    @property
    def finished(self) -> bool:
        """Returns whether the duel's last action has been shown (or the log has no more)."""
        duel = self.duel
        if duel.play.presenter.moving:
            return False
        return duel.session.state.phase == Phase.OVER or duel.session.played >= len(self.log.actions)

    def handle(self, press: Press) -> Press | None:
        """Any press goes back to the title."""
        if not press.repeat:
            self._leave()
        return None

    def update(self) -> None:
        """Plays the duel on; back to the title when it is over or has run long enough."""
        super().update()
        if self.leaving:
            return
        if self.finished:
            self.ending += 1
            if self.ending >= END_HOLD:
                self._leave()
            return
        self.duel.update()
        if self.frame >= MAX_TICKS:
            self._leave()

    def _leave(self) -> None:
        if not self.leaving:
            self.leaving = True
            self.ctx.stack.pop(fade=True)

    def exit(self) -> None:
        """Closes the owned duel scene."""
        self.duel.exit()

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the duel, then the DEMO PLAY plate and the pulsing press line."""
        self.duel.draw(canvas)
        canvas.blit(self.plate, (0, 0))
        self.press.set_alpha(pulse_alpha(self.frame))
        canvas.blit(self.press, self.press.get_rect(topright=(314, 1)))


def _name(db, duelist: int) -> str:
    """Returns a duelist's name as the LP panel shows an opponent's ("CPU" when unknown)."""
    names = db.duelist_names
    return names[duelist].split(" (")[0] if 0 < duelist < len(names) else "CPU"
