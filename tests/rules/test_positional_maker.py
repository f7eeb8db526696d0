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

    @dataclass(frozen=True, slots=True, weakref_slot=True)
    class Weak:  # a __weakref__ slot beyond the fields: not the layout the maker copies
        x: int

    for cls in (Plain, NoSlots, Checked, Weak):
        with pytest.raises(TypeError):
            positional_maker(cls)


def test_record_init_matches_the_dataclass_signature():
    from dataclasses import dataclass as plain_dataclass

    from game.rules.record import record

    @record
    class Fast:
        a: int
        b: str = "x"
        c: tuple[int, int] = (1, 2)

    @plain_dataclass(frozen=True, slots=True)
    class Slow:
        a: int
        b: str = "x"
        c: tuple[int, int] = (1, 2)

    for args, kwargs in (((1,), {}), ((1, "y"), {}), ((), {"a": 2, "c": (3, 4)}), ((5, "z", (6, 7)), {})):
        made, built = Fast(*args, **kwargs), Slow(*args, **kwargs)
        assert _values(made) == _values(built)
        assert hash(made) == hash(Fast(*_values(built))) and made == Fast(*_values(built))
        with pytest.raises((AttributeError, TypeError)):
            made.a = 0
    with pytest.raises(TypeError):
        Fast()  # a is required
    with pytest.raises(TypeError):
        Fast(1, a=2)  # given twice
    assert repr(Fast(1)).endswith("Fast(a=1, b='x', c=(1, 2))")


def test_record_refuses_classes_it_cannot_build():
    from dataclasses import field

    from game.rules.record import record

    class Factory:
        x: list = field(default_factory=list)

    class Post:
        x: int

        def __post_init__(self) -> None:
            pass

    for cls in (Factory, Post):
        with pytest.raises(TypeError):
            record(cls)


def test_engine_columns_equal_the_card_tables(db):
    """The list copies the engine reads (game.rules.columns) hold the CardDB's values exactly."""
    from game.rules.columns import columns
    from game.rules.combat import effective_stat, star_adjustment, terrain_modifier

    cols = columns(db)
    assert columns(db) is cols
    for name in ("kind", "type", "atk", "def_", "star1", "star2", "trap", "trap_threshold", "equip_bonus"):
        assert getattr(cols, name) == [int(v) for v in getattr(db, name)], name
    stars = range(db.star_beats.shape[0])
    assert [[cols.star_gain[a][d] for d in stars] for a in stars] == \
        [[star_adjustment(db, a, d) for d in stars] for a in stars]
    for terrain in range(db.terrain_bonus.shape[0]):
        assert cols.terrain[terrain] == [terrain_modifier(db, c, terrain) for c in range(len(db.kind))]
    rec = FieldCard(card=int(db.card_id("Blue-Eyes White Dragon")), star=2, equip_bonus=500, level_penalty=-200,
                    terrain_mod=300)
    assert cols.eff_atk(rec) == effective_stat(int(db.atk[rec.card]), 500, -200, 300)
    assert cols.eff_def(rec) == effective_stat(int(db.def_[rec.card]), 500, -200, 300)
    assert cols.star_code(rec) == int(db.star2[rec.card])
    for card in range(1, len(db.kind)):  # both clamps of R2.7 are reached: 0 and 9999
        for equip, penalty, terrain in ((500, -200, 300), (0, -9999, -500), (9999, 0, 500), (0, 0, 0)):
            rec = FieldCard(card=card, equip_bonus=equip, level_penalty=penalty, terrain_mod=terrain)
            assert cols.stats(rec) == (effective_stat(int(db.atk[card]), equip, penalty, terrain),
                                       effective_stat(int(db.def_[card]), equip, penalty, terrain)), card
