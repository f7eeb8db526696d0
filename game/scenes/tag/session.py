"""A Tag Duel as the 1v1 duel screen sees it: two of the four seats at a time (§17, R17.10).

The 1v1 board, HUD, controls and motions all speak of side 0 (the duelist at the bottom) and
side 1 (the one at the top). ``TagSession`` keeps the real four-seat state and shows the screen
a *pair*: ``home``, a seat of the viewing team, at the bottom, and ``foe``, a seat of the other
team, at the top (``project``). The seat to play is always one of the pair: when the viewing team
plays, ``home`` is that seat and ``foe`` the opponent in focus (the player can turn to the other
one); when the other team plays, ``foe`` is that seat and ``home`` the member it attacks.

Actions cross the pair in both directions: an attack on the top row is ATTACK when the top seat
is the opposing A member and TAG_ATTACK when it is the B member (``to_real`` / ``to_shown``); every
other action id means the same thing in both. Events are renumbered to the pair (``shown_event``);
those about the two seats off the board are left to the four-seat panel, and LP changes and
damage are the team's, so they follow the team.
"""

from __future__ import annotations

from dataclasses import replace

from game.rules import actions as A
from game.rules import events as E
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.state import NO_WINNER, DuelState
from game.rules.teams import opponents, partner, team_of, terrain_for

# what a play may do to a seat off the board that the screen turns to show (TagSession.reached)
_AFTERMATH = (E.CardDestroyed, E.CardFlipped, E.PositionChanged, E.PenaltyChanged, E.SwordsSet)


def project(state: DuelState, home: int, foe: int) -> DuelState:
    """Returns the two-seat position the 1v1 screen draws: ``home`` as side 0, ``foe`` as side 1."""
    winner = state.winner if state.winner == NO_WINNER else (0 if state.winner == team_of(home) else 1)
    active = 0 if team_of(state.active) == team_of(home) else 1
    return replace(state, sides=(state.sides[home], state.sides[foe]), active=active, order=(), terrains=(),
                   terrain=terrain_for(state, state.active), winner=winner)


def to_real(action: int, home: int, foe: int) -> int:
    """Returns the engine's action for an action chosen on the screen (the top row is ``foe``'s)."""
    if A.ATTACK <= action < A.CHANGE_POS:
        a, t = divmod(action - A.ATTACK, 6)
        if t < 5 and foe != opponents(home, 4)[0]:
            return A.TAG_ATTACK + 5 * a + t
    return action


def to_shown(action: int, home: int, foe: int) -> int | None:
    """Returns the screen's action for an engine action, or None when it aims at the seat off the board."""
    first = foe == opponents(home, 4)[0]
    if A.ATTACK <= action < A.CHANGE_POS:
        t = (action - A.ATTACK) % 6
        return action if t == 5 or first else None
    if A.TAG_ATTACK <= action < A.PARTNER_DEST:
        if first:
            return None
        a, t = divmod(action - A.TAG_ATTACK, 5)
        return A.ATTACK + 6 * a + t
    return action


def shown_event(ev, home: int, foe: int):
    """Returns an event renumbered to the pair (side 0 = home, 1 = foe), or None when it is off the board."""
    t = type(ev)
    if t is E.DuelEnded:
        return replace(ev, winner=0 if ev.winner == team_of(home) else 1)
    if t is E.TargetDuelist:
        return None
    if t is E.TerrainChanged or not hasattr(ev, "side"):
        return ev
    pair = {home: 0, foe: 1}
    if t is E.LifePointsChanged:  # the team's LP (R17.3)
        return replace(ev, side=0 if team_of(ev.side) == team_of(home) else 1)
    if ev.side not in pair:
        return None
    if t is E.Battle and ev.damage_to >= 0:
        return replace(ev, side=pair[ev.side], damage_to=0 if team_of(ev.damage_to) == team_of(home) else 1)
    return replace(ev, side=pair[ev.side])


class TagSession:
    """The four-seat duel behind the 1v1 screen; ``state`` is the pair's view of it."""

    script = None  # no replay playback of tag duels on this screen

    def __init__(self, db, real: DuelState, opening: tuple, agents: dict, humans: tuple[int, ...]) -> None:
        self.db = db
        self.real = real
        self.agents = agents  # seat -> TagAgent
        self.humans = humans
        self.team = team_of(humans[0]) if humans else team_of(real.active)
        self.focus = -1  # the opposing seat the player turned to (-1: the A member)
        self._shown: tuple | None = None
        self.partner_view = False
        self.home, self.foe = (humans[0] if humans else self.team), -1
        self.home, self.foe = self._pair(())
        self.actions: list[int] = []
        self._previews: dict[int, tuple[DuelState, DuelState]] = {}
        self.opening = tuple(self._shown_events(opening))

    # --- the pair --------------------------------------------------------------------------

    def _pair(self, events) -> tuple[int, int]:
        st = self.real
        act = st.active
        if act in self.humans:
            self.team = team_of(act)
        victim = next((ev.victim for ev in events if type(ev) is E.TargetDuelist), None)
        if team_of(act) == self.team:
            foes = opponents(act, 4)
            home = partner(act) if self.partner_view else act
            if victim in foes:  # an attack is shown facing the seat it hit (a computer partner's too)
                return home, victim
            return home, (self.focus if self.focus in foes else foes[0])
        mine = team_of(self.home) == self.team
        mates = (self.home, partner(self.home)) if mine else (self.team, self.team + 2)
        home = victim if victim is not None else next((s for s in mates if s in self.humans), mates[0])
        return home, act

    def set_view(self, *, partner_view: bool | None = None, focus: int | None = None) -> None:
        """Turns the screen to the partner's field or to the other opponent (nothing is committed)."""
        if partner_view is not None:
            self.partner_view = partner_view
        if focus is not None:
            self.focus = focus
        self.home, self.foe = self._pair(())
        self._previews.clear()

    def show_pair(self, home: int, foe: int) -> None:
        """Shows the board of a given pair (a seat off the board that a play reached); commits nothing."""
        self.home, self.foe = home, foe
        self._previews.clear()

    def targets(self, foe: int, attacker: int) -> list[int]:
        """Returns the zones of ``foe`` the attacker may hit (``[-1]`` for a direct attack, [] for none)."""
        legal = {to_shown(a, self.home, foe) for a in legal_actions(self.db, self.real)}
        zones = [t for t in range(5) if A.ATTACK + 6 * attacker + t in legal]
        return zones or ([-1] if A.ATTACK + 6 * attacker + 5 in legal else [])

    def reached(self, order: tuple[int, ...], pre: DuelState) -> list[tuple]:
        """Returns what the last play did to the seats off the board (a Raigeki's second row, a Dark
        Hole's four), to be shown after it: for each such seat, the pair that shows it, its side there,
        its events and the state before the play (``pre``). The viewing team's other seat is shown only
        while nobody on that team is choosing."""
        out = []
        for seat in order:
            if seat in (self.home, self.foe):
                continue
            evs = [ev for ev in self.raw_events if type(ev) in _AFTERMATH and ev.side == seat]
            if not evs:
                continue
            if team_of(seat) != team_of(self.home):
                pair, side = (self.home, seat), 1
            elif not self.human_to_act:
                pair, side = (seat, self.foe), 0
            else:
                continue
            out.append((pair, side, [shown_event(ev, *pair) for ev in evs], pre))
        return out

    def other_foe(self) -> int:
        """Returns the opposing seat that is not on the board now."""
        return partner(self.foe)

    @property
    def state(self) -> DuelState:
        """Returns the committed duel as the screen shows it (the pair); kept while nothing changes."""
        key = (self.home, self.foe)
        if self._shown is None or self._shown[0] != key or self._shown[2] is not self.real:
            self._shown = (key, project(self.real, self.home, self.foe), self.real)
        return self._shown[1]

    @property
    def human_to_act(self) -> bool:
        """Returns whether a human seat is to play (and the duel still runs)."""
        return not self.real.over and self.real.active in self.humans

    @property
    def played(self) -> int:
        """Returns how many actions have been committed."""
        return len(self.actions)

    # --- the engine ------------------------------------------------------------------------

    def legal(self, state: DuelState | None = None) -> list[int]:
        """Returns the legal actions in a shown state (the committed one by default), in screen ids."""
        real = self.real if state is None else self._previews.get(id(state), (None, self.real))[1]
        out = (to_shown(a, self.home, self.foe) for a in legal_actions(self.db, real))
        return sorted({a for a in out if a is not None})

    def preview(self, actions: list[int]) -> tuple[DuelState, list]:
        """Returns the shown state and events the actions would give; commits nothing."""
        real, events = self.real, []
        for a in actions:
            real, evs = step(self.db, real, to_real(a, self.home, self.foe))
            events.extend(evs)
        shown = project(real, self.home, self.foe)
        self._previews[id(shown)] = (shown, real)
        return shown, self._shown_events(events)

    def commit(self, actions: list[int]) -> list:
        """Steps the screen's actions (in screen ids); returns the events as the new pair sees them."""
        return self.commit_real([to_real(a, self.home, self.foe) for a in actions])

    def commit_real(self, actions: list[int]) -> list:
        """Steps engine actions, turns the screen to the new pair, returns the events it shows."""
        real, events = self.real, []
        for a in actions:
            real, evs = step(self.db, real, a)
            self.actions.append(a)
            events.extend(evs)
        return self.take_real(real, events)

    def take_real(self, real: DuelState, events: list) -> list:
        """Takes the four-seat duel after a play (stepped here, or by a host) and the events that made it:
        a new turn turns the screen back to the usual pair, then to the pair these events concern;
        returns the events that pair shows."""
        self.real = real
        self._previews.clear()
        if any(type(ev) is E.TurnStarted for ev in events):
            self.focus, self.partner_view = -1, False
        self.raw_events = events
        self.home, self.foe = self._pair(events)
        return self._shown_events(events)

    def _shown_events(self, events) -> list:
        return [e for e in (shown_event(ev, self.home, self.foe) for ev in events) if e is not None]

    def ai_action(self) -> int:
        """Returns the computer seat's next engine action, chosen from its own view (D-32)."""
        from game.ai.tag import tag_view_for

        seat = self.real.active
        agent = self.agents[seat]
        view = tag_view_for(agent, self.real, seat)
        return int(agent.act(self.db, view, legal_actions(self.db, self.real)))
