"""Running a machine from the command line: in slices, with a progress line on a terminal after
a few seconds, and Ctrl-C reported as where the program was (exit status 130)."""
from __future__ import annotations

import os
import signal
import sys
import threading
import time
from contextlib import contextmanager
from typing import TextIO

from rich.text import Text

from .render import is_tty

SLICE = 1 << 16  # instructions between checks (a multiple of the machines' run chunk)
QUIET_SECONDS = 2.0  # no progress line for runs shorter than this


class Interrupted(Exception):
    """Ctrl-C during a run; ``where`` describes the stop (pc, source line, counts)."""

    def __init__(self, where: str):
        super().__init__(where)
        self.where = where


@contextmanager
def sigint_flag():
    """While active, Ctrl-C sets ``flag[0]`` instead of raising (main thread only)."""
    flag = [False]
    if threading.current_thread() is not threading.main_thread():
        yield flag
        return

    def handler(signum, frame):  # noqa: ARG001
        flag[0] = True

    old = signal.signal(signal.SIGINT, handler)
    try:
        yield flag
    finally:
        signal.signal(signal.SIGINT, old)


def where(m) -> str:
    """pc, source line, instructions and cycles of a stopped machine."""
    insn = m.current_insn() if hasattr(m, "current_insn") else None
    pc = getattr(m, "pc", None)
    parts = [f"pc 0x{pc:x}" if isinstance(pc, int) else "pc ?"]
    if insn is not None:
        loc = insn.loc
        parts.append(f"{loc.file}:{loc.line}: {insn.text}")
    parts.append(f"{m.steps:,} instructions")
    cyc = _cycles(m)
    if cyc is not None:
        parts.append(f"{cyc:,} cycles")
    return ", ".join(parts)


def _cycles(m) -> int | None:
    if hasattr(m, "engine"):  # the VF machine
        return int(m.engine.breakdown().get("total", 0))
    c = getattr(m, "cycles", None)  # a property on the Arm machine (None without timing)
    return c() if callable(c) else c


def run_machine(m, label: str, stream: TextIO | None = None) -> int:
    """Run ``m`` to its end or step limit like ``m.run()``; raises :class:`Interrupted`."""
    stream = stream if stream is not None else sys.stderr
    show = is_tty(stream) and not os.environ.get("TILESIM_NO_PROGRESS")
    t0 = time.monotonic()
    live = None
    try:
        with sigint_flag() as stop:
            while not m.finished and m.steps < m.max_steps:
                m.step(min(SLICE, m.max_steps - m.steps))
                if stop[0]:
                    raise Interrupted(where(m))
                if show and time.monotonic() - t0 > QUIET_SECONDS:
                    live = live or _start_live(stream)
                    live.update(Text(_line(m, label, time.monotonic() - t0)))
    finally:
        if live is not None:
            live.stop()
    return m.run(0)  # records the step-limit stop when the limit was reached


def _start_live(stream: TextIO):
    from rich.console import Console
    from rich.live import Live

    live = Live("", console=Console(file=stream), transient=True, refresh_per_second=4)
    live.start()
    return live


def _line(m, label: str, seconds: float) -> str:
    cyc = _cycles(m)
    rate = m.steps / seconds if seconds > 0 else 0
    left = (m.max_steps - m.steps) / rate if rate else 0
    c = f", {cyc:,} cycles" if cyc is not None else ""
    return (f"{label}: {m.steps:,} instructions{c}, {seconds:.0f} s "
            f"({rate / 1e6:.2f} M/s); step limit {m.max_steps:,} (~{_dur(left)} at this rate) — "
            "Ctrl-C stops and shows where, --max-steps N sets the limit")


def _dur(s: float) -> str:
    return f"{s:.0f} s" if s < 120 else f"{s / 60:.0f} min" if s < 7200 else f"{s / 3600:.1f} h"


@contextmanager
def busy(label: str, stream: TextIO | None = None):
    """A spinner with the elapsed time on a terminal while a long call runs (nothing when
    stderr is not a terminal)."""
    stream = stream if stream is not None else sys.stderr
    if not is_tty(stream) or os.environ.get("TILESIM_NO_PROGRESS"):
        yield
        return
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                  console=Console(file=stream), transient=True) as prog:
        prog.add_task(f"{label} — Ctrl-C stops", total=None)
        yield
