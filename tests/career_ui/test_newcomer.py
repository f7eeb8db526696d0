"""Small traps a newcomer met outside the campaign (issue 16), each driven by the pad."""

from __future__ import annotations

import yaml
from support.saves import DECK

from game.scenes.duel.launcher import STARTER, FreeDuelScene, decks_dir


def test_free_duel_launcher_sees_a_deck_file_saved_while_it_is_open(game):
    game.tap("start")
    game.choose("Free Duel")
    launcher = game.top
    assert isinstance(launcher, FreeDuelScene) and launcher.decks == [STARTER]
    decks_dir().mkdir(parents=True, exist_ok=True)
    (decks_dir() / "beatdown.yaml").write_text(yaml.safe_dump(list(DECK)), encoding="utf-8")
    game.tap("up", "up")  # the Deck row
    game.tap("right")
    assert launcher.decks[launcher.deck_i].name == "beatdown.yaml"
    assert "\x86 beatdown.yaml \x87" in game.text()
    game.tap("down", "down", "cross")  # START DUEL with the new file
    assert launcher.error == "" and game.top is not launcher
