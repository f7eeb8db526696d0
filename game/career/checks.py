"""The career's data/ files checked against the card tables whenever the game compiles them.

    db = load_carddb(data_dir, checks=CAREER_CHECKS)

The card database sits below the career and never imports it; the game's loader
(game.commands.common) hands these in, so a broken campaign.yaml or starter_pools.yaml fails at
start-up and in ``fmduel check-data`` with the file named, as the tables' own files do.
"""

from __future__ import annotations

from game.career.campaign import load_campaign
from game.career.starter import load_starter_pools

CAREER_CHECKS = (load_campaign, load_starter_pools)
