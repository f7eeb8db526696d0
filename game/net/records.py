"""The room's duel as records: the replay log it starts from, its opening, and the replay it ends in.

A 2P room keeps an engine ``ReplayLog`` (opponent 0: no computer duelist, R16.3) and ends in an
ordinary replay file; a tag room keeps a ``TagLog`` and ends in a tag replay file (``TAG_FORMAT``,
in ``replays/tag``),
which ``fmduel replay --check`` verifies the same way: every action legal, the final hash equal.
A seat that brought no deck gets a dealt starter deck (R15.13) from the room's seed.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from game.rules.replay import ReplayLog
from game.rules.rng import make_rng
from game.rules.serialise import state_hash
from game.rules.tag import TagLog, replay_tag, start_tag

TAG_FORMAT = "fmduel-tag-replay"
TAG_VERSION = 1


def _decks(db, room) -> list[tuple[int, ...]]:
    from game.career.starter import deal_starter, load_starter_pools

    pools = None
    out = []
    for i, s in enumerate(room.seats):
        if s.deck is None:
            pools = pools or load_starter_pools(db)
            s.deck = tuple(deal_starter(pools, make_rng("psx", room.seed * 4 + i)))
        out.append(s.deck)
    return out


def new_log(db, room):
    """Returns the empty log of a room's duel (decks checked: R16.1 / R17.2)."""
    from game.rules.setup import check_deck
    from game.rules.tag import check_tag_deck

    decks = _decks(db, room)
    if room.tag:
        for i, d in enumerate(decks):
            check_tag_deck(d, i)
        return TagLog(decks=tuple(decks), seed=room.seed, options=room.options)
    for d in decks:
        check_deck(d)
    return ReplayLog(deck0=decks[0], deck1=decks[1], opponent=0, seed=room.seed, options=room.options)


def log_from(room_header: dict):
    """Returns the log a journal header holds (no actions)."""
    data = room_header["log"]
    return TagLog.from_dict(data) if room_header["kind"] == "tag" else ReplayLog.from_dict(data)


def opening(db, log):
    """Returns the opening (state, events) of a room's log."""
    if isinstance(log, TagLog):
        return start_tag(db, log)
    from game.rules.replay import start

    return start(db, log)


def replay_all(db, log):
    """Returns the final state of a room's log with every action played."""
    if isinstance(log, TagLog):
        return replay_tag(db, log)[0]
    from game.rules.replay import replay

    return replay(db, log)[0]


def save_replay(db, room) -> Path:
    """Writes the room's duel as a replay file in the replays folder; returns its path."""
    from game import replays

    final = state_hash(room.state)
    if not room.tag:
        rf = replays.ReplayFile(log=room.log, label="Online 2P Duel", mods=replays.mods_record(db))
        return replays.save(rf, final_hash=final)
    directory = replays.replays_dir() / "tag"  # apart: the Replays screen plays 1v1 duels back
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}-tag-{room.code}.json"
    doc = {"format": TAG_FORMAT, "version": TAG_VERSION, "label": "Online Tag Duel", "final_hash": final,
           "log": room.log.to_dict()}
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    os.replace(tmp, path)
    return path


def is_tag_replay(doc) -> bool:
    """Returns whether a parsed replay document is a tag replay."""
    return isinstance(doc, dict) and doc.get("format") == TAG_FORMAT


def check_tag_replay(db, doc, where: str) -> tuple[TagLog, object, bool]:
    """Returns (log, final state, hash matches) of a tag replay; ValueError naming ``where`` and the problem."""
    from game.rules.actions import IllegalAction

    if doc.get("version") != TAG_VERSION:
        raise ValueError(f"{where}: tag replay version {doc.get('version')!r}, this game reads {TAG_VERSION}")
    try:
        log = TagLog.from_dict(doc["log"])
        final = replay_tag(db, log)[0]
    except IllegalAction as exc:
        raise ValueError(f"{where}: an action is illegal here: {exc}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"{where}: not a usable tag replay ({type(exc).__name__}: {exc})") from None
    return log, final, doc.get("final_hash") == state_hash(final)
