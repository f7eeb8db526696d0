"""Card descriptions (game.db.describe): every non-monster card has one and it fits its box."""

from __future__ import annotations

import re

import pytest

from game.db.describe import DESC_LINES, DESC_W, describe, lines, wordings
from game.db.vocab import Kind


@pytest.fixture(scope="module")
def font():
    from game.app import default_sprites_dir
    from game.gfx.font import load_font

    return load_font(default_sprites_dir())


def _non_monsters(db) -> list[int]:
    return [c for c in range(1, len(db.names)) if int(db.kind[c]) != Kind.MONSTER]


def test_every_non_monster_card_has_a_description_that_fits_the_library_box(db, font):
    cards = _non_monsters(db)
    assert len(cards) == 101  # 27 magic, 6 field, 34 equip, 24 ritual, 10 trap
    for card in cards:
        shown = lines(db, card, font.width, DESC_W, DESC_LINES)
        assert shown, db.names[card]
        assert len(shown) <= DESC_LINES, (db.names[card], shown)
        for line in shown:
            assert font.width(line) <= DESC_W, (db.names[card], line)
            assert ".." not in line


def test_monsters_have_none(db, font):
    assert describe(db, 1) == "" and lines(db, 1, font.width) == []


def test_descriptions_come_from_the_effect_tables(db):
    # amounts, types and thresholds are read from the tables, so cards of one group differ by them
    assert "50 LP" in describe(db, db.card_id("Sparks"))
    assert "1000 LP" in describe(db, db.card_id("Tremendous Fire"))
    assert "Dragon" in describe(db, db.card_id("Dragon Capture Jar"))
    assert "Fish" in describe(db, db.card_id("Eternal Draught"))
    assert "1500" in describe(db, db.card_id("Crush Card"))
    assert "3000 ATK" in describe(db, db.card_id("Acid Trap Hole"))
    assert "any" in describe(db, db.card_id("Widespread Ruin"))
    assert "stops an attack" in describe(db, db.card_id("Fake Trap"))  # R8.8, third edition
    assert "+1000" in describe(db, db.card_id("Megamorph"))
    assert "Harpie Lady only" in describe(db, db.card_id("Elegant Egotist"))
    assert "3 x Blue-eyes White Dragon" in describe(db, db.card_id("Ultimate Dragon"))
    umi = describe(db, db.card_id("Umi"))
    assert "Fish" in umi and "Machine" in umi and "-500" in umi


def test_wider_boxes_get_the_more_detailed_wording(db, font):
    jar = db.card_id("Dragon Capture Jar")
    assert " ".join(lines(db, jar, font.width, 300, 2)) == wordings(db, jar)[0]
    assert len(" ".join(lines(db, jar, font.width, 300, 2))) > len(" ".join(lines(db, jar, font.width)))


def test_no_rule_ids_or_cut_words(db):
    for card in _non_monsters(db):
        for text in wordings(db, card):
            assert not re.search(r"\bR\d+\.\d+|\bD-\d+|\.yaml|margin|\.\.", text), text
