"""SME floating-point outer products into a ZA tile view, bit-exact with QEMU 11.1.

All of them write into ``tile`` in place (it may be a non-contiguous view of ZA) and
never rebind it; inactive (row, column) pairs are left untouched.

QEMU's float_status per helper (target/arm/tcg/sme_helper.c; programs/sme/*.s check 11.1):
* ``sme_fmopa_s`` / ``sme_fmopa_d``: a copy of the A64 fp_status with
  ``set_default_nan_mode(true)`` -> every NaN result is the default NaN; RNE; no flush
  (FPCR.FZ=0 under Linux).  FMOPS flips the sign bit of Zn (``neg = data << 31``) before
  ``float32_muladd(n, m, a)`` -- irrelevant for NaNs given default-NaN mode.
* ``sme_fmopa_h`` (widening .H -> .S): ``f16_dotadd``: the two products and their sum are
  rounded once to float32 (round-to-odd multiply + ``float64r32_muladd``), then a
  separate, non-fused ``float32_add`` into ZA; default NaN.  Predicates per 16-bit half
  (``f16mop_adj_pair``): negate first, then zero inactive halves; the pair is skipped
  unless ``prow & pcol & 0b0101``.
* ``sme_bfmopa``: ``bfdotadd`` with FPCR.EBF = 0 (as Linux runs): round-to-odd
  (``float_round_to_odd_inf``: overflow still gives inf), flush-to-zero of inputs and outputs, default NaN.  Each
  product is rounded on its own, then t1 + t2, then sum + that.
"""
from __future__ import annotations

import numpy as np

from .fp import (
    _ECV,
    _IGNORE,
    _RAISE,
    F32,
    F64,
    MID_F32,
    MID_MASK_F32,
    fma_f64,
    fp_errstate,
    round_to_odd_f64_sum,
)

__all__ = ["fmopa", "fmopa_s_full", "fmopa_widening_f16", "bfmopa_widening", "bf16_to_f32_bits",
           "f32_to_bf16_bits"]

_DNAN32 = np.uint32(0x7FC00000)
_DNAN64 = np.uint64(0x7FF8000000000000)
_MID_MASK, _MID = MID_MASK_F32, MID_F32  # a float32 rounding midpoint held in an f64


def bf16_to_f32_bits(h):
    """bf16 bit patterns (uint16) -> float32 bit patterns (uint32): ``h << 16``."""
    return np.asarray(h, dtype=np.uint16).astype(np.uint32) << np.uint32(16)


def f32_to_bf16_bits(f):
    """float32 -> bf16 bits with RNE (BFCVT, FPCR.DN=0): NaNs quietened, payload
    truncated; overflow to inf."""
    u = np.asarray(f, dtype=np.float32).view(np.uint32)
    nan = (u & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000)
    rnd = (u >> np.uint32(16)) & np.uint32(1)
    r = ((u + np.uint32(0x7FFF) + rnd) >> np.uint32(16)).astype(np.uint16)
    q = ((u >> np.uint32(16)) | np.uint32(0x40)).astype(np.uint16)
    return np.where(nan, q, r)


def _write(tile, new, row_active, col_active, full):
    if full:
        tile[...] = new
    else:
        np.copyto(tile, new, where=np.logical_and.outer(row_active, col_active))


try:  # the C function itself: numpy's Python wrapper costs more than the count on 16 lanes
    from numpy._core._multiarray_umath import count_nonzero as count_nonzero
except ImportError:  # pragma: no cover - other numpy layouts
    count_nonzero = np.count_nonzero


_add, _and, _xor = np.add, np.bitwise_and, np.bitwise_xor
_mul, _neg, _copyto = np.multiply, np.negative, np.copyto
_MIDS: dict = {}  # shape -> (_MID_MASK, _MID) filled arrays: ufuncs take them faster than scalars


def _mids(shape):
    _MIDS[shape] = np.full(shape, _MID_MASK), np.full(shape, _MID)
    return _MIDS[shape]


def fmopa(tile, zn, zm, row_active, col_active, negate=False):
    """FMOPA/FMOPS (non-widening), .S (float32 tile) or .D (float64 tile):
    ``tile[i, j] = fused(tile[i, j] + (+-zn[i]) * zm[j])`` for active i, j; default NaN."""
    n = tile.shape[0]
    ra, ca = row_active, col_active
    if not (isinstance(ra, np.ndarray) and ra.dtype == np.bool_):
        ra = np.asarray(ra).astype(bool)
    if not (isinstance(ca, np.ndarray) and ca.dtype == np.bool_):
        ca = np.asarray(ca).astype(bool)
    # count_nonzero is far cheaper than .all() on small arrays
    full = count_nonzero(ra) == n and count_nonzero(ca) == n
    if not full and not (ra.any() and ca.any()):
        return
    if tile.dtype == F64:
        _fmopa_d(tile, zn, zm, ra, ca, negate, full)
        return
    if _ECV is None:  # older numpy: no cheap raising FP state, so always the exact path
        _fmopa_s_exact(tile, None, zn, zm, ra, ca, negate, full)
        return
    s, c, t = np.empty((n, n)), np.empty((n, n)), np.empty((n, n), np.int64)
    if not _fmopa_s_fast(tile, zn[:, None], zm, s, c, t, negate, ra, ca, full):
        _fmopa_s_exact(tile, c, zn, zm, ra, ca, negate, full)


def fmopa_s_full(tile, zn_col, zm, s, c, t, negate=False):
    """FMOPA/FMOPS .S with every row and column active, for the simulator's hot loop: the
    caller keeps ``zn_col`` (Zn as a column view) and the scratch arrays ``s``, ``c`` (float64)
    and ``t`` (int64), all (dim, dim), so no call allocates. Same result as :func:`fmopa`."""
    if _ECV is not None and _fmopa_s_fast(tile, zn_col, zm, s, c, t, negate, None, None, True):
        return
    full = np.ones(tile.shape[0], np.bool_)
    _fmopa_s_exact(tile, c.copy() if _ECV is not None else None, zn_col[:, 0], zm, full, full,
                   negate, True)


def _fmopa_s_fast(tile, zn_col, zm, s, c, t, negate, ra, ca, full) -> bool:
    """The common case of FMOPA .S, computed in float64 under an FP state that raises; writes the
    tile and returns True, or returns False (tile untouched or rewritable from ``c``) when the
    exact path is needed: sNaN inputs, inf*0, inf-inf (invalid), NaN/inf/huge sums (the int64
    cast), inexact subnormal results (underflow on the f32 cast), or any f64 sum on an f32
    rounding midpoint (where RN24(RN53(x)) may differ from RN24(x))."""
    tok = _ECV.set(_IGNORE)
    _copyto(c, tile)                                    # the exact path starts from c
    _ECV.set(_RAISE)
    try:
        _mul(zn_col, zm, out=s, dtype=F64)              # exact products
        if negate:
            _neg(s, out=s)
        _add(s, c, out=s)                               # RN53(c + p)
        _copyto(t, s, casting="unsafe")                 # NaN / inf raise here
        mask, mid = _MIDS.get(t.shape) or _mids(t.shape)
        _and(s.view(np.int64), mask, out=t)
        _xor(t, mid, out=t)                             # zero exactly on a midpoint
        if count_nonzero(t) != t.size:
            return False
        if full:
            tile[...] = s
        else:
            _write(tile, s.astype(F32), ra, ca, False)
        return True
    except FloatingPointError:
        return False
    finally:
        _ECV.reset(tok)


def _fmopa_s_exact(tile, c, zn, zm, ra, ca, negate, full):
    with fp_errstate():
        if c is None:
            c = tile.astype(F64)
        z = zn.astype(F64)
        if negate:
            z = -z
        p = z[:, None] * zm.astype(F64)[None, :]
        r = round_to_odd_f64_sum(p, c).astype(F32)
        u = r.view(np.uint32)
        r = np.where(np.isnan(r), _DNAN32, u).view(F32)
    _write(tile, r, ra, ca, full)


def _fmopa_d(tile, zn, zm, ra, ca, negate, full):
    with fp_errstate():
        z = np.asarray(zn, dtype=F64)
        if negate:
            z = -z
        r = fma_f64(tile.astype(F64), z[:, None], np.asarray(zm, dtype=F64)[None, :])
        r = np.where(np.isnan(r), _DNAN64, r.view(np.uint64)).view(F64)
    _write(tile, r, ra, ca, full)


def _pairs(v_bits16, p_bits, neg16):
    """f16mop_adj_pair: (lo, hi) 16-bit halves per 32-bit lane, negated then zeroed
    where the half's predicate bit is clear; plus the per-lane 'lo|hi active' mask."""
    h = np.asarray(v_bits16, dtype=np.uint16).reshape(-1, 2) ^ np.uint16(neg16)
    p = np.asarray(p_bits, dtype=bool).reshape(-1, 2)
    return np.where(p, h, np.uint16(0)), p


def _u16(x):
    a = np.asarray(x)
    return a if a.dtype == np.uint16 else a.view(np.uint16)


def _widening_apply(tile, new, pn, pm):
    """Update only where prow & pcol & 0b0101 is nonzero (either half active in both)."""
    act = (pn[:, None, 0] & pm[None, :, 0]) | (pn[:, None, 1] & pm[None, :, 1])
    np.copyto(tile, new, where=act)


def fmopa_widening_f16(tile, zn_h, zm_h, pn_bits, pm_bits, negate=False):
    """FMOPA/FMOPS ZA.S <- .H x .H (QEMU ``sme_fmopa_h`` / ``f16_dotadd``).

    ``zn_h``/``zm_h``: float16 arrays (or uint16 bit patterns) of length 2*dim;
    ``pn_bits``/``pm_bits``: per-16-bit-element predicate bools of length 2*dim."""
    n2, pn = _pairs(_u16(zn_h), pn_bits, 0x8000 if negate else 0)
    m2, pm = _pairs(_u16(zm_h), pm_bits, 0)
    with fp_errstate():
        nf = n2.view(np.float16).astype(F64)
        mf = m2.view(np.float16).astype(F64)
        p0 = nf[:, None, 0] * mf[None, :, 0]          # exact (22-bit products)
        p1 = nf[:, None, 1] * mf[None, :, 1]
        # FPDot: both products and their sum rounded once to float32.
        t = round_to_odd_f64_sum(p0, p1).astype(F32)
        r = np.add(tile.astype(F32), t)               # non-fused float32_add
        r = np.where(np.isnan(r), _DNAN32, r.view(np.uint32)).view(F32)
    _widening_apply(tile, r, pn, pm)


# ---------------------------------------------------------------- bfdotadd (EBF = 0)
def _ro24_ftz(s):
    """bfdotadd's float_status applied to ``s`` = RO53 of an exact result (f64 lanes):
    round-to-odd to 24 bits (truncate, then set the lsb if anything was cut off),
    overflow -> inf (float_round_to_odd_inf), anything below the smallest normal flushed
    to a zero of the same sign (flush_to_zero decides on the unrounded exponent, and
    truncation never crosses a binade).  NaN/inf lanes pass through."""
    v = s.view(np.int64)
    low = np.bitwise_and(v, np.int64(0x1FFFFFFF))
    t = np.bitwise_and(v, np.int64(~0x1FFFFFFF))
    t = np.where(low != 0, np.bitwise_or(t, np.int64(0x20000000)), t).view(F64)
    a = np.abs(t)
    fin = np.isfinite(t)
    t = np.where(fin & (a < 2.0 ** -126), np.copysign(0.0, t), t)
    return np.where(fin & (a >= 2.0 ** 128), np.copysign(np.inf, t), t)


def _ftz(x):
    """flush_inputs_to_zero for float32 values held in f64."""
    return np.where(np.abs(x) < 2.0 ** -126, np.copysign(0.0, x), x)


def bfmopa_widening(tile, zn_bits_u16, zm_bits_u16, pn_bits, pm_bits, negate=False):
    """BFMOPA/BFMOPS ZA.S <- .BF16 x .BF16 (QEMU ``sme_bfmopa`` -> ``bfdotadd``)."""
    n2, pn = _pairs(zn_bits_u16, pn_bits, 0x8000 if negate else 0)
    m2, pm = _pairs(zm_bits_u16, pm_bits, 0)
    with fp_errstate():
        nf = _ftz(bf16_to_f32_bits(n2).view(F32).astype(F64))
        mf = _ftz(bf16_to_f32_bits(m2).view(F32).astype(F64))
        t1 = _ro24_ftz(nf[:, None, 0] * mf[None, :, 0])   # bf16 products are exact
        t2 = _ro24_ftz(nf[:, None, 1] * mf[None, :, 1])
        t = _ro24_ftz(round_to_odd_f64_sum(t1, t2))
        s = _ftz(tile.astype(F64))
        r = _ro24_ftz(round_to_odd_f64_sum(s, t)).astype(F32)
        r = np.where(np.isnan(r), _DNAN32, r.view(np.uint32)).view(F32)
    _widening_apply(tile, r, pn, pm)
