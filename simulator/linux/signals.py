"""Signals: actions, the blocked mask, the alternate stack, kill/tgkill/tkill to itself and
delivery on a frame laid out as Linux arm64 / QEMU (:mod:`.frame`). A handler runs with X0 =
signo, X1 = &siginfo, X2 = &ucontext, X30 = sa_restorer (or the sigreturn trampoline), SP = the
frame, PSTATE.SM and ZA off; rt_sigreturn restores what the frame holds."""
from __future__ import annotations

import struct

import attrs

from isa.faults import Fault
from simulator.features import ALL

from . import frame
from .abi import EFAULT, EINVAL, ENOMEM, EPERM, ESRCH, M64, s32
from .table import syscall

NSIG = 64
SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGKILL = range(1, 10)
SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM = 10, 11, 12, 13, 14, 15
SIGCHLD, SIGCONT, SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU, SIGURG, SIGWINCH = \
    17, 18, 19, 20, 21, 22, 23, 28
SIG_DFL, SIG_IGN = 0, 1
SA_SIGINFO, SA_ONSTACK, SA_RESTORER, SA_NODEFER, SA_RESETHAND = \
    4, 0x08000000, 0x04000000, 0x40000000, 0x80000000
SIG_BLOCK, SIG_UNBLOCK, SIG_SETMASK = 0, 1, 2
SS_ONSTACK, SS_DISABLE, SS_AUTODISARM = 1, 2, 1 << 31
MINSIGSTKSZ = 5120  # arch/arm64/include/uapi/asm/signal.h
SI_USER, SI_TKILL = 0, -6
IGNORED_BY_DEFAULT = frozenset({SIGCHLD, SIGCONT, SIGURG, SIGWINCH})
STOPS = frozenset({SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU})
UNBLOCKABLE = (1 << SIGKILL - 1) | (1 << SIGSTOP - 1)
NAMES = {1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT",
         7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 10: "SIGUSR1", 11: "SIGSEGV", 12: "SIGUSR2",
         13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM", 16: "SIGSTKFLT", 17: "SIGCHLD",
         18: "SIGCONT", 19: "SIGSTOP", 20: "SIGTSTP", 21: "SIGTTIN", 22: "SIGTTOU", 23: "SIGURG",
         24: "SIGXCPU", 25: "SIGXFSZ", 26: "SIGVTALRM", 27: "SIGPROF", 28: "SIGWINCH",
         29: "SIGIO", 30: "SIGPWR", 31: "SIGSYS"}
SIGTRAMP = (0xD2801168, 0xD4000001)  # mov x8, #139 (rt_sigreturn); svc #0 — QEMU's sigtramp


class KilledBySignal(Fault):
    """A signal whose default action ends the process (exit status 128 + signo)."""

    def __init__(self, signo: int, detail: str):
        super().__init__(detail)
        self.signal = signo
        self.name = f"{NAMES.get(signo, f'signal {signo}')} (killed)"


@attrs.define
class Action:
    handler: int = SIG_DFL
    flags: int = 0
    restorer: int = 0
    mask: int = 0


def _bit(signo: int) -> int:
    return 1 << (signo - 1)


class Signals:
    def __init__(self, kernel):
        self.k = kernel
        self.actions = [Action() for _ in range(NSIG + 1)]
        self.blocked = 0
        self.pending: dict[int, bytes] = {}  # signo -> its siginfo
        self.altstack = (0, SS_DISABLE, 0)  # ss_sp, ss_flags, ss_size
        self.trampoline = 0  # where handlers without SA_RESTORER return (set by the machine)

    # ------------------------------------------------------------------ raising
    def raise_signal(self, signo: int, code: int = SI_USER) -> None:
        """Make ``signo`` pending (kill to itself): delivered when the call returns."""
        info = struct.pack("<iiiiii", signo, 0, code, 0, self.k.process.pid,
                           self.k.process.uid).ljust(frame.SIGINFO_SIZE, b"\0")
        self.pending.setdefault(signo, info)

    def deliverable(self) -> bool:
        return any(not self.blocked & _bit(s) for s in self.pending)

    def deliver_pending(self, pc: int) -> int | None:
        """Deliver the lowest unblocked pending signal with the program at ``pc``: the pc to
        continue at; a default action that terminates raises :class:`KilledBySignal`."""
        for signo in sorted(self.pending):
            if not self.blocked & _bit(signo):
                info = self.pending.pop(signo)
                new = self._deliver(signo, info, 0, pc, fault=False)
                if new is None:
                    raise KilledBySignal(signo, f"{NAMES.get(signo, signo)} sent by the program "
                                         "to itself, with no handler installed")
                return new
        return None

    # ------------------------------------------------------------------ delivery
    def deliver(self, signo: int, code: int, fault_addr: int, pc: int,
                esr: int | None = None) -> int | None:
        info = struct.pack("<iiiiQ", signo, 0, code, 0, fault_addr & M64)
        if esr is None and signo in (SIGILL, SIGTRAP, SIGBUS, SIGSEGV):
            esr = frame.fault_esr(signo, code)  # a data read, when the machine does not say
        return self._deliver(signo, info.ljust(frame.SIGINFO_SIZE, b"\0"), fault_addr, pc,
                             fault=True, esr=esr)

    def _deliver(self, signo: int, info: bytes, fault_addr: int, pc: int,
                 fault: bool, esr: int | None = None) -> int | None:
        act = self.actions[signo]
        if fault and (self.blocked & _bit(signo) or act.handler == SIG_IGN):
            # force_sig_info_to_task: a blocked or ignored synchronous fault kills
            return None
        if act.handler == SIG_IGN:
            return pc
        if act.handler == SIG_DFL:
            if signo in IGNORED_BY_DEFAULT or signo in STOPS:
                if signo in STOPS:
                    self.k.warn(f"{NAMES[signo]}: stopping is not simulated (ignored)")
                return pc
            return None
        return self._setup(signo, act, info, fault_addr, pc, esr)

    def on_altstack(self, sp: int) -> bool:
        ss_sp, flags, size = self.altstack
        return size > 0 and ss_sp < sp <= ss_sp + size

    def _stack_t(self, sp: int) -> tuple[int, int, int]:
        ss_sp, flags, size = self.altstack
        if not size or flags & SS_DISABLE:
            return ss_sp, SS_DISABLE, size
        return ss_sp, SS_ONSTACK if self.on_altstack(sp) else flags & SS_AUTODISARM, size

    def _setup(self, signo: int, act: Action, info: bytes, fault_addr: int,
               pc: int, esr: int | None) -> int | None:
        k = self.k
        st = k.state
        sp = st.x[31]
        ss_sp, ss_flags, ss_size = self.altstack
        if act.flags & SA_ONSTACK and ss_size and not ss_flags & SS_DISABLE \
                and not self.on_altstack(sp):
            sp = ss_sp + ss_size
        feats = k.features
        body, fr_ofs, extra_ofs = frame.build(
            st, signo, info, self.blocked, self._stack_t(st.x[31]), pc, fault_addr,
            "sve" in feats, "sme" in feats, "sme2" in feats, fpmr=feats >= ALL, esr=esr)
        addr = (sp - len(body)) & ~15
        if not k.mem.write_user(addr, frame.place(body, addr, extra_ofs)):
            return None  # no room for the frame: the kernel forces SIGSEGV
        restorer = act.restorer if act.flags & SA_RESTORER else self.trampoline
        if not restorer:
            k.warn("a signal handler without SA_RESTORER and no sigreturn trampoline mapped")
        x = st.x
        x[0], x[1], x[2] = signo, addr, addr + frame.UC_OFFSET
        x[29], x[30], x[31] = addr + fr_ofs, restorer, addr
        if st.sm:
            st.set_pstate(sm=False)
        if st.za_on:
            st.za_on = False
        self.blocked |= act.mask | (0 if act.flags & SA_NODEFER else _bit(signo))
        self.blocked &= ~UNBLOCKABLE
        if act.flags & SA_RESETHAND:
            self.actions[signo] = Action()
        return act.handler


def _valid(signo: int) -> bool:
    return 1 <= signo <= NSIG


@syscall("rt_sigaction", "handlers with SA_SIGINFO, SA_ONSTACK, SA_RESTORER, SA_NODEFER, "
         "SA_RESETHAND and masks")
def rt_sigaction(k, signo, act, oact, sigsetsize):
    signo = s32(signo)
    if sigsetsize != 8 or not _valid(signo):
        return -EINVAL
    sig = k.signals
    if act and signo in (SIGKILL, SIGSTOP):
        return -EINVAL
    new = None
    if act:
        raw = k.mem.read_user(act, 32)
        if raw is None:
            return -EFAULT
        h, flags, restorer, mask = struct.unpack("<QQQQ", raw)
        new = Action(h, flags, restorer, mask & ~UNBLOCKABLE)
    if oact:
        o = sig.actions[signo]
        if not k.mem.write_user(oact, struct.pack("<QQQQ", o.handler, o.flags, o.restorer,
                                                  o.mask)):
            return -EFAULT
    if new is not None:
        sig.actions[signo] = new
        if new.handler == SIG_IGN or new.handler == SIG_DFL and signo in IGNORED_BY_DEFAULT:
            sig.pending.pop(signo, None)
    return 0


@syscall("rt_sigprocmask", "SIG_BLOCK, SIG_UNBLOCK, SIG_SETMASK; pending signals unblocked "
         "are delivered on return")
def rt_sigprocmask(k, how, nset, oset, sigsetsize):
    if sigsetsize != 8:
        return -EINVAL
    sig = k.signals
    old = sig.blocked
    if nset:
        raw = k.mem.read_user(nset, 8)
        if raw is None:
            return -EFAULT
        m = struct.unpack("<Q", raw)[0]
        if how == SIG_BLOCK:
            sig.blocked |= m
        elif how == SIG_UNBLOCK:
            sig.blocked &= ~m
        elif how == SIG_SETMASK:
            sig.blocked = m
        else:
            return -EINVAL
        sig.blocked &= ~UNBLOCKABLE
    if oset and not k.mem.write_user(oset, struct.pack("<Q", old)):
        return -EFAULT
    return 0


@syscall("rt_sigpending", "the pending set")
def rt_sigpending(k, uset, sigsetsize):
    m = 0
    for s in k.signals.pending:
        m |= _bit(s)
    return 0 if k.mem.write_user(uset, struct.pack("<Q", m)) else -EFAULT


@syscall("sigaltstack", "the alternate signal stack (SS_DISABLE, SS_AUTODISARM)")
def sigaltstack(k, ss, old):
    sig = k.signals
    sp = k.state.x[31]
    if old and not k.mem.write_user(old, _pack_stack(sig._stack_t(sp))):
        return -EFAULT
    if ss:
        raw = k.mem.read_user(ss, 24)
        if raw is None:
            return -EFAULT
        if sig.on_altstack(sp):
            return -EPERM
        sp_, flags, _, size = struct.unpack("<QiiQ", raw)
        flags &= 0xFFFFFFFF
        if flags & ~(SS_DISABLE | SS_AUTODISARM | SS_ONSTACK):
            return -EINVAL
        if flags & SS_DISABLE:
            sig.altstack = (0, SS_DISABLE, 0)
        else:
            if size < MINSIGSTKSZ:
                return -ENOMEM
            sig.altstack = (sp_, flags & SS_AUTODISARM, size)
    return 0


def _pack_stack(t: tuple[int, int, int]) -> bytes:
    return struct.pack("<QiiQ", t[0], t[1], 0, t[2])


@syscall("rt_sigreturn", "restores registers, mask and SVE/SME state from the frame at SP")
def rt_sigreturn(k):
    st = k.state
    got = frame.restore(st, k.mem, st.x[31])
    if got is None:
        raise KilledBySignal(SIGSEGV, f"rt_sigreturn: no valid signal frame at sp "
                             f"0x{st.x[31]:x}")
    pc, mask = got
    k.signals.blocked = mask & ~UNBLOCKABLE
    k.new_pc = pc
    return st.x[0]


def _to_self(k, pid: int) -> bool:
    return pid in (0, -1, k.process.pid)


@syscall("kill", "to itself only (pid 0, -1 or its own); others -ESRCH")
def kill(k, pid, signo):
    pid, signo = s32(pid), s32(signo)
    if not 0 <= signo <= NSIG:
        return -EINVAL
    if not _to_self(k, pid):
        return -ESRCH
    if signo:
        k.signals.raise_signal(signo, SI_USER)
    return 0


@syscall("tgkill", "to itself only")
def tgkill(k, tgid, tid, signo):
    if s32(tgid) != k.process.pid or s32(tid) != k.process.pid:
        return -EINVAL if s32(tgid) <= 0 or s32(tid) <= 0 else -ESRCH
    return tkill(k, tid, signo)


@syscall("tkill", "to itself only")
def tkill(k, tid, signo):
    signo = s32(signo)
    if not 0 <= signo <= NSIG:
        return -EINVAL
    if s32(tid) != k.process.pid:
        return -EINVAL if s32(tid) <= 0 else -ESRCH
    if signo:
        k.signals.raise_signal(signo, SI_TKILL)
    return 0
