"""The title's attract duel, played headless a few actions at a time while the title waits.

The original replays its intro film when the title is left alone; we have no film, so the title shows
a duel between two computer duelists on the real board instead (issue 23). The duel is decided here,
in the rules engine, by two AI agents, and handed to the duel scene as a replay log, so the board
shows it with every animation. ``advance`` plays a handful of actions per call, so the title's frames
stay cheap while the duel is being decided in the background.
"""

from __future__ import annotations

from game.ai.agent import decide, make_agent
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.replay import ReplayLog
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck, home_terrain, setup_duel

MAX_ACTIONS = 600  # a duel that has not ended by then is shown as far as it got
PAIRS = ((2, 7), (5, 10), (3, 12), (8, 14), (4, 9), (6, 11))  # (player seat, opponent) campaign duelists


class AttractDuel:
    """Two computer duelists, one of ``PAIRS`` chosen by the seed; ``done`` once the duel is over."""

    def __init__(self, db, seed: int) -> None:
        self.db = db
        self.seed = seed & 0x7FFF_FFFF
        a, b = PAIRS[self.seed % len(PAIRS)]
        self.duelists = (a, b)  # the bottom seat's duelist and the opponent (the screen names both)
        self.deck = tuple(deal_deck(db, a, PsxRng(self.seed ^ 0xA77)))
        self.opponent = b
        self.terrain = home_terrain(db, b)
        self.state, _ = setup_duel(db, self.deck, None, opponent=b, terrain=self.terrain, rng_seed=self.seed)
        self.agents = (make_agent("fair", a, self.seed ^ 0x5EED, db), make_agent("fair", b, self.seed ^ 0xBEEF, db))
        self.actions: list[int] = []

    @property
    def done(self) -> bool:
        """Returns whether the duel is decided (over, or at the length limit)."""
        return self.state.over or len(self.actions) >= MAX_ACTIONS

    def advance(self, n: int) -> None:
        """Plays up to ``n`` more actions."""
        db = self.db
        for _ in range(n):
            if self.done:
                return
            side = self.state.active
            agent = self.agents[side]
            action = decide(agent, db, self.state, side, legal_actions(db, self.state))
            self.state, _ = step(db, self.state, action)
            self.actions.append(int(action))

    def log(self) -> ReplayLog:
        """Returns the duel so far as a replay log the duel scene plays back."""
        return ReplayLog(deck0=self.deck, deck1=None, opponent=self.opponent, seed=self.seed, terrain=self.terrain,
                         actions=tuple(self.actions))
