"""Floating-point rounding and conversion helpers shared by the scalar and AdvSIMD forms (Arm ARM
J1 pseudocode: FPRoundInt, FPToFixed, FixedToFP, VFPExpandImm's text form)."""
from __future__ import annotations

import math

import numpy as np

from . import fp
from .table import Args

# binary16/32/64: (significand bits incl. the hidden one, minimum normal exponent, max exponent)
_FORMAT = {2: (11, -14, 15), 4: (24, -126, 127), 8: (53, -1022, 1023)}


def _round_away(x):
    """Round to nearest, ties away from zero (FRINTA)."""
    t = np.trunc(x)
    return np.where(np.abs(x - t) >= 0.5, t + np.copysign(1.0, x), t)


# FRINT<r>: N nearest even, P +inf, M -inf, Z zero, A nearest away, X/I the FPCR mode (RNE)
FRINT = {"frintn": np.rint, "frintp": np.ceil, "frintm": np.floor, "frintz": np.trunc,
         "frinta": _round_away, "frintx": np.rint, "frinti": np.rint}


def frint(fn):
    """FRINT<r> on an array in its own format, with a quietened NaN for a NaN operand."""
    def op(v):
        with fp.fp_errstate():
            r = np.copysign(fn(v.astype(np.float64)), v.astype(np.float64)).astype(v.dtype)
        return fp._process_nans(r, (v,))
    return op


def round_to_float(num: int, fbits: int, esz: int) -> float:
    """``num / 2**fbits`` rounded once (nearest, ties to even) to binary16/32/64, as a Python
    float (exact in binary64); overflow gives infinity. Zero gives +0.0."""
    if num == 0:
        return 0.0
    p, emin, emax = _FORMAT[esz]
    mag = abs(num)
    e = mag.bit_length() - 1 - fbits            # 2**e <= |x| < 2**(e+1)
    q = max(e, emin) - (p - 1)                   # exponent of one ulp
    sh = fbits + q                               # |x| / 2**q = mag / 2**sh
    if sh <= 0:
        m = mag << -sh
    else:
        m, rem = mag >> sh, mag & ((1 << sh) - 1)
        half = 1 << (sh - 1)
        if rem > half or (rem == half and m & 1):
            m += 1
    if m.bit_length() + q - 1 > emax:
        v = math.inf
    else:
        v = math.ldexp(m, q)
    return -v if num < 0 else v


def _round_int(x: float, mode: str) -> int:
    """FPRoundInt of a finite value to an int: z(ero) n(earest even) a(way) p(+inf) m(-inf)."""
    if mode == "z":
        return math.trunc(x)
    if mode == "p":
        return math.ceil(x)
    if mode == "m":
        return math.floor(x)
    t = math.trunc(x)
    frac = abs(x - t)
    if frac > 0.5 or (frac == 0.5 and (mode == "a" or t & 1)):
        return t + (1 if x > 0 else -1)
    return t


def to_fixed(v: float, fbits: int, width: int, signed: bool, mode: str = "z") -> int:
    """FPToFixed: round (toward zero by default), saturate to the ``width``-bit range; NaN is 0."""
    if v != v:
        return 0
    lo, hi = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    if math.isinf(v) or math.frexp(v)[1] + fbits > width:  # |v| * 2**fbits >= 2**width
        r = hi if v > 0 else lo
    else:
        r = min(max(_round_int(math.ldexp(v, fbits), mode) if v else 0, lo), hi)
    return r & ((1 << width) - 1)


def float_imm(a: Args, i: int) -> float:
    """The value of a ``#1.5`` floating-point immediate operand."""
    if not a.is_imm(i):
        raise a.error(i, f"expected a floating-point immediate, got '{a.raw[i].text}'", "e.g. #1.0")
    text = a[i].text
    try:
        return float(text)
    except ValueError:
        raise a.error(i, f"bad floating-point immediate '{text}'", "e.g. #1.5") from None
