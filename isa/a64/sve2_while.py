"""SVE2 WHILEGT/WHILEGE/WHILEHI/WHILEHS (decrementing counts) and WHILERW/WHILEWR (the
pointer-conflict checks clang emits before a vectorised loop whose arrays may alias).

WHILEGT and friends fill the predicate from the highest element down while the decremented
first operand stays greater (or equal, higher, higher-or-same) than the second, so the active
elements are the top ``c``. WHILEWR is true up to the element distance ``(Xm - Xn) / esize`` (unsigned addresses)
when it is positive (else everywhere); WHILERW uses the absolute distance (zero: everywhere).
All set NZCV as PredTest over an all-true governing predicate (Arm ARM C8.2). The
predicate-as-counter and predicate-pair forms are in sme2.py.
"""
from __future__ import annotations

from . import encoding as E
from . import operands as O
from .sve import LOG2
from .table import Args, insn

_DOWN = {"whilegt": (True, False), "whilege": (True, True), "whilehi": (False, False),
         "whilehs": (False, True)}


def _pdest(a: Args) -> tuple[int, int]:
    o = a._get(0)
    if not isinstance(o, O.PReg) or o.qual or o.index is not None or not o.esz:
        raise a.error(0, f"expected a predicate with an element size, got '{a.raw[0].text}'",
                      f"e.g. {a.m} p0.s, x0, x1")
    return o.num, o.esz


def _flags(f, pd, ne: int, esz: int) -> None:
    """PredTest(all true, result): N = element 0 active, Z = none, C = last not active."""
    first, last = bool(pd[0]), bool(pd[(ne - 1) * esz])
    f[0], f[1], f[2], f[3] = int(first), int(not pd.any()), int(not last), 0


def _bind(d: int, esz: int, count):
    """Pd = the elements ``count(x, ne)`` says: (lo, hi) active element range."""
    sh = LOG2[esz]

    def bind(cpu, idx):
        x, row, f, nxt = cpu.x, cpu.p[d], cpu.nzcv, idx + 1

        def run():
            vlb = cpu.vlb
            ne = vlb >> sh
            lo, hi = count(x, ne)
            pd = row[:vlb]
            pd[:] = False
            pd[lo * esz:hi * esz:esz] = True
            _flags(f, pd, ne, esz)
            return nxt
        return run
    return bind


@insn(*_DOWN, klass="sve_pred", first="PReg")
def while_down(a: Args):
    """WHILEGT/WHILEGE (signed), WHILEHI/WHILEHS (unsigned) Pd.T, Rn, Rm."""
    a.count(3, usage="Pd.T, Rn, Rm")
    d, esz = _pdest(a)
    n, is64 = a.gpr(1)
    m, _ = a.gpr(2)
    a.same_width(1, 2)
    signed, eq = _DOWN[a.m]
    bits = 64 if is64 else 32
    mask, half = (1 << bits) - 1, 1 << (bits - 1)
    bottom = half if signed else 0  # op2 == min: ">=" holds for every element

    def count(x, ne):
        v1, v2 = x[n] & mask, x[m] & mask
        if eq and v2 == bottom:
            return 0, ne
        if signed:
            v1, v2 = (v1 ^ half) - half, (v2 ^ half) - half
        c = v1 - v2 + (1 if eq else 0)
        c = 0 if c <= 0 else min(c, ne)
        return ne - c, ne
    return _bind(d, esz, count)


@insn("whilerw", "whilewr", klass="sve_pred")
def while_conflict(a: Args):
    """WHILERW/WHILEWR Pd.T, Xn, Xm: the elements a vector may cover before Xm's accesses
    overlap Xn's (read-after-write / write-after-read)."""
    a.count(3, usage="Pd.T, Xn, Xm")
    d, esz = _pdest(a)
    n, _ = a.gpr(1, width=64)
    m, _ = a.gpr(2, width=64)
    rw = a.m == "whilerw"

    def count(x, ne):
        diff = x[m] - x[n]  # UInt(op2) - UInt(op1): addresses are unsigned
        if rw:
            diff = abs(diff) // esz
            return 0, (ne if diff == 0 else min(diff, ne))
        diff = diff // esz
        return 0, (ne if diff <= 0 else min(diff, ne))
    return _bind(d, esz, count)


# ============================================================================= binary encodings
# Arm ARM C4.1 "SVE integer compare scalar count and limit" (lt = 0: GE/GT/HS/HI) and "SVE
# pointer conflict compare"; llvm/test/MC/AArch64/SVE2/whilegt.s, whilerw.s.
_NAME = {(0, 0): "whilege", (0, 1): "whilegt", (1, 0): "whilehs", (1, 1): "whilehi"}
E.ENC("whilege", "00100101 size:2 1 Rm:5 000 sf:1 U:1 0 Rn:5 eq:1 Pd:4",
      lambda f: f"{_NAME[f.U, f.eq]} p{f.Pd}.{E.ESIZE[f.size]}, {E.r(f.sf, f.Rn)}, "
                f"{E.r(f.sf, f.Rm)}", "sve2", aliases=("whilegt", "whilehs", "whilehi"))
E.ENC("whilerw", "00100101 size:2 1 Rm:5 001100 Rn:5 rw:1 Pd:4",
      lambda f: f"{('whilewr', 'whilerw')[f.rw]} p{f.Pd}.{E.ESIZE[f.size]}, {E.x(f.Rn)}, "
                f"{E.x(f.Rm)}", "sve2", aliases=("whilewr",))
