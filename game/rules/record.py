"""Frozen, slotted dataclasses built at the speed of a plain class (engine speed, issue 17).

The engine builds a new state, new zone records and a handful of events at every step; the AI
builds snapshots of them. A frozen dataclass's generated ``__init__`` writes each field through
``object.__setattr__`` (the frozen ``__setattr__`` must be bypassed), which is about twice the
cost of calling the slot descriptor itself. ``record`` and ``positional_maker`` build the very
same values (same class, same slots, same equality and hash; ``tests/rules`` checks it) through
the descriptors.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import TypeVar

T = TypeVar("T")


def record(cls: type[T]) -> type[T]:
    """Returns ``dataclass(frozen=True, slots=True)(cls)`` with an ``__init__`` that writes through the slots.

    The generated ``__init__`` keeps the dataclass signature (names, order, defaults), so keyword and
    positional calls, ``dataclasses.replace`` and pickling behave as before. Classes with a
    ``__post_init__`` or a ``default_factory`` are refused: their construction is not a plain store.
    """
    cls = dataclass(frozen=True, slots=True)(cls)
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: record() does not run __post_init__")
    scope: dict[str, object] = {}
    params: list[str] = []
    body: list[str] = []
    for i, f in enumerate(fields(cls)):
        if f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: record() takes plain defaults only")
        scope[f"_set{i}"] = cls.__dict__[f.name].__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            scope[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        body.append(f"    _set{i}(self, {f.name})\n")
    exec(f"def __init__(self, {', '.join(params)}):\n{''.join(body) or '    pass'}\n", scope)  # noqa: S102
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init
    return cls


def positional_maker(cls: type[T]) -> Callable[..., T]:
    """Returns ``make(*values) -> cls``: all fields of a frozen, slotted dataclass in order, no defaults.

    The value is the one ``cls(*values)`` builds, at a third of the cost: the fields are stored into an
    instance of a plain class with the very same slots (a plain attribute store, no frozen check to
    bypass), whose ``__class__`` is then set to ``cls``; CPython allows that between classes of one
    layout, and the maker checks it once when it is made. For the engine's and the AI's hot loops, which
    build a state, its sides and records at every step. Not for classes with a ``__post_init__`` (refused).
    """
    if not getattr(cls, "__dataclass_params__", None) or not cls.__dataclass_params__.frozen:
        raise TypeError(f"{cls.__name__} is not a frozen dataclass")
    if hasattr(cls, "__post_init__") or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} needs slots and no __post_init__")
    names = [f.name for f in fields(cls)]
    if tuple(cls.__slots__) != tuple(names):
        raise TypeError(f"{cls.__name__}: its slots are not exactly its fields")
    shadow = type(f"_{cls.__name__}Fields", (object,), {"__slots__": tuple(names)})
    scope: dict[str, object] = {"_shadow": shadow, "_cls": cls}
    body = "".join(f"    obj.{name} = {name}\n" for name in names)
    # ``_shadow()``, not ``object.__new__(_shadow)``: calling the class takes the type's fast path (issue 34)
    source = f"def make({', '.join(names)}):\n    obj = _shadow()\n{body}    obj.__class__ = _cls\n    return obj\n"
    exec(source, scope)  # noqa: S102
    make = scope["make"]
    make.__qualname__ = make.__name__ = f"make_{cls.__name__}"
    make.__doc__ = f"Returns {cls.__name__}(*values), built positionally (``positional_maker``)."
    probe = object.__new__(shadow)
    probe.__class__ = cls  # raises TypeError here, once, if the layouts ever differ
    return make
