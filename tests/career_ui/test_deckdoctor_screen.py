"""The deck doctor from Build Deck, by the pad: choose, cancel, watch progress, read the charts, accept."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from support.saves import starter_cards

from game.career.model import new_save
from game.scenes.career.deckdoctor import CHANGES, CHOOSE, RESULT, WORK, DeckDoctorScene
from game.scenes.career.deckedit import DeckEditScene
from game.scenes.career.kit import AskScene


def _starter_save(db):
    """A starter deck with two more starter deals in the trunk, Seto met: a realistic patient."""
    deck, extra = starter_cards(db)
    trunk = [0] * 723
    for card, n in extra.items():
        trunk[card] = n
    return replace(new_save("JOEY", 77, deck), trunk=tuple(trunk), unlocked=frozenset({7}))


def test_deck_doctor_by_the_pad_cancels_explains_and_saves_only_when_accepted(game, saves, db):
    career = game.open_slot(_starter_save(db), "Build Deck")
    before = career.save
    game.tap("square", *["down"] * 6, "cross")  # Deck doctor...
    doctor = game.top
    assert isinstance(doctor, DeckDoctorScene) and doctor.page == CHOOSE
    doctor.duels = 24  # a short verdict for the test (1,000 in play)
    game.tap("right")  # Every duelist -> Seto (met)
    assert doctor.opponents[doctor.choice] == 7
    game.shot("career-deck-doctor-choose")

    game.tap("cross")
    assert doctor.page == WORK
    game.run(5)
    game.shot("career-deck-doctor-work")
    assert doctor.progress is not None
    game.tap("circle")  # cancel: back to the choice, nothing changed
    assert doctor.page == CHOOSE and career.save == before

    game.tap("cross")
    seen = set()
    for _ in range(8000):
        game.run(1)
        if doctor.progress:
            seen.add(doctor.progress.phase)
        if doctor.page == RESULT:
            break
    assert doctor.page == RESULT and {"opponent", "search", "explain", "verdict"} <= seen
    report = doctor.report
    assert 0 < report.verdict.duels <= 24 and report.added and career.save == before
    game.shot("career-deck-doctor-result")
    game.tap("triangle")
    assert doctor.page == CHANGES
    game.shot("career-deck-doctor-changes")
    game.tap("triangle")
    assert doctor.page == RESULT

    game.tap("cross")  # accept: stored as a named deck, then asked whether to use it
    assert isinstance(game.top, AskScene)
    assert career.save.named_deck("Doctor vs Seto") == report.suggested and career.save.deck == before.deck
    game.tap("cross")  # Use it now
    assert isinstance(game.top, DeckEditScene)
    assert sorted(career.save.deck) == sorted(report.suggested)
    assert Counter(career.save.deck) + Counter({c: n for c, n in enumerate(career.save.trunk) if n}) == \
        Counter(before.deck) + Counter({c: n for c, n in enumerate(before.trunk) if n})  # no card gained or lost


def test_deck_doctor_on_a_deck_it_cannot_better_says_so_at_once_and_plays_no_duels(game, saves, db):
    """Issue 23: on a new save the doctor played 2 x 1,000 duels of one deck against itself only to say the
    deck was already the best; the chart hid one line behind the other; "x Start" read like the Start
    button; magic and traps were dropped without a word."""
    import pygame
    from support.saves import DECK

    from game.scenes.career.deckdoctor import CURRENT, CURVE, LEFT_OUT, SAME_DECK

    career = game.open_slot(new_save("JOEY", 77, DECK), "Build Deck")  # the 40 cards it owns are its deck
    game.tap("square", *["down"] * 6, "cross")  # Deck doctor...
    doctor = game.top
    assert isinstance(doctor, DeckDoctorScene) and doctor.page == CHOOSE
    words = game.words()
    assert "Examine" in words and "Start" not in words  # the label names what the Cross button does
    assert LEFT_OUT in words
    game.tap("start")  # the Start button works too
    assert doctor.page == WORK and "Cancel" in game.words()
    seen = set()
    for _ in range(20000):
        game.run(1)
        if doctor.progress:
            seen.add(doctor.progress.phase)
        if doctor.page == RESULT:
            break
    assert doctor.page == RESULT and "verdict" not in seen  # no duels of a deck against itself
    report = doctor.report
    assert report.unchanged and report.verdict is None and not report.added and doctor.duels is None
    words = game.words()
    assert " ".join(SAME_DECK) in words and LEFT_OUT in words
    game.shot("career-deck-doctor-same-deck")
    chart = pygame.surfarray.array3d(game.app.canvas)[40:150, 36:130]  # the line chart's plot area
    colours = {tuple(int(v) for v in px) for px in chart.reshape(-1, 3)}
    assert tuple(CURVE) in colours and tuple(CURRENT) in colours  # both lines show, though they coincide
    game.tap("circle")
    assert isinstance(game.top, DeckEditScene) and career.save.deck == new_save("JOEY", 77, DECK).deck
