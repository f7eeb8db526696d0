"""Random-but-legal duels (style lesson 8a): invariants after every step, termination, replay, round-trip.

Decks are dealt from real duelist pools; the policy is a test-side seeded chooser over
``legal_actions`` (the engine itself never sees it).
"""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.invariants import round_trip_problems, violations
from game.rules.rng import PsxRng
from game.rules.serialise import from_dict, state_hash, to_dict
from game.rules.setup import deal_deck, setup_duel
from game.rules.state import RuleOptions

MAX_TURNS = 90  # a side must play one card a turn, so 40-card decks run out well before this
MAX_STEPS = 6000

duel_setups = st.fixed_dictionaries({
    "seed": st.integers(0, 2**32 - 1),
    "policy": st.integers(0, 2**32 - 1),
    "pool0": st.integers(1, 39),
    "opponent": st.integers(1, 39),
    "terrain": st.integers(0, 6),
    "rng_kind": st.sampled_from(["psx", "splitmix"]),
    "options": st.builds(RuleOptions, st.booleans(), st.booleans(), st.booleans()),
})


def _run(db, setup, check=None):
    deck0 = deal_deck(db, setup["pool0"], PsxRng(setup["seed"] ^ 0x5A5A))
    state, events = setup_duel(db, deck0, None, opponent=setup["opponent"], terrain=setup["terrain"],
                               rng_seed=setup["seed"], rng_kind=setup["rng_kind"], options=setup["options"])
    log, all_events = [], list(events)
    chooser = random.Random(setup["policy"])
    if check:
        check(db, state)
    while not state.over and len(log) < MAX_STEPS:
        legal = legal_actions(db, state)
        assert legal, "a live duel always has a legal action"
        action = chooser.choice(legal)
        state, events = step(db, state, action)
        log.append(action)
        all_events.extend(events)
        if check:
            check(db, state)
    return deck0, state, log, all_events


def _invariants(db, state):
    problems = violations(db, state) + round_trip_problems(state)
    assert not problems, problems
    assert state.turn <= MAX_TURNS


@settings(max_examples=300, deadline=None)
@given(duel_setups)
def test_random_legal_duels_keep_every_invariant_and_end(db, setup):
    """Card conservation, LP bounds, stats 0..9999, zone capacity, hand <= 5 (R2.7, R3.3); the duel ends."""
    _, state, _log, _ = _run(db, setup, _invariants)
    assert state.over, f"duel did not end within {MAX_STEPS} steps"
    loser = 1 - state.winner
    assert state.sides[loser].lp == 0 or state.sides[loser].deck_left == 0 or state.end_reason.name == "EXODIA"


@settings(max_examples=80, deadline=None)
@given(duel_setups)
def test_seed_plus_action_log_replays_the_same_duel(db, setup):
    """Style lesson 7: seed + decks + actions reproduce the final state hash and every event."""
    deck0, final, log, events = _run(db, setup)
    state, replay_events = setup_duel(db, deck0, None, opponent=setup["opponent"], terrain=setup["terrain"],
                                      rng_seed=setup["seed"], rng_kind=setup["rng_kind"], options=setup["options"])
    replay_events = list(replay_events)
    for action in log:
        random.random()  # the global generator must not matter
        state, evs = step(db, state, action)
        replay_events.extend(evs)
    assert state_hash(state) == state_hash(final) and replay_events == events


@settings(max_examples=30, deadline=None)
@given(duel_setups)
def test_state_dict_is_json_and_round_trips(db, setup):
    """to_dict is plain JSON; from_dict(to_dict(s)) == s; the hash survives the trip."""
    _, state, _, _ = _run(db, setup)
    text = json.dumps(to_dict(state))
    back = from_dict(json.loads(text))
    assert back == state and state_hash(back) == state_hash(state)


def test_step_is_pure(db):
    """step never mutates its input state (style lesson 2)."""
    deck0 = deal_deck(db, 3, PsxRng(9))
    state, _ = setup_duel(db, deck0, None, opponent=3, rng_seed=9)
    before = to_dict(state)
    for action in legal_actions(db, state):
        step(db, state, action)
    assert to_dict(state) == before


def test_replay_log_round_trips_through_json_and_replays(db):
    """Style lesson 7: a versioned ReplayLog rebuilds the duel from JSON."""
    from game.rules.replay import ReplayLog, record, replay

    setup = {"seed": 31, "policy": 5, "pool0": 2, "opponent": 9, "terrain": 3, "rng_kind": "psx",
             "options": RuleOptions()}
    deck0, final, log, events = _run(db, setup)
    rec = record(db, deck0, None, log, opponent=9, seed=31, terrain=3)
    back = ReplayLog.from_dict(json.loads(json.dumps(rec.to_dict())))
    state, replay_events = replay(db, back)
    assert back == rec and state_hash(state) == state_hash(final) and list(replay_events) == events


def test_observe_hides_what_a_side_cannot_see(db):
    """Style lesson 5: the other hand, deck order, face-down and set cards become HIDDEN."""
    from game.rules.view import HIDDEN, observe

    deck0 = deal_deck(db, 3, PsxRng(9))
    state, _ = setup_duel(db, deck0, None, opponent=3, rng_seed=9)
    view = observe(state, 0)
    assert view.sides[0].hand == state.sides[0].hand and set(view.sides[1].hand) == {HIDDEN}
    assert set(view.sides[0].deck[5:]) == {HIDDEN} and view.rng_state == 0
    assert observe(state, 0, own_deck=True).sides[0].deck == state.sides[0].deck


def test_state_hash_is_stable_across_processes(db, cache_dir):
    """The hash and the duel do not depend on PYTHONHASHSEED or the process (style lesson 7)."""
    import os
    import subprocess
    import sys

    code = ("import random, sys; sys.path.insert(0, 'tests'); from game.db import load_carddb; "
            "from game.rules import legal_actions, new_duel, state_hash, step; "
            "from game.rules.setup import deal_deck; from game.rules.rng import PsxRng; db = load_carddb(); "
            "s = new_duel(db, deal_deck(db, 5, PsxRng(3)), None, opponent=6, rng_seed=3); pick = random.Random(4)\n"
            "while not s.over: s, _ = step(db, s, pick.choice(legal_actions(db, s)))\n"
            "print(state_hash(s))")
    hashes = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "FMDUEL_CACHE_DIR": str(cache_dir)}
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        hashes.add(out.stdout.strip())
    assert len(hashes) == 1
