"""Issue 24: card pictures show what the card is. Each likeness rule of the art lexicon (what a name
counts or names: heads, eyes, wings, limbs, the objects it names, a dragon's body plan) is checked
against the parts the composer recorded for every card in the committed manifest; the most-seen
monsters (data/top_cards.txt) are computed from the data, drawn bespoke where the issue names them,
and never share one figure."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from tools.card_art.famous import BESPOKE
from tools.card_art.lexicon import LIKENESS, likeness, unmet
from tools.make_card_art import load_cards
from tools.make_top_cards import EXODIA, NAMED, read_top

REPO = Path(__file__).resolve().parents[2]
MANIFEST = json.loads((REPO / "sprites" / "card_art.json").read_text(encoding="utf-8"))["cards"]
CARDS = load_cards(REPO / "data")
MONSTERS = [c for c in CARDS if c.kind == "monster"]
BY_NAME = {c.name: c for c in CARDS}


@pytest.mark.parametrize("rule", [r[0] for r in LIKENESS])
def test_every_card_a_likeness_rule_names_is_drawn_as_it_says(rule):
    """One test per rule: every monster whose name (and type) the rule matches shows what it
    requires, read from the parts the composer placed (sprites/card_art.json)."""
    hits = [c for c in MONSTERS if rule in likeness(c.name, c.type)]
    assert hits, f"rule {rule} matches no card: it checks nothing"
    misses = {}
    for card in hits:
        wrong = unmet(likeness(card.name, card.type)[rule], MANIFEST[str(card.id)])
        if wrong:
            misses[f"{card.id} {card.name}"] = wrong
    assert not misses, misses


def test_the_rules_read_the_names_the_issue_gives():
    def rules(name):
        card = BY_NAME[name]
        return likeness(card.name, card.type)

    assert rules("Twin-headed Thunder Dragon")["two_heads"] == {"heads": 2}
    assert rules("Blue-eyes Ultimate Dragon")["three_heads"] == {"heads": 3}
    assert rules("Hitotsu-me Giant")["one_eye"] == {"eyes": 1}
    assert rules("Time Wizard")["clock"] == {"props": ["clock"]}
    assert "dragon_not_biped" in rules("Blue-eyes White Dragon")
    assert "dragon.rearing" not in rules("Red-eyes B. Dragon")["dragon_not_biped"]["plans"]
    # issue 33: materials, armour and animals the names state
    assert rules("Metalzoa")["metal"] == {"material": "metal"} and "zoa" in rules("Metalzoa")
    assert rules("Sand Stone")["sand"] == {"material": "sand"} and "stone" not in rules("Sand Stone")
    assert rules("Giant Soldier of Stone")["stone"] == {"material": "stone"}
    assert rules("Armored Rat")["armour"] == {"props": ["armor"]}
    assert rules("Flame Cerebrus")["flame"] == {"props": ["flame"]}
    assert "wolf" in rules("Flower Wolf") and "bird" not in rules("Turtle Bird")
    assert rules("Three-legged Zombies")["three_legs"] == {"legs": 3}
    assert rules("Gemini Elf")["twins"] == {"heads": 2}
    assert rules("Javelin Beetle")["javelin"] == {"props": ["spear"]}
    assert rules("Dice Armadillo")["dice"] == {"props": ["dice"]}
    assert rules("Big Eye")["named_eye"] == {"eyes_at_least": 1} and "named_eye" not in rules("Blue-eyes White Dragon")


def test_a_picture_that_misses_a_rule_is_caught():
    """The checker can fail: one head where the name counts two, no clock, a biped dragon."""
    assert unmet({"heads": 2}, {"plan": "dragon.quadruped", "parts": {"head": 1, "eye": 1}})
    assert unmet({"eyes": 1}, {"plan": "figure", "parts": {"head": 1, "eye": 2}})
    assert unmet({"props": ["clock"]}, {"plan": "figure", "parts": {"staff": 1}})
    assert unmet({"wings": 2}, {"plan": "quadruped", "parts": {"wing": 1}})
    assert unmet({"plans": ["dragon.quadruped"]}, {"plan": "dragon.rearing", "parts": {}})
    assert not unmet({"heads": 3}, {"plan": "dragon.flying", "parts": {"head": 3}})
    # issue 33: a metal creature in another material, a burning name with no flame, armour left off,
    # an animal drawn as another body
    assert unmet({"material": "metal"}, {"plan": "figure", "parts": {}, "material": "stone"})
    assert unmet({"material": "metal"}, {"plan": "figure", "parts": {}})
    assert unmet({"props": ["flame"]}, {"plan": "quadruped", "parts": {"head": 1}})
    assert unmet({"props": ["armor"]}, {"plan": "figure", "parts": {"sword": 1}})
    assert unmet({"plans": ["quadruped"]}, {"plan": "mech_spider", "parts": {}})
    assert unmet({"eyes_at_least": 1}, {"plan": "eyeball", "parts": {}})
    assert unmet({"legs": 3}, {"plan": "figure", "parts": {"leg": 2}})
    assert not unmet({"material": "sand", "props": ["flame"]}, {"plan": "rock", "parts": {"flame": 1},
                                                                "material": "sand"})


def test_a_broken_likeness_in_the_manifest_is_caught():
    """Issue 33: the rules read the committed records, so a metal Zoa drawn back as a stone spider (the
    defect the issue names) fails them."""
    card = BY_NAME["Metalzoa"]
    need = likeness(card.name, card.type)
    entry = dict(MANIFEST[str(card.id)])
    assert not unmet(need["metal"], entry) and not unmet(need["zoa"], entry)
    entry.update(plan="mech_spider", material="stone", parts={"eye": 2})
    assert unmet(need["metal"], entry) and unmet(need["zoa"], entry)


def test_named_creatures_are_drawn_as_themselves_not_the_generic_fiend():
    """Zoa and Metalzoa are one great armoured, spiked fiend (Metalzoa in metal), not the plain-suited
    demon the fiends share nor a spider; the clowns are not one figure."""
    fiend = MANIFEST[str(BY_NAME["Barox"].id)]["template"].split(";")[:2]
    for name in ("Zoa", "Metalzoa"):
        entry = MANIFEST[str(BY_NAME[name].id)]
        assert entry["plan"] == "figure" and entry["parts"].get("armor"), name
        assert "spikes=True" in entry["template"] and "hat=horned" in entry["template"], name
    assert MANIFEST[str(BY_NAME["Metalzoa"].id)]["material"] == "metal"
    assert fiend == ["figure", "head=demon"]
    clowns = [MANIFEST[str(c.id)]["template"] for c in MONSTERS if "clown" in c.name.lower()
              and MANIFEST[str(c.id)]["plan"] == "figure" and not MANIFEST[str(c.id)]["bespoke"]]
    assert len(clowns) >= 4 and len(set(clowns)) == len(clowns), clowns


def test_named_heads_and_eyes_are_drawn():
    """The issue's own examples, straight from the manifest."""
    parts = {name: MANIFEST[str(BY_NAME[name].id)]["parts"] for name in
             ("Twin-headed Thunder Dragon", "Blue-eyes Ultimate Dragon", "Hitotsu-me Giant", "Time Wizard",
              "Blue-eyes White Dragon")}
    assert parts["Twin-headed Thunder Dragon"]["head"] == 2
    assert parts["Blue-eyes Ultimate Dragon"]["head"] == 3
    assert parts["Blue-eyes White Dragon"]["head"] == 1
    assert parts["Hitotsu-me Giant"]["eye"] == 1
    assert parts["Time Wizard"]["clock"] >= 1


def test_every_dragon_stands_in_a_dragon_pose_never_the_biped():
    plans = Counter(MANIFEST[str(c.id)]["plan"] for c in MONSTERS if c.type == "Dragon")
    assert "dragon.rearing" not in plans and "figure" not in plans
    assert plans["dragon.quadruped"] and plans["dragon.wyvern"] and plans["dragon.flying"]


def test_the_top_list_is_computed_from_the_data_and_committed():
    from tools.make_top_cards import main

    assert main(["--check"]) == 0
    top = read_top(REPO / "data")
    assert len(top) >= 150 and len(set(top)) == len(top)
    assert all(BY_NAME[n].id in top for n in NAMED) and all(c in top for c in EXODIA)
    assert all(MANIFEST[str(c)] and next(x for x in CARDS if x.id == c).kind == "monster" for c in top)


def test_the_famous_cards_have_bespoke_compositions():
    famous = [BY_NAME[n].id for n in NAMED] + list(EXODIA)
    assert [c for c in famous if not MANIFEST[str(c)]["bespoke"]] == []
    assert all(MANIFEST[str(BY_NAME[n].id)]["template"] == f"bespoke:{n}" for n in BESPOKE)
    assert set(BESPOKE) <= set(BY_NAME), set(BESPOKE) - set(BY_NAME)


def test_every_top_card_has_a_bespoke_composition():
    """Issue 24: each of the computed most-seen monsters (data/top_cards.txt) is drawn by a composition
    of its own, registered under its name and committed in the atlas, never by a body template."""
    top = read_top(REPO / "data")
    names = {c.id: c.name for c in CARDS}
    missing = [(card, names[card]) for card in top
               if not MANIFEST[str(card)]["bespoke"] or names[card] not in BESPOKE]
    assert missing == []


def test_no_two_of_the_top_cards_share_a_figure():
    """A body template (plan and shape options, or the bespoke drawing) in one palette (backdrop
    and body colour) is one figure: each of the top cards has its own."""
    top = read_top(REPO / "data")
    seen: dict[tuple[str, str], int] = {}
    clashes = []
    for card in top:
        entry = MANIFEST[str(card)]
        key = (entry["template"], entry["palette"])
        if key in seen:
            clashes.append((seen[key], card, key))
        seen[key] = card
    assert clashes == []
    drawers = [BESPOKE[next(c.name for c in CARDS if c.id == card)] for card in top if MANIFEST[str(card)]["bespoke"]]
    assert len(set(drawers)) == len(drawers)  # no drawing serves two cards


def test_the_top_cards_look_different_from_each_other():
    """Two of the most-seen pictures never look alike: box-averaged to 16x16 grey they differ by at
    least what tests/shell/test_card_art.py asks of two cards of one type (a one-pixel shift scores 0.009)."""
    import numpy as np
    import pygame

    from game.gfx.card_art import CardArt

    pygame.display.init()
    art = CardArt(REPO / "sprites")
    top = read_top(REPO / "data")

    def grey16(card):
        rgb = pygame.surfarray.array3d(art.big(card)).transpose(1, 0, 2).astype(float) @ np.array([0.299, 0.587, 0.114])
        return rgb[:96, 3:99].reshape(16, 6, 16, 6).mean(axis=(1, 3)).ravel() / 255

    x = np.stack([grey16(c) for c in top])
    dist = np.abs(x[:, None, :] - x[None, :, :]).mean(axis=2)
    np.fill_diagonal(dist, 1.0)
    i, j = np.unravel_index(dist.argmin(), dist.shape)
    assert dist[i, j] >= 0.02, (top[i], top[j], dist[i, j])


def test_check_data_reports_the_bespoke_count(capsys):
    from game.cli import main

    assert main(["check-data", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    top = set(read_top(REPO / "data"))
    bespoke = {int(k) for k, e in MANIFEST.items() if e["bespoke"]}
    assert report["card_art_bespoke"] == len(bespoke) >= len(NAMED) + len(EXODIA)
    assert report["card_art_top_cards"] == len(top)
    assert report["card_art_top_bespoke"] == len(bespoke & top)


def test_contact_sheets_of_a_group(tmp_path):
    import pygame

    from tools.make_card_art import group_ids, main

    assert main(["--sheet", "bespoke", "--out", str(tmp_path), "--zoom", "1"]) == 0
    ids = group_ids(CARDS, "bespoke")
    assert len(ids) == len(BESPOKE)
    sheet = pygame.image.load(str(tmp_path / "sheet-bespoke-big-01.png"))
    assert sheet.get_width() == 8 * 106 + 4
    assert min(p.name for p in tmp_path.iterdir()).startswith("sheet-bespoke-big-")


def test_readme_shows_the_top_cards():
    import pygame

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert 'src="docs/images/top-cards.png"' in readme
    top = read_top(REPO / "data")
    path = REPO / "docs" / "images" / "top-cards.png"
    assert pygame.image.load(str(path)).get_size() == (15 * 41 + 1, -(-len(top) // 15) * 33 + 1)
    assert path.stat().st_size < 256_000  # the thumbnails a player sees in hand, not the heavy big art
