"""The headless duel engine: pure state, numbered actions, events out, one injected RNG.

Nothing in this package imports pygame or touches a global random generator; the card tables
come in as a ``game.db.CardDB``.
"""
