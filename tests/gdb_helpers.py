"""Drive gdb-multiarch and lldb-19 in batch mode against `tilesim run --gdb` and
`qemu-aarch64 -g` (tests/test_gdbserver.py, tests/test_debug_c.py)."""
from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tools.qemu_oracle import QEMU

HERE = Path(__file__).parent
ROOT = HERE.parent
CLANG = shutil.which("clang-19")
GDB = shutil.which("gdb-multiarch")
LLDB = shutil.which("lldb-19")
TIMEOUT = 60
FREESTANDING = ("--target=aarch64-linux-gnu", "-march=armv9-a+sme2", "-fuse-ld=lld", "-static",
                "-nostdlib", "-ffreestanding", "-g")


def need(*tools: str | None) -> None:
    names = {CLANG: "clang-19", GDB: "gdb-multiarch", LLDB: "lldb-19", QEMU: "qemu-aarch64"}
    for t in tools:
        if not t or not os.path.exists(t):
            pytest.skip(f"{names.get(t, t)} is not installed")


def build(src: str, opt: str, out_dir: Path) -> Path:
    """tests/gdb/SRC compiled freestanding with clang-19 at ``opt`` (-O0, -O2) and -g."""
    need(CLANG)
    out = out_dir / f"{Path(src).stem}{opt}"
    # compiled in tests/gdb by its relative name: the debug info says "prog.c", as in docs/
    subprocess.run([CLANG, *FREESTANDING, opt, src, "-o", str(out)], check=True,
                   cwd=HERE / "gdb", timeout=TIMEOUT)
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_tilesim(prog: Path, *extra: str) -> tuple[subprocess.Popen, int]:
    """`tilesim run --gdb 127.0.0.1:0 PROG`; returns the process and the port it announced."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    p = subprocess.Popen([sys.executable, "-m", "tools.cli", "run", "--gdb", "127.0.0.1:0",
                          *extra, str(prog)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=env, cwd=ROOT)
    line = p.stderr.readline().decode()
    mo = re.search(r"listening on 127\.0\.0\.1:(\d+)", line)
    if not mo:
        p.kill()
        raise AssertionError(f"no port announced: {line!r} {p.stderr.read()!r}")
    return p, int(mo.group(1))


def start_qemu(prog: Path) -> tuple[subprocess.Popen, int]:
    need(QEMU)
    port = free_port()
    p = subprocess.Popen([QEMU, "-cpu", "max,sme=on", "-g", str(port), str(prog)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p, port


def gdb(prog: Path, port: int, cmds: list[str], stderr: bool = True) -> str:
    """A gdb-multiarch batch session: connect, run ``cmds``, return stdout (+ stderr)."""
    need(GDB)
    args = [GDB, "-nx", "-batch", "-ex", "set confirm off", "-ex", "set pagination off",
            "-ex", "set width 0", "-ex", "set sysroot /nonexistent",
            "-ex", f"target remote 127.0.0.1:{port}"]
    for c in cmds:
        args += ["-ex", c]
    r = subprocess.run([*args, str(prog)], capture_output=True, text=True, timeout=TIMEOUT,
                       cwd=HERE / "gdb")
    return r.stdout + (r.stderr if stderr else "")


def lldb(prog: Path, port: int, cmds: list[str]) -> str:
    need(LLDB)
    args = [LLDB, "--no-lldbinit", "--batch", "-o", f"target create {prog}",
            "-o", f"gdb-remote 127.0.0.1:{port}"]
    for c in cmds:
        args += ["-o", c]
    r = subprocess.run(args, capture_output=True, text=True, timeout=TIMEOUT, cwd=HERE / "gdb")
    return r.stdout + r.stderr


def finish(p: subprocess.Popen) -> tuple[int, str]:
    """Wait for a server process; its exit status and stderr."""
    try:
        _, err = p.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        p.kill()
        _, err = p.communicate()
        raise AssertionError("the server did not end: " + err.decode()) from None
    return p.returncode, err.decode()


_NOISE = re.compile(r"^(warning: |Reading |tilesim: |qemu-aarch64: |Remote debugging|"
                    r"The target architecture|Detaching)")


# a stack address: tilesim's stack ends at 0x7ffff0000000; QEMU's lies where the host's mmap put
# the guest stack (seen at 0x7f… and 0x7e…)
STACK_ADDRESS = re.compile(r"0x0*7[ef][0-9a-f]{10}\b")


def mask_stack(line: str) -> str:
    """``line`` with every stack address written as STACK."""
    return STACK_ADDRESS.sub("STACK", line)


def normal(out: str) -> list[str]:
    """gdb's output without stack addresses (each simulator has its own stack) and noise."""
    lines = []
    for ln in out.splitlines():
        if _NOISE.match(ln):
            continue
        ln = mask_stack(ln)
        ln = re.sub(r"\[Inferior 1 \(.*?\)", "[Inferior 1", ln)
        lines.append(re.sub(r"^(cpsr +0x[0-9a-f]+ +)\[.*\]$", r"\1", ln))
    return lines
