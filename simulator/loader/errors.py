"""What loading and calling can go wrong with: each a typed exception with one clear line."""
from __future__ import annotations


class LoadError(ValueError):
    """A file that cannot be loaded: not AArch64, truncated, an unsupported relocation, …

    A ``ValueError`` so the CLI's existing error path prints it as one line with exit status 2.
    """

    def __init__(self, message: str, hint: str = ""):
        self.message = message
        self.hint = hint
        super().__init__(message + (f" (hint: {hint})" if hint else ""))


class CallError(ValueError):
    """``Machine.call`` cannot set the call up: missing symbol, arguments that do not fit the
    AAPCS64 or cannot be marshalled (an array that is not C-contiguous, …)."""


class CallFault(RuntimeError):
    """The callee faulted (or exited, or hit the step limit). ``report`` is the machine's
    :class:`~simulator.machine.FaultReport` (None for an exit); memory stays as written."""

    def __init__(self, message: str, report=None, exit_code: int | None = None):
        self.report = report
        self.exit_code = exit_code
        super().__init__(message)
