"""The scene contract and the context every scene is given.

A scene owns its own widgets and cursor; it reads settings and services from ``Context`` and
never decides game rules. ``draw`` must not change state: given the same state it draws the same
picture, so tests can draw any number of times.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from game.input import Press
from game.input_bindings import Button
from game.scenes.nav import Screen, Screens


class Stack(Protocol):
    """What a scene may ask of the scene stack (game.scenes.stack.SceneStack, which builds on this
    module: naming the protocol here keeps the two out of an import circle)."""

    @property
    def top(self) -> Scene | None: ...

    @property
    def revealing(self) -> bool: ...

    def push(self, scene: Scene, fade: bool = False) -> None: ...

    def pop(self, fade: bool = False) -> None: ...

    def replace(self, scene: Scene, fade: bool = False) -> None: ...


@dataclass
class Context:
    """Services shared by scenes; passed explicitly, never global."""

    config: Any
    font: Any
    input: Any
    audio: Any
    stack: Stack
    db: Any = None
    cards: Any = None
    apply_settings: Callable[[], None] = lambda: None
    quit: Callable[[], None] = lambda: None
    notes: list[str] = field(default_factory=list)
    screens: Screens = field(default_factory=Screens)

    def screen(self, which: Screen, *args: Any, **kwargs: Any) -> Scene:
        """Returns a new scene of the screen ``which`` (screens open each other by key, never by import)."""
        return self.screens.make(which, *args, **kwargs)

    def is_confirm(self, press: Press) -> bool:
        """Returns whether press means "confirm" (the input gateway has applied the button layout)."""
        return press.button == Button.CROSS

    def is_cancel(self, press: Press) -> bool:
        """Returns whether press means "back" (the input gateway has applied the button layout)."""
        return press.button == Button.CIRCLE


class Scene:
    """Base scene: override what you need. ``opaque`` scenes hide the ones below them."""

    opaque = True
    # The music this scene plays (a scene kind of data/music/map.yaml: "library", "options", ...); the stack
    # asks for it whenever the scene comes on top. None keeps whatever plays (overlays, pauses).
    music: str | None = None
    music_duelist: int | None = None  # the opponent, for music "duel" (themes go by duelist group)

    def __init__(self) -> None:
        self.ctx: Context | None = None
        self.frame = 0

    def enter(self, ctx: Context) -> None:
        """Called when pushed; keep ctx and build widgets here, not in __init__."""
        self.ctx = ctx

    def exit(self) -> None:
        """Called when popped or replaced."""

    def resume(self) -> None:
        """Called when the scene above this one is popped."""

    def handle(self, press: Press) -> Press | None:
        """Reacts to one press; returns None when consumed, or the press to pass it down."""
        return press

    def update(self) -> None:
        """Advances one fixed step (1/60 s)."""
        self.frame += 1

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the scene; must not change any state."""
