"""The campaign as validated data (rules.md §15.1, D-26) and the progress rules over a save's flags.

    camp = load_campaign(db)                     # data/campaign.yaml; DataError naming file/record/field
    stages = available(camp, save)               # what the map offers now
    save = complete_stage(camp, save, stage)     # done flag, and the next chapter when it is finished

Progress lives in the save's story flags: ``chapter`` (index of the current chapter),
``done.<stage>`` for each finished stage and ``complete`` once the last story chapter is over.
Required stages of a chapter are played in file order: any stage opens once every earlier required
stage of its chapter is done, except earlier stages of its own ``group`` or of its ``window``'s
group (the five shrines, in any order); a stage also waits for its ``after`` stages and closes for
good once its ``before`` stage is done (R15.7). A ``repeat`` stage stays on offer once done (the
optional duels that can be fought again and again); an ``event`` stage is forced and plays as soon
as its location is visited (``stage_to_play``). A chapter marked ``after_ending`` is no part of the
story: its stages are on offer once the story is complete.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Final

from game.career.model import CAMPAIGN_DUELISTS, SaveData
from game.db import CardDB, DataError, data_dir_of
from game.db.schema import Field, check_list, check_record
from game.db.sources import load_yaml
from game.db.vocab import TERRAIN_NAMES

FILE_NAME: Final = "campaign.yaml"
FLAG_CHAPTER: Final = "chapter"
FLAG_COMPLETE: Final = "complete"
DONE_PREFIX: Final = "done."
_ID = Field(str, length=(1, 32), check=lambda v: None if v.replace("_", "").isalnum() and v.islower()
            else "expected lower-case letters, digits and _")
_LINES = Field(list, length=(1, 12), items=Field(str, length=(1, 120)))

_CHAPTER_SPEC: Final = {"id": _ID, "title": Field(str, length=(1, 40)), "shop": Field(str, False, length=(1, 24)),
                        "locations": Field(list, length=(1, 10)), "stages": Field(list, length=(1, 40)),
                        "after_ending": Field(bool, False)}
_LOCATION_SPEC: Final = {"name": Field(str, length=(1, 24)),
                         "at": Field(list, length=(2, 2), items=Field(int, lo=0, hi=200))}
_STAGE_SPEC: Final = {
    "id": _ID, "location": Field(str, length=(1, 24)), "title": Field(str, length=(1, 32)),
    "required": Field(bool, False), "after": Field(list, False, items=_ID), "before": Field(str, False),
    "group": Field(str, False, length=(1, 32)), "window": Field(dict, False), "beats": Field(list, length=(1, 40)),
    "autosave": Field(bool, False), "repeat": Field(bool, False), "event": Field(bool, False),
}
_WINDOW_SPEC: Final = {"group": Field(str, length=(1, 32)), "min": Field(int, lo=0, hi=40),
                       "max": Field(int, lo=0, hi=40)}
_BEAT_SPEC: Final = {"say": Field(list, False, length=(1, 12), items=Field(str, length=(1, 120))),
                     "duel": Field(dict, False), "gate": Field(str, False, length=(1, 120)),
                     "fork": Field(dict, False), "listen": Field(dict, False), "unless": Field(str, False)}
_LISTEN_SPEC: Final = {"ask": Field(str, length=(1, 120)), "go": Field(str, length=(1, 24)),
                       "stay": Field(str, length=(1, 24)), "lines": Field(list, length=(1, 6), items=_LINES)}
_DUEL_SPEC: Final = {"opponent": Field(int, lo=CAMPAIGN_DUELISTS.start, hi=CAMPAIGN_DUELISTS.stop - 1),
                     "terrain": Field(str, False, choices=TERRAIN_NAMES),
                     "outcome": Field(str, False, choices=("win", "lose"))}
_FORK_SPEC: Final = {"correct": Field(str, choices=("left", "right")),
                     "wrong_duel": Field(int, lo=CAMPAIGN_DUELISTS.start, hi=CAMPAIGN_DUELISTS.stop - 1)}
_BEAT_KINDS: Final = ("say", "duel", "gate", "fork", "listen")
SPEAKER_MAX: Final = 16  # a speaker's name fits above the dialogue box


@dataclass(frozen=True, slots=True)
class Beat:
    """One step of a stage: a scene (say), a duel, a Proceed/Return gate, a labyrinth fork, or a
    listen choice (go on, or stay and hear one more passage of ``passages``; the last one ends it)."""

    kind: str  # "say" | "duel" | "gate" | "fork" | "listen"
    lines: tuple[str, ...] = ()  # say; gate: the one question line; listen: question, go answer, stay answer
    passages: tuple[tuple[str, ...], ...] = ()  # listen: what each "stay" shows, in order
    opponent: int = 0  # duel; fork: the duel a wrong turn costs
    terrain: int = 0  # duel: terrain code (R3.13)
    outcome: str = "win"  # duel: "lose" is the scripted loss (R15.4)
    correct: str = ""  # fork: "left" | "right"
    unless: str = ""  # skip when this stage is done


@dataclass(frozen=True, slots=True)
class Stage:
    """One place on the map where something happens: a scene, a duel or a run of them."""

    id: str
    chapter: int
    location: str
    title: str
    required: bool
    after: tuple[str, ...]
    before: str
    group: str
    window: tuple[str, int, int] | None
    beats: tuple[Beat, ...]
    autosave: bool = True  # False inside the finale: no save between the last shop and the ending (§15.1)
    repeat: bool = False  # stays on offer once done (an optional duel fought again and again)
    event: bool = False  # forced: plays as soon as its location is visited (the kidnapping, §15.1 item 5)

    @property
    def forced(self) -> bool:
        """Returns whether its duels must be fought (no Pass, R15.1)."""
        return self.required or self.event

    @property
    def opponents(self) -> tuple[int, ...]:
        """Returns the duelists fought in this stage, in order."""
        return tuple(b.opponent for b in self.beats if b.kind == "duel")


@dataclass(frozen=True, slots=True)
class Chapter:
    """A chapter: its title, card-shop location, map nodes and stages in file order."""

    id: str
    title: str
    shop: str
    locations: tuple[tuple[str, int, int], ...]
    stages: tuple[Stage, ...]
    after_ending: bool = False  # offered once the story is complete, no part of its progress


@dataclass(frozen=True, slots=True)
class Campaign:
    """The whole story, chapters in order."""

    chapters: tuple[Chapter, ...]
    speakers: tuple[str, ...] = ()  # who may open a line with "Name: " (the rest is narration)

    @property
    def story(self) -> tuple[Chapter, ...]:
        """Returns the chapters of the story proper, in order (without the after-the-ending one)."""
        return tuple(ch for ch in self.chapters if not ch.after_ending)

    @property
    def epilogue(self) -> Chapter | None:
        """Returns the chapter on offer once the story is complete, if the data has one."""
        return next((ch for ch in self.chapters if ch.after_ending), None)

    def stage(self, stage_id: str) -> Stage:
        """Returns a stage by id; raises KeyError naming it."""
        for ch in self.chapters:
            for st in ch.stages:
                if st.id == stage_id:
                    return st
        raise KeyError(f"no campaign stage {stage_id!r}")


def load_campaign(db: CardDB, path: Path | str | None = None) -> Campaign:
    """Returns the validated campaign; raises DataError naming file, record and field on bad data."""
    path = Path(path) if path is not None else data_dir_of(db) / FILE_NAME
    raw = load_yaml(path)
    return parse_campaign(db, raw, str(path))


def parse_campaign(db: CardDB, raw: Any, path: str = "<campaign>") -> Campaign:
    """Returns the campaign from a parsed document; raises DataError on any problem."""
    chapters, seen, groups = [], {}, set()
    for ci, raw_ch in enumerate(check_list(raw, "chapters", path)):
        ch = check_record(raw_ch, _CHAPTER_SPEC, path, f"chapter #{ci}")
        where = f"chapter {ch['id']!r}"
        locs = []
        for li, raw_loc in enumerate(ch["locations"]):
            loc = check_record(raw_loc, _LOCATION_SPEC, path, f"{where} location #{li}")
            locs.append((loc["name"], *loc["at"]))
        names = {n for n, _, _ in locs}
        if ch.get("shop") and ch["shop"] not in names:
            raise DataError(f"{path}: {where}: field 'shop' = {ch['shop']!r} is not one of its locations")
        stages = []
        for si, raw_st in enumerate(ch["stages"]):
            st = _stage(db, raw_st, ci, path, f"{where} stage #{si}", names)
            if st.id in seen:
                raise DataError(f"{path}: {where} stage {st.id!r}: field 'id' is used twice")
            seen[st.id] = st
            groups.add(st.group)
            stages.append(st)
        if ch.get("after_ending") and any(st.required for st in stages):
            raise DataError(f"{path}: {where}: an after_ending chapter cannot have required stages")
        chapters.append(Chapter(ch["id"], ch["title"], ch.get("shop", ""), tuple(locs), tuple(stages),
                                ch.get("after_ending", False)))
    if any(ch.after_ending for ch in chapters[:-1]):
        raise DataError(f"{path}: only the last chapter can be after_ending")
    _check_references(seen, groups, path)
    fought = {b.opponent for st in seen.values() for b in st.beats if b.kind == "duel"}
    missing = sorted(set(CAMPAIGN_DUELISTS) - fought)
    if missing:
        raise DataError(f"{path}: campaign duelists never fought: {', '.join(map(str, missing))}")
    if len({c.id for c in chapters}) != len(chapters):
        raise DataError(f"{path}: two chapters share an id")
    return Campaign(tuple(chapters), _speakers(raw, path))


def split_speaker(line: str, speakers) -> tuple[str | None, str]:
    """Returns (speaker, words) of a story line: "Simon: Remember that." is Simon speaking when Simon
    is one of the campaign's speakers; any other line is narration, colon or not ("Word spreads: ...")."""
    name, sep, rest = line.partition(": ")
    return (name, rest) if sep and name in speakers else (None, line)


def _speakers(raw: Any, path: str) -> tuple[str, ...]:
    """Returns the document's speakers list (names of at most 16 letters); DataError naming the file if bad."""
    value = raw.get("speakers", [])
    if not isinstance(value, list) or not all(isinstance(n, str) and 0 < len(n) <= SPEAKER_MAX for n in value):
        raise DataError(f"{path}: 'speakers' must be a list of names of 1-{SPEAKER_MAX} characters")
    return tuple(value)


# ---------------------------------------------------------------- progress


def chapter_index(camp: Campaign, save: SaveData) -> int:
    """Returns the index of the save's current chapter (the number of story chapters once it is over)."""
    return min(max(save.flag(FLAG_CHAPTER), 0), len(camp.story))


def current_chapter(camp: Campaign, save: SaveData) -> Chapter | None:
    """Returns the chapter the map shows: the current story chapter, else the epilogue (or None)."""
    ci = chapter_index(camp, save)
    return camp.story[ci] if ci < len(camp.story) else camp.epilogue


def is_done(save: SaveData, stage_id: str) -> bool:
    """Returns whether a stage has been finished."""
    return bool(save.flag(DONE_PREFIX + stage_id))


def group_done(camp: Campaign, save: SaveData, group: str) -> int:
    """Returns how many stages of a group are finished (shrines cleared)."""
    return sum(1 for ch in camp.chapters for st in ch.stages if st.group == group and is_done(save, st.id))


def available(camp: Campaign, save: SaveData) -> list[Stage]:
    """Returns the stages the map offers now, required ones first, each in file order."""
    chapter = current_chapter(camp, save)
    if chapter is None:
        return []
    stages = chapter.stages
    out = []
    for i, st in enumerate(stages):
        if (is_done(save, st.id) and not st.repeat) or any(not is_done(save, a) for a in st.after):
            continue
        if st.before and is_done(save, st.before):
            continue
        if st.window is not None:
            group, lo, hi = st.window
            if not lo <= group_done(camp, save, group) <= hi:
                continue
        free = {st.group, st.window[0] if st.window else ""} - {""}
        if any(p.required and not is_done(save, p.id) and p.group not in free for p in stages[:i]):
            continue
        out.append(st)
    return sorted(out, key=lambda s: not s.forced)


def stage_to_play(camp: Campaign, save: SaveData, stage: Stage) -> Stage:
    """Returns what visiting a stage plays: an event on offer at the same place comes first (forced)."""
    for st in available(camp, save):
        if st.event and st.location == stage.location:
            return st
    return stage


def complete_stage(camp: Campaign, save: SaveData, stage: Stage) -> SaveData:
    """Returns the save with a stage done; a finished chapter moves the story on (the last sets 'complete')."""
    save = save.with_flag(DONE_PREFIX + stage.id, 1)
    story = camp.story
    ci = chapter_index(camp, save)
    while ci < len(story) and all(is_done(save, s.id) for s in story[ci].stages if s.required):
        ci += 1
        save = save.with_flag(FLAG_CHAPTER, ci)
    if ci >= len(story):
        save = save.with_flag(FLAG_COMPLETE, 1)
    if ci < len(story):
        save = replace(save, location=story[ci].title[:64])
    return save


def beats_to_play(stage: Stage, save: SaveData) -> tuple[Beat, ...]:
    """Returns a stage's beats without those skipped by ``unless`` (e.g. a labyrinth already walked)."""
    return tuple(b for b in stage.beats if not (b.unless and is_done(save, b.unless)))


def progress(camp: Campaign, save: SaveData) -> tuple[int, int]:
    """Returns (required stages done, required stages in all) for the progress bar."""
    req = [s for ch in camp.story for s in ch.stages if s.required]
    return sum(is_done(save, s.id) for s in req), len(req)


# ---------------------------------------------------------------- helpers

def _stage(db: CardDB, raw: Any, chapter: int, path: str, record: str, locations: set[str]) -> Stage:
    st = check_record(raw, _STAGE_SPEC, path, record)
    record = f"{record.rsplit(' stage', 1)[0]} stage {st['id']!r}"
    if st["location"] not in locations:
        raise DataError(f"{path}: {record}: field 'location' = {st['location']!r} is not on the chapter's map")
    window = None
    if "window" in st:
        w = check_record(st["window"], _WINDOW_SPEC, path, f"{record} window")
        if w["min"] > w["max"]:
            raise DataError(f"{path}: {record}: field 'window' min {w['min']} > max {w['max']}")
        window = (w["group"], w["min"], w["max"])
    beats = tuple(_beat(db, b, path, f"{record} beat #{i}") for i, b in enumerate(st["beats"]))
    if st.get("required") and st.get("before"):
        raise DataError(f"{path}: {record}: a required stage cannot have 'before' (it would be missable)")
    if st.get("required") and (st.get("repeat") or st.get("event")):
        raise DataError(f"{path}: {record}: a required stage cannot be 'repeat' or 'event'")
    return Stage(st["id"], chapter, st["location"], st["title"], st.get("required", False),
                 tuple(st.get("after", ())), st.get("before", ""), st.get("group", ""), window, beats,
                 st.get("autosave", True), st.get("repeat", False), st.get("event", False))


def _beat(db: CardDB, raw: Any, path: str, record: str) -> Beat:
    b = check_record(raw, _BEAT_SPEC, path, record)
    kinds = [k for k in _BEAT_KINDS if k in b]
    if len(kinds) != 1:
        raise DataError(f"{path}: {record}: needs exactly one of {', '.join(_BEAT_KINDS)}, has {kinds or 'none'}")
    kind, unless = kinds[0], b.get("unless", "")
    if kind == "say":
        return Beat("say", tuple(b["say"]), unless=unless)
    if kind == "gate":
        return Beat("gate", (b["gate"],), unless=unless)
    if kind == "fork":
        f = check_record(b["fork"], _FORK_SPEC, path, f"{record} fork")
        return Beat("fork", opponent=f["wrong_duel"], correct=f["correct"], unless=unless)
    if kind == "listen":
        li = check_record(b["listen"], _LISTEN_SPEC, path, f"{record} listen")
        return Beat("listen", (li["ask"], li["go"], li["stay"]), passages=tuple(tuple(p) for p in li["lines"]),
                    unless=unless)
    d = check_record(b["duel"], _DUEL_SPEC, path, f"{record} duel")
    if "terrain" in d:
        terrain = TERRAIN_NAMES.index(d["terrain"])
    else:
        terrain = max(int(db.home_terrain[d["opponent"]]), 0)
    return Beat("duel", opponent=d["opponent"], terrain=terrain, outcome=d.get("outcome", "win"), unless=unless)


def _check_references(stages: dict[str, Stage], groups: set[str], path: str) -> None:
    for st in stages.values():
        where = f"{path}: stage {st.id!r}"
        for ref in st.after:
            if ref not in stages:
                raise DataError(f"{where}: field 'after' names unknown stage {ref!r}")
        if st.before and st.before not in stages:
            raise DataError(f"{where}: field 'before' names unknown stage {st.before!r}")
        if st.window is not None and st.window[0] not in groups:
            raise DataError(f"{where}: field 'window' names unknown group {st.window[0]!r}")
        for i, beat in enumerate(st.beats):
            if beat.unless and beat.unless not in stages:
                raise DataError(f"{where}: beat #{i}: field 'unless' names unknown stage {beat.unless!r}")
