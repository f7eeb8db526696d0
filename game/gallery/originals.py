"""What the original shows at each place a gallery picture reproduces: data/gallery_originals.yaml.

The gallery puts each picture beside our summary of the original's screen, so a reader compares
the two without the reference notes at hand (the game never reads them: the summaries are ours,
kept with the project's data). The file is checked like the rest of data/: an unknown section, a
record without its summary or a picture named twice is a DataError naming file, record and field,
raised before the tour starts rather than after it has rendered every screen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from game.db.schema import DataError, Field, check_list, check_record
from game.db.sources import load_yaml

ORIGINALS_FILE: Final = "gallery_originals.yaml"

_SECTION_SPEC: Final = {
    "id": Field(int, lo=0, hi=99),
    "heading": Field(str, length=(1, 60)),
}
_PICTURE_SPEC: Final = {
    "picture": Field(str, length=(1, 60),
                     check=lambda v: None if re.fullmatch(r"[a-z0-9][a-z0-9_-]*", v)
                     else "expected a picture's file name without .png (lower-case letters, digits, - and _)"),
    "section": Field(int),
    "part": Field(str, length=(1, 60)),
    "shows": Field(str, length=(20, 480)),
}


@dataclass(frozen=True)
class Original:
    """The original's screen a picture reproduces: its section in the reference notes and what it shows."""

    section: int
    heading: str  # the section's heading, e.g. "Campaign"
    part: str  # the paragraph of the section, e.g. "Map"
    shows: str  # our summary of what the original shows there

    def label(self) -> str:
        """Returns the citation shown on the page, e.g. "presentation.md §3 Campaign: Map"."""
        return f"presentation.md §{self.section} {self.heading}: {self.part}"


def originals_path() -> Path:
    """Returns the bundled file (not $FMDUEL_DATA: a card data set does not carry the gallery's notes)."""
    from game.resources import bundled

    return bundled("data") / ORIGINALS_FILE


def load_originals(path: Path | str | None = None) -> dict[str, Original]:
    """Returns picture name (file name without .png) -> Original; DataError on any problem."""
    path = Path(path) if path is not None else originals_path()
    where = str(path)
    doc = load_yaml(path)
    headings: dict[int, str] = {}
    for i, raw in enumerate(check_list(doc, "sections", where)):
        label = f"section {raw.get('id')!r}" if isinstance(raw, dict) and "id" in raw else f"section entry {i + 1}"
        rec = check_record(raw, _SECTION_SPEC, where, label)
        if rec["id"] in headings:
            raise DataError(f"{where}: {label}: field 'id' = {rec['id']}, listed twice")
        headings[rec["id"]] = rec["heading"]
    out: dict[str, Original] = {}
    for i, raw in enumerate(check_list(doc, "pictures", where)):
        name = raw.get("picture") if isinstance(raw, dict) else None
        label = f"picture {name!r}" if isinstance(name, str) else f"picture entry {i + 1}"
        rec = check_record(raw, _PICTURE_SPEC, where, label)
        if rec["section"] not in headings:
            known = ", ".join(str(k) for k in sorted(headings))
            raise DataError(f"{where}: {label}: field 'section' = {rec['section']}, "
                            f"not a section of the list (known: {known})")
        if rec["picture"] in out:
            raise DataError(f"{where}: {label}: field 'picture' = {rec['picture']!r}, listed twice")
        out[rec["picture"]] = Original(rec["section"], headings[rec["section"]], rec["part"],
                                       " ".join(rec["shows"].split()))
    return out
