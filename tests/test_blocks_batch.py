"""The fast forms behind the block compiler's hot loops against the reference paths: the batched
FMOPA group (simulator/blocks/sme_batch.py) against the FMOPA closures one by one, the SVE
FMLA .S fast path (isa/a64/fp.py ``fmla_s_fast``) against ``fp.fmla``, and the per-VL caches of
the SVE/SME loads, stores and WHILE against results computed here with numpy. Crafted inputs
cover NaN, signalling NaN, inf*0, infinities, subnormals, overflow, f32 rounding midpoints
(including a real double-rounding case), inactive lanes, a vector-length change and faults in
the middle of a compiled block."""
from __future__ import annotations

import numpy as np
import pytest

from isa.a64 import fp
from simulator import Machine
from simulator.blocks.sme_batch import MopaSpec, make_group

F32 = np.float32
SNAN = np.uint32(0x7F800001).view(F32)


def _f32(bits: int) -> F32:
    return np.uint32(bits).view(F32)


# 1 + 2^-23 + (2^-24 - 2^-70): the f64 sum rounds onto the f32 midpoint 1 + 2^-23 + 2^-24, and
# rounding that again (ties to even) gives 1 + 2^-22; the exact sum is below it: 1 + 2^-23
C_DR, A_DR, B_DR = _f32(0x3F800001), _f32(0x3F800001), _f32(0x337FFFFE)  # b = 2^-24 - 2^-47
DR_RESULT = 0x3F800001


def test_double_rounding_case_is_real():
    """The crafted case above: float64-then-float32 rounding is wrong, fp.fmla is right."""
    naive = (np.float64(C_DR) + np.float64(A_DR) * np.float64(B_DR)).astype(F32)
    assert naive.view(np.uint32) == 0x3F800002
    r = fp.fmla(np.array([C_DR]), np.array([A_DR]), np.array([B_DR]))
    assert r.view(np.uint32)[0] == DR_RESULT


# ---------------------------------------------------------------- SVE FMLA .S fast path
def _fmla_case(kind: str, n: int, seed: int):
    rng = np.random.default_rng(seed)
    c, a, b = (rng.standard_normal(n).astype(F32) for _ in range(3))
    if kind == "nan":
        a[3] = F32("nan")
    elif kind == "snan":
        c[1] = SNAN
    elif kind == "inf":
        b[2] = F32("inf")
    elif kind == "inf_zero":
        a[0], b[0] = F32("inf"), 0.0
    elif kind == "double_rounding":
        c[5], a[5], b[5] = C_DR, A_DR, B_DR
    elif kind == "exact_midpoint":  # 1 + 2^-24 exactly: ties to even
        c[:], a[:], b[:] = 1.0, F32(2.0 ** -12), F32(2.0 ** -12)
    elif kind == "subnormal":  # inexact subnormal results
        c[:], a[:], b[:] = 0.0, F32(1e-22), F32(3e-22)
    elif kind == "exact_subnormal":  # 2^-140: exact, stays on the fast path
        c[:], a[:], b[:] = 0.0, F32(2.0 ** -70), F32(2.0 ** -70)
    elif kind == "overflow":
        a[:], b[:] = F32(3e38), F32(2.0)
    elif kind == "huge":  # finite f32 sums of 2^63 and more (the fast path leaves them)
        a[:], b[:] = F32(1e19), F32(3.0)
    elif kind == "zeros":  # signs of zero: -0 + (+0 * -x) and friends
        c[:] = np.where(np.arange(n) % 2, F32(-0.0), F32(0.0))
        a[:] = np.where(np.arange(n) % 3, F32(-0.0), F32(0.0))
    return c, a, b


KINDS = ["normal", "nan", "snan", "inf", "inf_zero", "double_rounding", "exact_midpoint",
         "subnormal", "exact_subnormal", "overflow", "huge", "zeros"]
FAST = {"normal", "exact_subnormal", "zeros"}  # cases the fast path must take itself


@pytest.mark.parametrize("neg", [False, True])
@pytest.mark.parametrize("kind", KINDS)
def test_fmla_s_fast_is_fmla(kind, neg):
    n = 16
    c, a, b = _fmla_case(kind, n, KINDS.index(kind))
    ref = fp.fmla(c.copy(), a.copy(), b.copy(), neg)
    keep = c.copy(), a.copy(), b.copy()
    got = fp.fmla_s_fast(n)(c, a, b, neg)
    for before, after in zip(keep, (c, a, b)):  # inputs untouched either way
        assert before.tobytes() == after.tobytes()
    if kind in FAST:
        assert got is not None
    if got is not None:
        assert got.tobytes() == ref.tobytes()
    else:
        assert kind not in FAST
    if kind == "double_rounding":  # the fast path leaves the lane to fp.fmla
        assert got is None
        if not neg:
            assert ref.view(np.uint32)[5] == DR_RESULT


SVE_FMLA = """
    .text
    .global _start
_start:
    mov x1, #3
1:  fmla z1.s, p0/m, z2.s, z3.s
    subs x1, x1, #1
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
"""


@pytest.mark.parametrize("jit", [False, True])
@pytest.mark.parametrize("kind", ["normal", "nan", "double_rounding", "subnormal", "partial"])
def test_sve_fmla_instruction(kind, jit, monkeypatch):
    """FMLA z1.s, p0/m three times, blocks on or off: each step is fp.fmla on the active lanes,
    inactive lanes keep Z1."""
    monkeypatch.setattr("simulator.blocks.runner.HOT", 1)
    vl = 512
    ne = vl // 32
    c, a, b = _fmla_case("normal" if kind == "partial" else kind, ne, 7)
    m = Machine.from_source(SVE_FMLA, "<fmla>", vl=vl)
    if not jit:
        m.jit = None
    st = m.state
    st.z[1, :ne * 4], st.z[2, :ne * 4], st.z[3, :ne * 4] = (v.view(np.uint8) for v in (c, a, b))
    active = np.ones(ne, bool)
    if kind == "partial":
        active[[0, 5, 6]] = False
    st.p[0, :vl // 8:4] = active
    m.run()
    assert m.exit_code == 0
    want = c.copy()
    for _ in range(3):
        want = np.where(active, fp.fmla(want, a, b), want)
    assert st.z[1, :ne * 4].tobytes() == want.tobytes()


# ---------------------------------------------------------------- the batched FMOPA group
def _sme_state(svl: int, seed: int, layout: str):
    """A machine in streaming mode with random Z, ZA and all-true predicates."""
    m = Machine.from_source("smstart\nmov x8, #93\nsvc #0\n", "<mopa>", svl=svl)
    m.step(1)
    st = m.state
    rng = np.random.default_rng(seed)
    vlb = svl // 8
    st.z[:, :vlb] = rng.standard_normal((32, vlb // 4)).astype(F32).view(np.uint8)
    st.za[:vlb, :vlb] = rng.standard_normal((vlb, vlb // 4)).astype(F32).view(np.uint8)
    st.p[:, :vlb] = True
    return m


LAYOUTS = {  # (Zn, Zm) of ZA0-ZA3: the 2x2 micro-kernel step and an arbitrary one
    "2x2": ([0, 0, 1, 1], [2, 3, 2, 3]),
    "any": ([4, 9, 4, 30], [7, 7, 12, 5]),
}


def _plant(st, kind: str, svl: int, zn: list, zm: list):
    """A special value in the operands of the group (ZA0-ZA3.S, rows i of tile k = ZA row 4i+k)."""
    vlb = svl // 8
    zf = st.z[:, :vlb].view(F32)
    tiles = st.za[:vlb, :vlb].view(F32)
    if kind == "nan":
        zf[zn[2], 3] = F32("nan")
    elif kind == "snan":
        tiles[4 * 2 + 1, 5] = SNAN
    elif kind == "inf_zero":
        zf[zn[0], 0], zf[zm[0], 1] = F32("inf"), 0.0
    elif kind == "double_rounding":  # element (2, 3) of ZA1
        tiles[4 * 2 + 1, 3], zf[zn[1], 2], zf[zm[1], 3] = C_DR, A_DR, B_DR
    elif kind == "overflow":  # the f32 rounding raises after writing: ZA must come back
        zf[zn[3], :], zf[zm[3], :] = F32(3e38), F32(3e38)
    elif kind == "subnormal":
        tiles[:] = 0.0
        zf[zn[0], :], zf[zm[0], :] = F32(1e-22), F32(3e-22)
    elif kind == "partial":
        st.p[2, 4] = False


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
@pytest.mark.parametrize("neg", [False, True])
@pytest.mark.parametrize("kind", ["normal", "nan", "snan", "inf_zero", "double_rounding",
                                  "overflow", "subnormal", "partial"])
def test_fmopa_group_is_the_closures_one_by_one(kind, neg, layout):
    svl = 512
    zn, zm = LAYOUTS[layout]
    pn = 2 if kind == "partial" else 0
    specs = [MopaSpec(k, zn[k], zm[k], pn, 1, neg) for k in range(4)]
    ref, bat = (_sme_state(svl, 3, layout) for _ in range(2))
    for m in (ref, bat):
        _plant(m.state, kind, svl, zn, zm)
    op = "fmops" if neg else "fmopa"
    src = "".join(f"{op} za{k}.s, p{pn}/m, p1/m, z{zn[k]}.s, z{zm[k]}.s\n" for k in range(4))
    one = Machine.from_source(src, "<one>", svl=svl)
    ops = [ins.bind(ref.state, i) for i, ins in enumerate(one.program.insns)]
    for o in ops:
        o()
    ready, run = make_group(bat.state, specs)
    before = bat.state.za.tobytes()
    if not ready():
        assert kind == "partial"
        return
    done = run()
    if kind in ("normal",):
        assert done
    if not done:  # nothing written: the caller runs the closures
        assert bat.state.za.tobytes() == before
        assert kind != "normal"
        for o in [ins.bind(bat.state, i) for i, ins in enumerate(one.program.insns)]:
            o()
    assert bat.state.za.tobytes() == ref.state.za.tobytes()
    if kind == "double_rounding" and not neg:
        assert bat.state.za[:64, :64].view(F32)[4 * 2 + 1, 3].view(np.uint32) == DR_RESULT


def test_fmopa_group_follows_the_vector_length():
    """The group's views are remade when SVL changes (smstop, another SVL, smstart)."""
    m = _sme_state(512, 5, "2x2")
    specs = [MopaSpec(k, [0, 0, 1, 1][k], [2, 3, 2, 3][k], 0, 0, False) for k in range(4)]
    ready, run = make_group(m.state, specs)
    assert ready() and run()
    st = m.state
    st.set_vector_length(True, 32)  # SVL 256 (ZA goes off with it, as in QEMU's prctl)
    assert not ready()
    st.za_on = True
    st.p[:, :32] = True
    za = st.za[:32, :32].view(F32).astype(np.float64)
    z = st.z[:4, :32].view(F32).astype(np.float64)
    assert ready() and run()
    got = st.za[:32, :32].view(F32)
    for k, (n, mm) in enumerate(zip([0, 0, 1, 1], [2, 3, 2, 3])):
        want = (za[k::4] + np.outer(z[n], z[mm])).astype(F32)
        assert got[k::4].tobytes() == want.tobytes()


# ---------------------------------------------------------------- SVE loads/stores/WHILE per VL
AXPY = """
    .text
    .global _start
_start:
    adr x0, xs
    adr x1, ys
    mov x3, #37                 // not a multiple of any VL: the last WHILELT is partial
    fmov z2.s, #0.5
    bl pass
    smstart sm                  // another vector length: every cached view is remade
    fmov z2.s, #0.5
    bl pass
    smstop sm                   // (a change of SM zeroes Z)
    fmov z2.s, #0.5
    bl pass
    mov x0, #0
    mov x8, #93
    svc #0
pass:
    mov x2, #0
    whilelt p0.s, x2, x3
1:  ld1w {z0.s}, p0/z, [x0, x2, lsl #2]
    ld1w {z1.s}, p0/z, [x1, x2, lsl #2]
    fmla z1.s, p0/m, z0.s, z2.s
    st1w {z1.s}, p0, [x1, x2, lsl #2]
    incw x2
    whilelt p0.s, x2, x3
    b.first 1b
    ret
    .data
    .balign 64
xs: .fill 40, 4, 0x3f800000
ys: .fill 40, 4, 0x40000000
"""


@pytest.mark.parametrize("jit", [False, True])
@pytest.mark.parametrize("vl,svl", [(512, 256), (128, 2048)])
def test_sve_loop_across_vector_lengths(vl, svl, jit, monkeypatch):
    monkeypatch.setattr("simulator.blocks.runner.HOT", 1)
    m = Machine.from_source(AXPY, "<axpy>", vl=vl, svl=svl)
    if not jit:
        m.jit = None
    m.run()
    assert m.exit_code == 0, m.fault
    ys = m.memory.view(m.program.symbols["ys"], 160).view(F32)
    want = np.full(40, 2.0 + 3 * 0.5, F32)
    want[37:] = 2.0  # past x3: never stored
    assert ys.tobytes() == want.tobytes()
    # the last WHILELT: x2 = 37 rounded up to whole vectors, so nothing is active
    assert not m.state.p[0].any()


@pytest.mark.parametrize("count", [0, 1, 5, 16, 17])
def test_whilelt_pattern_and_flags(count):
    """WHILELT p0.s, xzr-based counts: the first ``count`` lanes (capped at 16) and NZCV per
    PredTest, from the cached patterns, twice in a row (the second from the cache)."""
    src = f"mov x2, #0\nmov x3, #{count}\nwhilelt p0.s, x2, x3\nwhilelt p1.s, x2, x3\n"
    m = Machine.from_source(src + "mov x8, #93\nsvc #0\n", "<while>", vl=512)
    m.step(3)
    first = m.state.p[0, :64].copy(), list(m.state.nzcv)
    m.step(1)
    act = min(count, 16)
    want = np.zeros(64, bool)
    want[:act * 4:4] = True
    assert first[0].tobytes() == want.tobytes() == m.state.p[1, :64].tobytes()
    assert [int(v) for v in first[1]] == [int(act > 0), int(act == 0), int(act < 16), 0]


SVE_WALK = """
    .text
    .global _start
_start:
    adr x0, buf
    ptrue p0.s
    mov x1, #0
1:  ld1w {z0.s}, p0/z, [x0]
    st1w {z0.s}, p0, [x0]
    add x0, x0, #64
    add x1, x1, #1
    b 1b
    .data
    .balign 64
buf: .fill 64, 4, 0x3f800000
"""


@pytest.mark.parametrize("jit", [False, True])
def test_sve_load_fault_inside_a_block(jit, monkeypatch):
    """The loop walks off the data: the fault names the LD1W, at the first unmapped byte, with
    the iterations before it committed (x1 counts them)."""
    monkeypatch.setattr("simulator.blocks.runner.HOT", 1)
    m = Machine.from_source(SVE_WALK, "<walk>", vl=512)
    if not jit:
        m.jit = None
    m.run()
    assert m.fault is not None and m.fault.insn.mnemonic == "ld1w"
    buf = m.program.symbols["buf"]
    end = m.memory.region_at(buf, 1).base + m.memory.region_at(buf, 1).size
    assert m.fault.address == end
    assert m.state.x[1] == (end - buf) // 64
    assert m.state.x[0] == end


# ---------------------------------------------------------------- SME slice loads/stores
ZA_WALK = """
    .text
    .global _start
_start:
    smstart
    adr x0, buf
    ptrue p0.s
    mov w12, #0
    mov x2, #0
    mov x1, #0
1:  ld1w {{za0h.s[w12, 0]}}, p0/z, [x0, x2, lsl #2]
    st1w {{za0h.s[w12, 0]}}, p{st}, [x0, x2, lsl #2]
    add x2, x2, #{step}
    add x1, x1, #1
    b 1b
    .data
    .balign 64
buf: .fill 100, 4, 0x3f800000
"""


@pytest.mark.parametrize("step", [16, 7])
def test_za_slice_fault_is_the_first_unmapped_element(step):
    """All lanes active: the slice transfer is one view; when it crosses the end of the data,
    the fault is reported at the first unmapped element (as the element-wise path does)."""
    m = Machine.from_source(ZA_WALK.format(st=0, step=step), "<za-walk>", svl=512)
    m.run()
    assert m.fault is not None and m.fault.insn.mnemonic == "ld1w"
    buf = m.program.symbols["buf"]
    r = m.memory.region_at(buf, 1)
    end = r.base + r.size
    # the first element of the faulting slice that lies past the end
    start = buf + 4 * step * m.state.x[1]
    assert start <= end < start + 64
    assert m.fault.address == start + 4 * ((end - start + 3) // 4)
    # ZA0H.S[0] holds the last slice loaded before the fault (the previous iteration's)
    assert m.state.za[0, :64].tobytes() == m.memory.read_bytes(start - 4 * step, 64)


def test_za_slice_store_all_active_writes_the_row():
    src = """
    smstart
    adr x0, buf
    ptrue p0.s
    fmov z0.s, #3.0
    mov w12, #1
    mova za0h.s[w12, 0], p0/m, z0.s
    mov x2, #4
    st1w {za0h.s[w12, 0]}, p0, [x0, x2, lsl #2]
    ld1w {za1h.s[w12, 1]}, p0/z, [x0, x2, lsl #2]
    mov x8, #93
    mov x0, #0
    svc #0
    .data
    .balign 64
buf: .fill 40, 4, 0
"""
    m = Machine.from_source(src, "<za-st>", svl=512)
    m.run()
    assert m.exit_code == 0, m.fault
    buf = m.memory.view(m.program.symbols["buf"], 160).view(F32)
    assert buf[:4].tolist() == [0.0] * 4 and buf[4:20].tolist() == [3.0] * 16
    assert buf[20:].tolist() == [0.0] * 20
    # ZA1.S row 2 (w12 + 1) is ZA byte row 4 * 2 + 1
    assert m.state.za[9, :64].view(F32).tolist() == [3.0] * 16


# ---------------------------------------------------------------- chains of groups, inlined LD1W
# The micro-kernel's k-loop shape: two 2x2 FMOPA groups per iteration, each with the LD1Ws of the
# other's next operands between its FMOPAs, scalar forms (inlined and called) in between. The
# compiled block (a chain of groups, .sme_batch.make_chain, and LD1W inlined) must leave the same
# bytes as the closures one by one, also when a load faults at any place in the chain.
CHAIN = """
    .text
    .global _start
_start:
    smstart
    ptrue p0.s
    ptrue p7.s
    adr x0, buf
    add x0, x0, #{skip}
    mov x2, #{iters}
    ld1w {{z0.s}}, p0/z, [x0]
    ld1w {{z1.s}}, p0/z, [x0, #1, mul vl]
    ld1w {{z2.s}}, p0/z, [x0, #2, mul vl]
    ld1w {{z3.s}}, p0/z, [x0, #3, mul vl]
    add x0, x0, #256
go: nop
1:  subs x2, x2, #1
    {op} za0.s, p7/m, p7/m, z0.s, z2.s
    ld1w {{z4.s}}, p0/z, [x0]
    {op} za1.s, p7/m, p7/m, z0.s, z3.s
    ld1w {{z5.s}}, p0/z, [x0, #1, mul vl]
    lsr x9, x2, #1
    {op} za2.s, p7/m, p7/m, z1.s, z2.s
    ld1w {{z6.s}}, p0/z, [x0, #2, mul vl]
    {op} za3.s, p7/m, p7/m, z1.s, z3.s
    ld1w {{z7.s}}, p0/z, [x0, #3, mul vl]
    add x0, x0, #256
    {op} za0.s, p7/m, p7/m, z4.s, z6.s
    ld1w {{z0.s}}, p0/z, [x0]
    {op} za1.s, p7/m, p7/m, z4.s, z7.s
    ld1w {{z1.s}}, p0/z, [x0, #1, mul vl]
    {op} za2.s, p7/m, p7/m, z5.s, z6.s
    ld1w {{z2.s}}, p0/z, [x0, #2, mul vl]
    csel x10, x9, x2, ne
    {op} za3.s, p7/m, p7/m, z5.s, z7.s
    ld1w {{z3.s}}, p0/z, [x0, #3, mul vl]
    add x0, x0, #256
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
    .data
    .balign 4096
buf: .fill 1024, 4, 0
"""


def _chain_machine(kind: str, neg: bool, jit: bool, iters: int, skip: int, monkeypatch,
                   timed: bool = False):
    """The CHAIN program stopped at ``go`` with random data (and ``kind`` planted) in ``buf``
    (4 KiB, the end of the data: the loads start ``skip`` bytes in) and in ZA; then run
    (``timed``: under the m4 cycle model, ``jit`` choosing its timed blocks)."""
    monkeypatch.setattr("simulator.blocks.runner.HOT", 1)
    monkeypatch.setattr("simulator.blocks.timed_run.HOT", 1)
    rows = 64
    src = CHAIN.format(iters=iters, skip=skip, op="fmops" if neg else "fmopa")
    kw = {"machine": "m4", "timing": True} if timed else {}
    m = Machine.from_source(src, "<chain>", svl=512, **kw)
    if not jit:
        m.jit = None
    if timed:
        m.timing.jit = jit
    go = m.program.symbols["go"]
    while m.pc != go:
        m.step(1)
    rng = np.random.default_rng(11)
    st, buf = m.state, m.program.symbols["buf"]
    data = rng.standard_normal(rows * 16).astype(F32)
    st.za[:64, :64] = rng.standard_normal((64, 16)).astype(F32).view(np.uint8)
    tiles = st.za[:64, :64].view(F32)
    # vector r of buf: r % 4 = 0, 1 are A (Zn), 2, 3 are B (Zm); iteration t reads 4t .. 4t + 3
    # (z0-z3 from the prologue: rows 0-3, already in Z; plant in the loop's data, rows 4 on)
    if kind == "nan":
        data[16 * 9 + 3] = F32("nan")
    elif kind == "snan":
        tiles[4 * 2 + 1, 5] = SNAN
    elif kind == "inf_zero":
        data[16 * 8], data[16 * 10 + 1] = F32("inf"), 0.0
    elif kind == "double_rounding":  # ZA1 element (2, 3) += A_DR * B_DR in the 2nd group
        tiles[4 * 2 + 1, 3] = C_DR
        st.z[:4, :64] = 0
        data[16 * 4 + 2], data[16 * 4 + 16 * 3 + 3] = A_DR, B_DR
        data[16 * 4:16 * 8] = np.where(np.isin(np.arange(64), [2, 51]), data[16 * 4:16 * 8], 0)
    elif kind == "overflow":
        data[16 * 12:16 * 16] = F32(3e38)
    elif kind == "subnormal":
        tiles[:] = 0.0
        st.z[:] = 0
        data[:] = F32(1e-22)
    elif kind == "partial":
        st.p[7, 8] = False
    m.memory.write_bytes(buf, data.tobytes())
    m.run()
    return m


def _state_bytes(m) -> tuple:
    st = m.state
    return st.za.tobytes(), st.z.tobytes(), st.p.tobytes(), list(st.x), list(st.nzcv)


@pytest.mark.parametrize("neg", [False, True])
@pytest.mark.parametrize("kind", ["normal", "nan", "snan", "inf_zero", "double_rounding",
                                  "overflow", "subnormal", "partial"])
def test_fmopa_chain_is_the_closures_one_by_one(kind, neg, monkeypatch):
    ref = _chain_machine(kind, neg, False, 6, 0, monkeypatch)
    got = _chain_machine(kind, neg, True, 6, 0, monkeypatch)
    assert ref.fault is None and got.fault is None
    assert _state_bytes(got) == _state_bytes(ref)
    assert any("cc0(2)" in b.source for b in got.jit.blocks if hasattr(b, "source"))


@pytest.mark.parametrize("skip", range(0, 512, 64))
def test_load_fault_in_a_chain_names_the_load(skip, monkeypatch):
    """``buf`` ends at each of the loop's eight LD1Ws in turn (inside a group, between the two
    groups, after the last): the fault names that LD1W and everything before it is done."""
    ref = _chain_machine("normal", False, False, 50, skip, monkeypatch)
    got = _chain_machine("normal", False, True, 50, skip, monkeypatch)
    assert ref.fault is not None and got.fault is not None
    assert got.fault.insn.mnemonic == "ld1w"
    assert got.fault.insn.address == ref.fault.insn.address
    assert got.fault.address == ref.fault.address
    assert got.state.pc == ref.state.pc
    assert _state_bytes(got) == _state_bytes(ref)


def _timing(m) -> dict:
    """The engine's whole state but the slow path's scratch, with the cycles and stats."""
    snap = m.timing.snapshot()
    snap.pop("e")
    snap.pop("last")
    return {"cycles": m.cycles, "stats": m.stats(), **snap}


def _timed_sources(m) -> list[str]:
    blocks = m.timing._blocks
    return [b.source for per_mode in (blocks.blocks if blocks else ()) for b in per_mode if b]


@pytest.mark.parametrize("kind", ["normal", "nan", "double_rounding", "overflow", "partial"])
def test_timed_fmopa_chain_is_the_closures_one_by_one(kind, monkeypatch):
    """The timed blocks batch the chain too (with LD1W inlined): same bytes and cycles as the
    per-instruction loop, special values included."""
    ref = _chain_machine(kind, False, False, 6, 0, monkeypatch, timed=True)
    got = _chain_machine(kind, False, True, 6, 0, monkeypatch, timed=True)
    assert ref.fault is None and got.fault is None
    assert _state_bytes(got) == _state_bytes(ref)
    assert _timing(got) == _timing(ref)
    src = _timed_sources(got)
    assert any("cc0(2)" in s for s in src) and any("mview(" in s for s in src)


@pytest.mark.parametrize("skip", range(0, 512, 64))
def test_timed_load_fault_in_a_chain_names_the_load(skip, monkeypatch):
    """As above under the cycle model: the fault names the LD1W, everything before it is done
    and counted (cycles and the timing state as the per-instruction loop leaves them)."""
    ref = _chain_machine("normal", False, False, 50, skip, monkeypatch, timed=True)
    got = _chain_machine("normal", False, True, 50, skip, monkeypatch, timed=True)
    assert ref.fault is not None and got.fault is not None
    assert got.fault.insn.address == ref.fault.insn.address
    assert got.fault.insn.index == got.state.pc == ref.state.pc
    assert got.fault.insn.mnemonic == "ld1w"
    assert _state_bytes(got) == _state_bytes(ref)
    assert _timing(got) == _timing(ref)
