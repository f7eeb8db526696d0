"""check-data counts the soundtrack and the effects, and refuses a broken song like any bad data file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _check(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args, "check-data", "--json"], capture_output=True,
                          text=True, cwd=REPO, check=False, timeout=120)


def test_check_data_reports_music_tracks_and_sound_effects():
    out = _check()
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["music_tracks"] >= 28 and report["sound_effects"] >= 20  # issue 24: at least 28 pieces
    assert report["shortest_duel_loop_s"] >= 75 and report["music_themes"] >= 8  # no short duel/battle loop
    assert report["themes_in_form"] == report["music_themes"]  # each 3+ distinct sections, none 3 times


def test_a_broken_song_fails_check_data_naming_file_and_line(data):
    song = data / "music" / "library.song"
    lines = song.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("bass:"))
    lines[at] = lines[at].replace("F2/4", "F2/5", 1)
    song.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = _check("--data", str(data))
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert f"{song}: line {at + 1}: voice 'bass': 'F2/5': duration" in out.stderr, out.stderr


def test_a_music_map_naming_a_missing_song_fails_check_data(data):
    path = data / "music" / "map.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("battle: battle_kaiba", "battle: battle_kiaba"),
                    encoding="utf-8")
    out = _check("--data", str(data))
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert f"{path}: groups: entry 1: battle = 'battle_kiaba', expected the name of a song" in out.stderr, out.stderr
