"""The committed card-art atlases: every card has its own picture, of its subject, at both sizes."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.gfx.card_art import BIG, THUMB, CardArt

REPO = Path(__file__).resolve().parents[2]
SPRITES = REPO / "sprites"
# Perceptual distance: grey pictures box-averaged to 16x16, mean absolute difference (0..1).
# The same picture moved one pixel scores about 0.009 and made 4% brighter about 0.014: changes
# a viewer does not notice. Two cards of one type must score at least 0.02, well past both.
VISIBLE_DIFFERENCE = 0.02


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.display.init()
    return CardArt(SPRITES)


def _grey16(surface: pygame.Surface) -> np.ndarray:
    rgb = pygame.surfarray.array3d(surface).transpose(1, 0, 2).astype(float)
    grey = rgb @ np.array([0.299, 0.587, 0.114])
    h, w = grey.shape
    side = min(h, w) // 16 * 16
    y0, x0 = (h - side) // 2, (w - side) // 2
    k = side // 16
    return grey[y0 : y0 + side, x0 : x0 + side].reshape(16, k, 16, k).mean(axis=(1, 3)) / 255


def test_manifest_covers_every_card_with_rects_inside_their_atlases(art):
    assert art.ids() == list(range(1, 723))
    sizes = {}
    for card in art.ids():
        entry = art.manifest["cards"][str(card)]
        for which, (w, h) in (("big", BIG), ("small", THUMB)):
            name, x, y, ew, eh = entry[which]
            if name not in sizes:
                sizes[name] = pygame.image.load(str(SPRITES / name)).get_size()
            assert (
                (ew, eh) == (w, h)
                and 0 <= x
                and x + w <= sizes[name][0]
                and 0 <= y
                and y + h <= sizes[name][1]
            )
    assert art.big(1).get_size() == BIG and art.thumb(1).get_size() == THUMB
    assert len(art.manifest["source_digest"]) == 16


def test_no_two_cards_share_a_picture(art):
    big = {hashlib.sha256(pygame.image.tobytes(art.big(c), "RGB")).digest() for c in art.ids()}
    small = {hashlib.sha256(pygame.image.tobytes(art.thumb(c), "RGB")).digest() for c in art.ids()}
    assert len(big) == len(small) == 722


def test_cards_of_the_same_type_differ_visibly(art, db):
    from game.db.vocab import TYPE_NAMES

    grey = {c: _grey16(art.big(c)).ravel() for c in art.ids()}
    for ctype in range(len(TYPE_NAMES)):
        ids = [c for c in art.ids() if int(db.type[c]) == ctype]
        if len(ids) < 2:
            continue
        x = np.stack([grey[c] for c in ids])
        dist = np.abs(x[:, None, :] - x[None, :, :]).mean(axis=2)
        np.fill_diagonal(dist, 1.0)
        i, j = np.unravel_index(dist.argmin(), dist.shape)
        assert dist[i, j] >= VISIBLE_DIFFERENCE, (TYPE_NAMES[ctype], ids[i], ids[j], dist[i, j])


def test_the_thumbnail_is_the_same_picture_as_the_big_art(art):
    """A thumbnail is its card's picture redrawn small: nearly always (95%) it looks more like its own big
    picture than like any of the 721 others, and never further from it than from a typical other card."""

    def blocks(surface: pygame.Surface) -> np.ndarray:
        rgb = pygame.surfarray.array3d(surface).transpose(1, 0, 2).astype(float)
        return rgb.reshape(8, 4, 10, 4, 3).mean(axis=(1, 3)).ravel() / 255

    ids = art.ids()
    crop = pygame.Rect(0, 7, 102, 82)  # the thumbnail's view of the big picture
    bigs = np.stack([blocks(pygame.transform.smoothscale(art.big(c).subsurface(crop), THUMB)) for c in ids])
    nearest_is_own = 0
    for n, card in enumerate(ids):
        dist = np.abs(bigs - blocks(art.thumb(card))).mean(axis=1)
        nearest_is_own += int(dist.argmin()) == n
        assert dist[n] < np.median(dist), card
    assert nearest_is_own >= 0.95 * len(ids)


def test_thumbnails_read_as_pictures_not_noise(art):
    """A thumbnail is drawn, not shrunk: a few dozen colours (a smoothscaled picture has hundreds)
    laid in flat runs (outlined shapes and banded sky; noise has almost no equal neighbours)."""
    for card in art.ids()[::7]:
        px = pygame.surfarray.array3d(art.thumb(card)).astype(int)
        colours = len(np.unique(px.reshape(-1, 3), axis=0))
        assert 8 <= colours <= 128, (card, colours)
        flat = (np.abs(np.diff(px, axis=0)).sum(axis=2) == 0).mean()
        assert flat > 0.15, (card, flat)


def test_the_lexicon_picks_the_subject_fans_know():
    from tools.card_art.compose import describe
    from tools.make_card_art import load_cards

    cards = {c.id: c for c in load_cards(REPO / "data")}
    want = {
        60: "fish",
        8: "mushroom",
        1: "dragon",
        336: "pit",
        337: "bolts",
        22: "figure",
        58: "blob",
        62: "figure",
        35: "figure",
        57: "insect",
        89: "turtle",
        330: "field_land",
        683: "trap_scene",
        301: "equip_weapon",
        665: "ritual",
        515: "statue",
    }
    got = {cid: describe(cards[cid])[0] for cid in want}
    assert got == want
    assert describe(cards[60])[1]["fish"] == "shark"
    assert describe(cards[1])[1]["colour"] == "white"  # Blue-eyes colours the eyes, not the dragon
    assert describe(cards[82])[1]["colour"] == "black"  # Red-eyes B. Dragon
    assert describe(cards[35])[1]["hat"] == "wizard"
    assert describe(cards[22])[1]["head"] == "skull" and describe(cards[22])[1]["wings"] == "bat"
    monsters = [c for c in cards.values() if c.kind == "monster"]
    by_words = sum(describe(c)[2] for c in monsters)
    assert by_words / len(monsters) > 0.85  # most names hit a word; the rest use the type's body plan


def test_committed_card_art_is_up_to_date():
    from tools.make_card_art import main

    assert main(["--check"]) == 0


def test_check_fails_when_a_pixel_or_the_manifest_is_stale(tmp_path):
    from tools.make_card_art import MANIFEST, main

    out = tmp_path / "sprites"
    shutil.copytree(SPRITES, out)
    page = out / "card_art_big_03.png"
    surf = pygame.image.load(str(page))
    surf.set_at((5, 5), (1, 2, 3))
    pygame.image.save(surf, str(page))
    assert main(["--check", "--out", str(out)]) == 1
    shutil.copy(SPRITES / page.name, page)
    assert main(["--check", "--out", str(out)]) == 0
    (out / MANIFEST).write_text("{}", encoding="utf-8")
    assert main(["--check", "--out", str(out)]) == 1


def test_broken_card_data_is_named_not_drawn(tmp_path, capsys):
    from tools.make_card_art import main

    data = tmp_path / "data"
    shutil.copytree(REPO / "data", data)
    cards = data / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("attribute: Dark, level: 6", "attribute: Murk, level: 6", 1),
                     encoding="utf-8")
    assert main(["--check", "--data", str(data), "--out", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert "make_card_art: invalid data" in err and "cards.yaml" in err and "attribute" in err


def test_contact_sheets_hold_every_picture_under_its_id_and_name(art, db):
    from game.gfx.contact import card_art_sheets
    from game.gfx.font import load_font

    font = load_font(SPRITES)
    sheets = card_art_sheets(db.names, font, art)
    assert len(sheets) == -(-722 // 48)
    first = sheets[0]
    assert np.array_equal(
        pygame.surfarray.array3d(first.subsurface((4, 4, *BIG))), pygame.surfarray.array3d(art.big(1))
    )
    label = first.subsurface((4, 4 + BIG[1] + 2, BIG[0], 8))
    assert (
        len(np.unique(pygame.surfarray.array3d(label).reshape(-1, 3), axis=0)) > 1
    )  # "001 Blue-eyes..." is written
    last = card_art_sheets(db.names, font, art, ids=[722])[0]
    assert np.array_equal(
        pygame.surfarray.array3d(last.subsurface((4, 4, *BIG))), pygame.surfarray.array3d(art.big(722))
    )
    thumbs = card_art_sheets(db.names, font, art, size="thumb")
    assert len(thumbs) == -(-722 // 120) and thumbs[0].get_width() == 12 * 44 + 4
