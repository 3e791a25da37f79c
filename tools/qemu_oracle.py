"""QEMU user mode (11.1) as the oracle for the Arm core.

Assemble and link a GNU-as program with the cross binutils, run it under
``qemu-aarch64-static -cpu max,sme=on`` and report its stdout, stderr and exit status the way a
shell does (a process killed by signal N has status 128 + N).

Used by ``tests/test_qemu_diff.py`` and by ``tilesim bench --vs-qemu``. This module never prints.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

AS = "aarch64-linux-gnu-as"
LD = "aarch64-linux-gnu-ld"
QEMU_VERSION = "11.1"


def _find_qemu() -> str:
    """QEMU 11.1's qemu-aarch64: $TILESIM_QEMU, else the cache `.ci/fetch-qemu` fills."""
    env = os.environ.get("TILESIM_QEMU")
    if env:
        return env
    base = os.environ.get("TILESIM_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "tilesim")
    return os.path.join(base, f"qemu-{QEMU_VERSION}", "usr", "bin", "qemu-aarch64")


QEMU = _find_qemu()

AS_FLAGS = ("-march=armv9-a+sme+sme-f64+sme-i64",)
QEMU_FLAGS = ("-cpu", "max,sme=on")

__all__ = [
    "AS", "LD", "QEMU", "AS_FLAGS", "QEMU_FLAGS",
    "BuildError", "tools_available", "qemu_ok", "version", "oracle_problems", "build",
    "run_qemu", "status_from_returncode",
    "CLANG", "LLD", "CLANG_FLAGS", "clang_available", "build_clang", "GCC", "GXX",
    "gcc_available",
]


class BuildError(RuntimeError):
    """Assembling or linking failed; the message holds the tool's own diagnostics."""

    def __init__(self, step: str, src: Path, returncode: int, output: str):
        self.step = step
        self.src = Path(src)
        self.returncode = returncode
        self.output = output
        super().__init__(
            f"{step} failed for {src} (status {returncode}):\n{output.rstrip()}"
        )


_VERSIONS: dict[str, str | None] = {}


def version(tool: str) -> str | None:
    """The ``X.Y[.Z]`` after "version" (or "LLD") in ``tool --version``, or at the end of its
    first line as GCC prints it ("aarch64-linux-gnu-gcc-12 (Debian 12.2.0-14) 12.2.0");
    None: not found."""
    if tool not in _VERSIONS:
        import re

        try:
            out = subprocess.run([tool, "--version"], capture_output=True, text=True,
                                 timeout=30).stdout
        except (OSError, subprocess.SubprocessError):
            out = ""
        m = re.search(r"(?:version|LLD) (\d+\.\d+(?:\.\d+)?)", out)  # ld.lld: "LLD 19.1.7"
        m = m or re.search(r"\) (\d+\.\d+(?:\.\d+)?)$", out.split("\n", 1)[0].rstrip())
        _VERSIONS[tool] = m.group(1) if m else None
    return _VERSIONS[tool]


def qemu_ok() -> bool:
    """True when QEMU at :data:`QEMU` runs and says it is version 11.1."""
    v = os.access(QEMU, os.X_OK) and version(QEMU)
    return bool(v) and (v + ".").startswith(QEMU_VERSION + ".")


def tools_available() -> bool:
    """True when the cross assembler and linker are on PATH and QEMU 11.1 is installed."""
    return all(shutil.which(tool) is not None for tool in (AS, LD)) and qemu_ok()


def oracle_problems() -> list[str]:
    """What is missing or the wrong version among the oracles the tests compare with: QEMU 11.1,
    clang-19, ld.lld-19, llvm-objdump-19, the GNU cross binutils and GCC 12 (empty: all there).
    ``TILESIM_REQUIRE_ORACLES=1`` (CI) turns any of these into a failed run instead of skips."""
    out = []
    if not os.access(QEMU, os.X_OK):
        out.append(f"QEMU {QEMU_VERSION} not found at {QEMU} (set TILESIM_QEMU, or run "
                   ".ci/fetch-qemu)")
    elif not qemu_ok():
        out.append(f"{QEMU} is version {version(QEMU)}, not {QEMU_VERSION}")
    for tool, want in ((CLANG, "19."), (LLD, "19."), ("llvm-objdump-19", "19."), (AS, None),
                       (LD, None), (GCC, "12."), (GXX, "12.")):
        if shutil.which(tool) is None:
            out.append(f"{tool} not installed")
        elif want and not (version(tool) or "").startswith(want):
            out.append(f"{tool} is version {version(tool)}, not {want}x")
    return out


def status_from_returncode(returncode: int) -> int:
    """subprocess returncode -> shell-style exit status (killed by signal N -> 128 + N)."""
    return 128 - returncode if returncode < 0 else returncode


def build(src: Path, workdir: Path) -> Path:
    """Assemble ``src`` (with cwd = its directory) and link it; return the executable's path.

    Raises BuildError carrying GNU as's / ld's messages when either step fails.
    """
    src = Path(src).resolve()
    workdir = Path(workdir).resolve()
    workdir.mkdir(parents=True, exist_ok=True)
    obj = workdir / (src.stem + ".o")
    exe = workdir / src.stem
    steps = (
        ("assembling", [AS, *AS_FLAGS, str(src), "-o", str(obj)], src.parent),
        ("linking", [LD, str(obj), "-o", str(exe)], workdir),
    )
    for step, cmd, cwd in steps:
        try:
            proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=60)
        except FileNotFoundError as exc:
            raise BuildError(step, src, 127, f"{cmd[0]} not found: {exc}") from exc
        if proc.returncode != 0:
            raise BuildError(step, src, proc.returncode, proc.stderr + proc.stdout)
    return exe


CLANG = "clang-19"
LLD = "ld.lld-19"
CLANG_FLAGS = ("--target=aarch64-linux-gnu",
               "-march=armv9-a+sme2+sme-f64f64+sme-i16i64+sve2p1+sme2p1+sme-f16f16+sme-b16b16+b16b16"
               "+f32mm+f64mm+faminmax+sve2-aes+sve2-sm4+sve2-sha3+sve2-bitperm+i8mm"
               "+fp8+fp8dot2+fp8dot4+fp8fma+ssve-fp8dot2+ssve-fp8dot4+ssve-fp8fma+sme-f8f16"
               "+sme-f8f32+lut+sme-lutv2")


# Debian's GCC 12 cross compilers (gcc-12-aarch64-linux-gnu, g++-12-aarch64-linux-gnu): they
# link with the GNU cross binutils against the sysroot /usr/aarch64-linux-gnu
GCC = "aarch64-linux-gnu-gcc-12"
GXX = "aarch64-linux-gnu-g++-12"


def gcc_available() -> bool:
    """True when Debian's aarch64-linux-gnu-gcc-12 and -g++-12 are on PATH."""
    return all(shutil.which(tool) is not None for tool in (GCC, GXX))


def clang_available() -> bool:
    """True when clang-19 and ld.lld-19 are on PATH."""
    return all(shutil.which(tool) is not None for tool in (CLANG, LLD))


def build_clang(src: Path, workdir: Path, extra: tuple[str, ...] = ()) -> Path:
    """Like :func:`build` with clang-19's integrated assembler and ld.lld-19 (``extra``: more
    clang flags, e.g. ``-g``). Raises BuildError with the tools' messages."""
    src = Path(src).resolve()
    workdir = Path(workdir).resolve()
    workdir.mkdir(parents=True, exist_ok=True)
    obj = workdir / (src.stem + ".o")
    exe = workdir / src.stem
    steps = (
        ("assembling", [CLANG, *CLANG_FLAGS, *extra, "-c", str(src), "-o", str(obj)], src.parent),
        ("linking", [LLD, str(obj), "-o", str(exe)], workdir),
    )
    for step, cmd, cwd in steps:
        try:
            proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=60)
        except FileNotFoundError as exc:
            raise BuildError(step, src, 127, f"{cmd[0]} not found: {exc}") from exc
        if proc.returncode != 0:
            raise BuildError(step, src, proc.returncode, proc.stderr + proc.stdout)
    return exe


def run_qemu(binary: Path, timeout: float = 20) -> tuple[bytes, bytes, int]:
    """Run ``binary`` under QEMU user mode; return (stdout, stderr, shell-style exit status).

    A run that exceeds ``timeout`` seconds is killed and reported with status 124 (like
    coreutils ``timeout``), keeping whatever output it had produced.
    """
    cmd = [QEMU, *QEMU_FLAGS, str(Path(binary).resolve())]
    try:
        proc = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        return (exc.stdout or b"", exc.stderr or b"", 124)
    return proc.stdout, proc.stderr, status_from_returncode(proc.returncode)
