"""Element kernels of the SME2 ZA-array arithmetic (and the SVE2 widening FMLALB/FMLALT family).

Each kernel takes numpy arrays of one vector's elements and returns the new accumulator vector.
Floating point follows QEMU 11.1 (target/arm/tcg/vec_helper.c, sme_helper.c), which follows the
Arm ARM pseudocode:

* ZA destinations use the ``FPST_ZA`` float status: the A64 one with default-NaN mode, so every
  NaN result is the default NaN (``fmla_za``, ``fmlal_za``, ``fdot_za``).
* FMLAL/FMLSL widen each half-precision operand exactly (``float16_to_float32_by_bits``: the
  NaN payload moves up, a signalling NaN stays signalling), then one fused float32 multiply-add;
  FMLSL flips the sign of the Zn half first. BFMLAL widens bf16 by ``<< 16``.
* FDOT (``f16_dotadd``): both products and their sum rounded once to float32, then a separate
  (non-fused) float32 addition into the accumulator.
* BFDOT (``bfdotadd`` with FPCR.EBF = 0): products and sums rounded to odd, subnormal inputs and
  outputs flushed to zero, default NaN -- the same arithmetic as BFMOPA (:mod:`fp_mop`).
"""
from __future__ import annotations

import numpy as np

from . import fp
from .fp_mop import _ftz, _ro24_ftz, bf16_to_f32_bits, f32_to_bf16_bits
from .fp import F32, F64, fp_errstate, round_to_odd_f64_sum

_DN = {F32: np.uint32(0x7FC00000), F64: np.uint64(0x7FF8000000000000)}
_U = {F32: np.uint32, F64: np.uint64}


def default_nan(r: np.ndarray) -> np.ndarray:
    """Every NaN lane of ``r`` becomes the default NaN (FPCR.DN = 1)."""
    dt = r.dtype
    with fp_errstate():
        return np.where(np.isnan(r), _DN[dt], r.view(_U[dt])).view(dt)


def f16_to_f32_bits(h: np.ndarray) -> np.ndarray:
    """Half-precision bit patterns (uint16) widened exactly to float32 (QEMU
    ``float16_to_float32_by_bits``: NaN payloads shift up, signalling NaNs stay signalling)."""
    h = np.asarray(h, dtype=np.uint16)
    with fp_errstate():
        f = h.view(np.float16).astype(F32).view(np.uint32)
    u = h.astype(np.uint32)
    nan = (u & 0x7FFF) > 0x7C00
    nb = ((u & 0x8000) << 16) | np.uint32(0x7F800000) | ((u & 0x3FF) << 13)
    return np.where(nan, nb, f).view(F32)


def fmla_za(acc: np.ndarray, n: np.ndarray, m: np.ndarray, neg: bool) -> np.ndarray:
    """FMLA/FMLS into ZA (.S or .D): fused ``acc + (-)n*m``, default NaN."""
    return default_nan(fp.fmla(acc, n, m, neg))


def widen(h: np.ndarray, bf16: bool) -> np.ndarray:
    """16-bit floating-point bit patterns -> float32 (f16 exactly, or bf16 ``<< 16``)."""
    return bf16_to_f32_bits(h).view(F32) if bf16 else f16_to_f32_bits(h)


def fmlal(acc: np.ndarray, n16: np.ndarray, m16: np.ndarray, neg: bool, bf16: bool,
          za: bool) -> np.ndarray:
    """FMLAL/FMLSL/BFMLAL/BFMLSL per 32-bit lane: fused ``acc + (-n)*m`` of the widened halves.
    ``za``: into ZA (default NaN); otherwise the SVE2 B/T forms (Arm NaN propagation)."""
    if neg:
        n16 = n16 ^ np.uint16(0x8000)
    r = fp.fmla(acc, widen(n16, bf16), widen(m16, bf16))
    return default_nan(r) if za else r


def fdot(acc: np.ndarray, n16: np.ndarray, m16: np.ndarray) -> np.ndarray:
    """FDOT (2-way f16 -> f32) into ZA: ``acc + round32(n0*m0 + n1*m1)``, default NaN.
    ``n16``/``m16`` are uint16 arrays of twice the length of ``acc``."""
    with fp_errstate():
        nf = n16.view(np.float16).astype(F64).reshape(-1, 2)
        mf = m16.view(np.float16).astype(F64).reshape(-1, 2)
        t = round_to_odd_f64_sum(nf[:, 0] * mf[:, 0], nf[:, 1] * mf[:, 1]).astype(F32)
        r = np.add(acc, t)
    return default_nan(r)


def bfdot(acc: np.ndarray, n16: np.ndarray, m16: np.ndarray) -> np.ndarray:
    """BFDOT (2-way bf16 -> f32), QEMU ``bfdotadd`` with FPCR.EBF = 0."""
    with fp_errstate():
        nf = _ftz(bf16_to_f32_bits(n16).view(F32).astype(F64)).reshape(-1, 2)
        mf = _ftz(bf16_to_f32_bits(m16).view(F32).astype(F64)).reshape(-1, 2)
        t1 = _ro24_ftz(nf[:, 0] * mf[:, 0])
        t2 = _ro24_ftz(nf[:, 1] * mf[:, 1])
        t = _ro24_ftz(round_to_odd_f64_sum(t1, t2))
        s = _ftz(acc.astype(F64))
        r = _ro24_ftz(round_to_odd_f64_sum(s, t)).astype(F32)
    return default_nan(r)


# ---------------------------------------------------------------- 16-bit ZA arithmetic
# FEAT_SME_F16F16 / FEAT_SME_B16B16: FMLA/FADD into ZA.H groups, FMOPA/BFMOPA into ZA.H tiles
_DN16 = {False: np.uint16(0x7E00), True: np.uint16(0x7FC0)}  # f16, bf16 default NaN


def _ro24(x: np.ndarray) -> np.ndarray:
    """float64 -> float32 rounded to odd (truncate, then set the last bit when inexact): a
    later rounding to bfloat16 is then correct (24 bits >= 8 + 2)."""
    with fp_errstate():
        r = x.astype(F32)
        back = r.astype(F64)
        over = np.abs(back) > np.abs(x)
        r = np.where(over & np.isfinite(x), np.nextafter(r, np.float32(0)), r)
        inexact = (r.astype(F64) != x) & np.isfinite(x)
    return (r.view(np.uint32) | inexact.astype(np.uint32)).view(F32)


def _to16(x: np.ndarray, bf16: bool) -> np.ndarray:
    """float64 results -> 16-bit patterns (one rounding), NaNs as the default NaN."""
    with fp_errstate():
        nan = np.isnan(x)
        bits = f32_to_bf16_bits(_ro24(x)) if bf16 else x.astype(np.float16).view(np.uint16)
    return np.where(nan, _DN16[bf16], bits).astype(np.uint16)


def _from16(h: np.ndarray, bf16: bool) -> np.ndarray:
    return (bf16_to_f32_bits(h).view(F32) if bf16 else f16_to_f32_bits(h)).astype(F64)


def fma16(acc: np.ndarray, n: np.ndarray, m: np.ndarray, neg: bool, bf16: bool) -> np.ndarray:
    """acc + (-)n*m on 16-bit patterns: the product is exact in float64, the sum exact or
    rounded to odd there, then rounded once to the 16-bit format."""
    with fp_errstate():
        a, x, y = _from16(acc, bf16), _from16(n, bf16), _from16(m, bf16)
        p = -(x * y) if neg else x * y
        s = round_to_odd_f64_sum(a, p)
        s = np.where(np.isfinite(a) & np.isfinite(p), s, a + p)
    return _to16(s, bf16)


def add16(acc: np.ndarray, m: np.ndarray, sub: bool, bf16: bool) -> np.ndarray:
    with fp_errstate():
        a, y = _from16(acc, bf16), _from16(m, bf16)
        s = a - y if sub else a + y  # exact in float64 (or far below half an ulp)
    return _to16(s, bf16)


