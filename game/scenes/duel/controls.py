"""Buttons to engine actions for the player's side: hand, destination, placement and field cursors.

A hand play is a short sequence of engine decisions (R4.7, R5.1). The controls collect it as a
*plan* and ask the engine, through ``DuelSession.preview`` (the pure ``step``), what each prefix
allows next; nothing is committed until the play is complete, so Circle can always step back.
The controls never judge legality themselves: every choice offered is one of ``legal_actions``.
"""

from __future__ import annotations

from game.db.vocab import Kind
from game.input_bindings import Button
from game.rules import actions as A
from game.rules import events as E
from game.rules.combat import star_adjustment
from game.rules.fusion import resolve_chain
from game.rules.state import Decision, Phase, Row
from game.rules.work import star_code
from game.scenes.duel.layout import Marks

PLACE = (Decision.PICK_FACE, Decision.PICK_POSITION, Decision.PICK_STAR)
_ROWS = ((1, Row.SPELL), (1, Row.MONSTER), (0, Row.MONSTER), (0, Row.SPELL))


class Controls:
    """The player's cursor and half-made play; ``handle`` returns actions to commit, or None."""

    def __init__(self, session) -> None:
        self.session = session
        self.db = session.db
        self.plan: list[int] = []
        self.mode = "hand"
        self.hand_i = 0
        self.zone = (0, Row.MONSTER, 0)  # field cursor: side, row, zone
        self.dest_i = 0
        self.face_down = False
        self.defence = False
        self.star = 1
        self.attacker = -1
        self.equip_from = -1
        self.details = False
        self.chosen_face = False  # the single card's face was chosen at the centre (before its zone)
        self.buzz = 0
        self.show_preview = True
        self._view = None

    # --- what the engine says ------------------------------------------------------------

    @property
    def view(self):
        """Returns the state after the planned actions (cached until the plan changes)."""
        if self._view is None:
            self._view = self.session.preview(self.plan)[0]
        return self._view

    def legal(self) -> list[int]:
        """Returns the legal actions after the plan."""
        return self.session.legal(self.view)

    def reset(self) -> None:
        """Drops the plan and puts the cursor where the committed state asks for input."""
        self.plan, self._view, self.chosen_face = [], None, False
        st = self.session.state
        if st.phase == Phase.HAND and st.pending == Decision.PICK_HAND:
            self.mode = "hand"
            self.hand_i = min(self.hand_i, max(len(st.sides[0].hand) - 1, 0))
        elif st.pending in PLACE and st.active == 0:  # a played chain's result waits for its star
            self._enter_place()
        elif st.phase == Phase.FIELD and self.mode != "field":
            self.mode = "field"
            self.zone = self._first_own_card()
        self.details = False

    # --- presses ---------------------------------------------------------------------------

    def handle(self, b: Button) -> list[int] | None:
        """Reacts to one button; returns the actions of a finished play/field action to commit."""
        if b == Button.TRIANGLE:
            self.details = not self.details
            return None
        if self.details:
            if b in (Button.CIRCLE, Button.CROSS):
                self.details = False
            return None
        return getattr(self, f"_{self.mode}")(b)

    def _hand(self, b: Button):
        st = self.view
        n = len(st.sides[0].hand)
        if b in (Button.LEFT, Button.RIGHT) and n:  # the cursor stops at the ends (presentation.md §6)
            self.hand_i = max(0, min(n - 1, self.hand_i + (1 if b == Button.RIGHT else -1)))
        elif b == Button.UP and self.hand_i not in st.chain or b == Button.DOWN and self.hand_i in st.chain:
            self._push(A.NUMBER_CARD + self.hand_i)
        elif b == Button.CIRCLE and st.chain:
            self._push(A.NUMBER_CARD + st.chain[-1])
        elif b in (Button.CROSS, Button.SQUARE):
            if len(st.chain) == 1:
                self.buzz = 30  # R5.2: one raised card does nothing
            elif st.chain:
                self._push(A.CONFIRM_CHAIN)
                self._enter_dest()
            elif n:  # a single card eases to the centre first: its face is chosen there (§6 Single card)
                self._push(A.PLAY_CARD + self.hand_i)
                kind = int(self.db.kind[st.sides[0].hand[self.hand_i]])
                self.mode, self.face_down = "single", kind in (Kind.MONSTER, Kind.TRAP)
                self.chosen_face = True
        elif b in (Button.L2, Button.R2):
            self.mode = "look"
            self.zone = (0, Row.MONSTER, 2)
        elif b == Button.START:
            self.buzz = 30  # R4.6: the hand play comes first

    def _single(self, b: Button):
        """The single card at the centre between its arrows: Left/Right flip it, Cross takes it to its
        zone (a face-up magic or ritual card straight to its activation), Circle returns it."""
        if b in (Button.LEFT, Button.RIGHT):
            self.face_down = not self.face_down
        elif b in (Button.CROSS, Button.SQUARE):
            kind = int(self.db.kind[self.chain_cards()[0]])
            if kind in (Kind.MAGIC, Kind.RITUAL) and not self.face_down and A.DEST_USE in self.legal():
                self._push(A.DEST_USE)
                return self._after_step()
            self._enter_dest()
        elif b == Button.CIRCLE:
            self._pop_until(lambda s: s.pending == Decision.PICK_HAND)
            self.mode, self.chosen_face = "hand", False
        return None

    def _look(self, b: Button):
        if b in (Button.L2, Button.R2, Button.CIRCLE, Button.CROSS):
            self.mode = "hand"
        else:
            self._move_zone(b)

    def _dest(self, b: Button):
        dests = self.dest_list()
        if b in (Button.LEFT, Button.RIGHT):
            self.dest_i = (self.dest_i + (1 if b == Button.RIGHT else -1)) % len(dests)
        elif b in (Button.UP, Button.DOWN):
            group = _group(dests[self.dest_i]) + (1 if b == Button.DOWN else -1)
            firsts = [i for i, a in enumerate(dests) if _group(a) == group]
            if firsts:
                self.dest_i = firsts[0]
        elif b in (Button.CROSS, Button.SQUARE):
            return self.choose_dest(dests[self.dest_i])
        elif b == Button.CIRCLE:
            if self.chosen_face and self.plan and A.PLAY_CARD <= self.plan[-1] < A.NUMBER_CARD:
                self.mode = "single"  # back to the centre, its face as chosen
                return None
            self._pop_until(lambda s: s.pending == Decision.PICK_HAND or s.floating)
            self.mode = "hand" if self.view.pending == Decision.PICK_HAND else "dest"
        return None

    def _place(self, b: Button):
        legal = self.legal()
        pending = self.view.pending
        if b in (Button.LEFT, Button.RIGHT) and pending == Decision.PICK_FACE and A.FACE_DOWN in legal:
            self.face_down = not self.face_down  # the arrows at the single card's sides flip it
        elif b in (Button.L1, Button.R1):
            self.defence = not self.defence
        elif b in (Button.UP, Button.DOWN):
            self.star = 2 if self.star == 1 else 1
        elif b in (Button.CROSS, Button.SQUARE):
            while self.view.pending in PLACE and self.view.phase != Phase.OVER:
                p = self.view.pending
                if p == Decision.PICK_FACE:
                    a = A.FACE_DOWN if self.face_down and A.FACE_DOWN in self.legal() else A.FACE_UP
                elif p == Decision.PICK_POSITION:
                    a = A.DEFENCE_POS if self.defence else A.ATTACK_POS
                else:
                    a = A.STAR_2 if self.star == 2 else A.STAR_1
                self._push(a)
            return self._after_step()
        elif b == Button.CIRCLE:
            if not self.plan:  # the chain has been played: its result must be placed
                self.buzz = 20
                return None
            self._pop_until(lambda s: s.pending == Decision.PICK_DEST)
            self.mode = "dest"
        return None

    def _field(self, b: Button):
        legal = set(self.legal())
        side, row, z = self.zone
        if b in (Button.CROSS, Button.SQUARE) and side == 0:
            if row == Row.MONSTER and any(A.attack_action(z, t) in legal for t in range(-1, 5)):
                self.attacker, self.mode = z, "target"
                targets = self.target_list()
                self.zone = (1, Row.MONSTER, targets[0] if targets[0] >= 0 else 2)
            elif row == Row.SPELL and A.ACTIVATE + z in legal:
                return [A.ACTIVATE + z]
            elif row == Row.SPELL and any(A.equip_action(z, k) in legal for k in range(5)):
                self.equip_from, self.mode = z, "equip"
                self.zone = (0, Row.MONSTER, next(k for k in range(5) if A.equip_action(z, k) in legal))
            else:
                self.buzz = 20
        elif b in (Button.L1, Button.R1) and side == 0 and row == Row.MONSTER:
            if A.CHANGE_POS + z in legal:
                return [A.CHANGE_POS + z]
            self.buzz = 20
        else:
            self._move_zone(b)
        return None

    def _target(self, b: Button):
        targets = self.target_list()
        z = self.zone[2]
        if b in (Button.LEFT, Button.RIGHT) and targets[0] >= 0:
            i = targets.index(z) if z in targets else 0
            self.zone = (1, Row.MONSTER, targets[(i + (1 if b == Button.RIGHT else -1)) % len(targets)])
        elif b in (Button.CROSS, Button.SQUARE):
            t = -1 if targets[0] < 0 else z
            self.mode = "field"
            self.zone = (0, Row.MONSTER, self.attacker)
            return [A.attack_action(self.attacker, t)]
        elif b == Button.CIRCLE:
            self.mode, self.zone = "field", (0, Row.MONSTER, self.attacker)
        return None

    def _equip(self, b: Button):
        legal = set(self.legal())
        ks = [k for k in range(5) if A.equip_action(self.equip_from, k) in legal]
        if b in (Button.LEFT, Button.RIGHT):
            i = ks.index(self.zone[2]) if self.zone[2] in ks else 0
            self.zone = (0, Row.MONSTER, ks[(i + (1 if b == Button.RIGHT else -1)) % len(ks)])
        elif b in (Button.CROSS, Button.SQUARE):
            self.mode = "field"
            return [A.equip_action(self.equip_from, self.zone[2])]
        elif b == Button.CIRCLE:
            self.mode, self.zone = "field", (0, Row.SPELL, self.equip_from)
        return None

    # --- lists the prompts cycle through ------------------------------------------------

    def dest_list(self) -> list[int]:
        """Returns the legal destinations: monster zones, then magic/trap zones, then "use"."""
        return [a for a in self.legal() if A.DEST_MONSTER <= a <= A.DEST_USE]

    def target_list(self) -> list[int]:
        """Returns the attacker's legal target zones ([-1] when only a direct attack is legal)."""
        legal = set(self.legal())
        zones = [t for t in range(5) if A.attack_action(self.attacker, t) in legal]
        return zones or [-1]

    def choose_dest(self, action: int) -> list[int] | None:
        """Takes a destination (an own zone, "use", or in a Tag Duel the partner's monster) and returns the
        play to commit, or None while its placement is still to choose. A chain is played once its zone is
        picked: the fusion/equip/failure sequence plays, the result is held, and only then its star box
        asks (presentation.md §6); every way to a destination comes here, so none shows the result first."""
        self._push(action)
        if self.view.pending in PLACE and any(type(e) is E.FusionStep for e in self.session.preview(self.plan)[1]):
            plan, self.plan, self._view = self.plan, [], None
            return plan
        return self._after_step()

    def clear_view(self) -> None:
        """Forgets the planned state (the session has turned to other seats: it is worked out again)."""
        self._view = None

    def end_turn_ok(self) -> bool:
        """Returns whether Start would end the turn now (R4.6)."""
        return not self.plan and A.END_TURN in self.session.legal()

    # --- what to draw --------------------------------------------------------------------

    def marks(self, board) -> Marks:
        """Returns the cursor, raised cards, highlights and hint for the painter."""
        st, db = self.view, self.db
        m = Marks(chain=tuple(st.chain) if st.pending == Decision.PICK_HAND else ())
        if self.mode in ("hand",):
            m.cursor = ("hand", self.hand_i)
            if self.hand_i < len(board.hand):
                m.info = (board.hand[self.hand_i], None)
            m.hint = "UP raise, DOWN lower, \x80 play, L2/R2 field, \x83 details"
            if len(st.chain) == 1:
                m.hint = "Raise a second card to fuse, or lower it (DOWN)."
            elif len(st.chain) >= 2:
                cards = [st.sides[0].hand[i] for i in st.chain]
                res = self._resolve(cards)
                m.preview = int(res.survivor)
                m.hint = self._chain_hint(res) if self.show_preview else "\x80 play the chain"
        elif self.mode == "dest":
            dests = self.dest_list()
            a = dests[min(self.dest_i, len(dests) - 1)]
            m.legal = frozenset(_dest_mark(d) for d in dests)
            m.cursor = _dest_mark(a)
            head = board.monsters[0][a - A.DEST_MONSTER] if A.DEST_MONSTER <= a < A.DEST_SPELL else None
            cards = self.chain_cards()
            if head is not None and head.card > 0 and self.show_preview:
                res = self._resolve([head.card, *cards], head.equip_bonus)
                m.preview = int(res.survivor)
                m.info = (m.preview, None)
                m.hint = dest_hint(db, res, head.card, head.equip_bonus)
            else:
                m.info = (cards[-1] if len(cards) == 1 else self.preview_of(cards), None)
                m.hint = "Choose where the card goes.  \x81 back"
        elif self.mode in ("field", "look", "target", "equip"):
            side, row, z = self.zone
            m.cursor = ("zone", side, row, z)
            rec = board.row(side, row)[z]
            if rec.card:
                m.info = (rec.card if not (side == 1 and rec.face_down) else -1, rec)
            if self.mode == "target":
                m.star_hints = self._star_hints(board)
                targets = self.target_list()
                m.legal = frozenset(("zone", 1, Row.MONSTER, t) for t in targets if t >= 0)
                m.hint = "DIRECT ATTACK: \x80 confirm" if targets[0] < 0 else "Choose a target.  \x81 back"
            elif self.mode == "equip":
                m.hint = "Equip which monster?"
            elif self.mode == "look":
                m.hint = "Looking at the field.  L2/R2 back"
            else:
                m.hint = "\x80:attack or use, L1/R1:position, START:end turn"
        if self.mode == "single":
            m.hint = "LEFT/RIGHT face-up or face-down.  \x80 accept  \x81 back"
        if self.mode == "place":
            # face is asked only for a single card placed in an empty zone (R5.13, R5.15), and a single card
            # has it chosen at the centre already
            m.hint = ("Choose position and guardian star" if self.chosen_face or A.FACE_DOWN not in self.legal()
                      else "Choose face, position and guardian star")
            row, zone = st.focus  # the card is chosen at the centre: its zone stays empty meanwhile
            m.hidden = frozenset({("zone", 0, row, zone)})
        m.hand_down = self.mode in ("look", "field", "target", "equip", "dest")
        return m

    def placement(self) -> tuple[int, bool, bool, int, bool, bool]:
        """Returns (card, face arrows, face_down, defence, star, star box) for the single card's panel:
        at the centre its face between arrows; once its zone is picked, the star box (and position)."""
        if self.mode == "single":
            return self.chain_cards()[0], True, self.face_down, False, 1, False
        st = self.view
        row, zone = st.focus
        card = st.sides[0].row(row)[zone].card
        arrows = st.pending == Decision.PICK_FACE and A.FACE_DOWN in self.legal()
        return card, arrows, self.face_down, self.defence, self.star, True

    def _chain_hint(self, res) -> tuple[str, ...]:
        """Returns the preview line of raised cards; says so when cards would be thrown away."""
        survivor = int(res.survivor)
        if not res.fusions and not res.equips:
            return no_fusion_hint(self.db.names[survivor])
        return preview_hint(self._describe(survivor), len(res.discarded))

    def _describe(self, card: int) -> str:
        return describe_result(self.db, card)

    def preview_of(self, cards: list[int], head_bonus: int = 0) -> int:
        """Returns what a chain of cards would leave, by the engine's own chain resolver."""
        return int(self._resolve(cards, head_bonus).survivor)

    def _resolve(self, cards: list[int], head_bonus: int = 0):
        return resolve_chain(self.db, cards, glitch=self.view.options.glitch_fusions, head_bonus=head_bonus)

    # --- helpers ---------------------------------------------------------------------------

    def _push(self, action: int) -> None:
        self.plan.append(action)
        self._view = None

    def _pop_until(self, done) -> None:
        while self.plan:
            self.plan.pop()
            self._view = None
            if done(self.view):
                break

    def _enter_dest(self) -> None:
        """Puts the cursor on the likeliest destination: an empty zone of the card's row, "use" for magic."""
        self.mode, self.dest_i = "dest", 0
        dests = self.dest_list()
        me = self.view.sides[0]
        cards = self.chain_cards()
        kind = int(self.db.kind[self.preview_of(cards)]) if cards else Kind.MONSTER
        if kind == Kind.MONSTER:
            wanted = [a for a in dests if A.DEST_MONSTER <= a < A.DEST_SPELL and not me.monsters[a - A.DEST_MONSTER].card]
        elif A.DEST_USE in dests and not (self.chosen_face and self.face_down):
            wanted = [A.DEST_USE]
        elif kind == Kind.EQUIP:
            wanted = [a for a in dests if A.DEST_MONSTER <= a < A.DEST_SPELL]
        else:
            wanted = [a for a in dests if A.DEST_SPELL <= a < A.DEST_USE and not me.spells[a - A.DEST_SPELL].card]
        self.dest_i = dests.index(wanted[0]) if wanted else 0

    def _after_step(self) -> list[int] | None:
        if self.chosen_face and self.view.pending == Decision.PICK_FACE:  # chosen at the centre already
            self._push(A.FACE_DOWN if self.face_down and A.FACE_DOWN in self.legal() else A.FACE_UP)
        st = self.view
        if st.phase == Phase.OVER or st.active != 0 or st.pending == Decision.NONE:
            plan, self.plan, self._view = self.plan, [], None
            return plan
        if st.pending in PLACE:
            self._enter_place()
        elif st.pending == Decision.PICK_DEST:
            self._enter_dest()
        return None

    def _enter_place(self) -> None:
        self.mode = "place"
        self.defence, self.star = False, 1
        if not self.chosen_face:  # monsters and traps come face-down by default; the arrows flip them
            self.face_down = A.FACE_DOWN in self.legal()

    def chain_cards(self) -> list[int]:
        """Returns the cards of the play being made: the raised chain in order, or the single card."""
        st = self.view
        hand = self.session.state.sides[0].hand
        if st.floating:
            return [st.floating]
        chain = _chain_of(self.plan)
        return [hand[i] for i in chain] if chain else []

    def _move_zone(self, b: Button) -> None:
        side, row, z = self.zone
        i = _ROWS.index((side, row))
        if b == Button.LEFT:
            z = (z - 1) % 5
        elif b == Button.RIGHT:
            z = (z + 1) % 5
        elif b == Button.UP:
            i = max(0, i - 1)
        elif b == Button.DOWN:
            i = min(3, i + 1)
        self.zone = (*_ROWS[i], z)

    def _first_own_card(self) -> tuple[int, int, int]:
        """A monster that can act comes first, then a set card, so the first Cross does something."""
        me = self.session.state.sides[0]
        for row, recs in ((Row.MONSTER, me.monsters), (Row.SPELL, me.spells)):
            z = next((z for z in range(5) if recs[z].card), None)
            if z is not None:
                return (0, row, z)
        return (0, Row.MONSTER, 2)

    def _star_hints(self, board) -> dict:
        att = board.monsters[0][self.attacker]
        if att.card <= 0:
            return {}
        a_star = star_code(self.db, att)
        out = {}
        for z, rec in enumerate(board.monsters[1]):
            if rec.card > 0 and not rec.face_down:
                g = star_adjustment(self.db, a_star, star_code(self.db, rec))
                if g:
                    out[(1, z)] = 1 if g > 0 else -1
        return out


def describe_result(db, card: int) -> str:
    """Returns a card's name with ATK/DEF when it is a monster (what a chain would leave)."""
    stats = f" {int(db.atk[card])}/{int(db.def_[card])}" if db.is_monster(card) else ""
    return f"{db.names[card]}{stats}"


def dest_hint(db, res, head: int, head_bonus: int, partner: bool = False) -> str | tuple[str, ...]:
    """Returns the destination prompt's line for playing onto a monster (``head``), from its resolved
    chain: what the fusion makes, the equip's gain, a wasted card or a replaced monster. ``partner``
    words it for the partner's monster (§17.4 variant) instead of the player's own."""
    survivor = int(res.survivor)
    name = db.names[head] if head > 0 else "monster"
    gain = int(res.bonus) - head_bonus
    if res.fusions:
        if partner:
            return f"FUSE WITH PARTNER'S {name}: {db.names[survivor]}"
        return (f"FUSION: {describe_result(db, survivor)}", f"FUSION: {db.names[survivor]}")
    if res.equips and survivor == head:
        return f"EQUIP PARTNER'S {name} +{gain}" if partner else f"EQUIP: {name} +{gain}"
    if survivor == head:
        return f"No match with partner's {name}: the card is wasted" if partner \
            else "No match: the card would be wasted."
    return f"REPLACES partner's {name} with {db.names[survivor]}" if partner \
        else f"REPLACES it with {db.names[survivor]}"


def no_fusion_hint(name: str) -> tuple[str, ...]:
    """Wordings, longest first, of raised cards that make nothing: the last one stays, the rest go."""
    return (f"NO FUSION: {name} stays, the other raised cards are discarded.",
            f"NO FUSION: {name} stays, the others are discarded.",
            f"NO FUSION: only {name} stays.",
            "NO FUSION: the other raised cards are discarded.")


def preview_hint(result: str, lost: int) -> tuple[str, ...]:
    """Wordings, longest first, of the fusion preview of raised cards (result with its stats)."""
    extra = f" ({lost} card{'s' if lost > 1 else ''} discarded)" if lost else ""
    short = f" (-{lost})" if lost else ""
    return (f"FUSION PREVIEW: {result}{extra}", f"FUSION: {result}{extra}", f"FUSION: {result}{short}")


def _dest_mark(a: int) -> tuple:
    if A.DEST_MONSTER <= a < A.DEST_SPELL:
        return ("zone", 0, Row.MONSTER, a - A.DEST_MONSTER)
    if A.DEST_SPELL <= a < A.DEST_USE:
        return ("zone", 0, Row.SPELL, a - A.DEST_SPELL)
    return ("use",)


def _group(a: int) -> int:
    """Returns the prompt row of a destination: 0 monster zones, 1 magic/trap zones, 2 "use"."""
    return 0 if a < A.DEST_SPELL else 1 if a < A.DEST_USE else 2


def _chain_of(plan: list[int]) -> list[int]:
    """Returns the hand indices a plan numbered, or the single played card, in order."""
    chain: list[int] = []
    for a in plan:
        if A.NUMBER_CARD <= a < A.CONFIRM_CHAIN:
            i = a - A.NUMBER_CARD
            chain.remove(i) if i in chain else chain.append(i)
        elif A.PLAY_CARD <= a < A.NUMBER_CARD:
            chain = [a - A.PLAY_CARD]
    return chain
