"""Which piece plays where: the scene map of presentation.md §11, in one table.

Scenes name what they are (``Scene.music = "library"``); this module turns that into a song of
data/music. Duels pick their theme by the opponent's group as the original does for its battles:
the tournament duelists (ids 9-16), Seto/Kaiba in every guise, the last duelists of the story
(DarkNite and Nitemare), and everyone else.
"""

from __future__ import annotations

SILENCE = "silence"  # a scene kind that fades the music out

SCENE_TRACKS: dict[str, str | None] = {
    "title": "title",  # title screen and both main menus (0x000)
    "menu": "title",
    "name_entry": "name_entry",  # 0x010
    "campaign_map": "campaign_map",  # 0x0A0
    "campaign_map_late": "campaign_map_late",  # 0x0B0: the map once the tournament is over
    "story": "campaign_map",
    "build_deck": "build_deck",  # 0x0E0
    "free_duel": "free_duel",  # 0x2C0
    "library": "library",  # Library and Trade share 0x2D0
    "trade": "library",
    "options": "options",  # 0x350, and the password shop
    "password": "options",
    "game_over": "game_over",  # 0x300
    "cutin": "battle",  # the 3-D battle cut-in
    "win": "win_jingle",  # 0x2E0, then its results loop (the song's 'then')
    "loss": "loss_jingle",  # 0x2F0, then its results loop
    SILENCE: None,
}

TOURNAMENT = frozenset(range(9, 17))  # Rex Raptor .. Isis
KAIBA = frozenset({7, 17, 32, 36})  # Seto, Kaiba, Seto 2nd, Seto 3rd
FINALE = frozenset({37, 38})  # DarkNite, Nitemare


def duel_track(duelist_id: int | None) -> str:
    """Returns the duel theme for an opponent (None, e.g. a two-player duel, gets the default)."""
    if duelist_id in KAIBA:
        return "duel_kaiba"
    if duelist_id in FINALE:
        return "duel_finale"
    if duelist_id in TOURNAMENT:
        return "duel_tournament"
    return "duel_default"


def track_for(scene_kind: str, duelist_id: int | None = None) -> str | None:
    """Returns the song for a kind of scene (None = silence); raises KeyError for an unknown kind."""
    if scene_kind == "duel":
        return duel_track(duelist_id)
    return SCENE_TRACKS[scene_kind]


def all_tracks() -> set[str]:
    """Returns every song the map can ask for (a test checks each exists in data/music)."""
    duels = {duel_track(d) for d in (None, *TOURNAMENT, *KAIBA, *FINALE)}
    return {t for t in SCENE_TRACKS.values() if t} | duels
