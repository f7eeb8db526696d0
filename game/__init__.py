"""fmduel: a re-creation of the Forbidden Memories card duel.

Sub-packages: ``db`` (the card database compiled from data/), ``rules`` (the headless duel engine)
and the presentation modules. Nothing here does work at import time.
"""

__version__ = "0.1.0"
