"""The main menu moves and looks as the original's (presentation.md §2): picture words centred on
x=160 at the original's y positions, sliding in from x=-160 / 480 in turn over 16 ticks, leaving
afterimages that darken by 8 per channel per tick; the selected entry a wider red-orange plate with
green lettering; again on return from a screen, and out the way they came when an entry opens."""

from __future__ import annotations

from support import virtual_pad

from game.scenes.menu import ENTRIES, SLIDE_TICKS, MainMenuScene, entry_centres, slide_offset


def test_entries_slide_in_from_alternating_sides_with_darkening_afterimages(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(MainMenuScene())
    shell.run(2)
    menu = shell.top
    assert menu.entry_rect(0).centerx < 0 and menu.entry_rect(1).centerx > 320  # from the left, then the right
    shell.run(3)
    assert menu.ghosts, "a moving entry leaves afterimages"
    before = [list(g) for g in menu.ghosts]
    shell.run(1)
    darker = [g for g in menu.ghosts if g[:3] == before[0][:3]]
    assert darker and darker[0][3] == tuple(max(0, c - 8) for c in before[0][3])
    shell.run(SLIDE_TICKS + 40)
    assert menu.settled and not menu.ghosts and slide_offset(0, menu.tick) == 0
    assert [menu.entry_rect(i).center for i in range(5)] == [(160, y) for y in (50, 82, 114, 146, 178)]
    assert menu.entry_rect(0).w > menu.entry_rect(1).w  # the selected entry's wider sprite
    assert menu.entry_rect(5) is None  # more entries than the original's five: the column scrolls
    colour = shell.app.canvas.get_at((menu.entry_rect(0).x + 8, 50))[:3]
    assert colour[0] > 150 and colour[2] < 100  # red-orange plate
    shell.tap(pad, "down")
    assert menu.entry_rect(1).w > menu.entry_rect(0).w
    pad.press("cross")  # Continue / Load: the entries slide back out under the closing fade
    shell.run(1)
    pad.release("cross")
    shell.run(8)
    assert menu.leaving and shell.top is menu
    assert menu.entry_rect(0).centerx < 160 < menu.entry_rect(1).centerx  # back the way they came
    shell.settle()
    assert shell.top is not menu
    pad.press("circle")
    for _ in range(120):
        shell.run(1)
        if shell.top is menu:
            break
    pad.release("circle")
    assert shell.top is menu and menu.tick < SLIDE_TICKS


def test_the_loaded_menu_uses_the_originals_six_positions_and_scrolls(make_shell, pads):
    from game.career.model import new_save
    from game.scenes.career.session import Career

    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    save = new_save("YUGI", 1996, tuple([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] * 3 + [15]))
    shell.app.stack.replace(MainMenuScene(career=Career(save=save, base=None)))
    shell.run(60)
    menu = shell.top
    assert entry_centres(True, len(ENTRIES)) == [42, 74, 106, 138, 170, 202]
    assert menu.selected == "Campaign" and menu.entry_rect(menu.cursor.index).centery in (42, 74, 106, 138, 170, 202)
    for _ in range(len(ENTRIES)):
        shell.tap(pad, "down")
        assert menu.entry_rect(menu.cursor.index) is not None  # the cursor's entry is always in the column
    px = shell.app.canvas.get_at((4, 120))[:3]
    assert max(px) < 140  # the background is the title dimmed to half


def test_no_afterimage_is_left_on_the_resting_menu(make_shell, pads):
    """Issue 31 (gallery menu.png): the trail of the slide went on fading over the resting entries."""
    pads.append(virtual_pad.attach("ps4"))
    shell = make_shell()
    shell.app.stack.replace(MainMenuScene())
    shell.run(1)
    menu = shell.top
    for _ in range(4 * SLIDE_TICKS):
        if menu.settled:
            break
        shell.run(1)
    assert menu.settled
    shell.run(1)  # one frame of the resting menu
    canvas = shell.app.canvas
    assert not menu.ghosts
    for i, y in enumerate(entry_centres(False, len(ENTRIES))):  # beside each plate only the dimmed title shows
        rect = menu.entry_rect(i)
        for x in [*range(0, rect.x - 1, 2), *range(rect.right + 1, 320, 2)]:
            for dy in range(-12, 13, 3):
                assert canvas.get_at((x, y + dy))[:3] == menu.backdrop.get_at((x, y + dy))[:3], (i, x, y + dy)
