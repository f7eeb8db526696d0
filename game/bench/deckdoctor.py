"""Deck doctor speed: one whole suggestion for a 300-card trunk against one opponent, verdict included.

The trunk is a starter deck plus cards dealt from the deck pools of duelists 1-7 (fixed seeds), 300
copies in all; the opponent is Seto (7); the verdict races the suggestion (with and without the
starter deck's magic) and the starter deck over the same duels on every core, as ``fmduel deck
suggest`` does, at most 1,000 each, stopping once its paired interval is clear
(game.deckdoctor.race). Target: ``deck_suggest_s`` <= 5. ``deck_suggest_verdict_duels`` says how
many duels per deck the verdict needed.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from pathlib import Path

_SEED = 20261201
_TRUNK = 300
_OPPONENT = 7


def trunk(db) -> tuple[Counter[int], list[int]]:
    """Returns (the 300 owned copies, the current deck): the benchmark's player."""
    from game.career.starter import deal_starter, load_starter_pools
    from game.rules.rng import PsxRng
    from game.rules.setup import deal_deck

    deck = deal_starter(load_starter_pools(db), PsxRng(_SEED))
    cards = list(deck)
    duelist = 1
    while len(cards) < _TRUNK:
        cards += deal_deck(db, duelist, PsxRng(_SEED + duelist))[:_TRUNK - len(cards)]
        duelist += 1
    return Counter(cards), deck


def measure(data_dir: Path | None = None) -> dict[str, float]:
    """Returns the seconds of a full suggestion and of its two parts."""
    from game.db import load_carddb
    from game.deckdoctor.doctor import DUELS, DoctorJob

    db = load_carddb(data_dir)
    owned, deck = trunk(db)
    jobs = os.cpu_count() or 1
    start = time.perf_counter()
    job = DoctorJob(db, owned, deck, vs=_OPPONENT, seed=_SEED, duels=DUELS)
    for _ in job.steps(verdict=False):
        pass
    analysed = time.perf_counter()
    job.play_verdict(data_dir, jobs)
    end = time.perf_counter()
    played = job.report.verdict.duels if job.report.verdict else 0
    decks = len(job.race.decks)
    return {"deck_suggest_s": round(end - start, 2), "deck_suggest_analysis_s": round(analysed - start, 2),
            "deck_suggest_verdict_duels": played,
            "deck_suggest_verdict_duels_per_s": round(decks * played / (end - analysed), 1), "deck_suggest_jobs": jobs}
