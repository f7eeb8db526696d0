"""Networked 2P and Tag duels (issue 26): one host holds the duel, clients see only their seat.

    wire       length-prefixed JSON frames, size and rate limits, message checks
    handshake  what two machines must agree on before a duel (version, rules, data, options)
    privacy    what one seat (or a spectator) may be sent: the one place where every message is hidden
    tokens     seat credentials: the token a seat's player gets, the client's copy of it
    limits     what strangers may do before they have a seat (caps, deadlines, code budgets), per process
    decks      a joiner's deck checked with the rules of every local duel
    codec      events and views to and from the wire
    journal    the host's fsync'd, checksummed record of accepted actions (``--resume``)
    seats      who plays each seat of a room, and the ``--seats`` list
    room       the duel's authority: seats, turns, legality, pauses and votes (no sockets)
    records    the room's replay log, its opening and the replay file it ends in
    host       the asyncio server around a room
    conn       one client connection: its queue, its first message, every checked message after it
    serve      building a room (new or resumed) and serving it on a thread
    client     the asyncio client, the thread that feeds a pygame screen, and a headless bot
    session    a 2P seat's duel as the duel screen reads it (the local session's interface)
    server     the duel server: many rooms on one port, each served by a ``Host`` (``fmduel server``)
    lobby      the server's rooms: offers, the room list, the state directory (no sockets)
    watch      a room's spectators: the public view, held back N actions
    lobby_client  the player's side of a server's lobby: list, create, watch

A Tag seat's session (``NetTagSession``) is a ``TagSession`` of the Tag screen, so it lives with the
screens in game/scenes/online/tag_session.py: nothing here imports a scene (the replay file's format
is read from game.replays, which imports only the rules, when a room writes its replay).

asyncio streams (stdlib) rather than ``websockets``: no new dependency, plain TCP is all two game
processes need, and no browser ever joins (docs/online.md).
"""
