"""SVE floating point for SME kernels: FMAD/FMSB/FNMAD/FNMSB and FNMLA/FNMLS (fused, merging),
FRINTN/P/M/Z/A/X/I (round to integral, predicated), FCM<cc> (vectors and #0.0), FCMUO and
FACGE/FACGT (FACLE/FACLT and FCMLT/FCMLE on vectors are the swapped aliases), SCVTF/UCVTF and
FCVTZS/FCVTZU (every size pair), FABD/FSCALE/FMULX, and FEXPA (in streaming mode only with
FEAT_SME_FA64). Binary encodings are at the end.

Negated operands are negated by flipping the sign bit before the fused operation, NaNs included
(Arm ARM FPMulAdd callers; QEMU sve_fmla_zpzzz ``neg1``/``neg3``), so rounding and NaN rules
all come from :func:`isa.a64.fp.fmla`.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from . import operands as O
from .sve import FLOAT, LOG2, SINT, UINT, gov, zsame
from .sve_pred import _pdest
from .table import Args, insn

# mnemonic -> (operand order: 'a' = Zdn*Zm + Za (MAD forms) / 'l' = Zda + Zn*Zm, neg op1, neg acc)
_FMA = {"fmad": ("a", False, False), "fmsb": ("a", True, False), "fnmad": ("a", True, True),
        "fnmsb": ("a", False, True), "fnmla": ("l", True, True), "fnmls": ("l", False, True)}


@insn(*_FMA, klass="sve_fma")
def fmad(a: Args):
    """FMAD/FMSB/FNMAD/FNMSB Zdn.T, Pg/M, Zm.T, Za.T (Zdn = +-Za +- Zdn*Zm);
    FNMLA/FNMLS Zda.T, Pg/M, Zn.T, Zm.T (Zda = -Zda -+ Zn*Zm)."""
    a.count(4, usage="Zdn.T, Pg/M, Zm.T, Za.T")
    d, esz = a.zreg(0, "hsd")
    g, _ = gov(a, 1, "m")
    s1, s2 = zsame(a, 2, esz), zsame(a, 3, esz)
    order, neg1, neg3 = _FMA[a.m]
    acc, x, y = (s2, d, s1) if order == "a" else (d, s1, s2)
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zf, zu, p, nxt = cpu.z.view(F), cpu.z.view(U), cpu.p, idx + 1
        ra, rx, ry, ud, prow = zf[acc], zf[x], zf[y], zu[d], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            c = ra[:ne]
            if neg3:
                c = fp.fneg(c)
            res = fp.fmla(c, rx[:ne], ry[:ne], neg1)
            np.copyto(ud[:ne], res.view(U), where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- FRINT*
def _ties_away(v):
    t = np.trunc(v)
    return np.where(np.abs(v - t) >= 0.5, t + np.copysign(1.0, v), t)


_ROUND = {"frintn": np.rint, "frintx": np.rint, "frinti": np.rint, "frintp": np.ceil,
          "frintm": np.floor, "frintz": np.trunc, "frinta": _ties_away}


def round_integral(x, mode: str):
    """FRINT<mode> of a float array (FPCR rounding is RNE, so X and I round to nearest even):
    the value is exact in float64 and so is the integral result; NaNs are quieted (sNaN) and
    propagated, infinities and zeros keep their sign."""
    x = np.asarray(x)
    with fp.fp_errstate():
        r = np.asarray(_ROUND[mode](x.astype(np.float64))).astype(x.dtype)
        r = np.where(r == 0, np.copysign(np.zeros((), x.dtype), x), r).astype(x.dtype)
    return fp._process_nans(r, (x,))


@insn(*_ROUND, klass="sve_fp", first="ZReg")
def frint(a: Args):
    """FRINT<r> Zd.T, Pg/M, Zn.T (merging)."""
    a.count(3, usage="Zd.T, Pg/M, Zn.T")
    d, esz = a.zreg(0, "hsd")
    g, _ = gov(a, 1, "m")
    n = zsame(a, 2, esz)
    mode = a.m
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]

    def bind(cpu, idx):
        zf, zu, p, nxt = cpu.z.view(F), cpu.z.view(U), cpu.p, idx + 1
        rn, ud, prow = zf[n], zu[d], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            np.copyto(ud[:ne], round_integral(rn[:ne], mode).view(U), where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- FCM<cc>
def _fcmp(cc: str, x, y):
    """Arm ARM FPCompareEQ/GE/GT and unordered over float arrays (NaN: false, NE/UO: true)."""
    with fp.fp_errstate():
        if cc in ("ac" + "ge", "acgt"):
            x, y = np.abs(x), np.abs(y)
            cc = cc[2:]
        if cc == "uo":
            return np.isnan(x) | np.isnan(y)
        return {"eq": np.equal, "ne": np.not_equal, "ge": np.greater_equal, "gt": np.greater,
                "lt": np.less, "le": np.less_equal}[cc](x, y)


_FCM_SWAP = {"lt": "gt", "le": "ge", "acle": "acge", "aclt": "acgt"}


@insn("fcmeq", "fcmne", "fcmge", "fcmgt", "fcmlt", "fcmle", "fcmuo", "facge", "facgt", "facle",
      "faclt", klass="sve_fp", first="PReg")
def fcm(a: Args):
    """FCM<cc> Pd.T, Pg/Z, Zn.T, Zm.T | #0.0; FCMUO, FAC<cc> (vectors). No flags are set."""
    a.count(4, usage="Pd.T, Pg/Z, Zn.T, Zm.T|#0.0")
    cc = a.m[3:] if a.m.startswith("fcm") else a.m[1:]
    d, esz = _pdest(a, 0, "hsd")
    g, _ = gov(a, 1, "z")
    n = zsame(a, 2, esz)
    if a.is_imm(3) or isinstance(a[3], O.Ident):
        if cc in ("uo", "acge", "acgt", "acle", "aclt"):
            raise a.error(3, f"'{a.m}' compares two vectors", f"e.g. {a.m} p0.s, p1/z, z2.s, z3.s")
        o = a[3]
        text = (o.text if isinstance(o, O.Imm) else o.raw).lstrip("#")
        try:
            zero = float(text) == 0.0
        except ValueError:
            zero = False
        if not zero:
            raise a.error(3, f"'{a.m}' compares with #0.0 only", "write #0.0")
        m, kind = None, "zero"
    else:
        m, kind = zsame(a, 3, esz), "vec"
        if cc in _FCM_SWAP:
            cc, n, m = _FCM_SWAP[cc], m, n
    F, sh = FLOAT[esz], LOG2[esz]

    def bind(cpu, idx):
        zf, p, nxt = cpu.z.view(F), cpu.p, idx + 1
        rn, prow, rd = zf[n], p[g], p[d]
        rm = zf[m] if kind == "vec" else None

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            y = rm[:ne] if kind == "vec" else F(0)
            res = _fcmp(cc, rn[:ne], y) & prow[:vlb:esz]
            rd[:vlb] = False
            rd[:vlb:esz] = res
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------- SCVTF/UCVTF/FCVTZS/FCVTZU
# (dst bytes, src bytes) pairs the Arm ARM defines; the element container is the wider of the
# two: a narrower source is read from its low bits; a narrower FP result is zero-extended, a
# narrower integer result extended by its signedness (FCVTZS sign-extends).
_ITOF = ((2, 2), (2, 4), (2, 8), (4, 4), (8, 4), (4, 8), (8, 8))
_FTOI = ((2, 2), (4, 2), (8, 2), (4, 4), (8, 4), (4, 8), (8, 8))
_MANT = {2: 11, 4: 24, 8: 53}


def _round_int(v: int, dbytes: int) -> float:
    """Int -> float, round to nearest even, as a float64 that the target format holds exactly
    (or overflows to inf in): Arm ARM FixedToFP with FPCR.RMode = RN."""
    p = _MANT[dbytes]
    a = abs(v)
    if a.bit_length() <= p:
        return float(v)
    sh = a.bit_length() - p
    q, r = divmod(a, 1 << sh)
    half = 1 << (sh - 1)
    if r > half or (r == half and q & 1):
        q += 1
    return float(q << sh) * (-1.0 if v < 0 else 1.0)


def int_to_float(vals, dbytes: int, sbytes: int, signed: bool):
    """SCVTF/UCVTF values (``vals``: unsigned integer array of the source width)."""
    S = (SINT if signed else UINT)[sbytes]
    x = np.asarray(vals).view(S)
    F = FLOAT[dbytes]
    with fp.fp_errstate():
        if sbytes < 8:  # exact in float64, then one rounding
            return x.astype(np.float64).astype(F)
        return np.array([_round_int(int(v), dbytes) for v in x.tolist()], np.float64).astype(F)


def float_to_int(x, dbytes: int, signed: bool):
    """FCVTZS/FCVTZU: round toward zero, saturate, NaN -> 0 (Arm ARM FPToFixed); returns the
    result bits as an unsigned array of the destination width."""
    bits = 8 * dbytes
    lo, hi = (-(1 << bits - 1), (1 << bits - 1) - 1) if signed else (0, (1 << bits) - 1)
    with fp.fp_errstate():
        t = np.trunc(np.asarray(x).astype(np.float64))
        nan = np.isnan(t)
        t = np.where(nan, 0.0, t)
        if bits < 64:
            r = np.clip(t, lo, hi).astype(np.int64)
        else:
            big, small = t >= float(hi + 1), t < float(lo)
            mid = np.where(big | small, 0.0, t)
            r = np.array([hi if b else lo if s else int(v)
                          for b, s, v in zip(big.tolist(), small.tolist(), mid.tolist())], object)
    return np.array([int(v) & ((1 << bits) - 1) for v in np.asarray(r).tolist()], UINT[dbytes])


@insn("scvtf", "ucvtf", "fcvtzs", "fcvtzu", klass="sve_fp", first="ZReg")
def cvt(a: Args):
    """SCVTF/UCVTF Zd.T, Pg/M, Zn.Tb (integer to FP) and FCVTZS/FCVTZU Zd.T, Pg/M, Zn.Tb (FP to
    integer, toward zero), every size pair the Arm ARM defines."""
    a.count(3, usage="Zd.T, Pg/M, Zn.Tb")
    to_fp = a.m.endswith("cvtf")
    signed = a.m in ("scvtf", "fcvtzs")
    d, dbytes = a.zreg(0, "hsd")
    g, _ = gov(a, 1, "m")
    n, sbytes = a.zreg(2, "hsd")
    pairs = _ITOF if to_fp else _FTOI
    if (dbytes, sbytes) not in pairs:
        names = ", ".join(f"z{d}.{'bhsd'[LOG2[x]]} <- .{'bhsd'[LOG2[y]]}" for x, y in pairs)
        raise a.error(2, f"'{a.m}' has no .{'bhsd'[LOG2[dbytes]]} <- .{'bhsd'[LOG2[sbytes]]} form",
                      f"forms: {names}")
    esz = max(dbytes, sbytes)
    U, sh = UINT[esz], LOG2[esz]
    US, UD = UINT[sbytes], UINT[dbytes]
    smask = U((1 << 8 * sbytes) - 1)

    def bind(cpu, idx):
        zu, p, nxt = cpu.z.view(U), cpu.p, idx + 1
        rn, rd, prow = zu[n], zu[d], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            src = (rn[:ne] & smask).astype(US)
            if to_fp:
                res = int_to_float(src, dbytes, sbytes, signed).view(UD)
            else:
                res = float_to_int(src.view(FLOAT[sbytes]), dbytes, signed)
                if signed and dbytes < esz:  # Extend(res, esize, unsigned): sign-extended
                    res = res.view(SINT[dbytes]).astype(SINT[esz]).view(U)
            np.copyto(rd[:ne], res.astype(U), where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# --------------------------------------------------------------------------- FABD / FSCALE / FMULX
def fabd(a, b):
    """FABD: |a - b| (the sign of a NaN result is cleared too, as QEMU sve_fabd does)."""
    return fp.fabs(fp.fsub(a, b))


def fmulx(a, b):
    """FMULX: FMUL, except (+-0) * (+-inf) = +-2.0 (Arm ARM FPMulX)."""
    r = fp.fmul(a, b)
    with fp.fp_errstate():
        special = (np.isinf(a) & (b == 0)) | ((a == 0) & np.isinf(b))
    if not special.any():
        return r
    two = np.where(np.signbit(a) ^ np.signbit(b), -2.0, 2.0).astype(r.dtype)
    return np.where(special, two, r)


def fscale(a, n):
    """FSCALE: a * 2^n with one rounding (n: the signed integer elements of Zm)."""
    a = np.asarray(a)
    k = np.clip(np.asarray(n).astype(np.int64), -5000, 5000).astype(np.int32)
    with fp.fp_errstate():
        # exact in float64 for .h/.s operands (far from f64's range); .d: ldexp rounds once
        r = np.ldexp(a.astype(np.float64), k).astype(a.dtype)
    return fp._process_nans(np.asarray(r, a.dtype), (a,))


_FBIN = {"fabd": fabd, "fmulx": fmulx, "fscale": fscale}


@insn(*_FBIN, klass="sve_fp")
def fbin(a: Args):
    """FABD/FMULX/FSCALE Zdn.T, Pg/M, Zdn.T, Zm.T (FSCALE: Zm holds signed integers)."""
    a.count(4, usage="Zdn.T, Pg/M, Zdn.T, Zm.T")
    d, esz = a.zreg(0, "hsd")
    g, _ = gov(a, 1, "m")
    zsame(a, 2, esz)
    if a[2].num != d:
        raise a.error(2, f"'{a.m}' is destructive: the destination z{d} must also be the first "
                      "source", "copy first with movprfx")
    m = zsame(a, 3, esz)
    fn = _FBIN[a.m]
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]
    M = SINT[esz] if a.m == "fscale" else F

    def bind(cpu, idx):
        zf, zu, p, nxt = cpu.z.view(F), cpu.z.view(U), cpu.p, idx + 1
        rd, rm, ud, prow = zf[d], cpu.z.view(M)[m], zu[d], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            np.copyto(ud[:ne], fn(rd[:ne], rm[:ne]).view(U), where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- FEXPA
def _fexpa_table(entries: int, frac_bits: int) -> list[int]:
    """Arm ARM FEXPA coefficients: the fraction bits of 2^(i/entries), rounded to nearest
    (computed with 60-digit decimal arithmetic)."""
    from decimal import Decimal, localcontext

    out = []
    with localcontext() as ctx:
        ctx.prec = 60
        for i in range(entries):
            v = Decimal(2) ** (Decimal(i) / Decimal(entries))  # in [1, 2)
            f = (v - 1) * (1 << frac_bits)
            out.append(int(f.to_integral_value()))
    return out


# element bytes -> (index bits, exponent bits, fraction bits)
_FEXPA = {2: (5, 5, 10), 4: (6, 8, 23), 8: (6, 11, 52)}
_FEXPA_TABLES: dict[int, list[int]] = {}


@insn("fexpa", klass="sve_fp")
def fexpa(a: Args):
    """FEXPA Zd.T, Zn.T: 2^(index / 2^k) from a table, exponent bits from Zn (the exponential
    accelerator). Outside the streaming SVE subset: in streaming mode only with FEAT_SME_FA64
    (QEMU's max has it; simulator/features.py raises SIGILL on a machine without it)."""
    a.count(2, usage="Zd.T, Zn.T")
    d, esz = a.zreg(0, "hsd")
    n = zsame(a, 1, esz)
    ib, eb, fb = _FEXPA[esz]
    if esz not in _FEXPA_TABLES:
        _FEXPA_TABLES[esz] = _fexpa_table(1 << ib, fb)
    U, sh = UINT[esz], LOG2[esz]
    table = np.array(_FEXPA_TABLES[esz], U)
    imask, emask = U((1 << ib) - 1), U((1 << eb) - 1)

    def bind(cpu, idx):
        zu, nxt = cpu.z.view(U), idx + 1
        rd, rn = zu[d], zu[n]

        def run():
            ne = cpu.vlb >> sh
            v = rn[:ne]
            e = (v >> U(ib)) & emask
            rd[:ne] = (e << U(fb)) | table[(v & imask).astype(np.intp)]
            return nxt
        return run
    return bind


fexpa.mode = "SVE: streaming mode needs FEAT_SME_FA64"


# ============================================================================= binary encodings
# Layouts: Arm ARM (DDI 0487) C4.1 "SVE encodings" (floating-point multiply-add writing addend /
# multiplicand, round to integral value, compare vectors, compare with zero); llvm-objdump's
# spellings as in llvm/test/MC/AArch64/SVE/fmad.s, fnmla.s, frint*.s, fcm*.s, fac*.s.
def _fz(n: int, size: int) -> str:
    return f"z{n}.{'bhsd'[size]}"


E.ENC("fmad", "01100101 size:2 1 Za:5 1 opc:2 Pg:3 Zm:5 Zdn:5",
      lambda f: f.size and f"{('fmad', 'fmsb', 'fnmad', 'fnmsb')[f.opc]} {_fz(f.Zdn, f.size)}, "
                f"p{f.Pg}/m, {_fz(f.Zm, f.size)}, {_fz(f.Za, f.size)}" or None, "sve",
      aliases=("fmsb", "fnmad", "fnmsb"))
E.ENC("fnmla", "01100101 size:2 1 Zm:5 0 1 op:1 Pg:3 Zn:5 Zda:5",
      lambda f: f.size and f"{('fnmla', 'fnmls')[f.op]} {_fz(f.Zda, f.size)}, p{f.Pg}/m, "
                f"{_fz(f.Zn, f.size)}, {_fz(f.Zm, f.size)}" or None, "sve", aliases=("fnmls",))
_FRINT_OPC = {0: "frintn", 1: "frintp", 2: "frintm", 3: "frintz", 4: "frinta", 6: "frintx",
              7: "frinti"}
E.ENC("frintn", "01100101 size:2 000 opc:3 101 Pg:3 Zn:5 Zd:5",
      lambda f: f.size and f.opc in _FRINT_OPC and
      f"{_FRINT_OPC[f.opc]} {_fz(f.Zd, f.size)}, p{f.Pg}/m, {_fz(f.Zn, f.size)}" or None, "sve",
      aliases=tuple(_FRINT_OPC.values())[1:])
# FCM (vectors): (op, o2, o3) -> cc
_FCM_VEC = {(0, 0, 0): "fcmge", (0, 0, 1): "fcmgt", (0, 1, 0): "fcmeq", (0, 1, 1): "fcmne",
            (1, 0, 0): "fcmuo", (1, 0, 1): "facge", (1, 1, 1): "facgt"}


def _fmt_fcm_vec(f):
    m = _FCM_VEC.get((f.op, f.o2, f.o3))
    if not f.size or m is None:
        return None
    t = "bhsd"[f.size]
    return f"{m} p{f.Pd}.{t}, p{f.Pg}/z, z{f.Zn}.{t}, z{f.Zm}.{t}"


E.ENC("fcmeq", "01100101 size:2 0 Zm:5 op:1 1 o2:1 Pg:3 Zn:5 o3:1 Pd:4", _fmt_fcm_vec, "sve",
      aliases=("fcmne", "fcmge", "fcmgt", "fcmuo", "facge", "facgt", "fcmle", "fcmlt", "facle",
               "faclt"))
# FCM (zero): (eq, lt, ne) -> cc
_FCM_ZERO = {(0, 0, 0): "fcmge", (0, 0, 1): "fcmgt", (0, 1, 0): "fcmlt", (0, 1, 1): "fcmle",
             (1, 0, 0): "fcmeq", (1, 1, 0): "fcmne"}


def _fmt_fcm_zero(f):
    m = _FCM_ZERO.get((f.eq, f.lt, f.ne))
    if not f.size or m is None:
        return None
    t = "bhsd"[f.size]
    return f"{m} p{f.Pd}.{t}, p{f.Pg}/z, z{f.Zn}.{t}, #0.0"


E.ENC("fcmeq", "01100101 size:2 0100 eq:1 lt:1 001 Pg:3 Zn:5 ne:1 Pd:4", _fmt_fcm_zero, "sve",
      aliases=("fcmne", "fcmge", "fcmgt", "fcmlt", "fcmle"))
# SCVTF/UCVTF and FCVTZS/FCVTZU: (opc, opc2) -> (dst, src) sizes as the Arm ARM tables them
_CVT_ITOF = {(1, 1): "hh", (1, 2): "hs", (1, 3): "hd", (2, 2): "ss", (3, 0): "ds", (3, 2): "sd",
             (3, 3): "dd"}
_CVT_FTOI = {(1, 1): "hh", (1, 2): "sh", (1, 3): "dh", (2, 2): "ss", (3, 0): "sd", (3, 2): "ds",
             (3, 3): "dd"}


def _fmt_cvt(to_fp: bool):
    def fmt(f):
        t = (_CVT_ITOF if to_fp else _CVT_FTOI).get((f.opc, f.opc2))
        if t is None:
            return None
        m = ("su"[f.U] + "cvtf") if to_fp else ("fcvtz" + "su"[f.U])
        return f"{m} z{f.Zd}.{t[0]}, p{f.Pg}/m, z{f.Zn}.{t[1]}"
    return fmt


E.ENC("scvtf", "01100101 opc:2 010 opc2:2 U:1 101 Pg:3 Zn:5 Zd:5", _fmt_cvt(True), "sve",
      aliases=("ucvtf",))
E.ENC("fcvtzs", "01100101 opc:2 011 opc2:2 U:1 101 Pg:3 Zn:5 Zd:5", _fmt_cvt(False), "sve",
      aliases=("fcvtzu",))
# FABD/FSCALE/FMULX (vectors, predicated): opc 1000/1001/1010 of the FP arithmetic group
for _op, _name in ((8, "fabd"), (9, "fscale"), (10, "fmulx")):
    E.ENC(_name, f"01100101 size:2 00 {_op:04b} 100 Pg:3 Zm:5 Zdn:5",
          lambda f, _name=_name: f.size and f"{_name} {_fz(f.Zdn, f.size)}, p{f.Pg}/m, "
          f"{_fz(f.Zdn, f.size)}, {_fz(f.Zm, f.size)}" or None, "sve")
E.ENC("fexpa", "00000100 size:2 100000 101110 Zn:5 Zd:5",
      lambda f: f.size and f"fexpa {_fz(f.Zd, f.size)}, {_fz(f.Zn, f.size)}" or None, "sve")
