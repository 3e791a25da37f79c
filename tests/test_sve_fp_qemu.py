"""SVE/SVE2/SME2 floating-point and BFloat16 forms (isa/a64/sve_bf16.py, sve_complex.py,
sve_fpmisc.py, sve2_fcvt.py, the SVE2p1 2-way dot products of sve2p1_dot.py; multi-vector ones
in sme2_vec.py, sme2_cvt.py) against QEMU 11.1,
byte for byte, at VL 128, 384 and 512 (tests/sve_oracle.py: every register reloaded with random
values and FP/BFloat16 special values before each line, all of Z0-Z31 compared after it, for
the clang-19 ELF and for tilesim's own assembly of the source).

BFloat16 rounding is also checked against exact rational arithmetic (Python ``fractions``),
and FLOGB against ``math.frexp``, independently of QEMU.
"""
from __future__ import annotations

import math
import random
from fractions import Fraction

import numpy as np
import pytest

import sve_oracle as S
from isa.a64 import bf16
from isa.a64.sve_fpmisc import logb

needs_oracle = pytest.mark.skipif(not S.available(),
                                  reason="needs clang-19, ld.lld-19 and QEMU 11.1")

BF16 = """bfadd z3.h, z4.h, z26.h
bfsub z3.h, z4.h, z26.h
bfmul z3.h, z4.h, z26.h
bfmul z18.h, z29.h, z2.h[3]
bfmul z18.h, z18.h, z7.h[7]
bfadd z20.h, p5/m, z20.h, z1.h
bfsub z20.h, p5/m, z20.h, z1.h
bfmul z20.h, p3/m, z20.h, z1.h
bfmax z20.h, p5/m, z20.h, z1.h
bfmin z20.h, p0/m, z20.h, z20.h
bfmaxnm z20.h, p5/m, z20.h, z1.h
bfminnm z20.h, p6/m, z20.h, z1.h
bfmla z22.h, p1/m, z6.h, z2.h
bfmls z22.h, p7/m, z22.h, z2.h
bfmla z17.h, z20.h, z2.h[4]
bfmls z17.h, z20.h, z7.h[7]
bfclamp z11.h, z12.h, z26.h
bfdot z31.s, z4.h, z30.h
bfdot z3.s, z22.h, z0.h[2]
bfmmla z5.s, z0.h, z31.h
bfmlslb z29.s, z26.h, z7.h[2]
bfmlslt z29.s, z26.h, z7.h""".splitlines() + [
    "movprfx z9.h, p4/m, z10.h\n    bfmax z9.h, p4/m, z9.h, z11.h"]

COMPLEX = """fcmla z11.s, z14.s, z9.s[0], #90
fcmla z13.h, z26.h, z7.h[3], #270
fcmla z13.s, z26.s, z15.s[1], #180
fcmla z17.s, p6/m, z1.s, z26.s, #90
fcmla z21.h, p2/m, z16.h, z30.h, #0
fcmla z28.d, p0/m, z24.d, z3.d, #180
fcmla z12.d, p5/m, z12.d, z12.d, #270
fcadd z0.h, p3/m, z0.h, z1.h, #90
fcadd z4.s, p5/m, z4.s, z9.s, #270
fcadd z4.d, p0/m, z4.d, z4.d, #90""".splitlines()

MISC = """frecps z15.s, z17.s, z21.s
frsqrts z6.h, z12.h, z19.h
frsqrts z19.d, z22.d, z18.d
frsqrts z19.s, z8.s, z8.s
frecpe z6.h, z12.h
frecpe z6.s, z12.s
frsqrte z6.d, z12.d
frecpx z6.h, p3/m, z12.h
frecpx z6.d, p0/m, z12.d
ftssel z24.h, z24.h, z0.h
ftssel z24.d, z3.d, z0.d
ftsmul z26.s, z1.s, z2.s
ftmad z14.s, z14.s, z20.s, #1
ftmad z14.h, z14.h, z20.h, #7
ftmad z14.d, z14.d, z20.d, #5
flogb z31.s, p3/m, z19.s
flogb z31.h, p0/m, z19.h
flogb z31.d, p2/m, z19.d
faddp z12.h, p2/m, z12.h, z20.h
fmaxp z12.s, p2/m, z12.s, z20.s
fminp z12.d, p2/m, z12.d, z20.d
fmaxnmp z12.h, p0/m, z12.h, z20.h
fminnmp z12.s, p3/m, z12.s, z12.s
famax z28.d, p2/m, z28.d, z2.d
famin z24.h, p2/m, z24.h, z18.h
fmmla z9.s, z11.s, z3.s
fcvtxnt z31.s, p4/m, z7.d
fcvtx z31.s, p4/m, z7.d
fcvtlt z31.s, p1/m, z16.h
fcvtlt z31.d, p1/m, z16.s
fcvtnt z31.h, p1/m, z16.s
fcvtnt z31.s, p5/m, z16.d
fdot z0.s, z1.h, z2.h
fdot z5.s, z5.h, z7.h[3]
sdot z0.s, z1.h, z2.h
udot z3.s, z1.h, z2.h[2]""".splitlines()

SME2 = """bfclamp { z26.h, z27.h }, z4.h, z12.h
bfclamp { z4.h - z7.h }, z5.h, z21.h
bfmin { z12.h, z13.h }, { z12.h, z13.h }, z1.h
bfmax { z12.h - z15.h }, { z12.h - z15.h }, z13.h
bfmaxnm { z12.h, z13.h }, { z12.h, z13.h }, { z14.h, z15.h }
bfminnm { z12.h - z15.h }, { z12.h - z15.h }, { z16.h - z19.h }
famax { z20.d - z23.d }, { z20.d - z23.d }, { z0.d - z3.d }
famin { z20.h, z21.h }, { z20.h, z21.h }, { z20.h, z21.h }
fcvt { z16.s, z17.s }, z13.h
fcvt { z0.s, z1.s }, z1.h
fcvtl { z0.s, z1.s }, z0.h
ftmad z1.s, z1.s, z2.s, #3
fmmla z2.d, z3.d, z4.d""".splitlines()


@needs_oracle
@pytest.mark.parametrize("vlb", [16, 48, 64])  # VL 128, 384 (not a power of two), 512
@pytest.mark.parametrize("group", ["bf16", "complex", "misc"])
def test_sve_fp_forms_match_qemu(group, vlb, tmp_path):
    lines = {"bf16": BF16, "complex": COMPLEX, "misc": MISC}[group]
    if vlb >= 32:
        lines = lines + ["fmmla z9.d, z11.d, z3.d"]
    bad = S.compare(lines, tmp_path, vlb=vlb, seed=vlb + len(group))
    assert not bad, "\n".join(bad[:10])


@needs_oracle
@pytest.mark.parametrize("vlb", [16, 64])
def test_streaming_multi_vector_forms_match_qemu(vlb, tmp_path):
    """SME2 multi-vector forms; FTMAD and FMMLA run in streaming mode too (QEMU's max has
    FEAT_SME_FA64; FMMLA .d needs SVL >= 256)."""
    lines = SME2 if vlb >= 32 else SME2[:-1]
    bad = S.compare(lines, tmp_path, vlb=vlb, streaming=True, seed=3)
    assert not bad, "\n".join(bad[:10])


@needs_oracle
def test_fmmla_d_below_256_bits_is_sigill(tmp_path):
    """FMMLA .d is UNDEFINED below VL 256 (Arm ARM FMMLA): QEMU and tilesim raise SIGILL."""
    from simulator import Machine
    from tools import qemu_oracle

    src = tmp_path / "f.s"
    src.write_text("    .text\n    .global _start\n_start:\n    mov x0, #50\n    mov x1, #16\n"
                   "    mov x8, #167\n    svc #0\n    fmmla z0.d, z1.d, z2.d\n    mov x0, #0\n"
                   "    mov x8, #93\n    svc #0\n")
    exe = qemu_oracle.build_clang(src, tmp_path, S.MARCH)
    assert qemu_oracle.run_qemu(exe)[2] == 132
    m = Machine.from_file(exe)
    m.run()
    assert m.exit_code == 132


# ----------------------------------------------------------------------------- exact references
def _bf(v: int) -> float:
    return float(bf16.widen(np.array([v], np.uint16))[0])


def _round_bf16(x: Fraction) -> float:
    """Round an exact rational to bfloat16, to nearest even, gradual underflow (2^-133 quantum),
    overflow to infinity."""
    if x == 0:
        return 0.0
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    q = Fraction(2) ** (max(e, -126) - 7)
    n = a / q
    fl = n.numerator // n.denominator
    rem = n - fl
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl % 2):
        fl += 1
    r = fl * q
    if r >= Fraction(2) ** 128:
        return math.copysign(math.inf, x)
    return math.copysign(float(r), x)


def test_bf16_arithmetic_rounds_once_like_exact_arithmetic():
    rng = random.Random(7)
    specials = [0x0001, 0x007F, 0x0080, 0x3F80, 0x3F81, 0x7F7F, 0x8001, 0xBF80, 0x4040, 0x0100]
    vals = specials + [rng.getrandbits(16) for _ in range(600)]
    checked = 0
    for i in range(len(vals) - 2):
        a, b, c = vals[i], vals[i + 1], vals[(i * 7) % len(vals)]
        xa, xb, xc = _bf(a), _bf(b), _bf(c)
        if not all(math.isfinite(v) for v in (xa, xb, xc)):
            continue
        A, B, C = (np.array([v], np.uint16) for v in (a, b, c))
        for got, exact in ((bf16.add(A, B), Fraction(xa) + Fraction(xb)),
                           (bf16.sub(A, B), Fraction(xa) - Fraction(xb)),
                           (bf16.mul(A, B), Fraction(xa) * Fraction(xb)),
                           (bf16.fma(C, A, B), Fraction(xc) + Fraction(xa) * Fraction(xb)),
                           (bf16.fma(C, A, B, True), Fraction(xc) - Fraction(xa) * Fraction(xb))):
            if exact == 0:
                continue
            assert _bf(int(got[0])) == _round_bf16(exact), (hex(a), hex(b), hex(c))
            checked += 1
    assert checked > 2000


def test_bf16_nans_follow_the_arm_rules():
    snan, qnan, one, inf, zero = 0x7F81, 0xFFC1, 0x3F80, 0x7F80, 0x0000
    A = lambda *v: np.array(v, np.uint16)  # noqa: E731
    # first signalling NaN, quietened; else the first quiet NaN; invalid -> default NaN 0x7FC0
    assert bf16.add(A(qnan, one), A(snan, qnan)).tolist() == [0x7FC1, 0xFFC1]
    assert bf16.mul(A(inf), A(zero)).tolist() == [0x7FC0]
    # fused: inf*0 with a quiet NaN addend gives the default NaN; the addend's NaN comes first
    assert bf16.fma(A(qnan, qnan), A(inf, snan), A(zero, one)).tolist() == [0x7FC0, 0x7FC1]
    assert bf16.maxnm(A(qnan), A(one)).tolist() == [one]


def test_flogb_is_the_exponent_of_frexp():
    vals = np.array([1.0, 0.75, 3.0, 1e-40, 5e-324, -8.0, 2.0 ** -1022, 1.7e308], np.float64)
    got = logb(vals.view(np.uint64), 8).view(np.int64).tolist()
    assert got == [math.frexp(v)[1] - 1 for v in vals.tolist()]
    special = np.array([0.0, np.inf, np.nan], np.float32).view(np.uint32)
    assert logb(special, 4).view(np.int32).tolist() == [-2 ** 31, 2 ** 31 - 1, -2 ** 31]


@needs_oracle
def test_unallocated_bf16_encodings_are_sigill(tmp_path):
    """Size 00 of FNMLA/FNMLS/FMAD/FMSB/FNMAD/FNMSB and FSUBR (predicated) is unallocated:
    llvm-objdump has no text for it and tilesim raises SIGILL; QEMU 11.1 executes it
    (docs/known-differences.md)."""
    from simulator import Machine
    from tools import objdump_oracle, qemu_oracle
    from tools.randword import qemu_unallocated

    words = [0x652D9CFA, 0x65355544, 0x6520703E, 0x652BFC0B, 0x652FA344, 0x65038718]
    assert objdump_oracle.objdump_words(words) == [None] * len(words)
    assert all(qemu_unallocated(w) for w in words)
    assert not qemu_unallocated(0x652204D6)  # bfmla z22.h, p1/m, z6.h, z2.h is allocated
    for w in words:
        src = tmp_path / f"w{w:08x}.s"
        src.write_text(f"    .text\n    .global _start\n_start:\n    .inst {w:#x}\n"
                       "    mov x0, #0\n    mov x8, #93\n    svc #0\n")
        exe = qemu_oracle.build_clang(src, tmp_path, S.MARCH)
        assert qemu_oracle.run_qemu(exe)[2] == 0, hex(w)
        m = Machine.from_file(exe)
        m.run()
        assert m.exit_code == 132, hex(w)


@pytest.mark.parametrize("line", ["bfadd z0.h, z1.h, z2.h", "bfmla z0.h, p0/m, z1.h, z2.h",
                                  "bfmax {z0.h-z1.h}, {z0.h-z1.h}, z2.h",
                                  "bfclamp z0.h, z1.h, z2.h", "fcvtl {z0.s-z1.s}, z2.h"])
def test_b16b16_and_sme2p1_forms_are_sigill_on_the_m4(line):
    """Apple M4 has neither FEAT_SVE_B16B16/SME_B16B16 nor SME2p1 (LLVM AArch64Processors.td,
    AppleM4): even in streaming mode these forms raise SIGILL there; QEMU's max runs them."""
    from simulator import Machine

    src = f"_start:\n  smstart\n  {line}\n  mov x0, #0\n  mov x8, #93\n  svc #0\n"
    for machine, status in (("m4", 132), (None, 0)):
        m = Machine.from_source(src, features=machine) if machine else Machine.from_source(src)
        m.run(max_steps=100)
        assert m.exit_code == status, (line, machine)


@needs_oracle
def test_c_program_with_sve_fp_intrinsics_matches_qemu(tmp_path):
    """programs/sve/sve_fp_intrinsics.c (ACLE intrinsics: FCMLA/FCADD, estimates and steps,
    FTMAD/FTSMUL/FTSSEL, FLOGB, FADDP, FMMLA, BFDOT/BFMMLA/BFMLALB, FCVTX/FCVTNT on special
    values), built static by clang-19: the same output under QEMU 11.1 and tilesim."""
    import subprocess
    from pathlib import Path

    from simulator import Machine
    from tools import objdump_oracle, qemu_oracle

    src = Path(__file__).resolve().parent.parent / "programs" / "sve" / "sve_fp_intrinsics.c"
    exe = tmp_path / "sve_fp"
    subprocess.run([qemu_oracle.CLANG, "--target=aarch64-linux-gnu", "-fuse-ld=lld", "-static",
                    "-O2", "-march=armv9-a+sve2+bf16+f32mm", str(src), "-o", str(exe)],
                   check=True, capture_output=True)
    text = subprocess.run([objdump_oracle.OBJDUMP, "-d", "--mattr=+all", str(exe)],
                          capture_output=True, text=True, check=True).stdout
    for m in ("fcmla", "fcadd", "frecps", "ftmad", "flogb", "faddp", "fmmla", "bfmmla", "bfdot",
              "fcvtx", "fcvtnt"):
        assert f"\t{m}\t" in text, m  # the compiler used the form under test
    want, _, status = qemu_oracle.run_qemu(exe)
    assert status == 0
    m = Machine.from_file(exe, capture=None)
    m.run()
    assert m.exit_code == 0 and bytes(m.stdout) == want
