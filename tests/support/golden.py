"""Golden playthroughs (style lesson 8b): a seeded random-legal duel written as text and diffed.

Set FMDUEL_UPDATE_GOLDEN=1 to rewrite a golden file after an intended rule change, then review
the diff like code.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

from game.rules.actions import action_name, legal_actions
from game.rules.engine import step
from game.rules.events import event_to_dict
from game.rules.serialise import state_hash


def play_out(db, state, events, header: str, *, show_seat: bool = False) -> str:
    """Returns the transcript of a duel played to its end by a seeded random-legal policy."""
    lines = [header, *(json.dumps(event_to_dict(e), sort_keys=True) for e in events)]
    pick = random.Random(7)
    while not state.over:
        action = pick.choice(legal_actions(db, state))
        seat = f"{state.active} " if show_seat else ""
        lines.append(f"> {seat}{action} {action_name(action, state, db)}")
        state, events = step(db, state, action)
        lines += [json.dumps(event_to_dict(e), sort_keys=True) for e in events]
    lines.append(f"final {state_hash(state)}")
    return "\n".join(lines) + "\n"


def matches_golden(path: Path, text: str) -> bool:
    """Returns whether text equals the golden file (written first when missing or asked to update)."""
    if os.environ.get("FMDUEL_UPDATE_GOLDEN") or not path.exists():
        path.parent.mkdir(exist_ok=True)
        path.write_text(text)
    return text == path.read_text()
