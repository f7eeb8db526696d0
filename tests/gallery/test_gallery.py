"""``fmduel gallery`` renders every listed picture: present, not blank, no two alike, the same each run."""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pygame

from game.cli import main
from game.commands.gallery import REQUIRED

SCREENS = ("title", "title-attract", "menu", "menu-career", "options", "remap", "mods", "name-entry", "slots", "story",
           "campaign", "campaign-glide", "free-duel-prompt", "free-duel-grid", "build-deck", "build-deck-slide", "build-deck-deck", "build-deck-menu", "build-deck-filter",
           "build-deck-stats", "new-game-starter", "library", "library-card", "library-farm", "password",
           "duel-launcher", "duel-hand", "duel-chain", "duel-placement", "duel-details",
           "duel-details-magic", "duel-forecast", "duel-forecast-known", "duel-no-fusion", "duel-pause",
           "duel-pause-rank", "duel-pause-forfeit", "duel-launcher-practice", "duel-practice", "duel-pause-practice",
           "duel-practice-strong",
           "randomized-code", "randomized-making",
           "results-end-win", "results-score-win",
           "results-spoils-win", "results-end-exodia", "replays", "replay-playback", "versus-setup",
           "versus-duel", "versus-duel-board", "tag-setup", "tag-duel-opponent",
           "tag-duel-partner-turn", "tag-duel", "tag-duel-partner", "tag-duel-partner-card", "online-where",
           "online-waiting", "online-paused", "online-join-address", "online-clock", "online-vote", "online-timeout",
           "online-tag-clock", "server-rooms", "server-rooms-tag", "server-watching")


def _pixels(path) -> np.ndarray:
    return pygame.surfarray.array3d(pygame.image.load(str(path)))


def test_every_screen_and_required_sequence_is_listed(gallery):
    out, manifest = gallery
    files = {p["file"] for p in manifest["pictures"]}
    assert {f"{name}.png" for name in SCREENS} <= files
    assert {f"sheet-{name}.png" for name in REQUIRED} <= files
    assert not set(REQUIRED) & set(manifest["sequences_not_shown"])
    index = (out / "index.html").read_text(encoding="utf-8")
    for name in files:
        assert f"src='{name}'" in index


def test_every_picture_exists_is_not_blank_and_differs_from_the_others(gallery):
    out, manifest = gallery
    seen: dict[str, str] = {}
    for p in manifest["pictures"]:
        px = _pixels(out / p["file"])
        # a screen is the 320x240 canvas; a contact sheet is wider than one screen
        assert px.shape[:2] == (320, 240) if p["kind"] == "screen" else px.shape[0] > 320, p["file"]
        colours = len(np.unique(px.reshape(-1, 3), axis=0))
        assert colours >= 16, (p["file"], colours)
        digest = hashlib.sha1(px.tobytes()).hexdigest()
        assert digest not in seen, (p["file"], seen.get(digest))
        seen[digest] = p["file"]


def test_the_same_seed_gives_the_same_pictures(gallery, tmp_path):
    _, manifest = gallery
    assert main(["gallery", "--out", str(tmp_path), "--seed", "3"]) == 0
    again = json.loads((tmp_path / "gallery.json").read_text(encoding="utf-8"))
    def listing(m):
        return [(p["file"], p["digest"]) for p in m["pictures"]]

    assert listing(again) == listing(manifest)


def test_a_bad_out_dir_is_named(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert main(["gallery", "--out", str(blocker / "sub")]) == 1
    assert str(blocker / "sub") in capsys.readouterr().err


def test_the_readme_shows_four_to_six_small_gallery_images():
    import re
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    shown = re.findall(r'src="(docs/images/[^"]+\.png)"', (repo / "README.md").read_text(encoding="utf-8"))
    shown = [rel for rel in shown if rel != "docs/images/top-cards.png"]  # card mosaic: tests/art/test_likeness.py
    assert 4 <= len(shown) <= 6
    for rel in shown:
        path = repo / rel
        assert path.stat().st_size < 64_000, rel
        assert pygame.image.load(str(path)).get_size() == (640, 480), rel


def test_the_index_shows_each_group_once(gallery):
    out, manifest = gallery
    index = (out / "index.html").read_text(encoding="utf-8")
    for group in {p["group"] for p in manifest["pictures"]}:
        assert index.count(f"<h2>{group}</h2>") == 1, group


def test_a_screen_the_tour_cannot_reach_is_named(tmp_path, capsys, monkeypatch):
    from game.gallery import tour

    def stuck(d, seed, saves):
        d.run(2)
        d.shot("title", tour.MENUS, "Title screen")
        d.until(lambda: False, limit=3)

    monkeypatch.setattr(tour, "run_tour", stuck)
    assert main(["gallery", "--out", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "not reached on TitleScene" in err and "title.png" in err


def test_art_sheets_show_every_card_picture_portrait_and_backdrop(gallery):
    _, manifest = gallery
    files = {p["file"] for p in manifest["pictures"] if p["group"] == "Art"}
    assert {"art-portraits.png", "art-backdrops.png"} <= files
    assert sum(f.startswith("art-cards-big-") for f in files) == 16  # 722 pictures, 48 a page
    assert sum(f.startswith("art-cards-thumb-") for f in files) == 7  # 722 thumbnails, 120 a page
    assert sum(f.startswith("art-top-big-") for f in files) == 4  # the 150 most-seen monsters, 48 a page
    assert sum(f.startswith("art-top-thumb-") for f in files) == 2
    # issue 33: one sheet of standing figures per monster type (20 types have monsters), for spotting repeats
    assert sum(f.startswith("art-figures-") for f in files) == 20 and "art-figure-poses.png" in files
