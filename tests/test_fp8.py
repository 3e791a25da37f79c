"""FP8 (FEAT_FP8, FP8FMA, FP8DOT2/4, SME_F8F16/F8F32), FEAT_LUT and FPMR.

Behaviour: every form against QEMU 11.1 (tests/fp8_oracle.py) with FP8 special values and
FPMR values that select each format pair, the scales (LSCALE, LSCALE2, NSCALE positive and
negative), OSM/OSC saturation and a reserved format; vector lengths 128 and 512 in the slow run.
Numbers: the OCP 8-bit formats' published extremes. Gating: the M4 has no FP8 or LUT.
"""
from __future__ import annotations

import numpy as np
import pytest

from isa.a64 import fp8 as F8
from simulator import Machine
from simulator.features import M4, machine_features
from tools import qemu_oracle

import fp8_oracle as O
from simd_oracle import program_with_output

needs_qemu = pytest.mark.skipif(not (qemu_oracle.qemu_ok() and qemu_oracle.clang_available()),
                                reason="QEMU 11.1 / clang-19 / ld.lld-19 not installed")

# FPMR values: E5M2 everywhere (0), E4M3 sources and destination (0x49), mixed source formats,
# LSCALE > 15 (only single precision takes all seven bits) with LSCALE2, NSCALE +5 and -5, OSM,
# OSC, a reserved source format (2) and destination format (0x80)
FPMRS = [0, 0x49, 0x8, 0x15_0009, 0x3F_0000 | 0x3F << 32, 0x0500_0040, 0xFB00_0040, 0x4009,
         0x8049, 0x2, 0x80]
QUICK = [0x49, 0x15_0009, 0x4009, 0xFB00_0040]

ADVSIMD = [
    "fdot v16.4h, v1.8b, v2.8b", "fdot v17.8h, v3.16b, v4.16b", "fdot v24.2s, v1.8b, v5.8b",
    "fdot v25.4s, v1.16b, v5.16b", "fdot v16.4h, v1.8b, v2.2b[3]",
    "fdot v17.8h, v3.16b, v15.2b[7]", "fdot v24.4s, v1.16b, v31.4b[3]",
    "fmlalb v16.8h, v1.16b, v2.16b", "fmlalt v17.8h, v1.16b, v7.b[13]",
    "fmlallbb v24.4s, v1.16b, v2.16b", "fmlalltb v25.4s, v3.16b, v7.b[9]",
    "fmlallbt v26.4s, v3.16b, v4.16b", "fmlalltt v27.4s, v3.16b, v5.b[15]",
    "f1cvtl v16.8h, v1.8b", "f1cvtl2 v17.8h, v1.16b", "f2cvtl v18.8h, v2.8b",
    "f2cvtl2 v19.8h, v3.16b", "bf1cvtl v20.8h, v4.8b", "bf1cvtl2 v21.8h, v5.16b",
    "bf2cvtl v22.8h, v6.8b", "bf2cvtl2 v23.8h, v7.16b", "fcvtn v1.8b, v16.4h, v17.4h",
    "fcvtn v2.16b, v18.8h, v19.8h", "fcvtn v3.8b, v24.4s, v25.4s",
    "fcvtn2 v4.16b, v26.4s, v27.4s", "fscale v16.4h, v17.4h, v1.4h",
    "fscale v16.8h, v17.8h, v1.8h", "fscale v24.2s, v25.2s, v1.2s",
    "fscale v24.4s, v25.4s, v2.4s", "fscale v24.2d, v25.2d, v2.2d",
    "luti2 v0.16b, {v1.16b}, v2[3]", "luti2 v0.8h, {v1.8h}, v2[7]",
    "luti4 v0.16b, {v1.16b}, v2[1]", "luti4 v0.8h, {v31.8h, v0.8h}, v3[3]",
]
SVE = [
    "fdot z16.h, z1.b, z2.b", "fdot z24.s, z1.b, z3.b", "fdot z17.h, z3.b, z7.b[5]",
    "fdot z25.s, z4.b, z6.b[3]", "fmlalb z16.h, z1.b, z2.b", "fmlalt z17.h, z1.b, z2.b",
    "fmlalb z18.h, z3.b, z7.b[13]", "fmlallbb z24.s, z1.b, z2.b", "fmlalltt z25.s, z1.b, z2.b",
    "fmlallbt z26.s, z1.b, z5.b[11]", "fmlalltb z27.s, z1.b, z0.b[2]", "f1cvt z16.h, z1.b",
    "f2cvtlt z16.h, z2.b", "bf1cvtlt z16.h, z3.b", "bf2cvt z16.h, z4.b",
    "fcvtn z1.b, {z16.h, z17.h}", "bfcvtn z1.b, {z18.h, z19.h}", "fcvtnb z1.b, {z24.s, z25.s}",
    "fcvtnt z1.b, {z26.s, z27.s}", "luti2 z0.b, {z1.b}, z2[3]", "luti2 z0.h, {z1.h}, z2[5]",
    "luti4 z0.b, {z1.b}, z2[1]", "luti4 z0.h, {z1.h}, z2[2]", "luti4 z0.h, {z31.h, z0.h}, z3[3]",
]
SME_Z = [
    "fscale {z16.h, z17.h}, {z16.h, z17.h}, z2.h", "fscale {z24.s - z27.s}, {z24.s - z27.s}, z3.s",
    "fscale {z24.d, z25.d}, {z24.d, z25.d}, {z2.d, z3.d}",
    "fscale {z16.h - z19.h}, {z16.h - z19.h}, {z4.h - z7.h}",
    "famax {z16.h, z17.h}, {z16.h, z17.h}, {z18.h, z19.h}",
    "famin {z24.s - z27.s}, {z24.s - z27.s}, {z28.s - z31.s}",
    "famax {z24.d, z25.d}, {z24.d, z25.d}, {z0.d, z1.d}",
    "fscale {z12.s - z15.s}, {z12.s - z15.s}, z13.s",  # Zm in the list: read before written
    "f1cvt {z16.h, z17.h}, z1.b", "f2cvt {z18.h, z19.h}, z2.b", "bf1cvt {z20.h, z21.h}, z3.b",
    "bf2cvt {z0.h, z1.h}, z1.b", "f1cvtl {z0.h, z1.h}, z1.b", "f2cvtl {z20.h, z21.h}, z3.b",
    "bf1cvtl {z20.h, z21.h}, z3.b", "bf2cvtl {z22.h, z23.h}, z4.b", "fcvt z1.b, {z16.h, z17.h}",
    "fcvt z3.b, {z24.s - z27.s}", "fcvtn z4.b, {z28.s - z31.s}",
    "fcvt {z0.s, z1.s}, z16.h", "fcvtl {z2.s, z3.s}, z17.h",  # SME_F16F16, specials included
    # SME2p1 LUTI2/LUTI4 into strided lists (ZT0 holds FP8 data bytes)
    "luti2 {z0.b, z8.b}, zt0, z1[7]", "luti2 {z23.h, z31.h}, zt0, z1[2]",
    "luti4 {z16.b, z24.b}, zt0, z31[3]", "luti2 {z0.b, z4.b, z8.b, z12.b}, zt0, z1[3]",
    "luti2 {z19.h, z23.h, z27.h, z31.h}, zt0, z1[0]", "luti4 {z0.h, z4.h, z8.h, z12.h}, zt0, z1[1]",
    "luti4 {z4.b - z7.b}, zt0, {z10, z11}", "luti4 {z19.b, z23.b, z27.b, z31.b}, zt0, {z0, z1}",
]
SME_ZA = [
    "fdot za.h[w8, 1, vgx2], {z0.b, z1.b}, z2.b", "fdot za.s[w8, 2, vgx4], {z1.b - z4.b}, z5.b",
    "fdot za.h[w8, 0, vgx2], {z0.b, z1.b}, {z2.b, z3.b}",
    "fdot za.s[w8, 3, vgx4], {z0.b - z3.b}, {z4.b - z7.b}",
    "fdot za.h[w8, 0, vgx2], {z0.b, z1.b}, z2.b[7]",
    "fdot za.h[w8, 5, vgx4], {z4.b - z7.b}, z2.b[4]",
    "fdot za.s[w8, 0, vgx2], {z0.b, z1.b}, z2.b[3]",
    "fdot za.s[w8, 7, vgx4], {z8.b - z11.b}, z2.b[1]",
    "fmlal za.h[w8, 2:3], z0.b, z2.b", "fmlal za.h[w8, 0:1, vgx2], {z1.b, z2.b}, z3.b",
    "fmlal za.h[w8, 2:3, vgx4], {z4.b - z7.b}, z3.b",
    "fmlal za.h[w8, 4:5, vgx2], {z0.b, z1.b}, {z2.b, z3.b}",
    "fmlal za.h[w8, 6:7, vgx4], {z0.b - z3.b}, {z4.b - z7.b}",
    "fmlal za.h[w8, 14:15], z0.b, z2.b[15]", "fmlal za.h[w8, 2:3, vgx2], {z0.b, z1.b}, z2.b[5]",
    "fmlal za.h[w8, 6:7, vgx4], {z0.b - z3.b}, z2.b[12]", "fmlall za.s[w8, 4:7], z0.b, z2.b",
    "fmlall za.s[w8, 0:3, vgx2], {z1.b, z2.b}, z3.b",
    "fmlall za.s[w8, 4:7, vgx4], {z3.b - z6.b}, z7.b",
    "fmlall za.s[w8, 4:7, vgx2], {z0.b, z1.b}, {z2.b, z3.b}",
    "fmlall za.s[w8, 0:3, vgx4], {z0.b - z3.b}, {z4.b - z7.b}",
    "fmlall za.s[w8, 12:15], z0.b, z2.b[11]", "fmlall za.s[w8, 4:7, vgx2], {z0.b, z1.b}, z2.b[15]",
    "fmlall za.s[w8, 0:3, vgx4], {z0.b - z3.b}, z2.b[7]",
    "fmopa za1.h, p0/m, p0/m, z2.b, z3.b", "fmopa za3.s, p0/m, p0/m, z2.b, z3.b",
    "fmopa za0.h, p5/m, p6/m, z4.b, z5.b", "fmopa za2.s, p5/m, p6/m, z4.b, z5.b",
    "fmopa za1.s, p3/m, p1/m, z6.b, z7.b", "fmopa za1.h, p2/m, p3/m, z6.b, z7.b",
    # SME2p1 MOVAZ (ZA and the Z registers are both compared)
    "movaz z0.s, za1h.s[w12, 3]", "movaz z31.b, za0v.b[w13, 15]", "movaz z0.q, za15h.q[w12, 0]",
    "movaz {z0.s, z1.s}, za1h.s[w12, 0:1]", "movaz {z0.d - z3.d}, za7v.d[w12, 0:3]",
    "movaz {z0.b - z3.b}, za0h.b[w12, 4:7]", "movaz {z20.d, z21.d}, za.d[w8, 1, vgx2]",
    "movaz {z20.d - z23.d}, za.d[w11, 7, vgx4]",
]


def _check(lines, fpmrs, tmp_path, sme=False, **vl):
    bad = O.compare([(f, ln) for ln in lines for f in fpmrs], tmp_path, sme=sme, **vl)
    assert not bad, "\n".join(bad[:10])


@needs_qemu
@pytest.mark.parametrize("group, sme", [(ADVSIMD, False), (SVE, False), (SME_Z, True),
                                        (SME_ZA, True)], ids=["advsimd", "sve", "sme-z", "sme-za"])
def test_fp8_and_lut_forms_match_qemu(group, sme, tmp_path):
    _check(group, QUICK, tmp_path, sme)


@needs_qemu
@pytest.mark.slow
@pytest.mark.parametrize("vl, svl", [(512, 256), (128, 128), (512, 512)])
@pytest.mark.parametrize("group, sme", [(ADVSIMD, False), (SVE, False), (SME_Z, True),
                                        (SME_ZA, True)], ids=["advsimd", "sve", "sme-z", "sme-za"])
def test_fp8_and_lut_forms_match_qemu_every_fpmr(group, sme, vl, svl, tmp_path):
    if group is ADVSIMD and (vl, svl) != (512, 256):
        pytest.skip("Advanced SIMD does not depend on the vector length")
    if vl < 256:  # test_luti4_h_one_register_needs_vl_256
        group = [ln for ln in group if not ln.startswith("luti4 z0.h, {z1.h}")]
    if svl < 256:  # four .d slices need SVL 256 (MOVA's rule; QEMU: SIGILL)
        group = [ln for ln in group if "{z0.d - z3.d}, za7v" not in ln]
    _check(group, FPMRS, tmp_path, sme, vl=vl, svl=svl)


@needs_qemu
@pytest.mark.parametrize("vl, status", [(128, 132), (256, 0)])
def test_luti4_h_one_register_needs_vl_256(vl, status, tmp_path):
    """LUTI4 Zd.H, {Zn.H}, Zm[k] reads a 256-bit table: UNDEFINED at VL 128 (QEMU: SIGILL)."""
    path = tmp_path / "l4.s"
    path.write_text("    .global _start\n_start:\n    luti4 z0.h, {z1.h}, z2[2]\n"
                    "    mov x0, #0\n    mov x8, #93\n    svc #0\n")
    exe = qemu_oracle.build_clang(path, tmp_path, O.MARCH)
    assert O.run_qemu_vl(exe, vl, 256)[1] == status
    m = Machine.from_file(exe, vl=vl)
    m.run()
    assert (m.fault.exit_status if m.fault else m.exit_code) == status


@needs_qemu
def test_fpmr_reads_back_all_64_bits_and_survives_a_signal(tmp_path):
    """MSR/MRS FPMR as QEMU: every bit kept; a signal handler's sigreturn restores it."""
    src = """
    .text
    .global _start
_start:
    ldr x0, =0xfedcba9876543210
    msr fpmr, x0
    mov x0, #10            // SIGUSR1
    adr x1, act
    adr x9, handler
    str x9, [x1]
    adr x9, restorer
    str x9, [x1, #16]
    mov x2, #0
    mov x3, #8
    mov x8, #134           // rt_sigaction
    svc #0
    mov x8, #172           // getpid
    svc #0
    mov x1, #10
    mov x8, #129           // kill
    svc #0
    mrs x1, fpmr
    adr x2, out
    str x1, [x2]
    mov x0, #1
    mov x1, x2
    mov x2, #16
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
handler:
    mrs x3, fpmr
    adr x4, out
    str x3, [x4, #8]
    mov x3, #0x49
    msr fpmr, x3           // changed here, restored by rt_sigreturn
    ret
restorer:
    mov x8, #139           // rt_sigreturn
    svc #0
    .data
    .balign 8
act: .quad 0, 0x04000000, 0, 0    // handler, flags (SA_RESTORER), restorer, mask
out: .quad 0, 0
"""
    path = tmp_path / "fpmr.s"
    path.write_text(src)
    exe = qemu_oracle.build_clang(path, tmp_path, O.MARCH)
    want, err, status = qemu_oracle.run_qemu(exe)
    assert status == 0, err
    for p in (exe, path):
        m = Machine.from_file(p)
        m.run()
        assert (bytes(m.stdout), m.exit_code) == (want, 0)


def test_ocp_format_extremes():
    """The OCP 8-bit floating point specification's extremes: E4M3 max 448, min subnormal
    2**-9, NaN S.1111.111 and no infinity; E5M2 max 57344, min subnormal 2**-16, infinities."""
    def val(b, fmt):
        c, s, m, e = F8.fp8_values(fmt)[b]
        return c, (-1) ** s * m * 2.0 ** e
    assert val(0x7E, F8.E4M3) == (F8.NUM, 448.0)
    assert val(0x01, F8.E4M3) == (F8.NUM, 2.0 ** -9)
    assert val(0x7F, F8.E4M3)[0] == F8.NAN and val(0xFF, F8.E4M3)[0] == F8.NAN
    assert val(0x7B, F8.E5M2) == (F8.NUM, 57344.0)
    assert val(0x81, F8.E5M2) == (F8.NUM, -(2.0 ** -16))
    assert val(0x7C, F8.E5M2)[0] == F8.INF and val(0x7D, F8.E5M2)[0] == F8.NAN
    # to E4M3: 464, halfway between 448 and the NaN encoding's 480, rounds to even (448); more
    # overflows to NaN, or to 448 when saturating
    mode = F8.Fpmr.of(F8.E4M3 << 6)
    sat = F8.Fpmr.of(F8.E4M3 << 6 | 1 << 15)
    f32 = np.array([464.0, 470.0, -1e9], np.float32).view(np.uint32)
    assert F8.to_fp8(f32, F8.F32, mode, 0) == [0x7E, 0x7F, 0xFF]
    assert F8.to_fp8(f32, F8.F32, sat, 0) == [0x7E, 0x7E, 0xFE]


@pytest.mark.parametrize("line", ["fdot v0.4s, v1.16b, v2.16b", "luti2 v0.16b, {v1.16b}, v2[0]",
                                  "fdot z0.s, z1.b, z2.b", "luti4 z0.b, {z1.b}, z2[0]",
                                  "luti2 {z0.b, z8.b}, zt0, z1[0]", "mrs x0, fpmr",
                                  "movaz z0.s, za1h.s[w12, 3]", "fcvt {z0.s, z1.s}, z2.h",
                                  "msr fpmr, x1"])
def test_m4_refuses_fp8_and_lut(line):
    """Apple M4 has neither FEAT_FP8 (nor FPMR), FEAT_LUT nor SME2p1 (LLVM
    AArch64Processors.td, AppleM4)."""
    assert "fp8" not in M4 and "fp8" in machine_features("max")
    start = "smstart\n  " if " z" in line else ""  # streaming: SVE forms are legal there
    m = Machine.from_source(f"_start:\n  {start}{line}\n  mov x8, #93\n  svc #0\n",
                            features="m4")
    m.run()
    assert m.fault is not None and m.fault.exit_status == 132, m.fault
    assert "needs FEAT_" in m.fault.render()


@needs_qemu
def test_streaming_mode_changes_zero_fpmr(tmp_path):
    """SMSTART and SMSTOP zero FPMR; SMSTART ZA / SMSTOP ZA leave it (QEMU 11.1)."""
    body = "\n".join(f"    mov x0, #0x49\n    msr fpmr, x0\n    {op}\n    mrs x1, fpmr\n"
                     f"    str x1, [x9, #{8 * i}]"
                     for i, op in enumerate(("smstart", "smstop", "smstart za", "smstop za")))
    path = tmp_path / "sm.s"
    path.write_text(f"    .global _start\n_start:\n    adr x9, out\n{body}\n    mov x0, #1\n"
                    "    mov x1, x9\n    mov x2, #32\n    mov x8, #64\n    svc #0\n"
                    "    mov x0, #0\n    mov x8, #93\n    svc #0\n    .data\nout: .space 32\n")
    exe = qemu_oracle.build_clang(path, tmp_path, O.MARCH)
    want, err, status = qemu_oracle.run_qemu(exe)
    assert status == 0 and want == bytes(16) + (b"\x49" + bytes(7)) * 2, (want, err)
    for p in (exe, path):
        m = Machine.from_file(p)
        m.run()
        assert bytes(m.stdout) == want


@needs_qemu
def test_fp8_in_a_hot_loop_matches_qemu(tmp_path):
    """A loop the block compiler takes over: FDOT, FMLALLBB and FMOPA accumulating 300 times,
    FPMR changed on the way (E4M3 sources with a scale from iteration 150)."""
    body = """
    smstart
    adr x9, vin
    ldr z0, [x9]
    ldr z1, [x9, #1, mul vl]
    ldr q2, [x9, #64]
    ldr q3, [x9, #80]
    ptrue p0.b
    zero {za}
    mov x10, #300
1:  cmp x10, #150
    b.ne 2f
    ldr x0, =0x30049
    msr fpmr, x0
2:  fdot z4.s, z0.b, z1.b
    fmlallbb z5.s, z1.b, z0.b[3]
    fmopa za1.s, p0/m, p0/m, z0.b, z1.b
    subs x10, x10, #1
    b.ne 1b
    str z4, [x20]
    str z5, [x20, #1, mul vl]
    addvl x20, x20, #2
    mov w12, #0
    rdsvl x3, #1
3:  mova z6.s, p0/m, za1h.s[w12, 0]
    str z6, [x20]
    addvl x20, x20, #1
    add w12, w12, #1
    cmp w12, #8
    b.lt 3b
    smstop
"""
    rng = np.random.default_rng(3)
    vin = rng.choice([0x38, 0x30, 0xB8, 0x34, 0x00, 0x3C, 0x2C], 256).astype(np.uint8)
    data = "vin: .byte " + ", ".join(str(b) for b in vin)
    path = tmp_path / "loop.s"
    path.write_text(program_with_output(body, data))
    exe = qemu_oracle.build_clang(path, tmp_path, O.MARCH)
    want, err, status = qemu_oracle.run_qemu(exe)
    assert status == 0, err
    for p in (exe, path):
        m = Machine.from_file(p)
        m.run()
        assert (bytes(m.stdout), m.exit_code) == (want, 0)
