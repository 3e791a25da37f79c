"""Base A64 conditional select and compare (CSEL family, CSET/CSETM, CINC/CINV/CNEG, CCMP/CCMN)."""
from __future__ import annotations

from .base import _BITS, _MASK
from .bits import INVERT
from . import encoding as E
from .sem import Form, form
from .table import M64, XZR_READ, Args, insn


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


def _csel(d, n, m, cond, kind, mask) -> Form:
    val = "{n}" if mask == M64 else f"{{n}} & {mask}"
    alt = {"csel": "{m}" if mask == M64 else f"{{m}} & {mask}", "csinc": f"({{m}} + 1) & {mask}",
           "csinv": f"~{{m}} & {mask}", "csneg": f"-{{m}} & {mask}"}[kind]
    if cond in ("al", "nv"):
        return form(f"{{d}} = {val}", {"d": d, "n": n}, ("d",))
    return form(f"{{d}} = {val} if {{cond}} else {alt}", {"d": d, "n": n, "m": m}, ("d",),
                cond=cond, nzcv="c")


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
    cond = _cond(a, 3)
    sub = a.m == "ccmp"
    src = "{n}" if is64 else f"({{n}} & {mask})"
    b = "{m}" if m is not None and is64 else (f"({{m}} & {mask})" if m is not None else "{imm}")
    if sub:
        b, carry = f"({b} ^ {mask})", " + 1"
    else:
        carry = ""
    top = bits - 1
    regs = {"n": n} | ({"m": m} if m is not None else {})
    consts = {"imm": imm} if m is None else {}
    fl = [(nzcv >> 3) & 1, (nzcv >> 2) & 1, (nzcv >> 1) & 1, nzcv & 1]
    body = (f"if {{cond}}:\n    {{_a}} = {src}; {{_b}} = {b}; {{_u}} = {{_a}} + {{_b}}{carry}; "
            f"{{_r}} = {{_u}} & {mask}\n"
            f"    F[0] = {{_r}} >> {top}; F[1] = int({{_r}} == 0); F[2] = int({{_u}} > {mask}); "
            f"F[3] = (({{_a}} ^ {{_r}}) & ({{_b}} ^ {{_r}})) >> {top}\n"
            f"else:\n    F[0] = {fl[0]}; F[1] = {fl[1]}; F[2] = {fl[2]}; F[3] = {fl[3]}")
    return form(body, regs, (), consts, cond=cond, nzcv="cw")


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
