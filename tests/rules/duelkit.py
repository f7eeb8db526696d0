"""Scenario builder for duel-engine rule tests: exact positions, no random play to reach them (lesson 9).

    s = make_duel(db, hand0=["Baby Dragon", "Time Wizard"], field1=[mon(db, "Kuriboh", defence=True)],
                  phase="field")
    s, events = play(db, s, A.PLAY_CARD + 0, A.DEST_MONSTER + 0, A.FACE_UP, A.ATTACK_POS, A.STAR_1)
"""

from __future__ import annotations

from dataclasses import asdict, replace

from game.rules import actions as A
from game.rules.combat import terrain_modifier
from game.rules.engine import step
from game.rules.position import build_position, monster_data, spell_data
from game.rules.rng import PSX
from game.rules.state import DEFAULT_OPTIONS, DuelState, FieldCard

FILLER = 24  # Skull Servant: a plain monster to pad decks


def cid(db, card) -> int:
    """Returns a card id from a name or id."""
    return db.card_id(card)


def mon(db, card, *, face_down=False, defence=False, star=1, equip=0, penalty=0, used=False, terrain=0) -> FieldCard:
    """Returns a monster record for a scenario, with the terrain modifier of ``terrain``."""
    c = cid(db, card)
    return FieldCard(card=c, face_down=face_down, defence=defence, star=star, equip_bonus=equip,
                     level_penalty=penalty, terrain_mod=terrain_modifier(db, c, terrain), used=used)


def setcard(db, card, *, face_down=True) -> FieldCard:
    """Returns a magic/trap-row record for a scenario (face-down by default)."""
    return FieldCard(card=cid(db, card), face_down=face_down)


def _zone(item, write=monster_data):
    """One zone for the position builder: a FieldCard is written as a position file writes it, a name or id
    stays a bare card."""
    return write(item) if isinstance(item, FieldCard) else item


def _side(db, hand, field, spells, deck, deck_left, lp, max_lp, swords):
    """Returns one SideState through the position builder (tests/tag/tagkit.py seats four of them)."""
    spec = _side_spec(db, hand, field, spells, deck, deck_left, lp, max_lp, swords)
    return build_position(db, {"sides": [spec, {}]}).sides[0]


def _side_spec(db, hand, field, spells, deck, deck_left, lp, max_lp, swords) -> dict:
    full = [cid(db, c) for c in deck] if deck is not None else [FILLER] * 40
    cursor = len(full) - deck_left if deck_left is not None else min(len(full), 5)
    return {"lp": lp, "max_lp": max_lp, "hand": list(hand), "drawn": full[:cursor], "deck": full[cursor:],
            "monsters": [_zone(f) for f in field], "spells": [_zone(f, spell_data) for f in spells], "swords": swords}


def make_duel(db, *, hand0=(), hand1=(), field0=(), field1=(), spells0=(), spells1=(), deck0=None, deck1=None,
              deck_left=(35, 35), lp=(8000, 8000), max_lp=(8000, 8000), terrain=0, active=0, phase="hand",
              turn=3, swords=(0, 0), options=DEFAULT_OPTIONS, seed=1) -> DuelState:
    """Returns an exact duel position through the engine's position builder; ``phase`` is "hand" or "field"."""
    sides = [_side_spec(db, hand0, field0, spells0, deck0, deck_left[0], lp[0], max_lp[0], swords[0]),
             _side_spec(db, hand1, field1, spells1, deck1, deck_left[1], lp[1], max_lp[1], swords[1])]
    return build_position(db, {"sides": sides, "active": active, "turn": turn, "phase": phase, "terrain": terrain,
                               "rng": {"kind": PSX, "state": seed}, "options": asdict(options)})


def play(db, state, *actions):
    """Returns (state, events) after stepping every action in turn."""
    events = []
    for a in actions:
        state, evs = step(db, state, a)
        events.extend(evs)
    return state, events


def of(events, kind) -> list:
    """Returns the events of one class."""
    return [e for e in events if isinstance(e, kind)]


def place_monster(zone=0, *, face_down=False, defence=False, star=1) -> tuple[int, ...]:
    """Returns the actions that settle a monster hand play in an empty ``zone``."""
    return (A.DEST_MONSTER + zone, A.FACE_DOWN if face_down else A.FACE_UP,
            A.DEFENCE_POS if defence else A.ATTACK_POS, A.STAR_2 if star == 2 else A.STAR_1)


def place_combination(zone=0, *, defence=False, star=1) -> tuple[int, ...]:
    """Returns the actions that settle a combination's monster in ``zone``: no face prompt (R5.13)."""
    return (A.DEST_MONSTER + zone, A.DEFENCE_POS if defence else A.ATTACK_POS, A.STAR_2 if star == 2 else A.STAR_1)


def counter(state, side, which) -> int:
    """Returns one rank counter of a side."""
    return state.sides[side].counters[which]


def monsters(state, side) -> list[int]:
    """Returns the card ids of a side's monster row (0 = empty)."""
    return [r.card for r in state.sides[side].monsters]


def spells(state, side) -> list[int]:
    """Returns the card ids of a side's magic/trap row (0 = empty)."""
    return [r.card for r in state.sides[side].spells]


__all__ = ["A", "cid", "counter", "make_duel", "mon", "monsters", "of", "place_combination", "place_monster", "play",
           "replace",
           "setcard", "spells"]
