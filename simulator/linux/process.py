"""Process facts and the calls a single-threaded process makes about itself: exit, ids,
uname, limits, CPU affinity, random bytes, futex, prctl (SVE/SME vector lengths)."""
from __future__ import annotations

import struct

from .abi import EAGAIN, EFAULT, EINVAL, ENOSYS, EPERM, ESRCH, ETIMEDOUT, M64
from .clocks import elapsed_seconds
from .table import syscall

PR_SVE_SET_VL, PR_SVE_GET_VL, PR_SME_SET_VL, PR_SME_GET_VL = 50, 51, 63, 64
PR_SET_NAME, PR_GET_NAME = 15, 16
RLIM_INFINITY = M64
RLIMIT_STACK, RLIMIT_NOFILE = 3, 7
DEFAULT_RLIMITS = {RLIMIT_STACK: (8 << 20, RLIM_INFINITY), RLIMIT_NOFILE: (1024, 1 << 20),
                   4: (0, RLIM_INFINITY),  # RLIMIT_CORE
                   6: (0x3F6E, 0x3F6E), 8: (8 << 20, 8 << 20),  # NPROC, MEMLOCK
                   13: (0, 0), 14: (0, 0),  # RLIMIT_NICE, RLIMIT_RTPRIO
                   15: (RLIM_INFINITY, RLIM_INFINITY)}  # RLIMIT_RTTIME
RLIM_NLIMITS = 16
FUTEX_WAIT, FUTEX_WAKE, FUTEX_WAIT_BITSET, FUTEX_WAKE_BITSET = 0, 1, 9, 10
GRND_NONBLOCK, GRND_RANDOM, GRND_INSECURE = 1, 2, 4
MAX_RANDOM = 1 << 25  # getrandom returns at most 32 MiB per call, as Linux does


@syscall(("exit", "exit_group"), "ends the program with the status", exits=True)
def exit_(k, code):
    k.exit(code)


@syscall(("getpid", "gettid", "getpgid", "getsid"),
         "a fixed pid (1000; one thread, its own group and session), so runs are reproducible")
def getpid(k):
    return k.process.pid


@syscall("getppid", "pid - 1")
def getppid(k):
    return k.process.pid - 1


@syscall(("getuid", "geteuid"), "the host's uid (as QEMU)")
def getuid(k):
    return k.process.uid


@syscall(("getgid", "getegid"), "the host's gid (as QEMU)")
def getgid(k):
    return k.process.gid


@syscall("uname", "sysname Linux, machine aarch64 (as QEMU); fixed node name and release")
def uname(k, buf):
    u = k.process.uname
    fields = (u.sysname, u.nodename, u.release, u.version, u.machine, u.domainname)
    data = b"".join(f.encode()[:64].ljust(65, b"\0") for f in fields)
    return 0 if k.mem.write_user(buf, data) else -EFAULT


def _rlimit(k, resource: int) -> tuple[int, int]:
    return k.rlimits.get(resource, DEFAULT_RLIMITS.get(resource, (RLIM_INFINITY, RLIM_INFINITY)))


@syscall("prlimit64", "the process's own limits: 8 MiB stack, 1024 files, others unlimited; "
         "new limits are kept")
def prlimit64(k, pid, resource, new, old):
    if pid not in (0, k.process.pid):
        return -ESRCH  # no other process
    if resource >= RLIM_NLIMITS:
        return -EINVAL
    if old and not k.mem.write_user(old, struct.pack("<QQ", *_rlimit(k, resource))):
        return -EFAULT
    if new:
        raw = k.mem.read_user(new, 16)
        if raw is None:
            return -EFAULT
        cur, mx = struct.unpack("<QQ", raw)
        if cur > mx:
            return -EINVAL
        k.rlimits[resource] = (cur, mx)
    return 0


@syscall("getrlimit", "as prlimit64")
def getrlimit(k, resource, old):
    return prlimit64(k, 0, resource, 0, old)


@syscall("setrlimit", "as prlimit64")
def setrlimit(k, resource, new):
    return prlimit64(k, 0, resource, new, 0)


@syscall("sched_getaffinity", "one CPU (CPU 0)")
def sched_getaffinity(k, pid, size, mask):
    if size < 8 or size & 7:
        return -EINVAL
    return 8 if k.mem.write_user(mask, struct.pack("<Q", 1)) else -EFAULT


@syscall(("sched_setaffinity", "sched_yield", "membarrier", "mlock", "munlock"),
         "0 (one thread on one CPU, no paging)")
def nothing_to_do(k):
    return 0


@syscall("getcpu", "CPU 0, node 0")
def getcpu(k, cpu, node, cache):
    for a in (cpu, node):
        if a and not k.mem.write_user(a, bytes(4)):
            return -EFAULT
    return 0


@syscall("sysinfo", "uptime = simulated seconds, 8 GiB RAM (4 free), one process")
def sysinfo(k, info):
    out = struct.pack("<q3Q6QHH4xQQI", elapsed_seconds(k), 0, 0, 0, 8 << 30, 4 << 30, 0, 0,
                      0, 0, 1, 0, 0, 0, 1).ljust(112, b"\0")
    return 0 if k.mem.write_user(info, out) else -EFAULT


@syscall("set_tid_address", "remembered; returns the tid")
def set_tid_address(k, addr):
    k.tid_address = addr
    return k.process.pid


@syscall("set_robust_list", "-ENOSYS, as QEMU linux-user")
def set_robust_list(k, head, length):
    return -ENOSYS


@syscall("rseq", "-ENOSYS, as QEMU linux-user (glibc then does without)")
def rseq(k, addr, length, flags, sig):
    return -ENOSYS


@syscall("getrandom", "deterministic bytes from --seed")
def getrandom(k, buf, count, flags):
    if flags & ~(GRND_NONBLOCK | GRND_RANDOM | GRND_INSECURE):
        return -EINVAL
    n = min(count, MAX_RANDOM)
    if n and k.mem.writable_span(buf, n) is None:
        return -EFAULT
    k.mem.write_user(buf, k.rng.randbytes(n))
    return n


@syscall("futex", "one thread: WAIT returns -EAGAIN if the word differs, else -ETIMEDOUT "
         "(nothing could wake it); WAKE wakes nobody")
def futex(k, uaddr, op, val, timeout, uaddr2, val3):
    cmd = op & 0x7F
    if cmd in (FUTEX_WAIT, FUTEX_WAIT_BITSET):
        raw = k.mem.read_user(uaddr, 4)
        if raw is None:
            return -EFAULT
        if struct.unpack("<I", raw)[0] != val & 0xFFFFFFFF:
            return -EAGAIN
        k.warn("futex: a wait no other thread can end (one thread): returning -ETIMEDOUT")
        return -ETIMEDOUT
    if cmd in (FUTEX_WAKE, FUTEX_WAKE_BITSET):
        return 0
    return -ENOSYS


@syscall("setpgid", "-EPERM (no process groups)")
def setpgid(k, pid, pgid):
    return -EPERM


@syscall("prctl", "PR_SVE_SET_VL/GET_VL, PR_SME_SET_VL/GET_VL (as QEMU), PR_SET_NAME/"
         "PR_GET_NAME; others -EINVAL")
def prctl(k, option, arg, arg3, arg4, arg5):
    st = k.state
    if option in (PR_SVE_GET_VL, PR_SME_GET_VL):
        return st.svlb if option == PR_SME_GET_VL else st.nsvlb
    if option in (PR_SVE_SET_VL, PR_SME_SET_VL):
        # QEMU linux-user/aarch64/target_prctl.h: flags (INHERIT/ONEXEC) are not
        # supported (-EINVAL); 0..8192 in steps of 16; vq = clamp(arg/16, 1, 16).
        if not (0 <= arg <= 512 * 16 and arg % 16 == 0):
            return -EINVAL
        vq = min(max(arg // 16, 1), 16)
        if option == PR_SME_SET_VL:
            # SME lengths are powers of two: the largest supported one not above vq
            while vq & (vq - 1):
                vq &= vq - 1
        st.set_vector_length(option == PR_SME_SET_VL, 16 * vq)
        return 16 * vq
    if option == PR_SET_NAME:
        raw = k.mem.read_user(arg, 16)
        if raw is None:
            return -EFAULT
        k.thread_name = raw.split(b"\0")[0][:15]
        return 0
    if option == PR_GET_NAME:
        return 0 if k.mem.write_user(arg, k.thread_name.ljust(16, b"\0")) else -EFAULT
    return -EINVAL

