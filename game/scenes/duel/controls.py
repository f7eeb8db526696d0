"""Buttons to engine actions for the player's side: hand, destination, placement and field cursors.

A hand play is a short sequence of engine decisions (R4.7, R5.1). The controls collect it as a
*plan* and ask the engine, through ``DuelSession.preview`` (the pure ``step``), what each prefix
allows next; nothing is committed until the play is complete, so Circle can always step back.
The controls never judge legality themselves: every choice offered is one of ``legal_actions``.

The controls are a small machine: ``mode`` is one ``ControlState`` and a press runs the handler the
table ``control_moves.TRANSITIONS`` holds for (state, button); the handler returns the ``Move`` (the
next state, a finished play). What the prompts show is control_marks.py's.
"""

from __future__ import annotations

from game.db.vocab import Kind
from game.input_bindings import Button
from game.rules import actions as A
from game.rules import events as E
from game.rules.state import Decision, Phase, Row
from game.scenes.duel.control_marks import resolve
from game.scenes.duel.control_moves import TRANSITIONS
from game.scenes.duel.control_states import PLACE, ControlState, Move, Pressed, Refusal

__all__ = ["PLACE", "ControlState", "Controls", "Move", "Pressed", "Refusal"]


class Controls:
    """The player's cursor and half-made play; ``handle`` returns actions to commit, or None."""

    def __init__(self, session) -> None:
        self.session = session
        self.db = session.db
        self.plan: list[int] = []
        self.mode = ControlState.HAND
        self.hand_i = 0
        self.zone = (0, Row.MONSTER, 0)  # field cursor: side, row, zone
        self.dest_i = 0
        self.face_down = False
        self.defence = False
        self.star = 1
        self.attacker = -1
        self.equip_from = -1
        self.details = False
        self.chosen_face = False  # the single card's face was chosen at the centre (before its zone)
        self.refusal: Refusal | None = None  # why the last refused press was refused
        self.refusal_left = 0  # frames its words still show
        self.refused: Refusal | None = None  # the refusal of the press being taken
        self.show_preview = True
        self._preview: tuple | None = None  # (state, events) after the plan
        self._legal: list[int] | None = None  # the legal actions after the plan, for this press

    # --- what the engine says ------------------------------------------------------------

    @property
    def view(self):
        """Returns the state after the planned actions (cached until the plan changes)."""
        return self._previewed()[0]

    def _previewed(self) -> tuple:
        if self._preview is None:
            self._preview = self.session.preview(self.plan)
        return self._preview

    def legal(self) -> list[int]:
        """Returns the legal actions after the plan (asked once per press and plan)."""
        if self._legal is None:
            self._legal = self.session.legal(self.view)
        return self._legal

    def reset(self) -> None:
        """Drops the plan and puts the cursor where the committed state asks for input."""
        self.plan, self.chosen_face = [], False
        self.clear_view()
        st = self.session.state
        if st.phase == Phase.HAND and st.pending == Decision.PICK_HAND:
            self.mode = ControlState.HAND
            self.hand_i = min(self.hand_i, max(len(st.sides[0].hand) - 1, 0))
        elif st.pending in PLACE and st.active == 0:  # a played chain's result waits for its star
            self.mode = self.enter_place().to
        elif st.phase == Phase.FIELD and self.mode != ControlState.FIELD:
            self.mode = ControlState.FIELD
            self.zone = self._first_own_card()
        self.details = False

    def clear_view(self) -> None:
        """Forgets the planned state (the session has turned to other seats: it is worked out again)."""
        self._preview, self._legal = None, None

    def end_turn_ok(self) -> bool:
        """Returns whether Start would end the turn now (R4.6)."""
        return not self.plan and A.END_TURN in self.session.legal()

    # --- presses ---------------------------------------------------------------------------

    def handle(self, b: Button) -> list[int] | None:
        """Reacts to one button; returns the actions of a finished play/field action to commit."""
        return self.take(b).actions

    def take(self, b: Button) -> Pressed:
        """Reacts to one button by the transition table; returns the press as taken (see ``Pressed``)."""
        self._legal, self.refused = None, None  # the session may have moved on since the last press
        before, chain_before = self.mode, self.raised()
        move = None
        if b == Button.TRIANGLE:
            self.details = not self.details
        elif self.details:
            if b in (Button.CIRCLE, Button.CROSS):
                self.details = False
        else:
            handler = TRANSITIONS.get((self.mode, b))
            move = handler(self, b) if handler is not None else None
        actions = self.apply(move)
        return Pressed(b, before, chain_before, self.raised(), self.refused, actions)

    def apply(self, move: Move | None) -> list[int] | None:
        """Takes a transition: the next state, and the play it finished (returned to commit)."""
        if move is None:
            return None
        if move.to is not None:
            self.mode = move.to
        return move.actions

    def look_at(self, zone: tuple[int, int, int]) -> None:
        """Puts the cursor on a zone, looking at the field (Tag: the partner's field opens)."""
        self.mode, self.zone = ControlState.LOOK, zone

    def point_at(self, zone: tuple[int, int, int]) -> None:
        """Puts the cursor on a zone in the same prompt (Tag: a target on the other opponent's row)."""
        self.zone = zone

    def back_to(self, mode: ControlState) -> None:
        """Returns to a prompt left for a look elsewhere, its cursor where the committed state asks."""
        self.mode = mode
        self.reset()

    def refuse(self, why: Refusal) -> None:
        """Refuses a press: the buzz and the words ``why`` gives, for as long as it says."""
        self.refusal, self.refusal_left, self.refused = why, why.frames, why

    def tick(self) -> None:
        """One frame of the refusal's words."""
        if self.refusal_left:
            self.refusal_left -= 1

    @property
    def refusal_shown(self) -> Refusal | None:
        """Returns the refusal whose words show now, or None."""
        return self.refusal if self.refusal_left else None

    def raised(self) -> tuple[int, ...]:
        """Returns the raised hand cards (in the hand prompt; none elsewhere)."""
        return tuple(self.view.chain) if self.mode == ControlState.HAND else ()

    # --- lists the prompts cycle through ------------------------------------------------

    def dest_list(self) -> list[int]:
        """Returns the legal destinations: monster zones, then magic/trap zones, then "use"."""
        return [a for a in self.legal() if A.DEST_MONSTER <= a <= A.DEST_USE]

    def target_list(self) -> list[int]:
        """Returns the attacker's legal target zones ([-1] when only a direct attack is legal)."""
        legal = set(self.legal())
        zones = [t for t in range(5) if A.attack_action(self.attacker, t) in legal]
        return zones or [-1]

    def choose_dest(self, action: int) -> list[int] | None:
        """Takes a destination (an own zone, "use", or in a Tag Duel the partner's monster) and returns the
        play to commit, or None while its placement is still to choose. A chain is played once its zone is
        picked: the fusion/equip/failure sequence plays, the result is held, and only then its star box
        asks (presentation.md §6); every way to a destination comes here, so none shows the result first."""
        return self.apply(self.dest_move(action))

    def dest_move(self, action: int) -> Move:
        """The transition of a chosen destination (see ``choose_dest``)."""
        self.push(action)
        if self.view.pending in PLACE and any(type(e) is E.FusionStep for e in self._previewed()[1]):
            return Move(actions=self.take_plan())
        return self.after_step()

    # --- the plan ---------------------------------------------------------------------------

    def push(self, action: int) -> None:
        """Adds a decision to the plan (the engine previews it)."""
        self.plan.append(action)
        self.clear_view()

    def pop_until(self, done) -> None:
        """Steps the plan back until ``done(view)`` holds (or it is empty)."""
        while self.plan:
            self.plan.pop()
            self.clear_view()
            if done(self.view):
                break

    def take_plan(self) -> list[int]:
        """Returns the finished plan to commit and starts a new one."""
        plan, self.plan = self.plan, []
        self.clear_view()
        return plan

    def after_step(self) -> Move:
        """After a decision: the finished play, or the prompt the next decision asks for."""
        if self.chosen_face and self.view.pending == Decision.PICK_FACE:  # chosen at the centre already
            self.push(A.FACE_DOWN if self.face_down and A.FACE_DOWN in self.legal() else A.FACE_UP)
        st = self.view
        if st.phase == Phase.OVER or st.active != 0 or st.pending == Decision.NONE:
            return Move(actions=self.take_plan())
        if st.pending in PLACE:
            return self.enter_place()
        if st.pending == Decision.PICK_DEST:
            return self.enter_dest()
        return Move()

    def enter_dest(self) -> Move:
        """Puts the cursor on the likeliest destination: an empty zone of the card's row, "use" for magic."""
        self.dest_i = 0
        dests = self.dest_list()
        me = self.view.sides[0]
        cards = self.chain_cards()
        kind = int(self.db.kind[self.preview_of(cards)]) if cards else Kind.MONSTER
        if kind == Kind.MONSTER:
            wanted = [a for a in dests if A.DEST_MONSTER <= a < A.DEST_SPELL and not me.monsters[a - A.DEST_MONSTER].card]
        elif A.DEST_USE in dests and not (self.chosen_face and self.face_down):
            wanted = [A.DEST_USE]
        elif kind == Kind.EQUIP:
            wanted = [a for a in dests if A.DEST_MONSTER <= a < A.DEST_SPELL]
        else:
            wanted = [a for a in dests if A.DEST_SPELL <= a < A.DEST_USE and not me.spells[a - A.DEST_SPELL].card]
        self.dest_i = dests.index(wanted[0]) if wanted else 0
        return Move(ControlState.DEST)

    def enter_place(self) -> Move:
        """The star box (and position; the face when it was not chosen at the centre)."""
        self.defence, self.star = False, 1
        if not self.chosen_face:  # monsters and traps come face-down by default; the arrows flip them
            self.face_down = A.FACE_DOWN in self.legal()
        return Move(ControlState.PLACE)

    def chain_cards(self) -> list[int]:
        """Returns the cards of the play being made: the raised chain in order, or the single card."""
        st = self.view
        hand = self.session.state.sides[0].hand
        if st.floating:
            return [st.floating]
        chain = _chain_of(self.plan)
        return [hand[i] for i in chain] if chain else []

    def preview_of(self, cards: list[int], head_bonus: int = 0) -> int:
        """Returns what a chain of cards would leave, by the engine's own chain resolver."""
        return int(resolve(self, cards, head_bonus).survivor)

    def _first_own_card(self) -> tuple[int, int, int]:
        """A monster that can act comes first, then a set card, so the first Cross does something."""
        me = self.session.state.sides[0]
        for row, recs in ((Row.MONSTER, me.monsters), (Row.SPELL, me.spells)):
            z = next((z for z in range(5) if recs[z].card), None)
            if z is not None:
                return (0, row, z)
        return (0, Row.MONSTER, 2)


def _chain_of(plan: list[int]) -> list[int]:
    """Returns the hand indices a plan numbered, or the single played card, in order."""
    chain: list[int] = []
    for a in plan:
        if A.NUMBER_CARD <= a < A.CONFIRM_CHAIN:
            i = a - A.NUMBER_CARD
            chain.remove(i) if i in chain else chain.append(i)
        elif A.PLAY_CARD <= a < A.NUMBER_CARD:
            chain = [a - A.PLAY_CARD]
    return chain
