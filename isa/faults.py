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


class Trap(Exception):
    """An instruction that needs the machine's exact counters — a system call, a read of the
    virtual counter — stops the run loops before it runs (as QEMU leaves translated code for
    EXCP_SWI). The machine calls ``serve()`` with its step and cycle counts up to date, keeps
    the result (the next instruction's index, or an exception) in ``state.trapped`` and runs
    the instruction again: it then only hands back that result, and is counted and timed as
    one instruction."""

    def __init__(self, serve):
        super().__init__("trap")
        self.serve = serve


def trapping(cpu, serve):
    """The op of an instruction served by the machine (see :class:`Trap`)."""
    def run():
        r = cpu.trapped
        if r is None:
            raise Trap(serve)
        cpu.trapped = None
        if isinstance(r, BaseException):
            raise r
        return r
    return run


class Fault(Exception):
    """A synchronous fault. ``signal`` picks the exit status; ``detail`` names the cause."""

    signal = 0
    name = "fault"

    def __init__(self, detail: str, address: int | None = None, access: str = ""):
        """``access``: "read", "write" or "fetch" when the fault is a memory access's (what
        a signal frame's ESR record says)."""
        super().__init__(detail)
        self.detail = detail
        self.address = address
        self.access = access

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
