"""Timed traces (simulator/blocks/timed.py) on compiled C and C++: programs/c built by clang-19
against static glibc run with the m4 cycle model through the engine's per-instruction loop (the
reference) and through traces compiled on a slot's first entry; every cycle, stall, cache and
branch counter, the FLOPs, the machine state and where a program stops (exit or fault) must be
the same, and the output the same as QEMU 11.1's."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from simulator import Machine
from simulator.linux import Process
from tools import bench_programs as bp
from tools import qemu_oracle

SRC = Path(__file__).resolve().parent.parent / "programs" / "c"
# program -> (arguments, steps to run: None = to its exit); shapes.cpp's first throw sorts the
# FDEs of the whole binary (9 M instructions): its start, first calls and sort are enough here
CASES = {
    "hello": (["one", "two words"], None),
    "sha256": (["1"], None),
    "jumps": ([], None),  # ends killed by SIGSEGV: the fault point is compared
    "cov_scalar": ([], None),
    "mathfn": ([], None),   # scalar FP through libm
    "autovec": ([], None),  # clang's autovectorised NEON loops
    "shapes": (["arg"], 150_000),
}


@pytest.fixture(autouse=True)
def _traces_at_once(monkeypatch):
    monkeypatch.setattr("simulator.blocks.timed_run.HOT", 1)


def _build(name: str, out: Path) -> Path:
    """``programs/c/NAME.c`` (or ``.cpp``) built as `tilesim bench` builds its rows."""
    missing = bp.missing_tools()
    if missing:
        pytest.skip(f"needs {missing}")
    src, cc = SRC / f"{name}.c", "clang-19"
    if not src.exists():
        src, cc = SRC / f"{name}.cpp", "clang++-19"
    exe = out / name
    subprocess.run([cc, *bp.CFLAGS, str(src), "-o", str(exe), "-lm"], check=True,
                   capture_output=True)
    return exe


def _run(exe: Path, args: list[str], steps: int | None, traces: bool):
    out: list[bytes] = []
    m = Machine.from_file(str(exe), argv=[str(exe), *args], env={"LANG": "C"}, sysroot=None,
                          process=Process(argv=[], seed=0), machine="m4",
                          output=lambda fd, data: out.append(data) if fd == 1 else None)
    m.timing.jit = traces
    m.run(steps)
    eng = m.timing
    snap = eng.snapshot()
    snap.pop("e")     # the slow path's scratch
    snap.pop("last")  # the debugger's tracking loop only
    st = m.state
    state = {"exit": m.exit_code, "steps": m.steps, "pc": st.pc, "x": list(st.x),
             "nzcv": [int(v) for v in st.nzcv], "v": st.z.tobytes(),
             "fault": m.fault.render() if m.fault else None, "stdout": b"".join(out),
             "cycles": m.cycles, "stats": m.stats(), **snap}
    return m, state


@pytest.mark.parametrize("name", sorted(CASES))
def test_same_cycles_with_timed_traces(name, tmp_path):
    args, steps = CASES[name]
    exe = _build(name, tmp_path)
    _, ref = _run(exe, args, steps, False)
    m, got = _run(exe, args, steps, True)
    for key in ref:
        assert got[key] == ref[key], f"{name}: {key} differs with timed traces"
    blocks = m.timing._blocks
    assert any(b is not None for per_mode in blocks.blocks for b in per_mode)
    if steps is None and os.access(qemu_oracle.QEMU, os.X_OK):
        q = subprocess.run([qemu_oracle.QEMU, *qemu_oracle.QEMU_FLAGS, str(exe), *args],
                           capture_output=True, env={"LANG": "C"}, timeout=120)
        assert got["stdout"] == q.stdout
