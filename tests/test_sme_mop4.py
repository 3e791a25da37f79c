"""SME quarter-tile outer products (FEAT_SME_MOP4): every FMOP4A/FMOP4S, BFMOP4A/BFMOP4S,
SMOP4A/UMOP4A/SUMOP4A/USMOP4A (…MOP4S) form, FP8 included.

Text: llvm-objdump-19 calls these words <unknown>, so the spelling is checked against LLVM's own
assembler testsuite listings (llvm/test/MC/AArch64/SME2p2/fmop4as-fp32-non-widening.s,
fmop4as-fp16-fp32-widening.s, bfmop4as-widening.s, smop4a-8to32.s, umop4a-8to32.s,
smop4a-16to32.s, smop4a-64.s, umop4a-64.s, fmop4as-fp64-non-widening.s,
fmop4as-fp16-non-widening.s, bfmop4as-non-widening.s, sumop4a-32.s, usmop4s-32.s,
fmop4a-fp8-fp32-widening.s, fmop4a-fp8-fp16-widening.s).
Behaviour: QEMU 11.1, byte for byte (clang-19 cannot assemble them, so the programs carry the
words as ``.inst``; tilesim also runs the text), random bits (NaNs, infinities, denormals) in the
Z registers and ZA, at streaming vector lengths 128 and 512.
"""
from __future__ import annotations

import pytest

from isa.a64.binary import disasm
from simulator import Machine
from tools import qemu_oracle

import fp8_oracle as O
from test_fp8 import FPMRS

needs_qemu = pytest.mark.skipif(not (qemu_oracle.qemu_ok() and qemu_oracle.clang_available()),
                                reason="QEMU 11.1 / clang-19 / ld.lld-19 not installed")

# (word, text) as the LLVM listing gives them
LLVM_LISTING = [
    (0x80000000, "fmop4a za0.s, z0.s, z16.s"), (0x80080183, "fmop4a za3.s, z12.s, z24.s"),
    (0x80140141, "fmop4a za1.s, z10.s, { z20.s, z21.s }"),
    (0x80040341, "fmop4a za1.s, { z10.s, z11.s }, z20.s"),
    (0x801e03c3, "fmop4a za3.s, { z14.s, z15.s }, { z30.s, z31.s }"),
    (0x80080193, "fmop4s za3.s, z12.s, z24.s"),
    (0x801e01d3, "fmop4s za3.s, z14.s, { z30.s, z31.s }"),
    (0x800e03d3, "fmop4s za3.s, { z14.s, z15.s }, z30.s"),
    (0x80100210, "fmop4s za0.s, { z0.s, z1.s }, { z16.s, z17.s }"),
    (0x80008000, "smop4a za0.s, z0.b, z16.b"),
    (0x801e81c3, "smop4a za3.s, z14.b, { z30.b, z31.b }"),
    (0x80048341, "smop4a za1.s, { z10.b, z11.b }, z20.b"),
    (0x80148341, "smop4a za1.s, { z10.b, z11.b }, { z20.b, z21.b }"),
    (0x81208000, "umop4a za0.s, z0.b, z16.b"), (0x80208000, "sumop4a za0.s, z0.b, z16.b"),
    (0x80348141, "sumop4a za1.s, z10.b, { z20.b, z21.b }"),
    (0x81008010, "usmop4s za0.s, z0.b, z16.b"),
    (0x810e83d3, "usmop4s za3.s, { z14.b, z15.b }, z30.b"),
    (0x81148351, "usmop4s za1.s, { z10.b, z11.b }, { z20.b, z21.b }"),
    (0x81200000, "fmop4a za0.s, z0.h, z16.h"),
    (0x813e01c3, "fmop4a za3.s, z14.h, { z30.h, z31.h }"),
    (0x81240341, "fmop4a za1.s, { z10.h, z11.h }, z20.h"),
    (0x81340351, "fmop4s za1.s, { z10.h, z11.h }, { z20.h, z21.h }"),
    (0x81000000, "bfmop4a za0.s, z0.h, z16.h"),
    (0x80008008, "smop4a za0.s, z0.h, z16.h"), (0x81008008, "umop4a za0.s, z0.h, z16.h"),
    (0xA0C00008, "smop4a za0.d, z0.h, z16.h"), (0xA1E00008, "umop4a za0.d, z0.h, z16.h"),
    (0x80C00008, "fmop4a za0.d, z0.d, z16.d"),
    (0x81000008, "fmop4a za0.h, z0.h, z16.h"), (0x81200008, "bfmop4a za0.h, z0.h, z16.h"),
    (0x80200000, "fmop4a za0.s, z0.b, z16.b"), (0x80200008, "fmop4a za0.h, z0.b, z16.b"),
]


def test_fmop4_text_matches_the_llvm_listing():
    O.check_listing(LLVM_LISTING)


@pytest.mark.parametrize("line", ["fmop4a za0.s, z0.s, z16.s", "smop4s za3.s, z14.b, {z20.b-z21.b}",
                                  "bfmop4a za1.s, {z2.h-z3.h}, z18.h"])
def test_mop4_runs_on_max_and_is_sigill_on_m4(line):
    """QEMU max has FEAT_SME_MOP4 (the QEMU test above runs it); the M4 has no SME2p2."""
    src = (f"_start:\n    smstart\n    {line}\n    smstop\n"
           "    mov x0, #0\n    mov x8, #93\n    svc #0\n")
    for features, status in (("max", 0), ("m4", 132)):
        m = Machine.from_source(src, features=features)
        m.run()
        assert m.exit_code == status, features


# one of each operand variant, A and S, on different tiles
WORDS = [0x80080183, 0x80140141, 0x80040341, 0x801e03c3, 0x80080193, 0x801e01d3, 0x800e03d3,
         0x80100210, 0x800e01c2,
         # the integer forms, incl. two words of the random scan QEMU executes
         0x801481d3, 0x81088381, 0x80008000, 0x801e81c3, 0x81208000, 0x81308210, 0x80348141,
         0x80248351, 0x81008010, 0x810e83d3,
         # widening FP16 / BF16 to FP32
         0x81200000, 0x813e01c3, 0x81240341, 0x81340351, 0x812e01d3, 0x81000000, 0x811e01c3,
         0x81040341, 0x81140351, 0x810e01d2,
         # 16-bit to 32-bit and 64-bit integer, FP64
         0x80008008, 0x801e839b, 0x8104834a, 0x811483d9, 0xA0C00008, 0xA1E4015f, 0xA0EE03da,
         0xA1D80399, 0x80C00008, 0x80de03df, 0x80c4014d, 0x80d0021e,
         # non-widening half precision and bfloat16
         0x81000008, 0x81200008, 0x813e03d9, 0x811e0399, 0x81040349, 0x81340159, 0x81140358]


def _check_vs_qemu(svl: int, cases: list[tuple[int, int]], tmp_path) -> None:
    """Run (FPMR, word) cases under QEMU (as ``.inst``) and tilesim (as ``.inst`` and as text);
    compare ZA after each, byte for byte."""
    lines = [(f, disasm(w)) for f, w in cases]
    text = O.program(lines, sme=True)
    words = text
    for (_, w), (_, ln) in zip(cases, lines):
        words = words.replace(f"    {ln}\n", f"    .inst {w:#010x}\n")
    assert ".inst" in words
    src = tmp_path / "mop4.s"
    src.write_text(words)
    exe = qemu_oracle.build_clang(src, tmp_path, O.MARCH)
    want, status, err = O.run_qemu_vl(exe, 128, svl)
    assert status == 0, err[-400:]
    (tmp_path / "text.s").write_text(text)
    O.assert_same_output(want, [exe, tmp_path / "text.s"],
                         [f"fpmr={f:#x} {ln}" for f, ln in lines], vl=128, svl=svl)


@needs_qemu
@pytest.mark.parametrize("svl", [512, 128])
def test_fmop4_matches_qemu(svl, tmp_path):
    _check_vs_qemu(svl, [(0, w) for w in WORDS], tmp_path)


FP8_WORDS = [0x80200000, 0x803e03c3, 0x80240141, 0x80380182, 0x80200008, 0x80340349, 0x802e01c9,
             0x80200208]


@needs_qemu
@pytest.mark.parametrize("svl", [512, 128])
def test_fmop4a_fp8_matches_qemu(svl, tmp_path):
    _check_vs_qemu(svl, [(f, w) for w in FP8_WORDS for f in FPMRS], tmp_path)
