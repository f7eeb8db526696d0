"""Free Duel launcher: any duelist 1-39, any AI level, a saved deck file or a freshly dealt starter.

It exists so the duel can be played before the career screens do. With no save loaded the
rewards of a win are only shown (R1.1: the caller applies rewards; here there is nothing to apply
them to). Tests and tools pass explicit decks, a seed, ``shuffle=False`` or a scripted opponent
through the constructor; the player then still starts the duel with the pad.
"""

from __future__ import annotations

import time
from enum import Enum
from pathlib import Path

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.rules.rng import make_rng
from game.scenes.base import Context, Scene
from game.scenes.duel.setup import AI_LEVELS, DuelResult, DuelSetup, decks_dir, rule_options
from game.scenes.nav import Screen
from game.scenes.widgets import ROW_H, Cursor, draw_rows, footer, prompt_labels


class Entry(Enum):
    """The launcher's rows in screen order; a row's label is its value."""

    OPPONENT = "Opponent"
    AI_LEVEL = "AI level"
    DECK = "Deck"
    SEED = "Seed"
    START = "START DUEL"
    REPLAYS = "Watch replays"
    PRACTICE = "Practice"


class DeckSource(Enum):
    """The deck choices that are not files; a choice's label is its value."""

    GIVEN = "Given deck"  # the deck a test or tool passed in
    STARTER = "Fresh starter deck"


ROWS = tuple(Entry)
STARTER = DeckSource.STARTER


class FreeDuelScene(Scene):
    """Picks the duel's parameters and starts it; shows the last result when the duel returns."""

    music = "free_duel"

    def __init__(self, *, opponent: int = 1, ai_level: str = "fair", seed: int | None = None,
                 deck0: tuple[int, ...] | None = None, deck1: tuple[int, ...] | None = None,
                 shuffle: bool = True, agent=None, terrain: int | None = None, record: bool = True,
                 practice: bool = False) -> None:
        super().__init__()
        self.opponent = min(max(int(opponent), 1), 39)
        self.level = ai_level if ai_level in AI_LEVELS else "fair"
        self.seed = seed
        self.fixed_deck0, self.deck1, self.shuffle = deck0, deck1, shuffle
        self.agent, self.terrain, self.record = agent, terrain, record
        self.practice = practice  # practice mode: the computer's hand, deck window and reasons shown
        self.last: DuelResult | None = None
        self.error = ""

    def enter(self, ctx: Context) -> None:
        """Lists the deck files and picks a seed when none was given."""
        super().enter(ctx)
        self.cursor = Cursor(len(ROWS), ROWS.index(Entry.START))
        self.decks: list[DeckSource | Path] = []
        self.deck_i = 0
        self.scan_decks()
        if self.seed is None:
            self.seed = time.time_ns() % 100_000

    def scan_decks(self) -> None:
        """Re-reads the deck folder, keeping the chosen deck chosen (a file saved meanwhile appears)."""
        chosen = self.decks[self.deck_i] if self.decks else None
        folder = decks_dir()
        files = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
        self.decks = ([DeckSource.GIVEN] if self.fixed_deck0 else []) + [DeckSource.STARTER, *files]
        self.deck_i = self.decks.index(chosen) if chosen in self.decks else 0

    def resume(self) -> None:
        """Back from a duel or the replays: the deck folder may have changed."""
        self.scan_decks()

    def handle(self, press: Press) -> Press | None:
        """Changes the row under the cursor with Left/Right; confirm on START DUEL starts."""
        ctx, b = self.ctx, press.button
        row = ROWS[self.cursor.index]
        if self.cursor.move(b) and b in (Button.UP, Button.DOWN):
            ctx.audio.play("cursor")
        elif b in (Button.LEFT, Button.RIGHT):
            d = 1 if b == Button.RIGHT else -1
            if row is Entry.OPPONENT:
                self.opponent = (self.opponent - 1 + d) % 39 + 1
            elif row is Entry.AI_LEVEL:
                self.level = AI_LEVELS[(AI_LEVELS.index(self.level) + d) % len(AI_LEVELS)]
            elif row is Entry.DECK:
                self.scan_decks()  # a deck file written while this screen is open shows up at once
                self.deck_i = (self.deck_i + d) % len(self.decks)
            elif row is Entry.SEED:
                self.seed = (self.seed + d) % 100_000
            elif row is Entry.PRACTICE:
                self.practice = not self.practice
            ctx.audio.play("cursor")
        elif (ctx.is_confirm(press) or b in (Button.START, Button.SQUARE)) and row is Entry.START:
            self._start()
        elif ctx.is_confirm(press) and row is Entry.REPLAYS:
            ctx.audio.play("confirm")
            ctx.stack.push(ctx.screen(Screen.REPLAYS), fade=True)
        elif ctx.is_confirm(press):
            self.cursor.index = ROWS.index(Entry.START)
        elif ctx.is_cancel(press):
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def _start(self) -> None:
        ctx = self.ctx
        try:
            deck0 = self._deck()
        except ValueError as exc:
            self.error = str(exc)
            ctx.audio.play("buzz")
            return
        self.error = ""
        setup = DuelSetup(deck0=tuple(deck0), opponent=self.opponent, ai_level=self.level, seed=self.seed,
                          deck1=self.deck1, shuffle=self.shuffle, agent=self.agent, terrain=self.terrain,
                          record=self.record, options=rule_options(ctx.config), practice=self.practice)
        ctx.audio.play("confirm")
        ctx.stack.push(ctx.screen(Screen.DUEL, setup, on_end=self._returned), fade=True)

    def _deck(self) -> list[int]:
        choice = self.decks[self.deck_i]
        if choice is DeckSource.GIVEN:
            return list(self.fixed_deck0)
        if choice is DeckSource.STARTER:
            from game.career.starter import deal_starter, load_starter_pools

            return deal_starter(load_starter_pools(self.ctx.db), make_rng("psx", self.seed))
        from game.career.deckfile import load_deck_file

        return load_deck_file(self.ctx.db, choice)

    def _returned(self, result: DuelResult) -> None:
        self.last = result

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the rows and the last result."""
        f, db = self.ctx.font, self.ctx.db
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "FREE DUEL", (12, 8), frames.GOLD)
        box = pygame.Rect(8, 22, 304, len(ROWS) * ROW_H + 14)
        frames.panel(canvas, box)
        deck = self.decks[self.deck_i]
        values = (f"{self.opponent:02d} {db.duelist_names[self.opponent]}", self.level,
                  deck.value if isinstance(deck, DeckSource) else deck.name, str(self.seed), "", "",
                  "ON" if self.practice else "OFF")
        inner = pygame.Rect(box.x + 6, box.y + 7, box.w - 12, 0)
        draw_rows(canvas, f, inner, [(r.value, True) for r in ROWS], self.cursor.index, self.frame)
        for i, v in enumerate(values):
            if v:
                f.draw(canvas, f"\x86 {f.fit(v, 170)} \x87", (inner.right - 4, inner.y + i * ROW_H), frames.INK, "right")
        info = pygame.Rect(8, box.bottom + 4, 304, 222 - box.bottom - 4)
        frames.panel(canvas, info)
        if self.error:
            for i, line in enumerate(f.wrap(self.error, info.w - 16)[:6]):
                f.draw(canvas, line, (info.x + 8, info.y + 8 + i * 10), frames.WARN)
        elif self.last is not None:
            self._last(canvas, info)
        else:
            f.draw(canvas, "No save is loaded: rewards are shown, not kept.", (info.x + 8, info.y + 8), frames.DIM)
        ok, back = prompt_labels(self.ctx)
        footer(canvas, f, f"{ok} Start   {back} Back   \x86\x87 Change")

    def _last(self, canvas: pygame.Surface, info: pygame.Rect) -> None:
        f, r, db = self.ctx.font, self.last, self.ctx.db
        f.draw(canvas, "LAST DUEL", (info.x + 8, info.y + 6), frames.GOLD)
        f.draw(canvas, f"{r.message} - {'YOU WIN' if r.player_won else 'YOU LOSE'}", (info.x + 8, info.y + 20), frames.INK)
        if r.rank is not None:
            f.draw(canvas, f"{r.rank.name}  score {r.rank.score}  starchips +{r.starchips}",
                   (info.x + 8, info.y + 32), frames.INK)
            f.draw(canvas, f"Spoils: {db.names[r.dropped] if r.dropped else 'no card'}", (info.x + 8, info.y + 44),
                   frames.INK)
        if r.replay_path:
            f.draw(canvas, "Replay saved: watch it under Replays.", (info.x + 8, info.y + 60), frames.DIM)



_rule_options = rule_options  # the old name (now game.scenes.duel.setup.rule_options), for callers not yet moved
