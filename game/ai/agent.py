"""Agents: who picks the computer's actions, at which honesty level (docs/ai.md).

    agent = make_agent("retail", duelist=7, seed=1234)
    view = view_for(agent, state, side=1)            # observe() with the agent's visible flags
    action = agent.act(db, view, legal_actions(db, state))

An agent sees only a per-side view (style lesson 5). Its two flags, ``sees_face_down`` and
``own_deck``, are the whole of its cheating, and ``view_for`` is the one place they are applied:
``retail`` sets them as the original did (face-down cards for the six duelists of R14.5, its own
deck order for the look-ahead window of R14.3); ``fair`` and ``strong`` never do.
"""

from __future__ import annotations

from typing import Protocol

from game.ai.field_script import TurnMemory, field_action, idle_action
from game.ai.hand_script import HandPlay, hand_play
from game.ai.params import Dice, Personality, personality
from game.ai.placement import placement_answer
from game.ai.reasons import Reason, Step, field_reason, hand_reason, placement_reason
from game.ai.snapshot import build_snapshot
from game.ai.views import fast_observe
from game.db import CardDB
from game.rules import actions as A
from game.rules.state import Decision, DuelState

LEVELS = ("retail", "fair", "strong", "random")


class Agent(Protocol):
    """Anything that picks one legal action from a view."""

    sees_face_down: bool
    own_deck: bool

    def act(self, db: CardDB, view: DuelState, legal: list[int]) -> int:
        """Returns one action from ``legal``."""
        ...


def make_agent(level: str, duelist: int = 39, seed: int = 0, db: CardDB | None = None) -> Agent:
    """Returns a fresh agent for one duel; ``seed`` seeds the agent's own dice, never the duel's RNG.

    Retail needs the card database up front to set its visible flags (the default db if none is given).
    """
    if level == "random":
        return RandomAgent(seed)
    if level in ("retail", "fair"):
        agent = ScriptAgent(duelist, seed, honest=level == "fair")
        if db is None and level == "retail":
            from game.db import load_carddb

            db = load_carddb()
        if db is not None:
            agent.bind(db)
        return agent
    if level == "strong":
        from game.ai.strong import StrongAgent

        return StrongAgent(seed)
    raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")


def view_for(agent: Agent, state: DuelState, side: int) -> DuelState:
    """Returns what ``agent`` may see of ``state`` as ``side``: its visible flags, nothing else.

    The value is ``observe(state, side, ...)`` (built by ``fast_observe``, equal by test).
    """
    return fast_observe(state, side, sees_face_down=agent.sees_face_down, own_deck=agent.own_deck)


def decide(agent: Agent, db: CardDB, state: DuelState, side: int, legal: list[int]) -> int:
    """Returns ``agent.act(db, view_for(agent, state, side), legal)``, building no view for a script agent:
    it answers most of a retail duel's decisions without the board (``ScriptAgent.answer_unseen``: only the
    decision kind and the chain picked so far are read, and both are in every view), and reads the rest
    through a snapshot that applies its visible flags itself (``ScriptAgent.act_seen``).
    """
    unseen = getattr(agent, "answer_unseen", None)
    if unseen is not None and agent.who is not None:
        action = unseen(state.pending, state.chain, legal)
        if action >= 0:
            return action
        if side == state.active:  # a script agent reads its snapshot from the state with its flags
            return agent.act_seen(db, state, legal)
    return agent.act(db, view_for(agent, state, side), legal)


class RandomAgent:
    """Uniform random legal actions: the baseline every level must beat."""

    sees_face_down = False
    own_deck = False

    def __init__(self, seed: int) -> None:
        self.dice = Dice(seed)

    def act(self, db: CardDB, view: DuelState, legal: list[int]) -> int:
        """Returns a uniformly chosen legal action."""
        return legal[self.dice.below(len(legal))]


class ScriptAgent:
    """The two scripts of §14 (retail, or fair: the same logic without hidden information)."""

    def __init__(self, duelist: int, seed: int, *, honest: bool) -> None:
        self.duelist = duelist
        self.honest = honest
        self.dice = Dice(seed)
        self.who: Personality | None = None
        self.memory = TurnMemory()
        self.plan: HandPlay | None = None
        self.queue: list[int] = []
        self.sees_face_down = False
        self.own_deck = not honest
        # why the last action was chosen: a Reason, or the call that makes it, made when first read
        self._why: Reason | tuple | None = None

    @property
    def last_reason(self) -> Reason | None:
        """Returns why the last action was chosen (game.ai.reasons), or None before the first.

        A decision stores the call that makes its reason from the values it used (all immutable), and the
        reason is made when read: practice mode reads it, the simulator never does (about 130 a duel).
        """
        why = self._why
        if type(why) is tuple:
            why = self._why = why[0](*why[1:])
        return why

    @property
    def sees_hidden(self) -> bool:
        """Returns the R14.5 cheat flag in the card data's own name (the same as ``sees_face_down``)."""
        return self.sees_face_down

    def bind(self, db: CardDB) -> None:
        """Reads the duelist's personality; sets the visible face-down flag for retail's six (R14.5)."""
        if self.who is None:
            self.who = personality(db, self.duelist)
            self.sees_face_down = self.who.sees_hidden and not self.honest

    def act(self, db: CardDB, view: DuelState, legal: list[int]) -> int:
        """Returns the scripts' action for this decision, always one of ``legal``."""
        self.bind(db)
        return self._act(db, view, legal, False)

    def act_seen(self, db: CardDB, state: DuelState, legal: list[int]) -> int:
        """Returns ``act(db, view_for(self, state, state.active), legal)`` without building the view, for a
        decision ``answer_unseen`` did not answer.

        The scripts read the board only through a snapshot, and ``seen_snapshot`` applies the agent's two
        visible flags while reading the state (the same snapshot, by test), so the simulator asks here
        (``decide``, ``game.sim.runner.play_out``); nothing else of the state is read but the decision
        kind, the chain, the turn and the options, which every view shows as they are.
        """
        return self._act(db, state, legal, True)

    def _act(self, db: CardDB, view: DuelState, legal: list[int], raw: bool) -> int:
        pending = view.pending
        hide = raw and not self.sees_face_down  # seen_snapshot's mask; a view hides its cards itself
        if pending == _PICK_HAND and not view.chain:
            snap = build_snapshot(db, view, self.who.window if self.own_deck else 0, hide)
            plan = self.plan = hand_play(db, snap, self.who, self.dice, view.options.glitch_fusions)
            actions = _hand_actions(plan)
            self.queue = list(actions)
            self._why = (hand_reason, plan, actions)
            return self._next_queued(legal)
        if not raw:  # (the simulator asked ``answer_unseen`` before ``act_seen``)
            action = self.answer_unseen(pending, view.chain, legal)
            if action >= 0:
                return action
        mem = self.memory
        if mem.turn != view.turn:
            mem.start(view.turn)
        action = idle_action(view.sides[view.active], mem, legal)  # a waiting attack, the turn's end: no snapshot
        if action is None:
            action = field_action(db, build_snapshot(db, view, 0, hide), self.who, self.dice, mem, legal)
        if action >= 0:
            self._why = (field_reason, mem.why, action)
            return action
        action = _END_TURN if _END_TURN in legal else legal[-1]
        self._why = (Reason, Step.END_TURN, (action,))
        return action

    def answer_unseen(self, pending: Decision, chain: tuple[int, ...], legal: list[int]) -> int:
        """Returns the action of a decision the board does not change, or -1 when it needs a view.

        A hand play's later cards, its destination and its placement answers come from the plan the
        hand decision made (and ``pending`` and ``chain`` are the same in every view), so the simulator
        asks here first and builds no view for them (``decide``, ``game.sim.runner.play_out``); ``act``
        answers them the same way.
        """
        if pending == _PICK_DEST or (pending == _PICK_HAND and chain):
            return self._next_queued(legal)
        if pending in _PLACEMENT:
            plan = self.plan
            action = placement_answer(pending, plan, legal)
            self._why = (placement_reason, action, plan.reason if plan else "")
            return action
        return -1

    def _next_queued(self, legal: list[int]) -> int:
        while self.queue:
            action = self.queue.pop(0)
            if action in legal:
                return action
        self.queue = []
        return legal[0]  # the plan no longer fits (never expected): the lowest legal action


def _hand_actions(plan: HandPlay) -> tuple[int, ...]:
    if len(plan.cards) == 1:
        return A.PLAY_CARD + plan.cards[0], plan.dest
    return (*[A.NUMBER_CARD + i for i in plan.cards], A.CONFIRM_CHAIN, plan.dest)


# enum members bound once: ``act`` runs at every decision, and reading a member off its IntEnum
# class costs ten times a global (CPython 3.11)
_PICK_HAND, _PICK_DEST = Decision.PICK_HAND, Decision.PICK_DEST
_PLACEMENT = (Decision.PICK_FACE, Decision.PICK_POSITION, Decision.PICK_STAR)
_END_TURN = A.END_TURN
