"""Keeping what start-up loaded out of the cyclic garbage collector's full passes (``gc.freeze``).

A full collection walks every tracked object. Once a process has started, most of them are what it
loaded and keeps to the end: modules, the card tables and their derived lists, fonts, art. In a
duel loop such a pass costs about 9 ms and lands wherever the allocation count happens to cross the
threshold, inside an engine step or a frame. Frozen, those objects are skipped (reference counting
still frees them as usual), so the pass only walks what the running duel made.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


def settle() -> None:
    """Collects start-up's garbage and freezes what survives: call once, when loading is done."""
    gc.collect()
    gc.freeze()


@contextmanager
def frozen_for_fork() -> Iterator[None]:
    """Freezes the heap while worker processes are forked inside the block.

    The workers inherit the frozen generation, so their collections skip the parent's tables (and do not
    touch those pages, which stay shared). A parent that had frozen nothing before (a command, a test run)
    is thawed again afterwards; one that had settled (the game running the deck doctor) stays frozen.
    """
    settled = gc.get_freeze_count() > 0
    gc.freeze()
    try:
        yield
    finally:
        if not settled:
            gc.unfreeze()
