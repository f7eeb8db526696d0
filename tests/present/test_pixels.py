"""Issue 21: a pixel check on a sample of frames of whole duels: the picture drawn in each hand slot
is that card's face, and each big card of a battle is its fighter's face with the value its plaque
shows. The frames are painted by the duel's own painter (picture.paint_scene) from a headless
presenter; a board with two hand cards swapped must fail the same check.
"""

from __future__ import annotations

import numpy as np
import pygame

from game.present.battle import big_stats
from game.present.presenter import DuelPresenter
from game.rules.state import RuleOptions
from game.scenes.duel import hud
from game.scenes.duel.battle import BIG_LEFT, BIG_RIGHT
from game.scenes.duel.picture import paint_scene
from game.scenes.duel.prompt import Prompt
from tests.present.consistency import Tally, drive_1v1


def _pixels(surface: pygame.Surface) -> np.ndarray:
    return pygame.surfarray.array3d(surface)


def _region(canvas: pygame.Surface, centre, size) -> np.ndarray:
    w, h = size
    x, y = round(centre[0]) - w // 2, round(centre[1]) - h // 2
    return _pixels(canvas)[x:x + w, y:y + h]


def hand_mismatches(canvas: pygame.Surface, art, hand: list[int], moving=frozenset()) -> list[int]:
    """Returns the hand slots whose pixels are not their card's face (``moving``: slots still sliding in)."""
    out = []
    for i, card in enumerate(hand):
        if i in moving:
            continue
        x, y = hud.hand_pos(i)
        face = art.hand(card)
        w, h = face.get_size()
        if not np.array_equal(_pixels(canvas)[x:x + w, y:y + h], _pixels(face)):
            out.append(i)
    return out


class Painted(DuelPresenter):
    """A presenter whose frames are painted and checked now and then as a duel runs."""

    kit = None
    every = 7
    seen: dict
    bad: list

    def run(self, steps, state) -> bool:
        rested = super().run(steps, state)
        ctx, art, renderer = self.kit
        a = self.anim
        if rested and self.clock % self.every == 0:
            canvas = pygame.Surface((320, 240))
            paint_scene(canvas, ctx, self, Prompt(), art, renderer)
            self.seen["hands"] += 1
            moving = {i for i in self.slides if self.slide_offset(i) is not None}
            self.bad += [f"hand slot {i}" for i in hand_mismatches(canvas, art, self.board.hand, moving)]
        elif a is not None and a.kind == "battle" and not a.cutin and a.t == a.at("dark") + 1:
            self._check_big_cards(ctx, art, renderer)
        return rested

    def _check_big_cards(self, ctx, art, renderer) -> None:
        from game.scenes.duel.battle import gone

        canvas = pygame.Surface((320, 240))
        paint_scene(canvas, ctx, self, Prompt(), art, renderer)
        view, a_val, d_val = self.battle_shown()
        dark = round(255 * (1 - self.anim.phase()[1]))
        for f, value, centre in ((view.attacker, a_val, BIG_LEFT), (view.defender, d_val, BIG_RIGHT)):
            if f is None or f.card <= 0 or (f.side, f.zone) in gone(self.anim):
                continue
            face = ctx.cards.detail_stats(f.card, *big_stats(f, value)).copy()
            face.fill((dark,) * 3, special_flags=pygame.BLEND_RGB_MULT)
            self.seen["big"] += 1
            if not np.array_equal(_region(canvas, centre, face.get_size()), _pixels(face)):
                self.bad.append(f"big card {f.card} at {centre}")


def test_the_card_pictures_drawn_are_the_cards_the_engine_has(db, paint_kit) -> None:
    seen, bad = {"hands": 0, "big": 0}, []
    Painted.kit, Painted.seen, Painted.bad = paint_kit, seen, bad
    tally = Tally()
    for seed, levels in ((1, ("fair", "fair")), (2, ("strong", "retail"))):
        drive_1v1(db, levels, seed, RuleOptions(), tally, Painted)
    assert tally.errors == [] and bad == []
    assert seen["hands"] >= 20 and seen["big"] >= 10


def test_the_pixel_check_fails_on_a_swapped_hand(db, paint_kit) -> None:
    ctx, art, renderer = paint_kit
    from game.rules.setup import setup_duel

    state, opening = setup_duel(db, [c for c in range(1, 80) if db.is_monster(c)][:40], None, opponent=2, rng_seed=5)
    pr = DuelPresenter(db, state)
    pr.open(opening, state, swoop=False)
    while pr.moving:
        pr.tick(50)
        pr.run(50, state)
    canvas = pygame.Surface((320, 240))
    paint_scene(canvas, ctx, pr, Prompt(), art, renderer)
    hand = list(pr.board.hand)
    assert hand_mismatches(canvas, art, hand) == []
    hand[0], hand[1] = hand[1], hand[0]
    assert hand[0] != hand[1] and hand_mismatches(canvas, art, hand) == [0, 1]
