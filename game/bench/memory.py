"""Peak memory of a typical game session: ``peak_rss_mb``.

Measured in a fresh interpreter on SDL's dummy drivers, so it is the game process alone (not the
bench process, which has loaded other benchmarks' data): start-up to the title, the main menu, a
whole animated fair-vs-fair duel played back through the real loop at normal speed, and every one
of the 722 cards painted small and in detail once (what browsing the Library or the Build Deck
trunk caches). The figure is the process's own high-water mark: ``VmHWM`` from /proc/self/status
on Linux, else ``resource.getrusage(RUSAGE_SELF).ru_maxrss``. Linux's ``ru_maxrss`` alone is wrong
here: a child started from a big parent keeps the parent's peak at exec time (the bench process
itself passes 270 MB after the engine bench), so it would report the bench, not the game.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.bench.shell import _env

_PROBE = """
import json, resource, sys
from game.db import load_carddb
from game.config import defaults
from game.bench.duel import scripted_replay
from game.app import App, FixedPacer
from game.scenes.duel.session import DuelSession
from game.scenes.duel.scene import DuelScene
from game.scenes.menu import MainMenuScene
db = load_carddb({data!r})
app = App(db, defaults(), pacer=FixedPacer())
app.start()
for _ in range(120):
    app.loop_once()
app.stack.replace(MainMenuScene())
for _ in range(120):
    app.loop_once()
rf = scripted_replay(db)
app.stack.replace(DuelScene(session=DuelSession.from_replay(db, rf), replay=True))
for _ in range({frames}):
    app.loop_once()
for card in range(1, 723):
    app.ctx.cards.small(card)
    app.ctx.cards.detail(card)
app.loop_once()
app.shutdown()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
try:
    with open("/proc/self/status") as fh:
        peak = next(int(l.split()[1]) for l in fh if l.startswith("VmHWM:")) / 1024
except (OSError, StopIteration):
    pass
print(json.dumps({{"peak_rss_mb": peak, "loops": app.loops}}))
"""


def measure(data_dir: Path | None = None, frames: int = 6000) -> dict[str, float]:
    """Returns the peak resident memory (MiB) of a game session in its own process."""
    from game.db import default_data_dir

    data = str(data_dir or default_data_dir())
    out = subprocess.run([sys.executable, "-c", _PROBE.format(data=data, frames=frames)], capture_output=True,
                         text=True, check=True, env=_env())
    res = json.loads(out.stdout.strip().splitlines()[-1])
    return {"peak_rss_mb": round(res["peak_rss_mb"], 1)}
