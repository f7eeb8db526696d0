"""Data mods: YAML files that change the rule tables without code, applied to the validated sources.

A mod file may hold any of these sections (cards named by id or by exact name)::

    name: Stronger dragons            # optional, shown in reports and recorded in replays
    cards:    [{card: Kuriboh, atk: 300, def: 200}]                # atk, def, level, type, attribute, stars
    fusions:  [{a: 1, b: Mystical Elf, result: 380}, {a: 2, b: 8, remove: true}]
    equips:   [{equip: Legendary Sword, monster: 1}, {equip: 301, monster: 12, remove: true},
               {equip: Megamorph, bonus: 1500}]
    rituals:  [{card: Black Luster Ritual, tributes: [1, 2, 3], result: 364}]
    pools:    [{duelist: Seto, pool: deck, weights: {Blue-eyes White Dragon: 200, 9: 0}}]
    terrain:  [{terrain: Umi, type: Machine, change: 0}]
    traps:    [{card: Bear Trap, threshold: 1800}]
    starter:  [{pool: 4, weights: {Dark Hole: 1, Raigeki: 1, Sparks: 2}}]    # a new-game pool, given whole

Files are applied in load order (directories in the order given, files sorted by name). Every entry
is checked on its own: a bad one is rejected with file, entry and reason and the rest still apply.
When two files set the same thing the later one wins and the clash is reported. A changed pool is
renormalised to 2048 by largest remainders (R13.12 needs the exact total), so a mod may give weights
in any scale. A ``starter`` entry replaces one of the seven new-game pools of R15.13 whole (pool 0-6 in
draw order: four monster pools, then magic, field and equip cards); it must hold enough cards for its
draws at three copies each, counting the copies the earlier pools of its kind may have taken.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.db.sources import Sources
from game.db.vocab import (
    ATTRIBUTE_NAMES,
    EXODIA_PIECES,
    KIND_NAMES,
    N_MONSTER_TYPES,
    POOL_NAMES,
    POOL_TOTAL,
    STAR_NAMES,
    STARTER_LAST_ID,
    STARTER_POOL_KINDS,
    TERRAIN_NAMES,
    TYPE_NAMES,
    Kind,
)
from game.safe_load import LIMITS, DocError, brief, clip, load_file, plain_int

# A symbolic link in a mods folder is never followed (it could point anywhere, or at itself).
SYMLINK_IGNORED = "a symbolic link: ignored (put the mod file itself in the folder)"
SECTIONS = ("name", "cards", "fusions", "equips", "rituals", "pools", "terrain", "traps", "starter")
MAX_COPIES = 3  # copies of a card a new-game deck may hold (R15.14)


@dataclass(frozen=True, slots=True)
class ModProblem:
    """One rejected entry (or file), or a clash between two files."""

    path: str
    entry: str
    reason: str

    def __str__(self) -> str:
        return f"{self.path}: {self.entry}: {self.reason}"


@dataclass(slots=True)
class ModReport:
    """What loading the mods did: files in order, entries applied, entries rejected, clashes."""

    files: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    applied: dict[str, int] = field(default_factory=dict)
    rejected: list[ModProblem] = field(default_factory=list)
    conflicts: list[ModProblem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Returns whether every entry of every file was accepted."""
        return not self.rejected

    def to_dict(self) -> dict[str, Any]:
        """Returns the report as plain JSON-able values (it travels in the compiled cache)."""
        return {"files": list(self.files), "names": list(self.names), "applied": dict(self.applied),
                "rejected": [[p.path, p.entry, p.reason] for p in self.rejected],
                "conflicts": [[p.path, p.entry, p.reason] for p in self.conflicts]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ModReport:
        """Returns the report stored by to_dict."""
        return cls(files=list(d["files"]), names=list(d["names"]), applied=dict(d["applied"]),
                   rejected=[ModProblem(*p) for p in d["rejected"]],
                   conflicts=[ModProblem(*p) for p in d["conflicts"]])


class _Reject(Exception):
    """An entry cannot be applied; the message says why."""


def mod_files(mod_dirs: list[Path]) -> list[Path]:
    """Returns the mod files of the given directories in load order (missing directories are skipped).

    Symbolic links are listed too, so that apply_mods can report them: they are never followed.
    """
    files: list[Path] = []
    for d in mod_dirs:
        if Path(d).is_dir():
            files += sorted(p for p in Path(d).iterdir()
                            if p.suffix in (".yaml", ".yml") and (p.is_symlink() or p.is_file()))
    return files


def mods_hash(files: list[Path]) -> str:
    """Returns a digest of the mod files' paths and bytes (empty string for no mods)."""
    if not files:
        return ""
    h = hashlib.sha256()
    for p in files:
        h.update(str(p).encode() + b"\0")
        try:
            if p.is_symlink():
                h.update(b"<symlink>")
            elif p.stat().st_size > LIMITS["mod"]:  # rejected by _load; never read it whole
                h.update(b"<too large>" + str(p.stat().st_size).encode())
            else:
                h.update(p.read_bytes())
        except OSError:
            h.update(b"<unreadable>")
    return h.hexdigest()[:16]


def apply_mods(src: Sources, files: list[Path]) -> tuple[Sources, ModReport]:
    """Returns the sources with every valid mod entry applied, and the report of what happened."""
    work = _Work(src)
    report = ModReport()
    for path in files:
        report.files.append(str(path))
        doc = _load(path, report)
        if doc is not None:
            _apply_doc(work, report, str(path), doc)
    return work.finish(), report


def apply_mod_data(src: Sources, data: bytes, label: str) -> tuple[Sources, ModReport]:
    """Returns the sources with one mod's bytes applied (as a file of that name would be), and the report.

    The randomizer checks the mod it writes through this, so what it proves is what the game loads.
    """
    from game.safe_load import parse_yaml

    work, report = _Work(src), ModReport()
    report.files.append(label)
    try:
        if len(data) > LIMITS["mod"]:
            raise DocError(f"file is too large (a mod file may weigh at most {LIMITS['mod']} bytes)")
        doc = parse_yaml(data)
    except DocError as exc:
        report.rejected.append(ModProblem(label, "file", str(exc)))
        return work.finish(), report
    if not isinstance(doc, dict):
        report.rejected.append(ModProblem(label, "file", "expected a mapping of sections at the top level"))
        return work.finish(), report
    _apply_doc(work, report, label, doc)
    return work.finish(), report


def _apply_doc(work: _Work, report: ModReport, path: str, doc: dict[str, Any]) -> None:
        name = doc.get("name", Path(path).stem)
        if not isinstance(name, str | int | float) or isinstance(name, bool) or not 1 <= len(str(name)) <= 80:
            report.rejected.append(ModProblem(path, "name", f"{brief(name)}: expected a text of 1..80 "
                                                                  "characters; the file name is used instead"))
            name = Path(path).stem
        report.names.append(str(name))
        applied = 0
        for section in SECTIONS[1:]:
            entries = doc.get(section, [])
            if not isinstance(entries, list):
                report.rejected.append(ModProblem(path, section, "expected a list of entries"))
                continue
            for i, entry in enumerate(entries):
                label = f"{section}[{i}]"
                try:
                    for key in _APPLY[section](work, entry):
                        owner = work.owners.get(key)
                        if owner is not None and owner[0] != path:
                            report.conflicts.append(ModProblem(
                                path, label, f"overrides {owner[0]} {owner[1]} ({_key_text(key)})"))
                        work.owners[key] = (path, label)
                    applied += 1
                except _Reject as exc:
                    report.rejected.append(ModProblem(path, label, str(exc)))
        report.applied[path] = applied


# ---------------------------------------------------------------- the working copy

class _Work:
    """Mutable copies of the parts of Sources that mods may change, plus lookups by name."""

    def __init__(self, src: Sources) -> None:
        self.src = src
        self.cards = {c["id"]: dict(c) for c in src.cards}
        self.by_name = {c["name"].casefold(): c["id"] for c in src.cards}
        self.kinds = {c["id"]: KIND_NAMES[c["kind"]] for c in src.cards}
        self.fusions = {(a, b): (res, glitch) for a, b, res, glitch in src.fusions}
        self.equips = {e["card"]: {"bonus": e["bonus"], "monsters": set(e["monsters"])} for e in src.equips}
        self.rituals = {r["card"]: dict(r) for r in src.rituals}
        self.pools = {k: dict(v) for k, v in src.pools.items()}
        self.changed_pools: set[tuple[int, int]] = set()
        self.terrains = {t["code"]: {**t, "bonuses": dict(t["bonuses"])} for t in src.terrains}
        self.traps = {t["card"]: dict(t) for t in src.traps}
        self.duelists = {d["name"].casefold(): d["id"] for d in src.duelists}
        self.starter = {k: dict(v) for k, v in src.starter_pools.items()}
        self.owners: dict[tuple, tuple[str, str]] = {}

    def card(self, value: Any, what: str = "card", *kinds: Kind) -> int:
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise _Reject(f"{what} {brief(value)}: expected a card id or name")
        ident = value if isinstance(value, int) else self.by_name.get(value.strip().casefold())
        if isinstance(value, str) and plain_int(value) is not None:
            ident = plain_int(value)
        if ident not in self.cards:
            raise _Reject(f"{what} {brief(value)}: no such card")
        if kinds and self.kinds[ident] not in kinds:
            want = " or ".join(k.name.lower() for k in kinds)
            have = self.kinds[ident].name.lower()
            raise _Reject(f"{what} {brief(value)}: is {_an(have)} {have}, expected {_an(want)} {want}")
        return ident

    def finish(self) -> Sources:
        for key in self.changed_pools:
            self.pools[key] = renormalise(self.pools[key])
        fusions = sorted((a, b, res, glitch) for (a, b), (res, glitch) in self.fusions.items())
        equips = [{"card": e, "bonus": v["bonus"], "monsters": sorted(v["monsters"])}
                  for e, v in sorted(self.equips.items())]
        return replace(self.src, cards=[self.cards[i] for i in sorted(self.cards)], fusions=fusions, equips=equips,
                       rituals=[self.rituals[k] for k in sorted(self.rituals)], pools=self.pools,
                       terrains=[self.terrains[k] for k in sorted(self.terrains)],
                       traps=[self.traps[k] for k in sorted(self.traps)],
                       starter_pools={k: self.starter[k] for k in sorted(self.starter)})


def renormalise(weights: dict[int, int]) -> dict[int, int]:
    """Returns integer weights summing to 2048 in the same proportions (largest remainder, then id)."""
    positive = {c: w for c, w in weights.items() if w > 0}
    total = sum(positive.values())
    if total == POOL_TOTAL:
        return positive
    shares = {c: w * POOL_TOTAL / total for c, w in positive.items()}
    out = {c: int(s) for c, s in shares.items()}
    left = POOL_TOTAL - sum(out.values())
    for c in sorted(shares, key=lambda c: (-(shares[c] - out[c]), c))[:left]:
        out[c] += 1
    return {c: w for c, w in out.items() if w > 0}


# ---------------------------------------------------------------- section handlers

def _mapping(entry: Any, allowed: set[str], required: set[str]) -> dict[str, Any]:
    if not isinstance(entry, dict):
        raise _Reject("expected a mapping")
    unknown = sorted(set(map(str, entry)) - allowed)
    if unknown:
        raise _Reject(f"unknown field {brief(unknown[0])} (known: {', '.join(sorted(allowed))})")
    missing = sorted(required - set(entry))
    if missing:
        raise _Reject(f"field {brief(missing[0])} is missing")
    return entry


def _int(value: Any, what: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise _Reject(f"{what} = {brief(value)}, expected an integer {lo}..{hi}")
    return value


def _cards(w: _Work, entry: Any) -> list[tuple]:
    e = _mapping(entry, {"card", "atk", "def", "level", "type", "attribute", "stars"}, {"card"})
    ident = w.card(e["card"], "card", Kind.MONSTER)
    rec = dict(w.cards[ident])
    for key in ("atk", "def"):
        if key in e:
            rec[key] = _int(e[key], key, 0, 9999)
            if rec[key] % 10:
                raise _Reject(f"{key} = {e[key]}, expected a multiple of 10")
    if "level" in e:
        rec["level"] = _int(e["level"], "level", 1, 12)
    if "type" in e:
        if e["type"] not in TYPE_NAMES[:N_MONSTER_TYPES]:
            raise _Reject(f"type = {brief(e['type'])}, expected a monster type")
        rec["type"] = e["type"]
    if "attribute" in e:
        if e["attribute"] not in ATTRIBUTE_NAMES[:6]:
            raise _Reject(f"attribute = {brief(e['attribute'])}, expected one of {', '.join(ATTRIBUTE_NAMES[:6])}")
        rec["attribute"] = e["attribute"]
    if "stars" in e:
        stars = e["stars"]
        if not isinstance(stars, list) or len(stars) != 2 or any(s not in STAR_NAMES[1:] for s in stars):
            raise _Reject(f"stars = {brief(stars)}, expected two guardian-star names")
        rec["stars"] = list(stars)
    w.cards[ident] = rec
    return [("card", ident, k) for k in e if k != "card"]


def _fusions(w: _Work, entry: Any) -> list[tuple]:
    e = _mapping(entry, {"a", "b", "result", "remove"}, {"a", "b"})
    a, b = sorted((w.card(e["a"], "a"), w.card(e["b"], "b")))
    if e.get("remove"):
        if "result" in e:
            raise _Reject("give either 'result' or 'remove: true', not both")
        if (a, b) not in w.fusions:
            raise _Reject(f"pair ({a}, {b}) has no fusion to remove")
        del w.fusions[(a, b)]
    else:
        if "result" not in e:
            raise _Reject("field 'result' is missing (or say 'remove: true')")
        w.fusions[(a, b)] = (w.card(e["result"], "result"), False)
    return [("fusion", a, b)]


def _equips(w: _Work, entry: Any) -> list[tuple]:
    e = _mapping(entry, {"equip", "monster", "bonus", "remove"}, {"equip"})
    eq = w.card(e["equip"], "equip", Kind.EQUIP)
    if "bonus" not in e and "monster" not in e:
        raise _Reject("give 'monster' (to add or remove a pair) or 'bonus'")
    bonus = _int(e["bonus"], "bonus", -9999, 9999) if "bonus" in e else None
    mon = w.card(e["monster"], "monster", Kind.MONSTER) if "monster" in e else None
    if mon is not None and e.get("remove") and mon not in w.equips[eq]["monsters"]:
        raise _Reject(f"equip {eq} does not fit monster {mon}; nothing to remove")
    keys: list[tuple] = []
    if bonus is not None:
        w.equips[eq]["bonus"] = bonus
        keys.append(("equip bonus", eq))
    if mon is not None:
        if e.get("remove"):
            w.equips[eq]["monsters"].discard(mon)
        else:
            w.equips[eq]["monsters"].add(mon)
        keys.append(("equip", eq, mon))
    return keys


def _rituals(w: _Work, entry: Any) -> list[tuple]:
    e = _mapping(entry, {"card", "tributes", "result"}, {"card", "tributes", "result"})
    card = w.card(e["card"], "card", Kind.RITUAL)
    tributes = e["tributes"]
    if not isinstance(tributes, list) or len(tributes) != 3:
        raise _Reject(f"tributes = {brief(tributes)}, expected a list of three monsters")
    ids = [w.card(t, "tribute", Kind.MONSTER) for t in tributes]
    w.rituals[card] = {"card": card, "tributes": ids, "result": w.card(e["result"], "result", Kind.MONSTER)}
    return [("ritual", card)]


def _pools(w: _Work, entry: Any) -> list[tuple]:
    e = _mapping(entry, {"duelist", "pool", "weights"}, {"duelist", "pool", "weights"})
    d = e["duelist"]
    duelist = d if isinstance(d, int) and not isinstance(d, bool) else w.duelists.get(str(d).casefold())
    if duelist is None or not 1 <= duelist <= 39:
        raise _Reject(f"duelist {brief(d)}: expected a duelist id 1..39 or name")
    if e["pool"] not in POOL_NAMES:
        raise _Reject(f"pool = {brief(e['pool'])}, expected one of {', '.join(POOL_NAMES)}")
    pool = POOL_NAMES.index(e["pool"])
    if not isinstance(e["weights"], dict) or not e["weights"]:
        raise _Reject("weights: expected a mapping of card to weight")
    table = dict(w.pools[(duelist, pool)])
    keys = []
    for card, weight in e["weights"].items():
        ident = w.card(card, "card")
        if pool == 0 and ident > 720:
            raise _Reject(f"card {brief(card)}: deck deals never reach ids 721-722 (R3.9)")
        table[ident] = _int(weight, f"weight of {brief(card)}", 0, 1_000_000)
        keys.append(("pool", duelist, pool, ident))
    if sum(v for v in table.values() if v > 0) == 0:
        raise _Reject("the pool would be empty")
    w.pools[(duelist, pool)] = table
    w.changed_pools.add((duelist, pool))
    return keys


def _terrain(w: _Work, entry: Any) -> list[tuple]:
    e = _mapping(entry, {"terrain", "type", "change"}, {"terrain", "type", "change"})
    if e["terrain"] not in TERRAIN_NAMES[1:]:
        raise _Reject(f"terrain = {brief(e['terrain'])}, expected one of {', '.join(TERRAIN_NAMES[1:])}")
    if e["type"] not in TYPE_NAMES[:N_MONSTER_TYPES]:
        raise _Reject(f"type = {brief(e['type'])}, expected a monster type")
    code = TERRAIN_NAMES.index(e["terrain"])
    change = _int(e["change"], "change", -9999, 9999)
    bonuses = w.terrains[code]["bonuses"]
    if change:
        bonuses[e["type"]] = change
    else:
        bonuses.pop(e["type"], None)
    return [("terrain", code, e["type"])]


def _traps(w: _Work, entry: Any) -> list[tuple]:
    e = _mapping(entry, {"card", "threshold"}, {"card", "threshold"})
    card = w.card(e["card"], "card", Kind.TRAP)
    if "threshold" not in w.traps[card]:
        raise _Reject(f"card {brief(e['card'])} is not an attack trap with a threshold")
    w.traps[card]["threshold"] = _int(e["threshold"], "threshold", 0, 99_999)
    return [("trap", card)]


def _starter(w: _Work, entry: Any) -> list[tuple]:
    e = _mapping(entry, {"pool", "weights"}, {"pool", "weights"})
    pool = _int(e["pool"], "pool", 0, len(STARTER_POOL_KINDS) - 1)
    kind = STARTER_POOL_KINDS[pool]
    if not isinstance(e["weights"], dict) or not e["weights"]:
        raise _Reject("weights: expected a mapping of card to weight (the whole pool)")
    table: dict[int, int] = {}
    for card, weight in e["weights"].items():
        ident = w.card(card, "card", kind)
        if ident > STARTER_LAST_ID:
            raise _Reject(f"card {brief(card)}: the new-game deal never reaches ids 721-722 (R15.14)")
        if ident in table:
            raise _Reject(f"card {brief(card)}: listed twice")
        if ident in EXODIA_PIECES:
            raise _Reject(f"card {brief(card)}: an Exodia piece: the deal may give three copies, a deck holds "
                          "one (R3.6)")
        table[ident] = _int(weight, f"weight of {brief(card)}", 1, 1_000_000)
    table = renormalise(table)
    draws = [int(rec["draws"]) for rec in w.src.starter]
    earlier = sum(d for i, d in enumerate(draws[:pool]) if STARTER_POOL_KINDS[i] == kind)
    need = -(-(draws[pool] + earlier) // MAX_COPIES)
    if len(table) < need:
        raise _Reject(f"weights: {len(table)} cards with weight, pool {pool} deals {draws[pool]} after "
                      f"{earlier} from the pools before it, so it needs at least {need} (three copies each)")
    w.starter[pool] = table
    return [("starter", pool)]


_APPLY: dict[str, Callable[[_Work, Any], list[tuple]]] = {
    "cards": _cards, "fusions": _fusions, "equips": _equips, "rituals": _rituals, "pools": _pools,
    "terrain": _terrain, "traps": _traps, "starter": _starter,
}


def _load(path: Path, report: ModReport) -> dict[str, Any] | None:
    if path.is_symlink():
        report.rejected.append(ModProblem(str(path), "file", SYMLINK_IGNORED))
        return None
    try:
        doc = load_file(path, "mod", "yaml")
    except DocError as exc:
        report.rejected.append(ModProblem(str(path), "file", str(exc)))
        return None
    except OSError as exc:
        report.rejected.append(ModProblem(str(path), "file", f"cannot read ({exc.strerror})"))
        return None
    if doc is None:
        doc = {}
    if not isinstance(doc, dict):
        report.rejected.append(ModProblem(str(path), "file", "expected a mapping of sections at the top level"))
        return None
    unknown = sorted(set(map(str, doc)) - set(SECTIONS))
    for key in unknown:
        report.rejected.append(ModProblem(str(path), clip(key), f"unknown section (known: {', '.join(SECTIONS)})"))
    return doc


def _an(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _key_text(key: tuple) -> str:
    return " ".join(str(k) for k in key)
