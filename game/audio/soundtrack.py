"""The soundtrack's shape rules (issue 24): enough pieces, and duel and battle themes long and varied
enough that a 10-15 minute duel does not hear one short loop twenty times.

A theme's loop must last at least ``MIN_THEME_LOOP_S``, hold at least ``MIN_SECTIONS`` distinct
sections, and name no section more than ``MAX_REPEATS`` times; the sections are the .song file's
own (``section`` lines and the ``form`` header), so the rule is checked from the data alone.
``fmduel check-data`` reports these figures and tests/audio fail below them.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from game.audio.score import Song

MIN_PIECES = 28
MIN_THEME_LOOP_S = 75.0
MIN_SECTIONS = 3
MAX_REPEATS = 2


def form_problems(song: Song) -> list[str]:
    """Returns what keeps a duel or battle theme from the rules (empty when it meets them)."""
    if song.loop_bar is None:
        return [f"{song.name}: plays once, a theme must loop"]
    problems = []
    if song.loop_seconds < MIN_THEME_LOOP_S:
        problems.append(f"{song.name}: loop lasts {song.loop_seconds:.1f} s, at least {MIN_THEME_LOOP_S:.0f} s needed")
    heard = Counter(song.loop_form())
    if len(heard) < MIN_SECTIONS:
        problems.append(f"{song.name}: loop holds {len(heard)} distinct sections, at least {MIN_SECTIONS} needed")
    for name, count in heard.items():
        if count > MAX_REPEATS:
            problems.append(f"{song.name}: section {name!r} comes {count} times in the loop, at most {MAX_REPEATS}")
    return problems


def report(music_dir: Path) -> dict[str, object]:
    """Returns the soundtrack's figures for check-data: pieces, themes, the shortest theme loop and how
    many themes meet the form rules. Raises DataError for a bad song or a bad music map."""
    from game.audio.music_map import load_map
    from game.audio.score import load_songs

    songs = load_songs(music_dir)
    themes = sorted(load_map(music_dir).themes())
    loops = [songs[t].loop_seconds for t in themes]
    return {"music_tracks": len(songs), "music_themes": len(themes),
            "shortest_duel_loop_s": round(min(loops), 1) if loops else 0.0,
            "themes_in_form": sum(1 for t in themes if not form_problems(songs[t]))}
