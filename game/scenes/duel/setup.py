"""What starts a duel and what a finished duel hands back to its caller (R1.1).

The drop roll (R13.12) uses the duel's own generator, continued from the state it is left in at
the end of the duel: a replay therefore reproduces the dropped card as well as the rank.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.career.relief import starchips_earned
from game.rules import rank as rank_rules
from game.rules.outcome import duel_rank, end_name, projected_rank, roll_drop
from game.rules.serialise import state_hash
from game.rules.state import DuelState, EndReason, RuleOptions

__all__ = ["AI_LEVELS", "COUNTER_LABELS", "END_MESSAGES", "DuelResult", "DuelSetup", "decks_dir", "make_result",
           "projected_rank", "rule_options"]
END_MESSAGES = {EndReason.LP: "TOTAL ANNIHILATION", EndReason.DECK_OUT: "VICTORY BY ATTRITION",
                EndReason.EXODIA: "SUMMON Exodia", EndReason.NONE: "DUEL FORFEITED"}
AI_LEVELS = ("retail", "fair", "strong", "random")


@dataclass(frozen=True)
class DuelSetup:
    """The parameters of one duel; ``deck1=None`` deals the opponent's deck from its pool (R3.8).

    ``agent`` replaces the AI made from ``ai_level`` (tests script the opponent with it);
    ``shuffle=False`` keeps the given deck orders, which the replay file records.
    """

    deck0: tuple[int, ...]
    opponent: int = 1
    ai_level: str = "fair"
    seed: int = 0
    deck1: tuple[int, ...] | None = None
    terrain: int | None = None
    options: RuleOptions = field(default_factory=RuleOptions)
    rng: str = "psx"
    shuffle: bool = True
    lp: tuple[int, int] = (8000, 8000)
    agent: Any = None
    record: bool = True
    label: str = "Free Duel"
    drop_assist: bool = False  # grind relief (game.career.relief): best of three drop rolls
    starchip_multiplier: int = 1  # grind relief: the rank's starchips times this
    practice: bool = False  # practice mode (Free Duel only): the computer's hand, window and reasons shown
    practice_offered: bool = False  # a career Free Duel: the pause menu offers the practice view (off at first)


@dataclass(frozen=True)
class DuelResult:
    """The result record of R1.1: winner, end, statistics of both sides, and the rank of a player win."""

    winner: int
    reason: str  # "lp" | "deck_out" | "exodia" | "forfeit"
    message: str
    counters: tuple[tuple[int, ...], tuple[int, ...]]
    stats: tuple[tuple[int, ...], tuple[int, ...]]
    opponent: int
    rank: rank_rules.Rank | None = None
    dropped: int = 0
    final_hash: str = ""
    replay_path: str = ""
    drop_assist: bool = False  # grind relief in force for this duel's rewards
    starchip_multiplier: int = 1

    @property
    def player_won(self) -> bool:
        """Returns whether side 0 (the player) won."""
        return self.winner == 0

    @property
    def starchips(self) -> int:
        """Returns the starchips this result pays: the rank's (R13.10) times the grind-relief multiplier."""
        return starchips_earned(self.rank.starchips, self.starchip_multiplier) if self.rank is not None else 0


def make_result(db, state: DuelState, *, forfeit: bool = False, replay_path: str = "", drop_assist: bool = False,
                starchip_multiplier: int = 1) -> DuelResult:
    """Returns the result record of a finished (or forfeited) duel, rank and drop included for a player win.

    ``drop_assist`` and ``starchip_multiplier`` are the career's grind relief (game.career.relief).
    """
    counters = tuple(tuple(int(c) for c in s.counters) for s in state.sides)
    stats = tuple(tuple(int(c) for c in s.stats) for s in state.sides)
    if forfeit:
        return DuelResult(1, "forfeit", END_MESSAGES[EndReason.NONE], counters, stats, state.opponent,
                          final_hash=state_hash(state), replay_path=replay_path)
    reason = end_name(state)
    rank = duel_rank(db, state)  # computed by the engine (game.rules.outcome)
    dropped = roll_drop(db, state, rank, assist=drop_assist).card if rank is not None else 0
    return DuelResult(state.winner, reason, END_MESSAGES[state.end_reason], counters, stats, state.opponent,
                      rank=rank, dropped=dropped or 0, final_hash=state_hash(state), replay_path=replay_path,
                      drop_assist=drop_assist, starchip_multiplier=starchip_multiplier)


COUNTER_LABELS = ("TURNS", "EFFECTIVE ATTACKS", "DEFENSIVE WINS", "FACE-DOWN PLAYS", "PURE MAGIC",
                  "TRIGGER TRAP", "CARDS USED", "REMAINING LP", "INITIATE FUSION", "EQUIP MAGIC")


def rule_options(config) -> RuleOptions:
    """Returns the engine's RuleOptions from the rules.* settings (Free, 2P and Tag duels share them)."""
    return RuleOptions(glitch_fusions=config.get("rules.glitch_fusions"),
                       no_first_turn_attack=config.get("rules.no_first_turn_attack"),
                       strict_phase_order=config.get("rules.strict_phase_order"))


def decks_dir() -> Path:
    """Returns where deck files are looked for: <data home>/decks."""
    from game.replays import replays_dir

    return replays_dir().parent / "decks"
