"""Options → Mods...: the active mods in load order with applied counts, rejects and clashes,
read-only, scrolled with the pad."""

from __future__ import annotations

from pathlib import Path

import pygame
from support import virtual_pad

from game.app import App, FixedPacer
from game.config import load_config
from game.db import load_carddb
from game.scenes.mods import VISIBLE, ModsScene
from game.scenes.options import ROWS, OptionsScene

REPO = Path(__file__).resolve().parents[2]
_A = """name: Stronger dragons
cards: [{card: Kuriboh, atk: 300, def: 200}, {card: No Such Card, atk: 1}]
fusions: [{a: 2, b: 8, remove: true}]
"""
_B = """name: Weaker dragons
cards: [{card: Kuriboh, atk: 100}]
""" + "traps: [" + ", ".join(f"{{card: Bear Trap, threshold: {1000 + i}}}" for i in range(30)) + "]\n"


def _open_mods(shell, pad) -> ModsScene:
    shell.app.stack.replace(OptionsScene())
    shell.run(2)
    shell.top.cursor.index = [r.label for r in ROWS].index("Mods...")
    shell.tap(pad, "cross")
    assert isinstance(shell.top, ModsScene)
    return shell.top


def test_mods_screen_lists_files_counts_rejects_and_clashes_and_scrolls(tmp_path, cache_dir, pads):
    from shell.conftest import Shell

    mods = tmp_path / "mods"
    mods.mkdir()
    (mods / "a.yaml").write_text(_A, encoding="utf-8")
    (mods / "b.yaml").write_text(_B + "bogus: 1\n", encoding="utf-8")
    db = load_carddb(REPO / "data", cache_dir, mod_dirs=[mods])
    pads.append(pad := virtual_pad.attach("ps4"))
    pygame.display.init()
    pygame.event.clear()
    app = App(db, load_config(tmp_path / "config.yaml"), pacer=FixedPacer())
    app.start()
    try:
        shell = Shell(app)
        shell.run(1)
        scene = _open_mods(shell, pad)
        text = "\n".join(t for t, _ in scene.lines)
        assert "1. Stronger dragons" in text and "2. Weaker dragons" in text
        assert "a.yaml: 2 applied, 1 rejected, 0 clashes" in text
        assert "b.yaml: 31 applied, 1 rejected, 1 clashes" in text
        assert "No Such Card" in text and "bogus" in text and "overrides" in text
        assert all(app.ctx.font.width(t) <= 292 for t, _ in scene.lines)
        assert len(scene.lines) < VISIBLE or scene.max_top > 0
        shell.tap(pad, "down")
        assert scene.top == min(1, scene.max_top)
        shell.tap(pad, "r2")
        assert scene.top == scene.max_top
        shell.tap(pad, "l1")
        assert scene.top == max(0, scene.max_top - VISIBLE)
        shell.tap(pad, "circle")
        assert isinstance(shell.top, OptionsScene)
    finally:
        app.shutdown(quit_pygame=False)


def test_without_mods_the_screen_says_so(make_shell, pads):
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    scene = _open_mods(shell, pad)
    assert scene.lines[0][0] == "No mods are active." and scene.max_top == 0
    shell.tap(pad, "down")
    assert scene.top == 0
    shell.tap(pad, "circle")
    assert isinstance(shell.top, OptionsScene)


def test_the_screen_lists_the_art_pack_and_every_rejected_image(make_shell, pads, tmp_path, monkeypatch):
    pack = tmp_path / "artpack"
    (pack / "cards").mkdir(parents=True)
    good = pygame.Surface((102, 96))
    good.fill((200, 30, 30))
    pygame.image.save(good, str(pack / "cards" / "60.png"))
    pygame.image.save(pygame.Surface((64, 64)), str(pack / "cards" / "8.png"))
    (pack / "cards" / "readme.txt").write_text("mine", encoding="utf-8")
    monkeypatch.setenv("FMDUEL_ARTPACK_DIR", str(pack))
    pads.append(pad := virtual_pad.attach("ps4"))
    shell = make_shell()
    scene = _open_mods(shell, pad)
    text = "\n".join(t for t, _ in scene.lines)
    assert "ART PACK" in text and "In use: 1 cards, 0 portraits, 0 board" in text
    assert "cards/8.png: wrong size 64x64 (must be 102x96)" in text
    assert "cards/readme.txt: not a .png file" in text
    assert all(shell.app.ctx.font.width(t) <= 292 for t, _ in scene.lines)
    assert shell.app.ctx.cards.detail(60).get_at((50, 50))[:3] == (200, 30, 30)  # the pack's art is used
    shell.tap(pad, "r2")
    shell.run(2)
    shell.shot("mods_artpack")
