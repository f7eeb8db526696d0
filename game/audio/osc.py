"""The one oscillator behind both the sound effects (``synth``) and the soundtrack (``render``).

Saw and pulse are band-limited (PolyBLEP), so high leads and bright effects do not alias into
hiss at 22 kHz; a pulse has no DC offset whatever its duty. Noise is held random values, finer for
higher notes (NES-style), from a seed the caller gives, so every render is the same.
"""

from __future__ import annotations

import numpy as np

KINDS = ("pulse", "triangle", "saw", "sine", "noise")


def oscillator(kind: str, freq: np.ndarray, rate: int, duty: float = 0.5, seed: int = 0) -> np.ndarray:
    """Returns one wave in -1..1 following freq (Hz per sample); duty is the pulse's high fraction."""
    dt = np.minimum(freq / rate, 0.5)
    phase = np.cumsum(dt) % 1.0
    if kind == "saw":
        return 2 * phase - 1 - _blep(phase, dt)
    if kind == "pulse":
        wave = np.where(phase < duty, 1.0, -1.0) + _blep(phase, dt) - _blep((phase - duty) % 1.0, dt)
        return wave - (2 * duty - 1)
    if kind == "triangle":
        return 4 * np.abs(phase - 0.5) - 1
    if kind == "noise":
        hold = np.floor(np.cumsum(dt * 8)).astype(np.int64)
        return np.random.default_rng(seed).uniform(-1.0, 1.0, int(hold[-1]) + 1)[hold]
    if kind == "sine":
        return np.sin(2 * np.pi * phase)
    raise ValueError(f"oscillator: unknown wave {kind!r} (expected one of {', '.join(KINDS)})")


def _blep(phase: np.ndarray, dt: np.ndarray) -> np.ndarray:
    """PolyBLEP residual: smooths each jump of a saw/pulse over one sample either side."""
    out = np.zeros_like(phase)
    lo = phase < dt
    x = phase[lo] / dt[lo]
    out[lo] = x + x - x * x - 1
    hi = phase > 1 - dt
    x = (phase[hi] - 1) / dt[hi]
    out[hi] = x * x + x + x + 1
    return out
