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
the ending plays, offers a save, then shows the credits and the title (M17). The pictures (the map
window, the caption, the list overlay) are painted by campaign_paint.py from what this screen holds.
"""

from __future__ import annotations

import pygame

from game.career.campaign import (
    available,
    chapter_index,
    complete_stage,
    current_chapter,
    stage_to_play,
)
from game.gfx import frames, portraits
from game.gfx.map3d import (
    MapView,
    arrow_frames,
    exit_toward,
    marker_frames,
    octant,
    place_world,
    way_ticks,
)
from game.input import Press
from game.input_bindings import Button
from game.present.timing import frames as tick_frames
from game.scenes.base import Scene
from game.scenes.career import campaign_paint as paint
from game.scenes.career.campaign_paint import ARROW_AT, EXIT_KEYS, SHOP, TITLE_BAR, VEIL
from game.scenes.career.kit import HostScene, ask, back_to_title, header, hints
from game.scenes.career.menu import open_loaded_menu
from game.scenes.career.session import Career
from game.scenes.career.stage_run import StageRun
from game.scenes.nav import Screen
from game.scenes.widgets import Cursor, RowRest

LIST_ROWS = 6


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
        paint.paint_map(self, canvas)
        canvas.blit(frames.veil(TITLE_BAR.size, VEIL), TITLE_BAR)
        header(canvas, f, title, f"\x88{save.starchips}")
        if self.listing:
            paint.paint_list(self, canvas)
            hints(self.ctx, canvas, "{ok} Go  {back} Close  \x84\x85 Pick")
            return
        paint.paint_caption(self, canvas)
        hints(self.ctx, canvas, "{ok} Go  {back} Menu  \x84\x85 Pick  \x86\x87 Walk  \x83 List")

    def arrow_exits(self, pose) -> dict[Button, str]:
        """Returns the exits that get an arrow: Left's and Right's once the marker stands on its
        place (none while it glides, as the original clears its arrows for a move)."""
        return {} if self.gliding else self.exits(pose)

    def busy_places(self) -> set[str]:
        """Returns the places with something to do (the d-pad's exits, their names lit)."""
        return {self._place_of(e) for e in self.entries}

    def name_plates(self, pose, busy: set[str]) -> list[tuple[str, pygame.Rect]]:
        """Returns the place names' plates for pose (campaign_paint.name_plates)."""
        return paint.name_plates(self, pose, busy)



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
