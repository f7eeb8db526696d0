"""A whole campaign from New Game to the credits, driven by the pad (issue 16: keep it working).

Every duel is replaced by the conftest's hook (the rank and reward screens stay real); Heishin's
coup duel is lost as the story wants (R15.4), every other duel won. The map's forced entry is
taken first (the kidnapping as soon as it is on offer), scenes and prompts are answered as a
player would, and the labyrinth's forks are walked the right way.
"""

from __future__ import annotations

from game.career.campaign import is_done
from game.career.save import load_slot
from game.scenes.career.campaign_map import CampaignScene, EndingScene
from game.scenes.career.kit import AskScene
from game.scenes.career.newgame import StarterScene
from game.scenes.career.slots import SlotScene
from game.scenes.career.story import StoryScene
from game.scenes.title import TitleScene

from .conftest import D_POW_COUNTERS, S_POW_COUNTERS


class _Outcomes(list):
    """The hook's results: a loss against Heishin's coup duel (id 8), a win against anyone else."""

    def __init__(self, game) -> None:
        super().__init__()
        self.game = game

    def pop(self, index: int = -1):
        lose = self.game.setups[-1].opponent == 8
        return (1, D_POW_COUNTERS, 0) if lose else (0, S_POW_COUNTERS, 0)


def _answer(game, camp: CampaignScene) -> None:
    ask = game.top
    if ask.title == "LABYRINTH":  # the fork of the beat being played
        beat = camp.run.beats[camp.run.i]
        game.tap(*(["down"] if beat.correct == "right" else []), "cross")
    else:  # Proceed, Run away, Duel, OK: the first answer
        game.tap("cross")


def test_new_game_to_the_credits_through_every_story_stage(game, saves, db):
    game.tap("start")
    game.choose("New Game")
    game.type_text("ATEM")
    game.tap("start")
    assert isinstance(game.top, StarterScene)
    career = game.top.career
    game.tap("cross", "cross")  # the starter deck, slot 1
    game.hook(career)
    game.results = _Outcomes(game)
    camp = game.find(CampaignScene)
    visited = []
    shots = {"sadin": "career-story-secret-door", "labyrinth": "career-story-kidnapping",
             "last_stand": "career-story-finale"}
    for _ in range(3000):
        top = game.top
        if isinstance(top, EndingScene):
            break
        if top is camp:
            forced = [e for e in camp.entries if e != "shop" and e.forced]
            event = [e for e in forced if e.event]
            pick = (event or forced)[0]
            visited.append(pick.id)
            game.move_to(camp.entries.index(pick), "cross")
        elif isinstance(top, AskScene):
            _answer(game, camp)
        else:  # story scenes, rank and reward screens
            assert isinstance(top, StoryScene) or type(top).__name__ in ("RankScene", "RewardScene"), type(top)
            if isinstance(top, StoryScene) and top.stage.id in shots and top.shown == len(top.lines[top.line]):
                game.shot(shots.pop(top.stage.id))
            game.tap("cross")
    else:
        raise AssertionError(f"the campaign did not end; last stages {visited[-5:]}")
    save = career.save
    assert save.flag("complete") == 1 and is_done(save, "labyrinth")
    forced = {7} | set(range(9, 19)) | set(range(21, 39))
    assert forced <= save.defeated  # every forced duelist beaten, Seto 2nd included
    assert [s.opponent for s in game.setups if s.opponent == 8] == [8]  # the coup was lost once
    assert visited[0] == "festival" and "labyrinth" in visited  # the opening played by itself
    game.shot("career-ending")
    game.tap("cross")  # "Save your completed game?" Yes
    game.tap("cross")
    assert isinstance(game.top, SlotScene)
    game.tap("cross", "down", "cross", "circle")  # over slot 1: asks first
    assert load_slot(1, saves).flag("complete") == 1
    game.tap("cross")  # the credits
    assert isinstance(game.top, TitleScene)
