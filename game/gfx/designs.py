"""A monster's design, read from the composition record the card-art build writes (sprites/card_art.json):
the body it is drawn with (template: body plan and shape options, or its bespoke drawing), its palette
coarsened to what an eye tells apart, and the objects it holds or wears. Two monsters of one design are
one figure painted twice, even when a pixel differs; check-data counts designs and tools/card_art
gives each monster its own (tools/card_art/designs.py)."""

from __future__ import annotations

from collections import defaultdict

# Parts that count a body (heads, eyes...) rather than name an object it holds or wears.
BODY_PARTS = frozenset({"head", "eye", "arm", "leg", "wing"})


def coarse_palette(palette: str) -> str:
    """Returns the body colour of a record's palette ("Light:777", eighths of each channel) in quarters:
    the attribute's backdrop is not part of the figure, and a nudge of an eighth is not a new look."""
    body = palette.rsplit(":", 1)[-1]
    return "".join(str(int(d, 16) // 2) for d in body)


def design_key(entry: dict) -> str:
    """Returns the design of a composition record: template | coarse body colour | props."""
    props = ",".join(sorted(k for k, n in entry.get("parts", {}).items() if n and k not in BODY_PARTS))
    return f"{entry['template']}|{coarse_palette(entry['palette'])}|{props}"


def shared_designs(entries: dict[str, dict]) -> list[list[str]]:
    """Returns the groups (card ids, as in the manifest) of two or more records sharing one design."""
    groups: dict[str, list[str]] = defaultdict(list)
    for cid, entry in entries.items():
        groups[design_key(entry)].append(cid)
    return sorted((ids for ids in groups.values() if len(ids) > 1), key=lambda g: int(g[0]))
