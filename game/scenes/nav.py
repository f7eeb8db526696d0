"""Screens by name: how one screen opens another without importing it.

    ctx.stack.push(ctx.screen(Screen.OPTIONS, career=career), fade=True)

A screen module never imports another screen module (tests/test_import_graph.py checks it): it asks
the context's ``Screens`` registry for a screen by its ``Screen`` key and gets a new scene. Each
key's value says where its class lives; the class is imported on first use, so start-up loads only
the screens it shows and no screen module depends on another one. Tests (and tools) may inject
their own factories for some keys.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any


class Screen(Enum):
    """Every screen another screen can open; the value is "module:Class" of its scene."""

    TITLE = "game.scenes.title:TitleScene"
    ATTRACT = "game.scenes.attract:AttractScene"
    MAIN_MENU = "game.scenes.menu:MainMenuScene"
    OPTIONS = "game.scenes.options:OptionsScene"
    REMAP = "game.scenes.remap:RemapScene"
    MODS = "game.scenes.mods:ModsScene"
    FREE_DUEL_SETUP = "game.scenes.duel.launcher:FreeDuelScene"
    REPLAYS = "game.scenes.duel.replay_viewer:ReplayListScene"
    DUEL = "game.scenes.duel.scene:DuelScene"
    DUEL_PAUSE = "game.scenes.duel.pause:DuelPauseScene"
    RANK = "game.scenes.duel.rank_screen:RankScene"
    VERSUS_SETUP = "game.scenes.versus.setup:VersusSetupScene"
    VERSUS_DUEL = "game.scenes.versus.scene:VersusDuelScene"
    TAG_SETUP = "game.scenes.tag.setup:TagSetupScene"
    TAG_DUEL = "game.scenes.tag.scene:TagDuelScene"
    SLOTS = "game.scenes.career.slots:SlotScene"
    STARTER = "game.scenes.career.newgame:StarterScene"
    KEYBOARD = "game.scenes.career.keyboard:KeyboardScene"
    MAKE_RUN = "game.scenes.career.randomized:MakeRunScene"
    CAMPAIGN = "game.scenes.career.campaign_map:CampaignScene"
    STORY = "game.scenes.career.story:StoryScene"
    GAME_OVER = "game.scenes.career.story:GameOverScene"
    REWARDS = "game.scenes.career.rewards:RewardScene"
    FREE_DUEL_GRID = "game.scenes.career.freeduel:FreeDuelGridScene"
    DECK_EDIT = "game.scenes.career.deckedit:DeckEditScene"
    DECK_MENU = "game.scenes.career.deckmenu:DeckMenuScene"
    DECK_DOCTOR = "game.scenes.career.deckdoctor:DeckDoctorScene"
    LIBRARY = "game.scenes.career.library:LibraryScene"
    CARD_PAGE = "game.scenes.career.library:CardPageScene"
    FARM_PLAN = "game.scenes.career.farmplan:FarmPlanScene"
    RELIEF = "game.scenes.career.relief:ReliefScene"
    PASSWORD = "game.scenes.career.password:PasswordScene"
    PLAY_WHERE = "game.scenes.online.menu:PlayWhereScene"
    WAITING = "game.scenes.online.waiting:WaitingScene"
    ROOMS = "game.scenes.online.rooms:RoomsScene"
    NET_DUEL = "game.scenes.online.duel:NetDuelScene"
    NET_TAG_DUEL = "game.scenes.online.tag_duel:NetTagDuelScene"


def scene_class(screen: Screen) -> type:
    """Imports and returns the scene class a key names."""
    module, _, name = screen.value.partition(":")
    return getattr(importlib.import_module(module), name)


class Screens:
    """The registry of screen factories: a key and the screen's arguments give a new scene."""

    def __init__(self, factories: Mapping[Screen, Callable[..., Any]] | None = None) -> None:
        self._factories: dict[Screen, Callable[..., Any]] = dict(factories or {})

    def make(self, screen: Screen, *args: Any, **kwargs: Any):
        """Returns a new scene for the key (an injected factory first, else the screen's own class)."""
        factory = self._factories.get(screen)
        if factory is None:
            factory = self._factories[screen] = scene_class(screen)
        return factory(*args, **kwargs)


def leave(ctx) -> None:
    """Pops the top scene, or quits when it is the only one (a replay started from the command line)."""
    if len(ctx.stack.scenes) <= 1:
        ctx.quit()
    else:
        ctx.stack.pop(fade=True)
