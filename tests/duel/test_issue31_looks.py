"""Issue 31, the gallery looked at picture by picture: slips on the duel screen, checked through the pad
on the frames the duel draws."""

from __future__ import annotations

from duel.scripted import scripted_launcher
from game.scenes.duel import hud


def test_the_info_strip_names_a_drawn_card_only_once_it_has_slid_in(pad_duel, monkeypatch):
    """sheet-draw.png: the strip named each drawn card while it was still off the screen."""
    named: list[int] = []
    real = hud.paint_info
    monkeypatch.setattr(hud, "paint_info", lambda canvas, ctx, card, *a, **kw: (named.append(card),
                                                                                 real(canvas, ctx, card, *a, **kw)))
    duel = pad_duel(scripted_launcher)
    duel.tap("cross", settle=False)  # START DUEL: the opening hands are dealt card by card
    scene = None
    draws = early = 0
    for _ in range(1500):
        named.clear()
        duel.run(1)
        top = duel.top
        play = getattr(top, "play", None)
        if play is None:
            continue
        scene, pr = top, play.presenter
        if pr.anim is None or pr.anim.kind != "draw" or not named:
            if draws and pr.anim is None and not pr.queue:
                break
            continue
        draws += 1
        card = named[-1]
        in_place = [i for i, c in enumerate(pr.board.hand) if c == card and pr.slide_offset(i) is None]
        early += not in_place
    assert scene is not None and draws > 10
    assert early == 0, f"{early} of {draws} frames named a card still sliding in"
