"""The network screen tests use the two-pad app fixture of the 2P/Tag screen tests."""

from tag.conftest import two_pads  # noqa: F401
