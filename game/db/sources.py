"""Read and validate every file of data/ into plain records (the compiler turns them into arrays).

Each reader checks its own file's records (fields, ranges, vocabularies) and the references it
can resolve against the cards; ``read_sources`` then runs the cross-file checks. Files are read
through ``game.safe_load`` only (the C safe loader, no aliases, bounded size), in a fixed order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.db.schema import DataError, Field, check_list, check_record, where
from game.db.vocab import (
    ATTRIBUTE_NAMES,
    DATA_FILES,
    KIND_NAMES,
    MAGIC_BEHAVIOURS,
    N_CARDS,
    N_DUELISTS,
    N_MONSTER_TYPES,
    POOL_NAMES,
    POOL_TOTAL,
    STAR_NAMES,
    TERRAIN_NAMES,
    TRAP_KINDS,
    TYPE_NAMES,
    Kind,
)

_CARD_ID = Field(int, lo=1, hi=N_CARDS)
_STAT = Field(int, lo=0, hi=9999, check=lambda v: None if v % 10 == 0 else "expected a multiple of 10")
_CARD_SPEC = {
    "id": _CARD_ID,
    "name": Field(str, length=(1, 60)),
    "kind": Field(str, choices=frozenset(KIND_NAMES)),
    "type": Field(str, choices=frozenset(TYPE_NAMES)),
    "attribute": Field(str, choices=frozenset(ATTRIBUTE_NAMES)),
    "level": Field(int, required=False, lo=1, hi=12),
    "atk": Field(int, required=False, lo=0, hi=9999, check=_STAT.check),
    "def": Field(int, required=False, lo=0, hi=9999, check=_STAT.check),
    "stars": Field(list, required=False, length=(2, 2), items=Field(str, choices=frozenset(STAR_NAMES[1:]))),
    "password": Field(str, required=False, length=(8, 8),
                      check=lambda v: None if v.isdigit() else "expected 8 digits"),
    "cost": Field(int, required=False, lo=0, hi=999_999),
}
_EQUIP_SPEC = {"card": _CARD_ID, "bonus": Field(int, lo=-9999, hi=9999),
               "monsters": Field(list, length=(1, N_CARDS), items=_CARD_ID)}
_RITUAL_SPEC = {"card": _CARD_ID, "tributes": Field(list, length=(3, 3), items=_CARD_ID), "result": _CARD_ID}
_MAGIC_SPEC = {"card": _CARD_ID, "behaviour": Field(str, choices=frozenset(MAGIC_BEHAVIOURS)),
               "group": Field(int, lo=0, hi=13), "param": Field((int, str), required=False)}
_TRAP_SPEC = {"card": _CARD_ID, "trigger": Field(str, choices=frozenset(t for t, _ in TRAP_KINDS)),
              "effect": Field(str, choices=frozenset(e for _, e in TRAP_KINDS)),
              "threshold": Field(int, required=False, lo=0, hi=99_999)}
_TERRAIN_SPEC = {"code": Field(int, lo=0, hi=len(TERRAIN_NAMES) - 1),
                 "name": Field(str, choices=frozenset(TERRAIN_NAMES)),
                 "field_card": Field(int, required=False, lo=1, hi=N_CARDS), "bonuses": Field(dict)}
_STAR_SPEC = {"code": Field(int, lo=1, hi=10), "name": Field(str, choices=frozenset(STAR_NAMES[1:]))}
_RANK_ROW_SPEC = {"row": Field(int, lo=0, hi=9), "name": Field(str), "bands": Field(list, length=(5, 5))}
_LETTER_SPEC = {"min": Field(int, lo=0, hi=99), "max": Field(int, lo=0, hi=99), "rank": Field(str),
                "pool": Field(str, choices=frozenset(POOL_NAMES[1:])), "starchips": Field(int, lo=0, hi=999)}
_PCT = Field(int, lo=0, hi=100)
_SPLIT = Field(list, length=(3, 3), items=_PCT, check=lambda v: None if sum(v) == 100 else "expected a sum of 100")
_AI_SPEC = {"sees_hidden": Field(bool), "window": Field(int, lo=1, hi=40), "low_lp": Field(int, lo=0, hi=8000),
            "low_deck": Field(int, lo=0, hi=40), "combo_depth": Field(int, lo=0, hi=4),
            "boost_depth": Field(int, lo=0, hi=4), "skill_pct": _PCT, "blind_pct": _PCT,
            "split_ahead": _SPLIT, "split_weak": _SPLIT, "home_field_card": Field(int, required=False, lo=1, hi=N_CARDS)}
_DUELIST_SPEC = {"id": Field(int, lo=0, hi=N_DUELISTS - 1), "name": Field(str, length=(1, 60)),
                 "campaign_order": Field(int, required=False, lo=1, hi=N_DUELISTS),
                 "home_terrain": Field(str, required=False, choices=frozenset(TERRAIN_NAMES)),
                 "ai": Field(dict, required=False)}
_AI_LIST_SPEC = {"card": _CARD_ID, "priority": Field(int, lo=1, hi=99), "condition": Field(str, required=False)}
_STARTER_SPEC = {"index": Field(int, lo=0, hi=6), "label": Field(str), "draws": Field(int, lo=1, hi=40),
                 "members": Field(int, lo=1, hi=N_CARDS), "weight_mix": Field(str),
                 "known": Field(dict, required=False)}


@dataclass(frozen=True, slots=True)
class Sources:
    """Validated contents of data/, as plain Python records."""

    cards: list[dict[str, Any]]
    fusions: list[tuple[int, int, int, bool]]  # (a, b, result, is_glitch), a <= b
    equips: list[dict[str, Any]]
    rituals: list[dict[str, Any]]
    magic: list[dict[str, Any]]
    traps: list[dict[str, Any]]
    terrains: list[dict[str, Any]]
    stars: dict[str, Any]
    pools: dict[tuple[int, int], dict[int, int]]  # (duelist, pool index) -> {card: weight}
    rank: dict[str, Any]
    duelists: list[dict[str, Any]]
    ai_lists: dict[str, list[dict[str, Any]]]
    starter: list[dict[str, Any]]
    # new-game pools a mod replaced whole (pool index -> {card: weight}, summing to 2048); data/ never sets
    # them (data/starter_pools.yaml is read by the career against the compiled tables)
    starter_pools: dict[int, dict[int, int]] = field(default_factory=dict)


def read_sources(data_dir: Path) -> Sources:
    """Returns the validated contents of data_dir; raises DataError naming file, record and field."""
    missing = [name for name in DATA_FILES if not (data_dir / name).is_file()]
    if missing:
        raise DataError(f"{data_dir / missing[0]}: file is missing")
    cards = _read_cards(data_dir)
    kinds = {c["id"]: KIND_NAMES[c["kind"]] for c in cards}
    names = {c["id"]: c["name"] for c in cards}
    src = Sources(
        cards=cards,
        fusions=_read_fusions(data_dir, kinds),
        equips=_read_equips(data_dir, kinds, names),
        rituals=_read_simple(data_dir, "rituals.yaml", "rituals", _RITUAL_SPEC, names),
        magic=_read_simple(data_dir, "magic.yaml", "magic", _MAGIC_SPEC, names),
        traps=_read_simple(data_dir, "traps.yaml", "traps", _TRAP_SPEC, names),
        terrains=_read_terrains(data_dir),
        stars=_read_stars(data_dir),
        pools=_read_pools(data_dir, kinds),
        rank=_read_rank(data_dir),
        duelists=_read_duelists(data_dir),
        ai_lists=_read_ai_lists(data_dir, names),
        starter=_read_starter(data_dir, kinds),
    )
    _cross_check(data_dir, src, kinds, names)
    return src


# ---------------------------------------------------------------- per-file readers

def load_yaml(path: Path) -> Any:
    """Returns a YAML file's document; raises DataError naming the file (and the line) when unreadable.

    Read through game.safe_load: the C loader, no aliases, size, depth, text and number limits.
    """
    from game.safe_load import DocError, load_file

    try:
        return load_file(path, "data", "yaml")
    except DocError as exc:
        raise DataError(f"{path}: {exc}") from None
    except OSError as exc:
        raise DataError(f"{path}: cannot read ({exc.strerror})") from None


def _label(rec: Any, key: str, names: dict[int, str] | None, i: int) -> str:
    if isinstance(rec, dict) and isinstance(rec.get(key), int):
        ident = rec[key]
        name = names.get(ident) if names else rec.get("name")
        return f"{key} {ident}" + (f" {name!r}" if name else "")
    return f"entry {i + 1}"


def _read_cards(data_dir: Path) -> list[dict[str, Any]]:
    path = data_dir / "cards.yaml"
    raw = check_list(load_yaml(path), "cards", str(path))
    out: list[dict[str, Any]] = []
    for i, item in enumerate(raw):
        label = _label(item, "id", None, i).replace("id ", "card ", 1)
        rec = check_record(item, _CARD_SPEC, str(path), label)
        err = where(str(path), label)
        kind = KIND_NAMES[rec["kind"]]
        type_index = TYPE_NAMES.index(rec["type"])
        if kind is Kind.MONSTER:
            for key in ("level", "atk", "def", "stars"):
                if key not in rec:
                    raise err(f"field {key!r} is missing (required for monsters)")
            if type_index >= N_MONSTER_TYPES:
                raise err(f"field 'type' = {rec['type']!r}, expected a monster type for a monster")
        else:
            for key in ("level", "atk", "def", "stars"):
                if key in rec:
                    raise err(f"field {key!r} is only allowed on monsters")
            expected = {Kind.MAGIC: "Magic", Kind.FIELD: "Magic", Kind.EQUIP: "Equip", Kind.RITUAL: "Ritual",
                        Kind.TRAP: "Trap"}[kind]
            if rec["type"] != expected:
                raise err(f"field 'type' = {rec['type']!r}, expected {expected!r} for kind {rec['kind']!r}")
        if ("password" in rec) != ("cost" in rec):
            raise err("fields 'password' and 'cost' must be given together")
        out.append(rec)
    ids = [c["id"] for c in out]
    for i, ident in enumerate(ids):
        if ident != i + 1:
            raise DataError(f"{path}: entry {i + 1}: field 'id' = {ident}, expected {i + 1} "
                            f"(cards are listed once each, in id order 1..{N_CARDS})")
    if len(ids) != N_CARDS:
        raise DataError(f"{path}: {len(ids)} cards, expected {N_CARDS}")
    return out


def _read_fusions(data_dir: Path, kinds: dict[int, Kind]) -> list[tuple[int, int, int, bool]]:
    path = data_dir / "fusions.txt"
    out: list[tuple[int, int, int, bool]] = []
    seen: dict[tuple[int, int], tuple[int, int]] = {}
    for lineno, parts in _text_rows(path, 4):
        label = f"line {lineno}"
        a, b, res = (_int_field(path, label, name, val) for name, val in zip(("material_a", "material_b", "result"),
                                                                             parts[:3]))
        for name, val in (("material_a", a), ("material_b", b), ("result", res)):
            if val not in kinds:
                raise DataError(f"{path}: {label}: field {name!r} = {val}, expected a card id 1..{N_CARDS}")
        if parts[3] not in ("retail", "glitch"):
            raise DataError(f"{path}: {label}: field 'source' = {parts[3]!r}, expected retail or glitch")
        key = (min(a, b), max(a, b))
        if key in seen and seen[key][0] != res:
            raise DataError(f"{path}: {label}: pair {key} gives {res}, but line {seen[key][1]} gives {seen[key][0]}")
        seen[key] = (res, lineno)
        out.append((key[0], key[1], res, parts[3] == "glitch"))
    return out


def _read_equips(data_dir: Path, kinds: dict[int, Kind], names: dict[int, str]) -> list[dict[str, Any]]:
    path = data_dir / "equips.yaml"
    out = _read_simple(data_dir, "equips.yaml", "equips", _EQUIP_SPEC, names)
    for rec in out:
        label = f"card {rec['card']} {names[rec['card']]!r}"
        if kinds[rec["card"]] is not Kind.EQUIP:
            raise DataError(f"{path}: {label}: field 'card' = {rec['card']}, expected an equip card")
        for m in rec["monsters"]:
            if kinds[m] is not Kind.MONSTER:
                raise DataError(f"{path}: {label}: field 'monsters' lists {m}, which is not a monster")
    return out


def _read_simple(data_dir: Path, fname: str, key: str, spec: dict[str, Field], names: dict[int, str] | None,
                 *, ident_key: str = "card") -> list[dict[str, Any]]:
    path = data_dir / fname
    raw = check_list(load_yaml(path), key, str(path))
    out = [check_record(item, spec, str(path), _label(item, ident_key, names, i)) for i, item in enumerate(raw)]
    idents = [r[ident_key] for r in out]
    dupes = sorted({x for x in idents if idents.count(x) > 1})
    if dupes:
        raise DataError(f"{path}: {ident_key} {dupes[0]}: listed more than once")
    return out


def _read_terrains(data_dir: Path) -> list[dict[str, Any]]:
    path = data_dir / "terrain.yaml"
    out = _read_simple(data_dir, "terrain.yaml", "terrains", _TERRAIN_SPEC, None, ident_key="code")
    for rec in out:
        label = f"terrain {rec['code']} {rec['name']!r}"
        if TERRAIN_NAMES[rec["code"]] != rec["name"]:
            raise DataError(f"{path}: {label}: field 'name' = {rec['name']!r}, "
                            f"expected {TERRAIN_NAMES[rec['code']]!r} for code {rec['code']}")
        for type_name, change in rec["bonuses"].items():
            if type_name not in TYPE_NAMES[:N_MONSTER_TYPES]:
                raise DataError(f"{path}: {label}: field 'bonuses' names {type_name!r}, expected a monster type")
            if not isinstance(change, int) or isinstance(change, bool) or not -9999 <= change <= 9999:
                raise DataError(f"{path}: {label}: field 'bonuses' gives {type_name} {change!r}, "
                                "expected an integer -9999..9999")
    if sorted(r["code"] for r in out) != list(range(len(TERRAIN_NAMES))):
        raise DataError(f"{path}: terrains must be codes 0..{len(TERRAIN_NAMES) - 1}, each once")
    return out


def _read_stars(data_dir: Path) -> dict[str, Any]:
    path = data_dir / "stars.yaml"
    doc = load_yaml(path)
    stars = [check_record(s, _STAR_SPEC, str(path), _label(s, "code", None, i))
             for i, s in enumerate(check_list(doc, "stars", str(path)))]
    for s in stars:
        if STAR_NAMES[s["code"]] != s["name"]:
            raise DataError(f"{path}: code {s['code']}: field 'name' = {s['name']!r}, "
                            f"expected {STAR_NAMES[s['code']]!r}")
    cycles = doc.get("cycles")
    if not isinstance(cycles, dict) or not cycles:
        raise DataError(f"{path}: top-level key 'cycles' must map cycle names to lists of stars")
    listed: list[str] = []
    for cname, members in cycles.items():
        if not isinstance(members, list) or len(members) < 2:
            raise DataError(f"{path}: cycle {cname!r}: expected a list of at least two stars")
        for m in members:
            if m not in STAR_NAMES[1:]:
                raise DataError(f"{path}: cycle {cname!r}: unknown star {m!r}")
        listed += members
    if sorted(listed) != sorted(STAR_NAMES[1:]):
        raise DataError(f"{path}: 'cycles' must list each of the ten stars exactly once")
    bonus = doc.get("bonus")
    if not isinstance(bonus, int) or isinstance(bonus, bool) or not 0 <= bonus <= 9999:
        raise DataError(f"{path}: field 'bonus' = {bonus!r}, expected 0..9999")
    return {"stars": stars, "cycles": cycles, "bonus": bonus}


def _read_pools(data_dir: Path, kinds: dict[int, Kind]) -> dict[tuple[int, int], dict[int, int]]:
    path = data_dir / "pools.txt"
    pools: dict[tuple[int, int], dict[int, int]] = {}
    for lineno, parts in _text_rows(path, 4):
        label = f"line {lineno}"
        duelist = _int_field(path, label, "duelist", parts[0])
        if not 0 <= duelist < N_DUELISTS:
            raise DataError(f"{path}: {label}: field 'duelist' = {duelist}, expected 0..{N_DUELISTS - 1}")
        if parts[1] not in POOL_NAMES:
            raise DataError(f"{path}: {label}: field 'pool' = {parts[1]!r}, expected one of {', '.join(POOL_NAMES)}")
        card = _int_field(path, label, "card", parts[2])
        if card not in kinds:
            raise DataError(f"{path}: {label}: field 'card' = {card}, expected a card id 1..{N_CARDS}")
        weight = _int_field(path, label, "weight", parts[3])
        if not 0 <= weight <= POOL_TOTAL:
            raise DataError(f"{path}: {label}: field 'weight' = {weight}, expected 0..{POOL_TOTAL}")
        table = pools.setdefault((duelist, POOL_NAMES.index(parts[1])), {})
        if card in table:
            raise DataError(f"{path}: {label}: card {card} is listed twice in duelist {duelist}'s {parts[1]} pool")
        table[card] = weight
    for (duelist, pool), table in sorted(pools.items()):
        total = sum(table.values())
        if total != POOL_TOTAL:
            raise DataError(f"{path}: duelist {duelist} pool {POOL_NAMES[pool]}: weights sum to {total}, "
                            f"expected {POOL_TOTAL}")
    return pools


def _read_rank(data_dir: Path) -> dict[str, Any]:
    path = data_dir / "rank.yaml"
    doc = load_yaml(path)
    if not isinstance(doc, dict):
        raise DataError(f"{path}: expected a mapping at the top level")
    for key in ("base_score", "end_adjustment"):
        if key not in doc:
            raise DataError(f"{path}: top-level key {key!r} is missing")
    adj = check_record(doc["end_adjustment"], {k: Field(int, lo=-99, hi=99) for k in ("lp", "deck_out", "exodia")},
                       str(path), "end_adjustment")
    rows = [check_record(r, _RANK_ROW_SPEC, str(path), _label(r, "row", None, i))
            for i, r in enumerate(check_list(doc, "counters", str(path)))]
    if sorted(r["row"] for r in rows) != list(range(10)):
        raise DataError(f"{path}: 'counters' must hold rows 0..9, each once")
    for r in rows:
        prev_max = -1
        for j, band in enumerate(r["bands"]):
            ok = (isinstance(band, list) and len(band) == 3 and isinstance(band[0], int) and isinstance(band[2], int)
                  and (band[1] is None or isinstance(band[1], int)))
            if not ok or band[0] != prev_max + 1 or (band[1] is not None and band[1] < band[0]):
                raise DataError(f"{path}: row {r['row']}: band {j} = {band!r}, expected [min, max|null, change] "
                                f"starting at {prev_max + 1}")
            if band[1] is None and j != 4:
                raise DataError(f"{path}: row {r['row']}: band {j}: only the last band may be open-ended")
            prev_max = band[1] if band[1] is not None else prev_max
        if r["bands"][4][1] is not None:
            raise DataError(f"{path}: row {r['row']}: the last band must be open-ended (max null)")
    letters = [check_record(r, _LETTER_SPEC, str(path), f"letter {i + 1}")
               for i, r in enumerate(check_list(doc, "letters", str(path)))]
    covered = sorted(v for r in letters for v in range(r["min"], r["max"] + 1))
    if covered != list(range(100)):
        raise DataError(f"{path}: 'letters' must cover scores 0..99 exactly once")
    base = doc["base_score"]
    if not isinstance(base, int) or isinstance(base, bool):
        raise DataError(f"{path}: field 'base_score' = {base!r}, expected an integer")
    return {"base": base, "adjust": adj, "rows": sorted(rows, key=lambda r: r["row"]), "letters": letters}


def _read_duelists(data_dir: Path) -> list[dict[str, Any]]:
    path = data_dir / "duelists.yaml"
    out = _read_simple(data_dir, "duelists.yaml", "duelists", _DUELIST_SPEC, None, ident_key="id")
    for rec in out:
        if "ai" in rec:
            rec["ai"] = check_record(rec["ai"], _AI_SPEC, str(path), f"id {rec['id']} {rec['name']!r} ai")
    if sorted(r["id"] for r in out) != list(range(N_DUELISTS)):
        raise DataError(f"{path}: duelists must be ids 0..{N_DUELISTS - 1}, each once")
    for rec in out:
        if rec["id"] >= 1 and "ai" not in rec:
            raise DataError(f"{path}: id {rec['id']} {rec['name']!r}: field 'ai' is missing")
    return sorted(out, key=lambda r: r["id"])


def _read_ai_lists(data_dir: Path, names: dict[int, str]) -> dict[str, list[dict[str, Any]]]:
    path = data_dir / "ai_lists.yaml"
    doc = load_yaml(path)
    expected = ("wall_to_defence", "never_switched_to_defence", "lethal_burn_check_order", "removal_priority")
    out = {}
    for key in expected:
        raw = check_list(doc, key, str(path))
        out[key] = [check_record(r, _AI_LIST_SPEC, str(path), f"{key} " + _label(r, "card", names, i))
                    for i, r in enumerate(raw)]
    return out


def _read_starter(data_dir: Path, kinds: dict[int, Kind]) -> list[dict[str, Any]]:
    path = data_dir / "starter.yaml"
    out = _read_simple(data_dir, "starter.yaml", "pools", _STARTER_SPEC, None, ident_key="index")
    for rec in out:
        for card, weight in rec.get("known", {}).items():
            ok = card in kinds and isinstance(weight, int) and not isinstance(weight, bool) and 0 < weight <= POOL_TOTAL
            if not ok:
                raise DataError(f"{path}: index {rec['index']}: field 'known' has {card!r}: {weight!r}, "
                                f"expected a card id 1..{N_CARDS} and a weight 1..{POOL_TOTAL}")
    return out


def _cross_check(data_dir: Path, src: Sources, kinds: dict[int, Kind], names: dict[int, str]) -> None:
    def card_of_kind(fname: str, rec: dict, field: str, value: int, *allowed: Kind) -> None:
        if kinds.get(value) not in allowed:
            want = " or ".join(k.name.lower() for k in allowed)
            raise DataError(f"{data_dir / fname}: card {rec['card']} {names[rec['card']]!r}: field {field!r} = "
                            f"{value}, expected a {want} card")

    for rec in src.rituals:
        card_of_kind("rituals.yaml", rec, "card", rec["card"], Kind.RITUAL)
        for t in rec["tributes"]:
            card_of_kind("rituals.yaml", rec, "tributes", t, Kind.MONSTER)
        card_of_kind("rituals.yaml", rec, "result", rec["result"], Kind.MONSTER)
    for rec in src.magic:
        card_of_kind("magic.yaml", rec, "card", rec["card"], Kind.MAGIC, Kind.FIELD)
        problem = _magic_param_problem(rec["behaviour"], rec.get("param"))
        if problem:
            raise DataError(f"{data_dir / 'magic.yaml'}: card {rec['card']} {names[rec['card']]!r}: field 'param' = "
                            f"{rec.get('param')!r}, {problem}")
    for rec in src.traps:
        card_of_kind("traps.yaml", rec, "card", rec["card"], Kind.TRAP)
        if (rec["trigger"], rec["effect"]) not in TRAP_KINDS:
            raise DataError(f"{data_dir / 'traps.yaml'}: card {rec['card']}: trigger {rec['trigger']!r} does not "
                            f"go with effect {rec['effect']!r}")
    for fname, recs, kind in (("magic.yaml", src.magic, (Kind.MAGIC, Kind.FIELD)), ("traps.yaml", src.traps, (Kind.TRAP,)),
                              ("rituals.yaml", src.rituals, (Kind.RITUAL,)), ("equips.yaml", src.equips, (Kind.EQUIP,))):
        listed = {r["card"] for r in recs}
        for cid, k in kinds.items():
            if k in kind and cid not in listed:
                raise DataError(f"{data_dir / fname}: card {cid} {names[cid]!r} ({k.name.lower()}) has no entry")
    for rec in src.duelists:
        home = rec.get("ai", {}).get("home_field_card")
        if home is not None and kinds[home] is not Kind.FIELD:
            raise DataError(f"{data_dir / 'duelists.yaml'}: id {rec['id']}: field 'home_field_card' = {home}, "
                            "expected a field card")
    for (duelist, pool) in [(d, p) for d in range(1, N_DUELISTS) for p in range(len(POOL_NAMES))]:
        if (duelist, pool) not in src.pools:
            raise DataError(f"{data_dir / 'pools.txt'}: duelist {duelist} has no {POOL_NAMES[pool]} pool")


_INT_PARAMS = {"heal": (1, 99_999), "burn": (1, 99_999), "destroy_opponent_monsters_atk_at_least": (0, 9999),
               "weaken_opponent_monsters": (-9999, -1), "opponent_cannot_attack_turns": (1, 99)}


def _magic_param_problem(behaviour: str, param: Any) -> str | None:
    if behaviour == "field":
        return None if param in TERRAIN_NAMES[1:] else f"expected a terrain ({', '.join(TERRAIN_NAMES[1:])})"
    if behaviour == "destroy_opponent_monsters_of_type":
        return None if param in TYPE_NAMES[:N_MONSTER_TYPES] else "expected a monster type"
    if behaviour in _INT_PARAMS:
        lo, hi = _INT_PARAMS[behaviour]
        ok = isinstance(param, int) and not isinstance(param, bool) and lo <= param <= hi
        return None if ok else f"expected an integer {lo}..{hi} for {behaviour}"
    return None if param is None else f"{behaviour} takes no parameter"


# ---------------------------------------------------------------- text tables

def _text_rows(path: Path, width: int):
    from game.safe_load import DocError, read_capped, text_of

    try:
        text = text_of(read_capped(path, "data"))
    except DocError as exc:
        raise DataError(f"{path}: {exc}") from None
    except OSError as exc:
        raise DataError(f"{path}: cannot read ({exc.strerror})") from None
    for lineno, line in enumerate(text.splitlines(), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != width:
            raise DataError(f"{path}: line {lineno}: expected {width} fields separated by spaces, got {len(parts)}")
        yield lineno, parts


def _int_field(path: Path, label: str, name: str, text: str) -> int:
    """Returns a whole number written with ASCII digits (an optional minus); '²', '1_000' and 5,000 digits fail."""
    from game.safe_load import brief, plain_int

    value = plain_int(text.removeprefix("-"))
    if value is None:
        raise DataError(f"{path}: {label}: field {name!r} = {brief(text)}, expected an integer")
    return -value if text.startswith("-") else value
