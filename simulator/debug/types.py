"""Debugger value types: errors, breakpoints, watchpoints, stop reasons."""
from __future__ import annotations


import attrs

from ..dump import Dump

DEFAULT_HISTORY = 1_000_000
DEFAULT_HISTORY_BYTES = 256 << 20  # reverse-execution history bound (estimated bytes)
M64 = (1 << 64) - 1
CALLS = frozenset(("bl", "blr"))
RETURNS = frozenset(("ret",))

class DebugError(ValueError):
    """A command the debugger cannot carry out; the UI prints it and goes on."""

    def __init__(self, message: str, hint: str = ""):
        super().__init__(message + (f" ({hint})" if hint else ""))
        self.message, self.hint = message, hint


@attrs.define(eq=False)
class Breakpoint:
    number: int
    indexes: tuple[int, ...]  # instruction slots where it stops
    spec: str
    temporary: bool = False
    condition: str | None = None
    enabled: bool = True
    hits: int = 0
    line: int | None = None  # FILE:LINE: the source line it is on, as gdb reports it


@attrs.define(eq=False)
class Watchpoint:
    number: int
    expr: str
    old: object  # the value last seen (a copy)
    enabled: bool = True
    hits: int = 0


@attrs.define(eq=False)
class Stop:
    """Why execution stopped. ``steps`` is instructions run (negative: undone)."""

    reason: str  # step, breakpoint, watchpoint, exited, fault, history-start, history-limit,
    #              finish, until, interrupted, step-limit, not-running, condition-error,
    #              access-watch (stopped before an instruction that reads/writes watched bytes)
    steps: int = 0
    breakpoint: Breakpoint | None = None
    watch: Watchpoint | None = None
    old: object = None
    new: object = None
    message: str = ""
    value: Dump | None = None  # finish: x0 on return
    access: object = None  # access-watch: the .access.AccessWatch the next instruction touches


