"""Build any duel position from plain data (a dict, or a YAML / JSON file), validated like every input.

    state = build_position(db, {"phase": "field", "sides": [{"monsters": ["Blue-eyes White Dragon"]}, {}]})
    state = load_position(db, "bug.yaml")          # PositionError names the file and the field
    data = position_of(db, state)                  # the inverse: a state at a decision point as plain data

A position file is what a bug report, a practice drill or a rule test needs: both sides' LP, deck,
hand, monster and magic/trap rows, counters, the terrain, phase, turn, whose turn it is and the
generator. Everything has a default, so a file says only what matters::

    turn: 5                     # duel-wide turn number (default 1)
    active: 0                   # side to act: 0 the player, 1 the computer
    phase: field                # hand (the hand play is pending, default) or field
    terrain: yami               # name or code 0-6 (default normal)
    opponent: 7                 # the computer's duelist id, 0 = none (default 0)
    rng: {kind: psx, state: 1}  # psx or splitmix, and its integer state
    options: {glitch_fusions: true, no_first_turn_attack: false, strict_phase_order: false}
    sides:
      - lp: 8000                # 1..max_lp (default 8000); max_lp defaults to 8000
        hand: [Kuriboh, 58]     # ids or exact names, at most 5
        deck: [Raigeki, 24]     # the cards still to draw, top first
        drawn: []               # optional: the cards already drawn, in order (unknown ones are 0)
        monsters:               # at most 5, in zone order; null is an empty zone
          - {card: Blue-eyes White Dragon, defence: true, face_down: false, star: 2, equip: 500,
             penalty: 0, used: false}
          - null
          - Kuriboh             # a bare card: face-up, attack position, star 1
        spells: [{card: Raigeki, face_down: true}]
        graveyard: []           # cards that left play
        created: 0              # fusion and ritual results that entered play
        swords: 0               # Swords of Revealing Light turns left
        counters: {turns: 3, defensive_wins: 1}    # rank counters by name (game.rules.rank)
        stats: {combo_plays: 1}                     # display-only statistics by name (optional)
      - {}
    attacked: false             # an attack was declared this turn (strict phase order variant)

Remaining LP and cards drawn follow from ``lp`` and the draw cursor, as in a real duel; a counter
that says otherwise is rejected. A monster's terrain modifier always comes from the terrain.
Impossible positions are rejected with the field that makes them so: more than 5 cards in a row or
a hand, a monster in the magic/trap row or a non-monster in the monster row, unknown card ids or
names, LP outside 1..max_lp, a star other than 1 or 2, a positive penalty, an unknown key.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.db import CardDB
from game.db.vocab import TERRAIN_NAMES, Kind
from game.rules.combat import terrain_modifier
from game.rules.rank import COUNTER_NAMES
from game.rules.rng import PSX, SPLITMIX
from game.rules.state import (
    DEFAULT_OPTIONS,
    EMPTY,
    HAND_SIZE,
    N_ZONES,
    Counter,
    Decision,
    DuelState,
    FieldCard,
    Phase,
    RuleOptions,
    SideState,
    Stat,
)
from game.safe_load import DocError, load_file

MAX_LP = 99_999
_TOP = {"turn", "active", "phase", "terrain", "opponent", "rng", "options", "sides", "attacked"}
_SIDE = {"lp", "max_lp", "hand", "deck", "drawn", "monsters", "spells", "graveyard", "created", "swords",
         "counters", "stats"}
_STATS = tuple(s.name.lower() for s in Stat)
_MONSTER = {"card", "face_down", "defence", "star", "equip", "penalty", "used"}
_SPELL = {"card", "face_down"}
_PHASES = {"hand": (Phase.HAND, Decision.PICK_HAND), "field": (Phase.FIELD, Decision.NONE)}


class PositionError(ValueError):
    """A position that cannot be built; the message names the source, the field and what is wrong."""


def load_position(db: CardDB, path: Path | str) -> DuelState:
    """Returns the position a YAML or JSON file describes; raises PositionError naming the file."""
    path = Path(path)
    fmt = "json" if path.suffix.lower() == ".json" else "yaml"
    try:
        data = load_file(path, "position", fmt)  # size, depth, number limits; no aliases; C loader
    except OSError as exc:
        raise PositionError(f"{path}: cannot read ({exc.strerror})") from None
    except DocError as exc:
        raise PositionError(f"{path}: not a position file: {exc}") from None
    return build_position(db, data, source=str(path))


def build_position(db: CardDB, data: Mapping[str, Any], *, source: str = "<position>") -> DuelState:
    """Returns the DuelState a plain mapping describes (see the module docstring for the fields)."""
    return _Builder(db, source).state(data)


def position_of(db: CardDB, state: DuelState) -> dict[str, Any]:
    """Returns a 1v1 state at a decision point (hand play to start, or free field phase) as position data.

    ``build_position(db, position_of(db, state))`` equals ``state`` up to what the last placement
    prompt left behind (``focus``, ``may_face_down``, ``play_single``), which no rule reads outside a
    placement, so a bug report can carry the exact position. Raises ValueError for a state in the middle of a placement, a tag duel or a finished duel.
    """
    if len(state.sides) != 2 or state.over or state.chain or state.floating or \
            state.pending not in (Decision.PICK_HAND, Decision.NONE):
        raise ValueError("only a 1v1 duel at the start of a hand play or in its free field phase is a position")
    return {"turn": state.turn, "active": state.active, "phase": "hand" if state.phase == Phase.HAND else "field",
            "terrain": TERRAIN_NAMES[state.terrain], "opponent": state.opponent,
            "rng": {"kind": state.rng_kind, "state": state.rng_state},
            "options": {k: getattr(state.options, k) for k in RuleOptions.__slots__},
            "attacked": state.attacked, "sides": [_side_data(db, s) for s in state.sides]}


# ---------------------------------------------------------------- helpers

def monster_data(r: FieldCard) -> dict[str, Any] | None:
    """One monster zone as a position file writes it (None when empty); the test kit builds zones with it too."""
    return None if not r.card else {"card": r.card, "face_down": r.face_down, "defence": r.defence,
                                    "star": r.star, "equip": r.equip_bonus, "penalty": r.level_penalty,
                                    "used": r.used}


def spell_data(r: FieldCard) -> dict[str, Any] | None:
    """One magic/trap zone as a position file writes it (None when empty)."""
    return None if not r.card else {"card": r.card, "face_down": r.face_down}


def _side_data(db: CardDB, s: SideState) -> dict[str, Any]:
    return {"lp": s.lp, "max_lp": s.max_lp, "hand": list(s.hand), "drawn": list(s.deck[:s.cursor]),
            "deck": list(s.deck[s.cursor:]), "monsters": [monster_data(r) for r in s.monsters],
            "spells": [spell_data(r) for r in s.spells], "graveyard": list(s.graveyard), "created": s.created,
            "swords": s.swords, "counters": dict(zip(COUNTER_NAMES, s.counters)),
            "stats": dict(zip(_STATS, s.stats))}


class _Builder:
    def __init__(self, db: CardDB, source: str) -> None:
        self.db, self.source = db, source

    def fail(self, field: str, reason: str) -> PositionError:
        return PositionError(f"{self.source}: {field}: {reason}")

    # -- values
    def mapping(self, value: Any, field: str, keys: set[str]) -> Mapping[str, Any]:
        if value is None:
            return {}
        if not isinstance(value, Mapping):
            raise self.fail(field, f"expected a mapping, got {type(value).__name__}")
        unknown = sorted(str(k) for k in value if k not in keys)
        if unknown:
            raise self.fail(field, f"unknown key(s) {', '.join(unknown)} (known: {', '.join(sorted(keys))})")
        return value

    def integer(self, value: Any, field: str, lo: int, hi: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(field, f"expected a whole number {lo}..{hi}, got {value!r}")
        if not lo <= value <= hi:
            raise self.fail(field, f"{value} is out of range {lo}..{hi}")
        return value

    def flag(self, value: Any, field: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(field, f"expected true or false, got {value!r}")
        return value

    def cards(self, value: Any, field: str, *, limit: int | None = None) -> list[int]:
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.fail(field, f"expected a list of cards, got {type(value).__name__}")
        if limit is not None and len(value) > limit:
            raise self.fail(field, f"{len(value)} cards, at most {limit}")
        return [self.card(v, f"{field}[{i}]") for i, v in enumerate(value)]

    def card(self, value: Any, field: str) -> int:
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise self.fail(field, f"expected a card id or name, got {value!r}")
        try:
            return self.db.card_id(value)
        except KeyError as exc:
            raise self.fail(field, str(exc.args[0])) from None

    # -- the position
    def state(self, data: Any) -> DuelState:
        top = self.mapping(data, "position", _TOP)
        if not isinstance(data, Mapping):
            raise self.fail("position", "expected a mapping")
        phase_name = top.get("phase", "hand")
        if phase_name not in _PHASES:
            raise self.fail("phase", f"{phase_name!r}: expected hand or field")
        phase, pending = _PHASES[phase_name]
        terrain = self.terrain(top.get("terrain", 0))
        rng = self.mapping(top.get("rng"), "rng", {"kind", "state"})
        kind = rng.get("kind", PSX)
        if kind not in (PSX, SPLITMIX):
            raise self.fail("rng.kind", f"{kind!r}: expected {PSX} or {SPLITMIX}")
        opts = self.mapping(top.get("options"), "options", set(RuleOptions.__slots__))
        options = RuleOptions(**{k: self.flag(v, f"options.{k}") for k, v in opts.items()}) if opts \
            else DEFAULT_OPTIONS
        sides = top.get("sides", [{}, {}])
        if not isinstance(sides, list) or len(sides) != 2:
            raise self.fail("sides", "expected a list of two sides (side 0 the player, side 1 the computer)")
        return DuelState(
            attacked=self.flag(top.get("attacked", False), "attacked"),
            sides=tuple(self.side(s, f"sides[{i}]", terrain) for i, s in enumerate(sides)),
            active=self.integer(top.get("active", 0), "active", 0, 1),
            turn=self.integer(top.get("turn", 1), "turn", 1, 10**6), phase=phase, pending=pending,
            terrain=terrain, rng_kind=kind,
            rng_state=self.integer(rng.get("state", 0), "rng.state", 0, 2**64 - 1),
            options=options, opponent=self.integer(top.get("opponent", 0), "opponent", 0, 39))

    def terrain(self, value: Any) -> int:
        if isinstance(value, str) and not value.isdigit():
            names = [n.casefold() for n in TERRAIN_NAMES]
            if value.casefold() not in names:
                raise self.fail("terrain", f"{value!r}: expected one of {', '.join(TERRAIN_NAMES)} or 0..6")
            return names.index(value.casefold())
        return self.integer(int(value) if isinstance(value, str) else value, "terrain", 0, len(TERRAIN_NAMES) - 1)

    def side(self, value: Any, field: str, terrain: int) -> SideState:
        s = self.mapping(value, field, _SIDE)
        max_lp = self.integer(s.get("max_lp", 8000), f"{field}.max_lp", 1, MAX_LP)
        lp = self.integer(s.get("lp", min(8000, max_lp)), f"{field}.lp", 1, max_lp)
        hand = self.cards(s.get("hand"), f"{field}.hand", limit=HAND_SIZE)
        deck = self.cards(s.get("deck"), f"{field}.deck")
        drawn = self.cards(s.get("drawn"), f"{field}.drawn") if "drawn" in s else None
        counters = self.counters(s.get("counters"), f"{field}.counters")
        cursor = len(drawn) if drawn is not None else counters.get(Counter.CARDS_USED, 0)
        if drawn is None:
            drawn = [0] * cursor  # cards already drawn whose identity the position does not give
        for which, expected, why in ((Counter.CARDS_USED, cursor, "the cards drawn"),
                                     (Counter.REMAINING_LP, lp, "lp")):
            if counters.get(which, expected) != expected:
                raise self.fail(f"{field}.counters.{COUNTER_NAMES[which]}",
                                f"{counters[which]} but {why} say {expected}")
        counters[Counter.CARDS_USED], counters[Counter.REMAINING_LP] = cursor, lp
        monsters = self.row(s.get("monsters"), f"{field}.monsters", terrain, monster=True)
        spells = self.row(s.get("spells"), f"{field}.spells", terrain, monster=False)
        return SideState(
            lp=lp, max_lp=max_lp, deck=tuple(drawn + deck), cursor=cursor, hand=tuple(hand), monsters=monsters,
            spells=spells, graveyard=tuple(self.cards(s.get("graveyard"), f"{field}.graveyard")),
            created=self.integer(s.get("created", 0), f"{field}.created", 0, 10**6),
            swords=self.integer(s.get("swords", 0), f"{field}.swords", 0, 99),
            counters=tuple(counters.get(c, 0) for c in Counter), stats=self.stats(s.get("stats"), f"{field}.stats"))

    def counters(self, value: Any, field: str) -> dict[int, int]:
        given = self.mapping(value, field, set(COUNTER_NAMES))
        return {COUNTER_NAMES.index(k): self.integer(v, f"{field}.{k}", 0, 10**6) for k, v in given.items()}

    def stats(self, value: Any, field: str) -> tuple[int, ...]:
        given = self.mapping(value, field, set(_STATS))
        values = {_STATS.index(k): self.integer(v, f"{field}.{k}", 0, 10**9) for k, v in given.items()}
        return tuple(values.get(i, 0) for i in range(len(_STATS)))

    def row(self, value: Any, field: str, terrain: int, *, monster: bool) -> tuple[FieldCard, ...]:
        if value is None:
            return (EMPTY,) * N_ZONES
        if not isinstance(value, list):
            raise self.fail(field, f"expected a list of up to {N_ZONES} zones, got {type(value).__name__}")
        if len(value) > N_ZONES:
            raise self.fail(field, f"{len(value)} zones, a row has {N_ZONES}")
        out = [self.record(v, f"{field}[{z}]", terrain, monster=monster) for z, v in enumerate(value)]
        return tuple(out + [EMPTY] * (N_ZONES - len(out)))

    def record(self, value: Any, field: str, terrain: int, *, monster: bool) -> FieldCard:
        if value is None:
            return EMPTY
        spec = value if isinstance(value, Mapping) else {"card": value}
        spec = self.mapping(spec, field, _MONSTER if monster else _SPELL)
        if "card" not in spec:
            raise self.fail(f"{field}.card", "missing")
        card = self.card(spec["card"], f"{field}.card")
        is_monster = int(self.db.kind[card]) == Kind.MONSTER
        if is_monster != monster:
            where = "the monster row" if monster else "the magic/trap row"
            raise self.fail(f"{field}.card", f"{self.db.names[card]} cannot stand in {where} (R4.9)")
        if not monster:
            return FieldCard(card=card, face_down=self.flag(spec.get("face_down", True), f"{field}.face_down"))
        return FieldCard(
            card=card, face_down=self.flag(spec.get("face_down", False), f"{field}.face_down"),
            defence=self.flag(spec.get("defence", False), f"{field}.defence"),
            star=self.integer(spec.get("star", 1), f"{field}.star", 1, 2),
            equip_bonus=self.integer(spec.get("equip", 0), f"{field}.equip", 0, 9999),
            level_penalty=self.integer(spec.get("penalty", 0), f"{field}.penalty", -9999, 0),
            terrain_mod=terrain_modifier(self.db, card, terrain),
            used=self.flag(spec.get("used", False), f"{field}.used"))
