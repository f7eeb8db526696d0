"""Card database load times: cold start with a warm cache, and a full rebuild from data/.

Both run in fresh interpreters so imports and page-cache effects are those a player sees.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

_PROBE = """
import json, sys, time
t0 = time.perf_counter()
from game.db import load_carddb
db = load_carddb({data!r}, {cache!r}, use_cache={use_cache})
print(json.dumps({{"ms": (time.perf_counter() - t0) * 1000}}))
"""


def measure(data_dir: Path | None = None, runs: int = 5) -> dict[str, float]:
    """Returns median milliseconds for a cached cold load and an uncached rebuild (import included)."""
    from game.db import default_data_dir

    data = str(data_dir or default_data_dir())
    with tempfile.TemporaryDirectory() as cache:
        _probe(data, cache, True)  # fills the cache
        cached = [_probe(data, cache, True) for _ in range(runs)]
        rebuild = [_probe(data, cache, False) for _ in range(runs)]
    return {"data_load_cached_ms": round(statistics.median(cached), 1),
            "data_rebuild_ms": round(statistics.median(rebuild), 1)}


def _probe(data: str, cache: str, use_cache: bool) -> float:
    code = _PROBE.format(data=data, cache=cache, use_cache=use_cache)
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parent.parent.parent)
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    return float(json.loads(out.stdout.strip().splitlines()[-1])["ms"])
