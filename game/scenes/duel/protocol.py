"""What a session is: the one interface a duel screen's ``DuelPlay`` (its controls, prompt and
presenter) uses, whoever keeps the duel.

Six duels share the duel screen and differ only in who steps the engine:

    local 1v1, replay   DuelSession (game/scenes/duel/session.py; a replay is ``from_replay``)
    2P                  PerspectiveSession (game/scenes/versus/session.py): the side to play at the bottom
    Tag                 TagSession (game/scenes/tag/session.py): two of the four seats, ids translated
    online 2P           NetSession (game/net/session.py): the host steps, ``commit`` sends the plan
    online Tag          NetTagSession (game/scenes/online/tag_session.py): a TagSession the host steps

Each is a plain class that satisfies this protocol structurally (none names it, so game.net imports
nothing from the scenes); tests/duel/test_session_protocol.py checks all of them against it.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from game.rules.state import DuelState


@runtime_checkable
class Session(Protocol):
    """One duel as the duel screen sees it: side 0 at the bottom, the acting side's actions in screen ids."""

    db: object  # the card database the engine runs on
    opening: tuple  # the events before the first action (the opening draws), as the screen shows them

    @property
    def state(self) -> DuelState:
        """The committed duel as the screen draws it."""

    @property
    def played(self) -> int:
        """How many actions have been committed (a replay's and the host's count alike)."""

    def legal(self, state: DuelState | None = None) -> list[int]:
        """The legal actions in a shown state (the committed one by default)."""

    def preview(self, actions: list[int]) -> tuple[DuelState, list]:
        """The shown state and events the actions would give; commits nothing (the controls' half-made plays)."""

    def commit(self, actions: list[int]) -> list:
        """Plays a finished play; returns the events to show now ([] when they come later, from a host)."""

    def ai_action(self) -> int:
        """The computer's next action on its side (a network session has none here: it raises)."""
