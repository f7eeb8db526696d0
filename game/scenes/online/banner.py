"""The network banner both online duel screens show: what the link is doing when the duel cannot go on,
the room's clocks, and the hint line while the duel waits.

``NetBanner.step`` runs every update (reconnects after a lost link, counts how long a play has
waited) and returns the lines to draw; ``paint`` draws them. The screen is never frozen without
one of these lines saying why. ``clock_line`` words the clocks exactly as the room last sent them
(the screen never runs a clock of its own); ``wait_hint`` is the hint line while the duel is paused,
naming only the buttons that work then.
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.net.clocks import IDLE_SHOWN, clock_text

RETRY_EVERY = 180  # frames between attempts to reconnect (3 s)
RETRIES = 40
SLOW = 60  # frames a sent play may wait before the banner says so
REFUSAL_SHOWN = 150
NOTE_SHOWN = 240  # frames a "ran out of time" stays on the banner


class NetBanner:
    """Keeps the link alive and words its state."""

    def __init__(self) -> None:
        self.tries = 0
        self.since_lost = 0
        self.since_sent = 0
        self.refused_shown = 0
        self.note_shown = 0
        self.note = ""

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
        if s.clock_note:
            rest = s.clock_note.partition(" ")[2]  # the room names the seat first: "RED ran out..."
            self.note = f"You {rest}" if s.clock_note_who == s.seat else s.clock_note
            self.note_shown, s.clock_note = NOTE_SHOWN, ""
        self.note_shown = max(0, self.note_shown - 1)
        return self.lines(s)

    def lines(self, s) -> list[str]:
        """Returns the banner's words for a session's status."""
        if s.lost:
            if s.refused_for_good or self.gave_up:
                return ["The connection to the host has ended.", s.lost, "Press any button to leave."]
            return ["Connection to the host lost.", "Reconnecting to your seat..."]
        if s.paused is not None:
            away = s.paused["away"]
            who = ", ".join(a["label"] for a in away) or "a player"
            if s.paused.get("choices"):
                return [f"{who} has not come back.", "\x82 The computer plays for them",
                        "\x83 End the duel (all must agree)"]
            left = max((a["left"] for a in away), default=0)
            return [f"{who} left the duel.", f"Waiting for them to come back ({left} s)", "The duel is paused."]
        if self.note_shown:
            return ["Time is up.", self.note]
        if s.refused:
            return ["The host did not accept that play:", s.refused]
        if s.waiting and self.since_sent > SLOW:
            return ["Waiting for the host..."]
        return []


def clock_line(s, names: list[str]) -> str:
    """Returns the clock strip's words from the room's last clock message ('' when no clock runs): whose
    turn, what is left of it and of the reserve (``+``), or of the inactivity time. ``names`` are the
    seats as this screen calls them (YOU for this seat)."""
    c = s.clock
    if not c or c["seat"] < 0 or s.ended is not None:
        return ""
    who = names[c["seat"]] if 0 <= c["seat"] < len(names) else c["label"]
    held = "  (paused)" if c["held"] else ""
    if c["turn"] >= 0:
        reserve = c["reserve"][c["seat"]] if c["reserve"] else 0
        return f"{who}  {clock_text(c['turn'])} +{clock_text(reserve)}{held}"
    if 0 <= c["idle"] <= IDLE_SHOWN:
        return f"{who}: play within {clock_text(c['idle'])}{held}"
    return ""


def wait_hint(s, menu: bool) -> str:
    """Returns the hint line while the duel is paused (the buttons that work now), or a spectator's (it
    only watches), '' otherwise."""
    if s.lost:
        return ""
    if s.seat < 0 and s.paused is None:
        return "You are watching: no hand is shown" + ("   SELECT Menu" if menu else "")
    if s.paused is None:
        return ""
    if s.paused.get("choices"):
        return "\x82 Computer plays them  \x83 End the duel" + ("  SELECT Menu" if menu else "")
    return "The duel waits for them" + ("   SELECT Menu" if menu else "")


def quiet_prompt(play, hint: str) -> None:
    """While the duel waits: the hint line names only what works now (``wait_hint``), and the duel's own
    hints (the fusion forecast) step aside. Called from update, after the play has settled."""
    from dataclasses import replace

    from game.scenes.duel.layout import Marks

    if hint:
        play.prompt.marks = replace(play.prompt.marks or Marks(), hint=hint)
        play.prompt.assist = None


def paint(canvas: pygame.Surface, f, lines: list[str]) -> None:
    """Draws the banner's lines, each wrapped to the panel, in a panel across the middle of the board."""
    rows = [(row, i == 0) for i, line in enumerate(lines) for row in (f.wrap(line, 248) if line else [])]
    if not rows:
        return
    box = pygame.Rect(30, 84, 260, 16 + 12 * len(rows))
    frames.panel(canvas, box)
    for i, (row, head) in enumerate(rows):
        f.draw(canvas, row, (160, box.y + 8 + i * 12), frames.GOLD if head else frames.INK, "center")


def paint_clock(canvas: pygame.Surface, f, text: str, y: int = 4) -> None:
    """Draws the clock strip: a small panel at the top middle of the board."""
    if not text:
        return
    w = f.width(text) + 16
    box = pygame.Rect(160 - w // 2, y, w, 17)
    frames.panel(canvas, box)
    f.draw(canvas, text, (160, y + 4), frames.GOLD, "center")
