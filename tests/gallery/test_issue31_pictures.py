"""Issue 31: the gallery's career pictures show what a player would see at that moment.

The tour's career stop runs on a real App; at each shot the test reads the scenes the picture shows.
"""

from __future__ import annotations

import pytest

from game.app import App, FixedPacer
from game.config import load_config
from game.gallery import tour
from game.gallery.driver import Driver


class Watching(Driver):
    """A gallery driver that keeps, for each picture, what a test wants to know about its screen."""

    def __init__(self, app, out) -> None:
        super().__init__(app, out)
        self.facts: dict[str, dict] = {}

    def shot(self, name: str, group: str, title: str) -> None:
        top = self.top
        below = self.app.stack.scenes[-2] if len(self.app.stack.scenes) > 1 else None
        fact = {"top": top, "below": below}
        if hasattr(top, "cursor_xy"):
            fact["cursor"], fact["cell"] = top.cursor_xy(), top._cell_xy(top.index)
        if hasattr(top, "card"):
            fact["card"] = top.card
        if below is not None and hasattr(below, "card"):
            fact["below_card"] = below.card
        self.facts[name] = fact
        super().shot(name, group, title)


@pytest.fixture(scope="module")
def watched(db, tmp_path_factory):
    """Returns the Watching driver after the tour's career stop ran (once for the module)."""
    tmp_path = tmp_path_factory.mktemp("i31pictures")
    config = tmp_path / "config.yaml"
    config.write_text("video:\n  scale: 1\naudio:\n  music: false\n", encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("FMDUEL_DATA_HOME", str(tmp_path / "data"))
        app = App(db, load_config(config), pacer=FixedPacer())
        app.start()
        try:
            d = Watching(app, tmp_path)
            saves = tmp_path / "data" / "saves"
            tour._career_screens(d, tour._career(saves), saves)
            yield d
        finally:
            app.shutdown(quit_pygame=False)


def test_the_library_card_picture_turns_over_the_card_the_list_shows(watched):
    """library-card.png showed card 315 in the popup over a list whose cursor was on 670."""
    fact = watched.facts["library-card"]
    assert type(fact["top"]).__name__ == "CardPageScene" and type(fact["below"]).__name__ == "LibraryScene"
    assert fact["card"] == fact["below_card"]


def test_the_free_duel_picture_shows_the_cursor_on_a_cell(watched):
    """free-duel-grid.png was taken with the cursor frame halfway between two cells."""
    fact = watched.facts["free-duel-grid"]
    assert fact["cursor"] == fact["cell"]
