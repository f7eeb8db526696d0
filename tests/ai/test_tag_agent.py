"""AI levels in tag seats (§17): the 1v1 agents play through a two-seat projection (game.ai.tag)."""

from __future__ import annotations

import pytest
from rules.duelkit import mon, setcard
from tag.tagkit import make_tag

from game.ai.tag import make_tag_agent, project, tag_view_for
from game.ai.views import fast_observe
from game.rules import actions as A
from game.rules import legal_actions, step
from game.rules.state import Decision, Phase
from game.rules.tag import new_tag_duel
from game.rules.view import observe

BEWD, ELF, KURIBOH, SKULL, DARK_HOLE = 1, 2, 58, 24, 336
LEVELS = ("retail", "fair", "strong", "random")


def _decide(db, state, level="strong", seed=1, agent=None):
    agent = agent or make_tag_agent(level, 7, seed, db)
    seat = state.active
    return agent.act(db, tag_view_for(agent, state, seat), legal_actions(db, state))


def test_projection_is_the_seat_against_its_focus_with_team_lp_and_own_terrain(db):
    s = make_tag(db, fields={2: [ELF], 3: [KURIBOH]}, lp=(9000, 4000), active=2, terrains=(3, 5))
    p = project(s, 2, 3)
    assert len(p.sides) == 2 and p.active == 0 and p.order == () and p.terrains == ()
    assert p.sides[0].monsters[0].card == ELF and p.sides[1].monsters[0].card == KURIBOH
    assert (p.sides[0].lp, p.sides[1].lp, p.terrain) == (9000, 4000, 3)


@pytest.mark.parametrize("level", ["retail", "fair", "strong"])
def test_r17_10_field_phase_attacks_the_second_opponent_when_only_it_has_monsters(db, level):
    s = make_tag(db, fields={0: [BEWD], 3: [KURIBOH]}, phase="field")
    assert _decide(db, s, level) == A.tag_attack_action(0, 1, 0)


def test_r17_10_strong_attacks_the_weaker_row_first(db):
    s = make_tag(db, fields={0: [BEWD], 1: [mon(db, BEWD)], 3: [KURIBOH]}, phase="field")
    assert _decide(db, s, "strong") == A.tag_attack_action(0, 1, 0)


def test_r17_10_direct_attack_when_both_opposing_rows_are_empty(db):
    s = make_tag(db, fields={0: [BEWD], 2: [ELF]}, phase="field")
    assert _decide(db, s, "strong") == A.attack_action(0, -1)


def test_partner_awareness_dark_hole_is_withheld_when_it_costs_the_team_more(db):
    s = make_tag(db, hands={0: [DARK_HOLE]}, fields={2: [BEWD, BEWD], 1: [ELF]})
    s, _ = step(db, s, A.PLAY_CARD)
    assert s.pending == Decision.PICK_DEST and A.DEST_USE in legal_actions(db, s)
    assert _decide(db, s, "retail") != A.DEST_USE


def test_d32_tag_view_shows_the_partners_hand(db):
    s = make_tag(db, hands={i: [SKULL] for i in range(4)}, spells={2: [setcard(db, 681)]})
    agent = make_tag_agent("fair", 7, 1, db)
    v = tag_view_for(agent, s, 0)
    assert v.sides[2].hand == (SKULL,) and v.sides[1].hand == (-1,)


def test_fast_observe_equals_observe_on_tag_positions(db):
    s = new_tag_duel(db, (None,) * 4, duelists=(1, 7, 12, 20), rng_seed=4)
    for seat in range(4):
        for sees in (False, True):
            assert fast_observe(s, seat, sees_face_down=sees) == observe(s, seat, sees_face_down=sees)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_tag_duel_to_the_end_with_legal_actions_only(db, level):
    s = new_tag_duel(db, (None,) * 4, duelists=(7, 12, 17, 20), rng_seed=6)
    agents = [make_tag_agent(level if i % 2 == 0 else "retail", (7, 12, 17, 20)[i], i, db) for i in range(4)]
    for _ in range(6000):
        if s.over:
            break
        a = agents[s.active].act(db, tag_view_for(agents[s.active], s, s.active), legal_actions(db, s))
        s, _ = step(db, s, a)  # raises IllegalAction on anything illegal
    assert s.over and s.winner in (0, 1) and s.phase == Phase.OVER
