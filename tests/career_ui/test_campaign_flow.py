"""Campaign steps driven by the pad: a won duel's rewards, a loss's Game Over and retry, Heishin."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support.saves import DECK

from game.career.campaign import is_done, load_campaign
from game.career.model import new_save
from game.rules import rank as rank_rules
from game.scenes.career.campaign_map import CampaignScene
from game.scenes.career.kit import AskScene
from game.scenes.career.rewards import RewardScene
from game.scenes.career.story import GameOverScene, StoryScene
from game.scenes.menu import MainMenuScene
from game.scenes.title import TitleScene

from .careerkit import campaign_save
from .conftest import D_POW_COUNTERS, S_POW_COUNTERS


def test_r15_3_campaign_loss_is_game_over_retry_then_r13_win_rewards(game, saves, db):
    career = game.open_slot(campaign_save(db, "opening", "festival"))
    game.hook(career)
    camp = game.top
    assert isinstance(camp, CampaignScene) and camp.entries[0].id == "seto"
    game.tap("cross")
    game.run(40)
    game.shot("career-story")
    game.read_story()
    assert isinstance(game.top, AskScene) and game.top.options == ["Duel"]  # forced: no Pass (R15.1)
    game.results.append((1, D_POW_COUNTERS, 0))
    game.tap("cross")
    assert game.setups[-1].opponent == 7
    game.finish_rank()
    assert isinstance(game.top, GameOverScene)  # R15.3
    game.shot("career-game-over")
    assert career.save.losses[7] == 1 and 7 not in career.save.defeated
    dropped = 300
    game.results.append((0, S_POW_COUNTERS, dropped))
    game.tap("cross")  # Retry the same duel
    assert game.setups[-1].opponent == 7
    game.finish_rank()
    assert isinstance(game.top, RewardScene)
    game.shot("career-reward")
    expected = rank_rules.rank(db, S_POW_COUNTERS, "lp")
    assert expected.name == "S-POW" and expected.starchips == 5  # R13.7, R13.10
    save = career.save
    assert save.starchips == 5 and save.trunk[dropped] == 1 and save.recent[0] == dropped  # R13.15
    assert dropped in save.seen and save.wins[7] == 1
    assert 7 in save.defeated and save.is_unlocked(7)  # R15.5
    game.tap("cross")
    game.read_story()
    assert isinstance(game.top, CampaignScene) and is_done(career.save, "seto")
    assert game.top.entries[0].id == "coup"


def _duel_heishin(game, saves, db, *results):
    """Loads a save before the coup and fights Heishin in the palace, the duels ending with results."""
    career = game.open_slot(campaign_save(db, "opening", "festival", "seto"))
    game.hook(career)
    game.tap("cross")  # Fire in the palace
    game.read_story()
    game.results += list(results)
    game.tap("cross")
    return career


def test_r15_4_heishin_win_replays_the_duel_and_the_scripted_loss_moves_the_story_on(game, saves, db):
    career = _duel_heishin(game, saves, db, (0, D_POW_COUNTERS, 0), (1, D_POW_COUNTERS, 0))
    game.finish_rank()
    assert isinstance(game.top, RewardScene) and career.save.starchips == 1  # D-POW: 1 starchip
    assert career.save.is_unlocked(8)  # D-27: Heishin unlocks on a win
    game.tap("cross")
    assert isinstance(game.top, AskScene)  # "Heishin rises again"
    game.tap("cross")
    assert [s.opponent for s in game.setups] == [8, 8]
    game.finish_rank()
    game.read_story()
    assert isinstance(game.top, CampaignScene)
    assert career.save.flag("chapter") == 1 and game.top.entries[0].id == "awakening"


def test_game_over_title_drops_unsaved_progress(game, saves, db):
    career = game.open_slot(campaign_save(db, "opening", "festival"))
    game.hook(career)
    game.tap("cross")
    game.read_story()
    game.results.append((1, D_POW_COUNTERS, 0))
    game.tap("cross")
    game.finish_rank()
    game.tap("down", "cross")  # Return to title
    assert isinstance(game.top, TitleScene) and len(game.app.stack.scenes) == 1


@pytest.mark.parametrize("deck_size", [39])
def test_r1_3_campaign_refuses_a_deck_that_is_not_40_cards(game, saves, db, deck_size):
    save = campaign_save(db, "opening", "festival")
    from dataclasses import replace

    trunk = list(save.trunk)
    trunk[save.deck[-1]] += 1
    career = game.open_slot(replace(save, deck=save.deck[:deck_size], trunk=tuple(trunk)))
    game.hook(career)
    game.tap("cross")
    game.read_story()
    assert isinstance(game.top, AskScene) and "CAMPAIGN MODE" in game.top.lines[0]
    assert game.setups == []


def test_m17_finale_run_then_ending_save_prompt_credits_and_title(game, saves, db):
    from game.career.save import load_slot
    from game.scenes.career.campaign_map import EndingScene
    from game.scenes.career.slots import SlotScene
    from game.scenes.duel.rank_screen import RankScene

    camp = load_campaign(db)
    story = [st.id for ch in camp.chapters[:4] for st in ch.stages if st.required] + ["labyrinth"]
    career = game.open_slot(campaign_save(db, *story))
    game.hook(career)
    assert [e.id for e in game.top.entries if hasattr(e, "id")] == ["last_stand"]
    game.results += [(0, S_POW_COUNTERS, 0)] * 6
    game.tap("cross")
    for _ in range(80):
        if isinstance(game.top, EndingScene):
            break
        assert isinstance(game.top, StoryScene | AskScene | RankScene | RewardScene), type(game.top)
        game.tap("cross")
    assert [s.opponent for s in game.setups] == [33, 34, 35, 36, 37, 38]  # the labyrinth was already walked
    assert career.save.flag("complete") == 1 and 38 in career.save.defeated
    assert career.save.options.autosave and not load_slot(1, saves).wins[33]  # no autosave inside the finale
    assert game.app.audio.music_wanted == "ending"  # issue 24: the ending and the credits have their own themes
    game.tap("cross")  # -> "Save your completed game?" Yes
    game.tap("cross")
    assert isinstance(game.top, SlotScene)
    game.tap("cross")  # slot 1 holds the career's last save: asks first
    assert isinstance(game.top, AskScene) and game.top.title == "OVERWRITE?"
    game.tap("down", "cross", "circle")
    assert load_slot(1, saves).flag("complete") == 1
    assert isinstance(game.top, EndingScene) and game.top.page == 2  # credits
    assert game.app.audio.music_wanted == "credits"
    game.tap("cross")
    assert isinstance(game.top, TitleScene) and len(game.app.stack.scenes) == 1


def test_r15_2_card_shop_saves_builds_and_returns_to_the_loaded_menu(game, saves, db):
    from game.career.save import load_slot
    from game.scenes.career.campaign_map import ShopScene
    from game.scenes.career.deckedit import DeckEditScene
    from game.scenes.career.keyboard import KeyboardScene
    from game.scenes.career.slots import SlotScene

    career = game.open_slot(campaign_save(db, "opening"))
    camp = game.top
    game.tap(*["up"])  # the list wraps to its last row: the card shop
    assert camp.entries[camp.cursor.index] == "shop"
    game.tap("cross")
    assert isinstance(game.top, ShopScene)
    game.shot("career-card-shop")
    game.tap("cross")  # Save
    assert isinstance(game.top, SlotScene)
    game.tap("cross")  # over slot 1: asks first, No is the default
    assert isinstance(game.top, AskScene) and game.top.options == ["No", "Yes"]
    game.tap("down", "start", "circle")  # Start accepts a Yes/No answer
    assert load_slot(1, saves) == career.save and not career.dirty
    game.tap("down", "cross")  # Build Deck
    assert isinstance(game.top, DeckEditScene)
    game.tap("square", "down", "down", "cross")  # Save deck as...
    assert isinstance(game.top, KeyboardScene)
    game.tap("cross", "start")  # "A"
    assert [name for name, _ in career.save.decks] == ["A"] and career.save.decks[0][1] == career.save.deck
    game.tap("square", *["down"] * 5, "cross")  # Clear deck
    assert career.save.deck == ()
    game.tap("square", "down", "down", "down", "cross", "cross")  # Use a saved deck: "A"
    assert career.save.deck == DECK
    game.tap("circle", "down", "cross")  # leave Build Deck; Return to Title = the loaded menu (R1.4)
    assert isinstance(game.top, MainMenuScene) and game.top.career is career
    assert len(game.app.stack.scenes) == 1


def test_shrines_map_offers_seto_2nd_with_two_shrines_cleared(game, saves, db):
    camp = load_campaign(db)
    story = [st.id for ch in camp.chapters[:3] for st in ch.stages if st.required] + ["sea", "desert"]
    game.open_slot(campaign_save(db, *story))
    ids = [getattr(e, "id", e) for e in game.top.entries]
    assert ids == ["forest", "mountain", "meadow", "labyrinth", "grounds_jono2", "grounds_teana2",
                   "grounds_villager1b", "grounds_villager2b", "shop"]  # R15.7 window open; the grounds are back
    game.tap("down", "down", "down")
    game.shot("career-campaign-shrines")


def _fork(game, way: str) -> None:
    assert isinstance(game.top, AskScene) and game.top.options == ["Left", "Right"]
    game.tap(*(["down"] if way == "right" else []), "cross")


def _win(game) -> None:
    game.results.append((0, S_POW_COUNTERS, 0))
    game.tap("cross")  # the forced duel prompt (or the dead-end notice)
    game.finish_rank()
    game.tap("cross")  # rewards


def _two_shrines_cleared(game, saves, db):
    """Loads a career with Egypt II done and two shrines cleared (the kidnapping's window, R15.7)."""
    camp = load_campaign(db)
    story = [st.id for ch in camp.chapters[:3] for st in ch.stages if st.required] + ["sea", "desert"]
    career = game.open_slot(campaign_save(db, *story))
    game.hook(career)
    return career


def test_labyrinth_wrong_turn_costs_a_duel_and_restarts_the_forks_then_seto_2nd(game, saves, db):
    career = _two_shrines_cleared(game, saves, db)
    game.tap("down", "down", "down", "cross")  # A kidnapping
    game.read_story()
    _win(game)  # Labyrinth Mage
    _fork(game, "right")
    _fork(game, "left")  # wrong: the second fork is right
    assert "dead end" in game.top.lines[0]
    _win(game)  # the Labyrinth Mage again
    for way in ("right", "right", "left", "right"):  # back at the first fork
        _fork(game, way)
    game.read_story()  # Teana found, Seto waits
    _win(game)  # Seto 2nd
    game.read_story()
    assert [s.opponent for s in game.setups] == [31, 31, 32]
    assert is_done(career.save, "labyrinth") and 32 in career.save.defeated
    assert isinstance(game.top, CampaignScene) and "labyrinth" not in [getattr(e, "id", e) for e in game.top.entries]


def _go(game, stage_id: str) -> None:
    """Opens a stage on the campaign map (the shop entry has no id)."""
    game.move_to([getattr(e, "id", e) for e in game.top.entries].index(stage_id), "cross")


def _win_teana_then_lose_to_seto(game, career):
    game.hook(career)
    _go(game, "teana")
    game.read_story()
    assert isinstance(game.top, AskScene) and game.top.options == ["Duel", "Pass"]
    game.results += [(0, S_POW_COUNTERS, 300), (1, D_POW_COUNTERS, 0)]
    game.tap("cross")
    game.finish_rank()
    assert isinstance(game.top, RewardScene)
    reward_text = game.words()
    game.tap("cross")
    game.read_story()
    assert isinstance(game.top, CampaignScene) and is_done(career.save, "teana")
    _go(game, "seto")  # the forced duel
    game.read_story()
    game.tap("cross")
    game.finish_rank()
    assert isinstance(game.top, GameOverScene)
    return reward_text, game.text()


def test_d02_autosave_writes_each_campaign_win_never_a_loss_and_game_over_says_nothing_is_lost(game, saves, db):
    from game.career.save import load_slot

    career = game.open_slot(campaign_save(db, "opening", "festival"))  # a new career: autosave on
    reward, over = _win_teana_then_lose_to_seto(game, career)
    assert "Progress saved to slot 1." in reward
    disk = load_slot(1, saves)
    assert is_done(disk, "teana") and disk.wins[2] == 1 and disk.trunk[300] == 1  # the win and its story step
    assert disk.losses[7] == 0 and career.save.losses[7] == 1  # R15.3: a loss is never written
    assert "loses nothing" in over
    game.shot("career-game-over-saved")


def test_classic_saves_nothing_and_game_over_lists_what_the_title_would_lose(game, saves, db):
    from game.career.model import Options
    from game.career.save import load_slot

    career = game.open_slot(replace(campaign_save(db, "opening", "festival"), options=Options(autosave=False)))
    reward, over = _win_teana_then_lose_to_seto(game, career)
    assert "Not saved yet: save at a card shop." in reward
    assert load_slot(1, saves).wins[2] == 0  # classic: only the card shops save
    assert "Returning to the title loses what is not saved:" in over
    for line in ("- 1 duel win", "- 5 starchips", f"- 1 new card: {db.names[300]}",
                 "- 1 duelist unlocked for Free Duel", "- 1 story step"):
        assert line in over, over
    game.shot("career-game-over")
    game.tap("down", "cross")  # Return to title: the slot still holds the old save
    assert isinstance(game.top, TitleScene) and load_slot(1, saves).wins[2] == 0


def test_card_shop_entry_in_the_list_says_what_the_shop_does_and_opens(game, saves, db):
    """The map says how many things there are to do; the list (Triangle, issue 33's overlay) shows them all,
    the shop with what it does; walked to, the shop is the thing to do under the map's cursor."""
    from game.scenes.career.campaign_map import ShopScene

    game.open_slot(campaign_save(db, "opening"))
    camp = game.top
    assert len(camp.entries) == 7 and camp.entries[-1] == "shop"  # festival, five optional duels, the shop
    text = game.text()
    assert "1/7 things to do" in text and "buy" not in text.lower()
    game.shot("career-campaign-map")
    game.tap("triangle")
    text = game.text()
    assert "Card Shop: save, build your deck" in text and "buy" not in text.lower()
    game.tap("triangle")
    game.tap(*["down"] * 6)
    text = game.text()
    assert "Card Shop: save, build your deck" in text and "below" not in text
    game.shot("career-campaign-map-shop")
    game.tap("cross")
    assert isinstance(game.top, ShopScene)


def test_visiting_the_dueling_grounds_with_two_shrines_cleared_plays_the_kidnapping_as_a_forced_event(game, saves, db):
    _two_shrines_cleared(game, saves, db)
    game.tap("triangle")  # the list of things to do
    assert "EVENT" in game.text()
    game.tap("triangle")
    _go(game, "grounds_jono2")  # a duel at the grounds: the kidnapping comes first
    assert isinstance(game.top, StoryScene) and game.top.stage.id == "labyrinth"
    game.read_story()
    assert isinstance(game.top, AskScene) and game.top.options == ["Duel"]  # forced: no Pass (R15.1)


def test_egypt_i_optional_duels_can_be_fought_again_and_again(game, saves, db):
    career = game.open_slot(campaign_save(db, "opening", "simon"))
    game.hook(career)
    game.tap("triangle")  # the list of things to do
    assert "simon" in [getattr(e, "id", e) for e in game.top.entries] and "again" in game.text()
    game.tap("triangle")
    for n in (1, 2):
        _go(game, "simon")
        game.read_story()
        game.results.append((0, S_POW_COUNTERS, 0))
        game.tap("cross")
        game.finish_rank()
        game.tap("cross")
        game.read_story()
        assert isinstance(game.top, CampaignScene) and career.save.wins[1] == n


def test_keep_listening_three_times_runs_the_lesson_to_bedtime_then_the_map(game, saves, db):

    game.open_slot(new_save("JONO", 77, DECK))
    game.read_story()  # the lesson's first lines
    for _ in range(3):
        assert isinstance(game.top, AskScene) and game.top.options == ["Run away", "Keep listening"]
        game.tap("down", "cross")
        lines = game.top.lines
        game.read_story()
    assert "asleep" in " ".join(lines)  # the third passage is bedtime
    game.read_story()
    assert isinstance(game.top, CampaignScene) and is_done(game.top.career.save, "opening")


def test_after_the_ending_the_map_offers_the_duelists_the_story_left_behind(game, saves, db):
    camp = load_campaign(db)
    story = [st.id for ch in camp.story for st in ch.stages if st.required]
    game.open_slot(campaign_save(db, *story))
    scene = game.top
    assert scene.shown.after_ending and "MEMORIES" in game.text()
    offered = {o for e in scene.entries if e != "shop" for o in e.opponents}
    assert offered == {1, 2, 3, 4, 5, 8, 19, 20}  # all but the two R15.7 allows to miss, and the forced ones
    game.shot("career-epilogue")


def test_d27_the_loaded_games_options_unlock_heishin_on_the_scripted_loss(game, saves, db):
    from game.scenes.options import ROWS, OptionsScene

    career = game.open_slot(campaign_save(db, "opening", "festival", "seto"), "Options")
    options = game.top
    assert isinstance(options, OptionsScene) and not career.save.options.unlock_heishin_on_loss
    game.tap(*["down"] * [r.label for r in ROWS].index("Heishin unlock"))
    assert "On a win" in game.text()
    game.tap("right")
    assert career.save.options.unlock_heishin_on_loss and career.dirty
    assert "Also on loss" in game.text()
    game.shot("options-loaded-game")
    game.tap("circle")
    game.choose("Campaign")
    game.hook(career)
    _go(game, "coup")
    game.read_story()
    game.results.append((1, D_POW_COUNTERS, 0))  # the scripted loss straight away
    game.tap("cross")
    game.finish_rank()
    game.read_story()
    assert is_done(career.save, "coup") and career.save.is_unlocked(8) and 8 not in career.save.defeated


@pytest.mark.parametrize("speed, per_frame", [("slow", 1), ("fast", 4)])
def test_story_prompts_type_out_at_the_text_speed_and_a_press_shows_them_whole(game, saves, db, speed, per_frame):
    game.app.config.set("game.text_speed", speed)
    career = game.open_slot(campaign_save(db, "opening", "festival"))
    game.hook(career)
    _go(game, "teana")
    game.read_story()
    ask = game.top
    assert isinstance(ask, AskScene) and not ask.typing  # the harness waited for the whole line
    ask.shown = 0  # type it again, frame by frame
    game.run(3)
    assert ask.typing and ask.shown == 3 * per_frame
    assert "Duel" not in game.text().split("\n")  # the answers wait for the text
    game.pad.press("cross")
    game.run(1)
    game.pad.release("cross")
    game.run(1)
    assert not ask.typing and game.top is ask and "Duel" in game.text().split("\n")  # shown whole, nothing picked


def test_the_classic_preset_also_turns_the_loaded_games_autosave_off(game, saves, db):
    from game.scenes.options import ROWS, OptionsScene

    career = game.open_slot(campaign_save(db, "opening", "festival", "seto"), "Options")
    assert isinstance(game.top, OptionsScene) and career.save.options.autosave
    game.tap(*["down"] * [r.label for r in ROWS].index("Preset"))
    game.tap("left")                                     # Classic: as the PlayStation played
    assert not career.save.options.autosave and career.dirty
    assert game.app.config.get("game.fusion_hint") is False
    game.tap("right")                                    # Modern: autosave back on with the hints
    assert career.save.options.autosave and game.app.config.get("game.fusion_preview") is True


def test_the_results_give_way_to_the_reward_under_a_single_fade(game, saves, db):
    from game.scenes.duel.rank_screen import RankScene

    _duel_heishin(game, saves, db, (0, D_POW_COUNTERS, 0))
    assert isinstance(game.top, RankScene)
    while game.top.page + 1 < game.top.pages:  # to SPOILS; its confirm closes the results
        game.tap("cross")
    fades = []
    game.pad.press("cross")
    for _ in range(400):
        game.run(1)
        game.pad.release("cross")
        fade = game.app.stack.fade
        if fade is not None and (not fades or fades[-1] is not fade):
            fades.append(fade)
        if isinstance(game.top, RewardScene) and fade is None:
            break
    assert isinstance(game.top, RewardScene)
    assert len(fades) == 1  # not a fade out of the results and another into the reward
