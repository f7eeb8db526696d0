"""``fmduel calc``: the calculators report the rule's numbers and reject bad input with exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import main

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _private_cache(monkeypatch, cache_dir):
    """Keeps the calculators off the player's compiled-tables cache."""
    monkeypatch.setenv("FMDUEL_CACHE_DIR", str(cache_dir))


def _calc(capsys, *args: str) -> tuple[int, dict | str, str]:
    code = main(["--data", str(REPO / "data"), "calc", *args])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if "--json" in args and code == 0 else out), err


def test_r5_10_fuse_reports_steps_result_and_discards(capsys):
    code, report, _ = _calc(capsys, "fuse", "Baby Dragon", "16", "Megamorph", "41", "--json")
    assert code == 0
    assert [s["kind"] for s in report["steps"]] == ["fusion", "equip", "fail"]
    assert report["result"]["id"] == 41 and report["result"]["atk"] == 1400
    assert [d["name"] for d in report["discarded"]] == ["Thousand Dragon"]
    assert (report["fusions"], report["equips"], report["fused"]) == (1, 1, True)


def test_r11_1_fuse_final_stats_include_equip_and_terrain(capsys):
    code, report, _ = _calc(capsys, "fuse", "4", "16", "657", "--terrain", "Mountain", "--json")
    assert code == 0 and (report["result"]["atk"], report["result"]["def"]) == (2400 + 1000 + 500, 2000 + 1500)


def test_d10_fuse_with_field_head_and_its_bonus(capsys):
    code, report, _ = _calc(capsys, "fuse", "301", "--field", "Celtic Guardian", "--field-bonus", "500", "--json")
    assert code == 0 and report["result"]["equip_bonus"] == 1000 and report["steps"][0]["left"]["id"] == 41


def test_r5_8_fuse_no_glitch_disables_glitch_recipes(capsys):
    _, with_glitch, _ = _calc(capsys, "fuse", "31", "34", "--json")
    _, without, _ = _calc(capsys, "fuse", "31", "34", "--no-glitch", "--json")
    assert with_glitch["steps"][0]["kind"] == "fusion" and without["steps"][0]["kind"] == "fail"


def test_fuse_text_output_names_the_steps(capsys):
    code, text, _ = _calc(capsys, "fuse", "4", "16", "41")
    assert code == 0 and "fusion: Thousand Dragon (#69)" in text and "discarded: Thousand Dragon (#69)" in text


def test_r6_6_battle_reports_stars_margin_and_damage(capsys):
    # Dark Magician (star 1 Mercury) attacks Mystical Elf (star 1 Sun) in defence: Mercury beats Sun
    code, report, _ = _calc(capsys, "battle", "35", "Mystical Elf", "--defence", "--face-down", "--json")
    assert code == 0
    assert (report["star_adjustment"], report["attacker_value"], report["margin"]) == (500, 3000, 1000)
    assert report["defender_destroyed"] and not report["attacker_destroyed"]
    assert report["damage_to_defender_owner"] == 0 and report["defender"]["face_down"]


def test_r6_9_battle_modifiers_and_terrain_count(capsys):
    code, report, _ = _calc(capsys, "battle", "2", "1", "--attacker-equip", "1000", "--attacker-penalty", "-500",
                            "--defender-penalty", "-1000", "--terrain", "yami", "--attacker-star", "2", "--json")
    assert code == 0
    assert report["attacker"]["eff_atk"] == 800 + 1000 - 500 + 500 and report["defender"]["value"] == 2000
    assert report["margin"] == report["attacker_value"] - 2000


def test_r6_7_battle_without_defender_is_a_direct_attack(capsys):
    code, report, _ = _calc(capsys, "battle", "35", "--attacker-equip", "500", "--json")
    assert code == 0 and report["direct"] and report["damage_to_defender_owner"] == 3000


def test_r13_rank_reports_score_letter_points_and_rewards(capsys):
    code, report, _ = _calc(capsys, "rank", "--turns", "7", "--cards-drawn", "12", "--win", "exodia", "--json")
    assert code == 0
    assert (report["score"], report["rank"], report["starchips"], report["drop_pool"]) == (132, "S-POW", 5, "sa_pow")
    assert report["points"]["turns"] == 8 and report["end_adjustment"] == 40


def test_r13_5_rank_worst_case(capsys):
    code, report, _ = _calc(capsys, "rank", "--turns", "33", "--effective-attacks", "20", "--defensive-wins", "15",
                            "--face-down-plays", "31", "--pure-magic", "10", "--traps-triggered", "7",
                            "--cards-drawn", "37", "--remaining-lp", "0", "--initiate-fusion", "15",
                            "--equip-magic", "15", "--win", "deck_out", "--json")
    assert code == 0 and (report["score"], report["rank"], report["drop_pool"]) == (-140, "S-TEC", "sa_tec")


@pytest.mark.parametrize("args, needle", [
    (("fuse", "No Such Card", "4"), "argument CARD: no card named 'No Such Card'"),
    (("fuse", "4", "--field", "999"), "argument --field: no card with id 999"),
    (("fuse", "1", "2", "3", "4", "5", "6"), "argument CARD: at most 5"),
    (("battle", "Raigeki", "4"), "argument ATTACKER: 'Raigeki' (#337) is not a monster"),
    (("battle", "4", "Nope"), "argument DEFENDER: no card named 'Nope'"),
])
def test_bad_card_input_names_the_argument_and_exits_2(capsys, args, needle):
    code, _, err = _calc(capsys, *args)
    assert code == 2 and needle in err and "Traceback" not in err


@pytest.mark.parametrize("args, needle", [
    (("fuse", "4", "--terrain", "Lava"), "argument --terrain: unknown terrain 'Lava'"),
    (("battle", "4", "--attacker-penalty", "500"), "argument --attacker-penalty: must be -9999..0, got 500"),
    (("battle", "4", "--attacker-star", "3"), "argument --attacker-star"),
    (("rank", "--turns", "-1"), "argument --turns: must be at least 0, got -1"),
    (("rank", "--win", "surrender"), "argument --win"),
    (("rank", "--pure-magic", "x"), "argument --pure-magic: not a whole number"),
])
def test_bad_option_values_are_usage_errors(capsys, args, needle):
    code = main(["--data", str(REPO / "data"), "calc", *args])
    err = capsys.readouterr().err
    assert code == 2 and needle in err and len(err.splitlines()) == 1


# ---------------------------------------------------------------- --position (game.rules.position)

POSITION = """\
phase: field
sides:
  - hand: [Baby Dragon, Time Wizard, Sparks, Sparks]
    monsters: [Celtic Guardian, {card: Kuriboh, equip: 1000, star: 2}]
    counters: {turns: 4, defensive_wins: 2}
  - monsters: [{card: Blue-eyes White Dragon, defence: true}, Mystical Elf]
"""


@pytest.fixture
def position(tmp_path):
    path = tmp_path / "drill.yaml"
    path.write_text(POSITION, encoding="utf-8")
    return path


def test_battle_with_a_position_resolves_every_attack_in_the_engine(capsys, position):
    code, report, _ = _calc(capsys, "battle", "--position", str(position), "--json")
    assert code == 0 and [(a["attacker"], a["target"]) for a in report["attacks"]] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    elf = report["attacks"][1]["battle"]  # Celtic 1400 vs Mystical Elf in attack position, 800 (R6.9)
    assert (elf["attacker_value"], elf["defender_value"], elf["margin"], elf["damage"], elf["damage_to"]) == \
        (1400, 800, 600, 600, 1)
    assert elf["defender_destroyed"] and not elf["attacker_destroyed"]
    code, report, _ = _calc(capsys, "battle", "1", "0", "--position", str(position), "--json")
    wall = report["attacks"][0]  # Kuriboh 300 + 1000 against a 2500 DEF: R6.10, no kill, the attacker pays
    assert len(report["attacks"]) == 1 and wall["trap_atk"] == 1300
    assert wall["battle"]["defender_value"] == 2500 and wall["battle"]["damage_to"] == 0


def test_fuse_with_a_position_lists_what_the_hand_makes(capsys, position):
    code, report, _ = _calc(capsys, "fuse", "--position", str(position), "--json")
    made = {(r["zone"], r["name"]) for r in report["results"]}
    assert code == 0 and (None, "Thousand Dragon") in made and (None, "Hinotama") in made
    code, text, _ = _calc(capsys, "fuse", "--position", str(position))
    assert "Hinotama" in text and "activated at once" in text  # R5.13


def test_rank_with_a_position_reads_side_0s_counters(capsys, position):
    code, report, _ = _calc(capsys, "rank", "--position", str(position), "--json")
    assert code == 0 and report["counters"]["defensive_wins"] == 2 and report["counters"]["turns"] == 4


def test_fuse_r5_13_says_how_a_combination_is_placed(capsys):
    _, report, _ = _calc(capsys, "fuse", "Sparks", "Sparks", "--json")
    assert report["placement"] == "combination: activated at once"
    _, report, _ = _calc(capsys, "fuse", "1", "2", "--json")
    assert report["placement"] == "combination: placed face-up"
    _, report, _ = _calc(capsys, "fuse", "1", "--json")
    assert report["placement"] is None


def test_a_bad_position_file_names_the_file_and_field(capsys, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("sides:\n  - {lp: 9000}\n  - {}\n", encoding="utf-8")
    code, _, err = _calc(capsys, "battle", "--position", str(bad))
    assert code == 2 and f"{bad}: sides[0].lp: 9000 is out of range 1..8000" in err
    code, _, err = _calc(capsys, "fuse")
    assert code == 2 and "argument CARD: give at least one card" in err


@pytest.mark.parametrize("zones", [("²",), ("0", "²"), ("5",), ("-1",), ("x",)])
def test_a_bad_zone_with_a_position_is_a_clear_usage_error(capsys, position, zones):
    code, _, err = _calc(capsys, "battle", "--position", str(position), *zones)
    name = "ATTACKER" if len(zones) == 1 else "DEFENDER"
    assert code == 2 and "Traceback" not in err
    assert f"argument {name}: with --position, a zone number 0-4, got {zones[-1]!r}" in err
