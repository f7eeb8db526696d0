"""Each part of a randomized run, drawn from its own stream: the changes it makes, as plain data.

Every part keeps the game's shape so that a run plays like Forbidden Memories, only shuffled: a
monster's ATK/DEF moves within a band, a fusion's new result is a monster of about the old one's ATK,
a deck card is replaced by a card of the same kind (a monster by one of about the same ATK), a drop
pool keeps its weights and size, an equip keeps how many monsters it fits. Strength 1-3 scales how much
changes (the per-mille chances below).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.db.sources import Sources
from game.db.vocab import (
    EXODIA_PIECES,
    KIND_NAMES,
    N_MONSTER_TYPES,
    STARTER_POOL_KINDS,
    TERRAIN_NAMES,
    TYPE_NAMES,
)
from game.randomizer.stream import Stream

DEAL_LAST_ID = 720  # deck deals never reach 721-722 (R3.9)
DUELISTS = range(1, 40)
DROP_POOLS = (1, 2, 3)
# per-mille chance that one thing changes, by strength 1..3
STATS_BAND = (0, 100, 200, 300)  # ATK/DEF move by up to this many per mille of their value
FUSION_CHANCE = (0, 100, 250, 500)
EQUIP_CHANCE = (0, 100, 250, 500)
POOL_CHANCE = (0, 150, 350, 600)
TERRAIN_CHANCE = (0, 60, 150, 300)
NEIGHBOURS = (0, 6, 15, 40)  # a replacement monster is this close in the ATK order


@dataclass(slots=True)
class Changes:
    """What a run changes (only what differs from the data)."""

    stats: dict[int, tuple[int, int]] = field(default_factory=dict)  # monster -> (atk, def)
    fusions: dict[tuple[int, int], int] = field(default_factory=dict)  # (a, b), a <= b -> result
    equips: dict[tuple[int, int], bool] = field(default_factory=dict)  # (equip, monster) -> fits now
    pools: dict[tuple[int, int], dict[int, int]] = field(default_factory=dict)  # whole new pool tables
    terrain: dict[tuple[int, str], int] = field(default_factory=dict)  # (terrain code, type) -> change
    starter: dict[int, dict[int, int]] = field(default_factory=dict)  # new-game pool -> its whole new table


class Shape:
    """Lookups over the unrandomized data that every part uses (monsters by ATK, cards by kind)."""

    def __init__(self, src: Sources, starter: dict[int, dict[int, int]] | None = None) -> None:
        self.src = src
        self.starter = starter or {}  # the unrandomized new-game pools (base_starter), needed by that part
        self.kind = {c["id"]: c["kind"] for c in src.cards}
        self.atk = {c["id"]: c.get("atk", 0) for c in src.cards}
        self.monsters = sorted((c["id"] for c in src.cards if c["kind"] == "monster"), key=lambda i: (self.atk[i], i))
        self.rank = {m: i for i, m in enumerate(self.monsters)}
        self.by_kind: dict[str, list[int]] = {}
        for c in src.cards:
            if c["id"] <= DEAL_LAST_ID:
                self.by_kind.setdefault(c["kind"], []).append(c["id"])

    def near(self, s: Stream, monster: int, level: int, exclude: set[int] | None = None,
             last: int = 9999) -> int:
        """Returns a monster of about this one's ATK (another one when the window allows), id <= last."""
        i = self.rank[monster]
        lo, hi = max(0, i - NEIGHBOURS[level]), min(len(self.monsters), i + NEIGHBOURS[level] + 1)
        window = [m for m in self.monsters[lo:hi]
                  if m != monster and m <= last and not (exclude and m in exclude)]
        return s.choice(window) if window else monster


def stats(shape: Shape, seed: int, level: int, attempt: int) -> dict[int, tuple[int, int]]:
    """Returns new ATK/DEF of every monster whose values move (each within +-band of its own)."""
    s = Stream(seed, "stats", attempt)
    out = {}
    for c in shape.src.cards:
        if c["kind"] != "monster":
            continue
        new = tuple(_wobble(s, c[key], STATS_BAND[level]) for key in ("atk", "def"))
        if new != (c["atk"], c["def"]):
            out[c["id"]] = new
    return out


def fusions(shape: Shape, seed: int, level: int, attempt: int) -> dict[tuple[int, int], int]:
    """Returns new results for some retail fusions (glitch fusions stay as they are)."""
    s = Stream(seed, "fusions", attempt)
    out = {}
    for a, b, res, glitch in shape.src.fusions:
        if glitch or not s.chance(FUSION_CHANCE[level]) or shape.kind[res] != "monster":
            continue
        new = shape.near(s, res, level, {a, b})
        if new != res:
            out[(a, b)] = new
    return out


def equips(shape: Shape, seed: int, level: int, attempt: int) -> dict[tuple[int, int], bool]:
    """Returns equip pairs added (True) or removed (False): each equip keeps how many monsters it fits."""
    s = Stream(seed, "equips", attempt)
    out: dict[tuple[int, int], bool] = {}
    for e in shape.src.equips:
        fits = set(e["monsters"])
        if len(fits) >= len(shape.monsters):
            continue
        for m in sorted(fits):
            if s.chance(EQUIP_CHANCE[level]):
                other = shape.near(s, m, level, fits)
                if other not in fits:
                    out[(e["card"], m)] = False
                    out[(e["card"], other)] = True
                    fits.discard(m)
                    fits.add(other)
    return out


def pool(shape: Shape, seed: int, level: int, attempt: int, duelist: int, index: int) -> dict[int, int] | None:
    """Returns a duelist's new pool weights (the same weights on partly other cards; a card that leaves has
    weight 0), or None when unchanged.

    A deck pool swaps a card for one of the same kind (a monster for one of about its ATK) and stays within
    ids 1-720; a drop pool may take any card. Either way the number of cards and the weights stay.
    """
    s = Stream(seed, "decks" if index == 0 else "drops", duelist, index, attempt)
    old = shape.src.pools[(duelist, index)]
    cards = set(old)
    new: dict[int, int] = {}
    changed = False
    for card in sorted(old):
        weight = old[card]
        if weight > 0 and s.chance(POOL_CHANCE[level]):
            if index == 0:
                kind = shape.kind[card]
                other = shape.near(s, card, level, cards, DEAL_LAST_ID) if kind == "monster" else s.choice(shape.by_kind[kind])
            else:
                other = 1 + s.below(len(shape.kind))
            if other not in cards:
                cards.add(other)
                new[other] = weight
                new[card] = 0  # a mod entry merges into the table: the card leaves with weight 0
                changed = True
                continue
        new[card] = new.get(card, 0) + weight
    return new if changed else None


def starter(shape: Shape, seed: int, level: int, attempt: int) -> dict[int, dict[int, int]]:
    """Returns the new-game pools that change, each whole: a card swapped for one of the same kind (a
    monster for one of about its ATK, ids 1-720, never an Exodia piece), with the same weights and as many
    cards as before."""
    if not shape.starter:
        raise ValueError("the starter pools part needs the unrandomized pools (Shape(src, base_starter(db)))")
    kind_name = {v: k for k, v in KIND_NAMES.items()}
    out = {}
    for pool, old in sorted(shape.starter.items()):
        s = Stream(seed, "starter", pool, attempt)
        kind = kind_name[STARTER_POOL_KINDS[pool]]
        cards = set(old)
        new: dict[int, int] = {}
        for card in sorted(old):
            other = card
            if s.chance(POOL_CHANCE[level]):
                other = (shape.near(s, card, level, cards | set(EXODIA_PIECES), DEAL_LAST_ID) if kind == "monster"
                         else s.choice(shape.by_kind[kind]))
                if other in cards:
                    other = card
            cards.add(other)
            new[other] = old[card]
        if new != old:
            out[pool] = new
    return out


def base_starter(db) -> dict[int, dict[int, int]]:
    """Returns the unrandomized new-game pools (data/starter_pools.yaml, checked by the career's loader)."""
    import numpy as np

    from game.career.starter import load_starter_pools

    pools = load_starter_pools(db)
    return {p: {int(c): int(pools.weights[p, c]) for c in np.flatnonzero(pools.weights[p])}
            for p in range(len(pools.draws))}


def terrain(shape: Shape, seed: int, level: int, attempt: int) -> dict[tuple[int, str], int]:
    """Returns terrain bonuses changed: a bonus removed or turned around, or a new +-500 bonus."""
    s = Stream(seed, "terrain", attempt)
    out = {}
    for t in shape.src.terrains:
        if t["code"] == 0:
            continue
        for type_name in TYPE_NAMES[:N_MONSTER_TYPES]:
            if not s.chance(TERRAIN_CHANCE[level]):
                continue
            old = t["bonuses"].get(type_name, 0)
            new = (0 if s.below(2) else -old) if old else (500 if s.below(2) else -500)
            out[(t["code"], type_name)] = new
    return out


def terrain_name(code: int) -> str:
    """Returns a terrain's name as the mod format spells it."""
    return TERRAIN_NAMES[code]


def _wobble(s: Stream, value: int, band: int) -> int:
    """Returns value moved by up to +-band per mille, in steps of 50, kept within 0..9999."""
    steps = value * band // 1000 // 50
    if steps <= 0:
        return value
    return max(0, min(9990, value + 50 * (s.below(2 * steps + 1) - steps)))
