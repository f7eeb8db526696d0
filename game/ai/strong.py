"""The strong AI: search over every hand play and a greedy attack sequence, with no hidden information.

Hand phase: every ordering of the hand (``fusion_vector.chain_search``, 325 chains at once), every
ordering dropped on each own monster (field-headed chains, D-10, one batched call), every magic
use and trap set are turned into the board they leave and scored by ``game.ai.board.score`` (damage
and kills of the best attack sequence, minus the threat left, minus the cards spent). Field phase:
set cards are used when they raise the score; attacks come from ``attack_search.best_attack``
(every assignment of ready monsters to visible targets, outcomes from ``combat.board_outcomes``),
blind attacks on hidden monsters only with a strong enough attacker; monsters that the other
side's visible monsters outclass end the turn in defence. A monster placed alone goes face-down (a
combination is always face-up, R5.13), with the guardian star that beats more visible foes.
"""

from __future__ import annotations

import numpy as np

from game.ai.attack_search import best_attack
from game.ai.board import Board, Unit, apply_magic, score
from game.ai.combo import tables
from game.ai.field_script import TurnMemory, ritual_ready
from game.ai.hand_script import HandPlay, single_play
from game.ai.params import Dice
from game.ai.placement import placement_answer
from game.ai.snapshot import Mon, Snapshot, snapshot
from game.db import CardDB
from game.db.vocab import Kind, Magic
from game.rules import actions as A
from game.rules.fusion_vector import chain_orders, chain_search
from game.rules.state import Decision, DuelState, Row

_CARD_COST = 40  # score a card spent must buy (keeps fusion material for later turns)
_TRAP_VALUE = 120
_BLIND_DEF, _BLIND_ATK = 1000, 1500  # attacker ATK needed to attack a hidden defender / attacker
_DEFEND_BELOW = 0  # monsters weaker than this end the turn in defence whatever the visible foes


class StrongAgent:
    """Search-based play on the honest view (no face-down cards, no deck order)."""

    sees_face_down = False
    own_deck = False

    def __init__(self, seed: int) -> None:
        self.dice = Dice(seed)
        self.memory = TurnMemory()
        self.plan: HandPlay | None = None
        self.queue: list[int] = []
        self.view: DuelState | None = None

    def act(self, db: CardDB, view: DuelState, legal: list[int]) -> int:
        """Returns the searched action for this decision, always one of ``legal``."""
        pending = view.pending
        if pending == Decision.PICK_HAND:
            if not view.chain:
                self.plan = self.hand_plan(db, snapshot(db, view, 0))
                cards = self.plan.cards
                self.queue = ([A.PLAY_CARD + cards[0]] if len(cards) == 1 else
                              [A.NUMBER_CARD + i for i in cards] + [A.CONFIRM_CHAIN]) + [self.plan.dest]
            return self._queued(legal)
        if pending == Decision.PICK_DEST:
            return self._queued(legal)
        if pending == Decision.PICK_STAR:
            return self._star(db, view)
        if pending in (Decision.PICK_FACE, Decision.PICK_POSITION):
            return placement_answer(pending, self.plan, legal)
        self.memory.start(view.turn)
        allowed = set(legal)
        self.view = view
        for action in self._field(db, snapshot(db, view, 0)):
            if action in allowed:
                return action
        return A.END_TURN if A.END_TURN in allowed else legal[-1]

    # -- hand phase
    def hand_plan(self, db: CardDB, s: Snapshot) -> HandPlay:
        """Returns the best-scoring hand play of this snapshot."""
        base = _board(db, s)
        best: tuple[float, int, HandPlay] | None = None

        def offer(board: Board, play: HandPlay, bonus: float = 0.0) -> None:
            nonlocal best
            value = score(db, board) + bonus - _CARD_COST * len(play.cards)
            key = (value, -len(play.cards))
            if best is None or key > (best[0], best[1]):
                best = (value, -len(play.cards), play)

        hand = np.zeros(5, np.int32)
        hand[:len(s.hand)] = s.hand
        free = s.free_monster_zones()
        if free:
            for cards, unit in _chains(db, hand, s, None):
                offer(_with(base, unit, -1, s), HandPlay(cards, A.DEST_MONSTER + free[0]))
        if s.mine:
            for m in s.mine:
                for cards, unit in _chains(db, hand, s, m):
                    offer(_with(base, unit, m.zone, s), HandPlay(cards, A.DEST_MONSTER + m.zone))
        for i, card in enumerate(s.hand):
            kind = int(db.kind[card])
            if kind in (Kind.MAGIC, Kind.FIELD):
                after = apply_magic(db, base, card)
                if int(db.magic[card]) == Magic.DUSTER and s.foe_spells:
                    offer(base, HandPlay((i,), A.DEST_USE, face_down=False), 100.0 * s.foe_spells)
                elif after is not None:
                    offer(after, HandPlay((i,), A.DEST_USE, face_down=False))
            elif kind == Kind.TRAP and s.free_spell_zones():
                offer(base, HandPlay((i,), A.DEST_SPELL + s.free_spell_zones()[0]), _TRAP_VALUE)
        if best is None:
            return single_play(db, s, 0, self.dice, "strong: nothing better")
        return best[2]

    # -- field phase
    def _field(self, db: CardDB, s: Snapshot):
        mem = self.memory
        if mem.intent >= 0:
            intent, mem.intent = mem.intent, -1
            yield intent
        base = _board(db, s)
        now = score(db, base)
        for zone, card in s.my_spells:
            if (zone, card) in mem.spells:
                continue
            mem.spells.add((zone, card))
            kind = int(db.kind[card])
            if kind == Kind.EQUIP:
                fits = [m for m in s.mine if db.equip_ok[card, m.card]]
                if fits:
                    yield A.equip_action(zone, max(fits, key=lambda m: (m.atk, -m.zone)).zone)
            elif kind == Kind.RITUAL and ritual_ready(db, s, card):
                yield A.ACTIVATE + zone
            elif kind in (Kind.MAGIC, Kind.FIELD):
                after = apply_magic(db, base, card)
                duster = int(db.magic[card]) == Magic.DUSTER and s.foe_spells
                if duster or (after is not None and score(db, after) > now + 50):
                    yield A.ACTIVATE + zone
        if s.my_swords == 0:
            yield from self._attacks(db, s)
        t = tables(db)
        foe_top = max((m.atk for m in s.foe), default=0)
        for m in s.mine:
            if m.used or (m.zone, m.card) in mem.done:
                continue
            mem.done.add((m.zone, m.card))
            threatened = foe_top > m.atk or m.atk < _DEFEND_BELOW or (not s.foe and s.foe_hidden and m.atk < _BLIND_DEF)
            want_defence = threatened and t.def_[m.card] > 0
            if want_defence != m.defence:
                yield A.CHANGE_POS + m.zone
        yield A.END_TURN

    def _attacks(self, db: CardDB, s: Snapshot):
        mem = self.memory
        ready = sorted((m for m in s.mine if not m.used), key=lambda m: (m.atk, m.zone))
        if not ready:
            return
        choice = best_attack(db, self.view, [m.zone for m in ready])
        if choice is not None:
            yield from self._go(next(m for m in ready if m.zone == choice[0]), choice[1])
            return
        top = max(ready, key=lambda m: (m.atk, -m.zone))
        for zone, defence in s.foe_hidden:
            if zone in mem.blind:
                continue
            mem.blind.add(zone)
            if top.atk >= (_BLIND_DEF if defence else _BLIND_ATK):
                yield from self._go(top, zone)
                return

    def _go(self, m: Mon, target: int):
        action = A.attack_action(m.zone, target)
        if m.defence:
            self.memory.intent = action
            yield A.CHANGE_POS + m.zone
        else:
            yield action

    def _star(self, db: CardDB, view: DuelState) -> int:
        row, zone = view.focus
        rec = view.sides[view.active].row(row)[zone]
        if row != Row.MONSTER or rec.card <= 0:
            return A.STAR_1
        foes = [r for r in view.sides[1 - view.active].monsters if r.card > 0]
        stars = (int(db.star1[rec.card]), int(db.star2[rec.card]))
        wins = [sum(int(db.star_beats[st, db.star2[f.card] if f.star == 2 else db.star1[f.card]]) for f in foes)
                for st in stars]
        return A.STAR_2 if wins[1] > wins[0] else A.STAR_1

    def _queued(self, legal: list[int]) -> int:
        while self.queue:
            action = self.queue.pop(0)
            if action in legal:
                return action
        return legal[0]


# ---------------------------------------------------------------- helpers

def _board(db: CardDB, s: Snapshot) -> Board:
    return Board(mine=tuple(Unit(m.card, m.atk, m.def_, m.star, m.defence, not m.used) for m in s.mine),
                 foe=tuple(Unit(m.card, m.atk, m.def_, m.star, m.defence, False) for m in s.foe),
                 foe_hidden=len(s.foe_hidden), my_lp=s.my_lp, foe_lp=s.foe_lp, locked=s.my_swords > 0,
                 foe_locked=s.foe_swords > 0, terrain=s.terrain)


def _with(b: Board, unit: Unit, zone: int, s: Snapshot) -> Board:
    from dataclasses import replace

    mine = [u for m, u in zip(s.mine, b.mine) if m.zone != zone]
    return replace(b, mine=(*mine, unit))


def _chains(db: CardDB, hand: np.ndarray, s: Snapshot, head: Mon | None) -> list[tuple[tuple[int, ...], Unit]]:
    """Returns (hand positions, resulting monster) of every distinct monster result, shortest chain first."""
    t = tables(db)
    if head is None:
        found = chain_search(db, hand, terrain=s.terrain)
    else:
        bonus = max(head.atk - t.atk[head.card] - t.terrain[s.terrain][head.card], 0)
        found = chain_search(db, hand, field=head.card, field_bonus=bonus, terrain=s.terrain)
    result = found.result.astype(np.int64)
    ok = found.valid & (db.kind[result] == Kind.MONSTER)
    if head is not None:
        ok &= ~((result == head.card) & (found.atk == head.atk))  # nothing changed: cards wasted
    cols = np.nonzero(ok)[0]
    if cols.size == 0:
        return []
    key = result[cols] * 20000 + found.atk[cols]
    _, first = np.unique(key, return_index=True)
    orders = chain_orders()
    out = []
    for c in cols[np.sort(first)]:
        card = int(result[c])
        cards = tuple(int(i) for i in orders[c] if i >= 0)
        out.append((cards, Unit(card, int(found.atk[c]), int(found.def_[c]), int(db.star1[card]))))
    return out
