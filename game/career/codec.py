"""SaveData <-> the JSON save document: versioned, checksummed and validated field by field.

    doc = to_document(save)          # {"format", "version", "checksum", "body"}
    save = from_document(doc)        # raises InvalidSave naming the field and the problem

The checksum is sha256 over the canonical body (sorted keys, no spaces, UTF-8), so the file itself
may be pretty-printed. Decoding trusts nothing: every type, range, card id and deck limit is
checked and unknown keys are errors, because a save is user-editable input.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from typing import Any, Final

from game.career.model import (
    CAMPAIGN_DUELISTS,
    CODE_MAX,
    DECK_NAME_MAX,
    DECK_SIZE,
    MAX_NAMED_DECKS,
    N_CARDS,
    N_DUELISTS,
    NAME_MAX,
    RECENT_SIZE,
    RECORD_CAP,
    RNG_MODES,
    SOUND_MODES,
    STARCHIP_CAP,
    STARCHIP_MULTIPLIERS,
    TABLE_SIZE,
    TERRAIN_MODES,
    TRUNK_CAP,
    VERSUS_CAP,
    Options,
    SaveData,
    copy_limit,
)
from game.safe_load import brief, plain_int

FORMAT: Final = "fmduel-save"
VERSION: Final = 1
_BODY_KEYS: Final = ("name", "code", "deck", "decks", "trunk", "starchips", "seen", "passwords_used",
              "defeated",
                     "unlocked", "records", "story", "recent", "versus", "options")
_OPTION_KEYS: Final = ("autosave", "sound", "unlock_heishin_on_loss", "glitch_fusions", "free_duel_terrain",
                       "rng")
# Grind relief (game.career.relief): written only when not at the default, so a save that never used
# it is byte for byte what it was before the options existed, and older saves load unchanged.
_RELIEF_OPTION_KEYS: Final = ("drop_assist", "starchip_multiplier")
_RELIEF_BODY_KEYS: Final = ("relief_wins",)
# A randomized run (game.randomizer.runs): written only for a save that plays one, so other saves are
# byte for byte what they were.
_RUN_BODY_KEYS: Final = ("randomized",)
_DEFAULT_OPTIONS: Final = Options()


class InvalidSave(ValueError):
    """A save document breaks the format; the message names the field and what is wrong."""


def canonical(body: dict[str, Any]) -> bytes:
    """Returns the byte form the checksum is computed over."""
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def checksum(body: dict[str, Any]) -> str:
    """Returns 'sha256:<hex>' of the canonical body."""
    return "sha256:" + hashlib.sha256(canonical(body)).hexdigest()


def to_body(save: SaveData) -> dict[str, Any]:
    """Returns the JSON-ready body of a save (sparse maps for the 722-entry tables)."""
    o = save.options
    return {
        "name": save.name,
        "code": save.code,
        "deck": list(save.deck),
        "decks": [{"name": n, "cards": list(c)} for n, c in save.decks],
        "trunk": {str(i): n for i, n in enumerate(save.trunk) if n},
        "starchips": save.starchips,
        "seen": sorted(save.seen),
        "passwords_used": sorted(save.passwords_used),
        "defeated": sorted(save.defeated),
        "unlocked": sorted(save.unlocked),
        "records": {str(d): [save.wins[d], save.losses[d]] for d in range(N_DUELISTS)
                    if save.wins[d] or save.losses[d]},
        "story": {"flags": dict(save.story), "location": save.location},
        "recent": list(save.recent),
        "versus": {"wins": save.versus_wins, "losses": save.versus_losses},
        "options": {k: getattr(o, k) for k in _OPTION_KEYS}
        | {k: getattr(o, k) for k in _RELIEF_OPTION_KEYS if getattr(o, k) != getattr(_DEFAULT_OPTIONS, k)},
    } | ({"relief_wins": save.relief_wins} if save.relief_wins else {}) | (
        {"randomized": {"code": save.run_code, "digest": save.run_digest}} if save.run_code else {})


def to_document(save: SaveData) -> dict[str, Any]:
    """Returns the whole versioned document of a save."""
    body = to_body(save)
    return {"format": FORMAT, "version": VERSION, "checksum": checksum(body), "body": body}


def from_document(doc: Any) -> SaveData:
    """Returns the save held by a document; raises InvalidSave on a bad header, checksum or field."""
    if not isinstance(doc, dict):
        raise InvalidSave(f"top level must be a JSON object, got {type(doc).__name__}")
    if doc.get("format") != FORMAT:
        raise InvalidSave(f"'format' is {brief(doc.get('format'))}, expected {FORMAT!r} (not an fmduel save)")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise InvalidSave(f"'version' is {brief(version)}, expected a positive integer")
    if version > VERSION:
        raise InvalidSave(f"save version {version} was written by a newer fmduel "
                          f"(this one reads up to {VERSION})")
    _keys(doc, ("format", "version", "checksum", "body"), "document")
    body = doc.get("body")
    if not isinstance(body, dict):
        raise InvalidSave("'body' is missing or not an object")
    if doc.get("checksum") != checksum(body):
        raise InvalidSave(f"checksum mismatch (stored {brief(doc.get('checksum'))}): "
                          "the file was damaged or edited")
    return from_body(body)


def from_body(body: dict[str, Any]) -> SaveData:
    """Returns the save held by a body; raises InvalidSave naming the first bad field."""
    _keys(body, _BODY_KEYS, "body", optional=_RELIEF_BODY_KEYS + _RUN_BODY_KEYS)
    run_code, run_digest = _run(body.get("randomized"))
    name = _str(body, "name", 1, NAME_MAX)
    code = _int(body["code"], "code", 1, CODE_MAX)
    deck = _deck(body["deck"], "deck")
    decks = _named_decks(body["decks"])
    trunk = [0] * TABLE_SIZE
    for key, n in _obj(body["trunk"], "trunk").items():
        trunk[_id_key(key, "trunk")] = _int(n, f"trunk[{key}]", 0, TRUNK_CAP)
    seen = _id_set(body["seen"], "seen", 1, N_CARDS)
    wins, losses = [0] * N_DUELISTS, [0] * N_DUELISTS
    for key, pair in _obj(body["records"], "records").items():
        d = _int(_digits(key, "records"), f"records key {brief(key)}", 1, N_DUELISTS - 1)
        if not isinstance(pair, list) or len(pair) != 2:
            raise InvalidSave(f"records[{key}] must be [wins, losses], got {brief(pair)}")
        wins[d] = _int(pair[0], f"records[{key}] wins", 0, RECORD_CAP)
        losses[d] = _int(pair[1], f"records[{key}] losses", 0, RECORD_CAP)
    story = _obj(body["story"], "story")
    _keys(story, ("flags", "location"), "story")
    flags = {}
    for flag, value in _obj(story["flags"], "story.flags").items():
        if not flag or len(flag) > 64:
            raise InvalidSave(f"story.flags key {brief(flag)} must be 1..64 characters")
        flags[flag] = _int(value, f"story.flags[{brief(flag)}]", -(2**31), 2**31 - 1)
    location = _str(story, "location", 0, 64, where="story.location")
    recent = _list(body["recent"], "recent")
    if len(recent) > RECENT_SIZE:
        raise InvalidSave(f"recent holds {len(recent)} entries, at most {RECENT_SIZE} allowed")
    recent_ids = tuple(_int(c, f"recent[{i}]", 1, N_CARDS) for i, c in enumerate(recent))
    versus = _obj(body["versus"], "versus")
    _keys(versus, ("wins", "losses"), "versus")
    return SaveData(
        name=name, code=code, deck=deck, decks=decks, trunk=tuple(trunk),
        starchips=_int(body["starchips"], "starchips", 0, STARCHIP_CAP),
        seen=seen, passwords_used=_id_set(body["passwords_used"], "passwords_used", 1, N_CARDS),
        defeated=_id_set(body["defeated"], "defeated", CAMPAIGN_DUELISTS.start, CAMPAIGN_DUELISTS.stop - 1),
        unlocked=_id_set(body["unlocked"], "unlocked", CAMPAIGN_DUELISTS.start, CAMPAIGN_DUELISTS.stop - 1),
        wins=tuple(wins), losses=tuple(losses), story=tuple(sorted(flags.items())), location=location,
        recent=recent_ids, versus_wins=_int(versus["wins"], "versus.wins", 0, VERSUS_CAP),
        versus_losses=_int(versus["losses"], "versus.losses", 0, VERSUS_CAP),
        options=_options(body["options"]),
        relief_wins=_int(body.get("relief_wins", 0), "relief_wins", 0, RECORD_CAP),
        run_code=run_code, run_digest=run_digest,
    )


_RUN_CODE_LENGTHS = {"FMR1-": 15, "FMR2-": 16}  # game.randomizer.code's two formats


def _run(value: Any) -> tuple[str, str]:
    """Returns (code, digest) of a randomized run's record, ("", "") for none."""
    if value is None:
        return "", ""
    run = _obj(value, "randomized")
    _keys(run, ("code", "digest"), "randomized")
    code, digest = _str(run, "code", 15, 16, "randomized.code"), _str(run, "digest", 16, 16, "randomized.digest")
    well_formed = code[:5] in _RUN_CODE_LENGTHS and len(code) == _RUN_CODE_LENGTHS[code[:5]]
    if not well_formed or any(c not in "0123456789abcdef" for c in digest):
        raise InvalidSave(f"randomized must hold a run code FMR2-... (or FMR1-...) and a 16-hex-digit digest, got "
                          f"{brief(code)} and {brief(digest)}")
    return code, digest


def deck_problem(cards: list[int] | tuple[int, ...]) -> str | None:
    """Returns why a deck breaks R3.5/R3.6/R15.19 (over 40, over 3 copies, Exodia twice), or None."""
    if len(cards) > DECK_SIZE:
        return f"holds {len(cards)} cards, at most {DECK_SIZE} allowed"
    for card, n in sorted(Counter(cards).items()):
        limit = copy_limit(card)
        if n > limit:
            return f"holds {n} copies of card {card}, at most {limit} allowed"
    return None


# ---------------------------------------------------------------- helpers

def _keys(obj: dict, allowed: tuple[str, ...], where: str, optional: tuple[str, ...] = ()) -> None:
    unknown = sorted(set(obj) - set(allowed) - set(optional))
    if unknown:
        raise InvalidSave(f"{where}: unknown field {brief(unknown[0])} (known: {', '.join(allowed + optional)})")
    missing = [k for k in allowed if k not in obj]
    if missing:
        raise InvalidSave(f"{where}: field {brief(missing[0])} is missing")


def _int(value: Any, where: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidSave(f"{where} = {brief(value)}, expected an integer {lo}..{hi}")
    if not lo <= value <= hi:
        raise InvalidSave(f"{where} = {value}, out of range {lo}..{hi}")
    return value


def _str(obj: dict, key: str, lo: int, hi: int, where: str | None = None) -> str:
    value = obj[key]
    where = where or key
    if not isinstance(value, str) or not lo <= len(value) <= hi:
        raise InvalidSave(f"{where} = {brief(value)}, expected a string of {lo}..{hi} characters")
    return value


def _obj(value: Any, where: str) -> dict:
    if not isinstance(value, dict):
        raise InvalidSave(f"{where} must be an object, got {type(value).__name__}")
    return value


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise InvalidSave(f"{where} must be a list, got {type(value).__name__}")
    return value


def _digits(key: str, where: str) -> int:
    value = plain_int(key) if key == key.strip() else None
    if value is None:
        raise InvalidSave(f"{where} key {brief(key)} is not a number")
    return value


def _id_key(key: str, where: str) -> int:
    return _int(_digits(key, where), f"{where} key {brief(key)}", 1, N_CARDS)


def _id_set(value: Any, where: str, lo: int, hi: int) -> frozenset[int]:
    items = _list(value, where)
    ids = [_int(v, f"{where}[{i}]", lo, hi) for i, v in enumerate(items)]
    if len(set(ids)) != len(ids):
        raise InvalidSave(f"{where} lists an id twice")
    return frozenset(ids)


def _deck(value: Any, where: str) -> tuple[int, ...]:
    cards = tuple(_int(c, f"{where}[{i}]", 1, N_CARDS) for i, c in enumerate(_list(value, where)))
    problem = deck_problem(cards)
    if problem:
        raise InvalidSave(f"{where} {problem}")
    return cards


def _named_decks(value: Any) -> tuple[tuple[str, tuple[int, ...]], ...]:
    entries = _list(value, "decks")
    if len(entries) > MAX_NAMED_DECKS:
        raise InvalidSave(f"decks holds {len(entries)} saved decks, at most {MAX_NAMED_DECKS} allowed")
    out: list[tuple[str, tuple[int, ...]]] = []
    for i, entry in enumerate(entries):
        entry = _obj(entry, f"decks[{i}]")
        _keys(entry, ("name", "cards"), f"decks[{i}]")
        name = _str(entry, "name", 1, DECK_NAME_MAX, where=f"decks[{i}].name")
        if any(name == n for n, _ in out):
            raise InvalidSave(f"decks[{i}].name {brief(name)} is used twice")
        out.append((name, _deck(entry["cards"], f"decks[{i}] {brief(name)}")))
    return tuple(out)


def _options(value: Any) -> Options:
    opts = _obj(value, "options")
    _keys(opts, _OPTION_KEYS, "options", optional=_RELIEF_OPTION_KEYS)
    opts = {k: getattr(_DEFAULT_OPTIONS, k) for k in _RELIEF_OPTION_KEYS} | opts
    for key in ("autosave", "unlock_heishin_on_loss", "glitch_fusions", "drop_assist"):
        if not isinstance(opts[key], bool):
            raise InvalidSave(f"options.{key} = {brief(opts[key])}, expected true or false")
    for key, choices in (("sound", SOUND_MODES), ("free_duel_terrain", TERRAIN_MODES), ("rng", RNG_MODES),
                         ("starchip_multiplier", STARCHIP_MULTIPLIERS)):
        if opts[key] not in choices or isinstance(opts[key], bool):
            raise InvalidSave(f"options.{key} = {brief(opts[key])}, expected one of "
                              f"{', '.join(map(str, choices))}")
    return Options(**{k: opts[k] for k in _OPTION_KEYS + _RELIEF_OPTION_KEYS})
