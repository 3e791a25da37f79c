"""The debugger engine: breakpoints, watchpoints, expressions, stepping, and an undo log that makes
reverse execution exact. Nothing here prints; ``tools/debug_cmd.py`` is the user interface.

Reverse execution is built on an undo log rather than re-running: before each instruction the
log saves the old values of what that instruction can write, decided once per instruction from
its operands (:mod:`.writes`: destination Z/P rows, ZA rows of the destination tile, ZT0, FFR,
system registers, the exclusive monitor; X when it names one), the NZCV flags, memory bytes
about to be overwritten via ``Memory.on_write``; instructions that may change modes, vector
lengths or call the operating system get a full snapshot (kept as a delta) with output lengths
and exit/fault status. Undoing a record puts exactly those values back, so ``reverse-stepi``
costs less than ``stepi``. The log is bounded (``History(limit=N)``); beyond the bound the
oldest records are dropped and reverse steps stop there.

For C programs built with ``-g``, :mod:`.dwarf` reads the DWARF (functions, CFI, variables,
types) and :mod:`.cvalues` unwinds frames and evaluates C variable paths over it; the debugger
UI (tools/debug_c.py) and any other client format what they return.
"""
from .expr import Expr, as_dump, same_value
from .history import History
from .session import Debugger
from .types import DEFAULT_HISTORY, Breakpoint, DebugError, Stop, Watchpoint

__all__ = ["Debugger", "DebugError", "Breakpoint", "Watchpoint", "Stop", "History", "Expr",
           "DEFAULT_HISTORY", "as_dump", "same_value"]
