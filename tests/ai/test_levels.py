"""Every level: only legal actions on random positions, complete duels against each other (§14, issue 4)."""

from __future__ import annotations

import itertools
import random

import pytest

from game.ai import make_agent, view_for
from game.ai.views import fast_observe
from game.rules import legal_actions, new_duel, observe, step
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck

LEVELS = ("retail", "fair", "strong", "random")


def random_positions(db, seeds, every=3):
    """Returns positions reached by uniform random play (every ``every``-th one)."""
    out = []
    for seed in seeds:
        r = random.Random(seed)
        state = new_duel(db, deal_deck(db, 1 + seed % 38, PsxRng(seed)), None, opponent=1 + (seed * 7) % 38,
                         rng_seed=seed)
        n = 0
        while not state.over:
            if n % every == 0:
                out.append(state)
            state, _ = step(db, state, r.choice(legal_actions(db, state)))
            n += 1
    return out


@pytest.fixture(scope="module")
def positions(db):
    return random_positions(db, range(6))


@pytest.mark.parametrize("level", LEVELS)
def test_agent_returns_only_legal_actions_on_random_positions(db, positions, level):
    for i, state in enumerate(positions):
        duelist = 1 + i % 39
        agent = make_agent(level, duelist, i, db)
        legal = legal_actions(db, state)
        assert agent.act(db, view_for(agent, state, state.active), legal) in legal


@pytest.mark.parametrize("a,b", [p for p in itertools.product(LEVELS, LEVELS) if p[0] != p[1]])
def test_levels_play_complete_duels_against_each_other(db, a, b):
    for seed in range(2):
        deck = deal_deck(db, 7, PsxRng(seed + 50))
        state = new_duel(db, deck, None, opponent=17, rng_seed=seed)
        agents = (make_agent(a, 39, seed, db), make_agent(b, 17, seed + 1, db))
        for _ in range(20_000):
            if state.over:
                break
            side = state.active
            legal = legal_actions(db, state)
            action = agents[side].act(db, view_for(agents[side], state, side), legal)
            assert action in legal
            state, _ = step(db, state, action)
        assert state.over


def test_fast_observe_equals_observe(db, positions):
    for state in positions:
        for side, sees, own in itertools.product((0, 1), (False, True), (False, True)):
            assert fast_observe(state, side, sees_face_down=sees, own_deck=own) == \
                observe(state, side, sees_face_down=sees, own_deck=own)


def test_seen_snapshot_equals_the_snapshot_of_the_view(db, positions):
    """R14.3: the simulator's snapshot read from the state with the visible flags is the view's snapshot."""
    from game.ai.snapshot import seen_snapshot, snapshot

    for state in positions:
        for sees, own, window in itertools.product((False, True), (False, True), (0, 5)):
            view = observe(state, state.active, sees_face_down=sees, own_deck=own)
            assert seen_snapshot(db, state, window, sees_face_down=sees, own_deck=own) == \
                snapshot(db, view, window if own else 0)


def test_ai_dice_never_touch_the_duel_rng(db):
    """R14.2 / docs/ai.md: the agents' rolls are their own; the duel is a replay of its actions alone."""
    from game.rules import state_hash
    from game.rules.replay import ReplayLog, replay

    deck = deal_deck(db, 7, PsxRng(3))
    state = new_duel(db, deck, None, opponent=17, rng_seed=11)
    rng_states = {state.rng_state}
    agents = (make_agent("retail", 38, 1, db), make_agent("fair", 17, 2, db))
    actions = []
    while not state.over:
        side = state.active
        action = agents[side].act(db, view_for(agents[side], state, side), legal_actions(db, state))
        actions.append(action)
        state, _ = step(db, state, action)
        rng_states.add(state.rng_state)
    assert len(rng_states) == 1  # no duel rule after setup draws from the engine RNG, and the AI cannot
    final, _ = replay(db, ReplayLog(tuple(deck), None, opponent=17, seed=11, actions=tuple(actions)))
    assert state_hash(final) == state_hash(state)


def test_same_seed_same_decisions(db):
    def play(seed):
        state = new_duel(db, deal_deck(db, 7, PsxRng(5)), None, opponent=7, rng_seed=5)
        agents = (make_agent("retail", 7, seed, db), make_agent("retail", 7, seed + 1, db))
        out = []
        while not state.over:
            side = state.active
            out.append(agents[side].act(db, view_for(agents[side], state, side), legal_actions(db, state)))
            state, _ = step(db, state, out[-1])
        return out
    assert play(1) == play(1)
