""""Where to farm": which duelists drop a card, at which rank, how often (R13.11-R13.13, R3.8).

    for row in drop_sources(db, card): row.duelist, row.ranks, row.chance, row.expected_wins
    for row in deck_holders(db, card): row.duelist, row.chance_per_draw, row.expected_copies
    rows = best_first(sources, drop_assist)   # the order the player's options make best
    note = relief_note(sources, drop_assist, starchip_multiplier)  # what the options changed, in words

A drop weight w out of 2048 is a chance of w/2048 per won duel at a rank that uses that pool, so
the expected number of such wins to see the card once is 2048/w (geometric distribution). With
the drop assist (grind relief, game.career.relief) the chance per win is ``assisted_chance``: the
best of three rolls keeps the rarest card of the pool, so a common card becomes far rarer (Time
Wizard from Jono: 3.12 % -> 0.0031 %, 32 -> 32,768 expected wins) and a rare one likelier; the
best source under the option can be another duelist, hence ``best_first`` and ``relief_note``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from game.career.model import DECK_SIZE, SaveData, check_card
from game.career.relief import assisted_chance
from game.db import CardDB
from game.db.vocab import POOL_NAMES, POOL_TOTAL, Pool

DROP_POOLS = (Pool.SA_POW, Pool.BCD, Pool.SA_TEC)
FIRST_DUELIST, LAST_DUELIST = 1, 39  # 0 is an unused copy of 1


@dataclass(frozen=True, slots=True)
class DropSource:
    """One way to win a card: beat this duelist with a rank that uses this pool."""

    duelist: int
    name: str
    pool: Pool
    ranks: tuple[str, ...]  # e.g. ("S-POW", "A-POW")
    weight: int  # out of 2048
    chance: float  # per qualifying win
    expected_wins: float  # 1 / chance
    unlocked: bool | None  # for Free Duel, when a save was given
    assisted_chance: float = 0.0  # per qualifying win with the drop assist on (game.career.relief)

    @property
    def assisted_expected_wins(self) -> float:
        """Returns the expected qualifying wins to see the card once with the drop assist on."""
        return 1 / self.assisted_chance if self.assisted_chance else float("inf")


@dataclass(frozen=True, slots=True)
class DeckHolder:
    """A duelist whose deck pool can deal the card (R3.8)."""

    duelist: int
    name: str
    weight: int
    chance_per_draw: float  # weight / 2048, one dealt card
    expected_copies: float  # about 40 * chance, ignoring the 3-copy redraw


def rank_bands(db: CardDB) -> dict[Pool, tuple[str, ...]]:
    """Returns the rank letters that roll each drop pool, from the rank table (R13.11)."""
    out: dict[Pool, list[str]] = {p: [] for p in DROP_POOLS}
    for letter in db.rank_letters:
        out[Pool(POOL_NAMES.index(letter["pool"]))].append(letter["rank"])
    return {p: tuple(v) for p, v in out.items()}


def drop_sources(db: CardDB, card: int, save: SaveData | None = None) -> list[DropSource]:
    """Returns every (duelist, pool) that can drop a card, most likely first (then fewest ids)."""
    card = check_card(card)
    bands = rank_bands(db)
    duelists = np.arange(FIRST_DUELIST, LAST_DUELIST + 1)
    weights = db.pools[FIRST_DUELIST:LAST_DUELIST + 1][:, list(DROP_POOLS), card].astype(np.int64)
    rows = []
    for di, pi in zip(*np.nonzero(weights)):
        duelist, pool, w = int(duelists[di]), DROP_POOLS[pi], int(weights[di, pi])
        rows.append(DropSource(duelist, db.duelist_names[duelist], pool, bands[pool], w, w / POOL_TOTAL,
                               POOL_TOTAL / w, None if save is None else save.is_unlocked(duelist),
                               assisted_chance(db, duelist, pool, card)))
    return sorted(rows, key=lambda r: (-r.weight, r.duelist, r.pool))


def deck_holders(db: CardDB, card: int) -> list[DeckHolder]:
    """Returns the duelists whose deck pool holds a card, most copies expected first."""
    card = check_card(card)
    weights = db.pools[FIRST_DUELIST:LAST_DUELIST + 1, Pool.DECK, card].astype(np.int64)
    rows = [DeckHolder(int(d) + FIRST_DUELIST, db.duelist_names[int(d) + FIRST_DUELIST], int(weights[d]),
                       float(weights[d] / POOL_TOTAL), float(DECK_SIZE * weights[d] / POOL_TOTAL))
            for d in np.flatnonzero(weights)]
    return sorted(rows, key=lambda r: (-r.weight, r.duelist))



def best_first(sources: list[DropSource], drop_assist: bool) -> list[DropSource]:
    """Returns the sources best first for a player with or without the drop assist (then fewest ids)."""
    if drop_assist:
        return sorted(sources, key=lambda r: (-r.assisted_chance, r.duelist, r.pool))
    return sorted(sources, key=lambda r: (-r.weight, r.duelist, r.pool))


def percent(chance: float) -> str:
    """Returns a chance as the list shows it: two decimals, "<0.01%" for a chance that is not zero."""
    return "<0.01%" if 0 < chance < 0.00005 else f"{chance * 100:.2f}%"


def wins_text(wins: float) -> str:
    """Returns expected wins as the list shows them: grouped digits, "-" past a million (never in practice)."""
    return f"{wins:,.0f}" if wins < 1e6 else "-"


def relief_note(sources: list[DropSource], drop_assist: bool, starchip_multiplier: int) -> tuple[str, ...]:
    """Returns the lines that say what the grind-relief options change in this list (none when both are off).

    With the drop assist: whether it makes this card rarer, likelier or both (from one duelist to
    another), and what it does at the source that was best without it (the list's first row then
    shows the best one with it). The starchip multiplier changes no drop, and the note says so.
    """
    if not drop_assist:
        return (f"Starchips x{starchip_multiplier} on: drop chances unchanged.",) if starchip_multiplier > 1 else ()
    if not sources:
        return ("Drop assist on: no duelist drops this card.",)
    rarer = any(s.assisted_chance < s.chance for s in sources)
    likelier = any(s.assisted_chance > s.chance for s in sources)
    head = ("Drop assist on: common cards far rarer, rare ones likelier." if rarer and likelier else
            "Drop assist on: common cards far rarer." if rarer else "Drop assist on: rare cards likelier.")
    src = best_first(sources, False)[0]
    return head, (f"{src.name}, best without it: {percent(src.chance)} -> {percent(src.assisted_chance)}, "
                  f"{wins_text(src.expected_wins)} -> {wins_text(src.assisted_expected_wins)} wins")
