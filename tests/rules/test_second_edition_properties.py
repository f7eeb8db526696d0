"""Rules second edition (rules.md §0.2a) over many random legal duels: R5.13 and R6.15 hold everywhere.

Random play reaches combinations, field combinations and battles that no hand-written scenario
lists; each check below reads the rule, not the engine's internals.
"""

from __future__ import annotations

import random

from game.db.vocab import Kind
from game.rules import actions as A
from game.rules import events as ev
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck, new_duel
from game.rules.state import Counter, Decision


def _duels(db, n=40):
    for i in range(n):
        deck0 = deal_deck(db, 1 + i % 30, PsxRng(500 + i))
        yield new_duel(db, deck0, None, opponent=1 + (i * 7) % 30, rng_seed=i), random.Random(i)


def test_r5_13_every_combination_is_face_up_and_its_magic_is_used_at_once(db):
    combos = magic_used = 0
    for state, pick in _duels(db):
        combination = False
        while not state.over and state.turn < 60:
            legal = legal_actions(db, state)
            if state.pending == Decision.PICK_HAND and not state.chain:
                combination = False
                # prefer numbered chains so that many combinations are played
                numbered = [a for a in legal if A.NUMBER_CARD <= a < A.CONFIRM_CHAIN]
                action = pick.choice(numbered if numbered and pick.random() < 0.7 else legal)
            elif A.CONFIRM_CHAIN in legal and len(state.chain) >= 2 and pick.random() < 0.5:
                action = A.CONFIRM_CHAIN
            else:
                action = pick.choice(legal)
            if action == A.CONFIRM_CHAIN:
                combination = True
            if combination and state.pending == Decision.PICK_DEST and not state.floating:
                survivor = _survivor(db, state)
                kind = int(db.kind[survivor])
                if kind in (Kind.MAGIC, Kind.FIELD, Kind.RITUAL):
                    assert legal == [A.DEST_USE]
                    magic_used += 1
                elif kind == Kind.TRAP:
                    assert all(A.DEST_SPELL <= a < A.DEST_USE for a in legal)
            if combination:
                assert state.pending != Decision.PICK_FACE, "a combination was offered face-down"
            state, events = step(db, state, action)
            for e in events:
                if combination and isinstance(e, ev.CardPlaced) and e.row == 0:
                    assert not e.face_down
                    combos += 1
    assert combos > 50 and magic_used > 0


def test_r6_15_defensive_wins_count_only_defence_position_wins(db):
    counted = 0
    for state, pick in _duels(db):
        while not state.over and state.turn < 80:
            before = [s.counters[Counter.DEFENSIVE_WINS] for s in state.sides]
            state, events = step(db, state, pick.choice(legal_actions(db, state)))
            expected = [0, 0]
            for e in events:
                if isinstance(e, ev.Battle) and e.outcome != "direct" and e.defender_defence and e.margin < 0:
                    expected[1 - e.side] += 1
            after = [s.counters[Counter.DEFENSIVE_WINS] for s in state.sides]
            assert [a - b for a, b in zip(after, before)] == expected
            counted += sum(expected)
    assert counted > 0


def _survivor(db, state):
    from game.rules.fusion import resolve_chain

    hand = state.sides[state.active].hand
    return resolve_chain(db, [hand[i] for i in state.chain], glitch=state.options.glitch_fusions).survivor
