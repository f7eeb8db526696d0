"""The Mods screen (Options → Mods...): which data mods are active, in load order, and what each did.

Read-only: it shows ``db.mods`` (the report the loader kept, see game.db.mods) as one scrolling text
list — every file with its name and applied-entry count, then each rejected entry and each clash
with file, entry and reason — so a player can see why a mod did not change what they expected
without reading a log.
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Context, Scene
from game.scenes.widgets import ROW_H, footer, prompt_labels

VISIBLE = 16  # text rows in the panel
_WIDTH = 292  # text width inside the panel, in canvas pixels
_JUMP = {Button.UP: -1, Button.DOWN: 1, Button.L1: -VISIBLE, Button.R1: VISIBLE, Button.L2: -10_000,
         Button.R2: 10_000}


class ModsScene(Scene):
    """Up/Down scroll a line, L1/R1 a page, L2/R2 to either end; back (or confirm) leaves."""

    def enter(self, ctx: Context) -> None:
        """Builds the text lines once: the report never changes while the game runs."""
        super().enter(ctx)
        self.lines = mod_lines(getattr(ctx.db, "mods", None), ctx.font, _WIDTH)
        art = getattr(ctx.cards, "art", None)
        self.lines += art_pack_lines(getattr(art, "pack", None), ctx.font, _WIDTH)
        self.top = 0

    @property
    def max_top(self) -> int:
        """Returns the last scroll position that still fills the panel."""
        return max(0, len(self.lines) - VISIBLE)

    def handle(self, press: Press) -> Press | None:
        """Scrolls, or leaves on back/confirm."""
        ctx = self.ctx
        assert ctx is not None
        step = _JUMP.get(press.button)
        if step is not None:
            new = max(0, min(self.max_top, self.top + step))
            ctx.audio.play("cursor" if new != self.top else "buzz")
            self.top = new
        elif ctx.is_cancel(press) or ctx.is_confirm(press):
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the visible part of the list and a scroll position."""
        ctx = self.ctx
        assert ctx is not None
        f = ctx.font
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "MODS", (12, 6), frames.GOLD)
        if len(self.lines) > VISIBLE:
            f.draw(canvas, f"{self.top + 1}-{min(self.top + VISIBLE, len(self.lines))}/{len(self.lines)}",
                   (308, 6), frames.INK, "right")
        box = pygame.Rect(8, 18, 304, VISIBLE * ROW_H + 10)
        frames.panel(canvas, box)
        for i, (text, colour) in enumerate(self.lines[self.top:self.top + VISIBLE]):
            f.draw(canvas, text, (box.x + 6, box.y + 6 + i * ROW_H), colour)
        _ok, back = prompt_labels(ctx)
        footer(canvas, f, f"\x84\x85 Scroll   L1/R1 Page   {back} Back")


def mod_lines(report: dict | None, font, width: int) -> list[tuple[str, tuple[int, int, int]]]:
    """Returns the screen's text lines (text, colour) for a ``db.mods`` report, wrapped to ``width``."""
    from pathlib import Path

    from game.db.mods import ModReport

    if not report or not report.get("files"):
        return [("No mods are active.", frames.INK), ("", frames.INK),
                ("Put mod files (.yaml) in the mods folder", frames.DIM),
                ("or start the game with --mods DIR.", frames.DIM)]
    mods = ModReport.from_dict(report)
    out: list[tuple[str, tuple[int, int, int]]] = []

    def add(text: str, colour, indent: str = "") -> None:
        room = width - font.width(indent) - (1 if indent else 0)  # glyph spacing at the join
        out.extend((indent + font.fit(part, room), colour) for part in font.wrap(text, room))

    add(f"{len(mods.files)} file(s) in load order; later files win a clash.", frames.INK)
    names = iter(mods.names)
    for i, path in enumerate(mods.files, start=1):
        loaded = path in mods.applied
        name = next(names) if loaded else "(not loaded)"
        rejected = sum(1 for p in mods.rejected if p.path == path)
        clashes = sum(1 for p in mods.conflicts if p.path == path)
        add(f"{i}. {name}", frames.GOLD)
        add(f"{Path(path).name}: {mods.applied.get(path, 0)} applied, {rejected} rejected, "
            f"{clashes} clashes", frames.INK, "   ")
    for title, problems in (("REJECTED", mods.rejected), ("CLASHES", mods.conflicts)):
        out.append(("", frames.INK))
        out.append((f"{title} ({len(problems)})", frames.GOLD))
        if not problems:
            add("none", frames.DIM, "   ")
        for p in problems:
            add(f"{Path(p.path).name} {p.entry}: {p.reason}", frames.INK, "   ")
    return out


def art_pack_lines(pack, font, width: int) -> list[tuple[str, tuple[int, int, int]]]:
    """Returns the ART PACK section: the folder, how many images of each kind are used, each rejected file."""
    from game.gfx.artpack import SIZES, default_pack_dir

    out: list[tuple[str, tuple[int, int, int]]] = [("", frames.INK), ("ART PACK", frames.GOLD)]

    def add(text: str, colour, indent: str = "") -> None:
        room = width - font.width(indent) - (1 if indent else 0)
        out.extend((indent + font.fit(part, room), colour) for part in font.wrap(text, room))

    root = pack.root if pack is not None and pack.root is not None else default_pack_dir()
    if pack is None or (not any(pack.counts.values()) and not pack.rejects):
        add("No art pack. Your own images go in:", frames.INK)
        add(str(root), frames.DIM, "   ")
        kinds = (f"{k}/ ({'/'.join(f'{w}x{h}' for w, h in v)} PNG)" for k, v in SIZES.items())
        add(", ".join(kinds), frames.DIM, "   ")
        return out
    add(str(root), frames.DIM)
    add("In use: " + ", ".join(f"{n} {kind}" for kind, n in pack.counts.items()), frames.INK)
    add(f"Rejected ({len(pack.rejects)}), our art is shown instead:" if pack.rejects else "Rejected: none",
        frames.GOLD if pack.rejects else frames.DIM)
    for r in pack.rejects:
        add(f"{r.path}: {r.reason}", frames.INK, "   ")
    return out
