"""Base A64 multiply and divide (MUL/MADD/MSUB, widening and high multiplies, UDIV/SDIV)."""
from __future__ import annotations

from .base import _BITS, _MASK
from . import encoding as E
from .sem import form
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
    op = "-" if a.m in ("mneg", "msub") else "+"
    if three and op == "+":
        return form(f"{{d}} = ({{n}} * {{m}}) & {mask}", {"d": d, "n": n, "m": m}, ("d",))
    return form(f"{{d}} = ({{acc}} {op} {{n}} * {{m}}) & {mask}", {"d": d, "n": n, "m": m, "acc": acc},
                ("d",))


@insn("umull", "smull", "umaddl", "smaddl", "umsubl", "smsubl", "umnegl", "smnegl", klass="int_mul")
def mull(a: Args):
    three = a.m in ("umull", "smull", "umnegl", "smnegl")
    a.count(3 if three else 4, usage="Xd, Wn, Wm" + ("" if three else ", Xa"))
    d, _ = a.gpr(0, write=True, width=64)
    n, _ = a.gpr(1, width=32)
    m, _ = a.gpr(2, width=32)
    acc = XZR_READ if three else a.gpr(3, width=64)[0]
    signed = a.m[0] == "s"
    op = "-" if "sub" in a.m or "neg" in a.m else "+"
    if signed:
        p, q = ("((({n} & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000)",
                "((({m} & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000)")
    else:
        p, q = "({n} & 0xFFFFFFFF)", "({m} & 0xFFFFFFFF)"
    return form(f"{{d}} = ({{acc}} {op} {p} * {q}) & M64", {"d": d, "n": n, "m": m, "acc": acc},
                ("d",))


@insn("umulh", "smulh", klass="int_mul")
def mulh(a: Args):
    a.count(3, usage="Xd, Xn, Xm")
    d, _ = a.gpr(0, write=True, width=64)
    n, _ = a.gpr(1, width=64)
    m, _ = a.gpr(2, width=64)
    if a.m == "smulh":
        s = "0x8000000000000000"
        return form(f"{{d}} = (((({{n}} ^ {s}) - {s}) * (({{m}} ^ {s}) - {s})) >> 64) & M64",
                    {"d": d, "n": n, "m": m}, ("d",))
    return form("{d} = ({n} * {m}) >> 64", {"d": d, "n": n, "m": m}, ("d",))


@insn("udiv", "sdiv", klass="int_div")
def div(a: Args):
    a.count(3, usage="Xd, Xn, Xm")
    d, is64 = a.gpr(0, write=True)
    n, _ = a.gpr(1)
    m, _ = a.gpr(2)
    a.same_width(0, 1, 2)
    mask, bits = _MASK[is64], _BITS[is64]
    regs = {"d": d, "n": n, "m": m}
    p = "{n}" if is64 else f"({{n}} & {mask})"
    q = "{m}" if is64 else f"({{m}} & {mask})"
    if a.m == "udiv":  # division by zero gives 0 on A64
        return form(f"{{_q}} = {q}\n{{d}} = {p} // {{_q}} if {{_q}} else 0", regs, ("d",))
    s = 1 << (bits - 1)
    return form(f"{{_q}} = ({q} ^ {s}) - {s}; {{_p}} = ({p} ^ {s}) - {s}\n"
                f"if {{_q}}:\n    {{_r}} = abs({{_p}}) // abs({{_q}})\n"
                f"    {{d}} = ({{_r}} if ({{_p}} < 0) == ({{_q}} < 0) else -{{_r}}) & {mask}\n"
                f"else:\n    {{d}} = 0", regs, ("d",))  # (rounds toward zero)


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
