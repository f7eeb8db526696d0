"""Issue 21: what the presenter shows agrees with the engine over whole duels (1v1 at every AI
level, 2P and Tag, rule options on and off, many seeds, an Exodia win), in what is shown and (issue 31)
in the order it is told; and a presenter broken on purpose is caught.

The step and frame counts and the time the run takes are printed with ``-s`` (the closing note of
issue 21 quotes them); no verdict depends on the machine's speed.
"""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from game.present.motion import MotionKind
from game.present.presenter import DuelPresenter
from game.rules import events as E
from game.rules.state import RuleOptions
from game.rules.view import HIDDEN
from tests.present.consistency import Tally, drive_1v1, drive_2p, drive_exodia, drive_tag, equip_deck

LEVELS = ("retail", "fair", "strong", "random")
OFF = RuleOptions()
ON = RuleOptions(glitch_fusions=False, no_first_turn_attack=True, strict_phase_order=True)
TAG_ON = replace(ON, tag_team_traps=True, tag_partner_cards=True)


def _run(db, factory=DuelPresenter, scale: int = 1, first_error: bool = False) -> tuple[Tally, dict]:
    """Drives every kind of duel through a presenter; ``first_error``: stop at the first duel that fails."""
    tally, steps = Tally(), {}
    drive_exodia(db, tally, factory)  # the Exodia win, in the order its sequence shows it (issue 31)
    before = tally.steps
    for seed in range(6 * scale):
        for i, level in enumerate(LEVELS):
            if first_error and tally.errors:
                return tally, steps
            drive_1v1(db, (level, LEVELS[(i + seed) % 4]), seed, ON if seed % 2 else OFF, tally, factory)
    for seed in range(4 * scale):  # equips every turn, Megamorph's +1000 among them
        drive_1v1(db, (LEVELS[seed % 4], "fair"), 300 + seed, OFF, tally, factory, deck0=equip_deck(db, seed))
    steps["1v1"], before = tally.steps - before, tally.steps
    for seed in range(12 * scale):
        if first_error and tally.errors:
            return tally, steps
        drive_2p(db, (LEVELS[seed % 4], LEVELS[(seed + 1) % 4]), 100 + seed, ON if seed % 2 else OFF, tally,
                 factory)
    steps["2P"], before = tally.steps - before, tally.steps
    for seed in range(6 * scale):
        if first_error and tally.errors:
            return tally, steps
        levels = tuple(LEVELS[(seed + k) % 4] for k in range(4))
        drive_tag(db, levels, 200 + seed, TAG_ON if seed % 2 else OFF, tally, factory,
                  per_team_terrain=seed % 3 == 0)
    steps["tag"] = tally.steps - before
    return tally, steps


def test_what_the_presenter_shows_agrees_with_the_engine_over_whole_duels(db) -> None:
    start = time.perf_counter()
    tally, steps = _run(db)
    took = time.perf_counter() - start
    print(f"\nconsistency: {tally.duels} duels, {tally.steps} steps {steps}, {tally.frames} frames, "
          f"{tally.battles} battles ({tally.reveals} reveals, {tally.star_bonuses} star bonuses), "
          f"{tally.chains} chains, {tally.equips} equips, {tally.rests} rests in {took:.1f} s")
    assert tally.errors == []
    assert tally.steps >= 5000 and min(steps.values()) >= 800
    assert tally.battles >= 300 and tally.reveals >= 50 and tally.star_bonuses >= 20
    assert tally.chains >= 100 and tally.equips >= 20


class Square(DuelPresenter):
    """Every attack confirmed with Square, as the duel scene marks it: every battle is the cut-in."""

    def feed(self, events, *args, **kwargs):
        self.cutin_next = True
        return super().feed(events, *args, **kwargs)


def test_the_cut_in_shows_the_engines_battle_on_its_stage(db) -> None:
    """Issue 23: Square's 3-D cut-in stages the engine's attacker and defender with the engine's values
    and the same result as the plain battle (the check's cut-in key frames)."""
    tally = Tally()
    for seed in range(4):
        drive_1v1(db, (LEVELS[seed % 4], "fair"), 500 + seed, OFF, tally, Square)
    assert tally.errors == []
    assert tally.cutins == tally.battles >= 40


class SwappedStage(Square):
    """Stages the fighters the other way round (the defender on the left)."""

    def battle_shown(self):
        shown = super().battle_shown()
        if shown is None or shown[0].defender is None or not self.anim.cutin:
            return shown
        view, a, d = shown
        return replace(view, attacker=view.defender, defender=view.attacker), d, a


def test_a_cut_in_staged_the_wrong_way_round_is_caught(db) -> None:
    tally = Tally()
    for seed in range(2):
        drive_1v1(db, ("fair", "fair"), 500 + seed, OFF, tally, SwappedStage)
    assert any("cut-in stages" in e for e in tally.errors)


# --- presenters broken on purpose: each must be caught ----------------------------------------------

class Swapped(DuelPresenter):
    """Shows the defender where the attacker should be and the other way round."""

    def battle_shown(self):
        shown = super().battle_shown()
        if shown is None or shown[0].defender is None:
            return shown
        view, a, d = shown
        return replace(view, attacker=view.defender, defender=view.attacker), d, a


class StaleValue(DuelPresenter):
    """Shows the attacker's printed ATK, not its effective value (the issue's 400 beside 900)."""

    def battle_shown(self):
        shown = super().battle_shown()
        if shown is None or shown[0].attacker.card <= 0:
            return shown
        view, _a, d = shown
        return view, int(self.db.atk[view.attacker.card]), d


class FirstFlip(DuelPresenter):
    """The battle takes the first CardFlipped of the step whatever its side (the issue's bug)."""

    def battle_shown(self):
        shown = super().battle_shown()
        if shown is None or shown[0].defender is None:
            return shown
        view, a, d = shown
        flip = next((e.card for e in self.anim.events if type(e) is E.CardFlipped), 0)
        defender = replace(view.defender, card=flip or view.defender.card)
        return replace(view, defender=defender), a, d


class MissedFlip(DuelPresenter):
    """Never turns a card face-up on the board when its motion ends."""

    def patch(self, ev) -> None:
        if type(ev) is not E.CardFlipped:
            super().patch(ev)


class PeekingDefender(DuelPresenter):
    """Shows a face-down defender before the rules reveal it."""

    def battle_shown(self):
        shown = super().battle_shown()
        if shown is None or shown[0].defender is None:
            return shown
        view, a, d = shown
        b = self.anim.battle
        if view.defender.card == HIDDEN or view.defender.came_down:
            return replace(view, defender=replace(view.defender, card=b.defender_card)), a, d
        return shown


class ReversedChain(DuelPresenter):
    """Queues a chain's cards on the right in the wrong order."""

    def chain_shown(self):
        shown = super().chain_shown()
        if shown is None:
            return None
        cards, result = shown
        return (cards[0], *reversed(cards[1:])), result


class StaleEquip(DuelPresenter):
    """Counts an equip up to its printed +500 whatever the card gives."""

    def equip_shown(self):
        shown = super().equip_shown()
        return None if shown is None else (shown[0], 500)


class EarlyLp(DuelPresenter):
    """Shows a step's LP changes on the panel as soon as the step arrives, before the sequences that
    cause them (a battle's damage before the battle is shown)."""

    def feed(self, events, state, committed: bool = True) -> None:
        super().feed(events, state, committed)
        for ev in events:
            if type(ev) is E.LifePointsChanged:
                self.board.lp[ev.side] = ev.lp


class EarlyLoss(DuelPresenter):
    """Takes a destroyed card off the board as soon as the step arrives, before the sequence of its loss."""

    def feed(self, events, state, committed: bool = True) -> None:
        super().feed(events, state, committed)
        for ev in events:
            if type(ev) is E.CardDestroyed:
                self.board.apply(self.db, ev)


class ExodiaLpFirst(DuelPresenter):
    """Tells Exodia's -8000 before the Exodia sequence (the order before issue 31)."""

    def feed(self, events, state, committed: bool = True) -> None:
        super().feed(events, state, committed)
        kinds = [a.kind for a in self.queue]
        if MotionKind.EXODIA in kinds and MotionKind.LP in kinds:
            q = list(self.queue)
            lp = q.pop(kinds.index(MotionKind.LP))
            q.insert(kinds.index(MotionKind.EXODIA), lp)
            self.queue.clear()
            self.queue.extend(q)


@pytest.mark.parametrize("broken", [Swapped, StaleValue, FirstFlip, MissedFlip, ReversedChain, StaleEquip, EarlyLp,
                                    EarlyLoss, ExodiaLpFirst])
def test_a_presenter_broken_on_purpose_is_caught(db, broken) -> None:
    tally, _ = _run(db, broken, first_error=True)
    assert tally.errors, f"{broken.__name__} went unnoticed"
