"""Issue 35: the AI returns why it played what it played, from its own decision.

Over many duels every action the scripts (and the strong AI's searches) take is checked against the reason they gave with it: the action
is one the reason covers, an attack's reason names the attacker (and the target when it is visible) on the
board the action acts on, a blind attack's roll is under its chance, a fusion chain's reason names the
card that lands. (That making the reasons changes no decision was checked when they were added: the
simulator's JSON reports of the same duels were byte-identical before and after.)
"""

from __future__ import annotations

from game.ai import make_agent, view_for
from game.ai.reasons import Step
from game.rules import actions as A
from game.rules import legal_actions, step
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck, new_duel
from game.rules.state import Decision

DUELS = 24


def _play(db, seed: int, check, level: str = "fair"):
    deck_a = deal_deck(db, 7, PsxRng(seed))
    deck_b = deal_deck(db, 20 + seed % 19, PsxRng(seed + 1))
    state = new_duel(db, deck_a, deck_b, opponent=20 + seed % 19, terrain=seed % 7, rng_seed=seed)
    agents = (make_agent(level, 7, seed, db), make_agent("retail", 20 + seed % 19, seed + 9, db))
    for _ in range(4000):
        if state.over:
            break
        side = state.active
        agent = agents[side]
        action = agent.act(db, view_for(agent, state, side), legal_actions(db, state))
        if check is not None:
            check(state, action, agent.last_reason)
        state, _ = step(db, state, action)
    return state


def test_every_reason_matches_the_action_taken(db):
    seen: dict[Step, int] = {}
    landing: list = []  # (reason, zone) of a chain whose landing is checked after its destination

    def check(state, action, why):
        assert why is not None and action in why.actions, (action, why)
        seen[why.step] = seen.get(why.step, 0) + 1
        me, foe = state.sides[state.active], state.sides[1 - state.active]
        if why.step in (Step.SAFE_ATTACK, Step.LETHAL_ATTACK, Step.BLIND_ATTACK, Step.DIRECT_ATTACK):
            if action >= A.CHANGE_POS and action < A.ACTIVATE:  # switched to attack position first
                assert me.monsters[action - A.CHANGE_POS].card == why.attacker
            else:
                zone, target = divmod(action - A.ATTACK, 6)
                assert me.monsters[zone].card == why.attacker, why
                if why.step in (Step.SAFE_ATTACK, Step.LETHAL_ATTACK):
                    assert foe.monsters[target].card == why.target, why
                if why.step == Step.DIRECT_ATTACK:
                    assert target == A.DIRECT_TARGET
        if why.step == Step.BLIND_ATTACK:
            assert 0 <= why.roll < why.chance
        if why.step in (Step.WALL, Step.DEFEND):
            assert me.monsters[action - A.CHANGE_POS].card == why.attacker
        if why.step == Step.SPELL:
            assert any(s.card == why.attacker for s in me.spells)
        if why.result and state.pending == Decision.PICK_DEST and A.DEST_MONSTER <= action < A.DEST_SPELL:
            landing.append((why, action - A.DEST_MONSTER, state.active))

    checked: list[bool] = []

    def check_and_land(state, action, why):
        while landing:  # the previous chain has landed: its zone holds the reason's result
            reason, zone, side = landing.pop()
            checked.append(state.sides[side].monsters[zone].card == reason.result)
        check(state, action, why)

    for seed in range(DUELS):
        landing.clear()
        _play(db, seed, check_and_land)
    fused = sum(checked)
    assert len(checked) > 20, len(checked)
    assert fused >= len(checked) - DUELS // 4  # rarely a trap destroys the landed monster at once
    for step_ in (Step.STRATEGY_A, Step.SAFE_ATTACK, Step.END_TURN, Step.BLIND_ATTACK):
        assert seen.get(step_, 0) > 0, (step_, seen)
    assert fused > 10


STRONG_DUELS = 24
_STRONG_ATTACKS = (Step.PLANNED_ATTACK, Step.LETHAL_ATTACK, Step.DIRECT_ATTACK, Step.FACE_DOWN_ATTACK)


def test_every_strong_reason_matches_the_action_its_search_took(db):
    """The strong AI's reasons: the hand play its search scored best (the chain's result lands where it was
    played, a used or set card is in its hand), the attack plan's first attack (attacker and open target on
    the board, a face-down target hidden, a kill it announced happening), its position changes."""
    seen: dict[Step, int] = {}
    after: list = []  # checks that need the state after the action: (kind, reason, zone, side)
    results: dict[str, list[bool]] = {"landed": [], "destroyed": []}

    def check(state, action, why):
        while after:
            kind, reason, zone, side = after.pop()
            if kind == "landed":
                results[kind].append(state.sides[side].monsters[zone].card == reason.result)
            else:
                results[kind].append(state.sides[1 - side].monsters[zone].card != reason.target)
        if state.active != 0:
            return
        assert why is not None and action in why.actions, (action, why)
        seen[why.step] = seen.get(why.step, 0) + 1
        me, foe = state.sides[0], state.sides[1]
        if why.step == Step.SEARCH:
            assert why.searched > 0 and why.words(db.names).startswith(f"searched {why.searched} hand plays")
            if why.attacker and state.pending == Decision.PICK_HAND and not state.chain:
                assert why.attacker in me.hand, why
            if why.result and state.pending == Decision.PICK_DEST and A.DEST_MONSTER <= action < A.DEST_SPELL:
                after.append(("landed", why, action - A.DEST_MONSTER, 0))
        if why.step in _STRONG_ATTACKS:
            if A.CHANGE_POS <= action < A.ACTIVATE:  # switched to attack position first
                assert me.monsters[action - A.CHANGE_POS].card == why.attacker
            else:
                zone, target = divmod(action - A.ATTACK, 6)
                assert me.monsters[zone].card == why.attacker, why
                if why.step == Step.PLANNED_ATTACK:
                    assert foe.monsters[target].card == why.target and not foe.monsters[target].face_down, why
                    assert why.searched > 0
                    if why.detail.startswith("destroys it"):
                        after.append(("destroyed", why, target, 0))
                if why.step == Step.FACE_DOWN_ATTACK:
                    assert foe.monsters[target].face_down and why.score >= 1000, why
                if why.step == Step.DIRECT_ATTACK:
                    assert target == A.DIRECT_TARGET and not any(r.card for r in foe.monsters), why
        if why.step in (Step.DEFEND, Step.ATTACK_POSITION):
            rec = me.monsters[action - A.CHANGE_POS]
            assert rec.card == why.attacker and rec.defence == (why.step == Step.ATTACK_POSITION), why
        if why.step == Step.SPELL:
            assert any(s.card == why.attacker for s in me.spells), why
        assert why.words(db.names)

    for seed in range(STRONG_DUELS):
        after.clear()
        _play(db, seed, check, "strong")
    landed, destroyed = results["landed"], results["destroyed"]
    assert len(landed) > 20 and sum(landed) >= len(landed) - STRONG_DUELS // 2, landed
    assert len(destroyed) > 5 and sum(destroyed) >= len(destroyed) - STRONG_DUELS // 2, destroyed
    for step_ in (Step.SEARCH, Step.PLANNED_ATTACK, Step.DIRECT_ATTACK, Step.END_TURN):
        assert seen.get(step_, 0) > 0, (step_, seen)
