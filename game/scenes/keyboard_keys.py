"""The on-screen keyboard's layouts (game.scenes.career.keyboard draws them): what a screen that opens the
keyboard picks from, without importing the keyboard's screen.

``NAME_KEYS`` is the name entry's grid as the player knows it; ``ADDRESS_KEYS`` is for a host or
server address with its port: digits, '.', ':' and the brackets of IPv6 on the first row, then the
lower-case letters and '-' of host names.
"""

from __future__ import annotations

NAME_KEYS = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ-.!?", "abcdefghij", "klmnopqrst", "uvwxyz'&+ ",
             "0123456789")
ADDRESS_KEYS = ("0123456789.:[]", "abcdefghijklm-", "nopqrstuvwxyz_")
DEL, END = "DEL", "END"


def grid_of(rows: tuple[str, ...]) -> list[list[str]]:
    """Returns a layout's key grid: its rows, then DEL and END sharing the last row."""
    width = len(rows[0])
    if any(len(r) != width for r in rows):
        raise ValueError("every row of a keyboard layout has the same number of keys")
    half = width // 2
    return [list(r) for r in rows] + [[DEL] * half + [END] * (width - half)]
