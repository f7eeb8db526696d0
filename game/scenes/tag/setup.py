"""Tag Duel setup (§17, R17.4): four seats, each a human device or a computer level, plus the options.

    1A / 1B / 2A / 2B: who plays the seat (Human P1-P4, or CPU retail / fair / strong / random) and
    whose deck pool the seat is dealt from (any duelist 1-39; the computer also uses its AI params).
    First team: team 1 (the human's, R17.6 default) or random.  Terrain: shared or per team (D-34).
    Hands: hidden (a pass screen between opposing humans) or open.
    Traps: a set trap guards its owner's monsters (D-33, default) or the whole team's (the variant).
    Partner: own monsters only (default) or also fusing / equipping onto the partner's (§17.4 variant).

The default line-up is R17.4's: human 1A with a computer partner 1B against computers 2A and 2B.
The running team win counters of the session live here and show after every duel.
"""

from __future__ import annotations

import time
from enum import Enum

import pygame

from game.gfx import frames, portraits
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.rules.teams import SEAT_NAMES
from game.scenes.base import Context, Scene
from game.scenes.nav import Screen
from game.scenes.tag.config import WHO, TagConfig, TagSeat  # noqa: F401 (TagSeat: re-exported for callers)
from game.scenes.widgets import ROW_H, Cursor, footer, prompt_labels


class Entry(Enum):
    """The set-up's rows in screen order (the four seats, then the options); a row's label is its value."""

    SEAT_1A = "1A"
    SEAT_1B = "1B"
    SEAT_2A = "2A"
    SEAT_2B = "2B"
    FIRST = "First team"
    TERRAIN = "Terrain"
    HANDS = "Hands"
    TRAPS = "Traps"
    PARTNER = "Partner"
    START = "START DUEL"


ROWS = tuple(Entry)
SEAT_ROWS = ROWS[:4]
_TEAM_COLOURS = ((248, 112, 112), (112, 160, 255))  # team 1, team 2


def seat_of(row: Entry) -> int:
    """Returns the seat a seat row names (1A, 2A, 1B, 2B are seats 0-3)."""
    return SEAT_NAMES.index(row.value)


def _seat_colour(row: Entry):
    return _TEAM_COLOURS[seat_of(row) % 2] if row in SEAT_ROWS else frames.INK


class TagSetupScene(Scene):
    """Picks the four seats and the options, starts the Tag Duel, shows the session's team wins."""

    music = "menu"

    def __init__(self, config: TagConfig | None = None, seed: int | None = None) -> None:
        super().__init__()
        self.config = config or TagConfig()
        self.seed = seed
        self.last = ""

    def enter(self, ctx: Context) -> None:
        """Puts the cursor on START DUEL and picks a seed when none was given."""
        super().enter(ctx)
        self.cursor = Cursor(len(ROWS), ROWS.index(Entry.START))
        self.column = 0  # 0: who, 1: duelist (seat rows only)
        if self.seed is None:
            self.seed = time.time_ns() % 100_000

    def handle(self, press: Press) -> Press | None:
        """Up/Down rows, Square switches who/duelist, Left/Right changes, confirm or Start begins."""
        ctx, b, c = self.ctx, press.button, self.config
        row = ROWS[self.cursor.index]
        if self.cursor.move(b) and b in (Button.UP, Button.DOWN):
            ctx.audio.play("cursor")
        elif b == Button.SQUARE and row in SEAT_ROWS:
            self.column = 1 - self.column
            ctx.audio.play("cursor")
        elif b in (Button.LEFT, Button.RIGHT):
            d = 1 if b == Button.RIGHT else -1
            if row in SEAT_ROWS:
                seat = c.seats[seat_of(row)]
                if self.column == 0:
                    seat.who = (seat.who + d) % len(WHO)
                else:
                    seat.duelist = (seat.duelist - 1 + d) % 39 + 1
            elif row is Entry.FIRST:
                c.random_first = not c.random_first
            elif row is Entry.TERRAIN:
                c.per_team_terrain = not c.per_team_terrain
            elif row is Entry.HANDS:
                c.private = not c.private
            elif row is Entry.TRAPS:
                c.team_traps = not c.team_traps
            elif row is Entry.PARTNER:
                c.partner_cards = not c.partner_cards
            ctx.audio.play("cursor")
        elif b == Button.START or (ctx.is_confirm(press) and row is Entry.START):
            self.start()
        elif ctx.is_confirm(press):
            self.cursor.index = ROWS.index(Entry.START)
        elif ctx.is_cancel(press):
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def start(self) -> None:
        """Starts a Tag Duel with this line-up."""
        self.ctx.audio.play("confirm")
        self.seed += 1
        self.ctx.stack.push(self.ctx.screen(Screen.TAG_DUEL, self.config, self.seed, on_end=self._returned),
                            fade=True)

    def _returned(self, text: str) -> None:
        self.last = text

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the seats, the options and the session's team wins."""
        f, db, c = self.ctx.font, self.ctx.db, self.config
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "TAG DUEL", (12, 8), frames.GOLD)
        box = pygame.Rect(8, 22, 304, len(ROWS) * ROW_H + 14)
        frames.panel(canvas, box)
        for i, row in enumerate(ROWS):
            y = box.y + 7 + i * ROW_H
            if i == self.cursor.index:
                frames.highlight(canvas, pygame.Rect(box.x + 4, y - 2, box.w - 8, ROW_H), self.frame)
            f.draw(canvas, row.value, (box.x + 10, y), _seat_colour(row))
            if row in SEAT_ROWS:
                seat = c.seats[seat_of(row)]
                on = i == self.cursor.index
                f.draw(canvas, f"\x86{seat.label()}\x87" if on and self.column == 0 else seat.label(), (box.x + 44, y),
                       frames.INK)
                name = f"{seat.duelist:02d} {db.duelist_names[seat.duelist]}"
                text = f"\x86{name}\x87" if on and self.column == 1 else name
                draw_fitted(canvas, f, text, (box.right - 10, y), 150, frames.DIM if not on else frames.INK, "right")
            else:
                value = {Entry.FIRST: "random" if c.random_first else "team 1",
                         Entry.TERRAIN: "per team" if c.per_team_terrain else "shared",
                         Entry.HANDS: "hidden" if c.private else "open",
                         Entry.TRAPS: "guard the whole team" if c.team_traps else "guard own monsters",
                         Entry.PARTNER: "fuse/equip onto it too" if c.partner_cards else "own monsters only",
                         }.get(row, "")
                if value:
                    f.draw(canvas, f"\x86{value}\x87", (box.right - 10, y), frames.INK, "right")
        info = pygame.Rect(8, box.bottom + 4, 304, 222 - box.bottom)
        frames.panel(canvas, info)
        f.draw(canvas, f"Team 1 wins {c.wins[0]}   Team 2 wins {c.wins[1]}", (info.x + 8, info.y + 6), frames.GOLD)
        f.draw(canvas, f.fit(self.last or "Turns go 1A, 2A, 1B, 2B. Team LP 16000.", info.w - 16),
               (info.x + 8, info.y + 18), frames.INK)
        self._faces(canvas, info)
        ok, back = prompt_labels(self.ctx)
        footer(canvas, f, f"{ok}/START Duel  {back} Back  \x82 Who/Deck  \x86\x87 Change")

    def _faces(self, canvas: pygame.Surface, info: pygame.Rect) -> None:
        """Shows the four seats' faces, team 1 left and team 2 right: the player for a human seat."""
        f = self.ctx.font
        side = min(portraits.HEAD.w, info.bottom - info.y - 42)
        for k, row in enumerate(SEAT_ROWS):
            seat = self.config.seats[seat_of(row)]
            x = info.x + 24 + k * (side + 10) + (k >= 2) * (info.w - 48 - 4 * side - 30)
            r = pygame.Rect(x, info.y + 30, side, side)
            canvas.blit(portraits.thumb(portraits.PLAYER if seat.human else seat.duelist, side), r)
            colour = _seat_colour(row)
            pygame.draw.rect(canvas, frames.GOLD if ROWS[self.cursor.index] is row else colour, r.inflate(2, 2), 1)
            f.draw(canvas, row.value, (r.centerx, r.bottom + 3), colour, "center")
        f.draw(canvas, "VS", (info.centerx, info.y + 30 + side // 2 - 4), frames.GOLD, "center")
