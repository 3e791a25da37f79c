"""SVE floating-point estimates, trigonometric helpers, pairwise and matrix forms:

* FRECPE/FRSQRTE Zd.T, Zn.T (unpredicated), FRECPX Zd.T, Pg/M, Zn.T; FRECPS/FRSQRTS Zd.T,
  Zn.T, Zm.T (one rounding; inf * 0 gives 2.0 / 1.5);
* FTSMUL, FTSSEL and FTMAD (the trigonometric starting value, select and multiply-add
  coefficient; in streaming mode only with FEAT_SME_FA64);
* FLOGB Zd.T, Pg/M, Zn.T (SVE2: the unbiased exponent as a signed integer);
* FADDP/FMAXP/FMINP/FMAXNMP/FMINNMP Zdn.T, Pg/M, Zdn.T, Zm.T (SVE2 pairwise, merging);
* FMMLA Zda.S|D, Zn, Zm (FEAT_F32MM / FEAT_F64MM: 2x2 matrices per 128/256-bit segment; not
  in streaming mode without FEAT_SME_FA64).

Element rules come from :mod:`isa.a64.fp` and the AdvSIMD forms' (:mod:`isa.a64.simd_fp`,
:mod:`isa.a64.simd_fcvt`); QEMU 11.1's sve_helper.c (``sve_ftmad_*``, ``sve_ftssel_*``,
``sve_ftsmul_*``, ``flogb_*``, ``DO_ZPZZ_PAIR_FP``, ``fmmla_*``) decides the details the Arm
ARM leaves to FPCR. Binary encodings are at the end.
"""
from __future__ import annotations

import numpy as np

from isa.faults import IllegalInstruction

from . import encoding as E
from . import fp
from .simd_fcvt import frecpe_bits, frecpx_bits, frsqrte_bits
from .simd_fp import frecps, frsqrts
from .sve import FLOAT, LOG2, UINT, destructive, gov, zsame
from .table import Args, insn

# (exponent bits, fraction bits) of binary16/32/64
_EF = {2: (5, 10), 4: (8, 23), 8: (11, 52)}


def _bitwise(fn, esz: int):
    """An elementwise function on bit patterns, over an unsigned array."""
    U = UINT[esz]

    def run(u):
        return np.array([fn(int(v), esz) for v in u.tolist()], U)
    return run


def merging(d: int, g: int, esz: int, dt, fn, *srcs: int):
    """The binder of ``Zd = fn(Zsrc...)`` on the active elements (Pg/M: inactive ones keep
    Zd); the sources are read as ``dt`` arrays of the VL in force, the result is written
    through the unsigned view of the element size."""
    U, sh = UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zv, zu, p, nxt = cpu.z.view(dt), cpu.z.view(U), cpu.p, idx + 1
        rows, rd, prow = [zv[s] for s in srcs], zu[d], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            res = np.asarray(fn(*[r[:ne] for r in rows]), dt)
            np.copyto(rd[:ne], res.view(U), where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- estimates
_EST = {"frecpe": frecpe_bits, "frsqrte": frsqrte_bits}


@insn("frecpe", "frsqrte", klass="sve_fp", first="ZReg")
def estimate(a: Args):
    """FRECPE/FRSQRTE Zd.T, Zn.T: the 8-bit reciprocal (square root) estimate (Arm ARM
    FPRecipEstimate, FPRSqrtEstimate)."""
    a.count(2, usage="Zd.T, Zn.T")
    d, esz = a.zreg(0, "hsd")
    n = zsame(a, 1, esz)
    fn, U, sh = _bitwise(_EST[a.m], esz), UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zu, nxt = cpu.z.view(U), idx + 1
        rd, rn = zu[d], zu[n]

        def run():
            ne = cpu.vlb >> sh
            rd[:ne] = fn(rn[:ne])
            return nxt
        return run
    return bind


@insn("frecpx", klass="sve_fp", first="ZReg")
def frecpx(a: Args):
    """FRECPX Zd.T, Pg/M, Zn.T: the exponent inverted, fraction zero (Arm ARM FPRecpX)."""
    a.count(3, usage="Zd.T, Pg/M, Zn.T")
    d, esz = a.zreg(0, "hsd")
    g, _ = gov(a, 1, "m")
    n = zsame(a, 2, esz)
    return merging(d, g, esz, UINT[esz], _bitwise(frecpx_bits, esz), n)


def ftsmul(a, b):
    """FTSMUL: a*a, its sign replaced by bit 0 of ``b`` unless the product is a NaN."""
    r = fp.fmul(a, a)
    U = UINT[a.dtype.itemsize]
    sign = U(1 << (8 * a.dtype.itemsize - 1))
    bu = b.view(U)
    ru = r.view(U)
    out = np.where(np.isnan(r), ru, (ru & ~sign) | np.where(bu & U(1), sign, U(0)))
    return out.astype(U).view(a.dtype)


def ftssel(a, b):
    """FTSSEL: 1.0 where bit 0 of ``b`` is set, else ``a``; then the sign flipped where bit 1
    of ``b`` is set (a sign-bit flip, NaNs too)."""
    U = UINT[a.dtype.itemsize]
    sign = U(1 << (8 * a.dtype.itemsize - 1))
    bu = b.view(U)
    one = np.array(1.0, a.dtype).view(U)
    r = np.where(bu & U(1), one, a.view(U))
    return np.where(bu & U(2), r ^ sign, r).astype(U).view(a.dtype)


_FBIN = {"frecps": frecps, "frsqrts": frsqrts, "ftsmul": ftsmul, "ftssel": ftssel}


@insn("frecps", "frsqrts", "ftsmul", "ftssel", klass="sve_fp", first="ZReg")
def fbin(a: Args):
    """FRECPS/FRSQRTS/FTSMUL/FTSSEL Zd.T, Zn.T, Zm.T (unpredicated)."""
    a.count(3, usage="Zd.T, Zn.T, Zm.T")
    d, esz = a.zreg(0, "hsd")
    n, m = zsame(a, 1, esz), zsame(a, 2, esz)
    fn, F, U, sh = _FBIN[a.m], FLOAT[esz], UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zf, zu, nxt = cpu.z.view(F), cpu.z.view(U), idx + 1
        rd, rn, rm = zu[d], zf[n], zf[m]

        def run():
            ne = cpu.vlb >> sh
            with fp.fp_errstate():
                rd[:ne] = np.asarray(fn(rn[:ne], rm[:ne]), F).view(U)
            return nxt
        return run
    return bind


# QEMU sve_ftmad_h/s/d coefficients (the Arm ARM FTMAD tables): sine 0-7, cosine 8-15
_FTMAD = {
    2: (0x3c00, 0xb155, 0x2030, 0, 0, 0, 0, 0, 0x3c00, 0xb800, 0x293a, 0, 0, 0, 0, 0),
    4: (0x3f800000, 0xbe2aaaab, 0x3c088886, 0xb95008b9, 0x36369d6d, 0, 0, 0,
        0x3f800000, 0xbf000000, 0x3d2aaaa6, 0xbab60705, 0x37cd37cc, 0, 0, 0),
    8: (0x3ff0000000000000, 0xbfc5555555555543, 0x3f8111111110f30c, 0xbf2a01a019b92fc6,
        0x3ec71de351f3d22b, 0xbe5ae5e2b60f7b91, 0x3de5d8408868552f, 0,
        0x3ff0000000000000, 0xbfe0000000000000, 0x3fa5555555555536, 0xbf56c16c16c13a0b,
        0x3efa01a019b1e8d8, 0xbe927e4f7282f468, 0x3e21ee96d2641b13, 0xbda8f76380fbb401)}


@insn("ftmad", klass="sve_fma")
def ftmad(a: Args):
    """FTMAD Zdn.T, Zdn.T, Zm.T, #imm (0-7): Zdn * |Zm| + coefficient[imm] (the cosine table
    where Zm is negative), fused."""
    a.count(4, usage="Zdn.T, Zdn.T, Zm.T, #imm")
    d, esz = a.zreg(0, "hsd")
    zsame(a, 1, esz)
    destructive(a, d, 1)
    m = zsame(a, 2, esz)
    k = a.imm(3, 0, 7, "coefficient index")
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]
    table = np.array(_FTMAD[esz], U).view(F)
    sign = U(1 << (8 * esz - 1))

    def bind(cpu, idx):
        zu, nxt = cpu.z.view(U), idx + 1
        rd, rm = zu[d], zu[m]

        def run():
            ne = cpu.vlb >> sh
            mm = rm[:ne]
            neg = (mm & sign) != 0
            coeff = table[np.where(neg, k + 8, k)]
            rd[:ne] = fp.fmla(coeff, rd[:ne].view(F), (mm & ~sign).view(F)).view(U)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- FLOGB
def logb(u: np.ndarray, esz: int) -> np.ndarray:
    """FLOGB on bit patterns: the unbiased exponent (subnormals: of their leading bit), the
    largest integer for infinity, the smallest for zero and NaN (QEMU ``do_float*_logb_as_int``)."""
    e, f = _EF[esz]
    bias = (1 << (e - 1)) - 1
    bits = 8 * esz
    out = []
    for v in u.tolist():
        exp, frac = (v >> f) & ((1 << e) - 1), v & ((1 << f) - 1)
        if exp == (1 << e) - 1:
            r = (1 << (bits - 1)) - 1 if frac == 0 else -(1 << (bits - 1))
        elif exp == 0:
            r = -(1 << (bits - 1)) if frac == 0 else frac.bit_length() - bias - f
        else:
            r = exp - bias
        out.append(r & ((1 << bits) - 1))
    return np.array(out, UINT[esz])


@insn("flogb", klass="sve_fp")
def flogb(a: Args):
    """FLOGB Zd.T, Pg/M, Zn.T (merging): base-2 logarithm as a signed integer."""
    a.count(3, usage="Zd.T, Pg/M, Zn.T")
    d, esz = a.zreg(0, "hsd")
    g, _ = gov(a, 1, "m")
    n = zsame(a, 2, esz)
    return merging(d, g, esz, UINT[esz], lambda x: logb(x, esz), n)


# ----------------------------------------------------------------------------- pairwise
_PAIR = {"faddp": fp.fadd, "fmaxp": fp.fmax, "fminp": fp.fmin, "fmaxnmp": fp.fmaxnm,
         "fminnmp": fp.fminnm}


@insn(*_PAIR, klass="sve_fp", first="ZReg")
def pairwise(a: Args):
    """F<op>P Zdn.T, Pg/M, Zdn.T, Zm.T: element 2i = op of the pair i of Zdn, element 2i+1 =
    op of the pair i of Zm (Arm ARM FADDP (SVE2)); inactive elements keep Zdn."""
    a.count(4, usage="Zdn.T, Pg/M, Zdn.T, Zm.T")
    d, esz = a.zreg(0, "hsd")
    g, _ = gov(a, 1, "m")
    zsame(a, 2, esz)
    destructive(a, d, 2)
    m = zsame(a, 3, esz)
    fn, F = _PAIR[a.m], FLOAT[esz]

    def pairs(x, y):
        res = np.empty(len(x), F)
        res[0::2] = fn(x[0::2], x[1::2])
        res[1::2] = fn(y[0::2], y[1::2])
        return res
    return merging(d, g, esz, F, pairs, d, m)


# ----------------------------------------------------------------------------- FMMLA
@insn("fmmla", klass="sve_fma", first="ZReg")
def fmmla(a: Args):
    """FMMLA Zda.T, Zn.T, Zm.T (.s: 128-bit segments; .d: 256-bit segments, UNDEFINED below VL
    256):
    each segment holds 2x2 matrices; Zda[i][j] += Zn[i][0]*Zm[j][0] + Zn[i][1]*Zm[j][1], the two
    products and the sums each rounded (QEMU ``fmmla_s``/``fmmla_d``: not fused)."""
    a.count(3, usage="Zda.S, Zn.S, Zm.S | Zda.D, Zn.D, Zm.D")
    d, esz = a.zreg(0, "sd")
    n, m = zsame(a, 1, esz), zsame(a, 2, esz)
    F = FLOAT[esz]
    seg_bytes = 4 * esz

    def bind(cpu, idx):
        zf, nxt = cpu.z.view(F), idx + 1
        rd, rn, rm = zf[d], zf[n], zf[m]

        def run():
            segs = cpu.vlb // seg_bytes
            if segs == 0:  # Arm ARM FMMLA (64-bit): UNDEFINED below VL 256 (QEMU: SIGILL)
                raise IllegalInstruction("fmmla .d needs a vector length of 256 bits or more")
            ne = 4 * segs
            nv = rn[:ne].reshape(segs, 2, 2)
            mv = rm[:ne].reshape(segs, 2, 2)
            acc = rd[:ne].reshape(segs, 2, 2)
            out = np.empty((segs, 2, 2), F)
            for i in range(2):
                for j in range(2):
                    p0 = fp.fmul(nv[:, i, 0], mv[:, j, 0])
                    p1 = fp.fmul(nv[:, i, 1], mv[:, j, 1])
                    out[:, i, j] = fp.fadd(acc[:, i, j], fp.fadd(p0, p1))
            rd[:ne] = out.reshape(-1)
            return nxt
        return run
    return bind


# FTMAD/FTSMUL/FTSSEL/FMMLA are outside the streaming SVE subset: legal in streaming mode only
# with FEAT_SME_FA64, which QEMU's max has; simulator/features.py (NON_STREAMING_SVE) raises
# SIGILL on a machine without it.
for _f in (ftmad, fmmla):
    _f.mode = "SVE: streaming mode needs FEAT_SME_FA64 (FTSMUL/FTSSEL/FTMAD/FMMLA)"


# ============================================================================= binary encodings
# Arm ARM C4.1 "SVE floating-point reciprocal estimate (unpredicated)", "SVE floating-point
# unary operations" (FRECPX), "SVE floating-point arithmetic (unpredicated)" (FRECPS/FRSQRTS/
# FTSMUL), "SVE floating-point trig select coefficient", "trig multiply-add coefficient",
# "SVE2 floating-point convert to integer" (FLOGB), "SVE2 floating-point pairwise operations",
# "SVE floating point matrix multiply accumulate"; LLVM llvm/test/MC/AArch64/SVE/frecpe.s,
# frecpx.s, frecps.s, ftsmul.s, ftssel.s, ftmad.s, fmmla.s, SVE2/flogb.s, faddp.s.
def _z(n: int, size: int) -> str:
    return f"z{n}.{'bhsd'[size]}"


E.ENC("frecpe", "01100101 size:2 001 11 op:1 001100 Zn:5 Zd:5",
      lambda f: f.size and f"{('frecpe', 'frsqrte')[f.op]} {_z(f.Zd, f.size)}, "
                           f"{_z(f.Zn, f.size)}" or None, "sve", aliases=("frsqrte",))
E.ENC("frecpx", "01100101 size:2 001100 101 Pg:3 Zn:5 Zd:5",
      lambda f: f.size and f"frecpx {_z(f.Zd, f.size)}, p{f.Pg}/m, {_z(f.Zn, f.size)}" or None,
      "sve")
_UNPRED = {3: "ftsmul", 6: "frecps", 7: "frsqrts"}
E.ENC("frecps", "01100101 size:2 0 Zm:5 000 opc:3 Zn:5 Zd:5",
      lambda f: f.size and f.opc in _UNPRED and
      f"{_UNPRED[f.opc]} {_z(f.Zd, f.size)}, {_z(f.Zn, f.size)}, {_z(f.Zm, f.size)}" or None,
      "sve", aliases=("frsqrts", "ftsmul"))
E.ENC("ftssel", "00000100 size:2 1 Zm:5 101100 Zn:5 Zd:5",
      lambda f: f.size and f"ftssel {_z(f.Zd, f.size)}, {_z(f.Zn, f.size)}, "
                           f"{_z(f.Zm, f.size)}" or None, "sve")
E.ENC("ftmad", "01100101 size:2 010 imm3:3 100000 Zm:5 Zdn:5",
      lambda f: f.size and f"ftmad {_z(f.Zdn, f.size)}, {_z(f.Zdn, f.size)}, "
                           f"{_z(f.Zm, f.size)}, #0x{f.imm3:x}" or None, "sve")
E.ENC("flogb", "01100101 00 011 size:2 0101 Pg:3 Zn:5 Zd:5",
      lambda f: f.size and f"flogb {_z(f.Zd, f.size)}, p{f.Pg}/m, {_z(f.Zn, f.size)}" or None,
      "sve2")
_PAIR_OPC = {0: "faddp", 4: "fmaxnmp", 5: "fminnmp", 6: "fmaxp", 7: "fminp"}
E.ENC("faddp", "01100100 size:2 010 opc:3 100 Pg:3 Zm:5 Zdn:5",
      lambda f: f.size and f.opc in _PAIR_OPC and
      f"{_PAIR_OPC[f.opc]} {_z(f.Zdn, f.size)}, p{f.Pg}/m, {_z(f.Zdn, f.size)}, "
      f"{_z(f.Zm, f.size)}" or None, "sve2", aliases=tuple(_PAIR_OPC.values())[1:])
E.ENC("fmmla", "01100100 1 sz:1 1 Zm:5 111001 Zn:5 Zda:5",
      lambda f: f"fmmla {_z(f.Zda, 2 + f.sz)}, {_z(f.Zn, 2 + f.sz)}, {_z(f.Zm, 2 + f.sz)}",
      "sve-f32mm")
