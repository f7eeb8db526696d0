"""The campaign map's music follows the story (presentation.md §11): 0x0A0, then 0x0B0 after the tournament."""

from __future__ import annotations

import pytest

from game.career.campaign import load_campaign
from game.scenes.career.campaign_map import CampaignScene

from .careerkit import campaign_save

BEFORE = ("opening", "simon", "teana", "villager1", "villager2", "villager3", "festival", "jono", "seto", "coup")
TOURNAMENT = ("awakening", "rex", "weevil", "mai", "keith", "interlude", "shadi", "bakura", "pegasus", "isis", "kaiba")


def test_the_map_theme_changes_once_the_tournament_is_over(game, saves, db):
    chapters = [c.id for c in load_campaign(db).chapters]
    assert chapters[:2] == ["egypt1", "tournament"]
    game.open_slot(campaign_save(db, *BEFORE))
    camp = game.top
    assert isinstance(camp, CampaignScene) and camp.music == "campaign_map"
    assert game.app.audio.music_wanted == "campaign_map"


def test_after_the_tournament_the_map_plays_its_second_theme(game, saves, db):
    game.open_slot(campaign_save(db, *BEFORE, *TOURNAMENT))
    camp = game.top
    assert isinstance(camp, CampaignScene) and camp.music == "campaign_map_late"
    assert game.app.audio.music_wanted == "campaign_map_late"


def _story_through(db, chapters: int, *more: str) -> tuple[str, ...]:
    camp = load_campaign(db)
    return tuple(st.id for ch in camp.chapters[:chapters] for st in ch.stages if st.required) + more


def test_the_shrines_and_the_last_chapter_have_map_themes_of_their_own(game, saves, db):
    """Issue 24: the Five Shrines map and the Forbidden Ruins map each play their own theme."""
    game.open_slot(campaign_save(db, *_story_through(db, 3)))
    camp = game.top
    assert camp.shown.id == "shrines" and camp.music == "shrines" and game.app.audio.music_wanted == "shrines"


def test_the_finale_map_plays_its_theme(game, saves, db):
    game.open_slot(campaign_save(db, *_story_through(db, 4, "labyrinth")))
    camp = game.top
    assert camp.shown.id == "finale" and camp.music == "campaign_finale"
    assert game.app.audio.music_wanted == "campaign_finale"


@pytest.mark.parametrize(("chapters", "kind", "song"), [(0, "shop", "shop"), (3, "hiding_shop", "shop_hidden")])
def test_each_card_shop_plays_its_own_theme(game, saves, db, chapters, kind, song):
    from game.scenes.career.campaign_map import ShopScene

    game.open_slot(campaign_save(db, *_story_through(db, chapters, "opening")))
    camp = game.top
    game.tap("up")  # the list wraps to its last row: the card shop
    assert camp.entries[camp.cursor.index] == "shop"
    game.tap("cross")
    assert isinstance(game.top, ShopScene) and game.top.music == kind
    assert game.app.audio.music_wanted == song
    game.tap("circle")  # leave the shop: the map's theme again
    assert game.app.audio.music_wanted == camp.music
