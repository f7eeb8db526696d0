"""The campaign map's music follows the story (presentation.md §11): 0x0A0, then 0x0B0 after the tournament."""

from __future__ import annotations

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
