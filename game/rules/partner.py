"""Tag variant (§17.4, option ``tag_partner_cards``): fusing or equipping onto the partner's monster.

The partner's monster F is lent to the acting duelist for the one play: it moves into the acting
duelist's first empty monster zone, the ordinary machinery resolves the play there (the pair rule,
equips, Reverse Trap, the counters of the acting duelist) and F goes home if it survived. So a
fusion's result lands on the acting duelist's field (§17.4: "the result going to the activator's
field") while an equipped F stays the partner's. Events about F while it was lent are rewritten to
name the partner's zone, and a consumed F goes to the partner's graveyard.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.rules import events as ev
from game.rules.actions import PARTNER_DEST, PARTNER_EQUIP
from game.rules.play import choose_destination, equip_from_zone
from game.rules.state import EMPTY, N_ZONES, Decision, Row
from game.rules.teams import partner
from game.rules.work import Work


def partner_play(w: Work, action: int) -> None:
    """Plays a PARTNER_DEST or PARTNER_EQUIP action (legality checked by the caller)."""
    if action < PARTNER_EQUIP:
        _lent(w, action - PARTNER_DEST, lambda here: choose_destination(w, Row.MONSTER, here))
    else:
        spell, zone = divmod(action - PARTNER_EQUIP, N_ZONES)
        _lent(w, zone, lambda here: equip_from_zone(w, spell, here))


def _lent(w: Work, zone: int, play: Callable[[int], None]) -> None:
    side, mate = w.active, partner(w.active)
    here = next(z for z in range(N_ZONES) if not w.rec(side, Row.MONSTER, z).card)
    f = w.rec(mate, Row.MONSTER, zone)
    w.set_rec(mate, Row.MONSTER, zone, EMPTY)
    w.set_rec(side, Row.MONSTER, here, f)
    first_event, first_grave = len(w.events), len(w.sides[side].graveyard)
    play(here)
    consumed = False
    for i in range(first_event, len(w.events)):  # until F leaves, events about that zone are about F
        e = w.events[i]
        if getattr(e, "side", None) == side and getattr(e, "zone", None) == here \
                and getattr(e, "row", Row.MONSTER) == Row.MONSTER:
            w.events[i] = replace(e, side=mate, zone=zone)
            if isinstance(e, ev.CardDestroyed):
                consumed = True
                break
    if consumed:
        grave = w.graveyard(side)
        k = max(i for i in range(first_grave, len(grave)) if grave[i] == f.card)
        w.graveyard(mate).append(grave.pop(k))
        return
    rec = w.rec(side, Row.MONSTER, here)
    if rec.card == f.card and w.pending == Decision.NONE:  # F survived (equipped, or the play failed on it)
        w.set_rec(side, Row.MONSTER, here, EMPTY)
        w.set_rec(mate, Row.MONSTER, zone, rec)
