"""Sound: every effect synthesises, and no audio device means silence, not a crash."""

from __future__ import annotations

import logging

import numpy as np
import pygame

from game.audio.player import Audio
from game.audio.synth import effects, music_loop

NEEDED = {"cursor", "confirm", "cancel", "flip", "fusion", "attack", "hit", "lp_tick", "trap",
          "victory", "defeat"}


def test_every_effect_is_short_bounded_and_deterministic():
    a, b = effects(), effects()
    assert NEEDED <= set(a)
    for name, wave in a.items():
        assert wave.dtype == np.float32 and 0 < len(wave) < 22050 * 2, name
        assert np.abs(wave).max() <= 1.0, name
        assert np.array_equal(wave, b[name]), name


def test_music_loop_is_a_few_seconds():
    loop = music_loop()
    assert 4 * 22050 < len(loop) < 12 * 22050 and np.abs(loop).max() <= 1.0


def test_audio_plays_on_the_dummy_device():
    pygame.init()
    audio = Audio()
    audio.open()
    try:
        assert audio.enabled and NEEDED <= set(audio.names)
        audio.set_volumes(50, 50, True)
        audio.play("confirm")
        audio.play_music()
        audio.play("no-such-sound")  # unknown names are ignored
    finally:
        audio.close()


def test_no_audio_device_disables_sound_with_one_log_line(monkeypatch, caplog):
    def fail(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", fail)
    audio = Audio()
    with caplog.at_level(logging.INFO):
        audio.open()
    assert not audio.enabled
    assert len([r for r in caplog.records if "sound disabled" in r.message]) == 1
    audio.play("confirm")
    audio.play_music()
    audio.set_volumes(10, 10, False)
    audio.close()


def test_game_runs_without_sound(make_shell, monkeypatch):
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: (_ for _ in ()).throw(pygame.error("none")))
    shell = make_shell()
    shell.run(40)
    assert not shell.app.audio.enabled and shell.app.running


def test_switching_music_off_and_on_resumes_it():
    pygame.init()
    audio = Audio()
    audio.open()
    try:
        audio.play_music()
        assert audio._music_channel is not None
        audio.set_volumes(80, 50, False)
        assert audio._music_channel is None
        audio.set_volumes(80, 50, True)
        assert audio._music_channel is not None
    finally:
        audio.close()
