"""The duel as the scene holds it: the committed engine state, the growing replay log, the AI.

Every accepted action goes through ``commit``, which steps the engine and logs the action, so the
replay log is exactly the list of actions the engine accepted. ``preview`` steps the same pure
function without committing: the scene uses it to ask the engine what a half-made hand play
would allow next (legal destinations, whether face-down is offered) and to undo by forgetting.
"""

from __future__ import annotations

from game.replays import ReplayFile
from game.replays import start as replay_start
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.replay import ReplayLog
from game.rules.setup import DUEL_MASTER_K, home_terrain, setup_duel
from game.rules.state import DuelState
from game.rules.view import observe
from game.scenes.duel.setup import DuelSetup

PLAYER, CPU = 0, 1


class DuelSession:
    """One duel in progress: ``state`` is committed; ``log`` holds every committed action."""

    def __init__(self, db, state: DuelState, opening: tuple, log: ReplayLog, *, shuffle: bool = True,
                 agent=None, ai_level: str = "", label: str = "", script: tuple[int, ...] | None = None) -> None:
        self.db = db
        self.state = state
        self.opening = opening
        self.log = log
        self.shuffle = shuffle
        self.agent = agent
        self.ai_level = ai_level
        self.label = label
        self.script = script  # replays: both sides' actions come from here
        self.reasons: list = []  # the AI's own reason for each of its actions (game.ai.reasons), in order

    @classmethod
    def from_setup(cls, db, setup: DuelSetup) -> DuelSession:
        """Returns a new duel for a setup, with its AI made from the level unless one is injected."""
        terrain = home_terrain(db, setup.opponent) if setup.terrain is None else setup.terrain
        state, opening = setup_duel(db, setup.deck0, setup.deck1, opponent=setup.opponent, terrain=terrain,
                                    rng_seed=setup.seed, rng_kind=setup.rng, options=setup.options, lp=setup.lp,
                                    shuffle=setup.shuffle)
        log = ReplayLog(deck0=tuple(setup.deck0), deck1=None if setup.deck1 is None else tuple(setup.deck1),
                        opponent=setup.opponent, seed=setup.seed, rng=setup.rng, terrain=terrain,
                        options=setup.options, lp=setup.lp, shuffle=setup.shuffle)
        agent = setup.agent
        if agent is None:
            from game.ai import make_agent

            agent = make_agent(setup.ai_level, duelist=setup.opponent, seed=setup.seed ^ 0x5EED, db=db)
        return cls(db, state, opening, log, shuffle=setup.shuffle, agent=agent, ai_level=setup.ai_level,
                   label=setup.label)

    @classmethod
    def from_replay(cls, db, rf: ReplayFile) -> DuelSession:
        """Returns the opening of a recorded duel whose actions will come from the file."""
        state, opening = replay_start(db, rf)
        empty = ReplayLog(**{**_log_fields(rf.log), "actions": ()})
        return cls(db, state, opening, empty, shuffle=rf.shuffle, ai_level=rf.ai_level, label=rf.label,
                   script=rf.log.actions)

    @property
    def played(self) -> int:
        """Returns how many actions have been committed."""
        return len(self.log.actions)

    def legal(self, state: DuelState | None = None) -> list[int]:
        """Returns the legal actions in a state (the committed one by default)."""
        return legal_actions(self.db, self.state if state is None else state)

    def preview(self, actions: list[int]) -> tuple[DuelState, list]:
        """Returns the state and events the actions would give from the committed state; commits nothing."""
        state, events = self.state, []
        for a in actions:
            state, evs = step(self.db, state, a)
            events.extend(evs)
        return state, events

    def commit(self, actions: list[int]) -> list:
        """Steps and logs each action; returns every event in order."""
        events: list = []
        for a in actions:
            self.state, evs = step(self.db, self.state, a)
            self.log = self.log.with_action(a)
            events.extend(evs)
        return events

    def next_scripted(self) -> int | None:
        """Returns the next recorded action of a replay, or None when the record is used up."""
        if self.script is None or self.played >= len(self.script):
            return None
        return self.script[self.played]

    def ai_action(self) -> int:
        """Returns the computer's next action, chosen from its own view (style lesson 5)."""
        agent = self.agent
        side = self.state.active
        view = observe(self.state, side, sees_face_down=getattr(agent, "sees_face_down", False),
                       own_deck=getattr(agent, "own_deck", False))
        action = int(agent.act(self.db, view, self.legal()))
        why = getattr(agent, "last_reason", None)
        if why is not None:
            self.reasons.append(why)
        return action

    def rewind(self, upto: int) -> None:
        """Re-simulates from the seed to just after the first ``upto`` actions (replays)."""
        actions = self.log.actions[:upto] if self.script is None else self.script[:upto]
        state = self.opening_state
        for a in actions:
            state, _ = step(self.db, state, a)
        self.state = state
        self.log = ReplayLog(**{**_log_fields(self.log), "actions": tuple(actions)})

    @property
    def opening_state(self) -> DuelState:
        """Returns the state before the first action, rebuilt from the seed."""
        log = self.log
        state, _ = setup_duel(self.db, log.deck0, log.deck1, opponent=log.opponent, terrain=log.terrain,
                              rng_seed=log.seed, rng_kind=log.rng, options=log.options, lp=log.lp,
                              shuffle=self.shuffle)
        return state

    def replay_file(self) -> ReplayFile:
        """Returns the duel so far as a replay file value."""
        from game.replays import mods_record

        return ReplayFile(log=self.log, shuffle=self.shuffle, ai_level=self.ai_level, label=self.label,
                          mods=mods_record(self.db))


def position_duel(db, state: DuelState, *, ai_level: str = "fair", label: str = "",
                  agent=None) -> tuple[DuelSetup, DuelSession]:
    """Returns the setup and session of a duel that starts from a built position (game.rules.position).

    A position has no seed and decks to replay from, so the duel is not recorded as a replay. The AI
    is made from the level, seeded from the position's generator, unless one is injected.
    """
    duelist = state.opponent or DUEL_MASTER_K  # no opponent named: K's parameters, as for deck files
    log = ReplayLog(deck0=state.sides[0].deck, deck1=state.sides[1].deck, opponent=duelist,
                    seed=state.rng_state, rng=state.rng_kind, terrain=state.terrain, options=state.options,
                    shuffle=False, lp=(state.sides[0].max_lp, state.sides[1].max_lp))
    setup = DuelSetup(deck0=state.sides[0].deck, opponent=duelist, ai_level=ai_level, record=False, label=label)
    if agent is None:
        from game.ai import make_agent

        agent = make_agent(ai_level, duelist=duelist, seed=state.rng_state, db=db)
    return setup, DuelSession(db, state, (), log, shuffle=False, agent=agent, ai_level=ai_level, label=label)


def _log_fields(log: ReplayLog) -> dict:
    return {name: getattr(log, name) for name in ReplayLog.__slots__}
