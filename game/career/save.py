"""Save slots on disk (R15.22, D-29): one JSON file per slot, written atomically, with a backup.

    save_slot(save, 1)              # slot_1.json; the previous good save becomes slot_1.bak.json
    save = load_slot(1)             # SaveError(.path, .backup_available) on any bad file
    save = load_backup(1)           # the previous good save, when the player accepts it

Writing never leaves a half file: the document goes to a temp file in the same directory, is
flushed and fsynced, then ``os.replace``d over the slot and the directory is fsynced. Before that
the current slot file, only if it still verifies, is copied the same way to the backup, so a kill
at any moment leaves a complete slot file and a complete backup. A failure never resets or
overwrites anything: loading only reads, and a slot file that does not verify is moved aside to
``slot_N.corrupt.json`` (not deleted; a later one gets ``slot_N.corrupt-2.json`` and so on, so no
set-aside file is ever replaced) before a new save takes its place.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from game.career.codec import InvalidSave, from_document, to_document
from game.career.model import SaveData
from game.safe_load import DocError, parse_json, read_capped

SLOTS: Final = range(1, 9)
ENV_DATA_HOME: Final = "FMDUEL_DATA_HOME"


class SaveError(Exception):
    """A save file cannot be used; names the file and what is wrong, and whether a backup exists."""

    def __init__(self, path: Path, problem: str, backup_available: bool = False) -> None:
        hint = " (a backup is available: load_backup)" if backup_available else ""
        super().__init__(f"{path}: {problem}{hint}")
        self.path = Path(path)
        self.problem = problem
        self.backup_available = backup_available


@dataclass(frozen=True, slots=True)
class SlotInfo:
    """What a load dialog shows for one slot: empty, a save summary, or the error."""

    slot: int
    path: Path
    save: SaveData | None
    error: str | None
    backup_available: bool


def saves_dir(base: Path | str | None = None) -> Path:
    """Returns the saves directory: base if given, else $FMDUEL_DATA_HOME/saves, else the user data dir."""
    if base is not None:
        return Path(base)
    env = os.environ.get(ENV_DATA_HOME)
    if env:
        return Path(env) / "saves"
    import platformdirs

    return Path(platformdirs.user_data_dir("fmduel", appauthor=False)) / "saves"


def slot_path(slot: int, base: Path | str | None = None) -> Path:
    """Returns the file of a slot; raises ValueError for a slot outside 1..8."""
    return saves_dir(base) / f"slot_{_check_slot(slot)}.json"


def backup_path(slot: int, base: Path | str | None = None) -> Path:
    """Returns the backup file of a slot."""
    return saves_dir(base) / f"slot_{_check_slot(slot)}.bak.json"


def save_slot(save: SaveData, slot: int, base: Path | str | None = None) -> Path:
    """Writes a save to its slot atomically, the previous good save kept as the backup; returns the path."""
    path = slot_path(slot, base)
    data = _checked(save, path)
    path.parent.mkdir(parents=True, exist_ok=True)
    for stale in path.parent.glob(f".{path.name}.*.tmp"):  # left by a process killed mid-write
        stale.unlink(missing_ok=True)
    for stale in path.parent.glob(f".{backup_path(slot, base).name}.*.tmp"):
        stale.unlink(missing_ok=True)
    if path.exists():
        try:
            old = read_capped(path, "save")
            decode(old, path)
        except (SaveError, DocError):
            os.replace(path, corrupt_path(path))  # kept for the player, under a name no later save reuses
            _fsync_dir(path.parent)
        else:
            write_bytes_atomic(backup_path(slot, base), old)
    write_bytes_atomic(path, data)
    return path


def corrupt_path(path: Path) -> Path:
    """Returns a free name for a damaged slot file set aside: slot_N.corrupt.json, then slot_N.corrupt-2.json..."""
    stem = path.name.removesuffix(".json")
    candidate, n = path.with_name(f"{stem}.corrupt.json"), 1
    while candidate.exists() or candidate.is_symlink():
        n += 1
        candidate = path.with_name(f"{stem}.corrupt-{n}.json")
    return candidate


def autosave(save: SaveData, slot: int, base: Path | str | None = None) -> Path | None:
    """Saves to the slot only when the save's autosave option is on (D-02); returns the path or None."""
    return save_slot(save, slot, base) if save.options.autosave else None


def load_slot(slot: int, base: Path | str | None = None) -> SaveData:
    """Returns the save in a slot; raises SaveError (with backup_available) if missing or bad."""
    path = slot_path(slot, base)
    return read_save(path, backup=backup_path(slot, base))


def load_backup(slot: int, base: Path | str | None = None) -> SaveData:
    """Returns the backup save of a slot; raises SaveError if it is missing or bad too."""
    return read_save(backup_path(slot, base))


def list_slots(base: Path | str | None = None) -> list[SlotInfo]:
    """Returns one SlotInfo per slot for the load dialog; never raises for a bad file."""
    infos = []
    for slot in SLOTS:
        path, bak = slot_path(slot, base), backup_path(slot, base)
        save, error = None, None
        if path.exists():
            try:
                save = read_save(path)
            except SaveError as exc:
                error = exc.problem
        infos.append(SlotInfo(slot, path, save, error, bak.exists()))
    return infos


def read_save(path: Path | str, backup: Path | None = None) -> SaveData:
    """Returns the save in a file; raises SaveError naming the file (and whether backup exists)."""
    path = Path(path)
    has_backup = backup is not None and backup.exists()
    try:
        data = read_capped(path, "save")
    except FileNotFoundError:
        raise SaveError(path, "no save file", has_backup) from None
    except OSError as exc:
        raise SaveError(path, f"cannot read ({exc.strerror})", has_backup) from None
    except DocError as exc:
        raise SaveError(path, str(exc), has_backup) from None
    return decode(data, path, has_backup)


def encode(save: SaveData) -> bytes:
    """Returns the file bytes of a save: one body field per line (the checksum covers the canonical body)."""
    doc = to_document(save)
    head = ",\n".join(f" {json.dumps(k)}: {json.dumps(v)}" for k, v in doc.items() if k != "body")
    body = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}"
                      for k, v in doc["body"].items())
    return f"{{\n{head},\n \"body\": {{\n{body}\n }}\n}}\n".encode()


def decode(data: bytes, path: Path | str = "<memory>", backup_available: bool = False) -> SaveData:
    """Returns the save in file bytes; raises SaveError naming path and the problem."""
    path = Path(path)
    if not data.strip():
        raise SaveError(path, "file is empty (an interrupted write or a damaged disk)", backup_available)
    try:  # UTF-8, no NUL, bounded numbers, text and nesting (game.safe_load)
        doc = parse_json(data)
    except DocError as exc:
        raise SaveError(path, f"not a readable save (truncated or damaged?): {exc}", backup_available) from None
    try:
        return from_document(doc)
    except InvalidSave as exc:
        raise SaveError(path, str(exc), backup_available) from None


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Writes bytes to path via a same-dir temp file, flush, fsync, os.replace and a dir fsync."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


# ---------------------------------------------------------------- helpers

def _checked(save: SaveData, path: Path) -> bytes:
    """Returns the file bytes of a save after proving they load back; a bad record never reaches disk."""
    data = encode(save)
    try:
        decode(data, path)
    except SaveError as exc:
        raise SaveError(path, f"refusing to write an invalid save ({exc.problem}); "
                              "nothing was changed") from None
    return data


def _check_slot(slot: int) -> int:
    if not isinstance(slot, int) or isinstance(slot, bool) or slot not in SLOTS:
        raise ValueError(f"save slot must be {SLOTS.start}..{SLOTS.stop - 1}, got {slot!r}")
    return slot


def _fsync_dir(directory: Path) -> None:
    if os.name != "posix":
        return  # Windows cannot open a directory for fsync; os.replace is already atomic there
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
