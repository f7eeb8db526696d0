"""2P Duel setup (R16.1, R16.2): each side joins with its own device, picks a deck and its starting LP.

    Red column (left) / Blue column (right); each device moves only its own column.
    Start (or Cross) on a new device: it joins the next free side.   Square (one device only): Blue shares it.
    Up/Down: row (Deck, LP, Hands)   Left/Right: change   Start on either: accept   Circle on either: cancel

Decks come from a save slot's deck and named decks, from any deck file in <data home>/decks, or
a freshly dealt starter deck. Accepting checks R16.1: both decks hold 40 cards ("1P'S DECK IS NOT
READY") and two saves must have different duelist codes.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.gfx import frames, portraits
from game.input import Press
from game.input_bindings import Button
from game.rules.rng import make_rng
from game.rules.two_player import DEFAULT_LP, step_lp
from game.scenes.base import Context, Scene
from game.scenes.duel.setup import decks_dir, rule_options
from game.scenes.nav import Screen
from game.scenes.versus.match import Match, device_of
from game.scenes.widgets import ROW_H, footer, prompt_labels

ROWS = ("Deck", "LP", "Hands")
STARTER = "Dealt starter deck"
_COLOURS = ((248, 96, 96), (112, 160, 255))


@dataclass(frozen=True)
class DeckChoice:
    """One deck the setup offers: a label, the cards (None = deal a starter), the save slot and code."""

    label: str
    cards: tuple[int, ...] | None
    slot: int | None = None
    code: int | None = None


def deck_choices(db, saves_base=None, decks_dir: Path | None = None) -> list[DeckChoice]:
    """Returns the decks on offer: every save slot's deck and named decks, deck files, the starter deal."""
    from game.career.save import list_slots

    out: list[DeckChoice] = []
    for info in list_slots(saves_base):
        if info.save is None:
            continue
        s = info.save
        if s.deck:
            out.append(DeckChoice(f"Slot {info.slot} {s.name}", tuple(s.deck), info.slot, s.code))
        for name, cards in s.decks:
            out.append(DeckChoice(f"Slot {info.slot} {name}", tuple(cards), info.slot, s.code))
    if decks_dir is not None and decks_dir.is_dir():
        from game.career.deckfile import DeckFileError, load_deck_file

        for path in sorted(decks_dir.glob("*.yaml")):
            try:
                out.append(DeckChoice(path.stem, tuple(load_deck_file(db, path))))
            except DeckFileError:
                continue
    out.append(DeckChoice(STARTER, None))
    return out


class VersusSetupScene(Scene):
    """The 2P setup; tests pass fixed decks (``decks``) and ``shuffle=False`` through the constructor."""

    music = "menu"

    def __init__(self, *, decks: tuple[tuple[int, ...], tuple[int, ...]] | None = None, shuffle: bool = True,
                 seed: int | None = None, saves_base=None) -> None:
        super().__init__()
        self.given, self.shuffle, self.seed, self.saves_base = decks, shuffle, seed, saves_base
        self.players: list[str | None] = [None, None]
        self.row = [0, 0]
        self.lp = [DEFAULT_LP, DEFAULT_LP]
        self.private = True
        self.focus = 0  # the column a shared device edits (Select switches)
        self.wins, self.saved = [0, 0], [0, 0]  # this session's 2P results, kept across matches (R16.5)
        self.match: Match | None = None
        self.error = ""

    def enter(self, ctx: Context) -> None:
        """Lists the decks on offer and picks a seed when none was given."""
        super().enter(ctx)
        self.choices = [DeckChoice(f"Given deck {i + 1}", tuple(d)) for i, d in enumerate(self.given or ())]
        self.choices += deck_choices(ctx.db, self.saves_base, decks_dir())
        self.deck = [0, min(1, len(self.choices) - 1) if self.given else self._other_deck(0)]
        if self.seed is None:
            self.seed = time.time_ns() % 100_000

    def handle(self, press: Press) -> Press | None:
        """Joins devices, moves each side's own column, accepts on Start, cancels on Circle (R16.2)."""
        self._handle(press)
        if self.error and self.ctx.stack.top is self:
            self.error = self._problem()  # a message stays only while its cause does
        return None

    def _handle(self, press: Press) -> Press | None:
        ctx, b = self.ctx, press.button
        if ctx.is_cancel(press):
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
            return None
        side = self._side_of(press)
        if side is None:
            if ctx.is_confirm(press) or b == Button.START:
                self._join(device_of(press))
            elif b == Button.SQUARE and self.players[0] is not None and self.players[1] is None:
                self._join(self.players[0])
            return None
        if b == Button.START:
            self._accept()
        elif b in (Button.UP, Button.DOWN):
            self.row[side] = (self.row[side] + (1 if b == Button.DOWN else -1)) % len(ROWS)
            ctx.audio.play("cursor")
        elif b in (Button.LEFT, Button.RIGHT):
            self._change(side, 1 if b == Button.RIGHT else -1)
            ctx.audio.play("cursor")
        elif b == Button.SQUARE and self.players[1] is None:
            self._join(self.players[0])
        elif b == Button.SELECT and self.players[0] == self.players[1]:
            self.focus = 1 - self.focus
        return None

    def _other_deck(self, taken: int) -> int:
        """Returns the first deck not from the save (duelist code) of choice ``taken``: never one save twice."""
        code = self.choices[taken].code
        for i, choice in enumerate(self.choices):
            if i != taken and (choice.code is None or choice.code != code):
                return i
        return taken

    def _side_of(self, press: Press) -> int | None:
        dev = device_of(press)
        if self.players[0] is not None and self.players[0] == self.players[1] == dev:
            return self.focus
        for side in (0, 1):
            if self.players[side] == dev:
                return side
        return None

    def _join(self, dev: str) -> None:
        side = 0 if self.players[0] is None else 1
        if self.players[1] is not None:
            return
        self.players[side] = dev
        self.ctx.audio.play("confirm")

    def _change(self, side: int, d: int) -> None:
        row = ROWS[self.row[side]]
        if row == "Deck":
            self.deck[side] = (self.deck[side] + d) % len(self.choices)
        elif row == "LP":
            self.lp[side] = step_lp(self.lp[side], d)
        else:
            self.private = not self.private

    def _accept(self) -> None:
        ctx = self.ctx
        if None in self.players:
            self.error = "Both players must join first"
            ctx.audio.play("buzz")
            return
        try:
            decks = [self._cards(side) for side in (0, 1)]
        except ValueError as exc:
            self.error = str(exc)
            ctx.audio.play("buzz")
            return
        self.error = ""
        picks = [self.choices[i] for i in self.deck]
        slots = (picks[0].slot, picks[1].slot)
        if self.match is not None and self.match.slots != slots:  # other saves: a new tally
            self.wins[:], self.saved[:] = [0, 0], [0, 0]
        self.match = Match(decks=(decks[0], decks[1]), lp=(self.lp[0], self.lp[1]),
                           players=(self.players[0], self.players[1]), private=self.private,
                           options=_options(ctx.config), shuffle=self.shuffle,
                           labels=(picks[0].label, picks[1].label), slots=slots,
                           saves_base=self.saves_base, wins=self.wins, saved=self.saved)
        ctx.audio.play("confirm")
        ctx.stack.push(ctx.screen(Screen.VERSUS_DUEL, self.match, self.seed), fade=True)

    def _problem(self) -> str:
        """Returns what stops the duel from starting now ("" when nothing does)."""
        if None in self.players:
            return "Both players must join first"
        for side in (0, 1):
            problem = self._deck_problem(side)
            if problem:
                return problem
        return ""

    def _deck_problem(self, side: int) -> str:
        pick = self.choices[self.deck[side]]
        other = self.choices[self.deck[1 - side]]
        if side == 1 and pick.code is not None and pick.code == other.code:  # also one save used twice
            return "YOU CANNOT COMPETE WITH THE SAME DUELIST CODES!"
        if pick.cards is not None and len(pick.cards) != 40:
            return f"{side + 1}P'S DECK IS NOT READY"
        return ""

    def _cards(self, side: int) -> tuple[int, ...]:
        problem = self._deck_problem(side)
        if problem:
            raise ValueError(problem)
        pick = self.choices[self.deck[side]]
        if pick.cards is None:
            from game.career.starter import deal_starter, load_starter_pools

            return tuple(deal_starter(load_starter_pools(self.ctx.db), make_rng("psx", self.seed * 2 + side)))
        return pick.cards

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws both columns, the privacy option and the hints."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "2P DUEL", (12, 8), frames.GOLD)
        for side in (0, 1):
            box = pygame.Rect(8 + side * 156, 24, 148, 112)
            frames.panel(canvas, box)
            f.draw(canvas, f"PLAYER {side + 1}  {('RED', 'BLUE')[side]}", (box.centerx, box.y + 6),
                   _COLOURS[side], "center")
            dev = self.players[side]
            face = pygame.Rect(box.x + 6, box.bottom - 30, 24, 24)
            canvas.blit(portraits.thumb(portraits.PLAYER, face.w, silhouette=dev is None), face)
            pygame.draw.rect(canvas, _COLOURS[side], face.inflate(2, 2), 1)
            if dev is None:
                f.draw(canvas, "Press START to join", (box.centerx, box.y + 24), frames.DIM, "center")
                if side == 1 and self.players[0] is not None:
                    f.draw(canvas, "\x82 share one device", (box.centerx, box.y + 38), frames.DIM, "center")
                continue
            shared = self.players[0] == self.players[1]
            f.draw(canvas, _device_label(dev) + (" (shared)" if shared else ""), (box.centerx, box.y + 20),
                   frames.INK, "center")
            pick = self.choices[self.deck[side]]
            values = (pick.label, f"{self.lp[side]} LP", "hidden" if self.private else "open")
            focused = not shared or self.focus == side
            for i, (label, value) in enumerate(zip(ROWS, values)):
                y = box.y + 40 + i * (ROW_H + 4)
                if i == self.row[side] and focused:
                    frames.highlight(canvas, pygame.Rect(box.x + 4, y - 2, box.w - 8, ROW_H), self.frame)
                f.draw(canvas, label, (box.x + 8, y), frames.INK)
                f.draw(canvas, f"\x86{f.fit(value, 90)}\x87", (box.right - 8, y), frames.INK, "right")
        info = pygame.Rect(8, 142, 304, 80)
        frames.panel(canvas, info)
        if sum(self.wins):
            f.draw(canvas, f"Session: Red {self.wins[0]} - {self.wins[1]} Blue", (308, 8), frames.INK, "right")
        lines = [self.error] if self.error else [
            "Each player presses START on their own pad.",
            "LP: 1 or 500-8000 in steps of 500; also the max LP.",
            "Hands hidden: a pass screen between turns.",
            "START on either pad begins. CIRCLE cancels.",
        ]
        for i, line in enumerate(lines):
            f.draw(canvas, f.fit(line, info.w - 16), (info.x + 8, info.y + 8 + i * 12),
                   frames.WARN if self.error else frames.INK)
        _, back = prompt_labels(self.ctx)
        footer(canvas, f, f"START Join / Duel   {back} Cancel   \x86\x87 Change")


# ---------------------------------------------------------------- helpers

def _device_label(dev: str) -> str:
    """Names the device a column is played with; the column's own heading says which player that is
    (the input's player number of a pad is not this duel's player: "Pad (player 2)" could head PLAYER 1)."""
    return "Keyboard" if dev == "keyboard" else "Pad"


def _options(config):
    return rule_options(config)
