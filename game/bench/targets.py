"""The performance targets, as data: ``fmduel bench --check`` checks them and README.md's Performance
table shows them (a test keeps the two equal).

A target bounds one figure of a bench module's ``measure()``. Speed figures are checked after
normalising to the calibration loop (game.bench.machine), so a target means the same on a slower or
faster machine; sizes, counts and ratios are checked as measured. Which figures are speed figures
follows from the unit at the end of the name (``scale_of``). To add a figure with a target: return it
from a bench module listed in game.commands.bench.BENCHES, add one ``Target`` line here and one row
to README's table (``tests/bench/test_targets.py`` says what the row must read).
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass


class Bound(enum.Enum):
    """How a figure must compare with its target's value."""

    BELOW = "<"
    AT_MOST = "≤"
    AT_LEAST = "≥"

    def holds(self, value: float, target: float) -> bool:
        """Returns whether ``value`` meets ``target`` under this bound."""
        if self is Bound.BELOW:
            return value < target
        if self is Bound.AT_MOST:
            return value <= target
        return value >= target

    @property
    def higher_is_better(self) -> bool:
        return self is Bound.AT_LEAST


class Scale(enum.Enum):
    """How a figure moves with the machine's speed, so it can be normalised to the calibration loop."""

    TIME = "time"  # seconds, ms, us of wall-clock: shorter on a faster machine
    CPU_TIME = "cpu time"  # the process's own CPU time (``*_cpu_*``): shorter on a faster machine, not on an idle one
    RATE = "rate"  # things per second: larger on a faster machine
    NONE = "none"  # sizes, counts, ratios of two timings: the same on any machine


@dataclass(frozen=True, slots=True)
class Target:
    """One figure's bound: ``figure`` ``bound`` ``value`` (e.g. engine_step_us_mean ≤ 8)."""

    figure: str
    bound: Bound
    value: float

    def met(self, measured: float) -> bool:
        return self.bound.holds(measured, self.value)

    def text(self) -> str:
        """Returns the target as README's table shows it: '≤ 10', '≥ 3,000,000', '< 0.5'."""
        number = f"{self.value:,.0f}" if float(self.value).is_integer() else f"{self.value:g}"
        return f"{self.bound.value} {number}"


TARGETS: tuple[Target, ...] = (
    Target("data_load_cached_ms", Bound.BELOW, 150),
    Target("data_rebuild_ms", Bound.BELOW, 2000),
    Target("fusion_speedup_vs_scalar", Bound.AT_LEAST, 30),
    Target("pair_hands_per_s", Bound.AT_LEAST, 3_000_000),
    Target("engine_step_us_mean", Bound.AT_MOST, 8),  # issue 34: half the step of the measure
    Target("engine_legal_actions_us_mean", Bound.AT_MOST, 2),
    Target("ai_retail_decision_ms_p99", Bound.AT_MOST, 10),
    Target("ai_strong_decision_ms_p99", Bound.AT_MOST, 50),
    Target("duels_per_s", Bound.AT_LEAST, 500),  # issue 34, on 2 jobs
    Target("deck_suggest_s", Bound.AT_MOST, 5),  # issue 34: the paired verdict stops once clear
    Target("startup_s", Bound.AT_MOST, 1.0),
    Target("menu_frame_ms_p99", Bound.AT_MOST, 2),
    Target("map_frame_ms_p99", Bound.AT_MOST, 4),
    Target("duel_frame_ms_p99", Bound.AT_MOST, 4),
    Target("duel_swoop_ms_p99", Bound.AT_MOST, 4),
    Target("duel_turn_orbit_ms_p99", Bound.AT_MOST, 4),
    Target("duel_battle_ms_p99", Bound.AT_MOST, 4),
    Target("duel_cutin_ms_p99", Bound.AT_MOST, 4),  # issue 23: Square's 3-D cut-in
    Target("duel_exodia_ms_p99", Bound.AT_MOST, 4),  # issue 23: the Exodia sequence
    Target("input_latency_frames", Bound.AT_MOST, 1),
    Target("peak_rss_mb", Bound.AT_MOST, 200),
    Target("net_frames_beyond_rtt_p95", Bound.AT_MOST, 2),  # issue 26: a remote press on the other screen
    Target("server_rooms", Bound.AT_LEAST, 300),  # issue 30: rooms at once in one server process
    Target("server_play_to_update_ms_p50", Bound.AT_MOST, 50),
    Target("server_play_to_update_ms_p95", Bound.AT_MOST, 400),  # a shared 2-core machine: the OS and gen-2 GC
    Target("server_mb_per_room", Bound.AT_MOST, 1),
)

_STATISTIC = re.compile(r"_(p\d+|mean|median|min|max)$")


def scale_of(figure: str) -> Scale:
    """Returns how a figure scales with machine speed, from its unit: ``..._per_s`` is a rate, a name
    ending in ``_s``, ``_ms`` or ``_us`` (before a statistic such as ``_p99`` or ``_mean``) is a time, a
    CPU time when the name says ``cpu``."""
    name = _STATISTIC.sub("", figure)
    if name.endswith("_per_s"):
        return Scale.RATE
    if name.endswith(("_s", "_ms", "_us")):
        return Scale.CPU_TIME if "_cpu_" in f"_{name}_" else Scale.TIME
    return Scale.NONE


def targets_by_figure(overrides: dict[str, float] | None = None) -> dict[str, Target]:
    """Returns the targets by figure name, with ``overrides`` (figure -> value) replacing their values."""
    table = {t.figure: t for t in TARGETS}
    for figure, value in (overrides or {}).items():
        table[figure] = Target(figure, table[figure].bound, value)
    return table


def table_cell(figures: list[str]) -> str:
    """Returns README's target cell for a row that lists ``figures``: their targets joined by ' / ', a
    figure without one shown as '—'."""
    table = targets_by_figure()
    return " / ".join(table[f].text() if f in table else "—" for f in figures)
