"""The soundtrack's note format (data/music/*.song, described in docs/music.md): parse and validate.

A song is plain text a composer can read and diff: a few header lines (tempo, meter, loop point),
one ``voice`` line per instrument, then note lines per voice with bar lines the parser checks.
Every error is a DataError naming the file, the line and the field, like the rest of data/.
Parsing is cheap (milliseconds for the whole soundtrack); synthesis lives in ``render``.

A long piece is written as named sections played in the order its ``form`` header gives, so its
shape (how many distinct parts, how often each comes round in the loop) can be checked from the
data alone: a 90-second duel theme is a handful of 8-bar sections, not one 45-bar stream.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

from game.db.schema import DataError

SUFFIX = ".song"
MAX_FILE_BYTES = 64 * 1024  # a 40-second piece is a few KB; anything bigger is not a song
MAX_BARS = 256
MAX_SECTIONS = 24
MAX_REPEAT = 64
MAX_EVENTS = 20_000  # per voice, after repeats are expanded
WAVES = ("pulse", "square", "triangle", "saw", "sine", "noise", "kit")
KIT = {"k": "kick", "s": "snare", "h": "closed hat", "o": "open hat", "c": "cymbal", "p": "clap",
       "d": "doum (low drum)", "t": "tek (high drum)"}
_NOTE = re.compile(r"^([A-G])([#b]?)(-?[0-9])$")
_NAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_COMMENT = re.compile(r"(?:^|\s)#")  # '#' after a space starts a comment; in C#4 it is a sharp
_SEMITONE = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


@dataclass(frozen=True, slots=True)
class Note:
    """One event of a voice: start and length in whole notes; pitches are MIDI numbers (or kit letters)."""

    start: Fraction
    length: Fraction
    pitches: tuple  # () for a rest; ints for pitched voices; one-letter strings for the kit
    line: int


@dataclass(frozen=True, slots=True)
class Voice:
    """One instrument: its sound settings and its notes."""

    name: str
    wave: str = "pulse"
    duty: float = 0.5
    vol: float = 0.3
    env: tuple[float, float, float, float] = (0.005, 0.08, 0.7, 0.06)  # attack s, decay s, sustain, release s
    pan: float = 0.0
    vib: tuple[float, float] = (0.0, 0.0)  # depth in semitones, rate in Hz
    arp: int = 0  # chords as arpeggios of this note value (32 = 32nd notes); 0 plays them together
    echo: tuple[int, float] = (0, 0.0)  # delay as a note value (8 = an eighth), feedback 0..0.9
    detune: float = 0.0  # cents of a second, detuned oscillator (0 = none)
    gate: float = 1.0  # fraction of each note's length that sounds before the release
    notes: list[Note] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Song:
    """A whole piece: timing, loop and voices; ``digest`` keys the synthesis cache."""

    name: str
    path: str
    title: str
    tempo: float  # quarter notes per minute
    meter: tuple[int, int]
    loop_bar: int | None  # bar the loop restarts at (1 = the whole piece loops); None plays once
    then: str | None  # piece to play after this one ends (jingles); None = nothing
    voices: tuple[Voice, ...]
    length: Fraction  # in whole notes
    digest: str
    sections: tuple[tuple[str, int], ...] = ()  # (name, bars) in the file's order; () = no sections
    form: tuple[str, ...] = ()  # the order the sections play in; () = no sections

    def section_starts(self) -> list[tuple[str, int]]:
        """Returns (section, first bar, counted from 1) for every section the form plays, in order."""
        bars = dict(self.sections)
        out, at = [], 1
        for name in self.form:
            out.append((name, at))
            at += bars[name]
        return out

    def loop_form(self) -> tuple[str, ...]:
        """Returns the sections heard in the loop (from the loop bar on); () without sections or loop."""
        if self.loop_bar is None:
            return ()
        return tuple(name for name, at in self.section_starts() if at >= self.loop_bar)

    @property
    def loop_seconds(self) -> float:
        """Returns the length of the part that repeats (0 for a piece that plays once)."""
        if self.loop_bar is None:
            return 0.0
        return float(self.length - self.loop_start) * 4 * 60 / self.tempo

    @property
    def bar(self) -> Fraction:
        """Returns one bar's length in whole notes."""
        return Fraction(self.meter[0], self.meter[1])

    @property
    def seconds(self) -> float:
        """Returns the piece's length in seconds."""
        return float(self.length) * 4 * 60 / self.tempo

    @property
    def loop_start(self) -> Fraction:
        """Returns where the loop starts, in whole notes (0 when the whole piece loops or it never loops)."""
        return self.bar * (self.loop_bar - 1) if self.loop_bar else Fraction(0)


def song_files(music_dir: Path) -> list[Path]:
    """Returns the .song files of music_dir in name order (empty when the folder is missing)."""
    if not music_dir.is_dir():
        return []
    return sorted(p for p in music_dir.iterdir() if p.suffix == SUFFIX and p.is_file())


def load_songs(music_dir: Path) -> dict[str, Song]:
    """Returns every song of music_dir by name, checking that each ``then`` names another song."""
    songs = {p.stem: parse_file(p) for p in song_files(music_dir)}
    for song in songs.values():
        if song.then is not None and song.then not in songs:
            raise DataError(f"{song.path}: header: field 'then' = {song.then!r}, expected the name of "
                            f"another song in {music_dir}")
        if song.then is not None and songs[song.then].loop_bar is None:
            raise DataError(f"{song.path}: header: field 'then' = {song.then!r}, expected a song that loops")
    return songs


def parse_file(path: Path) -> Song:
    """Returns the song in path; raises DataError naming the file, line and field when it is wrong."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise DataError(f"{path}: {size} bytes, at most {MAX_FILE_BYTES} allowed for a song")
        raw = path.read_bytes()
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except OSError as exc:
        raise DataError(f"{path}: cannot read ({exc.strerror})") from None
    if not _NAME.match(path.stem):
        raise DataError(f"{path}: file name must be lower-case letters, digits and _ (it names the song)")
    return _Parser(path, text, hashlib.sha256(raw).hexdigest()).song()


class _Parser:
    def __init__(self, path: Path, text: str, digest: str) -> None:
        self.path = path
        self.text = text
        self.digest = digest
        self.header: dict[str, tuple[str, int]] = {}
        self.voices: dict[str, dict] = {}
        # per (section, voice): where the voice has got to, its last bar line and its notes; section
        # None holds a song written without sections
        self.cursor: dict[tuple, Fraction] = {}
        self.last_len: dict[str, Fraction] = {}
        self.bar_mark: dict[tuple, Fraction] = {}
        self.notes: dict[tuple, list[Note]] = {}
        self.section: str | None = None
        self.section_lines: dict[str, int] = {}  # section name -> the line that opened it
        self.meter: tuple[int, int] | None = None  # read with the first voice: the header is complete then

    def err(self, line: int, text: str) -> DataError:
        return DataError(f"{self.path}: line {line}: {text}")

    def song(self) -> Song:
        for lineno, raw in enumerate(self.text.splitlines(), start=1):
            line = _COMMENT.split(raw, 1)[0].strip()
            if not line:
                continue
            key, sep, rest = line.partition(":")
            key = key.strip()
            if line.startswith("voice "):
                self._voice(lineno, line[6:])
            elif line.startswith("section ") or line == "section":
                self._section(lineno, line[8:].strip())
            elif not sep:
                raise self.err(lineno, f"expected 'field: value' or 'voice NAME: settings', got {_cut(line)!r}")
            elif key in self.voices:
                self._notes(lineno, key, rest)
            elif key in _HEADER:
                if self.voices:
                    raise self.err(lineno, f"header field {key!r} must come before the first voice")
                if key in self.header:
                    raise self.err(lineno, f"field {key!r} given twice (first on line {self.header[key][1]})")
                self.header[key] = (rest.strip(), lineno)
            else:
                raise self.err(lineno, f"unknown field or voice {_cut(key)!r} (header fields: "
                                       f"{', '.join(_HEADER)}; voices are declared with 'voice NAME: ...')")
        return self._finish()

    # ------------------------------------------------------------ header

    def _read_meter(self) -> tuple[int, int]:
        if "meter" not in self.header:
            raise DataError(f"{self.path}: header: field 'meter' is missing")
        meter_text, meter_line = self.header["meter"]
        m = re.fullmatch(r"([0-9]{1,2})/(2|4|8|16)", meter_text)
        if not m or not 1 <= int(m.group(1)) <= 16:
            raise self.err(meter_line, f"field 'meter' = {_cut(meter_text)!r}, expected BEATS/UNIT like 4/4 or 6/8")
        return int(m.group(1)), int(m.group(2))

    def _finish(self) -> Song:
        for key in ("title", "tempo", "meter", "loop"):
            if key not in self.header:
                raise DataError(f"{self.path}: header: field {key!r} is missing")
        title, _ = self.header["title"]
        if not 1 <= len(title) <= 60:
            raise self.err(self.header["title"][1], "field 'title' must be 1..60 characters")
        tempo = _number(self.header["tempo"][0], 40, 300, lambda t: self.err(self.header["tempo"][1], t),
                        "field 'tempo'")
        meter = self.meter or self._read_meter()
        bar = Fraction(*meter)
        if not self.voices:
            raise DataError(f"{self.path}: no voices: declare at least one with 'voice NAME: wave=...'")
        sections, form, notes, longest = self._arrange(bar)
        n_bars = int(longest / bar)
        if n_bars > MAX_BARS:
            raise DataError(f"{self.path}: {n_bars} bars, at most {MAX_BARS} allowed")
        starts, at = set(), 1
        for name in form:
            starts.add(at)
            at += dict(sections)[name]
        loop_text, loop_line = self.header["loop"]
        if loop_text == "none":
            loop_bar = None
        elif loop_text.isascii() and loop_text.isdigit() and len(loop_text) <= 3 and 1 <= int(loop_text) <= n_bars:
            loop_bar = int(loop_text)
        else:
            raise self.err(loop_line, f"field 'loop' = {_cut(loop_text)!r}, expected a bar 1..{n_bars} or none")
        if loop_bar is not None and form and loop_bar not in starts:
            raise self.err(loop_line, f"field 'loop' = {loop_bar}, expected the first bar of a section "
                                      f"({', '.join(map(str, sorted(starts)))})")
        then = None
        if "then" in self.header:
            then, then_line = self.header["then"]
            if not _NAME.match(then):
                raise self.err(then_line, f"field 'then' = {_cut(then)!r}, expected a song name")
            if loop_bar is not None:
                raise self.err(then_line, "field 'then' is only for songs that play once (loop: none)")
        voices = tuple(Voice(name=name, notes=notes[name], **v) for name, v in self.voices.items())
        return Song(name=self.path.stem, path=str(self.path), title=title, tempo=tempo, meter=meter,
                    loop_bar=loop_bar, then=then, voices=voices, length=longest, digest=self.digest,
                    sections=sections, form=form)

    def _arrange(self, bar: Fraction) -> tuple[tuple, tuple, dict[str, list[Note]], Fraction]:
        """Returns (sections, form, each voice's notes in play order, the song's length).

        Without sections every voice must last the whole song. With sections every voice that
        plays in a section must fill it (one left out rests through it), each section is whole
        bars, and the form plays the sections in its order, each as often as it is named.
        """
        if self.section is None:
            lengths = {name: self.cursor[(None, name)] for name in self.voices}
            longest = max(lengths.values())
            if longest == 0:
                raise DataError(f"{self.path}: no notes: every voice is empty")
            for name, length in lengths.items():
                if length != longest:
                    raise DataError(f"{self.path}: voice {name!r}: lasts {_bars(length, bar)} bars, but the song "
                                    f"lasts {_bars(longest, bar)} (every voice must fill the whole song)")
            if "form" in self.header:
                raise self.err(self.header["form"][1], "field 'form' needs sections ('section NAME' lines)")
            return (), (), {name: self.notes[(None, name)] for name in self.voices}, longest
        if any(self.notes[(None, name)] for name in self.voices):
            raise DataError(f"{self.path}: notes before the first 'section' line: with sections, every note "
                            "belongs to one")
        sections = []
        for sec, line in self.section_lines.items():
            lengths = {name: self.cursor[(sec, name)] for name in self.voices}
            longest = max(lengths.values())
            if longest == 0:
                raise self.err(line, f"section {sec!r} has no notes")
            for name, length in lengths.items():
                if length not in (0, longest):
                    raise self.err(line, f"section {sec!r}: voice {name!r} lasts {_bars(length, bar)} bars, but "
                                         f"the section lasts {_bars(longest, bar)} (a voice fills it or is left out)")
            if longest % bar:
                raise self.err(line, f"section {sec!r} lasts {_bars(longest, bar)} bars, expected whole bars")
            sections.append((sec, int(longest / bar)))
        if "form" not in self.header:
            raise DataError(f"{self.path}: header: field 'form' is missing (the order the sections play in)")
        form_text, form_line = self.header["form"]
        form = tuple(form_text.split())
        for name in form:
            if name not in self.section_lines:
                raise self.err(form_line, f"field 'form': no section {_cut(name)!r} (sections: "
                                          f"{', '.join(self.section_lines)})")
        unused = [sec for sec in self.section_lines if sec not in form]
        if unused:
            raise self.err(self.section_lines[unused[0]], f"section {unused[0]!r} is never played (not in 'form')")
        if len(form) > MAX_BARS:
            raise self.err(form_line, f"field 'form': more than {MAX_BARS} sections")
        bars = dict(sections)
        notes: dict[str, list[Note]] = {name: [] for name in self.voices}
        at = Fraction(0)
        for sec in form:
            for name in self.voices:
                played = self.notes[(sec, name)]
                if not played:
                    played = [Note(Fraction(0), bars[sec] * bar, (), self.section_lines[sec])]
                notes[name] += [Note(n.start + at, n.length, n.pitches, n.line) for n in played]
                if len(notes[name]) > MAX_EVENTS:
                    raise self.err(form_line, f"voice {name!r}: more than {MAX_EVENTS} notes once the form is "
                                              "played out")
            at += bars[sec] * bar
            if at > MAX_BARS * bar:
                raise self.err(form_line, f"field 'form': more than {MAX_BARS} bars")
        return tuple(sections), form, notes, at

    def _section(self, lineno: int, name: str) -> None:
        if not self.voices:
            raise self.err(lineno, "declare the voices before the first section")
        if not _NAME.match(name):
            raise self.err(lineno, f"expected 'section NAME', NAME in lower case, got {_cut(name)!r}")
        if name in self.section_lines:
            raise self.err(lineno, f"section {name!r} is written twice (first on line {self.section_lines[name]}); "
                                   "to play it again, name it again in 'form'")
        if len(self.section_lines) >= MAX_SECTIONS:
            raise self.err(lineno, f"at most {MAX_SECTIONS} sections")
        self.section = name
        self.section_lines[name] = lineno
        for voice in self.voices:
            self.cursor[(name, voice)] = Fraction(0)
            self.bar_mark[(name, voice)] = Fraction(0)
            self.notes[(name, voice)] = []

    # ------------------------------------------------------------ voices

    def _voice(self, lineno: int, text: str) -> None:
        name, sep, settings = text.partition(":")
        name = name.strip()
        if not sep or not _NAME.match(name):
            raise self.err(lineno, f"expected 'voice NAME: wave=... vol=...', NAME in lower case, got {_cut(text)!r}")
        if name in self.voices or name in _HEADER:
            raise self.err(lineno, f"voice {name!r} is declared twice or clashes with a header field")
        if self.section is not None:
            raise self.err(lineno, "declare every voice before the first section")
        if len(self.voices) >= 12:
            raise self.err(lineno, "at most 12 voices per song")
        if self.meter is None:
            self.meter = self._read_meter()
        opts: dict = {}
        for item in settings.split():
            key, eq, value = item.partition("=")
            if not eq or key not in _VOICE_FIELDS:
                raise self.err(lineno, f"voice {name!r}: unknown setting {_cut(item)!r} "
                                       f"(settings: {', '.join(_VOICE_FIELDS)})")
            opts[key] = _VOICE_FIELDS[key](value, lambda t, k=key: self.err(lineno, f"voice {name!r}: field {k!r}: {t}"))
        if "wave" not in opts:
            raise self.err(lineno, f"voice {name!r}: field 'wave' is missing ({', '.join(WAVES)})")
        if opts["wave"] == "square":
            opts["wave"], opts["duty"] = "pulse", 0.5
        self.voices[name] = opts
        self.cursor[(None, name)] = Fraction(0)
        self.last_len[name] = Fraction(1, 4)
        self.bar_mark[(None, name)] = Fraction(0)
        self.notes[(None, name)] = []

    def _notes(self, lineno: int, name: str, text: str) -> None:
        voice = self.voices[name]
        key = (self.section, name)
        played = self.notes[key]
        bar = Fraction(*self.meter)
        tokens = _expand(_tokens(text), lambda t: self.err(lineno, f"voice {name!r}: {t}"))
        for tok in tokens:
            if tok == "|":
                since = self.cursor[key] - self.bar_mark[key]
                if since not in (0, bar):  # "| |" (a line starting where the last ended) is fine
                    raise self.err(lineno, f"voice {name!r}: bar ending at {_bars(self.cursor[key], bar)} bars "
                                           f"holds {_frac(since)} of a whole note, expected {_frac(bar)}")
                self.bar_mark[key] = self.cursor[key]
                continue
            pitches, length = self._event(lineno, name, voice["wave"], tok)
            if pitches == "-":  # tie: lengthen the previous note
                if not played or not played[-1].pitches or played[-1].start + played[-1].length != self.cursor[key]:
                    raise self.err(lineno, f"voice {name!r}: '-' (hold) must follow a note")
                prev = played[-1]
                played[-1] = Note(prev.start, prev.length + length, prev.pitches, prev.line)
            else:
                played.append(Note(self.cursor[key], length, pitches, lineno))
            self.cursor[key] += length
            if len(played) > MAX_EVENTS:
                raise self.err(lineno, f"voice {name!r}: more than {MAX_EVENTS} notes")

    def _event(self, lineno: int, name: str, wave: str, tok: str) -> tuple:
        body, slash, dur = tok.partition("/")
        if slash:
            length = _duration(dur, lambda t: self.err(lineno, f"voice {name!r}: {_cut(tok)!r}: {t}"))
            self.last_len[name] = length
        else:
            length = self.last_len[name]
        if body == "r":
            return (), length
        if body == "-":
            return "-", length
        if body.startswith("[") and body.endswith("]"):
            parts = body[1:-1].split(",")
            if not 1 <= len(parts) <= 6:
                raise self.err(lineno, f"voice {name!r}: chord {_cut(tok)!r}: expected 1..6 notes separated by commas")
            return tuple(self._pitch(lineno, name, wave, p) for p in parts), length
        return (self._pitch(lineno, name, wave, body),), length

    def _pitch(self, lineno: int, name: str, wave: str, text: str):
        if wave == "kit":
            if text not in KIT:
                raise self.err(lineno, f"voice {name!r}: drum {_cut(text)!r}: expected one of "
                                       + ", ".join(f"{k} ({v})" for k, v in KIT.items()) + " or r")
            return text
        m = _NOTE.match(text)
        if not m:
            raise self.err(lineno, f"voice {name!r}: note {_cut(text)!r}: expected a note like C4, D#3, Bb5 or r")
        midi = 12 * (int(m.group(3)) + 1) + _SEMITONE[m.group(1)] + {"#": 1, "b": -1, "": 0}[m.group(2)]
        if not 12 <= midi <= 120:
            raise self.err(lineno, f"voice {name!r}: note {text!r}: expected C0..C9")
        return midi


_HEADER = ("title", "tempo", "meter", "loop", "then", "form")


def _tokens(text: str) -> list[str]:
    return text.replace("|", " | ").replace("(", " ( ").replace(")", " ) ").split()


def _expand(tokens: list[str], err) -> list[str]:
    """Returns tokens with '( ... )xN' groups written out; groups may nest."""
    out: list[list[str]] = [[]]
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok == "(":
            out.append([])
        elif tok == ")":
            if len(out) == 1:
                raise err("')' without '('")
            count = tokens[i + 1] if i + 1 < len(tokens) else ""
            m = re.fullmatch(r"x([0-9]{1,2})", count)
            if not m or not 1 <= int(m.group(1)) <= MAX_REPEAT:
                raise err(f"')' must be followed by a repeat count x2..x{MAX_REPEAT}, got {_cut(count)!r}")
            group = out.pop()
            out[-1] += group * int(m.group(1))
            if len(out[-1]) > MAX_EVENTS:
                raise err(f"more than {MAX_EVENTS} notes after repeats")
            i += 1
        else:
            out[-1].append(tok)
        i += 1
    if len(out) != 1:
        raise err("'(' without ')'")
    return out[0]


def _duration(text: str, err) -> Fraction:
    total = Fraction(0)
    for term in text.split("+"):
        m = re.fullmatch(r"([0-9]{1,2})(\.{0,2})", term)
        if not m or int(m.group(1)) not in _VALUES:
            raise err(f"duration {_cut(text)!r}: expected a note value ({', '.join(map(str, _VALUES))}) with "
                      "optional dots, joined by +")
        base = Fraction(1, int(m.group(1)))
        total += base * (2 - Fraction(1, 2 ** len(m.group(2))))
    return total


_VALUES = (1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64)


def _number(text: str, lo: float, hi: float, err, what: str) -> float:
    if not re.fullmatch(r"-?[0-9]{1,4}(\.[0-9]{1,4})?", text):
        raise err(f"{what} = {_cut(text)!r}, expected a number {lo}..{hi}")
    value = float(text)
    if not lo <= value <= hi:
        raise err(f"{what} = {text}, expected {lo}..{hi}")
    return value


def _numbers(n: int, bounds: tuple, what: str):
    def parse(text: str, err):
        parts = text.split(",")
        if len(parts) != n:
            raise err(f"{_cut(text)!r}: expected {n} numbers separated by commas ({what})")
        return tuple(_number(p, lo, hi, err, "value") for p, (lo, hi) in zip(parts, bounds))
    return parse


def _wave(text: str, err) -> str:
    if text not in WAVES:
        raise err(f"{_cut(text)!r}: expected one of {', '.join(WAVES)}")
    return text


def _one(lo: float, hi: float):
    return lambda text, err: _number(text, lo, hi, err, "value")


def _int_choice(*values: int):
    def parse(text: str, err) -> int:
        if not (text.isascii() and text.isdigit() and len(text) <= 2 and int(text) in values):
            raise err(f"{_cut(text)!r}: expected one of {', '.join(map(str, values))}")
        return int(text)
    return parse


def _echo(text: str, err) -> tuple[int, float]:
    parts = text.split(",")
    if len(parts) != 2:
        raise err(f"{_cut(text)!r}: expected DELAY,FEEDBACK like 8,0.3 (delay as a note value)")
    return _int_choice(2, 4, 8, 16, 3, 6, 12)(parts[0], err), _number(parts[1], 0, 0.9, err, "feedback")


_VOICE_FIELDS = {
    "wave": _wave,
    "duty": _one(0.05, 0.95),
    "vol": _one(0.0, 1.0),
    "env": _numbers(4, ((0, 2), (0, 4), (0, 1), (0, 4)), "attack s, decay s, sustain level, release s"),
    "pan": _one(-1.0, 1.0),
    "vib": _numbers(2, ((0, 2), (0, 20)), "depth in semitones, rate in Hz"),
    "arp": _int_choice(0, 16, 24, 32, 48, 64),
    "echo": _echo,
    "detune": _one(0.0, 50.0),
    "gate": _one(0.1, 1.0),
}


def _bars(length: Fraction, bar: Fraction) -> str:
    value = length / bar
    return str(value.numerator) if value.denominator == 1 else f"{float(value):.3g}"


def _frac(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def _cut(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."
