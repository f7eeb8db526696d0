"""The AI's board snapshot (R14.3): what one side's view shows, as plain tuples with effective stats.

A snapshot is built from a view (``game.rules.observe``), never from the raw state (style lesson
5). Hidden cards arrive as -1; they are kept apart here (``foe_hidden``) so no table is ever
indexed with -1, which numpy would silently read as the last card id.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.combo import tables
from game.db import CardDB
from game.rules.combat import STAT_MAX
from game.rules.state import DuelState, FieldCard, positional_maker
from game.rules.view import HIDDEN


@dataclass(frozen=True, slots=True)
class Mon:
    """A visible monster on the field with the stats the AI compares (R14.4)."""

    zone: int
    card: int
    atk: int  # effective ATK (terrain, equips, penalties)
    def_: int
    base: int  # higher of base ATK and base DEF: the "who is winning" measure (R14.4 quirk)
    star: int  # chosen guardian-star code
    defence: bool
    face_down: bool
    used: bool

    @property
    def power(self) -> int:
        """Returns the higher of effective ATK and DEF: how the snapshot picks "strongest"."""
        return max(self.atk, self.def_)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """One side's picture of the duel before a decision (R14.3)."""

    me: int
    mine: tuple[Mon, ...]
    my_spells: tuple[tuple[int, int], ...]  # (zone, card) of own set magic/trap cards
    hand: tuple[int, ...]  # the real hand
    lookahead: tuple[int, ...]  # next deck cards the view shows (empty unless own_deck was granted)
    foe: tuple[Mon, ...]  # the other side's monsters the view shows
    foe_hidden: tuple[tuple[int, bool], ...]  # (zone, defence) of face-down monsters the view hides
    foe_spells: int  # how many cards are in the other side's magic/trap row (hidden or not)
    my_lp: int
    foe_lp: int
    deck_left: int
    terrain: int
    my_swords: int  # > 0: this side is locked by Swords of Revealing Light
    foe_swords: int
    turn: int

    def free_monster_zones(self) -> list[int]:
        """Returns the empty own monster zones in zone order."""
        free = [0, 1, 2, 3, 4]  # the taken ones removed: no set and no comprehension for a handful of zones
        for m in self.mine:
            if m.zone in free:
                free.remove(m.zone)
        return free

    def free_spell_zones(self) -> list[int]:
        """Returns the empty own magic/trap zones in zone order."""
        free = [0, 1, 2, 3, 4]
        for z, _ in self.my_spells:
            if z in free:
                free.remove(z)
        return free

    @property
    def foe_count(self) -> int:
        """Returns how many monsters the other side has, hidden ones included."""
        return len(self.foe) + len(self.foe_hidden)


# Snapshot(...) and Mon(...) values built through the slot descriptors (game.rules.state.positional_maker)
_make_snapshot = positional_maker(Snapshot)
_make_mon = positional_maker(Mon)


def snapshot(db: CardDB, view: DuelState, window: int = 5) -> Snapshot:
    """Returns the acting side's snapshot; the look-ahead holds only deck cards the view reveals."""
    return build_snapshot(db, view, window, False)


def seen_snapshot(db: CardDB, state: DuelState, window: int, *, sees_face_down: bool, own_deck: bool) -> Snapshot:
    """Returns ``snapshot(db, observe(state, state.active, sees_face_down=..., own_deck=...), window)``
    without building the view (equal by test in ``tests/ai/test_levels.py``).

    A snapshot reads only what every view of the acting side shows as it is, except the other side's
    face-down monsters (hidden unless ``sees_face_down``) and the own deck (read only with ``own_deck``),
    so those two masks are applied here while reading; the simulator's script agents take this path.
    """
    return build_snapshot(db, state, window if own_deck else 0, not sees_face_down)


def strongest(mons: tuple[Mon, ...] | list[Mon]) -> Mon | None:
    """Returns the monster with the highest effective power, the lowest zone on ties (D-24)."""
    best, top = None, 0
    for m in mons:  # ``power`` read inline: the scripts ask here about 57 times a duel
        atk, dfn = m.atk, m.def_
        power = atk if atk >= dfn else dfn  # noqa: FURB136 (a builtin call costs more)
        if best is None or power > top:
            best, top = m, power
    return best


def weakest(mons: tuple[Mon, ...] | list[Mon]) -> Mon | None:
    """Returns the monster with the lowest effective power, the lowest zone on ties (D-24)."""
    best, low = None, 0
    for m in mons:
        atk, dfn = m.atk, m.def_
        power = atk if atk >= dfn else dfn  # noqa: FURB136
        if best is None or power < low:
            best, low = m, power
    return best


def build_snapshot(db: CardDB, view: DuelState, window: int, hide: bool) -> Snapshot:
    """Returns the acting side's snapshot of ``view`` with a look-ahead of up to ``window`` cards; ``hide``: the
    other side's face-down monsters count as hidden ones.

    ``snapshot`` and ``seen_snapshot`` in positional form, for the agent's every decision: ``snapshot(db, view,
    window)`` is ``build_snapshot(db, view, window, False)``, ``seen_snapshot`` with ``own_deck`` and
    ``sees_face_down`` is ``build_snapshot(db, state, window if own_deck else 0, not sees_face_down)``.
    """
    t = tables(db)
    me = view.active
    sides = view.sides
    mine_side, foe_side = sides[me], sides[1 - me]
    hand = mine_side.hand
    lookahead: tuple[int, ...] = ()
    if window > len(hand):
        cursor = mine_side.cursor
        ahead = mine_side.deck[cursor:cursor + window - len(hand)]
        # the deck cards the view shows: all of them, or none (a deck the view hides is all HIDDEN)
        lookahead = tuple(ahead) if ahead and min(ahead) > 0 else tuple([c for c in ahead if c != HIDDEN and c > 0])
    # plain loops, the memos read inline: a snapshot is taken at most decisions. A step keeps every row it
    # does not change (the same tuple), and most decisions meet the other side's monster row and both
    # magic/trap rows of the decision before, so those rows' readings are remembered by id (each entry holds
    # its row, so a recycled id cannot match it); the Mon of each record by its values (``_mon``)
    rows = t.rows
    row = foe_side.monsters
    seen = rows.get(id(row))
    if seen is not None and seen[0] is row and seen[1] == hide:
        foe, hidden = seen[2], seen[3]
    else:
        foe, hidden = [], []
        for z, rec in enumerate(row):
            c = rec.card
            if c == HIDDEN or (hide and c and rec.face_down):
                hidden.append((z, rec.defence))
            elif c:
                foe.append(_mon(t, z, rec))
        foe, hidden = tuple(foe), tuple(hidden)
        if len(rows) >= _MEMO_MAX:
            rows.clear()
        rows[id(row)] = (row, hide, foe, hidden)
    mine = []
    memo = t.mons
    for z, rec in enumerate(mine_side.monsters):
        c = rec.card
        if c > 0:
            known = memo.get((z, c, rec.star, rec.defence, rec.face_down, rec.used,
                              rec.equip_bonus + rec.level_penalty + rec.terrain_mod))  # _mon's key
            mine.append(_mon(t, z, rec) if known is None else known)
    row = mine_side.spells
    seen = rows.get(-id(row))
    my_spells = seen[2] if seen is not None and seen[0] is row else _spells(rows, row)[2]
    row = foe_side.spells
    seen = rows.get(-id(row))
    foe_spells = seen[3] if seen is not None and seen[0] is row else _spells(rows, row)[3]
    return _make_snapshot(me, tuple(mine), my_spells, tuple(hand), lookahead, foe, hidden, foe_spells,
                          mine_side.lp, foe_side.lp, len(mine_side.deck) - mine_side.cursor, view.terrain,
                          mine_side.swords, foe_side.swords, view.turn)


# ---------------------------------------------------------------- helpers

def _spells(rows: dict, row: tuple[FieldCard, ...]) -> tuple:
    """Returns (row, None, its (zone, card) of own cards, its count of cards hidden or not), remembered by id
    (negated: a monster row's reading is kept under its id, and a row's empty tuple may serve both rows)."""
    seen = rows.get(-id(row))
    if seen is not None and seen[0] is row:
        return seen
    mine, count = [], 0
    for z, rec in enumerate(row):
        c = rec.card
        if c:
            count += 1
            if c > 0:
                mine.append((z, c))
    if len(rows) >= _MEMO_MAX:
        rows.clear()
    seen = rows[-id(row)] = (row, None, tuple(mine), count)
    return seen


def _mon(t, zone: int, rec: FieldCard) -> Mon:
    """The Mon of a record: eff_atk/eff_def/star_code of game.rules.work, read from the AI's plain lists ``t``.

    Kept in ``t.mons`` under the values it is made from: a step makes new records for the monsters it
    touches (used, switched, freed at the next turn), but their values keep coming back, so a duel's
    records find their Mon there four times in five.
    """
    memo = t.mons
    key = (zone, rec.card, rec.star, rec.defence, rec.face_down, rec.used,
           rec.equip_bonus + rec.level_penalty + rec.terrain_mod)
    mon = memo.get(key)
    if mon is None:
        if len(memo) >= _MEMO_MAX:
            memo.clear()
        mon = memo[key] = _new_mon(t, zone, rec)
    return mon


_MEMO_MAX = 2048  # readings remembered per db before a memo starts again


def _new_mon(t, zone: int, rec: FieldCard) -> Mon:
    c = rec.card
    atk, dfn = t.atk[c], t.def_[c]
    mods = rec.equip_bonus + rec.level_penalty + rec.terrain_mod
    eff_atk, eff_def = atk + mods, dfn + mods  # clamped to 0..STAT_MAX (comparisons, not min/max calls)
    if eff_atk < 0:
        eff_atk = 0
    elif eff_atk > STAT_MAX:
        eff_atk = STAT_MAX
    if eff_def < 0:
        eff_def = 0
    elif eff_def > STAT_MAX:
        eff_def = STAT_MAX
    return _make_mon(zone, c, eff_atk, eff_def, max(atk, dfn), t.star2[c] if rec.star == 2 else t.star1[c],
                     rec.defence, rec.face_down, rec.used)
