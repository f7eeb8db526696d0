"""Replays from the menu: a list of the recorded duels, each opened in the duel scene's replay mode.

Playback re-simulates from the seed with the recorded actions (``DuelSession.from_replay``), so
what is shown is the engine's own result, not a recording of pictures. In the duel scene:
Cross play/pause, Right one action, Left back one action, L1/R1 previous/next turn start,
Up/Down speed preset, Square held fast-forward, Circle leave. A file that cannot be used is listed
with its problem instead of opening.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.gfx import frames
from game.input import Press
from game.scenes.base import Context, Scene
from game.scenes.duel import replays
from game.scenes.widgets import ROW_H, Cursor, draw_rows, footer, prompt_labels

_VISIBLE = 12


def open_replay(ctx: Context, path: Path | str):
    """Returns a duel scene playing the replay file back; raises ReplayFileError on a bad file."""
    from game.scenes.duel.scene import DuelScene
    from game.scenes.duel.session import DuelSession

    rf = replays.load(path)
    warning = replays.mods_mismatch(ctx.db, rf)
    if warning:  # played anyway: the player chose the file, the log says why it may differ
        import logging

        logging.getLogger("fmduel").warning("%s", warning)
    replays.check(ctx.db, rf)
    return DuelScene(session=DuelSession.from_replay(ctx.db, rf), replay=True)


class ReplayListScene(Scene):
    """The newest replays first; confirm opens one."""

    def enter(self, ctx: Context) -> None:
        """Lists the files in the replays directory."""
        super().enter(ctx)
        self.files = replays.list_replays()
        self.cursor = Cursor(max(len(self.files), 1))
        self.error = ""

    def handle(self, press: Press) -> Press | None:
        """Moves, opens a replay or goes back."""
        ctx = self.ctx
        if self.cursor.move(press.button):
            ctx.audio.play("cursor")
        elif ctx.is_confirm(press) and self.files:
            try:
                scene = open_replay(ctx, self.files[self.cursor.index])
            except replays.ReplayFileError as exc:
                self.error = str(exc)
                ctx.audio.play("buzz")
                return None
            self.error = ""
            ctx.audio.play("confirm")
            ctx.stack.push(scene, fade=True)
        elif ctx.is_cancel(press):
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the list and any problem with the chosen file."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "REPLAYS", (12, 8), frames.GOLD)
        box = pygame.Rect(8, 22, 304, _VISIBLE * ROW_H + 12)
        frames.panel(canvas, box)
        if not self.files:
            f.draw(canvas, f.fit(f"No replays in {replays.replays_dir()}", box.w - 16), (box.x + 8, box.y + 8), frames.DIM)
        top = max(0, self.cursor.index - _VISIBLE + 1)
        rows = [(p.stem, True) for p in self.files[top:top + _VISIBLE]]
        draw_rows(canvas, f, pygame.Rect(box.x + 6, box.y + 7, box.w - 12, 0), rows, self.cursor.index - top, self.frame)
        if self.error:
            for i, line in enumerate(f.wrap(self.error, 300)[:3]):
                f.draw(canvas, line, (10, 184 + i * 10), frames.WARN)
        ok, back = prompt_labels(self.ctx)
        footer(canvas, f, f"{ok} Watch   {back} Back")
