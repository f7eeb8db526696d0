"""``fmduel server`` / ``fmduel lobby`` on the command line (issue 30): a bad argument gets one clear line and
exit 2 before anything is loaded or opened."""

from __future__ import annotations

import pytest

from game.cli import main


@pytest.mark.parametrize(("args", "words"), [
    (("server", "--port", "70000"), "fmduel server: argument --port: must be 0..65535, got 70000"),
    (("server", "--max-rooms", "0"), "fmduel server: argument --max-rooms: must be 1..100000, got 0"),
    (("server", "--grace", "-1"), "fmduel server: argument --grace: must be more than 0, got -1"),
    (("server", "--after-grace", "later"), "fmduel server: argument --after-grace: invalid choice: 'later'"),
    (("lobby", "host:0"), "fmduel lobby: argument HOST[:PORT]: 'host:0': the port must be a number 1-65535"),
    (("lobby", "host", "--create", "3p"), "fmduel lobby: argument --create: invalid choice: '3p'"),
    (("lobby", "host", "--create", "2p", "--watch-delay", "41"), "argument --watch-delay: must be -1..40, got 41"),
    (("lobby", "host", "--private"), "fmduel lobby: argument --rules/--watch-delay/--private: only with --create"),
    (("lobby", "host", "--create", "tag", "--watch", "ABCD"), "fmduel lobby: argument --watch: not with --create"),
])
def test_bad_arguments_are_named_in_one_line(capsys, args, words):
    assert main(list(args)) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1, err


def test_a_state_directory_that_is_a_file_is_refused(tmp_path, capsys):
    (tmp_path / "f").write_text("")
    assert main(["server", "--state", str(tmp_path / "f")]) == 2
    assert "fmduel server: argument --state: not a directory:" in capsys.readouterr().err
