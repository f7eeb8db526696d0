"""The campaign map (M5): the chapter's places, what can be done now, the shop.

The map fills the screen, as the original's world map does (presentation.md §3): the chapter's
terrain seen from an orbiting camera (game.gfx.map3d on the duel board's renderer), a turning marker
on the chosen entry's place, the places' names where they stand, a place-name panel and, under it,
the thing to do the cursor is on. The list of every thing to do, with the story's progress, is an
overlay the player opens with Triangle (Up/Down, confirm and back work in it as on the map; Triangle
or back closes it), never a permanent half of the screen. As in the original, the d-pad walks the exits: Left and
Right take the marker to the place with something to do that lies that way on the screen (the
nearest within 60 degrees of the direction; none, a buzz), the list's cursor jumping to that
place's first entry, and an animated arrow at the map's left or right edge points to each place
they would go to. Up and Down keep walking the list, the screen's main control (the original's
world map is a chain walked with Left and Right: of its exits only one pair goes up or down).
Camera and marker move an equal part of the way each tick over the way's own step count
(game.gfx.map3d.way_ticks), whether the d-pad or the list chose the place.

The list holds the stages ``game.career.campaign.available`` offers (required first) and, when the
chapter has one, its card shop (R15.2: Save, Build Deck, Return to Title = the loaded menu, Leave
Shop). A new career plays its opening scene straight away (R1.2); when the last chapter is done
the ending plays, offers a save, then shows the credits and the title (M17).
"""

from __future__ import annotations

import pygame

from game.career.campaign import (
    available,
    chapter_index,
    complete_stage,
    current_chapter,
    group_done,
    is_done,
    progress,
    stage_to_play,
)
from game.gfx import frames, portraits
from game.gfx.card_text import draw_fitted, draw_legible
from game.gfx.map3d import (
    ARROW_FRAMES,
    ARROW_HOLD,
    CENTRE,
    MapView,
    arrow_frames,
    exit_toward,
    marker_frames,
    octant,
    place_plates,
    place_world,
    way_ticks,
)
from game.input import Press
from game.input_bindings import Button
from game.present.timing import frames as tick_frames
from game.scenes.base import Scene
from game.scenes.career.kit import HostScene, ask, back_to_title, header, hints
from game.scenes.career.menu import open_loaded_menu
from game.scenes.career.session import Career
from game.scenes.career.stage_run import StageRun
from game.scenes.nav import Screen
from game.scenes.widgets import Cursor, RowRest, list_window

SHOP = "shop"
SHOP_WORDS = "save, build your deck"  # what a card shop offers (R15.2); it sells nothing
LIST_ROWS = 6
_MAP = pygame.Rect(-2, -2, 324, 244)  # the map fills the screen (its frame's 2 px lie off the edges)
_INNER = _MAP.inflate(-4, -4)  # the map's window on the terrain: all of the 320x240 screen
_SRC = pygame.Rect(0, 0, _INNER.w, _INNER.h)  # the part of the 320x240 terrain picture it shows: all of it
_DX, _DY = _INNER.x - _SRC.x, _INNER.y - _SRC.y  # terrain picture -> canvas
_MARKER_AT = (round(CENTRE[0]) + _DX, round(CENTRE[1]) + _DY)  # the marker rides the camera's target
PLATE_RGBA = (16, 10, 4, 170)  # the translucent dark under each place name
EXIT_KEYS = {Button.LEFT: (-1.0, 0.0), Button.RIGHT: (1.0, 0.0)}  # d-pad -> the screen direction it walks
ARROW_AT = {Button.LEFT: (_INNER.x + 12, _MARKER_AT[1]), Button.RIGHT: (_INNER.right - 12, _MARKER_AT[1])}
_TITLE = pygame.Rect(0, 0, 320, 15)  # the chapter's title and the starchips, over the map's top
_CAPTION = pygame.Rect(4, 200, 312, 26)  # the thing to do under the cursor, over the map's foot
_FOOT = pygame.Rect(0, 228, 320, 12)  # the hints' row
_OPEN = pygame.Rect(0, 15, 320, 170)  # the map between the title and the place-name panel: names go here
_LIST = pygame.Rect(8, 18, 304, 180)  # the overlay of every thing to do, with the story's progress
VEIL = (10, 6, 2, 190)  # the translucent dark under the texts laid over the map


def chapter_music(camp, chapter: int, shown) -> str:
    """Returns the map's music kind: the shrines and the last chapter have their own themes;
    otherwise 0x0A0, and 0x0B0 once the tournament is over (presentation.md section 11)."""
    if shown is not None and shown.id in CHAPTER_MUSIC:
        return CHAPTER_MUSIC[shown.id]
    ids = [c.id for c in camp.chapters]
    past = "tournament" in ids and chapter > ids.index("tournament")
    return "campaign_map_late" if past else "campaign_map"


CHAPTER_MUSIC = {"shrines": "shrines", "finale": "campaign_finale"}  # chapter id -> the map's music kind
HIDING_SHOP = "Hiding Card Shop"  # the shop name of the chapters after the tournament, with its own theme


class CampaignScene(HostScene):
    """Map, progress and the list of things to do; confirm plays a stage or opens the shop."""

    music = "campaign_map"

    def __init__(self, career: Career) -> None:
        super().__init__()
        self.career = career
        self.run: StageRun | None = None
        self.view: MapView | None = None
        self._view_for = None  # the chapter the terrain was built for
        self.glide = ((0.0, 0.0), (0.0, 0.0), 1, 1)  # camera target: from, to, frames done, frames
        self.place = ""  # the place the marker stands on (or glides to)
        self.sight: tuple | None = None  # what the map window shows this frame (update computes it)
        self.rest = RowRest()  # a long title under the cursor scrolls from its start
        self.listing = False  # the overlay of every thing to do is open

    def enter(self, ctx) -> None:
        """Loads the story data and, for a brand-new career, plays the opening."""
        super().enter(ctx)
        self.camp = self.career.story(ctx.db)
        self.refresh()
        save = self.career.save
        if not any(k.startswith("done.") for k, _ in save.story) and self.entries:
            first = self.entries[0]
            if first != SHOP and first.required and all(b.kind in ("say", "listen") for b in first.beats):
                self._play(first)

    def refresh(self) -> None:
        """Rebuilds the list after the save changed."""
        save = self.career.save
        self.chapter = chapter_index(self.camp, save)
        self.shown = current_chapter(self.camp, save)  # the story's chapter, or the epilogue once it is over
        self.entries: list = list(available(self.camp, save))
        if self.shown is not None and self.shown.shop:
            self.entries.append(SHOP)
        if self.shown is not None and self._view_for is not self.shown:
            ch = self.shown
            self.view = MapView({name: (x, y) for name, x, y in ch.locations}, ch.shop or ch.locations[0][0])
            self._view_for = ch
            self.marker = marker_frames()
            self.arrows = arrow_frames()
            self.place = ""
        old = getattr(self, "cursor", None)
        self.cursor = Cursor(max(1, len(self.entries)), min(old.index if old else 0, max(0, len(self.entries) - 1)))
        self.music = chapter_music(self.camp, self.chapter, self.shown)

    @property
    def here(self) -> str:
        """Returns the place of the entry under the cursor (the shop's for the shop)."""
        ch = self.shown
        if ch is None:
            return ""
        entry = self.entries[self.cursor.index] if self.entries else None
        return self._place_of(entry) or ch.locations[0][0]

    def _place_of(self, entry) -> str:
        return self.shown.shop if entry == SHOP else getattr(entry, "location", "")

    def camera_target(self) -> tuple[float, float]:
        """Returns the world point the camera (and the marker on it) looks at now: the original moves
        both an equal part of the way each tick, so the glide is linear."""
        (ax, az), (bx, bz), t, n = self.glide
        p = t / n
        return ax + (bx - ax) * p, az + (bz - az) * p

    @property
    def gliding(self) -> bool:
        """Returns whether camera and marker are on their way to the place."""
        return self.glide[2] < self.glide[3]

    def pose(self):
        """Returns the camera's pose this frame (what draw shows and the d-pad's exits are read from)."""
        return self.view.pose(self.camera_target(), self.frame)

    def exits(self, pose) -> dict[Button, str]:
        """Returns the place Left and Right lead to for pose: of the other places with something to
        do, the nearest on the screen within 60 degrees of that side of the marker's place (from the
        place it glides to, while it glides). A direction with none is left out."""
        if self.view is None or not self.place:
            return {}
        pts = self.view.screen_points(pose)
        origin = pts.get(self.place)
        if origin is None:
            return {}
        busy = {name: pts[name] for name in self.busy_places() if name != self.place and name in pts}
        out = {}
        for button, direction in EXIT_KEYS.items():
            to = exit_toward(origin, busy, direction)
            if to is not None:
                out[button] = to
        return out

    def update(self) -> None:
        """Glides the camera and the marker toward the chosen place."""
        super().update()
        self.rest.update(self.cursor.index, self.frame)
        if self.view is None:
            return
        here = self.here
        if here != self.place and here in self.view.points:
            to = place_world(*self.view.points[here])
            start = self.camera_target() if self.place else to
            self.glide, self.place = (start, to, 0, tick_frames(way_ticks(start, to))), here
        frm, to, t, n = self.glide
        self.glide = (frm, to, min(n, t + 1), n)
        self.sight = self._sight()

    def _sight(self) -> tuple:
        """Returns what the map window shows this frame, worked out here so draw only reads it: the
        camera's pose, each arrow (its spot and direction), the names' plates and the places lit."""
        pose, busy = self.pose(), self.busy_places()
        pts = self.view.screen_points(pose)
        at = pts.get(self.place)
        arrows = [(ARROW_AT[button], octant(pts[name][0] - at[0], pts[name][1] - at[1]))
                  for button, name in self.arrow_exits(pose).items()]
        return pose, arrows, self.name_plates(pose, busy), busy

    def handle(self, press: Press) -> Press | None:
        """Up/Down pick from the list, Left/Right walk to the exit that way, confirm goes, back
        returns to the loaded menu."""
        ctx = self.ctx
        if self.run is not None or self.has_follow_ups:
            return None
        if press.button == Button.TRIANGLE and not press.repeat:
            self.listing = not self.listing
            ctx.audio.play("confirm" if self.listing else "cancel")
        elif self.listing and ctx.is_cancel(press) and not press.repeat:
            self.listing = False
            ctx.audio.play("cancel")
        elif press.button in EXIT_KEYS:
            if not (press.repeat and self.gliding):  # a held direction walks on once the marker is there
                self._walk(press)
        elif self.cursor.move(press.button):
            ctx.audio.play("cursor")
        elif ctx.is_confirm(press) and not press.repeat and self.entries:
            entry = self.entries[self.cursor.index]
            ctx.audio.play("confirm")
            if entry == SHOP:
                ctx.stack.push(ShopScene(self), fade=True)
            else:
                self._play(entry)
        elif ctx.is_cancel(press) and not press.repeat:
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def _walk(self, press: Press) -> None:
        """Takes the exit that way: the cursor jumps to the place's first entry, and update glides
        camera and marker there. No exit that way: the buzz (not repeated while the button is held)."""
        to = self.exits(self.pose()).get(press.button) if self.view is not None else None
        if to is None:
            if not press.repeat:
                self.ctx.audio.play("buzz")
            return
        self.cursor.index = next(i for i, e in enumerate(self.entries) if self._place_of(e) == to)
        self.ctx.audio.play("cursor")

    def _play(self, stage) -> None:
        stage = stage_to_play(self.camp, self.career.save, stage)  # an event at that place comes first
        self.run = StageRun(self, self.career, stage, lambda done: self._stage_over(stage, done),
                            seed=self.frame)
        self.run.start()

    def _stage_over(self, stage, done: bool) -> None:
        run, self.run = self.run, None
        if done:
            self.career.update(complete_stage(self.camp, self.career.save, stage))
            if stage.autosave and (run is None or run.won or not stage.opponents):
                self.career.autosave()  # the story step after a win (never after a loss, R15.3)
        self.refresh()
        if done and self.career.save.flag("complete") and not self.career.save.flag("ending_seen"):
            self.career.update(self.career.save.with_flag("ending_seen", 1))
            self.ctx.stack.push(EndingScene(self.career), fade=True)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the map over the whole screen, the thing to do under the cursor and, when open, the list."""
        f, save = self.ctx.font, self.career.save
        ch = self.shown
        if ch is None:
            frames.backdrop(canvas, self.frame)
            header(canvas, f, "CAMPAIGN - THE STORY IS COMPLETE", f"\x88{save.starchips}")
            f.draw(canvas, "Every campaign duelist you beat waits in Free Duel.", (160, 100), frames.INK, "center")
            hints(self.ctx, canvas, "{back} Back")
            return
        title = ch.title.upper() if ch.after_ending else f"CHAPTER {self.chapter + 1}: {ch.title.upper()}"
        self._map(canvas)
        canvas.blit(frames.veil(_TITLE.size, VEIL), _TITLE)
        header(canvas, f, title, f"\x88{save.starchips}")
        if self.listing:
            self._list(canvas)
            hints(self.ctx, canvas, "{ok} Go  {back} Close  \x84\x85 Pick")
            return
        self._caption(canvas)
        hints(self.ctx, canvas, "{ok} Go  {back} Menu  \x84\x85 Pick  \x86\x87 Walk  \x83 List")

    def _entry_line(self, canvas: pygame.Surface, entry, r: pygame.Rect, tick: int | None = None) -> None:
        """Writes one thing to do on a row: its title, whom it duels and what kind of entry it is (``tick``:
        the cursor's row, whose long words scroll; others are cut after a word)."""
        f, ch = self.ctx.font, self.shown
        if entry == SHOP:
            f.draw(canvas, f"{ch.shop}: {SHOP_WORDS}", (r.x + 4, r.y + 1), frames.GOLD)
            return
        duel = ", ".join(self.ctx.db.duelist_names[o] for o in entry.opponents[:3])
        more = "..." if len(entry.opponents) > 3 else ""
        draw_legible(canvas, f, entry.title, (r.x + 4, r.y + 1), 120, frames.INK, tick)
        draw_legible(canvas, f, duel + more if duel else "scene", (r.x + 128, r.y + 1), 112, frames.DIM, tick)
        kind = "STORY" if entry.required else "EVENT" if entry.event else "again" if entry.repeat and \
            is_done(self.career.save, entry.id) else "optional"
        f.draw(canvas, kind, (r.right - 4, r.y + 1), frames.GOLD if entry.forced else frames.DIM, "right")

    def _caption(self, canvas: pygame.Surface) -> None:
        """The thing to do the cursor is on, and how many more there are, over the map's foot."""
        if not self.entries:
            return
        canvas.blit(frames.veil(_CAPTION.size, VEIL), _CAPTION)
        pygame.draw.rect(canvas, (110, 80, 30), _CAPTION, 1)
        row = pygame.Rect(_CAPTION.x + 2, _CAPTION.y + 2, _CAPTION.w - 4, 12)
        self._entry_line(canvas, self.entries[self.cursor.index], row, self.rest.tick(self.frame))
        n = len(self.entries)
        self.ctx.font.draw(canvas, f"{self.cursor.index + 1}/{n} things to do", (row.x + 4, row.y + 12), frames.DIM)

    def _list(self, canvas: pygame.Surface) -> None:
        """The overlay: the story's progress and every thing to do (LIST_ROWS at a time)."""
        f, save = self.ctx.font, self.career.save
        canvas.blit(frames.veil(_LIST.size, (12, 8, 4, 220)), _LIST)
        pygame.draw.rect(canvas, (150, 110, 40), _LIST, 1)
        done, total = progress(self.camp, save)
        status = (f"story {done}/{total}   beaten {len(save.defeated)}/38   "
                  f"shrines {group_done(self.camp, save, 'shrines')}/5   deck {len(save.deck)}/40")
        f.draw(canvas, status, (_LIST.x + 6, _LIST.y + 4), frames.WARN if len(save.deck) != 40 else frames.INK)
        if self.career.dirty:
            f.draw(canvas, "not saved", (_LIST.right - 6, _LIST.y + 16), frames.DIM, "right")
        bar = pygame.Rect(_LIST.x + 6, _LIST.y + 16, 120, 5)
        pygame.draw.rect(canvas, (20, 20, 40), bar)
        pygame.draw.rect(canvas, frames.GOLD, (bar.x, bar.y, bar.w * done // max(total, 1), bar.h))
        rows = 12
        top = list_window(len(self.entries), self.cursor.index, rows, ahead=2)
        for row, entry in enumerate(self.entries[top:top + rows]):
            r = pygame.Rect(_LIST.x + 4, _LIST.y + 26 + row * 12, _LIST.w - 8, 12)
            if top + row == self.cursor.index:
                frames.highlight(canvas, r, self.frame)
            self._entry_line(canvas, entry, r, self.rest.tick(self.frame) if top + row == self.cursor.index else None)
        lit = frames.CURSOR if (self.frame // 20) % 2 == 0 else frames.GOLD
        x = _LIST.right - 3
        if top > 0:
            pygame.draw.polygon(canvas, lit, [(x - 4, _LIST.y + 30), (x + 4, _LIST.y + 30), (x, _LIST.y + 25)])
        if len(self.entries) - top - rows > 0:
            b = _LIST.bottom
            pygame.draw.polygon(canvas, lit, [(x - 4, b - 8), (x + 4, b - 8), (x, b - 3)])

    def _map(self, canvas: pygame.Surface) -> None:
        f = self.ctx.font
        here = self.here
        if self.view is None or not self.place or self.sight is None:
            canvas.blit(portraits.faded(here, _INNER.size), _INNER)
            return
        pose, arrows, plates, busy = self.sight
        canvas.blit(self.view.render(pose, _SRC), _INNER, _SRC)
        canvas.set_clip(_INNER)
        mx, my = _MARKER_AT
        for spot, direction in arrows:  # the arrow on each side points at its exit
            face = self.arrows[direction][(self.frame // ARROW_HOLD) % ARROW_FRAMES]
            canvas.blit(face, face.get_rect(center=spot))
        for name, plate in plates:
            canvas.blit(frames.veil(plate.size, PLATE_RGBA), plate.topleft)
            draw_fitted(canvas, f, name, (plate.centerx, plate.y), 90, frames.INK if name in busy else frames.DIM,
                        "center")
        bob = abs((self.frame // 4) % 8 - 4)
        face = self.marker[(self.frame // 3) % len(self.marker)]
        canvas.blit(face, face.get_rect(midbottom=(mx, my - 2 - bob)))
        canvas.set_clip(None)
        panel = self._here_panel()
        frames.panel(canvas, panel, (110, 40, 16), (50, 16, 8))
        draw_fitted(canvas, f, here, (panel.x + 6, panel.y + 2), 150, frames.GOLD)

    def _here_panel(self) -> pygame.Rect:
        """Returns the place-name panel, over the caption at the map's bottom-left."""
        return pygame.Rect(_CAPTION.x, _CAPTION.y - 15, min(self.ctx.font.width(self.here), 150) + 12, 13)

    def arrow_exits(self, pose) -> dict[Button, str]:
        """Returns the exits that get an arrow: Left's and Right's once the marker stands on its
        place (none while it glides, as the original clears its arrows for a move)."""
        return {} if self.gliding else self.exits(pose)

    def busy_places(self) -> set[str]:
        """Returns the places with something to do (the d-pad's exits, their names lit)."""
        return {self._place_of(e) for e in self.entries}

    def _points(self, pose) -> list[tuple[str, tuple[int, int]]]:
        """Returns where the places other than the marker's stand on the canvas for pose (the marker's
        own while it glides away from it), the ones behind the eye left out."""
        out = []
        for name in self.view.points:
            if name == self.place and self.glide[2] == self.glide[3]:
                continue
            pt = self.view.project(pose, name)
            if pt is not None:
                out.append((name, (pt[0] + _DX, pt[1] + _DY)))
        return out

    def name_plates(self, pose, busy: set[str]) -> list[tuple[str, pygame.Rect]]:
        """Returns the place names' plates for pose: the places in sight (their plinth in the window, or
        at its very edge) named, the ones with something to do first, none over another, over the
        place-name panel or over the marker, all inside the map panel. Places out of sight are not
        named (an arrow still points to one with something to do): pushed in at the edge, their names
        piled up there."""
        f = self.ctx.font
        marker = pygame.Rect(0, 0, 20, 28)  # the marker bobs up to 6 px over the camera's target
        marker.midbottom = _MARKER_AT
        arrows = tuple(pygame.Rect(0, 0, 16, 16).move(ARROW_AT[b][0] - 8, ARROW_AT[b][1] - 8)
                       for b in self.arrow_exits(pose))
        sight = _OPEN.inflate(12, 12)
        points = sorted((p for p in self._points(pose) if sight.collidepoint(p[1])), key=lambda p: p[0] not in busy)
        return place_plates([(name, xy, min(f.width(name), 90) + 4) for name, xy in points], _INNER,
                            (self._here_panel(), marker, *arrows, _TITLE, _CAPTION, _FOOT))


class ShopScene(Scene):
    """The card shop's menu (R15.2): Save, Build Deck, Return to Title (the loaded menu), Leave Shop."""

    ROWS = ("Save", "Build Deck", "Return to Title", "Leave Shop")
    HELP = ("Write your progress to a save slot.", "Move cards between your trunk and your deck.",
            "The menu: Free Duel, Library and the password shop.", "Back to the map.")

    def __init__(self, host: CampaignScene) -> None:
        super().__init__()
        self.host = host
        self.cursor = Cursor(len(self.ROWS))
        shown = host.shown
        self.music = "hiding_shop" if shown is not None and shown.shop == HIDING_SHOP else "shop"

    def handle(self, press: Press) -> Press | None:
        """Up/Down pick, confirm acts, back leaves the shop."""
        ctx, career = self.ctx, self.host.career
        if self.cursor.move(press.button):
            ctx.audio.play("cursor")
            return None
        row = self.ROWS[self.cursor.index] if ctx.is_confirm(press) and not press.repeat else \
            "Leave Shop" if ctx.is_cancel(press) and not press.repeat else None
        if row is None:
            return None
        ctx.audio.play("confirm")
        if row == "Save":
            ctx.stack.push(ctx.screen(Screen.SLOTS, "save", career=career), fade=True)
        elif row == "Build Deck":
            ctx.stack.push(ctx.screen(Screen.DECK_EDIT, career), fade=True)
        elif row == "Return to Title":
            open_loaded_menu(ctx, career)
        else:
            ctx.stack.pop(fade=True)
        return None

    def resume(self) -> None:
        """Refreshes the map's list under the shop (a rebuilt deck may change what is offered)."""
        self.host.refresh()

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the shop counter and its menu."""
        f = self.ctx.font
        ch = self.host.shown
        portraits.draw_place(canvas, ch.shop, 110)
        header(canvas, f, ch.shop.upper(), f"\x88 {self.host.career.save.starchips}")
        box = pygame.Rect(90, 70, 140, 64)
        frames.panel(canvas, box)
        for i, row in enumerate(self.ROWS):
            r = pygame.Rect(box.x + 6, box.y + 6 + i * 13, box.w - 12, 12)
            if i == self.cursor.index:
                frames.highlight(canvas, r, self.frame)
            f.draw(canvas, row, (r.x + 6, r.y + 1), frames.INK)
        f.draw(canvas, self.HELP[self.cursor.index], (160, 146), frames.INK, "center")  # readable over the shop
        hints(self.ctx, canvas, "{ok} Choose   {back} Leave shop")


class EndingScene(Scene):
    """M17: the ending text, a save prompt, then the credits and the title."""

    music = "ending"

    def __init__(self, career: Career) -> None:
        super().__init__()
        self.career = career
        self.page = 0

    def handle(self, press: Press) -> Press | None:
        """Confirm moves on: ending -> save prompt -> credits -> title."""
        ctx = self.ctx
        if not ctx.is_confirm(press) or press.repeat:
            return None
        if self.page == 0:
            self.page = 1
            ask(ctx, ["Save your completed game?"], ("Yes", "No"), self._save_answer, cancel=1)
        elif self.page == 2:
            back_to_title(ctx)
        return None

    def _save_answer(self, pick: int) -> None:
        self.page = 2
        self.music = "credits"  # the stack asks for it when the save screen closes; now, when there is none
        self.ctx.audio.play_scene("credits")
        if pick == 0:
            self.ctx.stack.push(self.ctx.screen(Screen.SLOTS, "save", career=self.career), fade=True)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the ending or the credits."""
        f = self.ctx.font
        canvas.fill((0, 0, 0))
        if self.page < 2:
            f.draw(canvas, "THE END", (160, 90), frames.GOLD, "center")
            f.draw(canvas, "The shadows are gone and the Items rest again.", (160, 110), frames.INK, "center")
        else:
            for i, line in enumerate(("FMDUEL", "a fan re-creation", "story texts written for this project",
                                      "thank you for playing")):
                f.draw(canvas, line, (160, 80 + i * 14), frames.GOLD if i == 0 else frames.INK, "center")
        hints(self.ctx, canvas, "{ok} Continue")
