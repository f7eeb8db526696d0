"""``fmduel server``: a duel server, many rooms on one port with a lobby (docs/online.md).

    fmduel server                          port 47726, rooms kept in <data home>/server
    fmduel server --port 5000 --state /var/lib/fmduel --max-rooms 300
    fmduel server --turn-time 60 --reserve 300    every room's turn timer (as ``fmduel host``'s)

Players list, open, join and watch rooms from the menus (ONLINE on the 2P / Tag Duel menus) or with
``fmduel lobby HOST[:PORT]`` and ``fmduel join HOST[:PORT] --code CODE``. Every room is journaled in
the state directory; a server started on a state directory brings back every room it holds (a
duel at its last play, a room still waiting for players as it was), so after a crash or a reboot
the same command carries on and the players rejoin with their codes.
"""

from __future__ import annotations

import argparse

from game.commands.common import dir_to_be, seconds, whole
from game.commands.host import add_clock_arguments, clock_rule
from game.net.room import GRACE


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    from game.net.serve import DEFAULT_PORT

    parser.add_argument("--port", type=whole(0, 65535), default=DEFAULT_PORT,
                        help=f"TCP port to listen on (default {DEFAULT_PORT}; 0: any free one)")
    parser.add_argument("--bind", default="0.0.0.0", metavar="ADDR",
                        help="address to listen on (default all; 127.0.0.1 for this machine only)")
    parser.add_argument("--state", type=dir_to_be, default=None, metavar="DIR",
                        help="where rooms are journaled and resumed from (default <data home>/server)")
    parser.add_argument("--max-rooms", type=whole(1, 100_000), default=500, metavar="N",
                        help="rooms open at once (default 500)")
    parser.add_argument("--grace", type=seconds(0, above=True), default=GRACE, metavar="SECONDS",
                        help=f"how long a player who dropped has to come back (default {GRACE:.0f})")
    parser.add_argument("--after-grace", choices=("wait", "ai", "end"), default="wait",
                        help="what a room does once a grace runs out (default: the players still there vote)")
    add_clock_arguments(parser)  # every room's turn timer and inactivity rule
    from game.net.limits import Limits

    parser.add_argument("--max-connections", type=whole(1, 1_000_000), default=Limits.max_conns, metavar="N",
                        help=f"connections open at once, all rooms together (default {Limits.max_conns}; "
                             "lowered to fit the process's file limit)")
    parser.add_argument("--per-address", type=whole(1, 1_000_000), default=Limits.per_address, metavar="N",
                        help=f"connections open at once from one address (default {Limits.per_address})")
    parser.add_argument("--max-minutes", type=seconds(0), default=0, metavar="M", help="stop after M minutes")
    parser.add_argument("--rate", type=whole(1, 1_000_000), default=60, help=argparse.SUPPRESS)  # the bench's machine players


def run(args: argparse.Namespace) -> int:
    """Resumes the state directory's rooms and serves until stopped."""
    from game.commands.common import load_db_or_report
    from game.db import data_home, default_mods_dir
    from game.net.handshake import fingerprint
    from game.net.limits import Gate, Limits
    from game.net.lobby import Lobby
    from game.net.serve import serve_foreground
    from game.net.server import Server

    db = load_db_or_report(args, "fmduel server", mod_dirs=[default_mods_dir()])
    if db is None:
        return 1
    state = args.state or data_home() / "server"

    def say(line: str) -> None:
        print(line, flush=True)

    _long_running_gc()
    lobby = Lobby(db, state, args.max_rooms, grace=args.grace, timer=clock_rule(args))
    for line in lobby.resume_all():
        say(line)
    fit = _more_files(args.max_connections, args.max_rooms)
    gate = Gate(Limits(max_conns=fit, per_address=args.per_address), say=say)  # every room's
    server = Server(lobby, fingerprint(db), address=args.bind, port=args.port, after_grace=args.after_grace,
                    log=say, rate=(float(args.rate), 2 * args.rate), gate=gate)

    def started(port: int) -> None:
        say(f"server listening on {args.bind}:{port}   state {state}   rooms {len(lobby.rooms)}/{args.max_rooms}")

    if gate.cap < args.max_connections:
        say(f"server: at most {gate.cap} connections at once (this process's file limit)")
    if serve_foreground(server, "fmduel server", args.bind, args.port, started, args.max_minutes):
        return 1
    say(f"server stopped: {len(lobby.rooms)} rooms kept in {state}   cpu {server.stats['cpu']:.1f} s")
    return 0


def _more_files(connections: int, rooms: int) -> int:
    """Raises this process's file limit as far as ``connections`` and the rooms' open journals need (a
    server is the process the limit is meant to be raised for); returns the connections that fit beside
    the journals (the gate keeps its own reserve for the loop and logs)."""
    from game.net.limits import ACCEPT_BURST, RESERVED_FILES, raise_file_limit

    soft = raise_file_limit(connections + rooms + RESERVED_FILES + ACCEPT_BURST)
    return connections if soft is None else max(1, min(connections, soft - rooms - RESERVED_FILES - ACCEPT_BURST))


def _long_running_gc() -> None:
    """Sets this process's garbage collector for a server: what is loaded now (the card database) is
    never traversed again, and full collections run a thousand times less often. A full collection
    walks every room's duel (150-260 ms at 300 rooms on this machine) and every play waiting meanwhile
    waits with it: they made the 95th percentile of play-to-update 500-900 ms (fmduel bench). The
    duel's records are immutable trees freed by reference counting; the young generations, as
    usual, still collect the few cycles asyncio makes."""
    import gc

    gc.freeze()
    gc.set_threshold(700, 10, 10_000)
