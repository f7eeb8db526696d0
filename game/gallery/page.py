"""The gallery's files: screen PNGs, contact sheets, gallery.json (the manifest) and index.html."""

from __future__ import annotations

import hashlib
import html
import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import pygame

from game.gallery.originals import Original
from game.gallery.sequences import Run
from game.gfx.contact import grid

SHEET_COLUMNS = 4
SHEET_FRAMES = 8
_LABEL_H = 12


@dataclass(frozen=True)
class Picture:
    """One PNG of the gallery: file name, group heading, caption, what it shows, and the original's screen
    it reproduces (None for a screen of our own)."""

    file: str
    group: str
    title: str
    kind: str  # "screen" or "sheet"
    digest: str  # sha1 of the pixels, so identical pictures can be told apart from the file alone
    colours: int  # distinct colours (a blank picture has one or two)
    original: Original | None = None


def save_screen(canvas: pygame.Surface, out: Path, name: str, group: str, title: str) -> Picture:
    """Writes the canvas as <name>.png and returns its record."""
    return _save(canvas, out, f"{name}.png", group, title, "screen")


def save_sheet(run: Run, font, out: Path, name: str, title: str) -> Picture:
    """Writes a contact sheet of the run (frames in reading order, each with its tick) as sheet-<name>.png."""
    picked = run.pick(SHEET_FRAMES)
    w, h = picked[0][1].get_size()
    sheet, spots = grid(len(picked), (w + 4, h + _LABEL_H + 4), min(SHEET_COLUMNS, len(picked)), 4, (16, 16, 32))
    start = picked[0][0]
    for i, ((tick, frame), (x, y)) in enumerate(zip(picked, spots)):
        font.draw(sheet, f"{i + 1}  +{tick - start} ticks", (x + 2, y + 1), (200, 204, 224))
        sheet.blit(frame, (x, y + _LABEL_H))
    return _save(sheet, out, f"sheet-{name}.png", "Duel sequences", title, "sheet")


def save_art(surface: pygame.Surface, out: Path, name: str, title: str) -> Picture:
    """Writes one contact sheet of our own art (card pictures, portraits, backdrops) as art-<name>.png."""
    return _save(surface, out, f"art-{name}.png", "Art", title, "sheet")


def with_originals(pictures: list[Picture], originals: dict[str, Original]) -> tuple[list[Picture], list[str]]:
    """Returns the pictures with their originals attached, and the names of originals no picture took."""
    names = {p.file.removesuffix(".png") for p in pictures}
    joined = [replace(p, original=originals.get(p.file.removesuffix(".png"))) for p in pictures]
    return joined, sorted(set(originals) - names)


def write_index(out: Path, pictures: list[Picture], missing: list[str], seed: int) -> None:
    """Writes gallery.json and index.html listing every picture by group."""
    manifest = {"seed": seed, "pictures": [asdict(p) for p in pictures], "sequences_not_shown": missing}
    (out / "gallery.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    parts = ["<!doctype html><meta charset='utf-8'><title>fmduel gallery</title>",
             ("<style>body{background:#101020;color:#e0e0f0;font-family:sans-serif}"
              "figure{display:inline-block;margin:8px;vertical-align:top}"
              "img{image-rendering:pixelated;border:1px solid #446}"
              "img.screen{width:640px}figcaption{font-size:13px;max-width:640px}"
              ".original{margin-top:4px;padding-left:6px;border-left:3px solid #a08040;color:#c8c0a0}</style>"),
             (f"<h1>fmduel gallery</h1><p>Rendered headless from seed {seed}. Under a picture of a screen the "
              "original has, “The original” says what the original shows there (our summary of the section of "
              "presentation.md named), to compare the picture against.</p>")]
    order = list(dict.fromkeys(p.group for p in pictures))  # groups in order of first appearance
    group = None
    for p in sorted(pictures, key=lambda p: order.index(p.group)):
        if p.group != group:
            group = p.group
            parts.append(f"<h2>{html.escape(group)}</h2>")
        title = html.escape(p.title)
        original = ""
        if p.original is not None:
            original = (f"<div class='original'>The original ({html.escape(p.original.label())}): "
                        f"{html.escape(p.original.shows)}</div>")
        parts.append(f"<figure><img class='{p.kind}' src='{html.escape(p.file)}' alt='{title}'>"
                     f"<figcaption>{title}{original}</figcaption></figure>")
    if missing:
        parts.append("<h2>Not shown by this build</h2><p>" + html.escape(", ".join(missing)) + "</p>")
    (out / "index.html").write_text("\n".join(parts) + "\n", encoding="utf-8")


def _save(surface: pygame.Surface, out: Path, file: str, group: str, title: str, kind: str) -> Picture:
    pygame.image.save(surface, str(out / file))
    pixels = pygame.image.tobytes(surface, "RGB")
    colours = len({pixels[i:i + 3] for i in range(0, len(pixels), 3 * 7)})
    return Picture(file, group, title, kind, hashlib.sha1(pixels).hexdigest(), colours)
