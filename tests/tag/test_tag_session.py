"""TagSession: the four-seat duel shown to the 1v1 screen as a pair of seats (§17, R17.10)."""

from __future__ import annotations

from game.ai.tag import make_tag_agent
from game.rules import actions as A
from game.rules import events as E
from game.rules.actions import legal_actions
from game.scenes.tag.session import TagSession, project, shown_event, to_real, to_shown
from tag.tagkit import make_tag

BEWD, ELF, KURIBOH = 1, 2, 58


def test_r17_10_attacks_on_the_top_row_are_attack_or_tag_attack_by_the_seat_shown():
    assert to_real(A.attack_action(0, 2), 0, 1) == A.attack_action(0, 2)          # 2A: the A member
    assert to_real(A.attack_action(0, 2), 0, 3) == A.tag_attack_action(0, 1, 2)   # 2B: the B member
    assert to_real(A.attack_action(0, -1), 0, 3) == A.attack_action(0, -1)        # direct: the team
    for home, foe in ((0, 1), (0, 3), (2, 1), (2, 3), (1, 0), (1, 2)):
        for a in range(A.N_TAG_ACTIONS):
            shown = to_shown(a, home, foe)
            if shown is not None:
                assert to_real(shown, home, foe) == a


def test_the_shown_legal_actions_are_the_engines_for_the_opponent_in_view(db):
    state = make_tag(db, fields={0: [BEWD], 1: [KURIBOH], 3: [ELF]}, phase="field")
    s = TagSession(db, state, (), {}, (0,))
    assert (s.home, s.foe) == (0, 1)
    real = set(legal_actions(db, state))
    assert {to_real(a, 0, 1) for a in s.legal()} <= real
    assert A.attack_action(0, 0) in s.legal()
    s.set_view(focus=3)
    assert (s.home, s.foe) == (0, 3) and s.state.sides[1] is state.sides[3]
    assert A.tag_attack_action(0, 1, 0) in real and to_real(A.attack_action(0, 0), 0, 3) in real
    s.set_view(partner_view=True)
    assert s.home == 2 and s.state.sides[0] is state.sides[2] and s.state.active == 0


def test_an_opponents_attack_turns_the_board_to_the_member_it_attacks(db):
    state = make_tag(db, fields={1: [BEWD], 2: [KURIBOH]}, phase="field", active=1)
    agents = {i: make_tag_agent("fair", 1, i, db) for i in (1, 2, 3)}
    s = TagSession(db, state, (), agents, (0,))
    assert (s.home, s.foe) == (0, 1)                    # 2A plays: it is at the top, facing the human
    events = s.commit_real([A.tag_attack_action(0, 1, 0)])  # 2A's Blue-Eyes on 1B's Kuriboh
    assert (s.home, s.foe) == (2, 1)                    # the attacked partner is at the bottom
    battle = next(ev for ev in events if type(ev) is E.Battle)
    assert battle.side == 1 and battle.defender_destroyed
    gone = next(ev for ev in events if type(ev) is E.CardDestroyed)
    assert (gone.side, gone.zone) == (0, 0)             # named as the bottom side


def test_events_follow_the_pair_lp_follows_the_team_and_off_board_seats_are_left_out(db):
    assert shown_event(E.CardDrawn(3, 5), 0, 1) is None
    assert shown_event(E.CardDrawn(1, 5), 0, 1) == E.CardDrawn(1, 5)
    assert shown_event(E.CardDrawn(2, 5), 2, 3) == E.CardDrawn(0, 5)
    assert shown_event(E.LifePointsChanged(3, -500, 15500), 0, 1) == E.LifePointsChanged(1, -500, 15500)
    assert shown_event(E.LifePointsChanged(2, 300, 16000), 0, 1) == E.LifePointsChanged(0, 300, 16000)
    assert shown_event(E.DuelEnded(1, "lp"), 2, 3).winner == 1
    assert shown_event(E.DuelEnded(1, "lp"), 1, 0).winner == 0
    state = make_tag(db, fields={0: [BEWD], 3: [ELF]})
    shown = project(state, 0, 3)
    assert len(shown.sides) == 2 and shown.order == () and shown.sides[1].monsters[0].card == ELF
