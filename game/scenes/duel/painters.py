"""The duel screen's one table from a sequence's kind to its painter: how each motion the presenter
runs (present/sequences.py) looks. ``picture.paint_scene`` only reads this table, so a new
animation is its record plus one entry here (or in a table a caller passes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import MappingProxyType

import pygame

from game.gfx.board3d.scene import CardQuad
from game.present.sequence import MotionKind as K
from game.present.sequence import Phase as P
from game.present.timing import ease
from game.rules import events as E
from game.rules.state import Row
from game.scenes.duel import battle, cutin, ending, exodia, motions
from game.scenes.duel.geometry import lerp, outline_centre


@dataclass(frozen=True)
class Frame:
    """What a painter draws with: the canvas, the scene's context and art, the 3-D renderer and the
    presenter (its board, camera pose and battle figures)."""

    canvas: pygame.Surface
    ctx: object
    art: object
    renderer: object
    pr: object


@dataclass(frozen=True)
class Painter:
    """How one kind of motion looks.

    draw     paints it over the board (or over nothing, while ``stage`` says it has the whole screen)
    stage    whether the motion's 3-D stage has the whole screen this frame (no board under it)
    ready    gets its pictures ready before they show (called each frame until then)
    soon     gets ready while the motion before it runs (ctx, renderer)
    hud      how far the HUD is out: (FIELD box dx, LP panel dx, card bar dy)
    hides    zones it draws itself, besides those its sequence hides
    info     the info strip's (card, None) while it runs, from the presenter
    lands    the card quads the 3-D board draws for it (the single card dropping onto its zone)
    hand_off whether the hand gives way to it this frame
    """

    draw: Callable | None = None
    stage: Callable | None = None
    ready: Callable | None = None
    soon: Callable | None = None
    hud: Callable | None = None
    hides: Callable | None = None
    info: Callable | None = None
    lands: Callable | None = None
    hand_off: Callable | None = None


def _battle(f: Frame, a) -> None:
    pr = f.pr
    if cutin.staged(a):
        cutin.draw_cutin(f.canvas, f.ctx, pr.board, a, f.renderer, pr.battle_shown())
    else:
        battle.draw_battle(f.canvas, f.ctx, f.art, pr.board, a, f.renderer, pr.director.pose, pr.battle_shown())


def _cutin_ready(f: Frame, a) -> None:
    if a.cutin and not cutin.staged(a) and not a.past(P.BIG):
        cutin.prepare(f.ctx, f.renderer, a, f.pr.battle_shown())  # the figures, ready before the stage shows


def _on_zone(f: Frame, a) -> None:
    """A burst on a zone an effect hits, or the flash of a card turning face-up."""
    ev = a.event
    outline = f.renderer.zone_outline(f.pr.director.pose, ev.side, ev.row, ev.zone)
    if not outline:
        return
    if a.kind is K.HIT:
        battle.burst(f.canvas, outline_centre(outline), a.p, 0.5)
    else:
        level = round(255 * (1 - abs(1 - 2 * a.p)))
        pygame.draw.polygon(f.canvas, (level, level, level), outline)


def _lunge(f: Frame, a) -> None:
    """An attack that a trap stops: a strike line from the attacker toward its target."""
    ev, pose = a.event, f.pr.director.pose
    src = f.renderer.zone_outline(pose, ev.side, Row.MONSTER, ev.attacker)
    dst = f.renderer.zone_outline(pose, 1 - ev.side, Row.MONSTER, max(ev.target, 0))
    if not src or not dst:
        return
    start = outline_centre(src)
    end = tuple(round(v) for v in lerp(start, outline_centre(dst), ease(a.p)))
    pygame.draw.line(f.canvas, (248, 112, 96), (round(start[0]), round(start[1])), end, 3)
    pygame.draw.circle(f.canvas, (255, 224, 96), end, 4)


def _arrived(pr) -> tuple[int, None] | None:
    """Returns the info strip's card while cards are drawn: the newest hand card already in place
    (a drawn card is named once it has slid into the hand, not before)."""
    if not pr.anim_card:
        return None
    hand = pr.board.hand
    for i in range(len(hand) - 1, -1, -1):
        if pr.slide_offset(i) is None and hand[i] > 0:
            return hand[i], None
    return None


def _named(pr) -> tuple[int, None] | None:
    return (pr.anim_card, None) if pr.anim_card else None


def _drop(a) -> tuple:
    """The placed card drops onto its zone."""
    ev = a.event
    name, p = a.phase()
    lift = 90 * (1 - ease(p)) if name is P.SETTLE else 90
    return (CardQuad(ev.side, ev.row, ev.zone, 0 if ev.face_down else ev.card, bool(ev.defence and ev.row == 0),
                     False, lift),)


def _exodia_hud(a) -> tuple[int, int, int]:
    """The HUD slides out a shorter way."""
    dx, lx, by = battle.hud_offsets(a)
    return dx // 3, lx // 3, by // 2


def _flat(draw, **more) -> Painter:
    """A motion drawn flat over the board (motions.py)."""
    return Painter(draw=lambda f, a: draw(f.canvas, f.ctx, f.art, a), **more)


def _chain_shown(a) -> bool:
    """A chain's steps have the screen; an equip card used on the field leaves the hand in view."""
    return type(a.event) is E.FusionStep


def _always(a) -> bool:
    return True


def _end(f: Frame, a) -> None:
    ending.draw_end(f.canvas, f.ctx, a)


def _exodia(f: Frame, a) -> None:
    exodia.draw_exodia(f.canvas, f.ctx, f.pr.board, a, f.renderer)


_CHAIN = _flat(motions.draw_chain, hand_off=_chain_shown)
PAINTERS = MappingProxyType({
    K.DRAW: Painter(info=_arrived),
    K.FUSION: _CHAIN, K.EQUIP: _CHAIN, K.FAILURE: _CHAIN,
    K.MAGIC: _flat(motions.draw_magic), K.TRAP: _flat(motions.draw_trap),
    K.FIELD: _flat(motions.draw_notice), K.NOTICE: _flat(motions.draw_notice), K.LP: _flat(motions.draw_lp),
    K.BATTLE: Painter(draw=_battle, stage=cutin.staged, ready=_cutin_ready, hud=battle.hud_offsets,
                      hides=battle.hidden_zones),
    K.SINGLE: Painter(info=_named, lands=_drop, hand_off=_always),
    K.ATTACK: Painter(draw=_lunge),
    K.FLIP: Painter(draw=_on_zone, info=_named),
    K.HIT: Painter(draw=_on_zone),
    K.EXODIA: Painter(draw=_exodia, stage=exodia.covers, soon=exodia.prepare, hud=_exodia_hud),
    K.END_LETTERS: Painter(draw=_end, hud=battle.hud_offsets),
})
NOTHING = Painter()  # a kind with no entry draws nothing of its own (the turn orbit is the camera's)
