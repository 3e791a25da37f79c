"""Base A64 conditional select and compare (CSEL family, CSET/CSETM, CINC/CINV/CNEG, CCMP/CCMN)."""
from __future__ import annotations

from .base import _BITS, _MASK
from .base_bitfield import _unary_dst  # noqa: F401
from .bits import COND_EXPR, INVERT, add_with_carry
from . import encoding as E
from .table import XZR_READ, Args, insn


# ----------------------------------------------------------------------------- conditional select
@insn("csel", "csinc", "csinv", "csneg")
def csel(a: Args):
    a.count(4, usage="Xd, Xn, Xm, cond")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    m, _ = a.gpr(2)
    a.same_width(0, 1, 2)
    cond = _cond(a, 3)
    return _csel(d, n, m, cond, a.m, _MASK[is64])


def _cond(a: Args, i: int) -> str:
    c = a.ident(i)
    if c not in INVERT and c not in ("al", "nv"):
        raise a.error(i, f"unknown condition '{a.raw[i].text}'",
                      "conditions: eq ne cs hs cc lo mi pl vs vc hi ls ge lt gt le al")
    return c


def _csel(d, n, m, cond, kind, mask):
    holds = eval(f"lambda f: {COND_EXPR[cond]}")  # noqa: S307 - fixed table
    alt = {"csel": lambda v: v, "csinc": lambda v: (v + 1) & mask,
           "csinv": lambda v: ~v & mask, "csneg": lambda v: -v & mask}[kind]

    def bind(cpu, idx):
        x, f, nxt = cpu.x, cpu.nzcv, idx + 1

        def run():
            x[d] = x[n] & mask if holds(f) else alt(x[m] & mask)
            return nxt
        return run
    return bind


@insn("cset", "csetm")
def cset(a: Args):
    a.count(2, usage="Xd, cond")
    d, is64 = a.gpr(0, write=True)
    cond = _cond(a, 1)
    return _csel(d, XZR_READ, XZR_READ, INVERT[cond], "csinc" if a.m == "cset" else "csinv",
                 _MASK[is64])


@insn("cinc", "cinv", "cneg")
def cinc(a: Args):
    a.count(3, usage="Xd, Xn, cond")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    a.same_width(0, 1)
    cond = _cond(a, 2)
    kind = {"cinc": "csinc", "cinv": "csinv", "cneg": "csneg"}[a.m]
    return _csel(d, n, n, INVERT[cond], kind, _MASK[is64])


@insn("ccmp", "ccmn")
def ccmp(a: Args):
    a.count(4, usage="Xn, Xm|#imm5, #nzcv, cond")
    n, is64 = a.gpr(0)
    bits, mask = _BITS[is64], _MASK[is64]
    if a.is_gpr(1):
        m, _ = a.gpr(1)
        a.same_width(0, 1)
        imm = None
    else:
        m, imm = None, a.imm(1, 0, 31, "immediate")
    nzcv = a.imm(2, 0, 15, "nzcv")
    holds = eval(f"lambda f: {COND_EXPR[_cond(a, 3)]}")  # noqa: S307 - fixed table
    sub = a.m == "ccmp"

    def bind(cpu, idx):
        x, f, nxt = cpu.x, cpu.nzcv, idx + 1

        def run():
            if holds(f):
                bv = imm if m is None else x[m] & mask
                if sub:
                    _, fl = add_with_carry(x[n] & mask, ~bv & mask, 1, bits)
                else:
                    _, fl = add_with_carry(x[n] & mask, bv, 0, bits)
                f[:] = fl
            else:
                f[:] = [(nzcv >> 3) & 1, (nzcv >> 2) & 1, (nzcv >> 1) & 1, nzcv & 1]
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
_COND = ("eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "al",
         "nv")


# Arm ARM C4.1.67 (Data processing -- register): conditional select, with the CSET/CSETM
# (Rn = Rm = ZR) and CINC/CINV/CNEG (Rn = Rm) aliases when cond is not AL/NV; llvm-objdump prints
# the inverted condition and HS/LO for CS/CC.
def _fmt_csel(f):
    rd, rn, rm = E.r(f.sf, f.Rd), E.r(f.sf, f.Rn), E.r(f.sf, f.Rm)
    kind = f.op << 1 | f.o2
    if kind and f.Rn == f.Rm and f.cond < 14:
        inv = _COND[f.cond ^ 1]
        if f.Rn == 31 and kind != 3:
            return f"{('', 'cset', 'csetm')[kind]} {rd}, {inv}"
        return f"{('', 'cinc', 'cinv', 'cneg')[kind]} {rd}, {rn}, {inv}"
    return f"{('csel', 'csinc', 'csinv', 'csneg')[kind]} {rd}, {rn}, {rm}, {_COND[f.cond]}"


E.ENC("csel", "sf:1 op:1 0 11010100 Rm:5 cond:4 0 o2:1 Rn:5 Rd:5", _fmt_csel,
      aliases=("csinc", "csinv", "csneg", "cset", "csetm", "cinc", "cinv", "cneg"))


# Arm ARM C4.1.67: conditional compare (register) and (immediate); immediates print in hex.
def _fmt_ccmp(f):
    m = ("ccmn", "ccmp")[f.op]
    src = E.himm(f.Rm) if f.i else E.r(f.sf, f.Rm)
    return f"{m} {E.r(f.sf, f.Rn)}, {src}, {E.himm(f.nzcv)}, {_COND[f.cond]}"


E.ENC("ccmp", "sf:1 op:1 1 11010010 Rm:5 cond:4 i:1 0 Rn:5 0 nzcv:4", _fmt_ccmp,
      aliases=("ccmn",))
