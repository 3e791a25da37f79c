"""Process start: the initial stack and auxiliary vector as QEMU 11.1's linux-user lays them
out (linux-user/elfload.c: loader_build_stack / create_elf_tables), which is the layout Linux's
fs/binfmt_elf.c create_elf_tables makes:

    higher addresses   8 bytes of zeros at the very top
                       AT_EXECFN string, environment strings, argument strings
                       AT_PLATFORM string (8-byte aligned), 16-byte alignment
                       AT_RANDOM's 16 bytes
                       auxv pairs ... AT_NULL, envp ... NULL, argv ... NULL, argc   <- sp
    (sp 16-byte aligned)"""
from __future__ import annotations

import os
import struct

from simulator.memory import Memory

AT_NULL, AT_PHDR, AT_PHENT, AT_PHNUM, AT_PAGESZ = 0, 3, 4, 5, 6
AT_BASE, AT_FLAGS, AT_ENTRY = 7, 8, 9
AT_UID, AT_EUID, AT_GID, AT_EGID, AT_PLATFORM, AT_HWCAP, AT_CLKTCK = 11, 12, 13, 14, 15, 16, 17
AT_SECURE, AT_RANDOM, AT_HWCAP2, AT_EXECFN, AT_MINSIGSTKSZ = 23, 25, 26, 31, 51
PLATFORM = "aarch64"
MINSIGSTKSZ_AUX = 5120  # what Linux's arm64 ARCH_DLINFO would give (QEMU 11.1 omits it)


def auxv_entries(*, phdr: int, phnum: int, entry: int, base: int = 0, hwcap: int = 0,
                 hwcap2: int = 0, uid: int | None = None, gid: int | None = None,
                 phent: int = 56, minsigstksz: int | None = None) -> list[tuple[int, int]]:
    """The auxiliary vector in QEMU 11.1's order (its AT_SYSINFO_EHDR vDSO entry left out:
    tilesim maps no vDSO, so libc makes clock calls through svc). AT_RANDOM, AT_EXECFN and
    AT_PLATFORM are 0 here: :func:`build_initial_stack` fills in their addresses.
    ``base``: the interpreter's load address (0 for a static program). ``minsigstksz``: add
    AT_MINSIGSTKSZ as Linux does (QEMU 11.1 does not)."""
    uid = os.getuid() if uid is None else uid
    gid = os.getgid() if gid is None else gid
    aux = [(AT_PHDR, phdr), (AT_PHENT, phent), (AT_PHNUM, phnum), (AT_PAGESZ, 0x1000),
           (AT_BASE, base), (AT_FLAGS, 0), (AT_ENTRY, entry), (AT_UID, uid), (AT_EUID, uid),
           (AT_GID, gid), (AT_EGID, gid), (AT_HWCAP, hwcap), (AT_CLKTCK, 100), (AT_RANDOM, 0),
           (AT_SECURE, 0), (AT_EXECFN, 0), (AT_HWCAP2, hwcap2), (AT_PLATFORM, 0)]
    if minsigstksz is not None:
        aux.append((AT_MINSIGSTKSZ, minsigstksz))
    return aux + [(AT_NULL, 0)]


def build_initial_stack(memory: Memory, sp_top: int, argv: list[str], envp: list[str],
                        auxv: list[tuple[int, int]], execfn: str, platform: str = PLATFORM,
                        random16: bytes = bytes(16)) -> int:
    """Write argc/argv/envp/auxv and the strings below ``sp_top`` (the stack's end); return
    the initial sp. ``auxv`` as :func:`auxv_entries` gives it (ending with AT_NULL)."""
    def enc(s: str) -> bytes:
        return s.encode("utf-8", "surrogateescape") + b"\0"

    p = sp_top - 8
    blobs: list[tuple[int, bytes]] = []

    def push(data: bytes) -> int:
        nonlocal p
        p -= len(data)
        blobs.append((p, data))
        return p

    execfn_at = push(enc(execfn))
    env_at = [push(enc(s)) for s in reversed(envp)][::-1]
    arg_at = [push(enc(s)) for s in reversed(argv)][::-1]
    plat = enc(platform)
    p -= (len(plat) + 7) & ~7
    platform_at = p
    blobs.append((p, plat))
    p &= ~15
    random_at = push(bytes(random16[:16]).ljust(16, b"\0"))
    fill = {AT_RANDOM: random_at, AT_EXECFN: execfn_at, AT_PLATFORM: platform_at}
    aux = [(t, fill.get(t, v)) for t, v in auxv]
    if not aux or aux[-1][0] != AT_NULL:
        aux.append((AT_NULL, 0))
    words = [len(argv), *arg_at, 0, *env_at, 0, *(w for pair in aux for w in pair)]
    sp = (p - 8 * len(words)) & ~15
    memory.write_bytes(sp, struct.pack(f"<{len(words)}Q", *words))
    for addr, data in blobs:
        memory.write_bytes(addr, data)
    memory.write_bytes(sp_top - 8, bytes(8))
    return sp
