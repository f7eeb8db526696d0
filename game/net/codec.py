"""Views and events to and from the wire: plain data in, only the engine's own record types out.

An event's class is looked up by name in the engine's closed list of event types (never imported
or built from what the wire names), and its fields must be exactly that class's fields; a field the
engine types as an enum (``DuelEnded.reason``, ``FusionStep.kind``, ``Battle.outcome``, ``CardDestroyed.cause``:
read from the classes' annotations) must be one of its words and arrives as the enum.
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any, get_args, get_type_hints

from game.net.wire import WireError
from game.rules import events as E
from game.rules.serialise import from_dict, to_dict
from game.rules.state import DuelState

EVENT_TYPES: dict[str, type] = {cls.__name__: cls for cls in get_args(E.Event)}
_FIELDS = {name: {f.name for f in fields(cls)} for name, cls in EVENT_TYPES.items()}
_ENUMS = {name: {k: t for k, t in get_type_hints(cls).items() if isinstance(t, type) and issubclass(t, Enum)}
          for name, cls in EVENT_TYPES.items()}


def event_out(ev) -> dict[str, Any]:
    """Returns an event as wire data."""
    return E.event_to_dict(ev)


def event_in(data: Any):
    """Returns the event wire data describes; WireError when it is not one of the engine's events."""
    if not isinstance(data, dict):
        raise WireError("an event must be an object")
    name = data.get("event")
    if name not in EVENT_TYPES:
        raise WireError(f"unknown event {str(name)[:20]!r}")
    body = {k: v for k, v in data.items() if k != "event"}
    if set(body) != _FIELDS[name]:
        raise WireError(f"event {name}: fields differ from this engine's")
    if not all(isinstance(v, (int, str, list)) for v in body.values()):
        raise WireError(f"event {name}: a field has the wrong type")
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in body.items()}
    for k, enum in _ENUMS[name].items():
        try:
            values[k] = enum(values[k])
        except ValueError:
            raise WireError(f"event {name}: {k} is not one of its words") from None
    return EVENT_TYPES[name](**values)


def view_out(view: DuelState) -> dict[str, Any]:
    """Returns a seat's view as wire data."""
    return to_dict(view)


def view_in(data: Any) -> DuelState:
    """Returns the view wire data describes; WireError when it is not a duel state."""
    try:
        return from_dict(data)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise WireError(f"not a duel view ({type(exc).__name__}: {str(exc)[:60]})") from None
