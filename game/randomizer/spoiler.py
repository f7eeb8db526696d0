"""The spoiler log: what a randomized run changed, in words (written only when asked for)."""

from __future__ import annotations

from game.db.sources import Sources
from game.db.vocab import POOL_NAMES
from game.randomizer.parts import terrain_name

_POOL_WORDS = {"deck": "deck", "sa_pow": "drops (S/A-POW)", "bcd": "drops (B/C/D)", "sa_tec": "drops (S/A-TEC)"}


def spoiler_text(db, src: Sources, result) -> str:
    """Returns the log's text: the checks' figures, then every change by part, sorted."""
    names = {c["id"]: c["name"] for c in src.cards}
    old = {c["id"]: c for c in src.cards}
    ch = result.changes
    base_starter = _base_starter(db) if ch.starter else {}
    out = [f"Spoiler log for {result.code.text} ({result.code.describe()})", f"mod digest {result.digest}", "",
           "Required campaign duels (starter deck, strong AI; wins unrandomized -> randomized):"]
    for c in result.duels:
        note = " (original deck pool kept)" if c.reverted else (f" (deck re-rolled {c.deck_attempt}x)"
                                                                 if c.deck_attempt else "")
        out.append(f"  {db.duelist_names[c.duelist]:<20} {c.base_wins:>3} -> {c.mod_wins:>3} of {c.duels}{note}")
    if result.attempts.shared_off:
        out.append("  stats, fusions, equips and terrain were left out: no roll of them kept the duels winnable")
    elif result.attempts.shared:
        out.append(f"  stats, fusions, equips and terrain re-rolled {result.attempts.shared}x")
    if result.repaired:
        out += ["", "Cards added to drop pools so that every card can be obtained:"]
        out += [f"  {names[c]}" for c in result.repaired]
    if ch.stats:
        out += ["", "Monster ATK/DEF:"]
        out += [f"  {names[c]}: {old[c]['atk']}/{old[c]['def']} -> {a}/{d}" for c, (a, d) in sorted(ch.stats.items())]
    if ch.fusions:
        out += ["", "Fusions:"]
        result_of = {(a, b): r for a, b, r, _g in src.fusions}
        out += [f"  {names[a]} + {names[b]}: {names[result_of[(a, b)]]} -> {names[r]}"
                for (a, b), r in sorted(ch.fusions.items())]
    if ch.equips:
        out += ["", "Equips:"]
        out += [f"  {names[e]} {'now fits' if fits else 'no longer fits'} {names[m]}"
                for (e, m), fits in sorted(ch.equips.items())]
    if ch.pools:
        out += ["", "Pools:"]
        for (d, p), table in sorted(ch.pools.items()):
            gone = sorted(c for c, w in table.items() if w == 0)
            came = sorted(c for c, w in table.items() if w > 0 and src.pools[(d, p)].get(c, 0) == 0)
            words = _POOL_WORDS[POOL_NAMES[p]]
            out.append(f"  {db.duelist_names[d]} {words}: +" + ", +".join(names[c] for c in came)
                       + ("; -" + ", -".join(names[c] for c in gone) if gone else ""))
    if ch.starter:
        out += ["", "New-game (starter) pools:"]
        for pool, table in sorted(ch.starter.items()):
            old_pool = base_starter.get(pool, {})
            came = sorted(c for c in table if c not in old_pool)
            gone = sorted(c for c in old_pool if c not in table)
            out.append(f"  pool {pool} ({db.starter[pool]['label']}): +" + ", +".join(names[c] for c in came)
                       + ("; -" + ", -".join(names[c] for c in gone) if gone else ""))
    if ch.terrain:
        out += ["", "Terrain bonuses:"]
        out += [f"  {terrain_name(t)} {ty}: {v:+d}" for (t, ty), v in sorted(ch.terrain.items())]
    return "\n".join(out) + "\n"


def _base_starter(db) -> dict[int, dict[int, int]]:
    from game.randomizer.parts import base_starter

    return base_starter(db)
