"""The block compiler (simulator/blocks) against the per-instruction reference path: every
program under programs/ runs both ways and must leave byte-identical state, output, step count
and fault report; faults and step limits inside compiled blocks and self-loops stop at the
exact instruction."""
from __future__ import annotations

import pathlib

import numpy as np
import pytest

from simulator import Machine, is_vf_source, load_machine
from tools.checks import parse_file, run_options

ROOT = pathlib.Path(__file__).resolve().parent.parent
# the standalone Arm programs (the VF machine has its own loop, no blocks)
PROGRAMS = sorted(p for p in (ROOT / "programs").rglob("*.s")
                  if p.is_file() and "CHECK:" in (t := p.read_text(errors="replace"))
                  and not is_vf_source(t))


@pytest.fixture(autouse=True)
def _compile_at_once(monkeypatch):
    """Compile every block on its first entry (not after HOT entries): the most compiled code."""
    monkeypatch.setattr("simulator.blocks.runner.HOT", 1)


def _load(text: str, file: str, jit: bool, program=None, **kw):
    """``program``: the one the other path's machine was built from (assembled once, each
    machine binds its own state)."""
    if program is None:
        m = load_machine(text, file, **kw)
    else:
        m = Machine(program, **{k: v for k, v in kw.items()
                                if k not in ("defsyms", "include_dirs")})
    if not jit:
        m.jit = None
    return m


def _state(m) -> dict:
    st = m.state
    out = {"exit": m.exit_code, "steps": m.steps, "stdout": bytes(m.stdout),
           "stderr": bytes(m.stderr), "fault": m.fault.render() if m.fault else None,
           "pc": st.pc, "x": list(st.x[:33]),  # x[33] sinks XZR writes (never read)
           "nzcv": [int(v) for v in st.nzcv],
           "nzcv_types": [type(v).__name__ for v in st.nzcv],
           "sm": st.sm, "za_on": st.za_on, "vlb": st.vlb, "sysregs": dict(st.sysregs)}
    for name in ("z", "p", "ffr", "za", "zt0"):
        out[name] = getattr(st, name).tobytes()
    out["memory"] = [(r.arr.tobytes()) for r in m.memory.regions]
    return out


def _both(text: str, file: str, run=lambda m: m.run(), **kw):
    a = _load(text, file, False, **kw)
    run(a)
    b = _load(text, file, True, a.program, **kw)
    run(b)
    sa, sb = _state(a), _state(b)
    for key in sa:
        assert sa[key] == sb[key], f"{file}: {key} differs with the block compiler"
    return b


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: str(p.relative_to(ROOT / "programs")))
def test_program_same_with_blocks(path):
    text = path.read_text(errors="replace")
    _both(text, str(path), **_opts(text, path))


def _opts(text, path) -> dict:
    kw = run_options(parse_file(text, str(path)).opts)
    kw.pop("machine", None)
    kw["timing"] = False
    return kw


LOOP = """
    .text
    .global _start
_start:
    mov x0, #0
    mov x1, #{n}
    adr x5, buf
1:  add x0, x0, #3
    cmp x0, #{stop}
    b.eq 2f
    subs x1, x1, #1
    cbz x1, 3f
    eor x2, x2, x0
    b.ne 1b
2:  ldr x3, [x4]            // x4 = 0: SIGSEGV here
3:  subs w6, w1, #7
    mov x8, #93
    svc #0
    .data
buf: .quad 0
"""


@pytest.mark.parametrize("n,stop", [(10, 1000), (50, 30), (7, 21), (1, 3)])
def test_fault_and_exit_inside_blocks(n, stop):
    m = _both(LOOP.format(n=n, stop=stop), "<loop>")
    if stop // 3 <= n:
        assert m.fault is not None and "ldr x3" in m.fault.render()


@pytest.mark.parametrize("limit", [1, 2, 3, 5, 17, 40, 41])
def test_step_limits_stop_mid_loop(limit):
    src = LOOP.format(n=100, stop=4000)
    _both(src, "<loop>", run=lambda m: m.run(limit))
    # and stepping on, a few steps at a time, reaches the same state as one run
    _both(src, "<loop>", run=lambda m: [m.step(limit) for _ in range(30)])


WALK = """
    .text
    .global _start
_start:
    adr x5, buf
    mov x1, #{n}
1:  ldr x3, [x5], #8        // walks off the end of the data into unmapped memory
    add x2, x2, x3
    subs x1, x1, #1
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
    .data
buf: .quad 1, 2, 3
"""


@pytest.mark.parametrize("n", [3, 600, 5000])
def test_fault_inside_self_loop(n):
    m = _both(WALK.format(n=n), "<walk>")
    if n != 600:  # 600 may or may not leave the mapped pages
        assert (m.fault is not None) == (n > 600)
    assert any(b is not None and getattr(b, "loop", False) for b in m.jit.blocks)


MOPA = """
    .text
    .global _start
_start:
    smstart
    mov x1, #3
1:  {op}   za0.s, p0/m, p1/m, z0.s, z2.s
    {op}   za1.s, p0/m, p1/m, z0.s, z3.s
    {op}   za2.s, p0/m, p1/m, z1.s, z2.s
    {op}   za3.s, p0/m, p1/m, z1.s, z3.s
    subs x1, x1, #1
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
"""


def _mopa_inputs(kind: str, svl: int, seed: int):
    """Z0-Z3 and ZA (f32) for one case: normal numbers or a special value planted."""
    rng = np.random.default_rng(seed)
    dim = svl // 32
    z = rng.standard_normal((4, dim)).astype(np.float32)
    za = rng.standard_normal((svl // 8, dim)).astype(np.float32)
    if kind == "nan":
        z[1, 2] = np.float32("nan")
    elif kind == "snan":
        za[5, 1] = np.frombuffer(np.uint32(0x7F800001).tobytes(), np.float32)[0]
    elif kind == "inf_zero":
        z[0, 0], z[2, 1] = np.float32("inf"), 0.0
    elif kind == "midpoint":  # 1 + 2^-24: exactly between two floats
        za[:] = 1.0
        z[:] = np.float32(2.0 ** -12)
    elif kind == "subnormal":
        z[:] = np.float32(1e-22)
        za[:] = 0.0
    elif kind == "overflow":
        z[:] = np.float32(3e38)
    return z, za


@pytest.mark.parametrize("kind", ["normal", "nan", "snan", "inf_zero", "midpoint", "subnormal",
                                  "overflow", "partial"])
@pytest.mark.parametrize("op", ["fmopa", "fmops"])
def test_batched_fmopa_group_is_exact(kind, op):
    svl = 512
    z, za = _mopa_inputs(kind, svl, hash((kind, op)) % 1000)
    states = []
    for jit in (False, True):
        m = Machine.from_source(MOPA.format(op=op), "<mopa>", svl=svl)
        if not jit:
            m.jit = None
        m.step(1)  # smstart (zeroes Z, P and ZA)
        st = m.state
        for i in range(4):
            st.z[i, :svl // 8] = z[i].view(np.uint8)
        st.za[:svl // 8, :svl // 8] = za.view(np.uint8)
        st.p[0, :svl // 8] = True
        st.p[1, :svl // 8] = True
        if kind == "partial":
            st.p[1, 4] = False  # element 1 of the .S columns inactive
        m.run()
        assert m.exit_code == 0
        states.append(_state(m))
    for key in states[0]:
        assert states[0][key] == states[1][key], key
    if kind == "normal":  # the batched path ran (not the one-by-one fallback)
        m2 = Machine.from_source(MOPA.format(op=op), "<mopa>", svl=svl)
        m2.run()
        blk = next(b for b in m2.jit.blocks if b is not None and getattr(b, "loop", False))
        assert "_g = g" in blk.source


@pytest.mark.parametrize("size,kernel", [(64, "sme"), (96, "sme"), (64, "sve")])
def test_gemm_same_with_blocks(size, kernel):
    """The packed GEMM (FMOPA groups batched between loads) leaves the same state both ways."""
    from simulator.gemm import run_gemm

    states = []
    for jit in (False, True):
        seen = []

        def runner(mach, jit=jit, seen=seen):
            if not jit:
                mach.jit = None
            seen.append(mach)
            return mach.run()
        run_gemm(size, size, size, kernel=kernel, machine=None, split=False, runner=runner)
        states.append(_state(seen[-1]))
    for key in states[0]:
        assert states[0][key] == states[1][key], key


MOPA_LOADS = """
    .text
    .global _start
_start:
    smstart
    ptrue p0.s
    fmov z0.s, #1.5
    fmov z1.s, #2.0
    fmov z2.s, #0.25
    fmov z3.s, #3.0
    adr x5, buf
    mov x1, #{n}
1:  fmopa za0.s, p0/m, p0/m, z0.s, z2.s
    ld1w {{z24.s}}, p0/z, [x5]
    fmopa za1.s, p0/m, p0/m, z0.s, z3.s
    add x5, x5, #64
    ld1w {{z25.s}}, p0/z, [x5]
    fmopa za2.s, p0/m, p0/m, z1.s, z2.s
    fmopa za3.s, p0/m, p0/m, z1.s, z3.s
    subs x1, x1, #1
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
    .data
    .balign 64
buf: .fill 64, 4, 0x3f800000
"""


@pytest.mark.parametrize("n", [2, 3, 200])
def test_fmopa_group_with_a_faulting_load_between(n):
    """The loads walk off the data: the fault stops at the exact load with the FMOPAs before it
    done and those after it not (the batched group defers them past the loads)."""
    m = _both(MOPA_LOADS.format(n=n), "<mopa-loads>", svl=512)
    assert (m.fault is not None) == (n == 200)
    blk = next(b for b in m.jit.blocks if b is not None and getattr(b, "loop", False))
    assert "_g = gr" in blk.source


# ---------------------------------------------------------------- timed runs (blocks/timed.py)
# The cycle model compiled into blocks against the engine's per-instruction loop: the same
# machine state as above, and the same cycles, stall attribution, stats, FLOPs, branch and
# cache counters (the engine's whole timing state, caches included).

@pytest.fixture()
def _timed_at_once(monkeypatch):
    monkeypatch.setattr("simulator.blocks.timed_run.HOT", 1)


def _timing_state(m) -> dict:
    eng = m.timing
    snap = eng.snapshot()
    snap.pop("e")     # the slow path's scratch (the recording loop's last completion)
    snap.pop("last")  # the debugger's tracking loop only
    return {"cycles": m.cycles, "stats": m.stats(), **snap}


def _both_timed(text: str, file: str, run=lambda m: m.run(), **kw):
    ms = []
    for jit in (False, True):
        m = _load(text, file, jit, ms[0].program if ms else None, **kw)
        m.timing.jit = jit
        run(m)
        ms.append(m)
    a, b = ms
    sa, sb = _state(a), _state(b)
    sa.update(_timing_state(a))
    sb.update(_timing_state(b))
    for key in sa:
        assert sa[key] == sb[key], f"{file}: {key} differs with timed blocks"
    return b


def _compiled(m) -> list:
    blocks = m.timing._blocks
    return [b for per_mode in (blocks.blocks if blocks else ()) for b in per_mode
            if b is not None]


# programs are compared over their first STEPS instructions (the long benchmark loops would
# dominate the suite's time; every block of a loop is compiled on its first entry anyway)
STEPS = 3000

# a few programs on the other machines (non-streaming SVE, other units and latencies; the
# SME ones need an SME unit, which those descriptions do not have)
OTHER = [p for p in PROGRAMS if "smstart" not in p.read_text(errors="replace")][::6]


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: str(p.relative_to(ROOT / "programs")))
def test_program_same_cycles_with_timed_blocks(path, _timed_at_once):
    text = path.read_text(errors="replace")
    kw = dict(_opts(text, path), timing=True, machine="m4")
    m = _both_timed(text, str(path), run=lambda m: m.run(STEPS), **kw)
    assert _compiled(m)


@pytest.mark.parametrize("machine", ["a64fx", "generic"])
@pytest.mark.parametrize("path", OTHER, ids=lambda p: str(p.relative_to(ROOT / "programs")))
def test_program_same_cycles_with_timed_blocks_other_machines(path, machine, _timed_at_once):
    text = path.read_text(errors="replace")
    kw = dict(_opts(text, path), timing=True, machine=machine)
    _both_timed(text, str(path), run=lambda m: m.run(STEPS), **kw)


@pytest.mark.parametrize("machine", ["m4", "a64fx"])
@pytest.mark.parametrize("n,stop", [(10, 1000), (50, 30), (1, 3)])
def test_timed_fault_and_exit_inside_blocks(n, stop, machine, _timed_at_once):
    m = _both_timed(LOOP.format(n=n, stop=stop), "<loop>", machine=machine, timing=True)
    assert _compiled(m)
    if stop // 3 <= n:
        assert m.fault is not None and "ldr x3" in m.fault.render()


@pytest.mark.parametrize("limit", [1, 3, 17, 40, 41])
def test_timed_step_limits_stop_mid_block(limit, _timed_at_once):
    src = LOOP.format(n=100, stop=4000)
    m = _both_timed(src, "<loop>", run=lambda m: m.run(limit), machine="m4", timing=True)
    m = _both_timed(src, "<loop>", run=lambda m: [m.step(limit) for _ in range(30)],
                    machine="m4", timing=True)
    assert limit == 1 or _compiled(m)


@pytest.mark.parametrize("n", [3, 5000])
def test_timed_fault_inside_loop(n, _timed_at_once):
    m = _both_timed(WALK.format(n=n), "<walk>", machine="m4", timing=True)
    assert (m.fault is not None) == (n > 600)
    assert any(b.loop for b in _compiled(m))


@pytest.mark.parametrize("n", [2, 200])
def test_timed_fmopa_group_with_a_faulting_load_between(n, _timed_at_once):
    m = _both_timed(MOPA_LOADS.format(n=n), "<mopa-loads>", svl=512, machine="m4",
                    timing=True)
    assert (m.fault is not None) == (n == 200)
    assert any("_g = gr" in b.source for b in _compiled(m))


@pytest.mark.parametrize("size", [64, 96])
def test_gemm_same_cycles_with_timed_blocks(size, _timed_at_once):
    """The packed GEMM under the m4 model: same cycles, stats and caches both ways."""
    from simulator.gemm import run_gemm

    states = []
    for jit in (False, True):
        seen = []

        def runner(mach, jit=jit, seen=seen):
            mach.timing.jit = jit
            seen.append(mach)
            return mach.run()
        run_gemm(size, size, size, split=False, runner=runner)
        states.append({**_state(seen[-1]), **_timing_state(seen[-1])})
    for key in states[0]:
        assert states[0][key] == states[1][key], key
    # the k-loop's groups batched as a chain, its LD1Ws inlined, its loads' cache step unrolled
    src = [b.source for b in _compiled(seen[-1])]
    assert any("_g = cr" in s and "mview(" in s and "lbuf[" in s for s in src)


VL_FLOPS = """
    .text
    .global _start
_start:
    mov x1, #{n}
    mov x5, #32
1:  ptrue p0.s
    b 2f
2:  fmla z2.s, p0/m, z3.s, z4.s
    eor x5, x5, #96             // the next vector length: 64 or 32 bytes
    fmla z5.s, p0/m, z3.s, z4.s
    mov x0, #50                 // prctl(PR_SVE_SET_VL, x5): the FLOPs above count at the old VL
    mov x8, #167
    mov x6, x1
    mov x1, x5
    svc #0
    mov x1, x6
    subs x1, x1, #1
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
"""


@pytest.mark.parametrize("machine", ["generic", "a64fx"])
def test_timed_flops_before_a_vector_length_change(machine, _timed_at_once):
    m = _both_timed(VL_FLOPS.format(n=30), "<vl-flops>", vl=256, machine=machine, timing=True)
    assert m.exit_code == 0
    # 15 iterations at 32 bytes (8 lanes), 15 at 64 (16 lanes), two FMLAs of 2 FLOPs a lane
    assert m.timing.flops == {"fp32": 15 * 2 * 2 * 8 + 15 * 2 * 2 * 16}
    assert any(b.length >= 8 for b in _compiled(m))  # fmla ... svc: in one compiled trace
