"""Replay files: one JSON document per duel in ``<data home>/replays`` (lesson 7).

The document holds the engine's ``ReplayLog`` (engine version, RNG kind, seed, decks, options,
every accepted action) plus what the log cannot say: whether the decks were shuffled, the AI
level, and the final state hash so a playback can prove it reproduced the duel. Any problem
with a file is a ``ReplayFileError`` whose message names the file and the problem.
"""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path
from typing import Any

from game.db.digest import tables_digest
from game.rules.actions import IllegalAction
from game.rules.engine import step
from game.rules.replay import RULES_EDITION, ReplayLog, edition_name, edition_note
from game.rules.serialise import state_hash
from game.rules.setup import setup_duel
from game.safe_load import brief

FORMAT = "fmduel-replay"
VERSION = 1
ENV_DATA_HOME = "FMDUEL_DATA_HOME"


class ReplayFileError(ValueError):
    """A replay file cannot be used; the message names the file and says why."""


class HashCheck(Enum):
    """What became of a replay's recorded final hash when it was checked (``verify``)."""

    MATCHES = "matches"  # reproduced: the playback is the recorded duel
    NONE_RECORDED = "none recorded"  # only the actions' legality was checked
    OLDER_EDITION = "older edition"  # recorded under an earlier edition of the rules: not comparable
    OTHER_MODS = "other mods"  # recorded with other data mods than the active ones: not comparable
    MALFORMED = "malformed"  # the recorded value is not a state hash


_HASH = re.compile(r"[0-9a-f]{64}")  # state_hash: a SHA-256 in lowercase hex


@dataclass(frozen=True)
class ReplayFile:
    """A loaded replay: the log, the deck-order flag and what was recorded about the end."""

    log: ReplayLog
    shuffle: bool = True
    ai_level: str = ""
    final_hash: str = ""
    label: str = ""
    path: str = ""
    mods: dict | None = None  # {"names": [...], "tables": digest} when data mods were active (mods_record)


def replays_dir() -> Path:
    """Returns $FMDUEL_DATA_HOME/replays, else the platform's user data dir /replays."""
    env = os.environ.get(ENV_DATA_HOME)
    if env:
        return Path(env) / "replays"
    import platformdirs

    return Path(platformdirs.user_data_dir("fmduel", appauthor=False)) / "replays"


def start(db, rf: ReplayFile):
    """Returns the opening (state, events) of a replay, honouring its deck-order flag."""
    log = rf.log
    return setup_duel(db, log.deck0, log.deck1, opponent=log.opponent, terrain=log.terrain, rng_seed=log.seed,
                      rng_kind=log.rng, options=log.options, lp=log.lp, shuffle=rf.shuffle)


def simulate(db, rf: ReplayFile, upto: int | None = None):
    """Returns the state after the first ``upto`` actions (all when None); raises ReplayFileError on an illegal one."""
    state, _ = start(db, rf)
    actions = rf.log.actions if upto is None else rf.log.actions[:upto]
    for i, action in enumerate(actions):
        try:
            state, _ = step(db, state, action)
        except IllegalAction as exc:
            if edition_note(rf.log.edition):  # expected: the rules it was recorded under have changed
                raise ReplayFileError(f"{rf.path or '<replay>'}: recorded under the {edition_name(rf.log.edition)} "
                                      f"of the rules; it cannot be played back (action #{i} is illegal in the "
                                      f"{edition_name(RULES_EDITION)})") from None
            raise ReplayFileError(f"{rf.path or '<replay>'}: action #{i} ({action}) is illegal here: {exc}") from None
    return state


def save(rf: ReplayFile, directory: Path | None = None, final_hash: str = "") -> Path:
    """Writes the replay as <dir>/<UTC time>-vs<opponent>.json (atomically) and returns the path."""
    directory = Path(directory or replays_dir())
    directory.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    path = directory / f"{stamp}-vs{rf.log.opponent:02d}.json"
    n = 1
    while path.exists():
        n += 1
        path = directory / f"{stamp}-vs{rf.log.opponent:02d}-{n}.json"
    doc = {"format": FORMAT, "version": VERSION, "label": rf.label, "shuffle": rf.shuffle,
           "ai_level": rf.ai_level, "final_hash": final_hash or rf.final_hash, "log": rf.log.to_dict()}
    if rf.mods is not None:  # only then: a file without mods stays exactly what older versions wrote
        doc["mods"] = rf.mods
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    os.replace(tmp, path)
    return path


def record(session, messages: list[str]) -> str:
    """Writes a finished duel's replay; returns its path, or "" with the reason added to messages."""
    try:
        return str(save(session.replay_file(), final_hash=state_hash(session.state)))
    except OSError as exc:
        messages.append(f"replay not saved: {exc}")
        return ""


def load(path: Path | str) -> ReplayFile:
    """Returns the replay in a file; raises ReplayFileError naming the file and the problem."""
    from game.safe_load import DocError, load_file

    path = Path(path)
    try:  # UTF-8, no NUL, bounded size, numbers, text and nesting (game.safe_load)
        doc = load_file(path, "replay", "json")
    except OSError as exc:
        raise ReplayFileError(f"{path}: cannot read ({exc.strerror})") from None
    except DocError as exc:
        raise ReplayFileError(f"{path}: not a replay ({exc})") from None
    return parse(doc, str(path))


def parse(doc: Any, where: str) -> ReplayFile:
    """Returns the replay a JSON document describes; raises ReplayFileError naming ``where``."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ReplayFileError(f"{where}: not a replay (expected a JSON object with format {FORMAT!r})")
    if doc.get("version") != VERSION or isinstance(doc.get("version"), bool):
        raise ReplayFileError(f"{where}: replay format version {brief(doc.get('version'))}, this game reads {VERSION}")
    raw = doc.get("log")
    if not isinstance(raw, dict):
        raise ReplayFileError(f"{where}: 'log' is missing or not an object")
    problem = _raw_problem(raw)
    if problem:
        raise ReplayFileError(f"{where}: log.{problem}")
    try:
        log = ReplayLog.from_dict(raw)
    except ValueError as exc:
        raise ReplayFileError(f"{where}: {exc}") from None
    except (KeyError, TypeError, OverflowError) as exc:
        raise ReplayFileError(f"{where}: log field {exc} is missing or malformed") from None
    problem = _log_problem(log)
    if problem:
        raise ReplayFileError(f"{where}: log.{problem}")
    for name, deck in (("deck0", log.deck0), ("deck1", log.deck1)):
        if deck is not None and (len(deck) != 40 or not all(_is_int(c) and 1 <= c <= 722 for c in deck)):
            raise ReplayFileError(f"{where}: log.{name} must hold 40 card ids 1..722")
    if not all(0 <= a < 94 for a in log.actions):
        raise ReplayFileError(f"{where}: log.actions holds an id outside 0..93")
    if not isinstance(doc.get("shuffle", True), bool):
        raise ReplayFileError(f"{where}: 'shuffle' = {brief(doc.get('shuffle'))}, expected true or false")
    shuffle = doc.get("shuffle", True)
    if "shuffle" not in raw:  # files written before the engine's log carried the flag
        log = replace(log, shuffle=shuffle)
    mods = doc.get("mods")
    if mods is not None and not (isinstance(mods, dict) and isinstance(mods.get("names"), list)
                                 and all(isinstance(n, str) for n in mods["names"])
                                 and isinstance(mods.get("tables"), str)):
        raise ReplayFileError(f"{where}: 'mods' must be an object with 'names' (a list of text) and 'tables'")
    return ReplayFile(log=log, shuffle=shuffle, ai_level=str(doc.get("ai_level", "")),
                      final_hash=str(doc.get("final_hash", "")), label=str(doc.get("label", "")), path=where,
                      mods=mods)


def check(db, rf: ReplayFile):
    """Returns the final state after verifying every action and, when it can be compared, the final hash.

    The hash is not held against a replay recorded under other data mods (``mods_mismatch`` says
    so) nor under another edition of the rules (``edition_note`` says so): the caller warns instead,
    since the tables or rules it was played with are not the active ones. ``verify`` also says why.
    """
    return verify(db, rf)[0]


def verify(db, rf: ReplayFile):
    """Returns (final state, HashCheck, reason) after verifying every action; reason is '' on MATCHES.

    Raises ReplayFileError when an action is illegal or a comparable hash is not reproduced. The
    reason (one line, naming the file) says why a recorded hash could not be verified.
    """
    state = simulate(db, rf)
    where = rf.path or "<replay>"
    if rf.final_hash and not _HASH.fullmatch(rf.final_hash):
        return state, HashCheck.MALFORMED, (f"{where}: the recorded final hash {brief(rf.final_hash)} is not a "
                                            "state hash (64 lowercase hex digits), so the duel cannot be verified")
    if edition_note(rf.log.edition):
        return state, HashCheck.OLDER_EDITION, f"{where}: {edition_note(rf.log.edition)}"
    if not rf.final_hash:
        return state, HashCheck.NONE_RECORDED, f"{where}: no final hash recorded; only the actions were checked"
    if mods_mismatch(db, rf):
        return state, HashCheck.OTHER_MODS, f"{mods_mismatch(db, rf)}; its final hash is not compared"
    if state_hash(state) != rf.final_hash:
        raise ReplayFileError(f"{where}: the replay does not reproduce the recorded final state "
                              f"(hash {state_hash(state)[:12]} != {rf.final_hash[:12]})")
    return state, HashCheck.MATCHES, ""


def list_replays(directory: Path | None = None) -> list[Path]:
    """Returns the replay files, newest first."""
    directory = Path(directory or replays_dir())
    if not directory.is_dir():
        return []
    return sorted(directory.glob("*.json"), reverse=True)


def mods_record(db) -> dict | None:
    """Returns what a replay records about the active data mods (names and a tables digest), None without mods."""
    report = getattr(db, "mods", None) or {}
    if not report.get("files"):
        return None
    return {"names": [str(n) for n in report.get("names", [])], "tables": tables_digest(db)}


def mods_mismatch(db, rf: ReplayFile) -> str:
    """Returns a warning when the replay was recorded under other data mods than the active ones, else ''."""
    active = mods_record(db)
    recorded = rf.mods
    if recorded is None and active is None:
        return ""
    if recorded is not None and recorded["tables"] == tables_digest(db):
        return ""  # the same tables, whatever the files are called now

    def names(m: dict | None) -> str:
        return ", ".join(m["names"]) if m and m["names"] else "none"

    return (f"{rf.path or '<replay>'}: recorded with mods: {names(recorded)}; active mods: {names(active)} "
            "- the playback may differ from the recorded duel")


# ---------------------------------------------------------------- helpers

def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _raw_problem(raw: dict) -> str:
    """Returns the first log field of the wrong JSON type (3.7 or true for a whole number), else ''.

    ReplayLog.from_dict converts with int(), which would quietly take 3.7 as 3 and true as 1.
    """
    for key in ("opponent", "seed", "terrain"):
        if key in raw and not _is_int(raw[key]):
            return f"{key} {brief(raw[key])}: expected a whole number"
    for key in ("lp", "actions", "deck0", "deck1"):
        value = raw.get(key)
        if key == "deck1" and value is None:
            continue
        if key in raw and not (isinstance(value, list) and all(_is_int(v) for v in value)):
            return f"{key} {brief(value)}: expected a list of whole numbers"
    if "shuffle" in raw and not isinstance(raw["shuffle"], bool):
        return f"shuffle {brief(raw['shuffle'])}: expected true or false"
    if "options" in raw and not (isinstance(raw["options"], dict)
                                 and all(isinstance(k, str) for k in raw["options"])):
        return f"options {brief(raw['options'])}: expected an object of true/false values"
    return ""


def _log_problem(log: ReplayLog) -> str:
    """Returns the first log field a hand-edited file made unusable (the engine would raise on it), else ''."""
    from dataclasses import astuple

    from game.rules.rng import PSX, SPLITMIX

    if log.rng not in (PSX, SPLITMIX):
        return f"rng {brief(log.rng)}: expected {PSX!r} or {SPLITMIX!r}"
    if not 0 <= log.opponent <= 39:  # 0: a 2P duel (an online one is recorded, issue 26)
        return f"opponent {log.opponent}: expected a duelist id 1..39 (0 for a 2P duel)"
    if not 0 <= log.terrain <= 6:
        return f"terrain {log.terrain}: expected 0..6"
    if not 0 <= log.seed < 2**64:
        return f"seed {log.seed}: expected 0..2**64-1"
    if len(log.lp) != 2 or not all(_is_int(v) and 1 <= v <= 99_999 for v in log.lp):
        return f"lp {list(log.lp)!r}: expected two life-point values 1..99999"
    if not all(isinstance(v, bool) for v in astuple(log.options)):
        return f"options {brief(log.options)}: expected true/false values"
    return ""
