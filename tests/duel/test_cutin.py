"""Issue 23: Square's cut-in in 3-D (presentation.md §6 Battle, §11 music): the battle theme of the
opponent's group, the stage's camera and fighters, and a frame that costs no new surfaces."""

from __future__ import annotations

import pytest

from game.audio.music_map import track_for
from game.gfx.figures import Pose
from game.present import motion as anims
from game.present.presenter import DuelPresenter
from game.rules import events as E
from game.rules.setup import setup_duel
from game.scenes.duel import cutin, sounds

BATTLE = [E.AttackDeclared(0, 1, 2), E.Battle(0, 1, 2, 1800, 500, 0, 1300, "win"),
          E.CardDestroyed(1, 0, 2, 40, "battle"), E.LifePointsChanged(1, -1300, 6700)]


class _Audio:
    """Records the songs the duel asks for, through the music map as the real audio resolves them."""

    def __init__(self) -> None:
        self.songs: list[str | None] = []

    def play(self, name: str) -> None:
        pass

    def play_music(self) -> None:
        self.songs.append("<held duel theme>")

    def play_scene(self, kind: str, duelist=None) -> None:
        self.songs.append(track_for(kind, duelist))


@pytest.mark.parametrize(("opponent", "song"), [(1, "battle_default"), (9, "battle_tournament"),
                                                 (7, "battle_kaiba"), (38, "battle_nitemare")])
def test_the_cut_in_plays_the_battle_theme_of_the_opponents_group(db, opponent, song) -> None:
    """§11: the 3-D battle's theme goes by opponent group (default, tournament, Kaiba, Nitemare), and the
    duel's theme comes back after it."""
    deck = [c for c in range(1, 400) if db.is_monster(c)][:40]
    state, _ = setup_duel(db, deck, deck, opponent=opponent, rng_seed=3)
    pr = DuelPresenter(db, state)
    pr.cutin_next = True  # as the duel scene marks a Square confirmation
    pr.feed(list(BATTLE), state)
    pr.run(1, state)
    audio = _Audio()
    sounds.play_out(audio, pr, "duel", opponent)
    assert audio.songs == [song]
    while pr.anim is not None:
        pr.run(8, state)
    sounds.play_out(audio, pr, "duel", opponent)
    assert audio.songs[-1] == track_for("duel", opponent)


def test_the_cut_in_camera_comes_down_circles_and_pushes_in_at_the_clash() -> None:
    a = anims.build(list(BATTLE), "normal", cutin=True)[0]
    poses = {}
    for phase in ("big", "damage", "pause", "dark"):
        a.t = a.at(phase)
        poses[phase] = cutin.camera(a)
    a.t = a.at("pause") - 1
    end_of_damage = cutin.camera(a)
    assert poses["big"].pitch > 0x180 and poses["pause"].pitch < 0x100  # from over the board down low
    assert end_of_damage.distance < poses["damage"].distance             # in at the clash
    assert poses["dark"].distance == poses["pause"].distance and cutin.staged(a)
    a.t = a.at("hud_in")
    assert not cutin.staged(a)  # the HUD comes back over the board, as in the plain battle


def test_the_fighters_meet_at_the_clash_and_the_attacker_charges_from_the_left() -> None:
    a = anims.build(list(BATTLE), "normal", cutin=True)[0]
    a.t = a.at("damage")
    apart = (cutin.fighter_x(a, 0), cutin.fighter_x(a, 1))
    a.t = a.at("damage") + round((a.at("pause") - a.at("damage")) * 0.17)
    met = (cutin.fighter_x(a, 0), cutin.fighter_x(a, 1))
    assert apart == (-cutin.APART, cutin.APART)
    assert met[1] - met[0] < 2 * cutin.MEET + 8


def test_square_puts_the_battle_on_the_3d_stage_and_the_board_is_not_drawn_under_it(pad_duel) -> None:
    """Through the pad: Square on a target plays the cut-in; while it is on its stage each frame is the
    stage's picture alone (the board renderer is not asked for a picture nobody sees)."""
    from duel.scripted import scripted_launcher

    duel = pad_duel(scripted_launcher, speed="normal")
    duel.tap("cross")
    scene = duel.top
    duel.tap("up", "right", "up", "cross", "cross", "cross")  # the fusion chain, placed
    duel.tap("cross")                                        # attacker: zone 0
    duel.tap("square", settle=False)                         # direct attack, by the cut-in
    duel.until(lambda: scene.play.anim is not None and cutin.staged(scene.play.anim))
    duel.run(1)
    stage = scene.play.renderer.stage(None)
    board_before, stage_before = scene.play.renderer.floor_renders, stage.renders
    duel.run(20)
    assert cutin.staged(scene.play.anim)
    assert stage.renders - stage_before == 20                 # the camera moves every frame
    assert scene.play.renderer.floor_renders == board_before       # no board drawn under the stage
    duel.idle()
    assert scene.session.state.sides[1].lp == 5200            # the same result as with Cross


def test_the_fighters_stand_as_figures_the_attacker_strikes_and_the_loser_takes_the_hit() -> None:
    """Issue 33: the monsters are their figures over a pool of shade; the attacker lunges in its strike
    pose, the one that loses is thrown into its hit pose from the clash on, and sinks away in its burst."""
    from game.gfx.figures import Pose

    a = anims.build(list(BATTLE), "normal", cutin=True)[0]
    a.t = a.at("big")
    assert cutin.stance(a, 0, False) == cutin.stance(a, 1, True) == Pose.STAND
    a.t = a.at("damage") + 2
    assert cutin.stance(a, 0, False) == Pose.STRIKE and cutin.stance(a, 1, True) == Pose.STAND
    a.t = a.at("damage") + round((a.at("pause") - a.at("damage")) * 0.3)
    assert cutin.stance(a, 1, True) == Pose.HIT and cutin.stance(a, 1, False) == Pose.STAND
    a.t = a.at("burst") + 1
    assert cutin.stance(a, 1, True) == Pose.HIT
    fighter = cutin.Fighter(1, 2, 40, "ATK", 500, 120.0, True, Pose.HIT, 0.5)
    board = cutin.board_of(fighter, True, 1.0)
    assert board.picture == (40, Pose.HIT, "reach") and board.shadow > 0 and board.flip and board.shown == 0.5
    back = cutin.board_of(cutin.Fighter(1, 2, 0, "DEF", 0, 120.0, True), True, 1.0)
    assert back.picture == 0 and back.shadow == 0  # a card with no figure stands as its picture


def test_the_band_fade_closes_the_screen_in_bands() -> None:
    import pygame

    canvas = pygame.Surface((320, 240))
    for shut, black in ((0.0, 0), (0.5, 120), (1.0, 240)):
        canvas.fill((200, 200, 200))
        cutin.bands(canvas, shut)
        rows = pygame.surfarray.array3d(canvas)[0, :, 0]
        assert abs(int((rows == 0).sum()) - black) <= cutin.BANDS, shut
        if 0 < shut < 1:  # in bands: black and lit rows alternate down the screen
            assert int((rows[1:] != rows[:-1]).sum()) >= 2 * cutin.BANDS - 1


def test_the_fighters_figures_are_made_before_the_stage_shows_a_picture_a_frame(pad_duel, monkeypatch) -> None:
    """Made in the stage's first frame, reading the figures' page and packing every stance cost that frame
    several milliseconds; they are made while the HUD leaves and the cards take position, one a frame."""
    from duel.scripted import scripted_launcher

    duel = pad_duel(scripted_launcher, speed="normal")
    made = []
    real_art = cutin.art
    monkeypatch.setattr(cutin, "art", lambda ctx, key: made.append((key, duel.app.loops)) or real_art(ctx, key))
    duel.tap("cross")
    scene = duel.top
    duel.tap("up", "right", "up", "cross", "cross", "cross")
    duel.tap("cross")
    duel.tap("square", settle=False)
    duel.until(lambda: scene.play.anim is not None and cutin.staged(scene.play.anim))
    first = duel.app.loops - 1  # the loop that drew the stage's first frame
    figures = [(key, loop) for key, loop in made if isinstance(key, tuple)]
    assert {key[1] for key, _ in figures} == set(Pose) and all(loop < first for _, loop in figures)
    assert len({loop for _, loop in figures}) == len(figures)  # a picture a frame, not all in one
