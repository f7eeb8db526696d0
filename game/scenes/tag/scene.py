"""The Tag Duel screen (§17): four fields, whose turn it is, humans and computers at any seats.

    update: a computer seat's next action (paced by the animation speed) -> the engine -> messages;
            a human seat to play becomes the viewer (behind a pass screen between opposing humans)
    handle: the human to play picks from the legal choices (Up/Down, Cross), Start ends the turn,
            Triangle shows the partner's hand (D-32), Select asks to quit
    draw:   header, four fields, the hand strip and the choices, all from observe(viewer)

Every decision is one engine action, named in words, so the screen offers exactly the legal moves
(attacks on either opponent, R17.10) and never anything the engine would refuse.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ai.tag import make_tag_agent, tag_view_for
from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.rules import actions as A
from game.rules import events as E
from game.rules.engine import step
from game.rules.state import Decision
from game.rules.tag import setup_tag_duel
from game.rules.teams import SEAT_NAMES, partner, turn_order
from game.rules.view import HIDDEN, observe
from game.scenes.base import Scene
from game.scenes.duel.setup import END_MESSAGES
from game.scenes.tag.board import hand_owner, paint_fields, paint_hand, paint_header, paint_prompt
from game.scenes.tag.setup import TagConfig
from game.scenes.widgets import footer, prompt_labels

CPU_DELAY = {"normal": 18, "fast": 6, "instant": 0}
_PROMPTS = {Decision.PICK_HAND: "Hand play", Decision.PICK_DEST: "Where does it go?",
            Decision.PICK_FACE: "Face-up or face-down?", Decision.PICK_POSITION: "Attack or defence?",
            Decision.PICK_STAR: "Which guardian star?", Decision.NONE: "Field phase"}


class TagDuelScene(Scene):
    """One Tag Duel; ``on_end`` gets a one-line result for the setup screen."""

    music = "duel"

    def __init__(self, config: TagConfig, seed: int, on_end: Callable[[str], None] | None = None) -> None:
        super().__init__()
        self.config, self.seed, self.on_end = config, seed, on_end
        self.messages: list[str] = []
        self.cursor = 0
        self.partner_view = False
        self.asking_quit = False
        self.result = ""
        self.cpu_wait = 0

    def enter(self, ctx) -> None:
        """Deals the four decks, seats the computers and shows the first human's side."""
        super().enter(ctx)
        from game.scenes.duel.launcher import _rule_options

        c = self.config
        humans = [i for i, s in enumerate(c.seats) if s.human]
        first = self.seed % 2 if c.random_first else (humans[0] % 2 if humans else 0)  # R17.6
        self.state, _opening = setup_tag_duel(
            ctx.db, (None,) * 4, duelists=tuple(s.duelist for s in c.seats), first_team=first,
            per_team_terrain=c.per_team_terrain, rng_seed=self.seed, options=c.rule_options(_rule_options(ctx.config)))
        self.agents = {i: make_tag_agent(s.level, s.duelist, self.seed * 4 + i, ctx.db)
                       for i, s in enumerate(c.seats) if not s.human}
        order = turn_order(first)
        self.viewer = next((s for s in order if c.seats[s].human), order[0])
        self.who = [s.label() for s in c.seats]
        self.faces: dict[int, pygame.Surface] = {}
        self._refresh()
        if self._needs_pass(None, self.viewer):
            ctx.stack.push(TagPassScene(self, self.viewer))

    # --- input -----------------------------------------------------------------------------

    def handle(self, press: Press) -> Press | None:
        """Choices for the human to play; result and quit prompts; Triangle partner view."""
        ctx, b = self.ctx, press.button
        if self.result:
            if ctx.is_confirm(press) or b == Button.START:
                ctx.stack.replace(TagDuelScene(self.config, self.seed + 1, self.on_end), fade=True)
            elif ctx.is_cancel(press):
                ctx.stack.pop(fade=True)
            return None
        if self.asking_quit:
            if ctx.is_confirm(press):
                self._close("Tag Duel quit")
            elif ctx.is_cancel(press):
                self.asking_quit = False
            return None
        if b == Button.SELECT:
            self.asking_quit = True
            return None
        if b == Button.TRIANGLE:
            self.partner_view = not self.partner_view
            self._refresh()
            return None
        if not self.human_turn or press.player != self.config.seats[self.state.active].player:
            return None
        if b in (Button.UP, Button.DOWN) and self.legal:
            self.cursor = (self.cursor + (1 if b == Button.DOWN else -1)) % len(self.legal)
            ctx.audio.play("cursor")
        elif ctx.is_confirm(press) and self.legal:
            ctx.audio.play("confirm")
            self._commit(self.legal[self.cursor])
        elif b == Button.START and A.END_TURN in self.legal:
            ctx.audio.play("confirm")
            self._commit(A.END_TURN)
        return None

    @property
    def human_turn(self) -> bool:
        """Returns whether a human seat is to play (and the duel still runs)."""
        return not self.state.over and self.config.seats[self.state.active].human

    @property
    def busy(self) -> bool:
        """Returns whether the screen waits for nobody but itself (a computer seat, or the result to show)."""
        if self.state.over:
            return not self.result
        return not self.human_turn and not self.asking_quit

    # --- per step --------------------------------------------------------------------------

    def update(self) -> None:
        """Plays the computer seats and hands the screen to the human whose turn it is."""
        super().update()
        if self.asking_quit or self.result:
            return
        if self.state.over:
            self._finish()
            return
        seat = self.state.active
        if seat in self.agents:
            if self.cpu_wait > 0:
                self.cpu_wait -= 1
                return
            agent = self.agents[seat]
            action = agent.act(self.ctx.db, tag_view_for(agent, self.state, seat), A.legal_actions(self.ctx.db, self.state))
            self._commit(action)
            self.cpu_wait = CPU_DELAY.get(self.ctx.config.get("game.animation_speed"), 6)
        elif seat != self.viewer:
            before, self.viewer = self.viewer, seat
            self.partner_view = False
            self._refresh()
            if self._needs_pass(before, seat):
                self.ctx.stack.push(TagPassScene(self, seat))

    def _needs_pass(self, before: int | None, seat: int) -> bool:
        """Returns whether a pass screen must hide the hands: hidden hands, humans in both teams, team change."""
        c = self.config
        teams = {i % 2 for i, s in enumerate(c.seats) if s.human}
        return c.private and len(teams) == 2 and (before is None or before % 2 != seat % 2)

    def _commit(self, action: int) -> None:
        self.state, events = step(self.ctx.db, self.state, action)
        self.messages += _messages(self.ctx.db, events)
        self.messages = self.messages[-8:]
        self.cursor = 0
        self._refresh()

    def _finish(self) -> None:
        st = self.state
        self.config.wins[st.winner] += 1
        self.result = f"TEAM {st.winner + 1} WINS - {END_MESSAGES[st.end_reason]}"
        self.messages.append(self.result)
        self._refresh()

    def _close(self, text: str) -> None:
        if self.on_end is not None:
            self.on_end(text)
        self.ctx.stack.pop(fade=True)

    def exit(self) -> None:
        """Tells the setup how the duel went."""
        if self.result and self.on_end is not None:
            self.on_end(self.result)

    # --- what draw reads ------------------------------------------------------------------

    def _refresh(self) -> None:
        db, st = self.ctx.db, self.state
        self.view = observe(st, self.viewer, sees_partner=True)
        legal = A.legal_actions(db, st) if self.human_turn and st.active == self.viewer else []
        self.legal = sorted(legal, key=lambda a: (0 if _is_attack(a) else 2 if a == A.END_TURN else 1, a))
        self.labels = [label(db, self.view, a) for a in self.legal]
        owner = hand_owner(self.viewer, self.partner_view, len(st.sides))
        for card in self.view.sides[owner].hand:
            if card > 0 and card not in self.faces:
                self.faces[card] = pygame.transform.scale(self.ctx.cards.small(card), (18, 25))

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the whole table from the viewer's view; changes nothing."""
        ctx, db, v = self.ctx, self.ctx.db, self.view
        f = ctx.font
        canvas.fill((8, 10, 28))
        paint_header(canvas, f, v, self.who)
        paint_fields(canvas, f, db, v, self.viewer, self.who, self.frame)
        owner = hand_owner(self.viewer, self.partner_view, len(v.sides))
        title = f"{SEAT_NAMES[owner]} HAND" + (" (partner)" if owner != self.viewer else "")
        chosen = v.chain if owner == v.active and v.pending in (Decision.PICK_HAND,) else ()
        paint_hand(canvas, f, db, v.sides[owner].hand, title, chosen, self.faces)
        if self.legal:
            prompt = f"{SEAT_NAMES[v.active]}: {_PROMPTS.get(v.pending, '')}"
        elif v.over:
            prompt = "Duel over"
        else:
            prompt = f"{SEAT_NAMES[v.active]} {self.who[v.active]} is playing"
        paint_prompt(canvas, f, prompt, self.labels, self.cursor, self.messages, self.frame, bool(self.legal))
        ok, back = prompt_labels(ctx)
        footer(canvas, f, f"{ok} Choose  START End turn  \x83 Partner  SELECT Quit")
        if self.asking_quit:
            _dialog(canvas, f, ("QUIT DUEL?", f"{ok} Yes   {back} No"))
        elif self.result:
            _dialog(canvas, f, (self.result, f"Team 1 {self.config.wins[0]} - {self.config.wins[1]} Team 2",
                                f"{ok} Rematch   {back} Setup"))


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
        _dialog(canvas, f, (f"{SEAT_NAMES[self.seat]} - {seat.label()}", "The other players look away.",
                            f"{prompt_labels(self.ctx)[0]} or START on your own pad when ready"))


# ---------------------------------------------------------------- helpers

def label(db, view, a: int) -> str:
    """Returns a choice's words for the player to play, naming only cards the view shows."""
    me = view.sides[view.active]

    def name(card: int) -> str:
        return "face-down card" if card == HIDDEN else db.names[card] if card else "empty"

    if A.PLAY_CARD <= a < A.NUMBER_CARD:
        return f"Play {name(me.hand[a - A.PLAY_CARD])}"
    if A.NUMBER_CARD <= a < A.CONFIRM_CHAIN:
        i = a - A.NUMBER_CARD
        return f"{'Lower' if i in view.chain else 'Raise'} {name(me.hand[i])}"
    if a == A.CONFIRM_CHAIN:
        return f"Combine the {len(view.chain)} raised cards"
    if A.DEST_MONSTER <= a < A.DEST_SPELL:
        z = a - A.DEST_MONSTER
        card = me.monsters[z].card
        return f"Monster zone {z + 1}" + (f" onto {name(card)}" if card else "")
    if A.DEST_SPELL <= a < A.DEST_USE:
        z = a - A.DEST_SPELL
        card = me.spells[z].card
        return f"Magic/trap zone {z + 1}" + (f" replacing {name(card)}" if card else "")
    if a >= A.PARTNER_DEST:  # the §17.4 variant: onto the partner's monster
        mate = view.sides[partner(view.active)].monsters
        if a < A.PARTNER_EQUIP:
            return f"Onto partner's {name(mate[a - A.PARTNER_DEST].card)}"
        j, k = divmod(a - A.PARTNER_EQUIP, 5)
        return f"Equip {name(me.spells[j].card)} on partner's {name(mate[k].card)}"
    if A.is_attack(a):
        att, victim, tgt = A.decode_attack(a, view)
        who = name(me.monsters[att].card)
        if tgt < 0:
            return f"{who}: direct attack"
        return f"{who} -> {SEAT_NAMES[victim]} {name(view.sides[victim].monsters[tgt].card)}"
    if A.CHANGE_POS <= a < A.ACTIVATE:
        return f"Change position: {name(me.monsters[a - A.CHANGE_POS].card)}"
    if A.ACTIVATE <= a < A.EQUIP:
        return f"Activate {name(me.spells[a - A.ACTIVATE].card)}"
    if A.EQUIP <= a < A.END_TURN:
        j, k = divmod(a - A.EQUIP, 5)
        return f"Equip {name(me.spells[j].card)} on {name(me.monsters[k].card)}"
    if a in (A.STAR_1, A.STAR_2):
        return A.action_name(a)
    return A.action_name(a).capitalize()


def _is_attack(a: int) -> bool:
    return A.is_attack(a)


def _messages(db, events) -> list[str]:
    out = []
    for i, ev in enumerate(events):
        if type(ev) is E.TargetDuelist:
            nxt = events[i + 1] if i + 1 < len(events) else None
            direct = type(nxt) is E.AttackDeclared and nxt.target < 0
            out.append(f"{SEAT_NAMES[ev.side]} attacks " + (f"team {ev.victim % 2 + 1}" if direct
                                                             else SEAT_NAMES[ev.victim]))
            continue
        text = _message(db, ev)
        if text:
            out.append(text)
    return out


def _message(db, ev) -> str:
    t = type(ev)
    if t is E.TurnStarted:
        return f"{SEAT_NAMES[ev.side]}'s turn"
    if t is E.Battle:
        return {"win": "ATTACK WINS", "lose": "ATTACK FAILS", "tie": "DRAW", "direct": "DIRECT ATTACK"}[ev.outcome]
    if t is E.TrapFired:
        return f"TRAP! {db.names[ev.card]}"
    if t is E.MagicUsed:
        return f"MAGIC: {db.names[ev.card]}"
    if t is E.FusionStep and ev.kind == "fusion":
        return f"FUSION! {db.names[ev.survivor]}"
    if t is E.LifePointsChanged:
        return f"T{ev.side % 2 + 1} LP {ev.delta:+d}"
    return ""


def _dialog(canvas: pygame.Surface, f, lines: tuple[str, ...]) -> None:
    box = pygame.Rect(40, 84, 240, 20 + 14 * len(lines))
    frames.panel(canvas, box)
    for i, line in enumerate(lines):
        f.draw(canvas, f.fit(line, box.w - 12), (160, box.y + 10 + i * 14), frames.GOLD if i == 0 else frames.INK,
               "center")

