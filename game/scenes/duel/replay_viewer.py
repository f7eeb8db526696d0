"""Replays from the menu: a list of the recorded duels, each opened in the duel scene's replay mode.

Playback re-simulates from the seed with the recorded actions (``DuelSession.from_replay``), so
what is shown is the engine's own result, not a recording of pictures. In the duel scene:
Cross play/pause, Right one action, Left back one action, L1/R1 previous/next turn start,
Up/Down speed preset, Square held fast-forward, Circle leave. A file that cannot be used is listed
with its problem instead of opening.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from game import replays
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.scenes.base import Context, Scene
from game.scenes.nav import Screen
from game.scenes.widgets import ROW_H, Cursor, draw_rows, footer, prompt_labels

_VISIBLE = 12
_NAME = re.compile(r"^(\d{4})(\d\d)(\d\d)-(\d\d)(\d\d)\d\d-vs(\d\d)(?:-\d+)?$")  # replays.save's file names
PENDING = "..."


def row_facts(db, path: Path) -> tuple[str, str]:
    """Returns (opponent, date) for a replay file from its name alone ("" when the name is not ours)."""
    m = _NAME.match(path.stem)
    if not m:
        return "", ""
    year, month, day, hour, minute, opp = m.groups()
    opponent = int(opp)
    name = db.duelist_names[opponent] if 1 <= opponent < len(db.duelist_names) else \
        "2P Duel" if opponent == 0 else f"duelist {opponent}"  # 0: an online 2P duel's record
    return name, f"{year}-{month}-{day} {hour}:{minute}"


def row_result(db, path: Path) -> tuple[str, str]:
    """Returns (opponent, result) by re-simulating the file: Won, Lost, Forfeit (a replay saved before the end) or damaged."""
    try:
        rf = replays.load(path)
        state = replays.simulate(db, rf)
    except replays.ReplayFileError:
        return "", "damaged"
    opponent = db.duelist_names[rf.log.opponent] if 1 <= rf.log.opponent < len(db.duelist_names) else ""
    if rf.log.opponent == 0:  # an online 2P duel: no "you", Red against Blue
        return "2P Duel", {0: "Red won", 1: "Blue won"}.get(int(state.winner), "Unfinished")
    result = {0: "Won", 1: "Lost"}.get(int(state.winner), "Forfeit")
    return opponent, result


def open_replay(ctx: Context, path: Path | str):
    """Returns a duel scene playing the replay file back; raises ReplayFileError on a bad file."""
    from game.scenes.duel.session import DuelSession

    rf = replays.load(path)
    _state, status, reason = replays.verify(ctx.db, rf)
    warning = reason if status != replays.HashCheck.MATCHES else ""
    if status == replays.HashCheck.NONE_RECORDED:
        warning = replays.mods_mismatch(ctx.db, rf)
    if warning:  # played anyway: the player chose the file, the log says why it may differ (edition, mods)
        import logging

        logging.getLogger("fmduel").warning("%s", warning)
    return ctx.screen(Screen.DUEL, session=DuelSession.from_replay(ctx.db, rf), replay=True)


class ReplayListScene(Scene):
    """The newest replays first, each as opponent, date and result; confirm opens one.

    The date and opponent come from the file name; the result needs the duel re-simulated, which
    is done for one visible row per frame, so a long list opens at once and fills in.
    """

    def enter(self, ctx: Context) -> None:
        """Lists the files in the replays directory."""
        super().enter(ctx)
        self.files = replays.list_replays()
        self.cursor = Cursor(max(len(self.files), 1))
        self.error = ""
        self.rows: dict[Path, list[str]] = {p: [*row_facts(ctx.db, p), PENDING] for p in self.files}

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

    def _top(self) -> int:
        return max(0, self.cursor.index - _VISIBLE + 1)

    def update(self) -> None:
        """Works out the result of one visible row still pending."""
        super().update()
        top = self._top()
        for path in self.files[top:top + _VISIBLE]:
            row = self.rows[path]
            if row[2] == PENDING:
                opponent, row[2] = row_result(self.ctx.db, path)
                row[0] = row[0] or opponent or path.stem
                return

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the list (opponent, date, result) and any problem with the chosen file."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "REPLAYS", (12, 8), frames.GOLD)
        box = pygame.Rect(8, 32, 304, _VISIBLE * ROW_H + 12)
        frames.panel(canvas, box)
        if not self.files:
            draw_fitted(canvas, f, f"No replays in {replays.replays_dir()}", (box.x + 8, box.y + 8), box.w - 16, frames.DIM)
        else:
            f.draw(canvas, "OPPONENT", (box.x + 10, 21), frames.DIM)
            f.draw(canvas, "DATE (UTC)", (box.x + 150, 21), frames.DIM)
            f.draw(canvas, "RESULT", (box.right - 8, 21), frames.DIM, "right")
        top = self._top()
        inner = pygame.Rect(box.x + 6, box.y + 7, box.w - 12, 0)
        shown = self.files[top:top + _VISIBLE]
        rows = [("vs " + f.fit(self.rows[p][0] or p.stem, 130), True) for p in shown]
        draw_rows(canvas, f, inner, rows, self.cursor.index - top, self.frame)
        for i, path in enumerate(shown):
            _, date, result = self.rows[path]
            y = inner.y + i * ROW_H
            f.draw(canvas, date, (box.x + 150, y), frames.INK)
            colour = {"Won": frames.GOLD, "Lost": frames.WARN, "damaged": frames.WARN}.get(result, frames.DIM)
            f.draw(canvas, result, (inner.right - 4, y), colour, "right")
        if self.error:
            for i, line in enumerate(f.wrap(self.error, 300)[:3]):
                f.draw(canvas, line, (10, 194 + i * 10), frames.WARN)
        ok, back = prompt_labels(self.ctx)
        footer(canvas, f, f"{ok} Watch   {back} Back")
