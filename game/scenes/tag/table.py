"""The four-seat table of a Tag Duel (§17): what both Tag screens add to the duel of the two on the board.

The local and the online Tag screens each compose a ``DuelPlay`` on a ``TagSession`` (the pair the
board shows) and one ``TagTable``, which does what four seats add:

    who presses       the seat to play, on its own pad; any human may hold Start (the quit question)
                      or Triangle (a motion held still on its card)
    Select            the partner's field and hand (D-32), again to come back (read-only)
    L2/R2 on the field   turn to the other opponent (looking: first the other opponent, then back)
    Left/Right past the last target   the other opponent's monsters (R17.10)
    partner pick      the played card(s) or a set equip onto the partner's monster (§17.4 variant)
    hints             the 1v1 prompt's line, naming what four seats add (the play's ``own_prompt``)
    a play shown      the board turns to the new pair first, then the play's motions, then what it did
                      to the seats off the board (the aftermath), seat by seat
    paint             the four-seat panel and the banner saying whose play it is

The screen it serves answers ``busy`` and ``commit`` (the Table of play.py) and keeps the dialogs.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.input import Press
from game.input_bindings import Button
from game.present.board import Board
from game.rules.state import Row
from game.rules.teams import SEAT_NAMES, opponents
from game.scenes.duel.control_states import ControlState, Move, Refusal
from game.scenes.tag.partner_pick import PartnerPick, PickKind
from game.scenes.tag.seats import banner, dialog, paint_seats
from game.scenes.tag.session import project
from game.scenes.widgets import prompt_labels

_PARTNER_FROM = frozenset({ControlState.HAND, ControlState.LOOK, ControlState.FIELD})  # Select opens the partner's field
_PARTNER_OFFERS = frozenset({ControlState.DEST, ControlState.EQUIP})  # prompts that may turn to the partner's monster


class TagTable:
    """The four seats around one Tag screen's ``DuelPlay`` (see the module docstring)."""

    def __init__(self, screen, config, names: list[str], order: tuple[int, ...]) -> None:
        self.screen = screen  # the Tag screen: busy, commit(actions) in the pair's ids, frame
        self.ctx, self.session, self.play = screen.ctx, screen.session, screen.play
        self.config, self.names, self.order = config, names, order
        self.pick: PartnerPick | None = None  # the partner-card prompt (§17.4 variant), when open
        self.aftermath: list = []  # off-board seats a play reached, still to show (``show``)
        self.mode_before = ControlState.HAND  # the controls' state when the partner's field was opened
        self.asking_quit = False  # Start held by any human: the quit question shows (No first)
        self.play.own_prompt = self.refresh

    # --- the duel --------------------------------------------------------------------------

    @property
    def waits(self) -> bool:
        """Returns whether the player waits: the 1v1 reasons, a seat still to show, a computer (or nobody) plays."""
        return self.play.waiting or bool(self.aftermath) or not self.session.human_to_act

    def labels(self) -> tuple[str, str]:
        """Returns the LP panel's names: the seats on the board."""
        s = self.session
        return SEAT_NAMES[s.home], SEAT_NAMES[s.foe]

    def show(self, step: Callable[[], list], queue: bool = False) -> None:
        """Runs ``step`` (a commit, or a host's update; it returns the events the new pair sees) and shows
        the play: when the screen turns to another pair, first the picture before the play there; then its
        motions; then the seats off the board it reached (``queue``: after those still to show)."""
        s, pr = self.session, self.play.presenter
        before, pre, team = (s.home, s.foe), s.real, s.team
        events = step()
        if (s.home, s.foe) != before:
            pr.rest(project(pre, s.home, s.foe))
            if team != s.team:
                pr.lp_shown.reverse()
        self.play.feed(events)
        reached = s.reached(self.order, pre)
        self.aftermath = self.aftermath + reached if queue else reached

    def step(self) -> None:
        """Each frame, before the play advances: turns the board to the next off-board seat a play reached
        and animates what it did there (its row as it was before the play, then the motions)."""
        pr = self.play.presenter
        if not self.aftermath or pr.moving or self.play.held_card:
            return
        pair, seat_side, events, pre = self.aftermath.pop(0)
        s = self.session
        s.show_pair(*pair)
        if seat_side == 1:
            s.focus = pair[1]  # the player stays turned to that opponent
        board, before = Board.from_state(s.state), Board.from_state(project(pre, *pair))
        board.monsters[seat_side] = before.monsters[seat_side]
        board.spells[seat_side] = before.spells[seat_side]
        pr.show_board(board)
        self.play.controls.clear_view()
        pr.feed(events, s.state, committed=s.played > 0)

    # --- input -----------------------------------------------------------------------------

    def press(self, press: Press) -> None:
        """One press at the table: the four seats' prompts first, then the 1v1 controls of the play."""
        s, b, play, seats = self.session, press.button, self.play, self.config.seats
        seat = s.real.active
        if seat not in s.humans or press.player != seats[seat].player:
            if any(seats[h].player == press.player for h in s.humans):
                if b == Button.START and not press.repeat:
                    play.hold_start()  # a held Start from any human asks to quit
                elif b == Button.TRIANGLE and self.screen.busy:  # any human may hold a motion on its card
                    play.press(b, press.repeat)
            return
        if self.pick is not None:
            self._pick_press(b)
            play.refresh()
        elif not self.screen.busy and not press.repeat and self._open_pick(b):
            play.refresh()
        elif b == Button.SELECT and not press.repeat:
            self._partner_view()
        elif s.partner_view:
            if b in (Button.CIRCLE, Button.CROSS, Button.L2, Button.R2):
                self._partner_view()
            elif b in (Button.LEFT, Button.RIGHT, Button.UP, Button.DOWN):
                play.controls.handle(b)
                self.ctx.audio.play("cursor")
                play.refresh()
        elif not self.screen.busy and self._turn_press(b):
            play.refresh()
        else:
            play.press(b, press.repeat)

    def answer_quit(self, press: Press) -> bool:
        """Returns whether a press answers the quit question Yes; back answers No and closes it."""
        if self.ctx.is_cancel(press):
            self.asking_quit = False
        return self.ctx.is_confirm(press)

    def _partner_view(self) -> None:
        """Select: the bottom of the board becomes the partner's field and hand; again to return."""
        s, c = self.session, self.play.controls
        if not s.partner_view and (self.play.waiting or c.mode not in _PARTNER_FROM or c.view.chain):
            c.refuse(Refusal.NOT_NOW)
            self.ctx.audio.play("buzz")
            return
        if not s.partner_view:
            self.mode_before = c.mode
        self._show_partner(not s.partner_view)
        if s.partner_view:
            c.look_at((0, Row.MONSTER, 2))
        else:
            c.back_to(self.mode_before)
        self.ctx.audio.play("page")
        self.play.refresh()

    def _pick_press(self, b: Button) -> None:
        pick, c = self.pick, self.play.controls
        if b in (Button.LEFT, Button.RIGHT):
            pick.move(1 if b == Button.RIGHT else -1)
            self.ctx.audio.play("cursor")
            return
        if b not in (Button.CROSS, Button.SQUARE, Button.CIRCLE, Button.L2, Button.R2, Button.SELECT):
            return
        self.pick = None
        self._show_partner(False)
        if b not in (Button.CROSS, Button.SQUARE):
            self.ctx.audio.play("cancel")
            return
        self.ctx.audio.play("confirm")
        if pick.kind == PickKind.EQUIP:
            c.apply(Move(ControlState.FIELD))
            self.screen.commit([pick.action])
            return
        actions = c.choose_dest(pick.action)  # as any destination: a chain plays before its star box
        if actions:
            self.screen.commit(actions)
        elif c.mode == ControlState.PLACE:
            self.play.presenter.placing()

    def _open_pick(self, b: Button) -> bool:
        self.pick = PartnerPick.opened_by(b, self.play.controls, self.play.board)
        if self.pick is not None:
            self._show_partner(True)
        return self.pick is not None

    def _show_partner(self, on: bool) -> None:
        s = self.session
        s.set_view(partner_view=on)
        self.play.presenter.rest(s.state)
        self.play.controls.clear_view()

    def _turn_press(self, b: Button) -> bool:
        """L2/R2 and the target cursor's ends turn to the other opponent; returns whether the press did."""
        c, s = self.play.controls, self.session
        other = s.other_foe()
        if b in (Button.L2, Button.R2) and c.mode in (ControlState.FIELD, ControlState.LOOK):
            back = c.mode == ControlState.LOOK and s.foe != opponents(s.home, 4)[0]
            self._turn_to(other)
            if back:
                c.apply(Move(ControlState.HAND))
            return True
        if c.mode == ControlState.FIELD and b in (Button.CROSS, Button.SQUARE) and c.zone[:2] == (0, Row.MONSTER):
            z = c.zone[2]
            if not s.targets(s.foe, z) and s.targets(other, z):
                self._turn_to(other)  # nothing to attack on this side: the other opponent's row
            return False
        if c.mode == ControlState.TARGET and b in (Button.LEFT, Button.RIGHT):
            targets = c.target_list()
            z = c.zone[2]
            i = targets.index(z) if z in targets else 0
            edge = targets[0] < 0 or (i == len(targets) - 1 if b == Button.RIGHT else i == 0)
            there = s.targets(other, c.attacker)
            if edge and there and there[0] >= 0:
                self._turn_to(other)
                c.point_at((1, Row.MONSTER, there[0] if b == Button.RIGHT else there[-1]))
                self.ctx.audio.play("cursor")
                return True
        return False

    def _turn_to(self, foe: int) -> None:
        s = self.session
        s.set_view(focus=foe)
        self.play.presenter.rest(s.state)
        self.play.controls.clear_view()
        self.ctx.audio.play("page")

    # --- what draw reads -------------------------------------------------------------------

    def refresh(self) -> None:
        """The play's prompt (its ``own_prompt``): the partner pick's marks while it is open, else the 1v1
        marks with the hint line naming what a four-seat table adds."""
        play, s = self.play, self.session
        if self.pick is not None:  # the controls' hand is the acting seat's; the board shows the partner
            play.show_marks(self.pick.marks(self.ctx.db, play.board, s.real.options.glitch_fusions))
            return
        m, mode = play.rebuild_prompt().marks, play.controls.mode
        if m is None or self.screen.busy:
            return
        if s.partner_view:
            m.hint = f"Partner {SEAT_NAMES[s.home]}'s field and hand.  SELECT back"
            m.hand_down = False  # D-32: the partner's hand is shown face-up
        elif mode == ControlState.LOOK:
            turn = "other opponent" if s.foe == opponents(s.home, 4)[0] else "back"
            m.hint = f"Looking at {SEAT_NAMES[s.foe]}.  L2/R2 {turn}, SELECT partner"
        elif mode == ControlState.FIELD:
            m.hint = "\x80 attack/use, L1/R1 position, L2/R2 other foe"
        elif mode == ControlState.TARGET and s.targets(s.other_foe(), play.controls.attacker):
            other = SEAT_NAMES[s.other_foe()]
            m.hint = f"Target on {SEAT_NAMES[s.foe]}; LEFT/RIGHT past the end: {other}.  \x81 back"
        elif mode in _PARTNER_OFFERS and PartnerPick.offered(play.controls):
            ws = (m.hint,) if isinstance(m.hint, str) else m.hint  # the preview offers several wordings
            offer = "L2/R2 partner's monster"
            m.hint = tuple(w.split("  \x81")[0] + "  " + offer for w in ws) + (offer,)
        elif mode == ControlState.HAND and not play.controls.view.chain:
            m.hint = "UP raise, \x80 play, L2/R2 field, SELECT partner"

    def paint(self, canvas: pygame.Surface) -> None:
        """Draws the four-seat panel and the banner: the partner's view, whose seat plays, or whose pad."""
        s, f, real = self.session, self.ctx.font, self.session.real
        if not self.play.presenter.swooping:
            paint_seats(canvas, f, real, self.order, (s.home, s.foe), s.team, self.names,
                        [seat.duelist for seat in self.config.seats], self.screen.frame)
        if s.partner_view:
            banner(canvas, f, f"PARTNER {SEAT_NAMES[s.home]} {self.names[s.home]}")
        elif real.active not in s.humans and not real.over:
            banner(canvas, f, f"{SEAT_NAMES[real.active]} {self.names[real.active]} is playing")
        elif len(s.humans) > 1 and not real.over and self.play.controls.mode == ControlState.HAND and not self.screen.busy:
            seat = real.active  # several people at the table: say whose pad plays now
            pad = self.config.seats[seat].player + 1
            banner(canvas, f, f"{SEAT_NAMES[seat]} {self.names[seat]}: P{pad} to play")

    def paint_quit(self, canvas: pygame.Surface) -> None:
        """Draws the quit question (Start held)."""
        ok, back = prompt_labels(self.ctx)
        dialog(canvas, self.ctx.font, ("QUIT DUEL?", f"{ok} Yes   {back} No"))
