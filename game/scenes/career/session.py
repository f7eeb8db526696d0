"""The loaded game as the screens share it: the save in memory, its slot, and how duels start.

Nothing is written to disk unless the player saves (R1.5), or the save's autosave option is on
(D-02, on for a new career; "classic" turns it off): then each campaign win outside the finale is
written to the career's slot, never a loss (R15.3). ``last_saved`` is what the slot holds, so Game
Over can say what returning to the title would lose. ``duel_runner`` is the one seam tests use:
it replaces the real duel scene with anything that ends by calling ``on_end(result)``, so the
menus around a duel are still driven by the pad.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.career import collection
from game.career.model import RECORD_CAP, SaveData
from game.career.relief import relief_on
from game.scenes.nav import Screen

DuelRunner = Callable[[Any, Any, Callable[[Any], None]], None]  # (ctx, DuelSetup, on_end)


@dataclass
class Career:
    """One loaded career: ``save`` is replaced (never mutated) by every change."""

    save: SaveData
    slot: int = 0  # 0 = never saved
    base: Path | None = None  # saves directory (None = the user's data dir)
    dirty: bool = False
    duel_runner: DuelRunner | None = None
    campaign: Any = None  # game.career.campaign.Campaign, loaded on first use
    notes: list[str] = field(default_factory=list)
    last_saved: SaveData | None = None  # what the slot file holds (None = never saved)

    def __post_init__(self) -> None:
        if self.last_saved is None and self.slot and not self.dirty:
            self.last_saved = self.save

    def update(self, save: SaveData) -> None:
        """Replaces the save in memory and marks it unsaved."""
        if save != self.save:
            self.save, self.dirty = save, True

    def story(self, db):
        """Returns the campaign data, loading and validating it on first use."""
        if self.campaign is None:
            from game.career.campaign import load_campaign

            self.campaign = load_campaign(db)
        return self.campaign

    def write(self, slot: int | None = None) -> Path:
        """Saves to a slot (the current one by default) and returns the file; raises SaveError."""
        from game.career.save import save_slot

        slot = slot or self.slot
        path = save_slot(self.save, slot, self.base)
        self.slot, self.dirty, self.last_saved = slot, False, self.save
        return path

    def apply_result(self, result, *, campaign: bool) -> tuple[int, int, bool]:
        """Applies a duel result to the save in R13.1 order; returns (starchips gained, card, card added).

        A win adds the rank's starchips (R13.10), the dropped card (R13.12, R13.15), the record
        and, in the campaign, the defeated/unlock flags (R15.5); a loss records a loss only.
        Nothing is written here: the caller autosaves once the win's story step is applied.
        """
        before = self.save
        if result.player_won and result.rank is not None:
            save = collection.apply_duel_win(before, result.opponent, starchips=result.starchips,
                                             dropped=result.dropped, campaign=campaign)
            if relief_on(result.drop_assist, result.starchip_multiplier):  # the save remembers
                save = replace(save, relief_wins=min(save.relief_wins + 1, RECORD_CAP))
            added = bool(result.dropped) and save.trunk[result.dropped] > before.trunk[result.dropped]
            self.update(save)
            return result.starchips, result.dropped, added
        self.update(collection.apply_duel_loss(before, result.opponent, campaign=campaign))
        return 0, 0, False

    def autosave(self) -> bool:
        """Writes the save to its slot when the autosave option is on (D-02); returns whether it was written.

        Callers use it only after a win (a loss never saves itself, R15.3) and never inside the
        finale; a failure is kept in ``notes`` and the progress stays in memory, marked unsaved.
        """
        from game.career.save import SaveError

        if not (self.slot and self.dirty and self.save.options.autosave):
            return False
        try:
            self.write()
        except (SaveError, OSError) as exc:
            self.notes.append(f"autosave failed: {exc}")
            return False
        return True

    def unsaved(self, db) -> list[str]:
        """Returns, in the player's words, what the slot does not hold yet (empty when nothing is unsaved)."""
        return unsaved_summary(db, self.last_saved, self.save)


def unsaved_summary(db, old: SaveData | None, new: SaveData) -> list[str]:
    """Returns short lines for what ``new`` holds beyond ``old`` (the save on disk): wins, starchips, cards, story."""
    if old is None:
        return ["Its slot does not hold this game yet: all of it."]
    out = []
    wins = sum(new.wins) - sum(old.wins)
    if wins > 0:
        out.append(f"{wins} duel win{'s' if wins != 1 else ''}")
    chips = new.starchips - old.starchips
    if chips > 0:
        out.append(f"{chips} starchip{'s' if chips != 1 else ''}")
    cards = [c for c in range(1, len(new.trunk)) if new.owned(c) > old.owned(c)]
    if cards:
        names = ", ".join(db.names[c] for c in cards[:2]) + (" ..." if len(cards) > 2 else "")
        out.append(f"{len(cards)} new card{'s' if len(cards) != 1 else ''}: {names}")
    beaten = len(new.defeated - old.defeated)
    if beaten:
        out.append(f"{beaten} duelist{'s' if beaten != 1 else ''} unlocked for Free Duel")
    steps = sum(1 for k, v in new.story if k.startswith("done.") and v and not old.flag(k))
    if steps:
        out.append(f"{steps} story step{'s' if steps != 1 else ''}")
    if not out and replace(new, losses=old.losses) != old:  # a loss's record alone is not worth a word
        out.append("deck changes and records")
    return out


def start_duel(ctx, career: Career, setup, on_end: Callable[[Any], None]) -> None:
    """Starts a duel for the career: the injected runner if any, else the real duel scene (R1.1)."""
    if career.duel_runner is not None:
        career.duel_runner(ctx, setup, on_end)
        return
    def ended(result) -> None:
        _mark_duel_results_seen(ctx.db, career, scene)
        on_end(result)

    scene = ctx.screen(Screen.DUEL, setup, on_end=ended)
    ctx.stack.push(scene, fade=True)


def seen_results(events) -> set[int]:
    """Returns the player's fusion and ritual results among duel events (R15.10: they become seen)."""
    from game.rules import events as E

    out = set()
    for ev in events:
        if isinstance(ev, E.FusionStep) and ev.side == 0 and ev.kind == E.StepKind.FUSION and ev.survivor:
            out.add(int(ev.survivor))
        elif isinstance(ev, E.RitualResolved) and ev.side == 0 and ev.result:
            out.add(int(ev.result))
    return out


def _mark_duel_results_seen(db, career: Career, scene) -> None:
    """Re-steps the finished duel's log (pure and quick) to learn what the player fused or summoned."""
    from game.rules.replay import replay

    try:
        _, events = replay(db, scene.session.log)
    except (ValueError, IndexError) as exc:  # IllegalAction is a ValueError; a mark never costs the rewards
        career.notes.append(f"library marks skipped: {exc}")
        return
    cards = seen_results(events) - career.save.seen
    if cards:
        career.update(collection.mark_seen(career.save, cards))


def make_setup(ctx, career: Career, opponent: int, terrain: int | None, label: str, seed: int):
    """Returns the DuelSetup of a career duel: the player's deck, the save's rule options (R1.3 checked by callers)."""
    from game.rules.state import RuleOptions
    from game.scenes.duel.setup import DuelSetup

    opts = career.save.options
    options = RuleOptions(glitch_fusions=opts.glitch_fusions,
                          no_first_turn_attack=ctx.config.get("rules.no_first_turn_attack"),
                          strict_phase_order=ctx.config.get("rules.strict_phase_order"))
    deck1 = career.save.deck if opponent == 39 else None  # Duel Master K plays a copy of the player's deck
    return DuelSetup(deck0=tuple(career.save.deck), opponent=opponent, ai_level="retail", seed=seed,
                     deck1=deck1, terrain=terrain, options=options, rng="psx" if opts.rng == "psx" else "splitmix",
                     label=label, drop_assist=opts.drop_assist, starchip_multiplier=opts.starchip_multiplier)
