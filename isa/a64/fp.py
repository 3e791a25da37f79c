"""Vectorised Arm floating-point semantics (FPCR as Linux leaves it: RNE, no FZ/DN/AH).

Bit-exact with the oracle, QEMU 11.1 user mode (softfloat with the Arm NaN rules):

* ``pickNaN`` (softfloat-specialize.c.inc, TARGET_ARM) = FPProcessNaNs: first signalling
  NaN, quietened; else first quiet NaN.  Invalid operations (inf-inf, 0*inf, 0/0, inf/inf,
  sqrt(-x)) give the default NaN 0x7e00 / 0x7fc00000 / 0x7ff8000000000000 (numpy on x86
  gives the *negative* NaN, so every NaN result is rewritten here).
* ``pickNaNMulAdd`` (TARGET_ARM): inf*0 with a quiet-NaN addend -> default NaN; then
  sNaN c, sNaN a, sNaN b, qNaN c, qNaN a, qNaN b (the Arm ARM puts the addend first).
* No flushing of subnormals, overflow to infinity.

numpy's own float ops are IEEE with RNE, so plain numpy gives the right numbers; this
module fixes NaNs and emulates fused operations (numpy rounds a*b+c twice).
Everything runs under a local "ignore all" FP error state, so no numpy warnings escape.
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

__all__ = [
    "fadd", "fsub", "fmul", "fdiv", "fmax", "fmin", "fmaxnm", "fminnm", "fsqrt",
    "fneg", "fabs", "famax", "famin", "fmla", "faddv", "fcvt", "fp_errstate", "default_nan_bits",
    "round_to_odd_f64_sum", "fma_f64", "fcvt_odd_f32",
]

F16, F32, F64 = np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)

# dtype -> (unsigned int dtype, mantissa bits, exponent bits)
_FMT = {F16: (np.dtype(np.uint16), 10, 5), F32: (np.dtype(np.uint32), 23, 8),
        F64: (np.dtype(np.uint64), 52, 11)}


def _consts(dt):
    ut, mb, eb = _FMT[dt]
    t = ut.type
    sign = t(1 << (mb + eb))
    absmask = t((1 << (mb + eb)) - 1)
    expmask = t(((1 << eb) - 1) << mb)
    qbit = t(1 << (mb - 1))
    dnan = t(expmask | qbit)
    return ut, sign, absmask, expmask, qbit, dnan


_C = {dt: _consts(dt) for dt in _FMT}


def default_nan_bits(dtype) -> int:
    """Arm FPDefaultNaN bit pattern (positive, quiet bit only)."""
    return int(_C[np.dtype(dtype)][5])


# ---------------------------------------------------------------- FP error state
try:  # numpy >= 2: a context variable holds the error state; entering it is ~0.1 us
    from numpy._core._ufunc_config import _extobj_contextvar as _ECV
    from numpy._core._ufunc_config import _make_extobj

    _IGNORE = _make_extobj(all="ignore")
    _RAISE = _make_extobj(all="raise")

    class fp_errstate:
        """Local numpy FP error state: ignore everything, or raise (fast-path probes)."""
        __slots__ = ("_obj", "_tok")

        def __init__(self, raising: bool = False):
            self._obj = _RAISE if raising else _IGNORE

        def __enter__(self):
            self._tok = _ECV.set(self._obj)

        def __exit__(self, *exc):
            _ECV.reset(self._tok)
except Exception:  # pragma: no cover - older numpy
    _ECV = _RAISE = None

    def fp_errstate(raising: bool = False):
        return np.errstate(all="raise" if raising else "ignore")


# ---------------------------------------------------------------- helpers
def _arr(x):
    a = np.asarray(x)
    if a.dtype not in _FMT:
        raise TypeError(f"unsupported float dtype {a.dtype}")
    return a


def _bits(a):
    return a.view(_C[a.dtype][0])


def _isnan_bits(u, dt):
    _, _, absm, expm, _, _ = _C[dt]
    return (u & absm) > expm


def _issnan_bits(u, dt):
    _, _, absm, expm, qbit, _ = _C[dt]
    return ((u & absm) > expm) & ((u & qbit) == 0)


def _process_nans(result, ops, default_mask=None):
    """Rewrite NaN results per FPProcessNaNs over ``ops`` (in Arm operand order).

    Where no operand is a NaN the result NaN came from an invalid operation: default NaN.
    ``default_mask`` forces the default NaN (pickNaNMulAdd's inf*0 + qNaN rule).
    """
    dt = result.dtype
    ut, _, _, _, qbit, dnan = _C[dt]
    r = _bits(result)
    rn = _isnan_bits(r, dt)
    if not rn.any():
        return result
    out = np.full(r.shape, dnan, dtype=ut)
    bits = [np.broadcast_to(_bits(o), r.shape) for o in ops]
    # Apply in reverse priority so the first applicable rule wins.
    for b in reversed(bits):               # quiet NaNs, last operand first
        out = np.where(_isnan_bits(b, dt), b, out)
    for b in reversed(bits):               # signalling NaNs beat quiet ones
        out = np.where(_issnan_bits(b, dt), b | qbit, out)
    if default_mask is not None:
        out = np.where(default_mask, dnan, out)
    return np.where(rn, out, r).view(dt)


process_nans = _process_nans  # public name for the AdvSIMD families (isa.a64.simd_fp)


def _same(a, b):
    a, b = _arr(a), _arr(b)
    if a.dtype != b.dtype:
        raise TypeError(f"dtype mismatch {a.dtype} vs {b.dtype}")
    return a, b


def _binop(a, b, op):
    a, b = _same(a, b)
    dt = a.dtype
    with fp_errstate():
        if dt == F16:  # exact (add/sub/mul) or 53-bit (div) in f64, then one rounding
            r = op(a.astype(F64), b.astype(F64)).astype(F16)
        else:
            r = op(a, b)
    return _process_nans(np.asarray(r, dtype=dt), (a, b))


def fadd(a, b):
    """FADD: IEEE RNE sum, Arm NaN rules (QEMU float*_add)."""
    return _binop(a, b, np.add)


def fsub(a, b):
    """FSUB a - b (QEMU float*_sub)."""
    return _binop(a, b, np.subtract)


def fmul(a, b):
    """FMUL (QEMU float*_mul); 0*inf -> default NaN."""
    return _binop(a, b, np.multiply)


def fdiv(a, b):
    """FDIV a / b (QEMU float*_div); 0/0, inf/inf -> default NaN, x/0 -> inf."""
    return _binop(a, b, np.divide)


def fneg(a):
    """FNEG: flip the sign bit only (NaNs included)."""
    a = _arr(a)
    return (_bits(a) ^ _C[a.dtype][1]).view(a.dtype)


def fabs(a):
    """FABS: clear the sign bit only (NaNs included)."""
    a = _arr(a)
    return (_bits(a) & _C[a.dtype][2]).view(a.dtype)


def fsqrt(a):
    """FSQRT (QEMU float*_sqrt): sqrt(-0) = -0, sqrt(x<0) -> default NaN."""
    a = _arr(a)
    dt = a.dtype
    with fp_errstate():
        if dt == F16:  # 53 >= 2*11+2: the double rounding is innocuous
            r = np.sqrt(a.astype(F64)).astype(F16)
        else:
            r = np.sqrt(a)
    return _process_nans(np.asarray(r, dtype=dt), (a,))


# ---------------------------------------------------------------- min / max
def _order_key(u, dt):
    """Signed integer key that orders non-NaN floats totally, with -0 < +0."""
    _, sign, absm, _, _, _ = _C[dt]
    mag = (u & absm).astype(np.int64)
    return np.where((u & sign) != 0, -mag - 1, mag)


def _minmax(a, b, want_max, num):
    """QEMU parts_minmax: FMAX/FMIN (pick_nan) and FMAXNM/FMINNM (minmax_isnum)."""
    a, b = _same(a, b)
    dt = a.dtype
    ua, ub = np.broadcast_arrays(_bits(a), _bits(b))
    ka, kb = _order_key(ua, dt), _order_key(ub, dt)
    pick_a = ka >= kb if want_max else ka <= kb
    r = np.where(pick_a, ua, ub)
    na, nb = _isnan_bits(ua, dt), _isnan_bits(ub, dt)
    anyn = na | nb
    if anyn.any():
        qbit = _C[dt][4]
        sa, sb = _issnan_bits(ua, dt), _issnan_bits(ub, dt)
        nanres = np.where(sa, ua | qbit, np.where(sb, ub | qbit, np.where(na, ua, ub)))
        if num:  # exactly one quiet NaN and no sNaN: return the number
            only_q = anyn & ~(sa | sb) & ~(na & nb)
            nanres = np.where(only_q, np.where(na, ub, ua), nanres)
        r = np.where(anyn, nanres, r)
    return np.ascontiguousarray(r).view(dt)


def fmax(a, b):
    """FMAX: max(-0,+0)=+0; NaN operands per FPProcessNaNs."""
    return _minmax(a, b, True, False)


def fmin(a, b):
    """FMIN: min(-0,+0)=-0."""
    return _minmax(a, b, False, False)


def fmaxnm(a, b):
    """FMAXNM (IEEE maxNum): a quiet NaN loses to a number; sNaN -> quietened NaN."""
    return _minmax(a, b, True, True)


def fminnm(a, b):
    """FMINNM (IEEE minNum)."""
    return _minmax(a, b, False, True)


def _absminmax(op):
    def f(a, b):
        r = op(fabs(a), fabs(b))
        nan = np.isnan(a) | np.isnan(b)
        return np.where(nan, op(a, b), r).astype(r.dtype) if nan.any() else r
    return f


famax = _absminmax(fmax)
famax.__doc__ = """FAMAX (FEAT_FAMINMAX, Arm ARM FPAbsMax): the larger magnitude; NaN operands are
processed as they are (sign kept), as QEMU's famax helpers do."""
famin = _absminmax(fmin)
famin.__doc__ = """FAMIN (FPAbsMin): the smaller magnitude; NaNs as for :func:`famax`."""


# ---------------------------------------------------------------- fused multiply-add
def round_to_odd_f64_sum(x, y):
    """Return RO53(x + y) for finite f64 arrays: TwoSum error, then make the f64 sum odd
    (one ulp toward the error) when it is inexact and even.  Rounding that to a format
    with <= 51 significand bits then rounds the exact sum only once (Boldo-Melquiond).
    Non-finite lanes are returned as the plain sum.  Caller holds fp_errstate()."""
    s = x + y
    bb = s - x
    e = (x - (s - bb)) + (y - bb)
    inexact = e != 0
    if not inexact.any():  # every sum exact (or NaN/inf lanes): nothing to round to odd
        return s
    need = inexact & ((s.view(np.int64) & 1) == 0) & np.isfinite(e)
    if need.any():
        s = np.where(need, np.nextafter(s, np.copysign(np.inf, e)), s)
    return s


def _muladd_nans(r, c, a, b):
    """pickNaNMulAdd (TARGET_ARM) on the NaN lanes of ``r``."""
    dt = r.dtype
    if not np.isnan(r).any():  # a NaN operand or inf*0 always gives a NaN lane: nothing to do
        return r
    with fp_errstate():
        infzero = (np.isinf(a) & (b == 0)) | ((a == 0) & np.isinf(b))
    qc = _isnan_bits(_bits(c), dt) & ~_issnan_bits(_bits(c), dt)
    return _process_nans(r, (c, a, b), default_mask=np.broadcast_to(infzero & qc, r.shape))


muladd_nans = _muladd_nans  # public name for the bfloat16 kernels (isa.a64.bf16)


def fma_f64(c, a, b):
    """Correctly rounded c + a*b for finite float64 arrays (no NaN processing).

    Boldo-Melquiond: (uh, ul) = TwoProduct(a, b) via Veltkamp/Dekker, (th, tl) =
    TwoSum(c, uh), v = RO(tl + ul), result RN(th + v).  Lanes where the error-free
    transformations could under/overflow fall back to exact rational arithmetic.
    Caller holds fp_errstate()."""
    c, a, b = np.broadcast_arrays(c, a, b)
    out = c + a * b  # right for zero products (signs of zero) and non-finite lanes ...
    finab = np.isfinite(a) & np.isfinite(b)
    out = np.where(np.isinf(c) & finab, c, out)  # ... except inf + (a*b overflowing)
    aa, ab, ac = np.abs(a), np.abs(b), np.abs(c)
    uh = a * b
    au = np.abs(uh)
    lim = 2.0 ** 990
    safe = ((aa <= lim) & (ab <= lim) & (ac <= 2.0 ** 1000) & (au <= 2.0 ** 1000)
            & (au >= 2.0 ** -900))
    if safe.any():
        sp = 134217729.0  # 2**27 + 1
        g = sp * a
        ah = g - (g - a)
        al = a - ah
        g = sp * b
        bh = g - (g - b)
        bl = b - bh
        ul = ((ah * bh - uh) + ah * bl + al * bh) + al * bl
        th = c + uh
        z = th - c
        tl = (c - (th - z)) + (uh - z)
        v = round_to_odd_f64_sum(tl, ul)
        r = th + v
        ok = safe & (np.abs(r) >= 2.0 ** -900)
        out = np.where(ok, r, out)
    else:
        ok = safe
    fin = finab & np.isfinite(c) & (a != 0) & (b != 0)
    slow = fin & ~ok
    if slow.any():
        out = np.array(out, copy=True)
        for idx in zip(*np.nonzero(slow)):
            out[idx] = _fma_exact(float(c[idx]), float(a[idx]), float(b[idx]))
    return out


def _fma_exact(c, a, b):
    """One-element exact c + a*b rounded to f64 (CPython int division is correctly
    rounded, half-even, with gradual underflow)."""
    x = Fraction(c) + Fraction(a) * Fraction(b)
    if x == 0:
        return 0.0  # exact cancellation with a nonzero product: +0 in RNE
    try:
        return x.numerator / x.denominator
    except OverflowError:
        return float("inf") if x > 0 else float("-inf")


def fmla(addend, a, b, negate=False):
    """FMLA/FMLS: addend + (+-a)*b with one rounding (QEMU float*_muladd, sve_fmla_zpzzz).

    FMLS negates op1 by flipping its sign bit before the fused op (QEMU do_fmla_zpzzz_*
    ``neg1 = 0x8000...``), so a NaN in ``a`` comes out with its sign flipped.  NaNs per
    pickNaNMulAdd with addend first."""
    c = _arr(addend)
    a, b = _same(a, b)
    if c.dtype != a.dtype:
        raise TypeError("dtype mismatch")
    if negate:
        a = fneg(a)
    dt = a.dtype
    with fp_errstate():
        if dt == F64:
            r = fma_f64(c, a, b)
        else:  # product exact in f64; sum rounded to odd; one final rounding
            p = a.astype(F64) * b.astype(F64)
            r = round_to_odd_f64_sum(p, c.astype(F64)).astype(dt)
    r = np.asarray(r, dtype=dt)
    return _muladd_nans(r, c, a, b)


# an f64 holding a value on a float32 rounding midpoint: its mantissa bits below float32
# precision are exactly half an f32 ulp, (bits & MID_MASK_F32) == MID_F32
MID_MASK_F32 = np.int64(0x1FFFFFFF)
MID_F32 = np.int64(0x10000000)


def fmla_s_fast(n: int):
    """``run(c, a, b, negate) -> float32 array or None``: :func:`fmla` on ``n`` float32 lanes
    with scratch allocated here once, for the SVE hot loop. The common case in float64 under
    an FP state that raises: exact products, one RN53 sum with the addend, then the f32
    rounding -- which is the single rounding of the exact sum unless the f64 sum sits on an
    f32 rounding midpoint (checked), and is an inexact subnormal or an overflow only when
    numpy raises on the cast (tininess after rounding still flags every subnormal midpoint,
    as those are exact at 24 bits). ``None`` (nothing written; the result goes to scratch
    first) when any lane needs :func:`fmla`: sNaN (invalid on the f64 conversion), inf*0,
    inf-inf, NaN/inf sums (invalid on the int64 cast, which also sends the rare sums of
    2^63 and more to :func:`fmla`), midpoints, overflow, inexact subnormals. The returned
    array is the scratch, valid until the next call."""
    s, t, r = np.empty(n), np.empty(n, np.int64), np.empty(n, F32)
    mask, mid = np.full(n, MID_MASK_F32), np.full(n, MID_F32)  # arrays: no scalar conversion
    sbits = s.view(np.int64)
    mul, add, neg, band, bxor, copyto = (
        np.multiply, np.add, np.negative, np.bitwise_and, np.bitwise_xor, np.copyto)
    from numpy._core._multiarray_umath import count_nonzero as count

    def run(c, a, b, negate):
        tok = _ECV.set(_RAISE)
        try:
            mul(a, b, out=s, dtype=F64)                 # exact products
            if negate:
                neg(s, out=s)
            add(s, c, out=s)                            # RN53(c + p)
            copyto(t, s, casting="unsafe")              # NaN, inf (and |sum| >= 2^63) raise
            band(sbits, mask, out=t)
            bxor(t, mid, out=t)                         # zero exactly on a midpoint
            if count(t) != n:
                return None
            copyto(r, s, casting="same_kind")           # overflow / inexact subnormal raise
        except FloatingPointError:
            return None
        finally:
            _ECV.reset(tok)
        return r
    return run if _ECV is not None else (lambda c, a, b, negate: None)


# ---------------------------------------------------------------- reduction
def faddv(vec, active):
    """FADDV: QEMU sve_faddv_* -- inactive lanes become +0.0 (float*_zero), the vector is
    padded with +0.0 to a power of two, then reduced as a pairwise tree
    (reduce(lo half) + reduce(hi half)).  Returns a 0-d array of the element dtype."""
    v = _arr(vec).ravel()
    dt = v.dtype
    act = np.asarray(active, dtype=bool).ravel()
    n = v.size
    p2 = 1
    while p2 < n:
        p2 *= 2
    data = np.zeros(p2, dtype=dt)
    data[:n] = np.where(act, v, np.zeros((), dt))
    while data.size > 1:
        data = fadd(data[0::2], data[1::2])
    return data.reshape(())


# ---------------------------------------------------------------- conversion
def fcvt(a, to_dtype):
    """FCVT between f16/f32/f64 (QEMU float*_to_float* with ieee=true, FPCR.DN=0):
    RNE, overflow to inf, subnormals kept; NaN: quiet bit set, sign kept, payload's top
    bits kept (narrowing truncates, widening appends zeros)."""
    a = _arr(a)
    src, dst = a.dtype, np.dtype(to_dtype)
    if dst not in _FMT:
        raise TypeError(f"unsupported target {dst}")
    with fp_errstate():
        r = np.asarray(a.astype(dst))
    u = _bits(a)
    nan = _isnan_bits(u, src)
    if nan.any():
        sut, ssign, _, _, _, _ = _C[src]
        dut, dsign, _, dexp, dq, _ = _C[dst]
        smb, dmb = _FMT[src][1], _FMT[dst][1]
        frac = (u & sut.type((1 << smb) - 1)).astype(np.uint64)
        frac = frac >> np.uint64(smb - dmb) if smb > dmb else frac << np.uint64(dmb - smb)
        neg = (u & ssign) != 0
        nb = (frac.astype(dut) | dexp | dq | np.where(neg, dsign, dut.type(0))).astype(dut)
        r = np.where(nan, nb, _bits(r)).view(dst)
    return r


def fcvt_odd_f32(a):
    """FCVTX/FCVTXN/FCVTXNT: double to single rounding to odd (Arm ARM FPRoundOdd: truncate,
    then set the lowest bit when inexact; an overflow gives the largest finite single, as
    QEMU's float_round_to_odd does). NaNs and infinities as :func:`fcvt`."""
    x = _arr(a)
    with fp_errstate():
        r = x.astype(F32)
        fin = np.isfinite(x)
        over = fin & (np.abs(r.astype(F64)) > np.abs(x))
        r = np.where(over, np.nextafter(r, np.float32(0)), r)
        inexact = fin & (r.astype(F64) != x)
        r = (r.view(np.uint32) | inexact.astype(np.uint32)).view(F32)
    return np.where(fin, r, fcvt(x, F32))
