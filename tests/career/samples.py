"""Shared career test data: a save that uses every field."""

from __future__ import annotations

from dataclasses import replace

from game.career.model import Options, SaveData, new_save


def sample_save() -> SaveData:
    """Returns a save that exercises every field of R15.22 with non-default values."""
    deck = tuple([1, 2, 3] * 3 + [17, 18] + list(range(100, 129)))
    save = new_save("YUGI", 0xDEADBEEF, deck)
    trunk = list(save.trunk)
    trunk[5], trunk[200], trunk[722] = 3, 250, 1
    wins, losses = list(save.wins), list(save.losses)
    wins[1], losses[1], wins[39] = 12, 3, 999
    return replace(save, trunk=tuple(trunk), starchips=123_456, seen=save.seen | {5, 200, 722},
                   passwords_used=frozenset({200}), defeated=frozenset({1, 2}), unlocked=frozenset({1, 2, 8}),
                   wins=tuple(wins), losses=tuple(losses), story=(("chapter", 2), ("labyrinth_wins", 1)),
                   location="card_shop", recent=(722, 200, 5), versus_wins=4, versus_losses=9999,
                   decks=(("beatdown", deck[:20]),), options=Options(autosave=True, sound="mono"))
