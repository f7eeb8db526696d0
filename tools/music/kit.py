"""Writes a piece spec out as .song text: chords voiced, bass and drum patterns laid on the bar grid,
melodies made from motifs.

Why a kit and not hand-typed notes for everything: a 90-second theme is 45 bars of six voices, and
what makes it music rather than a wall of notes is its plan (key, chord progression per section,
which groove under which section, a motif stated, answered, sequenced and brought to a cadence).
The spec holds that plan; the kit turns it into notes the same way every time (a seeded generator
per section), and the .song files it writes are the data the game reads and a composer can edit.

Every melody is made here from the spec's chords and rhythms: nothing is transcribed.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

NAMES = ("C", "C#", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B")
_PC = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
MODES = {
    "major": (0, 2, 4, 5, 7, 9, 11),
    "minor": (0, 2, 3, 5, 7, 8, 10),
    "harmonic_minor": (0, 2, 3, 5, 7, 8, 11),
    "dorian": (0, 2, 3, 5, 7, 9, 10),
    "phrygian": (0, 1, 3, 5, 7, 8, 10),
    "phrygian_dominant": (0, 1, 4, 5, 7, 8, 10),
    "double_harmonic": (0, 1, 4, 5, 7, 8, 11),
    "mixolydian": (0, 2, 4, 5, 7, 9, 10),
    "lydian": (0, 2, 4, 6, 7, 9, 11),
}
QUALITIES = {"": (0, 4, 7), "m": (0, 3, 7), "dim": (0, 3, 6), "aug": (0, 4, 8), "sus4": (0, 5, 7),
             "sus2": (0, 2, 7), "7": (0, 4, 7, 10), "m7": (0, 3, 7, 10), "maj7": (0, 4, 7, 11), "5": (0, 7),
             "m6": (0, 3, 7, 9), "6": (0, 4, 7, 9), "dim7": (0, 3, 6, 9), "add9": (0, 4, 7, 14)}
_CHORD = re.compile(r"^([A-G])([#b]?)(.*)$")
_DUR = {16: "1", 12: "2.", 8: "2", 6: "4.", 4: "4", 3: "8.", 2: "8", 1: "16"}

# Two-bar melody rhythms in sixteenths (a negative number is a rest); each sums to 32.
RHYTHMS = {
    "heroic": [[6, 2, 4, 4, 4, 4, 8], [4, 4, 2, 2, 4, 8, 8], [3, 3, 2, 4, 4, 4, 4, 8], [6, 2, 8, 4, 2, 2, 8]],
    "driving": [[2, 2, 2, 2, 2, 2, 4, 2, 2, 2, 2, 8], [2, 2, 4, 2, 2, 4, 4, 4, 8], [1, 1, 2, 2, 2, 4, 4, 2, 2, 4, 8],
                [3, 3, 2, 2, 2, 4, 4, 4, 8]],
    "lyrical": [[8, 4, 4, 12, 4], [6, 2, 8, 8, 8], [4, 4, 4, 4, 16], [12, 4, 8, 8]],
    "dance": [[2, 2, 4, 2, 2, 4, 4, 4, 8], [3, 3, 2, 3, 3, 2, 8, 8], [4, 2, 2, 4, 4, 2, 2, 4, 8]],
    "sparse": [[8, -8, 4, 4, 8], [12, -4, 8, 8], [4, 4, 8, -8, 8]],
    "call": [[4, 2, 2, 8, -4, 2, 2, 8], [2, 2, 2, 2, 8, -8, 8], [6, 2, 4, -4, 4, 4, 8]],
}
CADENCES = {
    "heroic": [[4, 4, 4, 4, 12, -4], [6, 2, 4, 4, 16], [2, 2, 4, 8, 16]],
    "driving": [[2, 2, 2, 2, 4, 4, 12, -4], [2, 2, 2, 2, 2, 2, 4, 16]],
    "lyrical": [[8, 8, 16], [4, 4, 8, 16], [12, 4, 16]],
    "dance": [[2, 2, 4, 4, 4, 12, -4], [4, 2, 2, 8, 12, -4]],
    "sparse": [[8, 8, 12, -4], [4, 4, 8, 16]],
    "call": [[4, 2, 2, 8, 12, -4], [2, 2, 4, 8, 16]],
}
# Bass: one bar of 16 slots. R root, O octave up, 5 fifth, 3 third, A approach to the next chord's
# root, '.' holds, '_' rests.
BASS = {
    "drive": "R.R.O.R.R.R.O.R.",
    "octaves": "R.O.R.O.R.O.R.O.",
    "gallop": "R.RRR.RRR.RRR.RR",
    "rootfifth": "R...5...O...5...",
    "walk": "R...3...5...A...",
    "pedal": "R...............",
    "half": "R.......5.......",
    "sync": "R..R..R.O..R..5.",
    "sixteen": "RRRRRRRRRRRRRRRR",
    "pulse": "R...R...R...R...",
    "tresillo": "R..5..O.R..5..O.",
}
# Harmony: one bar of 16 slots. C sounds the chord, '.' holds, '_' rests.
HARMONY = {
    "pad": "C...............",
    "half": "C.......C.......",
    "stab8": "_.C._.C._.C._.C.",
    "chug": "C.C.C.C.C.C.C.C.",
    "push": "C.....C.....C...",
    "charleston": "C.....C.________",
    "quarters": "C...C...C...C...",
    "offbeat": "__C___C___C___C_",
    "stab1": "C___________C._.",
}
# Drums: one bar of 16 slots, space separated; '.' is nothing, a letter is a kit hit, a+b two at once.
DRUMS = {
    "rock": "k . h . s . h . k . k . s . h .",
    "rock16": "k h h h s h h h k h k h s h h h",
    "half": "k . . . h . . . s . . . h . . .",
    "four": "k . h . k+p . h . k . h . k+p . h .",
    "march": "k . s s s . s . k . s s s . s s",
    "gallop": "k . k k s . k k k . k k s . k k",
    "tom": "k . t . d . t . s . t . d . t t",
    "toms": "d . d t . t d . d . t t s . t .",
    "shaker": "h . h h h . h h h . h h h . h h",
    "brush": "k . . h s . . h k . . h s . h .",
    "bossa": "k . h h s . h k k . h s h . s h",
    "heart": "k . k . . . . . k . k . . . . .",
    "maqsoum": "d . t . . . t . d . . . t . . .",
    "saidi": "d . t . . . d . d . . . t . . .",
    "ayoub": "d . . t d . t . d . . t d . t .",
    "malfuf": "d . . t . . t . d . . t . . t .",
    "frame": "d . . . t . t . d . . . t . t t",
    "none": ". . . . . . . . . . . . . . . .",
}
FILLS = {
    "snare": "k . h . s . h . s s s s s s p p",
    "roll": "s s s s s s s s s s s s s s s s",
    "tom": "d d t t d d t t s s s s s . p .",
    "doum": "d . d . d d t t d . d . t t t t",
    "stop": "k . . . s . . . k . . . . . . .",
    "clap": "k . h . s . h . p . p . p p p p",
}


def pitch_class(name: str) -> int:
    """Returns the pitch class of a note name like Eb or F#."""
    return (_PC[name[0]] + (1 if name[1:] == "#" else -1 if name[1:] == "b" else 0)) % 12


def note_name(midi: int) -> str:
    """Returns the .song spelling of a MIDI pitch (sharps and flats as in NAMES)."""
    return f"{NAMES[midi % 12]}{midi // 12 - 1}"


def chord(symbol: str) -> tuple[int, tuple[int, ...]]:
    """Returns (root pitch class, intervals) of a chord symbol like Em, Bb7, F#dim, A5, Csus4."""
    m = _CHORD.match(symbol)
    if not m or m.group(3) not in QUALITIES:
        raise ValueError(f"chord {symbol!r}: expected a root and one of {', '.join(QUALITIES)}")
    return pitch_class(m.group(1) + m.group(2)), QUALITIES[m.group(3)]


def dur(n16: int) -> str:
    """Returns a .song length for n sixteenths (tied values joined by +)."""
    parts, left = [], n16
    for value in (16, 12, 8, 6, 4, 3, 2, 1):
        while left >= value:
            parts.append(_DUR[value])
            left -= value
    return "+".join(parts)


def bar_text(events: list[tuple[int, str]]) -> str:
    """Returns one bar's tokens from (sixteenths, body) events; body 'r' is a rest."""
    return " ".join(f"{body}/{dur(n)}" for n, body in events)


@dataclass
class Section:
    """One named part of a piece: its bars and chords, and what each voice does in it.

    ``chords``: one symbol per bar, or two joined by a comma (each half a bar), bars split by spaces.
    ``parts``: voice name -> a pattern name (bass, harmony, drums by the voice's role), or for a
    melody voice ``("melody", rhythm bank, centre pitch)``; a voice left out rests through the
    section. ``fill``: the drum fill on the section's last bar; ``crash``: a cymbal on its first beat.
    """

    name: str
    chords: str
    parts: dict
    fill: str | None = "snare"
    crash: bool = True
    seed: int = 0
    literal: list[str] = field(default_factory=list)  # note lines written out by hand instead
    literal_bars: int = 0  # how many bars the hand-written lines last

    def bars(self) -> int:
        return self.literal_bars if self.literal else len(self.chords.split())

    def bar_chords(self) -> list[list[tuple[int, tuple[int, ...]]]]:
        return [[chord(c) for c in bar.split(",")] for bar in self.chords.split()]


@dataclass
class Voice:
    """A voice's name, role (melody, harmony, bass, drums, perc, arp) and its .song settings."""

    name: str
    role: str
    settings: str
    low: int = 55  # the register chords are voiced in (MIDI), for harmony and arp voices
    high: int = 72


@dataclass
class Piece:
    """A whole piece: header, voices, sections and the order they play in."""

    name: str
    title: str
    about: str  # the comment at the top of the file: where it plays and its character
    tempo: int
    key: str  # e.g. "E phrygian_dominant"
    voices: list[Voice]
    sections: list[Section]
    form: str
    loop: str | None = None  # the section the loop restarts at (None: the whole piece loops)

    def scale(self) -> tuple[int, ...]:
        root, mode = self.key.split()
        return tuple((pitch_class(root) + i) % 12 for i in MODES[mode])


def write(piece: Piece) -> str:
    """Returns the piece as .song text."""
    form = piece.form.split()
    bars = {s.name: s.bars() for s in piece.sections}
    loop_bar = 1
    if piece.loop is not None:
        for name in form:
            if name == piece.loop:
                break
            loop_bar += bars[name]
    out = [f"# {line}" if line else "#" for line in piece.about.strip().splitlines()]
    out += ["# Written by tools/compose_music.py from tools/music/pieces.py (rerun it after editing the spec).",
            f"title: {piece.title}", f"tempo: {piece.tempo}", "meter: 4/4", f"loop: {loop_bar}",
            f"form: {piece.form}", ""]
    out += [f"voice {v.name}: {v.settings}" for v in piece.voices]
    for section in piece.sections:
        out += ["", f"section {section.name}"]
        out += section.literal or _section_lines(piece, section)
    return "\n".join(out) + "\n"


def _section_lines(piece: Piece, section: Section) -> list[str]:
    rng = random.Random(f"{piece.name}/{section.name}/{section.seed}")
    chords = section.bar_chords()
    lines = []
    made: dict[str, list[tuple[int, int | None]]] = {}  # each melody voice's notes, for a voice that doubles it
    for voice in piece.voices:
        part = section.parts.get(voice.name)
        if part is None:
            continue
        if voice.role == "melody" and part[0] == "third":
            bars = _to_bars(third_below(piece, chords, made[part[1]]), len(chords))
        elif voice.role == "melody":
            made[voice.name] = melody(piece, chords, part, rng)
            bars = _to_bars(made[voice.name], len(chords))
        elif voice.role == "bass":
            bars = [_bass_bar(BASS[part], bar, chords[(i + 1) % len(chords)]) for i, bar in enumerate(chords)]
        elif voice.role in ("harmony", "arp"):
            bars = _harmony(HARMONY[part], chords, voice)
        elif voice.role in ("drums", "perc"):
            bars = _drums(part, len(chords), section, voice.role == "drums")
        else:
            raise ValueError(f"{piece.name}: voice {voice.name}: unknown role {voice.role!r}")
        lines.append(f"{voice.name}: {line_text(bars)}")
    return lines


def line_text(bars: list[list[tuple[int, str]]]) -> str:
    """Returns a voice's bars as one line: a run of equal bars as a repeat group, a length written only
    when it changes (and always at the start of the line and of a group)."""
    runs: list[list] = []
    for bar in bars:
        if runs and runs[-1][0] == bar:
            runs[-1][1] += 1
        else:
            runs.append([bar, 1])
    out, last = ["|"], None
    for bar, count in runs:
        if count > 1:
            last = None
        tokens = []
        for n, body in bar:
            tokens.append(body if n == last else f"{body}/{dur(n)}")
            last = n
        text = " ".join(tokens)
        out.append(f"(| {text} |)x{count} |" if count > 1 else f"{text} |")
        if count > 1:
            last = bar[-1][0]
    return " ".join(out)


# ---------------------------------------------------------------- accompaniment

def _slots(pattern: str, bodies) -> list[tuple[int, str]]:
    """Returns events from a 16-slot pattern: each symbol starts an event, '.' lengthens the last one."""
    events: list[list] = []
    for i, sym in enumerate(pattern):
        if sym == "." and events:
            events[-1][0] += 1
        else:
            events.append([1, bodies(sym, i) if sym not in "._" else "r"])
    return [(n, body) for n, body in events]


def _chord_at(bar: list, slot: int):
    return bar[min(len(bar) - 1, slot * len(bar) // 16)]


def _bass_bar(pattern: str, bar: list, next_bar: list) -> list[tuple[int, str]]:
    def body(sym: str, slot: int) -> str:
        root, ivals = _chord_at(bar, slot)
        base = 36 + (root - 36) % 12 if root >= 4 else 48 + (root - 48) % 12  # E2..Eb3
        if sym == "R":
            return note_name(base)
        if sym == "O":
            return note_name(base + 12)
        if sym == "5":
            return note_name(base + (ivals[2] if len(ivals) > 2 else 7))
        if sym == "3":
            return note_name(base + ivals[1])
        if sym == "A":
            target = 36 + (next_bar[0][0] - 36) % 12 if next_bar[0][0] >= 4 else 48 + (next_bar[0][0] - 48) % 12
            return note_name(target - 1 if target > base else target + 2)
        raise ValueError(f"bass symbol {sym!r}")
    return _slots(pattern, body)


def voicing(root: int, ivals: tuple[int, ...], low: int, high: int, prev: list[int] | None) -> list[int]:
    """Returns the chord's notes in [low, high], the inversion nearest the previous voicing."""
    pcs = [(root + i) % 12 for i in ivals]
    options = []
    for bottom in range(low, high - 6):
        if bottom % 12 not in pcs:
            continue
        notes, at = [], bottom
        start = pcs.index(bottom % 12)
        for k in range(len(pcs)):
            pc = pcs[(start + k) % len(pcs)]
            while at % 12 != pc:
                at += 1
            notes.append(at)
        if notes[-1] <= high:
            options.append(notes)
    if not options:
        raise ValueError(f"no voicing of {pcs} in {low}..{high}")
    if prev is None:
        return min(options, key=lambda o: abs(sum(o) / len(o) - (low + high) / 2))
    return min(options, key=lambda o: sum(abs(a - b) for a, b in zip(o, prev)) + abs(len(o) - len(prev)))


def _harmony(pattern: str, chords: list, voice: Voice) -> list[list[tuple[int, str]]]:
    prev = None
    out = []
    for bar in chords:
        def body(sym: str, slot: int, bar=bar) -> str:
            nonlocal prev
            root, ivals = _chord_at(bar, slot)
            prev = voicing(root, ivals[:4] if len(ivals) < 5 else ivals[:3], voice.low, voice.high, prev)
            return "[" + ",".join(note_name(n) for n in prev) + "]"
        out.append(_slots(pattern, body))
    return out


def _drums(part: str, n_bars: int, section: Section, main: bool) -> list[list[tuple[int, str]]]:
    out = []
    for i in range(n_bars):
        name = part
        if main and section.fill and i == n_bars - 1:
            pattern = FILLS[section.fill]
        else:
            pattern = DRUMS[name]
        hits = pattern.split()
        if main and section.crash and i == 0:
            hits[0] = "k+c"
        events: list[list] = []
        for hit in hits:
            if hit == "." and events:
                events[-1][0] += 1
            elif hit == ".":
                events.append([1, "r"])
            else:
                events.append([1, hit if "+" not in hit else "[" + hit.replace("+", ",") + "]"])
        out.append([(n, b) for n, b in events])
    return out


# ---------------------------------------------------------------- melody

def _local_scale(scale: tuple[int, ...], root: int, ivals: tuple[int, ...]) -> list[int]:
    """Returns the scale with the chord's tones in it (a borrowed chord tone replaces its neighbour)."""
    tones = {(root + i) % 12 for i in ivals}
    keep = {pc for pc in scale if not any((pc - t) % 12 in (1, 11) for t in tones if t not in scale)}
    return sorted(keep | tones)


def melody(piece: Piece, chords: list, part: tuple, rng: random.Random) -> list[tuple[int, int | None]]:
    """Returns a section's melody, two bars a phrase: a motif, its answer (the motif moved onto the
    new chords), a contrasting phrase, and a cadence that lands on a chord tone of the last chord;
    longer sections state the motif again before their second cadence."""
    _, bank, centre = part
    scale = piece.scale()
    n_phr = max(1, len(chords) // 2)
    motif_rhythm = rng.choice(RHYTHMS[bank])
    contrast = rng.choice([r for r in RHYTHMS[bank] if r is not motif_rhythm] or RHYTHMS[bank])
    cadence = rng.choice(CADENCES[bank])
    low, high = centre - 9, centre + 10
    notes: list[tuple[int, int | None]] = []  # (sixteenths, pitch or None for a rest)
    motif: list[tuple[int, int | None]] | None = None
    motif_root = 0
    prev = _nearest_chord_tone(centre - 2, *chords[0][0], low, high)
    for p in range(n_phr):
        start_bar = 2 * p
        pchords = chords[start_bar: start_bar + 2] or chords[-2:]
        last = p == n_phr - 1
        role = "cadence" if last or p % 4 == 3 else ("answer" if p % 4 == 1 else "contrast" if p % 4 == 2 else "motif")
        if role == "motif" and motif is not None:
            role = "restate"
        if role in ("answer", "restate") and motif is not None:
            phrase = _move_motif(motif, motif_root, pchords, scale, low, high, rng, vary=role == "answer")
        else:
            rhythm = {"motif": motif_rhythm, "contrast": contrast, "cadence": cadence}[role]
            phrase = _fresh(rhythm, pchords, scale, prev, low, high, rng, cadence=role == "cadence",
                            rise=role != "cadence")
        if role == "motif":
            motif, motif_root = phrase, pchords[0][0][0]
        notes += phrase
        sounded = [pt for _, pt in phrase if pt is not None]
        prev = sounded[-1] if sounded else prev
    return notes


def third_below(piece: Piece, chords: list, notes: list[tuple[int, int | None]]) -> list[tuple[int, int | None]]:
    """Returns a second voice a third under the melody, in the key: each note's second scale step down
    (a chord tone on strong beats), the way two horns or two pulse channels play a line together."""
    scale = piece.scale()
    out: list[tuple[int, int | None]] = []
    at = 0
    for n, pitch in notes:
        if pitch is None:
            out.append((n, None))
        else:
            root, ivals = _phrase_chord(chords, at)
            local = _local_scale(scale, root, ivals)
            below = [q for q in range(pitch - 1, pitch - 6, -1) if q % 12 in local]
            pick = below[1] if len(below) > 1 else pitch - 4
            if at % 8 == 0 or n >= 6:
                tones = [(root + iv) % 12 for iv in ivals]
                pick = next((q for q in range(pitch - 3, pitch - 10, -1) if q % 12 in tones), pick)
            out.append((n, pick))
        at += n
    return out


def _nearest_chord_tone(target: int, root: int, ivals: tuple[int, ...], low: int, high: int) -> int:
    tones = [n for n in range(low, high + 1) if (n - root) % 12 in [i % 12 for i in ivals]]
    return min(tones, key=lambda n: abs(n - target))


def _phrase_chord(pchords: list, at16: int):
    bar = pchords[min(len(pchords) - 1, at16 // 16)]
    return _chord_at(bar, at16 % 16)


def _fresh(rhythm: list[int], pchords: list, scale, prev: int, low: int, high: int, rng: random.Random,
           cadence: bool, rise: bool) -> list[tuple[int, int | None]]:
    out: list[tuple[int, int | None]] = []
    at = 0
    sounding = [i for i, n in enumerate(rhythm) if n > 0]
    peak_at = sounding[int(len(sounding) * rng.uniform(0.45, 0.7))] if sounding else 0
    same = 0
    for i, n in enumerate(rhythm):
        if n < 0:
            out.append((-n, None))
            at += -n
            continue
        root, ivals = _phrase_chord(pchords, at)
        strong = at % 8 == 0 or n >= 6
        direction = 1 if (i <= peak_at) == rise else -1
        if rng.random() < 0.2:
            direction = -direction
        if prev >= high - 2:
            direction = -1
        elif prev <= low + 2:
            direction = 1
        if cadence and i == sounding[-1]:
            pick = _nearest_chord_tone(prev, root, (0,), low, high)
        else:
            chord_pcs = [(root + iv) % 12 for iv in ivals]
            pool_pcs = chord_pcs if strong else _local_scale(scale, root, ivals)
            pool = [p for p in range(low, high + 1) if p % 12 in pool_pcs]
            leap = rng.choice((1, 2, 2, 3, 4, 5)) if strong else rng.choice((1, 2, 2, 2, 3))
            target = prev + direction * leap
            pool.sort(key=lambda p: (abs(p - target) + (2.5 if p == prev and same >= 1 else 0)
                                     + (1.5 if abs(p - prev) > 7 else 0), rng.random()))
            pick = pool[0]
        same = same + 1 if pick == prev else 0
        out.append((n, pick))
        prev = pick
        at += n
    return out


def _move_motif(motif, old_root: int, pchords: list, scale, low: int, high: int, rng: random.Random,
                vary: bool) -> list[tuple[int, int | None]]:
    """Returns the motif moved by the distance between the chords it was made on and the new ones,
    each note fitted to the new chord (strong beats) or the scale, the last notes varied."""
    first_new = pchords[0][0][0]
    shift = 0
    sounded = [p for _, p in motif if p is not None]
    if sounded:
        shift = (first_new - old_root) % 12
        if shift > 6:
            shift -= 12
    out: list[tuple[int, int | None]] = []
    at = 0
    n_sounding = sum(1 for _, p in motif if p is not None)
    k = 0
    prev = None
    for n, p in motif:
        if p is None:
            out.append((n, None))
            at += n
            continue
        k += 1
        root, ivals = _phrase_chord(pchords, at)
        strong = at % 8 == 0 or n >= 6
        target = p + shift
        if vary and k > n_sounding - 2 and prev is not None:
            target = prev + rng.choice((-2, -1, 1, 2, 3))
        target = max(low, min(high, target))
        pcs = [(root + iv) % 12 for iv in ivals] if strong else _local_scale(scale, root, ivals)
        pick = min((q for q in range(low, high + 1) if q % 12 in pcs), key=lambda q: (abs(q - target), q))
        out.append((n, pick))
        prev = pick
        at += n
    return out


def _to_bars(notes: list[tuple[int, int | None]], n_bars: int) -> list[list[tuple[int, str]]]:
    bars: list[list[tuple[int, str]]] = [[] for _ in range(n_bars)]
    at = 0
    for n, pitch in notes:
        left = n
        while left > 0:
            b, inside = divmod(at, 16)
            take = min(left, 16 - inside)
            body = "r" if pitch is None else (note_name(pitch) if left == n else "-")
            bars[b].append((take, body))
            left -= take
            at += take
    return bars
