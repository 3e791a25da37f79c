"""Building the ACLE C kernels of programs/c/kernels with clang-19: objects for ``m.call`` and
freestanding static programs (linked with tilesim's SME ABI runtime) for QEMU and tilesim."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from simulator.features import feature_set, march
from simulator.runtime import sme_abi_object
from tools import qemu_oracle

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "programs" / "c" / "kernels"
CLANG = "clang-19"
MAX = feature_set("max")
# what the programs are built for: QEMU max (SVE2 + SME2), so the same binary runs on both
TARGET = ["--target=aarch64-linux-gnu", f"-march={march(MAX)}"]


def need_tools(qemu: bool = True) -> None:
    if shutil.which(CLANG) is None or shutil.which("ld.lld-19") is None:
        pytest.skip("clang-19 and ld.lld-19 are not installed")
    if qemu and not qemu_oracle.tools_available():
        pytest.skip("QEMU 11.1 (qemu-aarch64) is not installed")


def header(path: Path, arrays: dict[str, np.ndarray], consts: dict[str, int]) -> None:
    """A C header defining ``static const`` arrays with these exact bytes, and constants."""
    ctype = {np.dtype(np.float32): "float", np.dtype(np.int8): "int8_t",
             np.dtype(np.uint8): "uint8_t", np.dtype(np.int32): "int32_t",
             np.dtype(np.uint32): "uint32_t", np.dtype(np.int16): "int16_t"}
    lines = ["#include <stdint.h>"]
    lines += [f"#define {k} {v}" for k, v in consts.items()]
    for name, a in arrays.items():
        if a.dtype == np.float32:
            vals = ", ".join(f"__builtin_bit_cast(float, 0x{int(u):08x}u)"
                             for u in a.ravel().view(np.uint32))
        else:
            vals = ", ".join(str(int(v)) for v in a.ravel())
        lines.append(f"static const {ctype[a.dtype]} {name}[{a.size}] "
                     f"__attribute__((aligned(64))) = {{{vals}}};")
    path.write_text("\n".join(lines) + "\n")


def compile_object(src: str, out: Path, *extra: str) -> Path:
    subprocess.run([CLANG, *TARGET, "-O2", "-g", "-c", str(KERNELS / src), "-o", str(out),
                    *extra], check=True, capture_output=True, text=True)
    return out


def link_program(sources: list[str], workdir: Path, name: str, *extra: str) -> Path:
    """A static freestanding executable of ``sources`` (with ``workdir`` on the include path
    for the generated inputs.h) and tilesim's SME ABI runtime."""
    exe = workdir / name
    cmd = [CLANG, *TARGET, "-O2", "-g", "-static", "-nostdlib", "-ffreestanding",
           "-fuse-ld=lld", f"-I{workdir}", f"-I{KERNELS}", *extra,
           *[str(KERNELS / s) for s in sources], sme_abi_object(MAX), "-o", str(exe)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return exe


def qemu_and_tilesim(exe: Path, svl: int, **kw) -> bytes:
    """Run ``exe`` under QEMU and tilesim; both must give the same stdout and exit status 0.
    Returns the stdout."""
    from simulator import Machine

    q_out, _, q_status = qemu_oracle.run_qemu(exe)
    m = Machine.from_file(exe, svl=svl, **kw)
    m.run()
    assert (bytes(m.stdout), m.exit_code) == (q_out, q_status)
    assert q_status == 0
    return q_out


def parse_hex(stdout: bytes) -> dict[str, bytes]:
    """``name: hex`` lines -> name -> bytes."""
    out = {}
    for line in stdout.decode().splitlines():
        name, _, hx = line.partition(": ")
        out[name] = bytes.fromhex(hx)
    return out
