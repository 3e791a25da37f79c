"""Run-time events that end or interrupt a program, shared by the ISA semantics and the machine.

A fault ends the simulated process like a Linux signal would: the exit status is
128 + signal number. ``ProgramExit`` is the normal end (exit/exit_group).
"""
from __future__ import annotations

SIGILL, SIGTRAP, SIGBUS, SIGSEGV = 4, 5, 7, 11
STEP_LIMIT_STATUS = 124


class ProgramExit(Exception):
    def __init__(self, code: int):
        super().__init__(f"exit({code})")
        self.code = code


class Fault(Exception):
    """A synchronous fault. ``signal`` picks the exit status; ``detail`` names the cause."""

    signal = 0
    name = "fault"

    def __init__(self, detail: str, address: int | None = None):
        super().__init__(detail)
        self.detail = detail
        self.address = address

    @property
    def exit_status(self) -> int:
        return 128 + self.signal


class IllegalInstruction(Fault):
    signal = SIGILL
    name = "SIGILL (illegal instruction)"


class Breakpoint(Fault):
    """BRK: Linux delivers SIGTRAP (exit status 133, as QEMU user mode reports it)."""

    signal = SIGTRAP
    name = "SIGTRAP (breakpoint)"


class SegmentationFault(Fault):
    signal = SIGSEGV
    name = "SIGSEGV (segmentation fault)"


class BusError(Fault):
    signal = SIGBUS
    name = "SIGBUS (bus error)"
