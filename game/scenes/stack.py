"""The scene stack: push, pop and replace, optionally through the band fade.

Changes asked for during a press or an update are applied after it, so a scene never disappears
while its own method is running. While a fade runs, input is held back from the scenes; presses
made once the new screen shows (the fade's second half) are kept and handed to it when the fade
ends, so a player who answers a screen as it appears is heard. Presses of the first half were aimed
at the screen that is going away and are dropped.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.gfx.fade import FRAMES, BandFade
from game.input import Press
from game.scenes.base import Context, Scene

KEPT_PRESSES = 4  # at most this many presses wait for the end of a fade


class SceneStack:
    """Owns the scenes; the app calls dispatch, update and draw once per step/loop."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.ctx: Context | None = None
        self._pending: list[Callable[[], None]] = []
        self.fade: BandFade | None = None
        self._fade_op: Callable[[], None] | None = None
        self._kept: list[Press] = []  # presses of a fade's second half, for the screen it shows

    @property
    def top(self) -> Scene | None:
        """Returns the scene that receives input, or None when empty."""
        return self.scenes[-1] if self.scenes else None

    @property
    def revealing(self) -> bool:
        """Returns whether a fade runs past its midpoint: the new screen shows and presses wait for it."""
        return self.fade is not None and self._fade_op is None

    def push(self, scene: Scene, fade: bool = False) -> None:
        """Puts scene on top (after the current step)."""
        self._request(lambda: self._push(scene), fade)

    def pop(self, fade: bool = False) -> None:
        """Removes the top scene (after the current step)."""
        self._request(self._pop, fade)

    def replace(self, scene: Scene, fade: bool = False) -> None:
        """Swaps the top scene for scene (after the current step)."""
        self._request(lambda: (self._pop(resume=False), self._push(scene)), fade)

    def dispatch(self, presses: list[Press]) -> None:
        """Hands presses to the top scene, which may pass each one down the stack."""
        if self.fade is not None:
            if self.revealing:
                self._kept.extend(p for p in presses if not p.repeat)
                del self._kept[:-KEPT_PRESSES]
            return
        if self._kept:
            presses, self._kept = self._kept + list(presses), []
        for press in presses:
            for scene in reversed(self.scenes):
                if scene.handle(press) is None:
                    break
            self._apply()

    def update(self) -> None:
        """Advances the top scene and any fade by one step, then applies requested changes."""
        if self.fade is not None:
            self.fade.step()
            if self.fade.midpoint and self._fade_op is not None:
                op, self._fade_op = self._fade_op, None
                op()
                self._sync_music()
            if self.fade.done:
                self.fade = None
        if self.top is not None:
            self.top.update()
        self._apply()

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws from the topmost opaque scene upwards, then the fade bands."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(canvas)
        if self.fade is not None:
            self.fade.draw(canvas)

    # --- helpers ---------------------------------------------------------------------------

    def _request(self, op: Callable[[], None], fade: bool) -> None:
        frames = FRAMES.get(self.ctx.config.get("game.animation_speed"), 48) if self.ctx else 0
        if fade and frames and self.scenes and self.fade is None:
            self.fade = BandFade(frames)
            self._fade_op = op
        else:
            self._pending.append(op)
            if not self.scenes:
                self._apply()

    def _apply(self) -> None:
        changed = bool(self._pending)
        while self._pending:
            self._pending.pop(0)()
        if changed:
            self._sync_music()

    def _sync_music(self) -> None:
        """Asks for the top scene's music (the audio player ignores a request for what already plays)."""
        top = self.top
        if top is not None and top.music is not None and self.ctx is not None:
            self.ctx.audio.play_scene(top.music, top.music_duelist)

    def _push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        assert self.ctx is not None
        scene.enter(self.ctx)

    def _pop(self, resume: bool = True) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        if resume and self.top is not None:
            self.top.resume()
