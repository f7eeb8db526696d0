"""The input gateway: the only code that reads pygame's event queue.

Device events (keys, SDL GameController buttons and axes, raw joystick buttons, hats and axes)
become presses of PSX virtual buttons tagged with the player they belong to; window events
become ``Signals`` for the app. Scenes never see a pygame event.

Per loop: ``poll()`` drains the queue once; per fixed update: ``step()`` hands out the presses
that arrived plus d-pad auto-repeats counted in updates, so repeat speed does not depend on the
frame rate.

The confirm button is chosen here, once: under the Japanese layout (``input.layout``) Circle
confirms, so the gateway hands a Circle press out as ``Button.CROSS`` and a Cross press as
``Button.CIRCLE``. Every scene then reads CROSS as confirm and CIRCLE as back whatever the layout;
the bindings in the config keep naming the physical buttons.
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.input_bindings import (
    CONTROLLER_AXES,
    CONTROLLER_BUTTONS,
    DPAD,
    KINDS,
    TRIGGERS,
    Button,
    reverse_table,
)

log = logging.getLogger(__name__)

_AXIS_ON, _AXIS_OFF = 16000, 8000  # hysteresis so a stick resting near the edge does not chatter
KEYBOARD = "keyboard"
MAX_PADS = 4  # one per player slot (2P and Tag Duel need at most four)
_JAPANESE_SWAP = {Button.CROSS: Button.CIRCLE, Button.CIRCLE: Button.CROSS}  # Circle confirms, Cross goes back


class Press(NamedTuple):
    """One press of a virtual button; repeat is True for d-pad auto-repeat."""

    button: Button
    player: int
    repeat: bool = False
    kind: str = KEYBOARD


@dataclass
class Signals:
    """What the window and devices did this loop, for the app (not for scenes)."""

    quit: bool = False
    toggle_fullscreen: bool = False
    toggle_debug: bool = False
    resized: tuple[int, int] | None = None
    focus_lost: bool = False
    pads_removed: int = 0
    pads_added: int = 0


@dataclass
class _Device:
    kind: str
    handle: Any
    slot: int
    name: str
    axes: dict[str, int] = field(default_factory=dict)  # last direction seen per axis


class InputGateway:
    """Turns device events into virtual-button presses; owns the open pad handles."""

    def __init__(self, config) -> None:
        self.config = config
        self._devices: dict[int, _Device] = {}  # instance_id -> open pad
        self._held: dict[tuple[int, Button], set[tuple]] = {}
        self._queue: list[Press] = []
        self._repeat: dict[tuple[int, Button], int] = {}
        self._capture = False
        self.captured: tuple[str, str] | None = None
        self.last_kind = KEYBOARD
        self.reload_bindings()

    def reload_bindings(self) -> None:
        """Re-reads the binding tables and repeat timing from the config."""
        swap = _JAPANESE_SWAP if self.config.get("input.layout") == "japanese" else {}
        self._tables = {kind: {name: tuple(swap.get(b, b) for b in buttons)
                               for name, buttons in reverse_table(self.config.get(f"input.{kind}")).items()}
                        for kind in KINDS}
        self._delay = self.config.get("input.repeat_delay")
        self._interval = self.config.get("input.repeat_interval")

    def open(self) -> None:
        """Starts SDL's controller and joystick subsystems; pads already plugged in arrive as events."""
        import pygame
        from pygame._sdl2 import controller

        pygame.joystick.init()
        controller.init()
        # Pads already plugged in: SDL does not always queue an ADDED event for them (it depends
        # on which subsystem started first), so open them here; duplicates are ignored by id.
        for index in range(pygame.joystick.get_count()):
            self._add(index, controller=controller.is_controller(index))

    def close(self) -> None:
        """Closes every open pad handle."""
        for dev in self._devices.values():
            _quit_handle(dev.handle)
        self._devices.clear()

    # --- per loop / per update -------------------------------------------------------------

    def poll(self) -> Signals:
        """Drains pygame's event queue once; returns the window/device signals of this loop."""
        import pygame

        sig = Signals()
        for ev in pygame.event.get():
            t = ev.type
            if t == pygame.KEYDOWN:
                self._key(ev, True, sig)
            elif t == pygame.KEYUP:
                self._key(ev, False, sig)
            elif t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                if 0 <= ev.button < len(CONTROLLER_BUTTONS):
                    self._source(ev.instance_id, "controller", CONTROLLER_BUTTONS[ev.button],
                                 t == pygame.CONTROLLERBUTTONDOWN)
            elif t == pygame.CONTROLLERAXISMOTION:
                if 0 <= ev.axis < len(CONTROLLER_AXES):
                    self._axis(ev.instance_id, "controller", CONTROLLER_AXES[ev.axis], ev.value)
            elif t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
                self._source(ev.instance_id, "joystick", f"b{ev.button}", t == pygame.JOYBUTTONDOWN)
            elif t == pygame.JOYHATMOTION:
                self._hat(ev.instance_id, ev.hat, ev.value)
            elif t == pygame.JOYAXISMOTION:
                value = ev.value  # pygame scales raw joystick axes to -1.0..1.0
                self._axis(ev.instance_id, "joystick", f"a{ev.axis}", round(value * 32767))
            elif t == pygame.CONTROLLERDEVICEADDED:
                sig.pads_added += self._add(ev.device_index, controller=True)
            elif t == pygame.JOYDEVICEADDED:
                sig.pads_added += self._add(ev.device_index, controller=False)
            elif t in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
                sig.pads_removed += self._remove(ev.instance_id)
            elif t == pygame.QUIT:
                sig.quit = True
            elif t in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED):
                sig.focus_lost = True
                self.release_all()
            elif t == pygame.VIDEORESIZE:
                sig.resized = (ev.w, ev.h)
        return sig

    def step(self) -> list[Press]:
        """Returns this update's presses: new ones first, then due d-pad repeats."""
        out, self._queue = self._queue, []
        for key in list(self._repeat):
            player, button = key
            if not self._held.get(key):
                del self._repeat[key]
                continue
            self._repeat[key] += 1
            n = self._repeat[key] - self._delay
            if n >= 0 and n % self._interval == 0:
                out.append(Press(button, player, True, self.last_kind))
        return out

    def held(self, button: Button, player: int | None = None) -> bool:
        """Returns whether button is down for player (any player when None)."""
        return any(srcs for (p, b), srcs in self._held.items()
                   if b == button and (player is None or p == player))

    def release_all(self) -> None:
        """Forgets every held input (focus loss, scene capture) so nothing stays stuck down."""
        self._held.clear()
        self._repeat.clear()
        for dev in self._devices.values():
            dev.axes.clear()

    # --- devices and remapping ---------------------------------------------------------------

    def pad_count(self) -> int:
        """Returns how many pads (mapped or raw) are open."""
        return len(self._devices)

    def pads(self) -> list[tuple[int, str, str, int]]:
        """Returns (instance_id, kind, name, player) for each open pad, in slot order."""
        return [(iid, d.kind, d.name, self._player(d)) for iid, d in
                sorted(self._devices.items(), key=lambda kv: kv[1].slot)]

    def begin_capture(self) -> None:
        """Makes the next physical press a binding for the remap screen instead of a button."""
        self.release_all()
        self._queue.clear()
        self._capture = True
        self.captured = None

    def cancel_capture(self) -> None:
        """Leaves capture mode without a result."""
        self._capture = False

    # --- event handlers ----------------------------------------------------------------------

    def _key(self, ev, down: bool, sig: Signals) -> None:
        import pygame

        if down and ev.key == pygame.K_F11 or down and ev.key == pygame.K_RETURN and ev.mod & pygame.KMOD_ALT:
            sig.toggle_fullscreen = True
            return
        if down and ev.key == pygame.K_F3:
            sig.toggle_debug = True
            return
        self._source(None, KEYBOARD, pygame.key.name(ev.key), down)

    def _source(self, iid: int | None, kind: str, name: str, down: bool) -> None:
        if iid is not None:
            dev = self._devices.get(iid)
            if dev is None or dev.kind != kind:  # e.g. JOY* events of a mapped controller
                return
            player = self._player(dev)
        else:
            player = self.config.get("input.keyboard_player") - 1
        if self._capture:
            if down:
                self.captured = (kind, name)
                self._capture = False
            return
        for button in self._tables[kind].get(name, ()):
            key = (player, button)
            srcs = self._held.setdefault(key, set())
            src = (iid, kind, name)
            if down:
                if not srcs:
                    self._queue.append(Press(button, player, False, kind))
                    self.last_kind = kind
                    if button in DPAD:
                        self._repeat[key] = -1  # step() of this same update makes it 0
                srcs.add(src)
            else:
                srcs.discard(src)

    def _axis(self, iid: int, kind: str, axis: str, value: int) -> None:
        dev = self._devices.get(iid)
        if dev is None or dev.kind != kind:
            return
        if axis in TRIGGERS:
            was = dev.axes.get(axis, 0)
            now = 1 if value > _AXIS_ON or (was and value > _AXIS_OFF) else 0
            if now != was:
                dev.axes[axis] = now
                self._source(iid, kind, axis, bool(now))
            return
        was = dev.axes.get(axis, 0)
        if abs(value) > _AXIS_ON:
            now = 1 if value > 0 else -1
        elif abs(value) < _AXIS_OFF:
            now = 0
        else:
            now = was
        if now != was:
            dev.axes[axis] = now
            if was:
                self._source(iid, kind, axis + ("+" if was > 0 else "-"), False)
            if now:
                self._source(iid, kind, axis + ("+" if now > 0 else "-"), True)

    def _hat(self, iid: int, hat: int, value: tuple[int, int]) -> None:
        dev = self._devices.get(iid)
        if dev is None or dev.kind != "joystick":
            return
        x, y = value
        wanted = {f"h{hat}left": x < 0, f"h{hat}right": x > 0, f"h{hat}up": y > 0, f"h{hat}down": y < 0}
        for name, on in wanted.items():
            if bool(dev.axes.get(name)) != on:
                dev.axes[name] = int(on)
                self._source(iid, "joystick", name, on)

    def _add(self, device_index: int, controller: bool) -> int:
        import pygame
        from pygame._sdl2 import controller as sdl_controller

        try:
            if controller:
                handle = sdl_controller.Controller(device_index)
                iid = handle.as_joystick().get_instance_id()
                kind, name = "controller", handle.name
            else:
                if sdl_controller.is_controller(device_index):
                    return 0  # its CONTROLLERDEVICEADDED opens it
                handle = pygame.joystick.Joystick(device_index)
                iid = handle.get_instance_id()
                kind, name = "joystick", handle.get_name()
        except pygame.error as exc:
            log.warning("could not open pad %d: %s", device_index, exc)
            return 0
        if iid in self._devices:
            return 0
        if len(self._devices) >= MAX_PADS:
            log.warning("pad %s ignored: %d pads are already in use", name, MAX_PADS)
            _quit_handle(handle)
            return 0
        used = {d.slot for d in self._devices.values()}
        slot = next(i for i in range(len(self._devices) + 1) if i not in used)
        self._devices[iid] = _Device(kind, handle, slot, name or kind)
        log.info("pad %d connected: %s (%s, player %d)", iid, name, kind,
                 self._player(self._devices[iid]) + 1)
        return 1

    def _remove(self, iid: int) -> int:
        dev = self._devices.pop(iid, None)
        if dev is None:
            return 0
        for key, srcs in list(self._held.items()):
            srcs.difference_update({s for s in srcs if s[0] == iid})
        _quit_handle(dev.handle)
        log.info("pad %d disconnected", iid)
        return 1

    def _player(self, dev: _Device) -> int:
        players = self.config.get("input.pad_players")
        return players[dev.slot] - 1 if dev.slot < len(players) else dev.slot


# --- helpers -------------------------------------------------------------------------------

def _quit_handle(handle: Any) -> None:
    with contextlib.suppress(Exception):  # a handle of an unplugged pad may already be gone
        handle.quit()
