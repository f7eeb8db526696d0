"""The sound player: turns synthesised samples into mixer sounds and plays them at the set volumes.

No audio device is not an error: the player logs one line and every call becomes a no-op, so the
game runs the same with or without sound.
"""

from __future__ import annotations

import logging

import numpy as np

log = logging.getLogger(__name__)


class Audio:
    """Plays named effects and the music loop; ``enabled`` is False without a device."""

    def __init__(self) -> None:
        self.enabled = False
        self._sounds: dict = {}
        self._music = None
        self._music_channel = None
        self._sfx_volume = 0.8
        self._music_volume = 0.5
        self._music_on = True
        self._music_wanted = False  # a scene asked for music; switching it back on resumes it

    def open(self) -> None:
        """Opens the mixer and synthesises the effects; on failure logs once and stays silent."""
        import pygame

        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
        except pygame.error as exc:
            log.warning("sound disabled: no audio device (%s)", exc)
            return
        from game.audio.synth import effects

        freq, _, channels = pygame.mixer.get_init()
        self._sounds = {name: _to_sound(wave, channels) for name, wave in effects(freq).items()}
        self.enabled = True

    def close(self) -> None:
        """Stops all sound and closes the mixer."""
        if self.enabled:
            import pygame

            pygame.mixer.quit()
            self.enabled = False

    def set_volumes(self, sfx: int, music: int, music_on: bool) -> None:
        """Applies the 0-100 volumes and the music switch from the options."""
        self._sfx_volume, self._music_volume, self._music_on = sfx / 100, music / 100, music_on
        for snd in self._sounds.values():
            snd.set_volume(self._sfx_volume)
        if self._music_channel is not None:
            self._music_channel.set_volume(self._music_volume)
        if not music_on:
            self._halt_music()
        elif self._music_wanted:
            self.play_music()

    def play(self, name: str) -> None:
        """Plays one effect by name (cursor, confirm, cancel, flip, fusion, attack, hit, ...)."""
        snd = self._sounds.get(name)
        if snd is not None:
            snd.play()

    def play_music(self) -> None:
        """Starts the chiptune loop if music is on and not already playing."""
        self._music_wanted = True
        if not self.enabled or not self._music_on or self._music_channel is not None:
            return
        import pygame

        from game.audio.synth import music_loop

        if self._music is None:
            freq, _, channels = pygame.mixer.get_init()
            self._music = _to_sound(music_loop(freq), channels)
        self._music_channel = self._music.play(loops=-1)
        if self._music_channel is not None:
            self._music_channel.set_volume(self._music_volume)

    def stop_music(self) -> None:
        """Stops the music loop (a scene that wants silence)."""
        self._music_wanted = False
        self._halt_music()

    def _halt_music(self) -> None:
        if self._music_channel is not None:
            self._music_channel.stop()
            self._music_channel = None

    @property
    def names(self) -> list[str]:
        """Returns the names of the loaded effects."""
        return sorted(self._sounds)


def _to_sound(wave: np.ndarray, channels: int) -> pygame.mixer.Sound:  # noqa: F821 - lazy import
    import pygame

    pcm = (np.clip(wave, -1.0, 1.0) * 32767).astype(np.int16)
    if channels > 1:
        pcm = np.repeat(pcm[:, None], channels, axis=1)
    return pygame.sndarray.make_sound(np.ascontiguousarray(pcm))
