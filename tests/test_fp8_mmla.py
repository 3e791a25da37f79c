"""FP8 FMMLA (FEAT_F8F16MM, FEAT_F8F32MM), Advanced SIMD and SVE.

Text: llvm-objdump-19 calls these words <unknown>, so the spelling is checked against LLVM's own
assembler testsuite listings (llvm/test/MC/AArch64/FP8/fmmla.s, SVE2/fmmla-f8f16mm.s,
SVE2/fmmla-f8f32mm.s). Behaviour: QEMU 11.1, byte for byte (clang-19 cannot assemble them, so
the programs carry the words as ``.inst``; tilesim also runs the text), with the FP8 special
values and FPMR settings of tests/fp8_oracle.py, at VL 128 and 512 for SVE.
"""
from __future__ import annotations

import re

import pytest

from simulator import Machine
from tools import qemu_oracle
from tools.randword import describe, run_words

import fp8_oracle as O
from test_fp8 import FPMRS

needs_qemu = pytest.mark.skipif(not (qemu_oracle.qemu_ok() and qemu_oracle.clang_available()),
                                reason="QEMU 11.1 / clang-19 / ld.lld-19 not installed")

# (word, text) as the LLVM listings give them
LLVM_LISTING = [
    (0x6E02EC20, "fmmla v0.8h, v1.16b, v2.16b"), (0x6E82EC20, "fmmla v0.4s, v1.16b, v2.16b"),
    (0x6468E1B7, "fmmla z23.h, z13.b, z8.b"), (0x6460E000, "fmmla z0.h, z0.b, z0.b"),
    (0x6475E155, "fmmla z21.h, z10.b, z21.b"), (0x647FE3FF, "fmmla z31.h, z31.b, z31.b"),
    (0x6428E1B7, "fmmla z23.s, z13.b, z8.b"), (0x6420E000, "fmmla z0.s, z0.b, z0.b"),
    (0x6435E155, "fmmla z21.s, z10.b, z21.b"), (0x643FE3FF, "fmmla z31.s, z31.b, z31.b"),
]


def test_fp8_fmmla_text_matches_the_llvm_listings():
    O.check_listing(LLVM_LISTING)


def _word(line: str) -> int:
    """The encoding of a ``fmmla`` line (layouts of the LLVM listings above)."""
    d, n, m = (int(x) for x in re.findall(r"[vz](\d+)", line))
    if line.split()[1].startswith("v"):
        return 0x6E00EC00 | ("4s" in line) << 23 | m << 16 | n << 5 | d
    return 0x6420E000 | (".h" in line) << 22 | m << 16 | n << 5 | d


LINES = ["fmmla v16.8h, v1.16b, v2.16b", "fmmla v24.4s, v3.16b, v4.16b",
         "fmmla v17.8h, v5.16b, v5.16b", "fmmla v25.4s, v7.16b, v15.16b",
         "fmmla z16.h, z1.b, z2.b", "fmmla z24.s, z3.b, z4.b", "fmmla z17.h, z14.b, z9.b",
         "fmmla z26.s, z6.b, z6.b"]


@needs_qemu
@pytest.mark.parametrize("vl", [512, 128])
def test_fp8_fmmla_matches_qemu(vl, tmp_path):
    cases = [(f, ln) for ln in LINES for f in FPMRS]
    text = O.program(cases)
    words = text
    for ln in LINES:
        words = words.replace(f"    {ln}\n", f"    .inst {_word(ln):#010x}\n")
    src = tmp_path / "mmla.s"
    src.write_text(words)
    exe = qemu_oracle.build_clang(src, tmp_path, O.MARCH)
    want, status, err = O.run_qemu_vl(exe, vl, 256)
    assert status == 0, err[-400:]
    (tmp_path / "text.s").write_text(text)
    O.assert_same_output(want, [exe, tmp_path / "text.s"],
                         [f"fpmr={f:#x} {ln}" for f, ln in cases], vl=vl)


@pytest.mark.parametrize("line", ["fmmla v16.8h, v1.16b, v2.16b", "fmmla z24.s, z3.b, z4.b"])
def test_m4_refuses_fp8_fmmla(line):
    """Apple M4 has no FEAT_F8F16MM/F8F32MM (LLVM AArch64Processors.td, AppleM4)."""
    m = Machine.from_source(f"_start:\n  {line}\n  mov x8, #93\n  svc #0\n", features="m4")
    m.run()
    assert m.fault is not None and m.fault.exit_status == 132, m.fault


@needs_qemu
def test_scan_words_run_as_in_qemu(tmp_path):
    """The words the random-word scan found (QEMU 11.1 ran them, tilesim refused them)."""
    out = run_words([(0x6E18EC4E, "A"), (0x6E8EEEF4, "A"), (0x6465E371, "A"),
                     (0x6469E291, "B")], tmp_path)
    assert [o.verdict for o in out] == ["same"] * 4, [describe(o) for o in out]
