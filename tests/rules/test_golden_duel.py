"""Golden playthrough (style lesson 8b): one seeded duel's actions and events, diffed against a file.

Regenerate after an intended rule change with ``FMDUEL_UPDATE_GOLDEN=1 pytest tests/rules/test_golden_duel.py``
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
from game.rules.rng import PsxRng
from game.rules.serialise import state_hash
from game.rules.setup import deal_deck, setup_duel

GOLDEN = Path(__file__).parent / "golden" / "duel_seed7.txt"


def _playthrough(db) -> str:
    deck0 = deal_deck(db, 2, PsxRng(7))
    state, events = setup_duel(db, deck0, None, opponent=10, terrain=1, rng_seed=7)
    lines = [f"setup deck0={list(deck0)} opponent=10 terrain=1 seed=7"]
    lines += [json.dumps(event_to_dict(e), sort_keys=True) for e in events]
    pick = random.Random(7)
    while not state.over:
        action = pick.choice(legal_actions(db, state))
        lines.append(f"> {action} {action_name(action, state, db)}")
        state, events = step(db, state, action)
        lines += [json.dumps(event_to_dict(e), sort_keys=True) for e in events]
    lines.append(f"final {state_hash(state)}")
    return "\n".join(lines) + "\n"


def test_golden_playthrough_matches(db):
    text = _playthrough(db)
    if os.environ.get("FMDUEL_UPDATE_GOLDEN") or not GOLDEN.exists():
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(text)
    assert text == GOLDEN.read_text()
