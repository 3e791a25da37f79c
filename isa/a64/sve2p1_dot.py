"""SVE2p1 two-way dot products into single-precision/32-bit lanes: FDOT Zda.S, Zn.H, Zm.H{[i]}
and SDOT/UDOT Zda.S, Zn.H, Zm.H{[i]} (each 32-bit lane adds the two products of its pair of
halfwords). The indexed forms take pair i of every 128-bit segment of Zm (Zm is z0-z7).

FDOT rounds the sum of the two exact products once to single precision (to odd, then to
nearest for the accumulate), as the SME2 ZA form does (sme2_za_fp.fdot), with the Arm NaN
rules of FPCR.DN = 0: a NaN input is chosen among the four halves (FPProcessNaNs4), an invalid
product or sum is the default NaN, and the accumulate is an ordinary FADD. SDOT/UDOT accumulate modulo 2^32.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from .fp import round_to_odd_f64_sum
from .table import Args, insn


def _operands(a: Args):
    a.count(3, usage="Zda.S, Zn.H, Zm.H{[imm]}")
    d = a.zreg(0, "s")[0]
    n = a.zreg(1, "h")[0]
    m = a.zreg(2, "h", index=True)[0]
    k = None
    if a[2].index is not None:
        k = a.ctx.value(a[2].index.lstrip("#"), a[2].col)
        if not 0 <= k <= 3:
            raise a.error(2, f"element index {k} out of range 0-3")
        if m > 7:
            raise a.error(2, f"indexed '{a.m}' takes z0-z7, not z{m}")
    return d, n, m, k


def _pairs(row, vlb: int, k):
    """(lanes, 2) halfword pairs of a Z row, or pair k of each segment repeated per lane."""
    p = row[:vlb].view(np.uint16).reshape(-1, 2)
    if k is None:
        return p
    return np.repeat(p.reshape(-1, 4, 2)[:, k, :], 4, axis=0)


def fdot_pairs(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """x0*y0 + x1*y1 per row of two (lanes, 2) half-precision arrays, as single precision:
    the exact products summed and rounded once. A NaN operand gives the first signalling,
    else the first quiet, NaN of (x0, x1, y0, y1) converted to single (Arm ARM FPProcessNaNs4;
    QEMU ``f16_dotadd``); an invalid product or sum gives the default NaN."""
    with fp.fp_errstate():
        xf, yf = x.astype(np.float64), y.astype(np.float64)
        t = round_to_odd_f64_sum(xf[:, 0] * yf[:, 0], xf[:, 1] * yf[:, 1]).astype(np.float32)
    if not np.isnan(t).any():
        return t
    dnan = np.uint32(fp.default_nan_bits(np.float32))
    t = np.where(np.isnan(t), dnan, t.view(np.uint32)).view(np.float32)
    ops = (x[:, 0], x[:, 1], y[:, 0], y[:, 1])
    nan_in = np.isnan(x).any(axis=1) | np.isnan(y).any(axis=1)
    if nan_in.any():
        picked = fp.process_nans(np.full(len(t), np.nan, np.float16), ops)
        t = np.where(nan_in, fp.fcvt(picked, np.float32), t)
    return t


def dot2way(a: Args):
    """SDOT/UDOT/FDOT Zda.S, Zn.H, Zm.H{[imm]} (the decoders of sve2_ops/sve_fp hand on)."""
    d, n, m, k = _operands(a)
    isfp = a.m == "fdot"
    signed = a.m == "sdot"
    if isfp:
        a.klass = "sve_fma"

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            x, y = _pairs(z[n], vlb, None), _pairs(z[m], vlb, k)
            if isfp:
                acc = z[d, :vlb].view(np.float32)
                acc[:] = fp.fadd(acc.copy(), fdot_pairs(x.view(np.float16), y.view(np.float16)))
                return nxt
            T = np.int16 if signed else np.uint16
            xs, ys = x.view(T).astype(np.int64), y.view(T).astype(np.int64)
            s = (xs * ys).sum(axis=1)
            acc = z[d, :vlb].view(np.uint32)
            acc[:] = (acc.astype(np.int64) + s).astype(np.uint32)
            return nxt
        return run
    return bind


@insn("fdot", klass="sve_fma", first="ZReg")
def fdot(a: Args):
    """FDOT Zda.S, Zn.H, Zm.H{[imm]} (SVE2p1; the ZA forms are in sme2_za.py)."""
    return dot2way(a)


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 SVE2.1 "two-way dot product" groups; llvm-objdump spellings as in
# llvm/test/MC/AArch64/SVE2p1/{fdot,sdot,udot}.s.
E.ENC("fdot", "01100100 001 Zm:5 100000 Zn:5 Zda:5",
      lambda f: f"fdot z{f.Zda}.s, z{f.Zn}.h, z{f.Zm}.h", "sve2p1")
E.ENC("fdot", "01100100 001 i2:2 Zm:3 010000 Zn:5 Zda:5",
      lambda f: f"fdot z{f.Zda}.s, z{f.Zn}.h, z{f.Zm}.h[{f.i2}]", "sve2p1")
E.ENC("sdot", "01000100 000 Zm:5 11001 U:1 Zn:5 Zda:5",
      lambda f: f"{'su'[f.U]}dot z{f.Zda}.s, z{f.Zn}.h, z{f.Zm}.h", "sve2p1", aliases=("udot",))
E.ENC("sdot", "01000100 100 i2:2 Zm:3 11001 U:1 Zn:5 Zda:5",
      lambda f: f"{'su'[f.U]}dot z{f.Zda}.s, z{f.Zn}.h, z{f.Zm}.h[{f.i2}]", "sve2p1",
      aliases=("udot",))
