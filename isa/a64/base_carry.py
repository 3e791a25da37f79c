"""Add/subtract with carry (Arm ARM C6.2 ADC, ADCS, SBC, SBCS and their aliases NGC, NGCS):
Rd = Rn + Rm + C, Rd = Rn + NOT(Rm) + C (AddWithCarry); the S forms set NZCV."""
from __future__ import annotations

from . import encoding as E
from .bits import add_with_carry
from .table import XZR_READ, Args, insn


@insn("adc", "adcs", "sbc", "sbcs", "ngc", "ngcs")
def adc(a: Args):
    neg = a.m.startswith("ngc")
    a.count(2 if neg else 3, usage="Xd, Xm" if neg else "Xd, Xn, Xm")
    d, _ = a.gpr(0, write=True)
    if neg:
        n, m = XZR_READ, a.gpr(1)[0]
        is64 = a.same_width(0, 1)
    else:
        n, m = a.gpr(1)[0], a.gpr(2)[0]
        is64 = a.same_width(0, 1, 2)
    sub = a.m.startswith(("sbc", "ngc"))
    flags = a.m.endswith("s")
    bits = 64 if is64 else 32
    mask = (1 << bits) - 1

    def bind(cpu, idx):
        x, f, nxt = cpu.x, cpu.nzcv, idx + 1

        def run():
            b = x[m] & mask
            res, nzcv = add_with_carry(x[n] & mask, (~b & mask) if sub else b, f[2], bits)
            if flags:
                f[:] = nzcv
            x[d] = res
            return nxt
        return run
    return bind


# Arm ARM C4.1.67 "Add/subtract (with carry)": sf op S 11010000 Rm 000000 Rn Rd; llvm-objdump
# prints SBC/SBCS with Rn = zr as NGC/NGCS (llvm/test/MC/AArch64/basic-a64-instructions.s).
def _fmt(f):
    m = ("adc", "sbc")[f.op] + ("s" if f.S else "")
    if f.op and f.Rn == 31:
        return f"{'ngcs' if f.S else 'ngc'} {E.r(f.sf, f.Rd)}, {E.r(f.sf, f.Rm)}"
    return f"{m} {E.r(f.sf, f.Rd)}, {E.r(f.sf, f.Rn)}, {E.r(f.sf, f.Rm)}"


E.ENC("adc", "sf:1 op:1 S:1 11010000 Rm:5 000000 Rn:5 Rd:5", _fmt,
      aliases=("adcs", "sbc", "sbcs", "ngc", "ngcs"))
