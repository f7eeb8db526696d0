"""The campaign check: the strong AI with a dealt starter deck against every required campaign duelist.

The starter deck is dealt from the starter pools of the tables the duel plays on: a mod's randomized pools
for the mod's duels, the unrandomized ones for the unrandomized duels (the same RNG seed for both).

    tasks = duel_tasks([7, 9], duels=24, chunk=8)
    for duelist, wins, duels in executor.map(play_tasks, (mod_bytes, mod_key, seed), tasks): ...

Duel i against duelist d uses the same starter deck and seeds with or without the mod, so the mod's win
count is compared with the unrandomized game's over the very same deals (a paired comparison). Workers
build the modded tables themselves from the mod's bytes (once per mod, keyed by its digest), so a local
pool and a Dask cluster play the same duels.
"""

from __future__ import annotations

from typing import Any

from game.db import CardDB

_TABLES: dict[str, Any] = {}  # per process: mod digest -> modded CardDB, plus the sources
_KEEP = 3  # modded tables kept per process (the generator checks one mod at a time)


def required_duelists(db: CardDB) -> list[int]:
    """Returns the duelists the story makes the player beat (forced stages' duels to win), in story order."""
    from game.career.campaign import load_campaign

    out: list[int] = []
    for ch in load_campaign(db).story:
        for st in ch.stages:
            if st.forced:
                out += [b.opponent for b in st.beats if b.kind == "duel" and b.outcome == "win" and b.opponent not in out]
    return out


def duel_tasks(duelists: list[int], duels: int, chunk: int) -> list[tuple[int, range]]:
    """Returns (duelist, duel indices) tasks, duelist by duelist."""
    return [(d, range(s, min(s + chunk, duels))) for d in duelists for s in range(0, duels, chunk)]


def play_tasks(db: CardDB, mod: bytes, key: str, seed: int, task: tuple[int, range]) -> tuple[int, int, int]:
    """Returns (duelist, wins of the starter side, duels) for one task, on the tables the mod makes."""
    from game.career.starter import deal_starter
    from game.rules.rng import PsxRng
    from game.sim.runner import derive, run_duel
    from game.sim.specs import DUEL_MASTER_K, Side

    duelist, indices = task
    tables = modded(db, mod, key)
    pools = _starter_pools(tables)
    wins = 0
    for i in indices:
        deck = deal_starter(pools, PsxRng(derive(seed, i, 77)))
        a = Side("starter", "strong", DUEL_MASTER_K, tuple(deck))
        b = Side(str(duelist), "retail", duelist, None)
        wins += run_duel(tables, a, b, derive(derive(seed, duelist, 78), i)).winner == 0
    return duelist, wins, len(indices)


def modded(db: CardDB, mod: bytes, key: str) -> CardDB:
    """Returns the tables with the mod applied (the base tables for no mod); raises ValueError if rejected."""
    if not mod:
        return db
    found = _TABLES.get(key)
    if found is not None:
        return found
    from dataclasses import replace

    from game.db import data_dir_of
    from game.db.mods import apply_mod_data
    from game.db.sources import read_sources
    from game.db.tables import compile_tables

    src = _TABLES.get("sources")
    if src is None:
        src = _TABLES["sources"] = read_sources(data_dir_of(db))
    modded_src, report = apply_mod_data(src, mod, "randomized.yaml")
    if report.rejected:
        raise ValueError(f"the randomized mod has a rejected entry: {report.rejected[0]}")
    return remember(key, replace(compile_tables(modded_src, report.to_dict()), data_dir=db.data_dir))


def remember(key: str, tables: CardDB) -> CardDB:
    """Keeps a mod's tables for this process (the last few), so its duels need not build them again."""
    keys = [k for k in _TABLES if k != "sources"]
    for k in keys[:max(0, len(keys) - _KEEP + 1)]:
        del _TABLES[k]
    _TABLES[key] = tables
    return tables


def _starter_pools(tables: CardDB):
    """Returns the starter pools these tables deal from (a mod's own when it replaced some), once per tables."""
    from game.career.starter import load_starter_pools
    from game.db.memo import derived

    return derived(tables, "starter_pools", load_starter_pools)


def base_key(db: CardDB, duelists: list[int], duels: int, seed: int) -> dict:
    """Returns what the unrandomized win counts depend on: the data, the engine, the duels and their seed."""
    from game.sim.study import identity_of

    digest, edition, engine = identity_of(db)
    return {"data_digest": digest, "edition": edition, "engine": engine, "code": code_digest(),
            "duelists": list(duelists), "duels": duels, "seed": seed, "version": 1}


def code_digest() -> str:
    """Returns a digest of the source the duels run on (rules, AI, simulator, randomizer): an AI that plays
    differently must not reuse counts cached by another, or one code would make two files."""
    import hashlib
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    h = hashlib.sha256()
    for package in ("rules", "ai", "sim", "randomizer", "career"):
        for path in sorted((root / package).glob("*.py")):
            h.update(path.name.encode() + b"\0" + path.read_bytes())
    return h.hexdigest()[:16]


def read_base(cache_dir, key: dict) -> dict[int, int] | None:
    """Returns cached unrandomized win counts for this key, or None (a file that does not read is ignored)."""
    import json

    path = _base_path(cache_dir, key)
    try:
        data = json.loads(path.read_text())
        wins = {int(d): int(w) for d, w in data["wins"]}
        ok = data["key"] == key and sorted(wins) == sorted(key["duelists"]) and all(
            0 <= w <= key["duels"] for w in wins.values())
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return wins if ok else None


def write_base(cache_dir, key: dict, wins: dict[int, int]) -> None:
    """Caches the unrandomized win counts (a cache that cannot be written only costs the duels next time)."""
    import json

    path = _base_path(cache_dir, key)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps({"key": key, "wins": sorted(wins.items())}, sort_keys=True))
        tmp.replace(path)
    except OSError:
        pass


def _base_path(cache_dir, key: dict):
    import hashlib
    import json
    from pathlib import Path

    name = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:32]
    return Path(cache_dir) / "randomizer" / f"base-{name}.json"
