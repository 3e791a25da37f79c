"""Guest paths -> host paths, as QEMU's linux-user resolves them.

Relative paths are the host's, from the process's working directory (or the directory a dirfd
names). With a sysroot (``-L``), an absolute path is looked up in the sysroot first and used
there when it exists, else on the host — QEMU's util/path.c. With a sandbox, only paths under
the sandbox directory, and the sysroot read-only, exist: anything else is ENOENT (writes into
the sysroot: EROFS). ``/proc/self/exe`` names the program."""
from __future__ import annotations

import os

import attrs

from .abi import ENOENT, EROFS

PROC_SELF_EXE = "/proc/self/exe"
PROC_SELF_MAPS = "/proc/self/maps"


@attrs.frozen
class Resolved:
    host: str = ""
    error: int = 0  # a positive errno when the path does not exist for the program


def _under(path: str, root: str | None) -> bool:
    if root is None:
        return False
    root = os.path.realpath(root)
    return path == root or path.startswith(root.rstrip("/") + "/")


def resolve(process, path: str, base: str, write: bool = False) -> Resolved:
    """The host path for guest ``path`` relative to host directory ``base``."""
    sysroot, sandbox = process.sysroot, process.sandbox
    if path.startswith("/"):
        host = path
        if sysroot is not None:
            candidate = os.path.join(sysroot, path.lstrip("/"))
            if os.path.lexists(candidate):
                host = candidate
    else:
        host = os.path.join(base, path)
    if sandbox is None:
        return Resolved(host)
    real = os.path.realpath(host)
    if _under(real, sandbox):
        return Resolved(host)
    if _under(real, sysroot):
        return Resolved(host, EROFS if write else 0)
    return Resolved("", ENOENT)
