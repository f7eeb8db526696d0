"""Options (rules.md M13, extended): window, sound, speeds, button layout, controls and rule variants.

Changes take effect at once for this session; only "Save settings" writes the player's file.
Rule variants are only stored here; the duel engine reads them when a duel starts. A row whose key
starts with ``save.`` is an option of the loaded career (R15.22 keeps them in the save, D-27): it
changes the career in memory and is only offered when a game is loaded.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.config import save_config
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.presets import CUSTOM, apply_preset, preset_of
from game.scenes.base import Context, Scene
from game.scenes.nav import Screen
from game.scenes.widgets import ROW_H, Cursor, draw_rows, footer, list_window, prompt_labels


@dataclass(frozen=True)
class Row:
    """One option row: a config key and its ordered choices, or an action (key None)."""

    label: str
    key: str | None
    choices: tuple = ()
    names: tuple = ()


_ONOFF = (False, True)
PRESET = "preset"  # not a stored key: the row sets the aids of game.presets at one press
ROWS = (
    Row("Window scale", "video.scale", (1, 2, 3, 4, 5, 6), ("1x", "2x", "3x", "4x", "5x", "6x")),
    Row("Fullscreen", "video.fullscreen", _ONOFF, ("Off", "On")),
    Row("Scanlines", "video.scanlines", _ONOFF, ("Off", "On")),
    Row("Sound effects", "audio.sfx_volume", tuple(range(0, 101, 10))),
    Row("Music volume", "audio.music_volume", tuple(range(0, 101, 10))),
    Row("Music", "audio.music", _ONOFF, ("Off", "On")),
    Row("Text speed", "game.text_speed", ("slow", "normal", "fast"), ("Slow", "Normal", "Fast")),
    Row("Animations", "game.animation_speed", ("normal", "fast", "instant"), ("Normal", "Fast", "Instant")),
    Row("Confirm button", "input.layout", ("western", "japanese"), ("\x80 Cross", "\x81 Circle")),
    Row("Controls...", None),
    Row("Preset", PRESET, ("classic", "modern"), ("Classic", "Modern")),
    Row("Fusion hints", "game.fusion_hint", _ONOFF, ("Off", "On")),
    Row("Glitch fusions", "rules.glitch_fusions", _ONOFF, ("Off", "On")),
    Row("No attack turn 1", "rules.no_first_turn_attack", _ONOFF, ("Off", "On")),
    Row("Strict phases", "rules.strict_phase_order", _ONOFF, ("Off", "On")),
    Row("Fusion preview", "game.fusion_preview", _ONOFF, ("Off", "On")),
    Row("Heishin unlock", "save.unlock_heishin_on_loss", _ONOFF, ("On a win", "Also on loss")),
    Row("Grind relief...", None),
    Row("Mods...", None),
    Row("Save settings", None),
    Row("Back", None),
)
_HELP = {
    "video.scale": "Window size in whole multiples of 320x240.",
    "video.fullscreen": "Also F11 or Alt+Enter at any time.",
    "video.scanlines": "Darkens every other line like a CRT.",
    "game.animation_speed": "Screen fades and duel animations.",
    "game.fusion_hint": "Number the best chain; forecast each attack.",
    "input.layout": "Western: Cross confirms. Japanese: Circle confirms.",
    "rules.glitch_fusions": "Keep the original's unintended fusions.",
    "rules.no_first_turn_attack": "Variant: the first player cannot attack on turn 1.",
    "rules.strict_phase_order": "Variant: no magic or position changes after attacking.",
    "game.fusion_preview": "Show what the marked cards fuse into before playing them.",
    "game.text_speed": "How fast story text, duel captions and results type out.",
    PRESET: "Classic: no hints, preview, forecast, autosave or relief.",
    "save.unlock_heishin_on_loss": "This save: Free Duel opens Heishin after the scripted loss too.",
}
PRESET_NAMES = {"classic": "Classic", "modern": "Modern"}
# How a preset's changes read on the help line (the two relief options read as one).
_PRESET_WORDS = {"game.fusion_hint": "hints", "game.fusion_preview": "preview", "save.autosave": "autosave",
                 "save.drop_assist": "grind relief", "save.starchip_multiplier": "grind relief"}
UNSAVED = " (not saved yet)"
HELP_W = 304  # the help line under the rows
_VISIBLE = 16  # rows on screen; the list scrolls beyond that
_ACTION_HELP = {"Mods...": "The data mods in use: files, applied entries, rejects, clashes.",
                "Grind relief...": "This save's drop assist and starchip multiplier."}
_SAVE_ACTIONS = ("Grind relief...",)  # rows that open the loaded game's own options (greyed without one)
NO_SAVE = "A save's option: open Options from a loaded game's menu."


class OptionsScene(Scene):
    """Left/Right change a value, confirm toggles or opens; back leaves without saving."""

    music = "options"

    def __init__(self, career=None) -> None:
        super().__init__()
        self.career = career  # the loaded game, for the save's own options (None: rows greyed)

    def _get(self, key: str):
        if key == PRESET:
            return preset_of(self._get)
        if key.startswith("save."):
            return getattr(self.career.save.options, key[5:]) if self.career is not None else None
        return self.ctx.config.get(key)

    def _set(self, key: str, value) -> None:
        if key.startswith("save."):
            from dataclasses import replace

            save = self.career.save
            self.career.update(replace(save, options=replace(save.options, **{key[5:]: value})))
            return
        self.ctx.config.set(key, value)
        self.ctx.apply_settings()

    def enter(self, ctx: Context) -> None:
        """Starts on the first row."""
        super().enter(ctx)
        self.cursor = Cursor(len(ROWS))
        self.message = ""

    @property
    def row(self) -> Row:
        """Returns the row under the cursor."""
        return ROWS[self.cursor.index]

    def handle(self, press: Press) -> Press | None:
        """Moves, changes a value, runs an action, or leaves."""
        ctx = self.ctx
        assert ctx is not None
        b = press.button
        if b in (Button.UP, Button.DOWN):
            self.cursor.move(b)
            ctx.audio.play("cursor")
        elif b in (Button.LEFT, Button.RIGHT) and self.row.key:
            self._change(-1 if b == Button.LEFT else 1)
        elif ctx.is_confirm(press):
            if self.row.key:
                self._change(1, wrap=True)
            else:
                self._action(self.row.label)
        elif ctx.is_cancel(press):
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def _change(self, step: int, wrap: bool = False) -> None:
        ctx = self.ctx
        assert ctx is not None
        row = self.row
        if row.key.startswith("save.") and self.career is None:
            ctx.audio.play("buzz")
            self.message = NO_SAVE
            return
        if row.key == PRESET:
            self._preset(step, wrap)
            return
        value = self._get(row.key)
        i = row.choices.index(value) if value in row.choices else 0
        j = (i + step) % len(row.choices) if wrap else max(0, min(len(row.choices) - 1, i + step))
        if j == i:
            ctx.audio.play("buzz")
            return
        self._set(row.key, row.choices[j])
        ctx.audio.play("cursor")
        self.message = "Changed for this game (save it to keep it)" if row.key.startswith("save.") else \
            "Changed (not saved yet)"

    def _preset(self, step: int, wrap: bool) -> None:
        """Steps through the presets like any row (Left/Right stop at the ends, confirm goes round; from a
        mix of the two Left is Classic, Right and confirm Modern) and says what it changed."""
        row, now = self.row, preset_of(self._get)
        if now in row.choices:
            i = row.choices.index(now)
            j = (i + step) % len(row.choices) if wrap else max(0, min(len(row.choices) - 1, i + step))
        else:
            j = 0 if step < 0 else len(row.choices) - 1
        name = row.choices[j]
        changed = apply_preset(name, self._get, self._set) if name != now else []
        if not changed:
            self.ctx.audio.play("buzz")
            return
        self.ctx.audio.play("cursor")
        message = preset_message(name, {key: self._get(key) for key in changed})
        self.message = message + UNSAVED if self.ctx.font.width(message + UNSAVED) <= HELP_W else message

    def _action(self, label: str) -> None:
        ctx = self.ctx
        assert ctx is not None
        if label == "Grind relief...":
            if self.career is None:
                ctx.audio.play("buzz")
                self.message = NO_SAVE
                return
            ctx.audio.play("confirm")
            ctx.stack.push(ctx.screen(Screen.RELIEF, self.career))
        elif label == "Controls...":
            ctx.audio.play("confirm")
            ctx.stack.push(ctx.screen(Screen.REMAP), fade=True)
        elif label == "Mods...":
            ctx.audio.play("confirm")
            ctx.stack.push(ctx.screen(Screen.MODS), fade=True)
        elif label == "Save settings":
            try:
                save_config(ctx.config)
            except OSError as exc:
                ctx.audio.play("buzz")
                self.message = f"Not saved: {exc.strerror or exc}"
            else:
                ctx.audio.play("confirm")
                self.message = "Settings saved: they apply every time the game starts."
        else:
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the rows with their values and a help line for the row under the cursor."""
        ctx = self.ctx
        assert ctx is not None
        f = ctx.font
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "OPTIONS", (12, 4), frames.GOLD)
        shown = min(len(ROWS), _VISIBLE)
        box = pygame.Rect(8, 14, 304, shown * ROW_H + 8)
        frames.panel(canvas, box)
        inner = pygame.Rect(box.x + 6, box.y + 5, box.w - 12, 0)
        top = list_window(len(ROWS), self.cursor.index, shown)
        rows = ROWS[top:top + shown]
        enabled = [not ((r.key or "").startswith("save.") or r.label in _SAVE_ACTIONS) or self.career is not None
                   for r in rows]
        draw_rows(canvas, f, inner, [(r.label, on) for r, on in zip(rows, enabled)], self.cursor.index - top,
                  self.frame)
        for k, row in enumerate(rows):
            if row.key:
                value = self._get(row.key)
                text = _value_text(row, value) if value is not None else "-"
                y = inner.y + k * ROW_H
                f.draw(canvas, text, (236, y), frames.CURSOR if enabled[k] else frames.DIM, "center")
                if top + k == self.cursor.index:
                    f.draw(canvas, "\x86", (190, y), frames.INK)
                    f.draw(canvas, "\x87", (276, y), frames.INK)
        if top > 0:
            f.draw(canvas, "\x84", (box.right - 8, box.y + 2), frames.CURSOR)
        if top + shown < len(ROWS):
            f.draw(canvas, "\x85", (box.right - 8, box.bottom - 10), frames.CURSOR)
        help_text = self.message or _HELP.get(self.row.key or "", _ACTION_HELP.get(self.row.label, ""))
        draw_fitted(canvas, f, help_text, (160, 216), HELP_W, frames.INK, "center")
        ok, back = prompt_labels(ctx)
        footer(canvas, f, f"\x86\x87 Change   {ok} Select   {back} Back")


def preset_message(name: str, values: dict) -> str:
    """Returns the help line after a preset: its name and what it turned on and off ("Classic: hints,
    preview, autosave off"); a relief multiplier back to x1 counts as relief off."""
    groups: dict[str, list[str]] = {"on": [], "off": []}
    for key, value in values.items():
        word = _PRESET_WORDS.get(key, key)
        state = "on" if (value > 1 if key == "save.starchip_multiplier" else value) else "off"
        if word not in groups[state]:
            groups[state].append(word)
    parts = [", ".join(words) + f" {state}" for state, words in groups.items() if words]
    return f"{PRESET_NAMES[name]}: " + "; ".join(parts)


def _value_text(row: Row, value) -> str:
    if value == CUSTOM:
        return "Custom"
    if row.names and value in row.choices:
        return row.names[row.choices.index(value)]
    return str(value)
