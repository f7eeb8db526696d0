"""``fmduel replay FILE``: play a recorded duel back in the window, or check it headless.

The duel is re-simulated from the recorded seed, decks and actions, so a playback is the engine's
own result; ``--check`` only verifies that (every action legal, the recorded final hash
reproduced) and prints a summary. Exit codes of ``--check``: 0 verified (or no hash recorded and
the actions legal), 1 a recorded hash that cannot be verified - an older rules edition, other data
mods, a malformed hash - with the reason on one line (``--accept-older-edition`` accepts an older
edition's replay without a hash comparison), 2 a file that cannot be used or does not reproduce.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from game.commands.common import existing_dir, existing_file, file_to_be, whole


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    parser.add_argument("file", type=existing_file, metavar="FILE", help="a replay file (see <data home>/replays)")
    parser.add_argument("--speed", choices=("normal", "fast", "instant"), default=None,
                        help="animation speed of the playback (default: the setting in your config)")
    parser.add_argument("--paused", action="store_true", help="start paused: Right steps one action at a time")
    parser.add_argument("--turn", type=whole(0), default=0, metavar="N", help="start at the beginning of turn N")
    parser.add_argument("--check", action="store_true",
                        help="verify the replay without a window and print a summary; exits 1 when a recorded "
                             "final hash cannot be verified")
    parser.add_argument("--accept-older-edition", action="store_true",
                        help="with --check: accept a replay recorded under an earlier edition of the rules, "
                             "checking its actions under today's rules without comparing its final hash")
    parser.add_argument("--position-at", type=whole(0), default=None, metavar="N",
                        help="print the position after the first N actions as a position file (YAML) for "
                             "`fmduel play --position` or a bug report; N must stop at a hand play or in a "
                             "field phase")
    parser.add_argument("--config", type=file_to_be, default=None, metavar="PATH", help="settings file to read")
    parser.add_argument("--mods", type=existing_dir, action="append", default=[], metavar="DIR",
                        help="apply the mod files of DIR after the per-user mods dir, as `fmduel play` does")
    parser.add_argument("--frames", type=whole(0), default=0, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    """Checks or plays the replay; returns the exit code."""
    from game import replays
    from game.commands.common import load_db_or_report
    from game.db import default_mods_dir

    # the same tables the game plays with, so a replay recorded under mods reproduces
    if args.accept_older_edition and not args.check:
        print("fmduel replay: argument --accept-older-edition: only with --check", file=sys.stderr)
        return 2
    db = load_db_or_report(args, "fmduel replay", mod_dirs=[default_mods_dir(), *args.mods])
    if db is None:
        return 1
    tag = _tag_check(db, args.file) if args.check else ""
    if tag:
        return 0 if tag == "ok" else 2
    try:
        rf = replays.load(args.file)
        final, status, reason = replays.verify(db, rf)
    except replays.ReplayFileError as exc:
        print(f"fmduel replay: {exc}", file=sys.stderr)
        return 2
    ok = (replays.HashCheck.MATCHES, replays.HashCheck.NONE_RECORDED)
    accepted = status == replays.HashCheck.OLDER_EDITION and args.accept_older_edition
    warning = reason if status not in ok else replays.mods_mismatch(db, rf)
    if accepted:
        warning += " (accepted: --accept-older-edition)"
    if args.position_at is not None or not args.check or accepted or status in ok:
        if warning:  # the playback may not be the recorded duel: said, not refused
            print(f"fmduel replay: warning: {warning}", file=sys.stderr)
        if args.position_at is not None:
            return _position_at(db, rf, args.position_at)
        if not args.check:
            return _play(db, rf, args)
        _summary(db, rf, final, status)
        return 0
    _summary(db, rf, final, status)
    hint = {replays.HashCheck.OLDER_EDITION: " (--accept-older-edition accepts it without a hash comparison)",
            replays.HashCheck.OTHER_MODS: " (give the mods it was recorded with: --mods DIR)"}.get(status, "")
    print(f"fmduel replay: not verified: {reason}{hint}", file=sys.stderr)
    return 1


def _summary(db, rf, final, status) -> None:
    from game.replays import HashCheck
    from game.rules.replay import edition_name, edition_note
    from game.rules.serialise import state_hash
    from game.scenes.duel.setup import make_result

    result = make_result(db, final)
    log = rf.log
    print(f"replay       {rf.path}")
    who = "2P duel, RED vs BLUE" if log.opponent == 0 else f"{log.opponent:02d} {db.duelist_names[log.opponent]}"
    print(f"opponent     {who}   seed {log.seed} ({log.rng})   shuffled {'yes' if rf.shuffle else 'no'}")
    stale = "   played back under today's rules: NOT the recorded duel" if edition_note(log.edition) else ""
    print(f"rules        {edition_name(log.edition)} (engine {log.engine}){stale}")
    print(f"actions      {len(log.actions)}   turns {final.turn}")
    verdict = ("RED WINS" if result.winner == 0 else "BLUE WINS") if log.opponent == 0 else \
        "YOU WIN" if result.player_won else "YOU LOSE"
    print(f"end          {result.message}, {verdict}")
    if result.rank is not None:
        print(f"rank         {result.rank.name}   score {result.rank.score}   starchips +{result.rank.starchips}"
              f"   spoils {db.names[result.dropped] if result.dropped else 'none'}")
    verdict = {HashCheck.MATCHES: "matches the recording", HashCheck.NONE_RECORDED: "none recorded",
               HashCheck.OLDER_EDITION: "not compared: older edition", HashCheck.OTHER_MODS: "not compared: other mods",
               HashCheck.MALFORMED: "not compared: the recorded hash is malformed"}[status]
    print(f"final hash   {state_hash(final)}   ({verdict})")


def _tag_check(db, path: Path) -> str:
    """Checks a tag replay (an online Tag Duel's record); returns 'ok', 'bad', or '' for another file."""
    from game.net.records import check_tag_replay, is_tag_replay
    from game.rules.serialise import state_hash
    from game.safe_load import DocError, load_file

    try:
        doc = load_file(path, "replay", "json")
    except (OSError, DocError):
        return ""  # the ordinary loader names the problem
    if not is_tag_replay(doc):
        return ""
    try:
        log, final, same = check_tag_replay(db, doc, str(path))
    except ValueError as exc:
        print(f"fmduel replay: {exc}", file=sys.stderr)
        return "bad"
    print(f"replay       {path}")
    print(f"tag duel     seed {log.seed} ({log.rng})   actions {len(log.actions)}   turns {final.turn}")
    print(f"end          {'TEAM 1 WINS' if final.winner == 0 else 'TEAM 2 WINS' if final.winner == 1 else 'unfinished'}")
    print(f"final hash   {state_hash(final)}   " + ("(matches the recording)" if same else "(DIFFERS from the recording)"))
    if not same:
        print(f"fmduel replay: {path}: the final hash differs from the recording", file=sys.stderr)
        return "bad"
    return "ok"


def _position_at(db, rf, upto: int) -> int:
    import yaml

    from game import replays
    from game.rules.position import position_of

    if not 0 <= upto <= len(rf.log.actions):
        print(f"fmduel replay: argument --position-at: {upto} is outside 0..{len(rf.log.actions)}", file=sys.stderr)
        return 2
    state = replays.simulate(db, rf, upto)
    try:
        data = position_of(db, state)
    except ValueError as exc:
        print(f"fmduel replay: argument --position-at: after {upto} actions: {exc}", file=sys.stderr)
        return 2
    print(f"# {rf.path}, after {upto} of {len(rf.log.actions)} actions")
    print(yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=110), end="")
    return 0


def _play(db, rf, args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.app import App
    from game.config import default_config_path, load_config
    from game.scenes.duel.scene import DuelScene
    from game.scenes.duel.session import DuelSession

    config = load_config(args.config or default_config_path())

    def first():
        scene = DuelScene(session=DuelSession.from_replay(db, rf), replay=True)
        scene.speed_override = args.speed
        scene.playing = not args.paused
        scene.start_turn = args.turn
        return scene

    return App(db, config, first_scene=first).run(max_frames=args.frames)
