"""Save slots as the player sees them (M18, R15.22, D-29): load, save, and the new game's slot.

A damaged or newer-version file is never reset: the slot says what is wrong, and choosing it
offers the backup (the previous good save) when there is one. Saving over a slot that holds a
different career asks first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from game.career.save import SaveError, list_slots, load_backup, load_slot
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.career.kit import ask, header, hints
from game.scenes.career.session import Career
from game.scenes.widgets import Cursor

_ROW = 24


class SlotScene(Scene):
    """Lists the slots; ``mode`` is "load" (then ``on_loaded(career)``) or "save" (writes ``career``)."""

    def __init__(self, mode: str, *, career: Career | None = None, base=None,
                 on_loaded: Callable[[Career], None] | None = None,
                 on_saved: Callable[[int], None] | None = None) -> None:
        super().__init__()
        self.mode, self.career, self.on_loaded, self.on_saved = mode, career, on_loaded, on_saved
        self.base = career.base if career is not None else base
        self.message = ""

    def enter(self, ctx) -> None:
        """Reads the slot summaries (never raises for a bad file)."""
        super().enter(ctx)
        self.refresh()
        self.cursor = Cursor(len(self.slots), max(0, (self.career.slot - 1) if self.career and self.career.slot else 0))

    def refresh(self) -> None:
        """Re-reads the slot files."""
        self.slots = list_slots(self.base)

    def handle(self, press: Press) -> Press | None:
        """Up/Down/L1/R1 pick a slot, confirm loads or saves, back leaves."""
        ctx = self.ctx
        if self.cursor.move(press.button):
            ctx.audio.play("cursor")
        elif ctx.is_confirm(press) and not press.repeat:
            info = self.slots[self.cursor.index]
            (self._load if self.mode == "load" else self._save)(info)
        elif press.button == Button.SELECT and self.mode == "save" and not press.repeat:
            self._toggle_autosave()
        elif ctx.is_cancel(press) and not press.repeat:
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def _toggle_autosave(self) -> None:
        """D-02 variant: on for a new career (each win is written to the slot); off is the classic way."""
        save = self.career.save
        self.career.update(replace(save, options=replace(save.options, autosave=not save.options.autosave)))
        self.message = "Autosave after each win: " + autosave_label(self.career.save.options.autosave)
        self.ctx.audio.play("cursor")

    # --- load ------------------------------------------------------------------------------

    def _load(self, info) -> None:
        ctx = self.ctx
        if info.error:
            lines = [f"Slot {info.slot} cannot be loaded:", info.error, "The file was not changed."]
            if info.backup_available:
                ask(ctx, lines + ["Load the backup (the save before the last one)?"], ("Load backup", "Cancel"),
                    lambda i: i == 0 and self._open(info.slot, backup=True), cancel=1, warn=True)
            else:
                ask(ctx, lines + ["No backup exists for this slot."], warn=True)
            ctx.audio.play("buzz")
            return
        if info.save is None:
            self.message = f"Slot {info.slot} is empty."
            ctx.audio.play("buzz")
            return
        self._open(info.slot)

    def _open(self, slot: int, backup: bool = False) -> None:
        try:
            save = load_backup(slot, self.base) if backup else load_slot(slot, self.base)
        except SaveError as exc:
            ask(self.ctx, ["The save cannot be loaded:", exc.problem], warn=True)
            return
        from game.randomizer.runs import active_run, mix_problem

        mixed = mix_problem(save, active_run(self.ctx.db))
        if mixed:  # a randomized career plays on its own run's tables only (the file is not changed)
            self.ctx.audio.play("buzz")
            ask(self.ctx, [mixed], warn=True)
            return
        career = Career(save, slot=slot, base=self.base, dirty=backup)
        self.ctx.audio.play("confirm")
        if self.on_loaded is not None:
            self.on_loaded(career)

    # --- save ------------------------------------------------------------------------------

    def _save(self, info) -> None:
        career = self.career
        assert career is not None
        if info.save is not None or info.error:
            if info.error:
                what = "a damaged save (it will be kept as slot_N.corrupt.json)".replace("N", str(info.slot))
            elif info.slot == career.slot and info.save.code == career.save.code:
                what = f"this career's last save ({_progress(info.save)})"
            else:
                what = f"{info.save.name}'s save ({_progress(info.save)})"
            ask(self.ctx, [f"Slot {info.slot} holds {what}.", "Save over it?"], ("No", "Yes"),
                lambda i: i == 1 and self._write(info.slot), cancel=0, title="OVERWRITE?")
            return
        self._write(info.slot)

    def _write(self, slot: int) -> None:
        try:
            path = self.career.write(slot)
        except (SaveError, OSError) as exc:
            self.ctx.audio.play("buzz")
            ask(self.ctx, ["The game was NOT saved:", str(exc)], warn=True)
            return
        self.refresh()
        self.message = f"Saved to slot {slot} ({path.name})."
        self.ctx.audio.play("confirm")
        if self.on_saved is not None:
            self.on_saved(slot)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws one row per slot: name, starchips, progress, or the problem."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        header(canvas, f, {"load": "CONTINUE / LOAD", "save": "SAVE"}.get(self.mode, "CHOOSE A SLOT"))
        box = pygame.Rect(8, 18, 304, len(self.slots) * _ROW + 8)
        frames.panel(canvas, box)
        for i, info in enumerate(self.slots):
            r = pygame.Rect(box.x + 4, box.y + 4 + i * _ROW, box.w - 8, _ROW - 2)
            if i == self.cursor.index:
                frames.highlight(canvas, r, self.frame)
            f.draw(canvas, f"SLOT {info.slot}", (r.x + 4, r.y + 2), frames.GOLD)
            if info.error:
                f.draw(canvas, "DAMAGED" + (" - backup available" if info.backup_available else ""),
                       (r.x + 50, r.y + 2), frames.WARN)
                draw_fitted(canvas, f, info.error, (r.x + 50, r.y + 12), r.w - 54, frames.DIM)
            elif info.save is None:
                f.draw(canvas, "- empty -", (r.x + 50, r.y + 2), frames.DIM)
            else:
                s = info.save
                f.draw(canvas, s.name, (r.x + 50, r.y + 2), frames.INK)
                f.draw(canvas, f"\x88 {s.starchips} starchips", (r.right - 4, r.y + 2), frames.INK, "right")
                draw_fitted(canvas, f, _progress(s), (r.x + 50, r.y + 12), r.w - 54, frames.DIM)
        if self.message:
            f.draw(canvas, self.message, (160, 216), frames.GOLD, "center")
        if self.mode == "save":
            auto = autosave_label(self.career.save.options.autosave)
            hints(self.ctx, canvas, "{ok} Save here   SELECT Autosave: " + auto + "   {back} Back")
        else:
            hints(self.ctx, canvas, "{ok} Load   {back} Back")


def autosave_label(on: bool) -> str:
    """Returns how the autosave option reads on screen: ON, or OFF as the original played (classic)."""
    return "ON" if on else "OFF (classic)"


def _progress(save) -> str:
    where = "story complete" if save.flag("complete") else save.location or "story not started"
    relief = f" - relief used ({save.relief_wins} wins)" if save.relief_wins else ""  # game.career.relief
    return f"{where} - {len(save.defeated)}/38 beaten - {len(save.seen)}/722 cards{relief}"
