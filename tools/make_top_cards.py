"""Writes data/top_cards.txt: the monsters a player sees most, the ones that get a bespoke picture.

    python -m tools.make_top_cards           # rewrite data/top_cards.txt
    python -m tools.make_top_cards --check   # exit 1 if the committed list is out of date

The list is computed from the game's own tables so it follows the data, not anyone's memory:

* seen in duels: every duelist's deck pool (pools.txt 'deck'), each weight out of 2048, summed
  over the 39 duelists (the campaign meets each of them; a card in many decks is seen often);
* owned: the new-game pools (starter_pools.yaml), weight x draws / 2048 = expected copies dealt;
* won: the three drop pools (sa_pow, bcd, sa_tec) at half weight (a drop is one card a duel);
* made: each retail fusion adds the product of its two materials' duel+owned scores to its result
  (the fusions a player can actually make out of what they hold and face), scaled so the most
  made result scores like the most seen deck card.

Always on the list, first, in this order: the cards issue 24 names, the five Exodia pieces and every
monster README.md names (the title screen shows no cards since it became the hieroglyph wall). The rest follow by score (ties by
id). Only monsters are listed: magic, trap, equip and field pictures already draw what they do.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
OUT_NAME = "top_cards.txt"
TOP = 150
# The famous cards the issue names (by card name, checked against cards.yaml).
NAMED = (
    "Dark Magician", "Blue-eyes White Dragon", "Blue-eyes Ultimate Dragon", "Red-eyes B. Dragon",
    "Summoned Skull", "Celtic Guardian", "Time Wizard", "Thousand Dragon", "Gaia the Fierce Knight",
    "Kuriboh", "Mystical Elf", "Harpie Lady", "Twin-headed Thunder Dragon", "Meteor B. Dragon",
    "B. Skull Dragon", "Dark Elf", "Mystical Sand", "Crab Turtle", "Cosmo Queen",
)
EXODIA = (17, 18, 19, 20, 21)


def _cards(data: Path) -> dict[int, dict]:
    return {r["id"]: r for r in yaml.safe_load((data / "cards.yaml").read_text(encoding="utf-8"))["cards"]}


def _rows(path: Path):
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            yield line.split()


def scores(data: Path) -> dict[int, float]:
    """Returns each card's seen+owned+won+made score (see the module docstring)."""
    seen: dict[int, float] = defaultdict(float)
    won: dict[int, float] = defaultdict(float)
    for _duelist, pool, card, weight in _rows(data / "pools.txt"):
        if pool == "deck":
            seen[int(card)] += int(weight) / 2048
        else:
            won[int(card)] += int(weight) / 2048 / 2
    owned: dict[int, float] = defaultdict(float)
    for pool in yaml.safe_load((data / "starter_pools.yaml").read_text(encoding="utf-8"))["pools"]:
        for member in pool["cards"]:
            owned[int(member["card"])] += member["weight"] * pool["draws"] / 2048
    held = {c: seen.get(c, 0) + owned.get(c, 0) for c in set(seen) | set(owned)}
    made: dict[int, float] = defaultdict(float)
    for a, b, result, source in _rows(data / "fusions.txt"):
        if source == "retail":
            made[int(result)] += held.get(int(a), 0) * held.get(int(b), 0)
    scale = max(seen.values()) / max(made.values()) if made else 0
    out: dict[int, float] = defaultdict(float)
    for table, k in ((seen, 1.0), (owned, 1.0), (won, 1.0), (made, scale)):
        for card, v in table.items():
            out[card] += v * k
    return out


def readme_monsters(readme: Path, cards: dict[int, dict]) -> list[int]:
    """Returns the monsters README.md names (whole names, as written), by first mention."""
    text = readme.read_text(encoding="utf-8")
    hits = []
    for cid, r in cards.items():
        if r["kind"] != "monster":
            continue
        m = re.search(r"(?<![\w-])" + re.escape(r["name"]) + r"(?![\w-])", text)
        if m:
            hits.append((m.start(), cid))
    return [cid for _, cid in sorted(hits)]


def top_cards(data: Path = ROOT / "data", readme: Path = ROOT / "README.md", n: int = TOP) -> list[tuple[int, str]]:
    """Returns [(card id, why)] of the n most-seen monsters, the always-listed ones first."""
    cards = _cards(data)
    by_name = {r["name"]: cid for cid, r in cards.items()}
    missing = [name for name in NAMED if name not in by_name]
    if missing:
        raise SystemExit(f"make_top_cards: {data / 'cards.yaml'}: no card named {missing[0]!r}")
    forced: list[tuple[int, str]] = [(by_name[name], "named in issue 24") for name in NAMED]
    forced += [(c, "Exodia piece") for c in EXODIA]
    forced += [(c, "README") for c in readme_monsters(readme, cards)]
    out: list[tuple[int, str]] = []
    seen: set[int] = set()
    for cid, why in forced:
        if cards[cid]["kind"] == "monster" and cid not in seen:
            out.append((cid, why))
            seen.add(cid)
    score = scores(data)
    ranked = sorted((c for c in cards if cards[c]["kind"] == "monster" and c not in seen),
                    key=lambda c: (-score.get(c, 0), c))
    for cid in ranked[: max(0, n - len(out))]:
        out.append((cid, f"score {score.get(cid, 0):.3f}"))
    return out


def build_text(data: Path = ROOT / "data", readme: Path = ROOT / "README.md") -> str:
    """Returns the text of data/top_cards.txt."""
    cards = _cards(data)
    lines = [
        "# Generated by tools/make_top_cards.py from data/ and README.md - do not edit; re-run the tool.",
        f"# The {TOP} monsters a player sees most (duel decks, new-game pools, drops, fusions made),",
        "# after the always-listed ones (issue 24's famous cards, Exodia, README).",
        "# rank card  name  (why)",
    ]
    for rank, (cid, why) in enumerate(top_cards(data, readme), 1):
        lines.append(f"{rank} {cid}  {cards[cid]['name']}  ({why})")
    return "\n".join(lines) + "\n"


def read_top(data: Path = ROOT / "data") -> list[int]:
    """Returns the card ids of the committed list, by rank."""
    return [int(row[1]) for row in _rows(data / OUT_NAME)]


def main(argv: list[str] | None = None) -> int:
    """Writes (or with --check compares) data/top_cards.txt; returns the exit code."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT / "data")
    ap.add_argument("--check", action="store_true", help="compare with the committed file instead of writing")
    args = ap.parse_args(argv)
    text = build_text(args.data)
    target = args.data / OUT_NAME
    if args.check:
        same = target.is_file() and target.read_text(encoding="utf-8") == text
        if not same:
            print(f"{target}: stale: run python -m tools.make_top_cards", file=sys.stderr)
        return 0 if same else 1
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
