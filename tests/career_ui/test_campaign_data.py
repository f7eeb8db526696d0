"""data/campaign.yaml: validated at load (errors name file, record, field) and the story's order rules."""

from __future__ import annotations

import copy
import itertools

import pytest
import yaml

from game.career.campaign import available, beats_to_play, complete_stage, load_campaign, parse_campaign
from game.career.model import new_save
from game.db import DataError, default_data_dir


@pytest.fixture(scope="module")
def raw():
    return yaml.safe_load((default_data_dir() / "campaign.yaml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def camp(db):
    return load_campaign(db)


def _ids(camp, save):
    return [s.id for s in available(camp, save)]


def _play(camp, save, *ids):
    for sid in ids:
        save = complete_stage(camp, save, camp.stage(sid))
    return save


def test_every_campaign_duelist_is_fought_and_the_special_duels_are_marked(camp):
    duels = [b for ch in camp.chapters for st in ch.stages for b in st.beats if b.kind == "duel"]
    assert {b.opponent for b in duels} == set(range(1, 39))  # §15.2: the 38 campaign duelists
    assert [b.outcome for b in duels if b.opponent == 8] == ["lose", "win"]  # R15.4; the after-ending rematch
    shrines = [st for st in camp.chapters[3].stages if st.group == "shrines"]
    assert [st.opponents for st in shrines] == [(21, 22), (23, 24), (25, 26), (27, 28), (29, 30)]
    assert [st.beats[0].terrain for st in shrines] == [5, 1, 3, 2, 4]  # R3.13: Umi Forest Mountain Wasteland Sogen
    lab = camp.stage("labyrinth")
    assert lab.window == ("shrines", 2, 4) and not lab.required  # R15.7: missable
    assert [b.correct for b in lab.beats if b.kind == "fork"] == ["right", "right", "left", "right"]
    assert camp.stage("last_stand").opponents[-1] == 38  # Nitemare is the final duel


def test_r15_7_villager_3_is_gone_after_the_festival(camp):
    save = _play(camp, new_save("A", 1, [1] * 40), "opening")
    assert "villager3" in _ids(camp, save) and "jono" not in _ids(camp, save)
    save = _play(camp, save, "festival")
    assert "villager3" not in _ids(camp, save) and "jono" in _ids(camp, save)


def test_shrines_in_any_order_and_seto_2nd_only_with_two_to_four_cleared(camp):
    story = ["opening", "festival", "seto", "coup", "awakening", "rex", "weevil", "mai", "keith", "interlude",
             "shadi", "bakura", "pegasus", "isis", "kaiba", "farewell", "sadin_refusal", "old_ground",
             "mage_soldier", "seto_map", "sadin"]
    save = _play(camp, new_save("A", 1, [1] * 40), *story)
    assert _ids(camp, save)[:5] == ["sea", "forest", "mountain", "desert", "meadow"]
    save = _play(camp, save, "meadow")
    assert "labyrinth" not in _ids(camp, save)
    save = _play(camp, save, "desert")
    assert "labyrinth" in _ids(camp, save)
    walked = _play(camp, save, "labyrinth")
    finale = _play(camp, walked, "sea", "forest", "mountain")
    assert _ids(camp, finale) == ["last_stand"]  # the grounds close once every High Mage is beaten
    assert 31 not in [b.opponent for b in beats_to_play(camp.stage("last_stand"), finale)]
    skipped = _play(camp, save, "sea", "forest", "mountain")  # all five first: Seto 2nd is missed
    assert _ids(camp, skipped) == ["last_stand"]
    assert 31 in [b.opponent for b in beats_to_play(camp.stage("last_stand"), skipped)]
    done = _play(camp, skipped, "last_stand")
    assert done.flag("complete") == 1 and all(st.repeat and not st.forced for st in available(camp, done))


@pytest.mark.parametrize("edit, message", [
    (lambda d: d["chapters"][0]["stages"][1].update(colour="red"), "stage #1: unknown field 'colour'"),
    (lambda d: d["chapters"][0]["stages"][1]["beats"][1]["duel"].update(opponent=39),
     "stage 'simon' beat #1 duel: field 'opponent' = 39"),
    (lambda d: d["chapters"][3]["stages"][4]["beats"][0]["duel"].update(terrain="Lava"),
     "stage 'sea' beat #0 duel: field 'terrain' = 'Lava'"),
    (lambda d: d["chapters"][0]["stages"][6].update(after=["fesitval"]), "field 'after' names unknown stage 'fesitval'"),
    (lambda d: d["chapters"][0]["stages"][1].update(location="Moon"), "field 'location' = 'Moon'"),
    (lambda d: d["chapters"][0]["stages"][1]["beats"][1].update(say=["hi"]), "needs exactly one of"),
    (lambda d: d["chapters"][4]["stages"][0]["beats"].pop(), None),
    (lambda d: d["chapters"][1]["stages"].pop(1), "campaign duelists never fought: 9"),
])
def test_bad_campaign_data_names_file_record_and_field(db, raw, edit, message):
    doc = copy.deepcopy(raw)
    edit(doc)
    if message is None:  # dropping the closing scene is still a valid story
        parse_campaign(db, doc, "data/campaign.yaml")
        return
    with pytest.raises(DataError) as err:
        parse_campaign(db, doc, "data/campaign.yaml")
    assert str(err.value).startswith("data/campaign.yaml: ") and message in str(err.value)


# ---------------------------------------------------------------- every route (§15, R15.7)

MISSABLE = {6, 32}  # R15.7: Villager 3 (before the festival only) and Seto 2nd (labyrinth only)


def _routes(camp):
    """Returns the campaign's stage graph from a new save: key -> (offered duelists, beaten, next keys).

    A state is the set of finished non-repeating stages; a move finishes one offered stage, and
    visiting the place of an offered event plays the event (``stage_to_play``). Repeating stages
    leave the state as it is, so they are offers, not moves.
    """
    from game.career.campaign import stage_to_play

    graph, todo = {}, [_play(camp, new_save("A", 1, [1] * 40))]
    while todo:
        save = todo.pop()
        key = frozenset(k for k, v in save.story if k.startswith("done.") and v)
        if key in graph:
            continue
        offered = available(camp, save)
        moves = set()
        for st in offered:
            played = stage_to_play(camp, save, st)
            if played.repeat:
                continue
            nxt = complete_stage(camp, save, played)
            moves.add(frozenset(k for k, v in nxt.story if k.startswith("done.") and v))
            todo.append(nxt)
        beaten = {b.opponent for sid in key for b in camp.stage(sid[5:]).beats
                  if b.kind == "duel" and b.outcome == "win"}
        graph[key] = ({o for st in offered for o in st.opponents}, beaten, moves, bool(save.flag("complete")))
    return graph


def test_r15_7_every_duelist_is_reached_on_every_route_and_none_but_two_is_lost_for_good(camp):
    graph = _routes(camp)
    start = frozenset()
    reach: dict = {}

    def later(key):  # every duelist offered from this state on (the graph has no cycles)
        if key not in reach:
            offered, _, moves, _ = graph[key]
            reach[key] = set(offered).union(*(later(k) for k in moves))
        return reach[key]

    for key, (_, beaten, _, _) in graph.items():
        lost = set(range(1, 39)) - later(key) - beaten - MISSABLE
        assert not lost, f"after {sorted(key)} these duelists can never be met again: {sorted(lost)}"

    def avoidable(duelist, key, memo):  # a route to the ending on which the duelist is never offered
        if (duelist, key) not in memo:
            offered, _, moves, complete = graph[key]
            memo[duelist, key] = duelist not in offered and (
                complete or any(avoidable(duelist, k, memo) for k in moves))
        return memo[duelist, key]

    memo: dict = {}
    assert [d for d in range(1, 39) if avoidable(d, start, memo)] == []  # each one is met on every route
    endings = [key for key, g in graph.items() if g[3]]
    assert endings and any("done.labyrinth" not in key for key in endings)  # Seto 2nd can still be missed
    assert any("done.labyrinth" in key for key in endings)


def test_back_to_back_scenes_play_as_one_so_the_screen_fades_once(camp):
    from game.scenes.career.stage_run import merged_scenes

    for ch in camp.chapters:
        for st in ch.stages:
            beats = merged_scenes(st.beats)
            assert not any(a.kind == b.kind == "say" for a, b in itertools.pairwise(beats)), st.id
            assert [line for b in beats if b.kind == "say" for line in b.lines] == \
                [line for b in st.beats if b.kind == "say" for line in b.lines]
    assert len([b for b in merged_scenes(camp.stage("last_stand").beats) if b.kind == "say"]) < \
        len([b for b in camp.stage("last_stand").beats if b.kind == "say"])
