"""The initial stack of a Linux process: argc, argv, envp and the auxiliary vector.

Laid out as Linux's ``create_elf_tables`` (fs/binfmt_elf.c) and QEMU linux-user's
(linux-user/elfload.c) do: the strings at the top (argv, then envp, then the executable's
name), below them the platform string and 16 random bytes, then — 16-byte aligned — argc, the
argv and envp pointer arrays and the (type, value) pairs of the auxiliary vector in QEMU 11.1's
order. AT_RANDOM's bytes come from the run's seed, so every run is the same.
"""
from __future__ import annotations

import os

from hashlib import blake2b

AT_NULL, AT_PHDR, AT_PHENT, AT_PHNUM, AT_PAGESZ, AT_BASE, AT_FLAGS, AT_ENTRY = 0, 3, 4, 5, 6, 7, 8, 9
AT_UID, AT_EUID, AT_GID, AT_EGID, AT_PLATFORM, AT_HWCAP, AT_CLKTCK = 11, 12, 13, 14, 15, 16, 17
AT_SECURE, AT_RANDOM, AT_HWCAP2, AT_EXECFN = 23, 25, 26, 31
PLATFORM = b"aarch64"
CLK_TCK = 100  # USER_HZ


def random_bytes(seed: int, what: str, n: int) -> bytes:
    """``n`` bytes determined by the run's ``seed`` and a label (AT_RANDOM, getrandom…)."""
    out = b""
    k = 0
    while len(out) < n:
        out += blake2b(f"{seed}:{what}:{k}".encode(), digest_size=64).digest()
        k += 1
    return out[:n]


def initial_stack(mem, top: int, image, argv: list[str], env: dict[str, str], *,
                  hwcap: int, hwcap2: int, seed: int = 0) -> int:
    """Write the initial stack below ``top`` and return the stack pointer."""
    p = top - 8  # the kernel leaves the top word zero

    def put(data: bytes) -> int:
        nonlocal p
        p -= len(data)
        mem.write_bytes(p, data)
        return p

    execfn = put(os.fsencode(image.argv0) + b"\0")
    envs = [f"{k}={v}".encode() for k, v in env.items()]
    env_ptrs = [put(e + b"\0") for e in reversed(envs)][::-1]
    arg_ptrs = [put(os.fsencode(a) + b"\0") for a in reversed(argv)][::-1]
    platform = put(PLATFORM + b"\0")
    rand = put(random_bytes(seed, "AT_RANDOM", 16))
    main, interp = image.main, image.interp
    auxv = [(AT_PHDR, main.phdr), (AT_PHENT, main.phent), (AT_PHNUM, main.phnum),
            (AT_PAGESZ, 0x1000), (AT_BASE, interp.lo if interp else 0), (AT_FLAGS, 0),
            (AT_ENTRY, main.entry), (AT_UID, os.getuid()), (AT_EUID, os.geteuid()),
            (AT_GID, os.getgid()), (AT_EGID, os.getegid()), (AT_HWCAP, hwcap),
            (AT_CLKTCK, CLK_TCK), (AT_RANDOM, rand), (AT_SECURE, 0), (AT_EXECFN, execfn),
            (AT_HWCAP2, hwcap2), (AT_PLATFORM, platform), (AT_NULL, 0)]
    words = [len(argv), *arg_ptrs, 0, *env_ptrs, 0]
    for t, v in auxv:
        words += [t, v]
    sp = (p - 8 * len(words)) & ~15
    mem.write_bytes(sp, b"".join(w.to_bytes(8, "little") for w in words))
    return sp
