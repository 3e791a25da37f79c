"""AdvSIMD forms added for QEMU 11.1 coverage, against QEMU (tests/simd_oracle.py: random and
special inputs, through the ELF clang-19 builds and through the source): BFDOT (vector and
indexed), BFMMLA, SM4E/SM4EKEY, scalar SQXTN/UQXTN/SQXTUN, FMOV Vd.4h|8h, #imm, FEAT_FPRCVT
conversions, and FRSQRTS where 3 - a*b overflows
but its half does not (QEMU halves inside the fused operation)."""
from __future__ import annotations

import pytest

from tools import qemu_oracle

from simd_oracle import compare, program_with_output, run_both

needs_qemu = pytest.mark.skipif(
    not (qemu_oracle.tools_available() and qemu_oracle.clang_available()),
    reason="QEMU 11.1, clang-19 or ld.lld-19 not installed")


def _lines() -> list[str]:
    out = []
    for d, n, m in ((16, 1, 2), (17, 4, 5), (18, 6, 20), (19, 12, 13), (20, 8, 30)):
        out += [f"bfdot v{d}.4s, v{n}.8h, v{m}.8h", f"bfdot v{d}.2s, v{n}.4h, v{m}.4h",
                f"bfmmla v{d}.4s, v{n}.8h, v{m}.8h", f"bfmmla v{d}.4s, v{m}.8h, v{n}.8h"]
        out += [f"bfdot v{d}.4s, v{n}.8h, v{m}.2h[{k}]" for k in range(4)]
        out.append(f"bfdot v{d}.2s, v{n}.4h, v{m}.2h[{(d + n) % 4}]")
    out += [f"sm4e v{d}.4s, v{n}.4s" for d, n in ((16, 1), (17, 2), (3, 3), (21, 30))]
    out += [f"sm4ekey v{d}.4s, v{n}.4s, v{m}.4s" for d, n, m in ((16, 1, 2), (17, 20, 21),
                                                                 (22, 22, 3))]
    out += [f"fmov v16.{t}, #{v}" for t in ("4h", "8h") for v in ("-2.375", "0.125", "31.0",
                                                                  "1.0", "-0.1328125")]
    for op in ("sqxtn", "uqxtn", "sqxtun"):
        for src in (1, 2, 16, 25, 8):
            out += [f"{op} b16, h{src}", f"{op} h16, s{src}", f"{op} s16, d{src}"]
    return out


@needs_qemu
def test_advsimd_forms_match_qemu(tmp_path):
    bad = compare(_lines(), tmp_path)
    assert not bad, "\n".join(bad[:20])


@needs_qemu
def test_frsqrts_near_overflow_matches_qemu(tmp_path):
    """(3 - a*b)/2 with a*b just past the largest finite value, in S, D and vector forms."""
    pairs = {"s": [(0x7F7FFFFF, 0x3F800001), (0xFF7FFFFF, 0x40000000), (0x7F000000, 0x40400000),
                   (0x3F800001, 0x7F7FFFFF), (0x7F7FFFFF, 0x7F7FFFFF)],
             "d": [(0x7FEFFFFFFFFFFFFF, 0x3FF0000000000001), (0xFFEFFFFFFFFFFFFF, 0x4000000000000000),
                   (0x7FE0000000000000, 0x4008000000000000)]}
    body = []
    for t, vals in pairs.items():
        for a, b in vals:
            body += [f"    ldr x9, ={a:#x}", f"    ldr x10, ={b:#x}", f"    fmov {t}1, "
                     f"{'w' if t == 's' else 'x'}9", f"    fmov {t}2, {'w' if t == 's' else 'x'}10",
                     f"    frsqrts {t}3, {t}1, {t}2", f"    frecps {t}4, {t}1, {t}2",
                     f"    dup v5.{'4s' if t == 's' else '2d'}, v1.{t}[0]",
                     f"    dup v6.{'4s' if t == 's' else '2d'}, v2.{t}[0]",
                     f"    frsqrts v7.{'4s' if t == 's' else '2d'}, v5.{'4s' if t == 's' else '2d'}, "
                     f"v6.{'4s' if t == 's' else '2d'}",
                     "    str q3, [x20], #16", "    str q4, [x20], #16", "    str q7, [x20], #16"]
    run_both(program_with_output("\n".join(body) + "\n    b 1f\n    .ltorg\n1:"), tmp_path)


# FEAT_FPRCVT (isa/a64/simd_fcvt.py): (sf, ftype) sizes and (rmode, opcode) of each conversion,
# as .inst words (clang-19 does not know the extension)
_FPRCVT_OPS = [(3, 2), (3, 3), (2, 4), (2, 5), (1, 2), (1, 3), (2, 2), (2, 3), (2, 6), (2, 7),
               (3, 4), (3, 5)]
_FPRCVT_SIZES = [(0, 3), (1, 0), (1, 3), (0, 1), (0, 0), (1, 1)]
_FP_IN = [0x7FC00001, 0x7F800000, 0xFF800000, 0x4F000000, 0xCF000001, 0x5F000000, 0x40200000,
          0xC0200000, 0x3F000000, 0xBF400000, 0x00000001, 0x80000000, 0x477FE000, 0xC0C00000]
_D_IN = [0x7FF8000000000001, 0x41E0000000000000, 0xC1E0000000200000, 0x43E0000000000000,
         0xC3E0000000000001, 0x4004000000000000, 0xC00C000000000000, 0x3FE0000000000000,
         0x8000000000000001, 0x40F0000000000000]


@needs_qemu
def test_fprcvt_matches_qemu(tmp_path):
    """FP -> integer in a SIMD&FP register (saturating, each rounding mode) and back, every size
    pair, on NaNs, infinities, halves, saturating values and integers of every sign."""
    body = []
    vals = [(v, v & 0xFFFF) for v in _FP_IN] + [(v, v >> 32) for v in _D_IN]
    for k, (x, y) in enumerate(vals):
        body += [f"    ldr x9, ={x:#x}", "    fmov d1, x9", f"    ldr x9, ={y:#x}", "    fmov d2, x9"]
        for sf, ftype in _FPRCVT_SIZES:
            rmode, opcode = _FPRCVT_OPS[(k + 3 * sf + ftype) % len(_FPRCVT_OPS)]
            n = 1 + (k + sf + ftype) % 2  # (within the 4096-byte output)
            w = (sf << 31 | 0b11110 << 24 | ftype << 22 | 1 << 21 | rmode << 19 | opcode << 16
                 | n << 5 | 16)
            body += [f"    .inst {w:#x}", "    str q16, [x20], #16"]
    run_both(program_with_output("\n".join(body) + "\n    b 1f\n    .ltorg\n1:"), tmp_path)
