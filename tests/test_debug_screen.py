"""The debugger's full-screen `layout` in a real pseudo-terminal: the alternate screen, a frame that
fits the terminal (80x24, then resized), single-key stepping, Ctrl-L, `q` back to the prompt."""
from __future__ import annotations

import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROG = ROOT / "programs" / "sme" / "outer_product.s"
ANSI = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")


def _winsize(fd: int, rows: int, cols: int) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))


class Pty:
    def __init__(self, args, rows=24, cols=80):
        import pty

        self.master, slave = pty.openpty()
        _winsize(slave, rows, cols)
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
        env.update(TERM="xterm-256color", TILESIM_HISTFILE=os.devnull)
        self.proc = subprocess.Popen([sys.executable, "-m", "tools.cli", "debug", *args],
                                     stdin=slave, stdout=slave, stderr=slave, env=env, cwd=ROOT,
                                     close_fds=True, start_new_session=True)
        os.close(slave)
        self.buf = b""
        self.mark = 0

    def expect(self, text: bytes, timeout: float = 15.0) -> None:
        end = time.time() + timeout
        while text not in self.buf[self.mark:]:
            left = end - time.time()
            if left <= 0:
                raise AssertionError(f"did not see {text!r}; got {self.buf[-1500:]!r}")
            r, _, _ = select.select([self.master], [], [], left)
            if r:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:
                    chunk = b""
                if not chunk:
                    raise AssertionError(f"ended before {text!r}; got {self.buf[-1500:]!r}")
                self.buf += chunk

    def send(self, data: str) -> None:
        self.mark = len(self.buf)
        os.write(self.master, data.encode())

    def last_frame(self) -> list[str]:
        """The text of the last full frame drawn (from its cursor-home to the help line)."""
        tail = self.buf[self.buf.rindex(b"\x1b[H"):]
        tail = tail[:tail.index(b"q back") + len(b"q back")]
        return [ANSI.sub(b"", ln).decode("utf-8", "replace").rstrip("\r")
                for ln in tail.split(b"\r\n")]


def test_layout_full_screen_in_a_pty():
    t = Pty([str(PROG), "--svl", "512"])
    try:
        t.expect(b"(tilesim) ")
        t.send("break outer_product.s:24\r")
        t.expect(b"Breakpoint 1 at")
        t.send("run\r")
        t.expect(b"Breakpoint 1, ")
        t.send("layout za0.f32\r")
        t.expect(b"\x1b[?1049h")  # the alternate screen
        t.expect(b"q back")
        frame = t.last_frame()
        assert len(frame) <= 24 and max(len(ln) for ln in frame) <= 80, frame
        assert "step 6" in frame[0] and "outer_product.s:24" in frame[0]
        assert any("=>" in ln and "fmopa" in ln for ln in frame)
        # a single key steps, and the frame is redrawn
        t.send("s")
        t.expect(b"q back")
        t.expect(b"step 7")
        frame = t.last_frame()
        assert any("za0.f32 16x16, showing" in ln for ln in frame)  # legend after fmopa
        # the terminal grows: Ctrl-L redraws at the new size
        _winsize(t.master, 40, 120)
        t.send("\x0c")
        t.expect(b"q back")
        frame = t.last_frame()
        assert 24 < len(frame) <= 40 and 80 < max(len(ln) for ln in frame) <= 120
        # ':' runs a command; its output appears in the output panel
        t.send(":p x0\r")
        t.expect(b"q back")
        assert any("$1 = x0 = 0x" in ln for ln in t.last_frame())
        t.send("q")
        t.expect(b"\x1b[?1049l")  # back to the normal screen and the prompt
        t.expect(b"(tilesim) ")
        t.send("quit\r")
        t.proc.wait(timeout=10)
        assert t.proc.returncode == 0
    finally:
        if t.proc.poll() is None:
            t.proc.kill()
        os.close(t.master)
