"""Game-shell speed: start-up to the first title frame, and the cost of one menu frame and of one
frame of the campaign map (its terrain re-rendered each tick as the camera orbits).

Both run in fresh interpreters on SDL's dummy drivers, so the figures include imports and
asset loading exactly as a player's start does, minus the real window system.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

_FRAME_PROBE = """
import json, time
from pathlib import Path
from game.db import load_carddb
from game.config import defaults
from game.app import App, FixedPacer
from game.scenes.menu import MainMenuScene
app = App(load_carddb({data!r}), defaults(), pacer=FixedPacer())
app.start()
app.stack.replace(MainMenuScene())
for _ in range(120):
    app.loop_once()
times = []
for i in range({frames}):
    if i % 20 == 0:
        app.stack.top.cursor.index = (app.stack.top.cursor.index + 1) % 11
    t = time.perf_counter()
    app.loop_once()
    times.append((time.perf_counter() - t) * 1000)
app.shutdown()
print(json.dumps(times))
"""


_MAP_PROBE = """
import json, time
from game.db import load_carddb
from game.config import defaults
from game.app import App, FixedPacer
from game.career.campaign import complete_stage, load_campaign
from game.career.model import new_save
from game.input import Press
from game.input_bindings import Button
from game.scenes.career.campaign_map import CampaignScene
from game.scenes.career.session import Career
db = load_carddb({data!r})
app = App(db, defaults(), pacer=FixedPacer())
app.start()
camp = load_campaign(db)
save = complete_stage(camp, new_save("BENCH", 1, tuple([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] * 3 + [15])),
                      camp.stage("opening"))
app.stack.replace(CampaignScene(Career(save=save, base=None)))
for _ in range(120):
    app.loop_once()
STEPS = (Button.DOWN, Button.RIGHT, Button.DOWN, Button.LEFT, Button.UP, Button.UP)
times = []
for i in range({frames}):
    if i % 60 == 0:  # to other places and back, by the list and by the d-pad: their glides are timed too
        app.stack.dispatch([Press(STEPS[(i // 60) % len(STEPS)], 0)])
    t = time.perf_counter()
    app.loop_once()
    times.append((time.perf_counter() - t) * 1000)
app.shutdown()
print(json.dumps(times))
"""


def measure(data_dir: Path | None = None, runs: int = 5, frames: int = 1200) -> dict[str, float]:
    """Returns the median start-up seconds and the p99 / median menu and campaign-map frame milliseconds."""
    from game.db import default_data_dir

    data = str(data_dir or default_data_dir())
    env = _env()
    startups = [_startup(data, env) for _ in range(runs)]
    out = subprocess.run([sys.executable, "-c", _FRAME_PROBE.format(data=data, frames=frames)],
                         capture_output=True, text=True, check=True, env=env)
    times = sorted(json.loads(out.stdout.strip().splitlines()[-1]))
    out = subprocess.run([sys.executable, "-c", _MAP_PROBE.format(data=data, frames=frames)],
                         capture_output=True, text=True, check=True, env=env)
    map_times = sorted(json.loads(out.stdout.strip().splitlines()[-1]))
    return {"startup_s": round(statistics.median(startups), 3),
            "menu_frame_ms_p99": round(times[int(len(times) * 0.99) - 1], 3),
            "menu_frame_ms_median": round(times[len(times) // 2], 3),
            "map_frame_ms_p99": round(map_times[int(len(map_times) * 0.99) - 1], 3),
            "map_frame_ms_median": round(map_times[len(map_times) // 2], 3)}


def _startup(data: str, env: dict[str, str]) -> float:
    """Seconds from launching `python -m game play` to its first presented frame."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "game", "--data", data, "play", "--frames", "2",
                             "--report-first-frame"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=env)
    assert proc.stdout is not None
    elapsed = None
    for line in proc.stdout:
        if line.startswith("first-frame"):
            elapsed = time.perf_counter() - t0
            break
    proc.wait(timeout=60)
    if elapsed is None:
        raise RuntimeError("fmduel play never reported its first frame")
    return elapsed


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               FMDUEL_CONFIG=os.devnull + ".missing")
    root = str(Path(__file__).resolve().parent.parent.parent)
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    return env
