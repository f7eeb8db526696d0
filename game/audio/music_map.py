"""Which piece plays where: the scene map of presentation.md section 11, read from data/music/map.yaml.

Scenes name what they are (``Scene.music = "library"``); this module turns that into a song of
data/music. The duel (kind ``duel``) and the 3-D battle cut-in (kind ``cutin``) pick their theme by
the opponent's group, as the original does for its battles: the groups, their duelists and their
two themes are data, so a modder or a future cut-in scene changes them without touching code.
The map is read once per music folder, on the first music request (never at start-up).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.db.schema import DataError

SILENCE = "silence"  # a scene kind that fades the music out
MAP_FILE = "map.yaml"
BY_OPPONENT = ("duel", "cutin")  # the kinds whose song depends on the opponent: duel theme, battle theme
# Every other kind a scene of the game asks for: the map must give each a song (a test checks the
# scenes use no other), so a map missing one is refused by check-data, not discovered in play.
KINDS = ("title", "menu", "name_entry", "campaign_map", "campaign_map_late", "shrines", "campaign_finale", "shop",
         "hiding_shop", "build_deck", "free_duel", "library", "trade", "options", "password", "game_over", "win",
         "loss", "exodia", "ending", "credits", SILENCE)
_MAX_ID = 999


@dataclass(frozen=True, slots=True)
class Group:
    """An opponent group and its two themes."""

    name: str
    duelists: frozenset[int]
    duel: str
    battle: str


@dataclass(frozen=True, slots=True)
class MusicMap:
    """The whole map: scene kinds to songs, and the opponent groups (first match wins)."""

    scenes: dict[str, str | None]
    groups: tuple[Group, ...]
    default: Group

    def group_of(self, duelist_id: int | None) -> Group:
        """Returns the opponent's group (the default for None, e.g. a two-player duel)."""
        return next((g for g in self.groups if duelist_id in g.duelists), self.default)

    def track_for(self, scene_kind: str, duelist_id: int | None = None) -> str | None:
        """Returns the song for a kind of scene (None = silence); raises KeyError for an unknown kind."""
        if scene_kind == "duel":
            return self.group_of(duelist_id).duel
        if scene_kind == "cutin":
            return self.group_of(duelist_id).battle
        return self.scenes[scene_kind]

    def all_tracks(self) -> set[str]:
        """Returns every song the map can ask for."""
        themes = {song for g in (*self.groups, self.default) for song in (g.duel, g.battle)}
        return {t for t in self.scenes.values() if t} | themes

    def themes(self) -> set[str]:
        """Returns the duel and battle themes (the pieces a long duel loops: issue 24's 75-second rule)."""
        return {song for g in (*self.groups, self.default) for song in (g.duel, g.battle)}


def default_music_dir() -> Path:
    """Returns data/music of the game's data directory."""
    from game.db import default_data_dir

    return default_data_dir() / "music"


@lru_cache(maxsize=4)
def load_map(music_dir: Path | None = None) -> MusicMap:
    """Returns the map of music_dir (data/music by default); DataError naming the file and field if bad."""
    folder = music_dir or default_music_dir()
    path = folder / MAP_FILE
    from game.safe_load import DocError, load_file  # the hardened loader every data file goes through

    try:
        doc = load_file(path, "data", "yaml")
    except DocError as exc:
        raise DataError(f"{path}: {exc}") from None
    except OSError as exc:
        raise DataError(f"{path}: cannot read ({exc.strerror})") from None
    if not isinstance(doc, dict) or set(doc) != {"scenes", "groups", "default"}:
        raise DataError(f"{path}: expected the fields scenes, groups and default")

    def song(value, where: str) -> str:
        if not isinstance(value, str) or not (folder / f"{value}.song").is_file():
            raise DataError(f"{path}: {where} = {value!r}, expected the name of a song in {folder}")
        return value

    scenes = doc["scenes"]
    if not isinstance(scenes, dict) or SILENCE not in scenes or scenes[SILENCE] is not None:
        raise DataError(f"{path}: field 'scenes': expected kinds to songs, with 'silence: null'")
    kinds: dict[str, str | None] = {}
    for kind, value in scenes.items():
        if kind in BY_OPPONENT:
            raise DataError(f"{path}: scenes: {kind!r} goes by the opponent (groups), not in scenes")
        if kind not in KINDS:
            raise DataError(f"{path}: scenes: unknown kind {kind!r} (kinds: {', '.join(KINDS)})")
        kinds[kind] = None if value is None and kind == SILENCE else song(value, f"scenes: {kind}")
    missing = [k for k in KINDS if k not in kinds]
    if missing:
        raise DataError(f"{path}: field 'scenes': no song for {', '.join(map(repr, missing))}")
    if not isinstance(doc["groups"], list):
        raise DataError(f"{path}: field 'groups': expected a list of groups")
    groups, seen = [], {}
    for i, rec in enumerate(doc["groups"]):
        where = f"groups: entry {i + 1}"
        if not isinstance(rec, dict) or set(rec) != {"name", "duelists", "duel", "battle"}:
            raise DataError(f"{path}: {where}: expected name, duelists, duel and battle")
        ids = rec["duelists"]
        if not isinstance(ids, list) or not ids or not all(type(d) is int and 0 <= d <= _MAX_ID for d in ids):
            raise DataError(f"{path}: {where}: field 'duelists' = {ids!r}, expected a list of duelist ids")
        for d in ids:
            if d in seen:
                raise DataError(f"{path}: {where}: duelist {d} is already in group {seen[d]!r}")
            seen[d] = rec["name"]
        groups.append(Group(str(rec["name"]), frozenset(ids), song(rec["duel"], f"{where}: duel"),
                            song(rec["battle"], f"{where}: battle")))
    default = doc["default"]
    if not isinstance(default, dict) or set(default) != {"duel", "battle"}:
        raise DataError(f"{path}: field 'default': expected duel and battle")
    return MusicMap(kinds, tuple(groups), Group("default", frozenset(), song(default["duel"], "default: duel"),
                                                   song(default["battle"], "default: battle")))


def track_for(scene_kind: str, duelist_id: int | None = None, music_dir: Path | None = None) -> str | None:
    """Returns the song for a kind of scene by the map of music_dir (data/music by default)."""
    return load_map(music_dir).track_for(scene_kind, duelist_id)
