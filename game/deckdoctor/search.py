"""Choosing 40 of the owned cards: a value per card to start from, then swaps judged by the ATK curve.

    pool = playable(owned)                              # {card: copies allowed} under R3.6
    for _ in improve(db, pool, start, goal): ...        # a generator: one yield per deck evaluated

Only monsters are searched (``monsters_of``): ATK cannot weigh a magic, trap or equip card, so the
deck's own keep their places (``support_cards``) and duels decide whether they stay
(game.deckdoctor.race). A card's *potential* is the best ATK it can stand for: its own ATK or the
ATK of a fusion it makes with another owned card (for an equip in a pool given whole, the best owned
monster it fits plus its bonus). The places left start with the cards of highest potential; swaps
then trade the weakest deck cards for the strongest ones left out, and a swap is kept when the deck's score improves on the same sampled
draws (common random numbers, so a change of score is the deck's doing, not the dice's). Every
step is deterministic, so a seed gives the same suggestion on any machine.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from game.career.model import DECK_SIZE, MAX_COPIES, copy_limit
from game.db import CardDB
from game.db.vocab import Kind
from game.deckdoctor.curve import atk_curve
from game.rules.fusion import fusion_table

SWAP_INS = 10  # strongest left-out cards tried per round
SWAP_OUTS = 6  # weakest deck cards each is tried against
MAX_EVALS = 80  # decks scored by the search, at most


class DeckDoctorError(ValueError):
    """The owned cards cannot make a deck (too few, or none playable); the message says why."""


@dataclass(frozen=True, slots=True)
class Goal:
    """What a deck is scored on: the ATK curve alone, or the chance to outmuscle an opponent's curve."""

    shuffles: np.ndarray  # (samples, SEEN) deck positions: the same draws for every deck scored
    bar: np.ndarray | None  # (TURNS,) the opponent's mean best ATK per turn, or None for "overall"
    glitch: bool = True

    def score(self, db: CardDB, deck: Sequence[int]) -> float:
        """Returns the deck's score: the share of turns it tops the bar (ties broken by mean ATK)."""
        curve = atk_curve(db, np.asarray(deck, np.int32)[self.shuffles], glitch=self.glitch)
        mean = float(curve.mean()) / 10_000
        if self.bar is None:
            return mean
        return float((curve > self.bar[None, :]).mean()) + mean / 100


def playable(owned: Counter[int]) -> dict[int, int]:
    """Returns how many copies of each owned card a deck may hold (R3.6: 3, and 1 per Exodia piece)."""
    return {c: min(n, copy_limit(c)) for c, n in sorted(owned.items()) if n > 0 and c > 0}


def potentials(db: CardDB, pool: dict[int, int], *, glitch: bool = True) -> dict[int, int]:
    """Returns each card's potential (see the module docstring)."""
    ids = np.array(sorted(pool), np.int64)
    atk = db.atk.astype(np.int64)
    fusion = fusion_table(db, glitch)
    sub = fusion[np.ix_(ids, ids)].astype(np.int64)
    np.fill_diagonal(sub, [fusion[c, c] if pool[int(c)] >= 2 else 0 for c in ids])
    fused = np.where(sub > 0, atk[sub], 0).max(axis=1)
    monsters = ids[db.kind[ids] == Kind.MONSTER]
    out = {}
    for i, c in enumerate(ids.tolist()):
        value = int(fused[i])
        if db.kind[c] == Kind.MONSTER:
            value = max(value, int(atk[c]))
        elif db.kind[c] == Kind.EQUIP and monsters.size:
            fits = monsters[db.equip_ok[c, monsters]]
            if fits.size:
                value = int(atk[fits].max()) + int(db.equip_bonus[c])
        out[c] = value
    return out


def check_enough(pool: dict[int, int]) -> None:
    """Raises DeckDoctorError when the playable copies cannot fill a deck."""
    if sum(pool.values()) < DECK_SIZE:
        raise DeckDoctorError(f"the owned cards make only {sum(pool.values())} playable copies; a deck needs "
                              f"{DECK_SIZE} (at most {MAX_COPIES} of a card, 1 of each Exodia piece)")


def starting_deck(pool: dict[int, int], value: dict[int, int], fixed: Sequence[int] = ()) -> list[int]:
    """Returns ``fixed`` and, in the other places, the cards of highest potential (ties: lower id first),
    copies as the pool allows (fewer than 40 only when the pool runs out)."""
    ranked = sorted(pool, key=lambda c: (-value[c], c))
    deck: list[int] = list(fixed)
    for c in ranked:
        if len(deck) == DECK_SIZE:
            break
        deck += [c] * min(pool[c], DECK_SIZE - len(deck))
    return sorted(deck)


def support_cards(db: CardDB, deck: Sequence[int]) -> list[int]:
    """Returns the deck's magic, trap, equip, field and ritual cards (no ATK to weigh), with repeats."""
    return sorted(c for c in deck if db.kind[c] != Kind.MONSTER)


def monsters_of(db: CardDB, pool: dict[int, int]) -> dict[int, int]:
    """Returns the monsters of a pool: the cards the ATK search may put in or take out."""
    return {c: n for c, n in pool.items() if db.kind[c] == Kind.MONSTER}


def fill_with_monsters(deck: Sequence[int], pool: dict[int, int], value: dict[int, int],
                       support: Sequence[int]) -> list[int] | None:
    """Returns ``deck`` with its ``support`` cards replaced by the best monsters left in the pool, or None when
    too few are left."""
    out = Counter(deck) - Counter(support)
    for c in sorted(pool, key=lambda c: (-value[c], c)):
        room = min(pool[c] - out[c], DECK_SIZE - sum(out.values()))
        if room > 0:
            out[c] += room
    return sorted(out.elements()) if sum(out.values()) == DECK_SIZE else None


def improve(db: CardDB, pool: dict[int, int], deck: list[int], goal: Goal, value: dict[int, int],
            *, max_evals: int = MAX_EVALS) -> Iterator[tuple[int, int]]:
    """Improves ``deck`` in place by swaps; yields (decks scored, budget) after each evaluation."""
    best = goal.score(db, deck)
    evals = 1
    yield evals, max_evals
    improved = True
    while improved and evals < max_evals:
        improved = False
        counts = Counter(deck)
        ins = [c for c in sorted(pool, key=lambda c: (-value[c], c)) if counts[c] < pool[c]][:SWAP_INS]
        outs = sorted((c for c in set(deck) if c in pool), key=lambda c: (value[c], c))[:SWAP_OUTS]
        for card_in in ins:
            choice = None
            for card_out in outs:
                if evals >= max_evals:
                    break
                trial = list(deck)
                trial.remove(card_out)
                trial.append(card_in)
                trial.sort()
                score = goal.score(db, trial)
                evals += 1
                yield evals, max_evals
                if score > best:
                    best, choice = score, trial
            if choice is not None:
                deck[:] = choice
                improved = True
                break
