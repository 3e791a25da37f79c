"""What the machine tells the kernel about the process it runs (QEMU's command line facts)."""
from __future__ import annotations

import os
from typing import Callable

import attrs

# CLOCK_REALTIME at simulated time 0 (with simulated clocks): 2025-01-01T00:00:00Z
REALTIME_EPOCH_NS = 1_735_689_600 * 10**9
FIXED_PID = 1000  # getpid/gettid; getppid is FIXED_PID - 1 (deterministic, unlike QEMU's host pid)


@attrs.frozen
class Uname:
    """uname(2) as QEMU 11.1 reports it on AArch64 (linux-user/uname.c: machine ``aarch64``);
    the host's node name, release and version are replaced by fixed values so a run does not
    depend on the host (release >= 3.7.0: glibc's minimum kernel for AArch64)."""

    sysname: str = "Linux"
    nodename: str = "tilesim"
    release: str = "6.1.0"
    version: str = "#1 SMP PREEMPT_DYNAMIC"
    machine: str = "aarch64"
    domainname: str = "(none)"


@attrs.define
class Process:
    """The facts of one run: ``argv``/``envp`` (strings as the program sees them), ``exe``
    (host path: /proc/self/exe), ``cwd`` (host directory relative paths start from),
    ``sysroot`` (``-L``: absolute paths are looked up there first), ``sandbox`` (None: the
    host's files; else only paths under it and the sysroot exist), ``seed`` (getrandom and
    AT_RANDOM), ``host_time`` (the host's clocks instead of simulated time), ``now_ns`` (the
    simulated time in ns since the start; None: a clock that advances 1 us per read),
    ``stdin`` (bytes fd 0 reads; None: the host's standard input)."""

    argv: list[str] = attrs.Factory(lambda: ["program"])
    envp: list[str] = attrs.Factory(list)
    exe: str = ""
    cwd: str = attrs.Factory(os.getcwd)
    sysroot: str | None = None
    sandbox: str | None = None
    seed: int = 0
    host_time: bool = False
    now_ns: Callable[[], int] | None = None
    stdin: bytes | None = None
    uname: Uname = attrs.Factory(Uname)
    uid: int = attrs.Factory(os.getuid)
    gid: int = attrs.Factory(os.getgid)
    pid: int = FIXED_PID

    def __attrs_post_init__(self) -> None:
        # confined, the program starts inside its sandbox (relative paths resolve there)
        if self.sandbox is not None:
            box = os.path.realpath(self.sandbox)
            cwd = os.path.realpath(self.cwd)
            if cwd != box and not cwd.startswith(box.rstrip("/") + "/"):
                self.cwd = box
