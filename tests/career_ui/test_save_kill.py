"""A save is what the screen says it is (R15.22, D-02): the game SIGKILLed at every screen of a
stretch of campaign, then Continue, never loses more than the duel in progress and never shows a
state the player did not reach.

The stretch (save_kill_driver.py, in forked children, through the virtual pad): a loaded career on
the map, Seto's story stage (scene, duel prompt, the duel ended by the conftest's hook on the real
rank screen, rewards saying "Progress saved to slot 1", closing scene), the map, the card shop's
Save over slot 1. Without timing: each child kills itself with the screen at rest.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

DRIVER = Path(__file__).with_name("save_kill_driver.py")


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> dict:
    root = tmp_path_factory.mktemp("savekill")
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    out = subprocess.run([sys.executable, str(DRIVER), str(root)], capture_output=True, text=True, env=env,
                         timeout=300, check=False)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout)


@pytest.mark.skipif(not hasattr(os, "fork") or not hasattr(signal, "SIGKILL"), reason="needs POSIX fork and SIGKILL")
def test_r15_22_killed_at_any_screen_continue_loses_at_most_the_duel_in_progress(report):
    records, points, seen = report["records"], report["points"], report["seen"]
    assert report["dry"] == "exit 0" and report["looked"] == "exit 0"
    kinds = [r["screen"] for r in records]
    for kind in ("CampaignScene", "StoryScene", "AskScene", "RankScene", "RewardScene", "ShopScene", "SlotScene"):
        assert kind in kinds, kinds  # the stretch crosses every kind of screen it is meant to
    rewards = kinds.index("RewardScene")
    assert records[rewards]["saved"], "the rewards say the progress is saved (autosave on)"
    assert kinds[rewards + 1] == "StoryScene"  # Seto's closing scene follows the rewards
    assert len(report["kills"]) == len(points) == len(seen) and len(points) >= 12
    for k, ended, after in zip(points, report["kills"], seen):
        where = f"killed at record {k} ({kinds[k]})"
        assert ended == f"signal {signal.SIGKILL}", where
        assert after["screen"] == "CampaignScene", (where, after)  # Continue reaches the map: the slot is whole
        reached = [report["start"]] + [r["state"] for r in records[:k + 1]]
        assert after["state"] in reached, (where, "Continue shows a state the player never reached")
        claims = [j for j in range(k + 1) if records[j]["saved"]]
        if claims:  # what a screen called saved is on disk (or a later state the game reached)
            assert after["state"] in [r["state"] for r in records[claims[-1]:k + 1]], where
        if k >= rewards:  # the duel is over and its rewards shown: it is never to be fought again
            assert after["seto_done"] and "seto" not in after["entries"], (where, after["entries"])
            assert after["beaten"] == report["start_beaten"] + 1 and after["wins"] == 1 and after["owned"] == 1, \
                (where, after)
        else:  # the duel in progress is all that is lost
            assert after["state"] == report["start"] and after["entries"][0] == "seto", (where, after)
