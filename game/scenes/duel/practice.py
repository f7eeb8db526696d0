"""Practice mode's panel (Free Duel only): the computer's hand, the deck window it reads, and why it played.

    draw(canvas, ctx, session)     # over the board, when the duel's practice view is on

What is shown is what the computer's level may use: its own hand always; the next cards of its deck only
when its level reads them (retail's look-ahead window, R14.3; the other levels never do, and the panel
says so); whether it sees the player's face-down cards (six retail duelists, R14.5). The reason line is
the one the AI returned with its last decision (game.ai.reasons), never worked out by the screen.
"""

from __future__ import annotations

import pygame

from game.ai.reasons import Step
from game.gfx import frames

BOX = pygame.Rect(75, 2, 160, 96)  # between the field panel and the LP panel
LINE = 10


def window_of(agent, state, side: int = 1) -> tuple[int, tuple[int, ...]]:
    """Returns (how many cards the agent reads in all, the deck cards of that window it reads beyond the
    hand); (0, ()) when its level reads no deck card."""
    who = getattr(agent, "who", None)
    if who is None or not getattr(agent, "own_deck", False):
        return 0, ()
    me = state.sides[side]
    extra = max(0, who.window - len(me.hand))
    return who.window, tuple(c for c in me.deck[me.cursor:me.cursor + extra] if c > 0)


def last_play(reasons: list) -> object | None:
    """Returns the reason to show: the latest one that is a play (ending the turn and answering the
    placement questions are shown only when nothing else was done)."""
    for why in reversed(reasons[-12:]):
        if why.step not in (Step.END_TURN, Step.PLACEMENT):
            return why
    return reasons[-1] if reasons else None


def draw(canvas: pygame.Surface, ctx, session) -> None:
    """Draws the practice panel over the far side of the board."""
    f, db = ctx.font, ctx.db
    state, agent = session.state, session.agent
    frames.panel(canvas, BOX)
    x, y, w = BOX.x + 5, BOX.y + 3, BOX.w - 10
    f.draw(canvas, "PRACTICE: CPU HAND", (x, y), frames.GOLD)
    hand = [c for c in state.sides[1].hand if c > 0]
    half = (w - 4) // 2
    for i, card in enumerate(hand):
        col, row = i % 2, i // 2
        f.draw(canvas, f.fit(db.names[card], half), (x + col * (half + 4), y + LINE * (1 + row)), frames.INK)
    y += LINE * (1 + (len(hand) + 1) // 2)
    total, ahead = window_of(agent, state)
    if total:
        label = f"READS {total} CARDS: NEXT {len(ahead)}" if ahead else f"READS {total} CARDS: ITS HAND"
        f.draw(canvas, label, (x, y), frames.GOLD)
        if ahead:
            names = ", ".join(db.names[c] for c in ahead)
            f.draw(canvas, f.fit(names, w), (x, y + LINE), frames.INK)
            y += LINE
    else:
        f.draw(canvas, "ITS LEVEL READS NO DECK CARD", (x, y), frames.DIM)
    y += LINE
    sees = bool(getattr(agent, "sees_face_down", False))
    f.draw(canvas, "IT SEES YOUR SET CARDS" if sees else "YOUR SET CARDS ARE HIDDEN", (x, y),
           frames.WARN if sees else frames.DIM)
    y += LINE
    why = last_play(session.reasons)
    if why is None:
        text = "Its reasons show after its first play." if hasattr(agent, "last_reason") else \
            "This level gives no reasons (try retail, fair or strong)."
    else:
        text = why.words(db.names)
    for line in f.wrap(text, w)[:max(1, (BOX.bottom - y - 2) // LINE)]:
        f.draw(canvas, line, (x, y), frames.CURSOR)
        y += LINE
