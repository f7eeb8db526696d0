"""JSON-able form of a duel state, the inverse, and a stable hash (style lessons 2 and 7).

``from_dict(to_dict(s)) == s`` for every state; ``state_hash`` is the SHA-256 of the canonical
JSON text (sorted keys, no spaces), so it is stable across runs, processes and machines.
The tag-only fields (``order``, ``terrains``) are written only when set, so a 1v1 state's dict and
hash are those of the format before tag duels existed.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import fields
from typing import Any

from game.rules.state import (
    Decision,
    DuelState,
    EndReason,
    FieldCard,
    Phase,
    RuleOptions,
    SideState,
    options_dict,
)

FORMAT = 1
END_CODES = {EndReason.NONE: 0, EndReason.LP: 1, EndReason.DECK_OUT: 2, EndReason.EXODIA: 3}  # as the format writes them
_END_OF_CODE = {code: reason for reason, code in END_CODES.items()}
_TAG_ONLY = ("order", "terrains")


def to_dict(state: DuelState) -> dict[str, Any]:
    """Returns a dict of plain ints, bools, strings and lists describing the state."""
    out: dict[str, Any] = {"format": FORMAT}
    for f in fields(DuelState):
        value = getattr(state, f.name)
        if f.name == "sides":
            value = [_side_to_dict(s) for s in value]
        elif f.name == "options":
            value = options_dict(value)
        elif isinstance(value, tuple):
            value = list(value)
        elif isinstance(value, EndReason):
            value = END_CODES[value]
        elif isinstance(value, (Phase, Decision)):
            value = int(value)
        if f.name in _TAG_ONLY and not value:
            continue
        out[f.name] = value
    return out


def from_dict(data: dict[str, Any]) -> DuelState:
    """Returns the state a ``to_dict`` dict describes; raises ValueError on an unknown format or key."""
    if data.get("format") != FORMAT:
        raise ValueError(f"unsupported duel state format {data.get('format')!r} (expected {FORMAT})")
    names = {f.name for f in fields(DuelState)}
    unknown = set(data) - names - {"format"}
    if unknown:
        raise ValueError(f"unknown duel state keys {sorted(unknown)}")
    return DuelState(
        sides=tuple(_side_from_dict(s) for s in data["sides"]), active=int(data["active"]), turn=int(data["turn"]),
        phase=Phase(data["phase"]), pending=Decision(data["pending"]), terrain=int(data["terrain"]),
        rng_kind=str(data["rng_kind"]), rng_state=int(data["rng_state"]), options=RuleOptions(**data["options"]),
        opponent=int(data["opponent"]), chain=tuple(data["chain"]), floating=int(data["floating"]),
        focus=tuple(data["focus"]),
        may_face_down=bool(data["may_face_down"]), play_single=bool(data["play_single"]),
        attacked=bool(data["attacked"]), winner=int(data["winner"]), end_reason=_end_reason(data["end_reason"]),
        order=tuple(int(x) for x in data.get("order", ())),
        terrains=tuple(int(x) for x in data.get("terrains", ())))


def state_hash(state: DuelState) -> str:
    """Returns a stable hex digest of the state."""
    text = json.dumps(to_dict(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


# ---------------------------------------------------------------- helpers

def _end_reason(code) -> EndReason:
    if int(code) not in _END_OF_CODE:
        raise ValueError(f"unknown end reason {code!r}")
    return _END_OF_CODE[int(code)]


def _side_to_dict(side: SideState) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(SideState):
        value = getattr(side, f.name)
        if f.name in ("monsters", "spells"):
            value = [[r.card, r.face_down, r.defence, r.star, r.equip_bonus, r.level_penalty, r.terrain_mod, r.used]
                     for r in value]
        elif isinstance(value, tuple):
            value = list(value)
        out[f.name] = value
    return out


def _side_from_dict(data: dict[str, Any]) -> SideState:
    def rec(v: list) -> FieldCard:
        return FieldCard(card=int(v[0]), face_down=bool(v[1]), defence=bool(v[2]), star=int(v[3]),
                         equip_bonus=int(v[4]), level_penalty=int(v[5]), terrain_mod=int(v[6]), used=bool(v[7]))

    return SideState(
        lp=int(data["lp"]), max_lp=int(data["max_lp"]), deck=tuple(data["deck"]), cursor=int(data["cursor"]),
        hand=tuple(data["hand"]), monsters=tuple(rec(v) for v in data["monsters"]),
        spells=tuple(rec(v) for v in data["spells"]), graveyard=tuple(data["graveyard"]), created=int(data["created"]),
        swords=int(data["swords"]), counters=tuple(data["counters"]), stats=tuple(data["stats"]))
