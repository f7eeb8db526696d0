"""The soundtrack on demand: songs parsed on first use, synthesised off the main thread, cached on disk.

Nothing here runs at import or at start-up. The first time a scene asks for a piece, a background
thread finds it in the cache or has a child process render it (under a second with the child's
start-up), so no frame ever waits for synthesis or shares the GIL with it. The cache file is keyed
by the song file's digest, the synthesis version and the sample rate, so editing a song (or
changing the synthesiser) renders it afresh; stale renders of the same song are removed.

A cached render is found without parsing its song: a small note beside it (``.json``) holds what
parsing would tell the player (the loop frame and the follow-on). Parsing is pure Python and holds
the GIL for 1-20 ms (a battle theme: 19 ms), which stretched the frames drawn meanwhile (the first
Square cut-in's by 10 ms); with the note, finding a cached piece costs the game's thread nothing.

A cached piece is never loaded whole: ``Rendered`` names the file, and the player reads it a few
seconds at a time while it plays (a 90-second theme is 8 MB of samples; the game holds about
1 MB of it). Only without a writable cache does a piece live in memory.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import queue
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Self

import numpy as np

from game.audio.render import RENDER_VERSION, loop_frame, render, song_frames
from game.audio.score import SUFFIX, Song, parse_file
from game.db.schema import DataError

log = logging.getLogger(__name__)


FRAME_BYTES = 4  # int16 stereo


@dataclass(frozen=True, slots=True)
class Rendered:
    """One synthesised piece: its length in frames, where its loop starts, what follows it, and its
    int16 stereo samples, either in a cache file (``path``, read a chunk at a time) or in memory."""

    name: str
    frames: int
    loop_at: int | None  # frame the loop restarts at; None when the piece plays once
    then: str | None
    path: Path | None = None  # the cache file (.npy) the samples stream from...
    offset: int = 0  # ...and where they start in it
    pcm: np.ndarray | None = None  # or the samples themselves, when there is no cache to stream from

    def open(self) -> PcmReader:
        """Returns a reader of the samples (OSError when the cache file cannot be opened)."""
        return PcmReader(self)

    def samples(self) -> np.ndarray:
        """Returns every sample at once, shape (frames, 2) (for tests and tools, not for playing)."""
        with self.open() as reader:
            return reader.read(0, self.frames)


class PcmReader:
    """Reads a piece's frames; keeps its cache file open, so a render replaced meanwhile (the song was
    edited) still plays to the end of this piece."""

    def __init__(self, piece: Rendered) -> None:
        self.piece = piece
        self._fh = open(piece.path, "rb") if piece.pcm is None else None  # noqa: SIM115 - closed by close()

    def read(self, start: int, stop: int) -> np.ndarray:
        """Returns frames start..stop, shape (n, 2) int16; OSError when the file has lost them."""
        if self._fh is None:
            return self.piece.pcm[start:stop]
        self._fh.seek(self.piece.offset + start * FRAME_BYTES)
        want = (stop - start) * FRAME_BYTES
        raw = self._fh.read(want)
        if len(raw) != want:
            raise OSError(f"music cache {self.piece.path} holds fewer frames than it did")
        return np.frombuffer(raw, "<i2").reshape(-1, 2)

    def close(self) -> None:
        """Closes the cache file (idempotent)."""
        if self._fh is not None:
            self._fh.close()
            self._fh = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def default_music_dir() -> Path:
    """Returns data/music of the game's data directory."""
    from game.db import default_data_dir

    return default_data_dir() / "music"


def default_music_cache() -> Path:
    """Returns the music folder of the per-user cache ($FMDUEL_CACHE_DIR/music when set)."""
    from game.db import default_cache_dir

    return default_cache_dir() / "music"


def cache_key(song: Song, rate: int) -> str:
    """Returns the cache key of song at rate: its file digest, the synthesis version and the rate."""
    return _key(song.digest, rate)


def _key(digest: str, rate: int) -> str:
    return hashlib.sha256(f"{digest}:{RENDER_VERSION}:{rate}".encode()).hexdigest()[:20]


def cache_path(song: Song, rate: int, cache_dir: Path) -> Path:
    """Returns the file song's render at rate is kept in."""
    return cache_dir / f"{song.name}-{cache_key(song, rate)}.npy"


def cached(song: Song, rate: int, cache_dir: Path | None) -> Rendered | None:
    """Returns song's render in cache_dir (read from its header only) when a whole, valid one for this
    song, synthesis version and rate is there; None otherwise."""
    if cache_dir is None:
        return None
    path = cache_path(song, rate, cache_dir)
    if not path.is_file():
        return None
    try:
        frames, offset = _header(path)
        expected = song_frames(song, rate) if song.loop_bar is not None else frames
        if frames > 0 and frames == expected:
            loop_at = loop_frame(song, rate) if song.loop_bar is not None else None
            piece = Rendered(song.name, frames, loop_at, song.then, path=path, offset=offset)
            if not _note_path(path).is_file():
                _write_note(piece)
            return piece
        log.info("music cache %s holds the wrong shape; rendering again", path)
    except (OSError, ValueError, EOFError) as exc:
        log.info("music cache %s unreadable (%s); rendering again", path, exc)
    return None


def cached_unparsed(song_path: Path, rate: int, cache_dir: Path | None) -> Rendered | None:
    """Returns the render of the song file song_path from cache_dir without parsing the song (None when
    there is no whole one with its note): the file's digest names the render, the note beside it gives
    its loop frame and follow-on, and the render's own header its length."""
    if cache_dir is None:
        return None
    try:
        digest = hashlib.sha256(song_path.read_bytes()).hexdigest()
        path = cache_dir / f"{song_path.stem}-{_key(digest, rate)}.npy"
        note = json.loads(_note_path(path).read_text(encoding="utf-8"))
        frames, offset = _header(path)
    except (OSError, ValueError, EOFError):
        return None
    if not isinstance(note, dict) or note.get("frames") != frames or frames <= 0:
        return None
    loop_at, then = note.get("loop_at"), note.get("then")
    if not (loop_at is None or type(loop_at) is int and 0 <= loop_at < frames) or not (then is None or isinstance(then, str)):
        return None
    return Rendered(song_path.stem, frames, loop_at, then, path=path, offset=offset)


def _header(path: Path) -> tuple[int, int]:
    """Returns a render file's frames and where its samples start; ValueError unless it holds whole
    int16 stereo samples."""
    with open(path, "rb") as fh:
        version = np.lib.format.read_magic(fh)
        read_header = np.lib.format.read_array_header_1_0 if version == (1, 0) else \
            np.lib.format.read_array_header_2_0
        shape, fortran, dtype = read_header(fh)
        offset = fh.tell()
    frames = shape[0] if len(shape) == 2 and shape[1] == 2 else -1
    if dtype != np.dtype("<i2") or fortran or frames < 0 or path.stat().st_size != offset + frames * FRAME_BYTES:
        raise ValueError("not whole int16 stereo samples")
    return frames, offset


def _note_path(render_path: Path) -> Path:
    return render_path.with_suffix(".json")


def _write_note(piece: Rendered) -> None:
    """Writes, beside a cached render, what its song says that the render cannot (see cached_unparsed)."""
    assert piece.path is not None
    note = {"frames": piece.frames, "loop_at": piece.loop_at, "then": piece.then}
    try:
        fd, tmp = tempfile.mkstemp(dir=piece.path.parent, prefix=f".{piece.path.stem}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(note, fh)
        os.replace(tmp, _note_path(piece.path))
    except OSError as exc:
        log.info("music cache note not written (%s)", exc)


def rendered(song: Song, rate: int, cache_dir: Path | None) -> Rendered:
    """Returns song rendered at rate: from cache_dir when a matching render is there, else rendered and
    saved there (and then streamed from there); in memory only when it cannot be saved."""
    hit = cached(song, rate, cache_dir)
    if hit is not None:
        return hit
    pcm, loop_at = render(song, rate)
    if cache_dir is not None:
        _save(cache_path(song, rate, cache_dir), pcm)
        hit = cached(song, rate, cache_dir)
        if hit is not None:
            return hit
    return Rendered(song.name, len(pcm), loop_at if song.loop_bar is not None else None, song.then, pcm=pcm)


def render_in_child(song_path: Path, rate: int, cache_dir: Path) -> bool:
    """Renders a song into the cache in a child process; returns whether it succeeded.

    Synthesis is Python-heavy: in a thread of the game it would hold the GIL for milliseconds at a
    time and stretch frames. A child process runs on the other core and touches no frame at all.
    """
    cmd = [sys.executable, "-m", "game.audio.library", str(song_path), str(rate), str(cache_dir)]
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=False,
                              creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))  # no console on Windows
    except (OSError, subprocess.SubprocessError) as exc:
        log.info("music: render process for %s failed to run (%s)", song_path.name, exc)
        return False
    if done.returncode != 0:
        log.info("music: render process for %s exited %s: %s", song_path.name, done.returncode,
                 done.stderr.strip()[-300:])
    return done.returncode == 0


def _save(path: Path, pcm: np.ndarray) -> None:
    """Writes the render atomically and removes older renders of the same song; failures only log."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            np.save(fh, np.ascontiguousarray(pcm, dtype="<i2"), allow_pickle=False)
        os.replace(tmp, path)
        song = path.name.rsplit("-", 1)[0]
        for old in [*path.parent.glob(f"{song}-*.npy"), *path.parent.glob(f"{song}-*.npz"),  # .npz: version 1
                    *path.parent.glob(f"{song}-*.json")]:
            if old not in (path, _note_path(path)):
                old.unlink(missing_ok=True)
    except OSError as exc:
        log.info("music cache not written (%s)", exc)


class MusicLibrary:
    """Hands out rendered pieces by name; ``get`` never blocks, a worker thread parses and synthesises."""

    def __init__(self, music_dir: Path | None = None, cache_dir: Path | None = None, rate: int = 22050,
                 child: bool = True) -> None:
        self.music_dir = music_dir
        self.cache_dir = cache_dir
        self.rate = rate
        self.child = child  # synthesise in a child process (see render_in_child)
        self._ready: dict[str, Rendered] = {}
        self._asked: set[str] = set()
        self._lock = threading.Lock()
        self._jobs: queue.Queue[str | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._known: dict[str, tuple[tuple[int, int], Rendered]] = {}  # name -> (song file signature, its piece)

    def get(self, name: str) -> Rendered | None:
        """Returns the piece when it is rendered (and forgets it); otherwise starts rendering it.

        A song that is missing or invalid is logged once by the worker and never arrives, so the
        music that was playing simply goes on.
        """
        with self._lock:
            done = self._ready.pop(name, None)
            if done is not None:
                self._asked.discard(name)
                return done
        self.prefetch(name)
        return None

    def prefetch(self, name: str) -> None:
        """Starts getting a piece ready without taking it: a later ``get`` finds it at once. The worker
        readies a jingle's follow-on with it, so the follow-on is there when the jingle ends."""
        with self._lock:
            if name in self._asked:
                return
            self._asked.add(name)
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, args=(self._jobs,), name="fmduel-music", daemon=True)
            self._thread.start()
        self._jobs.put(name)

    def forget(self, name: str) -> None:
        """Drops a piece that was asked for but is no longer wanted (a jingle's follow-on, left early)."""
        with self._lock:
            self._ready.pop(name, None)
            self._asked.discard(name)

    def close(self) -> None:
        """Stops the worker after its current piece; pieces not taken are dropped."""
        if self._thread is not None:
            self._jobs.put(None)
            self._jobs = queue.Queue()  # a later get() starts a fresh worker with its own queue
            self._thread = None
        with self._lock:
            self._ready.clear()
            self._asked.clear()

    def _work(self, jobs: queue.Queue[str | None]) -> None:
        while True:
            name = jobs.get()
            if name is None:
                return
            path = (self.music_dir or default_music_dir()) / f"{name}{SUFFIX}"
            cache = self.cache_dir or default_music_cache()
            try:
                piece = self._known_piece(name, path)
                if piece is None:
                    signature = _signature(path)  # taken before reading it: an edit meanwhile is seen next time
                    piece = cached_unparsed(path, self.rate, cache) or self._render(path, cache)
                    if signature is not None and piece.pcm is None:  # one held in memory is not kept
                        self._known[name] = (signature, piece)
            except DataError as exc:
                log.warning("music: %s", exc)
                continue
            except Exception:  # a worker must not die silently: log it, the game plays on without it
                log.exception("music: rendering %r failed", name)
                continue
            with self._lock:
                if name not in self._asked:
                    continue
                self._ready[name] = piece
            if piece.then is not None:
                self.prefetch(piece.then)

    def _render(self, path: Path, cache: Path) -> Rendered:
        """Returns the song parsed and found in the cache, or rendered (in a child when it can be)."""
        song = parse_file(path)  # only the piece asked for: parsing all of them costs 0.15 s
        piece = cached(song, self.rate, cache)
        if piece is None and self.child and render_in_child(path, self.rate, cache):
            piece = cached(song, self.rate, cache)
        if piece is None:  # no child, or no writable cache: render here, frames may stutter once
            piece = rendered(song, self.rate, cache)
        return piece

    def _known_piece(self, name: str, path: Path) -> Rendered | None:
        """Returns the piece found for this song file before, when the file is unchanged since and its
        render is still in the cache: a theme asked for again (the cut-in's, each battle) costs two
        file checks."""
        known = self._known.get(name)
        if known is None or known[0] != _signature(path):
            return None
        return known[1] if known[1].path.is_file() else None


def _signature(path: Path) -> tuple[int, int] | None:
    """Returns what changes when a song file is edited, its modification time and size (None when it
    cannot be read: parsing then says why)."""
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def _child_main(argv: list[str]) -> int:
    """``python -m game.audio.library SONG RATE CACHE_DIR``: render one song into the cache (see render_in_child)."""
    song_path, rate, cache_dir = Path(argv[0]), int(argv[1]), Path(argv[2])
    try:
        song = parse_file(song_path)
    except DataError as exc:
        print(exc, file=sys.stderr)
        return 1
    rendered(song, rate, cache_dir)
    return 0 if cache_path(song, rate, cache_dir).is_file() else 1


if __name__ == "__main__":
    sys.exit(_child_main(sys.argv[1:]))
