"""What the deck doctor's verdict means, in the player's words: one list of lines for the screen and
the command line alike, so both give the same caveats.

An improvement is only called one when the paired difference's whole interval is above zero;
otherwise the words say "no clear gain" (or "worse") and why: the range the duels allow.
"""

from __future__ import annotations

from game.db import CardDB
from game.deckdoctor.paired import Comparison, Outcome

SUPPORT_RULE = "Magic and traps in your deck stay unless duels show it wins more without them."
NOT_TRIED = "Magic and traps outside your deck are not tried; monsters are picked by ATK and fusions."
SAME_DECK = "Your deck is already the best the doctor found from your cards: no duels were needed."
UNTESTED = "No duels were played: the suggestion is untested."


def advice_lines(report, db: CardDB) -> list[str]:
    """Returns the verdict's meaning and the caveats, one sentence a line (``report``: doctor.Report)."""
    v = report.verdict
    if v is None:
        head = [SAME_DECK] if report.unchanged else [UNTESTED]
        return head + [SUPPORT_RULE, NOT_TRIED]
    lines = []
    if report.unchanged:
        lines.append("Your deck stays as it is.")
    else:
        lines.append(_main(v.paired))
    if v.stopped_early:
        lines.append(f"The duels stopped after {v.duels} of {v.budget}: the answer was already clear.")
    if v.support is not None:
        names = ", ".join(dict.fromkeys(db.names[c] for c in v.support.cards))
        t = v.support.paired
        if v.support.removed:
            lines.append(f"Left out: {names}. Without them the deck won {_range(t)} more in 100 duels.")
        else:
            lines.append(f"Kept: {names}. Duels did not show the deck wins more without them "
                         f"({_signed(t.low)} to {_signed(t.high)} in 100).")
    else:
        lines.append(SUPPORT_RULE)
    lines.append(NOT_TRIED)
    return lines


def _main(c: Comparison) -> str:
    if c.outcome is Outcome.BETTER:
        return (f"Improvement: over the same {c.duels} duels the suggestion won {_points(c.difference)} more "
                f"in 100 (95% sure: {_range(c)}).")
    if c.outcome is Outcome.WORSE:
        return (f"Worse: over the same {c.duels} duels the suggestion won {_points(-c.difference)} fewer in 100. "
                "Keep your deck.")
    return (f"No clear gain: over the same {c.duels} duels the difference is {_signed(c.difference)} in 100, "
            f"but anything from {_signed(c.low)} to {_signed(c.high)} fits the duels.")


def _points(x: float) -> str:
    return f"{x * 100:.0f}"


def _signed(x: float) -> str:
    return f"{x * 100:+.0f}"


def _range(c: Comparison) -> str:
    return f"{c.low * 100:.0f}-{c.high * 100:.0f}"
