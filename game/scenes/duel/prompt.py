"""What the player's controls show over the duel, as one value the painter reads (``Prompt``).

The duel's ``DuelPlay`` rebuilds it after every press and refreshes its per-frame parts (the refusal's
words, the held card, the title card over the swoop) every update, so ``picture.paint_scene`` never
reads the screen or its controls.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.rules.state import Phase
from game.scenes.duel import assist_overlay
from game.scenes.duel.control_marks import marks as marks_of
from game.scenes.duel.control_marks import placement
from game.scenes.duel.layout import Marks


@dataclass
class Prompt:
    """What the player's controls show this frame, computed in update/handle (draw only reads it)."""

    marks: Marks | None = None
    placement: tuple | None = None  # the single card's panel (Controls.placement)
    slot: int = 0  # the hand slot the single card eased out of
    details: int = 0  # the card whose details are open (Triangle)
    held: int = 0  # Triangle during a motion: that card's details, the duel held still
    assist: object = None  # the fusion hint / target forecasts (assist_overlay)
    buzz: str = ""  # the refusal's words while they show
    labels: tuple[str, str] = ("YOU", "CPU")
    cpu_hand: bool = False  # the computer's cursor walks its hidden hand
    title: tuple[int, str] | None = None  # the opponent's title card over the swoop: (duelist, name)
    replay: tuple | None = None  # the replay bar: (played, total, playing, speed)
    frame: int = 0  # the scene's frame (blinking marks, the arrows' bob)


def rebuild(play, idle: bool | None = None, carry: Prompt | None = None) -> Prompt:
    """Returns the prompt of a duel's controls after a press or a step (``play`` is a DuelPlay). ``idle``:
    whether the player may act (the table is asked when not given); ``carry``: a prompt whose per-frame
    parts are kept (a press: the frame's ``per_frame`` renews them before the next draw)."""
    c, pr, table = play.controls, play.presenter, play.table
    if idle is None:
        idle = not table.busy and not table.replay
    st = play.session.state
    marks = marks_of(c, pr.board) if idle else Marks(hand_down=st.phase == Phase.FIELD and st.active == 0)
    info = marks.info
    if info and info[0] > 0:
        pr.last_card = info[0]
    return replace(carry if carry is not None else Prompt(), marks=marks, slot=c.hand_i,
                   placement=placement(c) if idle and c.mode.placing else None,
                   details=info[0] if c.details and info and info[0] > 0 else 0,
                   assist=assist_overlay.refresh(play, idle))


def per_frame(play, p: Prompt) -> None:
    """Refreshes the parts of a prompt that change without a press."""
    c, table = play.controls, play.table
    p.held, p.frame = play.held_card, table.frame
    why = c.refusal_shown
    p.buzz = why.words if why is not None else ""
    p.labels = table.labels()
    p.cpu_hand = play.cpu_hand_shown()
    swoop = play.presenter.swooping and play.computer
    p.title = (int(play.session.state.opponent), p.labels[1]) if swoop else None


def panel_labels(labels: tuple[str, str], db, opponent: int) -> tuple[str, str]:
    """Returns the LP panel's names: the computer (the second of ``labels``) by its duelist's name."""
    names = db.duelist_names
    return (labels[0], names[opponent].split(" (")[0]) if 0 < opponent < len(names) else labels
