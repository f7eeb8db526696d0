"""The password shop (R15.16-R15.17)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from game.career.model import new_save
from game.career.shop import Refusal, ShopRefused, buy, card_for_password, leave_shop, open_shop, quote


def _rich(starchips: int = 999_999):
    return replace(new_save("RICH", 9, []), starchips=starchips)


def _cheap_card(db) -> tuple[int, str]:
    card = int(np.flatnonzero((db.cost > 0) & (db.cost < 100) & (db.password >= 0))[0])
    return card, f"{int(db.password[card]):08d}"


def test_r15_16_password_finds_card_and_cost(db) -> None:
    card, password = _cheap_card(db)
    offer = quote(db, open_shop(_rich()), password)
    assert offer.card == card and offer.cost == int(db.cost[card])
    assert card_for_password(db, int(password)) == card


def test_r15_17_purchase_pays_and_delivers_only_on_leaving(db) -> None:
    card, password = _cheap_card(db)
    session = buy(db, open_shop(_rich(1000)), password)
    assert session.save.starchips == 1000 - int(db.cost[card]) and session.pending == (card,)
    assert session.save.trunk[card] == 0 and card not in session.save.seen  # not yet delivered
    save = leave_shop(session)
    assert save.trunk[card] == 1 and card in save.seen and save.recent[0] == card


def test_r15_17_each_password_works_once_per_save(db) -> None:
    _, password = _cheap_card(db)
    session = buy(db, open_shop(_rich()), password)
    with pytest.raises(ShopRefused) as info:
        buy(db, session, password)
    assert info.value.reason is Refusal.ALREADY_BOUGHT
    with pytest.raises(ShopRefused):
        buy(db, open_shop(leave_shop(session)), password)


def test_r15_17_must_afford_the_cost(db) -> None:
    card, password = _cheap_card(db)
    with pytest.raises(ShopRefused, match=f"costs {int(db.cost[card])} starchips, you have 0") as info:
        buy(db, open_shop(_rich(0)), password)
    assert info.value.reason is Refusal.CANNOT_AFFORD


def test_r15_17_cards_without_password_cannot_be_entered(db) -> None:
    assert int(db.password[722]) == -1
    with pytest.raises(ShopRefused) as info:
        quote(db, open_shop(_rich()), "99999999" if 99999999 not in db.password else "00000001")
    assert info.value.reason is Refusal.UNKNOWN
    for bad in ("1234567", "abcdefgh", -1, True, "123456789"):
        with pytest.raises(ShopRefused) as info:
            quote(db, open_shop(_rich()), bad)
        assert info.value.reason is Refusal.BAD_INPUT


def test_d28_shop_delivery_respects_the_trunk_cap(db) -> None:
    card, password = _cheap_card(db)
    trunk = list(_rich().trunk)
    trunk[card] = 250
    save = leave_shop(buy(db, open_shop(replace(_rich(), trunk=tuple(trunk))), password))
    assert save.trunk[card] == 250 and card in save.passwords_used
