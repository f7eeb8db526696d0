"""The headless duel engine: pure state, numbered actions, events out, one injected RNG.

Nothing in this package imports pygame or touches a global random generator; the card tables
come in as a ``game.db.CardDB``. The public surface (see docs/engine.md)::

    state = new_duel(db, deck0, None, opponent=7, rng_seed=1234)
    while not state.over:
        a = policy(legal_actions(db, state))
        state, events = step(db, state, a)

Names are imported lazily so that ``import game.rules`` stays cheap and side-effect free.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "new_duel": "setup", "setup_duel": "setup", "deal_deck": "setup", "shuffle_deck": "setup",
    "step": "engine",
    "legal_actions": "actions", "legal_mask": "actions", "action_name": "actions", "IllegalAction": "actions",
    "N_ACTIONS": "actions",
    "DuelState": "state", "SideState": "state", "FieldCard": "state", "RuleOptions": "state", "Phase": "state",
    "Decision": "state", "Counter": "state", "Stat": "state", "EndReason": "state", "Row": "state",
    "to_dict": "serialise", "from_dict": "serialise", "state_hash": "serialise",
    "PsxRng": "rng", "SplitMixRng": "rng", "make_rng": "rng",
    "observe": "view", "ReplayLog": "replay", "replay_duel": "replay", "record": "replay",
    "new_tag_duel": "tag", "setup_tag_duel": "tag", "TagLog": "tag", "replay_tag": "tag", "N_TAG_ACTIONS": "actions", "n_actions": "actions",
    "new_two_player_duel": "two_player",
    "duel_rank": "outcome", "roll_drop": "outcome", "projected_rank": "outcome",
    "build_position": "position", "load_position": "position", "PositionError": "position",
    "position_of": "position",
}

__all__ = [
    "N_ACTIONS",
    "N_TAG_ACTIONS",
    "Counter",
    "Decision",
    "DuelState",
    "EndReason",
    "FieldCard",
    "IllegalAction",
    "Phase",
    "PositionError",
    "PsxRng",
    "Row",
    "RuleOptions",
    "SideState",
    "SplitMixRng",
    "Stat",
    "TagLog",
    "action_name",
    "build_position",
    "deal_deck",
    "duel_rank",
    "from_dict",
    "legal_actions",
    "legal_mask",
    "load_position",
    "make_rng",
    "n_actions",
    "new_duel",
    "new_tag_duel",
    "new_two_player_duel",
    "observe",
    "position_of",
    "projected_rank",
    "record",
    "replay_duel",
    "replay_tag",
    "roll_drop",
    "setup_duel",
    "setup_tag_duel",
    "shuffle_deck",
    "state_hash",
    "step",
    "to_dict",
]


def __getattr__(name: str) -> Any:
    """Returns a public engine name, importing its module on first use."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'game.rules' has no attribute {name!r}")
    return getattr(importlib.import_module(f"game.rules.{module}"), name)
