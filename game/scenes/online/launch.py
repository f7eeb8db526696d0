"""Starting an online 2P or Tag duel: from the menu (Host online / Join online / Duel server) or the command line.

Hosting starts the room's server on a background thread and joins it from this window over the
loopback, with the room's key (only this window may take the ``local`` seat). Joining connects to
the address and code given (typed with the on-screen keyboard from the menu). Either way the
first screen is the waiting room (``WaitingScene``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from game.scenes.nav import Screen, scene_class
from game.scenes.online.link import Link, local_addresses


def hosting_link(db, room, *, address: str = "0.0.0.0", port: int | None = None, after_grace: str = "wait",
                 name: str = "") -> Link:
    """Starts serving a room and connects this window to its local seat; ``serving.error`` says why not."""
    from game.net.client import ClientThread, hello
    from game.net.serve import DEFAULT_PORT, serve_in_thread
    from game.net.session import NetSession

    serving = serve_in_thread(db, room, address=address, port=DEFAULT_PORT if port is None else port,
                              after_grace=after_grace)
    seat = next((i for i, s in enumerate(room.seats) if s.kind == "local"), -1)
    from game.net.tokens import TokenStore

    client = ClientThread("127.0.0.1", serving.port, hello(db, room.code, seat=seat, name=name, key=room.key),
                          TokenStore.default())  # its token: after a headless --resume the player takes it back
    if not serving.error:
        client.start()
    session = NetSession(db, client, max(seat, 0))
    if serving.error:
        session.net.lost, session.net.refused_for_good = serving.error, True
    return Link(session, serving, room.code, local_addresses(serving.port, address), serving.port,
                local_only=address.startswith("127.") or address == "::1")


def joining_link(db, address: str, port: int, code: str, *, seat: int = -1, name: str = "", deck=None) -> Link:
    """Connects to a host's room (the welcome or the refusal arrives in the session)."""
    from game.net.client import ClientThread, hello
    from game.net.session import NetSession
    from game.net.tokens import TokenStore

    store = TokenStore.default()  # a seat this machine held in the room is asked back with its token
    token = store.latest(code)[1] if seat < 0 else store.load(code).get(seat, "")  # (only a dropped one)
    client = ClientThread(address, port, hello(db, code, seat=seat, name=name, deck=deck, token=token), store)
    client.start()
    return Link(NetSession(db, client, max(seat, 0)))


def host_online(ctx, tag: bool = False, timer=None) -> None:
    """The menu's Host online: a 2P room with this window as RED (Tag: as 1A), the waiting room on top;
    ``timer`` a ``clocks.ClockRule`` (default: no turn timer, the inactivity rule)."""
    from game.net.serve import new_room
    from game.rules.state import RuleOptions

    cfg = ctx.config
    options = RuleOptions(glitch_fusions=bool(cfg.get("rules.glitch_fusions")),
                          no_first_turn_attack=bool(cfg.get("rules.no_first_turn_attack")),
                          strict_phase_order=bool(cfg.get("rules.strict_phase_order")))
    room = new_room(ctx.db, tag=tag, seats="local,remote,remote,remote" if tag else "local,remote", options=options,
                    timer=timer)
    address = "127.0.0.1" if cfg.get("online.listen") == "loopback" else "0.0.0.0"
    link = hosting_link(ctx.db, room, address=address, port=int(cfg.get("online.port")))
    ctx.stack.push(ctx.screen(Screen.WAITING, link), fade=True)


def join_online(ctx) -> None:
    """The menu's Join online: type the host's address (HOST, HOST:PORT or [IPv6]:PORT, on the address
    keyboard: digits, '.', ':'), then the room code, then wait in the room."""
    from game.net.addresses import parse_address
    from game.net.serve import DEFAULT_PORT

    default_port = int(ctx.config.get("online.port")) or DEFAULT_PORT

    def got_code(address: str, code: str | None) -> None:
        if code:
            host, port = parse_address(address, default_port)
            ctx.stack.push(ctx.screen(Screen.WAITING, joining_link(ctx.db, host, port, code)), fade=True)

    def got_address(address: str | None) -> None:
        if address:
            ctx.stack.push(ctx.screen(Screen.KEYBOARD, "ROOM CODE", 9, lambda code: got_code(address, code),
                                      prompt="The code on the host's screen"))

    _ask_address(ctx, "HOST ADDRESS", 46, got_address, default_port, prompt="e.g. 192.168.1.20:47726")


def _ask_address(ctx, title: str, most: int, then, default_port: int, *, text: str = "", prompt: str = "") -> None:
    """Pushes the address keyboard (digits, '.', ':'): HOST, HOST:PORT or [IPv6]:PORT, checked by
    ``addresses.parse_address`` as it is typed (its one-line reason, written for the player)."""
    from game.net.addresses import parse_address
    from game.scenes.keyboard_keys import ADDRESS_KEYS

    def problem(typed: str) -> str:
        try:
            parse_address(typed, default_port)
        except ValueError as exc:  # our own one-line reason, written for the player
            return str(exc)
        return ""

    ctx.stack.push(ctx.screen(Screen.KEYBOARD, title, most, then, text=text, prompt=prompt, keys=ADDRESS_KEYS,
                              check=problem), fade=True)


def server_online(ctx, tag: bool = False) -> None:
    """The menu's Duel server: type (or confirm) the server's address (HOST:PORT on the address keyboard),
    then its room list."""
    from game.net.addresses import parse_address
    from game.net.lobby_client import last_server, remember_server
    from game.net.serve import DEFAULT_PORT

    def got_address(text: str | None) -> None:
        if not text:
            return
        address, port = parse_address(text, DEFAULT_PORT)  # the keyboard took only what this reads
        remember_server(text)
        ctx.stack.push(ctx.screen(Screen.ROOMS, address, port, tag), fade=True)

    _ask_address(ctx, "SERVER ADDRESS", 46, got_address, DEFAULT_PORT, text=last_server(),
                 prompt="The duel server, e.g. duel.example.org:47726")


def watching_link(db, address: str, port: int, code: str) -> Link:
    """Connects to a server's room as a spectator (seat -1: the public view only)."""
    from game.net.client import ClientThread
    from game.net.lobby_client import watch_request
    from game.net.session import NetSession

    client = ClientThread(address, port, watch_request(db, code))
    client.start()
    return Link(NetSession(db, client, -1))


def run_host_window(db, room, args, run_app: Callable[[Callable[[], Any]], int]) -> int:
    """``fmduel host`` with a window: serve the room and play its local seat on screen; ``run_app`` (the
    command layer's) runs the window from a first scene and returns the exit status."""
    from game.net.addresses import join_at

    link = hosting_link(db, room, address=args.bind, port=args.port, after_grace=args.after_grace)
    if link.serving.error:
        print(f"fmduel host: {link.serving.error}", file=sys.stderr)
        return 1
    kind = "Tag Duel" if room.tag else "2P Duel"
    print(f"room code {room.code}   {kind}   listening on {args.bind}:{link.port}", flush=True)
    print(join_at(args.bind, link.port), flush=True)
    try:
        return run_app(lambda: scene_class(Screen.WAITING)(link))
    finally:
        link.close()


def run_join_window(db, address: str, port: int, args, deck, run_app: Callable[[Callable[[], Any]], int]) -> int:
    """``fmduel join`` with a window: the waiting room, then the duel from the seat given (the room code
    typed first when the command line did not give it); ``run_app`` as for ``run_host_window``."""
    links: list[Link] = []

    def link_for(code: str) -> Link:
        links.append(joining_link(db, address, port, code, seat=args.seat, name=args.name, deck=deck))
        return links[-1]

    def ask_code():
        keyboard = scene_class(Screen.KEYBOARD)("ROOM CODE", 9, lambda code: typed(keyboard.ctx, code),
                                                prompt="The code on the host's screen")
        return keyboard

    def typed(ctx, code: str | None) -> None:
        if code:
            ctx.stack.push(ctx.screen(Screen.WAITING, link_for(code)))
        else:
            ctx.quit()

    first = (lambda: scene_class(Screen.WAITING)(link_for(args.code))) if args.code else ask_code
    try:
        return run_app(first)
    finally:
        for link in links:
            link.close()
