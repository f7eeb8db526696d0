"""The layers of game/ hold (issue 21): screens open screens through the scene stack's registry
(game.scenes.nav), never by importing them; game/db imports nothing above it; no circle among the scenes;
game/net imports no screen and not the app, and no screen imports the app (issue 32): the command layer
starts the app, the screens are started by it.

The checks are functions of the import graph (tools/import_graph.py reads it from the source), so
they are also run on small made-up graphs that break each rule, to show that they can fail.
"""

from __future__ import annotations

import importlib
import inspect

import pytest

from game.scenes.base import Scene
from game.scenes.nav import Screen, scene_class
from tools.import_graph import circles, module_graph

# Modules under game/scenes that hold pieces every screen may use (the contract, the stack, widgets,
# the career's dialog kit), even where they define a small Scene of their own (kit's AskScene).
HELPERS = {"game.scenes.base", "game.scenes.stack", "game.scenes.nav", "game.scenes.widgets",
           "game.scenes.career.kit"}
# What game/db may import besides itself: the loader's own helpers, which import nothing of the game.
DB_MAY_IMPORT = {"game.safe_load", "game.resources"}


def screen_modules(graph: dict[str, set[str]]) -> set[str]:
    """Returns the modules under game/scenes that define a Scene, the helpers left out."""
    out = set()
    for name in graph:
        if not name.startswith("game.scenes.") or name in HELPERS:
            continue
        module = importlib.import_module(name)
        if any(issubclass(obj, Scene) and obj.__module__ == name for obj in vars(module).values()
               if inspect.isclass(obj)):
            out.add(name)
    return out


def screens_importing_screens(graph: dict[str, set[str]], screens: set[str]) -> list[tuple[str, str]]:
    """Returns (importer, screen) for every module under game/scenes that imports a screen module."""
    return sorted((name, target) for name, targets in graph.items() if name.startswith("game.scenes")
                  for target in targets if target in screens)


def db_imports_above(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Returns (db module, module) for every import of game/db that reaches outside it and its helpers."""
    return sorted((name, target) for name, targets in graph.items() if name == "game.db" or name.startswith("game.db.")
                  for target in targets if not (target == "game.db" or target.startswith("game.db."))
                  and target not in DB_MAY_IMPORT)


def is_under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def net_imports_above(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Returns (net module, module) for every import of game/net that reaches the screens or the app."""
    return sorted((name, target) for name, targets in graph.items() if is_under(name, "game.net")
                  for target in targets if is_under(target, "game.scenes") or is_under(target, "game.app"))


def scenes_importing_the_app(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Returns (scene module, app module) for every module under game/scenes that imports game.app."""
    return sorted((name, target) for name, targets in graph.items() if is_under(name, "game.scenes")
                  for target in targets if is_under(target, "game.app"))


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return module_graph("game")


def test_no_screen_module_imports_another_screen(graph):
    screens = screen_modules(graph)
    assert {"game.scenes.title", "game.scenes.menu", "game.scenes.duel.scene", "game.scenes.tag.setup"} <= screens
    assert screens_importing_screens(graph, screens) == []


def test_game_db_imports_nothing_above_it(graph):
    assert db_imports_above(graph) == []


def test_game_net_imports_no_screen_and_not_the_app(graph):
    assert any(is_under(name, "game.net") for name in graph)
    assert net_imports_above(graph) == []


def test_no_screen_module_imports_the_app(graph):
    assert "game.app" in graph
    assert scenes_importing_the_app(graph) == []


def test_no_import_circle_anywhere_in_the_game(graph):
    assert circles(graph) == []


def test_every_screen_key_names_a_scene_class():
    for screen in Screen:
        assert issubclass(scene_class(screen), Scene), screen


def test_the_checks_catch_each_broken_graph():
    broken = {"game.scenes.title": {"game.scenes.menu"}, "game.scenes.menu": {"game.scenes.title"},
              "game.scenes.career.kit": {"game.scenes.title"}, "game.db.tables": {"game.rules.lookup"},
              "game.db": {"game.career.campaign", "game.safe_load"}, "game.career.campaign": {"game.db"}}
    screens = {"game.scenes.title", "game.scenes.menu"}
    assert screens_importing_screens(broken, screens) == [
        ("game.scenes.career.kit", "game.scenes.title"), ("game.scenes.menu", "game.scenes.title"),
        ("game.scenes.title", "game.scenes.menu")]
    assert db_imports_above(broken) == [("game.db", "game.career.campaign"), ("game.db.tables", "game.rules.lookup")]
    assert circles(broken) == [["game.career.campaign", "game.db"], ["game.scenes.menu", "game.scenes.title"]]


def test_the_layer_checks_of_net_and_app_catch_a_broken_graph():
    broken = {"game.net.records": {"game.scenes.duel.replays", "game.replays", "game.rules.engine"},
              "game.net": {"game.app"}, "game.network": {"game.scenes.menu"},
              "game.scenes.online.launch": {"game.app", "game.net.client"}, "game.scenes": {"game.app"},
              "game.scenery": {"game.app"}, "game.commands.online": {"game.app", "game.scenes.online.launch"}}
    assert net_imports_above(broken) == [("game.net", "game.app"), ("game.net.records", "game.scenes.duel.replays")]
    assert scenes_importing_the_app(broken) == [("game.scenes", "game.app"), ("game.scenes.online.launch", "game.app")]


def test_the_graph_reads_function_level_imports_but_not_type_checking_ones(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from pkg import b\n")
    (pkg / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.a import f\n"
                              "from . import c\n")
    (pkg / "c.py").write_text("import pkg.a\n")
    g = module_graph("pkg", tmp_path)
    assert g == {"pkg": set(), "pkg.a": {"pkg.b"}, "pkg.b": {"pkg.c"}, "pkg.c": {"pkg.a"}}
    assert circles(g) == [["pkg.a", "pkg.b", "pkg.c"]]
