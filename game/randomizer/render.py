"""Writes a run's changes as a mod file, byte for byte the same on any machine.

The YAML is written by hand, not by a YAML library: every number is an integer, every list is sorted,
every name is quoted the same way, so neither a library version nor dict order can change one byte.
"""

from __future__ import annotations

from game.db.vocab import POOL_NAMES
from game.randomizer.code import SeedCode
from game.randomizer.parts import Changes, terrain_name


def mod_text(code: SeedCode, changes: Changes, notes: list[str]) -> bytes:
    """Returns the mod file's bytes."""
    out = [f"# fmduel randomizer {code.text} ({code.describe()})",
           "# Made by `fmduel randomize`; the same code makes this file again, byte for byte.",
           *(f"# {n}" for n in notes),
           f'name: "Randomized {code.text}"']
    if changes.stats:
        out.append("cards:")
        out += [f"  - {{card: {c}, atk: {a}, def: {d}}}" for c, (a, d) in sorted(changes.stats.items())]
    if changes.fusions:
        out.append("fusions:")
        out += [f"  - {{a: {a}, b: {b}, result: {r}}}" for (a, b), r in sorted(changes.fusions.items())]
    if changes.equips:
        out.append("equips:")
        out += [f"  - {{equip: {e}, monster: {m}" + ("}" if fits else ", remove: true}")
                for (e, m), fits in sorted(changes.equips.items())]
    if changes.pools:
        out.append("pools:")
        for (d, p), table in sorted(changes.pools.items()):
            weights = ", ".join(f"{c}: {w}" for c, w in sorted(table.items()))
            out.append(f"  - {{duelist: {d}, pool: {POOL_NAMES[p]}, weights: {{{weights}}}}}")
    if changes.terrain:
        out.append("terrain:")
        out += [f'  - {{terrain: {terrain_name(t)}, type: "{ty}", change: {v}}}'
                for (t, ty), v in sorted(changes.terrain.items())]
    if changes.starter:
        out.append("starter:")
        for pool, table in sorted(changes.starter.items()):
            weights = ", ".join(f"{c}: {w}" for c, w in sorted(table.items()))
            out.append(f"  - {{pool: {pool}, weights: {{{weights}}}}}")
    return ("\n".join(out) + "\n").encode("utf-8")
