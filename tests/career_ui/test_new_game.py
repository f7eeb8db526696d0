"""New Game through the pad (R15.21, R1.2): name entry, starter deck, slot, opening, first duel."""

from __future__ import annotations

from game.career.save import load_slot
from game.scenes.career.campaign_map import CampaignScene
from game.scenes.career.keyboard import KeyboardScene
from game.scenes.career.kit import AskScene
from game.scenes.career.newgame import StarterScene
from game.scenes.career.slots import SlotScene
from game.scenes.career.story import StoryScene
from game.scenes.menu import MainMenuScene


def test_new_game_name_entry_starter_deck_slot_opening_and_first_campaign_duel(game, saves):
    game.tap("start")
    assert isinstance(game.top, MainMenuScene) and game.top.selected == "New Game"
    game.tap("cross")
    assert isinstance(game.top, KeyboardScene)
    game.type_text("YUGIOHX")  # seven letters: the seventh is refused (R15.21: at most 6)
    assert game.top.text == "YUGIOH" and "At most 6" in game.top.error
    game.tap("square", "square")  # delete two
    assert game.top.text == "YUGI"
    game.tap("start")
    assert isinstance(game.top, StarterScene)
    career = game.top.career
    assert career.save.name == "YUGI" and len(career.save.deck) == 40  # R15.13
    assert career.save.seen == frozenset(career.save.deck) and career.save.starchips == 0  # R15.15, R15.21
    assert career.save.code != 0
    game.shot("career-starter-deck")
    game.tap("cross")
    assert isinstance(game.top, SlotScene)
    game.tap("down", "cross")  # slot 2
    assert load_slot(2) == career.save  # written at once, so Continue finds it
    assert career.slot == 2 and not career.dirty
    # the loaded menu is under the campaign, which plays the opening by itself (R1.2)
    assert isinstance(game.app.stack.scenes[0], MainMenuScene) and game.app.stack.scenes[0].career is career
    assert isinstance(game.top, StoryScene) and game.top.stage.id == "opening"
    game.hook(career)
    for _ in range(len(game.top.lines)):
        game.tap("cross", "cross")  # finish typing, then next
    assert isinstance(game.top, AskScene) and game.top.options == ["Run away", "Keep listening"]
    game.tap("cross")  # run away
    game.tap("cross", "cross")  # the prince slips out
    camp = game.top
    assert isinstance(camp, CampaignScene)
    assert [getattr(e, "id", e) for e in camp.entries][:3] == ["festival", "simon", "teana"]
    game.shot("career-campaign-map")

    game.tap("down", "cross")  # Sparring with Simon
    assert isinstance(game.top, StoryScene)
    game.tap("cross", "cross")
    assert isinstance(game.top, AskScene) and game.top.options == ["Duel", "Pass"]  # optional (R15.1)
    game.results.append((0, (3, 0, 0, 0, 0, 0, 8, 8000, 0, 0), 2))
    game.tap("cross")
    setup = game.setups[0]
    assert setup.opponent == 1 and setup.deck0 == career.save.deck and setup.label == "Campaign"
