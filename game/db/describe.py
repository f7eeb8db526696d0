"""What a magic, field, equip, ritual or trap card does, in our own words, built from the effect tables.

The original's card text is never used: each line is written from the behaviour group and
parameter (magic.yaml), the trap trigger and threshold (traps.yaml), the equip bonus and the
monsters it fits (equips.yaml), the ritual recipe (rituals.yaml) and the terrain bonuses
(terrain.yaml), so a mod that changes a table changes the description with it.

Each card has a few wordings, most detailed first; ``lines`` picks the first that wraps into the
box it is given. Measuring is injected (``measure(text) -> pixels``), so the module stays free of
pygame and the same choice is made on screen and in the tests.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import numpy as np

from game.db.memo import derived
from game.db.tables import CardDB
from game.db.vocab import TERRAIN_NAMES, TYPE_NAMES, Kind, Magic, Trap

DESC_W = 140  # the narrowest box a description is shown in (the Library's card page), in pixels
DESC_LINES = 2

Measure = Callable[[str], int]


def wordings(db: CardDB, card: int) -> tuple[str, ...]:
    """Returns the card's descriptions, most detailed first; () for a monster or an unknown effect."""
    return derived(db, "card_descriptions", _build_all).get(int(card), ())


def describe(db: CardDB, card: int) -> str:
    """Returns the most detailed description of a card ("" for monsters)."""
    options = wordings(db, card)
    return options[0] if options else ""


def lines(db: CardDB, card: int, measure: Measure, width: int = DESC_W,
          max_lines: int = DESC_LINES) -> list[str]:
    """Returns the first wording that wraps into max_lines lines of width pixels, wrapped.

    When none fits, the shortest wording is returned wrapped in full (never cut): the tests
    check that this never happens for the card tables.
    """
    options = wordings(db, card)
    best: list[str] = []
    for text in options:
        wrapped = wrap(text, measure, width)
        if len(wrapped) <= max_lines and all(measure(w) <= width for w in wrapped):
            return wrapped
        best = wrapped
    return best


def wrap(text: str, measure: Measure, width: int) -> list[str]:
    """Returns text broken at spaces into lines no wider than width (a lone long word stays whole)."""
    out, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if measure(trial) <= width or not line:
            line = trial
        else:
            out.append(line)
            line = word
    return out + ([line] if line else [])


# ---------------------------------------------------------------- the wordings of each kind

def _build_all(db: CardDB) -> dict[int, tuple[str, ...]]:
    out: dict[int, tuple[str, ...]] = {}
    for card in range(1, len(db.names)):
        kind = int(db.kind[card])
        if kind in (Kind.MAGIC, Kind.FIELD):
            texts = _magic(db, card)
        elif kind == Kind.EQUIP:
            texts = _equip(db, card)
        elif kind == Kind.RITUAL:
            texts = _ritual(db, card)
        elif kind == Kind.TRAP:
            texts = _trap(db, card)
        else:
            continue
        if texts:
            out[card] = tuple(texts)
    return out


def _magic(db: CardDB, card: int) -> list[str]:
    m, param = int(db.magic[card]), int(db.magic_param[card])
    if m == Magic.FIELD:
        return _field(db, param)
    if m == Magic.HEAL:
        return [f"You gain {param} LP (never above your starting LP).", f"You gain {param} LP."]
    if m == Magic.BURN:
        return [f"The opponent loses {param} LP.", f"Burns {param} of the opponent's LP."]
    if m == Magic.DESTROY_TYPE:
        t = TYPE_NAMES[param]
        return [f"Destroys every {t} monster on the opponent's side, face-down ones too.",
                f"Destroys the opponent's {t} monsters."]
    if m == Magic.DESTROY_ATK_AT_LEAST:
        return [f"Destroys every opposing monster with {param} ATK or more, face-down ones too.",
                f"Destroys opposing monsters with {param}+ ATK."]
    if m == Magic.DESTROY_ALL_OPPONENT:
        return ["Destroys all of the opponent's monsters, face-down ones too.",
                "Destroys all of the opponent's monsters."]
    if m == Magic.DESTROY_ALL_BOTH:
        return ["Destroys every monster on the field, yours and the opponent's.",
                "Destroys every monster on both sides."]
    if m == Magic.STOP_DEFENSE:
        return ["Switches every opposing monster in defence to attack position.",
                "Opposing defenders switch to attack."]
    if m == Magic.REVEAL:
        return ["Turns every face-down opposing monster face-up for good.",
                "Reveals the opponent's face-down monsters."]
    if m == Magic.WEAKEN:
        return [f"Every opposing monster loses {-param} ATK and DEF until it leaves the field.",
                f"Opposing monsters lose {-param} ATK and DEF."]
    if m == Magic.SWORDS:
        return [f"The opponent cannot attack for {param} turns.", f"No opposing attacks for {param} turns."]
    if m == Magic.CURSEBREAKER:
        return ["Lifts every ATK/DEF loss weakening magic or traps put on your monsters.",
                "Removes weakening curses from your monsters."]
    if m == Magic.DUSTER:
        return ["Destroys every magic and trap card the opponent has set.",
                "Destroys the opponent's set magic and traps."]
    return []


def _field(db: CardDB, terrain: int) -> list[str]:
    name = TERRAIN_NAMES[terrain]
    row = db.terrain_bonus[terrain]
    ups = [TYPE_NAMES[t] for t in np.flatnonzero(row > 0)]
    downs = [TYPE_NAMES[t] for t in np.flatnonzero(row < 0)]
    up_v = int(row[row > 0][0]) if ups else 0
    down_v = int(row[row < 0][0]) if downs else 0
    parts = []
    if ups:
        parts.append(f"{_join(ups)} +{up_v}")
    if downs:
        parts.append(f"{_join(downs)} {down_v}")
    counted = []
    if ups:
        counted.append(f"{len(ups)} types +{up_v}" if len(ups) > 1 else f"{ups[0]} +{up_v}")
    if downs:
        counted.append(f"{len(downs)} types {down_v}" if len(downs) > 1 else f"{downs[0]} {down_v}")
    return [f"Field: {name}. {'; '.join(parts)} ATK/DEF, both sides.",
            f"Field: {name}. {'; '.join(parts)}.",
            f"Field: {name}. {', '.join(counted)} ATK/DEF."]


def _equip(db: CardDB, card: int) -> list[str]:
    bonus = int(db.equip_bonus[card])
    fits = np.flatnonzero(db.equip_ok[card])
    monsters = int((db.kind == Kind.MONSTER).sum())
    head = f"Equip: +{bonus} ATK/DEF"
    if len(fits) == 0:
        return [f"{head}, but no monster can use it."]
    if len(fits) >= monsters:
        return [f"{head} to any monster."]
    if len(fits) == 1:
        return [f"{head} to {db.names[int(fits[0])]} only.", f"{head} to one monster only."]
    types = [TYPE_NAMES[t] for t, _ in Counter(int(db.type[m]) for m in fits).most_common()]
    if len(types) == 1:
        return [f"{head} to {len(fits)} monsters (all {types[0]})."]
    texts = [f"{head} to {len(fits)} monsters (mostly {_join(types[:k])})." for k in (3, 2, 1)]
    return texts + [f"{head} to {len(fits)} monsters."]


def _ritual(db: CardDB, card: int) -> list[str]:
    t1, t2, t3, result = (int(x) for x in db.ritual[card])
    if not result:
        return []
    counts = Counter((t1, t2, t3))
    named = [f"{n} x {db.names[c]}" if n > 1 else db.names[c] for c, n in counts.items()]
    res = db.names[result]
    return [f"Ritual: {_join(named)} on your field become {res}.",
            f"Ritual: three set monsters on your field become {res}.",
            f"Ritual: summons {res} from three of your monsters.",
            f"Ritual: summons {res}."]


def _trap(db: CardDB, card: int) -> list[str]:
    t = int(db.trap[card])
    if t == Trap.ATTACK:
        limit = int(db.trap_threshold[card])
        if limit >= 9999:  # no monster's ATK reaches it (R8.2)
            return ["Trap: destroys any monster that attacks you.", "Trap: destroys any attacker."]
        return [f"Trap: destroys a monster with {limit} ATK or less that attacks you.",
                f"Trap: destroys an attacker of {limit} ATK or less."]
    if t == Trap.DECOY:
        # R8.8 (third edition): picked when no other set trap covers an attack, it stops that attack
        return ["Trap: stops an attack that no other set trap stops; draws off trap removal.",
                "Trap: stops an attack no other trap stops.",
                "Trap: stops one attack."]
    if t == Trap.BURN:
        return ["Trap: the opponent's burn magic hits the opponent instead.",
                "Trap: turns the opponent's burn back on them."]
    if t == Trap.HEAL:
        return ["Trap: the opponent's healing magic costs them LP instead.",
                "Trap: the opponent's healing hurts them."]
    if t == Trap.POWER_UP:
        return ["Trap: an opposing equip lowers ATK/DEF instead of raising it.",
                "Trap: turns an opposing power-up into a power-down.",
                "Trap: an opposing equip lowers ATK/DEF."]
    return []


def _join(words: list[str]) -> str:
    """Returns 'a', 'a and b' or 'a, b and c'."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]
