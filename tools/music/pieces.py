"""The specs of the pieces tools/compose_music.py writes: the long duel and battle themes, the shops,
the shrines, the last chapter's map, the ending and the credits.

Each piece: a key and mode chosen for its mood, voices, named sections (chords per bar and which
melody rhythm, bass line, chord pattern and groove each voice plays there) and the form. The first
four duel themes and the default battle theme keep their original hand-written material
(tools/music/kept.py) as their ``main`` section and gain new sections around it.
"""

from __future__ import annotations

from tools.music.kept import KEPT
from tools.music.kit import Piece, Section, Voice

KIT = "wave=kit vol=0.42"


def _kept(name: str, bars: int) -> tuple[list[Voice], Section]:
    """Returns the kept piece's voices (as written) and its material as the section ``main``."""
    voices = []
    for line in KEPT[name]["voices"]:
        vname, settings = line[6:].split(":", 1)
        role = "drums" if vname == "drums" else "perc" if "wave=kit" in settings else "kept"
        voices.append(Voice(vname.strip(), role, settings.strip()))
    return voices, Section("main", "", {}, literal=list(KEPT[name]["lines"]), literal_bars=bars)


def _role(voices: list[Voice], name: str, role: str, low: int = 55, high: int = 72) -> None:
    """Gives a kept voice the role it plays in the new sections."""
    for v in voices:
        if v.name == name:
            v.role, v.low, v.high = role, low, high


def duel_default() -> Piece:
    voices, main = _kept("duel_default", 20)
    _role(voices, "lead", "melody")
    _role(voices, "stab", "harmony", 60, 74)
    _role(voices, "bass", "bass")
    voices += [Voice("ney", "melody", "wave=sine vol=0.30 env=0.06,0.3,0.8,0.15 vib=0.3,5 detune=6 echo=8,0.25 "
                                      "pan=0.2"),
               Voice("arp", "arp", "wave=pulse duty=0.125 vol=0.10 env=0.002,0.08,0.4,0.04 arp=16 pan=-0.3", 64, 81),
               Voice("second", "melody", "wave=pulse duty=0.5 vol=0.13 env=0.004,0.2,0.6,0.08 vib=0.12,6 pan=-0.25")]
    return Piece(
        "duel_default", "Shadow Game", """\
Duel theme for most opponents (presentation.md section 11: the 0x2A0 group). E phrygian dominant at
a driving tempo. main: the first soundtrack's hand-written theme (rock kit and darbuka, off-beat
stabs, a climbing lead, a breakdown); rise: a ney over a harp arpeggio in A minor colours; drive:
the lead again over sixteenth hats; break: toms and darbuka alone before the theme comes round.""",
        132, "E phrygian_dominant", voices, [
            main,
            Section("rise", "Am F Dm E Am F G E", {"ney": ("melody", "lyrical", 74), "arp": "pad",
                                                   "bass": "rootfifth", "drums": "half", "tabla": "maqsoum"}, fill="tom"),
            Section("drive", "E F G F E Dm F E", {"lead": ("melody", "driving", 76), "second": ("third", "lead"),
                                                  "stab": "stab8", "bass": "drive", "drums": "rock16"}, seed=2),
            Section("break", "E E F E", {"arp": "pad", "bass": "pedal", "drums": "toms"}, fill="doum", crash=False),
        ], "main rise drive rise break")


def duel_tournament() -> Piece:
    voices, main = _kept("duel_tournament", 16)
    _role(voices, "lead", "melody")
    _role(voices, "chug", "harmony", 47, 64)
    _role(voices, "bass", "bass")
    voices += [Voice("keys", "arp", "wave=pulse duty=0.25 vol=0.10 env=0.002,0.1,0.4,0.04 arp=16 detune=6 pan=-0.2",
                     62, 79),
               Voice("solo", "melody", "wave=saw vol=0.20 env=0.005,0.2,0.7,0.08 vib=0.2,6 detune=10 echo=8,0.2 "
                                       "pan=0.2")]
    return Piece(
        "duel_tournament", "King of Games", """\
Duel theme for the tournament duelists, ids 9-16 (section 11: the 0x280 group). B minor, fast.
main: the first soundtrack's theme (chugging power chords, octave bass, chorused lead); verse2: the
relative D major, brighter; solo: a sawtooth lead over a gallop; bridge: half time, a singing line
over arpeggios, then back to the brighter verse.""",
        144, "B harmonic_minor", voices, [
            main,
            Section("verse2", "D A Bm G D A G A", {"lead": ("melody", "heroic", 74), "chug": "chug",
                                                   "bass": "octaves", "drums": "rock", "keys": "pad"}),
            Section("solo", "Bm G A F# Bm G Em F#", {"solo": ("melody", "driving", 76), "chug": "chug",
                                                     "bass": "gallop", "drums": "gallop"}, fill="roll"),
            Section("bridge", "G A F#m Bm G A F# F#", {"lead": ("melody", "lyrical", 78), "keys": "pad",
                                                       "bass": "half", "drums": "half"}),
        ], "main verse2 solo bridge verse2")


def duel_kaiba() -> Piece:
    voices, main = _kept("duel_kaiba", 16)
    _role(voices, "brass", "melody")
    _role(voices, "strings", "harmony", 55, 72)
    _role(voices, "bass", "bass")
    voices += [Voice("bells", "arp", "wave=pulse duty=0.125 vol=0.10 env=0.002,0.15,0.3,0.1 arp=16 pan=-0.25", 67, 84),
               Voice("horn", "melody", "wave=pulse duty=0.25 vol=0.22 env=0.03,0.3,0.7,0.1 vib=0.12,5 echo=4,0.2 "
                                       "pan=0.25"),
               Voice("brass2", "melody", "wave=saw vol=0.15 env=0.01,0.3,0.7,0.1 vib=0.12,5.5 detune=7 pan=-0.2")]
    return Piece(
        "duel_kaiba", "Blue-Eyes Ambition", """\
Duel theme for Seto and Kaiba (section 11: 0x290). C harmonic minor: cold, proud, relentless.
main: the first soundtrack's theme (brass-like saw over strings, marching snare); march: Ab-Bb-Eb,
the same brass at its most triumphant; dread: half time over a pedal, bells and a muted horn;
charge: the brass in running notes over a gallop, then the march again.""",
        140, "C harmonic_minor", voices, [
            main,
            Section("march", "Ab Bb Eb Cm Ab Bb G G", {"brass": ("melody", "heroic", 74), "strings": "pad",
                                                       "bass": "drive", "drums": "march"}, fill="roll"),
            Section("dread", "Cm Cm Ab Ab Fm Fm G G", {"horn": ("melody", "sparse", 67), "bells": "pad",
                                                       "strings": "pad", "bass": "pedal", "drums": "half"}),
            Section("charge", "Cm Fm Bb Eb Ab Fm G G", {"brass": ("melody", "driving", 76), "strings": "push",
                                                        "brass2": ("third", "brass"),
                                                        "bass": "gallop", "drums": "rock16"}, seed=1),
        ], "main march dread charge march")


def duel_finale() -> Piece:
    voices, main = _kept("duel_finale", 16)
    _role(voices, "wail", "melody")
    _role(voices, "choir", "harmony", 57, 74)
    _role(voices, "bass", "bass")
    voices += [Voice("bell", "arp", "wave=pulse duty=0.125 vol=0.09 env=0.002,0.2,0.3,0.15 arp=16 pan=-0.3", 62, 79),
               Voice("flute", "melody", "wave=sine vol=0.30 env=0.05,0.3,0.8,0.15 vib=0.3,5.5 detune=5 echo=8,0.3 "
                                        "pan=0.2")]
    return Piece(
        "duel_finale", "Nightmare of the Millennium", """\
Duel theme for DarkNite (section 11: the 0x2B0 group, the last duels). D double harmonic (D Eb F# G
A Bb C#). main: the first soundtrack's theme (toms, a choir of detuned triangles, a wailing lead);
abyss: a lone flute over bells and a pedal; rite: the wail calls over a doum-tek groove; storm: the
wail in running notes over the full kit.""",
        120, "D double_harmonic", voices, [
            main,
            Section("abyss", "D Eb D Eb Gm Eb A A", {"flute": ("melody", "lyrical", 74), "bell": "pad",
                                                     "choir": "pad", "bass": "pedal", "drums": "toms"}, fill="tom"),
            Section("rite", "Gm Gm D D Eb Eb A A", {"wail": ("melody", "call", 76), "choir": "half",
                                                    "bass": "rootfifth", "drums": "tom"}, fill="doum"),
            Section("storm", "D Eb Gm A D Eb Bb A", {"wail": ("melody", "driving", 77), "choir": "quarters",
                                                     "bass": "drive", "drums": "rock16"}),
        ], "main abyss rite storm")


def battle_default() -> Piece:
    voices, main = _kept("battle", 12)
    _role(voices, "call", "melody")
    _role(voices, "bass", "bass")
    voices += [Voice("arp", "arp", "wave=pulse duty=0.125 vol=0.13 env=0.002,0.06,0.3,0.02 arp=16 pan=-0.35", 62, 79),
               Voice("stab", "harmony", "wave=pulse duty=0.5 vol=0.14 env=0.002,0.1,0.15,0.04 pan=0.3", 57, 72),
               Voice("second", "melody", "wave=pulse duty=0.5 vol=0.13 env=0.004,0.2,0.6,0.08 vib=0.12,6 pan=-0.25")]
    return Piece(
        "battle_default", "Clash of Monsters", """\
The 3-D battle for most opponents (section 11: 0x2A0 group). A phrygian dominant, very fast. main:
the first soundtrack's battle (a sixteenth ostinato, pounding bass, a heroic call); charge: the
call in running notes over stabs; clash: D minor, syncopated bass and a gallop; turn: F-G-A, the
call rising to the top before the charge again.""",
        152, "A phrygian_dominant", voices, [
            main,
            Section("charge", "A Bb A Bb Gm Bb A A", {"call": ("melody", "driving", 78), "arp": "pad",
                                                      "bass": "drive", "drums": "rock16", "stab": "stab8"}),
            Section("clash", "Dm Dm Bb Bb Gm Gm A A", {"call": ("melody", "heroic", 76), "stab": "push",
                                                       "bass": "sync", "drums": "gallop"}, fill="roll"),
            Section("turn", "F G A A F G Bb A", {"call": ("melody", "call", 79), "second": ("third", "call"), "arp": "pad",
                                                 "bass": "gallop", "drums": "rock"}),
        ], "main charge clash main turn charge")


def battle_tournament() -> Piece:
    voices = [
        Voice("lead", "melody", "wave=pulse duty=0.25 vol=0.24 env=0.004,0.2,0.7,0.08 vib=0.15,6 detune=8 echo=8,0.2 "
                                "pan=0.15"),
        Voice("gtr", "harmony", "wave=pulse duty=0.35 vol=0.15 env=0.002,0.08,0.25,0.03 gate=0.6 pan=-0.35", 47, 62),
        Voice("arp", "arp", "wave=pulse duty=0.125 vol=0.10 env=0.002,0.06,0.3,0.03 arp=16 pan=0.35", 64, 81),
        Voice("bass", "bass", "wave=triangle vol=0.50 env=0.002,0.1,0.6,0.03 gate=0.8"),
        Voice("drums", "drums", KIT),
    ]
    return Piece(
        "battle_tournament", "Arena of Champions", """\
The 3-D battle against the tournament duelists, ids 9-16 (section 11: 0x280). F# minor with its
raised seventh, 150 bpm. intro: arpeggios and half-time drums, once; then a: power-chord theme;
b: the relative A major, running lead; c: half time, a singing line; d: a call over a gallop.""",
        150, "F# harmonic_minor", voices, [
            Section("intro", "F#m D E C#", {"arp": "pad", "bass": "pedal", "drums": "half"}),
            Section("a", "F#m D E C# F#m D E C#", {"lead": ("melody", "heroic", 76), "gtr": "chug",
                                                   "bass": "octaves", "drums": "rock"}),
            Section("b", "A E F#m D A E D C#", {"lead": ("melody", "driving", 78), "gtr": "stab8", "arp": "pad",
                                                "bass": "drive", "drums": "rock16"}),
            Section("c", "Bm Bm F#m F#m D E C# C#", {"lead": ("melody", "lyrical", 74), "arp": "pad",
                                                     "bass": "half", "drums": "half"}),
            Section("d", "F#m E D C# F#m E D C#", {"lead": ("melody", "call", 79), "gtr": "chug",
                                                   "bass": "gallop", "drums": "gallop"}, fill="roll"),
        ], "intro a b c a d b", loop="a")


def battle_kaiba() -> Piece:
    voices = [
        Voice("brass", "melody", "wave=saw vol=0.28 env=0.01,0.3,0.7,0.1 vib=0.12,5.5 detune=7 echo=4,0.18 pan=0.1"),
        Voice("strings", "harmony", "wave=pulse duty=0.5 vol=0.09 env=0.2,0.6,0.8,0.3 detune=10 pan=-0.3", 55, 72),
        Voice("bells", "arp", "wave=pulse duty=0.125 vol=0.09 env=0.002,0.15,0.3,0.1 arp=16 pan=0.3", 67, 84),
        Voice("bass", "bass", "wave=triangle vol=0.40 env=0.002,0.1,0.6,0.03 gate=0.8"),
        Voice("drums", "drums", KIT),
    ]
    return Piece(
        "battle_kaiba", "White Lightning", """\
The 3-D battle against Seto and Kaiba (section 11: 0x290). D harmonic minor, 148 bpm, the brass
and strings of his duel theme. a: a march; b: F major, running brass over a gallop; c: half time
over a diminished turn; d: a call over octave bass.""",
        148, "D harmonic_minor", voices, [
            Section("a", "Dm Bb Gm A Dm Bb Gm A", {"brass": ("melody", "heroic", 74), "strings": "pad",
                                                   "bass": "drive", "drums": "march"}),
            Section("b", "F C Dm Bb Gm A Dm A", {"brass": ("melody", "driving", 76), "strings": "push",
                                                 "bells": "pad", "bass": "gallop", "drums": "rock16"}),
            Section("c", "Bb Bb Gm Gm Edim Edim A A", {"brass": ("melody", "lyrical", 72), "strings": "pad",
                                                       "bells": "pad", "bass": "half", "drums": "half"}),
            Section("d", "Dm A Dm A Bb Gm A A", {"brass": ("melody", "call", 77), "strings": "stab8",
                                                 "bass": "octaves", "drums": "gallop"}, fill="roll"),
        ], "a b c a d c")


def battle_nitemare() -> Piece:
    voices = [
        Voice("wail", "melody", "wave=saw vol=0.25 env=0.02,0.4,0.7,0.15 vib=0.25,5 detune=8 echo=8,0.3 pan=0.15"),
        Voice("choir", "harmony", "wave=triangle vol=0.20 env=0.3,0.8,0.8,0.4 detune=12 pan=-0.3", 55, 72),
        Voice("bell", "arp", "wave=pulse duty=0.125 vol=0.09 env=0.002,0.2,0.3,0.15 arp=16 pan=0.3", 60, 77),
        Voice("bass", "bass", "wave=pulse duty=0.5 vol=0.15 env=0.002,0.12,0.6,0.04 gate=0.7"),
        Voice("drums", "drums", "wave=kit vol=0.40"),
    ]
    return Piece(
        "battle_nitemare", "Shadow Incarnate", """\
The 3-D battle against the last duelists, DarkNite and Nitemare (section 11: 0x2B0). G double
harmonic (G Ab B C D Eb F#), 138 bpm, the wail and choir of the finale. a: toms and the wail's
call; b: C minor, running notes; c: a slow chant in half time; d: the B major chord's bright
menace at full tilt.""",
        138, "G double_harmonic", voices, [
            Section("a", "G Ab G Ab Cm Ab G G", {"wail": ("melody", "call", 74), "choir": "pad",
                                                 "bass": "drive", "drums": "toms"}, fill="tom"),
            Section("b", "Cm Ab Cm Ab Ab G Ab G", {"wail": ("melody", "driving", 76), "bell": "pad",
                                                   "bass": "gallop", "drums": "rock16"}),
            Section("c", "Ab Ab G G Cm Cm G G", {"wail": ("melody", "lyrical", 72), "choir": "half", "bell": "pad",
                                                 "bass": "pedal", "drums": "half"}),
            Section("d", "G Ab B Cm Ab B G G", {"wail": ("melody", "heroic", 77), "choir": "quarters",
                                                "bass": "octaves", "drums": "gallop"}, fill="roll"),
        ], "a b c d b a")


def duel_shrine() -> Piece:
    voices = [
        Voice("ney", "melody", "wave=sine vol=0.32 env=0.05,0.3,0.8,0.15 vib=0.3,5 detune=6 echo=8,0.28 pan=0.15"),
        Voice("qanun", "arp", "wave=pulse duty=0.125 vol=0.11 env=0.002,0.1,0.3,0.06 arp=16 pan=-0.3", 62, 79),
        Voice("drone", "harmony", "wave=triangle vol=0.16 env=0.3,0.5,0.8,0.4 detune=8", 50, 64),
        Voice("bass", "bass", "wave=triangle vol=0.42 env=0.002,0.12,0.6,0.04 gate=0.8"),
        Voice("drums", "drums", "wave=kit vol=0.34"),
        Voice("frame", "perc", "wave=kit vol=0.22 pan=0.4"),
    ]
    return Piece(
        "duel_shrine", "Trial of the Five Shrines", """\
Duel theme for the shrine mages and the Labyrinth Mage (ids 21-31). A dorian, 124 bpm: a ney over
a qanun's arpeggios and frame drums, old and a little uncanny. a: the ney's theme; b: C-G-D, the
brightest part, full kit; c: a sparse half-time passage over E minor; d: the ney in running notes.""",
        124, "A dorian", voices, [
            Section("a", "Am D Am D G D Em Am", {"ney": ("melody", "lyrical", 74), "qanun": "pad", "drone": "pad",
                                                 "bass": "rootfifth", "drums": "brush", "frame": "frame"}, fill="tom"),
            Section("b", "C G D Am C G D D", {"ney": ("melody", "heroic", 76), "qanun": "pad", "bass": "drive",
                                              "drums": "rock", "frame": "saidi"}),
            Section("c", "Em Em D D C C D D", {"ney": ("melody", "sparse", 72), "drone": "half", "qanun": "pad",
                                               "bass": "pedal", "drums": "half", "frame": "ayoub"}, fill="doum"),
            Section("d", "Am G D Am Am G D D", {"ney": ("melody", "driving", 76), "qanun": "pad", "bass": "drive",
                                                "drums": "rock16", "frame": "maqsoum"}),
        ], "a b c d b")


def duel_guardians() -> Piece:
    voices = [
        Voice("horn", "melody", "wave=saw vol=0.26 env=0.02,0.3,0.7,0.12 vib=0.12,5 detune=9 echo=4,0.2 pan=0.1"),
        Voice("organ", "harmony", "wave=pulse duty=0.5 vol=0.10 env=0.05,0.4,0.8,0.2 detune=6 pan=-0.3", 53, 70),
        Voice("bass", "bass", "wave=saw vol=0.20 env=0.002,0.1,0.6,0.03 gate=0.75"),
        Voice("drums", "drums", "wave=kit vol=0.44"),
        Voice("perc", "perc", "wave=kit vol=0.22 pan=0.4"),
    ]
    return Piece(
        "duel_guardians", "Guardians of Stone", """\
Duel theme for Guardian Sebek and Guardian Neku (ids 33, 34), the first duels of the finale. F
phrygian, 116 bpm, heavy: a horn over an organ, half-time drums and toms. a: the horn's theme over
F-Gb; b: Bb minor to a borrowed C major; c: a softer D-flat passage; d: the horn running over a
march.""",
        116, "F phrygian", voices, [
            Section("a", "Fm Gb Fm Gb Db Ebm Fm Fm", {"horn": ("melody", "heroic", 70), "organ": "pad",
                                                      "bass": "drive", "drums": "half", "perc": "toms"}, fill="tom"),
            Section("b", "Bbm Bbm Gb Gb Db Db C C", {"horn": ("melody", "call", 72), "organ": "push",
                                                     "bass": "octaves", "drums": "rock", "perc": "malfuf"}),
            Section("c", "Db Ab Bbm Fm Gb Db Ebm C", {"horn": ("melody", "lyrical", 70), "organ": "half",
                                                      "bass": "half", "drums": "tom"}, fill="doum"),
            Section("d", "Fm Gb Ab Gb Fm Gb C C", {"horn": ("melody", "driving", 73), "organ": "stab8",
                                                   "bass": "gallop", "drums": "march"}, fill="roll"),
        ], "a b c a d")


def duel_heishin() -> Piece:
    voices = [
        Voice("lead", "melody", "wave=pulse duty=0.25 vol=0.24 env=0.004,0.2,0.65,0.08 vib=0.16,6 echo=8,0.25 "
                                "pan=0.15"),
        Voice("harpsi", "arp", "wave=pulse duty=0.125 vol=0.11 env=0.002,0.08,0.3,0.04 arp=32 pan=-0.3", 62, 79),
        Voice("strings", "harmony", "wave=saw vol=0.08 env=0.2,0.6,0.8,0.3 detune=12 pan=0.3", 55, 72),
        Voice("bass", "bass", "wave=triangle vol=0.44 env=0.002,0.1,0.6,0.03 gate=0.8"),
        Voice("drums", "drums", KIT),
    ]
    return Piece(
        "duel_heishin", "The Usurper", """\
Duel theme for Heishin (ids 8, 35), the high priest who seized the palace. G harmonic minor, 136
bpm: a scheming harpsichord, a pulse lead and cold strings. a: the theme; b: C minor, half time;
c: running lead towards the diminished chord; d: a march on the semitone G/F#dim.""",
        136, "G harmonic_minor", voices, [
            Section("a", "Gm Cm D Gm Eb Cm D D", {"lead": ("melody", "heroic", 74), "harpsi": "pad",
                                                  "bass": "drive", "drums": "rock"}),
            Section("b", "Cm Cm Gm Gm Eb Eb D D", {"lead": ("melody", "lyrical", 74), "strings": "pad",
                                                   "harpsi": "pad", "bass": "rootfifth", "drums": "half"}),
            Section("c", "Eb D Cm D Eb F#dim D D", {"lead": ("melody", "driving", 76), "strings": "push",
                                                    "bass": "gallop", "drums": "rock16"}, fill="roll"),
            Section("d", "Gm F#dim Gm F#dim Eb D Gm D", {"lead": ("melody", "call", 73), "strings": "stab8",
                                                         "harpsi": "pad", "bass": "octaves", "drums": "march"}),
        ], "a b c a d b")


def duel_nitemare() -> Piece:
    voices = [
        Voice("wail", "melody", "wave=saw vol=0.25 env=0.02,0.4,0.7,0.15 vib=0.25,5 detune=8 echo=8,0.3 pan=0.15"),
        Voice("choir", "harmony", "wave=triangle vol=0.20 env=0.3,0.8,0.8,0.4 detune=12 pan=-0.3", 55, 72),
        Voice("bell", "arp", "wave=pulse duty=0.125 vol=0.09 env=0.002,0.2,0.3,0.15 arp=16 pan=0.3", 60, 77),
        Voice("bass", "bass", "wave=pulse duty=0.5 vol=0.15 env=0.002,0.12,0.6,0.04 gate=0.7"),
        Voice("drums", "drums", "wave=kit vol=0.40"),
        Voice("perc", "perc", "wave=kit vol=0.20 pan=0.4"),
        Voice("wail2", "melody", "wave=saw vol=0.14 env=0.02,0.4,0.7,0.15 vib=0.25,5 detune=8 pan=-0.2"),
    ]
    return Piece(
        "duel_nitemare", "The Last Shadow", """\
Duel theme for Nitemare (id 38), the last duel of the story. C double harmonic (C Db E F G Ab B),
128 bpm. a: the wail over toms and darbuka; b: F minor and E major, the call; c: a slow chant;
d: running notes over a gallop; e: the climax, full kit, before the call comes round again.""",
        128, "C double_harmonic", voices, [
            Section("a", "C Db C Db Fm Db C C", {"wail": ("melody", "heroic", 74), "choir": "pad", "bass": "drive",
                                                 "drums": "tom", "perc": "ayoub"}, fill="tom"),
            Section("b", "Fm Fm Db Db E E Fm G", {"wail": ("melody", "call", 76), "bell": "pad", "bass": "octaves",
                                                  "drums": "rock", "perc": "maqsoum"}),
            Section("c", "Ab Ab Fm Fm Db Db C C", {"wail": ("melody", "lyrical", 72), "choir": "pad", "bell": "pad",
                                                   "bass": "pedal", "drums": "half"}, fill="doum"),
            Section("d", "C Db E Fm C Db G G", {"wail": ("melody", "driving", 77), "choir": "quarters",
                                                "bass": "gallop", "drums": "gallop", "perc": "saidi"}),
            Section("e", "Fm G C C Fm G Db C", {"wail": ("melody", "heroic", 79), "wail2": ("third", "wail"),
                                                "choir": "stab8", "bell": "pad",
                                                "bass": "drive", "drums": "rock16"}, fill="roll", seed=3),
        ], "a b c d e b")


def shop() -> Piece:
    voices = [
        Voice("lead", "melody", "wave=pulse duty=0.25 vol=0.24 env=0.004,0.15,0.6,0.08 vib=0.12,5.5 echo=8,0.2 "
                                "pan=0.15"),
        Voice("keys", "harmony", "wave=pulse duty=0.5 vol=0.12 env=0.002,0.12,0.3,0.05 pan=-0.3", 57, 72),
        Voice("bass", "bass", "wave=triangle vol=0.45 env=0.002,0.1,0.6,0.04 gate=0.85"),
        Voice("drums", "drums", "wave=kit vol=0.32"),
    ]
    return Piece(
        "shop", "Open for Business", """\
The Card Shop (the shop of the Egypt, tournament and after-the-story maps). G mixolydian, 108 bpm:
a bouncing bazaar tune with a tresillo bass and off-beat keys. a: the tune; b: C-Dm-G, a warmer
line over a walking bass; c: E minor colours before the tune again.""",
        108, "G mixolydian", voices, [
            Section("a", "G F C G G F Dm G", {"lead": ("melody", "dance", 74), "keys": "offbeat",
                                              "bass": "tresillo", "drums": "bossa"}, fill="clap"),
            Section("b", "C Dm G G C Dm F G", {"lead": ("melody", "lyrical", 76), "keys": "push",
                                               "bass": "walk", "drums": "brush"}),
            Section("c", "Em Am F G Em Am F G", {"lead": ("melody", "heroic", 74), "keys": "charleston",
                                                 "bass": "rootfifth", "drums": "bossa"}, fill="clap"),
        ], "a b a c")


def shop_hidden() -> Piece:
    voices = [
        Voice("pluck", "melody", "wave=pulse duty=0.125 vol=0.26 env=0.002,0.12,0.3,0.06 gate=0.6 echo=8,0.3 "
                                 "pan=0.15"),
        Voice("pad", "harmony", "wave=triangle vol=0.22 env=0.2,0.5,0.8,0.3 detune=8 pan=-0.25", 55, 70),
        Voice("bass", "bass", "wave=triangle vol=0.45 env=0.002,0.1,0.4,0.04 gate=0.5"),
        Voice("drums", "drums", "wave=kit vol=0.20"),
    ]
    return Piece(
        "shop_hidden", "Behind the Curtain", """\
The Hiding Card Shop (the save point of Egypt II, the shrines and the finale). D dorian, 92 bpm,
hushed: a staccato pluck over a soft pad, a tiptoeing bass and shaker. a: the sneaking tune; b:
F-C-G, a longer-breathed line.""",
        92, "D dorian", voices, [
            Section("a", "Dm G Dm G F C Dm Dm", {"pluck": ("melody", "dance", 72), "pad": "pad",
                                                 "bass": "sync", "drums": "brush"}, fill=None, crash=False),
            Section("b", "F C G Dm F C G G", {"pluck": ("melody", "lyrical", 74), "pad": "half",
                                              "bass": "half", "drums": "shaker"}, fill=None, crash=False),
        ], "a b a")


def shrines() -> Piece:
    voices = [
        Voice("ney", "melody", "wave=sine vol=0.32 env=0.08,0.3,0.8,0.2 vib=0.3,4.5 detune=6 echo=6,0.3 pan=0.15"),
        Voice("harp", "arp", "wave=pulse duty=0.125 vol=0.10 env=0.002,0.15,0.3,0.1 arp=16 pan=-0.3", 60, 77),
        Voice("drone", "harmony", "wave=triangle vol=0.16 env=0.4,0.6,0.8,0.5 detune=8", 45, 60),
        Voice("bass", "bass", "wave=triangle vol=0.36 env=0.01,0.2,0.7,0.2"),
        Voice("frame", "perc", "wave=kit vol=0.26 pan=0.3"),
    ]
    return Piece(
        "shrines", "Five Shrines", """\
The campaign map during the Five Shrines chapter. E phrygian, 84 bpm: a ney over a harp and a
drone, a frame drum. a: the ney's theme over E-F; b: A minor, sparse; c: D minor and C, a call.""",
        84, "E phrygian", voices, [
            Section("a", "Em F Em Dm C F Em Em", {"ney": ("melody", "lyrical", 76), "harp": "pad", "drone": "pad",
                                                  "bass": "pedal", "frame": "malfuf"}),
            Section("b", "Am Am Em Em F G Em Em", {"ney": ("melody", "sparse", 74), "harp": "pad", "drone": "half",
                                                   "bass": "half", "frame": "frame"}),
            Section("c", "Dm Dm C C F F Em Em", {"ney": ("melody", "call", 76), "harp": "pad", "drone": "pad",
                                                 "bass": "half", "frame": "maqsoum"}),
        ], "a b a c")


def campaign_finale() -> Piece:
    voices = [
        Voice("bell", "melody", "wave=pulse duty=0.125 vol=0.26 env=0.002,0.4,0.3,0.3 echo=4,0.35 pan=0.15"),
        Voice("choir", "harmony", "wave=triangle vol=0.20 env=0.4,0.8,0.8,0.5 detune=12 pan=-0.25", 53, 70),
        Voice("bass", "bass", "wave=triangle vol=0.40 env=0.01,0.2,0.7,0.2"),
        Voice("drums", "drums", "wave=kit vol=0.30"),
    ]
    return Piece(
        "campaign_finale", "The Forbidden Ruins", """\
The campaign map of the last chapter, the Vast Shrine and the Forbidden Ruins. C phrygian, 72 bpm,
ominous: a bell over a choir and a heartbeat. a: C minor and D flat; b: F minor to the cadence.""",
        72, "C phrygian", voices, [
            Section("a", "Cm Db Cm Db Ab Bbm Cm Cm", {"bell": ("melody", "sparse", 72), "choir": "pad",
                                                      "bass": "pedal", "drums": "heart"}, fill=None, crash=False),
            Section("b", "Fm Db Ab Eb Fm Db Cm Cm", {"bell": ("melody", "lyrical", 74), "choir": "half",
                                                     "bass": "half", "drums": "heart"}, fill=None, crash=False),
        ], "a b")


def ending() -> Piece:
    voices = [
        Voice("flute", "melody", "wave=sine vol=0.32 env=0.06,0.3,0.8,0.2 vib=0.25,5 detune=5 echo=4,0.25 pan=0.1"),
        Voice("harp", "arp", "wave=pulse duty=0.125 vol=0.10 env=0.002,0.2,0.3,0.15 arp=16 pan=-0.3", 58, 75),
        Voice("strings", "harmony", "wave=triangle vol=0.16 env=0.3,0.6,0.8,0.5 detune=10 pan=0.25", 51, 67),
        Voice("bass", "bass", "wave=triangle vol=0.38 env=0.01,0.2,0.7,0.2"),
    ]
    return Piece(
        "ending", "Memories at Rest", """\
The ending (the story's last words, before the credits). E flat major, 80 bpm, no drums: a flute
over a harp and strings, peace after the last duel. a: the theme; b: A flat to the home chord.""",
        80, "Eb major", voices, [
            Section("a", "Eb Bb Cm Ab Eb Bb Ab Bb", {"flute": ("melody", "lyrical", 75), "harp": "pad",
                                                     "strings": "pad", "bass": "half"}),
            Section("b", "Ab Bb Gm Cm Ab Bb Eb Eb", {"flute": ("melody", "lyrical", 77), "harp": "pad",
                                                     "strings": "half", "bass": "half"}, seed=1),
        ], "a b")


def credits() -> Piece:
    voices = [
        Voice("lead", "melody", "wave=pulse duty=0.25 vol=0.24 env=0.004,0.2,0.65,0.08 vib=0.16,6 echo=8,0.25 "
                                "pan=0.15"),
        Voice("brass", "melody", "wave=saw vol=0.24 env=0.01,0.3,0.7,0.1 vib=0.12,5.5 detune=7 pan=-0.1"),
        Voice("arp", "arp", "wave=pulse duty=0.125 vol=0.10 env=0.002,0.08,0.4,0.04 arp=16 pan=-0.3", 64, 81),
        Voice("strings", "harmony", "wave=pulse duty=0.5 vol=0.09 env=0.2,0.5,0.8,0.3 detune=10 pan=0.3", 55, 72),
        Voice("bass", "bass", "wave=triangle vol=0.44 env=0.002,0.1,0.6,0.04 gate=0.85"),
        Voice("drums", "drums", "wave=kit vol=0.38"),
        Voice("tabla", "perc", "wave=kit vol=0.20 pan=0.45"),
        Voice("second", "melody", "wave=pulse duty=0.5 vol=0.13 env=0.004,0.2,0.6,0.08 vib=0.12,6 pan=-0.25"),
    ]
    return Piece(
        "credits", "Heart of the Cards", """\
The credits. C major and A minor, 120 bpm, warm and triumphant. a: the theme; b: A minor, a
singing line; c: the duels' phrygian-dominant colour (E major under A minor) with the darbuka;
d: the brass's last, widest phrase before the theme again.""",
        120, "C major", voices, [
            Section("a", "C G Am F C G F G", {"lead": ("melody", "heroic", 74), "arp": "pad", "bass": "octaves",
                                              "drums": "rock"}),
            Section("b", "Am F C G Am F G G", {"lead": ("melody", "lyrical", 76), "strings": "pad",
                                               "bass": "rootfifth", "drums": "half"}),
            Section("c", "E F E F Am Dm E E", {"brass": ("melody", "call", 72), "strings": "stab8",
                                               "bass": "drive", "drums": "rock", "tabla": "maqsoum"}),
            Section("d", "F G Em Am F G C C", {"brass": ("melody", "heroic", 76), "second": ("third", "brass"),
                                               "arp": "pad", "strings": "pad",
                                               "bass": "drive", "drums": "rock16"}, fill="roll"),
        ], "a b c d a b")


PIECES = (duel_default, duel_tournament, duel_kaiba, duel_finale, battle_default, battle_tournament, battle_kaiba,
          battle_nitemare, duel_shrine, duel_guardians, duel_heishin, duel_nitemare, shop, shop_hidden, shrines,
          campaign_finale, ending, credits)
