"""The per-database memo of derived tables, under the name the rules have always imported it by.

It lives in game.db.memo, below both the rules and the database's own describers.
"""

from game.db.memo import derived

__all__ = ["derived"]
