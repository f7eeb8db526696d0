"""``fmduel host``: open a room for a networked 2P or Tag Duel (docs/online.md).

    fmduel host                      a 2P room: this window plays RED, the other player joins as BLUE
    fmduel host --tag --headless     a Tag room on a server, no window, four players join
    fmduel host --resume             the last unfinished duel, after the host was closed or crashed

The room code is printed (and shown in the window); players join with ``fmduel join HOST --code``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.commands.common import file_to_be, seconds, whole
from game.net.clocks import IDLE, Timeout
from game.net.room import GRACE


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    from game.net.serve import DEFAULT_PORT

    parser.add_argument("--port", type=whole(0, 65535), default=DEFAULT_PORT, help=f"TCP port to listen on (default {DEFAULT_PORT})")
    parser.add_argument("--bind", default="0.0.0.0", metavar="ADDR",
                        help="address to listen on (default all; 127.0.0.1 for this machine only)")
    parser.add_argument("--tag", action="store_true", help="a Tag Duel (four seats) instead of a 2P duel")
    parser.add_argument("--headless", action="store_true", help="no window: a server; it holds no seat itself")
    parser.add_argument("--seats", default="", metavar="LIST",
                        help="who plays each seat, comma-separated: remote, local (this window) or ai:LEVEL "
                             "(default: local then remote; all remote when --headless)")
    parser.add_argument("--resume", nargs="?", const="latest", default=None, metavar="JOURNAL",
                        help="continue an unfinished duel from its journal (default: the newest)")
    parser.add_argument("--grace", type=seconds(0, above=True), default=GRACE, metavar="SECONDS",
                        help=f"how long a player who dropped has to come back (default {GRACE:.0f})")
    parser.add_argument("--after-grace", choices=("wait", "ai", "end"), default="wait",
                        help="what the host does once a grace runs out (default: the players still there vote)")
    add_clock_arguments(parser)
    parser.add_argument("--team-traps", action="store_true", help="tag variant: a set trap answers any attack on the team")
    parser.add_argument("--partner-cards", action="store_true", help="tag variant: fuse or equip onto the partner's monster")
    parser.add_argument("--max-minutes", type=seconds(0), default=0, metavar="M", help="close the room after M minutes")
    parser.add_argument("--frames", type=whole(0), default=0, help=argparse.SUPPRESS)  # smoke tests: quit after N frames
    parser.add_argument("--config", type=file_to_be, default=None, metavar="PATH", help="settings file to read")


def add_clock_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds the turn timer's and the inactivity rule's options (a host's room, every room of a server)."""
    parser.add_argument("--turn-time", type=_clock, default=0.0, metavar="SECONDS",
                        help="turn timer: seconds each turn (default 0: no turn timer)")
    parser.add_argument("--reserve", type=_clock, default=0.0, metavar="SECONDS",
                        help="turn timer: a chess-clock reserve per seat, spent once a turn's time is out (default 0)")
    parser.add_argument("--idle", type=_clock, default=IDLE, metavar="SECONDS",
                        help=f"a turn without a play for this long times out (default {IDLE:.0f}; 0: never)")
    parser.add_argument("--on-timeout", choices=[t.value for t in Timeout], default="end",
                        help="when a clock runs out: end the turn, or the computer plays it (default end)")


def clock_rule(args: argparse.Namespace):
    """Returns the ``ClockRule`` the clock options ask for."""
    from game.net.clocks import rule_of

    return rule_of(args.turn_time, args.reserve, args.idle, args.on_timeout)


def _clock(text: str) -> float:
    """argparse ``type=``: a clock's seconds, 0 (off) or at least 5."""
    from game.net.clocks import rule_of

    value = seconds(0)(text)
    try:
        rule_of(turn=value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc).partition(": ")[2]) from None
    return value


def run(args: argparse.Namespace) -> int:
    """Opens the room and serves it until the duel is over and everyone has left."""
    from game.commands.common import load_db_or_report
    from game.db import default_mods_dir

    db = load_db_or_report(args, "fmduel host", mod_dirs=[default_mods_dir()])
    if db is None:
        return 1
    try:
        room = _room(db, args)
    except ValueError as exc:
        print(f"fmduel host: {exc}", file=sys.stderr)
        return 2
    if args.headless or all(s.kind != "local" for s in room.seats):
        return _headless(db, room, args)
    from game.commands.window import run_window
    from game.scenes.online.launch import run_host_window

    return run_host_window(db, room, args, lambda first: run_window(db, args, first))


def _room(db, args):
    from game.config import default_config_path, load_config
    from game.net.journal import JournalError
    from game.net.room import SeatKind
    from game.net.serve import latest_journal, new_room, resumed_room
    from game.rules.state import RuleOptions

    if args.resume is not None:
        path = latest_journal() if args.resume == "latest" else Path(args.resume)
        if path is None:
            raise ValueError("--resume: no unfinished duel to resume")
        try:
            room = resumed_room(db, path, args.grace)
        except JournalError as exc:
            raise ValueError(f"--resume: {exc}") from None
        if args.headless:  # no window to play the old local seat: its player rejoins with the code
            for seat in room.seats:
                if seat.kind == SeatKind.LOCAL:
                    seat.kind = SeatKind.REMOTE
        return room
    seats = args.seats or ("" if args.headless else ",".join(["local"] + ["remote"] * (3 if args.tag else 1)))
    if args.headless and "local" in seats.split(","):
        raise ValueError("--seats: a headless host has no window to play a local seat")
    if seats.split(",").count("local") > 1:
        raise ValueError("--seats: one window plays one seat (at most one local seat)")
    config = load_config(args.config or default_config_path())
    options = RuleOptions(glitch_fusions=bool(config.get("rules.glitch_fusions")),
                          no_first_turn_attack=bool(config.get("rules.no_first_turn_attack")),
                          strict_phase_order=bool(config.get("rules.strict_phase_order")),
                          tag_team_traps=args.tag and args.team_traps, tag_partner_cards=args.tag and args.partner_cards)
    return new_room(db, tag=args.tag, seats=seats, options=options, grace=args.grace, timer=clock_rule(args))


def _headless(db, room, args) -> int:
    from game.net.addresses import join_at
    from game.net.handshake import fingerprint
    from game.net.host import Host
    from game.net.names import winner_words
    from game.net.serve import serve_foreground

    def say(line: str) -> None:
        print(line, flush=True)

    host = Host(room, fingerprint(db), address=args.bind, port=args.port, after_grace=args.after_grace, log=say)

    def started(port: int) -> None:
        kind = "Tag Duel" if room.tag else "2P Duel"
        say(f"room code {room.code}   {kind}   listening on {args.bind}:{port}")
        say(join_at(args.bind, port))
        if room.state is not None:
            say(f"resumed at action {len(room.log.actions)}: players rejoin with the same code")
            if room.resume_note:
                say(f"host: {room.resume_note}")
        say(f"journal {room.journal_path}")

    if serve_foreground(host, "fmduel host", args.bind, args.port, started, args.max_minutes):
        return 1
    if room.phase == "over":
        winner = room.state.winner if room.state is not None and room.state.over else -1
        say(f"duel over: {room.end_note or winner_words(winner, room.tag)}   replay {room.replay_path or 'not saved'}")
        say(f"host cpu {host.stats['cpu']:.3f} s   refused {host.stats['refused']}   closed {host.stats['closed']}")
    return 0
