"""The title as the original's (presentation.md §1, issue 23): our carved wall in five columns under a
black-to-light shade, the logo, a pulsing PUSH START BUTTON, our credit line; left alone, an attract
duel of two computer duelists on the real board, which any pad press leaves for the title again."""

from __future__ import annotations

import numpy as np
import pygame
from support import virtual_pad

from game.gfx.title_art import COLUMN_W, wall_texture
from game.scenes.title import ATTRACT_START, CREDIT, IDLE_TICKS, TitleScene
from game.sim.attract import PAIRS


def _canvas(shell) -> np.ndarray:
    return pygame.surfarray.array3d(shell.app.canvas).astype(int)


def test_title_layers_wall_shade_logo_pulse_and_credit(make_shell):
    shell = make_shell()
    shell.run(4)
    px = _canvas(shell)
    assert px[:, :12].mean() < 0.35 * px[:, 220:].mean()  # black at the top, light at the bottom
    wall = pygame.surfarray.array3d(wall_texture()).astype(int)
    assert wall.shape[:2] == (256, 240)
    assert (wall == pygame.surfarray.array3d(wall_texture()).astype(int)).all()  # ours, the same every run
    assert len(np.unique(wall[:COLUMN_W].reshape(-1, 3), axis=0)) > 50  # carved, grainy stone
    assert (px[:COLUMN_W, 150:] - px[COLUMN_W * 4:COLUMN_W * 5, 150:]).any()  # the logo's gold sits over it
    logo = px[110:210, 20:150]
    assert (logo[..., 0] - logo[..., 2] > 120).sum() > 2000  # the gold logo near (162, 90)
    texts = [t for t, _ in shell.drawn()]
    assert CREDIT in texts and "Konami" not in CREDIT.split(",")[0]
    def bright() -> int:  # the press line's light letter pixels
        return int((_canvas(shell)[70:250, 177:194, 0] > 215).sum())

    press = []
    for _ in range(4):
        press.append(bright())
        shell.run(16)
    assert max(press) > 300 and min(press) < max(press) // 3  # PUSH START BUTTON pulses


def test_left_alone_the_title_shows_an_ai_duel_and_a_press_comes_back(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.run(3)
    title = shell.top
    assert isinstance(title, TitleScene)
    shell.run(30)
    assert title.attract is None  # nothing is decided while the player may still press at once
    title.idle = ATTRACT_START
    shell.run(30)
    assert title.attract is not None and title.attract.actions  # decided while the title waits
    title.idle = IDLE_TICKS - 3
    for _ in range(600):
        shell.run(1)
        if shell.top is not title:
            break
    attract = shell.top
    assert type(attract).__name__ == "AttractScene" and attract.duel.replay
    shell.run(60 * 30)
    state = attract.duel.session.state
    assert attract.duel.session.played >= 2 and state.turn >= 1  # both seats have played on the real board
    assert tuple(shell.app.canvas.get_at((160, 12)))[:3] == (248, 216, 96)  # the DEMO PLAY bar's gold rule
    names = shell.app.ctx.db.duelist_names
    seat, opponent = (names[i] for i in PAIRS[0])  # the first showing's pair (seed 0): two computer duelists
    texts = set()
    for _ in range(60):  # a few frames, in case a motion has the LP panel slid away in one of them
        texts |= {t for t, _ in shell.drawn()}
    assert seat in texts and opponent in texts  # the LP panel names both sides...
    assert not {"YOU", "YOUR TURN"} & texts  # ...and neither is the player
    shell.tap(pad, "cross")
    shell.settle()
    assert shell.top is title and title.idle < 200


def test_start_on_the_title_opens_the_main_menu(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.run(3)
    shell.tap(pad, "start")
    shell.settle()
    assert type(shell.top).__name__ == "MainMenuScene"
