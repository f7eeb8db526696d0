"""positional_maker builds the same frozen values as the dataclass constructors (engine speed, issue 17)."""

from __future__ import annotations

from dataclasses import dataclass, fields

import pytest

from game.rules.state import (
    DEFAULT_OPTIONS,
    EMPTY,
    Decision,
    DuelState,
    EndReason,
    FieldCard,
    Phase,
    SideState,
    make_side,
    make_state,
    positional_maker,
    rec_with,
)


def _values(obj) -> list:
    return [getattr(obj, f.name) for f in fields(obj)]


def test_makers_equal_the_constructors():
    rec = FieldCard(7, True, False, 2, 300, -100, 500, True)
    side = SideState(8000, 8000, (1, 2, 3), 1, (4, 5), (rec,) + (EMPTY,) * 4, (EMPTY,) * 5, (9,), 1, 2,
                     tuple(range(10)), tuple(range(9)))
    state = DuelState((side, side), 1, 3, Phase.FIELD, Decision.NONE, 2, "psx", 12345, DEFAULT_OPTIONS, 7,
                      (1,), 0, (1, 2), False, True, True, -1, EndReason.NONE, (), ())
    for made, built in ((make_side(*_values(side)), side), (make_state(*_values(state)), state),
                        (positional_maker(FieldCard)(*_values(rec)), rec)):
        assert type(made) is type(built)
        assert made == built and hash(made) == hash(built)
        assert _values(made) == _values(built)
        with pytest.raises((AttributeError, TypeError)):  # still frozen (3.11 slots raise TypeError)
            made.card = 0
    assert rec_with(rec, used=False) == FieldCard(7, True, False, 2, 300, -100, 500, False)


def test_maker_refuses_classes_it_cannot_build():
    @dataclass
    class Plain:
        x: int

    @dataclass(frozen=True)
    class NoSlots:
        x: int

    @dataclass(frozen=True, slots=True)
    class Checked:
        x: int

        def __post_init__(self) -> None:
            pass

    for cls in (Plain, NoSlots, Checked):
        with pytest.raises(TypeError):
            positional_maker(cls)
