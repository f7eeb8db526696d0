"""Issue 31, the gallery looked at picture by picture: slips on the career screens and the results,
each found in a gallery picture and checked here through the pad on the rendered frame."""

from __future__ import annotations

from contextlib import contextmanager

import pygame
from support.saves import DECK

from game.career.model import new_save
from game.scenes.career.deckedit import DeckEditScene
from game.scenes.career.keyboard import KeyboardScene
from game.scenes.career.newgame import StarterScene

from .careerkit import with_trunk
from .conftest import S_POW_COUNTERS

_CHIP_COLOURS = {(248, 200, 64), (120, 80, 10)}  # a starchip's face and rim


@contextmanager
def spied_text(font):
    """Collects (text, pos, align, width) of every string the font draws while the block runs."""
    seen, real = [], font.draw

    def spy(surface, text, pos, colour=(255, 255, 255), align="left", *args, **kw):
        w = real(surface, text, pos, colour, align, *args, **kw)
        seen.append((str(text), tuple(pos), align, w))
        return w

    font.draw = spy
    try:
        yield seen
    finally:
        del font.draw


def text_rect(pos, align: str, w: int) -> pygame.Rect:
    """Returns where a string drawn at pos with align and width w lies (glyphs and shadow)."""
    x, y = pos
    x -= w // 2 if align == "center" else w if align == "right" else 0
    return pygame.Rect(x, y, w + 1, 11)


def chip_box(canvas: pygame.Surface, top: int, bottom: int) -> pygame.Rect:
    """Returns the bounding box of the starchip-coloured pixels between rows top and bottom."""
    pts = [(x, y) for y in range(top, bottom) for x in range(320) if tuple(canvas.get_at((x, y)))[:3] in _CHIP_COLOURS]
    assert pts, "no starchip drawn"
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def test_the_starter_header_says_the_players_name_in_the_headers_capitals(game):
    """starter header read "Newbie'S STARTER DECK": the possessive was capitalised after a mixed-case name."""
    game.tap("start", "cross")
    assert isinstance(game.top, KeyboardScene)
    game.type_text("Newbie")
    game.tap("start")
    assert isinstance(game.top, StarterScene)
    texts = [t for t, *_ in game.drawn()]
    assert "NEWBIE'S STARTER DECK" in texts
    assert not any("'S STARTER" in t and not t.isupper() for t in texts)


def test_build_deck_names_every_sort_tab_and_its_paging_buttons(game, db):
    """A sort tab read "??" (the deck's Shuffle), and the footer left out L1/R1's page of 8."""
    save = with_trunk(new_save("JONO", 77, DECK), c1=1)
    with spied_text(game.app.ctx.font) as seen:
        game.open_slot(save, "Build Deck")
    editor = game.top
    assert isinstance(editor, DeckEditScene)
    assert not any("?" in t for t, *_ in seen), "a tab drawn as question marks"
    pictures = [pygame.image.tobytes(icon, "RGBA") for icon in editor.icons.values()]
    assert len(set(pictures)) == len(pictures), "two sort orders share one tab"
    footer = [t for t, pos, *_ in spied_frame(game) if pos[1] >= 228]
    assert any("L1R1" in t and "Page" in t for t in footer), footer
    game.tap("right")  # the deck's 40 cards
    start = editor.cursor[editor.focus]
    game.tap("r1")
    assert editor.cursor[editor.focus] == start + 8  # what the footer promises


def spied_frame(game) -> list:
    """Returns (text, pos, align, width) of every string one frame draws."""
    with spied_text(game.app.ctx.font) as seen:
        game.run(1)
    return seen


def test_starchips_words_sit_under_the_row_of_chips_on_both_result_pages(game, db):
    """"STARCHIPS n" was printed over the chips on the RESULT page; both rows were off-centre under their words."""
    from game.rules import rank as rank_rules
    from game.scenes.duel.rank_screen import RankScene
    from game.scenes.duel.setup import DuelResult

    rank = rank_rules.rank(db, S_POW_COUNTERS, "lp")
    result = DuelResult(0, "lp", "TOTAL ANNIHILATION", (S_POW_COUNTERS,) * 2, ((0,) * 16,) * 2, 7, rank=rank,
                        dropped=59)
    assert result.starchips >= 2
    scene = RankScene(result, on_close=lambda *_: None)
    game.app.stack.push(scene)
    game.settle()
    for page, (top, bottom) in ((0, (150, 240)), (2, (20, 60))):
        for _ in range(4):
            if scene.page == page:
                break
            game.tap("cross")
        assert scene.page == page
        game.run(40)
        words = [s for s in spied_frame(game) if s[0].startswith("STARCHIPS")]
        assert len(words) == 1
        text = text_rect(*words[0][1:])
        chips = chip_box(game.app.canvas, top, bottom)
        assert not chips.colliderect(text), (page, chips, text)
        assert abs(chips.centerx - text.centerx) <= 1, (page, chips, text)
