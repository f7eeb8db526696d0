"""Portraits and story backdrops: every face exists and differs, the data files are validated, the
committed atlases match their tool, and the screens that show them draw them."""

from __future__ import annotations

import itertools
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pygame
import pytest

from game.db import DataError
from game.gfx import portraits as P
from game.gfx.art_data import asset_counts, load_backdrop_specs, load_portrait_specs

REPO = Path(__file__).resolve().parents[2]


def _pixels(surface: pygame.Surface) -> np.ndarray:
    return pygame.surfarray.array3d(surface).astype(np.int32)


def test_every_duelist_and_the_player_has_a_portrait_and_a_silhouette(db):
    atlas = P.portraits()
    assert atlas.ids == list(range(40))
    for ident in range(1, 40):
        assert atlas.name(ident) == db.duelist_names[ident]
    for ident in atlas.ids:
        face, shadow = P.portrait(ident), P.portrait(ident, silhouette=True)
        assert face.get_size() == shadow.get_size() == (48, 48)
        # the silhouette is dark and shows no face: nothing of the portrait's colour survives
        assert _pixels(shadow).mean() < 40 < _pixels(face).mean()
    assert P.portrait("player") is P.portrait(0)
    with pytest.raises(KeyError, match="40"):
        P.portrait(40)


def test_portraits_differ_visibly_from_each_other_and_in_the_face_itself():
    faces = {i: _pixels(P.portrait(i)) for i in P.portraits().ids}
    for a, b in itertools.combinations(faces, 2):
        whole = np.abs(faces[a] - faces[b]).mean()
        head = np.abs(faces[a][14:34, 8:36] - faces[b][14:34, 8:36]).mean()  # x 14-33, y 8-35: the head
        assert whole > 15 and head > 10, f"portraits {a} and {b} look alike ({whole:.1f}, {head:.1f})"


def test_backdrops_cover_every_campaign_place_and_differ(db):
    from game.career.campaign import load_campaign

    atlas = P.backdrops()
    places = {name for ch in load_campaign(db).chapters for name, _x, _y in ch.locations}
    assert places <= set(atlas.places), f"no backdrop drawn for {sorted(places - set(atlas.places))}"
    for extra in ("Throne Room", "Labyrinth", "Desert Ruins", "Dark Sanctum"):
        assert extra in atlas.places
    pics = {p: _pixels(atlas.get(p)) for p in atlas.places}
    for a, b in itertools.combinations(pics, 2):
        assert np.abs(pics[a] - pics[b]).mean() > 12, f"backdrops {a!r} and {b!r} look alike"
    assert atlas.resolve("Sea Shrine Gate") == "Sea Shrine"  # an unknown place shares the most words
    assert atlas.resolve("the maze") == "Labyrinth"  # an alias


def test_story_speakers_and_named_duelists_get_their_portrait(db):
    names = db.duelist_names
    assert P.who_speaks("Simon: Not bad.", names) == 1
    assert P.who_speaks("Seto: You again.", names, prefer=(36,)) == 36
    assert P.who_speaks("Seto: You again.", names) == 7
    assert P.who_speaks("Teana waves from the stands.", names) == 2
    assert P.who_speaks("The prince slips out into the city.", names) == P.PLAYER
    assert P.who_speaks("A mage soldier bars the palace gate.", names) == 18
    assert P.who_speaks("Lanterns fill the plaza.", names) is None


def _copy_data(tmp_path: Path) -> Path:
    for name in ("portraits.yaml", "backdrops.yaml"):
        shutil.copy(REPO / "data" / name, tmp_path / name)
    return tmp_path


@pytest.mark.parametrize(("old", "new", "message"), [
    ("    expression: cold\n    accessories: [gold_collar, earrings]",
     "    expression: frosty\n    accessories: [gold_collar, earrings]", "portrait 7: field 'expression' = 'frosty'"),
    ("    hair: {style: parted, colour: brunette}\n    clothes: {style: robe, colour: white, trim: blue}",
     "    hair: {style: parted, colour: '#12345z'}\n    clothes: {style: robe, colour: white, trim: blue}",
     "portrait 7 hair: field 'colour'"),
    ("  - id: 39\n    name: Duel Master K", "  - id: 38\n    name: Duel Master K", "portrait 38: field 'id' repeats"),
    ("    headwear: {style: fedora, colour: black, trim: red}", "    headwear: {style: sombrero, colour: black}",
     "portrait 39 headwear: field 'style' = 'sombrero'"),
    ("    about: A gentle forest hermit;", "    mood: calm\n    about: A gentle forest hermit;",
     "portrait 23: unknown field 'mood'"),
])
def test_a_bad_portrait_record_is_reported_with_file_record_and_field(tmp_path, old, new, message):
    data = _copy_data(tmp_path)
    text = (data / "portraits.yaml").read_text(encoding="utf-8")
    assert old in text
    (data / "portraits.yaml").write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_portrait_specs(data / "portraits.yaml")
    assert str(data / "portraits.yaml") in str(err.value) and message in str(err.value)


def test_a_missing_portrait_and_bad_backdrops_are_reported(tmp_path):
    data = _copy_data(tmp_path)
    text = (data / "portraits.yaml").read_text(encoding="utf-8")
    (data / "portraits.yaml").write_text(text[:text.index("  - id: 39")], encoding="utf-8")
    with pytest.raises(DataError, match="no portrait for duelist 39"):
        load_portrait_specs(data / "portraits.yaml")
    bd = (data / "backdrops.yaml").read_text(encoding="utf-8")
    (data / "backdrops.yaml").write_text(bd.replace("scene: labyrinth", "scene: maze"), encoding="utf-8")
    with pytest.raises(DataError, match=r"backdrop 'Labyrinth': field 'scene' = 'maze'"):
        load_backdrop_specs(data / "backdrops.yaml")
    (data / "backdrops.yaml").write_text(bd.replace("also: [Maze]", "also: [Sea Shrine]"), encoding="utf-8")
    with pytest.raises(DataError, match="place 'Sea Shrine' already has a backdrop"):
        load_backdrop_specs(data / "backdrops.yaml")


def test_check_data_counts_the_drawn_art():
    specs = load_backdrop_specs()
    assert asset_counts() == {"portraits": 40, "backdrops": len(specs)}
    assert len(specs) >= 20


def test_committed_atlases_are_up_to_date_and_a_stale_one_is_caught(tmp_path):
    cmd = [sys.executable, "-m", "tools.make_portraits", "--check"]
    ok = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=300, check=False)
    assert ok.returncode == 0, ok.stderr
    out = tmp_path / "sprites"
    shutil.copytree(REPO / "sprites", out)
    (tmp_path / "data").mkdir()
    data = _copy_data(tmp_path / "data")
    text = (data / "portraits.yaml").read_text(encoding="utf-8")
    (data / "portraits.yaml").write_text(text.replace("expression: grin", "expression: sad", 1), encoding="utf-8")
    stale = subprocess.run(cmd + ["--data", str(data), "--out", str(out)], cwd=REPO, capture_output=True, text=True,
                           timeout=300, check=False)
    assert stale.returncode == 1 and "out of date: portraits" in stale.stderr


def test_contact_sheets_hold_every_portrait_and_backdrop():
    from game.gfx.art_sheets import backdrop_sheet, portrait_sheet

    faces = portrait_sheet()
    assert faces.get_width() >= 8 * 96 and faces.get_height() >= 5 * 48
    places = backdrop_sheet(cols=4)
    rows = -(-len(P.backdrops().places) // 4)
    assert places.get_height() >= rows * 120


def _ctx(db):
    from game.config import load_config
    from game.gfx.font import load_font
    from game.scenes.base import Context

    class Quiet:
        def play(self, *_args) -> None:
            pass

    return Context(config=load_config(None), font=load_font(P.sprites_dir()), input=None, audio=Quiet(), stack=None,
                   db=db)


def _shows(canvas: pygame.Surface, face: pygame.Surface, at: tuple[int, int]) -> bool:
    shown = _pixels(canvas.subsurface(pygame.Rect(at, face.get_size())))
    return np.abs(shown - _pixels(face)).mean() < 2


def test_pause_menu_shows_the_opponent_and_the_player(db):
    from types import SimpleNamespace

    from game.scenes.duel.pause import DuelPauseScene

    pause = DuelPauseScene(SimpleNamespace(session=SimpleNamespace(state=SimpleNamespace(opponent=15))))
    pause.enter(_ctx(db))
    canvas = pygame.Surface((320, 240))
    pause.draw(canvas)
    assert _shows(canvas, P.portrait(15), (24, 64)) and _shows(canvas, P.portrait(P.PLAYER), (248, 64))


def test_tag_setup_shows_each_seat_face_the_player_for_human_seats(db):
    from game.scenes.tag.setup import TagSetupScene

    scene = TagSetupScene(seed=1)
    scene.enter(_ctx(db))
    canvas = pygame.Surface((320, 240))
    scene.draw(canvas)
    seats = scene.config.seats  # default: 1A human, 1B Pegasus (seat 2), 2A Teana 2nd (seat 1), 2B Seto (seat 3)
    want = [P.PLAYER if s.human else s.duelist for s in (seats[0], seats[2], seats[1], seats[3])]
    def shown_at(side: int) -> list[bool]:
        found = []
        for ident in want:
            face = P.thumb(ident, side)
            c = side // 2
            hits = [(x, y) for y in range(130, 200) for x in range(8, 290, 2)
                    if canvas.get_at((x + c, y + c))[:3] == face.get_at((c, c))[:3] and _shows(canvas, face, (x, y))]
            found.append(bool(hits))
        return found

    # the faces shrink with the info panel (the setup's rows vary), but stay recognisably large
    assert any(shown_at(side) == [True] * 4 for side in range(P.HEAD.w, 23, -1))


def test_a_broken_atlas_is_reported_naming_the_file(tmp_path):
    for name in ("portraits.json", "portraits.png", "backdrops.json", "backdrops.png"):
        shutil.copy(REPO / "sprites" / name, tmp_path / name)
    (tmp_path / "portraits.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(DataError, match="portraits.json: cannot read the manifest"):
        P.PortraitAtlas(tmp_path)
    text = (REPO / "sprites" / "backdrops.json").read_text(encoding="utf-8")
    (tmp_path / "backdrops.json").write_text(text.replace('"at": [\n    960,\n    1200', '"at": [\n    2000,\n    1200'),
                                              encoding="utf-8")
    with pytest.raises(DataError, match="backdrops.json: not a backdrop manifest.*outside"):
        P.BackdropAtlas(tmp_path)


def test_campaign_map_is_our_terrain_from_an_orbiting_camera_not_a_backdrop(db):
    from game.career.model import new_save
    from game.scenes.career.campaign_map import CampaignScene
    from game.scenes.career.campaign_paint import MAP_BOX
    from game.scenes.career.session import Career
    from game.scenes.stack import SceneStack

    scene = CampaignScene(Career(new_save("REX", 9, tuple([1] * 40))))
    ctx = _ctx(db)
    ctx.stack = SceneStack()
    scene.enter(ctx)
    scene.update()
    canvas = pygame.Surface((320, 240))
    scene.draw(canvas)
    inner = MAP_BOX.inflate(-4, -4)
    shown = _pixels(canvas.subsurface(inner))
    assert np.median(np.abs(shown - _pixels(P.faded("Prince's Room", inner.size)))) > 8  # no washed backdrop
    sand = (shown[..., 0] > shown[..., 2] + 40).mean()
    assert sand > 0.4  # mostly our sand terrain
    for _ in range(40):
        scene.update()
    later = canvas.copy()
    scene.draw(later)
    assert np.abs(_pixels(later.subsurface(inner)) - shown).mean() > 1  # the camera orbits


def test_2p_slots_show_the_player_once_joined_and_a_silhouette_while_empty(db, tmp_path, monkeypatch):
    from game.scenes.versus.setup import VersusSetupScene

    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))
    scene = VersusSetupScene(decks=((1,) * 40, (2,) * 40), seed=1, saves_base=tmp_path / "saves")
    scene.enter(_ctx(db))
    scene.players = ["keyboard", None]
    canvas = pygame.Surface((320, 240))
    scene.draw(canvas)
    joined, empty = (8 + 6, 24 + 112 - 30), (8 + 156 + 6, 24 + 112 - 30)
    assert _shows(canvas, P.thumb(P.PLAYER, 24), joined)
    assert _shows(canvas, P.thumb(P.PLAYER, 24, silhouette=True), empty)
