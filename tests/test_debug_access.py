"""Read and access watchpoints (simulator/debug/access.py): which instructions touch which
doubleword of a buffer, against what the Arm ARM says each instruction reads and writes (worked
out by hand below); the probes leave no trace in the program's state, history or cycles."""
from __future__ import annotations

import pytest

from simulator import Machine
from simulator.debug import Debugger

PROG = """    .data
buf: .quad 1, 2, 3, 4, 5, 6, 7, 8
    .text
_start:
    adr x0, buf
    ldr x1, [x0, #8]
    str x1, [x0, #16]
    ldp x2, x3, [x0, #24]
    ptrue p0.d
    ld1d {z0.d}, p0/z, [x0]
    mov x4, #1
    add x6, x0, #56
    ldadd x4, x5, [x6]
    ldr xzr, [x0, #48]
    prfm pldl1keep, [x0, #40]
    mov x0, #0
    mov x8, #93
    svc #0
"""
# doubleword -> the instructions that read it; stores only in WRITES (VL 512: ld1d reads all 8)
READS = {0: ["ld1d"], 1: ["ldr", "ld1d"], 2: ["ld1d"], 3: ["ldp", "ld1d"], 4: ["ldp", "ld1d"],
         5: ["ld1d"], 6: ["ld1d", "ldr"], 7: ["ld1d", "ldadd"]}
# reads or writes, one stop per instruction (ldadd does both)
ACCESSES = {**READS, 2: ["str", "ld1d"]}


@pytest.fixture
def path(tmp_path):
    p = tmp_path / "acc.s"
    p.write_text(PROG)
    return str(p)


def _stops(dbg, address: int, kind: str) -> list[str]:
    dbg.restart()
    dbg.add_access_watch(address, 8, kind)
    hits = []
    while (s := dbg.cont()).reason == "access-watch":
        hits.append(dbg.insn().mnemonic.lower())
        assert s.access.address == address and s.access.kind == kind
    dbg.delete()
    assert s.reason == "exited"
    return hits


@pytest.mark.parametrize("timing", [False, True])
def test_each_doubleword_is_read_and_written_by_the_right_instructions(path, timing):
    kw = {"machine": "m4", "features": "max"} if timing else {}  # SVE: max's rules
    dbg = Debugger(lambda: Machine.from_file(path, **kw))
    buf = dbg.m.program.symbols["buf"]
    for k in range(8):
        assert _stops(dbg, buf + 8 * k, "read") == READS[k], k
        assert _stops(dbg, buf + 8 * k, "access") == ACCESSES[k], k


def test_probes_change_nothing(path):
    """A run under an access watchpoint ends in the same state, step count and cycles as one
    without (the probes run and undo each instruction twice)."""
    plain = Machine.from_file(path, machine="m4", features="max")
    plain.run()
    dbg = Debugger(lambda: Machine.from_file(path, machine="m4", features="max"))
    dbg.add_access_watch(dbg.m.program.symbols["buf"] + 56, 8, "access")
    while dbg.cont().reason == "access-watch":
        pass
    m = dbg.m
    assert m.exit_code == plain.exit_code == 0 and m.steps == plain.steps
    assert m.cycles == plain.cycles
    assert m.state.x == plain.state.x and bytes(m.memory.read_bytes(
        m.program.symbols["buf"], 64)) == bytes(plain.memory.read_bytes(
            plain.program.symbols["buf"], 64))
    assert len(dbg.history) == m.steps  # one record per instruction run, none from the probes
