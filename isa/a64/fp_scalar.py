"""Scalar floating point on the H/S/D views of the SIMD&FP registers (Arm ARM C3.6.7-C3.6.13):
FADD/FSUB/FMUL/FDIV/FNMUL, FMAX/FMIN/FMAXNM/FMINNM, FMADD/FMSUB/FNMADD/FNMSUB, FABS/FNEG/FSQRT,
FRINTN/P/M/Z/A/X/I, FCMP/FCMPE (also with #0.0), FCCMP/FCCMPE, FCSEL, FCVT (H/S/D),
SCVTF/UCVTF and FCVTZS/FCVTZU (general register, optionally fixed point #fbits),
FCVTNS/NU/AS/AU/PS/PU/MS/MU (general register, each rounding mode), and the FMOV
forms base_branch does not run (register, #imm, H <-> W/X, Xd <-> Vn.D[1]).

FPCR is 0 as Linux leaves it (round to nearest even, no flush to zero, no default NaN); rounding
and NaN rules come from :mod:`isa.a64.fp`. FPSR exception flags are not set. A write of a scalar
register zeroes the rest of the vector register (Arm ARM: SIMD&FP writes clear the upper bits,
up to the SVE vector length).
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import fp
from . import operands as O
from .base_select import _cond
from .bits import cond_fn
from .fp_convert import FRINT, float_imm, frint, round_to_float, to_fixed
from .sve_fp import fp8_encodable, vfp_expand_imm
from .table import Args, insn

FLOAT = {2: np.dtype(np.float16), 4: np.dtype(np.float32), 8: np.dtype(np.float64)}
UINT = {2: np.dtype(np.uint16), 4: np.dtype(np.uint32), 8: np.dtype(np.uint64)}
FSIZE = {"h": 2, "s": 4, "d": 8}



# ----------------------------------------------------------------------------- operands
def freg(a: Args, i: int, kinds: str = "hsd") -> tuple[int, int]:
    """(register number, bytes) of a scalar ``Hn``/``Sn``/``Dn`` (``kinds`` lists the views)."""
    o = a._get(i)
    if type(o) is not O.FReg or o.kind not in kinds:
        raise a.error(i, f"expected a {'/'.join(kinds)} register, got '{a.raw[i].text}'",
                      f"e.g. {kinds[-1]}0")
    return o.num, O.ESZ[o.kind]


def fsame(a: Args, *idx: int, kinds: str = "hsd") -> tuple[list[int], int]:
    """Register numbers of operands ``idx`` (all the same scalar view) and their size."""
    regs, sizes = zip(*(freg(a, i, kinds) for i in idx))
    if len(set(sizes)) > 1:
        bad = next(i for i, s in zip(idx, sizes) if s != sizes[0])
        raise a.error(bad, "operands mix register sizes",
                      f"use all {O.ESZ_NAME[sizes[0]]} registers")
    return list(regs), sizes[0]


def scalar_writer(z, d: int, esz: int):
    """``write(value_array)``: the low ``esz`` bytes of Zd from a 1-element array; the rest 0."""
    row, view = z[d], z.view(FLOAT[esz])[d, :1]

    def write(r):
        row[:] = 0
        view[:] = r
        return None
    return write


# ----------------------------------------------------------------------------- arithmetic
def _fnmul(a, b):
    return fp.fneg(fp.fmul(a, b))


_BINARY = {"fadd": fp.fadd, "fsub": fp.fsub, "fmul": fp.fmul, "fdiv": fp.fdiv, "fmax": fp.fmax,
           "fmin": fp.fmin, "fmaxnm": fp.fmaxnm, "fminnm": fp.fminnm, "fnmul": _fnmul}


@insn(*_BINARY, klass="fp", first="FReg")
def fbinary(a: Args):
    """<op> Fd, Fn, Fm (FNMUL = -(n*m), negated after rounding, as QEMU's vfp_negs)."""
    if len(a) == 3 and isinstance(a[2], O.VReg) and a[2].index is not None:  # FMUL by element
        from .simd import HOOKS

        return HOOKS["fp_by_element"](a)
    a.count(3, usage="Sd, Sn, Sm")
    (d, n, m), esz = fsame(a, 0, 1, 2)
    fn = _BINARY[a.m]

    def bind(cpu, idx):
        zf, nxt = cpu.z.view(FLOAT[esz]), idx + 1
        vn, vm, write = zf[n, :1], zf[m, :1], scalar_writer(cpu.z, d, esz)

        def run():
            write(fn(vn, vm))
            return nxt
        return run
    return bind


@insn("fmadd", "fmsub", "fnmadd", "fnmsub", klass="fp", first="FReg")
def fmadd(a: Args):
    """FMADD a+n*m, FMSUB a-n*m, FNMADD -a-n*m, FNMSUB -a+n*m, one rounding; the negations flip
    sign bits before the fused operation (Arm ARM FPMulAdd with FPNeg operands), NaNs included."""
    a.count(4, usage="Dd, Dn, Dm, Da")
    (d, n, m, ra), esz = fsame(a, 0, 1, 2, 3)
    neg_n = a.m in ("fmsub", "fnmadd")
    neg_a = a.m in ("fnmadd", "fnmsub")

    def bind(cpu, idx):
        zf, nxt = cpu.z.view(FLOAT[esz]), idx + 1
        vn, vm, va, write = zf[n, :1], zf[m, :1], zf[ra, :1], scalar_writer(cpu.z, d, esz)

        def run():
            add = fp.fneg(va) if neg_a else va
            write(fp.fmla(add, vn, vm, negate=neg_n))
            return nxt
        return run
    return bind


_UNARY = {"fabs": fp.fabs, "fneg": fp.fneg, "fsqrt": fp.fsqrt,
          **{k: frint(v) for k, v in FRINT.items()}}


@insn(*_UNARY, klass="fp", first="FReg")
def funary(a: Args):
    """FABS/FNEG (sign bit only), FSQRT, FRINT<r> (round to an integral value in the same format;
    a zero result keeps the operand's sign)."""
    a.count(2, usage="Sd, Sn")
    (d, n), esz = fsame(a, 0, 1)
    fn = _UNARY[a.m]

    def bind(cpu, idx):
        zf, nxt = cpu.z.view(FLOAT[esz]), idx + 1
        vn, write = zf[n, :1], scalar_writer(cpu.z, d, esz)

        def run():
            write(fn(vn))
            return nxt
        return run
    return bind


@insn("fcvt", klass="fp", first="FReg")
def fcvt(a: Args):
    """FCVT Fd, Fn between H, S and D (RNE; NaNs quietened with their payload's top bits)."""
    a.count(2, usage="Dd, Sn")
    d, dsz = freg(a, 0)
    n, nsz = freg(a, 1)
    if dsz == nsz:
        raise a.error(1, "fcvt converts between different sizes", "e.g. fcvt d0, s1")

    def bind(cpu, idx):
        vn, nxt = cpu.z.view(FLOAT[nsz])[n, :1], idx + 1
        write = scalar_writer(cpu.z, d, dsz)

        def run():
            write(fp.fcvt(vn, FLOAT[dsz]))
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- compare / select
def compare_flags(x: float, y: float) -> list[int]:
    """FPCompare as NZCV: unordered 0011, equal 0110, less 1000, greater 0010."""
    if x != x or y != y:
        return [0, 0, 1, 1]
    if x == y:
        return [0, 1, 1, 0]
    return [1, 0, 0, 0] if x < y else [0, 0, 1, 0]


def _zero_imm(a: Args, i: int) -> None:
    if not a.is_imm(i) or a[i].text.strip() not in ("0.0", "0"):
        raise a.error(i, "the only immediate fcmp compares with is #0.0", "fcmp s0, #0.0")


@insn("fcmp", "fcmpe", klass="fp", first="FReg")
def fcmp(a: Args):
    """FCMP/FCMPE Fn, Fm | #0.0: set NZCV (FCMPE differs only in signalling quiet NaNs in FPSR)."""
    a.count(2, usage="Sn, Sm | Sn, #0.0")
    if a.is_imm(1):
        _zero_imm(a, 1)
        (n,), esz = fsame(a, 0)
        m = None
    else:
        (n, m), esz = fsame(a, 0, 1)

    def bind(cpu, idx):
        zf, f, nxt = cpu.z.view(FLOAT[esz]), cpu.nzcv, idx + 1

        def run():
            f[:] = compare_flags(float(zf[n, 0]), 0.0 if m is None else float(zf[m, 0]))
            return nxt
        return run
    return bind


@insn("fccmp", "fccmpe", klass="fp", first="FReg")
def fccmp(a: Args):
    """FCCMP Fn, Fm, #nzcv, cond: compare when cond holds, else NZCV = #nzcv."""
    a.count(4, usage="Sn, Sm, #nzcv, cond")
    (n, m), esz = fsame(a, 0, 1)
    nzcv = a.imm(2, 0, 15, "nzcv")
    alt = [nzcv >> 3 & 1, nzcv >> 2 & 1, nzcv >> 1 & 1, nzcv & 1]
    holds = cond_fn(_cond(a, 3))

    def bind(cpu, idx):
        zf, f, nxt = cpu.z.view(FLOAT[esz]), cpu.nzcv, idx + 1

        def run():
            f[:] = compare_flags(float(zf[n, 0]), float(zf[m, 0])) if holds(f) else alt
            return nxt
        return run
    return bind


@insn("fcsel", klass="fp", first="FReg")
def fcsel(a: Args):
    """FCSEL Fd, Fn, Fm, cond: Fd = cond ? Fn : Fm (bits copied)."""
    a.count(4, usage="Sd, Sn, Sm, cond")
    (d, n, m), esz = fsame(a, 0, 1, 2)
    holds = cond_fn(_cond(a, 3))

    def bind(cpu, idx):
        zf, f, nxt = cpu.z.view(FLOAT[esz]), cpu.nzcv, idx + 1
        vn, vm, write = zf[n, :1], zf[m, :1], scalar_writer(cpu.z, d, esz)

        def run():
            write((vn if holds(f) else vm).copy())
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- conversions
def _fbits(a: Args, i: int, width: int) -> int:
    return a.imm(i, 1, width, "fixed-point fraction bits", f"#fbits is 1-{width}")


@insn("scvtf", "ucvtf", klass="fp", first="FReg")
def cvtf(a: Args):
    """SCVTF/UCVTF Fd, Wn|Xn{, #fbits}: a (fixed-point) integer to floating point, rounded once."""
    if len(a) >= 2 and type(a[1]) is O.FReg:  # the SIMD&FP register forms
        from .simd import HOOKS

        return HOOKS["convert"](a)
    a.count(2, 3, usage="Sd, Wn{, #fbits}")
    d, esz = freg(a, 0)
    n, is64 = a.gpr(1)
    width = 64 if is64 else 32
    fbits = _fbits(a, 2, width) if len(a) == 3 else 0
    signed = a.m == "scvtf"
    F = FLOAT[esz]

    def bind(cpu, idx):
        x, nxt, write = cpu.x, idx + 1, scalar_writer(cpu.z, d, esz)

        def run():
            v = x[n] & ((1 << width) - 1)
            if signed and v >> (width - 1):
                v -= 1 << width
            write(np.array([round_to_float(v, fbits, esz)], F))
            return nxt
        return run
    return bind


_FCVT_INT = [f"fcvt{r}{s}" for r in "znapm" for s in "su"]


@insn(*_FCVT_INT, klass="fp", first="Gpr")
def fcvtz(a: Args):
    """FCVT<r>S/FCVT<r>U Wd|Xd, Fn: round (Z toward zero, N nearest even, A nearest away,
    P up, M down) to an integer, saturating; NaN gives 0. FCVTZS/FCVTZU also take #fbits."""
    a.count(2, 3, usage="Wd, Sn{, #fbits}")
    d, is64 = a.gpr(0, write=True)
    n, esz = freg(a, 1)
    width = 64 if is64 else 32
    mode = a.m[4]
    if len(a) == 3 and mode != "z":
        raise a.error(2, f"'{a.m}' has no fixed-point form", "only fcvtzs/fcvtzu take #fbits")
    fbits = _fbits(a, 2, width) if len(a) == 3 else 0
    signed = a.m.endswith("s")

    def bind(cpu, idx):
        x, zf, nxt = cpu.x, cpu.z.view(FLOAT[esz]), idx + 1

        def run():
            x[d] = to_fixed(float(zf[n, 0]), fbits, width, signed, mode)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- FMOV
def _bits_binder(d: int, lo: int, nbytes: int, clear_from: int, gpr: int | None = None,
                 const: int = 0):
    """Binder writing ``nbytes`` little-endian bytes of Xn (``gpr``) or of ``const`` at byte
    ``lo`` of Zd, after zeroing Zd from byte ``clear_from``."""
    mask = (1 << (8 * nbytes)) - 1

    def bind(cpu, idx):
        x, row, nxt = cpu.x, cpu.z[d], idx + 1

        def run():
            v = (x[gpr] if gpr is not None else const) & mask
            row[clear_from:] = 0
            row[lo:lo + nbytes] = np.frombuffer(v.to_bytes(nbytes, "little"), np.uint8)
            return nxt
        return run
    return bind


@insn("fmov", klass="fp_mov", first="VReg")
def fmov_fp(a: Args):
    """FMOV Fd, Fn | Fd, #imm | Hd, Wn/Xn | Wd/Xd, Hn | Xd, Vn.D[1] | Vd.D[1], Xn (the D/S <->
    X/W forms are in base_branch). Bits move unchanged; #imm is VFPExpandImm's 8-bit set."""
    a.count(2, usage="Sd, Sn | Sd, #imm | Hd, Wn | Xd, Vn.d[1] | Vd.d[1], Xn")
    o0, o1 = a[0], a[1]
    if isinstance(o0, O.VReg) and o0.lanes:
        from .simd import fmov_vector

        return fmov_vector(a)
    if isinstance(o0, O.VReg) or isinstance(o1, O.VReg):
        top = o0 if isinstance(o0, O.VReg) else o1
        i = 0 if top is o0 else 1
        if top.esz != 8 or top.lanes or top.index is None or a.ctx.value(top.index, top.col) != 1:
            raise a.error(i, "fmov moves a general register to or from v<n>.d[1] only",
                          "fmov x0, v1.d[1]")
        if top is o0:
            n, _ = a.gpr(1, width=64)
            return _bits_binder(o0.num, 8, 8, 16, gpr=n)
        d, _ = a.gpr(0, write=True, width=64)

        def bind(cpu, idx):
            x, row, nxt = cpu.x, cpu.z[o1.num], idx + 1

            def run():
                x[d] = int.from_bytes(row[8:16].tobytes(), "little")
                return nxt
            return run
        return bind
    if a.is_gpr(0):  # Wd/Xd, Hn
        d, _ = a.gpr(0, write=True)
        n, _ = freg(a, 1, "h")

        def bind(cpu, idx):
            x, row, nxt = cpu.x, cpu.z[n], idx + 1

            def run():
                x[d] = int(row[0]) | int(row[1]) << 8
                return nxt
            return run
        return bind
    d, esz = freg(a, 0)
    if a.is_gpr(1):  # Hd, Wn/Xn (S/D forms: base_branch)
        if esz != 2:
            raise a.error(1, "fmov d needs an x register, fmov s a w register")
        n, _ = a.gpr(1)
        return _bits_binder(d, 0, 2, 0, gpr=n)
    if a.is_imm(1):
        v = float_imm(a, 1)
        if not fp8_encodable(v):
            raise a.error(1, f"{v} is not encodable as an 8-bit floating-point immediate",
                          "use +-(1..1.9375) * 2^(-3..4), or fmov from wzr for 0.0")
        bits = int(np.array(v, FLOAT[esz]).view(UINT[esz]))
        return _bits_binder(d, 0, esz, 0, const=bits)
    (d, n), esz = fsame(a, 0, 1)

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1
        src, dst = z[n], z[d]

        def run():
            v = src[:esz].copy()
            dst[:] = 0
            dst[:esz] = v
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.96 "Data Processing -- Scalar Floating-Point and Advanced SIMD": floating-point
# data-processing (1, 2, 3 source), compare, conditional compare/select, immediate, and the
# conversions between floating point and integer / fixed point; spelling as llvm-objdump-19 prints
# llvm/test/MC/AArch64/basic-a64-instructions.s.
_FT = {0: "s", 1: "d", 3: "h"}  # ftype -> view (2 is unallocated here)
_COND = ("eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le",
         "al", "nv")
_OP2 = ("fmul", "fdiv", "fadd", "fsub", "fmax", "fmin", "fmaxnm", "fminnm", "fnmul")
_OP1 = {0: "fmov", 1: "fabs", 2: "fneg", 3: "fsqrt", 8: "frintn", 9: "frintp", 10: "frintm",
        11: "frintz", 12: "frinta", 14: "frintx", 15: "frinti"}


def _fmt_2src(f):
    t = _FT.get(f.ftype)
    if t is None or f.opcode >= len(_OP2):
        return None
    return f"{_OP2[f.opcode]} {t}{f.Rd}, {t}{f.Rn}, {t}{f.Rm}"


def _fmt_1src(f):
    t = _FT.get(f.ftype)
    if t is None:
        return None
    if f.opcode >> 2 == 1:  # FCVT: opc<1:0> is the target type
        to = _FT.get(f.opcode & 3)
        return to and to != t and f"fcvt {to}{f.Rd}, {t}{f.Rn}" or None
    m = _OP1.get(f.opcode)
    return m and f"{m} {t}{f.Rd}, {t}{f.Rn}"


def _fmt_3src(f):
    t = _FT.get(f.ftype)
    m = ("fmadd", "fmsub", "fnmadd", "fnmsub")[f.o1 << 1 | f.o0]
    return t and f"{m} {t}{f.Rd}, {t}{f.Rn}, {t}{f.Rm}, {t}{f.Ra}"


def _fmt_cmp(f):
    t = _FT.get(f.ftype)
    if t is None or f.opc & 7:
        return None
    m = "fcmpe" if f.opc >> 4 & 1 else "fcmp"
    if f.opc >> 3 & 1:
        return f"{m} {t}{f.Rn}, #0.0"  # Rm is ignored (llvm-objdump and QEMU 11.1 agree)
    return f"{m} {t}{f.Rn}, {t}{f.Rm}"


def _fmt_ccmp(f):
    t = _FT.get(f.ftype)
    m = "fccmpe" if f.op else "fccmp"
    return t and f"{m} {t}{f.Rn}, {t}{f.Rm}, {E.himm(f.nzcv)}, {_COND[f.cond]}"


def _fmt_csel(f):
    t = _FT.get(f.ftype)
    return t and f"fcsel {t}{f.Rd}, {t}{f.Rn}, {t}{f.Rm}, {_COND[f.cond]}"


def _fmt_imm(f):
    t = _FT.get(f.ftype)
    return t and f"fmov {t}{f.Rd}, #{vfp_expand_imm(f.imm8):.8f}"


_CVT = {(0, 2): "scvtf", (0, 3): "ucvtf", (3, 0): "fcvtzs", (3, 1): "fcvtzu",
        (0, 0): "fcvtns", (0, 1): "fcvtnu", (0, 4): "fcvtas", (0, 5): "fcvtau",
        (1, 0): "fcvtps", (1, 1): "fcvtpu", (2, 0): "fcvtms", (2, 1): "fcvtmu"}


def _fmt_cvt(f):
    """Integer <-> floating point (fixed point when ``fixed``), and the FMOV forms not in
    base_branch (H <-> W/X, X <-> V.D[1])."""
    m = _CVT.get((f.rmode, f.opcode))
    t = _FT.get(f.ftype)
    if m is not None:
        if t is None:
            return None
        if m.endswith("cvtf"):
            return f"{m} {t}{f.Rd}, {E.r(f.sf, f.Rn)}"
        return f"{m} {E.r(f.sf, f.Rd)}, {t}{f.Rn}"
    if f.opcode >> 1 != 3:
        return None
    if f.rmode == 1 and f.sf and f.ftype == 2:
        return (f"fmov v{f.Rd}.d[1], {E.x(f.Rn)}" if f.opcode & 1
                else f"fmov {E.x(f.Rd)}, v{f.Rn}.d[1]")
    if f.rmode == 0 and f.ftype == 3:
        return (f"fmov h{f.Rd}, {E.r(f.sf, f.Rn)}" if f.opcode & 1
                else f"fmov {E.r(f.sf, f.Rd)}, h{f.Rn}")
    return None


def _fmt_fixed(f):
    m = _CVT.get((f.rmode, f.opcode))
    t = _FT.get(f.ftype)
    if m not in ("scvtf", "ucvtf", "fcvtzs", "fcvtzu") or t is None or (not f.sf and f.scale < 32):
        return None
    fb = E.himm(64 - f.scale)
    if m.endswith("cvtf"):
        return f"{m} {t}{f.Rd}, {E.r(f.sf, f.Rn)}, {fb}"
    return f"{m} {E.r(f.sf, f.Rd)}, {t}{f.Rn}, {fb}"


E.ENC("fadd", "0 0 0 11110 ftype:2 1 Rm:5 opcode:4 10 Rn:5 Rd:5", _fmt_2src, aliases=_OP2)
E.ENC("fabs", "0 0 0 11110 ftype:2 1 opcode:6 10000 Rn:5 Rd:5", _fmt_1src,
      aliases=tuple(_OP1.values()) + ("fcvt",))
E.ENC("fmadd", "0 0 0 11111 ftype:2 o1:1 Rm:5 o0:1 Ra:5 Rn:5 Rd:5", _fmt_3src,
      aliases=("fmsub", "fnmadd", "fnmsub"))
E.ENC("fcmp", "0 0 0 11110 ftype:2 1 Rm:5 00 1000 Rn:5 opc:5", _fmt_cmp, aliases=("fcmpe",))
E.ENC("fccmp", "0 0 0 11110 ftype:2 1 Rm:5 cond:4 01 Rn:5 op:1 nzcv:4", _fmt_ccmp,
      aliases=("fccmpe",))
E.ENC("fcsel", "0 0 0 11110 ftype:2 1 Rm:5 cond:4 11 Rn:5 Rd:5", _fmt_csel)
E.ENC("fmov", "0 0 0 11110 ftype:2 1 imm8:8 100 00000 Rd:5", _fmt_imm)
E.ENC("scvtf", "sf:1 0 0 11110 ftype:2 1 rmode:2 opcode:3 000000 Rn:5 Rd:5", _fmt_cvt,
      aliases=("ucvtf", "fmov", *_FCVT_INT))
E.ENC("scvtf", "sf:1 0 0 11110 ftype:2 0 rmode:2 opcode:3 scale:6 Rn:5 Rd:5", _fmt_fixed,
      aliases=("ucvtf", "fcvtzs", "fcvtzu"))
