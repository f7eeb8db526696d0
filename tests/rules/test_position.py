"""The position builder (game.rules.position): any DuelState from a mapping or a YAML / JSON file, validated."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.rules import actions as A
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.invariants import violations
from game.rules.position import PositionError, build_position, load_position
from game.rules.serialise import from_dict, to_dict
from game.rules.state import Counter, Decision, Phase

YAML = """\
turn: 5
active: 1
phase: field
terrain: yami
opponent: 7
rng: {kind: psx, state: 42}
options: {strict_phase_order: true}
sides:
  - lp: 3000
    hand: [Kuriboh, 58]
    deck: [Raigeki, 24, 24]
    drawn: [1, 2, 3, 4, 5, 6, 7]
    monsters: [null, {card: Blue-eyes White Dragon, defence: true, face_down: true, star: 2, equip: 500}]
    spells: [{card: Raigeki}]
    graveyard: [24, 24, 24]
    counters: {turns: 3, defensive_wins: 1}
  - max_lp: 4000
    lp: 4000
    monsters: [Kuriboh, {card: Celtic Guardian, used: true, penalty: -500}]
    swords: 2
"""


def test_yaml_position_builds_every_field(db, tmp_path):
    path = tmp_path / "bug.yaml"
    path.write_text(YAML, encoding="utf-8")
    s = load_position(db, path)
    me, cpu = s.sides
    assert (s.turn, s.active, s.phase, s.pending, s.terrain, s.opponent) == (5, 1, Phase.FIELD, Decision.NONE, 6, 7)
    assert (s.rng_kind, s.rng_state, s.options.strict_phase_order) == ("psx", 42, True)
    assert (me.lp, me.max_lp, me.hand, me.cursor, me.deck_left) == (3000, 8000, (58, 58), 7, 3)
    assert me.deck[7:] == (db.card_id("Raigeki"), 24, 24) and me.graveyard == (24, 24, 24)
    bewd = me.monsters[1]
    assert (bewd.card, bewd.defence, bewd.face_down, bewd.star, bewd.equip_bonus) == (1, True, True, 2, 500)
    assert bewd.terrain_mod == 0 and me.spells[0].face_down  # Dragon on Yami: no modifier; set cards hidden
    assert me.counters[Counter.TURNS] == 3 and me.counters[Counter.DEFENSIVE_WINS] == 1
    assert me.counters[Counter.REMAINING_LP] == 3000 and me.counters[Counter.CARDS_USED] == 7
    assert (cpu.lp, cpu.max_lp, cpu.swords) == (4000, 4000, 2)
    assert cpu.monsters[0].terrain_mod == 500  # Kuriboh (Fiend) on Yami, from the terrain (R11.1)
    assert cpu.monsters[1].used and cpu.monsters[1].level_penalty == -500
    assert from_dict(to_dict(s)) == s


def test_json_position_and_a_playable_default(db, tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"sides": [{"hand": ["Celtic Guardian"], "deck": [24] * 35,
                                           "graveyard": [24] * 4}, {"deck": [24] * 40}]}))
    s = load_position(db, path)
    assert s.phase == Phase.HAND and s.pending == Decision.PICK_HAND and s.turn == 1 and s.active == 0
    assert violations(db, s) == []  # 35 left + 1 in hand + 4 gone = 40: a sound position
    s, _ = step(db, s, A.PLAY_CARD)
    assert s.pending == Decision.PICK_DEST


@pytest.mark.parametrize("data, field, problem", [
    ({"sides": [{"monsters": [24] * 6}, {}]}, "sides[0].monsters", "6 zones, a row has 5"),
    ({"sides": [{}, {"spells": ["Raigeki"] * 6}]}, "sides[1].spells", "6 zones"),
    ({"sides": [{"hand": [24] * 6}, {}]}, "sides[0].hand", "6 cards, at most 5"),
    ({"sides": [{"hand": [723]}, {}]}, "sides[0].hand[0]", "no card with id 723"),
    ({"sides": [{"deck": ["Blue Eyes"]}, {}]}, "sides[0].deck[0]", "no card named 'Blue Eyes'"),
    ({"sides": [{"lp": 9000}, {}]}, "sides[0].lp", "out of range 1..8000"),
    ({"sides": [{"lp": 0}, {}]}, "sides[0].lp", "out of range"),
    ({"sides": [{}, {"max_lp": 100000}]}, "sides[1].max_lp", "out of range"),
    ({"sides": [{"monsters": ["Raigeki"]}, {}]}, "sides[0].monsters[0].card", "cannot stand in the monster row"),
    ({"sides": [{"spells": ["Kuriboh"]}, {}]}, "sides[0].spells[0].card", "cannot stand in the magic/trap row"),
    ({"sides": [{"monsters": [{"card": 1, "star": 3}]}, {}]}, "sides[0].monsters[0].star", "out of range 1..2"),
    ({"sides": [{"monsters": [{"card": 1, "penalty": 500}]}, {}]}, "sides[0].monsters[0].penalty", "out of range"),
    ({"sides": [{"monsters": [{"card": 1, "atk": 5}]}, {}]}, "sides[0].monsters[0]", "unknown key(s) atk"),
    ({"sides": [{"counters": {"score": 1}}, {}]}, "sides[0].counters", "unknown key(s) score"),
    ({"sides": [{"lp": 500, "counters": {"remaining_lp": 8000}}, {}]}, "sides[0].counters.remaining_lp",
     "8000 but lp say 500"),
    ({"sides": [{}]}, "sides", "two sides"),
    ({"phase": "battle"}, "phase", "expected hand or field"),
    ({"terrain": "swamp"}, "terrain", "expected one of Normal"),
    ({"active": 2}, "active", "out of range 0..1"),
    ({"rng": {"kind": "mt"}}, "rng.kind", "expected psx or splitmix"),
    ({"options": {"glitch_fusions": "yes"}}, "options.glitch_fusions", "expected true or false"),
    ({"hand": []}, "position", "unknown key(s) hand"),
    ([1, 2], "position", "expected a mapping"),
])
def test_impossible_positions_are_rejected_naming_the_source_and_field(db, data, field, problem):
    with pytest.raises(PositionError) as err:
        build_position(db, data, source="drill.yaml")
    assert str(err.value).startswith(f"drill.yaml: {field}: ") and problem in str(err.value)


def test_bad_files_name_the_file(db, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("sides: [\n", encoding="utf-8")
    with pytest.raises(PositionError, match=r"bad.yaml: not a position file: line 2: not valid YAML"):
        load_position(db, bad)
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(PositionError,
                       match=r"bad.json: not a position file: line 1 column 2: not valid JSON"):
        load_position(db, bad)
    with pytest.raises(PositionError, match="cannot read"):
        load_position(db, tmp_path / "missing.yaml")
    deep = tmp_path / "deep.yaml"
    deep.write_text("sides:\n  - {}\n  - monsters: [{card: Kuriboh, defence: maybe}]\n", encoding="utf-8")
    with pytest.raises(PositionError, match=r"deep.yaml: sides\[1\].monsters\[0\].defence: expected true or false"):
        load_position(db, deep)


@pytest.mark.parametrize("name, text, problem", [
    ("deep.json", "[" * 100_000 + "]" * 100_000, "nested more than 32 levels deep"),
    ("deep.yaml", "sides: " + "[" * 100_000 + "]" * 100_000, "nest"),
    ("bomb.yaml", "a: &x [1, 2]\nb: *x\n", "anchors and aliases are not allowed"),
    ("huge.yaml", "turn: 1\n#" + "x" * 300_000 + "\n", "a position file may weigh at most 256 KB"),
])
def test_hostile_position_files_are_refused_naming_the_file(db, tmp_path, name, text, problem):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PositionError) as err:
        load_position(db, path)
    assert str(err.value).startswith(f"{path}: not a position file: ") and problem in str(err.value)
    assert len(str(err.value)) < len(str(path)) + 200  # the message never carries the document


def test_fmduel_play_position_starts_the_duel_and_rejects_a_bad_file(tmp_path):
    import os
    import subprocess
    import sys

    good = tmp_path / "drill.yaml"
    good.write_text("active: 1\nopponent: 7\nsides:\n  - {deck: [24, 24, 24]}\n"
                    "  - {hand: [Kuriboh, Baby Dragon], deck: [24, 24, 24]}\n", encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "FMDUEL_DATA_HOME": str(tmp_path)}
    ok = subprocess.run([sys.executable, "-m", "game", "play", "--position", str(good), "--ai", "retail",
                         "--frames", "240", "--config", str(tmp_path / "cfg.yaml")], capture_output=True, text=True,
                        env=env, check=False, timeout=120)
    assert ok.returncode == 0, ok.stderr
    assert not (tmp_path / "replays").exists()  # a position has no seed to replay from: nothing recorded
    bad = tmp_path / "bad.yaml"
    bad.write_text("sides:\n  - {hand: [Kuriboh, Kuriboh, Kuriboh, Kuriboh, Kuriboh, Kuriboh]}\n  - {}\n")
    res = subprocess.run([sys.executable, "-m", "game", "play", "--position", str(bad)], capture_output=True,
                         text=True, env=env, check=False, timeout=120)
    assert res.returncode == 2 and f"{bad}: sides[0].hand: 6 cards, at most 5" in res.stderr
    assert "Traceback" not in res.stderr


def test_position_of_round_trips_every_decision_point_of_random_duels(db):
    """build_position(position_of(s)) == s over random legal duels, through YAML text as a bug report would."""
    import random

    import yaml

    from game.rules.position import position_of
    from game.rules.rng import PsxRng
    from game.rules.setup import deal_deck, new_duel

    checked = 0
    for i in range(6):
        s = new_duel(db, deal_deck(db, 3 + i, PsxRng(i)), None, opponent=10 + i, terrain=i % 7, rng_seed=i)
        pick = random.Random(i)
        while not s.over:
            if s.pending in (Decision.PICK_HAND, Decision.NONE) and not s.chain and not s.floating:
                text = yaml.safe_dump(position_of(db, s))
                rest = replace(s, focus=(0, 0), may_face_down=True, play_single=False)  # placement leftovers
                assert build_position(db, yaml.safe_load(text)) == rest
                checked += 1
            s, _ = step(db, s, pick.choice(legal_actions(db, s)))
    assert checked > 200
    with pytest.raises(ValueError, match="decision point|1v1"):
        position_of(db, s)  # the duel is over
