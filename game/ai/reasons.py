"""Why the computer played what it played: a record each agent makes with its own decision.

    action = agent.act(db, view, legal)
    why = agent.last_reason            # Reason(step, actions, ...) of the decision that gave ``action``

Practice mode (game.scenes.duel.practice) shows ``why.words(db)``. The record is filled in from the
values the decision itself used (the strategy step, the fusion chain and its score, the attack and the
stat it beat, a blind attack's roll); nothing is worked out again afterwards, and making it draws no
random number, so a duel with practice mode on plays exactly as one without.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.rules.state import positional_maker


class Step(Enum):
    """The step of the AI's script (or search) a decision came from."""

    LETHAL_BURN = "lethal burn"
    HOME_FIELD = "home terrain"
    DUSTER = "duster"
    BEHIND = "behind"
    STRATEGY_A = "strategy A"
    STRATEGY_B = "strategy B"
    STRATEGY_C = "strategy C"
    SEARCH = "search"  # the strong AI's best-scoring hand play
    PLANNED_ATTACK = "attack plan"  # the strong AI's attack search: the first attack of its best plan
    FACE_DOWN_ATTACK = "face-down attack"  # the strong AI's attack on a hidden card (no roll: an ATK bar)
    ATTACK_POSITION = "attack position"  # the strong AI's monster nothing visible outclasses
    SPELL = "spell"
    WALL = "wall"
    LETHAL_ATTACK = "lethal attack"
    SAFE_ATTACK = "safe attack"
    BLIND_ATTACK = "blind attack"
    DIRECT_ATTACK = "direct attack"
    DEFEND = "defend"
    END_TURN = "end turn"
    PLACEMENT = "placement"


@dataclass(frozen=True, slots=True)
class Reason:
    """One decision's why. ``actions`` are the actions it covers (a hand play: the whole queue)."""

    step: Step
    actions: tuple[int, ...]
    detail: str = ""  # the hand script's own label ("A: best combo"), or the field step's
    result: int = 0  # a fusion chain's resulting card
    score: int = 0  # the chain's score, or the stat an attack beat
    attacker: int = 0  # card ids of an attack
    target: int = 0
    roll: int = -1  # a percent roll (0..99) and the chance it was checked against
    chance: int = -1
    searched: int = 0  # the strong AI: how many hand plays or attack plans its search scored

    def words(self, names) -> str:
        """Returns the reason in plain words; ``names`` maps a card id to its name (db.names)."""
        s = self.step
        if s == Step.SEARCH and self.searched:
            return self._searched(names)
        if s == Step.PLANNED_ATTACK:
            return (f"attacked {names[self.target]} with {names[self.attacker]}: the best of {self.searched} "
                    f"attack plans (score {self.score}), {self.detail}")
        if s == Step.FACE_DOWN_ATTACK:
            return (f"attacked your face-down card with {names[self.attacker]}: no plan on your open cards, "
                    f"and its {self.score} ATK is enough ({self.detail})")
        if s == Step.ATTACK_POSITION:
            return f"put {names[self.attacker]} in attack position: {self.detail}"
        if s in (Step.STRATEGY_A, Step.STRATEGY_B, Step.SEARCH) and self.result:
            what = "fused into" if len(self.actions) > 2 else "played"
            return f"{s.value}: {what} {names[self.result]}, its best (score {self.score})"
        if s == Step.SAFE_ATTACK:
            return f"attacked {names[self.target]} with {names[self.attacker]}: beats its {self.score}"
        if s == Step.LETHAL_ATTACK:
            return f"attacked with {names[self.attacker]}: the damage finishes you"
        if s == Step.BLIND_ATTACK:
            return f"blind attack with {names[self.attacker]}: rolled {self.roll}, needed under {self.chance}"
        if s == Step.DIRECT_ATTACK:
            return f"attacked you directly with {names[self.attacker]}: your field is empty"
        if s == Step.WALL:
            return f"put its wall {names[self.attacker]} in defence"
        if s == Step.DEFEND:
            return f"put {names[self.attacker]} in defence for your turn" + (f": {self.detail}" if self.detail else "")
        if s == Step.SPELL:
            return f"used its set card {names[self.attacker]}" + (f": {self.detail}" if self.detail else "")
        if s == Step.END_TURN:
            return "nothing more to do: ended its turn"
        return f"{s.value}: {_plain(self.detail)}" if self.detail else s.value

    def _searched(self, names) -> str:
        head = f"searched {self.searched} hand plays"
        card = self.result or self.attacker
        if not card:
            return f"{head}: {self.detail}" if self.detail else head
        what = self.detail or ("fused into" if len(self.actions) > 2 else "played")
        return f"{head}: {what} {names[card]}, the best (score {self.score})"


_make_reason = positional_maker(Reason)  # Reason(...) with every field given: a field decision makes one each time


def placement_reason(action: int, detail: str) -> Reason:
    """Returns the reason of a face / position / star answer, which follows the hand play (``detail``)."""
    return _make_reason(Step.PLACEMENT, (action,), detail, 0, 0, 0, 0, -1, -1, 0)


def hand_reason(plan, actions: tuple[int, ...], searched: bool = False) -> Reason:
    """Returns the reason of a hand play (game.ai.hand_script.HandPlay) from the plan itself."""
    label = plan.reason
    combo = getattr(plan, "combo", None)
    step = Step.SEARCH if searched else _HAND_STEPS.get(label.split(":", 1)[0], Step.STRATEGY_C)
    if label in ("lethal burn", "home terrain", "duster"):
        step = {"lethal burn": Step.LETHAL_BURN, "home terrain": Step.HOME_FIELD, "duster": Step.DUSTER}[label]
    if combo is not None:
        return Reason(step, actions, label, combo.result, combo.score)
    return Reason(step, actions, label)


def field_reason(why: tuple, action: int) -> Reason:
    """Returns the reason of a field action from the field script's own record of its step (the strong AI's
    record may add a detail in words and how many plans it searched)."""
    why = tuple(why) or (Step.END_TURN,)
    attacker, target, score, roll, chance, detail, searched = (why[1:] + _UNSAID[len(why) - 1:])[:7]
    return _make_reason(why[0], (action,), detail, 0, score, attacker, target, roll, chance, searched)


_UNSAID = (0, 0, 0, -1, -1, "", 0)  # attacker, target, score, roll, chance, detail, searched when a step omits them


_HAND_STEPS = {"A": Step.STRATEGY_A, "B": Step.STRATEGY_B, "C": Step.STRATEGY_C, "behind": Step.BEHIND}


def _plain(label: str) -> str:
    return label.split(":", 1)[1].strip() if ":" in label else label
