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


@contextmanager
def squeezes(font):
    """Collects the strings drawn squeezed or with tightened letters (``font.line``), and every drawn
    string with the clip it was drawn under: (text, x, clip)."""
    squeezed, drawn = [], []
    real_line, real_draw = font.line, font.draw

    def line(text, *a, **kw):
        squeezed.append(str(text))
        return real_line(text, *a, **kw)

    def draw(surface, text, pos, *a, **kw):
        drawn.append((str(text), pos[0], surface.get_clip()))
        return real_draw(surface, text, pos, *a, **kw)

    font.line, font.draw = line, draw
    try:
        yield squeezed, drawn
    finally:
        del font.line, font.draw


def _frames(game, n: int = 1):
    with squeezes(game.app.ctx.font) as (squeezed, drawn):
        game.run(n)
    return squeezed, drawn


def _check_column(game, long: str, width: int, selected: bool) -> None:
    """A long name is drawn at the font's own size: under the cursor whole, clipped to its column and
    scrolling; elsewhere cut after a word with ".."."""
    font = game.app.ctx.font
    squeezed, drawn = _frames(game)
    assert long not in squeezed, f"{long!r} squeezed"
    if not selected:
        shown = [t for t, *_ in drawn if t.endswith("..") and long.startswith(t[:-2])]
        assert shown and font.width(shown[0]) <= width and long.startswith(shown[0][:-2].rstrip()), drawn
        return
    first = [(x, clip) for t, x, clip in drawn if t == long]
    assert first and first[0][1].w <= width, first
    over = font.width(long) - width  # it rests about a second, then scrolls at 30 px a second
    xs = [x for t, x, _ in _frames(game, 70 + 2 * over)[1] if t == long]
    assert min(xs) <= first[0][0] - over, "the name never scrolled to its end"


def test_long_names_in_the_library_and_the_campaign_list_are_never_squeezed(game, db):
    """Issue 31: long names were squeezed until hard to read (Library, campaign list)."""
    from .careerkit import campaign_save

    save = with_trunk(campaign_save(db, "opening"), c342=1)
    game.open_slot(save, "Library")
    library = game.top
    game.tap("r2", "r2", "r2", "r1", "r1", "r1", "r1", "down")
    assert library.card == 342
    long = db.names[342]
    assert game.app.ctx.font.width(long) > 120
    _check_column(game, long, 120, selected=True)
    game.tap("up")
    _check_column(game, long, 120, selected=False)
    game.tap("circle")
    game.choose("Campaign")
    camp = game.top
    titles = [getattr(e, "title", "") for e in camp.entries]
    long = next(t for t in titles if game.app.ctx.font.width(t) > 120)
    _check_column(game, long, 120, selected=False)
    game.move_to(titles.index(long))
    _check_column(game, long, 120, selected=True)


def test_the_starter_list_keeps_the_fonts_size(game, db, monkeypatch):
    """Issue 31: the starter list's long names were squeezed until hard to read."""
    import game.scenes.career.menu as career_menu

    real = career_menu.make_rng
    monkeypatch.setattr(career_menu, "make_rng", lambda kind, seed: real(kind, 2004))  # a deal with long names
    game.tap("start", "cross")
    game.type_text("Newbie")
    game.tap("start")
    starter = game.top
    assert isinstance(starter, StarterScene)
    font = game.app.ctx.font
    names = {db.names[c] for c in starter.career.save.deck}
    assert any(font.width(n) > 130 for n in names)
    squeezed, drawn = _frames(game)
    assert not names & set(squeezed)
    assert all(font.width(t) <= 146 for t, *_ in drawn if t in names or t.endswith(".."))


def test_the_fusion_recipes_on_the_deck_statistics_keep_the_fonts_size(game, db):
    """Issue 31: the deck statistics' fusion recipes were squeezed until hard to read."""
    save = new_save("JONO", 77, DECK)
    game.open_slot(save, "Build Deck")
    game.tap("square")
    menu = game.top
    game.move_to(menu.options.index("Deck statistics"), "cross")
    stats = game.top.stats
    squeezed, drawn = _frames(game)
    font = game.app.ctx.font
    texts = [t for t, *_ in drawn]
    assert not any(t.startswith(("=", "+")) for t in squeezed), squeezed
    shown = [fu for fu in stats.best_fusions if db.names[fu.result] in " ".join(texts)]
    assert len(shown) >= 4
    for fu in shown:  # each recipe whole: both cards' names appear in full
        recipe = " ".join(t for t in texts if t.startswith(("=", "+")))
        assert db.names[fu.a] in recipe and db.names[fu.b] in recipe, (db.names[fu.a], db.names[fu.b], recipe)
    assert all(font.width(t) <= 144 for t in texts if t.startswith(("=", "+")))
