"""Issue 25: shards of a study (``--first``/``--count``), per-duel records, the additive summary and
``fmduel sim merge``, which gives the whole run's summary byte for byte and refuses anything else.
Also: progress on a terminal only, and Ctrl-C reporting what finished (subprocesses, bounded)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import REPO

from game.cli import main
from game.sim.runner import derive

_DUEL = ["--a", "7:fair", "--b", "17", "--seed", "3", "--jobs", "1"]
_TAG = ["--tag", "7:retail,17:fair", "vs", "20:retail,12:strong", "--random-first", "--seed", "2", "--jobs", "1"]


def _sim(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["sim", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def _run(*args: str) -> tuple[int, str, str]:
    """Runs ``fmduel ARGS`` in this process; returns (exit code, stdout, stderr)."""
    import contextlib
    import io

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def _shard(tmp_path: Path, base: list[str], first: int, count: int, name: str) -> tuple[Path, Path]:
    """Runs duels first..first+count-1; returns (its --json summary file, its --records file)."""
    records = tmp_path / f"{name}.jsonl"
    code, out, err = _run("sim", *base, "--first", str(first), "--count", str(count), "--records", str(records),
                          "--json")
    assert code == 0, err
    summary = tmp_path / f"{name}.json"
    summary.write_text(out)
    return summary, records


@pytest.fixture(scope="module")
def whole_and_shards(tmp_path_factory):
    """The 16-duel study run whole, and as four shards of 4 (summaries and record files)."""
    tmp = tmp_path_factory.mktemp("shards")
    whole = _shard(tmp, _DUEL, 0, 16, "whole")
    shards = [_shard(tmp, _DUEL, 4 * k, 4, f"s{k}") for k in range(4)]
    return whole, shards


def _merge(capsys, *files: Path, as_json: bool = True) -> tuple[int, str, str]:
    return _sim(capsys, "merge", *map(str, files), *(["--json"] if as_json else []))


# ---------------------------------------------------------------- shards and merge

def test_four_shards_merged_are_the_whole_run_byte_for_byte(capsys, whole_and_shards):
    (whole, whole_records), shards = whole_and_shards
    code, out, err = _merge(capsys, *[s for s, _ in reversed(shards)])  # any order
    assert code == 0, err
    assert out == whole.read_text()
    code, out, _ = _merge(capsys, *[r for _, r in shards])  # record files merge the same
    assert code == 0 and out == whole.read_text()
    code, out, _ = _merge(capsys, shards[0][1], shards[1][0], shards[2][1], shards[3][0])  # and mixed
    assert code == 0 and out == whole.read_text()
    code, out, _ = _merge(capsys, whole_records)
    assert code == 0 and out == whole.read_text()


def test_the_summary_is_counts_and_names_the_study(whole_and_shards):
    (whole, _), _ = whole_and_shards
    s = json.loads(whole.read_text())
    assert s["first"] == 0 and s["count"] == 16 == s["counts"]["duels"]
    study = s["study"]
    from game.rules.replay import ENGINE_VERSION, RULES_EDITION
    from game.sim.study import content_digest

    assert study["edition"] == RULES_EDITION and study["engine"] == ENGINE_VERSION
    assert study["data_digest"] == content_digest(REPO / "data") and len(study["data_digest"]) == 32
    assert study["seed"] == 3 and study["options"]["rules"]["glitch_fusions"] is True
    text = whole.read_text()
    assert "avg" not in text and "top" not in text and "rate" not in text  # nothing derived, nothing cut


def test_records_hold_one_line_per_duel_with_what_it_was_played_with(whole_and_shards):
    _, shards = whole_and_shards
    lines = shards[1][1].read_text().splitlines()
    header, duels = json.loads(lines[0]), [json.loads(x) for x in lines[1:]]
    assert header["format"] == "fmduel-sim-records/1" and header["study"]["sides"]["b"]["spec"] == "17"
    assert [d["index"] for d in duels] == [4, 5, 6, 7]
    for d in duels:
        assert d["seed"] == derive(3, d["index"]) and d["winner"] in ("a", "b", "draw")
        assert d["a"] == "7:fair" and d["a_level"] == "fair" and d["b"] == "17" and d["b_level"] == "retail"
        assert d["turns"] > 0 and d["reason"] in ("lp", "deck_out", "exodia", "limit") and "options" in d
        assert (d["rank"] != "") == (d["winner"] == "a")


def test_tag_shards_merge_to_the_whole_tag_run(capsys, tmp_path):
    whole, _ = _shard(tmp_path, _TAG, 0, 6, "whole")
    parts = [_shard(tmp_path, _TAG, first, count, f"t{first}")[0] for first, count in ((0, 2), (2, 4))]
    code, out, err = _merge(capsys, *parts)
    assert code == 0, err
    assert out == whole.read_text() and json.loads(out)["study"]["options"]["random_first"] is True


def test_merge_prints_a_table_by_default(capsys, whole_and_shards):
    _, shards = whole_and_shards
    code, out, _ = _merge(capsys, *[s for s, _ in shards], as_json=False)
    assert code == 0 and "duels 0-15 of seed 3" in out and "average turns" in out and "digest" in out


def _edited(tmp_path: Path, source: Path, name: str, change) -> Path:
    data = json.loads(source.read_text())
    change(data)
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("field,change,needle", [
    ("data digest", lambda s: s["study"].update(data_digest="0" * 32), "data digest"),
    ("engine", lambda s: s["study"].update(engine="99"), "engine version"),
    ("edition", lambda s: s["study"].update(edition=99), "rules edition"),
    # rules fourth edition (§0.2a): the computer's strategy B changed, so a third-edition shard is another study
    ("third edition", lambda s: s["study"].update(edition=3, engine="3"), "engine version"),
    ("options", lambda s: s["study"]["options"]["rules"].update(glitch_fusions=False), "options"),
    ("seed", lambda s: s["study"].update(seed=4), "master seed"),
    ("sides", lambda s: s["study"]["sides"]["a"].update(level="strong"), "sides"),
])
def test_merge_refuses_shards_of_another_study(capsys, tmp_path, whole_and_shards, field, change, needle):
    _, shards = whole_and_shards
    other = _edited(tmp_path, shards[1][0], "other.json", change)
    code, out, err = _merge(capsys, shards[0][0], other)
    assert code == 1 and out == "", field
    assert err.count("\n") == 1 and needle in err and "other.json" in err and "Traceback" not in err


@pytest.mark.parametrize("change,shown", [
    (lambda s: s["study"]["options"]["rules"].update(tag_team_traps=True), ("rules.tag_team_traps", "true", "false")),
    (lambda s: s["study"]["sides"]["b"].update(level="strong", spec="17:strong"), ("b.level", '"strong"', '"retail"')),
    (lambda s: s["study"]["sides"]["b"].pop("deck"), ("b.deck", "(none)", "null")),
])
def test_a_refusal_shows_the_field_that_differs(capsys, tmp_path, whole_and_shards, change, shown):
    """Issue 31: both descriptions were cut at 60 characters, at the same prefix, so the difference never showed."""
    _, shards = whole_and_shards
    other = _edited(tmp_path, shards[1][0], "other.json", change)
    code, _, err = _merge(capsys, shards[0][0], other)
    field, theirs, mine = shown
    assert code == 1 and f"({field}) {theirs} differs from" in err and err.rstrip().endswith(f"'s {mine}"), err


def test_merge_refuses_overlaps_and_gaps_saying_which(capsys, whole_and_shards):
    (whole, _), shards = whole_and_shards
    code, _, err = _merge(capsys, shards[0][0], shards[2][0], shards[3][0])
    assert code == 1 and "duels 4-7 are in no input" in err and err.count("\n") == 1
    code, _, err = _merge(capsys, shards[1][0], whole)
    assert code == 1 and "overlaps" in err and "duels 4-7" in err and "duels 0-15" in err
    code, _, err = _merge(capsys, shards[1][0], shards[1][1])  # the same shard as summary and records
    assert code == 1 and "overlaps" in err


def test_merge_refuses_shards_of_other_data_for_real(capsys, tmp_path, data, whole_and_shards):
    _, shards = whole_and_shards
    cards = data / "cards.yaml"
    cards.write_text(cards.read_text() + "\n# the same cards, other bytes\n")
    code = main(["--data", str(data), "sim", *_DUEL, "--first", "4", "--count", "4", "--json"])
    out = capsys.readouterr().out
    assert code == 0
    other = tmp_path / "other.json"
    other.write_text(out)
    code, _, err = _merge(capsys, shards[0][0], other)
    assert code == 1 and "data digest" in err


@pytest.mark.parametrize("text,needle", [
    ("not json", "not valid JSON"),
    ("[" * 5000 + "]" * 5000, "nested more than 32 levels"),
    ('{"format": "fmduel-sim-summary/1", "count": ' + "9" * 5000 + "}", "more than 40 digits"),
    ('{"format": "something else"}', "not an fmduel sim summary"),
    ('{"format": "fmduel-sim-summary/1", "study": {"kind": "duel"}, "first": 0, "count": -1, "counts": {}}',
     "damaged"),
])
def test_merge_refuses_files_that_are_no_summary(capsys, tmp_path, whole_and_shards, text, needle):
    bad = tmp_path / "bad.json"
    bad.write_text(text)
    code, _, err = _merge(capsys, whole_and_shards[1][0][0], bad)
    assert code == 1 and needle in err and "bad.json" in err and "Traceback" not in err


def test_merge_refuses_a_records_file_with_a_hole(capsys, tmp_path, whole_and_shards):
    lines = whole_and_shards[1][2][1].read_text().splitlines()
    holed = tmp_path / "holed.jsonl"
    holed.write_text("\n".join(lines[:2] + lines[3:]) + "\n")
    code, _, err = _merge(capsys, holed)
    assert code == 1 and "line 3: duel 10 skips duels 9-9" in err


@pytest.mark.parametrize("args,needle", [
    (["--first", "-1"], "argument --first: must be at least 0, got -1"),
    (["--records", "/no/such/folder/r.jsonl"], "argument --records:"),
    (["--scheduler", "tcp://127.0.0.1:1"], "argument --scheduler: only applies with --executor dask"),
    (["--executor", "dask"], "argument --executor: dask needs either --scheduler"),
    (["--executor", "dask", "--workers", "0"], "argument --workers: must be at least 1"),
])
def test_bad_shard_and_executor_arguments_exit_2(capsys, args, needle):
    code, _, err = _sim(capsys, *_DUEL, "--duels", "2", *args)
    assert code == 2 and needle in err and "Traceback" not in err


# ---------------------------------------------------------------- progress and Ctrl-C

def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(REPO))


def test_ctrl_c_stops_a_long_run_and_reports_the_duels_finished(tmp_path):
    records = tmp_path / "r.jsonl"
    cmd = [sys.executable, "-m", "game", "sim", "--a", "7", "--b", "17", "--duels", "1000000", "--jobs", "2",
           "--records", str(records), "--json"]
    proc = subprocess.Popen(cmd, cwd=REPO, env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        part = records.with_name(records.name + ".part")
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and proc.poll() is None:
            if part.exists() and part.read_text().count("\n") >= 3:
                break
            time.sleep(0.1)
        assert proc.poll() is None, proc.stderr.read()
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 130, err
    assert "stopped by Ctrl-C after" in err and "Traceback" not in err and "KeyboardInterrupt" not in err
    summary = json.loads(out)
    duels = records.read_text().splitlines()[1:]
    assert summary["count"] >= 2 and summary["count"] == len(duels) == summary["counts"]["duels"]
    assert [json.loads(x)["index"] for x in duels] == list(range(summary["count"]))


def test_progress_is_drawn_on_a_terminal_only(tmp_path):
    import pty
    import select

    def stderr_of(*extra: str) -> str:
        master, slave = pty.openpty()
        cmd = [sys.executable, "-m", "game", "sim", *_DUEL, "--duels", "3", *extra]
        proc = subprocess.Popen(cmd, cwd=REPO, env=_env(), stdout=subprocess.PIPE, stderr=slave)
        os.close(slave)
        seen = b""
        deadline = time.monotonic() + 120
        try:
            while time.monotonic() < deadline:
                ready, _, _ = select.select([master], [], [], 0.5)
                if ready:
                    try:
                        chunk = os.read(master, 4096)
                    except OSError:
                        break
                    if not chunk:
                        break
                    seen += chunk
                elif proc.poll() is not None:
                    break
            proc.communicate(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
            os.close(master)
        return seen.decode(errors="replace")

    assert "3/3 duels" in stderr_of()
    assert stderr_of("--json") == ""
    piped = subprocess.run([sys.executable, "-m", "game", "sim", *_DUEL, "--duels", "2"], cwd=REPO, env=_env(),
                           capture_output=True, text=True, timeout=120, check=False)
    assert piped.returncode == 0 and piped.stderr == ""


def test_the_progress_bar_says_how_far_and_how_fast():
    import io

    from game.sim.progress import Progress

    stream = io.StringIO()
    bar = Progress(10, "duels", stream)
    bar.show(10)
    bar.close()
    text = stream.getvalue()
    assert text.startswith("\r[") and "10/10 duels" in text and "/s)" in text and text.endswith("\n")
    assert Progress.on_terminal(10, "duels", json=True) is None


def test_without_dask_local_runs_work_and_asking_for_dask_is_one_clear_line():
    probe = ("import sys; sys.modules['distributed'] = sys.modules['dask'] = None\n"
             "from game.cli import main\n"
             "code = main(['sim', '--a', '7', '--b', '17', '--duels', '1', '--jobs', '1', '--json'])\n"
             "assert code == 0, code\n"
             "sys.exit(main(['sim', '--a', '7', '--b', '17', '--duels', '1', '--executor', 'dask', '--workers', '2']))\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=REPO, env=_env(), capture_output=True, text=True,
                         timeout=120, check=False)
    assert out.returncode == 2, out.stderr
    assert "argument --executor: dask is not installed (pip install 'fmduel[cluster]')" in out.stderr
    assert "Traceback" not in out.stderr
