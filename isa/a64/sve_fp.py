"""SVE floating point: FADD/FSUB/FMUL (unpredicated and predicated, vector or #imm), FDIV/FDIVR,
FMAX/FMIN/FMAXNM/FMINNM, FMLA/FMLS, FMLA/FMLS/FMUL (indexed), FNEG/FABS/FSQRT, FADDV, FCVT, and
FMOV #imm (FDUP/FCPY); their binary encodings are at the end.

All rounding and NaN rules come from :mod:`isa.a64.fp` (QEMU-exact); this module only selects
lanes. Results are written back through unsigned views so NaN bit patterns are kept.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from . import operands as O
from .sve import FLOAT, LOG2, SIZE, UINT, const_fill, destructive, gov, zsame
from .fp_mop import f32_to_bf16_bits
from .table import Args, insn

try:  # the C function itself: numpy's Python wrapper costs more than the count on a few lanes
    from numpy._core._multiarray_umath import count_nonzero as count
except ImportError:  # pragma: no cover - other numpy layouts
    count = np.count_nonzero
copyto = np.copyto

_BIN = {"fadd": "fadd", "fsub": "fsub", "fmul": "fmul", "fdiv": "fdiv", "fmax": "fmax",
        "fmin": "fmin", "fmaxnm": "fmaxnm", "fminnm": "fminnm", "fdivr": "fdiv", "fsubr": "fsub",
        "famax": "famax", "famin": "famin"}  # FAMAX/FAMIN: FEAT_FAMINMAX
_UNPRED = ("fadd", "fsub", "fmul")
# the two immediates each predicated #imm form can encode (Arm ARM: FADD (immediate) etc.)
_IMMS = {"fadd": (0.5, 1.0), "fsub": (0.5, 1.0), "fsubr": (0.5, 1.0), "fmul": (0.5, 2.0),
         "fmax": (0.0, 1.0), "fmin": (0.0, 1.0), "fmaxnm": (0.0, 1.0), "fminnm": (0.0, 1.0)}


def fzreg(a: Args, i: int, sizes: str = "hsd") -> tuple[int, int]:
    return a.zreg(i, sizes)


def _float_imm(a: Args, i: int) -> float:
    o = a._get(i)
    if not isinstance(o, (O.Imm, O.Ident)):
        raise a.error(i, f"expected a floating-point immediate, got '{a.raw[i].text}'", "e.g. #1.0")
    text = o.text if isinstance(o, O.Imm) else o.raw
    try:
        return float(text)
    except ValueError:
        raise a.error(i, f"bad floating-point immediate '{text}'", "e.g. #0.5") from None


def fp8_encodable(v: float) -> bool:
    """VFPExpandImm: +-(16..31)/16 * 2^(-3..4)."""
    v = abs(v)
    return any(v == (16 + m) / 16 * 2.0 ** e for m in range(16) for e in range(-3, 5))


def _bits_of(v: float, esz: int) -> int:
    return int(np.array(v, FLOAT[esz]).view(UINT[esz]))


def fp_binary(fname: str, esz: int, d: int, n: int, m, g: int | None, reverse=False, imm=None):
    """Zd = f(Zn, Zm) (unpredicated) or Zdn = f(Zdn, Zm | #imm) merging under Pg."""
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]
    fn = getattr(fp, fname)

    def bind(cpu, idx):
        zf, zu, p, nxt = cpu.z.view(F), cpu.z.view(U), cpu.p, idx + 1
        rn, ud = zf[n], zu[d]
        rm = zf[m] if imm is None else None
        prow = p[g] if g is not None else None
        k = np.full(256 >> sh, imm, F) if imm is not None else None
        if prow is None:
            def run():
                ne = cpu.vlb >> sh
                ud[:ne] = fn(rn[:ne], rm[:ne]).view(U)
                return nxt
            return run

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            b = rm[:ne] if k is None else k[:ne]
            res = fn(b, rn[:ne]) if reverse else fn(rn[:ne], b)
            np.copyto(ud[:ne], res.view(U), where=prow[:vlb:esz])
            return nxt
        return run
    return bind


def fbinary(a: Args):
    fname = _BIN[a.m]
    a.count(3, 4, usage="Zd.T, Zn.T, Zm.T | Zdn.T, Pg/M, Zdn.T, Zm.T")
    d, esz = fzreg(a, 0)
    if a.m == "fmul" and len(a) == 3 and isinstance(a[2], O.ZReg) and a[2].index is not None:
        return fp_indexed(a)
    if not isinstance(a[1], O.PReg):
        if a.m not in _UNPRED:
            raise a.error(1, f"'{a.m}' has only a predicated form",
                          f"e.g. {a.m} z{d}.{SIZE[esz]}, p0/m, z{d}.{SIZE[esz]}, z1.{SIZE[esz]}")
        a.count(3)
        return fp_binary(fname, esz, d, zsame(a, 1, esz), zsame(a, 2, esz), None)
    a.count(4)
    g, _ = gov(a, 1, "m")
    n = zsame(a, 2, esz)
    destructive(a, d, 2)
    rev = a.m.endswith("r")
    if isinstance(a[3], O.ZReg):
        return fp_binary(fname, esz, d, n, zsame(a, 3, esz), g, rev)
    if a.m not in _IMMS:
        raise a.error(3, f"'{a.m}' has no immediate form", f"use a vector: z1.{SIZE[esz]}")
    v = _float_imm(a, 3)
    if v not in _IMMS[a.m]:
        lo, hi = _IMMS[a.m]
        raise a.error(3, f"immediate {v} is not encodable", f"'{a.m}' takes #{lo} or #{hi}")
    return fp_binary(fname, esz, d, n, None, g, rev, imm=v)


for _m in _BIN:
    insn(_m, klass="sve_fp", family="sve", first="ZReg")(fbinary)


@insn("fmla", "fmls", klass="sve_fma", first="ZReg")
def fmla(a: Args):
    if len(a) == 3:
        return fp_indexed(a)
    a.count(4, usage="Zda.T, Pg/M, Zn.T, Zm.T | Zda.T, Zn.T, Zm.T[imm]")
    d, esz = fzreg(a, 0)
    g, _ = gov(a, 1, "m")
    n, m = zsame(a, 2, esz), zsame(a, 3, esz)
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]
    neg = a.m == "fmls"
    fn = fp.fmla

    def bind(cpu, idx):
        zf, zu, p, nxt = cpu.z.view(F), cpu.z.view(U), cpu.p, idx + 1
        rd, rn, rm, ud, prow = zf[d], zf[n], zf[m], zu[d], p[g]
        # views for the VL in force (and the .S fast path's scratch), made again when it changes
        v: list = [-1]

        def refresh(vlb):
            ne = vlb >> sh
            v[:] = [vlb, ne, rd[:ne], rn[:ne], rm[:ne], ud[:ne], prow[:vlb:esz],
                    fp.fmla_s_fast(ne) if esz == 4 else None]

        def run():
            if v[0] != cpu.vlb:
                refresh(cpu.vlb)
            _, ne, cd, cn, cm, cu, pw, fast = v
            res = fast(cd, cn, cm, neg) if fast is not None else None
            if res is None:
                res = fn(cd, cn, cm, neg)
            if count(pw) == ne:  # all active: a plain copy
                cu[:] = res.view(U)
            else:
                copyto(cu, res.view(U), where=pw)
            return nxt
        return run
    return bind


# (element bytes) -> (highest Zm, highest index): the Zm field is 3 bits (.h, .s) or 4 bits (.d),
# the rest of the 5-bit field holds the index (Arm ARM FMLA/FMUL (indexed) encodings)
_IDX_LIMITS = {2: (7, 7), 4: (7, 3), 8: (15, 1)}


def fp_indexed(a: Args):
    """FMLA/FMLS/FMUL (indexed): Zd = [Zd +] (+-)Zn * Zm[imm], unpredicated. The index selects an
    element within each 128-bit segment: segment s of the result uses element ``imm`` of
    segment s of Zm (Arm ARM: ``Elem[Z[m], segmentbase + index, esize]``)."""
    op = a.m
    usage = f"Z{'da' if op != 'fmul' else 'd'}.T, Zn.T, Zm.T[imm]  (T = h, s or d)"
    a.count(3, usage=usage)
    d, esz = fzreg(a, 0)
    n = zsame(a, 1, esz)
    o = a._get(2)
    t = SIZE[esz]
    if not isinstance(o, O.ZReg) or o.index is None:
        raise a.error(2, f"the third operand of the unpredicated '{op}' is an indexed element",
                      f"e.g. {op} z{d}.{t}, z{n}.{t}, z0.{t}[1]" + (
                          "" if op == "fmul" else
                          f" (or the predicated form {op} z{d}.{t}, p0/m, z{n}.{t}, z2.{t})"))
    m = a.zreg(2, t, index=True)[0]
    zmax, imax = _IDX_LIMITS[esz]
    if m > zmax:
        raise a.error(2, f"z{m} is not allowed here: indexed .{t} '{op}' takes Zm from "
                      f"z0-z{zmax}",
                      f"the Zm field is {3 if zmax == 7 else 4} bits for .{t}: "
                      f"move the vector to z0-z{zmax}")
    k = a.ctx.value(o.index.lstrip("#"), o.col)
    if not 0 <= k <= imax:
        raise a.error(2, f"element index {k} out of range 0-{imax} for .{t}",
                      f"the index selects one of the {imax + 1} .{t} elements of each "
                      f"128-bit segment")
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]
    seg = 16 // esz
    neg = op == "fmls"
    fused = op != "fmul"

    def bind(cpu, idx):
        zf, zu, nxt = cpu.z.view(F), cpu.z.view(U), idx + 1
        rd, rn, rm, ud = zf[d], zf[n], zf[m], zu[d]

        def run():
            ne = cpu.vlb >> sh
            b = np.repeat(rm[:ne].reshape(-1, seg)[:, k], seg)
            if fused:
                res = fp.fmla(rd[:ne], rn[:ne], b, neg)
            else:
                res = fp.fmul(rn[:ne], b)
            ud[:ne] = res.view(U)
            return nxt
        return run
    return bind


@insn("fneg", "fabs", "fsqrt", klass="sve_fp", first="ZReg")
def funary(a: Args):
    a.count(3, usage="Zd.T, Pg/M, Zn.T")
    d, esz = fzreg(a, 0)
    g, _ = gov(a, 1, "m")
    n = zsame(a, 2, esz)
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]
    fn = getattr(fp, a.m)

    def bind(cpu, idx):
        zf, zu, p, nxt = cpu.z.view(F), cpu.z.view(U), cpu.p, idx + 1
        rn, ud, prow = zf[n], zu[d], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            np.copyto(ud[:ne], fn(rn[:ne]).view(U), where=prow[:vlb:esz])
            return nxt
        return run
    return bind


@insn("faddv", klass="sve_reduce")
def faddv(a: Args):
    a.count(3, usage="Vd, Pg, Zn.T  (Vd is h0, s0 or d0)")
    n, esz = fzreg(a, 2)
    if not isinstance(a[0], O.FReg) or a[0].kind != SIZE[esz]:
        raise a.error(0, f"faddv of .{SIZE[esz]} elements writes {SIZE[esz]}N",
                      f"e.g. faddv {SIZE[esz]}0, p0, z{n}.{SIZE[esz]}")
    d = a[0].num
    g, _ = gov(a, 1, "")
    F, U, sh = FLOAT[esz], UINT[esz], LOG2[esz]
    fn = fp.faddv

    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1
        rn, prow, dst = z.view(F)[n], p[g], z[d]
        du = dst.view(U)

        def run():
            vlb = cpu.vlb
            r = fn(rn[:vlb >> sh], prow[:vlb:esz])
            dst[:] = 0
            du[0] = np.asarray(r, F).view(U)
            return nxt
        return run
    return bind


@insn("fcvt", klass="sve_fp", first="ZReg")
def fcvt(a: Args):
    """FCVT Zd.T, Pg/M, Zn.U: each element sits in a container of the larger size; a narrow
    source is the low bits of its container, a narrow result is zero-extended."""
    if len(a) == 2 and isinstance(a[1], O.ZList):  # SME2 FCVT Zd.H, {Zn.S-Zn+1.S}
        from .sme2_cvt import fcvt_multi

        return fcvt_multi(a)
    a.count(3, usage="Zd.S, Pg/M, Zn.H | Zd.H, Pg/M, Zn.S | … (h, s, d)")
    d, dsz = fzreg(a, 0)
    g, _ = gov(a, 1, "m")
    n, ssz = fzreg(a, 2)
    if ssz == dsz:
        raise a.error(2, "fcvt converts between different sizes",
                      f"e.g. fcvt z{d}.s, p0/m, z{n}.h")
    esz = max(ssz, dsz)
    r = esz // ssz
    CU, sh = UINT[esz], LOG2[esz]
    SF, DF, DU = FLOAT[ssz], FLOAT[dsz], UINT[dsz]
    fn = fp.fcvt

    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1
        src, ud, prow = z.view(SF)[n], z.view(CU)[d], p[g]

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            res = fn(src[:ne * r:r], DF).view(DU)
            np.copyto(ud[:ne], res, where=prow[:vlb:esz], casting="safe")
            return nxt
        return run
    return bind


@insn("fmov", klass="sve_int", first="ZReg")
def fmov(a: Args):
    """FMOV Zd.T, #imm (DUP of an 8-bit FP immediate; #0.0 = DUP #0) and FMOV Zd.T, Pg/M, #imm
    (FCPY; #0.0 = CPY #0 merging)."""
    a.count(2, 3, usage="Zd.T, #fimm | Zd.T, Pg/M, #fimm")
    d, esz = fzreg(a, 0)
    g = None
    if len(a) == 3:
        g, _ = gov(a, 1, "m", max_num=15)
    i = len(a) - 1
    v = _float_imm(a, i)
    if not (fp8_encodable(v) or (v == 0.0 and str(v)[0] != "-" and a.raw[i].text.lstrip("#")
                                 .strip()[0] != "-")):
        raise a.error(i, f"{v} cannot be encoded as an 8-bit floating-point immediate",
                      "use +-(1..1.9375) * 2^(-3..4), or #0.0")
    return const_fill(d, esz, _bits_of(v, esz), g)


@insn("fdup", "fcpy", klass="sve_int")
def fdup_fcpy(a: Args):
    """FDUP Zd.T, #imm and FCPY Zd.T, Pg/M, #imm: the canonical names of FMOV (immediate), which
    encode only the 8-bit floating-point immediates (no #0.0)."""
    if a.m == "fdup":
        a.count(2, usage="Zd.T, #fimm")
    else:
        a.count(3, usage="Zd.T, Pg/M, #fimm")
    d, esz = fzreg(a, 0)
    g = gov(a, 1, "m", max_num=15)[0] if a.m == "fcpy" else None
    i = len(a) - 1
    v = _float_imm(a, i)
    if not fp8_encodable(v):
        raise a.error(i, f"{v} cannot be encoded as an 8-bit floating-point immediate",
                      "use +-(1..1.9375) * 2^(-3..4); for #0.0 write fmov (it is mov #0)")
    return const_fill(d, esz, _bits_of(v, esz), g)


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1 SVE encoding tables; canonical text checked against the LLVM MC tests
# llvm/test/MC/AArch64/SVE/<mnemonic>.s (llvm-objdump prints FDUP/FCPY as FMOV).
_SZ = "bhsd"


def vfp_expand_imm(imm8: int) -> float:
    """VFPExpandImm: sign a, exponent NOT(b):c:d (bias folded in), fraction efgh."""
    b, cd = imm8 >> 6 & 1, imm8 >> 4 & 3
    v = (16 + (imm8 & 15)) / 16 * 2.0 ** (cd + 1 - 4 * b)
    return -v if imm8 >> 7 else v


def _fz(n: int, size: int) -> str:
    return f"z{n}.{_SZ[size]}"


# Arm ARM C4.1 SVE encodings, FDUP and FCPY (printed as FMOV (immediate, unpredicated /
# predicated)); llvm/test/MC/AArch64/SVE/fdup.s, fcpy.s, fmov.s.
E.ENC("fdup", "00100101 size:2 111 00 1 11 0 imm8:8 Zd:5",
      lambda f: f.size and f"fmov {_fz(f.Zd, f.size)}, #{vfp_expand_imm(f.imm8):.8f}" or None,
      "sve", aliases=("fmov",))
E.ENC("fcpy", "00000101 size:2 01 Pg:4 110 imm8:8 Zd:5",
      lambda f: f.size and f"fmov {_fz(f.Zd, f.size)}, p{f.Pg}/m, "
                           f"#{vfp_expand_imm(f.imm8):.8f}" or None, "sve", aliases=("fmov",))

# Arm ARM C4.1 SVE encodings, FADD/FSUB/FMUL (vectors, unpredicated) (FTSMUL/FRECPS/FRSQRTS
# beside them are not executed).
_UNPRED_OPC = {0: "fadd", 1: "fsub", 2: "fmul"}
E.ENC("fadd", "01100101 size:2 0 Zm:5 000 opc:3 Zn:5 Zd:5",
      lambda f: f.size and f.opc in _UNPRED_OPC and
      f"{_UNPRED_OPC[f.opc]} {_fz(f.Zd, f.size)}, {_fz(f.Zn, f.size)}, {_fz(f.Zm, f.size)}" or None,
      "sve", aliases=("fsub", "fmul"))

# Arm ARM C4.1 SVE encodings, the FP binary operations (vectors, predicated) (FABD/FSCALE/FMULX
# are in isa/a64/sve2_fp.py).
_PRED_OPC = {0: "fadd", 1: "fsub", 2: "fmul", 3: "fsubr", 4: "fmaxnm", 5: "fminnm", 6: "fmax",
             7: "fmin", 12: "fdivr", 13: "fdiv", 14: "famax", 15: "famin"}


def _fmt_fp_pred(f):
    m = _PRED_OPC.get(f.opc)
    if not f.size or m is None:
        return None
    z = _fz(f.Zdn, f.size)
    return f"{m} {z}, p{f.Pg}/m, {z}, {_fz(f.Zm, f.size)}"


E.ENC("fadd", "01100101 size:2 00 opc:4 100 Pg:3 Zm:5 Zdn:5", _fmt_fp_pred, "sve",
      aliases=tuple(sorted(set(_PRED_OPC.values()) - {"fadd"})))

# Arm ARM C4.1 SVE encodings, FADD/FSUB/FSUBR/FMUL/FMAX/FMIN/FMAXNM/FMINNM (immediate): i1
# picks one of two constants per operation (llvm/test/MC/AArch64/SVE/fadd.s, fmax.s, fmul.s).
_IMM_OPC = ("fadd", "fsub", "fmul", "fsubr", "fmaxnm", "fminnm", "fmax", "fmin")


def _fmt_fp_imm(f):
    if not f.size:
        return None
    m = _IMM_OPC[f.opc]
    k = ("0.5", "2.0" if m == "fmul" else "1.0") if m in ("fadd", "fsub", "fmul", "fsubr") \
        else ("0.0", "1.0")
    z = _fz(f.Zdn, f.size)
    return f"{m} {z}, p{f.Pg}/m, {z}, #{k[f.i1]}"


E.ENC("fadd", "01100101 size:2 011 opc:3 100 Pg:3 0000 i1:1 Zdn:5", _fmt_fp_imm, "sve",
      aliases=_IMM_OPC[1:])

# Arm ARM C4.1 SVE encodings, FMLA/FMLS (vectors) (FNMLA/FNMLS: sve2_fp.py).
E.ENC("fmla", "01100101 size:2 1 Zm:5 0 opc:2 Pg:3 Zn:5 Zda:5",
      lambda f: f.size and f.opc < 2 and
      f"{('fmla', 'fmls')[f.opc]} {_fz(f.Zda, f.size)}, p{f.Pg}/m, {_fz(f.Zn, f.size)}, "
      f"{_fz(f.Zm, f.size)}" or None, "sve", aliases=("fmls",))


# Arm ARM C4.1 SVE encodings, FMLA/FMLS (indexed) and FMUL (indexed): .h (i3h:i3l, Zm 3 bits),
# .s (i2, Zm 3 bits), .d (i1, Zm 4 bits);
# llvm/test/MC/AArch64/SVE/fmla.s, fmul.s.
def _idx(t: str, op: str | None):
    def fmt(f):
        m = op or ("fmla", "fmls")[f.op]
        zd = f.get("Zda", f.get("Zd"))
        return f"{m} z{zd}.{t}, z{f.Zn}.{t}, z{f.Zm}.{t}[{f.i}]"
    return fmt


for _t, _lay in (("h", "01100100 0 i:1 1 i:2 Zm:3"), ("s", "01100100 101 i:2 Zm:3"),
                 ("d", "01100100 111 i:1 Zm:4")):
    E.ENC("fmla", f"{_lay} 00000 op:1 Zn:5 Zda:5", _idx(_t, None), "sve", aliases=("fmls",))
    E.ENC("fmul", f"{_lay} 001000 Zn:5 Zd:5", _idx(_t, "fmul"), "sve")

# Arm ARM C4.1 SVE encodings, FABS, FNEG and FSQRT (predicated);
# llvm/test/MC/AArch64/SVE/fabs.s, fneg.s, fsqrt.s.
E.ENC("fabs", "00000100 size:2 01110 op:1 101 Pg:3 Zn:5 Zd:5",
      lambda f: f.size and f"{('fabs', 'fneg')[f.op]} {_fz(f.Zd, f.size)}, p{f.Pg}/m, "
                           f"{_fz(f.Zn, f.size)}" or None, "sve", aliases=("fneg",))
E.ENC("fsqrt", "01100101 size:2 001101 101 Pg:3 Zn:5 Zd:5",
      lambda f: f.size and f"fsqrt {_fz(f.Zd, f.size)}, p{f.Pg}/m, {_fz(f.Zn, f.size)}" or None,
      "sve")

# Arm ARM C4.1 SVE encodings, FADDV; llvm/test/MC/AArch64/SVE/faddv.s.
E.ENC("faddv", "01100101 size:2 000 000 001 Pg:3 Zn:5 Vd:5",
      lambda f: f.size and f"faddv {_SZ[f.size]}{f.Vd}, p{f.Pg}, {_fz(f.Zn, f.size)}" or None,
      "sve")

# Arm ARM C4.1 SVE encodings, FCVT: (opc, opc2) -> (Zd.T, Zn.T);
# the other (opc, opc2) values are BFCVT or unallocated.
_FCVT = {(2, 0): "hs", (2, 1): "sh", (3, 0): "hd", (3, 1): "dh", (3, 2): "sd", (3, 3): "ds"}
E.ENC("fcvt", "01100101 opc:2 0010 opc2:2 101 Pg:3 Zn:5 Zd:5",
      lambda f: (f.opc, f.opc2) in _FCVT and
      f"fcvt z{f.Zd}.{_FCVT[f.opc, f.opc2][0]}, p{f.Pg}/m, z{f.Zn}.{_FCVT[f.opc, f.opc2][1]}"
      or None, "sve")


# ----------------------------------------------------------------------------- BFCVT / BFCVTNT
@insn("bfcvt", klass="sve_fp", first="ZReg,PReg")
@insn("bfcvtnt", klass="sve_fp", first="ZReg")
def bfcvt(a: Args):
    """BFCVT Zd.H, Pg/M, Zn.S: each active single becomes bfloat16 in the bottom half of its
    32-bit lane, the top half zero; BFCVTNT writes the top half and keeps the bottom (FEAT_BF16;
    rounding and NaNs as fp_mop.f32_to_bf16_bits, FPCR.DN = 0). KleidiAI's packers use BFCVT."""
    a.count(3, usage="Zd.H, Pg/M, Zn.S")
    d = a.zreg(0, "h")[0]
    g, _ = gov(a, 1, "m")
    n = a.zreg(2, "s")[0]
    top = a.m == "bfcvtnt"

    def bind(cpu, idx):
        z32, z16, p, nxt = cpu.z.view(np.uint32), cpu.z.view(np.uint16), cpu.p, idx + 1

        def run():
            vlb = cpu.vlb
            act = p[g, :vlb:4]
            bf = f32_to_bf16_bits(z32[n, :vlb >> 2].view(np.float32))
            if top:
                lanes = z16[d, :vlb >> 1].reshape(-1, 2)
                lanes[act, 1] = bf[act]
            else:
                np.copyto(z32[d, :vlb >> 2], bf.astype(np.uint32), where=act)
            return nxt
        return run
    return bind


# Arm ARM C4.1 "SVE floating-point convert precision odd elements" / BFCVT (predicated);
# llvm/test/MC/AArch64/SVE/bfcvt.s, bfcvtnt.s.
E.ENC("bfcvt", "0110010 T:1 10 001010 101 Pg:3 Zn:5 Zd:5",
      lambda f: f"{('bfcvtnt', 'bfcvt')[f.T]} z{f.Zd}.h, p{f.Pg}/m, z{f.Zn}.s", "sve",
      aliases=("bfcvtnt",))
