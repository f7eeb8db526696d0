"""What a 2P session keeps between duels: decks, starting LP, devices, privacy and the counters.

R16.5 / D-30: the winner's and loser's 2P counters (cap 9999) are kept for the session and, when
both decks came from save slots, written to both saves once the players confirm (the result
screen's Square) through ``game.career.collection.record_versus``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.state import DEFAULT_OPTIONS, RuleOptions


@dataclass
class Match:
    """A 2P session. ``players[side]`` names the device that plays a side (``device_of``); equal names
    mean the two sides share one device (hot seat)."""

    decks: tuple[tuple[int, ...], tuple[int, ...]]
    lp: tuple[int, int] = (8000, 8000)
    players: tuple[str, str] = ("pad:0", "pad:1")
    private: bool = True
    options: RuleOptions = DEFAULT_OPTIONS
    shuffle: bool = True
    labels: tuple[str, str] = ("", "")
    slots: tuple[int | None, int | None] = (None, None)
    saves_base: object = None
    wins: list[int] = field(default_factory=lambda: [0, 0])
    saved: list[int] = field(default_factory=lambda: [0, 0])

    @property
    def shared(self) -> bool:
        """Returns whether both sides play on one device (the pass screen then matters most)."""
        return self.players[0] == self.players[1]

    def owns(self, side: int, press) -> bool:
        """Returns whether a press comes from the device of ``side`` (always true on a shared device)."""
        return self.shared or device_of(press) == self.players[side]

    def record(self, winner: int) -> None:
        """Counts one finished duel for the session."""
        if winner in (0, 1):
            self.wins[winner] += 1

    @property
    def slots_ready(self) -> bool:
        """Returns whether both decks came from save slots (so both saves can take the counters)."""
        return all(s is not None for s in self.slots) and self.slots[0] != self.slots[1]

    def save_counters(self) -> str:
        """Writes this session's results to both saves (R16.5, D-30); returns a line for the screen."""
        from game.career.collection import record_versus
        from game.career.save import SaveError, load_slot, save_slot

        try:
            for side, slot in enumerate(self.slots):
                save = load_slot(slot, self.saves_base)
                for _ in range(self.wins[side] - self.saved[side]):
                    save = record_versus(save, True)
                for _ in range(self.wins[1 - side] - self.saved[1 - side]):
                    save = record_versus(save, False)
                save_slot(save, slot, self.saves_base)
        except (OSError, ValueError, SaveError) as exc:  # a save that cannot be read or written: say so, keep playing
            return f"Not saved: {exc}"
        self.saved[:] = self.wins
        return "2P counters written to both saves"


def device_of(press) -> str:
    """Returns a press's device name: "keyboard", or "pad:N" for the pads of input player N."""
    from game.input import KEYBOARD

    return KEYBOARD if press.kind == KEYBOARD else f"pad:{press.player}"
