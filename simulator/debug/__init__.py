"""The debugger engine: breakpoints, watchpoints, expressions, stepping, and an undo log that makes
reverse execution exact. Nothing here prints; ``tools/debug_cmd.py`` is the user interface.

Reverse execution is built on an undo log rather than re-running: before each instruction the
log records what that instruction may change (the X/NZCV entries that did change, memory bytes
about to be overwritten via ``Memory.on_write``, output lengths, exit/fault status, and, only for
instructions that name vector state, the Z/P/ZA rows that changed). Undoing a record puts exactly
those values back, so ``reverse-stepi`` costs about as much as ``stepi``. The log is bounded
(``History(limit=N)``); beyond the bound the oldest records are dropped and reverse steps stop there.
"""
from .expr import Expr, as_dump, same_value
from .history import History
from .session import Debugger
from .types import DEFAULT_HISTORY, Breakpoint, DebugError, Stop, Watchpoint

__all__ = ["Debugger", "DebugError", "Breakpoint", "Watchpoint", "Stop", "History", "Expr",
           "DEFAULT_HISTORY", "as_dump", "same_value"]
