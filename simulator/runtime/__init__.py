"""Support code tilesim ships for programs built without it: the SME ABI support routines.

``sme_abi.S`` (AAPCS64 "SME support routines") is package data: ``tilesim runtime-path``
prints where it is, so a user links it into a static or dynamic program; a relocatable object
that leaves those routines undefined gets them linked automatically (:mod:`simulator.loader.reloc`),
assembled once per feature set by the installed toolchain and kept in the program cache.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile

SME_ABI = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sme_abi.S")

# the routines sme_abi.S defines (AAPCS64 "SME support routines"; the last three are the
# agnostic-ZA ones clang 20 and later call)
SME_ABI_SYMBOLS = frozenset({
    "__arm_sme_state", "__arm_tpidr2_save", "__arm_tpidr2_restore", "__arm_za_disable",
    "__arm_get_current_vg", "__arm_sme_state_size", "__arm_sme_save", "__arm_sme_restore"})
TIMEOUT = 60


class RuntimeBuildError(Exception):
    """The runtime could not be assembled (no toolchain, or the toolchain failed)."""


def sme_abi_object(features: frozenset[str]) -> str:
    """Path of ``sme_abi.S`` assembled for a core with ``features`` (an ELF ``.o``), built with
    clang-19 (else clang, else the C preprocessor and GNU ``aarch64-linux-gnu-as``) on first
    use and cached by source and feature set."""
    from simulator.features import march
    from simulator.progcache.store import cache_dir

    arch = march(features)
    with open(SME_ABI, "rb") as fh:
        key = hashlib.sha256(fh.read() + arch.encode()).hexdigest()[:20]
    out = os.path.join(cache_dir(), "runtime", f"sme_abi-{key}.o")
    if os.path.exists(out):
        return out
    os.makedirs(os.path.dirname(out), exist_ok=True)
    fd, tmp = tempfile.mkstemp(suffix=".o", dir=os.path.dirname(out))
    os.close(fd)
    try:
        _assemble(arch, features, tmp)
        os.replace(tmp, out)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return out


def _assemble(arch: str, features: frozenset[str], out: str) -> None:
    clang = shutil.which("clang-19") or shutil.which("clang")
    if clang:
        cmd = [clang, "--target=aarch64-linux-gnu", f"-march={arch}", "-c", SME_ABI, "-o", out]
        _run(cmd, None)
        return
    gas = shutil.which("aarch64-linux-gnu-as")
    if not gas:
        raise RuntimeBuildError(
            "the object needs the SME ABI support routines (__arm_tpidr2_save …) and neither "
            "clang-19 nor aarch64-linux-gnu-as is installed to assemble tilesim's "
            f"{SME_ABI}; install one, or link the routines into the object yourself")
    from simulator.loader.cpp import preprocess

    text = preprocess(SME_ABI, features=features)
    # binutils 2.40 (Debian 12) spells fewer extensions than LLVM: the routines need SME2 at most
    _run([gas, "-march=armv9-a+sme2", "-o", out, "-"], text)


def _run(cmd: list[str], stdin: str | None) -> None:
    try:
        proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=TIMEOUT)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise RuntimeBuildError(f"assembling {SME_ABI} failed: {e}") from None
    if proc.returncode != 0:
        first = (proc.stderr.strip().splitlines() or ["no message"])[0]
        raise RuntimeBuildError(f"assembling {SME_ABI} with {os.path.basename(cmd[0])} "
                                f"failed: {first}")
