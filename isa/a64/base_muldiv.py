"""Base A64 multiply and divide (MUL/MADD/MSUB, widening and high multiplies, UDIV/SDIV)."""
from __future__ import annotations

from .base import _BITS, _MASK
from .bits import sext
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
