"""Game processes on the loopback for the network tests: a headless host and joining bots, all bounded."""

from __future__ import annotations

import os
import queue
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def env(home: Path) -> dict:
    """Returns the environment of a test process: headless SDL, a private data home, this checkout's game."""
    out = dict(os.environ)
    out.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               FMDUEL_DATA_HOME=str(home), PYTHONPATH=str(REPO))
    return out


def game(home: Path, *args: str) -> subprocess.Popen:
    """Starts ``python -m game ARGS`` (stdout and stderr captured)."""
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=REPO, env=env(home), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


class HostProc:
    """A headless host on 127.0.0.1; ``code`` and ``port`` read from its first lines."""

    def __init__(self, home: Path, *args: str, port: int = 0, timeout: float = 30.0) -> None:
        self.proc = game(home, "host", "--headless", "--bind", "127.0.0.1", "--port", str(port),
                         "--max-minutes", "3", *args)
        self.lines: list[str] = []
        self._queue: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        line = self.wait_for(r"room code (\S+) .* listening on 127\.0\.0\.1:(\d+)", timeout)
        m = re.search(r"room code (\S+) .* listening on 127\.0\.0\.1:(\d+)", line)
        self.code, self.port = m.group(1), int(m.group(2))
        self.journal = Path(self.wait_for(r"^journal ", timeout).split(" ", 1)[1])

    def wait_for(self, pattern: str, timeout: float) -> str:
        """Returns the first output line matching ``pattern`` (AssertionError after ``timeout`` seconds)."""
        deadline = time.monotonic() + timeout
        seen = 0
        while True:
            for line in self.lines[seen:]:
                if re.search(pattern, line):
                    return line
            seen = len(self.lines)
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"host never printed {pattern!r}; it printed: {self.lines[-10:]}")
            try:
                line = self._queue.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise AssertionError(f"host ended without printing {pattern!r}; it printed: {self.lines[-10:]}")
            self.lines.append(line)

    def _read(self) -> None:
        for line in self.proc.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def finish(self, timeout: float = 60.0) -> str:
        """Waits for the host to end; returns all it printed."""
        self.proc.wait(timeout=timeout)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            line = self._queue.get(timeout=5)
            if line is None:
                break
            self.lines.append(line)
        return "\n".join(self.lines)

    def kill(self) -> None:
        """Ends the host at once (as a crash or a pulled plug would)."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=10)


def join(home: Path, host: HostProc, *args: str, level: str = "fair") -> subprocess.Popen:
    """Starts a bot player that joins the host's room."""
    return game(home, "join", f"127.0.0.1:{host.port}", "--code", host.code, "--bot", level,
                "--max-seconds", "150", *args)


def done(proc: subprocess.Popen, timeout: float = 150.0) -> str:
    """Waits for a bot to end; returns its output (AssertionError with the output on failure)."""
    out, _ = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, out
    return out
