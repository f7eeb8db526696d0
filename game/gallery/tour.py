"""The gallery's route through the game: every screen in turn, then the scripted duels.

Each stop builds its screen the way the game does (the scene a menu entry opens, with a career
made from a fixed save) and moves through it with presses; the duels are played with presses
from fixed decks against ``script.ScriptedOpponent``, so one seed always gives the same pictures.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.gallery import script
from game.gallery.driver import Driver
from game.gallery.practice_stop import practice_tour, randomized_tour
from game.input_bindings import Button as B
from game.scenes.duel.control_states import ControlState

MENUS, CAREER, DUEL, MULTI, REPLAYS, RESULTS = ("Title and menus", "Career", "Duel", "2P and Tag", "Replays",
                                                "Results")
_DECK = tuple([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] * 3 + [15])
_TRUNK = {1: 1, 108: 1, 301: 1, 315: 2, 320: 1, 330: 1, 337: 1, 342: 1, 348: 1, 657: 1, 670: 1, 683: 1, 686: 1, 17: 1}


def run_tour(d: Driver, seed: int, saves: Path) -> None:
    """Visits every screen and plays the scripted duels, shooting as it goes."""
    career = _career(saves)
    _menus(d, career)
    _career_screens(d, career, saves)
    _main_duel(d, seed)
    _forecast(d, seed)
    _exodia_duel(d, seed)
    practice_tour(d, seed)
    randomized_tour(d)
    _replays(d)
    _multiplayer(d, seed)
    _online(d, seed)


# --- menus -------------------------------------------------------------------------------------

def _menus(d: Driver, career) -> None:
    from game.scenes.menu import MainMenuScene
    from game.scenes.mods import ModsScene
    from game.scenes.options import OptionsScene
    from game.scenes.remap import RemapScene
    from game.scenes.title import IDLE_TICKS

    d.run(40)
    d.shot("title", MENUS, "Title screen: our carved wall, shade, logo, PUSH START BUTTON and credit")
    title = d.top
    title.idle = IDLE_TICKS - 1  # left alone for a minute (the minute itself is not worth the tour's time)
    for _ in range(2000):
        d.run(1)
        if d.top is not title and d.app.stack.fade is None:
            break
    d.run(900)
    d.shot("title-attract", MENUS, "Left alone, the title shows a duel between two computer duelists")
    d.clear_to(MainMenuScene())
    d.shot("menu", MENUS, "Main menu")
    d.clear_to(MainMenuScene(career=career))
    d.tap(B.DOWN, B.DOWN, B.DOWN, B.DOWN)
    d.shot("menu-career", MENUS, "Main menu with a game loaded (Save instead of Load)")
    d.clear_to(OptionsScene())
    d.tap(*[B.DOWN] * 10)
    d.shot("options", MENUS, "Options")
    d.push(RemapScene())
    d.shot("remap", MENUS, "Controls (button remapping)")
    d.clear_to(ModsScene())
    d.shot("mods", MENUS, "Mods")


# --- career ------------------------------------------------------------------------------------

def _career(saves: Path):
    from game.career.model import new_save
    from game.scenes.career.session import Career

    save = new_save("YUGI", 1996, _DECK)
    trunk = list(save.trunk)
    for card, n in _TRUNK.items():
        trunk[card] += n
    save = replace(save, trunk=tuple(trunk), seen=save.seen | set(_TRUNK), starchips=1200)
    return Career(save=save, base=saves)


def _career_screens(d: Driver, career, saves: Path) -> None:
    from game.career.starter import new_game
    from game.rules.rng import make_rng
    from game.scenes.career.campaign_map import CampaignScene
    from game.scenes.career.deckedit import DeckEditScene
    from game.scenes.career.deckmenu import DeckMenuScene, FilterScene, StatsScene
    from game.scenes.career.freeduel import FreeDuelGridScene
    from game.scenes.career.keyboard import KeyboardScene
    from game.scenes.career.library import FarmScene, LibraryScene
    from game.scenes.career.newgame import StarterScene
    from game.scenes.career.password import PasswordScene
    from game.scenes.career.session import Career
    from game.scenes.career.slots import SlotScene

    career.write(1)
    d.clear_to(KeyboardScene("YOUR NAME", 8, lambda name: None, text="YUGI"))
    d.shot("name-entry", CAREER, "Name entry")
    d.clear_to(SlotScene("load", base=saves))
    d.shot("slots", CAREER, "Continue / Load: save slots")
    d.clear_to(CampaignScene(career))
    d.run(200)
    d.shot("story", CAREER, "The story's opening scene")
    for _ in range(60):  # through the opening to the map
        if isinstance(d.top, CampaignScene) and not d.top.has_follow_ups and d.top.run is None:
            break
        d.tap(B.CROSS)
    d.run(30)
    d.shot("campaign", CAREER, "Campaign map (presentation.md §3): the terrain over the whole screen from an orbiting "
           "camera, the marker, the place names, arrows to the exits, the thing to do under the cursor")
    d.tap(B.TRIANGLE)
    d.shot("campaign-list", CAREER, "Campaign map: Triangle opens the list of things to do and the progress over the map")
    d.tap(B.TRIANGLE)
    camp = d.top
    d.tap(B.LEFT if B.LEFT in camp.exits(camp.pose()) else B.RIGHT, settle=False)
    d.run(10)
    d.shot("campaign-glide", CAREER, "Campaign map: the d-pad toward an arrow glides camera and marker to that place")
    d.run(60)
    beaten = frozenset({1, 2, 3, 4, 6, 7, 9, 10, 12, 15})
    wins = tuple(2 if i in beaten else 0 for i in range(40))
    grid_career = Career(save=replace(career.save, defeated=beaten, unlocked=beaten, wins=wins), base=None)
    d.clear_to(FreeDuelGridScene(grid_career))
    d.shot("free-duel-prompt", CAREER, "Free Duel: the SELECT OPPONENT! prompt on entry")
    d.tap(B.CROSS, B.RIGHT, B.DOWN)
    d.shot("free-duel-grid", CAREER, "Free Duel: three rows of beaten duelists' portraits, the others empty")
    d.clear_to(DeckEditScene(career))
    editor = d.top
    _cursor_to(d, lambda: editor.card, 108, B.DOWN)
    d.shot("build-deck", CAREER, "Build Deck: the chest, ATK over DEF, sort icons; a long name on two lines")
    _cursor_to(d, lambda: editor.card, 686, B.DOWN)
    d.shot("build-deck-trap", CAREER, "Build Deck: a trap card")
    d.press(B.RIGHT)
    for _ in range(16):
        if editor.view_x >= 120:
            break
        d.run(1)
    d.shot("build-deck-slide", CAREER, "Build Deck: the view slides 320 px from the chest to the deck")
    d.run(20)  # the slide's 16 ticks
    d.shot("build-deck-deck", CAREER, "Build Deck: the deck list")
    d.press(B.LEFT)
    d.run(20)
    d.push(DeckMenuScene(editor), loops=20)
    d.shot("build-deck-menu", CAREER, "Build Deck: the deck menu")
    d.clear_to(DeckEditScene(career))
    d.push(FilterScene(d.top), loops=20)
    d.shot("build-deck-filter", CAREER, "Build Deck: filtering the trunk")
    d.clear_to(DeckEditScene(career))
    d.push(StatsScene(d.top), loops=20)
    d.shot("build-deck-stats", CAREER, "Build Deck: deck statistics and best fusions")
    dealt = new_game(d.app.ctx.db, "Newbie", make_rng("psx", 2004))  # as New Game deals one: long names too
    d.clear_to(StarterScene(Career(save=dealt, base=saves)))
    d.shot("new-game-starter", CAREER, "New Game: the starter deck dealt")
    d.clear_to(LibraryScene(career, index=336))
    d.shot("library", CAREER, "Library: the grid of cells (owned, seen, unknown), Raigeki under the cursor")
    d.clear_to(LibraryScene(career, index=669))
    d.shot("library-ritual", CAREER, "Library: a ritual card")
    d.tap(B.TRIANGLE)  # the card under the cursor turns over, as the player opens it
    d.run(12)
    d.shot("library-card", CAREER, "Library: the card turned over (Triangle)")
    d.clear_to(FarmScene(career, 1))
    d.shot("library-farm", CAREER, "Library: where to farm a card")
    assisted = Career(save=replace(career.save, options=replace(career.save.options, drop_assist=True)), base=None)
    d.clear_to(FarmScene(assisted, 16))
    d.shot("library-farm-assist", CAREER, "Library: where to farm with the drop assist on, best source first, "
                                          "and what the assist changed (Time Wizard)")
    d.clear_to(PasswordScene(career))
    d.shot("password", CAREER, "Password shop: the big card lies face down")
    d.top.digits = [int(c) for c in "15025844"]  # Mystical Elf's password
    d.tap(B.CROSS)
    d.shot("password-turned", CAREER, "Password shop: the big card has turned over to show the card, then its price")


def _cursor_to(d: Driver, current, card: int, button: B, limit: int = 200) -> None:
    for _ in range(limit):
        if current() == card:
            return
        d.tap(button)
    raise RuntimeError(f"the cursor never reached card {card}")


# --- the main duel ----------------------------------------------------------------------------

def _launch(d: Driver, seed: int, deck0, deck1, shoot: bool = False) -> None:
    from game.scenes.duel.launcher import FreeDuelScene
    from game.scenes.duel.scene import DuelScene

    d.clear_to(FreeDuelScene(deck0=deck0, deck1=deck1, shuffle=False, seed=seed,
                             agent=script.ScriptedOpponent(), opponent=1, terrain=0))
    d.idle()
    if shoot:
        d.shot("duel-launcher", DUEL, "Free Duel set-up")
    d.tap(B.CROSS, settle=False)  # START DUEL
    d.until(lambda: isinstance(d.top, DuelScene))
    d.run(2)


def _left_to(d: Driver, index: int) -> None:
    while d.top.play.controls.hand_i > index:
        d.tap(B.LEFT)


def _main_duel(d: Driver, seed: int) -> None:
    from game.scenes.duel.pause import DuelPauseScene
    from game.scenes.duel.rank_screen import RankScene

    _launch(d, seed, script.MAIN_PLAYER, script.MAIN_OPPONENT, shoot=True)
    pr = d.top.play.presenter
    d.until(lambda: not pr.swooping)
    d.run(40)
    d.shot("duel-lp-count-up", DUEL, "The opening: once the swoop is over the LP count up from 0 in view")
    d.idle()
    d.until(lambda: pr.lp_shown == list(pr.board.lp))
    d.shot("duel-hand", DUEL, "Hand phase with the fusion hint")
    d.tap(*[B.RIGHT] * 4, B.TRIANGLE)
    d.shot("duel-details-magic", DUEL, "A magic card's details (Triangle) with what it does")
    d.tap(B.TRIANGLE, *[B.LEFT] * 4)
    d.tap(B.UP, B.RIGHT, B.UP)
    d.shot("duel-chain", DUEL, "Two cards raised: the fusion preview")
    d.tap(B.CROSS, B.CROSS)
    d.until(lambda: d.top.sequence_name() is None)  # the card has arrived: the star box and arrows show
    d.shot("duel-placement", DUEL, "Placing the fusion: position and guardian star")
    d.tap(B.CROSS)
    d.tap(B.TRIANGLE)
    d.shot("duel-details", DUEL, "Card details (Triangle)")
    d.tap(B.TRIANGLE)
    d.tap(B.CROSS)
    d.shot("duel-direct", DUEL, "Aiming a direct attack")
    d.tap(B.SQUARE)  # Square: the cut-in where the duel screen has one
    d.tap(B.START)   # end of turn; the opponent sets its trap
    _left_to(d, 0)
    d.tap(B.CROSS)  # Hitotsu-me Giant as a single card: at the centre, its face first
    d.until(lambda: d.top.sequence_name() is None)
    d.shot("duel-single", DUEL, "A single card at the centre: face-up or face-down between the arrows")
    d.tap(B.CROSS, B.CROSS, B.CROSS)  # its zone, then position and star
    d.tap(B.RIGHT, B.CROSS)
    d.shot("duel-target-trapped", DUEL, "Choosing a target")
    d.tap(B.CROSS)  # into the Acid Trap Hole
    d.tap(B.LEFT, B.CROSS, B.CROSS)
    d.tap(B.START)
    d.shot("duel-face-down", DUEL, "A face-down defender on the opponent's side")
    _left_to(d, 0)
    d.tap(B.CROSS)  # Dragon Treasure at the centre, face-up
    d.tap(B.CROSS, settle=False)
    d.run(2)
    d.shot("duel-equip-dest", DUEL, "Equip onto a monster on the field")
    d.tap(B.CROSS)
    d.tap(B.CROSS)
    d.shot("duel-forecast", DUEL, "Attack forecast and guardian-star colours")
    d.tap(B.CROSS)
    d.push(DuelPauseScene(d.top), loops=10)
    d.shot("duel-pause", DUEL, "Pause menu")
    d.tap(B.DOWN, B.DOWN, B.CROSS)
    d.shot("duel-pause-rank", DUEL, "Pause menu: the rank so far")
    d.tap(B.CROSS, B.DOWN, B.CROSS)
    d.shot("duel-pause-forfeit", DUEL, "Pause menu: forfeit asks once more")
    d.tap(B.CIRCLE, B.CIRCLE)
    d.tap(B.START)
    _left_to(d, 0)
    d.tap(B.CROSS, settle=False)  # Raigeki at the centre, face-up: Cross activates it
    d.tap(B.CROSS)
    d.tap(B.CROSS, B.CROSS)  # the final direct attack
    d.until(lambda: isinstance(d.top, RankScene))
    _rank_pages(d, "win")


def _rank_pages(d: Driver, tag: str) -> None:
    from game.scenes.duel.rank_screen import RankScene

    d.idle()
    page = 0
    while isinstance(d.top, RankScene):
        rank = d.top
        d.run(90)
        name = ("results-end", "results-score", "results-spoils")[min(page, 2)]
        titles = ("Results: the end message", "Results: counters, score and rank", "Results: spoils")
        d.shot(f"{name}-{tag}", RESULTS, f"{titles[min(page, 2)]} ({tag})")
        d.tap(B.CROSS)
        if d.top is rank and rank.page == page:
            d.tap(B.CROSS)
        page += 1


# --- a set position: the forecast against monsters the player can see ---------------------

def _forecast(d: Driver, seed: int) -> None:
    """The player's dragon aims at a face-up attacker, a face-up defender and a face-down card."""
    from game.rules.position import build_position
    from game.scenes.duel.scene import DuelScene
    from game.scenes.duel.session import position_duel

    mine, theirs = script.MAIN_PLAYER, script.MAIN_OPPONENT  # dealt unshuffled: the first five in hand
    state = build_position(d.app.ctx.db, {
        "turn": 3, "phase": "field", "terrain": "Mountain", "opponent": 1, "rng": {"kind": "psx", "state": seed},
        "sides": [{"hand": list(mine[2:5]), "drawn": list(mine[:5]), "deck": list(mine[5:]),
                   "monsters": [613, {"card": 3, "star": 2}]},
                  {"hand": list(theirs[:5]), "drawn": list(theirs[:5]), "deck": list(theirs[5:]),
                   "monsters": [22, {"card": 2, "defence": True}, {"card": 9, "face_down": True, "defence": True},
                                1]}]})
    setup, session = position_duel(d.app.ctx.db, state, agent=script.ScriptedOpponent(), label="Free Duel")
    d.clear_to(DuelScene(setup, session=session))
    d.top.play.controls.reset()  # no opening to animate: put the cursor on the field at once
    d.idle()
    d.run(60)
    d.tap(B.CROSS)  # the dragon aims
    d.shot("duel-forecast-known", DUEL, "Attack forecast against face-up monsters (Mountain terrain)")
    d.tap(B.SQUARE)  # Square: the 3-D cut-in, the dragon against that monster on the Mountain's floor


# --- the Exodia duel -----------------------------------------------------------------------

def _exodia_duel(d: Driver, seed: int) -> None:
    from game.scenes.duel.rank_screen import RankScene

    _launch(d, seed + 1, script.EXODIA_PLAYER, script.EXODIA_OPPONENT)
    d.idle()
    d.tap(*[B.RIGHT] * 3, B.UP, B.RIGHT, B.UP)  # Hitotsu-me Giant and Ryu-kishin raised: no fusion
    d.shot("duel-no-fusion", DUEL, "A preview with no fusion")
    d.tap(B.CROSS, B.CROSS, B.CROSS)
    d.tap(B.START)
    d.until(lambda: isinstance(d.top, RankScene))
    _rank_pages(d, "exodia")


# --- replays, 2P and Tag ----------------------------------------------------------------------

def _replays(d: Driver) -> None:
    from game.replays import replays_dir
    from game.scenes.duel.replay_viewer import ReplayListScene
    from game.scenes.duel.scene import DuelScene

    stamped = sorted((p for p in replays_dir().iterdir() if p.is_file()), key=lambda p: p.stat().st_mtime_ns)
    for i, path in enumerate(stamped):  # file names carry the date: fixed names keep the picture the same
        path.rename(path.with_name(f"gallery-duel-{i + 1}{path.suffix}"))
    d.clear_to(ReplayListScene())
    d.idle()
    d.shot("replays", REPLAYS, "Replays: the recorded duels")
    d.tap(B.CROSS, settle=False)
    d.until(lambda: isinstance(d.top, DuelScene))
    d.run(240)
    d.shot("replay-playback", REPLAYS, "Replay playback with its bar")


def _multiplayer(d: Driver, seed: int) -> None:
    from game.scenes.tag.scene import TagDuelScene
    from game.scenes.tag.setup import TagConfig, TagSetupScene
    from game.scenes.versus.match import Match
    from game.scenes.versus.scene import VersusDuelScene
    from game.scenes.versus.setup import VersusSetupScene

    d.clear_to(VersusSetupScene(decks=(script.MAIN_PLAYER, script.EXODIA_PLAYER), shuffle=False, seed=seed))
    d.tap(B.CROSS, B.SQUARE)
    d.shot("versus-setup", MULTI, "2P Duel set-up")
    match = Match(decks=(script.MAIN_PLAYER, script.MAIN_OPPONENT), players=("keyboard", "keyboard"),
                  shuffle=False)
    d.clear_to(VersusDuelScene(match, seed))
    d.idle()
    d.shot("versus-duel", MULTI, "2P Duel: pass the controller")
    d.tap(B.CROSS)
    d.idle()
    d.shot("versus-duel-board", MULTI, "2P Duel: Red's hand, the other side's hidden")
    d.clear_to(TagSetupScene(seed=seed))
    d.shot("tag-setup", MULTI, "Tag Duel set-up")
    _tag_duel(d, TagDuelScene(TagConfig(partner_cards=True), seed))


def _tag_duel(d: Driver, scene) -> None:
    """A Tag Duel on the duel screen: 1A's first play, the computers' turns, then 1A's second hand."""
    d.clear_to(scene)
    d.idle()
    d.tap(B.CROSS, B.CROSS, B.CROSS, B.CROSS)          # turn 1: the first card: centre, zone, star
    d.tap(B.START, settle=False)                        # 2A, 1B and 2B play
    d.until(lambda: scene.real.active == 1)
    d.run(60)
    d.shot("tag-duel-opponent", MULTI, "Tag Duel: an opponent plays (the four-seat panel lights its seat)")
    d.until(lambda: scene.real.active == 2)
    d.run(60)
    d.shot("tag-duel-partner-turn", MULTI, "Tag Duel: the partner's turn, its field at the bottom")
    d.idle()
    d.tap(B.UP, B.RIGHT, B.UP)
    d.shot("tag-duel", MULTI, "Tag Duel: 1A's hand, a chain numbered, the four seats")
    d.tap(B.CIRCLE, B.CIRCLE, B.SELECT)
    d.run(20)
    d.shot("tag-duel-partner", MULTI, "Tag Duel: the partner's field and hand (Select)")
    d.tap(B.SELECT, B.CROSS, B.CROSS)
    if scene.pick is None and scene.play.controls.mode == ControlState.DEST:
        d.tap(B.R2)
    d.run(20)
    d.shot("tag-duel-partner-card", MULTI, "Tag Duel: onto the partner's monster (option)")


def _online(d: Driver, seed: int) -> None:
    """Online 2P and Tag (game/gallery/tour_online.py), and a duel server's rooms (tour_server.py)."""
    from game.gallery.tour_online import online_tour
    from game.gallery.tour_server import server_tour

    online_tour(d, seed, MULTI)
    server_tour(d, seed, MULTI)
