"""Duel-screen speed: frame times while a duel animates, and frames from a press to the picture.

Both run in a fresh interpreter on SDL's dummy drivers. The animated duel is a replay of a
headless fair-vs-fair duel played back at normal speed through the real loop (input, fixed
update, draw, scale and present), so every kind of animation the duel shows is timed. Latency
counts loops from a posted key press until the presented frame differs (target: 1).
"""

from __future__ import annotations

import json
import subprocess
import sys

from game.bench.shell import _env

_PROBE = """
import json, time
import pygame
from game.db import load_carddb
from game.config import defaults
from game.bench.duel import scripted_replay, exodia_replay
from game.app import App, FixedPacer
from game.scenes.duel.session import DuelSession
from game.scenes.duel.scene import DuelScene
from game.scenes.duel.setup import DuelSetup
db = load_carddb({data!r})
rf = scripted_replay(db)
cfg = defaults()
app = App(db, cfg, pacer=FixedPacer(), first_scene=lambda: DuelScene(session=DuelSession.from_replay(db, rf), replay=True))
app.start()
times = []
seqs = []
cpu = []
for i in range({frames}):
    t = time.perf_counter()
    c = time.thread_time()
    app.loop_once()
    times.append((time.perf_counter() - t) * 1000)
    cpu.append((time.thread_time() - c) * 1000)
    top = app.stack.top
    if not isinstance(top, DuelScene):
        break
    seqs.append(top.sequence_name())
def timed_pass(replay, frames, each=None):  # a replay on a new duel scene: (wall ms, CPU ms, sequence) a frame
    app.stack.replace(DuelScene(session=DuelSession.from_replay(db, replay), replay=True))
    out = ([], [], [])
    for i in range(frames):
        top = app.stack.top
        if each is not None and isinstance(top, DuelScene):
            each(top)
        t = time.perf_counter()
        c = time.thread_time()
        app.loop_once()
        out[0].append((time.perf_counter() - t) * 1000)
        out[1].append((time.thread_time() - c) * 1000)
        top = app.stack.top
        if not isinstance(top, DuelScene):
            break
        out[2].append(top.sequence_name())
    return out
def square(top):
    if getattr(top, "play", None) is not None:
        top.play.presenter.cutin_next = True  # what a Square confirmation sets
cut_times, cut_cpu, cut_seqs = timed_pass(rf, {frames} // 2, square)  # every attack through Square's cut-in
ex_times, ex_cpu, ex_seqs = timed_pass(exodia_replay(db), {frames})  # won by Exodia's fifth piece (issue 23)
setup = DuelSetup(deck0=rf.log.deck0, opponent=2, ai_level="random", seed=5, record=False)
app.stack.replace(DuelScene(setup))
for _ in range(600):
    app.loop_once()
    top = app.stack.top
    if app.stack.fade is None and not top.busy:
        break
lat = []
for key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN) * 3:
    for _ in range(3):
        app.loop_once()
    before = pygame.image.tobytes(pygame.display.get_surface(), "RGB")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    n = 0
    while n < 30:
        app.loop_once()
        n += 1
        if pygame.image.tobytes(pygame.display.get_surface(), "RGB") != before:
            break
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.loop_once()
    lat.append(n)
app.shutdown()
print(json.dumps({{"times": times, "latency": lat, "actions": len(rf.log.actions), "seqs": seqs, "cpu": cpu,
                  "cut_times": cut_times, "cut_cpu": cut_cpu, "cut_seqs": cut_seqs,
                  "ex_times": ex_times, "ex_cpu": ex_cpu, "ex_seqs": ex_seqs}}))
"""



def scripted_replay(db):
    """Returns the benchmarks' duel: a headless fair-vs-fair duel, recorded as a replay file.

    Shared by the duel-frame and memory benchmarks so both time the same animations.
    """
    from game.ai import make_agent, view_for
    from game.replays import ReplayFile
    from game.rules import legal_actions, step
    from game.rules.replay import ReplayLog
    from game.rules.setup import setup_duel

    deck = [c for c in range(1, 200) if db.is_monster(c)][:34] + [301, 315, 337, 343, 685, 686]
    agents = [make_agent("fair", 1, seed=1, db=db), make_agent("fair", 2, seed=2, db=db)]
    state, _ = setup_duel(db, deck, None, opponent=2, rng_seed=11)
    actions: list[int] = []
    while not state.over and len(actions) < 400:
        agent = agents[state.active]
        a = agent.act(db, view_for(agent, state, state.active), legal_actions(db, state))
        state, _ = step(db, state, a)
        actions.append(a)
    return ReplayFile(log=ReplayLog(deck0=tuple(deck), deck1=None, opponent=2, seed=11, actions=tuple(actions)))

def exodia_replay(db):
    """Returns a duel the player wins by drawing Exodia's fifth piece (the gallery's Exodia decks, in
    draw order): the player sets its two other monsters and ends its turns, the opponent is the
    gallery's scripted one. The bench times the Exodia sequence on it."""
    from game.db.vocab import Kind
    from game.gallery.script import EXODIA_OPPONENT, EXODIA_PLAYER, ScriptedOpponent
    from game.replays import ReplayFile
    from game.rules import actions as A
    from game.rules import legal_actions, step
    from game.rules.replay import ReplayLog
    from game.rules.setup import setup_duel
    from game.rules.state import Decision

    state, _ = setup_duel(db, EXODIA_PLAYER, EXODIA_OPPONENT, opponent=1, rng_seed=3, shuffle=False)
    opponent = ScriptedOpponent()
    actions: list[int] = []
    while not state.over and len(actions) < 200:
        legal = legal_actions(db, state)
        if state.active == 1:
            a = opponent.act(db, state, legal)
        elif state.pending == Decision.PICK_HAND:
            hand = state.sides[0].hand
            plain = [i for i, c in enumerate(hand) if db.kind[c] == Kind.MONSTER and c not in EXODIA_PIECES]
            a = A.PLAY_CARD + plain[0] if plain and A.PLAY_CARD + plain[0] in legal else A.END_TURN
            a = a if a in legal else legal[0]
        else:
            a = A.END_TURN if A.END_TURN in legal else legal[0]
        state, _ = step(db, state, a)
        actions.append(a)
    assert state.over and state.winner == 0, "the bench's Exodia duel must end in the player's Exodia win"
    return ReplayFile(log=ReplayLog(deck0=tuple(EXODIA_PLAYER), deck1=tuple(EXODIA_OPPONENT), opponent=1, seed=3,
                                    actions=tuple(actions)), shuffle=False)


EXODIA_PIECES = frozenset(range(17, 22))  # Exodia the Forbidden One and its four limbs


def measure(data_dir=None, frames: int = 3000) -> dict[str, float]:
    """Returns duel frame-time percentiles (ms) and press-to-picture latency (frames)."""
    from game.db import default_data_dir

    data = str(data_dir or default_data_dir())
    out = subprocess.run([sys.executable, "-c", _PROBE.format(data=data, frames=frames)], capture_output=True,
                         text=True, check=True, env=_env())
    res = json.loads(out.stdout.strip().splitlines()[-1])
    times = sorted(res["times"][60:])  # after the opening fade-in and first-use caches
    out = {"duel_frame_ms_p50": round(times[len(times) // 2], 3),
           "duel_frame_ms_p99": round(times[max(0, int(len(times) * 0.99) - 1)], 3),
           "input_latency_frames": max(res["latency"])}
    out.update(_by_sequence(res["times"], res.get("seqs", [])))
    out.update(_by_sequence(res.get("cpu", []), res.get("seqs", []), "cpu_ms"))
    for unit, key in (("ms", "cut_times"), ("cpu_ms", "cut_cpu")):  # the cut-in pass (issue 23)
        out.update(_by_sequence(res.get(key, []), res.get("cut_seqs", []), unit, ("cutin",)))
    for unit, key in (("ms", "ex_times"), ("cpu_ms", "ex_cpu")):  # the Exodia pass (issue 23)
        out.update(_by_sequence(res.get(key, []), res.get("ex_seqs", []), unit, ("exodia",)))
    return out


def _by_sequence(times: list[float], seqs: list, unit: str = "ms",
                 names: tuple[str, ...] = ("swoop", "turn_orbit", "battle")) -> dict[str, float]:
    """Returns p50/p99 frame times while the 3-D camera moves and battles play (swoop, turn orbit, battle).

    The first 60 frames (fade-in, first-use caches) are left out like the overall figures. With
    unit "cpu_ms" the times are the loop thread's CPU time, which a busy shared machine's
    scheduling does not inflate (wall-clock p99 there mostly measures the other processes).
    """
    out: dict[str, float] = {}
    for name in names:
        ts = sorted(t for i, (t, s) in enumerate(zip(times, seqs)) if s == name and i >= 60)
        if ts:
            if unit == "ms":
                out[f"duel_{name}_frames"] = len(ts)
            out[f"duel_{name}_{unit}_p50"] = round(ts[len(ts) // 2], 3)
            out[f"duel_{name}_{unit}_p99"] = round(ts[max(0, int(len(ts) * 0.99) - 1)], 3)
    return out
