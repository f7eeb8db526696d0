"""Collection rules: what a save gains from drops, purchases, trades and duels (R13.10, R13.15, R15.5-R15.12).

    save, added = add_card(save, 12)                        # trunk +1 (cap 250), seen, recent list
    save = apply_duel_win(save, opponent=7, rank=r, dropped=12, campaign=True)
    save = apply_duel_loss(save, opponent=8, campaign=True) # D-27 option: unlock Heishin on this loss

The rank maths (score, letter, starchips, pool, drop roll) live in ``game.rules.rank``; this module
only applies their result to the save, in the order of R13.1.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from dataclasses import replace

from game.career.model import (
    CAMPAIGN_DUELISTS,
    HEISHIN,
    N_CARDS,
    N_DUELISTS,
    RECENT_SIZE,
    RECORD_CAP,
    TRUNK_CAP,
    VERSUS_CAP,
    SaveData,
    check_card,
)
from game.rules import rank as rank_rules


def add_card(save: SaveData, card: int) -> tuple[SaveData, bool]:
    """Returns (save, added) after one card arrives from any source (R13.15, D-28).

    The trunk count stops at 250 for every source; the card is marked seen either way (R15.10)
    and pushed to the front of the 16-entry recent list only when a copy was actually added.
    """
    card = check_card(card)
    seen = save.seen | {card}
    if save.trunk[card] >= TRUNK_CAP:
        return replace(save, seen=seen), False
    trunk = list(save.trunk)
    trunk[card] += 1
    recent = ((card,) + save.recent)[:RECENT_SIZE]
    return replace(save, trunk=tuple(trunk), seen=seen, recent=recent), True


def add_cards(save: SaveData, cards: Iterable[int]) -> tuple[SaveData, int]:
    """Returns (save, number actually added) after several arrivals, in order (trades, deliveries)."""
    added = 0
    for card in cards:
        save, ok = add_card(save, card)
        added += ok
    return save, added


def remove_card(save: SaveData, card: int) -> SaveData:
    """Returns the save with one trunk copy gone (a card traded away, R15.11); raises if none is there."""
    card = check_card(card)
    if save.trunk[card] <= 0:
        raise ValueError(f"card {card} is not in the trunk")
    trunk = list(save.trunk)
    trunk[card] -= 1
    return replace(save, trunk=tuple(trunk))


def mark_seen(save: SaveData, cards: Iterable[int]) -> SaveData:
    """Returns the save with cards marked seen in the library (R15.10: duel fusion and ritual results)."""
    return replace(save, seen=save.seen | {check_card(c) for c in cards})


def clean_recent(save: SaveData) -> SaveData:
    """Returns the save without recent entries whose trunk count is now 0, order kept (R15.20)."""
    return replace(save, recent=tuple(c for c in save.recent if save.trunk[c] > 0))


def add_starchips(save: SaveData, gained: int) -> SaveData:
    """Returns the save after gaining starchips, the total capped at 999,999 (R13.10)."""
    if gained < 0:
        raise ValueError(f"starchips gained must be >= 0, got {gained}")
    return replace(save, starchips=rank_rules.add_starchips(save.starchips, gained))


def record_result(save: SaveData, opponent: int, won: bool) -> SaveData:
    """Returns the save with one Free Duel record updated, each count capped at 999 (R15.8)."""
    opponent = _duelist(opponent)
    table = list(save.wins if won else save.losses)
    table[opponent] = min(table[opponent] + 1, RECORD_CAP)
    return replace(save, **{"wins" if won else "losses": tuple(table)})


def mark_defeated(save: SaveData, opponent: int) -> SaveData:
    """Returns the save with a campaign duelist defeated and unlocked for Free Duel (R15.5, D-27)."""
    opponent = _duelist(opponent)
    if opponent not in CAMPAIGN_DUELISTS:
        return save  # Duel Master K (39) is always unlocked and has no flags
    return replace(save, defeated=save.defeated | {opponent}, unlocked=save.unlocked | {opponent})


def apply_duel_win(save: SaveData, opponent: int, *, starchips: int | None = None, dropped: int = 0,
                   rank: rank_rules.Rank | str | None = None, campaign: bool = False,
                   record: bool = True) -> SaveData:
    """Returns the save after a won duel against the computer, in R13.1 order.

    Starchips come from ``rank`` (a Rank, or a rank name such as "A-TEC") unless given;
    ``dropped`` is the rolled card (0 = none, R13.12). The Free Duel record is written for campaign
    and Free Duel wins alike, and a campaign win also sets the defeated and unlock flags (R15.5;
    Heishin unlocks on a win, D-27).
    """
    if starchips is None:
        if rank is None:
            raise ValueError("apply_duel_win needs either rank or starchips")
        starchips = rank.starchips if not isinstance(rank, str) else _starchips_of(rank)
    save = add_starchips(save, starchips)
    if dropped:
        save, _ = add_card(save, dropped)
    if record:
        save = record_result(save, opponent, won=True)
    if campaign:
        save = mark_defeated(save, opponent)
    return save


def apply_duel_loss(save: SaveData, opponent: int, *, campaign: bool = False,
                    record: bool = True) -> SaveData:
    """Returns the save after a lost duel: a recorded loss, nothing else lost (R13.1).

    Losing Heishin's scripted campaign duel unlocks him for Free Duel only when the save's option
    ``unlock_heishin_on_loss`` is on (D-27). Any other campaign loss leads to Game Over (R15.3),
    where the caller drops this in-memory save and reloads or retries.
    """
    if record:
        save = record_result(save, opponent, won=False)
    if campaign and opponent == HEISHIN and save.options.unlock_heishin_on_loss:
        save = replace(save, unlocked=save.unlocked | {HEISHIN})
    return save


def record_versus(save: SaveData, won: bool) -> SaveData:
    """Returns the save with one 2P result counted, each counter capped at 9999 (R16.5, D-30)."""
    if won:
        return replace(save, versus_wins=min(save.versus_wins + 1, VERSUS_CAP))
    return replace(save, versus_losses=min(save.versus_losses + 1, VERSUS_CAP))


def library_completion(save: SaveData) -> tuple[int, int]:
    """Returns (seen, total) for the library's completion figure (R15.10)."""
    return len(save.seen), N_CARDS


def trade(give_a: Iterable[int], a: SaveData, give_b: Iterable[int],
          b: SaveData) -> tuple[SaveData, SaveData]:
    """Returns both saves after a trade of trunk cards only (R16.7, R16.10, D-31); raises on the same code."""
    if a.code == b.code:
        raise ValueError("YOU CANNOT TRADE WITH THE SAME DUELIST CODES!")
    give_a, give_b = list(give_a), list(give_b)
    for card in give_a:
        a = remove_card(a, card)
    for card in give_b:
        b = remove_card(b, card)
    a, _ = add_cards(a, give_b)
    b, _ = add_cards(b, give_a)
    return a, b


# ---------------------------------------------------------------- helpers

def _duelist(duelist: int) -> int:
    value = _integer(duelist)
    if value is None or not 1 <= value < N_DUELISTS:
        raise ValueError(f"duelist id must be 1..{N_DUELISTS - 1}, got {duelist!r}")
    return value


def _integer(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)  # ints and numpy integers, not floats or strings
    except TypeError:
        return None


def _starchips_of(rank_name: str) -> int:
    letter, _, axis = rank_name.partition("-")
    if letter not in rank_rules.LETTERS or axis not in (rank_rules.POW, rank_rules.TEC):
        raise ValueError(f"rank must be a letter S/A/B/C/D and POW or TEC, e.g. 'S-POW', got {rank_name!r}")
    return rank_rules.starchips_for(rank_rules.LETTERS.index(letter))
