"""Random-but-legal tag duels (style lesson 8a): conservation per duelist, mirrored team LP and
Swords (R17.3, R17.13), termination with a team winner (R17.16, R17.17), round-trip and replay;
half of them with the partner-cards variant (§17.4) and half with team traps (D-33)."""

from __future__ import annotations

import random

import pytest

from game.rules.actions import legal_actions, legal_mask
from game.rules.engine import step
from game.rules.serialise import from_dict, to_dict
from game.rules.state import EndReason, RuleOptions
from game.rules.tag import new_tag_duel

_STEP_LIMIT = 4000


def _run(db, seed):
    variants = RuleOptions(tag_partner_cards=seed % 2 == 0, tag_team_traps=seed % 4 < 2)  # §17.4, D-33
    state = new_tag_duel(db, (None,) * 4, duelists=(1 + seed % 5, 7, 12, 20 + seed % 7), rng_seed=seed,
                         first_team=seed % 2, per_team_terrain=seed % 3 == 0, options=variants)
    pick = random.Random(seed)
    trail = [state]
    for _ in range(_STEP_LIMIT):
        if state.over:
            break
        legal = legal_actions(db, state)
        assert legal and legal_mask(db, state).sum() == len(legal)
        state, _events = step(db, state, pick.choice(legal))
        trail.append(state)
    return trail


@pytest.mark.parametrize("seed", range(12))
def test_r17_random_tag_duels_keep_the_invariants_and_end(db, seed):
    trail = _run(db, seed)
    for state in trail[::7] + [trail[-1]]:
        for side in state.sides:
            on_field = sum(1 for r in side.monsters + side.spells if r.card)
            assert side.deck_left + len(side.hand) + on_field + len(side.graveyard) == 40 + side.created
            assert 0 <= side.lp <= side.max_lp == 16000
        assert state.sides[0].lp == state.sides[2].lp and state.sides[1].lp == state.sides[3].lp
        assert state.sides[0].swords == state.sides[2].swords and state.sides[1].swords == state.sides[3].swords
        assert from_dict(to_dict(state)) == state
    final = trail[-1]
    assert final.over and final.winner in (0, 1)
    if final.end_reason == EndReason.LP:
        assert final.sides[1 - final.winner].lp == 0


def test_r17_tag_duels_are_deterministic(db):
    assert _run(db, 3)[-1] == _run(db, 3)[-1]


def test_lesson7_a_tag_log_replays_the_same_events_and_hash(db):
    from game.rules.serialise import state_hash
    from game.rules.tag import TagLog, replay_tag, start_tag

    log = TagLog(decks=(None,) * 4, duelists=(3, 7, 12, 20), seed=21, first_team=1, per_team_terrain=True)
    state, events = start_tag(db, log)
    pick, out = random.Random(21), list(events)
    while not state.over:
        action = pick.choice(legal_actions(db, state))
        state, evs = step(db, state, action)
        out.extend(evs)
        log = log.with_action(action)
    again = TagLog.from_dict(to_json(log.to_dict()))
    final, replayed = replay_tag(db, again)
    assert state_hash(final) == state_hash(state) and list(replayed) == out


def to_json(data):
    import json

    return json.loads(json.dumps(data))
