"""game.heap: what start-up loaded leaves the collector's full passes; forking freezes only for the fork."""

from __future__ import annotations

import gc
import weakref

from game.heap import frozen_for_fork, settle


def test_settle_freezes_what_start_up_left_alive():
    class Node:
        pass

    gc.unfreeze()
    try:
        loop = Node()
        loop.me = loop  # start-up garbage in a cycle: only the collector frees it
        gone = weakref.ref(loop)
        del loop
        settle()
        assert gone() is None  # collected first, not frozen with the rest
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_a_fork_freezes_for_its_workers_and_thaws_a_parent_that_was_not_settled():
    gc.unfreeze()
    with frozen_for_fork():
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0


def test_a_settled_parent_stays_frozen_after_a_fork():
    gc.unfreeze()
    try:
        settle()
        before = gc.get_freeze_count()
        with frozen_for_fork():
            pass
        assert gc.get_freeze_count() >= before > 0
    finally:
        gc.unfreeze()
