"""The computer opponent (§14): the retail scripts, honest levels and a search AI.

    agent = make_agent("retail" | "fair" | "strong" | "random", duelist=7, seed=1)
    action = agent.act(db, view_for(agent, state, side), legal_actions(db, state))

Names are imported lazily so that ``import game.ai`` does no work (style: no import-time work).
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {"Agent": "agent", "LEVELS": "agent", "make_agent": "agent", "view_for": "agent",
            "RandomAgent": "agent", "ScriptAgent": "agent", "StrongAgent": "strong"}

__all__ = ["LEVELS", "Agent", "RandomAgent", "ScriptAgent", "StrongAgent", "make_agent", "view_for"]


def __getattr__(name: str) -> Any:
    """Returns a public AI name, importing its module on first use."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'game.ai' has no attribute {name!r}")
    return getattr(importlib.import_module(f"game.ai.{module}"), name)
