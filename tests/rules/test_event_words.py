"""Event fields of a closed vocabulary are enums, like the end reason (tests/rules/test_end_reason.py).

A fusion step's kind (§5.2), a battle's outcome (§6.4) and a destruction's cause are ``StepKind``,
``Outcome`` and ``Cause`` members, written as the words the events carried before: their reprs (the
outcome pin hashes them), their JSON (replays, reports) and the wire stay as they were, and the wire
gives the member back.
"""

from __future__ import annotations

import json

import pytest

from game.net.codec import event_in, event_out
from game.net.wire import WireError
from game.rules import events as ev
from game.rules.events import Cause, Outcome, StepKind
from game.rules.fusion import pair_step
from rules.duelkit import A, make_duel, mon, of, place_combination, play, setcard

BEWD, ELF, BABY, TIME_WIZ, CELTIC, KURIBOH, SILVER_FANG = 1, 2, 4, 16, 41, 58, 65
SWORD, RAIGEKI, EATGABOON = 301, 337, 682


def _attack(db, s, target=0):
    return play(db, s, A.attack_action(0, target))


def _written_as_before(event, field: str, word: str) -> None:
    """The member is its word in the repr, the JSON and the dict lookups; the wire gives the member back."""
    value = getattr(event, field)
    assert f"{field}={word!r}" in repr(event) and repr(value) == repr(word)
    assert json.loads(json.dumps(ev.event_to_dict(event)))[field] == word
    assert f'"{field}": "{word}"' in json.dumps(ev.event_to_dict(event))
    assert {word: 1}[value] == 1 and hash(value) == hash(word)
    back = event_in(json.loads(json.dumps(event_out(event))))  # as a message carries it
    assert back == event and getattr(back, field) is value


def test_r5_4_r5_5_r5_6_a_fusion_step_carries_its_step_kind(db):
    _, events = play(db, make_duel(db, hand0=[BABY, TIME_WIZ]), A.NUMBER_CARD + 0, A.NUMBER_CARD + 1,
                     A.CONFIRM_CHAIN, A.DEST_MONSTER + 1)
    (fused,) = of(events, ev.FusionStep)
    assert fused.kind is StepKind.FUSION  # R5.4
    _written_as_before(fused, "kind", "fusion")
    _, events = play(db, make_duel(db, hand0=[CELTIC, SWORD, KURIBOH]), A.NUMBER_CARD + 0, A.NUMBER_CARD + 1,
                     A.NUMBER_CARD + 2, A.CONFIRM_CHAIN, *place_combination(0))
    equip, fail = of(events, ev.FusionStep)
    assert equip.kind is StepKind.EQUIP and fail.kind is StepKind.FAIL  # R5.5, R5.6
    _written_as_before(equip, "kind", "equip")
    _written_as_before(fail, "kind", "fail")
    assert pair_step(db, BABY, TIME_WIZ).kind is StepKind.FUSION  # the reference resolver speaks the same words
    assert pair_step(db, KURIBOH, CELTIC).kind is StepKind.FAIL


def test_r6_9_r6_11_a_battle_carries_its_outcome_and_its_dead_the_battle_cause(db):
    _, events = _attack(db, make_duel(db, field0=[BEWD], field1=[CELTIC], phase="field"))
    (won,) = of(events, ev.Battle)
    assert won.outcome is Outcome.WIN  # R6.9: margin > 0
    _written_as_before(won, "outcome", "win")
    (dead,) = of(events, ev.CardDestroyed)
    assert dead.cause is Cause.BATTLE
    _written_as_before(dead, "cause", "battle")
    _, events = _attack(db, make_duel(db, field0=[CELTIC], field1=[BEWD], phase="field"))
    assert of(events, ev.Battle)[0].outcome is Outcome.LOSE
    _, events = _attack(db, make_duel(db, field0=[SILVER_FANG], field1=[BABY], phase="field"))
    assert of(events, ev.Battle)[0].outcome is Outcome.TIE
    assert [e.cause for e in of(events, ev.CardDestroyed)] == [Cause.BATTLE, Cause.BATTLE]
    _, events = _attack(db, make_duel(db, field0=[CELTIC], phase="field"), target=-1)
    (direct,) = of(events, ev.Battle)
    assert direct.outcome is Outcome.DIRECT  # R6.11
    _written_as_before(direct, "outcome", "direct")


def test_r8_3_r7_12_r5_15_a_destruction_carries_its_cause(db):
    s = make_duel(db, field0=[mon(db, CELTIC, penalty=-400)], field1=[ELF], spells1=[setcard(db, EATGABOON)],
                  phase="field")
    _, events = _attack(db, s)  # R8.3: the trap is used up, then it destroys the attacker
    assert [e.cause for e in of(events, ev.CardDestroyed)] == [Cause.TRAP, Cause.TRAP]
    assert all(type(e.cause) is Cause for e in of(events, ev.CardDestroyed))
    _written_as_before(of(events, ev.CardDestroyed)[0], "cause", "trap")
    _, events = play(db, make_duel(db, hand0=[RAIGEKI], field1=[KURIBOH, ELF]), A.PLAY_CARD, A.DEST_USE)
    assert [e.cause for e in of(events, ev.CardDestroyed)] == [Cause.MAGIC, Cause.MAGIC]  # R7.12
    _written_as_before(of(events, ev.CardDestroyed)[0], "cause", "magic")
    _, events = play(db, make_duel(db, hand0=[TIME_WIZ], field0=[None, BABY]), A.PLAY_CARD, A.DEST_MONSTER + 1)
    (material,) = of(events, ev.CardDestroyed)
    assert material.cause is Cause.FUSION  # R5.15: the field monster is a fusion material
    _written_as_before(material, "cause", "fusion")


def test_the_wire_refuses_a_word_outside_the_vocabulary():
    data = event_out(ev.CardDestroyed(0, 0, 1, 5, Cause.BATTLE))
    data["cause"] = "melted"
    with pytest.raises(WireError, match="cause is not one of its words"):
        event_in(data)
