"""The network banner both online duel screens show: what the link is doing when the duel cannot go on.

``NetBanner.step`` runs every update (reconnects after a lost link, counts how long a play has
waited) and returns the lines to draw; ``paint`` draws them. The screen is never frozen without
one of these lines saying why.
"""

from __future__ import annotations

import pygame

from game.gfx import frames

RETRY_EVERY = 180  # frames between attempts to reconnect (3 s)
RETRIES = 40
SLOW = 60  # frames a sent play may wait before the banner says so
REFUSAL_SHOWN = 150


class NetBanner:
    """Keeps the link alive and words its state."""

    def __init__(self) -> None:
        self.tries = 0
        self.since_lost = 0
        self.since_sent = 0
        self.refused_shown = 0

    @property
    def gave_up(self) -> bool:
        """Returns whether reconnecting has been tried enough times."""
        return self.tries >= RETRIES

    def step(self, s) -> list[str]:
        """Advances the link's clocks for a session's status; returns the banner's lines ([] for none)."""
        if s.lost and not s.refused_for_good:
            self.since_lost += 1
            if self.since_lost >= RETRY_EVERY and self.tries < RETRIES:
                self.since_lost, self.tries = 0, self.tries + 1
                s.rejoin()
        elif not s.lost:
            self.since_lost, self.tries = 0, 0
        self.since_sent = self.since_sent + 1 if s.waiting else 0
        self.refused_shown = REFUSAL_SHOWN if s.refused and not self.refused_shown else max(0, self.refused_shown - 1)
        if not self.refused_shown:
            s.refused = ""
        return self.lines(s)

    def lines(self, s) -> list[str]:
        """Returns the banner's words for a session's status."""
        if s.lost:
            if s.refused_for_good or self.gave_up:
                return ["The connection to the host has ended.", s.lost[:48], "Press any button to leave."]
            return ["Connection to the host lost.", "Reconnecting to your seat...", s.lost[:48]]
        if s.paused is not None:
            away = s.paused["away"]
            who = ", ".join(a["label"] for a in away) or "a player"
            if s.paused.get("choices"):
                return [f"{who} has not come back.", "\x82 The computer plays for them",
                        "\x83 End the duel (all must agree)"]
            left = max((a["left"] for a in away), default=0)
            return [f"{who} left the duel.", f"Waiting for them to come back ({left} s)", "The duel is paused."]
        if s.refused:
            return ["The host did not accept that play:", s.refused[:48]]
        if s.waiting and self.since_sent > SLOW:
            return ["Waiting for the host..."]
        return []


def paint(canvas: pygame.Surface, f, lines: list[str]) -> None:
    """Draws the banner's lines in a panel across the middle of the board."""
    if not lines:
        return
    box = pygame.Rect(30, 84, 260, 16 + 12 * len(lines))
    frames.panel(canvas, box)
    for i, line in enumerate(lines):
        f.draw(canvas, line, (160, box.y + 8 + i * 12), frames.GOLD if i == 0 else frames.INK, "center")
