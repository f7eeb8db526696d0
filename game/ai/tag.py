"""Tag seats for every AI level (§17): the 1v1 agents play a tag seat through a two-seat projection.

    agent = make_tag_agent("strong", duelist=7, seed=1)
    action = agent.act(db, tag_view_for(agent, state, seat), legal_actions(db, state))

A tag decision is shown to the level's own 1v1 agent as a 1v1 position: the seat against one
*focus* opponent, with the team LP and the terrain that applies to the seat's monsters (D-34).
The legal list is translated into that position's numbering (attacks on the focus opponent become
plain ATTACK actions) and the answer is translated back, so the retail, fair, strong and random
levels need no tag code of their own and their 1v1 behaviour is untouched.

Focus (kept simple, partner awareness included):
* hand play: the opponent with the strongest monster on view (the threat the hand play answers);
* field phase: the opponent whose strongest monster is weakest (where attacks land), kept for the
  rest of the turn while it still has monsters; with both rows empty, the direct attack.
  Ties go to the opponent whose turn comes next (R17.14 order).
* The partner's hand and set cards are seen (D-32, ``sees_partner``); the partner's monsters are
  never attacked (the engine forbids it) and the agent withholds Dark Hole (it sweeps all four rows,
  §17.4) while the partner's row holds more monsters than both opposing rows together.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ai.agent import Agent, make_agent
from game.db import CardDB
from game.db.vocab import Magic
from game.rules import actions as A
from game.rules.state import N_ZONES, Decision, DuelState, Phase
from game.rules.teams import after, opponents, partner, terrain_for
from game.rules.view import HIDDEN, observe
from game.rules.work import eff_atk, eff_def

_HIDDEN_GUESS = 1500  # what a face-down monster is assumed to be worth when choosing the focus


@dataclass
class TagAgent:
    """Wraps one level's 1v1 agent for a tag seat (see the module docstring)."""

    inner: Agent
    focus_turn: int = -1
    focus: int = -1

    @property
    def sees_face_down(self) -> bool:
        """Returns the inner agent's face-down flag (retail's six duelists, R14.5)."""
        return self.inner.sees_face_down

    @property
    def own_deck(self) -> bool:
        """Returns the inner agent's own-deck flag (retail's look-ahead, R14.3)."""
        return self.inner.own_deck

    def act(self, db: CardDB, view: DuelState, legal: list[int]) -> int:
        """Returns one action from ``legal`` for the seat ``view.active`` of a tag view."""
        seat = view.active
        foe = self._focus(db, view, seat)
        foes = opponents(seat, len(view.sides))
        index = foes.index(foe)
        allowed = [a for a in legal if not _withheld(db, view, seat, a)] or legal
        small = [_to_1v1(a, index) for a in allowed if _to_1v1(a, index) >= 0]
        if not small:
            return allowed[0]
        action = self.inner.act(db, project(view, seat, foe), sorted(set(small)))
        back = _from_1v1(action, index)
        return back if back in allowed else (A.END_TURN if A.END_TURN in allowed else allowed[0])

    def _focus(self, db: CardDB, view: DuelState, seat: int) -> int:
        foes = after(view.order, seat, opponents(seat, len(view.sides)), len(view.sides))
        rows = {f: _row_power(db, view, f) for f in foes}
        live = [f for f in foes if rows[f] is not None]
        if view.phase == Phase.HAND or view.pending != Decision.NONE:
            if not live:
                return foes[0]
            return max(live, key=lambda f: (rows[f], -foes.index(f)))
        if self.focus_turn == view.turn and self.focus in live:
            return self.focus
        choice = min(live, key=lambda f: (rows[f], foes.index(f))) if live else foes[0]
        self.focus_turn, self.focus = view.turn, choice
        return choice


def make_tag_agent(level: str, duelist: int = 39, seed: int = 0, db: CardDB | None = None) -> TagAgent:
    """Returns a fresh tag-seat agent of one AI level (``make_agent``'s levels and arguments)."""
    return TagAgent(make_agent(level, duelist, seed, db))


def tag_view_for(agent: TagAgent, state: DuelState, seat: int) -> DuelState:
    """Returns what a tag seat's agent may see: its level's flags plus the partner's hand (D-32)."""
    return observe(state, seat, sees_face_down=agent.sees_face_down, own_deck=agent.own_deck, sees_partner=True)


def project(view: DuelState, seat: int, foe: int) -> DuelState:
    """Returns the 1v1 position ``seat`` (as side 0) against ``foe`` (side 1) that a 1v1 agent reads."""
    return replace(view, sides=(view.sides[seat], view.sides[foe]), active=0, order=(), terrains=(),
                   terrain=terrain_for(view, seat))


# ---------------------------------------------------------------- helpers

def _row_power(db: CardDB, view: DuelState, seat: int) -> int | None:
    """Returns the strongest value on a seat's monster row (hidden ones guessed), None when empty."""
    values = []
    for r in view.sides[seat].monsters:
        if r.card == HIDDEN:
            values.append(_HIDDEN_GUESS)
        elif r.card:
            values.append(eff_def(db, r) if r.defence else eff_atk(db, r))
    return max(values) if values else None


def _to_1v1(action: int, index: int) -> int:
    """Returns a tag action in the focus projection's numbering, or -1 when it is not about the focus."""
    if A.ATTACK <= action < A.CHANGE_POS:
        t = (action - A.ATTACK) % 6
        return action if index == 0 or t == A.DIRECT_TARGET else -1
    if action >= A.PARTNER_DEST:
        return -1  # the partner variant has no 1v1 counterpart: the projection never proposes it
    if action >= A.TAG_ATTACK:
        if index != 1:
            return -1
        a, t = divmod(action - A.TAG_ATTACK, N_ZONES)
        return A.attack_action(a, t)
    return action


def _from_1v1(action: int, index: int) -> int:
    """Returns the tag action a projected answer stands for."""
    if index == 1 and A.ATTACK <= action < A.CHANGE_POS:
        a, t = divmod(action - A.ATTACK, 6)
        if t != A.DIRECT_TARGET:
            return A.TAG_ATTACK + a * N_ZONES + t
    return action


def _withheld(db: CardDB, view: DuelState, seat: int, action: int) -> bool:
    """Returns whether an action uses Dark Hole while it would cost the team more than it removes."""
    me = view.sides[seat]
    card = 0
    if action == A.DEST_USE and view.pending == Decision.PICK_DEST and len(view.chain) == 1 and not view.floating:
        card = me.hand[view.chain[0]]
    elif A.ACTIVATE <= action < A.EQUIP:
        card = me.spells[action - A.ACTIVATE].card
    if card <= 0 or int(db.magic[card]) != Magic.DESTROY_ALL_BOTH:
        return False
    foes = sum(_count(view, f) for f in opponents(seat, len(view.sides)))
    return _count(view, partner(seat)) > foes


def _count(view: DuelState, seat: int) -> int:
    return sum(1 for r in view.sides[seat].monsters if r.card)


__all__ = ["TagAgent", "make_tag_agent", "project", "tag_view_for"]
