"""Which randomized run the game has loaded, and whether a save may be played with it.

    run = active_run(db)                 # Run(code, digest, path) of the loaded randomized mod, or None
    save = stamp(save, run)              # a new game records the run it starts on
    problem = mix_problem(save, run)     # None, or one line saying why this save cannot be played now

A randomized run is an ordinary mod (``randomized-<code>.yaml``, named "Randomized <code>") that the
game loads from the mods folder. A save started on it records its code and the digest of the mod's
bytes; it is refused with the other run or with none loaded, and a save started without a run is
refused while one is loaded, so a career never continues on other tables than the ones it began on.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from pathlib import Path

from game.randomizer.code import is_code_prefix

NAME_PREFIX = "Randomized "


@dataclass(frozen=True, slots=True)
class Run:
    """A loaded randomized run: its code, its mod file's digest and path."""

    code: str
    digest: str
    path: str


def digest_of(data: bytes) -> str:
    """Returns the 16-hex-digit digest a save records (the same as game.randomizer.build.Result.digest)."""
    return hashlib.sha256(data).hexdigest()[:16]


def active_run(db) -> Run | None:
    """Returns the randomized run among the loaded mods (the last one when there are several), or None."""
    mods = getattr(db, "mods", None) or {}
    found = None
    rejected = {p for p, *_ in mods.get("rejected", [])}
    for path, name in zip(mods.get("files", []), mods.get("names", [])):
        name = str(name)
        if path in rejected or not (name.startswith(NAME_PREFIX) and is_code_prefix(name[len(NAME_PREFIX):])):
            continue
        try:
            data = Path(path).read_bytes()
        except OSError:
            continue
        found = Run(str(name)[len(NAME_PREFIX):], digest_of(data), str(path))
    return found


def stamp(save, run: Run | None):
    """Returns a new save that records the run it starts on (unchanged without one)."""
    return save if run is None else replace(save, run_code=run.code, run_digest=run.digest)


def mix_problem(save, run: Run | None) -> str | None:
    """Returns why the save cannot be played with the loaded run (or without one), or None when it can."""
    if not save.run_code and run is None:
        return None
    if not save.run_code:
        return (f"This save is not a randomized run, and the randomized run {run.code} is loaded: "
                f"take {Path(run.path).name} out of the mods folder to play it.")
    if run is None:
        return (f"This save plays the randomized run {save.run_code}, which is not loaded: "
                f"put its mod back in the mods folder (fmduel randomize {save.run_code}).")
    if run.code != save.run_code:
        return f"This save plays the randomized run {save.run_code}, but {run.code} is loaded."
    if run.digest != save.run_digest:
        return (f"The mod of the randomized run {run.code} was changed since this save began: "
                f"make it again with fmduel randomize {run.code}.")
    return None
