"""Grind relief by the pad: SELECT in "Where to farm" opens the options; the planner and the save slot show them."""

from __future__ import annotations

from support.saves import DECK

from game.career.model import new_save
from game.scenes.career.library import FarmScene, LibraryScene
from game.scenes.career.relief import ReliefScene
from game.scenes.career.slots import _progress

from .careerkit import with_trunk


def test_relief_options_from_where_to_farm_change_the_planner(game, saves, db):
    career = game.open_slot(with_trunk(new_save("SETO", 4, DECK), c1=1), "Library")
    assert isinstance(game.top, LibraryScene)
    game.tap("cross")  # card 1: where to farm
    farm = game.top
    assert isinstance(farm, FarmScene)
    classic = [(s.chance, s.expected_wins) for s in farm.sources]
    game.tap("select")
    assert isinstance(game.top, ReliefScene)
    game.tap("right", "down", "right", "right")  # drop assist on, starchips x3
    game.shot("career-relief-options")
    assert career.save.options.drop_assist and career.save.options.starchip_multiplier == 3
    game.tap("left")  # x2
    game.tap("circle")
    assert game.top is farm and career.save.options.starchip_multiplier == 2
    game.shot("career-library-farm-assist")
    assert [(s.chance, s.expected_wins) for s in farm.sources] == classic  # the classic figures are kept
    assert all(s.assisted_chance != s.chance for s in farm.sources)
    game.tap("select", "right", "down", "left", "circle")  # both off again: the original game
    assert not career.save.options.drop_assist and career.save.options.starchip_multiplier == 1


def _farm_rows(game) -> tuple[list[tuple[str, int, int, int]], list[str]]:
    """Runs one frame; returns every string drawn as (text, left, right, y) and the list's duelist cells."""
    font, seen = game.app.ctx.font, []
    real = font.draw

    def spy(surface, text, pos, colour=(255, 255, 255), align="left", *args, **kw):
        w = font.width(str(text))
        left = pos[0] - (w // 2 if align == "center" else w if align == "right" else 0)
        seen.append((str(text), left, left + w, pos[1]))
        return real(surface, text, pos, colour, align, *args, **kw)

    font.draw = spy
    try:
        game.app.loop_once()
    finally:
        del font.draw
    return seen, [t for t, *_ in seen if t[:2].isdigit() and t[2:3] == " "]


def _overlaps(drawn) -> list[tuple[str, str]]:
    return [(a[0], b[0]) for i, a in enumerate(drawn) for b in drawn[i + 1:]
            if a[3] == b[3] and a[1] < b[2] and b[1] < a[2]]


def test_where_to_farm_under_drop_assist_is_sorted_spaced_and_says_what_it_changed(game, saves, db):
    """Issue 31: with the assist on, Time Wizard's list read "0.00%32768", kept Jono first and said nothing."""
    career = game.open_slot(with_trunk(new_save("SETO", 4, DECK), c16=1), "Library")
    game.tap("r1", *["down"] * 5)  # card 16, Time Wizard
    assert game.top.card == 16
    game.tap("cross")
    farm = game.top
    assert isinstance(farm, FarmScene)
    drawn, names = _farm_rows(game)
    assert names[0] == "03 Jono" and not _overlaps(drawn)
    game.tap("select", "cross", "circle")  # drop assist on
    assert career.save.options.drop_assist and game.top is farm
    game.run(2)
    drawn, names = _farm_rows(game)
    game.shot("career-library-farm-assist-time-wizard")
    assert not _overlaps(drawn), _overlaps(drawn)
    assert names[0] == "14 Yami Bakura"  # the best source with the assist, now first
    chances = [float(t.strip("%<")) for t, *_ in drawn if t.endswith("%") and t[0] in "<0123456789"]
    assert chances == sorted(chances, reverse=True) and len(chances) >= 8
    words = game.words()
    assert "Drop assist on: common cards far rarer, rare ones likelier." in words
    assert "Jono, best without it: 3.12% -> <0.01%, 32 -> 32,768 wins" in words
    game.tap("select", "cross", "down", "right", "circle")  # assist off, starchips x2
    drawn, names = _farm_rows(game)
    assert names[0] == "03 Jono" and not _overlaps(drawn)
    assert "Starchips x2 on: drop chances unchanged." in game.words()


def test_save_slot_line_says_when_relief_was_used():
    from dataclasses import replace

    save = new_save("SETO", 4, DECK)
    assert "relief" not in _progress(save)
    assert "relief used (3 wins)" in _progress(replace(save, relief_wins=3))


def test_rank_screen_names_the_relief_that_was_on(game, db):
    from game.rules import rank as rank_rules
    from game.scenes.duel.rank_screen import RankScene
    from game.scenes.duel.setup import DuelResult

    rank = rank_rules.rank(db, (3, 0, 0, 0, 0, 0, 8, 8000, 0, 0), "lp")
    result = DuelResult(0, "lp", "TOTAL ANNIHILATION", ((3, 0, 0, 0, 0, 0, 8, 8000, 0, 0),) * 2, ((0,) * 9,) * 2, 7,
                        rank=rank, dropped=1, drop_assist=True, starchip_multiplier=2)
    scene = RankScene(result, on_close=lambda *_: None)
    game.app.stack.push(scene)
    game.settle()
    for _ in range(4):
        if scene.page == 2:
            break
        game.tap("cross")
    assert scene.page == 2
    game.run(40)  # the card turns face-up
    game.shot("rank-spoils-relief")
    assert result.starchips == 2 * rank.starchips


def test_grind_relief_opens_from_options_of_a_loaded_game(game, saves, db):
    """Issue 23: relief was reachable only from Library > Where to farm > Select."""
    from game.scenes.options import ROWS, OptionsScene

    career = game.open_slot(new_save("SETO", 4, DECK), "Options")
    options = game.top
    assert isinstance(options, OptionsScene)
    game.move_to([r.label for r in ROWS].index("Grind relief..."))
    assert "drop assist" in game.words()  # the row says what it holds
    game.tap("cross")
    assert isinstance(game.top, ReliefScene)
    game.tap("right", "down", "right")  # drop assist on, starchips x2
    assert career.save.options.drop_assist and career.save.options.starchip_multiplier == 2
    game.tap("circle")
    assert game.top is options
    game.move_to([r.label for r in ROWS].index("Preset"))
    assert options._get("preset") == "custom"  # relief on is neither preset
    game.tap("left")  # Classic turns relief off again, and says so
    assert not career.save.options.drop_assist and career.save.options.starchip_multiplier == 1
    assert "grind relief off" in game.words()
