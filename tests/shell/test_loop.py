"""The loop and the scene stack: fixed steps, capped catch-up, lifecycle order, pure draws, fades."""

from __future__ import annotations

import pygame

from game.app import MAX_CATCH_UP, STEP
from game.gfx.fade import BAND_H, BANDS, BandFade
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene


class Probe(Scene):
    """Records its lifecycle calls."""

    def __init__(self, name: str, log: list[str], opaque: bool = True) -> None:
        super().__init__()
        self.name, self.log, self.opaque = name, log, opaque

    def enter(self, ctx) -> None:
        super().enter(ctx)
        self.log.append(f"enter {self.name}")

    def exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def handle(self, press):
        self.log.append(f"handle {self.name} {press.button.name}")
        return press  # pass it down

    def update(self) -> None:
        super().update()

    def draw(self, canvas) -> None:
        canvas.fill((10, 20, 30) if self.opaque else (200, 0, 0), (0, 0, 4, 4) if not self.opaque else None)


class Steps:
    def __init__(self, *dts: float) -> None:
        self.dts = list(dts)

    def tick(self) -> float:
        return self.dts.pop(0)


def test_updates_follow_time_with_capped_catch_up(make_shell):
    shell = make_shell()
    app = shell.app
    start = app.frame
    app.pacer = Steps(STEP, STEP / 2, STEP / 2, 5.0, STEP)
    shell.run(3)
    assert app.frame - start == 2  # one step, then two half steps make one more
    shell.run(1)  # a 5 s stall runs at most MAX_CATCH_UP worth of updates, not 300
    assert app.frame - start == 2 + round(MAX_CATCH_UP / STEP)
    shell.run(1)
    assert app.frame - start == 3 + round(MAX_CATCH_UP / STEP)


def test_stack_lifecycle_order_and_input_pass_down(make_shell):
    shell = make_shell()
    log: list[str] = []
    stack = shell.app.stack
    stack.replace(Probe("a", log))
    shell.run(1)
    stack.push(Probe("b", log, opaque=False))
    shell.run(1)
    stack.dispatch([Press(Button.CROSS, 0)])
    stack.pop()
    shell.run(1)
    stack.replace(Probe("c", log))
    shell.run(1)
    assert log == ["enter a", "enter b", "handle b CROSS", "handle a CROSS", "exit b", "resume a",
                   "exit a", "enter c"]


def test_draw_does_not_change_state(make_shell):
    shell = make_shell()
    shell.run(5)
    scene = shell.top
    before = dict(vars(scene))
    canvas = pygame.Surface((320, 240))
    scene.draw(canvas)
    first = pygame.image.tobytes(canvas, "RGB")
    scene.draw(canvas)
    assert pygame.image.tobytes(canvas, "RGB") == first
    assert vars(scene) == before


def test_band_fade_closes_from_edges_and_opens_from_the_middle():
    fade = BandFade(48)
    canvas = pygame.Surface((320, 240))
    coverage = []
    swapped_at = None
    for t in range(48):
        fade.step()
        if fade.midpoint:
            swapped_at = fade.t
        canvas.fill((255, 255, 255))
        fade.draw(canvas)
        rows = pygame.surfarray.array3d(canvas)[0, :, 0]
        coverage.append(rows)
    assert swapped_at == 24 and fade.done
    early = coverage[6]
    assert early[0] == 0 and early[239] == 0 and early[120] == 255  # edges close first
    assert (coverage[23] == 0).all()  # fully closed just before the swap
    late = coverage[30]
    assert late[120] == 255 and late[0] == 0  # the middle opens first
    assert BANDS * BAND_H == 240


def test_instant_animation_skips_the_fade(make_shell):
    shell = make_shell("game:\n  animation_speed: instant\n")
    log: list[str] = []
    shell.app.stack.replace(Probe("x", log), fade=True)
    shell.run(1)
    assert log == ["enter x"] and shell.app.stack.fade is None


def test_input_is_held_back_during_a_fade(make_shell):
    shell = make_shell()
    log: list[str] = []
    shell.app.stack.replace(Probe("x", log), fade=True)
    shell.run(30)
    shell.app.stack.dispatch([Press(Button.CROSS, 0)])
    assert "handle x CROSS" not in log
    shell.run(30)
    shell.app.stack.dispatch([Press(Button.CROSS, 0)])
    assert "handle x CROSS" in log
