"""Every monster a design of its own: where a monster's name alone would give it the same body (template
and props) as a monster before it (by id), it takes the first combination of the shape alternatives its
drawer offers (lexicon.VARIANT_AXES) that is a body of its own; where the drawer has none left, the first
that is at least a design of its own (body, coarse palette, props), a turn of its colour (lexicon.TINTS)
if need be.

The design is what game.gfx.designs reads back from the composition record, so check-data and this
assignment agree by construction. The assignment depends only on the card data: regeneration stays
deterministic, and a card's variant only moves when a card before it changes design.
"""

from __future__ import annotations

from itertools import combinations, product

from game.gfx.designs import design_key
from tools.card_art.lexicon import GENERIC_AXES, TINTS, VARIANT_AXES

# Cards are drawn off-canvas on one pixel to read their record (plan, parts, template, palette): the
# record does not depend on what lands on the canvas, and nothing is painted.
_PROBE = (1, 1, 1.0, -1e4, -1e4)


def candidates(subject: str, opts: dict) -> list[tuple]:
    """Returns the variants to try for a monster, in order: the shape alternatives its drawer offers
    (fewest changes first, never a key its name fixes, never a value it already has), then tints alone
    and tints with one change."""
    head = opts.get("head", "human")
    head = "caster" if head == "human" and opts.get("robe") else head
    kind = {"figure": head, "insect": opts.get("insect", "bug")}.get(subject, opts.get("pose"))
    axes = VARIANT_AXES.get(f"{subject}:{kind}")
    axes = axes or VARIANT_AXES.get(subject) or (GENERIC_AXES if subject != "figure" else [])
    fixed = set(opts.get("_fixed", ()))
    if opts.get("robe"):
        fixed.add("cape")  # a cape behind a robe hardly shows
    axes = [(k, tuple(v for v in vals if opts.get(k) != v)) for k, vals in axes if k not in fixed]
    axes = [(k, vals) for k, vals in axes if vals]
    shapes: list[tuple] = []
    for n in range(1, len(axes) + 1):
        for chosen in combinations(axes, n):
            shapes += [tuple(zip((k for k, _ in chosen), values)) for values in
                       product(*(vals for _, vals in chosen))]
    tints = [(("tint", t),) for t in TINTS]
    return shapes + tints + [t + s for t in tints for s in shapes if len(s) == 1]


_ASSIGNED: dict[tuple, list[tuple]] = {}  # one search per card list, per process (the tools load cards often)


def assign(cards) -> dict[int, tuple]:
    """Sets each monster's ``variant`` so no two monsters share a design; returns {id: variant} of the
    monsters given one. Bespoke compositions are their own design and are never varied."""
    monsters = sorted((c for c in cards if c.kind == "monster"), key=lambda c: c.id)
    key = tuple((c.id, c.name, c.type, c.attribute, c.level) for c in monsters)
    if key not in _ASSIGNED:
        _ASSIGNED.clear()
        _search(monsters)
        _ASSIGNED[key] = [c.variant for c in monsters]
    for card, variant in zip(monsters, _ASSIGNED[key]):
        card.variant = variant
    return {c.id: c.variant for c in monsters if c.variant}


def _search(monsters) -> None:
    """Gives each of monsters (in id order) the first variant that makes its design its own."""
    from tools.card_art import famous
    from tools.card_art.compose import describe, render

    designs: set[str] = set()
    bodies: set[str] = set()
    resume: dict[tuple, int] = {}  # where the last monster of one base body and choice list found its own
    for card in monsters:
        card.variant = ()
        if card.name in famous.BESPOKE:  # its own drawing: a body no other monster has
            continue
        key = design_key(render(card, *_PROBE)[1])
        if key in designs or _body(key) in bodies:
            subject, opts, _ = describe(card)
            choices = candidates(subject, opts)
            group = (_body(key), tuple(choices))
            first = resume.get(group, 0)
            tried = []
            for i in [*range(first, len(choices)), *range(first)]:
                card.variant = choices[i]
                tried.append((choices[i], design_key(render(card, *_PROBE)[1])))
                if tried[-1][1] not in designs and _body(tried[-1][1]) not in bodies:
                    resume[group] = i + 1
                    break
            else:  # no body of its own left: a design of its own will do
                free = [(v, k) for v, k in tried if k not in designs]
                if key in designs and not free:
                    raise ValueError(f"no free design left for {card.id} {card.name}")
                tried = free[:1] if key in designs else [((), key)]
            card.variant, key = tried[-1]
        designs.add(key)
        bodies.add(_body(key))


def _body(key: str) -> str:
    """Returns the body of a design key (template and props, without the palette)."""
    template, _, props = key.split("|")
    return f"{template}|{props}"
