"""The debugger's undo log (simulator/debug/history.py, writes.py): after N steps forward and N
back the whole machine state equals that of a fresh machine run to the same point without a
history; every instruction's record restores exactly the state before it; and the state
outside what :mod:`simulator.debug.writes` names stays untouched."""
from __future__ import annotations

import glob
import os

import numpy as np
import pytest

from isa.a64.base_atomic import _monitor
from simulator import Machine, load_machine
from simulator.debug import Debugger
from simulator.debug.history import History
from simulator.debug.writes import ALL_ROWS, writes_of
from tools.checks import parse_checks, run_options

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def machine_state(m, memory: bool = True) -> dict:
    """Everything a program can observe or the simulator keeps between steps."""
    st = m.state
    s = st.snapshot()
    s["vlb"] = st.vlb
    s["monitor"] = _monitor(st)[0]
    s["stdout"], s["stderr"] = bytes(m.stdout), bytes(m.stderr)
    s["truncated"] = m.output_truncated
    s["steps"], s["exit_code"] = m.steps, m.exit_code
    s["fault"] = m.fault.render() if m.fault is not None else None
    s["linux"] = (list(m.linux.warnings), sorted(m.linux.unknown_reported))
    if memory:
        s["memory"] = [(r.name, r.base, r.arr.copy()) for r in m.memory.regions]
    if m.timing is not None:
        s["cycles"] = m.cycles
        s["stats"] = repr(m.stats())
    return s


def differences(a: dict, b: dict) -> list[str]:
    out = []
    for k in a:
        va, vb = a[k], b[k]
        if k == "memory":
            for (name, base, x), (_, _, y) in zip(va, vb):
                if not np.array_equal(x, y):
                    i = int(np.flatnonzero(x != y)[0])
                    out.append(f"memory {name} at 0x{base + i:x}")
        elif isinstance(va, np.ndarray):
            if not np.array_equal(va, vb):
                rows = np.flatnonzero((va != vb).reshape(va.shape[0], -1).any(1))[:8]
                out.append(f"{k} rows {rows}" if va.ndim == 2 else k)
        elif va != vb:
            out.append(f"{k}: {va!r:.80} != {vb!r:.80}")
    return out


def _program(path: str, **extra):
    """A factory of fresh machines for ``path``: the source is assembled on the first call,
    later machines are built from that program (each binds its own state)."""
    with open(path, encoding="utf-8", errors="replace") as fh:
        text = fh.read()
    _, opts = parse_checks(text, path)
    kw = run_options(opts)
    kw.pop("machine", None)
    kw.update(extra)
    done: list = []

    def factory():
        if done:
            return Machine(done[0], **{k: v for k, v in kw.items()
                                       if k not in ("defsyms", "include_dirs")})
        m = load_machine(text, path, **kw)
        done.append(m.program)
        return m
    return factory


def _programs(dirs: tuple[str, ...], every: int) -> list[str]:
    files = []
    for d in dirs:
        files += sorted(glob.glob(os.path.join(ROOT, "programs", d, "*.s")))
    return files[::every]


# every program of these directories is checked instruction by instruction (they are short);
# the bench loops and the GEMM are too long for that and have their own test below
CORPUS = _programs(("base", "simd", "sve", "sme", "sme2"), 1)


def _vector_outside(m, w) -> dict:
    """The vector/system state an instruction with writes ``w`` must leave alone."""
    st = m.state
    z, p, za = st.z.copy(), st.p.copy(), st.za.copy()
    for r in w.z:
        z[r] = 0
    for r in w.p:
        p[r] = False
    for start, step in w.za:
        if step == ALL_ROWS:
            za[:st.svlb, :st.svlb] = 0
        else:
            za[start:st.svlb:step, :st.svlb] = 0
    return {"z": z, "p": p, "za": za, "ffr": None if w.ffr else st.ffr.copy(),
            "zt0": None if w.zt0 else st.zt0.copy(),
            "sysregs": None if w.sysregs else dict(st.sysregs),
            "monitor": None if w.monitor else _monitor(st)[0],
            "x": None if w.x else list(st.x),
            "mode": (st.nsvlb, st.svlb, st.sm, st.za_on, st.vlb)}


def _same_outside(a: dict, b: dict) -> list[str]:
    bad = []
    for k, v in a.items():
        w = b[k]
        if isinstance(v, np.ndarray):
            if not np.array_equal(v, w):
                bad.append(k)
        elif v != w:
            bad.append(k)
    return bad


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: os.path.relpath(p, ROOT))
def test_every_record_undoes_its_instruction(path):
    """Each step (the first 400 of each program): the state outside the instruction's known
    writes is untouched, and undoing the record gives back the whole register state from before,
    then the step is redone."""
    m = _program(path)()
    h = History(m)
    ops_seen = 0
    while not m.finished and m.steps < 400:
        pc = m.state.pc
        ins = m.program.slots[pc] if 0 <= pc < len(m.program.slots) else None
        w = writes_of(ins)
        before = machine_state(m, memory=False)  # memory: the fresh-machine test below
        outside = None if w.full else _vector_outside(m, w)
        assert h.step()
        if outside is not None and not m.finished:
            bad = _same_outside(outside, _vector_outside(m, w))
            assert not bad, f"{ins.text if ins else pc}: wrote {bad} outside its known writes"
        assert h.undo() in ("insn", "fault")
        diff = differences(before, machine_state(m, memory=False))
        assert not diff, f"undoing {ins.text if ins else pc} left {diff}"
        assert h.step()
        ops_seen += 1
    assert ops_seen > 3


def _random_program(seeds: range) -> str:
    """tools/randprog.py's random A64/SVE/SME/SME2 cases, without the lines tilesim's assembler
    rejects (no clang here: only tilesim runs them)."""
    from isa.asm.diag import AsmError, AsmErrors
    from simulator.machine import assemble
    from tools import randprog as R

    cases = [R.make_case(s) for s in seeds]
    bad = set()
    for line in sorted({ln for c in cases for ln in c.body_a + c.body_b}):
        try:
            assemble("    .text\ndata_lo:\ndata_hi:\n" + "\n".join(
                "    " + part.strip() for part in line.split("\n")) + "\n", "r.s")
        except (AsmError, AsmErrors):
            bad.add(line)
    for c in cases:
        c.body_a = [ln for ln in c.body_a if ln not in bad]
        c.body_b = [ln for ln in c.body_b if ln not in bad]
    return R.program_text(cases)


def test_every_record_undoes_its_instruction_in_random_programs():
    """The same check on random programs (every instruction family the differential tests
    against QEMU generate): nothing is written outside the known writes, and every undo gives
    back the state from before."""
    from tools import randprog as R

    m = load_machine(_random_program(range(7000, 7012)), "rand.s", svl=8 * R.SVL,
                     vl=8 * R.VL, capture=None)
    h = History(m)
    kinds = set()
    while not m.finished:
        ins = m.program.slots[m.state.pc]
        w = writes_of(ins)
        kinds.add(ins.mnemonic)
        before = machine_state(m, memory=False)
        outside = None if w.full else _vector_outside(m, w)
        assert h.step()
        if outside is not None and not m.finished:
            bad = _same_outside(outside, _vector_outside(m, w))
            assert not bad, f"{ins.text}: wrote {bad} outside its known writes"
        assert h.undo() == "insn"
        diff = differences(before, machine_state(m, memory=False))
        assert not diff, f"undoing {ins.text} left {diff}"
        assert h.step()
    assert m.exit_code == 0 and len(kinds) > 100


SAMPLE = _programs(("base", "simd", "sve", "sme", "sme2"), 3)


def _reference(factory, steps: int):
    """A fresh machine run ``steps`` instructions on the reference path (one closure per
    instruction, no history)."""
    m = factory()
    m.jit = None
    m.step(steps)
    return m


@pytest.mark.parametrize("machine", [None, "m4"])
@pytest.mark.parametrize("path", SAMPLE, ids=lambda p: os.path.relpath(p, ROOT))
def test_forward_and_back_equals_a_fresh_machine(path, machine):
    """Run A steps, then B more, then B back: the state equals a fresh machine's (no history)
    after A steps; B forward again equals a fresh machine's after A + B (the cycle model
    included when it is on)."""
    kw = {"machine": machine, "timing": True} if machine else {}
    factory = _program(path, **kw)
    total = factory()
    total.run()
    n = min(total.steps, 1500)
    a, b = n // 3, n - n // 3
    d = Debugger(factory)
    if a:
        d.forward(n=a)
    d.forward(n=b)
    ref = _reference(factory, a + b)
    assert not differences(machine_state(ref), machine_state(d.m))
    stop = d.backward(n=b)
    assert stop.steps == -b
    ref = _reference(factory, a)
    assert not (diff := differences(machine_state(ref), machine_state(d.m))), diff


def test_the_fmopa_loop_long_history():
    """The bench loop at SVL 512 (ZA 4 KB): 6,000 steps forward and back, against fresh runs."""
    path = os.path.join(ROOT, "programs", "bench", "sme_fmopa_loop.s")
    factory = lambda: Machine.from_file(path, svl=512)  # noqa: E731
    d = Debugger(factory)
    d.forward(n=1000)
    d.forward(n=5000)
    ref = _reference(factory, 6000)
    assert not differences(machine_state(ref), machine_state(d.m))
    d.backward(n=5000)
    ref = _reference(factory, 1000)
    assert not differences(machine_state(ref), machine_state(d.m))


# ------------------------------------------------------------------ the gaps this log closed
GAPS_SRC = """
    .data
    .balign 64
table: .word 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
word:  .quad 7
    .text
    .global _start
_start:
    mov     x1, #0x1234
    msr     tpidr_el0, x1
    mov     x2, #0x5678
    msr     tpidr2_el0, x2
    mov     x3, #0x8000000
    msr     fpsr, x3
    msr     fpcr, xzr
    mrs     x4, cntvct_el0
    mrs     x5, cntvct_el0
    adr     x6, word
    ldxr    x7, [x6]
    smstart
    adr     x0, table
    ldr     zt0, [x0]
    mov     x9, #0x77
    movt    zt0[8], x9
    zero    {zt0}
    ldr     zt0, [x0]
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
"""


@pytest.mark.parametrize("back", [2, 3, 5, 10, 13, 17])
def test_reverse_restores_zt0_sysregs_and_the_monitor(back):
    """ZT0, TPIDR_EL0, TPIDR2_EL0, FPSR, the CNTVCT_EL0 count and the exclusive monitor come
    back on reverse steps (they used to stay at their later values)."""
    factory = lambda: load_machine(GAPS_SRC, "gaps.s")  # noqa: E731
    d = Debugger(factory)
    d.forward(n=20)
    assert d.m.state.sysregs["tpidr_el0"] == 0x1234 and d.m.state.zt0.any()
    d.backward(n=back)
    ref = _reference(factory, 20 - back)
    assert not (diff := differences(machine_state(ref), machine_state(d.m))), diff


def test_writes_of_names_the_destinations():
    src = """
    .text
    .global _start
_start:
    fmopa   za1.s, p0/m, p1/m, z2.s, z3.s
    ld1w    {za3v.s[w12, 0]}, p0/z, [x0]
    fmla    za.s[w8, 0, vgx2], {z0.s-z1.s}, z2.s
    ldp     q4, q5, [x0]
    st1w    {z1.s}, p0, [x0]
    whilelo {p2.s, p3.s}, x0, x1
    mrs     x0, cntvct_el0
    svc     #0
"""
    w = [writes_of(i) for i in load_machine(src, "w.s").program.insns]
    assert w[0].za == ((1, 4),) and not w[0].z and not w[0].p and not w[0].x
    assert w[1].za == ((3, 4),) and w[1].x
    assert w[2].za == ((0, ALL_ROWS),)
    assert w[3].z == (4, 5)
    assert w[4].none
    assert w[5].p == (2, 3)
    assert w[6].sysregs
    assert w[7].full


# ------------------------------------------------------------------ the machine's features
SVE_OUTSIDE_STREAMING = """
    .text
    .global _start
_start:
    ptrue   p0.s
    mov     x0, #0
    mov     x8, #93
    svc     #0
"""


def _run_status(path: str, *argv: str) -> tuple[int, str]:
    import subprocess
    import sys

    p = subprocess.run([sys.executable, "-m", "tools.cli", "run", path, *argv],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    return p.returncode, p.stderr


def test_debug_with_a_machine_applies_its_features(tmp_path, capsys):
    """`tilesim debug --machine m4` faults where `tilesim run --machine m4` does (M4 has no SVE
    outside streaming mode); without --machine both run the program to its end."""
    from tools.cli import main

    src = tmp_path / "sve.s"
    src.write_text(SVE_OUTSIDE_STREAMING)
    status, err = _run_status(str(src), "--machine", "m4")
    assert status == 132 and "SIGILL" in err
    assert main(["debug", str(src), "--machine", "m4", "--batch", "-ex", "run"]) == 0
    out = capsys.readouterr().out
    assert "Program received SIGILL (illegal instruction)." in out
    assert err.splitlines()[0] in out  # the same fault line as `tilesim run`
    assert main(["debug", str(src), "--batch", "-ex", "run"]) == 0
    out = capsys.readouterr().out
    assert "exited" in out and "SIGILL" not in out
    assert _run_status(str(src))[0] == 0


@pytest.mark.parametrize("machine, status", [("m4", 132), (None, 0)])
def test_check_applies_the_run_line_machine_features(tmp_path, machine, status):
    """A `// RUN: --machine m4` line brings M4's SIGILL rules to `tilesim check`, as to
    `tilesim run --machine m4`."""
    from tools.check_cmd import check_file

    src = tmp_path / "sve.s"
    run = f"// RUN: --machine {machine}\n" if machine else ""
    src.write_text(run + f"// CHECK: exit == {status}\n" + SVE_OUTSIDE_STREAMING)
    assert _run_status(str(src), *(("--machine", machine) if machine else ()))[0] == status
    ok, lines = check_file(str(src))
    assert ok, lines


@pytest.mark.parametrize("name", ["sme2/svl_128_512.s", "sve/prctl_vl.s"])
def test_back_and_forth_over_vector_length_changes(name):
    """prctl changes of the vector lengths: to the end, all the way back, half way forward
    and on to the end again; each stop equals a fresh machine's state."""
    factory = _program(os.path.join(ROOT, "programs", name))
    d = Debugger(factory)
    end = d.forward().steps
    assert d.m.exit_code == 0 and end > 20
    assert d.backward(n=end).steps == -end
    assert not (diff := differences(machine_state(_reference(factory, 0)), machine_state(d.m))), diff
    half = end // 2
    d.forward(n=half)
    assert not (diff := differences(machine_state(_reference(factory, half)),
                                    machine_state(d.m))), diff
    d.backward(n=half // 2)
    d.forward()
    assert not (diff := differences(machine_state(_reference(factory, end)),
                                    machine_state(d.m))), diff


SHARED_CODE_TWO_SVLS = """
    .text
    .global _start
_start:
    mov     x0, #63             // prctl(PR_SME_SET_VL, 64): SVL 512
    mov     x1, #64
    mov     x8, #167
    svc     #0
    bl      work
    mov     x0, #63             // prctl(PR_SME_SET_VL, 16): SVL 128
    mov     x1, #16
    mov     x8, #167
    svc     #0
    bl      work
    mov     x0, #0
    mov     x8, #93
    svc     #0
work:
    smstart
    ptrue   p0.s
    fmov    z0.s, #1.0
    fmov    z1.s, #2.0
    fmopa   za0.s, p0/m, p0/m, z0.s, z1.s
    fmopa   za0.s, p0/m, p0/m, z0.s, z1.s
    smstop
    ret
"""


def test_code_run_at_two_streaming_lengths():
    """The same FMOPAs at SVL 512 and then 128: after the run, back into the first call (SVL
    512 again), two steps forward and back over the FMOPAs restore all of the larger tile."""
    factory = lambda: load_machine(SHARED_CODE_TWO_SVLS, "svls.s")  # noqa: E731
    d = Debugger(factory)
    end = d.forward().steps
    assert d.m.exit_code == 0
    at = 9  # the first FMOPA of the first call
    d.backward(n=end - at)
    assert d.m.state.svlb == 64 and d.insn().mnemonic == "fmopa"
    d.forward(n=2)
    assert not (diff := differences(machine_state(_reference(factory, at + 2)),
                                    machine_state(d.m))), diff
    d.backward(n=2)
    assert not (diff := differences(machine_state(_reference(factory, at)),
                                    machine_state(d.m))), diff


def test_bench_debugger_entries(monkeypatch, capsys):
    """`tilesim bench debug-fwd debug-back` step the debugger the stated number of
    instructions each way (speed itself is not asserted: `tilesim bench` reports it)."""
    import json

    from tools import bench_cmd
    from tools.cli import main

    monkeypatch.setattr(bench_cmd, "DEBUG_STEPS", 300)
    assert main(["bench", "debug-fwd", "debug-back", "--repeat", "1", "--no-timed",
                 "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["name"] for r in rows] == ["debug-fwd", "debug-back"]
    assert all(r["instructions"] == 300 and r["instructions_per_second"] > 0 for r in rows)
