"""The duel scene's picture: the resting board, the prompts and the motion that is running.

``paint_scene`` reads the presenter (what moves) and the scene's ``Prompt`` (what the controls show),
never the scene itself; every value it shows was computed in update/handle, so drawing twice shows
the same frame.
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.gfx.board3d.scene import CardQuad
from game.present import motion
from game.present.motion import MotionKind
from game.present.timing import ease
from game.rules import events as E
from game.rules.state import Row
from game.scenes.duel import assist_overlay, battle, cutin, ending, exodia, motions, title_card
from game.scenes.duel.geometry import lerp, outline_centre
from game.scenes.duel.layout import Marks, Stage, paint_board
from game.scenes.duel.overlays import paint_details, paint_placement, paint_replay_bar


def paint_scene(canvas: pygame.Surface, ctx, pr, prompt, art, renderer) -> None:
    """Draws a duel: the board, the prompts and the running motion; changes nothing.

    ``pr`` is the presenter (game.present.presenter), ``prompt`` what the controls show (scene.Prompt).
    """
    a = pr.anim
    if pr.coming(motion.MotionKind.EXODIA):
        exodia.prepare(ctx, renderer)
    if a is not None and a.kind == MotionKind.BATTLE and a.cutin and not cutin.staged(a) and not a.past("big"):
        cutin.prepare(ctx, renderer, a, pr.battle_shown())  # the figures, ready before the stage shows
    if a is not None and (a.kind == MotionKind.BATTLE and cutin.staged(a) or a.kind == MotionKind.EXODIA and exodia.covers(a)):
        _paint_stage(canvas, ctx, pr, prompt, renderer)  # the whole screen is the 3-D stage: no board under it
        return
    marks = prompt.marks or Marks()
    director = pr.director
    stage = Stage(pose=director.pose, wall_terrain=pr.wall_terrain)
    for i in pr.slides:
        dx = pr.slide_offset(i)
        if dx is not None:
            stage.hand_dx[i] = dx
    if a is not None:
        shows = pr.anim_card and a.kind in ("draw", "single", "flip")
        info = (pr.anim_card, None) if shows else None
        if shows and a.kind == MotionKind.DRAW:  # a drawn card is named once it has slid into the hand, not before
            info = _arrived(pr)
        hidden = set(motion.hides(a))
        if a.kind == MotionKind.BATTLE:
            hidden |= battle.hidden_zones(a)
            stage.field_dx, stage.lp_dx, stage.bar_dy = battle.hud_offsets(a)
        elif a.kind == MotionKind.END_LETTERS:  # the HUD slides away
            stage.field_dx, stage.lp_dx, stage.bar_dy = battle.hud_offsets(a)
        elif a.kind == MotionKind.EXODIA:  # it slides out a shorter way
            dx, lx, by = battle.hud_offsets(a)
            stage.field_dx, stage.lp_dx, stage.bar_dy = dx // 3, lx // 3, by // 2
        marks = Marks(hidden=frozenset(hidden), info=info, hand_down=marks.hand_down, chain=())
    rise = pr.rise()
    if rise is not None:  # a marked card rises 4 px over 4 ticks
        stage.rise[rise[0]] = rise[1]
    if prompt.placement is not None or a is not None and type(a.event) is E.FusionStep:
        stage.show_hand = False  # the single card, or a chain's sequence, has the screen
    if prompt.cpu_hand:
        stage.cpu_hand = pr.cpu_cursor()
    swoop = pr.swooping
    if swoop:
        stage.hud = False
    if a is not None and a.kind == MotionKind.SINGLE:  # the placed card drops onto its zone
        ev = a.event
        name, p = a.phase()
        lift = 90 * (1 - ease(p)) if name == "settle" else 90
        stage.extra = (CardQuad(ev.side, ev.row, ev.zone, 0 if ev.face_down else ev.card,
                                bool(ev.defence and ev.row == 0), False, lift),)
        stage.show_hand = False
    paint_board(canvas, ctx, art, pr.board, pr.lp_shown, marks, prompt.frame, prompt.labels, renderer, stage)
    if a is None and prompt.placement is None:
        assist_overlay.draw(canvas, ctx, prompt.assist, marks.hand_down, director.pose)
    if prompt.title is not None and swoop:
        title_card.paint_title(canvas, ctx, prompt.title[0], prompt.title[1], director.progress)
    if prompt.placement is not None:
        paint_placement(canvas, ctx, art, *prompt.placement, slot=prompt.slot, p=pr.place_progress(),
                        frame=prompt.frame)
    if a is not None:
        if a.kind == MotionKind.BATTLE and cutin.staged(a):
            cutin.draw_cutin(canvas, ctx, pr.board, a, renderer, pr.battle_shown())
        elif a.kind == MotionKind.BATTLE:
            battle.draw_battle(canvas, ctx, art, pr.board, a, renderer, director.pose, pr.battle_shown())
        elif a.kind == MotionKind.END_LETTERS:
            ending.draw_end(canvas, ctx, a)
        elif a.kind == MotionKind.EXODIA:
            exodia.draw_exodia(canvas, ctx, pr.board, a, renderer)
        elif a.kind in ("hit", "flip"):
            _draw_on_zone(renderer, director.pose, canvas, a)
        elif a.kind == MotionKind.ATTACK:
            _draw_lunge(renderer, director.pose, canvas, a)
        else:
            motions.draw_motion(canvas, ctx, art, a)
    if prompt.details or prompt.held:
        paint_details(canvas, ctx, prompt.held or prompt.details)
    if prompt.buzz:
        ctx.font.draw(canvas, prompt.buzz, (160, 132), frames.WARN, "center")
    if prompt.replay is not None:
        paint_replay_bar(canvas, ctx, *prompt.replay)


def _arrived(pr) -> tuple[int, None] | None:
    """Returns the info strip's card while cards are drawn: the newest hand card already in place."""
    hand = pr.board.hand
    for i in range(len(hand) - 1, -1, -1):
        if pr.slide_offset(i) is None and hand[i] > 0:
            return hand[i], None
    return None


def _paint_stage(canvas: pygame.Surface, ctx, pr, prompt, renderer) -> None:
    """The cut-in or the Exodia sequence on its stage, with what the prompt keeps over any motion."""
    a = pr.anim
    if a.kind == MotionKind.BATTLE:
        cutin.draw_cutin(canvas, ctx, pr.board, a, renderer, pr.battle_shown())
    else:
        exodia.draw_exodia(canvas, ctx, pr.board, a, renderer)
    if prompt.details or prompt.held:
        paint_details(canvas, ctx, prompt.held or prompt.details)
    if prompt.replay is not None:
        paint_replay_bar(canvas, ctx, *prompt.replay)


def _draw_on_zone(renderer, pose, canvas: pygame.Surface, a) -> None:
    """A burst on a zone an effect hits, or the flash of a card turning face-up."""
    ev = a.event
    outline = renderer.zone_outline(pose, ev.side, ev.row, ev.zone)
    if not outline:
        return
    centre = outline_centre(outline)
    if a.kind == MotionKind.HIT:
        battle.burst(canvas, centre, a.p, 0.5)
    else:
        level = round(255 * (1 - abs(1 - 2 * a.p)))
        pygame.draw.polygon(canvas, (level, level, level), outline)


def _draw_lunge(renderer, pose, canvas: pygame.Surface, a) -> None:
    """An attack that a trap stops: a strike line from the attacker toward its target."""
    ev = a.event
    src = renderer.zone_outline(pose, ev.side, Row.MONSTER, ev.attacker)
    dst = renderer.zone_outline(pose, 1 - ev.side, Row.MONSTER, max(ev.target, 0))
    if not src or not dst:
        return
    start = outline_centre(src)
    end = tuple(round(v) for v in lerp(start, outline_centre(dst), ease(a.p)))
    pygame.draw.line(canvas, (248, 112, 96), (round(start[0]), round(start[1])), end, 3)
    pygame.draw.circle(canvas, (255, 224, 96), end, 4)


def results_backdrop(renderer, board, walls):
    """Returns a painter of the field at half brightness, slowly orbiting (the results' background)."""
    from game.gfx.board3d.camera import Pose
    from game.scenes.duel.layout import card_quads

    quads = card_quads(board, frozenset())

    def paint(canvas: pygame.Surface, frame: int) -> None:
        pose = Pose(700, 0x100 + 40, (frame * 3) % 4096)
        canvas.blit(renderer.render(pose, board.terrain, walls, quads), (0, 0))
        canvas.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_MULT)

    return paint
