"""SVE saturating increments and decrements by a predicate count: SQINCP/UQINCP/SQDECP/UQDECP
(Xdn, Pm.T; Xdn, Pm.T, Wdn; Wdn, Pm.T; Zdn.T, Pm.T). The forms by an element count (SQINCB ...
UQDECD) are in :mod:`isa.a64.sve_satcount`.

Arm ARM (DDI 0487) pseudocode of "SQINCP" ... "UQDECP": CountActive of Pm is added to or
subtracted from the exact operand, which is saturated to the operand's width: ``Xdn`` 64-bit,
``Xdn, Pm.T, Wdn`` signed 32-bit then sign-extended to 64, ``Wdn`` unsigned 32-bit then
zero-extended, vectors every element in its size.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .sve import SIZE
from .sve_pred import active_count, count_pred
from .table import M64, Args, insn


def _sat(v: int, bits: int, signed: bool) -> int:
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return min(max(v, lo), hi)


def _scalar_form(a: Args, signed: bool, ops: int) -> tuple[int, int, int]:
    """(register, width, first operand after the registers): ``Xdn`` (64), ``Xdn, Wdn`` (signed
    32, the same register) or ``Wdn`` (unsigned 32)."""
    d, is64 = a.gpr(0, write=True)
    if not is64:
        if signed:
            n = "zr" if a[0].kind == "zr" else a[0].num
            raise a.error(0, f"'{a.m}' with a 32-bit operand is written {a.m} x{n}, w{n}",
                          f"write {a.m} x{n}, w{n}")
        return d, 32, ops
    if a.is_gpr(ops):
        x, w = a[0], a[ops]
        name = "zr" if x.kind == "zr" else str(x.num)
        if w.is64 or not signed or (w.num, w.kind) != (x.num, x.kind):
            raise a.error(ops, f"expected w{name} (the same register, 32 bits)"
                          if signed else f"'{a.m}' with a 32-bit operand takes only w{name}",
                          f"write {a.m} x{name}, w{name}" if signed else f"write {a.m} w{name}")
        return d, -32, ops + 1  # -32: signed 32-bit, sign-extended
    return d, 64, ops


def _scalar_bind(d: int, width: int, signed: bool, sign: int, count):
    """Xdn/Wdn := saturate(operand + sign * count(cpu)) as described by ``width``."""
    bits = abs(width)

    def bind(cpu, idx):
        x, nxt = cpu.x, idx + 1
        rd = d if d != 33 else 32

        def run():
            v = x[rd] & ((1 << bits) - 1)
            if signed and v >> (bits - 1):
                v -= 1 << bits
            r = _sat(v + sign * count(cpu), bits, signed)
            x[d] = r & M64
            return nxt
        return run
    return bind


def _vector_bind(d: int, esz: int, signed: bool, sign: int, count):
    """Every element of Zdn.T := saturate(element + sign * count(cpu))."""
    bits = 8 * esz
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    view = np.dtype(f"<{'i' if signed else 'u'}{esz}")

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            v = z[d, :vlb].view(view)
            c = sign * count(cpu)
            if esz == 8:  # exact (Python integers): the sum may leave 64 bits
                r = np.minimum(np.maximum(v.astype(object) + c, lo), hi)
                v[:] = (r & ((1 << 64) - 1)).astype(np.uint64).view(view)
            else:
                v[:] = np.clip(v.astype(np.int64) + c, lo, hi).astype(view)
            return nxt
        return run
    return bind


def _parse(m: str) -> tuple[bool, int]:
    """(signed, +1 for INC / -1 for DEC) of a mnemonic ``sqincb`` ... ``uqdecp``."""
    return m[0] == "s", 1 if m[2:5] == "inc" else -1


@insn("sqincp", "uqincp", "sqdecp", "uqdecp", klass="sve_count")
def satcountp(a: Args):
    """SQINCP ... UQDECP Xdn, Pm.T{, Wdn} | Wdn, Pm.T | Zdn.T, Pm.T: by the number of active
    elements of Pm."""
    signed, sign = _parse(a.m)
    if isinstance(a._get(0), O.ZReg):
        a.count(2, usage="Zdn.T, Pm.T")
        d, esz = a.zreg(0, "hsd")
        m, pesz = count_pred(a, 1, bare=True)
        if pesz and pesz != esz:
            raise a.error(1, f"p{m} must have the element size of z{d}", f"write p{m}.{SIZE[esz]}")
        return _vector_bind(d, esz, signed, sign,
                            lambda cpu: active_count(cpu.p[m], cpu.vlb, esz))
    a.count(2, 3, usage="Xdn, Pm.T | Xdn, Pm.T, Wdn | Wdn, Pm.T")
    m, esz = count_pred(a, 1)
    d, width, nxt = _scalar_form(a, signed, 2)
    if len(a) > nxt:
        raise a.error(nxt, "too many operands")
    return _scalar_bind(d, width, signed, sign, lambda cpu: active_count(cpu.p[m], cpu.vlb, esz))


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE saturating inc/dec register by predicate count", "SVE saturating
# inc/dec vector by predicate count"; llvm/test/MC/AArch64/SVE/{sqincp,uqdecp}.s: ``sf`` = 0
# with U = 0 is ``Xdn, Pm.T, Wdn``, with U = 1 ``Wdn, Pm.T``.
def _mn(f, c: str) -> str:
    return f"{'su'[f.U]}q{('inc', 'dec')[f.D]}{c}"


def _regs(f) -> str:
    if f.sf:
        return E.x(f.Rdn)
    return E.w(f.Rdn) if f.U else f"{E.x(f.Rdn)}, {E.w(f.Rdn)}"


_PAL = ("uqincp", "sqdecp", "uqdecp")
E.ENC("sqincp", "00100101 size:2 1010 D:1 U:1 10001 sf:1 0 Pm:4 Rdn:5",
      lambda f: f"{_mn(f, 'p')} {_regs(f).split(',')[0]}, p{f.Pm}.{E.ESIZE[f.size]}"
                + ("" if f.sf or f.U else f", {E.w(f.Rdn)}"), "sve", aliases=_PAL)
E.ENC("sqincp", "00100101 size:2 1010 D:1 U:1 10000 00 Pm:4 Zdn:5",
      lambda f: f.size and f"{_mn(f, 'p')} {E.zr(f.Zdn, f.size)}, p{f.Pm}.{E.ESIZE[f.size]}"
      or None, "sve", aliases=_PAL)
