"""Screenshots of the shell screens under the dummy driver, saved to artifacts/screens/.

Each check looks at regions that must hold something (logo, cards, menu rows, values), so a
blank or half-drawn screen fails; the PNGs are for people to look at.
"""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.scenes.menu import MainMenuScene
from game.scenes.options import OptionsScene
from game.scenes.remap import RemapScene


def _region(rect: tuple[int, int, int, int]) -> np.ndarray:
    """Returns the RGB pixels of a canvas-space rect from the scaled window."""
    window = pygame.display.get_surface()
    k = window.get_width() // 320
    x, y, w, h = rect
    return pygame.surfarray.array3d(window)[x * k:(x + w) * k, y * k:(y + h) * k]


def _busy(rect, min_colours: int = 4) -> bool:
    px = _region(rect).reshape(-1, 3)
    return len(np.unique(px, axis=0)) >= min_colours


@pytest.fixture
def shell(make_shell):
    return make_shell()


def test_title_screen(shell):
    shell.run(10)
    path = shell.shot("title")
    assert path.stat().st_size > 5000
    assert pygame.display.get_surface().get_size() == (960, 720)
    assert _busy((100, 25, 120, 35))  # logo
    assert _busy((60, 96, 200, 70), 20)  # the carved wall and the logo's letters
    assert _busy((100, 178, 120, 14))  # PUSH START BUTTON


def test_main_menu_screen(shell):
    shell.app.stack.replace(MainMenuScene())
    shell.run(40)  # the entries have slid in and their afterimages are gone
    shell.shot("menu")
    for y in (50, 82, 114, 146, 178):  # the original's five picture words, centred on x=160
        assert _busy((100, y - 8, 120, 16)), y
    assert _busy((20, 216, 280, 9), 2)  # the selected entry's line
    assert _busy((40, 229, 240, 10), 2)  # footer prompt


def test_options_screen(shell):
    shell.app.stack.replace(OptionsScene())
    shell.run(3)
    shell.shot("options")
    assert _busy((14, 24, 100, 180))  # labels
    assert _busy((210, 24, 60, 12))  # the scale value
    shell.app.stack.push(RemapScene())
    shell.run(3)
    shell.shot("remap")
    assert _busy((100, 30, 200, 150))


def test_scanlines_and_letterbox(make_shell):
    shell = make_shell("video:\n  scanlines: true\n")
    shell.run(2)
    shell.shot("title-scanlines")
    window = pygame.display.get_surface()
    rows = pygame.surfarray.array3d(window)[:, :, :].astype(int).sum(axis=(0, 2))
    assert rows[2::3].mean() < rows[0::3].mean()  # every third row is the darkened one at x3
    pygame.display.set_mode((1000, 800), pygame.RESIZABLE)
    shell.run(1)
    shell.shot("title-letterboxed")
    window = pygame.display.get_surface()
    assert window.get_at((5, 400))[:3] == (0, 0, 0)  # 20 px bars each side at x3
    assert window.get_at((995, 400))[:3] == (0, 0, 0)
    assert shell.app.display.factor == 3


def test_config_problems_are_shown_on_the_title(make_shell):
    shell = make_shell("video:\n  scale: 12\n")
    shell.run(2)
    notes = shell.app.ctx.notes
    assert notes == ["config: video.scale: bad value 12, default used"]
    shell.shot("title-config-problem")
    assert "config: video.scale: bad value 12, default used" in [t for t, _ in shell.drawn()]
