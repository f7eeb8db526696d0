"""The sound player: effects on the mixer's free channels, music on two reserved channels that crossfade.

No audio device is not an error: the player logs one line and every call becomes a no-op, so the
game runs the same with or without sound.

Music: scenes ask for a kind of scene (``play_scene``) or a song (``play_track``); the request is
remembered and ``update`` (once per loop) starts it as soon as its samples are ready, fading the
old piece out while the new one fades in. A piece with an intro plays it once and then repeats its
loop; a jingle is followed by its ``then`` piece. A piece is streamed: it plays as chunks of a
few seconds read from its cache file, each queued behind the one playing; the channel queue,
which SDL_mixer starts in the same audio buffer, makes every join (chunk to chunk, intro to loop,
loop end to loop start, jingle to results) sample-exact, and a long theme costs about a megabyte
of memory, not its whole length. The chunks are read on a thread of their own, each while the one
before it plays, so no frame waits for the disk (a chunk is 350 KB: reading and converting it took
up to 0.7 ms of the frame it was queued in). The piece faded out is paused, not dropped, so returning to it
(the duel after the battle cut-in) resumes where it was. The animation-speed presets never touch
any of this: music always plays at its own tempo.
"""

from __future__ import annotations

import logging
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

FADE_FRAMES = 40  # crossfade length in loops (2/3 s at 60 Hz)
QUIET_LOOPS = 15  # music starts after this many loops, so the first frames never share the CPU with it
CHUNK_S = 4.0  # seconds of a piece made into one Sound at a time (about 350 KB at 22,050 Hz)


@dataclass
class _Deck:
    """One piece on one reserved channel: where it has been read up to, its fade gain, the chunks
    being read (each with the name of the piece it belongs to) and the chunks playing and queued
    (kept alive here while the mixer plays them)."""

    name: str
    channel: object
    piece: object  # game.audio.library.Rendered
    reader: object  # its PcmReader
    pos: int = 0  # the next frame to read
    gain: float = 0.0
    target: float = 1.0
    paused: bool = False
    started: bool = False  # its first chunk is playing (until then it is being read)
    sounds: list = field(default_factory=list)
    ahead: deque = field(default_factory=deque)  # (piece name, Future of its next chunk's Sound), in order
    queued: str | None = None  # the follow-on whose first chunk waits in the queue (named once it plays)

    @property
    def repeat(self) -> bool:
        """Returns whether the piece loops (else it plays once, then its ``then`` if any)."""
        return self.piece.loop_at is not None

    @property
    def then(self) -> str | None:
        """Returns the piece that follows this one (a jingle's results loop)."""
        return self.piece.then


class Audio:
    """Plays named effects and the scene music; ``enabled`` is False without a device."""

    def __init__(self, music_dir: Path | None = None, cache_dir: Path | None = None) -> None:
        self.enabled = False
        self._sounds: dict = {}
        self._sfx_volume = 0.8
        self._music_volume = 0.5
        self._music_on = True
        self._held = False  # stop_music: silent until play_music, scene requests remembered meanwhile
        self._music_dir = music_dir
        self._cache_dir = cache_dir
        self._library = None
        self._channels: list = []
        self._decks: list[_Deck] = []  # [current, previous (fading out or paused)]
        self._wanted: str | None = None  # the song scenes asked for (None = silence)
        self._request: tuple[str, int | None] | None = None  # a scene's request not yet looked up in the map
        self._silence = None
        self._asked = False
        self._loops = 0
        self._rate = 22050
        self._channels_n = 2
        self._reader: ThreadPoolExecutor | None = None  # reads the chunks, one at a time and in order
        self._soon: str | None = None  # the song a scene will ask for soon (prepare_scene)...
        self._standby: _Deck | None = None  # ...opened, its first chunks read, on no channel yet

    def open(self) -> None:
        """Opens the mixer; on failure logs once and stays silent.

        The effects are synthesised after the first frame (``update``) or at the first ``play``,
        and the music library is made at the first music request: neither is on the start-up path.
        """
        import pygame

        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
        except pygame.error as exc:
            log.warning("sound disabled: no audio device (%s)", exc)
            return
        self._rate, _, self._channels_n = pygame.mixer.get_init()
        pygame.mixer.set_num_channels(max(pygame.mixer.get_num_channels(), 10))
        pygame.mixer.set_reserved(2)
        self._channels = [pygame.mixer.Channel(0), pygame.mixer.Channel(1)]
        self._silence = _to_sound(np.zeros(64, np.float32), self._channels_n)
        self._reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="fmduel-chunks")
        self.enabled = True

    def _ensure_effects(self) -> None:
        if self._sounds or not self.enabled:
            return
        from game.audio.synth import effects

        self._sounds = {name: _to_sound(wave, self._channels_n) for name, wave in effects(self._rate).items()}
        for snd in self._sounds.values():
            snd.set_volume(self._sfx_volume)

    def _ensure_library(self):
        if self._library is None:
            from game.audio.library import MusicLibrary

            self._library = MusicLibrary(self._music_dir, self._cache_dir, self._rate)
        return self._library

    def close(self) -> None:
        """Stops all sound and closes the mixer."""
        if self.enabled:
            import time

            import pygame

            # pygame-ce's channel-end callback takes the GIL on SDL's audio thread, and mixer.quit()
            # locks the audio device while holding the GIL: quitting while a chunk was ending
            # deadlocked (seen in CI, both threads waiting). So: let any waiting callback finish
            # (sleep gives up the GIL), stop every channel, let their callbacks finish, then quit
            # with nothing playing that could end on the audio thread.
            time.sleep(0.005)
            for deck in self._decks:
                self._halt(deck)
            self._decks = []
            self._drop_standby()
            if self._reader is not None:
                self._reader.shutdown(wait=True)  # the reads in flight end, and the readers close, first
                self._reader = None
            pygame.mixer.stop()
            time.sleep(0.005)
            if self._library is not None:
                self._library.close()
            pygame.mixer.quit()
            self.enabled = False

    def set_volumes(self, sfx: int, music: int, music_on: bool) -> None:
        """Applies the 0-100 volumes and the music switch from the options."""
        self._sfx_volume, self._music_volume, self._music_on = sfx / 100, music / 100, music_on
        for snd in self._sounds.values():
            snd.set_volume(self._sfx_volume)
        self._apply_gains()  # switched off, the music fades out over the next loops (no click)

    def play(self, name: str) -> None:
        """Plays one effect by name (see synth.effects; unknown names are ignored)."""
        self._ensure_effects()
        snd = self._sounds.get(name)
        if snd is not None:
            snd.play()

    # ------------------------------------------------------------ music

    def play_scene(self, kind: str, duelist_id: int | None = None) -> None:
        """Asks for the music of a kind of scene (data/music/map.yaml); the duel and the battle cut-in
        pass the opponent, whose group picks the theme. The map is read when the request is first
        needed (``music_wanted``, or ``update`` once the first frames are out), never on the start-up
        path; a broken map is logged and changes nothing."""
        self._request = (kind, duelist_id)
        self._asked = True

    def _resolve(self) -> None:
        """Turns a pending scene request into its song."""
        if self._request is None:
            return
        from game.audio.music_map import track_for
        from game.db.schema import DataError

        kind, duelist_id = self._request
        self._request = None
        try:
            self._wanted = track_for(kind, duelist_id, self._music_dir)
        except DataError as exc:
            log.warning("music: %s", exc)
        except KeyError:
            log.warning("music: no song for the scene kind %r in the music map", kind)

    def prepare_scene(self, kind: str, duelist_id: int | None = None) -> None:
        """Gets a scene's music ready without playing it: a queued motion will ask for it soon (the
        Exodia sequence's cue, while the fifth piece is drawn). Its first chunks, and a jingle's
        follow-on, are read meanwhile, so when it is asked for it starts at once with no lookup or
        read in that frame. Only the latest such song is kept ready."""
        if not self.enabled:
            return
        from game.audio.music_map import track_for
        from game.db.schema import DataError

        try:
            name = track_for(kind, duelist_id, self._music_dir)
        except (DataError, KeyError):
            return  # logged when the scene asks for it to play
        if name is None or any(d.name == name for d in self._decks):
            return
        if self._standby is None or self._standby.name != name:
            self._soon = name
            self._ensure_library().prefetch(name)

    def play_track(self, name: str | None) -> None:
        """Asks for a song by name (None fades the music out); it starts when ready, crossfading."""
        self._request = None
        self._wanted = name
        self._asked = True

    def play_music(self) -> None:
        """Ends a ``stop_music``: the music the scenes asked for plays (the title's when none asked yet)."""
        self._held = False
        if self._wanted is None and not self._asked:
            self.play_scene("title")

    def stop_music(self) -> None:
        """Silences the music until ``play_music`` (the duel's opening swoop); requests made meanwhile
        are remembered and play when it ends. A scene that simply wants no music uses the kind
        ``silence`` instead."""
        self._held = True

    @property
    def music_playing(self) -> str | None:
        """Returns the song that is playing (or fading in), None when none is."""
        deck = self._current()
        return deck.name if deck is not None and deck.started and not deck.paused else None

    @property
    def music_wanted(self) -> str | None:
        """Returns the song last asked for (a scene's request is looked up in the map now)."""
        self._resolve()
        return self._wanted

    def update(self) -> None:
        """Runs once per loop: starts a requested song when ready, steps the fades, keeps loops queued."""
        self._loops += 1
        if self.enabled and self._loops >= 2:
            self._ensure_effects()  # after the first frame is on screen (about 30 ms)
        if self.enabled and self._loops >= QUIET_LOOPS:
            self._update_music()

    def _update_music(self) -> None:
        self._resolve()
        current = self._current()
        if not self._music_on or self._held:
            for deck in self._decks:
                deck.target = 0.0
        elif self._wanted is None:
            if current is not None:
                current.target = 0.0
        elif current is None or current.name != self._wanted:
            self._switch_to(self._wanted)
        self._step_fades()
        for deck in self._decks:
            if not deck.paused:
                self._feed(deck)
        self._ready_standby()

    def _ready_standby(self) -> None:
        """Opens the song prepared for (prepare_scene) once the library has it, and keeps its first two
        chunks being read, the follow-on's too for a one-chunk jingle."""
        if self._soon is not None:
            deck = self._open(self._soon)
            if deck is not None:
                self._drop_standby()
                self._standby = deck
        if self._standby is not None:
            self._read_ahead(self._standby, 2)

    def _drop_standby(self) -> None:
        if self._standby is not None:
            for _, future in self._standby.ahead:
                future.cancel()
            self._close_reader(self._standby.reader)
            self._standby = None

    def _current(self) -> _Deck | None:
        return self._decks[0] if self._decks else None

    def _switch_to(self, name: str) -> None:
        previous = next((d for d in self._decks if d.name == name), None)
        if previous is not None:  # back to the piece faded out a moment ago: resume it
            self._decks.remove(previous)
            for deck in self._decks:
                deck.target = 0.0
            previous.target = 1.0
            if previous.paused:
                previous.channel.unpause()
                previous.paused = False
            self._decks.insert(0, previous)
            self._trim()
            return
        deck = self._prepared(name) or self._open(name)
        if deck is None:
            return  # still rendering (or no such song): asked again next loop
        for other in self._decks:
            other.target = 0.0
        if len(self._decks) == len(self._channels):  # both channels busy: drop the older, already fading piece
            self._halt(self._decks.pop())
        deck.channel = next(c for c in self._channels if all(d.channel is not c for d in self._decks))
        self._decks.insert(0, deck)
        self._trim()
        self._feed(deck)  # its first chunks are read meanwhile (or were, prepared): it starts when they are in
        if deck.then:
            self._library.prefetch(deck.then)  # the follow-on is made ready while the jingle plays

    def _prepared(self, name: str) -> _Deck | None:
        """Returns the deck prepare_scene readied for this song, if that is the one (and forgets it)."""
        standby = self._standby
        if standby is None or standby.name != name:
            return None
        self._standby = None
        return standby

    def _open(self, name: str) -> _Deck | None:
        """Returns a new deck of the song, on no channel yet (None while the library has not got it)."""
        piece = self._ensure_library().get(name)
        if piece is None:
            return None
        if self._soon == name:  # asked to play before it was ready: no need to ready it as well
            self._soon = None
        try:
            reader = piece.open()
        except OSError as exc:
            log.warning("music: %s cannot be played (%s)", name, exc)
            return None
        return _Deck(piece.name, None, piece, reader)

    def _next_span(self, deck: _Deck) -> tuple | None:
        """Plans the deck's next chunk: returns (reader, start, stop) and moves its read position on,
        or None when a one-shot is all read (or its follow-on is not ready yet). A chunk is up to
        CHUNK_S seconds, never across the loop start or the end, and leaves no sliver of less than
        half a chunk. When a jingle is all read, its follow-on takes its place, so the follow-on's
        first chunk joins the jingle's last on the sample."""
        piece = deck.piece
        if deck.pos >= piece.frames:
            if piece.loop_at is not None:
                deck.pos = piece.loop_at
            elif deck.then is None or deck is not self._current() and deck is not self._standby \
                    or not self._follow(deck):
                return None
            piece = deck.piece
        boundary = piece.loop_at if piece.loop_at is not None and deck.pos < piece.loop_at else piece.frames
        size = max(1, int(CHUNK_S * self._rate))
        stop = min(boundary, deck.pos + size)
        if boundary - stop < size // 2:
            stop = boundary
        span = (deck.reader, deck.pos, stop)
        deck.pos = stop
        return span

    def _follow(self, deck: _Deck) -> bool:
        """Puts a jingle's follow-on in the deck (returns False when it is not ready yet)."""
        follow = self._library.get(deck.then)
        if follow is None:
            return False
        try:
            reader = follow.open()
        except OSError as exc:
            log.warning("music: %s cannot be played (%s)", follow.name, exc)
            return False
        self._close_reader(deck.reader)
        deck.piece, deck.reader, deck.pos = follow, reader, 0
        return True

    def _read_ahead(self, deck: _Deck, count: int) -> None:
        """Starts reading chunks until ``count`` are being read or read and not yet queued."""
        while len(deck.ahead) < count and self._reader is not None:
            span = self._next_span(deck)
            if span is None:
                return
            deck.ahead.append((deck.piece.name, self._reader.submit(_read_sound, *span, self._channels_n)))

    def _take(self, deck: _Deck):
        """Returns the deck's next chunk, read (None when its read failed: the piece stops there). The
        follow-on's first chunk is noted as queued: the deck takes its name when it starts playing."""
        name, future = deck.ahead.popleft()
        try:
            sound = future.result()
        except OSError as exc:
            log.warning("music: %s stops (%s)", name, exc)
            for _, later in deck.ahead:
                later.cancel()
            deck.ahead.clear()
            deck.pos = deck.piece.frames
            deck.piece = replace(deck.piece, loop_at=None, then=None)
            return None
        if name != deck.name:
            deck.queued = name
        deck.sounds = [*deck.sounds[-2:], sound]
        return sound

    def _playing_on(self, deck: _Deck) -> None:
        """Renames the deck once its follow-on's first chunk has left the queue, i.e. is playing."""
        if deck.queued is not None and deck.channel.get_queue() is None:
            if self._wanted == deck.name:
                self._wanted = deck.queued
            deck.name, deck.queued = deck.queued, None

    def _feed(self, deck: _Deck) -> None:
        """Keeps the next chunk queued behind the one playing (a loop goes round by itself) and the one
        after it being read. A new piece starts once its first two chunks are read: the first plays
        and the second is queued behind it at once."""
        if not deck.started:
            self._read_ahead(deck, 2)
            if not deck.ahead or not all(f.done() for _, f in deck.ahead):
                return
            first = self._take(deck)
            if first is None:
                return
            deck.channel.play(first)
            deck.started = True
            self._apply_gains()
            if deck.queued is not None:  # (the follow-on of an empty jingle)
                deck.name, deck.queued = deck.queued, None
        self._playing_on(deck)
        if deck.channel.get_queue() is None and deck.ahead and deck.ahead[0][1].done():
            sound = self._take(deck)
            if sound is not None:
                deck.channel.queue(sound)
        self._read_ahead(deck, 1)

    def _close_reader(self, reader) -> None:
        """Closes a reader after any of its reads in flight (the chunk thread runs them in order)."""
        if self._reader is None:
            reader.close()
        else:
            self._reader.submit(reader.close)

    def _step_fades(self) -> None:
        step = 1.0 / FADE_FRAMES
        for deck in list(self._decks):
            if deck.gain < deck.target:
                deck.gain = min(deck.target, deck.gain + step)
            elif deck.gain > deck.target:
                deck.gain = max(deck.target, deck.gain - step)
                if deck.gain == 0.0:
                    self._fade_done(deck)
        self._apply_gains()

    def _fade_done(self, deck: _Deck) -> None:
        if deck.repeat and deck is not self._current() and self._music_on and not self._held:
            deck.channel.pause()  # kept: a return to it resumes where it was
            deck.paused = True
        else:
            self._halt(deck)
            self._decks.remove(deck)

    def _trim(self) -> None:
        while len(self._decks) > 2:
            self._halt(self._decks.pop())

    def _apply_gains(self) -> None:
        for deck in self._decks:
            deck.channel.set_volume(self._music_volume * deck.gain)

    def _halt(self, deck: _Deck) -> None:
        """Stops a deck's channel for good; playing a tiny silence first drops its queue, which a plain
        stop would otherwise start (pygame plays the queued sound when a channel is halted)."""
        deck.channel.play(self._silence)
        deck.channel.stop()
        deck.sounds = []
        for _, future in deck.ahead:
            future.cancel()
        deck.ahead.clear()
        self._close_reader(deck.reader)
        if deck.then is not None:  # left before the jingle ended: its results loop is not needed
            self._library.forget(deck.then)

    @property
    def names(self) -> list[str]:
        """Returns the names of the effects (synthesising them if that has not happened yet)."""
        self._ensure_effects()
        return sorted(self._sounds)


def _read_sound(reader, start: int, stop: int, channels: int):
    """Returns frames start..stop of a piece as a mixer Sound (on the chunk thread; OSError when the
    cache file has lost them)."""
    return _pcm_sound(reader.read(start, stop), channels)


def _pcm_sound(pcm: np.ndarray, channels: int):
    """Returns a mixer Sound of int16 stereo samples, folded or widened to the mixer's channel count."""
    import pygame

    if channels == 1:
        pcm = pcm.mean(axis=1).astype(np.int16)
    elif channels > 2:
        pcm = np.concatenate([pcm] + [pcm[:, :1]] * (channels - 2), axis=1)
    return pygame.sndarray.make_sound(np.ascontiguousarray(pcm))


def _to_sound(wave: np.ndarray, channels: int):
    import pygame

    pcm = (np.clip(wave, -1.0, 1.0) * 32767).astype(np.int16)
    if channels > 1:
        pcm = np.repeat(pcm[:, None], channels, axis=1)
    return pygame.sndarray.make_sound(np.ascontiguousarray(pcm))
