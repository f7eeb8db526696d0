"""Every word the duel screen shows fits its box at the pixel font's metrics: no name or sentence is cut,
abbreviated with "..", or run past the edge (issue 14, "words on screen are the player's words").

The boxes are the painters' own constants, so a layout change that shrinks one is caught here.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.db.vocab import STAR_NAMES, TYPE_NAMES, Kind
from game.gfx import cards as card_faces
from game.gfx.card_text import fit_name, tight_width
from game.present.motion import message_of
from game.rules import events as E
from game.scenes.duel import hud, motions, title_card
from game.scenes.duel.assist_overlay import best_line
from game.scenes.duel.control_marks import describe_result, no_fusion_hint, preview_hint
from game.scenes.duel.pause import PORTRAIT_NAME_W


@pytest.fixture(scope="module")
def font():
    from game.app import default_sprites_dir
    from game.gfx.font import load_font

    return load_font(default_sprites_dir())


def _cards(db) -> range:
    return range(1, len(db.names))


def test_every_card_name_fits_the_big_card_in_at_most_two_unsqueezed_lines(db, font):
    assert len(_cards(db)) == 722
    two = 0
    for card in _cards(db):
        name = db.names[card]
        shown = fit_name(font, name, card_faces.NAME_W)
        assert 1 <= len(shown) <= 2, name
        assert " ".join(shown) == name  # whole, never abbreviated
        assert all(tight_width(font, line) <= card_faces.NAME_W for line in shown), (name, shown)
        two += len(shown) == 2
    assert two > 0  # "Twin-headed Thunder Dragon" and its like do take two lines


def test_type_and_star_names_fit_the_big_card(font):
    room = 100 - 22 - 12  # beside a monster's attribute and type badges (the narrower case)
    for word in TYPE_NAMES:
        assert tight_width(font, word) <= room, word
    for i, room in enumerate(card_faces.STAR_NAME_W):
        for word in STAR_NAMES[1:]:
            assert tight_width(font, word) <= room, (i, word)


def test_every_card_name_fits_the_info_strip(db, font):
    for card in _cards(db):
        room = hud.INFO_NAME_W[bool(db.is_monster(card))]
        assert tight_width(font, db.names[card]) <= room, db.names[card]


def test_every_prompt_line_has_a_wording_that_fits(db, font):
    for card in _cards(db):
        name = db.names[card]
        for wordings in (no_fusion_hint(name), preview_hint(describe_result(db, card), 4),
                         preview_hint(describe_result(db, card), 0), best_line(name, 5, 3300),
                         (f"FUSION: {describe_result(db, card)}", f"FUSION: {name}"),
                         (f"EQUIP: {name} +1000",), (f"REPLACES it with {name}",)):
            shown = hud.pick(font, wordings, hud.HINT_W)
            assert font.width(shown) <= hud.HINT_W, shown
    # the long wording is the one shown whenever it fits
    assert hud.pick(font, no_fusion_hint("Ryu-kishin"), hud.HINT_W).startswith("NO FUSION: Ryu-kishin stays")


def test_captions_of_every_card_fit_in_two_lines(db, font):
    ctx = SimpleNamespace(db=db, font=font)
    longest = max(_cards(db), key=lambda c: font.width(db.names[c]))  # the widest name beside every card
    for card in _cards(db):
        if int(db.kind[card]) in (Kind.MAGIC, Kind.TRAP, Kind.FIELD, Kind.RITUAL):
            shown = motions.effect_lines(ctx, card)
            assert 1 <= len(shown) <= 2, db.names[card]
            assert all(font.width(t) <= motions.CAPTION_W for t in shown), shown
        events = (E.FusionStep(0, card, longest, "fusion", card, 0, 0),
                  E.FusionStep(0, card, longest, "fail", longest, card, 0),
                  E.EquipApplied(1, 0, longest, card, 1000), E.MagicUsed(1, card, 0, True), E.TrapFired(1, 0, card),
                  E.RitualResolved(1, card, (), card, 0))
        for ev in events:
            shown = motions.caption_lines(font, message_of(db, ev))
            assert 1 <= len(shown) <= 2 and all(font.width(t) <= motions.CAPTION_W for t in shown), shown
        shown = motions.caption_lines(font, f"{db.names[card]} is thrown away")
        assert len(shown) == 1, shown


def test_duelist_names_fit_the_panel_the_pause_menu_and_the_title_card(db, font):
    names = [n.split(" (")[0] for n in db.duelist_names if n and not n.startswith("(")]  # not the unused slots
    assert len(names) > 30
    for name in names:
        short = hud.panel_name(font, name, hud.LABEL_W)
        assert tight_width(font, short) <= hud.LABEL_W, name
        assert short in name and short.strip() == short
        assert tight_width(font, hud.panel_name(font, name, PORTRAIT_NAME_W)) <= PORTRAIT_NAME_W, name
        assert font.width(name) <= title_card.NAME_W, name
    assert hud.panel_name(font, "High Mage Secmeton", hud.LABEL_W) == "Secmeton"
    assert hud.panel_name(font, "Simon Muran", hud.LABEL_W) == "Simon"


def test_order_badges_stay_clear_of_the_lp_panel_and_its_deck_counts():
    from game.scenes.duel.layout import hand_rect

    for i in range(5):
        badge = hand_rect(i, raised=True).move(-2, -2)
        badge.size = (16, 16)
        hint_badge = hand_rect(i).move(-2, -2)  # the hint's badge: the mark's, on the card at rest
        hint_badge.size = (16, 16)
        assert not badge.colliderect(hud.LP_PANEL)
        assert not hint_badge.colliderect(hud.LP_PANEL)


def test_the_destination_line_names_what_playing_onto_a_monster_does_for_own_and_partner(db):
    from game.rules.fusion import resolve_chain
    from game.scenes.duel.control_marks import dest_hint

    bewd, elf, baby, time_wizard, celtic, thousand, sword = 1, 2, 4, 16, 41, 69, 301
    fused = resolve_chain(db, [baby, time_wizard])
    assert dest_hint(db, fused, baby, 0) == (f"FUSION: {describe_result(db, thousand)}",
                                             f"FUSION: {db.names[thousand]}")
    assert dest_hint(db, fused, baby, 0, partner=True) == \
        f"FUSE WITH PARTNER'S {db.names[baby]}: {db.names[thousand]}"
    equipped = resolve_chain(db, [celtic, sword], head_bonus=200)
    assert dest_hint(db, equipped, celtic, 200) == f"EQUIP: {db.names[celtic]} +500"
    assert dest_hint(db, equipped, celtic, 200, partner=True) == f"EQUIP PARTNER'S {db.names[celtic]} +500"
    wasted = resolve_chain(db, [elf, sword])                # the sword fits no Spellcaster: thrown away
    assert dest_hint(db, wasted, elf, 0) == "No match: the card would be wasted."
    assert dest_hint(db, wasted, elf, 0, partner=True) == f"No match with partner's {db.names[elf]}: the card is wasted"
    replaced = resolve_chain(db, [bewd, elf])
    assert dest_hint(db, replaced, bewd, 0) == f"REPLACES it with {db.names[elf]}"
    assert dest_hint(db, replaced, bewd, 0, partner=True) == \
        f"REPLACES partner's {db.names[bewd]} with {db.names[elf]}"
