"""``fmduel lobby HOST[:PORT]``: a duel server's rooms from the command line (docs/online.md).

    fmduel lobby 203.0.113.7                      the room list
    fmduel lobby 203.0.113.7 --create tag         open a Tag Duel room; prints its code
    fmduel lobby 203.0.113.7 --watch KF7Q-MX3D    watch a room (the public view), headless

A seat is taken as at a host: ``fmduel join 203.0.113.7 --code CODE`` (a window, or ``--bot LEVEL``).
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from game.commands.common import file_to_be, host_port, seconds, whole

KINDS = {"2p": "versus", "tag": "tag"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    from game.net.wire import MAX_WATCH_DELAY

    parser.add_argument("address", type=host_port, metavar="HOST[:PORT]",
                        help="the server's address (port 47726 unless given)")
    parser.add_argument("--create", choices=tuple(KINDS), default=None, help="open a room: a 2P or a Tag Duel")
    parser.add_argument("--rules", default=None, metavar="LIST",
                        help="with --create: the rule options on, comma-separated (default: your settings')")
    parser.add_argument("--watch-delay", type=whole(-1, MAX_WATCH_DELAY), default=0, metavar="N",
                        help="with --create: spectators see the duel N actions late; -1: nobody may watch (default 0)")
    parser.add_argument("--private", action="store_true", help="with --create: not in the room list (join by code)")
    parser.add_argument("--watch", default=None, metavar="CODE", help="watch a room: one line per play, then the end")
    parser.add_argument("--max-seconds", type=seconds(0, above=True), default=3600.0, help=argparse.SUPPRESS)
    parser.add_argument("--config", type=file_to_be, default=None, metavar="PATH", help="settings file to read")


def run(args: argparse.Namespace) -> int:
    """Lists, creates or watches; returns 0, or 2 when the server refused or could not be reached."""
    from game.commands.common import bad_argument, load_db_or_report
    from game.db import default_mods_dir
    address, port = args.address
    if args.create and args.watch:
        return bad_argument("fmduel lobby", "--watch", "not with --create (open a room, then watch it)")
    if not args.create and (args.rules is not None or args.private or args.watch_delay):
        return bad_argument("fmduel lobby", "--rules/--watch-delay/--private", "only with --create")
    db = load_db_or_report(args, "fmduel lobby", mod_dirs=[default_mods_dir()])
    if db is None:
        return 1
    try:
        if args.watch:
            return _watch(db, address, port, args)
        if args.create:
            return _create(db, address, port, args)
        return _list(db, address, port)
    except ConnectionError as exc:  # Refused included: the server's reason, in its words
        print(f"fmduel lobby: {exc}", file=sys.stderr)
        return 2


def _list(db, address: str, port: int) -> int:
    from game.net.lobby_client import ask, list_request

    answer = asyncio.run(ask(address, port, list_request(db)))
    rooms = answer["rooms"]
    print(f"{len(rooms)} rooms on {address}:{port}" + ("   (the server is full)" if answer.get("full") else ""))
    for r in rooms:
        print(room_line(r))
    return 0


def room_line(r: dict) -> str:
    """Returns one room of the list as a line: code, duel, where it is, seats free, watching, rules."""
    kind = "Tag Duel" if r["kind"] == "tag" else "2P Duel"
    where = f"{r['free']} seat{'s' if r['free'] != 1 else ''} free" if r["phase"] == "lobby" else "playing"
    watch = "no spectators" if r["watch"] < 0 else ("watch" if r["watch"] == 0 else f"watch ({r['watch']} behind)")
    rules = ", ".join(r["rules"]) or "no options"
    return f"{r['code']}  {kind:8}  {where:13}  {watch:16}  {rules}"


def _create(db, address: str, port: int, args) -> int:
    from game.commands.common import bad_argument
    from game.net.lobby_client import ask, create_request

    if args.rules is None:
        from game.config import default_config_path, load_config

        config = load_config(args.config or default_config_path())
        rules = [r for r in ("glitch_fusions", "no_first_turn_attack", "strict_phase_order") if config.get(f"rules.{r}")]
    else:
        rules = [r.strip() for r in args.rules.split(",") if r.strip()]
        if len(rules) > 8:
            return bad_argument("fmduel lobby", "--rules", "at most 8 options")
    answer = asyncio.run(ask(address, port, create_request(db, KINDS[args.create], rules, args.watch_delay,
                                                           not args.private)))
    print(f"room code {answer['code']}   join: fmduel join {address}:{port} --code {answer['code']}", flush=True)
    return 0


def _watch(db, address: str, port: int, args) -> int:
    from game.net.lobby_client import watch, watch_request
    from game.net.names import winner_words

    def show(msg: dict) -> None:
        if msg["t"] == "update":
            lp = "  ".join(str(s["lp"]) for s in msg["view"]["sides"])
            print(f"after play {msg['n']}: life points {lp}", flush=True)

    out = asyncio.run(watch(address, port, watch_request(db, args.watch), seen=show, max_seconds=args.max_seconds))
    ended = out["ended"]
    if ended is None:
        print("fmduel lobby: the duel did not end while watching", file=sys.stderr)
        return 1
    if ended["t"] == "error":
        print(f"fmduel lobby: {ended['reason']}", file=sys.stderr)
        return 2
    print(f"duel over: {winner_words(ended['winner'], out['kind'] == 'tag')}  {ended['note']}".rstrip(), flush=True)
    return 0
