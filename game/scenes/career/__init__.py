"""The player-facing career (issue 7): new game, load/save, the loaded menu's screens, campaign,
Free Duel grid, Build Deck, Library and the password shop.

Every screen edits one in-memory ``Career`` (``session.py``) handed to it explicitly; the rules of
what a save gains or may do live in ``game.career`` and are only called from here.
"""
