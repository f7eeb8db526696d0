"""Sound-effect synthesis: each function returns mono float32 samples in -1..1.

Square and triangle waves with short envelopes give the PSX-menu feel; noise swishes, bells and
swept sines give the cards and battles their weight. Everything is computed from fixed parameters
and seeds, so the same sounds come out on every run (about 30 ms for the whole set). The
soundtrack is not here: it is note data in data/music, synthesised by ``render``.
"""

from __future__ import annotations

import numpy as np

from game.audio.osc import oscillator

RATE = 22050


_WAVES = {"square": ("pulse", 0.5), "pulse25": ("pulse", 0.25)}  # effect wave names -> (kind, duty)


def tone(freq0: float, freq1: float, secs: float, wave: str = "square", vol: float = 0.5,
         decay: float = 8.0, rate: int = RATE) -> np.ndarray:
    """Returns a glide from freq0 to freq1 Hz with an exponential decay envelope."""
    n = max(int(rate * secs), 1)
    kind, duty = _WAVES.get(wave, (wave, 0.5))
    w = oscillator(kind, np.linspace(freq0, freq1, n, dtype=np.float64), rate, duty)
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


def band_noise(secs: float, f0: float, f1: float, vol: float = 0.4, attack: float = 0.3, seed: int = 5,
               width: float = 600.0, rate: int = RATE) -> np.ndarray:
    """Returns a swish: noise narrowed to a band around a carrier gliding f0 -> f1, swelling then fading.

    attack is the fraction of the sound spent swelling; the band is noise low-passed to width Hz and
    ring-modulated up to the carrier, a cheap band-pass that needs no filter state.
    """
    n = max(int(rate * secs), 2)
    rng = np.random.default_rng(seed)
    k = max(1, int(rate / width))
    soft = np.convolve(rng.uniform(-1.0, 1.0, n + k), np.ones(k) / np.sqrt(k), mode="valid")[:n]
    carrier = np.sin(2 * np.pi * np.cumsum(np.linspace(f0, f1, n)) / rate)
    x = np.linspace(0.0, 1.0, n)
    env = np.where(x < attack, x / max(attack, 1e-6), (1 - x) / max(1 - attack, 1e-6)) ** 1.5
    return (soft * carrier * env * vol).astype(np.float32)


def bell(freq: float, secs: float, vol: float = 0.3, decay: float = 5.0, rate: int = RATE) -> np.ndarray:
    """Returns a struck-metal tone: a few inharmonic sine partials, the high ones dying first."""
    n = int(rate * secs)
    t = np.arange(n) / rate
    out = np.zeros(n)
    for ratio, amp, speed in ((1.0, 1.0, 1.0), (2.76, 0.5, 1.8), (5.4, 0.25, 3.0), (8.93, 0.12, 4.5)):
        out += amp * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-decay * speed * t)
    attack = min(n, int(rate * 0.002))
    out[:attack] *= np.linspace(0.0, 1.0, attack)
    return (out / 1.87 * vol).astype(np.float32)


def notes(freqs: tuple[float, ...], step: float, wave: str = "square", vol: float = 0.25, decay: float = 10.0,
          ring: float = 0.0, rate: int = RATE) -> np.ndarray:
    """Returns a quick figure: each frequency step seconds after the last, each ringing step + ring s."""
    parts = [tone(f, f, step + ring, wave, vol, decay, rate) for f in freqs]
    hop = int(rate * step)
    out = np.zeros(hop * (len(parts) - 1) + len(parts[-1]), np.float32)
    for i, p in enumerate(parts):
        out[i * hop: i * hop + len(p)] += p
    return out


# The cue list of presentation.md §11, each with its own sound (the new duel screen calls these names).
CUES = ("cursor", "confirm", "cancel", "slide", "flip", "mark", "unmark", "equip", "fusion_start", "merge", "fail",
        "star_bonus", "damage_small", "damage_medium", "damage_large", "destroy", "trap", "page", "page_confirm",
        "draw", "magic", "attack", "lp_tick", "turn_change")


def effects(rate: int = RATE) -> dict[str, np.ndarray]:
    """Returns every sound effect by name: the §11 cues, the result stings and the refusal buzz."""
    t = lambda *a, **k: tone(*a, rate=rate, **k)
    nz = lambda *a, **k: noise(*a, rate=rate, **k)
    fx = {
        "cursor": t(1200, 1200, 0.04, vol=0.25, decay=30),
        "confirm": seq(t(880, 880, 0.05, vol=0.3, decay=10), t(1320, 1320, 0.08, vol=0.3, decay=12)),
        "cancel": t(600, 300, 0.12, vol=0.3, decay=12),
        "flip": mix(nz(0.06, 0.25, 40, seed=2), t(500, 900, 0.06, "triangle", 0.3, 20)),
        "attack": mix(nz(0.25, 0.35, 8, seed=3), t(800, 200, 0.25, "square", 0.2, 6)),
        "lp_tick": t(1760, 1760, 0.02, vol=0.15, decay=60),
        "trap": seq(*(t(f, f, 0.07, vol=0.25, decay=10) for f in (988, 740, 988, 740))),
        "victory": seq(*(t(f, f, d, vol=0.3, decay=3) for f, d in
                         ((523, 0.12), (659, 0.12), (784, 0.12), (1047, 0.45)))),
        "defeat": seq(*(t(f, f, d, "triangle", 0.4, 2) for f, d in
                        ((392, 0.25), (370, 0.25), (349, 0.25), (262, 0.7)))),
        "buzz": t(160, 150, 0.15, "square", 0.25, 10),
        **duel_effects(t, rate),
    }
    for name, wave in fx.items():  # layered hits may sum past full scale: bring them under it, never clip
        peak = float(np.abs(wave).max())
        if peak > 0.9:
            fx[name] = (wave * (0.9 / peak)).astype(np.float32)
    return fx


def duel_effects(t, rate: int = RATE) -> dict[str, np.ndarray]:
    """Returns the duel screen's cues (presentation.md §11), each its own sound; ``t`` is ``tone`` at rate."""
    nz = lambda *a, **k: noise(*a, rate=rate, **k)
    sw = lambda *a, **k: band_noise(*a, rate=rate, **k)
    return {
        "slide": sw(0.16, 700, 2600, 0.55, attack=0.6, seed=11),
        "draw": mix(sw(0.08, 1500, 3500, 0.4, attack=0.3, seed=17), t(2400, 2400, 0.02, vol=0.12, decay=80)),
        "mark": notes((1568, 2093), 0.035, "pulse25", 0.2, 25, rate=rate),
        "unmark": notes((1175, 784), 0.04, "triangle", 0.3, 22, rate=rate),
        "equip": mix(notes((1047, 1319, 1568, 2093), 0.045, "pulse25", 0.18, 9, ring=0.05, rate=rate),
                     bell(2093, 0.45, 0.18, 6, rate)),
        "fusion_start": mix(t(220, 880, 0.5, "saw", 0.2, 3), t(330, 1320, 0.5, "square", 0.12, 3),
                            t(440, 1760, 0.5, "triangle", 0.2, 2)),
        "merge": mix(t(165, 110, 0.3, "sine", 0.35, 8), bell(1047, 0.7, 0.25, 3, rate),
                     *(t(f, f * 1.002, 0.7, "pulse25", 0.1, 2.5) for f in (523, 659, 784, 1047))),
        "fail": seq(t(330, 300, 0.14, "square", 0.22, 5), t(262, 220, 0.3, "square", 0.22, 4), gap=0.03, rate=rate),
        "star_bonus": mix(notes((1568, 1976, 2349, 3136), 0.05, "triangle", 0.3, 7, ring=0.1, rate=rate),
                          bell(3136, 0.4, 0.1, 7, rate)),
        "damage_small": mix(nz(0.12, 0.35, 30, seed=13), t(300, 150, 0.12, "sine", 0.4, 20)),
        "damage_medium": mix(nz(0.3, 0.5, 12, seed=4), t(140, 60, 0.3, "sine", 0.5, 8)),
        "damage_large": mix(seq(nz(0.12, 0.5, 20, seed=14), nz(0.7, 0.6, 4, seed=19)),
                            t(90, 30, 0.8, "sine", 0.6, 3), t(220, 70, 0.5, "square", 0.12, 5)),
        "destroy": mix(seq(*(nz(0.05, 0.45, 30, seed=20 + i) for i in range(5)), gap=0.02, rate=rate),
                       t(900, 120, 0.45, "saw", 0.18, 5)),
        "page": sw(0.12, 1800, 1200, 0.35, attack=0.2, seed=15, width=1500),
        "page_confirm": seq(sw(0.08, 1800, 1200, 0.3, attack=0.2, seed=16, width=1500),
                            notes((784, 1175), 0.06, "triangle", 0.35, 8, ring=0.08, rate=rate)),
        "magic": mix(t(600, 1800, 0.55, "sine", 0.3, 3), t(606, 1818, 0.55, "triangle", 0.2, 3),
                     sw(0.55, 2000, 5000, 0.15, attack=0.5, seed=18)),
        "turn_change": mix(bell(392, 0.8, 0.35, 3.5, rate), bell(588, 0.8, 0.2, 4, rate)),
    }
