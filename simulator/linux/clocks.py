"""Time as the program sees it: simulated by default, the host's with ``host_time``.

Simulated time is ``Process.now_ns()`` (the machine supplies it: instructions or cycles at the
machine's clock) plus what nanosleep/clock_nanosleep slept, which returns at once. The clocks:
CLOCK_MONOTONIC (and _RAW, _COARSE, BOOTTIME, the CPU-time clocks) = simulated time;
CLOCK_REALTIME = :data:`~.config.REALTIME_EPOCH_NS` + simulated time; CLOCK_TAI = realtime +
37 s. CNTVCT_EL0 counts the same time at CNTFRQ_EL0 = 1 GHz (QEMU's frequency)."""
from __future__ import annotations

import struct
import time

from .abi import EFAULT, EINVAL, s32, s64
from .config import REALTIME_EPOCH_NS, Process
from .table import syscall

CLOCK_REALTIME, CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID, CLOCK_THREAD_CPUTIME_ID = 0, 1, 2, 3
CLOCK_MONOTONIC_RAW, CLOCK_REALTIME_COARSE, CLOCK_MONOTONIC_COARSE, CLOCK_BOOTTIME = 4, 5, 6, 7
CLOCK_REALTIME_ALARM, CLOCK_BOOTTIME_ALARM, CLOCK_TAI = 8, 9, 11
REALTIME_IDS = (CLOCK_REALTIME, CLOCK_REALTIME_COARSE, CLOCK_REALTIME_ALARM)
VALID_IDS = frozenset(range(0, 10)) | {CLOCK_TAI}
COARSE_RES_NS = 4_000_000  # a 250 Hz kernel tick, as Debian's arm64 kernels have
TAI_OFFSET_NS = 37 * 10**9
CNTFRQ = 1_000_000_000
TIMER_ABSTIME = 1
_TS = struct.Struct("<qq")


class Clock:
    """The process's clocks (see the module docstring)."""

    def __init__(self, process: Process):
        self.host = process.host_time
        self._source = process.now_ns
        self._ticks = 0
        self.slept = 0  # ns nanosleep added to simulated time
        self._last = 0

    def now(self) -> int:
        """Simulated ns since the start; each read at least 1 ns after the one before (the
        source may advance in steps, as the machine's step count does between chunks)."""
        if self._source is None:
            self._ticks += 1000
            t = self._ticks
        else:
            t = self._source()
        t = max(self._last + 1, t + self.slept)
        self._last = t
        return t

    def read(self, clk: int) -> int:
        """Clock ``clk`` in ns."""
        if self.host:
            return time.clock_gettime_ns(clk)
        t = self.now()
        if clk in REALTIME_IDS:
            return REALTIME_EPOCH_NS + t
        if clk == CLOCK_TAI:
            return REALTIME_EPOCH_NS + TAI_OFFSET_NS + t
        return t

    def snapshot(self) -> tuple[int, int, int]:
        return self._ticks, self._last, self.slept

    def restore(self, snap: tuple[int, int, int]) -> None:
        self._ticks, self._last, self.slept = snap

    def counter(self) -> int:
        """CNTVCT_EL0: the simulated time at CNTFRQ_EL0 (1 GHz: one count per ns)."""
        if self.host:
            return time.monotonic_ns()
        return self.now()

    def sleep(self, ns: int) -> None:
        if self.host:
            time.sleep(ns / 1e9)
        else:
            self.slept += ns


def _put_ts(k, addr: int, ns: int) -> int:
    return 0 if k.mem.write_user(addr, _TS.pack(ns // 10**9, ns % 10**9)) else -EFAULT


def _get_ts(k, addr: int) -> int | None:
    """A struct timespec in ns, None when unreadable or invalid."""
    raw = k.mem.read_user(addr, 16)
    if raw is None:
        return None
    sec, nsec = _TS.unpack(raw)
    if sec < 0 or not 0 <= nsec < 10**9:
        return None
    return sec * 10**9 + nsec


@syscall("clock_gettime", "simulated time (see Time); the host's with --host-time")
def clock_gettime(k, clk, tp):
    clk = s32(clk)
    if clk not in VALID_IDS:
        return -EINVAL
    return _put_ts(k, tp, k.clock.read(clk))


@syscall("clock_getres", "1 ns; the coarse clocks 4 ms")
def clock_getres(k, clk, res):
    clk = s32(clk)
    if clk not in VALID_IDS:
        return -EINVAL
    if not res:
        return 0
    coarse = clk in (CLOCK_REALTIME_COARSE, CLOCK_MONOTONIC_COARSE)
    return _put_ts(k, res, COARSE_RES_NS if coarse else 1)


@syscall("gettimeofday", "CLOCK_REALTIME in microseconds; timezone UTC")
def gettimeofday(k, tv, tz):
    ns = k.clock.read(CLOCK_REALTIME)
    if tv and not k.mem.write_user(tv, _TS.pack(ns // 10**9, ns % 10**9 // 1000)):
        return -EFAULT
    if tz and not k.mem.write_user(tz, bytes(8)):
        return -EFAULT
    return 0


@syscall("nanosleep", "advances simulated time and returns at once (--host-time: sleeps)")
def nanosleep(k, req, rem):
    ns = _get_ts(k, req)
    if ns is None:
        return -EINVAL if k.mem.read_user(req, 16) is not None else -EFAULT
    k.clock.sleep(ns)
    return 0


@syscall("clock_nanosleep", "as nanosleep; TIMER_ABSTIME sleeps until the clock reads the time")
def clock_nanosleep(k, clk, flags, req, rem):
    clk = s32(clk)
    if clk not in VALID_IDS or clk == CLOCK_THREAD_CPUTIME_ID:
        return -EINVAL
    ns = _get_ts(k, req)
    if ns is None:
        return -EINVAL if k.mem.read_user(req, 16) is not None else -EFAULT
    if flags & TIMER_ABSTIME:
        ns = max(0, ns - k.clock.read(clk))
    k.clock.sleep(ns)
    return 0


@syscall("times", "all CPU time is the process's user time, in 100 Hz ticks")
def times(k, buf):
    ticks = k.clock.now() // 10_000_000
    if buf and not k.mem.write_user(buf, struct.pack("<qqqq", ticks, 0, 0, 0)):
        return -EFAULT
    return ticks


def elapsed_seconds(k) -> int:
    return s64(k.clock.now()) // 10**9


@syscall("getrusage", "user time = simulated time; no system time; other fields 0")
def getrusage(k, who, usage):
    if s32(who) not in (0, -1, 1):  # RUSAGE_SELF, RUSAGE_CHILDREN, RUSAGE_THREAD
        return -EINVAL
    ns = k.clock.now() if s32(who) != -1 else 0
    out = struct.pack("<qq", ns // 10**9, ns % 10**9 // 1000).ljust(144, b"\0")
    return 0 if k.mem.write_user(usage, out) else -EFAULT
