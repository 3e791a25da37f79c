"""The kernel side of a Linux user-mode process, as QEMU 11.1's linux-user gives it: ``svc #0``
runs the call numbered X8 with arguments X0-X5 from :data:`~.table.SYSCALLS` and puts the
result in X0; signals raised meanwhile are delivered on the way back."""
from __future__ import annotations

import random
import struct
from typing import Callable

import attrs

from isa.faults import ProgramExit
from simulator.features import feature_set

from .abi import EIO, ENOSYS, M64
from .clocks import Clock
from .config import Process
from .files import FileTable
from .mm import AddressSpace
from .signals import SIGTRAMP, Signals
from .table import SYSCALLS, name_of

# calls a single-threaded simulation cannot give (processes and threads): a clear warning
NOT_SIMULATED = {"clone": "fork/thread creation", "clone3": "thread creation",
                 "execve": "running another program", "execveat": "running another program"}


class Linux:
    """Handles ``svc #0``; ``__call__(pc)`` returns None (go on after the svc) or the address
    to continue at (a signal handler, or the pc rt_sigreturn restores)."""

    def __init__(self, state, write_fd: Callable[[int, bytes], None],
                 process: Process | None = None, features: frozenset[str] | None = None):
        """``features``: the machine's architecture features (which signal-frame records
        exist; :mod:`simulator.features`), QEMU ``max``'s by default."""
        self.state = state
        self.features = features if features is not None else feature_set(None)
        self.mem = state.mem
        self.write_fd = write_fd  # callable(fd, bytes): fds 1 and 2
        self.process = process or Process()
        self.unknown_reported: set[int] = set()
        self.warnings: list[str] = []
        self.rng = random.Random(f"tilesim:{self.process.seed}")  # AT_RANDOM, getrandom
        self.clock = Clock(self.process)
        self.files = FileTable(self)
        self.mm = AddressSpace(self.mem)
        self.signals = Signals(self)
        self.new_pc: int | None = None  # set by a call that moves the pc (rt_sigreturn)
        self.tid_address = 0
        self.umask_value = 0o022
        self.thread_name = b"program"
        self.rlimits: dict[int, tuple[int, int]] = {}

    def warn(self, text: str) -> None:
        """Record a warning once (the CLI prints them after the run)."""
        if text not in self.warnings:
            self.warnings.append(text)

    def __call__(self, pc: int = 0) -> int | None:
        """The ``svc`` at address ``pc``."""
        st = self.state
        x = st.x
        nr = x[8]
        sc = SYSCALLS.get(nr)
        if sc is not None and sc.exits:  # the state at exit stays as it was, for dumps
            sc.fn(self, *x[:sc.nargs])
        # QEMU linux-user cpu_loop (EXCP_SWI): "On syscall, PSTATE.ZA is preserved, PSTATE.SM is
        # cleared" — leaving streaming mode resets Z/P/FFR like SMSTOP SM does.
        if st.sm:
            st.set_pstate(sm=False)
        if sc is None:
            what = NOT_SIMULATED.get(name_of(nr))
            if nr not in self.unknown_reported:
                self.unknown_reported.add(nr)
                if what:
                    self.warnings.append(f"system call {nr} ({name_of(nr)}, {what}) is not "
                                         "simulated: returning -ENOSYS")
                else:
                    self.warnings.append(f"unsupported system call {nr} ({name_of(nr)}): "
                                         "returning -ENOSYS")
            x[0] = -ENOSYS & M64
        else:
            try:
                r = sc.fn(self, *x[:sc.nargs])
            except BrokenPipeError:  # the machine's own output closed: the CLI ends the run
                raise
            except OSError as e:  # a host error no call expected: its errno, and a warning
                self.warn(f"{sc.name}: host error {e}")
                r = -(e.errno or EIO)
            x[0] = r & M64
        new, self.new_pc = self.new_pc, None
        if self.signals.deliverable():
            return self.signals.deliver_pending(pc + 4 if new is None else new)
        return new

    def deliver(self, signo: int, code: int = 0, fault_addr: int = 0,
                pc_address: int = 0, esr: int | None = None) -> int | None:
        """A signal for the process at ``pc_address`` (a fault: the faulting instruction):
        the handler's address when one runs (its frame is on the stack), the pc to go on at
        when the signal is ignored, None when the default action ends the program (the
        machine then stops with status 128 + ``signo``). ``esr``: the fault's syndrome
        (:func:`~.frame.fault_esr`; by default a data read's), which QEMU puts in an ESR record
        of the frame."""
        return self.signals.deliver(signo, code, fault_addr, pc_address, esr)

    def map_sigreturn_trampoline(self, addr: int | None = None) -> int:
        """Map one r-x page holding ``mov x8, #139; svc #0`` (QEMU's sigtramp; Linux's vDSO
        __kernel_rt_sigreturn) where handlers installed without SA_RESTORER return; at ``addr``
        or the next free page below the mmap area. Returns its address."""
        code = struct.pack("<2I", *SIGTRAMP)
        if addr is None:
            addr = self.mm.map_anywhere(0x1000, "r-x", "[sigpage]", code)
        else:
            self.mem.map("[sigpage]", addr, 0x1000, code, "r-x")
        self.signals.trampoline = addr
        return addr

    def snapshot(self) -> tuple:
        """The process state a debugger's reverse step puts back (the break, signals, clocks,
        random stream, working directory); host files are not undone."""
        sig = self.signals
        return (self.mm.brk, [attrs.evolve(a) for a in sig.actions], sig.blocked,
                dict(sig.pending), sig.altstack, self.clock.snapshot(),
                self.rng.getstate(), self.process.cwd, self.umask_value, self.tid_address)

    def restore(self, snap: tuple) -> None:
        sig = self.signals
        (self.mm.brk, actions, sig.blocked, pending, sig.altstack, clock, rng,
         self.process.cwd, self.umask_value, self.tid_address) = snap
        sig.actions = [attrs.evolve(a) for a in actions]
        sig.pending = dict(pending)
        self.clock.restore(clock)
        self.rng.setstate(rng)

    def exit(self, code: int) -> None:
        raise ProgramExit(code & 0xFF)

    def close(self) -> None:
        """Close the host files the program left open."""
        self.files.close_all()


from . import fs, process  # noqa: E402,F401  (their calls register themselves in the table)
