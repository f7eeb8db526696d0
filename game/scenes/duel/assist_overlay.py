"""The duel scene's view of ``game.assist.hints``: computed when the scene refreshes, drawn over the board.

Two calls are the whole hook: ``refresh(play, idle)`` where the prompt is rebuilt (after every
press and when an animation queue drains) and ``draw(canvas, ctx, view)`` after the board is
painted. The fusion hint numbers the best chain's cards in a fresh hand (before the player raises
any); the forecast labels every target while an attack is being aimed. Both follow the
"Fusion hints" option and stay off in replays.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.assist.hints import ChainHint, Clash, Forecast, best_chain, target_forecasts
from game.rules.state import Decision, Phase, Row
from game.scenes.duel import hud
from game.scenes.duel.control_states import ControlState

HINT = (96, 232, 248)  # the hint's own colour, apart from the gold of the player's own marks
_WIN, _LOSE, _EVEN = (248, 224, 64), (240, 64, 48), (220, 220, 232)


@dataclass(frozen=True)
class AssistView:
    """What the overlay shows this frame."""

    chain: ChainHint | None = None
    forecasts: dict[int, Forecast] = field(default_factory=dict)


def refresh(play, idle: bool) -> AssistView | None:
    """Returns the hints for a duel's resting state (``play`` is a DuelPlay; ``idle``: the player may act,
    not a replay), or None when none apply."""
    ctx = play.ctx
    if not idle or not ctx.config.get("game.fusion_hint"):
        return None
    c, st = play.controls, play.session.state
    if c.details:  # the card view covers the board
        return None
    if c.mode == ControlState.HAND and st.phase == Phase.HAND and st.pending == Decision.PICK_HAND and not c.view.chain:
        hint = best_chain(ctx.db, st, 0)
        return AssistView(chain=hint) if hint is not None else None
    if c.mode == ControlState.TARGET and c.attacker >= 0:
        return AssistView(forecasts=target_forecasts(ctx.db, st, c.attacker, 0))
    return None


def draw(canvas: pygame.Surface, ctx, view: AssistView | None, hand_down: bool = False, pose=None) -> None:
    """Draws the hint badges or the target forecasts (on the targets as seen from pose, the camera of
    this frame, so they follow it while it pans); changes nothing."""
    if view is None:
        return
    from game.scenes.duel.layout import hand_rect, zone_rect

    f = ctx.font
    if view.chain is not None and not hand_down:
        hint = view.chain
        n = 0
        if hint.field_zone >= 0:
            n += 1
            hud.paint_badge(canvas, f, *zone_rect(0, Row.MONSTER, hint.field_zone, pose).topleft, n, HINT)
        for pos in hint.positions:  # where the player's own marks go, in the hint's colour
            n += 1
            hud.paint_badge(canvas, f, *hand_rect(pos).topleft, n, HINT)
        hud.clear_hint(canvas)
        hud.paint_hint(canvas, f, best_line(ctx.db.names[hint.result], n, hint.atk), colour=HINT)
    for z, fc in view.forecasts.items():
        r = zone_rect(1, Row.MONSTER, z, pose)
        label, colour = _forecast_label(fc)
        w = f.width(label) + 4
        box = pygame.Rect(r.centerx - w // 2, r.y + 2, w, 10)
        canvas.fill((0, 0, 0), box)
        pygame.draw.rect(canvas, colour, box.inflate(2, 2), 1)
        f.draw(canvas, label, (box.centerx, box.y), colour, "center")


def best_line(name: str, count: int, atk: int) -> tuple[str, ...]:
    """Wordings, longest first, of the hint on the prompt line: the badges' order and what it makes."""
    order = "+".join(str(i + 1) for i in range(count))
    return (f"Best: {order} \x87 {name} {atk}", f"Best: {order} \x87 {name}", f"Best: {order} \x87 {atk} ATK")


def _forecast_label(fc: Forecast) -> tuple[str, tuple[int, int, int]]:
    if not fc.known:
        return "?", _EVEN
    if fc.outcome == Clash.WIN:
        return (f"+{fc.damage}" if fc.damage else "WIN"), _WIN
    if fc.outcome == Clash.LOSE:
        return f"{fc.damage}" if fc.damage else "LOSE", _LOSE
    if fc.outcome == Clash.TIE:
        return "TIE", _EVEN
    return (f"{fc.damage}" if fc.damage else "HOLD"), _LOSE if fc.damage else _EVEN
