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

from game.ai.attack_search import AttackPlan, attack_plan
from game.ai.board import Board, Unit, apply_magic, score
from game.ai.combo import tables
from game.ai.field_script import TurnMemory, ritual_ready
from game.ai.hand_script import HandPlay, single_play
from game.ai.params import Dice
from game.ai.placement import placement_answer
from game.ai.reasons import Reason, Step, field_reason
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
        self.last_reason: Reason | None = None  # why the last action was chosen (game.ai.reasons)
        self.found: tuple = ()  # the hand search's pick as it valued it: (score, plays scored, card, verb)

    def act(self, db: CardDB, view: DuelState, legal: list[int]) -> int:
        """Returns the searched action for this decision, always one of ``legal``."""
        pending = view.pending
        if pending == Decision.PICK_HAND:
            if not view.chain:
                self.plan = self.hand_plan(db, snapshot(db, view, 0))
                cards = self.plan.cards
                self.queue = ([A.PLAY_CARD + cards[0]] if len(cards) == 1 else
                              [A.NUMBER_CARD + i for i in cards] + [A.CONFIRM_CHAIN]) + [self.plan.dest]
                self.last_reason = self._hand_reason(tuple(self.queue))
            return self._queued(legal)
        if pending == Decision.PICK_DEST:
            return self._queued(legal)
        if pending == Decision.PICK_STAR:
            action, why = self._star(db, view)
            self.last_reason = Reason(Step.PLACEMENT, (action,), why)
            return action
        if pending in (Decision.PICK_FACE, Decision.PICK_POSITION):
            action = placement_answer(pending, self.plan, legal)
            self.last_reason = Reason(Step.PLACEMENT, (action,), _PLACED.get(action, ""))
            return action
        self.memory.start(view.turn)
        allowed = set(legal)
        self.view = view
        for action in self._field(db, snapshot(db, view, 0)):
            if action in allowed:
                self.last_reason = field_reason(self.memory.why, action)
                return action
        action = A.END_TURN if A.END_TURN in allowed else legal[-1]
        self.last_reason = Reason(Step.END_TURN, (action,))
        return action

    # -- hand phase
    def hand_plan(self, db: CardDB, s: Snapshot) -> HandPlay:
        """Returns the best-scoring hand play of this snapshot."""
        base = _board(db, s)
        best: tuple[float, int, HandPlay, int, str] | None = None
        scored = 0

        def offer(board: Board, play: HandPlay, bonus: float = 0.0, card: int = 0, verb: str = "") -> None:
            nonlocal best, scored
            scored += 1
            value = score(db, board) + bonus - _CARD_COST * len(play.cards)
            key = (value, -len(play.cards))
            if best is None or key > (best[0], best[1]):
                best = (value, -len(play.cards), play, card, verb)

        hand = np.zeros(5, np.int32)
        hand[:len(s.hand)] = s.hand
        free = s.free_monster_zones()
        if free:
            for cards, unit in _chains(db, hand, s, None):
                offer(_with(base, unit, -1, s), HandPlay(cards, A.DEST_MONSTER + free[0]), card=unit.card)
        if s.mine:
            for m in s.mine:
                for cards, unit in _chains(db, hand, s, m):
                    offer(_with(base, unit, m.zone, s), HandPlay(cards, A.DEST_MONSTER + m.zone), card=unit.card)
        for i, card in enumerate(s.hand):
            kind = int(db.kind[card])
            if kind in (Kind.MAGIC, Kind.FIELD):
                after = apply_magic(db, base, card)
                if int(db.magic[card]) == Magic.DUSTER and s.foe_spells:
                    offer(base, HandPlay((i,), A.DEST_USE, face_down=False), 100.0 * s.foe_spells, card,
                          "used (for your set cards)")
                elif after is not None:
                    offer(after, HandPlay((i,), A.DEST_USE, face_down=False), card=card, verb="used")
            elif kind == Kind.TRAP and s.free_spell_zones():
                offer(base, HandPlay((i,), A.DEST_SPELL + s.free_spell_zones()[0]), _TRAP_VALUE, card, "set the trap")
        if best is None:
            self.found = (0, scored, 0, "nothing it could play scored, so it played its first card")
            return single_play(db, s, 0, self.dice, "strong: nothing better")
        self.found = (round(best[0]), scored, best[3], best[4])
        return best[2]

    def _hand_reason(self, actions: tuple[int, ...]) -> Reason:
        value, scored, card, verb = self.found
        if verb and not card:
            return Reason(Step.SEARCH, actions, verb, searched=scored)
        if verb:
            return Reason(Step.SEARCH, actions, verb, score=value, attacker=card, searched=scored)
        return Reason(Step.SEARCH, actions, result=card, score=value, searched=scored)

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
                    onto = max(fits, key=lambda m: (m.atk, -m.zone))
                    mem.why = (Step.SPELL, card, 0, 0, -1, -1,
                               f"equipped its strongest fitting monster, {db.names[onto.card]}")
                    yield A.equip_action(zone, onto.zone)
            elif kind == Kind.RITUAL and ritual_ready(db, s, card):
                mem.why = (Step.SPELL, card, 0, 0, -1, -1, "its three tributes are on its field")
                yield A.ACTIVATE + zone
            elif kind in (Kind.MAGIC, Kind.FIELD):
                after = apply_magic(db, base, card)
                duster = int(db.magic[card]) == Magic.DUSTER and s.foe_spells
                if duster or (after is not None and score(db, after) > now + 50):
                    mem.why = (Step.SPELL, card, 0, 0, -1, -1, "it destroys your set cards" if duster else
                               f"its board scores {round(score(db, after))} after it, {round(now)} before")
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
                mem.why = _position_why(db, s, m, want_defence, foe_top)
                yield A.CHANGE_POS + m.zone
        mem.why = (Step.END_TURN,)
        yield A.END_TURN

    def _attacks(self, db: CardDB, s: Snapshot):
        mem = self.memory
        ready = sorted((m for m in s.mine if not m.used), key=lambda m: (m.atk, m.zone))
        if not ready:
            return
        plan = attack_plan(db, self.view, [m.zone for m in ready])
        if plan is not None:
            m = next(m for m in ready if m.zone == plan.first[0])
            mem.why = _attack_why(self.view, m, plan)
            yield from self._go(m, plan.first[1])
            return
        top = max(ready, key=lambda m: (m.atk, -m.zone))
        for zone, defence in s.foe_hidden:
            if zone in mem.blind:
                continue
            mem.blind.add(zone)
            need = _BLIND_DEF if defence else _BLIND_ATK
            if top.atk >= need:
                mem.why = (Step.FACE_DOWN_ATTACK, top.card, 0, top.atk, -1, -1,
                           f"it asks {need} against a card in {'defence' if defence else 'attack'} position")
                yield from self._go(top, zone)
                return

    def _go(self, m: Mon, target: int):
        action = A.attack_action(m.zone, target)
        if m.defence:
            self.memory.intent = action
            yield A.CHANGE_POS + m.zone
        else:
            yield action

    def _star(self, db: CardDB, view: DuelState) -> tuple[int, str]:
        row, zone = view.focus
        rec = view.sides[view.active].row(row)[zone]
        if row != Row.MONSTER or rec.card <= 0:
            return A.STAR_1, "the first guardian star"
        foes = [r for r in view.sides[1 - view.active].monsters if r.card > 0]
        stars = (int(db.star1[rec.card]), int(db.star2[rec.card]))
        wins = [sum(int(db.star_beats[st, db.star2[f.card] if f.star == 2 else db.star1[f.card]]) for f in foes)
                for st in stars]
        if wins[1] > wins[0]:
            return A.STAR_2, f"its second guardian star: it beats {wins[1]} of your open monsters, the first {wins[0]}"
        return A.STAR_1, f"its first guardian star: the second beats no more of your open monsters ({wins[1]})"

    def _queued(self, legal: list[int]) -> int:
        while self.queue:
            action = self.queue.pop(0)
            if action in legal:
                return action
        return legal[0]


# ---------------------------------------------------------------- helpers

_PLACED = {A.FACE_DOWN: "face-down: a monster placed alone hides what it is",
           A.FACE_UP: "face-up: a fusion always lands face-up", A.ATTACK_POS: "attack position",
           A.DEFENCE_POS: "defence position"}

def _attack_why(view: DuelState, m: Mon, plan: AttackPlan) -> tuple:
    """Returns the field memory's record of an attack the search picked (game.ai.reasons.field_reason)."""
    t = plan.first[1]
    if plan.lethal:
        return (Step.LETHAL_ATTACK, m.card, 0, plan.damage)
    if t < 0:
        return (Step.DIRECT_ATTACK, m.card, 0, plan.damage)
    target = view.sides[1 - view.active].monsters[t].card  # the view the search read: an open card
    result = "destroys it" if plan.kills else "does not destroy it"
    if plan.damage:
        result += f" and deals {plan.damage} damage"
    return (Step.PLANNED_ATTACK, m.card, target, round(plan.value), -1, -1, result, plan.plans)


def _position_why(db: CardDB, s: Snapshot, m: Mon, defence: bool, foe_top: int) -> tuple:
    if not defence:
        return (Step.ATTACK_POSITION, m.card, 0, 0, -1, -1, "none of your open monsters has more ATK")
    if foe_top > m.atk:
        top = max(s.foe, key=lambda f: f.atk)
        return (Step.DEFEND, m.card, 0, 0, -1, -1, f"your {db.names[top.card]} has more ATK ({top.atk})")
    return (Step.DEFEND, m.card, 0, 0, -1, -1, f"its {m.atk} ATK is too weak to face your face-down cards")


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
