"""The soundtrack: every shipped song parses, fits the scene map, renders loud but unclipped, and loops
without a seam; bad song files are refused with the file, the line and the field."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from game.audio import music_map
from game.audio.library import cache_key, rendered
from game.audio.render import render
from game.audio.score import load_songs, parse_file
from game.db.schema import DataError

REPO = Path(__file__).resolve().parents[2]
MUSIC = REPO / "data" / "music"
RATE = 22050
# Songs carried by three plain voices with no chord anywhere; every other song plays at least one chord.
NO_CHORDS = {"battle", "campaign_map"}


@pytest.fixture(scope="module")
def songs():
    return load_songs(MUSIC)


@pytest.fixture(scope="module")
def renders(songs):
    return {name: render(song, RATE) for name, song in songs.items()}


def test_the_soundtrack_covers_the_scene_map(songs):
    assert len(songs) >= 14
    assert music_map.all_tracks() <= set(songs), music_map.all_tracks() - set(songs)
    duel_themes = {music_map.duel_track(d) for d in range(40)}
    assert len(duel_themes) >= 4  # default, tournament, Kaiba, finale
    assert music_map.track_for("duel", 12) == "duel_tournament" and music_map.track_for("duel", 17) == "duel_kaiba"
    assert music_map.track_for("duel", 38) == "duel_finale" and music_map.track_for("duel", 3) == "duel_default"
    assert music_map.track_for("password") == music_map.track_for("options")
    assert music_map.track_for("silence") is None


def test_loops_last_16_to_40_seconds_and_jingles_lead_to_their_results_loop(songs):
    for name, song in songs.items():
        if song.loop_bar is None:
            assert song.seconds < 8 and song.then in songs and songs[song.then].loop_bar is not None, name
        else:
            assert 16 <= song.seconds <= 40, (name, song.seconds)
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


def test_renders_are_loud_unclipped_stereo_int16(songs, renders):
    for name, (pcm, loop_at) in renders.items():
        assert pcm.dtype == np.int16 and pcm.ndim == 2 and pcm.shape[1] == 2, name
        peak = int(np.abs(pcm.astype(np.int32)).max())
        assert 0.8 * 32767 < peak < 0.9 * 32767 + 2, (name, peak)  # -1 dBFS, never full scale
        rms = np.sqrt(np.mean((pcm.astype(np.float64) / 32768) ** 2))
        assert -24 < 20 * np.log10(rms) < -10, (name, rms)
        expected = round(songs[name].seconds * RATE)
        if songs[name].loop_bar is not None:
            assert len(pcm) == expected and 0 <= loop_at < len(pcm), name


def test_every_loop_joins_its_start_without_a_click(songs, renders):
    for name, (pcm, loop_at) in renders.items():
        if songs[name].loop_bar is None:
            continue
        loop = pcm[loop_at:].astype(np.int32)
        steps = np.abs(np.diff(loop, axis=0)).max(axis=1)
        join = int(np.abs(loop[0] - loop[-1]).max())
        assert join <= np.percentile(steps, 99.5), (name, join, np.percentile(steps, 99.5))


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
    files = list(cache.glob("seam-*.npz"))
    assert len(files) == 1 and cache_key(parse_file(path), RATE) in files[0].name

    def no_render(*args):
        raise AssertionError("rendered again although the cache matches")

    monkeypatch.setattr("game.audio.library.render", no_render)
    again = rendered(parse_file(path), RATE, cache)
    assert np.array_equal(first.pcm, again.pcm) and first.loop_at == again.loop_at
    monkeypatch.undo()
    path.write_text(SEAM_SONG.replace("tempo: 120", "tempo: 126"), encoding="utf-8")
    changed = rendered(parse_file(path), RATE, cache)
    assert len(changed.pcm) != len(first.pcm)
    assert [p.name for p in cache.glob("seam-*.npz")] != [files[0].name]  # the stale render was removed
    assert len(list(cache.glob("seam-*.npz"))) == 1


def test_a_damaged_cache_file_is_rendered_again(tmp_path):
    path = _song(tmp_path, SEAM_SONG, "seam")
    cache = tmp_path / "cache"
    first = rendered(parse_file(path), RATE, cache)
    target = next(cache.glob("seam-*.npz"))
    target.write_bytes(b"not a numpy archive")
    again = rendered(parse_file(path), RATE, cache)
    assert np.array_equal(first.pcm, again.pcm)


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
        assert kind == "duel" or kind in music_map.SCENE_TRACKS, (name, kind)


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
    assert piece is not None and np.array_equal(piece.pcm, pcm) and piece.loop_at == loop_at
    assert not render_in_child(tmp_path / "missing.song", RATE, cache)
