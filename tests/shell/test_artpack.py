"""Player art packs: valid images replace ours, everything else is rejected with a reason and shown."""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.gfx.artpack import MAX_BYTES, load_pack
from game.gfx.card_art import CardArt

REPO = Path(__file__).resolve().parents[2]


def _png(path: Path, size, colour=(200, 30, 30)) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    surf = pygame.Surface(size)
    surf.fill(colour)
    pygame.image.save(surf, str(path))
    return path


@pytest.fixture
def pack_dir(tmp_path) -> Path:
    root = tmp_path / "artpack"
    _png(root / "cards" / "60.png", (102, 96))
    _png(root / "cards" / "8.png", (100, 96))  # wrong size
    (root / "cards" / "9.png").write_bytes(b"GIF89a not a png at all, only named like one")
    big = _png(root / "cards" / "10.png", (102, 96))
    big.write_bytes(big.read_bytes() + b"\0" * (MAX_BYTES + 1))  # a huge file
    (root / "cards" / "notes.txt").write_text("hello", encoding="utf-8")
    _png(root / "cards" / "999.png", (102, 96))  # no such card
    _png(root / "portraits" / "3.png", (48, 48), (20, 200, 20))
    _png(root / "portraits" / "40.png", (48, 48))  # no such duelist
    _png(root / "board" / "umi.png", (51, 51), (0, 0, 200))
    _png(root / "board" / "lava.png", (51, 51))  # no such terrain
    (root / "music").mkdir()
    if hasattr(os, "symlink"):
        os.symlink(root / "cards" / "60.png", root / "cards" / "61.png")
    # a PNG whose header claims 102x96 but whose data is cut short: caught when decoded
    good = (root / "cards" / "60.png").read_bytes()
    (root / "cards" / "62.png").write_bytes(good[:40])
    return root


def test_pack_accepts_valid_files_and_rejects_the_rest_with_reasons(pack_dir):
    pygame.display.init()
    pack = load_pack(pack_dir)
    reasons = {r.path: r.reason for r in pack.rejects}
    assert pack.counts == {"cards": 2, "portraits": 1, "board": 1}  # 60 and the truncated 62 pass the header
    assert "wrong size 100x96 (must be 102x96)" in reasons["cards/8.png"]
    assert "not a PNG" in reasons["cards/9.png"]
    assert "too large" in reasons["cards/10.png"]
    assert "not a .png" in reasons["cards/notes.txt"]
    assert "card id from 1 to 722" in reasons["cards/999.png"]
    assert "duelist id from 0 to 39" in reasons["portraits/40.png"]
    assert "unknown terrain" in reasons["board/lava.png"]
    assert "unknown entry" in reasons["music"]
    if hasattr(os, "symlink"):
        assert "links are not followed" in reasons["cards/61.png"]
    assert pack.card(60).get_size() == (102, 96) and pack.card(60).get_at((5, 5))[:3] == (200, 30, 30)
    assert pack.portrait(3).get_at((1, 1))[:3] == (20, 200, 20)
    assert pack.board(5) is pack.board("Umi") and pack.board("umi").get_size() == (51, 51)
    assert pack.card(8) is None and pack.portrait(4) is None and pack.board("forest") is None
    assert pack.card(62) is None  # undecodable: dropped when first used, and reported
    assert "cannot be read" in {r.path: r.reason for r in pack.rejects}["cards/62.png"]
    assert pack.counts["cards"] == 1


def test_card_art_uses_the_pack_where_valid_and_ours_elsewhere(pack_dir):
    pygame.display.init()
    ours = CardArt(REPO / "sprites")
    art = CardArt(REPO / "sprites", load_pack(pack_dir))
    assert art.big(60).get_at((50, 50))[:3] == (200, 30, 30)
    assert art.thumb(60).get_size() == (40, 32)
    assert (
        max(abs(a - b) for a, b in zip(art.thumb(60).get_at((20, 16))[:3], (200, 30, 30))) <= 3
    )  # smoothscaled
    for card in (8, 9, 10, 1):
        assert np.array_equal(
            pygame.surfarray.array3d(art.big(card)), pygame.surfarray.array3d(ours.big(card))
        )
    assert np.array_equal(pygame.surfarray.array3d(art.ours(60)), pygame.surfarray.array3d(ours.big(60)))


def test_missing_pack_is_empty_and_a_linked_pack_folder_is_refused(tmp_path):
    assert load_pack(tmp_path / "nope").counts == {"cards": 0, "portraits": 0, "board": 0}
    real = tmp_path / "real"
    _png(real / "cards" / "1.png", (102, 96))
    if hasattr(os, "symlink"):
        os.symlink(real, tmp_path / "link")
        pack = load_pack(tmp_path / "link")
        assert pack.counts["cards"] == 0 and "not a link" in pack.rejects[0].reason


def test_check_data_reports_card_art_and_the_art_pack(pack_dir, capsys):
    from game.cli import main

    code = main(["check-data", "--json", "--artpack", str(pack_dir)])
    report = json.loads(capsys.readouterr().out)
    assert report["card_art"] == 722 and report["card_art_distinct"] == 722
    assert report["artpack"]["counts"] == {"cards": 1, "portraits": 1, "board": 1}
    rejected = {r["path"] for r in report["artpack"]["rejected"]}
    assert {"cards/8.png", "cards/9.png", "cards/10.png", "cards/62.png", "board/lava.png"} <= rejected
    assert code == 1  # a pack checked on purpose fails when any file is rejected
    assert main(["check-data", "--artpack", str(pack_dir.parent / "none")]) == 2  # a pack named must exist
    assert f"argument --artpack: no such directory: {pack_dir.parent / 'none'}" in capsys.readouterr().err


def test_nothing_from_a_pack_is_written_into_the_repository(pack_dir):
    before = {p: p.stat().st_mtime_ns for p in (REPO / "sprites").iterdir()}
    art = CardArt(REPO / "sprites", load_pack(pack_dir))
    art.big(60), art.thumb(60)
    assert {p: p.stat().st_mtime_ns for p in (REPO / "sprites").iterdir()} == before


def test_duel_hand_faces_and_painter_faces_show_pack_art(pack_dir, db):
    from game.gfx.cards import CardPainter, load_icons
    from game.gfx.duel_art import DuelArt
    from game.gfx.font import load_font

    pygame.display.init()
    art = CardArt(REPO / "sprites", load_pack(pack_dir))
    font = load_font(REPO / "sprites")
    painter = CardPainter(db, font, load_icons(REPO / "sprites"), art)
    hand = DuelArt(db, font, art).hand(60).get_at((14, 14))[:3]  # the pack's picture, scaled to 40x32
    assert max(abs(a - b) for a, b in zip(hand, (200, 30, 30))) <= 3
    assert painter.detail(60).get_at((56, 64))[:3] == (200, 30, 30)
    assert max(abs(a - b) for a, b in zip(painter.small(60).get_at((20, 19))[:3], (200, 30, 30))) <= 3


def test_every_screen_shares_one_pack_per_folder(pack_dir, monkeypatch):
    from game.gfx.artpack import shared_pack
    from game.gfx.card_art import default_card_art

    monkeypatch.setenv("FMDUEL_ARTPACK_DIR", str(pack_dir))
    pack = shared_pack()
    assert shared_pack(pack_dir) is pack and default_card_art().pack is pack
    assert pack.portrait(3) is not None and pack.counts["portraits"] == 1


def test_check_data_names_the_fix_when_the_card_art_is_missing(tmp_path, monkeypatch, capsys):
    from game.cli import main
    from game.commands import check_data

    monkeypatch.setattr(check_data, "bundled", lambda name: tmp_path)  # the card art's sprites/ only
    assert main(["check-data", "--json"]) == 1
    assert "run python -m tools.make_card_art" in capsys.readouterr().err


def test_pack_portraits_replace_ours_but_silhouettes_stay_ours(pack_dir, monkeypatch):
    from game.gfx import artpack, portraits

    pygame.display.init()
    pack = load_pack(pack_dir)
    monkeypatch.setattr(artpack, "shared_pack", lambda root=None: pack)
    assert portraits.portrait(3).get_at((24, 24))[:3] == (20, 200, 20)
    assert portraits.portrait(3, silhouette=True).get_at((24, 24))[:3] != (20, 200, 20)
    assert portraits.portrait(4).get_at((24, 24))[:3] != (20, 200, 20)  # no file for 4: ours


def test_pack_board_tile_retextures_that_terrains_floor_only(pack_dir, monkeypatch):
    from game.db.vocab import TERRAIN_NAMES
    from game.gfx import artpack
    from game.gfx.board3d import textures as T

    pygame.display.init()
    pack = load_pack(pack_dir)
    umi = [n.lower() for n in TERRAIN_NAMES].index("umi")
    T.floor_rgb.cache_clear()
    monkeypatch.setattr(artpack, "shared_pack", lambda root=None: pack)
    try:
        sea, forest = T.floor_rgb(umi), T.floor_rgb(umi - 4)
        assert sea.shape == (T.SIZE, T.SIZE, 3)
        assert tuple(sea[10, 10]) == (0, 0, 200)  # the pack's blue tile, far row
        assert tuple(sea[2 * T.TILE + 10, 10]) == (0, 0, 144)  # the centre strip stays darker
        assert np.array_equal(forest, T.our_floor(umi - 4))  # no tile for that terrain: ours
    finally:
        T.floor_rgb.cache_clear()
