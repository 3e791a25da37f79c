"""Base A64 multiply and divide (MUL/MADD/MSUB, widening and high multiplies, UDIV/SDIV)."""
from __future__ import annotations

from .base import _BITS, _MASK
from .bits import sext
from . import encoding as E
from .table import M32, M64, XZR_READ, Args, insn


# ----------------------------------------------------------------------------- multiply / divide
@insn("mul", "mneg", "madd", "msub", klass="int_mul")
def mul(a: Args):
    three = a.m in ("mul", "mneg")
    a.count(3 if three else 4, usage="Xd, Xn, Xm" + ("" if three else ", Xa"))
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    m, _ = a.gpr(2)
    acc = XZR_READ if three else a.gpr(3)[0]
    a.same_width(0, 1, 2, *(() if three else (3,)))
    mask = _MASK[is64]
    negate = a.m in ("mneg", "msub")

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1
        if negate:
            def run():
                x[d] = (x[acc] - x[n] * x[m]) & mask
                return nxt
        else:
            def run():
                x[d] = (x[acc] + x[n] * x[m]) & mask
                return nxt
        return run
    return bind


@insn("umull", "smull", "umaddl", "smaddl", "umsubl", "smsubl", "umnegl", "smnegl", klass="int_mul")
def mull(a: Args):
    three = a.m in ("umull", "smull", "umnegl", "smnegl")
    a.count(3 if three else 4, usage="Xd, Wn, Wm" + ("" if three else ", Xa"))
    d, _ = a.gpr(0, write=True, width=64)
    n, _ = a.gpr(1, width=32)
    m, _ = a.gpr(2, width=32)
    acc = XZR_READ if three else a.gpr(3, width=64)[0]
    signed = a.m[0] == "s"
    negate = "sub" in a.m or "neg" in a.m

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            p, q = x[n] & M32, x[m] & M32
            if signed:
                p, q = sext(p, 32), sext(q, 32)
            x[d] = (x[acc] - p * q if negate else x[acc] + p * q) & M64
            return nxt
        return run
    return bind


@insn("umulh", "smulh", klass="int_mul")
def mulh(a: Args):
    a.count(3, usage="Xd, Xn, Xm")
    d, _ = a.gpr(0, write=True, width=64)
    n, _ = a.gpr(1, width=64)
    m, _ = a.gpr(2, width=64)
    signed = a.m == "smulh"

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            p, q = x[n], x[m]
            if signed:
                p, q = sext(p, 64), sext(q, 64)
            x[d] = ((p * q) >> 64) & M64
            return nxt
        return run
    return bind


@insn("udiv", "sdiv", klass="int_div")
def div(a: Args):
    a.count(3, usage="Xd, Xn, Xm")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    m, _ = a.gpr(2)
    a.same_width(0, 1, 2)
    mask, bits = _MASK[is64], _BITS[is64]
    signed = a.m == "sdiv"

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            p, q = x[n] & mask, x[m] & mask
            if q == 0:
                x[d] = 0  # division by zero gives 0 on A64
                return nxt
            if signed:
                p, q = sext(p, bits), sext(q, bits)
                r = abs(p) // abs(q)
                x[d] = (r if (p < 0) == (q < 0) else -r) & mask  # rounds toward zero
            else:
                x[d] = p // q
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.67 (Data processing -- register): data processing (3 source). MADD/MSUB and the
# widening forms print as MUL/MNEG/SMULL/UMULL/SMNEGL/UMNEGL when Ra is XZR. SMULH/UMULH have
# Ra = (1)(1)(1)(1)(1): other values are unsupported here (QEMU 11.1 raises SIGILL for them,
# llvm-objdump-19 prints SMULH/UMULH).
def _fmt_madd(f):
    rd, rn, rm = E.r(f.sf, f.Rd), E.r(f.sf, f.Rn), E.r(f.sf, f.Rm)
    if f.Ra == 31:
        return f"{('mul', 'mneg')[f.o0]} {rd}, {rn}, {rm}"
    return f"{('madd', 'msub')[f.o0]} {rd}, {rn}, {rm}, {E.r(f.sf, f.Ra)}"


def _fmt_maddl(f):
    u = "u" if f.U else "s"
    ops = f"{E.x(f.Rd)}, {E.w(f.Rn)}, {E.w(f.Rm)}"
    if f.Ra == 31:
        return f"{u}{('mull', 'mnegl')[f.o0]} {ops}"
    return f"{u}{('maddl', 'msubl')[f.o0]} {ops}, {E.x(f.Ra)}"


def _fmt_mulh(f):
    if f.Ra != 31:
        return None
    return f"{'u' if f.U else 's'}mulh {E.x(f.Rd)}, {E.x(f.Rn)}, {E.x(f.Rm)}"


E.ENC("madd", "sf:1 00 11011 000 Rm:5 o0:1 Ra:5 Rn:5 Rd:5", _fmt_madd,
      aliases=("msub", "mul", "mneg"))
E.ENC("smaddl", "1 00 11011 U:1 01 Rm:5 o0:1 Ra:5 Rn:5 Rd:5", _fmt_maddl,
      aliases=("smsubl", "umaddl", "umsubl", "smull", "umull", "smnegl", "umnegl"))
E.ENC("smulh", "1 00 11011 U:1 10 Rm:5 0 Ra:5 Rn:5 Rd:5", _fmt_mulh, aliases=("umulh",))
# Arm ARM C4.1.67: data processing (2 source): UDIV/SDIV.
E.ENC("udiv", "sf:1 0 0 11010110 Rm:5 00001 o1:1 Rn:5 Rd:5",
      lambda f: f"{('udiv', 'sdiv')[f.o1]} {E.r(f.sf, f.Rd)}, {E.r(f.sf, f.Rn)}, {E.r(f.sf, f.Rm)}",
      aliases=("sdiv",))
