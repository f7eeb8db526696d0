"""The gallery's practice-mode stop: Free Duels against the real retail and strong AIs with practice mode on.

The player's side plays its first card and ends each turn; the pictures are taken on the player's turn once
the computer's last play was a fusion chain or an attack, so the panel shows a reason with numbers in it (or, a
few turns in, whatever it did last: the retail script ends many turns by putting its monsters in defence).
"""

from __future__ import annotations

from game.input_bindings import Button as B

DUEL = "Duel"
_WORTH = ("strategy A", "strategy B", "safe attack", "blind attack", "direct attack", "lethal attack")
_WORTH_STRONG = ("attack plan", "face-down attack", "direct attack", "lethal attack")  # its attack search


def practice_tour(d, seed: int) -> None:
    """Shoots the launcher's practice row, the practice panel (retail, then strong) and the pause menu's toggle."""
    from game.scenes.duel.pause import PRACTICE, DuelPauseScene

    scene = _practice_duel(d, seed, "retail", _WORTH, launcher_shot=True)
    d.shot("duel-practice", DUEL, "Practice mode: the computer's hand, the window it reads and why it played")
    d.push(DuelPauseScene(scene), loops=10)
    pause = d.top
    pause.cursor.index = pause.entries.index(PRACTICE)
    d.run(2)
    d.shot("duel-pause-practice", DUEL, "Pause menu in practice mode: the practice view's toggle")
    d.tap(B.CIRCLE)
    _practice_duel(d, seed, "strong", _WORTH_STRONG)
    d.shot("duel-practice-strong", DUEL, "Practice mode against the strong AI: the reason its own search gives")


def _practice_duel(d, seed: int, level: str, worth: tuple[str, ...], launcher_shot: bool = False,
                   opponent: int = 7):
    """Starts a practice Free Duel at ``level`` and plays the player's side until the computer's last play
    has a reason worth a picture; returns the duel scene."""
    from game.rules.state import Phase
    from game.scenes.duel.launcher import FreeDuelScene
    from game.scenes.duel.practice import last_play
    from game.scenes.duel.scene import DuelScene

    d.clear_to(FreeDuelScene(opponent=opponent, ai_level=level, seed=seed % 100_000, practice=True, record=False))
    d.idle()
    if launcher_shot:
        d.tap(B.DOWN, B.DOWN)
        d.shot("duel-launcher-practice", DUEL, "Free Duel set-up: practice mode on")
        d.tap(B.UP, B.UP)
    d.tap(B.CROSS, settle=False)
    d.until(lambda: isinstance(d.top, DuelScene))
    scene = d.top
    d.idle()
    for _ in range(400):
        state = scene.session.state
        why = last_play(scene.session.reasons)
        if state.over or d.top is not scene:
            break
        if state.active == 0 and why is not None and state.turn > 2 and (why.step.value in worth or state.turn > 6):
            break  # a reason with numbers in it; else, a few turns in, whatever the computer did last
        d.tap(B.CROSS if state.phase == Phase.HAND else B.START)
    return scene


class _Working:
    """A run maker that is still working (the gallery makes no run)."""

    def poll(self):
        return None

    def terminate(self) -> None:
        pass

    def communicate(self):
        return "", ""


def randomized_tour(d) -> None:
    """Shoots the main menu's Randomized entry, its code entry and the run being made."""
    from game.scenes.career.menu import start_randomized
    from game.scenes.career.randomized import MakeRunScene

    start_randomized(d.app.ctx)
    d.idle()
    kb = d.top
    kb.text = "FMR2-NKKAAAAAA2Q"
    d.run(2)
    d.shot("randomized-code", "Career", "New game, Randomized: the run's code (empty: a new one)")
    d.clear_to(MakeRunScene("FMR2-NKKAAAAAA2Q", maker=lambda args, env: _Working()))
    d.run(90)
    d.shot("randomized-making", "Career", "New game, Randomized: the run made and proved by play")
    d.tap(B.CIRCLE)
