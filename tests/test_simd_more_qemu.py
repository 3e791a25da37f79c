"""AdvSIMD forms added for QEMU 11.1 coverage, against QEMU (tests/simd_oracle.py: random and
special inputs, through the ELF clang-19 builds and through the source): BFDOT (vector and
indexed), BFMMLA, SM4E/SM4EKEY, scalar SQXTN/UQXTN/SQXTUN, and FRSQRTS where 3 - a*b overflows
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
