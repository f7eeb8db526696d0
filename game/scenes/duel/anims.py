"""One timed animation per engine event (style lesson 6): the engine says what happened, this says
how long it takes on screen, what it sounds like and what it looks like.

Lengths are frame counts at the "normal" speed; the speed preset scales them (instant = 0, the
picture just changes) and holding the fast-forward button runs several animation frames per
update. Sounds are one-shot effects, so speeding up never touches the music's pitch or tempo.
An animation patches the board when it ends, so the field changes exactly when it says so.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.db.vocab import STAR_NAMES, TERRAIN_NAMES
from game.gfx import frames
from game.rules import events as E
from game.rules.state import Row
from game.scenes.duel.layout import FIELD_W, hand_rect, zone_rect

SPEED = {"normal": 1.0, "fast": 0.4, "instant": 0.0}
FAST_FORWARD = 4  # animation frames per update while the fast-forward button is held
_FRAMES = {E.TurnStarted: 40, E.CardDrawn: 5, E.FusionStep: 54, E.CardPlaced: 12, E.EquipApplied: 36,
           E.MagicUsed: 48, E.TrapFired: 54, E.AttackDeclared: 16, E.Battle: 64, E.LifePointsChanged: 26,
           E.CardDestroyed: 20, E.CardFlipped: 14, E.PositionChanged: 10, E.TerrainChanged: 44,
           E.RitualResolved: 54, E.SwordsSet: 40, E.PenaltyChanged: 26, E.DuelEnded: 100}
_SOUND = {E.TurnStarted: "confirm", E.MagicUsed: "flip", E.TrapFired: "trap", E.AttackDeclared: "attack",
          E.Battle: "hit", E.CardFlipped: "flip", E.TerrainChanged: "fusion", E.EquipApplied: "confirm"}
_BANNER = pygame.Rect(8, 60, FIELD_W - 16, 60)


@dataclass
class Anim:
    """One event on screen: ``t`` runs from 0 to ``frames``."""

    event: object
    frames: int
    t: int = 0

    @property
    def done(self) -> bool:
        """Returns whether the animation has run its length."""
        return self.t >= self.frames

    @property
    def p(self) -> float:
        """Returns progress 0..1."""
        return 1.0 if self.frames <= 0 else min(1.0, self.t / self.frames)


def make_anim(event, speed: str) -> Anim:
    """Returns the animation of one event at a speed preset."""
    base = _FRAMES.get(type(event), 0)
    if type(event) is E.CardDrawn and event.side == 1:
        base = 2
    if type(event) is E.PositionChanged:
        base = 10
    return Anim(event, round(base * SPEED.get(speed, 1.0)))


def sound_of(event) -> str | None:
    """Returns the effect that starts with an event's animation."""
    t = type(event)
    if t is E.FusionStep:
        return "fusion" if event.kind != "fail" else "buzz"
    if t is E.DuelEnded:
        return "victory" if event.winner == 0 else "defeat"
    if t is E.CardDestroyed and event.cause in ("battle", "trap", "magic"):
        return "hit"
    return _SOUND.get(t)


def hides(anim: Anim) -> set:
    """Returns the zones the animation draws itself, so the board leaves them out meanwhile."""
    ev = anim.event
    if type(ev) is E.CardDestroyed and anim.p > 0.5:
        return {("zone", ev.side, ev.row, ev.zone)}
    return set()


def message_of(db, ev) -> str:
    """Returns the readable line that goes with an event, marked CPU when the opponent did it."""
    text = _message(db, ev)
    if text and type(ev) in _CPU_MARKED and ev.side == 1:
        return "CPU " + text
    return text


_CPU_MARKED = (E.FusionStep, E.EquipApplied, E.MagicUsed, E.RitualResolved)


def _message(db, ev) -> str:
    t = type(ev)
    name = db.names
    if t is E.TurnStarted:
        return "YOUR TURN" if ev.side == 0 else "OPPONENT'S TURN"
    if t is E.FusionStep:
        if ev.kind == "fusion":
            return f"FUSION! {name[ev.survivor]}"
        if ev.kind == "equip":
            return f"EQUIP! {name[ev.survivor]} +{ev.bonus}"
        return f"FUSION FAILED - {name[ev.discarded]} discarded" if ev.discarded else "FUSION FAILED"
    if t is E.EquipApplied:
        return f"{name[ev.equip]}: {name[ev.monster]} {ev.bonus:+d}"
    if t is E.MagicUsed:
        return f"MAGIC: {name[ev.card]}"
    if t is E.TrapFired:
        return f"TRAP! {name[ev.card]}"
    if t is E.TerrainChanged:
        return f"TERRAIN: {TERRAIN_NAMES[ev.new].upper()}"
    if t is E.RitualResolved:
        return f"RITUAL SUMMON: {name[ev.result]}" if ev.result else "THE RITUAL FAILED"
    if t is E.SwordsSet:
        return "SWORDS OF REVEALING LIGHT"
    if t is E.PenaltyChanged:
        return "POWER DOWN!" if ev.level_penalty < 0 else "CURSE BROKEN"
    if t is E.LifePointsChanged:
        return f"{ev.delta:+d} LP"
    if t is E.Battle:
        return {"win": "ATTACK WINS", "lose": "ATTACK REPELLED", "tie": "TIE", "direct": "DIRECT ATTACK"}.get(ev.outcome, ev.outcome.upper())
    return ""


def draw_anim(canvas: pygame.Surface, ctx, art, board, anim: Anim) -> None:
    """Draws one animation over the board; never changes anything."""
    ev, p, f = anim.event, anim.p, ctx.font
    t = type(ev)
    if anim.frames <= 0:
        return
    if t is E.TurnStarted:
        _banner(canvas, f, message_of(ctx.db, ev), f"TURN {ev.turn}", p)
    elif t is E.FusionStep:
        _fusion(canvas, ctx, ev, p)
    elif t in (E.MagicUsed, E.TrapFired):
        _show_card(canvas, ctx, ev.card, message_of(ctx.db, ev), p, frames.WARN if t is E.TrapFired else frames.GOLD)
        f.draw(canvas, f.fit(effect_text(ev), FIELD_W - 48), (FIELD_W // 2, 116), frames.INK, "center")
    elif t is E.RitualResolved:
        _show_card(canvas, ctx, ev.result or ev.ritual, message_of(ctx.db, ev), p, frames.GOLD)
    elif t in (E.TerrainChanged, E.SwordsSet, E.EquipApplied, E.PenaltyChanged):
        _banner(canvas, f, message_of(ctx.db, ev), "", p)
    elif t is E.AttackDeclared:
        a = zone_rect(ev.side, Row.MONSTER, ev.attacker).center
        b = zone_rect(1 - ev.side, Row.MONSTER, ev.target).center if ev.target >= 0 else \
            ((FIELD_W // 2, 0) if ev.side == 0 else (FIELD_W // 2, 178))
        end = (round(a[0] + (b[0] - a[0]) * p), round(a[1] + (b[1] - a[1]) * p))
        pygame.draw.line(canvas, frames.WARN, a, end, 3)
        pygame.draw.circle(canvas, frames.GOLD, end, 4)
    elif t is E.Battle:
        _battle(canvas, ctx, board, ev, p)
    elif t is E.LifePointsChanged:
        y = (214 if ev.side == 0 else 14) - round(12 * p) * (1 if ev.side == 0 else -1)
        colour = (120, 240, 120) if ev.delta > 0 else frames.WARN
        canvas.fill((0, 0, 0), (FIELD_W - 64, y - 2, 62, 13))
        f.draw(canvas, f"{ev.delta:+d}", (FIELD_W - 4, y), colour, "right")
    elif t is E.CardDestroyed:
        r = zone_rect(ev.side, ev.row, ev.zone)
        radius = round(4 + 16 * p)
        pygame.draw.circle(canvas, (255, 200 - round(150 * p), 60), r.center, radius, 3)
        if p < 0.5:
            canvas.fill((255, 255, 255), r.inflate(-round(20 * p), -round(20 * p)), special_flags=pygame.BLEND_RGB_ADD)
    elif t is E.CardPlaced:
        r = zone_rect(ev.side, ev.row, ev.zone)
        pygame.draw.rect(canvas, frames.CURSOR, r.inflate(round(12 * (1 - p)), round(12 * (1 - p))), 1)
    elif t is E.CardFlipped:
        r = zone_rect(ev.side, ev.row, ev.zone)
        w = max(1, round(r.w * abs(1 - 2 * p)))
        canvas.fill((240, 240, 255), (r.centerx - w // 2, r.y, w, r.h))
    elif t is E.CardDrawn and ev.side == 0:
        r = hand_rect(len(board.hand))
        canvas.blit(art.mini(0), (r.x + 6, round(140 + (r.y - 140) * p)))
    elif t is E.DuelEnded:
        won = ev.winner == 0
        _banner(canvas, f, _END.get(ev.reason, ev.reason.upper()), "YOU WIN" if won else "YOU LOSE", min(1.0, p * 3))


_MAGIC_TEXT = ("", "The terrain changes.", "Life points are restored.", "The opponent's life points burn.",
               "Monsters are swept away.", "Monsters of one kind are destroyed.", "Defenders are forced to attack.",
               "Every opposing monster is destroyed.", "Face-down monsters are revealed.",
               "Opposing monsters are weakened.", "Opposing attacks are sealed for 3 turns.",
               "Curses on own monsters are lifted.", "A ritual is performed.",
               "Every opposing magic and trap is destroyed.")
_TRAP_TEXT = {687: "The burn turns back on its caster.", 688: "The healing turns into damage.",
              689: "The power-up becomes a power-down.", 690: "A decoy: nothing else happens."}


def effect_text(ev) -> str:
    """Returns one line saying what a magic card or a trap does (R7 groups, R8)."""
    if type(ev) is E.TrapFired:
        return _TRAP_TEXT.get(ev.card, "The attacker is destroyed.")
    return _MAGIC_TEXT[ev.group] if 0 <= ev.group < len(_MAGIC_TEXT) else ""


_END = {"lp": "TOTAL ANNIHILATION", "deck_out": "VICTORY BY ATTRITION", "exodia": "SUMMON Exodia"}


# --- helpers -------------------------------------------------------------------------------

def _banner(canvas, f, title: str, sub: str, p: float) -> None:
    h = max(2, round(_BANNER.h * min(1.0, p * 4)))
    rect = pygame.Rect(_BANNER.x, _BANNER.centery - h // 2, _BANNER.w, h)
    frames.panel(canvas, rect)
    if h >= 30:
        f.draw(canvas, f.fit(title, rect.w - 8), (rect.centerx, rect.centery - (10 if sub else 4)), frames.GOLD, "center")
        if sub:
            f.draw(canvas, sub, (rect.centerx, rect.centery + 4), frames.INK, "center")


def _show_card(canvas, ctx, card: int, text: str, p: float, colour) -> None:
    box = pygame.Rect(20, 30, FIELD_W - 40, 120)
    frames.panel(canvas, box)
    face = ctx.cards.small(card) if card > 0 else None
    if face is not None:
        scale = min(1.0, p * 3)
        w, h = max(1, round(40 * scale)), max(1, round(56 * scale))
        canvas.blit(pygame.transform.scale(face, (w, h)), (box.centerx - w // 2, box.y + 8 + (56 - h) // 2))
    ctx.font.draw(canvas, ctx.font.fit(text, box.w - 8), (box.centerx, box.y + 72), colour, "center")


def _fusion(canvas, ctx, ev, p: float) -> None:
    f = ctx.font
    box = pygame.Rect(12, 30, FIELD_W - 24, 120)
    frames.panel(canvas, box)
    meet = min(1.0, p / 0.45)
    cx, y = box.centerx, box.y + 10
    left_x = round(box.x + 10 + (cx - 42 - box.x - 10) * meet)
    right_x = round(box.right - 50 - (box.right - 50 - (cx + 2)) * meet)
    if p < 0.55:
        canvas.blit(ctx.cards.small(ev.left), (left_x, y))
        canvas.blit(ctx.cards.small(ev.right), (right_x, y))
        f.draw(canvas, "+", (cx, y + 22), frames.GOLD, "center")
    else:
        if ev.kind == "fail":
            kept = ev.survivor
            canvas.blit(ctx.cards.small(kept), (cx - 20, y))
            if ev.discarded:
                drop = round(40 * (p - 0.55) / 0.45)
                face = ctx.cards.small(ev.discarded).copy()
                face.fill((90, 90, 90), special_flags=pygame.BLEND_RGB_MULT)
                canvas.blit(face, (box.x + 12, y + drop))
        else:
            glow = pygame.Rect(cx - 24, y - 4, 48, 64)
            pygame.draw.rect(canvas, frames.GOLD, glow, 2)
            canvas.blit(ctx.cards.small(ev.survivor), (cx - 20, y))
        colour = frames.WARN if ev.kind == "fail" else frames.GOLD
        f.draw(canvas, f.fit(message_of(ctx.db, ev), box.w - 8), (cx, box.y + 74), colour, "center")
    if ev.kind == "fusion" and p >= 0.55:
        f.draw(canvas, f"ATK {int(ctx.db.atk[ev.survivor])}  DEF {int(ctx.db.def_[ev.survivor])}",
               (cx, box.y + 88), frames.INK, "center")


def _battle(canvas, ctx, board, ev, p: float) -> None:
    f, db = ctx.font, ctx.db
    box = pygame.Rect(8, 24, FIELD_W - 16, 132)
    frames.panel(canvas, box)
    att = board.monsters[ev.side][ev.attacker].card
    dfd = board.monsters[1 - ev.side][ev.target].card if ev.target >= 0 else 0
    shake = round(3 * (1 - p)) if 0.35 < p < 0.6 else 0
    lx, rx, y = box.x + 26, box.right - 66, box.y + 10
    slide = round(20 * min(1.0, p / 0.35))
    if att > 0:
        canvas.blit(ctx.cards.small(att), (lx + slide + shake, y))
    if dfd > 0:
        canvas.blit(ctx.cards.small(dfd), (rx - slide - shake, y))
    elif ev.target < 0:
        f.draw(canvas, "DIRECT", (rx + 20 - slide, y + 22), frames.WARN, "center")
    f.draw(canvas, str(ev.attacker_value), (lx + slide + 20, y + 60), (248, 216, 96), "center")
    if ev.target >= 0:
        label = "DEF" if board.monsters[1 - ev.side][ev.target].defence else "ATK"
        f.draw(canvas, f"{label} {ev.defender_value}", (rx - slide + 20, y + 60), (150, 200, 255), "center")
    f.draw(canvas, "VS", (box.centerx, y + 24), frames.INK, "center")
    if ev.star_adjustment:
        adv = ev.star_adjustment > 0
        rec = board.monsters[ev.side][ev.attacker]
        code = int(db.star1[rec.card] if rec.star == 1 else db.star2[rec.card]) if rec.card > 0 else 0
        label = f"{STAR_NAMES[code]} {'ADVANTAGE' if adv else 'DISADVANTAGE'} {ev.star_adjustment:+d}"
        f.draw(canvas, f.fit(label, box.w - 8), (box.centerx, y + 74), (248, 224, 64) if adv else (240, 64, 48), "center")
    if p > 0.6:
        f.draw(canvas, message_of(db, ev), (box.centerx, y + 96), frames.GOLD, "center")
        if ev.outcome == "direct":
            f.draw(canvas, f"damage {ev.attacker_value}", (box.centerx, y + 108), frames.INK, "center")
        elif ev.margin:
            f.draw(canvas, f"margin {ev.margin:+d}", (box.centerx, y + 108), frames.INK, "center")
