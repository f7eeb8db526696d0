"""One client connection, as the host and the duel server serve it: its outgoing queue, its first
message, and every checked message after it.

A connection over the process's caps (``limits.Gate.open``) is turned away in one frame before
anything is read (``turn_away``). Every other connection first sends a message within the handshake
deadline (the gate's); what was wrong with an unreadable one stays here (a stranger hears only the
words its server gives). After that each frame is rate
limited (``RateLimit``), size limited, parsed and schema-checked; a bad one is refused with the
reason and the connection goes on, except an oversized frame (the stream cannot be trusted after
it) and a flood that does not stop, which end that connection only. A connection that says nothing
for ``IDLE_TIMEOUT`` seconds (clients ping every few seconds) counts as dropped. Outgoing messages go
through one bounded queue per connection, so a client that stops reading can never stall the
others: when its queue is full it is dropped.
"""

from __future__ import annotations

import asyncio
import contextlib

from game.net import wire
from game.net.limits import ACCEPT_BURST, Gate
from game.net.privacy import outgoing
from game.net.wire import Msg, WireError

IDLE_TIMEOUT = 20.0
QUEUE = 256  # messages waiting for one slow client before it is dropped
FLOOD = 200  # refused messages in one run (no quiet second between them) before a flooder is closed


class Conn:
    """One client connection: its seat (once given), its rate limit and its outgoing queue."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, limit: wire.RateLimit) -> None:
        self.reader, self.writer = reader, writer
        self.seat = -1
        self.limit = limit
        self.out: asyncio.Queue = asyncio.Queue(QUEUE)
        self.closed = False

    def put(self, msg: dict) -> None:
        """Queues a message; a client whose queue is full is closed (it stopped reading)."""
        if self.closed:
            return
        try:
            self.out.put_nowait(msg)
        except asyncio.QueueFull:
            self.abort()

    def close(self) -> None:
        """Ends the connection after what is queued has been written (the reason of an error reaches the player)."""
        if not self.closed:
            self.closed = True
            try:
                self.out.put_nowait(None)
            except asyncio.QueueFull:
                self.abort()

    def abort(self) -> None:
        """Ends the connection now."""
        self.closed = True
        self.writer.close()

    async def pump(self) -> None:
        """Writes queued messages until the end of the queue (or the connection fails)."""
        with contextlib.suppress(ConnectionError, OSError, asyncio.TimeoutError):
            while True:
                msg = await self.out.get()
                if msg is None:
                    break
                self.writer.write(wire.encode(msg))
                await asyncio.wait_for(self.writer.drain(), IDLE_TIMEOUT)
        self.abort()


async def listen(handler, address: str, port: int, gate: Gate, started=None) -> tuple[asyncio.Server, int]:
    """Starts listening (a host's room or a server's rooms); returns the server and its port, told to
    ``started`` too. The gate's error handler goes on the loop (running out of descriptors is said once),
    frames are size limited, and the accept burst is one the gate's cap leaves room for."""
    asyncio.get_running_loop().set_exception_handler(gate.loop_error)
    server = await asyncio.start_server(handler, address, port, limit=wire.MAX_FROM_CLIENT * 2, backlog=ACCEPT_BURST)
    port = server.sockets[0].getsockname()[1]
    if started is not None:
        started(port)
    return server, port


async def close_all(conns: list[Conn], tasks: set[asyncio.Task]) -> None:
    """Ends every connection on shutdown (what is queued first), then waits a moment for their tasks and
    cancels the rest (hellos still waiting for their judgement, silent sockets)."""
    for c in conns:
        c.close()
    await asyncio.sleep(0.1)
    for c in conns:
        c.abort()
    if not tasks:
        return
    _done, pending = await asyncio.wait(tasks, timeout=1.0)
    for task in pending:
        task.cancel()
    if pending:
        await asyncio.wait(pending, timeout=2.0)


@contextlib.asynccontextmanager
async def opened(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, rate: tuple[float, int],
                 tasks: set[asyncio.Task]):
    """Yields a ``Conn`` whose queue is being written; on exit what is queued is sent, then it closes."""
    task = asyncio.current_task()
    tasks.add(task)
    task.add_done_callback(tasks.discard)
    conn = Conn(reader, writer, wire.RateLimit(*rate))
    pump = asyncio.create_task(conn.pump())
    try:
        yield conn
    except (TimeoutError, asyncio.IncompleteReadError, ConnectionError, OSError):
        pass
    finally:
        conn.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(pump, 2.0)
        conn.abort()


def peer_of(writer: asyncio.StreamWriter) -> str:
    """Returns the address a connection comes from."""
    return str((writer.get_extra_info("peername") or ("?",))[0])


def turn_away(writer: asyncio.StreamWriter, reason: str, stats: dict) -> None:
    """Tells a connection over the caps why in one frame and closes it (nothing read, nothing kept)."""
    with contextlib.suppress(OSError, RuntimeError):
        writer.write(wire.encode(outgoing({"t": Msg.ERROR, "reason": reason})))
        writer.close()
    stats["closed"] += 1


def fatal(conn: Conn, reason: str, stats: dict | None = None) -> bool:
    """Tells the client why its connection ends, then ends it; returns False (nothing more to serve)."""
    conn.put(outgoing({"t": Msg.ERROR, "reason": reason}))
    if stats is not None:
        stats["closed"] += 1
    conn.close()
    return False


async def first_message(conn: Conn, stats: dict, deadline: float, unreadable: str) -> tuple[Msg, dict] | None:
    """Returns the connection's first message (sent within ``deadline`` seconds), checked; None once it was
    told ``unreadable`` (a stranger's first words: what was wrong with them stays here)."""
    try:
        msg = wire.decode(await wire.read_frame(conn.reader, wire.MAX_FROM_CLIENT, deadline))
        return wire.check_client(msg), msg
    except WireError:
        return fatal(conn, unreadable, stats) or None


async def messages(conn: Conn, stats: dict):
    """Yields each checked (kind, message) a connection sends until it closes: over the rate a message is
    refused (a flood ends the connection), a malformed one is refused with the reason, ping is answered."""
    while not conn.closed:
        try:
            body = await wire.read_frame(conn.reader, wire.MAX_FROM_CLIENT, IDLE_TIMEOUT)
        except WireError as exc:
            fatal(conn, str(exc), stats)
            return
        if not conn.limit.take():  # each one is answered (so a dropped play is known), at most FLOOD
            stats["refused"] += 1
            conn.put(outgoing({"t": Msg.REFUSED, "reason": "too many messages: slow down"}))
            if conn.limit.over >= FLOOD:
                fatal(conn, "too many messages: disconnected", stats)
                return
            continue
        try:
            msg = wire.decode(body)
            kind = wire.check_client(msg)
        except WireError as exc:
            stats["refused"] += 1
            conn.put(outgoing({"t": Msg.REFUSED, "reason": str(exc)}))
            continue
        if kind == Msg.PING:
            conn.put(outgoing({"t": Msg.PONG, "id": msg["id"]}))
        elif kind == Msg.BYE:
            return
        else:
            yield kind, msg
