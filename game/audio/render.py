"""Synthesis of a Song into 16-bit stereo samples, with the loop folded so it repeats without a seam.

Every voice is rendered past the song's end (release tails, echoes, ringing drums); for a looping
song whatever sounds past the end is added back at the loop start, so the last bar flows into the
first exactly as it would if the piece really went round. The oscillators are ``osc``'s, band-limited
like the effects'. The same Song gives the same samples on every machine: the only randomness is a
noise generator seeded by note position.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from game.audio.osc import oscillator
from game.audio.score import Note, Song, Voice

RENDER_VERSION = 2  # bump when synthesis changes, so cached renders are rebuilt
PEAK = 0.89  # -1 dBFS: loud enough, never clipped
LOUDNESS_DB = -17.0  # a piece louder than this (RMS, dBFS) is turned down to it, so pieces match
_TAIL_S = 1.2  # longest ring-out of any drum or release, added before folding


def render(song: Song, rate: int) -> tuple[np.ndarray, int]:
    """Returns (int16 array of shape (n, 2), loop start in samples) for song at rate Hz."""
    spw = 4 * 60 / song.tempo  # seconds per whole note
    n_song = song_frames(song, rate)
    extra = int(rate * _TAIL_S) + max((_echo_tail(v, spw, rate) for v in song.voices), default=0)
    mix = np.zeros((n_song + extra, 2), np.float32)
    for voice in song.voices:
        mono = _render_voice(voice, spw, rate, n_song + extra)
        dry, wet = (mono, None) if not voice.echo[0] else _echo(mono, voice, spw, rate)
        _add_panned(mix, dry, voice.pan)
        if wet is not None:
            _add_panned(mix, wet, -0.6 if voice.pan >= 0 else 0.6)
    loop_at = loop_frame(song, rate)
    if song.loop_bar is not None:
        mix = _fold(mix, n_song, loop_at)
    else:
        mix = _trim(mix, n_song)
    peak = float(np.abs(mix).max()) or 1.0
    rms = float(np.sqrt(np.mean(np.square(mix, dtype=np.float64)))) or 1.0
    mix *= min(PEAK / peak, 10 ** (LOUDNESS_DB / 20) / rms)  # a dense piece no louder than a punchy one
    return np.round(mix * 32767).astype(np.int16), loop_at


def song_frames(song: Song, rate: int) -> int:
    """Returns how many frames the song's bars last at rate (a loop's render is exactly this long)."""
    return round(float(song.length) * (4 * 60 / song.tempo) * rate)


def loop_frame(song: Song, rate: int) -> int:
    """Returns the frame the song's loop starts at (0 when the whole piece loops or it plays once)."""
    return round(float(song.loop_start) * (4 * 60 / song.tempo) * rate)


def _fold(mix: np.ndarray, end: int, loop_at: int) -> np.ndarray:
    """Adds everything past end back onto the loop, cyclically, and returns the first end samples."""
    out = mix[:end].copy()
    span = end - loop_at
    pos = end
    while pos < len(mix):
        chunk = mix[pos: pos + span]
        out[loop_at: loop_at + len(chunk)] += chunk
        pos += span
    return out


def _trim(mix: np.ndarray, end: int) -> np.ndarray:
    """Returns a one-shot song with its ring-out, cut where it has gone silent, ending on a fade."""
    loud = np.nonzero(np.abs(mix[end:]).max(axis=1) > 1e-3)[0]
    stop = end + (int(loud[-1]) + 1 if len(loud) else 0)
    out = mix[:stop].copy()
    fade = min(len(out), 256)
    out[len(out) - fade:] *= np.linspace(1.0, 0.0, fade, dtype=np.float32)[:, None]
    return out


def _add_panned(mix: np.ndarray, mono: np.ndarray, pan: float) -> None:
    angle = (pan + 1) * np.pi / 4  # constant power: both sides 0.707 in the centre
    mix[:, 0] += mono * np.float32(np.cos(angle) * np.sqrt(2))
    mix[:, 1] += mono * np.float32(np.sin(angle) * np.sqrt(2))


def _echo_tail(voice: Voice, spw: float, rate: int) -> int:
    delay, feedback = voice.echo
    if not delay:
        return 0
    return int(spw / delay * rate) * _echo_taps(feedback)


def _echo_taps(feedback: float) -> int:
    taps = 1
    while feedback ** (taps + 1) > 0.02 and taps < 12:
        taps += 1
    return taps


def _echo(mono: np.ndarray, voice: Voice, spw: float, rate: int) -> tuple[np.ndarray, np.ndarray]:
    delay, feedback = voice.echo
    step = int(spw / delay * rate)
    wet = np.zeros_like(mono)
    for k in range(1, _echo_taps(feedback) + 1):
        wet[k * step:] += mono[: len(mono) - k * step] * np.float32(feedback ** k)
    return mono, wet


# ---------------------------------------------------------------- voices

def _render_voice(voice: Voice, spw: float, rate: int, length: int) -> np.ndarray:
    """Returns the voice's mono track. A note's samples depend only on its pitches and length (noise
    also on its position), so a repeated section or bar reuses them instead of synthesising again."""
    out = np.zeros(length, np.float32)
    made: dict[tuple, np.ndarray] = {}
    for note in voice.notes:
        if not note.pitches:
            continue
        start = round(float(note.start) * spw * rate)
        if voice.wave == "kit":
            for hit in note.pitches:
                sample = _kit(rate)[hit] * np.float32(voice.vol)
                end = min(length, start + len(sample))
                out[start:end] += sample[: end - start]
            continue
        key = (note.pitches, note.length)
        part = made.get(key) if voice.wave != "noise" else None
        if part is None:
            part = _note(voice, note, spw, rate)
            if voice.wave != "noise":
                made[key] = part
        end = min(length, start + len(part))
        out[start:end] += part[: end - start]
    return out


def _note(voice: Voice, note: Note, spw: float, rate: int) -> np.ndarray:
    attack, decay, sustain, release = voice.env
    gate_n = max(1, round(float(note.length) * spw * rate * voice.gate))
    rel_n = max(int(rate * max(release, 0.004)), 1)
    n = gate_n + rel_n
    t = np.arange(n, dtype=np.float64) / rate
    freqs = np.array([440.0 * 2 ** ((p - 69) / 12) for p in note.pitches])
    if voice.arp and len(freqs) > 1:
        step = max(1, int(spw / voice.arp * rate))
        freq = freqs[(np.arange(n) // step) % len(freqs)]
        wave = _osc(voice, _vibrato(voice, freq, t), rate, note)
    else:
        wave = sum(_osc(voice, _vibrato(voice, np.full(n, f), t), rate, note) for f in freqs)
        wave = wave / np.sqrt(len(freqs))
    return (wave * _envelope(t, gate_n, rate, attack, decay, sustain, release) * voice.vol).astype(np.float32)


def _vibrato(voice: Voice, freq: np.ndarray, t: np.ndarray) -> np.ndarray:
    depth, speed = voice.vib
    if not depth:
        return freq
    fade_in = np.clip((t - 0.12) / 0.2, 0.0, 1.0)  # a held note starts straight, then sings
    return freq * 2 ** (depth / 12 * np.sin(2 * np.pi * speed * t) * fade_in)


def _osc(voice: Voice, freq: np.ndarray, rate: int, note: Note) -> np.ndarray:
    seed = int(note.start * 3840) + 7  # noise: seeded by the note's position, the same every render
    wave = oscillator(voice.wave, freq, rate, voice.duty, seed)
    if voice.detune:
        wave = 0.5 * (wave + oscillator(voice.wave, freq * 2 ** (voice.detune / 1200), rate, voice.duty, seed))
    return wave


def _envelope(t: np.ndarray, gate_n: int, rate: int, attack: float, decay: float, sustain: float,
              release: float) -> np.ndarray:
    attack = max(attack, 0.002)  # no click, even for the sharpest pluck
    held = t[:gate_n]
    level = np.where(held < attack, held / attack,
                     sustain + (1 - sustain) * np.exp(-5 * (held - attack) / max(decay, 1e-3)))
    last = level[-1] if len(level) else 0.0
    rel_t = t[gate_n:] - t[gate_n] if len(t) > gate_n else t[gate_n:]
    rel = max(release, 0.004)
    tail = last * np.exp(-4 * rel_t / rel) * np.clip(1 - rel_t / rel, 0.0, 1.0)
    return np.concatenate([level, tail])


# ---------------------------------------------------------------- drum kit

@lru_cache(maxsize=2)
def _kit(rate: int) -> dict[str, np.ndarray]:
    """Returns the drum sounds at rate Hz: noise and swept sines, one fixed seed."""
    rng = np.random.default_rng(1999)

    def t_of(secs: float) -> np.ndarray:
        return np.arange(int(rate * secs)) / rate

    def hp_noise(secs: float) -> np.ndarray:
        white = rng.uniform(-1.0, 1.0, int(rate * secs) + 1)
        return np.diff(white) * 0.5

    def sweep(f0: float, f1: float, secs: float, bend: float) -> np.ndarray:
        t = t_of(secs)
        freq = f1 + (f0 - f1) * np.exp(-t / bend)
        return np.sin(2 * np.pi * np.cumsum(freq) / rate)

    def env(secs: float, tau: float) -> np.ndarray:
        t = t_of(secs)
        return np.exp(-t / tau) * np.clip(1 - t / secs, 0, 1) * np.clip(t / 0.001, 0, 1)

    kick = sweep(170, 45, 0.32, 0.03) * env(0.32, 0.09)
    kick[: int(rate * 0.004)] += rng.uniform(-0.4, 0.4, int(rate * 0.004))
    snare_noise = rng.uniform(-1.0, 1.0, int(rate * 0.22))
    snare = 0.7 * snare_noise * env(0.22, 0.05) + 0.5 * sweep(240, 180, 0.22, 0.02) * env(0.22, 0.03)
    clap = np.zeros(int(rate * 0.25))
    for k, at in enumerate((0.0, 0.011, 0.022)):
        at_n = int(rate * at)
        burst = hp_noise(0.25) * env(0.25, 0.012 if k < 2 else 0.06)
        clap[at_n:] += burst[: len(clap) - at_n] * 1.6
    doum = (sweep(120, 78, 0.4, 0.04) * env(0.4, 0.14) + 0.15 * hp_noise(0.4) * env(0.4, 0.005))
    tek = 0.8 * hp_noise(0.09) * env(0.09, 0.012) + 0.4 * sweep(1100, 900, 0.09, 0.01) * env(0.09, 0.015)
    kit = {"k": kick * 1.1, "s": snare, "h": hp_noise(0.06) * env(0.06, 0.012) * 0.9,
           "o": hp_noise(0.35) * env(0.35, 0.09) * 0.8, "c": hp_noise(1.1) * env(1.1, 0.35) * 0.8,
           "p": clap, "d": doum * 1.1, "t": tek}
    return {k: v.astype(np.float32) for k, v in kit.items()}
