"""The card database as read-only numpy structure-of-arrays, indexed by card id (0 = no card).

``compile_tables`` turns validated Sources into a CardDB once; the rules engine, AI and screens
then read stats with plain indexing (``db.atk[ids]``) and every pair relation with one lookup
(``db.fusion[a, b]``), never with if-chains over card records.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

import numpy as np

from game.db.vocab import (
    AI_PARAM_NAMES,
    ATTRIBUTE_NAMES,
    KIND_NAMES,
    MAGIC_BEHAVIOURS,
    N_DUELISTS,
    N_MONSTER_TYPES,
    POOL_NAMES,
    STAR_NAMES,
    STARTER_POOL_KINDS,
    TABLE_SIZE,
    TERRAIN_NAMES,
    TRAP_KINDS,
    TYPE_NAMES,
    Kind,
    Magic,
)

if TYPE_CHECKING:
    from game.db.sources import Sources

_NO_PASSWORD = -1


@dataclass(frozen=True, slots=True, eq=False)
class CardDB:
    """Every rule table of the game. Arrays are read-only; index 0 of card tables is 'no card'."""

    # cards, shape (723,)
    kind: np.ndarray  # int8, Kind
    type: np.ndarray  # int8, 0-19 monster types, 20-23 Magic/Trap/Ritual/Equip, -1 for id 0
    attribute: np.ndarray  # int8, index into ATTRIBUTE_NAMES, -1 for id 0
    level: np.ndarray  # int8
    atk: np.ndarray  # int16
    def_: np.ndarray  # int16
    star1: np.ndarray  # int8, guardian-star code 1-10, 0 = none
    star2: np.ndarray  # int8
    password: np.ndarray  # int32, -1 = no password
    cost: np.ndarray  # int32, -1 = not for sale
    # relations
    fusion: np.ndarray  # int16 (723, 723), symmetric, 0 = no fusion; includes glitch pairs
    fusion_glitch: np.ndarray  # bool (723, 723): True where fusion[a, b] is a retail glitch pair
    equip_ok: np.ndarray  # bool (723, 723): [equip id, monster id]
    equip_bonus: np.ndarray  # int16 (723,): ATK/DEF bonus of an equip card
    ritual: np.ndarray  # int16 (723, 4): tribute 1-3 and result of a ritual card, 0 elsewhere
    magic: np.ndarray  # int8 (723,): Magic behaviour
    magic_group: np.ndarray  # int8 (723,): the original's effect group 0-13
    magic_param: np.ndarray  # int32 (723,): amount, type code, ATK threshold, change, turns or terrain code
    trap: np.ndarray  # int8 (723,): Trap trigger
    trap_threshold: np.ndarray  # int32 (723,): attack-trap threshold, 0 elsewhere
    terrain_bonus: np.ndarray  # int16 (7, 20): [terrain, monster type] -> ATK/DEF change
    terrain_field_card: np.ndarray  # int16 (7,): field card that sets each terrain (0 for Normal)
    star_beats: np.ndarray  # int8 (11, 11): +1 if star a beats b, -1 if b beats a, else 0
    star_bonus: int
    pools: np.ndarray  # int16 (40, 4, 723): [duelist, Pool, card] -> weight out of 2048
    # rank (R13)
    rank_bands: np.ndarray  # int32 (10, 5, 3): [row, band] -> (min, max or -1 for open, score change)
    rank_base: int
    rank_adjust: dict[str, int]  # lp, deck_out, exodia
    rank_letters: tuple[dict[str, Any], ...]  # min, max, rank, pool, starchips
    # duelists and AI
    duelist_names: tuple[str, ...]
    campaign_order: np.ndarray  # int8 (40,), 0 = not in the campaign order
    home_terrain: np.ndarray  # int8 (40,), -1 = not established
    ai_params: np.ndarray  # int32 (40, len(AI_PARAM_NAMES)); row 0 unused
    ai_lists: dict[str, tuple[tuple[int, int, str], ...]]  # list -> ((card, priority, condition), ...)
    starter: tuple[dict[str, Any], ...]  # pools of R15.13; 'known' lists documented [card, weight] pairs
    names: tuple[str, ...]  # card names, names[0] == ""
    starter_mod: np.ndarray  # int16 (7, 723): a new-game pool a mod replaced whole, its row's weights; 0 = as data/
    mods: dict[str, Any] = field(default_factory=dict)  # ModReport.to_dict() of the mods applied ({} = none)
    data_dir: str = ""  # the data/ it was loaded from (set by load_carddb): the career reads its files there

    def ai_param(self, duelist: int, name: str) -> int:
        """Returns one AI parameter of a duelist by its name in AI_PARAM_NAMES."""
        return int(self.ai_params[duelist, AI_PARAM_NAMES.index(name)])

    def card_id(self, name_or_id: str | int) -> int:
        """Returns the id of a card given by id or exact (case-insensitive) name; raises KeyError."""
        from game.safe_load import brief, signed_int

        # '-5' and '0' are ids too, so every bad id gets the same message however it was written
        ident = name_or_id if isinstance(name_or_id, int) else signed_int(str(name_or_id))
        if ident is not None:
            if 1 <= ident < TABLE_SIZE:
                return ident
            raise KeyError(f"no card with id {brief(ident)} (ids are 1..{TABLE_SIZE - 1})")
        wanted = str(name_or_id).strip().casefold()
        for ident, name in enumerate(self.names):
            if ident and name.casefold() == wanted:
                return ident
        raise KeyError(f"no card named {brief(name_or_id)}")

    def is_monster(self, card: int) -> bool:
        """Returns whether a card id is a monster."""
        return int(self.kind[card]) == Kind.MONSTER


def compile_tables(src: Sources, mods: dict[str, Any] | None = None) -> CardDB:
    """Returns the CardDB built from validated sources (and the report of the mods applied to them)."""
    n = TABLE_SIZE
    kind = np.zeros(n, np.int8)
    ctype = np.full(n, -1, np.int8)
    attribute = np.full(n, -1, np.int8)
    level = np.zeros(n, np.int8)
    atk = np.zeros(n, np.int16)
    def_ = np.zeros(n, np.int16)
    star1 = np.zeros(n, np.int8)
    star2 = np.zeros(n, np.int8)
    password = np.full(n, _NO_PASSWORD, np.int32)
    cost = np.full(n, _NO_PASSWORD, np.int32)
    names = [""] * n
    for c in src.cards:
        i = c["id"]
        names[i] = c["name"]
        kind[i] = KIND_NAMES[c["kind"]]
        ctype[i] = TYPE_NAMES.index(c["type"])
        attribute[i] = ATTRIBUTE_NAMES.index(c["attribute"])
        if kind[i] == Kind.MONSTER:
            level[i], atk[i], def_[i] = c["level"], c["atk"], c["def"]
            star1[i], star2[i] = (STAR_NAMES.index(s) for s in c["stars"])
        if "password" in c:
            password[i], cost[i] = int(c["password"]), c["cost"]

    fusion = np.zeros((n, n), np.int16)
    glitch = np.zeros((n, n), bool)
    for a, b, res, is_glitch in src.fusions:
        fusion[a, b] = fusion[b, a] = res
        glitch[a, b] = glitch[b, a] = is_glitch

    equip_ok = np.zeros((n, n), bool)
    equip_bonus = np.zeros(n, np.int16)
    for rec in src.equips:
        equip_ok[rec["card"], rec["monsters"]] = True
        equip_bonus[rec["card"]] = rec["bonus"]

    ritual = np.zeros((n, 4), np.int16)
    for rec in src.rituals:
        ritual[rec["card"]] = (*rec["tributes"], rec["result"])

    magic = np.zeros(n, np.int8)
    magic_group = np.zeros(n, np.int8)
    magic_param = np.zeros(n, np.int32)
    magic[kind == Kind.EQUIP] = Magic.EQUIP
    magic[kind == Kind.RITUAL] = Magic.RITUAL
    magic_group[kind == Kind.RITUAL] = 12
    for rec in src.magic:
        i = rec["card"]
        magic[i] = MAGIC_BEHAVIOURS[rec["behaviour"]]
        magic_group[i] = rec["group"]
        magic_param[i] = _param_code(rec.get("param"))

    trap = np.zeros(n, np.int8)
    trap_threshold = np.zeros(n, np.int32)
    for rec in src.traps:
        trap[rec["card"]] = TRAP_KINDS[(rec["trigger"], rec["effect"])]
        trap_threshold[rec["card"]] = rec.get("threshold", 0)

    terrain_bonus = np.zeros((len(TERRAIN_NAMES), N_MONSTER_TYPES), np.int16)
    terrain_field_card = np.zeros(len(TERRAIN_NAMES), np.int16)
    for rec in src.terrains:
        terrain_field_card[rec["code"]] = rec.get("field_card", 0)
        for type_name, change in rec["bonuses"].items():
            terrain_bonus[rec["code"], TYPE_NAMES.index(type_name)] = change

    star_beats = np.zeros((len(STAR_NAMES), len(STAR_NAMES)), np.int8)
    for members in src.stars["cycles"].values():
        codes = [STAR_NAMES.index(m) for m in members]
        for k, a in enumerate(codes):
            b = codes[(k + 1) % len(codes)]
            star_beats[a, b], star_beats[b, a] = 1, -1

    pools = np.zeros((N_DUELISTS, len(POOL_NAMES), n), np.int16)
    for (duelist, pool), table in src.pools.items():
        for card, weight in table.items():
            pools[duelist, pool, card] = weight

    rank_bands = np.array([[[b[0], -1 if b[1] is None else b[1], b[2]] for b in row["bands"]]
                           for row in src.rank["rows"]], np.int32)

    campaign_order = np.zeros(N_DUELISTS, np.int8)
    home_terrain = np.full(N_DUELISTS, -1, np.int8)
    ai_params = np.zeros((N_DUELISTS, len(AI_PARAM_NAMES)), np.int32)
    duelist_names = [""] * N_DUELISTS
    for rec in src.duelists:
        d = rec["id"]
        duelist_names[d] = rec["name"]
        campaign_order[d] = rec.get("campaign_order", 0)
        if "home_terrain" in rec:
            home_terrain[d] = TERRAIN_NAMES.index(rec["home_terrain"])
        if "ai" in rec:
            ai = rec["ai"]
            ai_params[d] = (int(ai["sees_hidden"]), ai["window"], ai["low_lp"], ai["low_deck"], ai["combo_depth"],
                            ai["boost_depth"], ai["skill_pct"], ai["blind_pct"], *ai["split_ahead"],
                            *ai["split_weak"], ai.get("home_field_card", 0))

    return _freeze(CardDB(
        kind=kind, type=ctype, attribute=attribute, level=level, atk=atk, def_=def_, star1=star1, star2=star2,
        password=password, cost=cost, fusion=fusion, fusion_glitch=glitch, equip_ok=equip_ok,
        equip_bonus=equip_bonus, ritual=ritual, magic=magic, magic_group=magic_group, magic_param=magic_param,
        trap=trap, trap_threshold=trap_threshold, terrain_bonus=terrain_bonus,
        terrain_field_card=terrain_field_card, star_beats=star_beats, star_bonus=src.stars["bonus"], pools=pools,
        rank_bands=rank_bands, rank_base=src.rank["base"], rank_adjust=dict(src.rank["adjust"]),
        rank_letters=tuple(src.rank["letters"]), duelist_names=tuple(duelist_names), campaign_order=campaign_order,
        home_terrain=home_terrain, ai_params=ai_params,
        ai_lists={k: tuple((r["card"], r["priority"], r.get("condition", "")) for r in v)
                  for k, v in src.ai_lists.items()},
        starter=tuple({**rec, "known": sorted([int(c), int(w)] for c, w in rec.get("known", {}).items())}
                      for rec in src.starter),
        names=tuple(names), starter_mod=_starter_mod(src), mods=dict(mods or {}),
    ))


def to_arrays(db: CardDB) -> dict[str, np.ndarray]:
    """Returns the CardDB as named arrays (plain values travel as one JSON string) for an .npz cache."""
    arrays: dict[str, np.ndarray] = {}
    plain: dict[str, Any] = {}
    for f in fields(db):
        value = getattr(db, f.name)
        if isinstance(value, np.ndarray):
            arrays[f.name] = value
        else:
            plain[f.name] = value
    arrays["_plain"] = np.array(json.dumps(plain))
    return arrays


def from_arrays(arrays: dict[str, np.ndarray]) -> CardDB:
    """Returns a CardDB rebuilt from to_arrays output; raises KeyError/ValueError if it does not fit."""
    plain = json.loads(str(arrays["_plain"]))
    values: dict[str, Any] = {}
    for f in fields(CardDB):
        if f.name in plain:
            values[f.name] = plain[f.name]
        else:
            values[f.name] = np.asarray(arrays[f.name])
    values["names"] = tuple(values["names"])
    values["duelist_names"] = tuple(values["duelist_names"])
    values["rank_letters"] = tuple(values["rank_letters"])
    values["starter"] = tuple(values["starter"])
    values["ai_lists"] = {k: tuple(tuple(x) for x in v) for k, v in values["ai_lists"].items()}
    db = CardDB(**values)
    if db.fusion.shape != (TABLE_SIZE, TABLE_SIZE) or len(db.names) != TABLE_SIZE:
        raise ValueError("cached tables have the wrong shape")
    return _freeze(db)


# ---------------------------------------------------------------- helpers

def _param_code(param: int | str | None) -> int:
    if param is None:
        return 0
    if isinstance(param, int):
        return param
    if param in TYPE_NAMES:
        return TYPE_NAMES.index(param)
    return TERRAIN_NAMES.index(param)


def _starter_mod(src: Sources) -> np.ndarray:
    out = np.zeros((len(STARTER_POOL_KINDS), TABLE_SIZE), np.int16)
    for pool, weights in src.starter_pools.items():
        for card, weight in weights.items():
            out[pool, card] = weight
    return out


def _freeze(db: CardDB) -> CardDB:
    for f in fields(db):
        value = getattr(db, f.name)
        if isinstance(value, np.ndarray):
            value.setflags(write=False)
    return db
