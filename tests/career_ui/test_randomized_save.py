"""Issue 35: the slot screen refuses a randomized save while its run is not loaded (the file stays as it is)."""

from __future__ import annotations

from game.career.save import save_slot
from game.career.starter import new_game
from game.randomizer.runs import Run, stamp
from game.rules.rng import make_rng

CODE = "FMR1-NKIAAAAADY"


def test_the_slot_screen_refuses_a_randomized_save_without_its_run(game, saves, db):
    from game.scenes.career.kit import AskScene
    from game.scenes.menu import MainMenuScene

    randomized = new_game(db, "KAIBA", make_rng("psx", 5))
    save_slot(stamp(randomized, Run(CODE, "ab" * 8, "randomized.yaml")), 1, saves)
    game.tap("start", "down", "cross", "cross")  # title -> menu -> Continue/Load -> slot 1
    assert isinstance(game.top, AskScene)
    assert f"This save plays the randomized run {CODE}, which is not loaded" in " ".join(game.top.lines)
    game.tap("cross")
    menu = game.find(MainMenuScene)
    assert menu is not None and menu.career is None  # nothing was loaded


def _run_file(folder, seed: int) -> str:
    """Writes a rolled run's mod (no duel checks: they have their own tests) and returns its code."""
    from conftest import REPO

    from game.db.sources import read_sources
    from game.randomizer import build
    from game.randomizer.code import Part, SeedCode
    from game.randomizer.render import mod_text

    code = SeedCode.of(seed, {Part.STATS: 1, Part.DECKS: 1})
    src = read_sources(REPO / "data")
    shape = build.Shape(src)
    changes = build.roll(shape, code, build.Attempts())
    build.repair(shape, src, code, changes)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"randomized-{code.text}.yaml").write_bytes(mod_text(code, changes, []))
    return code.text


def test_randomized_new_game_from_a_typed_code_loads_the_run_and_the_save_records_it(game, saves, tmp_path,
                                                                                     monkeypatch, db):
    from game.career.save import load_slot
    from game.randomizer.runs import active_run
    from game.scenes.career.keyboard import KeyboardScene
    from game.scenes.career.newgame import StarterScene
    from game.scenes.career.randomized import MakeRunScene

    mods = tmp_path / "mods"
    monkeypatch.setenv("FMDUEL_MODS_DIR", str(mods))
    code = _run_file(mods, 31)
    game.tap("start")
    game.choose("Randomized")
    assert isinstance(game.top, KeyboardScene)
    game.type_text(code[5:])  # the prefix may be left out
    game.tap("start")
    for _ in range(200):
        if isinstance(game.top, KeyboardScene) and game.top.prompt == "Name":
            break
        game.run(1)
    assert not any(isinstance(s, MakeRunScene) for s in game.app.stack.scenes)
    assert game.app.ctx.db is not db and active_run(game.app.ctx.db).code == code  # the run's tables
    game.type_text("KAIBA")
    game.tap("start")
    assert isinstance(game.top, StarterScene)
    game.tap("cross", "cross")  # slot 1
    save = load_slot(1, saves)
    assert save.run_code == code and save.run_digest == active_run(game.app.ctx.db).digest


def test_a_mistyped_run_code_says_what_is_wrong(game):
    from game.scenes.career.kit import AskScene

    game.tap("start")
    game.choose("Randomized")
    game.type_text("ABC")
    game.tap("start")
    assert isinstance(game.top, AskScene)
    assert "expected 11 characters after 'FMR2-', got 3" in " ".join(game.top.lines)
