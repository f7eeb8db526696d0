"""The hand script (§14.4): the computer's one hand play per turn, as a plan of card positions.

    plan = hand_play(db, snap, who, dice, glitch)   # HandPlay(cards, head, dest, face_down, defence)

Searches read the whole hand window (R14.3); what is *played* always comes from the real hand
(D-23): a combo that needs look-ahead cards is replaced by the best combo of the real hand, and a
"first card of kind X" query is answered from the real hand. Conditions such as "the strongest
monster in the window is at least as strong as the player's best" still read the window, which is
how retail's look-ahead cheat shows. Ties go to the earlier zone / hand position (D-24).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ai.combo import FIELD_ALONE, FIELD_START, HAND_START, Combo, best_combo, evaluate_fusion, tables
from game.ai.params import Dice, Personality
from game.ai.snapshot import Mon, Snapshot, strongest, weakest
from game.db import CardDB
from game.db.vocab import TYPE_NAMES, Kind, Magic
from game.rules import actions as A

_MONSTER, _DUSTER = int(Kind.MONSTER), int(Magic.DUSTER)  # read once: an enum member costs a class lookup
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


def hand_play(db: CardDB, snap: Snapshot, who: Personality, dice: Dice, glitch: bool = True) -> HandPlay:
    """Returns the hand script's play for this turn (§14.4 steps 2-8)."""
    return _Script(db, snap, who, dice, glitch).run()


def single_play(db: CardDB, snap: Snapshot, i: int, dice: Dice, reason: str) -> HandPlay:
    """Returns a one-card play of hand position i with the placement rules of step 7."""
    card = snap.hand[i]
    kind = tables(db).kind[card]
    if kind == _MONSTER:
        return HandPlay((i,), A.DEST_MONSTER + _monster_zone(snap), reason=reason)
    if kind in (Kind.MAGIC, Kind.FIELD, Kind.RITUAL):
        return HandPlay((i,), A.DEST_USE, face_down=False, reason=reason)
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
    free = snap.free_monster_zones()
    return free[0] if free else weakest(snap.mine).zone


class _Script:
    def __init__(self, db: CardDB, snap: Snapshot, who: Personality, dice: Dice, glitch: bool) -> None:
        self.db, self.s, self.who, self.dice, self.glitch = db, snap, who, dice, glitch
        self.window = list(snap.hand) + list(snap.lookahead)
        self.nh = len(snap.hand)
        self.t = tables(db)
        self.card_set: set[int] = set()  # ids that failed to improve (R14.11): skipped by later searches

    def run(self) -> HandPlay:
        s, who = self.s, self.who
        if s.foe_spells == 0:  # step 2, R14.12
            for card in who.burn_order:
                if card in s.hand and self.t.magic_param[card] >= s.foe_lp:
                    return HandPlay((s.hand.index(card),), A.DEST_USE, face_down=False, reason="lethal burn")
        home = who.home_field_card  # step 3
        if home and home in s.hand and self.t.magic_param[home] != s.terrain:
            return HandPlay((s.hand.index(home),), A.DEST_USE, face_down=False, reason="home terrain")
        mine, foe = strongest(s.mine), strongest(s.foe)  # step 4 (R14.4: chosen by effect, compared by base)
        if mine is None and foe is not None or (mine is not None and foe is not None and mine.base <= foe.base):
            return self.behind(foe)
        magic = self.t.magic
        duster = next((i for i, c in enumerate(s.hand) if magic[c] == _DUSTER), -1)
        if s.foe_spells and duster >= 0 and self.dice.percent(who.skill_pct):  # step 5
            return HandPlay((duster,), A.DEST_USE, face_down=False, reason="duster")
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
    def combo(self, depth: int, field: list[Mon]) -> Combo:
        heads = [(m.zone, m.card, m.power) for m in field]
        return best_combo(self.db, self.window, heads, depth, glitch=self.glitch, excluded_ids=frozenset(self.card_set),
                          in_hand=self.nh)

    def depth(self, depth: int) -> int:
        return 1 if self.s.deck_left <= self.who.low_deck else depth

    # -- strategies
    def strategy_a(self) -> HandPlay:
        s = self.s
        found = self.combo(self.depth(self.who.combo_depth), list(s.mine))
        if found.outcome == HAND_START:
            return HandPlay(found.cards, A.DEST_MONSTER + _monster_zone(s), reason="A: best combo", combo=found)
        if found.outcome == FIELD_START:
            return HandPlay(found.cards, A.DEST_MONSTER + found.head, reason="A: combo on field", combo=found)
        if found.outcome == FIELD_ALONE:
            boost = self.boosting_field(found.result)
            if boost >= 0:
                return HandPlay((boost,), A.DEST_USE, face_down=False, reason="A: boosting field")
            best = self.strongest_in_hand()
            if best >= 0:
                return HandPlay((best,), A.DEST_MONSTER + _monster_zone(s), reason="A: strongest monster")
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
                    return HandPlay(chain.cards, A.DEST_MONSTER + m.zone, reason="B: power up", combo=chain)
                self.card_set.add(m.card)  # R14.11: by id, so copies in the window are excluded too
        return self.b_falls_through()

    def power_up(self, m: Mon, depth: int) -> Combo | None:
        """Returns the chain EvaluateFusion finds for monster m (R14.10), played from the real hand (D-23), or None.

        Whether B succeeds is the window search's answer, as retail reads its look-ahead; a chain that needs
        look-ahead cards is replaced by the real hand's, which must itself count (two or more cards).
        """
        return evaluate_fusion(self.db, self.window, m.zone, m.card, depth, glitch=self.glitch,
                               excluded_ids=frozenset(self.card_set), in_hand=self.nh)

    def b_falls_through(self) -> HandPlay:
        """§14.4 step 6 B, fourth edition [PROPOSAL]: when B improves no monster, strategy A plays instead.

        The edition says A's best-combo search "may still play a field monster plus one hand card" (R14.9),
        the one-card power-up B refuses; that holds only if A's search does not skip the monsters B gave up
        on, so A searches with an empty card set (R14.11's set serves B's own loop). The play says it came
        after B.
        """
        self.card_set.clear()
        play = self.strategy_a()
        return replace(play, reason=f"{play.reason} (after B)")

    def strategy_c(self) -> HandPlay:
        kind = self.t.kind
        kinds = [kind[c] for c in self.s.hand]
        for wanted in ((Kind.TRAP,), (Kind.EQUIP,), (Kind.MAGIC, Kind.FIELD), (Kind.RITUAL,)):
            for i, k in enumerate(kinds):
                if k in wanted:
                    return set_card(self.db, self.s, i, self.dice, "C: non-monster")
        best = self.strongest_in_hand()
        if best >= 0:
            return HandPlay((best,), A.DEST_MONSTER + _monster_zone(self.s), reason="C: strongest monster")
        return single_play(self.db, self.s, 0, self.dice, "C: first card")

    def behind(self, foe: Mon) -> HandPlay:
        s, db = self.s, self.db
        score = self.t.score  # base higher of ATK and DEF of a monster, -1 otherwise (hidden cards too)
        window_best = max([score[c] if c > 0 else -1 for c in self.window], default=-1)
        best = self.strongest_in_hand()
        if best >= 0 and window_best >= foe.base:
            return HandPlay((best,), A.DEST_MONSTER + _monster_zone(s), reason="behind: strongest monster")
        if s.deck_left >= _DECK_EARLY:
            return self.strategy_a()
        for card, condition in self.who.removal:
            if card in s.hand and self.removal_ok(card, condition, foe):
                i = s.hand.index(card)
                if int(db.kind[card]) == Kind.TRAP:
                    return set_card(db, s, i, self.dice, "behind: removal trap")
                return HandPlay((i,), A.DEST_USE, face_down=False, reason="behind: removal")
        return self.strategy_a()

    # -- queries
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
