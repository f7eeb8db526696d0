"""The presentation checked against the engine over whole duels (issue 21).

``Drive`` plays duels headless through a ``DuelPresenter`` fed exactly as the duel scenes feed it
(1v1: the session's state; 2P: the mirrored ``PerspectiveSession``, flipped at each hand-over;
Tag: the ``TagSession`` pair, turned as the Tag screens' ``TagTable.show`` turns it). After each
step it runs the presenter's motions to their key frames and compares what the presenter shows
with what the engine says, independently of how the presenter got there:

* at rest (the queue drained), the board the motions *patched* event by event against
  ``observe(state, 0)``: every zone's card, face-down or up, position; the hand; the computer's hand
  count; the deck counts; the LP;
* in a battle, from the step's ``Battle`` event and the state before the step: which card is the
  attacker and which the defender (their zones and cards), each card's value at the damage (L and D),
  the attacker's before the stars (its effective ATK), one value per card (the big card's stat equals
  the plaque's), a face-down card revealed only when the engine flipped that zone, the star bonus and
  its sign, the plaque's word (DEF only for a defender in defence);
* in a fusion chain, the materials in the order the player (or the AI) numbered them, the field
  monster first when the chain was played onto one, and the result the engine placed;
* in an equip, the bonus the count-up runs to against the monster's bonus in the state after;
* the order of what is shown (issue 31): as a step arrives, as each motion starts and at each key
  frame, the LP on the panel are those the motions ended so far have shown, and a card the step
  destroys is still in its zone until the motion that shows its loss has ended; and no motion tells
  an LP change, a card's loss or the duel's result before the sequence of the event that causes it
  has begun (a battle's damage with its battle, Exodia's -8000 after the Exodia sequence, the end
  letters of an LP win after the hit that emptied the LP).

Every mismatch is a line in ``Drive.errors``; the tests assert there are none, and that each
deliberately broken presenter makes some.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.present.battle import big_stats
from game.present.board import Board
from game.present.motion import MotionKind
from game.present.presenter import DuelPresenter
from game.present.sequence import Phase as P
from game.rules import actions as A
from game.rules import events as E
from game.rules.fusion import pair_step
from game.rules.state import Decision, Phase, Row
from game.rules.view import HIDDEN
from game.scenes.duel import cutin
from game.scenes.duel.controls import PLACE
from tests.present.order import OrderCheck, watch_order

KEY_PHASES = {MotionKind.BATTLE: (P.BIG, P.STARS, P.DAMAGE, P.DARK), MotionKind.FUSION: (P.BIG,),
              MotionKind.EQUIP: (P.COUNT,), MotionKind.FAILURE: (P.THROW,)}


@dataclass
class Tally:
    """What a run covered."""

    duels: int = 0
    steps: int = 0
    battles: int = 0
    reveals: int = 0
    star_bonuses: int = 0
    chains: int = 0
    equips: int = 0
    rests: int = 0
    cutins: int = 0  # battles shown as Square's cut-in, checked on its stage
    frames: int = 0
    errors: list[str] = field(default_factory=list)


class Checker:
    """Compares one presenter's showing with the engine; ``where`` names the duel in messages."""

    def __init__(self, db, tally: Tally, where: str) -> None:
        self.db, self.tally, self.where = db, tally, where
        self.hand_play: list[int] = []  # actions of the hand play so far (NUMBER_CARD / PLAY_CARD / DEST)
        self.hand_at_play: tuple = ()
        self.head = 0  # the own monster a chain was played onto
        self.head_bonus = 0
        self.pre = self.post = None  # the shown states around the step being checked
        self.order = OrderCheck(self.fail)  # the order of what is shown (tests/present/order.py)

    def fail(self, what: str) -> None:
        if len(self.tally.errors) < 200:
            self.tally.errors.append(f"{self.where}: {what}")

    # --- the step's truth --------------------------------------------------------------------

    def before_action(self, shown_state, action: int) -> None:
        """Notes the hand play being built (shown ids, on the shown state before the action)."""
        me = shown_state.sides[shown_state.active]
        if shown_state.phase != Phase.HAND or shown_state.pending == Decision.PICK_HAND and not shown_state.chain:
            self.hand_play, self.head, self.head_bonus = [], 0, 0  # a new hand play begins (or none runs)
        if A.NUMBER_CARD <= action < A.CONFIRM_CHAIN or A.PLAY_CARD <= action < A.NUMBER_CARD:
            if not self.hand_play:
                self.hand_at_play = tuple(me.hand)
            self.hand_play.append(action)
        elif A.DEST_MONSTER <= action < A.DEST_SPELL:
            rec = me.monsters[action - A.DEST_MONSTER]
            self.head, self.head_bonus = (rec.card, rec.equip_bonus) if rec.card > 0 else (0, 0)
        elif action == A.END_TURN:
            self.hand_play = []

    def chain_cards(self) -> list[int]:
        chain: list[int] = []
        for a in self.hand_play:
            if A.NUMBER_CARD <= a < A.CONFIRM_CHAIN:
                i = a - A.NUMBER_CARD
                chain.remove(i) if i in chain else chain.append(i)
            elif A.PLAY_CARD <= a < A.NUMBER_CARD:
                chain = [a - A.PLAY_CARD]
        cards = [self.hand_at_play[i] for i in chain if i < len(self.hand_at_play)]
        return ([self.head] if self.head else []) + cards

    # --- at rest -----------------------------------------------------------------------------

    def rest(self, patched: Board, state) -> None:
        """The board the motions patched, against the engine's view of the state after the step."""
        self.tally.rests += 1
        truth = Board.from_state(state)
        # a chain's result waits in its zone for its position and star (no CardPlaced yet): the
        # engine's state has it there, its events not yet; the scene never rests on that step
        waiting = (state.active, *state.focus) if state.pending in PLACE and state.floating == 0 else None
        for side in (0, 1):
            for row, mine, real in ((Row.MONSTER, patched.monsters[side], truth.monsters[side]),
                                    (Row.SPELL, patched.spells[side], truth.spells[side])):
                for z in range(5):
                    if waiting == (side, row, z):
                        continue
                    a, b = mine[z], real[z]
                    if (a.card, a.face_down) != (b.card, b.face_down) or (row == Row.MONSTER and
                                                                          a.defence != b.defence):
                        self.fail(f"rest: side {side} row {row} zone {z} shows {a.card} down={a.face_down} "
                                  f"def={a.defence}, engine {b.card} down={b.face_down} def={b.defence}")
        if patched.hand != truth.hand:
            self.fail(f"rest: hand {patched.hand} != {truth.hand}")
        if patched.cpu_hand != truth.cpu_hand:
            self.fail(f"rest: opponent's hand {patched.cpu_hand} != {truth.cpu_hand}")
        if patched.deck_left != truth.deck_left:
            self.fail(f"rest: decks {patched.deck_left} != {truth.deck_left}")
        if patched.lp != truth.lp:
            self.fail(f"rest: LP {patched.lp} != {truth.lp}")

    # --- key frames ----------------------------------------------------------------------------

    def key_frame(self, pr: DuelPresenter, phase: str, pre, events) -> None:
        a = pr.anim
        if a.kind == MotionKind.BATTLE:
            self.battle(pr, phase, pre)
        elif a.kind in (MotionKind.FUSION, MotionKind.EQUIP, MotionKind.FAILURE) and type(a.event) is E.FusionStep:
            self.chain(pr, events)
        if a.kind == MotionKind.EQUIP:
            self.equip(pr, events)

    def battle(self, pr: DuelPresenter, phase: str, pre) -> None:
        shown = pr.battle_shown()
        b = pr.anim.battle
        att = pr.anim.events[0]
        if shown is None:
            self.fail(f"battle {b}: nothing shown")
            return
        view, a_val, d_val = shown
        if phase is P.BIG:
            self.tally.battles += 1
        flipped = {(e.side, e.zone) for e in pr.anim.events if type(e) is E.CardFlipped and e.row == Row.MONSTER}
        pairs = [(view.attacker, (att.side, att.attacker), b.attacker_card, False, "attacker")]
        if att.target >= 0:
            pairs.append((view.defender, (1 - att.side, att.target), b.defender_card, b.defender_defence, "defender"))
        elif view.defender is not None:
            self.fail("direct attack shows a defender")
        for f, zone, card, defence, role in pairs:
            if f is None or (f.side, f.zone) != zone:
                self.fail(f"{role}: shown at {None if f is None else (f.side, f.zone)}, engine {zone}")
                continue
            before = pre.sides[zone[0]].monsters[zone[1]]
            hidden = before.face_down and zone[0] == 1 and zone not in flipped
            want = HIDDEN if hidden else card
            if f.card != want:
                self.fail(f"{role} at {zone}: shows card {f.card}, engine {want} (battle {b})")
            if before.face_down and zone in flipped and phase is P.BIG:
                self.tally.reveals += 1
            if f.defence != defence:
                self.fail(f"{role}: plaque says {f.label}, engine defence={defence}")
        if view.star_bonus != b.star_adjustment:
            self.fail(f"star bonus {view.star_bonus:+d}, engine {b.star_adjustment:+d}")
        if phase is P.STARS and b.star_adjustment:
            self.tally.star_bonuses += 1
        if phase is P.DAMAGE:
            if a_val != b.attacker_value:
                self.fail(f"attacker's value {a_val} at the damage, engine L={b.attacker_value}")
            if att.target >= 0 and d_val != b.defender_value:
                self.fail(f"defender's value {d_val} at the damage, engine D={b.defender_value}")
        if phase is P.BIG and a_val != b.attacker_value - b.star_adjustment:
            self.fail(f"attacker's value {a_val} before the stars, engine {b.attacker_value - b.star_adjustment}")
        if phase is P.BIG and a_val != min(9999, b.attacker_stats[0]) and b.attacker_card:
            self.fail(f"attacker's value {a_val} is not its effective ATK {b.attacker_stats[0]}")
        for f, value in ((view.attacker, a_val), (view.defender, d_val)):
            if f is not None and f.card > 0:
                stat = big_stats(f, value)[1 if f.defence else 0]
                if stat != value:
                    self.fail(f"big card says {stat}, plaque {value}")
        if pr.anim.cutin:
            self.cutin(pr, phase, pre)

    def cutin(self, pr: DuelPresenter, phase: str, pre) -> None:
        """Square's cut-in: the fighters on its stage are the engine's attacker (on the left) and
        defender, with the engine's values at the clash, and only the destroyed ones fall."""
        a = pr.anim
        b, att = a.battle, a.events[0]
        cast = cutin.cast(a, pr.battle_shown())
        if phase is P.BIG:
            self.tally.cutins += 1
        want = [(att.side, att.attacker)] + ([(1 - att.side, att.target)] if att.target >= 0 else [])
        if [(f.side, f.zone) for f in cast] != want:
            self.fail(f"cut-in stages {[(f.side, f.zone) for f in cast]}, engine {want} (battle {b})")
            return
        if len(cast) == 2 and not cast[0].x < cast[1].x:
            self.fail(f"cut-in: the attacker stands at x {cast[0].x}, right of the defender's {cast[1].x}")
        if cast[0].card != max(0, b.attacker_card):
            self.fail(f"cut-in attacker shows card {cast[0].card}, engine {b.attacker_card}")
        if len(cast) == 2:
            before = pre.sides[1 - att.side].monsters[att.target]
            flipped = any(type(e) is E.CardFlipped and (e.side, e.zone) == want[1] for e in a.events)
            hidden = before.face_down and want[1][0] == 1 and not flipped
            if cast[1].card != (0 if hidden else b.defender_card):
                self.fail(f"cut-in defender shows card {cast[1].card}, engine {b.defender_card}")
        if phase is P.DAMAGE:
            values = [b.attacker_value] + ([b.defender_value] if len(cast) == 2 else [])
            if [f.value for f in cast] != values:
                self.fail(f"cut-in plaques {[f.value for f in cast]} at the clash, engine {values}")
        if phase is P.DARK:
            gone = {(e.side, e.zone) for e in a.events if type(e) is E.CardDestroyed and e.row == Row.MONSTER}
            fallen = {(f.side, f.zone) for f in cast if not f.standing}
            if fallen != gone:
                self.fail(f"cut-in: {sorted(fallen)} fell, the engine destroyed {sorted(gone)}")

    def chain(self, pr: DuelPresenter, events) -> None:
        (cards, result) = pr.chain_shown()
        steps = [e for e in events if type(e) is E.FusionStep]
        k = steps.index(pr.anim.event) if pr.anim.event in steps else -1
        truth = self.chain_cards()
        if k == 0 and truth and len(truth) == len(steps) + 1:
            self.tally.chains += 1
            if list(cards) != truth:
                self.fail(f"chain shows {list(cards)}, played in the order {truth}")
        pair = pair_step(self.db, cards[0], cards[1], glitch=self.post.options.glitch_fusions)
        if (pair.kind, pair.survivor) != (pr.anim.event.kind, result):
            self.fail(f"chain step {cards[:2]} shows {pr.anim.kind} -> {result}, the pair table {pair.kind} -> "
                      f"{pair.survivor}")
        if k == len(steps) - 1:
            placed = next((e.card for e in events[events.index(steps[-1]):] if type(e) is E.CardPlaced), None)
            if placed is not None and placed != result:
                self.fail(f"chain shows result {result}, engine placed {placed}")

    def equip(self, pr: DuelPresenter, events) -> None:
        monster, bonus = pr.equip_shown()
        ev = pr.anim.event
        pre, post = self.pre, self.post
        if type(ev) is E.EquipApplied:
            before, after = pre.sides[ev.side].monsters[ev.zone], post.sides[ev.side].monsters[ev.zone]
            if after.card != before.card or before.card <= 0:
                return
            want, card = max(0, before.equip_bonus + ev.bonus) - before.equip_bonus, before.card
            if after.equip_bonus - before.equip_bonus != want:
                return  # a later event of the step changed it again
        else:  # a chain's equip step: the bonus the pair table gives the equip on that monster
            cards, _ = pr.chain_shown()
            pair = pair_step(self.db, cards[0], cards[1], glitch=post.options.glitch_fusions)
            if pair.kind != "equip":
                self.fail(f"equip shown for {cards[:2]}, the pair table says {pair.kind}")
                return
            want, card = pair.bonus, pair.survivor
        self.tally.equips += 1
        if (monster, bonus) != (card, want):
            self.fail(f"equip counts {monster} to +{bonus}, the engine's {card} gained {want}")


def run_motions(pr: DuelPresenter, checker: Checker, pre, state, events) -> None:
    """Runs the presenter's queue to its end, stopping at each motion's key frames to check them."""
    tally = checker.tally
    while pr.anim is not None:
        a = pr.anim
        for phase in KEY_PHASES.get(a.kind, ()):
            if any(p[0] == phase for p in a.phases) and a.t <= a.at(phase):
                step = a.at(phase) - a.t + 1
                tally.frames += step
                pr.run(step, state)
                if pr.anim is not a:
                    break
                checker.key_frame(pr, phase, pre, events)
                checker.order.board(pr, f"at the {phase} of the {a.kind}")
        if pr.anim is a:
            left = max(1, a.frames - a.t)
            tally.frames += left
            pr.run(left, state)
    pr.take_cues()
    pr.take_music()


# --- the three ways a duel reaches the presenter ---------------------------------------------------

def _deck(db, duelist: int, seed: int) -> list[int]:
    from game.rules.rng import make_rng
    from game.rules.setup import deal_deck

    return deal_deck(db, duelist, make_rng("psx", seed))


def _step_and_show(pr, checker, pre, post, events) -> None:
    checker.pre, checker.post = pre, post
    pr.patched = None
    watch_order(pr, checker.order)
    checker.order.begin(pre, list(events))
    pr.feed(events, post, committed=True)
    checker.order.board(pr, "as the step arrives")
    run_motions(pr, checker, pre, post, events)
    if pr.patched is not None:
        checker.rest(pr.patched, post)


def equip_deck(db, seed: int) -> list[int]:
    """Returns a deck of half monsters, half equips (three Megamorphs among them): equips every turn."""
    from game.db.vocab import Kind

    equips = [c for c in range(1, len(db.names)) if int(db.kind[c]) == Kind.EQUIP and c != MEGAMORPH]
    monsters = [c for c in _deck(db, 1 + seed % 38, seed) if db.is_monster(c)][:20]
    return monsters + [MEGAMORPH] * 3 + equips[seed % 5:seed % 5 + 17]


MEGAMORPH = 657


def drive_1v1(db, levels: tuple[str, str], seed: int, options, tally: Tally, factory=DuelPresenter,
              max_steps: int = 600, deck0: list[int] | None = None) -> None:
    """One duel of two computer players, shown from side 0 as the duel scene shows it."""
    from game.ai import make_agent, view_for
    from game.rules.actions import legal_actions
    from game.rules.engine import step
    from game.rules.setup import setup_duel

    duelist = 1 + seed % 38
    deck0 = deck0 or _deck(db, 1 + (seed * 7) % 38, seed)
    state, opening = setup_duel(db, deck0, None, opponent=duelist,
                                rng_seed=seed, options=options)
    agents = [make_agent(levels[i], duelist, seed * 2 + i, db) for i in (0, 1)]
    checker = Checker(db, tally, f"1v1 {levels} seed {seed}")
    pr = factory(db, state)
    pr.open(opening, state, swoop=False)
    run_motions(pr, checker, state, state, list(opening))
    tally.duels += 1
    for _ in range(max_steps):
        if state.over:
            break
        agent = agents[state.active]
        a = int(agent.act(db, view_for(agent, state, state.active), legal_actions(db, state)))
        checker.before_action(state, a)
        pre = state
        state, events = step(db, state, a)
        tally.steps += 1
        _step_and_show(pr, checker, pre, state, events)


def drive_exodia(db, tally: Tally, factory=DuelPresenter) -> None:
    """The fifth piece of Exodia drawn (R12.3), from a set position: the opponent ends its turn, and the
    player's draw wins (few random duels ever show it)."""
    from game.rules.engine import step
    from game.rules.position import build_position
    from game.rules.state import EXODIA

    state = build_position(db, {"active": 1, "phase": "field", "turn": 2, "opponent": 1, "sides": [
        {"hand": list(EXODIA[:4]), "deck": [EXODIA[4], 24, 24]}, {"deck": [24, 24, 24]}]})
    checker = Checker(db, tally, "exodia")
    pr = factory(db, state)
    pr.open((), state, swoop=False)
    tally.duels += 1
    checker.before_action(state, A.END_TURN)
    post, events = step(db, state, A.END_TURN)
    tally.steps += 1
    if not any(type(e) is E.DuelEnded and e.reason == "exodia" for e in events):
        checker.fail(f"the fifth piece did not win: {events}")
    _step_and_show(pr, checker, state, post, events)


def drive_2p(db, levels: tuple[str, str], seed: int, options, tally: Tally, factory=DuelPresenter,
             max_steps: int = 600) -> None:
    """One 2P duel: the mirrored session, handed over (flipped) whenever the other side is to play."""
    from game.ai import make_agent, view_for
    from game.rules.actions import legal_actions
    from game.rules.replay import ReplayLog
    from game.rules.setup import setup_duel
    from game.scenes.versus.session import PerspectiveSession

    decks = (_deck(db, 1 + seed % 38, seed), _deck(db, 1 + (seed * 5) % 38, seed + 1))
    state, opening = setup_duel(db, decks[0], decks[1], opponent=0, rng_seed=seed, options=options)
    log = ReplayLog(deck0=tuple(decks[0]), deck1=tuple(decks[1]), opponent=0, seed=seed, options=options)
    s = PerspectiveSession(db, state, opening, log, label="2P")
    agents = [make_agent(levels[i], 39, seed * 2 + i, db) for i in (0, 1)]
    checker = Checker(db, tally, f"2P {levels} seed {seed}")
    pr = factory(db, s.state)
    pr.open(opening, s.state, swoop=False)
    run_motions(pr, checker, s.state, s.state, list(opening))
    tally.duels += 1
    for _ in range(max_steps):
        if s.state.over:
            break
        if s.state.active == 1:  # VersusDuelScene._hand_over: the duel passes to the other side
            s.flip()
            pr.face_bottom()
            pr.rest(s.state)
            pr.lp_shown.reverse()
            continue
        true = s.true_state
        agent = agents[true.active]
        a = int(agent.act(db, view_for(agent, true, true.active), legal_actions(db, true)))
        checker.before_action(s.state, a)
        pre = s.state
        events = s.commit([a])
        tally.steps += 1
        _step_and_show(pr, checker, pre, s.state, events)


def drive_tag(db, levels: tuple[str, ...], seed: int, options, tally: Tally, factory=DuelPresenter,
              max_steps: int = 600, per_team_terrain: bool = False) -> None:
    """One Tag Duel of four computer seats on the pair the Tag scene shows (TagTable.show)."""
    from game.ai.tag import make_tag_agent
    from game.rules.tag import setup_tag_duel
    from game.scenes.tag.session import TagSession, project, to_shown

    duelists = tuple(1 + (seed * 3 + i * 11) % 38 for i in range(4))
    real, opening = setup_tag_duel(db, (None,) * 4, duelists=duelists, first_team=seed % 2,
                                   per_team_terrain=per_team_terrain, rng_seed=seed, options=options)
    agents = {i: make_tag_agent(levels[i % len(levels)], duelists[i], seed * 4 + i, db) for i in range(4)}
    s = TagSession(db, real, opening, agents, ())
    checker = Checker(db, tally, f"tag {levels} seed {seed}")
    pr = factory(db, s.state)
    pr.open(s.opening, s.state, swoop=False)
    run_motions(pr, checker, s.state, s.state, list(s.opening))
    tally.duels += 1
    for _ in range(max_steps):
        if s.real.over:
            break
        a = s.ai_action()
        before, pre_real, team = (s.home, s.foe), s.real, s.team
        shown_a = to_shown(a, s.home, s.foe)
        if shown_a is not None:
            checker.before_action(s.state, shown_a)
        events = s.commit_real([a])
        tally.steps += 1
        pre = project(pre_real, s.home, s.foe)
        if (s.home, s.foe) != before:  # the screen turns to another pair: the picture before the play
            pr.rest(pre)
            if team != s.team:
                pr.lp_shown.reverse()
            checker.hand_play = []
        _step_and_show(pr, checker, pre, s.state, events)
