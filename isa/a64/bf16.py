"""BFloat16 arithmetic on bit patterns (uint16 arrays), for FEAT_SVE_B16B16 and SME2 B16B16.

BFloat16 is the top half of a binary32 (8 exponent bits, 7 fraction bits), so ``h << 16`` is
an exact float32 and NaN/signalling tests carry over. Results are computed exactly in float64
(a product of two bfloat16 values has 16 significant bits; a sum of two rounds once to 53
bits, which is innocuous before an 8-bit rounding: 53 >= 2*8 + 2) and then rounded once to
bfloat16 here, to nearest even, with gradual underflow and overflow to infinity (FPCR = 0, as
Linux leaves it; QEMU 11.1 ``bfloat16_add``/``_mul``/``_muladd`` with the Arm NaN rules).
The fused multiply-add rounds the float64 sum to odd first (Boldo-Melquiond), so the result
is the single rounding of the exact a*b + c. NaN results come from :mod:`isa.a64.fp` on the
float32 images (FPProcessNaNs / pickNaNMulAdd; default NaN 0x7FC0).
"""
from __future__ import annotations

import numpy as np

from . import fp

F32, F64 = np.float32, np.float64


def widen(h) -> np.ndarray:
    """bfloat16 bits -> float32 values (exact)."""
    return (np.asarray(h).astype(np.uint32) << np.uint32(16)).view(F32)


def round_f64(x) -> np.ndarray:
    """float64 values -> float32 values that are exactly bfloat16 (round to nearest even,
    subnormal quantum 2^-133, overflow to infinity). NaNs and infinities pass through."""
    x = np.asarray(x, F64)
    with fp.fp_errstate():
        _, e = np.frexp(x)                         # |x| = m * 2^e, 0.5 <= m < 1
        q = np.maximum(e - 1, -126) - 7            # the exponent of one unit in the last place
        r = np.ldexp(np.rint(np.ldexp(x, -q)), q)  # exact scaling, one RNE rounding
        r = np.where(np.isfinite(x), r, x)
        return r.astype(F32)                       # exact, or an overflow to infinity


def narrow(f) -> np.ndarray:
    """float32 values that are exactly bfloat16 (NaNs included) -> bfloat16 bits."""
    return (np.ascontiguousarray(f, F32).view(np.uint32) >> np.uint32(16)).astype(np.uint16)


def _binary(op, a, b):
    x, y = widen(a), widen(b)
    with fp.fp_errstate():
        r = round_f64(op(x.astype(F64), y.astype(F64)))
    return narrow(fp.process_nans(r, (x, y)))


def add(a, b):
    """BFADD (Arm ARM BFADD: FPAdd on bfloat16)."""
    return _binary(np.add, a, b)


def sub(a, b):
    """BFSUB: a - b."""
    return _binary(np.subtract, a, b)


def mul(a, b):
    """BFMUL: 0 * inf gives the default NaN."""
    return _binary(np.multiply, a, b)


def fma(c, a, b, negate: bool = False):
    """BFMLA/BFMLS: c + (+-a)*b with one rounding; BFMLS flips the sign bit of ``a`` first
    (NaNs included), as the Arm ARM's BFMLS and QEMU's ``neg1`` do."""
    a = np.asarray(a, np.uint16)
    if negate:
        a = a ^ np.uint16(0x8000)
    x, y, z = widen(a), widen(b), widen(c)
    with fp.fp_errstate():
        s = fp.round_to_odd_f64_sum(x.astype(F64) * y.astype(F64), z.astype(F64))
        r = round_f64(s)
    return narrow(fp.muladd_nans(r, z, x, y))


def _minmax(fn):
    def op(a, b):
        return narrow(fn(widen(a), widen(b)))
    op.__doc__ = f"BF{fn.__name__.upper()}: {fn.__doc__}"
    return op


max_ = _minmax(fp.fmax)
min_ = _minmax(fp.fmin)
maxnm = _minmax(fp.fmaxnm)
minnm = _minmax(fp.fminnm)
OPS = {"bfadd": add, "bfsub": sub, "bfmul": mul, "bfmax": max_, "bfmin": min_,
       "bfmaxnm": maxnm, "bfminnm": minnm}
