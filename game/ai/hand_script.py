"""The hand script (§14.4): the computer's one hand play per turn, as a plan of card positions.

    plan = hand_play(db, snap, who, dice, glitch)   # HandPlay(cards, head, dest, face_down, defence)

Searches read the whole hand window (R14.3); what is *played* always comes from the real hand
(D-23): a combo that needs look-ahead cards is replaced by the best combo of the real hand, and a
"first card of kind X" query is answered from the real hand. Conditions such as "the strongest
monster in the window is at least as strong as the player's best" still read the window, which is
how retail's look-ahead cheat shows. Ties go to the earlier zone / hand position (D-24).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.combo import FIELD_ALONE, FIELD_START, HAND_START, Combo, best_combo, evaluate_fusion, tables
from game.ai.params import Dice, Personality
from game.ai.snapshot import Mon, Snapshot, strongest, weakest
from game.db import CardDB
from game.db.vocab import TYPE_NAMES, Kind, Magic
from game.rules import actions as A
from game.rules.state import positional_maker

_MONSTER, _DUSTER = int(Kind.MONSTER), int(Magic.DUSTER)  # read once: an enum member costs a class lookup
_TO_MONSTER, _USE = A.DEST_MONSTER, A.DEST_USE
_NO_IDS: frozenset[int] = frozenset()
_DECK_EARLY = 33  # "while the AI's deck still holds >= 33 cards" (§14.4 step 8)


@dataclass(frozen=True, slots=True)
class HandPlay:
    """A whole hand play: hand positions in chain order, optional own monster zone it lands on, and placement."""

    cards: tuple[int, ...]
    dest: int  # a DEST_* action
    face_down: bool = True  # D-25: monsters face-down (the engine places every combination face-up, R5.13)
    defence: bool = False  # D-25: attack position
    reason: str = ""
    combo: Combo | None = None  # the chain search's pick when the play is that chain (practice mode's reason)


# HandPlay(cards, dest, face_down, defence, reason, combo) through the slot descriptors (game.rules.state): a
# frozen dataclass's own __init__ sets each field through object.__setattr__, and every turn makes one
_make_play = positional_maker(HandPlay)


def hand_play(db: CardDB, snap: Snapshot, who: Personality, dice: Dice, glitch: bool = True) -> HandPlay:
    """Returns the hand script's play for this turn (§14.4 steps 2-8)."""
    return _Script(db, snap, who, dice, glitch).run()


def single_play(db: CardDB, snap: Snapshot, i: int, dice: Dice, reason: str) -> HandPlay:
    """Returns a one-card play of hand position i with the placement rules of step 7."""
    card = snap.hand[i]
    kind = tables(db).kind[card]
    if kind == _MONSTER:
        return _make_play((i,), _TO_MONSTER + _monster_zone(snap), True, False, reason, None)
    if kind in (Kind.MAGIC, Kind.FIELD, Kind.RITUAL):
        return _make_play((i,), _USE, False, False, reason, None)
    return set_card(db, snap, i, dice, reason)


def set_card(db: CardDB, snap: Snapshot, i: int, dice: Dice, reason: str) -> HandPlay:
    """Returns a play that sets hand card i in the magic/trap row (§14.4 strategy C placement)."""
    card = snap.hand[i]
    free = snap.free_spell_zones()
    if free:
        return HandPlay((i,), A.DEST_SPELL + free[0], reason=reason)
    if int(db.kind[card]) == Kind.EQUIP and snap.mine:
        fits = [m for m in snap.mine if db.equip_ok[card, m.card]]
        target = fits[0] if fits else weakest(snap.mine)
        return HandPlay((i,), A.DEST_MONSTER + target.zone, reason=reason)
    return HandPlay((i,), A.DEST_SPELL + dice.below(5), reason=reason)  # overwrite a random zone


# ---------------------------------------------------------------- helpers

def _monster_zone(snap: Snapshot) -> int:
    """Returns the first free own monster zone, else the zone of the weakest own monster (step 7)."""
    mine = snap.mine
    if len(mine) < 5:  # (zones are distinct: fewer than five monsters leave one free)
        taken = [m.zone for m in mine]
        for z in range(5):
            if z not in taken:
                return z
    return weakest(mine).zone


class _Script:
    def __init__(self, db: CardDB, snap: Snapshot, who: Personality, dice: Dice, glitch: bool) -> None:
        self.db, self.s, self.who, self.dice, self.glitch = db, snap, who, dice, glitch
        self.window = (*snap.hand, *snap.lookahead)
        self.nh = len(snap.hand)
        self.t = tables(db)
        self.card_set: set[int] = set()  # ids that failed to improve (R14.11): skipped by later searches

    def run(self) -> HandPlay:
        s, who = self.s, self.who
        if s.foe_spells == 0:  # step 2, R14.12
            for card in who.burn_order:
                if card in s.hand and self.t.magic_param[card] >= s.foe_lp:
                    return _make_play((s.hand.index(card),), _USE, False, False, "lethal burn", None)
        home = who.home_field_card  # step 3
        if home and home in s.hand and self.t.magic_param[home] != s.terrain:
            return _make_play((s.hand.index(home),), _USE, False, False, "home terrain", None)
        mine, foe = strongest(s.mine), strongest(s.foe)  # step 4 (R14.4: chosen by effect, compared by base)
        if mine is None and foe is not None or (mine is not None and foe is not None and mine.base <= foe.base):
            return self.behind(foe)
        if s.foe_spells:  # step 5
            magic = self.t.magic
            duster = next((i for i, c in enumerate(s.hand) if magic[c] == _DUSTER), -1)
            if duster >= 0 and self.dice.percent(who.skill_pct):
                return _make_play((duster,), _USE, False, False, "duster", None)
        if s.my_lp < who.low_lp:  # step 6
            return self.strategy_b()
        low = weakest(s.mine)
        split = who.ahead if low is None or foe is None or low.base >= foe.base else who.weak
        roll = self.dice.d100()
        if roll < split[0]:
            return self.strategy_a()
        if roll < split[0] + split[1]:
            return self.strategy_b()
        return self.strategy_c()

    # -- searches with the D-23 fallback
    def combo(self, depth: int, field: tuple[Mon, ...]) -> Combo:
        heads = [(m.zone, m.card, max(m.atk, m.def_)) for m in field]  # (Mon.power, without its call)
        return best_combo(self.db, self.window, heads, depth, glitch=self.glitch,
                          excluded_ids=frozenset(self.card_set) if self.card_set else _NO_IDS, in_hand=self.nh)

    # -- strategies
    def strategy_a(self) -> HandPlay:
        s = self.s
        who = self.who
        found = self.combo(1 if s.deck_left <= who.low_deck else who.combo_depth, s.mine)
        outcome = found.outcome
        if outcome == HAND_START:
            return _make_play(found.cards, _TO_MONSTER + _monster_zone(s), True, False, "A: best combo", found)
        if outcome == FIELD_START:
            return _make_play(found.cards, _TO_MONSTER + found.head, True, False, "A: combo on field", found)
        if outcome == FIELD_ALONE:
            boost = self.boosting_field(found.result)
            if boost >= 0:
                return _make_play((boost,), _USE, False, False, "A: boosting field", None)
            best = self.strongest_in_hand()
            if best >= 0:
                return _make_play((best,), _TO_MONSTER + _monster_zone(s), True, False, "A: strongest monster", None)
            return single_play(self.db, s, self.dice.below(self.nh), self.dice, "A: random card")
        return self.strategy_c()

    def strategy_b(self) -> HandPlay:
        """§14.4 step 6 B (fourth edition): a chain of two or more window cards onto the weakest monster it improves.

        Monsters are tried from the weakest up (effective stats, R14.4); each is judged by EvaluateFusion
        (R14.10): up to ``boost_depth`` window cards (1 when the deck is low, so B never succeeds then),
        the bar its base stats, and only a best chain of two or more window cards counts. A monster that
        nothing improves joins the card set (R14.11) and the next weakest is tried.
        """
        s = self.s
        depth = 1 if s.deck_left <= self.who.low_deck else self.who.boost_depth
        if depth:
            for m in sorted(s.mine, key=lambda m: (m.power, m.zone)):
                if m.card in self.card_set:
                    continue
                chain = self.power_up(m, depth)
                if chain is not None:
                    return _make_play(chain.cards, _TO_MONSTER + m.zone, True, False, "B: power up", chain)
                self.card_set.add(m.card)  # R14.11: by id, so copies in the window are excluded too
        return self.b_falls_through()

    def power_up(self, m: Mon, depth: int) -> Combo | None:
        """Returns the chain EvaluateFusion finds for monster m (R14.10), played from the real hand (D-23), or None.

        Whether B succeeds is the window search's answer, as retail reads its look-ahead; a chain that needs
        look-ahead cards is replaced by the real hand's, which must itself count (two or more cards).
        """
        return evaluate_fusion(self.db, self.window, m.zone, m.card, depth, glitch=self.glitch,
                               excluded_ids=frozenset(self.card_set) if self.card_set else _NO_IDS, in_hand=self.nh)

    def b_falls_through(self) -> HandPlay:
        """§14.4 step 6 B, fourth edition [PROPOSAL]: when B improves no monster, strategy A plays instead.

        The edition says A's best-combo search "may still play a field monster plus one hand card" (R14.9),
        the one-card power-up B refuses; that holds only if A's search does not skip the monsters B gave up
        on, so A searches with an empty card set (R14.11's set serves B's own loop). The play says it came
        after B.
        """
        self.card_set.clear()
        play = self.strategy_a()
        return _make_play(play.cards, play.dest, play.face_down, play.defence, f"{play.reason} (after B)", play.combo)

    def strategy_c(self) -> HandPlay:
        kind = self.t.kind
        kinds = [kind[c] for c in self.s.hand]
        for wanted in ((Kind.TRAP,), (Kind.EQUIP,), (Kind.MAGIC, Kind.FIELD), (Kind.RITUAL,)):
            for i, k in enumerate(kinds):
                if k in wanted:
                    return set_card(self.db, self.s, i, self.dice, "C: non-monster")
        best = self.strongest_in_hand()
        if best >= 0:
            return _make_play((best,), _TO_MONSTER + _monster_zone(self.s), True, False, "C: strongest monster", None)
        return single_play(self.db, self.s, 0, self.dice, "C: first card")

    def behind(self, foe: Mon) -> HandPlay:
        s, db = self.s, self.db
        best = self.strongest_in_hand()
        if best >= 0 and self.window_reaches(foe.base, self.t.score[s.hand[best]]):
            return _make_play((best,), _TO_MONSTER + _monster_zone(s), True, False, "behind: strongest monster", None)
        if s.deck_left >= _DECK_EARLY:
            return self.strategy_a()
        for card, condition in self.who.removal:
            if card in s.hand and self.removal_ok(card, condition, foe):
                i = s.hand.index(card)
                if int(db.kind[card]) == Kind.TRAP:
                    return set_card(db, s, i, self.dice, "behind: removal trap")
                return _make_play((i,), _USE, False, False, "behind: removal", None)
        return self.strategy_a()

    # -- queries
    def window_reaches(self, bar: int, hand_best: int) -> bool:
        """Returns whether the strongest monster in the window (base higher of ATK and DEF, -1 for any other
        card) is at least ``bar``, given the real hand's best score: the look-ahead is read only when the hand
        falls short."""
        if hand_best >= bar:
            return True
        score = self.t.score
        for c in self.s.lookahead:
            if (score[c] if c > 0 else -1) >= bar:
                return True
        return False

    def removal_ok(self, card: int, condition: str, foe: Mon) -> bool:
        s = self.s
        if condition.startswith("target is "):
            return TYPE_NAMES[self.t.type[foe.card]] == condition[len("target is "):]
        if condition.startswith("target ATK >= "):
            return foe.atk >= int(condition.rsplit(" ", 1)[1])
        if condition == "player not already pinned":
            return s.foe_swords == 0
        if condition == "AI has fewer monsters than player":
            return len(s.mine) < s.foe_count
        return not condition

    def boosting_field(self, monster: int) -> int:
        for i, c in enumerate(self.s.hand):
            if self.t.kind[c] == Kind.FIELD and self.t.magic[c] == Magic.FIELD:
                terrain = self.t.magic_param[c]
                if terrain != self.s.terrain and int(self.db.terrain_bonus[terrain, self.t.type[monster]]) > 0:
                    return i
        return -1

    def strongest_in_hand(self) -> int:
        best, best_power, score = -1, -1, self.t.score
        for i, c in enumerate(self.s.hand):
            p = score[c] if c > 0 else -1
            if p > best_power:
                best, best_power = i, p
        return best
