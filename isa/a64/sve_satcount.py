"""SVE saturating increment and decrement by an element count: SQINCB/H/W/D, UQINCB/H/W/D,
SQDECB/H/W/D and UQDECB/H/W/D, on a general register and (H/W/D) on every element of a vector.

The count is the number of elements the pattern selects at the current vector length, times
the multiplier (Arm ARM DecodePredCount, as CNTB and INCB). The result saturates to the range
of the operand: ``sqincb x0`` (signed 64-bit), ``uqincb x0`` (unsigned 64-bit), ``sqincb x0,
w0`` (signed 32-bit, sign-extended into X0), ``uqincb w0`` (unsigned 32-bit, zero-extended).
GCC 12 counts loop trips down with ``uqdecw x3`` in its SVE loops.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .sve import LOG2, SINT, UINT, zsame
from .sve_pred import count_mul, pat_mul, pred_count
from .table import M64, Args, insn

_ESZ = {"b": 1, "h": 2, "w": 4, "d": 8}
NAMES = tuple(f"{s}q{op}{c}" for s in "su" for op in ("inc", "dec") for c in "bhwd")


def _range(bits: int, signed: bool) -> tuple[int, int]:
    return (-(1 << bits - 1), (1 << bits - 1) - 1) if signed else (0, (1 << bits) - 1)


@insn(*NAMES, klass="sve_count")
def satcount(a: Args):
    """``Xdn``, ``Xdn, Wdn`` (signed), ``Wdn`` (unsigned) or ``Zdn.T``, then
    ``{pattern{, mul #imm}}``."""
    m = a.m
    signed, sign, esz = m[0] == "s", 1 if m[2:5] == "inc" else -1, _ESZ[m[-1]]
    sh = LOG2[esz]
    if len(a) and isinstance(a[0], O.ZReg):
        if esz == 1:
            raise a.error(0, f"'{m}' has no vector form", f"{m} takes an x or w register")
        d = zsame(a, 0, esz)
        pat, mul = count_mul(a, 1)
        lo, hi = _range(8 * esz, signed)
        T = (SINT if signed else UINT)[esz]

        def vbind(cpu, idx):
            row, nxt = cpu.z.view(T)[d], idx + 1

            def run():
                n = cpu.vlb >> sh
                k = pred_count(pat, n) * mul  # < 2^12: fits every element type
                v = row[:n]
                if sign > 0:
                    v[:] = np.where(v > T(hi - k), T(hi), v + T(k))
                else:
                    v[:] = np.where(v < T(lo + k), T(lo), v - T(k))
                return nxt
            return run
        return vbind
    if not len(a) or not isinstance(a[0], O.Gpr):
        raise a.error(0, "expected a general or Z register", f"e.g. {m} x0, {m} x0, w0 "
                      f"(signed 32-bit), {m[0]}q{m[2:5]}{m[-1]} w0 (unsigned 32-bit)")
    wide = a[0].is64
    if signed and not wide:
        raise a.error(0, f"the 32-bit form of '{m}' is '{m} x{a[0].num}, w{a[0].num}'",
                      "the signed result is sign-extended into the x register")
    first = 1
    if signed and len(a) > 1 and isinstance(a[1], O.Gpr):  # sqincb Xdn, Wdn
        if a[1].is64 or a[1].num != a[0].num:
            raise a.error(1, f"expected w{a[0].num} (the same register as the destination)",
                          f"{m} x{a[0].num}, w{a[0].num}")
        wide, first = False, 2
    elif not signed and len(a) > 1 and isinstance(a[1], O.Gpr):
        raise a.error(1, "the unsigned 32-bit form takes one register", f"{m} w{a[0].num}")
    d, _ = a.gpr(0, write=True)
    src = 32 if d == 33 else d  # xzr: reads zero, the result is discarded
    pat, mul = count_mul(a, first)
    bits = 64 if wide else 32
    lo, hi = _range(bits, signed)
    mask = (1 << bits) - 1

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1

        def run():
            v = x[src] & mask
            if signed and v >> bits - 1:
                v -= 1 << bits
            v = min(max(v + sign * pred_count(pat, cpu.vlb >> sh) * mul, lo), hi)
            x[d] = v & M64  # the signed 32-bit result is sign-extended
            return nxt
        return run
    return bind


# ============================================================================= binary encodings
# Arm ARM C4.1 "SVE Element Count": "SVE saturating inc/dec register by element count" (sf, D,
# U) and "SVE saturating inc/dec vector by element count"; spellings checked against
# llvm/test/MC/AArch64/SVE/{sqincb,uqdecw,sqinch}.s and llvm-objdump-19.
def _name(c: str, f) -> str:
    return f"{'su'[f.U]}q{('inc', 'dec')[f.D]}{c}"


def _fmt_scalar(c: str):
    def fmt(f):
        m = _name(c, f)
        reg = E.x(f.Rdn) if f.sf else (f"{E.x(f.Rdn)}, {E.r(0, f.Rdn)}" if not f.U
                                       else E.r(0, f.Rdn))
        return f"{m} {reg}{pat_mul(f)}"
    return fmt


for _s, _c in enumerate("bhwd"):
    _alias = tuple(n for n in NAMES if n[-1] == _c and n != f"sqinc{_c}")
    E.ENC(f"sqinc{_c}", f"00000100 {_s:02b} 1 sf:1 imm4:4 1111 D:1 U:1 pattern:5 Rdn:5",
          _fmt_scalar(_c), "sve", aliases=_alias)
    if _s:
        E.ENC(f"sqinc{_c}", f"00000100 {_s:02b} 1 0 imm4:4 1100 D:1 U:1 pattern:5 Zdn:5",
              lambda f, c=_c, s=_s: f"{_name(c, f)} {E.zr(f.Zdn, s)}{pat_mul(f)}", "sve",
              aliases=_alias)
