"""The duel scene's picture: the resting board, the prompts and the motion that is running.

``paint_scene`` reads the presenter (what moves) and the scene's ``Prompt`` (what the controls show),
never the scene itself; every value it shows was computed in update/handle, so drawing twice shows
the same frame.
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.present import motion
from game.scenes.duel import assist_overlay, title_card
from game.scenes.duel.layout import Marks, Stage, paint_board
from game.scenes.duel.overlays import paint_details, paint_placement, paint_replay_bar
from game.scenes.duel.painters import NOTHING, PAINTERS, Frame


def paint_scene(canvas: pygame.Surface, ctx, pr, prompt, art, renderer, painters=PAINTERS) -> None:
    """Draws a duel: the board, the prompts and the running motion; changes nothing.

    ``pr`` is the presenter (game.present.presenter), ``prompt`` what the controls show (scene.Prompt),
    ``painters`` the table from a motion's kind to how it looks (scenes/duel/painters.py).
    """
    a = pr.anim
    f = Frame(canvas, ctx, art, renderer, pr)
    following = pr.queue[0] if a is not None and pr.queue else None
    if following is not None and painters.get(following.kind, NOTHING).soon is not None:
        painters[following.kind].soon(ctx, renderer)
    look = NOTHING if a is None else painters.get(a.kind, NOTHING)
    if look.ready is not None:
        look.ready(f, a)
    if look.stage is not None and look.stage(a):
        _paint_stage(f, look, prompt)  # the whole screen is the 3-D stage: no board under it
        return
    marks = prompt.marks or Marks()
    director = pr.director
    stage = Stage(pose=director.pose, wall_terrain=pr.wall_terrain)
    for i in pr.slides:
        dx = pr.slide_offset(i)
        if dx is not None:
            stage.hand_dx[i] = dx
    if a is not None:
        hidden = set(motion.hides(a))
        if look.hides is not None:
            hidden |= look.hides(a)
        if look.hud is not None:  # the HUD slides away
            stage.field_dx, stage.lp_dx, stage.bar_dy = look.hud(a)
        info = look.info(pr) if look.info is not None else None
        marks = Marks(hidden=frozenset(hidden), info=info, hand_down=marks.hand_down, chain=())
    rise = pr.rise()
    if rise is not None:  # a marked card rises 4 px over 4 ticks
        stage.rise[rise[0]] = rise[1]
    if prompt.placement is not None or look.hand_off is not None and look.hand_off(a):
        stage.show_hand = False  # the single card, or a motion such as a chain's, has the screen
    if prompt.cpu_hand:
        stage.cpu_hand = pr.cpu_cursor()
    swoop = pr.swooping
    if swoop:
        stage.hud = False
    if look.lands is not None:  # a card the 3-D board draws for the motion
        stage.extra = look.lands(a)
    paint_board(canvas, ctx, art, pr.board, pr.lp_shown, marks, prompt.frame, prompt.labels, renderer, stage)
    if a is None and prompt.placement is None:
        assist_overlay.draw(canvas, ctx, prompt.assist, marks.hand_down, director.pose)
    if prompt.title is not None and swoop:
        title_card.paint_title(canvas, ctx, prompt.title[0], prompt.title[1], director.progress)
    if prompt.placement is not None:
        paint_placement(canvas, ctx, art, *prompt.placement, slot=prompt.slot, p=pr.place_progress(),
                        frame=prompt.frame)
    if look.draw is not None:
        look.draw(f, a)
    if prompt.details or prompt.held:
        paint_details(canvas, ctx, prompt.held or prompt.details)
    if prompt.buzz:
        ctx.font.draw(canvas, prompt.buzz, (160, 132), frames.WARN, "center")
    if prompt.replay is not None:
        paint_replay_bar(canvas, ctx, *prompt.replay)


def _paint_stage(f: Frame, look, prompt) -> None:
    """A motion on its own stage, with what the prompt keeps over any motion."""
    look.draw(f, f.pr.anim)
    if prompt.details or prompt.held:
        paint_details(f.canvas, f.ctx, prompt.held or prompt.details)
    if prompt.replay is not None:
        paint_replay_bar(f.canvas, f.ctx, *prompt.replay)


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
