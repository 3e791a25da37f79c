"""Atomic operations on register pairs (Arm ARM C6.2; QEMU 11.1 ``-cpu max`` has both):

* CASP/CASPA/CASPL/CASPAL Rs, Rs+1, Rt, Rt+1, [Xn|SP] (FEAT_LSE): compare the pair in memory
  with Rs:Rs+1 and, when equal, store Rt:Rt+1; Rs:Rs+1 receive the old pair. Rs and Rt are even
  registers; the access (8 or 16 bytes) lies within one 16-byte block, else an alignment fault
  (FEAT_LSE2, :func:`isa.a64.base_atomic.within_16`);
* SWPP, LDCLRP, LDSETP and their A/AL/L orderings Xt1, Xt2, [Xn|SP] (FEAT_LSE128): a 16-byte
  aligned quadword swapped with, cleared by, or ORed with Xt2:Xt1 (Xt1 the lower doubleword),
  which receive the old quadword.

One in-order core: the acquire/release orderings change nothing.
"""
from __future__ import annotations

from . import encoding as E
from .base_atomic import within_16
from .table import M64, SP, XZR_READ, XZR_WRITE, Args, insn

_CASP = tuple(f"casp{o}" for o in ("", "a", "l", "al"))
_LSE128 = tuple(f"{op}{o}" for op in ("swpp", "ldclrp", "ldsetp") for o in ("", "a", "l", "al"))


def _pair(a: Args, i: int, is64: bool | None = None) -> tuple[int, int, bool]:
    """(first, second) register indices of an even/odd pair at operands i, i+1 (the second may
    be the zero register when the first is x30/w30)."""
    r1, w1 = a.gpr(i, write=True)
    r2, w2 = a.gpr(i + 1, write=True)
    if w1 != w2 or (is64 is not None and w1 != is64):
        raise a.error(i + 1, "the pair mixes x and w registers")
    first = a[i].num if a[i].kind == "r" else 31
    second = a[i + 1].num if a[i + 1].kind == "r" else 31
    if first % 2 or second != first + 1:
        raise a.error(i, "a register pair is an even register and the next one",
                      "e.g. x0, x1 or w4, w5")
    return r1, r2, w1


def _base(a: Args, i: int) -> int:
    from . import operands as O

    mem = a._get(i)
    if not isinstance(mem, O.Mem) or mem.offset is not None or mem.pre or len(a) > i + 1:
        raise a.error(i, f"'{a.m}' takes a plain [Xn|SP] address")
    return SP if mem.base.kind == "sp" else mem.base.num


@insn(*_CASP, klass="load")
def casp(a: Args):
    """CASP{A}{L} Rs, Rs+1, Rt, Rt+1, [Xn|SP]."""
    a.count(5, usage="Xs, Xs+1, Xt, Xt+1, [Xn|SP]")
    s1, s2, is64 = _pair(a, 0)
    t1, t2, _ = _pair(a, 2, is64)
    # reads of the zero register (the pair x30, xzr): index 32 reads 0
    rt1 = XZR_READ if t1 == XZR_WRITE else t1
    rt2 = XZR_READ if t2 == XZR_WRITE else t2
    rs1 = XZR_READ if s1 == XZR_WRITE else s1
    rs2 = XZR_READ if s2 == XZR_WRITE else s2
    n = _base(a, 4)
    size = 8 if is64 else 4
    mask = (1 << (8 * size)) - 1

    def bind(cpu, idx):
        x, mem, nxt = cpu.x, cpu.mem, idx + 1

        def run():
            ad = x[n]
            within_16(ad, 2 * size, a.m)
            lo, hi = mem.load(ad, size), mem.load((ad + size) & M64, size)
            if lo == x[rs1] & mask and hi == x[rs2] & mask:
                new_lo, new_hi = x[rt1] & mask, x[rt2] & mask
                mem.store(ad, size, new_lo)
                mem.store((ad + size) & M64, size, new_hi)
            x[s1], x[s2] = lo, hi
            return nxt
        return run
    return bind


@insn(*_LSE128, klass="load")
def lse128(a: Args):
    """SWPP/LDCLRP/LDSETP{A}{L} Xt1, Xt2, [Xn|SP]."""
    a.count(3, usage="Xt1, Xt2, [Xn|SP]")
    t1, _ = a.gpr(0, write=True, zr=False, width=64)
    t2, _ = a.gpr(1, write=True, zr=False, width=64)
    if t1 == t2:
        raise a.error(1, "Xt1 and Xt2 must differ")
    n = _base(a, 2)
    op = next(o for o in ("swpp", "ldclrp", "ldsetp") if a.m.startswith(o))

    def bind(cpu, idx):
        x, mem, nxt = cpu.x, cpu.mem, idx + 1

        def run():
            ad = x[n]
            within_16(ad, 16, a.m)
            old = mem.load(ad, 8) | mem.load((ad + 8) & M64, 8) << 64
            v = x[t1] | x[t2] << 64
            new = v if op == "swpp" else (old & ~v if op == "ldclrp" else old | v)
            mem.store(ad, 8, new & M64)
            mem.store((ad + 8) & M64, 8, new >> 64)
            x[t1], x[t2] = old & M64, old >> 64
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
def _order(acq: int, rel: int) -> str:
    return ("a" if acq else "") + ("l" if rel else "")


def _fmt_casp(f):
    if f.Rs % 2 or f.Rt % 2:
        return None
    r = E.x if f.sz else E.w
    return (f"casp{_order(f.L, f.o0)} {r(f.Rs)}, {r(f.Rs + 1)}, {r(f.Rt)}, {r(f.Rt + 1)}, "
            f"[{E.x(f.Rn, True)}]")


def _fmt_lse128(f):
    m = {(1, 0): "swpp", (0, 1): "ldclrp", (0, 3): "ldsetp"}.get((f.o3, f.opc))
    if m is None or f.Rt == 31 or f.Rt2 == 31 or f.Rt == f.Rt2:
        return None
    return f"{m}{_order(f.A, f.R)} {E.x(f.Rt)}, {E.x(f.Rt2)}, [{E.x(f.Rn, True)}]"


E.ENC("casp", "0 sz:1 001000 0 L:1 1 Rs:5 o0:1 11111 Rn:5 Rt:5", _fmt_casp, aliases=_CASP)
E.ENC("swpp", "00011001 A:1 R:1 1 Rt2:5 o3:1 opc:3 00 Rn:5 Rt:5", _fmt_lse128, aliases=_LSE128)
