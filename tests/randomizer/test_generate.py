"""Issue 35: a randomized run is the same bytes for the same code, and every guarantee is checked.

Each guarantee has a test that breaks the generator on purpose (a breaker spoils the rolled changes, or the
repair is disabled) and sees the check refuse the run. The duels are few (the command's counts are in
game.randomizer.build.RULES); the checks are the same.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import REPO

from game.randomizer import build
from game.randomizer.build import GenerationError, Rules, generate
from game.randomizer.code import Part, SeedCode, parse_code
from game.randomizer.parts import base_starter
from game.sim.executors import LocalExecutor

FEW = Rules(duels=4, slack_pct=50, deck_rerolls=1, shared_rerolls=1)  # the test's breakers are stark
SETO = 7
DECKS_ONLY_LEVELS = {Part.DECKS: 2}
DECKS_ONLY = SeedCode.of(5, DECKS_ONLY_LEVELS)
LIGHT = {Part.STATS: 1, Part.DECKS: 1, Part.TERRAIN: 1}  # small mods: the big parts have the same code paths


@pytest.fixture(scope="module")
def src():
    from game.db.sources import read_sources

    return read_sources(REPO / "data")


def _make(db, src, code, tmp_path, **kw):
    kw.setdefault("duelists", [SETO])
    return generate(db, code, executor=LocalExecutor(1, None, db), rules=FEW, src=src, use_cache=False, **kw)


def _strongest_deck(changes, att):
    """Seto's deck pool becomes the 14 strongest monsters: no starter deck wins against it."""
    changes.pools[(SETO, 0)] = dict.fromkeys(_TOP, 200) | {c: 0 for c in _SETO_DECK if c not in _TOP}


_TOP: list[int] = []
_SETO_DECK: list[int] = []


@pytest.fixture(scope="module", autouse=True)
def _top_monsters(src):
    monsters = sorted((c for c in src.cards if c["kind"] == "monster" and c["id"] <= 720),
                      key=lambda c: (-c["atk"], c["id"]))
    _TOP[:] = [c["id"] for c in monsters[:14]]
    _SETO_DECK[:] = list(src.pools[(SETO, 0)])


def test_the_same_code_makes_the_same_bytes_with_any_job_count(db, src, tmp_path):
    code = SeedCode.of(11, LIGHT)
    one = _make(db, src, code, tmp_path)
    two = generate(db, code, executor=LocalExecutor(2, None, db), rules=FEW, src=src, use_cache=False,
                   duelists=[SETO])
    assert one.data == two.data and one.digest == two.digest


def test_the_rolled_mod_is_the_same_bytes_in_another_process(db, src):
    """No dict order, hash seed or float formatting reaches the file: a fresh interpreter with another
    PYTHONHASHSEED rolls the very same bytes."""
    script = ("import sys, hashlib; from game.db.sources import read_sources; from game.randomizer import build, "
              "parts, render; from game.randomizer.code import parse_code; "
              "from game.db import load_carddb; src = read_sources(__import__('pathlib').Path(sys.argv[1])); "
              "shape = parts.Shape(src, parts.base_starter(load_carddb())); "
              "code = parse_code(sys.argv[2]); ch = build.roll(shape, code, build.Attempts()); "
              "build.repair(shape, src, code, ch); print(hashlib.sha256(render.mod_text(code, ch, [])).hexdigest())")
    code = SeedCode.of(77, dict.fromkeys(Part, 3))
    shape = build.Shape(src, base_starter(db))
    ch = build.roll(shape, code, build.Attempts())
    build.repair(shape, src, code, ch)
    import hashlib

    from game.randomizer.render import mod_text

    here = hashlib.sha256(mod_text(code, ch, [])).hexdigest()
    other = build.roll(shape, SeedCode.of(78, dict.fromkeys(Part, 3)), build.Attempts())
    assert mod_text(code, other, []) != mod_text(code, ch, [])  # another seed, another run
    env = dict(os.environ, PYTHONPATH=str(REPO), PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", script, str(REPO / "data"), code.text], env=env, cwd=REPO,
                         capture_output=True, text=True, timeout=120, check=True).stdout.strip()
    assert out == here


def test_the_mod_loads_like_any_other_mod(db, src, tmp_path):
    from game.db import load_carddb

    result = _make(db, src, SeedCode.of(3, LIGHT), tmp_path)
    (tmp_path / "mods").mkdir()
    (tmp_path / "mods" / "run.yaml").write_bytes(result.data)
    modded = load_carddb(REPO / "data", tmp_path / "cache", mod_dirs=[tmp_path / "mods"])
    assert modded.mods["rejected"] == [] and sum(modded.mods["applied"].values()) > 100
    card, (atk, _def) = next(iter(sorted(result.changes.stats.items())))
    assert int(modded.atk[card]) == atk


def test_every_card_stays_obtainable_and_the_check_catches_an_emptied_pool(db, src, tmp_path, monkeypatch):
    from game.db.mods import apply_mod_data
    from game.randomizer.guard import missing

    def empty_drops(changes, att):  # every drop pool loses Needle Worm... and the passwords cannot buy it
        for d in range(1, 40):
            for p in (1, 2, 3):
                if src.pools[(d, p)].get(86, 0):
                    changes.pools.setdefault((d, p), dict(src.pools[(d, p)]))[86] = 0

    result = _make(db, src, DECKS_ONLY, tmp_path, breaker=empty_drops)
    modded, _ = apply_mod_data(src, result.data, "run.yaml")
    assert missing(modded) == []
    monkeypatch.setattr(build, "repair", lambda *a: [])  # the repair broken on purpose
    with pytest.raises(GenerationError, match="cards cannot be obtained"):
        _make(db, src, DECKS_ONLY, tmp_path, breaker=empty_drops)


def test_an_illegal_deck_pool_is_refused(db, src, tmp_path):
    def tiny_pool(changes, att):
        changes.pools[(9, 0)] = {c: (100 if i < 5 else 0) for i, c in enumerate(sorted(src.pools[(9, 0)]))}

    with pytest.raises(GenerationError, match="duelist 9: deck pool has 5 cards, a 40-card deck needs 14"):
        _make(db, src, DECKS_ONLY, tmp_path, breaker=tiny_pool)


def test_a_duel_made_unwinnable_is_re_rolled(db, src, tmp_path):
    def first_roll_only(changes, att):
        if att.decks.get(SETO, 0) == 0:
            _strongest_deck(changes, att)

    result = _make(db, src, DECKS_ONLY, tmp_path, breaker=first_roll_only)
    check = result.duels[0]
    assert check.duelist == SETO and check.deck_attempt == 1 and not check.reverted
    assert check.mod_wins * 100 >= check.base_wins * 100 - FEW.slack_pct * FEW.duels


def test_a_duel_that_stays_unwinnable_refuses_the_run(db, src, tmp_path):
    with pytest.raises(GenerationError, match="duel against duelist 7 stays below the stated win rate"):
        _make(db, src, DECKS_ONLY, tmp_path, breaker=_strongest_deck)


def test_the_cached_unrandomized_counts_give_the_same_file(db, src, tmp_path):
    from game.randomizer.winnable import base_key, read_base

    code = SeedCode.of(8, DECKS_ONLY_LEVELS)
    plain = _make(db, src, code, tmp_path)
    kw = {"executor": LocalExecutor(1, None, db), "rules": FEW, "src": src, "cache_dir": tmp_path / "cache",
          "duelists": [SETO]}
    first, again = generate(db, code, **kw), generate(db, code, **kw)
    assert plain.data == first.data == again.data
    assert again.duels_played == first.duels_played - FEW.duels  # the second run read the counts
    key = base_key(db, [SETO], FEW.duels, build.CHECK_SEED)
    assert read_base(tmp_path / "cache", key) == {SETO: first.duels[0].base_wins}
    assert read_base(tmp_path / "cache", key | {"code": "another AI"}) is None


# the first roll of FMR1-NKIAAAAADY (roll, repair, the file's notes), computed on the code before the starter
# pools part (79ccc55): an old code still makes the file it made then
FIRST_FORMAT_ROLL = "0d246bd828382aad00ee36f7c8b49f523b3e793c1ec479b52052686d709950ac"


def test_a_first_format_code_rolls_the_same_bytes_as_before_the_starter_part(src):
    import hashlib

    from game.randomizer.render import mod_text

    code = parse_code("FMR1-NKIAAAAADY")
    shape = build.Shape(src)  # no starter pools needed: the old code has that part off
    ch = build.roll(shape, code, build.Attempts())
    notes = build._notes(code, build.RULES, build.repair(shape, src, code, ch))
    assert not ch.starter and hashlib.sha256(mod_text(code, ch, notes)).hexdigest() == FIRST_FORMAT_ROLL


def test_the_starter_pools_part_is_in_the_bytes_and_loads_as_the_new_game_pools(db, src, tmp_path):
    from game.career.starter import load_starter_pools
    from game.db import load_carddb

    code = SeedCode.of(21, {Part.STARTER: 3})
    result = _make(db, src, code, tmp_path)
    assert b"\nstarter:\n" in result.data and result.changes.starter
    assert result.data == _make(db, src, code, tmp_path).data
    (tmp_path / "mods").mkdir()
    (tmp_path / "mods" / "run.yaml").write_bytes(result.data)
    modded = load_carddb(REPO / "data", use_cache=False, mod_dirs=[tmp_path / "mods"])
    assert modded.mods["rejected"] == []
    pools = load_starter_pools(modded)
    for pool, table in result.changes.starter.items():
        assert {int(c): int(pools.weights[pool, c]) for c in table} == table
    base = base_starter(db)
    assert all(len(t) == len(base[p]) and sorted(t.values()) == sorted(base[p].values())
               for p, t in result.changes.starter.items())  # as many cards, the same weights


def test_the_campaign_check_deals_from_the_randomized_starter_pools(db, src, tmp_path):
    """Starter pools of the 16 weakest monsters (walls and Exodia's pieces left out: they win by deck-out) and no
    Raigeki lose the duels the unrandomized starter decks win: the check sees it (it deals the mod's decks from
    the mod's pools), re-rolls the shared parts, then leaves them out."""
    weakest = sorted((c for c in src.cards if c["kind"] == "monster" and c["id"] <= 720 and "Forbidden" not in c["name"]),
                     key=lambda c: (max(c["atk"], c["def"]), c["id"]))[:16]

    def weak_starters(changes, att):
        if not att.shared_off:
            changes.starter = {p: {c["id"]: 128 for c in weakest} for p in range(4)} | {4: {338: 1}}

    rules = Rules(duels=8, slack_pct=25, deck_rerolls=1, shared_rerolls=1)  # 4 duels are too few to tell
    result = generate(db, SeedCode.of(8, {Part.STARTER: 1}), executor=LocalExecutor(1, None, db), rules=rules,
                      src=src, use_cache=False, duelists=[SETO], breaker=weak_starters)
    assert result.attempts.shared == 1 and result.attempts.shared_off and b"starter:" not in result.data
    assert result.duels[0].mod_wins * 100 >= result.duels[0].base_wins * 100 - 25 * 8
