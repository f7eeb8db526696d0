"""A study's results as counts and sums only, so any two shards add up exactly.

    counts = new_counts(Kind.DUEL)
    add_result(Kind.DUEL, counts, result)       # one DuelResult / TagResult
    total = add_counts(counts_1, counts_2)      # shards: every leaf is an int, added leaf by leaf

Nothing here is rounded or cut (no mean, no top five): means, rates and the commonest drops are
derived from the counts when a report is printed (``derived``), so a merged summary is the whole
run's summary byte for byte. Each result also becomes one JSON line of a records file (``record``)
and back (``result_of``), for studies that need every duel.
"""

from __future__ import annotations

from typing import Any

from game.sim.runner import DuelResult, derive
from game.sim.study import Kind
from game.sim.tag import TagResult

_WINNER = {Kind.DUEL: {0: "a", 1: "b", -1: "draw"}, Kind.TAG: {0: "team1", 1: "team2", -1: "draw"}}


def new_counts(kind: Kind) -> dict[str, Any]:
    """Returns the counts of no duels."""
    first, second = ("a", "b") if kind == Kind.DUEL else ("team1", "team2")
    out: dict[str, Any] = {"duels": 0, f"{first}_wins": 0, f"{second}_wins": 0, "draws": 0, "turns": 0,
                           "win_reasons": {first: {}, second: {}}}
    if kind == Kind.DUEL:
        out.update(rank_letters={}, drops={})
    else:
        out["team1_first"] = 0
    return out


def add_result(kind: Kind, counts: dict[str, Any], r: DuelResult | TagResult) -> None:
    """Adds one duel's result to ``counts`` in place."""
    winner = _WINNER[kind][r.winner]
    counts["duels"] += 1
    counts["turns"] += r.turns
    if winner == "draw":
        counts["draws"] += 1
    else:
        counts[f"{winner}_wins"] += 1
        _bump(counts["win_reasons"][winner], r.reason)
    if kind == Kind.DUEL:
        if r.rank:
            _bump(counts["rank_letters"], r.rank)
        if r.drop:
            _bump(counts["drops"], str(r.drop))
    elif r.first_team == 0:
        counts["team1_first"] += 1


def add_counts(x: dict[str, Any], y: dict[str, Any]) -> dict[str, Any]:
    """Returns the leaf-by-leaf sum of two counts (keys of either; nested dicts added the same way)."""
    out = dict(x)
    for key, value in y.items():
        if isinstance(value, dict):
            out[key] = add_counts(x.get(key, {}), value)
        else:
            out[key] = x.get(key, 0) + value
    return out


def record(kind: Kind, header: dict[str, Any], index: int, r: DuelResult | TagResult) -> dict[str, Any]:
    """Returns duel ``index``'s line of a records file: its result and what it was played with."""
    out: dict[str, Any] = {"index": index, "seed": derive(header["seed"], index), "winner": _WINNER[kind][r.winner],
                           "turns": r.turns, "reason": r.reason, "options": header["options"]}
    sides = header["sides"]
    if kind == Kind.DUEL:
        out.update(rank=r.rank, drop=r.drop, a=sides["a"]["spec"], a_level=sides["a"]["level"],
                   b=sides["b"]["spec"], b_level=sides["b"]["level"])
    else:
        out.update(first_team=r.first_team + 1, teams=[[s["spec"] for s in team] for team in sides["teams"]])
    return out


def result_of(kind: Kind, line: dict[str, Any]) -> DuelResult | TagResult:
    """Returns the result a records line holds (raises KeyError/ValueError/TypeError when it is not one)."""
    winner = {v: k for k, v in _WINNER[kind].items()}[line["winner"]]
    if kind == Kind.DUEL:
        return DuelResult(winner, int(line["turns"]), str(line["reason"]), str(line["rank"]), int(line["drop"]))
    return TagResult(winner, int(line["turns"]), str(line["reason"]), int(line["first_team"]) - 1)


def derived(kind: Kind, counts: dict[str, Any], names: list[str] | None = None, top: int = 5) -> dict[str, Any]:
    """Returns what a printed report shows besides the counts: win rate, mean turns, the commonest drops."""
    n = counts["duels"]
    first = "a" if kind == Kind.DUEL else "team1"
    out: dict[str, Any] = {"win_rate": counts[f"{first}_wins"] / n if n else 0.0,
                           "avg_turns": round(counts["turns"] / n, 2) if n else 0.0}
    if kind == Kind.DUEL:
        drops = sorted(((int(c), k) for c, k in counts["drops"].items()), key=lambda x: (-x[1], x[0]))[:top]
        out["top_drops"] = [(names[c] if names and 0 <= c < len(names) else f"card {c}", k) for c, k in drops]
    return out


def _bump(counter: dict[str, int], key: str) -> None:
    counter[key] = counter.get(key, 0) + 1
