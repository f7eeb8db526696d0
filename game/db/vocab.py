"""Closed vocabularies of the card data, as integer enums the numpy tables are indexed by.

Numbers follow rules.md where it fixes them (monster types 0-19 and kinds 20-23 of R2.3, terrain
codes of R11.1, guardian-star codes 1-10) so that tests and data can quote them.
"""

from __future__ import annotations

from enum import IntEnum

# Every file of data/ the card database is compiled from (their bytes key the compiled cache).
DATA_FILES = ("cards.yaml", "fusions.txt", "equips.yaml", "rituals.yaml", "magic.yaml", "traps.yaml",
              "terrain.yaml", "stars.yaml", "pools.txt", "rank.yaml", "duelists.yaml", "ai_lists.yaml",
              "starter.yaml")
# data/ files read by the career (game.career.campaign, game.career.starter) against the compiled
# tables: the game hands load_carddb their checks (game.career.checks), so a broken one fails at
# start-up and in check-data; their bytes key the cache too.
LOAD_CHECKED_FILES = ("campaign.yaml", "starter_pools.yaml")
N_CARDS = 722
TABLE_SIZE = N_CARDS + 1  # index 0 means "no card" so lookups never branch
N_DUELISTS = 40  # ids 0-39; 0 is an unused copy of 1

TYPE_NAMES = (
    "Dragon", "Spellcaster", "Zombie", "Warrior", "Beast-Warrior", "Beast", "Winged Beast", "Fiend",
    "Fairy", "Insect", "Dinosaur", "Reptile", "Fish", "Sea Serpent", "Machine", "Thunder", "Aqua",
    "Pyro", "Rock", "Plant", "Magic", "Trap", "Ritual", "Equip",
)
N_MONSTER_TYPES = 20
ATTRIBUTE_NAMES = ("Light", "Dark", "Earth", "Water", "Fire", "Wind", "Magic", "Trap")
STAR_NAMES = ("", "Mars", "Jupiter", "Saturn", "Uranus", "Pluto", "Neptune", "Mercury", "Sun", "Moon", "Venus")
TERRAIN_NAMES = ("Normal", "Forest", "Wasteland", "Mountain", "Sogen", "Umi", "Yami")
POOL_NAMES = ("deck", "sa_pow", "bcd", "sa_tec")
POOL_TOTAL = 2048


class Kind(IntEnum):
    """What a card is; decides which rules apply to it."""

    NONE = 0
    MONSTER = 1
    MAGIC = 2
    FIELD = 3
    EQUIP = 4
    RITUAL = 5
    TRAP = 6


# the new-game pools of R15.13 in draw order: the kind of card each holds; the deal walks ids 1-720 (R15.14)
STARTER_POOL_KINDS = (Kind.MONSTER,) * 4 + (Kind.MAGIC, Kind.FIELD, Kind.EQUIP)
STARTER_LAST_ID = 720
# the Exodia pieces (game.rules.state.EXODIA, equal by test): one copy a deck (R3.6), so never in a new-game
# pool, whose deal allows three
EXODIA_PIECES = (17, 18, 19, 20, 21)

KIND_NAMES = {"monster": Kind.MONSTER, "magic": Kind.MAGIC, "field": Kind.FIELD, "equip": Kind.EQUIP,
              "ritual": Kind.RITUAL, "trap": Kind.TRAP}


class Terrain(IntEnum):
    """Terrain codes of R11.1."""

    NORMAL = 0
    FOREST = 1
    WASTELAND = 2
    MOUNTAIN = 3
    SOGEN = 4
    UMI = 5
    YAMI = 6


class Pool(IntEnum):
    """Index of a duelist's weighted pool (R3.8, R13.11)."""

    DECK = 0
    SA_POW = 1
    BCD = 2
    SA_TEC = 3


class Magic(IntEnum):
    """Behaviour of a magic, field, equip or ritual card when used (R7.1)."""

    NONE = 0
    FIELD = 1
    HEAL = 2
    BURN = 3
    DESTROY_TYPE = 4
    DESTROY_ATK_AT_LEAST = 5
    DESTROY_ALL_OPPONENT = 6
    DESTROY_ALL_BOTH = 7
    STOP_DEFENSE = 8
    REVEAL = 9
    WEAKEN = 10
    SWORDS = 11
    CURSEBREAKER = 12
    DUSTER = 13
    RITUAL = 14
    EQUIP = 15


MAGIC_BEHAVIOURS = {
    "field": Magic.FIELD, "heal": Magic.HEAL, "burn": Magic.BURN,
    "destroy_opponent_monsters_of_type": Magic.DESTROY_TYPE,
    "destroy_opponent_monsters_atk_at_least": Magic.DESTROY_ATK_AT_LEAST,
    "destroy_all_opponent_monsters": Magic.DESTROY_ALL_OPPONENT,
    "destroy_all_monsters_both_sides": Magic.DESTROY_ALL_BOTH,
    "switch_opponent_defender_to_attack": Magic.STOP_DEFENSE,
    "reveal_face_down_monsters": Magic.REVEAL,
    "weaken_opponent_monsters": Magic.WEAKEN,
    "opponent_cannot_attack_turns": Magic.SWORDS,
    "cancel_level_reductions_on_own_monsters": Magic.CURSEBREAKER,
    "destroy_opponent_magic_and_traps": Magic.DUSTER,
}


class Trap(IntEnum):
    """What fires a trap (R8)."""

    NONE = 0
    ATTACK = 1  # destroys an attacker whose ATK is at or below the threshold
    DECOY = 2  # Fake Trap: the attack fallback and the Duster decoy
    BURN = 3  # Goblin Fan
    HEAL = 4  # Bad Reaction to Simochi
    POWER_UP = 5  # Reverse Trap


TRAP_KINDS = {
    ("monster_attacks", "destroy_attacker"): Trap.ATTACK,
    ("monster_attacks", "decoy_no_effect"): Trap.DECOY,
    ("opponent_plays_burn_magic", "reflect_burn_damage_to_caster"): Trap.BURN,
    ("opponent_plays_heal_magic", "heal_becomes_damage"): Trap.HEAL,
    ("opponent_plays_power_up", "power_up_becomes_power_down"): Trap.POWER_UP,
}

AI_PARAM_NAMES = ("sees_hidden", "window", "low_lp", "low_deck", "combo_depth", "boost_depth", "skill_pct",
                  "blind_pct", "ahead_a", "ahead_b", "ahead_c", "weak_a", "weak_b", "weak_c", "home_field_card")
