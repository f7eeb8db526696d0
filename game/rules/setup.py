"""Duel setup (R3.16, second edition): the player's shuffle, the computer's deal and shuffle, five draws each.

    new_duel(db, deck0, deck1_or_None, opponent=..., rng_seed=...) -> DuelState
    setup_duel(...) -> (DuelState, events)   # the same, with the opening draws as events

``deck1=None`` deals the opponent's deck from its weighted pool (R3.8-R3.10), or copies the
player's deck for Duel Master K (R3.11). All randomness comes from the one seeded generator,
which then lives on inside the state.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from itertools import accumulate

import numpy as np

from game.db import CardDB
from game.db.memo import derived
from game.db.vocab import Pool
from game.rules.columns import columns
from game.rules.rng import PSX, PsxRng, deal_states, make_rng
from game.rules.state import (
    DECK_SIZE,
    DEFAULT_OPTIONS,
    DUEL_MASTER_K,
    EMPTY,
    EXODIA,
    HAND_SIZE,
    MAX_COPIES,
    N_ZONES,
    NO_WINNER,
    Counter,
    Decision,
    DuelState,
    EndReason,
    Phase,
    RuleOptions,
    SideState,
    Stat,
    make_side,
    make_state,
)
from game.rules.turn import begin_turn, draw
from game.rules.work import thaw

_DEAL_LAST_ID = 720  # R3.9: the deal never reaches 721/722
_SWAPS = 160
_DEAL_MASK = 0x7FF  # R3.8: a deal draw is (rand() & 0x7FF) + 1
_DEAL_BATCH = 64  # values a PSX deal computes at once (40 cards and their redraws, most often)
_SHIFT, _MASK = np.uint32(16), np.uint32(_DEAL_MASK)
_FIRST_PIECE = EXODIA[0]


def _deal_tables(db: CardDB) -> dict[int, tuple[int, ...]]:
    """Returns the per-duelist deal tables, filled on first use (held in the db's memo)."""
    return {}


def _deal_table(db: CardDB, duelist: int) -> tuple[int, ...]:
    """Returns the card each masked value 0..2047 deals for a duelist (0 for a miss), by R3.8's running totals.

    Entry v is the first card whose running total reaches v + 1, as the linear walk finds. The table is
    the same for every deal from one db, so it is built once per (db, duelist); the memo is keyed by the
    db object, whose arrays are read-only, so another db or pool never meets it.
    """
    tables = derived(db, "deal_tables", _deal_tables)
    table = tables.get(duelist)
    if table is None:
        weights = db.pools[duelist, Pool.DECK, 1:_DEAL_LAST_ID + 1].tolist()
        if sum(weights) <= 0:
            raise ValueError(f"duelist {duelist} has an empty deck pool")
        tables[duelist] = table = _table_of(weights)
    return table


def _table_of(weights: list[int]) -> tuple[int, ...]:
    """Returns the deal table of the weights of cards 1..720: each card repeated by its weight, then misses."""
    size = _DEAL_MASK + 1
    if min(weights) >= 0:  # running totals never fall: the walk reaches card c for the next weight-c values
        cards: list[int] = []
        for card, weight in enumerate(weights, 1):
            if weight:
                cards += [card] * weight
                if len(cards) >= size:
                    break
        return tuple(cards[:size]) + (0,) * (size - len(cards[:size]))
    cumulative = list(accumulate(weights))  # cumulative[i]: running total up to card i + 1
    n = len(cumulative)
    return tuple(i + 1 if i < n else 0 for i in (bisect_left(cumulative, t) for t in range(1, size + 1)))


def deal_deck(db: CardDB, duelist: int, rng) -> list[int]:
    """Returns a 40-card deck dealt from a duelist's deck pool (R3.8); redraws on a miss or a 4th copy.

    Only the 3-copy limit is enforced, not the Exodia one (R3.10, D-04). Consumes one value per attempt.
    """
    table = _deal_table(db, duelist)
    deck: list[int] = []
    copies = [0] * (_DEAL_LAST_ID + 1)
    copies[0] = MAX_COPIES  # a miss (card 0) is redrawn like a 4th copy
    if type(rng) is PsxRng:  # the values of rng.next() in batches from the LCG's jump-ahead, read until the deck is full
        state = rng.state
        while True:
            states = deal_states(state, _DEAL_BATCH)
            k = 0
            for v in ((states >> _SHIFT) & _MASK).tolist():  # value & 0x7FF: bits 16-26 of the state
                chosen = table[v]
                if copies[chosen] < MAX_COPIES:
                    copies[chosen] += 1
                    deck.append(chosen)
                    if len(deck) == DECK_SIZE:
                        rng.state = int(states[k])
                        return deck
                k += 1  # noqa: SIM113 - a counter costs less than enumerate's tuples here
            state = int(states[-1])
    while len(deck) < DECK_SIZE:
        chosen = table[rng.next() & _DEAL_MASK]
        if copies[chosen] < MAX_COPIES:
            copies[chosen] += 1
            deck.append(chosen)
    return deck


def shuffle_deck(deck: Sequence[int], rng) -> list[int]:
    """Returns the deck shuffled: 160 swaps of (r1 % n, r2 % n) in PSX mode (R3.12), Fisher-Yates otherwise."""
    out = list(deck)
    n = len(out)
    if n < 2:
        return out
    if type(rng) is PsxRng:  # the same values, with every % n taken in rng's one numpy pass
        it = iter(rng.take_mod(2 * _SWAPS, n))
        for i, j in zip(it, it):  # swap k uses values 2k and 2k + 1 (one iterator zipped with itself)
            out[i], out[j] = out[j], out[i]
    elif getattr(rng, "kind", PSX) == PSX:
        values = rng.take(2 * _SWAPS)  # swap k uses values 2k and 2k + 1, as two next() calls would
        for k in range(0, 2 * _SWAPS, 2):
            i = values[k] % n
            j = values[k + 1] % n
            out[i], out[j] = out[j], out[i]
    else:
        for i in range(n - 1, 0, -1):
            j = rng.next() % (i + 1)
            out[i], out[j] = out[j], out[i]
    return out


def home_terrain(db: CardDB, duelist: int) -> int:
    """Returns a duelist's home terrain from the data, or Normal when none is established (D-05)."""
    code = int(db.home_terrain[duelist])
    return max(code, 0)


def check_deck(deck: Sequence[int]) -> None:
    """Raises ValueError unless a deck has exactly 40 valid card ids (R1.3, R3.5)."""
    if len(deck) != DECK_SIZE:
        raise ValueError(f"a deck must hold exactly {DECK_SIZE} cards, got {len(deck)}")
    if _CARD_IDS.issuperset(deck):  # every entry equals a valid id: one C-level pass (issue 34)
        return
    ids = list(map(int, deck))
    if min(ids) < 1 or max(ids) > 722:
        raise ValueError(f"deck holds invalid card ids {[c for c in deck if not 1 <= int(c) <= 722]}")


_CARD_IDS = frozenset(range(1, 723))


def fresh_side(deck: Sequence[int], lp: int) -> SideState:
    """Returns a side before its first draw: full LP (the REMAINING LP counter too), empty rows (R3.1, R3.2)."""
    counters = [0] * len(Counter)
    counters[_REMAINING_LP] = lp
    return make_side(lp, lp, tuple(deck), 0, (), _EMPTY_ROW, _EMPTY_ROW, (), 0, 0, tuple(counters), _NO_STATS)


_EMPTY_ROW, _NO_STATS = (EMPTY,) * N_ZONES, (0,) * len(Stat)
_REMAINING_LP, _CARDS_USED, _TURNS = Counter.REMAINING_LP, Counter.CARDS_USED, Counter.TURNS


def setup_duel(db: CardDB, deck0: Sequence[int], deck1: Sequence[int] | None = None, *, opponent: int = 1,
               terrain: int = 0, rng_seed: int = 0, rng_kind: str = PSX, options: RuleOptions = DEFAULT_OPTIONS,
               lp: tuple[int, int] = (8000, 8000), shuffle: bool = True):
    """Returns (state, events) of a duel set up by R3.16, with side 0 to make its first hand play.

    ``shuffle=False`` keeps both decks in the given order (scenario tests and replays of fixed decks).
    """
    check_deck(deck0)
    rng = make_rng(rng_kind, rng_seed)
    player = list(map(int, deck0))
    if shuffle:  # R3.16 step 4: the player's shuffle draws its numbers before the opponent's deal
        player = shuffle_deck(player, rng)
    if deck1 is None:  # step 5: Duel Master K copies the player's deck as built, not the shuffled order
        deck1 = list(deck0) if opponent == DUEL_MASTER_K else deal_deck(db, opponent, rng)
    check_deck(deck1)
    decks = [player, list(map(int, deck1))]
    if shuffle:  # step 6
        decks[1] = shuffle_deck(decks[1], rng)
    sides = tuple(fresh_side(decks[i], lp[i]) for i in range(2))
    # DuelState(sides=sides, active=0, turn=0, phase=HAND, pending=NONE, terrain=..., rng_kind=..., rng_state=...,
    # options=..., opponent=...) with the other fields' defaults, positionally (a fifth of the keyword call's cost)
    state = make_state(sides, 0, 0, Phase.HAND, Decision.NONE, int(terrain), rng.kind, rng.state, options,
                       int(opponent), (), 0, (0, 0), True, False, False, NO_WINNER, EndReason.NONE, (), ())
    return _opening(db, state) or open_duel(db, state)


def open_duel(db: CardDB, state: DuelState) -> tuple[DuelState, tuple]:
    """Returns (state, events) after R3.16 step 7 and 8 on fresh sides: five draws each, side 0's turn begins.

    The general path, through a ``Work`` and the turn rules; ``setup_duel`` takes it for an Exodia opening (R4.4).
    """
    w = thaw(db, state)
    for side in (0, 1):
        for _ in range(HAND_SIZE):
            draw(w, side)
    begin_turn(w, 0)
    return w.freeze(), tuple(w.events)


def _opening(db: CardDB, state: DuelState) -> tuple[DuelState, tuple] | None:
    """``open_duel`` written directly (issue 34: a simulated duel's set-up), or None when side 0's opening
    hand is Exodia (R4.4): the same state and events, as ``tests/rules`` checks."""
    (first, second) = state.sides
    memo = columns(db).events
    sides = []
    events = []
    for side, s in ((0, first), (1, second)):
        hand = s.deck[:HAND_SIZE]
        counters = list(s.counters)
        counters[_CARDS_USED] += HAND_SIZE
        if side == 0:
            if _FIRST_PIECE in hand and all(piece in hand for piece in EXODIA):
                return None
            counters[_TURNS] += 1
        sides.append(make_side(s.lp, s.max_lp, s.deck, HAND_SIZE, hand, s.monsters, s.spells, s.graveyard,
                               s.created, s.swords, tuple(counters), s.stats))
        drawn = memo.drawn[side]  # EventMemo.card_drawn, inline
        for card in hand:
            event = drawn.get(card)
            events.append(memo.card_drawn(side, card) if event is None else event)
    events.append(memo.turn_started(0, 1))
    return make_state(tuple(sides), 0, 1, Phase.HAND, Decision.PICK_HAND, state.terrain, state.rng_kind,
                      state.rng_state, state.options, state.opponent, (), state.floating, state.focus,
                      state.may_face_down, state.play_single, False, state.winner, state.end_reason, state.order,
                      state.terrains), tuple(events)


def new_duel(db: CardDB, deck0: Sequence[int], deck1: Sequence[int] | None = None, **kwargs) -> DuelState:
    """Returns a new duel ready for side 0's first hand play (see ``setup_duel`` for the keywords)."""
    return setup_duel(db, deck0, deck1, **kwargs)[0]
