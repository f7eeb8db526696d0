"""The duel scene's picture: the resting board, the prompts and the motion that is running.

``paint_scene`` only reads the scene (a DuelScene or its Tag subclass); every value it shows was computed
in update/handle, so drawing twice shows the same frame.
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.gfx.board3d.scene import CardQuad
from game.rules.state import Row
from game.scenes.duel import anims, assist_overlay, battle, ending, motions, title_card
from game.scenes.duel.geometry import lerp, outline_centre
from game.scenes.duel.layout import Marks, Stage, paint_board
from game.scenes.duel.overlays import paint_details, paint_placement, paint_replay_bar
from game.scenes.duel.timing import ease
from game.scenes.duel.timing import frames as tick_frames


def paint_scene(scene, canvas: pygame.Surface) -> None:
    """Draws a duel scene: the board, the prompts and the running motion; changes nothing."""
    ctx = scene.ctx
    marks = scene._marks or Marks()
    a = scene.anim
    stage = Stage(pose=scene.director.pose, wall_terrain=scene.wall_terrain)
    n = tick_frames(12, scene.speed)
    for i, start in scene.slides.items():
        age = scene.clock - start
        if age < n:
            stage.hand_dx[i] = round(320 * (1 - ease(age / n)))
    if a is not None:
        info = (scene._anim_card, None) if scene._anim_card and a.kind in ("draw", "single", "flip") else None
        hidden = set(anims.hides(a))
        if a.kind == "battle":
            hidden |= battle.hidden_zones(a)
            stage.field_dx, stage.lp_dx, stage.bar_dy = battle.hud_offsets(a)
        elif a.kind == "end_letters":  # the HUD slides away
            stage.field_dx, stage.lp_dx, stage.bar_dy = battle.hud_offsets(a)
        elif a.kind == "exodia":  # it slides out a shorter way
            dx, lx, by = battle.hud_offsets(a)
            stage.field_dx, stage.lp_dx, stage.bar_dy = dx // 3, lx // 3, by // 2
        marks = Marks(hidden=frozenset(hidden), info=info, hand_down=marks.hand_down, chain=())
    rising = tick_frames(4, scene.speed)
    if scene.clock - scene.mark_clock < rising:  # a marked card rises 4 px over 4 ticks
        stage.rise[scene.mark_index] = round(4 * ease((scene.clock - scene.mark_clock) / rising))
    if scene.controls.mode == "place" and scene._placement is not None:
        stage.show_hand = False
    if scene._cpu_hand_shown():
        stage.cpu_hand = scene.clock // max(1, tick_frames(6, scene.speed))
    if scene.director.kind == "swoop" and scene.director.moving:
        stage.hud = False
    if a is not None and a.kind == "single":  # the placed card drops onto its zone
        ev = a.event
        name, p = a.phase()
        lift = 90 * (1 - ease(p)) if name == "settle" else 90
        stage.extra = (CardQuad(ev.side, ev.row, ev.zone, 0 if ev.face_down else ev.card,
                                bool(ev.defence and ev.row == 0), False, lift),)
        stage.show_hand = False
    paint_board(canvas, ctx, scene.art, scene.board, scene.lp_shown, marks, scene.frame, scene._labels(),
                scene.renderer, stage)
    if a is None and scene._placement is None:
        assist_overlay.draw(canvas, ctx, scene.assist, marks.hand_down, scene.director.pose)
    if scene.director.kind == "swoop" and scene.director.moving and scene.side_labels == ("YOU", "CPU"):
        title_card.paint_title(canvas, ctx, int(scene.session.state.opponent), scene._labels()[1],
                               scene.director.progress)
    if scene._placement is not None:
        slot = scene.controls.hand_i
        p = min(1.0, (scene.clock - scene.place_clock) / max(1, n))
        paint_placement(canvas, ctx, scene.art, *scene._placement, slot=slot, p=p, frame=scene.frame)
    if a is not None:
        if a.kind == "battle":
            battle.draw_battle(canvas, ctx, scene.art, scene.board, a, scene.renderer, scene.director.pose)
        elif a.kind == "end_letters":
            ending.draw_end(canvas, ctx, a)
        elif a.kind == "exodia":
            ending.draw_exodia(canvas, ctx, a)
        elif a.kind in ("hit", "flip"):
            _draw_on_zone(scene, canvas, a)
        elif a.kind == "attack":
            _draw_lunge(scene, canvas, a)
        else:
            motions.draw_motion(canvas, ctx, scene.art, a)
    if scene._details or scene.held_card:
        paint_details(canvas, ctx, scene.held_card or scene._details)
    if scene.controls.buzz:
        first = scene.controls.mode == "hand" and scene.start_hold == 0
        text = "Play a card first" if first else "Not possible"
        ctx.font.draw(canvas, text, (160, 132), frames.WARN, "center")
    if scene.replay:
        paint_replay_bar(canvas, ctx, scene.session.played, len(scene.session.script or ()), scene.playing,
                         scene.speed)


def _draw_on_zone(scene, canvas: pygame.Surface, a) -> None:
    """A burst on a zone an effect hits, or the flash of a card turning face-up."""
    ev = a.event
    outline = scene.renderer.zone_outline(scene.director.pose, ev.side, ev.row, ev.zone)
    if not outline:
        return
    centre = outline_centre(outline)
    if a.kind == "hit":
        battle.burst(canvas, centre, a.p, 0.5)
    else:
        level = round(255 * (1 - abs(1 - 2 * a.p)))
        pygame.draw.polygon(canvas, (level, level, level), outline)


def _draw_lunge(scene, canvas: pygame.Surface, a) -> None:
    """An attack that a trap stops: a strike line from the attacker toward its target."""
    ev = a.event
    pose = scene.director.pose
    src = scene.renderer.zone_outline(pose, ev.side, Row.MONSTER, ev.attacker)
    dst = scene.renderer.zone_outline(pose, 1 - ev.side, Row.MONSTER, max(ev.target, 0))
    if not src or not dst:
        return
    start = outline_centre(src)
    end = tuple(round(v) for v in lerp(start, outline_centre(dst), ease(a.p)))
    pygame.draw.line(canvas, (248, 112, 96), (round(start[0]), round(start[1])), end, 3)
    pygame.draw.circle(canvas, (255, 224, 96), end, 4)
