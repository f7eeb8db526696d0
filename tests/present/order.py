"""The order of what is shown (issue 31), for the presenter/rules consistency check (consistency.py).

Nothing may be told before the sequence that shows it. For each step the check follows the
presenter's motions as they begin and end (``watch_order`` wraps its ``_next``) and, as the step
arrives, as each motion begins and at each key frame, holds that

* the LP on the panel are those the motions ended so far have shown (no damage before its battle);
* a card the step destroys still stands in its zone until the motion that shows its loss ends;
* no motion tells an LP change, a card's loss or the duel's result before the sequence of the event
  that causes it has begun: a battle's damage with its battle, Exodia's -8000 after the Exodia
  sequence (R12.3), the end letters of an LP win after the change that emptied the LP.
"""

from __future__ import annotations

from collections.abc import Callable

from game.present.board import Board
from game.present.presenter import DuelPresenter
from game.rules import events as E


class OrderCheck:
    """One duel's order check; ``fail`` records a mismatch (the Checker's)."""

    def __init__(self, fail: Callable[[str], None]) -> None:
        self.fail = fail
        self.causes: dict[int, object] | None = None  # None until a step is fed

    def begin(self, pre, events) -> None:
        """A step is about to be fed: notes what the screen may show before any of its motions."""
        self.causes = causes_of(events)
        self.told: set[int] = set()  # ids of the events of the motions begun so far
        self.ended: list = []  # the events of the motions ended so far, in order
        before = Board.from_state(pre)
        self.lp_before = list(before.lp)
        self.losses = [e for i, e in enumerate(events) if type(e) is E.CardDestroyed
                       and before.row(e.side, e.row)[e.zone].card == e.card
                       and not any(_same_zone(o, e) for o in events[:i])]  # a card that stood there all along

    def motion_begins(self, pr: DuelPresenter) -> None:
        """A motion starts: it may tell only what the sequences begun so far (its own included) cause."""
        a = pr.anim
        self.told.update(id(e) for e in a.events)
        for e in a.events:
            cause = self.causes.get(id(e)) if self.causes is not None else None
            if cause is not None and id(cause) not in self.told:
                self.fail(f"order: the {a.kind} motion tells {_words(e)} before the sequence of {_words(cause)}")
        self.board(pr, f"as the {a.kind} motion starts")

    def motion_ends(self, a) -> None:
        """A motion ended: its events are on the board picture from now on."""
        self.ended.extend(a.events)

    def board(self, pr: DuelPresenter, when: str) -> None:
        """The board picture holds no LP change or card loss whose motion has not ended."""
        if self.causes is None:
            return
        lp = list(self.lp_before)
        for e in self.ended:
            if type(e) is E.LifePointsChanged:
                lp[e.side] = e.lp
        if list(pr.board.lp) != lp:
            self.fail(f"order: the panel's LP go to {list(pr.board.lp)} {when}; the motions so far showed {lp}")
        ended = {id(e) for e in self.ended}
        for e in self.losses:
            if id(e) not in ended and pr.board.row(e.side, e.row)[e.zone].card != e.card:
                self.fail(f"order: side {e.side} row {e.row} zone {e.zone} no longer shows {e.card} {when}, "
                          f"before the motion of its loss ({e.cause}) ended")


def causes_of(events) -> dict[int, object]:
    """Returns, for each LP change, card loss and end of a step (by id), the event whose sequence must
    have begun before it is told: itself, except Exodia's LP loss (caused by the Exodia win the engine
    reports right after it, R12.3) and the end of an LP win (caused by the change that emptied the LP)."""
    out: dict[int, object] = {}
    emptied = None
    for i, e in enumerate(events):
        t = type(e)
        if t is E.LifePointsChanged:
            after = events[i + 1] if i + 1 < len(events) else None
            out[id(e)] = after if type(after) is E.DuelEnded and after.reason == "exodia" else e
            if e.lp == 0:
                emptied = e
        elif t is E.CardDestroyed:
            out[id(e)] = e
        elif t is E.DuelEnded:
            out[id(e)] = emptied if e.reason == "lp" and emptied is not None else e
    return out


def _same_zone(a, b) -> bool:
    return type(a) in (E.CardPlaced, E.CardDestroyed) and (a.side, a.row, a.zone) == (b.side, b.row, b.zone)


def _words(e) -> str:
    if type(e) is E.LifePointsChanged:
        return f"side {e.side}'s LP {e.delta:+d}"
    if type(e) is E.CardDestroyed:
        return f"the loss of {e.card} (side {e.side} row {e.row} zone {e.zone}, {e.cause})"
    if type(e) is E.DuelEnded:
        return f"the end ({e.reason}, winner {e.winner})"
    return type(e).__name__


def watch_order(pr: DuelPresenter, checker: OrderCheck) -> None:
    """Has the presenter tell the checker when each motion ends and the next begins (its ``_next``)."""
    if getattr(pr, "_order_checker", None) is not None:
        pr._order_checker = checker
        return
    pr._order_checker = checker
    real = pr._next

    def _next() -> None:
        if pr.anim is not None:
            pr._order_checker.motion_ends(pr.anim)
        real()
        if pr.anim is not None:
            pr._order_checker.motion_begins(pr)

    pr._next = _next
