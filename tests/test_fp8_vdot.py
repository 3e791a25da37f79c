"""FP8 vertical dot products FVDOT (into ZA.H) and FVDOTB/FVDOTT (into ZA.S) against a numpy model
transcribed from the Arm ARM pseudocode (A64 ISA XML fvdot_za_z8z8i, fvdotb_za32_z8z8i,
fvdott_za32_z8z8i). QEMU 11.1 computes other results (docs/known-differences.md), so it is not
the oracle here. The inputs are E4M3 values whose products and sums are exact in half precision,
so the model needs no FP8 rounding: float64 arithmetic, then one cast.
"""
from __future__ import annotations

import numpy as np
import pytest

from simulator import Machine
from simulator.features import M4
from tools import qemu_oracle
from tools.randword import QEMU_DEVIATIONS, run_words

# E4M3 bytes and their values (OCP 8-bit formats: bias 7, 3 fraction bits)
E4M3 = {0x00: 0.0, 0x38: 1.0, 0x40: 2.0, 0x30: 0.5, 0x3C: 1.5, 0xB8: -1.0, 0x44: 3.0, 0xC0: -2.0}


def _program(line: str, zdata: bytes, za: bytes, svlb: int, w8: int = 5) -> str:
    words = ", ".join(str(b) for b in zdata + za)
    return f"""    .data
    .balign 16
vin: .byte {words}
    .balign 16
out: .space {svlb * svlb}
    .text
    .global _start
_start:
    smstart
    adr x9, vin
{chr(10).join(f"    ldr z{i}, [x9, #{i}, mul vl]" for i in range(16))}
    add x9, x9, #{16 * svlb}
    mov w12, #0
1:  ldr za[w12, 0], [x9]
    add x9, x9, #{svlb}
    add w12, w12, #1
    cmp w12, #{svlb}
    b.lt 1b
    mov x0, #9
    msr fpmr, x0
    mov w8, #{w8}
    mov w9, #{svlb + 3}
    {line}
    adr x20, out
    mov w12, #0
2:  str za[w12, 0], [x20]
    add x20, x20, #{svlb}
    add w12, w12, #1
    cmp w12, #{svlb}
    b.lt 2b
    mov x0, #1
    adr x1, out
    mov x2, #{svlb * svlb}
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
"""


def _asl_model(za, z, wv, off, zn, zm, index, kind, svlb):
    """The pseudocode: for r in 0..R-1 the vector (Wv + off) MOD vstride + r * vstride; lane e
    adds Zn[R*e + r] * Zm[p] + Zn+1[R*e + r] * Zm[p+1], with p = 2*index in e's segment
    (FVDOT) or 4*index (+2 for FVDOTT)."""
    nvec, dt = (2, np.float16) if kind == "fvdot" else (4, np.float32)
    val = np.vectorize(E4M3.get)
    vstride = svlb // nvec
    vec = (wv + off) % vstride
    out = za.copy()
    per = 16 // nvec  # lanes per 128-bit segment
    for r in range(nvec):
        row = out[vec + r * vstride].view(dt)
        n0, n1 = val(z[zn, r::nvec]), val(z[zn + 1, r::nvec])
        for e in range(svlb // nvec):
            p = 16 * (e // per) + (2 * index if kind == "fvdot"
                                   else 4 * index + 2 * (kind == "fvdott"))
            s = float(row[e]) + n0[e] * E4M3[z[zm, p]] + n1[e] * E4M3[z[zm, p + 1]]
            row[e] = dt(s)
    return out


CASES = [("fvdot za.h[w8, 2, vgx2], {z2.b, z3.b}, z5.b[6]", "fvdot", 5, 2, 2, 5, 6),
         ("fvdot za.h[w9, 7, vgx2], {z14.b, z15.b}, z15.b[1]", "fvdot", -1, 7, 14, 15, 1),
         ("fvdotb za.s[w8, 0, vgx4], {z0.b, z1.b}, z13.b[1]", "fvdotb", 5, 0, 0, 13, 1),
         ("fvdott za.s[w8, 5, vgx4], {z12.b, z13.b}, z6.b[3]", "fvdott", 5, 5, 12, 6, 3),
         ("fvdott za.s[w9, 3, vgx4], {z6.b, z7.b}, z6.b[0]", "fvdott", -1, 3, 6, 6, 0)]


@pytest.mark.parametrize("svl", [128, 512])
@pytest.mark.parametrize("line, kind, wv, off, zn, zm, index", CASES)
def test_fp8_vertical_dots_follow_the_pseudocode(line, kind, wv, off, zn, zm, index, svl,
                                                 tmp_path):
    svlb = svl // 8
    rng = np.random.default_rng(sum(map(ord, line)) + svl)
    z = rng.choice(list(E4M3), (16, svlb)).astype(np.uint8)
    z[zm][z[zm] == 0] = 0x38  # a zero Zm pair would leave a whole segment unchanged
    dt = np.float16 if kind == "fvdot" else np.float32
    za = (rng.integers(-64, 64, (svlb, svlb // np.dtype(dt).itemsize)) / 4).astype(dt)
    za = za.view(np.uint8).reshape(svlb, svlb)
    src = tmp_path / "v.s"
    src.write_text(_program(line, z.tobytes(), za.tobytes(), svlb))
    m = Machine.from_file(src, svl=svl, vl=svl, capture=None)
    m.run()
    assert m.fault is None, m.fault.render()
    got = np.frombuffer(bytes(m.stdout), np.uint8).reshape(svlb, svlb)
    wreg = 5 if wv == 5 else svlb + 3
    want = _asl_model(za, z, wreg, off, zn, zm, index, kind, svlb)
    assert (got == want).all(), np.argwhere(got != want)[:8]
    assert (got != za).any()  # the instruction changed something


@pytest.mark.parametrize("line", [c[0] for c in CASES[::2]])
def test_m4_refuses_fp8_vertical_dots(line):
    """Apple M4 has no FEAT_SME_F8F16/F8F32 (LLVM AArch64Processors.td, AppleM4)."""
    assert "fp8" not in M4
    m = Machine.from_source(f"_start:\n  smstart\n  {line}\n  mov x8, #93\n  svc #0\n",
                            features="m4")
    m.run()
    assert m.fault is not None and m.fault.exit_status == 132, m.fault
    assert "needs FEAT_" in m.fault.render()


@pytest.mark.skipif(not (qemu_oracle.qemu_ok() and qemu_oracle.clang_available()),
                    reason="QEMU 11.1 / clang-19 / ld.lld-19 not installed")
def test_random_words_name_the_documented_difference(tmp_path):
    """The words of the random-word scan: QEMU 11.1 and tilesim both execute them, with other
    ZA contents; tools/randword.py counts them as the documented difference, not a mismatch."""
    words = [(0xC1D55FA2, "B"), (0xC1D66D9D, "B"), (0xC1DD2A08, "B")]
    out = run_words(words, tmp_path)
    assert all(o.qemu[0] == o.tilesim[0] == 0 for o in out)
    assert {o.verdict for o in out} == set(QEMU_DEVIATIONS)


@pytest.mark.skipif(not (qemu_oracle.qemu_ok() and qemu_oracle.clang_available()),
                    reason="QEMU 11.1 / clang-19 / ld.lld-19 not installed")
@pytest.mark.parametrize("line, asl_rows, qemu_rows", [
    ("fvdot za.h[w8, 0, vgx2], {z0.b, z1.b}, z2.b[0]", {0, 8}, {0, 1, 8, 9}),
    ("fvdotb za.s[w8, 0, vgx4], {z0.b, z1.b}, z2.b[0]", {0, 4, 8, 12}, {0, 4, 8, 12})])
def test_qemu_differs_as_documented(line, asl_rows, qemu_rows, tmp_path):
    """docs/known-differences.md's example at SVL 128: the ZA vectors each side changes, and
    QEMU's bytes are not the pseudocode's."""
    import fp8_oracle as O

    rng = np.random.default_rng(1)
    z = rng.choice([b for b in E4M3 if b], (16, 16)).astype(np.uint8)
    za = np.zeros((16, 16), np.uint8)
    src = tmp_path / "d.s"
    src.write_text(_program(line, z.tobytes(), za.tobytes(), 16, w8=0))
    exe = qemu_oracle.build_clang(src, tmp_path, O.MARCH)
    out, status, _ = O.run_qemu_vl(exe, 128, 128)
    assert status == 0
    qemu = np.frombuffer(out, np.uint8).reshape(16, 16)
    m = Machine.from_file(src, svl=128, vl=128, capture=None)
    m.run()
    ours = np.frombuffer(bytes(m.stdout), np.uint8).reshape(16, 16)
    assert {int(r) for r in np.flatnonzero(qemu.any(axis=1))} == qemu_rows
    assert {int(r) for r in np.flatnonzero(ours.any(axis=1))} == asl_rows
    assert (qemu != ours).any()
