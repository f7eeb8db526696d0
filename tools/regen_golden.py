"""Rewrite the golden playthrough files (tests/rules/golden, tests/tag/golden) from the current engine.

    python tools/regen_golden.py

Run it only after an intended rule change, then review ``git diff tests/*/golden`` like code: the
golden tests never write these files themselves, so a missing or changed transcript fails them.
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main() -> int:
    sys.path[:0] = [str(REPO), str(REPO / "tests")]
    from support.golden import write_goldens

    from game.db import load_carddb

    for path in write_goldens(load_carddb(REPO / "data", use_cache=False)):
        print(f"wrote {path.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
