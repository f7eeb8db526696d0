"""Golden tag playthrough (style lesson 8b): one seeded four-seat duel's actions and events, diffed.

Regenerate after an intended rule change with ``FMDUEL_UPDATE_GOLDEN=1 pytest tests/tag/test_tag_golden.py``
and review the diff like code.
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
from game.rules.tag import setup_tag_duel

GOLDEN = Path(__file__).parent / "golden" / "tag_seed7.txt"


def _playthrough(db) -> str:
    state, events = setup_tag_duel(db, (None,) * 4, duelists=(2, 10, 7, 20), first_team=1, rng_seed=7)
    lines = ["setup duelists=(2, 10, 7, 20) first_team=1 seed=7"]
    lines += [json.dumps(event_to_dict(e), sort_keys=True) for e in events]
    pick = random.Random(7)
    while not state.over:
        action = pick.choice(legal_actions(db, state))
        lines.append(f"> {state.active} {action} {action_name(action, state, db)}")
        state, events = step(db, state, action)
        lines += [json.dumps(event_to_dict(e), sort_keys=True) for e in events]
    lines.append(f"final {state_hash(state)}")
    return "\n".join(lines) + "\n"


def test_golden_tag_playthrough_matches(db):
    text = _playthrough(db)
    if os.environ.get("FMDUEL_UPDATE_GOLDEN") or not GOLDEN.exists():
        GOLDEN.write_text(text)
    assert text == GOLDEN.read_text()
