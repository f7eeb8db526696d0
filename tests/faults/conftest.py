"""Fault tests reuse the shell and duel fixtures as they are, so App set-up and teardown (SDL kept
up for the whole session, pads detached) follow the one pattern every pygame test uses."""

from __future__ import annotations

from duel.conftest import pad_duel  # noqa: F401 - re-exported fixture
from shell.conftest import make_shell, pads  # noqa: F401 - re-exported fixtures
