"""Build Deck, Free Duel, password shop, library and load dialogs, each driven by the pad.

Every test saves its screen as artifacts/screens/career-*.png for review.
"""

from __future__ import annotations

import json
from dataclasses import replace

from support.saves import DECK

from game.career.model import new_save
from game.career.save import save_slot, slot_path
from game.scenes.career.deckedit import DeckEditScene
from game.scenes.career.deckmenu import FilterScene
from game.scenes.career.freeduel import FreeDuelGridScene
from game.scenes.career.keyboard import KeyboardScene
from game.scenes.career.kit import AskScene
from game.scenes.career.library import FarmScene, LibraryScene
from game.scenes.career.password import PasswordScene
from game.scenes.career.rewards import RewardScene
from game.scenes.career.slots import SlotScene
from game.scenes.menu import MainMenuScene

from .careerkit import with_trunk
from .conftest import S_POW_COUNTERS


def test_r15_19_build_deck_limits_sorts_and_filters_through_the_pad(game, saves, db):
    deck = list(DECK)
    deck.remove(15)
    deck.remove(14)
    save = with_trunk(new_save("MAI", 5, deck), c1=1, c14=2, c17=2)
    career = game.open_slot(save, "Build Deck")
    ed = game.top
    assert isinstance(ed, DeckEditScene) and ed.rows[0] == [1, 14, 17]
    game.tap("down", "cross")  # a third copy of card 14
    assert career.save.deck.count(14) == 3 and len(career.save.deck) == 39
    game.tap("cross")  # a fourth copy is refused (R15.19: 3 copies)
    assert career.save.deck.count(14) == 3 and "3 copies" in ed.message
    game.tap("down", "cross")  # Exodia piece 17
    assert len(career.save.deck) == 40
    game.tap("up", "up", "cross")  # card 1: the deck is full
    assert 1 not in career.save.deck and "40 cards" in ed.message
    game.tap("right", "cross")  # the deck pane: one copy (card 2) back to the trunk
    assert len(career.save.deck) == 39 and ed.rows[0] == [1, 2, 14, 17]
    game.tap("left", "down", "down", "down", "cross")  # a second Exodia piece is refused
    assert career.save.deck.count(17) == 1 and "1 copy" in ed.message
    game.tap("start")  # trunk: by number -> by name (R15.18)
    names = [db.names[c] for c in ed.rows[0]]
    assert names == sorted(names, key=str.casefold)
    game.tap("start")  # -> stronger of ATK/DEF
    strength = [max(int(db.atk[c]), int(db.def_[c])) for c in ed.rows[0]]
    assert strength == sorted(strength, reverse=True)
    game.tap("right", "start", "start", "start")  # deck: number -> name -> strength -> ATK
    atks = [int(db.atk[c]) for c in ed.rows[1]]
    assert atks == sorted(atks, reverse=True) and len(ed.rows[1]) == 39
    game.shot("career-deck-editor")
    game.tap("left", "square", "cross")  # menu -> Filter trunk...
    assert isinstance(game.top, FilterScene)
    game.tap(*["down"] * 5, "cross")  # Name
    assert isinstance(game.top, KeyboardScene)
    game.type_text("Forb")
    game.tap("start")
    assert isinstance(game.top, FilterScene) and [db.names[c] for c in ed.rows[0]] == [db.names[17]]
    game.tap("up", "up", "right")  # ATK from: 0
    game.tap(*["down"] * 4, "cross")  # Done
    assert isinstance(game.top, DeckEditScene) and ed.filters == {"name": "Forb", "atk": (0, None)}
    game.tap("square", "down", "cross")  # Deck statistics
    game.shot("career-deck-stats")
    game.tap("circle", "circle")  # leave: 39 cards asks first
    assert isinstance(game.top, AskScene)
    game.tap("down", "cross")
    assert isinstance(game.top, MainMenuScene)


def test_r15_8_free_duel_grid_locks_records_and_home_terrain(game, saves, db):
    save = new_save("REX", 9, DECK)
    save = replace(save, defeated=frozenset({1, 2, 21}), unlocked=frozenset({1, 2, 21}))
    career = game.open_slot(save, "Free Duel")
    grid = game.top
    assert isinstance(grid, FreeDuelGridScene) and grid.index == 1
    game.hook(career)
    game.tap("right", "right", "cross")  # cell 3 is locked
    assert game.setups == [] and grid.index == 3
    game.results.append((0, S_POW_COUNTERS, 5))
    game.tap("left", "square")  # Square confirms too (R15.8)
    assert game.setups[-1].opponent == 2 and game.setups[-1].deck0 == DECK
    game.finish_rank()
    assert isinstance(game.top, RewardScene)
    game.tap("cross")
    assert career.save.wins[2] == 1 and career.save.starchips == 5 and career.save.trunk[5] == 1
    game.tap("up", "left", "left", "left", "up")  # no wrap: stops at cell 0
    assert grid.index == 0
    game.results.append((1, S_POW_COUNTERS, 0))
    game.tap(*["down"] * 4, "right", "cross")  # cell 21, Ocean Mage: home terrain Umi (D-05)
    assert game.setups[-1].opponent == 21 and game.setups[-1].terrain == 5
    game.finish_rank()
    assert career.save.losses[21] == 1 and isinstance(game.top, FreeDuelGridScene)
    game.results.append((1, S_POW_COUNTERS, 0))
    game.tap(*["down"] * 3, "right", "right", "right", "cross")  # 39 Duel Master K: always open
    assert game.setups[-1].opponent == 39 and game.setups[-1].deck1 == DECK  # plays a copy of the deck
    game.finish_rank()
    game.shot("career-free-duel")


def _enter(game, password: str) -> None:
    shop = game.top
    game.tap("square")  # clear: all digits 0, cursor on the first
    for i, d in enumerate(password):
        while shop.pos != i:
            game.tap("right")
        n = int(d)
        game.tap(*(["up"] * n if n <= 5 else ["down"] * (10 - n)))
    assert shop.password == password


def test_r15_16_r15_17_password_shop_once_per_save_cost_and_delivery_on_leaving(game, saves, db):
    save = replace(new_save("ISIS", 3, DECK), starchips=200)
    career = game.open_slot(save, "Password")
    shop = game.top
    assert isinstance(shop, PasswordScene)
    _enter(game, "15025844")  # Mystical Elf, 160 starchips
    game.tap("cross")
    assert isinstance(game.top, AskScene) and "160" in game.top.lines[1]
    game.tap("cross")  # Buy
    assert shop.session.save.starchips == 40 and shop.session.pending == (2,)
    assert career.save.trunk[2] == 0  # not delivered yet (R15.17 quirk)
    game.tap("cross")  # the same password again
    assert "already been used" in shop.message
    _enter(game, "80813021")  # Torike, 45 > 40
    game.tap("cross")
    assert "Not enough" in shop.message and shop.offer_card == 47
    _enter(game, "00000001")
    game.tap("cross")
    assert "No card" in shop.message
    _enter(game, "15025844")
    game.shot("career-password-shop")
    game.tap("circle")  # leaving delivers
    save = career.save
    assert save.trunk[2] == 1 and save.starchips == 40 and 2 in save.passwords_used and save.recent[0] == 2


def test_r15_10_library_marks_and_where_to_farm(game, saves, db):
    save = with_trunk(new_save("SETO", 4, DECK), c1=1)
    save = replace(save, seen=save.seen | {16})  # seen, not owned
    career = game.open_slot(save, "Library")
    lib = game.top
    assert isinstance(lib, LibraryScene) and lib.card == 1
    game.tap("r2", "left")  # 101 then 100
    assert lib.card == 100 and 100 not in career.save.seen
    game.tap("cross")
    assert "not seen" in lib.message and isinstance(game.top, LibraryScene)
    game.tap("l2", "r1", "right", "right", "right", "right", "right")  # card 16
    assert lib.card == 16
    assert lib.cell_state(16) == "seen" and lib.cell_state(1) == "owned" and lib.cell_state(100) == "unknown"
    assert any(text.startswith("No. 016") for text, _ in game.drawn())  # its number and name under the grid
    game.tap("down")  # a row of the grid: 20 cards on
    assert lib.card == 36
    game.tap("up")
    game.shot("career-library")
    game.tap("cross")
    farm = game.top
    assert isinstance(farm, FarmScene) and farm.sources
    assert all(s.chance == s.weight / 2048 for s in farm.sources)  # R13.13
    game.shot("career-library-farm")


def test_damaged_and_future_saves_offer_the_backup_and_reset_nothing(game, saves, db):
    first = new_save("KEITH", 12, DECK)
    save_slot(first, 1, saves)
    save_slot(replace(first, starchips=9), 1, saves)  # the first becomes the backup
    path = slot_path(1, saves)
    doc = json.loads(path.read_text())
    doc["version"] = 99
    path.write_text(json.dumps(doc))
    damaged = path.read_bytes()
    game.tap("start", "down", "cross")
    slots = game.top
    assert isinstance(slots, SlotScene) and "newer" in slots.slots[0].error
    game.shot("career-load-damaged")
    game.tap("cross")
    assert isinstance(game.top, AskScene) and game.top.options == ["Load backup", "Cancel"]
    assert path.read_bytes() == damaged  # nothing reset
    game.tap("cross")
    menu = game.top
    assert isinstance(menu, MainMenuScene) and menu.career.save == first and menu.career.dirty


def test_name_entry_screen(game, saves):
    game.tap("start", "cross")
    game.type_text("Kaiba")
    game.shot("career-name-entry")
    assert game.top.text == "Kaiba"


def test_free_duel_launches_the_real_duel_scene_and_a_forfeit_is_a_recorded_loss(game, saves, db):
    from game.scenes.duel.pause import ENTRIES as PAUSE
    from game.scenes.duel.scene import DuelScene

    save = replace(new_save("PEGA", 15, DECK), defeated=frozenset({4}), unlocked=frozenset({4}))
    career = game.open_slot(save, "Free Duel")
    game.tap("right", "right", "right", "cross")  # Villager 1
    duel = game.top
    assert isinstance(duel, DuelScene) and duel.setup.opponent == 4 and duel.setup.deck0 == DECK
    game.run(30)
    game.tap("select")
    entries = game.top.entries  # a career's Free Duel offers the practice view too
    assert entries[-1] == PAUSE[-1] and len(entries) == len(PAUSE) + 1
    game.tap(*["down"] * (len(entries) - 1), "cross", "right", "cross")  # Forfeit? YES
    game.finish_rank()
    assert isinstance(game.top, FreeDuelGridScene)
    assert career.save.losses[4] == 1 and career.save.wins[4] == 0 and career.save.starchips == 0
    assert career.notes == []  # the duel's log re-stepped cleanly for the library marks (R15.10)


def test_r1_5_classic_saves_nothing_by_itself_d02_autosave_writes_wins_and_d05_forces_normal_terrain(game, saves, db):
    from game.career.model import Options
    from game.career.save import load_slot

    save = replace(new_save("SHADI", 13, DECK, Options(autosave=False)), defeated=frozenset({21}),
                   unlocked=frozenset({21}))
    career = game.open_slot(save, "Free Duel")
    game.hook(career)
    game.results.append((0, S_POW_COUNTERS, 0))
    assert "On their home field" in game.words() and "SELECT Change field" in game.words()  # plain words
    game.tap("select")  # a normal field (D-05 option)
    assert "On a normal field" in game.words() and "Field: home" not in game.words()
    game.tap(*["down"] * 4, "cross")  # 21 Ocean Mage, on Normal now
    assert game.setups[-1].terrain == 0
    game.finish_rank()
    assert "Not saved yet" in game.words()
    game.tap("cross", "circle")  # rewards, then back to the loaded menu
    assert career.save.wins[21] == 1 and load_slot(1, saves).wins[21] == 0  # R1.5 classic: not written
    assert isinstance(game.top, MainMenuScene) and game.top.selected == "Free Duel"
    game.choose("Save")  # R1.4
    assert isinstance(game.top, SlotScene) and game.top.mode == "save"
    game.tap("select", "cross")  # autosave on, save to slot 1: it holds this career, so it asks first
    assert isinstance(game.top, AskScene) and game.top.title == "OVERWRITE?"
    game.tap("down", "cross")
    game.shot("career-save")
    assert load_slot(1, saves).options.autosave and load_slot(1, saves).wins[21] == 1
    game.tap("circle")
    game.choose("Free Duel")
    game.results.append((0, S_POW_COUNTERS, 0))
    game.tap(*["down"] * 4, "cross")
    game.finish_rank()
    assert load_slot(1, saves).wins[21] == 2  # D-02: written after the win
    assert "Progress saved to slot 1" in game.words()


def test_build_deck_opens_on_the_highlighted_pane_info_shows_that_card_and_each_column_header_fits(game, saves, db):
    save = new_save("YUGI", 9, DECK)  # a new career: every card in the deck, the trunk empty
    game.open_slot(save, "Build Deck")
    ed = game.top
    assert isinstance(ed, DeckEditScene) and ed.focus == 1 and ed.card == ed.rows[1][0] == 2
    text = game.text().split("\n")
    assert f"#002 {db.names[2]}" in text  # the info panel shows the highlighted card
    assert "by No." in text and "002" in text  # by number (its icon lit); each row starts with the number
    game.tap("start", "start", "start")  # deck: number -> name -> strength -> ATK
    text = game.text().split("\n")
    assert "by ATK" in text
    atks, defs = _stat_column(game)
    assert atks == [int(db.atk[c]) for c in ed.rows[1][:7]] == sorted(atks, reverse=True)  # seven rows, ATK over DEF
    game.tap("start")  # DEF
    atks, defs = _stat_column(game)
    assert "by DEF" in game.text().split("\n") and defs == [int(db.def_[c]) for c in ed.rows[1][:7]]
    assert defs == sorted(defs, reverse=True)
    game.tap("down")
    assert f"#{ed.card:03d} {db.names[ed.card]}" in game.text().split("\n")
    game.shot("career-deck-editor-new-career")


def _stat_column(game) -> tuple[list[int], list[int]]:
    """Returns the (ATK, DEF) numbers of the shown list's rows, top to bottom (ATK on a row's first line)."""
    from support.harness import drawn_at

    from game.scenes.career.deckedit import LIST_TOP, ROW_PITCH

    stats = sorted((pos[1], int(t)) for t, _, pos in drawn_at(game.app) if t.isdigit() and pos[0] == 267)
    atks = [v for y, v in stats if (y - LIST_TOP - 1) % ROW_PITCH == 0]
    defs = [v for y, v in stats if (y - LIST_TOP - 11) % ROW_PITCH == 0]
    return atks, defs


def test_build_deck_with_cards_in_the_trunk_opens_on_the_trunk(game, saves, db):
    game.open_slot(with_trunk(new_save("YUGI", 9, DECK), c1=1), "Build Deck")
    ed = game.top
    assert ed.focus == 0 and ed.card == 1 and f"#001 {db.names[1]}" in game.text().split("\n")
