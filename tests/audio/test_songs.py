"""The soundtrack: every shipped song parses, fits the scene map, renders loud but unclipped, and loops
without a seam; bad song files are refused with the file, the line and the field."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from game.audio import music_map
from game.audio.library import cache_key, rendered
from game.audio.render import LOUDNESS_DB, render
from game.audio.score import load_songs, parse_file
from game.audio.soundtrack import MIN_PIECES, MIN_THEME_LOOP_S, form_problems
from game.db.schema import DataError

REPO = Path(__file__).resolve().parents[2]
MUSIC = REPO / "data" / "music"
RATE = 22050
# Songs carried by three plain voices with no chord anywhere; every other song plays at least one chord.
NO_CHORDS = {"campaign_map"}
SONG_NAMES = sorted(p.stem for p in MUSIC.glob("*.song"))


@pytest.fixture(scope="module")
def songs():
    return load_songs(MUSIC)


@pytest.fixture(scope="module")
def the_map():
    return music_map.load_map(MUSIC)


def test_the_soundtrack_covers_the_scene_map(songs, the_map):
    assert len(songs) >= MIN_PIECES
    assert the_map.all_tracks() <= set(songs), the_map.all_tracks() - set(songs)
    track = the_map.track_for
    assert len({track("duel", d) for d in range(40)}) >= 8  # default, tournament, Kaiba, the finale's...
    assert track("duel", 12) == "duel_tournament" and track("duel", 17) == "duel_kaiba"
    assert track("duel", 37) == "duel_finale" and track("duel", 38) == "duel_nitemare"
    assert track("duel", 3) == "duel_default" and track("duel", None) == "duel_default"
    assert track("duel", 22) == "duel_shrine" and track("duel", 35) == "duel_heishin"
    assert track("duel", 33) == "duel_guardians"
    assert track("password") == track("options")
    assert track("silence") is None


def test_the_four_battle_themes_go_by_the_opponent_group_of_section_11(the_map):
    """presentation.md §11: the 3-D battle plays 0x2A0 by default, 0x280 against the tournament
    duelists (ids 9-16), 0x290 against Kaiba, 0x2B0 against Nitemare (and DarkNite, his first form)."""
    battle = {d: the_map.track_for("cutin", d) for d in range(40)}
    assert {battle[d] for d in range(9, 17)} == {"battle_tournament"}
    assert {battle[d] for d in (7, 17, 32, 36)} == {"battle_kaiba"}
    assert battle[37] == battle[38] == "battle_nitemare"
    assert battle[1] == battle[20] == battle[35] == the_map.track_for("cutin") == "battle_default"
    assert len(set(battle.values())) == 4


def test_shops_shrines_final_duels_and_credits_have_themes_of_their_own(the_map):
    own = {kind: the_map.track_for(kind) for kind in ("shop", "hiding_shop", "shrines", "campaign_finale",
                                                       "ending", "credits")}
    finals = {the_map.track_for("duel", d) for d in (33, 35, 37, 38)}  # guardians, Heishin, DarkNite, Nitemare
    others = {the_map.track_for(k) for k in the_map.scenes if k not in own} | {the_map.track_for("duel", 3)}
    assert len(set(own.values())) == 6 and not set(own.values()) & others, own
    assert len(finals) == 4 and not finals & others


def test_every_duel_and_battle_theme_is_a_long_loop_of_distinct_sections(songs, the_map):
    """Issue 24: a 10-15 minute duel must not hear one short loop twenty times."""
    themes = the_map.themes()
    assert len(themes) >= 8
    for name in sorted(themes):
        assert form_problems(songs[name]) == [], form_problems(songs[name])
        assert songs[name].loop_seconds >= MIN_THEME_LOOP_S


def test_distinct_sections_really_differ(songs, the_map):
    """Two section names over the same notes would pass the form rule without giving the ear anything new."""
    for name in sorted(the_map.themes()):
        song = songs[name]
        bar = song.bar
        content = {}
        for sec, start in song.section_starts():
            if sec in content:
                continue
            lo = (start - 1) * bar
            hi = lo + dict(song.sections)[sec] * bar
            content[sec] = tuple(tuple((n.start - lo, n.length, n.pitches) for n in v.notes if lo <= n.start < hi)
                                 for v in song.voices)
        assert len(set(content.values())) == len(content), name


def _form_song(tmp_path: Path, form: str, sections: str, bars: int):
    """A one-voice song at 120 bpm (2 s a bar): each section holds one note, bars long."""
    text = f"title: T\ntempo: 120\nmeter: 4/4\nloop: 1\nform: {form}\nvoice a: wave=square\n"
    for note, sec in zip("CDEFGAB", sections.split()):
        text += f"section {sec}\na: (| {note}4/1 |)x{bars}\n"
    return parse_file(_song(tmp_path, text, "form"))


def test_the_form_rule_refuses_short_samey_loops(tmp_path):
    samey = " ".join(form_problems(_form_song(tmp_path, "x y x y x y", "x y", 4)))
    assert "loop lasts 48.0 s" in samey and "2 distinct sections" in samey and "'x' comes 3 times" in samey
    assert form_problems(_form_song(tmp_path, "x y z x y", "x y z", 8)) == []  # 80 s, x and y twice
    thrice = form_problems(_form_song(tmp_path, "x y z x y z x", "x y z", 8))
    assert thrice == ["form: section 'x' comes 3 times in the loop, at most 2"]
    once = parse_file(_song(tmp_path, HEADER.replace("loop: 1", "loop: none") + "a: | C4/1 |\n"))
    assert form_problems(once) == ["bad: plays once, a theme must loop"]


def test_loops_last_16_seconds_or_more_and_jingles_lead_to_their_results_loop(songs):
    for name, song in songs.items():
        if song.loop_bar is None:
            assert song.seconds < 8 and song.then in songs and songs[song.then].loop_bar is not None, name
        else:
            assert 16 <= song.loop_seconds <= 120, (name, song.loop_seconds)
    assert songs["win_jingle"].then == "win_results" and songs["loss_jingle"].then == "loss_results"


def test_every_song_has_melody_harmony_bass_and_a_pitch_range(songs):
    for name, song in songs.items():
        pitched = [v for v in song.voices if v.wave != "kit"]
        assert len(pitched) >= 3, name
        low = min(p for v in pitched for n in v.notes for p in n.pitches)
        high = max(p for v in pitched for n in v.notes for p in n.pitches)
        assert high - low >= 24, (name, low, high)  # a bass line under a melody, not one register
        chords = any(len(n.pitches) > 1 for v in pitched for n in v.notes)
        assert chords == (name not in NO_CHORDS), name


@pytest.mark.parametrize("name", SONG_NAMES)
def test_a_render_is_unclipped_of_even_loudness_and_joins_its_loop_start_without_a_click(songs, name):
    """Rendered one piece at a time (a few MB each): peak at most -1 dBFS, loudness near the soundtrack's
    common level, and the loop's join no bigger a step than the piece's own 99.5th percentile."""
    song = songs[name]
    pcm, loop_at = render(song, RATE)
    assert pcm.dtype == np.int16 and pcm.ndim == 2 and pcm.shape[1] == 2
    wide = pcm.astype(np.int32)
    peak = int(np.abs(wide).max())
    rms_db = 20 * np.log10(np.sqrt(np.mean((pcm.astype(np.float64) / 32768) ** 2)))
    assert peak < 0.9 * 32767 + 2  # -1 dBFS, never full scale
    assert peak > 0.8 * 32767 or abs(rms_db - LOUDNESS_DB) < 0.3, (peak, rms_db)  # peak-limited or levelled
    if song.loop_bar is not None:
        assert LOUDNESS_DB - 4 < rms_db < LOUDNESS_DB + 0.3, rms_db  # every loop within 4 dB of the others
        assert len(pcm) == round(song.seconds * RATE) and 0 <= loop_at < len(pcm)
        loop = wide[loop_at:]
        steps = np.abs(np.diff(loop, axis=0)).max(axis=1)
        join = int(np.abs(loop[0] - loop[-1]).max())
        assert join <= np.percentile(steps, 99.5), (join, np.percentile(steps, 99.5))


def test_the_composed_songs_are_what_their_specs_write():
    """tools/compose_music writes the long themes from tools/music/pieces.py: a hand edit of one of those
    .song files (or of a spec) without the other is caught here."""
    from tools.compose_music import main

    assert main(["--check"]) == 0


SEAM_SONG = """\
title: Seam test
tempo: 120
meter: 4/4
loop: 1
voice pad: wave=saw vol=0.3 env=0.01,0.2,0.8,0.9 echo=4,0.5
voice bass: wave=triangle vol=0.5 env=0.002,0.1,0.7,0.4
voice drums: wave=kit vol=0.4
pad: | [C4,E4,G4]/1 | [A3,C4,F4]/1 |
bass: | C2/2 G2 | F2/4 A2 C3 F3 |
drums: (| k/8 h s h k c s o |)x2
"""


def test_the_loop_fold_equals_playing_the_piece_twice(tmp_path):
    """A note ringing past the end (release, echo, cymbal) must sound at the loop start, exactly as
    if the piece had gone round: the render equals the second pass of the piece written out twice."""
    once = tmp_path / "once.song"
    once.write_text(SEAM_SONG, encoding="utf-8")
    twice = tmp_path / "twice.song"
    doubled = SEAM_SONG
    for voice in ("pad", "bass"):
        line = next(ln for ln in SEAM_SONG.splitlines() if ln.startswith(voice + ":"))
        doubled = doubled.replace(line, line + "\n" + line)
    doubled = doubled.replace("(| k/8 h s h k c s o |)x2", "(| k/8 h s h k c s o |)x4")
    twice.write_text(doubled, encoding="utf-8")
    a, _ = render(parse_file(once), RATE)
    b, _ = render(parse_file(twice), RATE)
    assert len(b) == 2 * len(a)
    second_pass = b[len(a):].astype(np.int32)
    assert np.abs(second_pass - a.astype(np.int32)).max() <= 2  # the same samples, to rounding
    assert np.abs(a[:200].astype(np.int32)).max() > 500  # and the tail really reached the start


def _song(tmp_path: Path, body: str, name: str = "bad") -> Path:
    path = tmp_path / f"{name}.song"
    path.write_text(body, encoding="utf-8")
    return path


HEADER = "title: T\ntempo: 120\nmeter: 4/4\nloop: 1\nvoice a: wave=square\n"


@pytest.mark.parametrize(("body", "line", "words"), [
    (HEADER + "a: | C4/4 D4 E4 |\n", 6, ["bar", "expected 1/1"]),
    (HEADER + "a: | C4/4 H4 E4 F4 |\n", 6, ["note 'H4'"]),
    (HEADER + "a: | C4/5 D4 E4 F4 |\n", 6, ["duration"]),
    (HEADER + "a: | (C4/4 D4 |\n", 6, ["'(' without ')'"]),
    (HEADER.replace("wave=square", "wave=square wobble=3") + "a: | C4/1 |\n", 5, ["unknown setting 'wobble=3'"]),
    (HEADER.replace("wave=square", "wave=square vol=7") + "a: | C4/1 |\n", 5, ["field 'vol'"]),
    (HEADER.replace("tempo: 120", "tempo: 9999999") + "a: | C4/1 |\n", 2, ["tempo"]),
    (HEADER.replace("loop: 1", "loop: 5") + "a: | C4/1 |\n", 4, ["field 'loop'", "1..1"]),
    (HEADER.replace("meter: 4/4", "meter: 0/4") + "a: | C4/1 |\n", 3, ["field 'meter' = '0/4'"]),
    (HEADER + "b: | C4/1 |\n", 6, ["unknown field or voice 'b'"]),
    (HEADER + "a: | C4/1 |\ntempo: 90\n", 7, ["must come before the first voice"]),
    (HEADER.replace("wave=square", "wave=kit") + "a: | k/4 s x h |\n", 6, ["drum 'x'"]),
])
def test_bad_songs_name_file_line_and_field(tmp_path, body, line, words):
    path = _song(tmp_path, body)
    with pytest.raises(DataError) as exc:
        parse_file(path)
    text = str(exc.value)
    assert text.startswith(f"{path}: line {line}: "), text
    for word in words:
        assert word in text, text


def test_whole_file_problems_name_the_file(tmp_path):
    two_voices = HEADER + "voice b: wave=triangle\na: | C4/1 | D4/1 |\nb: | C3/1 |\n"
    with pytest.raises(DataError, match="voice 'b': lasts 1 bars, but the song lasts 2"):
        parse_file(_song(tmp_path, two_voices))
    with pytest.raises(DataError, match="field 'title' is missing"):
        parse_file(_song(tmp_path, HEADER.replace("title: T\n", "") + "a: | C4/1 |\n"))
    big = _song(tmp_path, HEADER + ("a: | C4/1 |\n" * 8000))
    with pytest.raises(DataError, match="at most 65536 allowed"):
        parse_file(big)
    raw = tmp_path / "latin.song"
    raw.write_bytes(HEADER.encode() + b"a: | C4/1 | \xe9\n")
    with pytest.raises(DataError, match="not UTF-8"):
        parse_file(raw)
    deep = _song(tmp_path, HEADER + "a: " + "(" * 40 + "C4/1" + ")x64" * 40 + "\n")
    with pytest.raises(DataError, match="more than 20000 notes"):
        parse_file(deep)


def test_a_jingle_must_lead_to_a_song_that_loops(tmp_path):
    jingle = HEADER.replace("loop: 1", "loop: none\nthen: nowhere") + "a: | C4/1 |\n"
    _song(tmp_path, jingle, "jingle")
    with pytest.raises(DataError, match="field 'then' = 'nowhere'"):
        load_songs(tmp_path)


def test_sharps_are_notes_and_a_spaced_hash_is_a_comment(tmp_path):
    song = parse_file(_song(tmp_path, HEADER + "a: | C#4/2 Db4/2 |  # two spellings of one pitch\n"))
    assert [n.pitches for n in song.voices[0].notes] == [(61,), (61,)]


def test_renders_are_cached_by_the_song_digest(tmp_path, monkeypatch):
    path = _song(tmp_path, SEAM_SONG, "seam")
    cache = tmp_path / "cache"
    first = rendered(parse_file(path), RATE, cache)
    files = list(cache.glob("seam-*.npy"))
    assert len(files) == 1 and cache_key(parse_file(path), RATE) in files[0].name

    def no_render(*args):
        raise AssertionError("rendered again although the cache matches")

    monkeypatch.setattr("game.audio.library.render", no_render)
    again = rendered(parse_file(path), RATE, cache)
    assert np.array_equal(first.samples(), again.samples()) and first.loop_at == again.loop_at
    monkeypatch.undo()
    path.write_text(SEAM_SONG.replace("tempo: 120", "tempo: 126"), encoding="utf-8")
    changed = rendered(parse_file(path), RATE, cache)
    assert changed.frames != first.frames
    assert [p.name for p in cache.glob("seam-*.npy")] != [files[0].name]  # the stale render was removed
    assert len(list(cache.glob("seam-*.npy"))) == 1


def test_a_cached_song_is_found_without_parsing_it_until_it_is_edited(tmp_path, monkeypatch):
    """Parsing holds the GIL for 1-20 ms on the music thread, which stretched the frames drawn meanwhile
    (the first Square cut-in's by 10 ms): a render in the cache is found from the song file's digest and
    the note beside it, and the song is parsed only when the file changed."""
    import time

    from game.audio.library import MusicLibrary

    jingle = SEAM_SONG.replace("loop: 1", "loop: none\nthen: coda")
    path = _song(tmp_path, jingle, "seam")
    cache = tmp_path / "cache"
    first = rendered(parse_file(path), RATE, cache)
    parsed = []
    real = parse_file

    def counted(p):
        if p.name == "seam.song":  # (its follow-on is asked for with it: no file here)
            parsed.append(p.name)
        return real(p)

    monkeypatch.setattr("game.audio.library.parse_file", counted)
    library = MusicLibrary(tmp_path, cache, RATE, child=False)

    def fetch(name: str):
        deadline = time.monotonic() + 60  # a hang guard only
        while (piece := library.get(name)) is None:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        return piece

    try:
        piece = fetch("seam")
        assert parsed == []  # found by its digest and its note
        assert (piece.frames, piece.loop_at, piece.then, piece.path) == (first.frames, first.loop_at, "coda", first.path)
        assert fetch("seam") == piece and parsed == []  # asked for again (each cut-in): not parsed either
        path.write_text(jingle.replace("tempo: 120", "tempo: 126"), encoding="utf-8")
        changed = fetch("seam")
        assert parsed == ["seam.song"] and changed.frames != first.frames and changed.then == "coda"
        assert sorted(p.suffix for p in cache.iterdir()) == [".json", ".npy"]  # the stale render and note went
    finally:
        library.close()


def test_a_damaged_cache_file_is_rendered_again(tmp_path):
    path = _song(tmp_path, SEAM_SONG, "seam")
    cache = tmp_path / "cache"
    first = rendered(parse_file(path), RATE, cache)
    target = next(cache.glob("seam-*.npy"))
    target.write_bytes(b"not a numpy archive")
    again = rendered(parse_file(path), RATE, cache)
    assert np.array_equal(first.samples(), again.samples())


def test_every_scene_names_a_music_kind_the_map_knows():
    import importlib
    import pkgutil

    import game.scenes
    from game.scenes.base import Scene

    for mod in pkgutil.walk_packages(game.scenes.__path__, "game.scenes."):
        importlib.import_module(mod.name)
    seen, todo = set(), [Scene]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            if sub not in seen:
                seen.add(sub)
                todo.append(sub)
    kinds = {cls.__name__: cls.music for cls in seen if cls.music is not None}
    assert len(kinds) >= 12
    for name, kind in kinds.items():
        assert kind == "duel" or kind in music_map.KINDS, (name, kind)
    assert set(music_map.load_map(MUSIC).scenes) == set(music_map.KINDS)


def test_export_writes_a_jingle_followed_by_its_results_loop(tmp_path, songs):
    import wave

    from game.audio.export import main

    assert main(["win_jingle", "--out", str(tmp_path), "--loops", "1"]) == 0
    with wave.open(str(tmp_path / "win_jingle.wav")) as wav:
        assert wav.getnchannels() == 2 and wav.getframerate() == RATE
        seconds = wav.getnframes() / RATE
    assert seconds == pytest.approx(songs["win_jingle"].seconds + songs["win_results"].seconds, abs=1.5)
    assert main(["no_such_song", "--out", str(tmp_path)]) == 2


def test_a_child_process_renders_into_the_cache_what_the_game_would(tmp_path):
    from game.audio.library import cached, render_in_child

    path = _song(tmp_path, SEAM_SONG, "seam")
    cache = tmp_path / "cache"
    assert render_in_child(path, RATE, cache)
    piece = cached(parse_file(path), RATE, cache)
    pcm, loop_at = render(parse_file(path), RATE)
    assert piece is not None and np.array_equal(piece.samples(), pcm) and piece.loop_at == loop_at
    assert not render_in_child(tmp_path / "missing.song", RATE, cache)


SECTIONED = """\
title: T
tempo: 120
meter: 4/4
loop: 1
form: x y x
voice a: wave=square
voice b: wave=triangle
section x
a: | C4/2 D4 | E4/1 |
b: | C3/1 | G2/1 |
section y
a: | F4/1 |
"""


def test_sections_play_in_the_order_of_the_form_and_a_voice_left_out_rests(tmp_path):
    song = parse_file(_song(tmp_path, SECTIONED, "sectioned"))
    assert song.sections == (("x", 2), ("y", 1)) and song.form == ("x", "y", "x")
    assert song.section_starts() == [("x", 1), ("y", 3), ("x", 4)] and song.loop_form() == ("x", "y", "x")
    a, b = song.voices
    assert [(float(n.start), n.pitches) for n in a.notes] == [
        (0, (60,)), (0.5, (62,)), (1, (64,)), (2, (65,)), (3, (60,)), (3.5, (62,)), (4, (64,))]
    assert [(float(n.start), float(n.length), n.pitches) for n in b.notes][2] == (2, 1, ())  # resting through y
    assert song.length == 5 and song.seconds == 10


@pytest.mark.parametrize(("body", "words"), [
    (SECTIONED.replace("form: x y x", "form: x q"), ["line 5: field 'form': no section 'q'"]),
    (SECTIONED.replace("form: x y x", "form: x"), ["line 11: section 'y' is never played"]),
    (SECTIONED.replace("b: | C3/1 | G2/1 |", "b: | C3/1 |"),
     ["line 8: section 'x': voice 'b' lasts 1 bars, but the section lasts 2"]),
    (SECTIONED + "section x\na: | C4/1 |\n", ["line 13: section 'x' is written twice (first on line 8)"]),
    (SECTIONED.replace("section x\n", "a: | C4/1 |\nsection x\n"), ["notes before the first 'section' line"]),
    (SECTIONED.replace("loop: 1", "loop: 2"), ["line 4: field 'loop' = 2, expected the first bar of a section (1, 3, 4)"]),
    (SECTIONED.replace("form: x y x\n", ""), ["header: field 'form' is missing"]),
    (HEADER.replace("loop: 1", "loop: 1\nform: x") + "a: | C4/1 |\n", ["line 5: field 'form' needs sections"]),
    (SECTIONED.replace("section y\n", "section y\nvoice c: wave=sine\n"), ["line 12: declare every voice before"]),
    (SECTIONED.replace("section y\n", "section Y\n"), ["line 11: expected 'section NAME'"]),
])
def test_bad_sections_are_refused_naming_file_line_and_field(tmp_path, body, words):
    path = _song(tmp_path, body)
    with pytest.raises(DataError) as exc:
        parse_file(path)
    text = str(exc.value)
    assert text.startswith(f"{path}: "), text
    for word in words:
        assert word in text, text


@pytest.mark.parametrize(("edit", "words"), [
    (lambda t: "- just a list\n", "expected the fields scenes, groups and default"),
    (lambda t: t.replace("duelists: [38]", "duelists: [38, 9]"), "duelist 9 is already in group 'nitemare'"),
    (lambda t: t.replace("  silence: null\n", ""), "with 'silence: null'"),
    (lambda t: t.replace("duelists: [38]", "duelists: [thirty-eight]"), "field 'duelists'"),
    (lambda t: t.replace("  menu: title\n", "  duel: title\n"), "'duel' goes by the opponent"),
    (lambda t: t.replace("  menu: title\n", "  menu: no_such_song\n"), "scenes: menu = 'no_such_song'"),
    (lambda t: t.replace("  trade: library\n", ""), "field 'scenes': no song for 'trade'"),
    (lambda t: t.replace("  trade: library\n", "  trade: library\n  bazaar: shop\n"), "unknown kind 'bazaar'"),
    (lambda t: t.replace("default: {duel: duel_default, battle: battle_default}", "default: {duel: duel_default}"),
     "field 'default': expected duel and battle"),
    (lambda t: t + "\n  - [unclosed\n", ""),
])
def test_a_bad_music_map_is_refused_naming_the_file(tmp_path, edit, words):
    import shutil

    music = tmp_path / "music"
    shutil.copytree(MUSIC, music)
    path = music / music_map.MAP_FILE
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(DataError) as exc:
        music_map.load_map(music)
    assert str(exc.value).startswith(f"{path}: ") and words in str(exc.value), str(exc.value)
