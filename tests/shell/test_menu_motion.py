"""The main menu moves as the original's (presentation.md §2): entries slide in from alternating
sides over 16 ticks, leaving afterimages that darken by 8 per channel per tick; again on return."""

from __future__ import annotations

from support import virtual_pad
from support.harness import drawn_at

from game.scenes.menu import ENTRIES, SLIDE_TICKS, MainMenuScene, slide_offset


def _x_of(shell, label: str, selected: bool = False) -> int:
    xs = [pos[0] for text, _, pos in drawn_at(shell.app) if text == label]
    return xs[-2] if selected else xs[-1]  # afterimages, the entry, then (selected) the info title


def test_entries_slide_in_from_alternating_sides_with_darkening_afterimages(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(MainMenuScene())
    shell.run(2)
    menu = shell.top
    first, second = ENTRIES[0][0], ENTRIES[1][0]
    assert _x_of(shell, first, True) < 0 and _x_of(shell, second) > 160  # from the left, then from the right
    ghosts = {tuple(g[3]) for g in menu.ghosts}
    assert ghosts, "a moving entry leaves afterimages"
    before = [list(g) for g in menu.ghosts]
    shell.run(1)
    darker = [g for g in menu.ghosts if g[:3] == before[0][:3]]
    assert darker and darker[0][3] == tuple(max(0, c - 8) for c in before[0][3])
    shell.run(SLIDE_TICKS + 40)
    assert menu.settled and not menu.ghosts and slide_offset(0, menu.tick) == 0
    assert _x_of(shell, first, True) == _x_of(shell, second)  # at rest, in one column
    shell.tap(pad, "down")
    colours = [c for text, c in shell.drawn() if text == second]
    assert colours[-2] == (128, 240, 104)  # the selected entry's green lettering (the last is the info title)
    shell.tap(pad, "cross")  # Continue / Load, then back: the entries slide in again
    assert shell.top is not menu
    pad.press("circle")
    for _ in range(120):
        shell.run(1)
        if shell.top is menu:
            break
    pad.release("circle")
    assert shell.top is menu and menu.tick < SLIDE_TICKS
