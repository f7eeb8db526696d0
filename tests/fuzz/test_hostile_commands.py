"""Commands given hostile files end with the loader's message and exit 1 or 2, never a traceback;
a rejected optional file (mod, deck, replay) never stops the game; check-data checks every file
of data/, all through ``--data DIR``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main

REPO = Path(__file__).resolve().parents[2]
_BOMB = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8))


def _run(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))  # an escaping exception fails the test: that is the traceback
    out = capsys.readouterr()
    return code, out.out + out.err


@pytest.mark.parametrize("name, old, new, want", [
    ("campaign.yaml", "chapters:", "chapters: 3\nold:", "'chapters' must be a list"),
    ("starter_pools.yaml", "draws: 4", "draws: 5", "field 'draws' = 5"),
    ("campaign.yaml", "chapters:", _BOMB + "chapters:", "anchors and aliases are not allowed"),
    ("cards.yaml", "atk: 3000,", "atk: " + "9" * 5000 + ",", "more than 40 digits"),
])
def test_check_data_checks_every_file_of_the_data_dir_it_is_given(capsys, tmp_path, data, name, old, new, want):
    path = data / name
    path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    for cache in ("--no-cache", None):  # a cached run must not skip the check either
        code, out = _run(capsys, "--data", str(data), "check-data", *([cache] if cache else []))
        assert code == 1 and str(path) in out and want in out, out
    code, _out = _run(capsys, "check-data")  # the bundled data/ is untouched and fine
    assert code == 0


def test_the_career_reads_its_files_from_the_data_dir_given(data):
    from game.career.campaign import load_campaign
    from game.career.starter import load_starter_pools
    from game.db import load_carddb

    db = load_carddb(data, use_cache=False)
    assert db.data_dir == str(data)
    (data / "campaign.yaml").unlink()
    with pytest.raises(Exception, match=str(data / "campaign.yaml")):
        load_campaign(db)
    assert load_starter_pools(db).draws


def test_hostile_mods_are_listed_and_the_game_still_starts(tmp_path):
    mods = tmp_path / "mods"
    mods.mkdir()
    (mods / "bomb.yaml").write_text(_BOMB, encoding="utf-8")
    (mods / "digits.yaml").write_text("cards:\n  - {card: 1, atk: " + "9" * 5000 + "}\n", encoding="utf-8")
    (mods / "deep.yaml").write_text("cards: " + "[" * 900 + "]" * 900 + "\n", encoding="utf-8")
    (mods / "sq.yaml").write_text("cards:\n  - {card: '²', atk: 100}\n", encoding="utf-8")
    (mods / "big.yaml").write_bytes(b"# " + b"x" * (5 * 1024 * 1024) + b"\n")
    (mods / "binary.yaml").write_bytes(b"\x00\xff\xfe" * 10)
    (mods / "link.yaml").symlink_to(mods / "sq.yaml")
    (mods / "good.yaml").write_text("cards:\n  - {card: 2, atk: 100}\n", encoding="utf-8")
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "FMDUEL_CACHE_DIR": str(tmp_path / "cache"), "FMDUEL_MODS_DIR": str(mods),
           "FMDUEL_DATA_HOME": str(tmp_path / "home"), "FMDUEL_CONFIG": str(tmp_path / "config.yaml"),
           "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-m", "game", "play", "--frames", "5"], capture_output=True, text=True,
                         cwd=REPO, env=env, timeout=120, check=False)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    for name in ("bomb", "digits", "deep", "sq", "big", "binary", "link"):
        assert f"{mods / name}.yaml" in out.stderr, (name, out.stderr)
    assert "good.yaml" not in out.stderr.replace("mods applied", "")


def test_replay_and_sim_with_hostile_files_exit_with_the_message(capsys, tmp_path):
    replay = tmp_path / "r.json"
    replay.write_text('{"format": "fmduel-replay", "version": 1, "log": {"opponent": ' + "1" * 5000 + "}}")
    code, out = _run(capsys, "replay", "--check", str(replay))
    assert code == 2 and str(replay) in out and "more than 40 digits" in out
    deck = tmp_path / "deck.yaml"
    deck.write_text(_BOMB, encoding="utf-8")
    code, out = _run(capsys, "sim", "--a", str(deck), "--b", "3", "--duels", "1", "--seed", "1")
    assert code == 2 and str(deck) in out and "anchors and aliases are not allowed" in out
    code, out = _run(capsys, "sim", "--a", "²:fair", "--b", "3", "--duels", "1", "--seed", "1")
    assert code == 2 and "'²'" in out
    code, out = _run(capsys, "calc", "battle", "1", "--terrain", "²")
    assert code == 2 and "unknown terrain '²'" in out


def test_a_symlinked_deck_file_is_refused_with_a_message(tmp_path, db):
    from game.career.deckfile import DeckFileError, load_deck_file, save_deck_file

    real = save_deck_file(db, tmp_path / "real.yaml", [1, 2, 3] * 3 + [17, 18] + list(range(100, 129)))
    (tmp_path / "link.yaml").symlink_to(real)
    with pytest.raises(DeckFileError, match="symbolic link: ignored"):
        load_deck_file(db, tmp_path / "link.yaml")
    assert len(load_deck_file(db, real)) == 40
