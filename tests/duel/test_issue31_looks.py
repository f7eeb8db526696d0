"""Issue 31, the gallery looked at picture by picture: slips on the duel screen, checked through the pad
on the frames the duel draws."""

from __future__ import annotations

from duel.scripted import scripted_launcher
from game.scenes.duel import hud
from game.scenes.duel.control_states import ControlState


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


def _ring(canvas, box, colour) -> set[tuple[int, int]]:
    """Returns the points of box (relative to its corner) drawn in colour."""
    return {(x, y) for x in range(box.w) for y in range(box.h)
            if tuple(canvas.get_at((box.x + x, box.y + y)))[:3] == colour}


def test_the_fusion_hint_numbers_cards_with_the_players_own_badge(pad_duel):
    """The hint's badges were squares at a card's top-right, the player's marks rings at its top-left."""
    import pygame

    from game.scenes.duel.assist_overlay import HINT
    from game.scenes.duel.layout import hand_rect

    duel = pad_duel(scripted_launcher)
    duel.tap("cross")
    scene = duel.top
    duel.idle()
    hint = scene.play.prompt.assist.chain
    assert hint.positions[0] == scene.play.controls.hand_i == 0
    duel.run(1)
    box = pygame.Rect(hand_rect(0).move(-2, -2).topleft, (16, 16))  # where a mark's badge goes
    gold, ink = (248, 216, 96), (255, 244, 200)  # the player's marks: a gold ring, a light digit
    hinted = _ring(duel.app.canvas, box, HINT), _ring(duel.app.canvas, box, ink)
    duel.tap("up")  # the player raises that card: its own mark
    assert scene.play.controls.view.chain == (0,)
    duel.run(1)
    raised = box.move(0, -hud.RAISE)
    marked = _ring(duel.app.canvas, raised, gold), _ring(duel.app.canvas, raised, ink)
    assert len(marked[0]) > 20 and len(marked[1]) > 4  # the ring and the digit "1"
    assert hinted == marked  # the same ring and digit: only the ring's colour tells a hint from a mark


def test_seen_from_above_the_field_box_leaves_the_far_rows_cards_in_view(pad_duel, monkeypatch):
    """duel-target-trapped.png: aiming (the top-down view), the FIELD box covered the opponent's far-left
    back-row card (the set Acid Trap Hole) and its tag."""
    import pygame

    from game.rules.state import Row
    from game.scenes.duel.layout import zone_rect

    boxes: list[pygame.Rect] = []
    real = hud.paint_field_box

    def spy(canvas, f, terrain, dx=0, low=False):
        boxes.append((hud.FIELD_BOX_LOW if low else hud.FIELD_BOX).move(dx, 0))
        return real(canvas, f, terrain, dx, low) if low else real(canvas, f, terrain, dx)

    monkeypatch.setattr(hud, "paint_field_box", spy)
    duel = pad_duel(scripted_launcher)
    duel.tap("cross")                                   # START DUEL
    scene = duel.top
    duel.idle()
    duel.tap("up", "right", "up", "cross")              # the fusion chain, confirmed
    duel.tap("cross", "cross", "cross")                 # its zone, position and star; the attacker
    duel.tap("cross")                                   # a direct attack
    duel.tap("start")                                   # the opponent sets its trap
    traps = [z for z, rec in enumerate(scene.session.state.sides[1].spells) if rec.card]
    assert traps == [0], traps
    while scene.play.controls.hand_i > 0:
        duel.tap("left")
    duel.tap("cross", "cross", "cross", "cross")        # Hitotsu-me Giant placed
    duel.tap("right", "cross")                          # aiming: the view from above the opponent's rows
    assert scene.play.controls.mode == ControlState.TARGET
    duel.until(lambda: not scene.play.presenter.director.moving)  # the camera has come over the rows
    boxes.clear()
    duel.run(1)
    pose = scene.play.presenter.director.pose
    card = zone_rect(1, Row.SPELL, 0, pose)
    assert card.bottom > 0 and boxes, "the far row is in view"
    assert not boxes[-1].colliderect(card), (boxes[-1], card)
    assert boxes[-1].bottom <= hud.STRIP.y  # still on screen, above the info strip
