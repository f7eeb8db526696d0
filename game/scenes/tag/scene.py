"""Tag Duel on the duel screen (§17): the 1v1 board, HUD, hand, cursors and motions for four seats.

``TagDuelScene`` is the 1v1 ``DuelScene`` on a ``TagSession`` (game/scenes/tag/session.py), which
shows two seats at a time: the viewing team's seat at the bottom, an opponent at the top. What a
four-seat table adds is done here:

    four-seat panel   who plays (seat label, face, name), each seat's hand count and monster row
    Select            the partner's field and hand (D-32), again to come back (read-only)
    L2/R2 on the field   turn to the other opponent (looking: first the other opponent, then back)
    Left/Right past the last target   the other opponent's monsters (R17.10)
    Start held        quit the duel (asks, No first)
    pass screen       between humans of opposing teams when hands are hidden (R17.4, R16.6)

Computer seats play through their own tag agents; humans press on their own pads.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ai.tag import make_tag_agent
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.present.board import Board
from game.rules import actions as A
from game.rules import events as E
from game.rules.state import Row
from game.rules.tag import setup_tag_duel
from game.rules.teams import SEAT_NAMES, opponents, team_of, turn_order
from game.scenes.base import Scene
from game.scenes.duel.scene import DuelScene
from game.scenes.duel.setup import END_MESSAGES, rule_options
from game.scenes.tag.config import TagConfig
from game.scenes.tag.partner_pick import PartnerPick
from game.scenes.tag.seats import paint_seats
from game.scenes.tag.session import TagSession, project, shown_event, to_real, to_shown
from game.scenes.widgets import prompt_labels

_AFTERMATH = (E.CardDestroyed, E.CardFlipped, E.PositionChanged, E.PenaltyChanged, E.SwordsSet)


class TagDuelScene(DuelScene):
    """One Tag Duel; ``on_end`` gets a one-line result for the setup screen."""

    def __init__(self, config: TagConfig, seed: int, on_end: Callable[[str], None] | None = None, *,
                 position: tuple | None = None) -> None:
        super().__init__()
        self.config, self.seed, self.tag_end = config, seed, on_end
        self.position = position  # (state, opening events): a set position (tests, the gallery)
        self.outcome = ""
        self.asking_quit = False
        self.pick: PartnerPick | None = None  # the partner-card prompt (§17.4 variant), when open
        self.aftermath: list = []  # off-board seats a play reached, still to show (_aftermath)

    def enter(self, ctx) -> None:
        """Deals the four decks, seats the computers and opens on the first human's side."""
        c = self.config
        humans = tuple(i for i, s in enumerate(c.seats) if s.human)
        first = self.seed % 2 if c.random_first else (humans[0] % 2 if humans else 0)  # R17.6
        real, opening = self.position or setup_tag_duel(
            ctx.db, (None,) * 4, duelists=tuple(s.duelist for s in c.seats), first_team=first,
            per_team_terrain=c.per_team_terrain, rng_seed=self.seed,
            options=c.rule_options(rule_options(ctx.config)))
        agents = {i: make_tag_agent(s.level, s.duelist, self.seed * 4 + i, ctx.db)
                  for i, s in enumerate(c.seats) if not s.human}
        self.order = real.order or turn_order(first)
        self.session = TagSession(ctx.db, real, opening, agents, humans)
        names = ctx.db.duelist_names
        self.names = [names[s.duelist].split(" (")[0] if 0 < s.duelist < len(names) else "" for s in c.seats]
        self.viewer = next((s for s in self.order if s in humans), -1)
        super().enter(ctx)
        self.controls.reset()  # a set position may open in the field phase
        self._refresh()
        if self.viewer >= 0 and self._needs_pass(None, self.viewer):
            ctx.stack.push(TagPassScene(self, self.viewer))

    # --- what the 1v1 scene asks --------------------------------------------------------

    @property
    def real(self):
        """Returns the four-seat engine state."""
        return self.session.real

    @property
    def busy(self) -> bool:
        """Returns whether the player waits: the 1v1 reasons, or a computer seat (or nobody) plays."""
        if self.outcome or self.asking_quit:
            return False  # the result (or the quit question) waits for a press
        return super().busy or bool(self.aftermath) or not self.session.human_to_act

    def _computer_to_act(self) -> bool:
        return not self.real.over and self.real.active in self.session.agents

    def _labels(self) -> tuple[str, str]:
        s = self.session
        return SEAT_NAMES[s.home], SEAT_NAMES[s.foe]

    def _cpu_turn(self) -> None:
        if self.cpu_wait > 0:
            self.cpu_wait -= 1
            return
        self._commit_real([self.session.ai_action()])
        self._refresh()

    def _commit(self, actions: list[int]) -> None:
        s = self.session
        self._commit_real([to_real(a, s.home, s.foe) for a in actions])

    def _commit_real(self, actions: list[int]) -> None:
        s = self.session
        before, pre, team = (s.home, s.foe), s.real, s.team
        events = s.commit_real(actions)
        if (s.home, s.foe) != before:  # the screen turns to another pair: the picture before the play
            self.presenter.rest(project(pre, s.home, s.foe))
            if team != s.team:
                self.presenter.lp_shown.reverse()
        self.controls.reset()
        self.presenter.feed(events, s.state, committed=s.played > 0)
        self.aftermath = self._aftermath(pre)
        act = s.real.active
        if act in s.humans and act != self.viewer and not s.real.over:
            last, self.viewer = self.viewer, act
            if self._needs_pass(last, act):
                self.ctx.stack.push(TagPassScene(self, act))

    def _aftermath(self, pre) -> list[tuple]:
        """Returns what a play did to the seats off the board (a Raigeki's second row, a Dark Hole's
        four): for each such seat, the pair that shows it, its side there, its events and the state before
        the play.
        The viewing team's other seat is shown only while nobody on that team is choosing."""
        s = self.session
        out = []
        for seat in self.order:
            if seat in (s.home, s.foe):
                continue
            evs = [ev for ev in s.raw_events if type(ev) in _AFTERMATH and ev.side == seat]
            if not evs:
                continue
            if team_of(seat) != team_of(s.home):
                pair, side = (s.home, seat), 1
            elif not s.human_to_act:
                pair, side = (seat, s.foe), 0
            else:
                continue
            out.append((pair, side, [shown_event(ev, *pair) for ev in evs], pre))
        return out

    def _next_aftermath(self) -> None:
        """Turns the board to an off-board seat a play reached and animates what it did there."""
        pair, seat_side, events, pre = self.aftermath.pop(0)
        s = self.session
        s.home, s.foe = pair
        s._previews.clear()
        if seat_side == 1:
            s.focus = pair[1]  # the player stays turned to that opponent
        board, before = Board.from_state(s.state), Board.from_state(project(pre, *pair))
        board.monsters[seat_side] = before.monsters[seat_side]
        board.spells[seat_side] = before.spells[seat_side]
        self.presenter.board = board
        self.controls._view = None
        self.presenter.feed(events, s.state, committed=s.played > 0)

    def update(self) -> None:
        """Shows the off-board seats a play reached before anything else happens (then the 1v1 update)."""
        if self.aftermath and not self.presenter.moving and not self.held_card:
            self._next_aftermath()
        super().update()

    def _needs_pass(self, before: int | None, seat: int) -> bool:
        """Returns whether a pass screen hides the hands: hidden hands, humans in both teams, team change."""
        c = self.config
        teams = {i % 2 for i, s in enumerate(c.seats) if s.human}
        return c.private and len(teams) == 2 and (before is None or before % 2 != seat % 2)

    def _pause(self) -> None:
        self.ctx.audio.play("confirm")
        self.asking_quit = True

    def _save_replay(self) -> str:
        return ""

    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        st = self.real
        self.config.wins[st.winner] += 1
        self.outcome = f"TEAM {st.winner + 1} WINS - {END_MESSAGES[st.end_reason]}"
        self.ctx.audio.play_music()

    # --- input -----------------------------------------------------------------------------

    def handle(self, press: Press) -> Press | None:
        """The acting human's presses go to the 1v1 controls; Select and L2/R2 turn the view."""
        ctx, b = self.ctx, press.button
        if self.outcome:
            if ctx.is_confirm(press) or b == Button.START:
                ctx.stack.replace(TagDuelScene(self.config, self.seed + 1, self.tag_end), fade=True)
            elif ctx.is_cancel(press):
                ctx.stack.pop(fade=True)
            return None
        if self.asking_quit:
            if ctx.is_confirm(press):
                self._close("Tag Duel quit")
            elif ctx.is_cancel(press):
                self.asking_quit = False
            return None
        s = self.session
        seat = self.real.active
        if seat not in s.humans or press.player != self.config.seats[seat].player:
            if any(self.config.seats[h].player == press.player for h in s.humans):
                if b == Button.START and not press.repeat:
                    self.start_hold = 1  # a held Start from any human asks to quit
                elif b == Button.TRIANGLE and self.busy:  # any human may hold a motion still on its card
                    return super().handle(press._replace(player=0))
            return None
        if self.pick is not None:
            self._pick_press(b)
            self._refresh()
            return None
        if not self.busy and not press.repeat and self._pick_open(b):
            self._refresh()
            return None
        if b == Button.SELECT and not press.repeat:
            self._partner_view()
            return None
        if s.partner_view:
            if b in (Button.CIRCLE, Button.CROSS, Button.L2, Button.R2):
                self._partner_view()
            elif b in (Button.LEFT, Button.RIGHT, Button.UP, Button.DOWN):
                self.controls.handle(b)
                self.ctx.audio.play("cursor")
                self._refresh()
            return None
        if not self.busy and self._turn_press(b):
            self._refresh()
            return None
        return super().handle(press._replace(player=0))

    def _partner_offered(self) -> bool:
        c = self.controls
        if c.mode == "dest":
            return PartnerPick.for_dest(c.legal(), []) is not None
        return PartnerPick.for_equip(c.legal(), c.equip_from, 0) is not None

    def _partner_view(self) -> None:
        """Select: the bottom of the board becomes the partner's field and hand; again to return."""
        s, c = self.session, self.controls
        if not s.partner_view and (super().busy or c.mode not in ("hand", "look", "field") or c.view.chain):
            c.buzz = 20
            self.ctx.audio.play("buzz")
            return
        if not s.partner_view:
            self._mode_before = c.mode
        s.set_view(partner_view=not s.partner_view)
        self.presenter.rest(s.state)
        c._view = None
        if s.partner_view:
            c.mode, c.zone = "look", (0, Row.MONSTER, 2)
        else:
            c.mode = getattr(self, "_mode_before", "hand")
            c.reset()
        self.ctx.audio.play("page")
        self._refresh()

    def _pick_open(self, b: Button) -> bool:
        """Opens the partner-card prompt from the destination or equip prompt (L2/R2, Select), or from a
        set equip that only the partner's monsters can take (Cross); returns whether it opened."""
        c = self.controls
        turn = b in (Button.L2, Button.R2, Button.SELECT)
        if c.mode == "dest" and turn:
            pick = PartnerPick.for_dest(c.legal(), c._chain_cards())
        elif c.mode == "equip" and turn:
            pick = PartnerPick.for_equip(c.legal(), c.equip_from, self.board.spells[0][c.equip_from].card)
        elif c.mode == "field" and b in (Button.CROSS, Button.SQUARE) and c.zone[:2] == (0, Row.SPELL):
            j, legal = c.zone[2], c.legal()
            own = any(A.equip_action(j, k) in legal for k in range(5)) or A.ACTIVATE + j in legal
            pick = None if own else PartnerPick.for_equip(legal, j, self.board.spells[0][j].card)
        else:
            return False
        if pick is None:
            return False
        self.pick = pick
        self._show_partner(True)
        return True

    def _pick_press(self, b: Button) -> None:
        pick, c = self.pick, self.controls
        if b in (Button.LEFT, Button.RIGHT):
            pick.move(1 if b == Button.RIGHT else -1)
            self.ctx.audio.play("cursor")
        elif b in (Button.CROSS, Button.SQUARE):
            self.pick = None
            self._show_partner(False)
            self.ctx.audio.play("confirm")
            if pick.kind == "equip":
                c.mode = "field"
                self._commit([pick.action])
                return
            c._push(pick.action)
            actions = c._after_step()
            if actions:
                self._commit(actions)
            elif c.mode == "place":
                self.presenter.placing()
        elif b in (Button.CIRCLE, Button.L2, Button.R2, Button.SELECT):
            self.pick = None
            self._show_partner(False)
            self.ctx.audio.play("cancel")

    def _show_partner(self, on: bool) -> None:
        s = self.session
        s.set_view(partner_view=on)
        self.presenter.rest(s.state)
        self.controls._view = None

    def _turn_press(self, b: Button) -> bool:
        """L2/R2 and the target cursor's ends turn to the other opponent; returns whether the press did."""
        c, s = self.controls, self.session
        other = s.other_foe()
        if b in (Button.L2, Button.R2) and c.mode in ("field", "look"):
            back = c.mode == "look" and s.foe != opponents(s.home, 4)[0]
            self._turn_to(other)
            if back:
                c.mode = "hand"
            return True
        if c.mode == "field" and b in (Button.CROSS, Button.SQUARE) and c.zone[:2] == (0, Row.MONSTER):
            z = c.zone[2]
            if not self._targets(s.foe, z) and self._targets(other, z):
                self._turn_to(other)  # nothing to attack on this side: the other opponent's row
            return False
        if c.mode == "target" and b in (Button.LEFT, Button.RIGHT):
            targets = c.target_list()
            z = c.zone[2]
            i = targets.index(z) if z in targets else 0
            edge = targets[0] < 0 or (i == len(targets) - 1 if b == Button.RIGHT else i == 0)
            there = self._targets(other, c.attacker)
            if edge and there and there[0] >= 0:
                self._turn_to(other)
                c.zone = (1, Row.MONSTER, there[0] if b == Button.RIGHT else there[-1])
                self.ctx.audio.play("cursor")
                return True
        return False

    def _targets(self, foe: int, attacker: int) -> list[int]:
        """Returns the zones of ``foe`` the attacker may hit (``[-1]`` for a direct attack, [] for none)."""
        s = self.session
        legal = {to_shown(a, s.home, foe) for a in A.legal_actions(self.ctx.db, self.real)}
        zones = [t for t in range(5) if A.ATTACK + 6 * attacker + t in legal]
        return zones or ([-1] if A.ATTACK + 6 * attacker + 5 in legal else [])

    def _turn_to(self, foe: int) -> None:
        s = self.session
        s.set_view(focus=foe)
        self.presenter.rest(s.state)
        self.controls._view = None
        self.ctx.audio.play("page")

    def _refresh(self) -> None:
        """The 1v1 marks, with the hint line naming what a four-seat table adds."""
        if self.pick is not None:  # the controls' hand is the acting seat's; the board shows the partner
            self.prompt.marks = self.pick.marks(self.ctx.db, self.board, self.real.options.glitch_fusions)
            self.prompt.placement, self.prompt.details, self.prompt.assist = None, 0, None
            return
        super()._refresh()
        m, s, mode = self.prompt.marks, self.session, self.controls.mode
        if m is None or self.busy:
            return
        if s.partner_view:
            m.hint = f"Partner {SEAT_NAMES[s.home]}'s field and hand.  SELECT back"
            m.hand_down = False  # D-32: the partner's hand is shown face-up
        elif mode == "look":
            turn = "other opponent" if s.foe == opponents(s.home, 4)[0] else "back"
            m.hint = f"Looking at {SEAT_NAMES[s.foe]}.  L2/R2 {turn}, SELECT partner"
        elif mode == "field":
            m.hint = "\x80 attack/use, L1/R1 position, L2/R2 other foe"
        elif mode == "target" and self._targets(s.other_foe(), self.controls.attacker):
            other = SEAT_NAMES[s.other_foe()]
            m.hint = f"Target on {SEAT_NAMES[s.foe]}; LEFT/RIGHT past the end: {other}.  \x81 back"
        elif mode in ("dest", "equip") and self._partner_offered():
            ws = (m.hint,) if isinstance(m.hint, str) else m.hint  # the preview offers several wordings
            offer = "L2/R2 partner's monster"
            m.hint = tuple(w.split("  \x81")[0] + "  " + offer for w in ws) + (offer,)
        elif mode == "hand" and not self.controls.view.chain:
            m.hint = "UP raise, \x80 play, L2/R2 field, SELECT partner"

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface) -> None:
        """The 1v1 board and HUD, the four-seat panel, the partner-view banner and the dialogs."""
        super().draw(canvas)
        s, f = self.session, self.ctx.font
        if not self.presenter.swooping:
            paint_seats(canvas, f, self.real, self.order, (s.home, s.foe), s.team, self.names,
                        [seat.duelist for seat in self.config.seats], self.frame)
        if s.partner_view:
            _banner(canvas, f, f"PARTNER {SEAT_NAMES[s.home]} {self.names[s.home]}")
        elif self.real.active not in s.humans and not self.real.over:
            _banner(canvas, f, f"{SEAT_NAMES[self.real.active]} {self.names[self.real.active]} is playing")
        elif len(s.humans) > 1 and not self.real.over and self.controls.mode == "hand" and not self.busy:
            seat = self.real.active  # several people at the table: say whose pad plays now
            pad = self.config.seats[seat].player + 1
            _banner(canvas, f, f"{SEAT_NAMES[seat]} {self.names[seat]}: P{pad} to play")
        ok, back = prompt_labels(self.ctx)
        if self.asking_quit:
            _dialog(canvas, f, ("QUIT DUEL?", f"{ok} Yes   {back} No"))
        elif self.outcome:
            _dialog(canvas, f, (self.outcome, f"Team 1 {self.config.wins[0]} - {self.config.wins[1]} Team 2",
                                f"{ok} Rematch   {back} Set-up"))

    def _close(self, text: str) -> None:
        if self.tag_end is not None:
            self.tag_end(text)
            self.tag_end = None
        self.ctx.stack.pop(fade=True)

    def exit(self) -> None:
        """Tells the setup how the duel went."""
        if self.outcome and self.tag_end is not None:
            self.tag_end(self.outcome)


class TagPassScene(Scene):
    """Hides the table until the human whose turn it is is ready (R17.4: the pass screen of R16.6)."""

    def __init__(self, duel: TagDuelScene, seat: int) -> None:
        super().__init__()
        self.duel, self.seat = duel, seat

    def handle(self, press: Press) -> Press | None:
        """Confirm or Start on the incoming human's device shows the table."""
        if press.player != self.duel.config.seats[self.seat].player:
            return None
        if press.button == Button.START or self.ctx.is_confirm(press):
            self.ctx.audio.play("confirm")
            self.ctx.stack.pop()
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the cover."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        seat = self.duel.config.seats[self.seat]
        name = self.duel.names[self.seat]
        title = f"{SEAT_NAMES[self.seat]} - {name} ({seat.label()})"
        _dialog(canvas, f, (title, "The other team looks away.",
                            f"{prompt_labels(self.ctx)[0]} or START on your own pad when ready"))


def _banner(canvas: pygame.Surface, f, text: str) -> None:
    box = pygame.Rect(76, 38, 156, 13)
    frames.panel(canvas, box)
    draw_fitted(canvas, f, text, (box.centerx, box.y + 2), box.w - 8, frames.INK, "center")


def _dialog(canvas: pygame.Surface, f, lines: tuple[str, ...]) -> None:
    box = pygame.Rect(40, 84, 240, 20 + 14 * len(lines))
    frames.panel(canvas, box)
    for i, line in enumerate(lines):
        colour = frames.GOLD if i == 0 else frames.INK
        draw_fitted(canvas, f, line, (160, box.y + 10 + i * 14), box.w - 12, colour, "center")
