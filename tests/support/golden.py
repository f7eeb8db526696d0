"""Golden playthroughs (style lesson 8b): seeded random-legal duels written as text and diffed.

The tests only compare: a missing or different golden file fails. Rewriting the files is a
separate, explicit step after an intended rule change — ``python tools/regen_golden.py`` — and
the diff is then reviewed like code. No environment variable makes a test write or pass.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from game.rules.actions import action_name, legal_actions
from game.rules.engine import step
from game.rules.events import event_to_dict
from game.rules.serialise import state_hash

TESTS = Path(__file__).resolve().parents[1]
REGEN = "python tools/regen_golden.py"


def play_out(db, state, events, header: str, *, show_seat: bool = False) -> str:
    """Returns the transcript of a duel played to its end by a seeded random-legal policy."""
    lines = [header, *(json.dumps(event_to_dict(e), sort_keys=True) for e in events)]
    pick = random.Random(7)
    while not state.over:
        action = pick.choice(legal_actions(db, state))
        seat = f"{state.active} " if show_seat else ""
        lines.append(f"> {seat}{action} {action_name(action, state, db)}")
        state, events = step(db, state, action)
        lines += [json.dumps(event_to_dict(e), sort_keys=True) for e in events]
    lines.append(f"final {state_hash(state)}")
    return "\n".join(lines) + "\n"


def duel_seed7(db) -> str:
    """Returns the 1v1 transcript: a dealt deck against duelist 10 on Forest, seed 7."""
    from game.rules.rng import PsxRng
    from game.rules.setup import deal_deck, setup_duel

    deck0 = deal_deck(db, 2, PsxRng(7))
    state, events = setup_duel(db, deck0, None, opponent=10, terrain=1, rng_seed=7)
    return play_out(db, state, events, f"setup deck0={list(deck0)} opponent=10 terrain=1 seed=7")


def tag_seed7(db) -> str:
    """Returns the tag transcript: duelists 2 and 10 against 7 and 20, team 1 first, seed 7."""
    from game.rules.tag import setup_tag_duel

    state, events = setup_tag_duel(db, (None,) * 4, duelists=(2, 10, 7, 20), first_team=1, rng_seed=7)
    return play_out(db, state, events, "setup duelists=(2, 10, 7, 20) first_team=1 seed=7", show_seat=True)


DUEL_SEED7 = TESTS / "rules" / "golden" / "duel_seed7.txt"
TAG_SEED7 = TESTS / "tag" / "golden" / "tag_seed7.txt"
# golden file -> the transcript it must hold
GOLDENS: dict[Path, Callable[[object], str]] = {DUEL_SEED7: duel_seed7, TAG_SEED7: tag_seed7}


def golden_problem(path: Path, text: str) -> str | None:
    """Returns why text does not match the golden file (missing, or the first differing line), else None."""
    if not path.is_file():
        return f"{path} is missing: write it with `{REGEN}` and review it like code"
    want = path.read_text(encoding="utf-8")
    if text == want:
        return None
    got_lines, want_lines = text.splitlines(), want.splitlines()
    for i, (g, w) in enumerate(zip(got_lines, want_lines), start=1):
        if g != w:
            return (f"{path}: line {i} differs\n  golden: {w}\n  now:    {g}\n"
                    f"(after an intended rule change: `{REGEN}`, then review the diff)")
    return (f"{path}: {len(want_lines)} lines in the golden file, {len(got_lines)} now "
            f"(after an intended rule change: `{REGEN}`, then review the diff)")


def write_goldens(db) -> list[Path]:
    """Rewrites every golden file from the current engine; returns the paths written."""
    for path, build in GOLDENS.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(build(db), encoding="utf-8")
    return list(GOLDENS)
