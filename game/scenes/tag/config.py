"""The line-up and options of a tag session (§17, R17.4), shared by the setup screen and the duel.

The default line-up is R17.4's: human 1A with a computer partner 1B against computers 2A and 2B.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.rules.state import RuleOptions

WHO = ("Human P1", "Human P2", "Human P3", "Human P4", "CPU retail", "CPU fair", "CPU strong", "CPU random")


@dataclass
class TagSeat:
    """One seat: ``who`` is an index into WHO; ``duelist`` the deck pool (and AI params)."""

    who: int
    duelist: int

    @property
    def human(self) -> bool:
        """Returns whether a person plays this seat."""
        return self.who < 4

    @property
    def player(self) -> int:
        """Returns the input player index (0-3) of a human seat."""
        return self.who

    @property
    def level(self) -> str:
        """Returns the AI level of a computer seat."""
        return WHO[self.who].split()[1] if not self.human else ""

    def label(self) -> str:
        """Returns "Human P1" or "CPU strong"."""
        return WHO[self.who]


@dataclass
class TagConfig:
    """The line-up and options of a tag session, indexed by seat (0 1A, 1 2A, 2 1B, 3 2B)."""

    seats: list[TagSeat] = field(default_factory=lambda: [TagSeat(0, 38), TagSeat(4, 20), TagSeat(5, 15),
                                                          TagSeat(4, 7)])
    random_first: bool = False
    per_team_terrain: bool = False
    private: bool = True
    team_traps: bool = False  # D-33 variant: a set trap answers any attack on its owner's team
    partner_cards: bool = False  # §17.4 variant: fuse or equip onto the partner's monster
    wins: list[int] = field(default_factory=lambda: [0, 0])

    def rule_options(self, base: RuleOptions) -> RuleOptions:
        """Returns the engine's options for a duel of this session: the settings' plus the tag variants."""
        return replace(base, tag_team_traps=self.team_traps, tag_partner_cards=self.partner_cards)
