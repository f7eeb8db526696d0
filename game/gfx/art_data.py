"""The descriptions our portrait and backdrop tools draw from: data/portraits.yaml, data/backdrops.yaml.

The files are checked like the rest of data/ (every error names file, record and field), so a
modder who edits a face gets told what is wrong instead of a broken picture. The game itself only
reads the committed atlases in sprites/; tools/make_portraits.py draws them from these records and
``fmduel check-data`` validates the files and counts them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from game.db import default_data_dir
from game.db.schema import DataError, Field, check_list, check_record
from game.db.sources import load_yaml
from game.db.vocab import N_DUELISTS

PORTRAITS_FILE: Final = "portraits.yaml"
BACKDROPS_FILE: Final = "backdrops.yaml"
PLAYER: Final = 0  # portrait id of the player (duelist id 0 is an unused copy, so the slot is free)

# Named colours a description may use (or "#rrggbb").
COLOURS: Final[dict[str, tuple[int, int, int]]] = {
    # skin
    "pale": (246, 214, 190), "fair": (240, 196, 156), "tan": (214, 160, 110), "olive": (196, 150, 96),
    "brown": (160, 104, 64), "dark": (112, 70, 44), "sallow": (196, 176, 128), "ashen": (176, 170, 168),
    "violet_skin": (150, 96, 170), "scale_green": (96, 140, 72),
    # hair and cloth
    "black": (28, 24, 32), "charcoal": (56, 52, 64), "brunette": (112, 64, 36), "chestnut": (150, 86, 44),
    "auburn": (168, 64, 40), "blond": (236, 200, 96), "gold": (232, 184, 48), "silver": (208, 212, 224),
    "white": (240, 236, 224), "grey": (144, 144, 150), "red": (200, 40, 40), "crimson": (150, 20, 36),
    "orange": (232, 120, 40), "yellow": (240, 216, 72), "green": (56, 150, 64), "forest": (40, 96, 48),
    "teal": (40, 140, 140), "cyan": (96, 200, 220), "blue": (48, 88, 200), "navy": (28, 40, 110),
    "sky": (120, 170, 230), "purple": (120, 56, 160), "violet": (168, 96, 210), "magenta": (200, 48, 140),
    "pink": (236, 140, 170), "sand": (216, 188, 128), "khaki": (170, 150, 96), "bronze": (176, 112, 48),
    "stone": (120, 112, 100), "bone": (224, 216, 188), "linen": (232, 224, 200), "indigo": (64, 48, 140),
}

FACES: Final = ("oval", "round", "long", "square", "gaunt", "heart", "heavy")
AGES: Final = ("child", "young", "adult", "old")
HAIR_STYLES: Final = ("none", "short", "spiky", "star", "bob", "long", "wavy", "wild", "bowl", "slick",
                      "mullet", "parted", "shaggy", "fringe_long", "cropped")
HEADWEAR: Final = ("none", "turban", "nemes", "hood", "helmet", "crown", "circlet", "cap", "bandana", "veil",
                   "fedora", "horned", "crocodile", "jackal", "vulture", "scarab", "flowers", "priest_hat",
                   "headscarf", "headband", "wrap")
CLOTHES: Final = ("robe", "tunic", "coat", "suit", "armour", "jacket", "vest", "dress", "cloak", "shirt")
EXPRESSIONS: Final = ("calm", "cold", "smile", "grin", "angry", "sinister", "stern", "smug", "serene", "wild",
                      "kind", "sad")
FACIAL_HAIR: Final = ("none", "stubble", "moustache", "beard", "long_beard", "goatee")
ACCESSORIES: Final = ("millennium_eye", "millennium_ring", "millennium_rod", "millennium_key",
                      "millennium_necklace", "earrings", "necklace", "glasses", "sunglasses", "scar",
                      "face_veil", "eye_glow", "fangs", "horns", "wrinkles", "lipstick", "eye_paint",
                      "hair_over_eye", "gold_collar", "cravat", "visor", "mask")

SCENES: Final = ("room", "palace", "throne", "town", "shop", "arena", "shrine", "ruins", "valley",
                 "labyrinth", "hall", "sanctum")
TIMES: Final = ("day", "dusk", "night", "indoor")


def colour_of(value: str) -> tuple[int, int, int]:
    """Returns the RGB of a named colour or a "#rrggbb" string (already validated)."""
    if value.startswith("#"):
        return int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16)
    return COLOURS[value]


def _colour_problem(value: Any) -> str | None:
    if value in COLOURS:
        return None
    if isinstance(value, str) and len(value) == 7 and value[0] == "#":
        try:
            int(value[1:], 16)
            return None
        except ValueError:
            pass
    return "expected a colour name (e.g. white, navy, tan) or #rrggbb"


_COLOUR = Field(str, check=_colour_problem)
_PORTRAIT_SPEC: Final = {
    "id": Field((int, str)),
    "name": Field(str, length=(1, 24)),
    "age": Field(str, choices=AGES),
    "face": Field(str, choices=FACES),
    "skin": _COLOUR,
    "eyes": _COLOUR,
    "hair": Field(dict),
    "headwear": Field(dict, False),
    "clothes": Field(dict),
    "facial_hair": Field(dict, False),
    "expression": Field(str, choices=EXPRESSIONS),
    "accessories": Field(list, False, length=(0, 8), items=Field(str, choices=ACCESSORIES)),
    "background": Field(list, length=(2, 2), items=_COLOUR),
    "about": Field(str, length=(1, 160)),
}
_PART_STYLES: Final = {"hair": HAIR_STYLES, "headwear": HEADWEAR, "clothes": CLOTHES, "facial_hair": FACIAL_HAIR}

_BACKDROP_SPEC: Final = {
    "place": Field(str, length=(1, 24)),
    "scene": Field(str, choices=SCENES),
    "time": Field(str, choices=TIMES),
    "palette": Field(list, length=(3, 3), items=_COLOUR),
    "variant": Field(int, False, lo=0, hi=9),
    "also": Field(list, False, length=(0, 8), items=Field(str, length=(1, 24))),
    "about": Field(str, length=(1, 160)),
}


def load_portrait_specs(path: Path | str | None = None) -> list[dict[str, Any]]:
    """Returns the portrait records, player first then duelists 1..39; DataError on any problem."""
    path = Path(path) if path is not None else default_data_dir() / PORTRAITS_FILE
    where = str(path)
    out: dict[int, dict[str, Any]] = {}
    for i, raw in enumerate(check_list(load_yaml(path), "portraits", where)):
        label = f"portrait {raw.get('id')!r}" if isinstance(raw, dict) and "id" in raw else f"entry {i + 1}"
        rec = check_record(raw, _PORTRAIT_SPEC, where, label)
        ident = PLAYER if rec["id"] == "player" else rec["id"]
        if not isinstance(ident, int) or not 1 <= ident < N_DUELISTS and ident != PLAYER:
            raise DataError(f"{where}: {label}: field 'id' = {rec['id']!r}, expected player or 1..{N_DUELISTS - 1}")
        if ident in out:
            raise DataError(f"{where}: {label}: field 'id' repeats an earlier portrait")
        for part, styles in _PART_STYLES.items():
            if part in rec:
                rec[part] = _check_part(rec[part], styles, where, label, part)
        rec["id"] = ident
        rec.setdefault("headwear", {"style": "none", "colour": "white"})
        rec.setdefault("facial_hair", {"style": "none", "colour": "black"})
        rec.setdefault("accessories", [])
        out[ident] = rec
    missing = [k for k in range(N_DUELISTS) if k not in out]
    if missing:
        who = "player" if missing[0] == PLAYER else f"duelist {missing[0]}"
        raise DataError(f"{where}: no portrait for {who} ({len(missing)} missing)")
    return [out[k] for k in range(N_DUELISTS)]


def _check_part(raw: Any, styles: tuple[str, ...], where: str, label: str, part: str) -> dict[str, Any]:
    spec = {"style": Field(str, choices=styles), "colour": _COLOUR, "trim": Field(str, False, check=_colour_problem)}
    return check_record(raw, spec, where, f"{label} {part}")


def load_backdrop_specs(path: Path | str | None = None) -> list[dict[str, Any]]:
    """Returns the backdrop records in file order; DataError on any problem (names file, record, field)."""
    path = Path(path) if path is not None else default_data_dir() / BACKDROPS_FILE
    where = str(path)
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for i, raw in enumerate(check_list(load_yaml(path), "backdrops", where)):
        label = f"backdrop {raw.get('place')!r}" if isinstance(raw, dict) and "place" in raw else f"entry {i + 1}"
        rec = check_record(raw, _BACKDROP_SPEC, where, label)
        for name in (rec["place"], *rec.get("also", ())):
            if name.lower() in seen:
                raise DataError(f"{where}: {label}: place {name!r} already has a backdrop")
            seen.add(name.lower())
        rec.setdefault("variant", 0)
        rec.setdefault("also", [])
        out.append(rec)
    if not out:
        raise DataError(f"{where}: 'backdrops' is empty")
    return out


def asset_counts(data_dir: Path | None = None, sprites: Path | None = None) -> dict[str, int]:
    """Returns the drawn-art counts check-data reports: portraits and backdrops described in data/
    (validated; DataError on a bad file) and present in the committed atlases' manifests."""
    import json

    data_dir = data_dir or default_data_dir()
    if sprites is None:
        from game.resources import sprites_dir

        sprites = sprites_dir()
    faces = load_portrait_specs(data_dir / PORTRAITS_FILE)
    places = load_backdrop_specs(data_dir / BACKDROPS_FILE)
    try:
        drawn_faces = json.loads((sprites / "portraits.json").read_text(encoding="utf-8"))["portraits"]
        drawn_places = {e["place"] for e in json.loads((sprites / "backdrops.json").read_text(encoding="utf-8"))["backdrops"]}
    except (OSError, ValueError, KeyError) as exc:
        raise DataError(f"{sprites}: portrait or backdrop manifest unreadable ({exc}); run python -m tools.make_portraits")
    return {"portraits": sum(str(r["id"]) in drawn_faces for r in faces),
            "backdrops": sum(r["place"] in drawn_places for r in places)}
