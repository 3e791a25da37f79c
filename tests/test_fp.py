"""isa.a64.fp / fp_mop against (1) an exact Fraction reference, (2) hand-derived Arm NaN
cases, (3) QEMU 11.1 user mode running the real instructions (differential)."""
from __future__ import annotations

import os
import shutil
import subprocess
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from isa.a64 import fp, fp_mop

F16, F32, F64 = np.float16, np.float32, np.float64
# dtype -> (uint dtype, mantissa bits, exponent bits)
FMT = {F16: (np.uint16, 10, 5), F32: (np.uint32, 23, 8), F64: (np.uint64, 52, 11)}
DNAN = {F16: 0x7E00, F32: 0x7FC00000, F64: 0x7FF8000000000000}


# ============================================================== exact reference
def decode(bits, dt):
    """-> ('nan', quiet, bits) | ('inf', neg) | ('num', neg, Fraction)"""
    _, mb, eb = FMT[dt]
    neg = bool(bits >> (mb + eb))
    e = (bits >> mb) & ((1 << eb) - 1)
    f = bits & ((1 << mb) - 1)
    bias = (1 << (eb - 1)) - 1
    if e == (1 << eb) - 1:
        return ("nan", bool(f >> (mb - 1)), bits) if f else ("inf", neg)
    mag = Fraction(f, 1 << mb) * Fraction(2) ** (1 - bias) if e == 0 else \
        Fraction((1 << mb) | f, 1 << mb) * Fraction(2) ** (e - bias)
    return ("num", neg, mag)


def encode(neg, mag, dt):
    """Round |value| = mag (Fraction >= 0) to the format, RNE, gradual underflow."""
    _, mb, eb = FMT[dt]
    bias = (1 << (eb - 1)) - 1
    s = int(neg) << (mb + eb)
    if mag == 0:
        return s
    e = mag.numerator.bit_length() - mag.denominator.bit_length()
    if Fraction(2) ** e > mag:
        e -= 1
    e = max(e, 1 - bias)
    q = Fraction(2) ** (e - mb)
    m = mag / q
    M = m.numerator // m.denominator
    rem = m - M
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and M & 1):
        M += 1
    if M == 1 << (mb + 1):
        M >>= 1
        e += 1
    if e > bias:
        return s | (((1 << eb) - 1) << mb)
    if M < (1 << mb):
        return s | M
    return s | ((e + bias) << mb) | (M - (1 << mb))


def quiet(bits, dt):
    return bits | (1 << (FMT[dt][1] - 1))


def process_nans(ops, dt):
    """FPProcessNaNs over decoded operands; None if no NaN."""
    for o in ops:
        if o[0] == "nan" and not o[1]:
            return quiet(o[2], dt)
    for o in ops:
        if o[0] == "nan":
            return o[2]
    return None


def ref_add(a, b, dt, sub=False):
    A, B = decode(a, dt), decode(b, dt)
    n = process_nans([A, B], dt)
    if n is not None:
        return n
    if sub:
        B = ("inf", not B[1]) if B[0] == "inf" else ("num", not B[1], B[2])
    if A[0] == "inf" and B[0] == "inf":
        return DNAN[dt] if A[1] != B[1] else encode(A[1], Fraction(10) ** 400, dt)
    for X in (A, B):
        if X[0] == "inf":
            return encode(X[1], Fraction(10) ** 400, dt)
    x = (-A[2] if A[1] else A[2]) + (-B[2] if B[1] else B[2])
    if x == 0:
        return encode(A[1] and B[1] if A[2] == 0 and B[2] == 0 else False, Fraction(0), dt)
    return encode(x < 0, abs(x), dt)


def ref_mul(a, b, dt):
    A, B = decode(a, dt), decode(b, dt)
    n = process_nans([A, B], dt)
    if n is not None:
        return n
    neg = A[1] != B[1]
    if "inf" in (A[0], B[0]):
        other = B if A[0] == "inf" else A
        if other[0] == "num" and other[2] == 0:
            return DNAN[dt]
        return encode(neg, Fraction(10) ** 400, dt)
    return encode(neg, A[2] * B[2], dt)


def ref_div(a, b, dt):
    A, B = decode(a, dt), decode(b, dt)
    n = process_nans([A, B], dt)
    if n is not None:
        return n
    neg = A[1] != B[1]
    big = Fraction(10) ** 400
    if A[0] == "inf":
        return DNAN[dt] if B[0] == "inf" else encode(neg, big, dt)
    if B[0] == "inf":
        return encode(neg, Fraction(0), dt)
    if B[2] == 0:
        return DNAN[dt] if A[2] == 0 else encode(neg, big, dt)
    return encode(neg, A[2] / B[2], dt)


def ref_fma(c, a, b, dt, default_nan=False):
    """FPMulAdd(addend c, a, b) with QEMU's pickNaNMulAdd (Arm)."""
    C, A, B = decode(c, dt), decode(a, dt), decode(b, dt)
    big = Fraction(10) ** 400
    infzero = (A[0] == "inf" and B[0] == "num" and B[2] == 0) or \
              (B[0] == "inf" and A[0] == "num" and A[2] == 0)
    if "nan" in (C[0], A[0], B[0]):
        if default_nan:
            return DNAN[dt]
        if infzero and C[0] == "nan" and C[1]:
            return DNAN[dt]
        return process_nans([C, A, B], dt)
    if infzero:
        return DNAN[dt]
    pneg = A[1] != B[1]
    if "inf" in (A[0], B[0]):
        if C[0] == "inf" and C[1] != pneg:
            return DNAN[dt]
        return encode(pneg, big, dt)
    if C[0] == "inf":
        return encode(C[1], big, dt)
    p = A[2] * B[2]
    x = (-C[2] if C[1] else C[2]) + (-p if pneg else p)
    if x == 0:
        return encode(C[1] and pneg if C[2] == 0 and p == 0 else False, Fraction(0), dt)
    return encode(x < 0, abs(x), dt)


# ============================================================== strategies
def bits_strategy(dt):
    ut, mb, eb = FMT[dt]
    emax = (1 << eb) - 1
    sign = st.integers(0, 1)
    mant = st.one_of(st.just(0), st.just(1), st.just((1 << mb) - 1),
                     st.integers(0, (1 << mb) - 1), st.just(1 << (mb - 1)))
    exp = st.one_of(st.just(0), st.just(emax), st.just(1), st.just(emax - 1),
                    st.integers(0, emax), st.integers((emax >> 1) - 3, (emax >> 1) + 3))
    return st.builds(lambda s, e, m: (s << (mb + eb)) | (e << mb) | m, sign, exp, mant)


def arrays(dt, n=8):
    return st.lists(bits_strategy(dt), min_size=n, max_size=n).map(
        lambda l: np.array(l, dtype=FMT[dt][0]).view(dt))


def bitsof(x):
    return [int(v) for v in np.asarray(x).view(FMT[np.asarray(x).dtype.type][0]).ravel()]


DTS = [F16, F32, F64]


@pytest.mark.parametrize("dt", DTS)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_binops_vs_fraction(dt, data):
    a = data.draw(arrays(dt))
    b = data.draw(arrays(dt))
    for f, r in ((fp.fadd, lambda x, y: ref_add(x, y, dt)),
                 (fp.fsub, lambda x, y: ref_add(x, y, dt, sub=True)),
                 (fp.fmul, lambda x, y: ref_mul(x, y, dt)),
                 (fp.fdiv, lambda x, y: ref_div(x, y, dt))):
        got = bitsof(f(a, b))
        want = [r(x, y) for x, y in zip(bitsof(a), bitsof(b))]
        assert got == want, (f.__name__, [hex(v) for v in bitsof(a)], [hex(v) for v in bitsof(b)])


@pytest.mark.parametrize("dt", DTS)
@pytest.mark.parametrize("negate", [False, True])
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_fmla_vs_fraction(dt, negate, data):
    c, a, b = (data.draw(arrays(dt)) for _ in range(3))
    got = bitsof(fp.fmla(c, a, b, negate=negate))
    sbit = 1 << (FMT[dt][1] + FMT[dt][2])
    want = [ref_fma(x, y ^ (sbit if negate else 0), z, dt)
            for x, y, z in zip(bitsof(c), bitsof(a), bitsof(b))]
    assert got == want


def _hard_fma_cases(dt):
    """c + a*b whose f64 sum rounds onto a rounding midpoint of the target format while the
    exact sum is off it (float32: c = 1+ulp, a*b = ulp/2 * (1 - 2**-36) etc.).  float16
    cannot produce such sums (its exponent range is too narrow), so those are ordinary."""
    mb = FMT[dt][1]
    j = mb // 2 + 7 if dt == F32 else mb // 2 + 1
    rows = []
    for k in (1, 3):
        for sgn in (1, -1):
            for c0 in (1.0, 1.0 + 2.0 ** -mb, 3.0, 1.0 + 3 * 2.0 ** -mb):
                a = 1.0 + k * 2.0 ** -j
                for b0 in (2.0 ** -(mb + 1), 2.0 ** -(mb + 2)):
                    rows.append((c0, a, sgn * b0 * (1.0 - k * 2.0 ** -j)))
                    rows.append((c0, a, sgn * b0 * (1.0 + k * 2.0 ** -j)))
    return rows


def test_hard_cases_are_hard():
    rows = _hard_fma_cases(F32)
    c, a, b = (np.array([r[i] for r in rows], dtype=F32) for i in range(3))
    naive = (c.astype(F64) + a.astype(F64) * b.astype(F64)).astype(F32)
    exact = fp.fmla(c, a, b)
    assert (bitsof(naive) != np.array(bitsof(exact))).sum() >= 4


@pytest.mark.parametrize("dt", [F16, F32])
def test_fmla_double_rounding_cases(dt):
    rows = _hard_fma_cases(dt)
    c, a, b = (np.array([r[i] for r in rows], dtype=dt) for i in range(3))
    want = [ref_fma(x, y, z, dt) for x, y, z in zip(bitsof(c), bitsof(a), bitsof(b))]
    assert bitsof(fp.fmla(c, a, b)) == want


def test_fmla_f64_hard():
    rng = np.random.default_rng(1)
    a = rng.standard_normal(400) * 2.0 ** rng.integers(-1070, 1000, 400)
    b = rng.standard_normal(400) * 2.0 ** rng.integers(-600, 20, 400)
    c = -(a * b) * (1 + rng.integers(-3, 4, 400) * 2.0 ** -52)
    c[::7] = 0.0
    want = [ref_fma(x, y, z, F64) for x, y, z in zip(bitsof(c), bitsof(a), bitsof(b))]
    assert bitsof(fp.fmla(c, a, b)) == want


# ============================================================== hand-derived NaN rules
Q32, S32 = 0x7FC00001, 0x7F800002   # a quiet and a signalling NaN with payloads


def u32(*v):
    return np.array(v, dtype=np.uint32).view(F32)


def test_nan_rules_f32():
    one, inf, ninf, zero = 0x3F800000, 0x7F800000, 0xFF800000, 0
    a = u32(Q32, one, S32, Q32, inf, zero, 0xFFC00005)
    b = u32(one, S32, Q32, S32 | 4, ninf, inf, one)
    assert bitsof(fp.fadd(a, b)) == [Q32, S32 | 0x400000, S32 | 0x400000, S32 | 4 | 0x400000,
                                     0x7FC00000, 0x7F800000, 0xFFC00005]
    assert bitsof(fp.fmul(u32(zero), u32(inf))) == [0x7FC00000]
    assert bitsof(fp.fdiv(u32(zero, inf, one), u32(0x80000000, ninf, 0x80000000))) == \
        [0x7FC00000, 0x7FC00000, 0xFF800000]
    assert bitsof(fp.fsqrt(u32(0xBF800000, 0x80000000, S32))) == \
        [0x7FC00000, 0x80000000, S32 | 0x400000]


def test_minmax_rules():
    pz, nz, one = 0, 0x80000000, 0x3F800000
    assert bitsof(fp.fmax(u32(nz, pz), u32(pz, nz))) == [pz, pz]
    assert bitsof(fp.fmin(u32(nz, pz), u32(pz, nz))) == [nz, nz]
    # FMAX propagates NaNs; FMAXNM prefers the number over a quiet NaN, not over an sNaN
    assert bitsof(fp.fmax(u32(Q32), u32(one))) == [Q32]
    assert bitsof(fp.fmaxnm(u32(Q32, one, S32, Q32), u32(one, Q32, one, S32))) == \
        [one, one, S32 | 0x400000, S32 | 0x400000]
    assert bitsof(fp.fminnm(u32(Q32, 0xBF800000), u32(0xBF800000, Q32))) == [0xBF800000] * 2


def test_fmla_nan_rules():
    one, inf, zero = 0x3F800000, 0x7F800000, 0
    # inf*0 + qNaN -> default NaN; inf*0 + sNaN -> quietened sNaN; addend NaN first
    c = u32(Q32, S32, Q32, one, one, one)
    a = u32(inf, inf, S32, Q32, zero, Q32 | 0x80000000)
    b = u32(zero, zero, one, S32, inf, one)
    got = bitsof(fp.fmla(c, a, b))
    assert got == [0x7FC00000, S32 | 0x400000, S32 | 0x400000, S32 | 0x400000, 0x7FC00000,
                   Q32 | 0x80000000]
    # FMLS flips op1's sign bit, NaN included
    assert bitsof(fp.fmla(u32(one), u32(Q32), u32(one), negate=True)) == [Q32 | 0x80000000]


def test_neg_abs_bits():
    x = u32(Q32, 0x80000000, 0xFF800001)
    assert bitsof(fp.fneg(x)) == [Q32 | 0x80000000, 0, 0x7F800001]
    assert bitsof(fp.fabs(x)) == [Q32, 0, 0x7F800001]


def test_fcvt():
    rng = np.random.default_rng(2)
    x = (rng.standard_normal(2000) * 2.0 ** rng.integers(-30, 20, 2000)).astype(F32)
    with np.errstate(all="ignore"):
        assert bitsof(fp.fcvt(x, F16)) == bitsof(x.astype(F16))
        h = rng.integers(0, 0x7C00, 2000).astype(np.uint16).view(F16)
        assert bitsof(fp.fcvt(h, F32)) == bitsof(h.astype(F32))
    nans = u32(0x7F800001, 0xFFC12345, 0x7FBFFFFF)
    assert bitsof(fp.fcvt(nans, F16)) == [0x7E00, 0xFE09, 0x7FFF]
    hn = np.array([0x7C01, 0xFE01], np.uint16).view(F16)
    assert bitsof(fp.fcvt(hn, F32)) == [0x7FC02000, 0xFFC02000]
    assert bitsof(fp.fcvt(hn, F64)) == [0x7FF8040000000000, 0xFFF8040000000000]


def test_faddv_tree_and_padding():
    v = np.array([1e8, 1.0, -1e8, 1.0, 3.0], dtype=F32)
    act = np.array([1, 1, 1, 1, 0], bool)
    # ((1e8 + 1) + (-1e8 + 1)) + ((0 + 0) + (0 + 0)) in float32
    want = (np.float32(1e8) + np.float32(1)) + (np.float32(-1e8) + np.float32(1))
    assert bitsof(fp.faddv(v, act)) == bitsof(np.float32(want))
    assert bitsof(fp.faddv(u32(0x80000000, 0x80000000), [True, True])) == [0x80000000]
    assert bitsof(fp.faddv(u32(0x80000000, 0x80000000), [True, False])) == [0]


# ============================================================== outer products
def ref_fmopa(tile, zn, zm, ra, ca, negate, dt):
    out = [list(r) for r in tile]
    sbit = 1 << (FMT[dt][1] + FMT[dt][2])
    for i in range(len(zn)):
        for j in range(len(zm)):
            if ra[i] and ca[j]:
                out[i][j] = ref_fma(tile[i][j], zn[i] ^ (sbit if negate else 0), zm[j], dt,
                                    default_nan=True)
    return out


@pytest.mark.parametrize("dt", [F32, F64])
@settings(max_examples=60, deadline=None)
@given(data=st.data(), negate=st.booleans())
def test_fmopa_vs_fraction(dt, data, negate):
    dim = 4
    zn, zm = data.draw(arrays(dt, dim)), data.draw(arrays(dt, dim))
    t0 = data.draw(arrays(dt, dim * dim)).reshape(dim, dim)
    ra = np.array(data.draw(st.lists(st.booleans(), min_size=dim, max_size=dim)))
    ca = np.array(data.draw(st.lists(st.booleans(), min_size=dim, max_size=dim)))
    za = np.zeros((dim * 4, dim * 2), dt)
    tile = za[1::4, :dim]
    tile[...] = t0
    fp_mop.fmopa(tile, zn, zm, ra, ca, negate)
    want = ref_fmopa([bitsof(r) for r in t0], bitsof(zn), bitsof(zm), ra, ca, negate, dt)
    assert [bitsof(r) for r in tile] == want
    assert not za[0::4].any()      # nothing outside the tile was written


def test_fmopa_fast_path_midpoints():
    rows = _hard_fma_cases(F32)
    rng = np.random.default_rng(3)
    dim = 16
    for _ in range(20):
        zn = rng.standard_normal(dim).astype(F32)
        zm = rng.standard_normal(dim).astype(F32)
        tile = (rng.standard_normal((dim, dim)) * 4).astype(F32)
        c0, a, b = rows[rng.integers(len(rows))]
        zn[3], zm[5], tile[3, 5] = a, b, c0
        want = ref_fmopa([bitsof(r) for r in tile], bitsof(zn), bitsof(zm), [1] * dim,
                         [1] * dim, False, F32)
        fp_mop.fmopa(tile, zn, zm, np.ones(dim, bool), np.ones(dim, bool))
        assert [bitsof(r) for r in tile] == want


@settings(max_examples=60, deadline=None)
@given(data=st.data(), negate=st.booleans())
def test_fmopa_s_full_vs_fraction_with_reused_scratch(data, negate):
    """The allocation-free hot path (all rows/columns active) against the exact reference;
    the scratch arrays are reused across calls, as the simulator does."""
    dim = 4
    s, c, t = np.empty((dim, dim)), np.empty((dim, dim)), np.empty((dim, dim), np.int64)
    for _ in range(2):
        zn, zm = data.draw(arrays(F32, dim)), data.draw(arrays(F32, dim))
        t0 = data.draw(arrays(F32, dim * dim)).reshape(dim, dim)
        za = np.zeros((dim * 4, dim * 2), F32)
        tile = za[1::4, :dim]
        tile[...] = t0
        fp_mop.fmopa_s_full(tile, zn[:, None], zm, s, c, t, negate)
        ones = [1] * dim
        want = ref_fmopa([bitsof(r) for r in t0], bitsof(zn), bitsof(zm), ones, ones, negate, F32)
        assert [bitsof(r) for r in tile] == want
        assert not za[0::4].any()


# ============================================================= QEMU 11.1 differential
from tools import qemu_oracle as _qo  # noqa: E402
QEMU = _qo.QEMU if _qo.tools_available() else None
AS, LD = shutil.which("aarch64-linux-gnu-as"), shutil.which("aarch64-linux-gnu-ld")
needs_qemu = pytest.mark.skipif(QEMU is None or AS is None or LD is None,
                                reason="QEMU 11.1 (.ci/fetch-qemu) not installed")


def run_qemu(tmp_path, body, data, out_bytes, sme=False):
    """Assemble ``body`` (x10.. point at data labels), run, return stdout bytes."""
    src = ["    .text", "    .global _start", "_start:"]
    if sme:
        src.append("    smstart")
    src += ["    " + l for l in body.strip().splitlines()]
    src += ["    mov x0, #1", "    ldr x1, =out", f"    ldr x2, ={out_bytes}",
            "    mov x8, #64", "    svc #0", "    mov x0, #0", "    mov x8, #93", "    svc #0",
            "    .ltorg", "    .data", "    .balign 64"]
    for name, arr in data.items():
        words = np.ascontiguousarray(arr).reshape(-1).view(np.uint8)
        src.append(f"{name}:")
        for i in range(0, len(words), 16):
            src.append("    .byte " + ",".join(str(int(x)) for x in words[i:i + 16]))
        src.append("    .balign 64")
    src += ["out:", f"    .space {out_bytes}", ""]
    s, o, exe = tmp_path / "p.s", tmp_path / "p.o", tmp_path / "p"
    s.write_text("\n".join(src))
    subprocess.run([AS, "-march=armv9-a+sme+sme-f64+sme-i64", str(s), "-o", str(o)],
                   check=True)
    subprocess.run([LD, str(o), "-o", str(exe)], check=True)
    r = subprocess.run([QEMU, "-cpu", "max,sme=on", str(exe)], capture_output=True,
                       check=True, timeout=60)
    assert len(r.stdout) == out_bytes
    return r.stdout


def special_pool(dt, rng, n):
    """Random bit patterns biased to specials, subnormals and near-midpoint values."""
    ut, mb, eb = FMT[dt]
    bits = 8 * np.dtype(ut).itemsize
    emax = (1 << eb) - 1
    picks = rng.integers(0, 8, n)
    r = rng.integers(0, 1 << (bits - 1), n, dtype=np.uint64) | \
        (rng.integers(0, 2, n, dtype=np.uint64) << np.uint64(bits - 1))
    r = r.astype(ut)
    sign = (rng.integers(0, 2, n).astype(ut) << ut(bits - 1))
    spec = np.array([0, emax << mb, (emax << mb) | 1, (emax << mb) | (1 << (mb - 1)),
                     (emax << mb) | (1 << (mb - 1)) | 5, 1, (1 << mb) - 1], dtype=ut)
    r = np.where(picks == 0, spec[rng.integers(0, len(spec), n)] | sign, r)
    normal = ((rng.integers((emax >> 1) - 4, (emax >> 1) + 4, n).astype(ut) << ut(mb))
              | rng.integers(0, 1 << min(mb, 62), n).astype(ut)) | sign
    r = np.where(picks >= 3, normal, r)
    return r.view(dt)


VL = 64  # bytes, the QEMU linux-user default
SUF = {F16: ("h", "ld1h", "st1h"), F32: ("s", "ld1w", "st1w"), F64: ("d", "ld1d", "st1d")}


def sve_loop(dt, nvec, insn, nin):
    t, ld, st_ = SUF[dt]
    regs = ["x10", "x11", "x12"][:nin]
    lines = [f"ptrue p0.{t}"] + [f"ldr {r}, =in{i}" for i, r in enumerate(regs)]
    lines += ["ldr x13, =out", f"mov x14, #{nvec}", "1:"]
    lines += [f"{ld} {{z{i}.{t}}}, p0/z, [{r}]" for i, r in enumerate(regs)]
    lines += [insn.format(t=t), f"{st_} {{z0.{t}}}, p0, [x13]"]
    lines += [f"addvl {r}, {r}, #1" for r in regs + ["x13"]]
    lines += ["subs x14, x14, #1", "b.ne 1b"]
    return "\n".join(lines)


@needs_qemu
@pytest.mark.parametrize("dt", DTS)
@pytest.mark.parametrize("name,insn,nin,fn", [
    ("fadd", "fadd z0.{t}, p0/m, z0.{t}, z1.{t}", 2, fp.fadd),
    ("fsub", "fsub z0.{t}, p0/m, z0.{t}, z1.{t}", 2, fp.fsub),
    ("fmul", "fmul z0.{t}, p0/m, z0.{t}, z1.{t}", 2, fp.fmul),
    ("fdiv", "fdiv z0.{t}, p0/m, z0.{t}, z1.{t}", 2, fp.fdiv),
    ("fmax", "fmax z0.{t}, p0/m, z0.{t}, z1.{t}", 2, fp.fmax),
    ("fmin", "fmin z0.{t}, p0/m, z0.{t}, z1.{t}", 2, fp.fmin),
    ("fmaxnm", "fmaxnm z0.{t}, p0/m, z0.{t}, z1.{t}", 2, fp.fmaxnm),
    ("fminnm", "fminnm z0.{t}, p0/m, z0.{t}, z1.{t}", 2, fp.fminnm),
    ("fsqrt", "fsqrt z0.{t}, p0/m, z0.{t}", 1, fp.fsqrt),
    ("fmla", "fmla z0.{t}, p0/m, z1.{t}, z2.{t}", 3, fp.fmla),
    ("fmls", "fmls z0.{t}, p0/m, z1.{t}, z2.{t}", 3,
     lambda c, a, b: fp.fmla(c, a, b, negate=True)),
])
def test_qemu_sve_elementwise(tmp_path, dt, name, insn, nin, fn):
    rng = np.random.default_rng(hash((name, np.dtype(dt).name)) & 0xFFFF)
    n = (VL // np.dtype(dt).itemsize) * 16
    ins = [special_pool(dt, rng, n) for _ in range(nin)]
    if name in ("fmla", "fmls"):   # make some sums cancel / hit midpoints
        with np.errstate(all="ignore"):
            ins[0][::3] = (-(ins[1][::3].astype(F64) * ins[2][::3].astype(F64))).astype(dt)
    if name == "fsqrt":
        ins[0][::2] = np.abs(ins[0][::2])
    out = run_qemu(tmp_path, sve_loop(dt, 16, insn, nin),
                   {f"in{i}": x for i, x in enumerate(ins)}, n * np.dtype(dt).itemsize)
    want = np.frombuffer(out, dtype=FMT[dt][0])
    got = np.asarray(fn(*ins)).view(FMT[dt][0])
    bad = np.nonzero(got != want)[0]
    assert bad.size == 0, [(hex(int(got[i])), hex(int(want[i])),
                            [hex(int(x.view(FMT[dt][0])[i])) for x in ins]) for i in bad[:5]]


@needs_qemu
@pytest.mark.parametrize("dt", DTS)
def test_qemu_faddv(tmp_path, dt):
    t, ld, _ = SUF[dt]
    esz = np.dtype(dt).itemsize
    nel, cases = VL // esz, 12
    rng = np.random.default_rng(5)
    vals = special_pool(dt, rng, nel * cases)
    vals[: nel * 6] = (rng.standard_normal(nel * 6) * 1000).astype(dt)
    act = (rng.integers(0, 4, nel * cases) != 0).astype(FMT[dt][0])
    body = "\n".join([f"ptrue p0.{t}", "ldr x10, =vals", "ldr x11, =act", "ldr x13, =out",
                      f"mov x14, #{cases}", "1:", f"{ld} {{z1.{t}}}, p0/z, [x10]",
                      f"{ld} {{z2.{t}}}, p0/z, [x11]", f"cmpne p1.{t}, p0/z, z2.{t}, #0",
                      f"faddv {t}0, p1, z1.{t}", f"str {t}0, [x13]",
                      f"add x13, x13, #{esz}", "addvl x10, x10, #1", "addvl x11, x11, #1",
                      "subs x14, x14, #1", "b.ne 1b"])
    out = run_qemu(tmp_path, body, {"vals": vals, "act": act}, cases * esz)
    want = np.frombuffer(out, dtype=FMT[dt][0])
    got = [bitsof(fp.faddv(vals[k * nel:(k + 1) * nel], act[k * nel:(k + 1) * nel] != 0))[0]
           for k in range(cases)]
    assert got == [int(w) for w in want]


@needs_qemu
@pytest.mark.parametrize("src,dst", [(F32, F16), (F16, F32), (F64, F32), (F32, F64),
                                     (F64, F16), (F16, F64)])
def test_qemu_fcvt(tmp_path, src, dst):
    # work on the wider element's container: narrow results sit in its low bits
    wide = src if np.dtype(src).itemsize > np.dtype(dst).itemsize else dst
    t = SUF[wide][0]
    ld, st_ = SUF[wide][1], SUF[wide][2]
    nel = VL // np.dtype(wide).itemsize
    rng = np.random.default_rng(7)
    n = nel * 8
    x = special_pool(src, rng, n)
    if src == F64 and dst == F16:
        x[: n // 2] = (rng.standard_normal(n // 2) * 2.0 ** rng.integers(-30, 20, n // 2))
    cont = np.zeros(n, FMT[wide][0])
    cont[:] = x.view(FMT[src][0])
    st_t = SUF[src][0]
    dt_t = SUF[dst][0]
    body = "\n".join([f"ptrue p0.{t}", "ldr x10, =vals", "ldr x13, =out", "mov x14, #8", "1:",
                      f"{ld} {{z1.{t}}}, p0/z, [x10]", f"mov z0.{t}, #0",
                      f"fcvt z0.{dt_t}, p0/m, z1.{st_t}", f"{st_} {{z0.{t}}}, p0, [x13]",
                      "addvl x10, x10, #1", "addvl x13, x13, #1", "subs x14, x14, #1",
                      "b.ne 1b"])
    out = run_qemu(tmp_path, body, {"vals": cont}, n * np.dtype(wide).itemsize)
    want = np.frombuffer(out, dtype=FMT[wide][0]).astype(np.uint64) & \
        np.uint64((1 << (8 * np.dtype(dst).itemsize)) - 1)
    got = np.asarray(fp.fcvt(x, dst)).view(FMT[dst][0]).astype(np.uint64)
    assert [hex(int(v)) for v in got] == [hex(int(v)) for v in want]


SVL = 32  # streaming vector bytes under QEMU linux-user defaults


def _mop_program(cases, dt_tile, zsuf, insn, pred_t):
    tt, tld, tst = SUF[dt_tile]
    dim = SVL // np.dtype(dt_tile).itemsize
    lines = [f"ptrue p0.{tt}", f"ptrue p3.{pred_t}", "ldr x10, =tiles", "ldr x11, =zn",
             "ldr x9, =zm", "ldr x15, =pn", "ldr x16, =pm", "ldr x13, =out",
             f"mov x14, #{cases}", "1:"]
    for r in range(dim):
        lines += [f"mov w12, #{r}", f"{tld} {{za0h.{tt}[w12, 0]}}, p0/z, [x10]",
                  "addvl x10, x10, #1"]
    lines += [f"ld1{'h' if zsuf == 'h' else {'s': 'w', 'd': 'd'}[zsuf]} {{z1.{zsuf}}}, p3/z, [x11]",
              f"ld1{'h' if zsuf == 'h' else {'s': 'w', 'd': 'd'}[zsuf]} {{z2.{zsuf}}}, p3/z, [x9]",
              f"ld1{'h' if pred_t == 'h' else {'s': 'w', 'd': 'd'}[pred_t]} {{z3.{pred_t}}}, p3/z, [x15]",
              f"ld1{'h' if pred_t == 'h' else {'s': 'w', 'd': 'd'}[pred_t]} {{z4.{pred_t}}}, p3/z, [x16]",
              f"cmpne p1.{pred_t}, p3/z, z3.{pred_t}, #0",
              f"cmpne p2.{pred_t}, p3/z, z4.{pred_t}, #0", insn,
              "addvl x11, x11, #1", "addvl x9, x9, #1", "addvl x15, x15, #1",
              "addvl x16, x16, #1"]
    for r in range(dim):
        lines += [f"mov w12, #{r}", f"{tst} {{za0h.{tt}[w12, 0]}}, p0, [x13]",
                  "addvl x13, x13, #1"]
    lines += ["subs x14, x14, #1", "b.ne 1b"]
    return "\n".join(lines)


@needs_qemu
@pytest.mark.parametrize("dt", [F32, F64])
@pytest.mark.parametrize("negate", [False, True])
def test_qemu_fmopa(tmp_path, dt, negate):
    t = SUF[dt][0]
    dim = SVL // np.dtype(dt).itemsize
    cases = 24
    rng = np.random.default_rng(11 + negate)
    tiles = special_pool(dt, rng, cases * dim * dim).reshape(cases, dim, dim)
    zn = special_pool(dt, rng, cases * dim).reshape(cases, dim)
    zm = special_pool(dt, rng, cases * dim).reshape(cases, dim)
    pn = (rng.integers(0, 5, (cases, dim)) != 0).astype(FMT[dt][0])
    pm = (rng.integers(0, 5, (cases, dim)) != 0).astype(FMT[dt][0])
    pn[: cases // 2] = 1
    pm[: cases // 2] = 1
    if dt == F32:   # plant double-rounding traps
        rows = _hard_fma_cases(F32)
        for k in range(cases):
            c0, a, b = rows[k % len(rows)]
            zn[k, 1], zm[k, 2], tiles[k, 1, 2] = a, b, c0
    with np.errstate(all="ignore"):
        tiles[:, 0, :] = (-(zn[:, :1].astype(F64) * zm.astype(F64))).astype(dt)
    insn = f"{'fmops' if negate else 'fmopa'} za0.{t}, p1/m, p2/m, z1.{t}, z2.{t}"
    out = run_qemu(tmp_path, _mop_program(cases, dt, t, insn, t),
                   {"tiles": tiles, "zn": zn, "zm": zm, "pn": pn, "pm": pm},
                   cases * dim * dim * np.dtype(dt).itemsize, sme=True)
    want = np.frombuffer(out, dtype=FMT[dt][0]).reshape(cases, dim, dim)
    for k in range(cases):
        za = np.zeros((dim * 4, dim), dt)
        tile = za[2::4]
        tile[...] = tiles[k]
        fp_mop.fmopa(tile, zn[k], zm[k], pn[k] != 0, pm[k] != 0, negate)
        assert bitsof(tile) == [int(v) for v in want[k].ravel()], k


@needs_qemu
@pytest.mark.parametrize("kind", ["f16", "bf16"])
@pytest.mark.parametrize("negate", [False, True])
def test_qemu_widening_mopa(tmp_path, kind, negate):
    dim = SVL // 4
    cases = 24
    rng = np.random.default_rng(21 + negate)
    tiles = special_pool(F32, rng, cases * dim * dim).reshape(cases, dim, dim)
    tiles[: cases // 2] = (rng.standard_normal((cases // 2, dim, dim)) * 8).astype(F32)
    if kind == "f16":
        zn = special_pool(F16, rng, cases * 2 * dim).reshape(cases, 2 * dim).view(np.uint16)
        zm = special_pool(F16, rng, cases * 2 * dim).reshape(cases, 2 * dim).view(np.uint16)
    else:
        def bf(n):
            x = special_pool(F32, rng, n).view(np.uint32) >> np.uint32(16)
            sub = rng.integers(0, 6, n) == 0    # some bf16 subnormals
            x = np.where(sub, x & np.uint32(0x807F), x)
            return x.astype(np.uint16)
        zn = bf(cases * 2 * dim).reshape(cases, 2 * dim)
        zm = bf(cases * 2 * dim).reshape(cases, 2 * dim)
        small = tiles[cases // 2:].view(np.uint32)
        small[:, ::2] &= np.uint32(0x807FFFFF)   # subnormal accumulators (flushed)
    pn = (rng.integers(0, 4, (cases, 2 * dim)) != 0).astype(np.uint16)
    pm = (rng.integers(0, 4, (cases, 2 * dim)) != 0).astype(np.uint16)
    pn[:4] = 1
    pm[:4] = 1
    mn = "bf" if kind == "bf16" else "f"
    insn = f"{mn}{'mops' if negate else 'mopa'} za0.s, p1/m, p2/m, z1.h, z2.h"
    out = run_qemu(tmp_path, _mop_program(cases, F32, "h", insn, "h"),
                   {"tiles": tiles, "zn": zn, "zm": zm, "pn": pn, "pm": pm},
                   cases * dim * dim * 4, sme=True)
    want = np.frombuffer(out, dtype=np.uint32).reshape(cases, dim, dim)
    for k in range(cases):
        za = np.zeros((dim * 4, dim), F32)
        tile = za[0::4]
        tile[...] = tiles[k]
        if kind == "f16":
            fp_mop.fmopa_widening_f16(tile, zn[k].view(F16), zm[k].view(F16), pn[k] != 0,
                                  pm[k] != 0, negate)
        else:
            fp_mop.bfmopa_widening(tile, zn[k], zm[k], pn[k] != 0, pm[k] != 0, negate)
        got = bitsof(tile)
        w = [int(v) for v in want[k].ravel()]
        assert got == w, (k, [(i, hex(g), hex(x)) for i, (g, x) in enumerate(zip(got, w))
                              if g != x][:4])


def test_bf16_helpers():
    f = np.array([1.0, 1.00390625, 1.005859375, 3.0e38, -0.0], F32)
    b = fp_mop.f32_to_bf16_bits(f)
    assert [int(x) for x in b] == [0x3F80, 0x3F80, 0x3F81, 0x7F62, 0x8000]
    assert bitsof(fp_mop.bf16_to_f32_bits(b).view(F32))[0] == 0x3F800000
    assert [int(x) for x in fp_mop.f32_to_bf16_bits(u32(0x7F800001, 0xFFC12345))] == [0x7FC0, 0xFFC1]


def test_no_input_mutation_and_no_warnings():
    import warnings
    a = u32(Q32, S32, 0x7F800000, 0, 0x00000001)
    b = u32(0x7F800000, 0xFF800000, 0xFF800000, 0, 0x80000001)
    a0, b0 = a.copy(), b.copy()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for f in (fp.fadd, fp.fsub, fp.fmul, fp.fdiv, fp.fmax, fp.fminnm):
            f(a, b)
        fp.fmla(a, b, a)
        fp.fsqrt(b)
        fp.fcvt(a, F16)
        tile = np.array(np.broadcast_to(a, (5, 5)))
        fp_mop.fmopa(tile, a, b, np.ones(5, bool), np.ones(5, bool))
    assert bitsof(a) == bitsof(a0) and bitsof(b) == bitsof(b0)
