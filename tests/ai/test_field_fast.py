"""The field decision's fast paths (issue 34) held equal to the plain script they stand for.

``field_action`` (the script as a function that stops at its first legal candidate) against the generator it
replaced (``field_reference``), ``idle_action`` (a waiting attack and the turn's end, without a snapshot)
against ``field_action``, the snapshot's memos against a snapshot read with empty memos, and the agent's
reasons, made only when read, against a duel nobody reads them in. Each compares the action, the memory left
and the rolls drawn, on every field decision of duels between retail and fair agents of several duelists and
on random snapshots built to meet the ties of D-24.
"""

from __future__ import annotations

import copy
import random

from ai.field_reference import reference_action
from game.ai import make_agent
from game.ai.agent import decide
from game.ai.combo import tables
from game.ai.field_script import TurnMemory, field_action, idle_action
from game.ai.params import Dice
from game.ai.snapshot import Mon, Snapshot, seen_snapshot, strongest, weakest
from game.rules import actions as A
from game.rules import legal_actions, step
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck, new_duel
from game.rules.state import Decision

DUELS = 30


def _field_decisions(db, seed: int):
    """Yields (agent, state, legal) before each field decision a script agent reads the board for, in a duel
    the agents then play on through the simulator's path (``decide``)."""
    duelists = (1 + seed * 7 % 38, 1 + (seed * 11 + 5) % 38)
    deck_a = deal_deck(db, duelists[0], PsxRng(seed))
    state = new_duel(db, deck_a, None, opponent=duelists[1], terrain=seed % 7, rng_seed=seed)
    agents = (make_agent("fair" if seed % 3 == 0 else "retail", duelists[0], seed, db),
              make_agent("retail", duelists[1], seed + 100, db))
    for _ in range(4000):
        if state.over:
            return
        side = state.active
        legal = legal_actions(db, state)
        if state.pending == Decision.NONE:
            yield agents[side], state, legal
        state, _ = step(db, state, decide(agents[side], db, state, side, legal))


def _copies(agent, turn: int) -> tuple[tuple[TurnMemory, Dice], tuple[TurnMemory, Dice]]:
    mem = copy.deepcopy(agent.memory)
    mem.start(turn)
    return (mem, copy.deepcopy(agent.dice)), (copy.deepcopy(mem), copy.deepcopy(agent.dice))


def _same(a: tuple[TurnMemory, Dice], b: tuple[TurnMemory, Dice]) -> bool:
    return a[0] == b[0] and a[1]._rng.state == b[1]._rng.state


def _snap(db, agent, state) -> Snapshot:
    return seen_snapshot(db, state, 0, sees_face_down=agent.sees_face_down, own_deck=agent.own_deck)


def test_field_action_equals_the_scripts_generator_in_duels(db):
    """§14.5: the first legal candidate, the memory marked and the rolls drawn on the way, as the generator did."""
    steps: set = set()
    for seed in range(DUELS):
        for agent, state, legal in _field_decisions(db, seed):
            (mem, dice), (ref_mem, ref_dice) = _copies(agent, state.turn)
            snap = _snap(db, agent, state)
            got = field_action(db, snap, agent.who, dice, mem, legal)
            assert got == reference_action(db, snap, agent.who, ref_dice, ref_mem, legal)
            assert _same((mem, dice), (ref_mem, ref_dice))
            steps.add(mem.why[0])
    assert len(steps) >= 6, steps  # walls, attacks of several kinds, defending, spells and ending the turn met


def test_idle_action_answers_as_the_field_script_without_a_snapshot(db):
    """§14.5: a waiting attack is declared, and with nothing left to do this turn the script ends it; the fast path
    says so from the own rows, and otherwise leaves the memory for the script to go on from."""
    idle = busy = waiting = 0
    for seed in range(DUELS):
        for agent, state, legal in _field_decisions(db, seed):
            (mem, dice), (full_mem, full_dice) = _copies(agent, state.turn)
            snap = _snap(db, agent, state)
            had_intent = mem.intent >= 0
            want = field_action(db, snap, agent.who, full_dice, full_mem, legal)
            got = idle_action(state.sides[state.active], mem, legal)
            if got is None:
                busy += 1
                got = field_action(db, snap, agent.who, dice, mem, legal)
            elif had_intent:
                waiting += 1
            else:
                idle += 1
                assert got == A.END_TURN
            assert got == want
            assert _same((mem, dice), (full_mem, full_dice))
    assert idle > 3 * DUELS and busy > 3 * DUELS and waiting > 3, (idle, busy, waiting)


def test_snapshot_memos_read_as_empty_ones(db):
    """R14.3: the snapshot read with the memos of the decisions before equals one read with empty memos."""
    t = tables(db)
    for seed in range(DUELS // 2):
        for agent, state, _legal in _field_decisions(db, seed):
            for window in (0, 5):
                warm = seen_snapshot(db, state, window, sees_face_down=agent.sees_face_down, own_deck=agent.own_deck)
                t.mons.clear()
                t.rows.clear()
                assert warm == seen_snapshot(db, state, window, sees_face_down=agent.sees_face_down,
                                             own_deck=agent.own_deck)


def test_reading_the_reasons_changes_no_decision(db):
    """Practice mode reads each reason, the simulator none: the same duel either way, each reason made once."""
    def play(seed: int, read: bool) -> list:
        deck = deal_deck(db, 7, PsxRng(seed))
        state = new_duel(db, deck, None, opponent=20 + seed, rng_seed=seed)
        agents = (make_agent("fair" if seed == 1 else "retail", 7, seed, db), make_agent("retail", 20 + seed, 2, db))
        out = []
        while not state.over:
            side = state.active
            action = decide(agents[side], db, state, side, legal_actions(db, state))
            if read:
                why = agents[side].last_reason
                assert why is agents[side].last_reason and action in why.actions
            out.append(action)
            state, _ = step(db, state, action)
        return out

    for seed in range(4):
        assert play(seed, True) == play(seed, False)


def test_the_simulators_path_plays_as_the_view_path(db):
    """R14.3, R14.5: ``decide`` (answers without a view, snapshots read from the state with the agent's flags, the
    turn's end from the own rows) plays the duel ``act`` plays on views, reason for reason; the six who see
    face-down cards and a fair agent included."""
    from game.ai import view_for

    def play(seed: int, duelists: tuple[int, int], levels: tuple[str, str], seen: bool) -> list:
        state = new_duel(db, deal_deck(db, duelists[0], PsxRng(seed)), None, opponent=duelists[1], rng_seed=seed)
        agents = tuple(make_agent(level, d, seed + i, db) for i, (level, d) in enumerate(zip(levels, duelists)))
        out = []
        while not state.over:
            side, legal = state.active, legal_actions(db, state)
            agent = agents[side]
            action = (decide(agent, db, state, side, legal) if seen else
                      agent.act(db, view_for(agent, state, side), legal))
            out.append((action, agent.last_reason))
            state, _ = step(db, state, action)
        return out

    for seed, duelists, levels in ((1, (8, 15), ("retail", "retail")), (2, (35, 7), ("retail", "fair")),
                                   (3, (20, 38), ("fair", "retail")), (4, (36, 37), ("retail", "retail"))):
        assert play(seed, duelists, levels, True) == play(seed, duelists, levels, False)


def test_field_action_equals_the_scripts_generator_on_ties(db):
    """D-24: equal ATK and DEF go to the lower zone whatever the rows' order; every legal subset and memory."""
    t = tables(db)
    monsters = [c for c in range(1, len(t.atk)) if t.score[c] >= 0][:40]
    stars = sorted({t.star1[c] for c in monsters})
    who = make_agent("retail", 20, 0, db).who
    r = random.Random(34)
    for case in range(3000):
        def mons(zones, used_ok):
            return tuple(Mon(zone=z, card=r.choice(monsters), atk=r.choice((500, 1000, 1500)),
                             def_=r.choice((500, 1000, 1500)), base=1500, star=r.choice(stars),
                             defence=r.random() < 0.4, face_down=False, used=used_ok and r.random() < 0.2)
                         for z in zones)
        mine = mons(r.sample(range(5), r.randint(0, 5)), True)
        taken = r.sample(range(5), r.randint(0, 5))
        cut = r.randint(0, len(taken))
        foe = mons(taken[:cut], False)
        hidden = tuple((z, r.random() < 0.5) for z in taken[cut:])
        snap = Snapshot(me=1, mine=mine, my_spells=(), hand=(), lookahead=(), foe=foe, foe_hidden=hidden,
                        foe_spells=0, my_lp=8000, foe_lp=r.choice((100, 1000, 8000)), deck_left=20, terrain=0,
                        my_swords=int(r.random() < 0.1), foe_swords=0, turn=3)
        mem = TurnMemory()
        mem.start(3)
        mem.done.update((m.zone, m.card) for m in mine if r.random() < 0.3)
        mem.blind.update(z for z, _ in hidden if r.random() < 0.3)
        mem.intent = A.attack_action(0, 5) if r.random() < 0.1 else -1
        every = [A.CHANGE_POS + z for z in range(5)] + [A.attack_action(a, b) for a in range(5) for b in range(6)]
        legal = sorted(a for a in every if r.random() < 0.7) + [A.END_TURN] * (r.random() < 0.9)
        ref_mem, dice, ref_dice = copy.deepcopy(mem), Dice(case), Dice(case)
        got = field_action(db, snap, who, dice, mem, legal)
        assert got == reference_action(db, snap, who, ref_dice, ref_mem, legal), case
        assert _same((mem, dice), (ref_mem, ref_dice)), case


def test_strongest_and_weakest_take_the_first_of_equal_power():
    """D-24: the highest (lowest) effective power, the first in row order on ties, as ``Mon.power`` ranks them."""
    r = random.Random(24)
    for _ in range(500):
        mons = [Mon(zone=z, card=1, atk=r.choice((0, 500, 1000)), def_=r.choice((0, 500, 1000)), base=0, star=1,
                    defence=False, face_down=False, used=False) for z in r.sample(range(5), r.randint(0, 5))]
        powers = [m.power for m in mons]
        assert strongest(mons) is (mons[powers.index(max(powers))] if mons else None)
        assert weakest(mons) is (mons[powers.index(min(powers))] if mons else None)


def test_free_zones_are_the_own_zones_no_card_holds_in_zone_order():
    r = random.Random(5)
    for _ in range(300):
        taken, spells = r.sample(range(5), r.randint(0, 5)), r.sample(range(5), r.randint(0, 5))
        mine = tuple(Mon(zone=z, card=1, atk=0, def_=0, base=0, star=1, defence=False, face_down=False, used=False)
                     for z in taken)
        snap = Snapshot(me=0, mine=mine, my_spells=tuple((z, 300) for z in spells), hand=(), lookahead=(), foe=(),
                        foe_hidden=(), foe_spells=0, my_lp=8000, foe_lp=8000, deck_left=30, terrain=0, my_swords=0,
                        foe_swords=0, turn=1)
        assert snap.free_monster_zones() == sorted(set(range(5)) - set(taken))
        assert snap.free_spell_zones() == sorted(set(range(5)) - set(spells))
