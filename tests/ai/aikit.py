"""Helpers for AI tests: ask an agent for its next action, or its whole hand play, on an exact position."""

from __future__ import annotations

from game.ai import make_agent, view_for
from game.rules import legal_actions, step
from game.rules.state import Phase


def decide(db, state, level="retail", duelist=1, seed=1, agent=None) -> int:
    """Returns the agent's action for the acting side of ``state``."""
    agent = agent or make_agent(level, duelist, seed, db)
    side = state.active
    return agent.act(db, view_for(agent, state, side), legal_actions(db, state))


def hand_phase(db, state, level="retail", duelist=1, seed=1, agent=None):
    """Plays the acting side's whole hand play; returns (actions, state at the start of the field phase)."""
    agent = agent or make_agent(level, duelist, seed, db)
    actions = []
    while state.phase == Phase.HAND and not state.over:
        a = decide(db, state, agent=agent)
        actions.append(a)
        state, _ = step(db, state, a)
    return actions, state


def field_turn(db, state, level="retail", duelist=1, seed=1, agent=None, limit=40):
    """Plays the acting side's field phase to its end; returns the actions taken."""
    agent = agent or make_agent(level, duelist, seed, db)
    side, actions = state.active, []
    while not state.over and state.active == side and len(actions) < limit:
        a = decide(db, state, agent=agent)
        actions.append(a)
        state, _ = step(db, state, a)
    return actions
