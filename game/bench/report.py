"""The bench's verdict: each figure over the runs (min–max), normalised to the calibration loop, and
checked against its target. Pure functions of the measured numbers, so tests check them without timing.

A target is checked on the best normalised value of the runs (the shortest time, the highest rate):
on a shared machine the other runs measure the neighbours' load as much as the game.
"""

from __future__ import annotations

import math

from game.bench.machine import REFERENCE_LOOP_S, Calibration, blas_line, engine_vs_loop, explanation_lines
from game.bench.targets import Scale, Target, scale_of


def normalise(figure: str, value: float, calibration: Calibration) -> float | None:
    """Returns a speed figure as it would read on the reference machine, None for figures that do not
    scale with speed (sizes, counts, ratios)."""
    scale = scale_of(figure)
    if scale is Scale.TIME:
        return value * REFERENCE_LOOP_S / calibration.wall_s
    if scale is Scale.CPU_TIME:
        return value * REFERENCE_LOOP_S / calibration.cpu_s
    if scale is Scale.RATE:
        return value * calibration.wall_s / REFERENCE_LOOP_S
    return None


def summarise(runs: list[tuple[Calibration, dict[str, float]]], targets: dict[str, Target]) -> dict[str, object]:
    """Returns the report of ``runs`` (each the calibration loop's times and the figures measured):
    per figure its values, min–max and normalised values; per measured target the checked value and
    whether it was met; and the verdict ('met', 'missed' or 'no target measured')."""
    names = list(dict.fromkeys(name for _, figures in runs for name in figures))
    figures: dict[str, dict[str, object]] = {}
    for name in names:
        values = [figures_of[name] for _, figures_of in runs if name in figures_of]
        entry: dict[str, object] = {"values": values, "min": min(values), "max": max(values)}
        normalised = [normalise(name, figures_of[name], cal) for cal, figures_of in runs if name in figures_of]
        if normalised and normalised[0] is not None:
            entry["normalised"] = [round(v, 6) for v in normalised]
        figures[name] = entry
    checked = {}
    for name, target in targets.items():
        if name not in figures:
            continue  # not measured this time (--only): neither met nor missed
        entry = figures[name]
        candidates = entry.get("normalised", entry["values"])
        best = max(candidates) if target.bound.higher_is_better else min(candidates)
        checked[name] = {"bound": target.bound.value, "target": target.value, "checked": best,
                         "normalised": "normalised" in entry, "met": bool(target.met(best))}
    missed = [name for name, c in checked.items() if not c["met"]]
    verdict = "missed" if missed else "met" if checked else "no target measured"
    return {"runs": len(runs), "calibration_loop_s": [round(cal.wall_s, 4) for cal, _ in runs],
            "calibration_loop_cpu_s": [round(cal.cpu_s, 4) for cal, _ in runs], "reference_loop_s": REFERENCE_LOOP_S,
            "speed": [round(REFERENCE_LOOP_S / cal.wall_s, 4) for cal, _ in runs],
            "engine_vs_loop": [engine_vs_loop(cal, figures_of) for cal, figures_of in runs],
            "figures": figures, "targets": checked, "missed": missed, "verdict": verdict}


def format_report(report: dict, machine: dict) -> list[str]:
    """Returns the report as the lines ``fmduel bench`` prints."""
    libs = ", ".join(f"{k} {v}" for k, v in machine["libraries"].items() if v)
    load = " ".join(map(str, machine["load_avg"])) if machine["load_avg"] else "unknown"
    lines = [(f"machine      {machine['cores']} cores, {machine['cpu_model']}, load {load}, "
              f"Python {machine['python']}; {libs}"),
             (f"calibration  loop {_span(report['calibration_loop_s'])} s, CPU {_span(report['calibration_loop_cpu_s'])}"
              f" s (reference {report['reference_loop_s']} s), speed {_span(report['speed'])} of the reference machine")]
    lines += [line for line in [blas_line(machine)] if line] + explanation_lines(report)
    rows = [("figure", "measured", "normalised", "target", "")]
    for name, entry in report["figures"].items():
        check = report["targets"].get(name)
        rows.append((name, _span(entry["values"]), _span(entry["normalised"]) if "normalised" in entry else "",
                     f"{check['bound']} {_num(check['target'])}" if check else "",
                     ("met" if check["met"] else "MISSED") if check else ""))
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    lines += ["  ".join(cell.ljust(w) for cell, w in zip(r, widths)) + "  " + r[4] for r in rows]
    met = sum(c["met"] for c in report["targets"].values())
    lines.append(f"targets      {met} met, {len(report['missed'])} missed"
                 + (f": {', '.join(report['missed'])}" if report["missed"] else "")
                 + (f" (best of {report['runs']} runs, normalised)" if report["runs"] > 1 else " (normalised)"))
    return [line.rstrip() for line in lines]


def _span(values: list[float]) -> str:
    lo, hi = min(values), max(values)
    return _num(lo) if _num(lo) == _num(hi) else f"{_num(lo)}–{_num(hi)}"


def _num(value: float) -> str:
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if abs(value) >= 1000:
        return f"{value:,.0f}"
    return f"{value:.3g}"
