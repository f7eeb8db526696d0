"""Sound-effect and music synthesis: each function returns mono float32 samples in -1..1.

Square and triangle waves with short envelopes give the PSX-menu feel. Everything is computed
from fixed parameters, so the same sounds come out on every run.
"""

from __future__ import annotations

import numpy as np

RATE = 22050


def tone(freq0: float, freq1: float, secs: float, wave: str = "square", vol: float = 0.5,
         decay: float = 8.0, rate: int = RATE) -> np.ndarray:
    """Returns a glide from freq0 to freq1 Hz with an exponential decay envelope."""
    n = max(int(rate * secs), 1)
    freq = np.linspace(freq0, freq1, n, dtype=np.float64)
    phase = np.cumsum(freq / rate) % 1.0
    if wave == "square":
        w = np.where(phase < 0.5, 1.0, -1.0)
    elif wave == "triangle":
        w = 4.0 * np.abs(phase - 0.5) - 1.0
    elif wave == "saw":
        w = 2.0 * phase - 1.0
    else:
        w = np.sin(2 * np.pi * phase)
    env = np.exp(-decay * np.linspace(0.0, secs, n))
    attack = min(n, int(rate * 0.004))
    env[:attack] *= np.linspace(0.0, 1.0, attack)
    return (w * env * vol).astype(np.float32)


def noise(secs: float, vol: float = 0.5, decay: float = 10.0, seed: int = 1, rate: int = RATE) -> np.ndarray:
    """Returns a decaying noise burst (fixed seed: the same burst every run)."""
    n = int(rate * secs)
    rng = np.random.default_rng(seed)
    steps = rng.uniform(-1.0, 1.0, n // 4 + 1).repeat(4)[:n]  # held samples: 8-bit style grit
    return (steps * np.exp(-decay * np.linspace(0.0, secs, n)) * vol).astype(np.float32)


def seq(*parts: np.ndarray, gap: float = 0.0, rate: int = RATE) -> np.ndarray:
    """Returns parts played one after another with gap seconds of silence between them."""
    silence = np.zeros(int(rate * gap), np.float32)
    out: list[np.ndarray] = []
    for p in parts:
        out += [p, silence]
    return np.concatenate(out[:-1] if gap else out)


def mix(*parts: np.ndarray) -> np.ndarray:
    """Returns parts summed from the same start, padded to the longest."""
    n = max(len(p) for p in parts)
    out = np.zeros(n, np.float32)
    for p in parts:
        out[: len(p)] += p
    return out


def effects(rate: int = RATE) -> dict[str, np.ndarray]:
    """Returns every sound effect by name."""
    t = lambda *a, **k: tone(*a, rate=rate, **k)
    return {
        "cursor": t(1200, 1200, 0.04, vol=0.25, decay=30),
        "confirm": seq(t(880, 880, 0.05, vol=0.3, decay=10), t(1320, 1320, 0.08, vol=0.3, decay=12)),
        "cancel": t(600, 300, 0.12, vol=0.3, decay=12),
        "flip": mix(noise(0.06, 0.25, 40, seed=2, rate=rate), t(500, 900, 0.06, "triangle", 0.3, 20)),
        "fusion": mix(t(220, 880, 0.5, "saw", 0.2, 3), t(330, 1320, 0.5, "square", 0.12, 3),
                      t(440, 1760, 0.5, "triangle", 0.2, 2)),
        "attack": mix(noise(0.25, 0.35, 8, seed=3, rate=rate), t(800, 200, 0.25, "square", 0.2, 6)),
        "hit": mix(noise(0.3, 0.5, 12, seed=4, rate=rate), t(140, 60, 0.3, "sine", 0.5, 8)),
        "lp_tick": t(1760, 1760, 0.02, vol=0.15, decay=60),
        "trap": seq(*(t(f, f, 0.07, vol=0.25, decay=10) for f in (988, 740, 988, 740))),
        "victory": seq(*(t(f, f, d, vol=0.3, decay=3) for f, d in
                         ((523, 0.12), (659, 0.12), (784, 0.12), (1047, 0.45)))),
        "defeat": seq(*(t(f, f, d, "triangle", 0.4, 2) for f, d in
                        ((392, 0.25), (370, 0.25), (349, 0.25), (262, 0.7)))),
        "buzz": t(160, 150, 0.15, "square", 0.25, 10),
        **duel_effects(t, rate),
    }


def duel_effects(t, rate: int = RATE) -> dict[str, np.ndarray]:
    """Returns the duel screen's cues (presentation.md §11): one distinct sound per motion."""
    return {
        "slide": mix(noise(0.08, 0.18, 30, seed=5, rate=rate), t(300, 500, 0.08, "triangle", 0.15, 25)),
        "draw": mix(noise(0.06, 0.2, 45, seed=6, rate=rate), t(700, 1100, 0.05, "triangle", 0.2, 30)),
        "mark": t(990, 1480, 0.06, "square", 0.22, 20),
        "unmark": t(1480, 990, 0.06, "square", 0.2, 20),
        "equip": seq(*(t(f, f, 0.05, "triangle", 0.28, 8) for f in (1047, 1319, 1568, 2093))),
        "fusion_start": mix(t(110, 440, 0.6, "saw", 0.18, 2), t(165, 660, 0.6, "triangle", 0.2, 2)),
        "merge": mix(noise(0.35, 0.35, 6, seed=7, rate=rate), t(880, 220, 0.4, "square", 0.2, 5),
                     t(1320, 1320, 0.4, "sine", 0.2, 4)),
        "fail": seq(t(330, 300, 0.1, "square", 0.25, 8), t(220, 180, 0.22, "square", 0.25, 6)),
        "star_bonus": seq(*(t(f, f * 1.02, 0.045, "sine", 0.25, 10) for f in (1568, 1760, 2093, 2637))),
        "damage_small": mix(noise(0.15, 0.3, 18, seed=8, rate=rate), t(200, 120, 0.15, "sine", 0.35, 14)),
        "damage_medium": mix(noise(0.25, 0.4, 12, seed=9, rate=rate), t(160, 80, 0.25, "sine", 0.45, 10)),
        "damage_large": mix(noise(0.45, 0.4, 6, seed=10, rate=rate), t(120, 40, 0.45, "sine", 0.45, 6),
                            t(90, 45, 0.45, "square", 0.12, 6)),
        "destroy": mix(noise(0.5, 0.45, 5, seed=11, rate=rate), t(400, 60, 0.5, "saw", 0.2, 5)),
        "page": t(700, 900, 0.05, "triangle", 0.25, 25),
        "page_confirm": seq(t(660, 660, 0.05, vol=0.25, decay=10), t(990, 990, 0.1, vol=0.25, decay=10)),
        "magic": mix(t(440, 1760, 0.45, "sine", 0.22, 3), t(660, 2640, 0.45, "triangle", 0.12, 3)),
        "turn_change": seq(t(523, 523, 0.07, "triangle", 0.25, 10), t(784, 784, 0.12, "triangle", 0.25, 8)),
    }


# A minor-key loop: (midi note or 0 for rest, length in eighths) for lead and bass.
_LEAD = ((69, 2), (72, 2), (76, 2), (74, 1), (72, 1), (71, 2), (72, 1), (74, 1), (76, 4),
         (69, 2), (72, 2), (77, 2), (76, 1), (74, 1), (72, 2), (71, 2), (69, 4))
_BASS = ((45, 4), (45, 4), (41, 4), (43, 4), (45, 4), (45, 4), (41, 4), (40, 4))


def music_loop(rate: int = RATE, tempo: float = 132.0) -> np.ndarray:
    """Returns one seamless pass of the menu chiptune."""
    eighth = 60.0 / tempo / 2
    total = int(rate * eighth * sum(n for _, n in _BASS))
    out = np.zeros(total, np.float32)
    for voice, wave, vol, decay in ((_LEAD, "square", 0.12, 3.0), (_BASS, "triangle", 0.25, 1.5)):
        pos = 0
        for note, length in voice:
            secs = eighth * length
            if note:
                f = 440.0 * 2 ** ((note - 69) / 12)
                part = tone(f, f, secs * 0.95, wave, vol, decay, rate)
                end = min(pos + len(part), total)
                out[pos:end] += part[: end - pos]
            pos += int(rate * secs)
    return out
