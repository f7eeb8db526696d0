"""The password shop (M12, R15.16-R15.17): eight digits entered with the pad, paid in starchips.

Left/Right pick a digit, Up/Down change it, Square clears, Cross asks the
shop (``game.career.shop``): the big card, lying face down, turns over to show the card a known
password names (presentation.md §10) with its cost, then Buy / Cancel. A
card can be bought once per save, only with enough starchips; cards without a password never
match. Paid cards wait in the shop and reach the trunk only when the player leaves (R15.17 quirk).
"""

from __future__ import annotations

import pygame

from game.career.shop import PASSWORD_DIGITS, Refusal, ShopRefused, buy, leave_shop, open_shop, quote
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.career.kit import ask, header, hints

TURN = 16  # ticks of the big card's turn: 8 closing edge-on on its back, 8 opening on its face
_MESSAGES = {Refusal.UNKNOWN: "No card answers to that password.",
             Refusal.ALREADY_BOUGHT: "That password has already been used on this save.",
             Refusal.CANNOT_AFFORD: "Not enough starchips.", Refusal.BAD_INPUT: "Enter all eight digits."}


class PasswordScene(Scene):
    """The digit entry, the offer, and the cards waiting for delivery."""

    music = "password"

    def __init__(self, career) -> None:
        super().__init__()
        self.career = career
        self.digits = [0] * PASSWORD_DIGITS
        self.pos = 0
        self.message = ""
        self.offer_card = 0
        self.face = self.prev = 0  # the card the big card shows (0 its back), the one it turns from,
        self.turn = TURN  # and how far it has turned
        self._back: pygame.Surface | None = None
        self._later: list = []  # the offer's prompt, shown once the card has turned over

    @property
    def has_follow_ups(self) -> bool:
        """True while the offer's prompt waits for the card to turn over (as ``HostScene.has_follow_ups``)."""
        return bool(self._later)

    def update(self) -> None:
        """Turns the big card over when the card it should show changes."""
        super().update()
        if self.offer_card != self.face:
            self.prev, self.face, self.turn = self.face, self.offer_card, 0
        elif self.turn < TURN:
            self.turn += 1
        if self._later and self.turn >= TURN and self.ctx.stack.top is self:
            self._later.pop(0)()

    def enter(self, ctx) -> None:
        """Opens a shop session over the save."""
        super().enter(ctx)
        self.session = open_shop(self.career.save)

    @property
    def password(self) -> str:
        """Returns the eight digits as text."""
        return "".join(map(str, self.digits))

    def handle(self, press: Press) -> Press | None:
        """Digit entry, asking the shop, or leaving (which delivers)."""
        ctx, b = self.ctx, press.button
        if self._later:  # the card is turning over to show the offer
            return None
        if b in (Button.LEFT, Button.RIGHT):
            self.pos = (self.pos + (1 if b == Button.RIGHT else -1)) % PASSWORD_DIGITS
            ctx.audio.play("cursor")
        elif b in (Button.UP, Button.DOWN):
            self.digits[self.pos] = (self.digits[self.pos] + (1 if b == Button.UP else -1)) % 10
            self.offer_card = 0
            ctx.audio.play("cursor")
        elif b == Button.SQUARE:
            self.digits = [0] * PASSWORD_DIGITS
            self.pos = 0
            self.offer_card = 0
        elif ctx.is_confirm(press) and not press.repeat:
            self._ask_shop()
        elif ctx.is_cancel(press) and not press.repeat:
            self._leave()
        return None

    def _ask_shop(self) -> None:
        ctx = self.ctx
        try:
            offer = quote(ctx.db, self.session, self.password)
        except ShopRefused as exc:
            self.offer_card = exc.card
            self.message = _MESSAGES[exc.reason]
            ctx.audio.play("buzz")
            return
        self.offer_card = offer.card
        self.message = ""
        name = ctx.db.names[offer.card]
        ctx.audio.play("flip")
        self._later.append(lambda: ask(
            ctx, [f"{name}", f"costs {offer.cost} starchips. You hold {self.session.save.starchips}."],
            ("Buy", "Cancel"), lambda i: i == 0 and self._buy(), cancel=1, title="PASSWORD ACCEPTED"))

    def _buy(self) -> None:
        try:
            self.session = buy(self.ctx.db, self.session, self.password)
        except ShopRefused as exc:
            self.message = _MESSAGES[exc.reason]
            self.ctx.audio.play("buzz")
            return
        self.message = f"Bought {self.ctx.db.names[self.session.pending[-1]]}. It is yours when you leave."
        self.ctx.audio.play("confirm")

    def _leave(self) -> None:
        ctx = self.ctx
        self.career.update(leave_shop(self.session))
        ctx.audio.play("cancel")
        ctx.stack.pop(fade=True)

    def big_card(self) -> tuple[int, float]:
        """Returns what the big card shows this frame, (card or 0 for its back, width 0..1): while it turns,
        the side it turns from closes edge-on and the side it turns to opens."""
        half = TURN // 2
        if self.turn >= TURN:
            return self.face, 1.0
        if self.turn < half:
            return self.prev, 1 - self.turn / half
        return self.face, (self.turn - half) / half

    def _big_card(self, canvas: pygame.Surface, side: pygame.Rect) -> None:
        card, width = self.big_card()
        if card:
            face = self.ctx.cards.detail(card)
        else:
            if self._back is None:  # (a cache of the back at the big card's size)
                size = self.ctx.cards.detail(1).get_size()
                self._back = pygame.transform.scale(self.ctx.cards.back(), size)
            face = self._back
        w = max(1, round(face.get_width() * width))
        shown = pygame.transform.scale(face, (w, face.get_height())) if w != face.get_width() else face
        canvas.blit(shown, shown.get_rect(midtop=(side.centerx, side.y + 6)))

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the starchips, the eight digit wheels, the offered card and the pending list."""
        f, db = self.ctx.font, self.ctx.db
        frames.backdrop(canvas, self.frame)
        header(canvas, f, "PASSWORD", f"\x88 {self.session.save.starchips} starchips")
        box = pygame.Rect(8, 18, 180, 70)
        frames.panel(canvas, box)
        f.draw(canvas, "Enter the card's password", (box.centerx, box.y + 5), frames.INK, "center")
        for i, d in enumerate(self.digits):
            r = pygame.Rect(box.x + 14 + i * 20, box.y + 24, 16, 24)
            pygame.draw.rect(canvas, (10, 10, 30), r)
            pygame.draw.rect(canvas, frames.GOLD if i == self.pos else frames.DIM, r, 1)
            f.draw(canvas, str(d), (r.centerx + 1, r.y + 7), frames.CURSOR if i == self.pos else frames.INK, "center")
            if i == self.pos:
                f.draw(canvas, "\x84", (r.centerx + 1, r.y - 10), frames.GOLD, "center")
                f.draw(canvas, "\x85", (r.centerx + 1, r.bottom + 1), frames.GOLD, "center")
        if self.message:
            for i, line in enumerate(f.wrap(self.message, 172)[:2]):
                f.draw(canvas, line, (box.x + 6, 94 + i * 10),
                       frames.GOLD if self.message.startswith("Bought") else frames.WARN)
        card = self.offer_card
        side = pygame.Rect(192, 18, 124, 190)
        frames.panel(canvas, side)
        self._big_card(canvas, side)
        if card and self.face == card and self.turn >= TURN:
            cost = int(db.cost[card])
            f.draw(canvas, f"cost {cost}", (side.centerx, side.y + 170), frames.GOLD, "center")
        low = pygame.Rect(8, 118, 180, 90)
        frames.panel(canvas, low)
        f.draw(canvas, "DELIVERED WHEN YOU LEAVE", (low.x + 6, low.y + 5), frames.GOLD)
        pending = self.session.pending
        for i, c in enumerate(pending[-6:]):
            draw_fitted(canvas, f, db.names[c], (low.x + 6, low.y + 17 + i * 11), 168, frames.INK)
        if not pending:
            f.draw(canvas, "nothing yet", (low.x + 6, low.y + 17), frames.DIM)
        hints(self.ctx, canvas, "\x86\x87 Digit  \x84\x85 Change  {ok} Enter  \x82 Clear  {back} Leave")
