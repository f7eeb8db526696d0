"""Saves the career screens are tested on: a campaign part-played and a trunk with chosen cards."""

from __future__ import annotations

from dataclasses import replace

from support.saves import DECK

from game.career.campaign import complete_stage, load_campaign
from game.career.model import new_save


def campaign_save(db, *stages: str, **flags):
    """Returns a career with the stages completed in order (their rewards and unlocks given) and the flags set."""
    save = new_save("JONO", 77, DECK)
    camp = load_campaign(db)
    for sid in stages:
        save = complete_stage(camp, save, camp.stage(sid))
    for k, v in flags.items():
        save = save.with_flag(k, v)
    return save


def with_trunk(save, **cards):
    """Returns the save with cards added to its trunk and seen, each named c<id>=<copies>."""
    trunk = list(save.trunk)
    for card, n in cards.items():
        trunk[int(card[1:])] += n
    return replace(save, trunk=tuple(trunk), seen=save.seen | {int(c[1:]) for c in cards})
