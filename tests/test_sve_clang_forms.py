"""The SVE/SVE2/SVE2p1/SME2 forms clang-19 emits (isa/a64/sve2_arith.py, sve_reduce.py,
sve2_while.py, sve_gather.py, sve_ffr.py, sve2p1_*.py, sme2_za_float.py): the places where
tilesim follows the Arm ARM and QEMU 11.1 does not (docs/known-differences.md), checked against
plain-Python references written from the Arm ARM pseudocode, and the machine feature rules.

Byte-for-byte agreement with QEMU for everything else is in the `// QEMU: compare` programs
programs/sve/{sve2_arith_reduce,sve2p1_fp_qv,while_down_conflict,gather_scatter_ffr,
sve2p1_perm,dot2_bfcvt}.s and programs/sme2/za_fadd_f16.s (each at three vector lengths), run
by tests/test_qemu_diff.py; encodings against llvm-objdump-19 in tests/encodings/
sve_clang_forms.s (tests/test_encodings.py).
"""
from __future__ import annotations

import struct

import numpy as np
import pytest

from simulator import Machine

EXIT = "\n    mov x0, #0\n    mov x8, #93\n    svc #0\n"
SET_VL_384 = "    mov x0, #50\n    mov x1, #48\n    mov x8, #167\n    svc #0\n"  # PR_SVE_SET_VL


def run(body: str, data: str = "", features: str | None = None) -> Machine:
    src = f".data\n.balign 16\n{data}\n.text\n.global _start\n_start:\n{body}{EXIT}"
    m = Machine.from_source(src, "<t>", features=features)
    m.run(max_steps=100_000)
    return m


def ok(body: str, data: str = "", features: str | None = None) -> Machine:
    m = run(body, data, features)
    assert m.fault is None, m.fault.render()
    return m


# ----------------------------------------------------------------------------- Arm ARM vs QEMU
def test_psel_indexes_with_wv_not_xv():
    """PSEL's element index is (UInt(Wv) + imm) MOD elements (Arm ARM PSEL). With Xv = 2^32 at
    VL 384 (48 .B elements) that is element 0; QEMU 11.1 uses all of Xv: 2^32 mod 48 = 16."""
    m = ok(SET_VL_384 + "    ptrue p1.b\n    ptrue p2.b, vl1\n    mov x12, #0x100000000\n"
           "    psel p0, p1, p2.b[w12, 0]\n    psel p3, p1, p2.b[w12, 1]\n")
    vlb = 48
    assert m.state.p[0, :vlb].all()           # element 0 of p2 is active: p0 = p1
    assert not m.state.p[3, :vlb].any()       # element 1 is not: all false


@pytest.mark.parametrize("line", ["sqrshr z0.h, {z2.s, z3.s}, #3", "uqrshr z0.h, {z2.s, z3.s}, #3",
                                  "sqrshru z0.h, {z2.s, z3.s}, #3",
                                  "sqrshr z0.b, {z4.s - z7.s}, #3", "sqcvt z0.h, {z2.s, z3.s}"])
def test_sme2_multivector_narrowing_needs_streaming_mode(line):
    """SQRSHR/UQRSHR/SQRSHRU/SQCVT (SME2 only) are UNDEFINED outside streaming mode even with
    SVE2p1; QEMU 11.1 executes them. Their SVE2p1 cousins (…N) run."""
    m = run("    " + line + "\n")
    assert m.exit_code == 132 and "streaming mode" in m.fault.detail
    ok("    smstart sm\n    " + line + "\n    smstop sm\n")


@pytest.mark.parametrize("line", ["sqrshrn z0.h, {z2.s, z3.s}, #3", "uqrshrn z0.h, {z2.s, z3.s}, #3",
                                  "sqrshrun z0.h, {z2.s, z3.s}, #3", "sqcvtn z0.h, {z2.s, z3.s}",
                                  "uqcvtn z0.h, {z2.s, z3.s}", "sqcvtun z0.h, {z2.s, z3.s}",
                                  "sclamp z0.s, z1.s, z2.s", "uclamp z0.b, z1.b, z2.b",
                                  "fclamp z0.h, z1.h, z2.h"])
def test_sve2p1_forms_run_outside_streaming_mode(line):
    ok("    " + line + "\n")
    m4 = run("    " + line + "\n", features="m4")  # Apple M4: no SVE2p1
    assert m4.exit_code == 132 and "SVE2p1" in m4.fault.detail


def _tree(vals):
    """Arm ARM Reduce(): pad to a power of two with the identity (+0.0), reduce the lower and
    upper halves recursively, add them."""
    n = 1
    while n < len(vals):
        n *= 2
    v = list(vals) + [0.0] * (n - len(vals))
    if len(v) == 1:
        return v[0]
    h = len(v) // 2
    return float(np.float32(_tree(v[:h]) + _tree(v[h:])))


def test_faddqv_reduces_every_segment_at_vl_384():
    """FADDQV at three 128-bit segments adds all three (QEMU 11.1 drops the third)."""
    vals = [float(1 << k) for k in range(12)]  # exact sums: the order cannot hide a lost term
    data = "src: .float " + ", ".join(map(str, vals))
    m = ok(SET_VL_384 + "    adr x0, src\n    ldr z1, [x0]\n    ptrue p0.s\n"
           "    faddqv v0.4s, p0, z1.s\n", data)
    got = m.state.z[0, :16].view(np.float32).tolist()
    want = [_tree([vals[e], vals[4 + e], vals[8 + e]]) for e in range(4)]
    assert got == want
    assert not m.state.z[0, 16:48].any()


def test_ldnf1_sparse_predicate_loads_every_active_element():
    """LDNF1W under a sparse predicate with all memory mapped loads each active element and
    zeroes the others, FFR untouched (QEMU 11.1 mis-places elements after the first gap)."""
    words = list(range(100, 164))
    pred = bytes([0x9c, 0x16, 0x3b, 0x7c, 0x01, 0x2d, 0x11, 0x10])  # .s: bit 4e of each element
    data = ("tab: .word " + ", ".join(map(str, words)) + "\n.balign 16\npr: .byte "
            + ", ".join(map(str, pred)))
    m = ok("    adr x0, pr\n    ldr p1, [x0]\n    adr x0, tab\n    setffr\n"
           "    ldnf1w {z0.s}, p1/z, [x0, #1, mul vl]\n    rdffr p2.b\n", data)
    vlb = m.state.vlb
    act = np.unpackbits(np.frombuffer(pred, np.uint8), bitorder="little")[0:vlb:4][:vlb // 4]
    want = [words[16 + e] if act[e] else 0 for e in range(vlb // 4)]
    assert m.state.z[0, :vlb].view(np.uint32).tolist() == want
    assert m.state.p[2, :vlb].all()


# ----------------------------------------------------------------------------- feature rules
ZA_H = ["fadd za.h[w8, 0, vgx2], {z0.h, z1.h}", "fmla za.h[w8, 0, vgx2], {z0.h, z1.h}, z2.h",
        "bfsub za.h[w8, 0, vgx2], {z0.h, z1.h}", "bfmla za.h[w8, 0, vgx4], {z0.h - z3.h}, z4.h",
        "fmopa za1.h, p0/m, p0/m, z0.h, z1.h", "bfmopa za0.h, p0/m, p0/m, z0.h, z1.h"]


@pytest.mark.parametrize("line", ZA_H)
def test_za_h_forms_run_on_max_and_not_on_m4(line):
    body = f"    smstart\n    {line}\n    smstop\n"
    ok(body)
    m = run(body, features="m4")
    feat = "SME_B16B16" if line.startswith("bf") else "SME_F16F16"
    assert m.exit_code == 132 and f"FEAT_{feat}" in m.fault.detail


@pytest.mark.parametrize("line", ["fadd za.s[w8, 0, vgx2], {z0.s, z1.s}",
                                  "fsub za.d[w8, 0, vgx4], {z0.d - z3.d}",
                                  "fvdot za.s[w8, 0, vgx2], {z0.h, z1.h}, z2.h[1]",
                                  "ld1b {z16.b, z20.b, z24.b, z28.b}, pn8/z, [x9, xzr]"])
def test_sme2_forms_m4_has(line):
    ok(f"    smstart\n    mov x9, sp\n    {line}\n    smstop\n", features="m4")


def test_gather_is_illegal_in_streaming_mode_without_fa64():
    body = "    smstart sm\n    mov x0, sp\n    ptrue p0.d\n    ld1d {z0.d}, p0/z, [x0, z1.d]\n"
    m = run(body, features="m4")
    assert m.exit_code == 132 and "streaming mode" in m.fault.detail
    ok(body)  # QEMU max has FEAT_SME_FA64


def test_first_fault_stops_at_the_unmapped_element():
    """LDFF1D from 16 bytes before the end of the stack's mapping: two elements load, FFR is
    cleared from the third on and the destination is zero there."""
    m = Machine.from_source("_start:\n    ptrue p0.d\n    setffr\n    ldff1d {z0.d}, p0/z, [x0]\n"
                            "    rdffr p1.b\n" + EXIT, "<t>")
    top = max(r.base + r.size for r in m.memory.regions if r.base <= m.state.x[31] < r.base + r.size)
    m.state.x[0] = top - 16
    m.memory.write_bytes(top - 16, struct.pack("<QQ", 7, 9))
    m.run(max_steps=1000)
    assert m.fault is None, m.fault.render()
    vlb = m.state.vlb
    assert m.state.z[0, :vlb].view(np.uint64).tolist() == [7, 9] + [0] * (vlb // 8 - 2)
    assert m.state.p[1, :16].all() and not m.state.p[1, 16:vlb].any()


@pytest.mark.parametrize("line", ["dupq z0.s, z1.s[1]", "tblq z0.b, {z1.b}, z2.b",
                                  "addqv v0.4s, p0, z1.s", "pmov p1.s, z0[1]",
                                  "ld2q {z0.q, z1.q}, p0/z, [sp]"])
def test_sve2p1_only_forms_are_undefined_on_m4_in_either_mode(line):
    """SVE2p1/SME2p1 forms SME2 lacks: Apple M4 has neither, so even streaming mode SIGILLs."""
    body = f"    smstart sm\n    ptrue p0.b\n    {line}\n    smstop sm\n"
    ok(body)
    m = run(body, features="m4")
    assert m.exit_code == 132 and "FEAT_SVE2P1" in m.fault.detail


@pytest.mark.parametrize("line", ["revd z0.q, p0/m, z1.q", "sdot z0.s, z1.h, z2.h",
                                  "fdot z0.s, z1.h, z2.h[1]"])
def test_sme_shared_forms_run_streaming_on_m4(line):
    """REVD (SME) and the two-way dots (SME2) run in streaming mode on M4, not outside it."""
    ok(f"    smstart sm\n    ptrue p0.b\n    {line}\n    smstop sm\n", features="m4")
    m = run(f"    ptrue p0.b\n    {line}\n", features="m4")
    assert m.exit_code == 132 and "streaming mode" in m.fault.detail
