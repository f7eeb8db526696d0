"""The password shop (R15.16-R15.17): buy a card once per save by its 8-digit password.

    session = open_shop(save)
    offer = quote(db, session, "89631139")      # the card and its cost, or ShopRefused
    session = buy(db, session, "89631139")       # starchips paid, password used, card pending
    save = leave_shop(session)                   # R15.17 quirk: the cards arrive only now

Purchases go through ``collection.add_card`` on delivery, so the 250 trunk cap (D-28), the seen
flag and the recent-acquisitions list apply exactly as for a drop.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

import numpy as np

from game.career.collection import add_cards
from game.career.model import SaveData
from game.db import CardDB

PASSWORD_DIGITS = 8


class Refusal(str, Enum):
    """Why the shop says no; the UI picks its message from this."""

    BAD_INPUT = "bad_input"
    UNKNOWN = "unknown_password"
    ALREADY_BOUGHT = "already_bought"
    CANNOT_AFFORD = "cannot_afford"


class ShopRefused(ValueError):
    """The shop refuses a password; ``reason`` is a Refusal and the message says why in words."""

    def __init__(self, reason: Refusal, text: str, card: int = 0) -> None:
        super().__init__(text)
        self.reason = reason
        self.card = card


@dataclass(frozen=True, slots=True)
class Offer:
    """A card the shop will sell: its id and price in starchips."""

    card: int
    cost: int


@dataclass(frozen=True, slots=True)
class ShopSession:
    """The save while in the shop, with paid-for cards not yet delivered (R15.17)."""

    save: SaveData
    pending: tuple[int, ...] = ()


def open_shop(save: SaveData) -> ShopSession:
    """Returns a shop session over a save with nothing pending."""
    return ShopSession(save)


def card_for_password(db: CardDB, password: str | int) -> int:
    """Returns the card whose password this is; raises ShopRefused for bad input or no such card.

    Cards without a password (the sentinel -1) can never match, so they cannot be entered (R15.17).
    """
    value = _parse(password)
    hits = np.flatnonzero(db.password == value)
    if hits.size == 0:
        raise ShopRefused(Refusal.UNKNOWN, f"no card has the password {value:08d}")
    return int(hits[0])


def quote(db: CardDB, session: ShopSession, password: str | int) -> Offer:
    """Returns the offer for a password; raises ShopRefused if it cannot be bought by this save now."""
    card = card_for_password(db, password)
    cost = int(db.cost[card])
    if card in session.save.passwords_used:
        raise ShopRefused(Refusal.ALREADY_BOUGHT, f"{db.names[card]} was already bought with its password",
                          card)
    if cost > session.save.starchips:
        raise ShopRefused(Refusal.CANNOT_AFFORD, f"{db.names[card]} costs {cost} starchips, "
                                                 f"you have {session.save.starchips}", card)
    return Offer(card, cost)


def buy(db: CardDB, session: ShopSession, password: str | int) -> ShopSession:
    """Returns the session after a purchase: cost paid, password used, card pending (R15.16-R15.17)."""
    offer = quote(db, session, password)
    save = replace(session.save, starchips=session.save.starchips - offer.cost,
                   passwords_used=session.save.passwords_used | {offer.card})
    return ShopSession(save, session.pending + (offer.card,))


def leave_shop(session: ShopSession) -> SaveData:
    """Returns the save with every pending purchase delivered to the trunk, seen and recent (R15.17)."""
    save, _ = add_cards(session.save, session.pending)
    return save


# ---------------------------------------------------------------- helpers

def _parse(password: str | int) -> int:
    if isinstance(password, bool):
        raise ShopRefused(Refusal.BAD_INPUT, f"a password is {PASSWORD_DIGITS} digits, got {password!r}")
    if isinstance(password, int):
        if 0 <= password < 10 ** PASSWORD_DIGITS:
            return password
    elif isinstance(password, str):
        text = password.strip()
        if len(text) == PASSWORD_DIGITS and text.isascii() and text.isdigit():
            return int(text)
    raise ShopRefused(Refusal.BAD_INPUT, f"a password is {PASSWORD_DIGITS} digits, got {password!r}")
