"""``fmduel gallery``: every screen and every duel sequence rendered headless to PNGs and an index.html.

The tour (``tour``) drives a real App with scripted presses and fixed decks, so the same seed gives
the same pictures; ``sequences`` names the motion on screen and keeps its frames for the contact
sheets; ``page`` writes the PNGs, the sheets, a manifest and the index.
"""
