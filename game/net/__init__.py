"""Networked 2P and Tag duels (issue 26): one host holds the duel, clients see only their seat.

    wire       length-prefixed JSON frames, size and rate limits, message checks
    handshake  what two machines must agree on before a duel (version, rules, data, options)
    privacy    what one seat may be sent (its observation and its events)
    codec      events and views to and from the wire
    journal    the host's fsync'd, checksummed record of accepted actions (``--resume``)
    room       the duel's authority: seats, turns, legality, pauses and votes (no sockets)
    host       the asyncio server around a room
    client     the asyncio client and the thread that feeds a pygame screen
    session    the client's duel as the duel screen reads it (the local session's interface)

asyncio streams (stdlib) rather than ``websockets``: no new dependency, plain TCP is all two game
processes need, and no browser ever joins (docs/online.md).
"""
