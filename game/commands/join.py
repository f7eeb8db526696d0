"""``fmduel join HOST[:PORT] --code CODE``: take a seat in a networked duel (docs/online.md).

The window shows the waiting room, then the duel from your seat. ``--bot LEVEL`` plays the seat
headless with an AI level instead (a stand-in player, and how the network tests drive a seat).
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from game.commands.common import existing_file, file_to_be, seconds, whole


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    from game.ai import LEVELS

    parser.add_argument("address", metavar="HOST[:PORT]", help="the host's address (port 47726 unless given)")
    parser.add_argument("--code", default="", help="the room code the host sees (asked for in the window if left out)")
    parser.add_argument("--seat", type=_seat, default=-1, metavar="SEAT",
                        help="ask for this seat: RED or BLUE (2P), 1A, 2A, 1B or 2B (Tag), or 1-4 (default: any free)")
    parser.add_argument("--name", default="", help="your name as the others see it (16 characters)")
    parser.add_argument("--deck", type=existing_file, default=None, metavar="FILE", help="bring this deck (default: a dealt one)")
    parser.add_argument("--bot", choices=LEVELS, default=None, help="play the seat headless with this AI level")
    parser.add_argument("--vote", choices=("ai", "end", "wait"), default="",
                        help="with --bot: the answer when another player's grace has run out")
    parser.add_argument("--max-seconds", type=seconds(0, above=True), default=600.0, help=argparse.SUPPRESS)
    parser.add_argument("--think", type=seconds(0), default=0.0, help=argparse.SUPPRESS)  # tests: seconds per action
    parser.add_argument("--drop-after", type=whole(0), default=None, help=argparse.SUPPRESS)  # tests: vanish mid-duel
    parser.add_argument("--frames", type=whole(0), default=0, help=argparse.SUPPRESS)  # smoke tests: quit after N frames
    parser.add_argument("--config", type=file_to_be, default=None, metavar="PATH", help="settings file to read")


def _seat(text: str) -> int:
    """argparse ``type=``: a seat by the screens' name or its number."""
    from game.net.names import seat_of

    try:
        return seat_of(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def run(args: argparse.Namespace) -> int:
    """Joins the room; returns 0 when the duel was played to its end, 2 when refused."""
    from game.commands.common import bad_argument, load_db_or_report
    from game.db import default_mods_dir
    from game.net.addresses import parse_address
    from game.net.client import hello
    from game.net.serve import DEFAULT_PORT

    try:
        address, port = parse_address(args.address, DEFAULT_PORT)
    except ValueError as exc:
        return bad_argument("fmduel join", "HOST[:PORT]", str(exc))
    if not args.name.isprintable() or len(args.name) > 16:
        return bad_argument("fmduel join", "--name", "at most 16 printable characters")
    db = load_db_or_report(args, "fmduel join", mod_dirs=[default_mods_dir()])
    if db is None:
        return 1
    deck = None
    if args.deck is not None:
        from game.career.deckfile import DeckFileError, load_deck_file

        try:
            deck = load_deck_file(db, args.deck)
        except DeckFileError as exc:
            print(f"fmduel join: --deck: {exc}", file=sys.stderr)
            return 2
    if args.bot is None:
        from game.commands.window import run_window
        from game.scenes.online.launch import run_join_window

        return run_join_window(db, address, port, args, deck, lambda first: run_window(db, args, first))
    if not args.code:
        return bad_argument("fmduel join", "--code", "a headless player needs the room code")
    from game.net.tokens import TokenStore

    store = TokenStore.default()
    token = store.load(args.code).get(args.seat, "") if args.seat >= 0 else ""  # --seat: its token, if held
    hi = hello(db, args.code, seat=args.seat, name=args.name, deck=deck, token=token)
    return _bot(db, address, port, hi, args, store)


def _bot(db, address: str, port: int, hi: dict, args, store=None) -> int:
    from game.net.client import play_bot
    from game.net.names import seat_label, winner_words

    try:
        out = asyncio.run(play_bot(db, address, port, hi, args.bot, max_seconds=args.max_seconds, vote=args.vote,
                                   stop_after=args.drop_after, think=args.think, store=store))
    except ConnectionError as exc:
        print(f"fmduel join: {exc}", file=sys.stderr)
        return 2
    if out.get("welcome", {}).get("note"):
        print(f"host: {out['welcome']['note']}", flush=True)
    if out.get("error"):
        print(f"fmduel join: the host ended the connection: {out['error']}", file=sys.stderr)
        return 2
    seat = seat_label(out["seat"], out["tag"])
    if out.get("dropped"):
        print(f"{seat}: dropped on purpose after {out['updates']} updates", flush=True)
        return 0
    if out.get("timeout"):
        print(f"fmduel join: the duel did not end in time ({seat}, updates {out['updates']}, "
              f"paused {out['paused']}, reconnects {out.get('reconnects', 0)}, refused {out['refused'][-3:]})",
              file=sys.stderr)
        return 1
    ended = out["ended"]
    print(f"{seat}: duel over, {winner_words(ended['winner'], out['tag'])}  {ended['note']}  "
          f"updates {out['updates']}  refused {len(out['refused'])}", flush=True)
    return 0
