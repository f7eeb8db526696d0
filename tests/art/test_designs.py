"""Issue 33, the long tail: every monster's figure and picture is its own design. A design is the body
(template), the palette coarsened to what an eye tells apart, and the props, read from the composition
records of sprites/card_art.json (game.gfx.designs); check-data counts them and fails on a shared one,
and tools/card_art/designs.py gives a monster whose name alone would repeat another's a variant."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np

from game.gfx.designs import coarse_palette, design_key, shared_designs

REPO = Path(__file__).resolve().parents[2]
SPRITES = REPO / "sprites"


def _monsters(db) -> list[int]:
    from game.db.vocab import Kind

    return [int(c) for c in np.flatnonzero(db.kind == Kind.MONSTER)]


def test_every_monster_has_a_design_of_its_own(db):
    from game.commands.check_data import design_counts, figure_counts, figure_problem

    monsters = _monsters(db)
    entries = json.loads((SPRITES / "card_art.json").read_text(encoding="utf-8"))["cards"]
    assert shared_designs({str(c): entries[str(c)] for c in monsters}) == []
    counts = design_counts(SPRITES, monsters)
    assert counts == {"monster_designs": len(monsters), "monster_designs_distinct": len(monsters)}
    assert figure_problem({"monsters": len(monsters), **figure_counts(SPRITES), **counts}) == ""


def test_two_monsters_given_one_design_are_caught(tmp_path, db):
    """Two monsters drawn from one body, palette and props are caught even though each keeps its own
    pixels (the figure digests still differ): Mystical Elf recorded as a repaint of Blue-eyes."""
    from game.commands.check_data import design_counts, figure_counts, figure_problem

    out = tmp_path / "sprites"
    out.mkdir()
    for f in SPRITES.glob("monster_figures*"):
        shutil.copy(f, out / f.name)
    manifest = json.loads((SPRITES / "card_art.json").read_text(encoding="utf-8"))
    elf, bewd = manifest["cards"]["2"], manifest["cards"]["1"]
    elf.update(template=bewd["template"], parts=dict(bewd["parts"]),
               palette=elf["palette"].split(":")[0] + ":" + bewd["palette"].split(":")[1])
    (out / "card_art.json").write_text(json.dumps(manifest), encoding="utf-8")
    monsters = _monsters(db)
    report = {"monsters": len(monsters), **figure_counts(out), **design_counts(out, monsters)}
    assert report["monster_figures_distinct"] == len(monsters)  # every pixel figure still differs
    assert report["monster_designs_distinct"] == len(monsters) - 1
    assert "share a design" in figure_problem(report)


def test_the_design_reads_body_coarse_palette_and_props():
    entry = {"template": "figure;hat=helmet", "palette": "Earth:345", "parts": {"head": 1, "eye": 2, "sword": 1}}
    assert coarse_palette("Earth:345") == coarse_palette("Dark:254") == "122"  # backdrop and a nudge ignored
    assert design_key(entry) == "figure;hat=helmet|122|sword"
    assert design_key({**entry, "palette": "Earth:745"}) != design_key(entry)
    assert design_key({**entry, "parts": {"head": 1, "eye": 2, "axe": 1}}) != design_key(entry)
    assert design_key({**entry, "template": "figure;hat=horned"}) != design_key(entry)


def test_monsters_whose_names_would_repeat_a_design_are_each_given_their_own():
    """Three knights of one name, type, attribute, level and seed would be one figure three times: the
    assignment gives the second and third a variant of the drawer's shape options, never the name's facts."""
    from tools.card_art.compose import Card, render
    from tools.card_art.designs import _PROBE, assign

    cards = [Card(900, "Plain Knight", "monster", "Warrior", "Earth", 4) for _ in range(3)]
    keys = {design_key(render(c, *_PROBE)[1]) for c in cards}
    assert len(keys) == 1  # the same design three times before
    assign(cards)
    assert cards[0].variant == () and cards[1].variant and cards[2].variant  # the first keeps its name's
    keys = [design_key(render(c, *_PROBE)[1]) for c in cards]
    assert len(set(keys)) == 3
    assert all(";armor=True" in k and "|" in k for k in keys)  # a knight stays armoured
    named = [Card(901, "Axe Raider", "monster", "Warrior", "Earth", 4) for _ in range(2)]
    assign(named)
    assert named[1].variant and all(k != "weapon" for k, _ in named[1].variant)
    assert all("weapon=axe" in design_key(render(c, *_PROBE)[1]) for c in named)  # the named axe is kept


def test_the_figure_atlases_stay_small():
    """The long tail's variants cost no more than a few kilobytes: the figure atlases stay near their 1 MB."""
    size = sum(f.stat().st_size for f in SPRITES.glob("monster_figures_*.png"))
    assert size < 1_300_000, size


def test_no_two_monsters_share_a_body(db):
    """Colour alone does not tell two monsters apart: no two share template and props (45 groups of 129
    monsters did before the drawers offered frills, tails, antlers, beaks and silhouette variants)."""
    from collections import defaultdict

    entries = json.loads((SPRITES / "card_art.json").read_text(encoding="utf-8"))["cards"]
    bodies = defaultdict(list)
    for cid in _monsters(db):
        template, _, props = design_key(entries[str(cid)]).split("|")
        bodies[f"{template}|{props}"].append(cid)
    assert [ids for ids in bodies.values() if len(ids) > 1] == []


def test_a_silhouette_variant_is_drawn_on_the_body():
    """Spines, horns or a ring worn on the silhouette change the pixels of a drawer that has no shape
    options of its own (a mirror), and nothing is drawn where the subject is off the canvas."""
    from tools.card_art.compose import Card, render
    from tools.card_art.designs import _PROBE

    card = Card(902, "Plain Mirror", "monster", "Fiend", "Dark", 4)
    plain = render(card, 102, 96, 1.0, 0, 0)[0]
    for key in ("ridge", "horns2", "ring"):
        card.variant = ((key, True),)
        img, info = render(card, 102, 96, 1.0, 0, 0)
        assert f";{key}=True" in info["template"]
        assert (img != plain).any(axis=2).sum() > 12, key
        assert render(card, *_PROBE)[1]["template"] == info["template"]
