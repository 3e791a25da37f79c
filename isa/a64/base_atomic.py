"""Exclusive, acquire/release and atomic memory operations (Arm ARM C3.2.7-C3.2.12, C6.2):
LDXR/LDAXR/STXR/STLXR (and the B/H and pair forms), LDAR/LDAPR/STLR (B/H), LD<op>/ST<op>
(ADD CLR EOR SET SMAX SMIN UMAX UMIN, with A/L/AL and B/H), SWP and CAS (A/L/AL, B/H).

One thread, so ordering has no visible effect: acquire/release forms behave as plain accesses.
The local exclusive monitor records the address of the last load-exclusive; a store-exclusive
succeeds (status 0) only at that address, and clears it (a size mismatch is CONSTRAINED
UNPREDICTABLE; tilesim lets it succeed, as QEMU does); a store-exclusive that fails touches no
memory and checks nothing. An access may be unaligned within a 16-byte block (FEAT_LSE2,
:func:`within_16`); one crossing a 16-byte boundary is an alignment fault (SIGBUS, as Linux
reports it).
"""
from __future__ import annotations

import weakref

from isa.faults import BusError

from . import encoding as E
from . import operands as O
from .bits import sext
from .bits import tbi_address
from .table import Args, insn

_SIZE = {"b": 1, "h": 2}
_MONITORS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _monitor(cpu) -> list:
    """The exclusive monitor of ``cpu``: a one-item list holding an address or None."""
    m = _MONITORS.get(cpu)
    if m is None:
        m = _MONITORS[cpu] = [None]
    return m


def clear_monitor(cpu, idx):
    """Binder of CLREX (base_branch decodes it): the next store-exclusive fails."""
    mon, nxt = _monitor(cpu), idx + 1

    def run():
        mon[0] = None
        return nxt
    return run


def _split(m: str, stem_len: int) -> tuple[str, int | None]:
    """(ordering suffix, fixed size or None) of ``<stem><a|l|al|''><b|h|''>``."""
    rest = m[stem_len:]
    size = None
    if rest.endswith(("b", "h")):
        size, rest = _SIZE[rest[-1]], rest[:-1]
    return rest, size


def _base(a: Args, i: int) -> int:
    """Xn|SP of a ``[Xn{, #0}]`` operand."""
    o = a._get(i)
    if not isinstance(o, O.Mem) or o.pre or o.shift is not None or not (
            o.offset is None or (isinstance(o.offset, O.Imm)
                                 and a.ctx.value(o.offset.text, o.offset.col) == 0)):
        raise a.error(i, f"'{a.m}' takes a plain [Xn] address", f"e.g. {a.m} ..., [x0]")
    return o.base.num


def within_16(addr: int, size: int, m: str) -> int:
    """The FEAT_LSE2 alignment rule for atomic, exclusive and acquire/release accesses (Arm ARM
    B2.2.1.1; QEMU 11.1 ``-cpu max``, SCTLR_EL1.nAA = 0 under Linux): an unaligned access is
    allowed, and single-copy atomic, when it lies within one 16-byte aligned block; one that
    crosses a 16-byte boundary is an alignment fault (SIGBUS), raised before any translation
    fault. Returns ``addr``."""
    if (addr & 15) + size > 16:
        raise BusError(f"{m}: the {size}-byte access at 0x{addr:x} crosses a 16-byte boundary "
                       "(alignment fault)", addr)
    return addr





def _width(a: Args, i: int, fixed: int | None, write: bool = False) -> tuple[int, int]:
    """(register index, access bytes) of a transfer register (W for B/H forms)."""
    r, is64 = a.gpr(i, write=write)
    if fixed is not None and is64:
        raise a.error(i, f"'{a.m}' transfers a w register", f"{a.m} w{a[i].num}, ...")
    return r, fixed or (8 if is64 else 4)


# ----------------------------------------------------------------------------- exclusives
_LDX = ("ldxr", "ldaxr", "ldxrb", "ldxrh", "ldaxrb", "ldaxrh", "ldar", "ldarb", "ldarh",
        "ldlar", "ldlarb", "ldlarh",
        "ldapr", "ldaprb", "ldaprh", "ldxp", "ldaxp")


@insn(*_LDX, klass="load")
def ldx(a: Args):
    """LD[A]XR{B,H}/LD[A]XP: load and mark the address exclusive; LDAR/LDAPR: plain load."""
    pair = a.m.endswith("p")
    excl = "x" in a.m
    size_fixed = _SIZE.get(a.m[-1]) if not pair else None
    a.count(3 if pair else 2, usage="Xt1, Xt2, [Xn]" if pair else "Xt, [Xn]")
    t, size = _width(a, 0, size_fixed, True)
    t2 = None
    if pair:
        t2, size2 = _width(a, 1, None, True)
        a.same_width(0, 1)
        if t == t2 and t < 32 and not a.from_word:
            raise a.error(1, f"'{a.m}' with the same register twice is unpredictable")
    n = _base(a, 2 if pair else 1)
    m = a.m

    def bind(cpu, idx):
        x, load, mon, nxt = cpu.x, cpu.mem.load, _monitor(cpu), idx + 1

        def run():
            ad = within_16(x[n], size * (2 if pair else 1), m)
            if pair:
                v1, v2 = load(ad, size), load(ad + size, size)
                x[t], x[t2] = v1, v2  # (Rt == Rt2 keeps the second, as in QEMU 11.1)
            else:
                x[t] = load(ad, size)
            if excl:
                mon[0] = tbi_address(ad)  # the location, whatever the pointer's tag
            return nxt
        return run
    return bind


_STX = ("stxr", "stlxr", "stxrb", "stxrh", "stlxrb", "stlxrh", "stxp", "stlxp")


@insn(*_STX, klass="store")
def stx(a: Args):
    """ST[L]XR{B,H} Ws, Rt, [Xn] / ST[L]XP Ws, Rt1, Rt2, [Xn]: store when the monitor holds this
    address; Ws = 0 on success, 1 on failure; the monitor is cleared."""
    pair = a.m.endswith("p")
    a.count(4 if pair else 3, usage="Ws, Xt1, Xt2, [Xn]" if pair else "Ws, Xt, [Xn]")
    s, s64 = a.gpr(0, write=True)
    if s64:
        raise a.error(0, "the status register is a w register", f"{a.m} w1, ...")
    t, size = _width(a, 1, _SIZE.get(a.m[-1]) if not pair else None)
    t2 = None
    if pair:
        t2, _ = _width(a, 2, None)
        a.same_width(1, 2)
    n = _base(a, 3 if pair else 2)
    if s < 32 and (s in (t, t2) or (s == n and n != 31)) and not a.from_word:
        raise a.error(0, "the status register is also a transfer or base register",
                      "the result is unpredictable; use another register")
    total = size * (2 if pair else 1)
    m = a.m

    def bind(cpu, idx):
        x, store, mon, nxt = cpu.x, cpu.mem.store, _monitor(cpu), idx + 1

        def run():
            ad = x[n]
            ok = mon[0] == tbi_address(ad)
            mon[0] = None
            if ok:
                within_16(ad, total, m)
                store(ad, size, x[t])
                if pair:
                    store(ad + size, size, x[t2])
            x[s] = 0 if ok else 1
            return nxt
        return run
    return bind


@insn("stlr", "stlrb", "stlrh", "stllr", "stllrb", "stllrh", klass="store")
def stlr(a: Args):
    """STLR{B,H} Rt, [Xn]: store-release; STLLR{B,H} (FEAT_LOR, LORelease: release within a
    limited ordering region): a plain store in one thread. LDLAR{B,H} is LDAR's LOAcquire twin."""
    a.count(2, usage="Xt, [Xn]")
    t, size = _width(a, 0, _SIZE.get(a.m[-1]))
    n = _base(a, 1)
    m = a.m

    def bind(cpu, idx):
        x, store, nxt = cpu.x, cpu.mem.store, idx + 1

        def run():
            store(within_16(x[n], size, m), size, x[t])
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- atomics
def _smax(old, v, bits):
    return old if sext(old, bits) >= sext(v, bits) else v


def _smin(old, v, bits):
    return old if sext(old, bits) <= sext(v, bits) else v


_OPS = {"add": lambda o, v, b: o + v, "clr": lambda o, v, b: o & ~v, "eor": lambda o, v, b: o ^ v,
        "set": lambda o, v, b: o | v, "smax": _smax, "smin": _smin,
        "umax": lambda o, v, b: max(o, v), "umin": lambda o, v, b: min(o, v),
        "swp": lambda o, v, b: v}
_ORDER = ("", "a", "l", "al")
_LDOP = [f"ld{op}{o}{s}" for op in list(_OPS)[:8] for o in _ORDER for s in ("", "b", "h")]
_STOP = [f"st{op}{o}{s}" for op in list(_OPS)[:8] for o in ("", "l") for s in ("", "b", "h")]
_SWP = [f"swp{o}{s}" for o in _ORDER for s in ("", "b", "h")]


def _op_of(m: str) -> tuple[str, int | None]:
    stem = m[2:] if m.startswith(("ld", "st")) else m
    for op in sorted(_OPS, key=len, reverse=True):
        if stem.startswith(op):
            _, size = _split(stem, len(op))
            return op, size
    raise KeyError(m)


@insn(*_LDOP, *_STOP, *_SWP, klass="load")
def ldop(a: Args):
    """LD<op> Rs, Rt, [Xn]: Rt = old, memory = old <op> Rs; ST<op> Rs, [Xn] discards old;
    SWP Rs, Rt, [Xn]: Rt = old, memory = Rs. Sub-word values are zero-extended into Wt."""
    op, fixed = _op_of(a.m)
    store_only = a.m.startswith("st")
    a.count(2 if store_only else 3, usage="Rs, [Xn]" if store_only else "Rs, Rt, [Xn]")
    s, size = _width(a, 0, fixed)
    if store_only:
        t = 33
    else:
        t, size2 = _width(a, 1, fixed, True)
        if size2 != size:
            raise a.error(1, "operands mix x and w registers", "use all x or all w registers")
    n = _base(a, 1 if store_only else 2)
    fn, bits, mask, m = _OPS[op], 8 * size, (1 << (8 * size)) - 1, a.m

    def bind(cpu, idx):
        x, mem, nxt = cpu.x, cpu.mem, idx + 1

        def run():
            ad = within_16(x[n], size, m)
            old = mem.load(ad, size)
            mem.store(ad, size, fn(old, x[s] & mask, bits) & mask)
            x[t] = old
            return nxt
        return run
    return bind


_CAS = [f"cas{o}{s}" for o in _ORDER for s in ("", "b", "h")]


@insn(*_CAS, klass="load")
def cas(a: Args):
    """CAS Rs, Rt, [Xn]: if memory == Rs then memory = Rt; Rs = old memory value."""
    _, fixed = _split(a.m, 3)
    a.count(3, usage="Rs, Rt, [Xn]")
    s, size = _width(a, 0, fixed, True)
    t, size2 = _width(a, 1, fixed)
    if size2 != size:
        raise a.error(1, "operands mix x and w registers", "use all x or all w registers")
    n = _base(a, 2)
    mask, m = (1 << (8 * size)) - 1, a.m

    def bind(cpu, idx):
        x, mem, nxt = cpu.x, cpu.mem, idx + 1

        def run():
            ad = within_16(x[n], size, m)
            old = mem.load(ad, size)
            if old == x[s] & mask:
                mem.store(ad, size, x[t])
            x[s] = old
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- encodings
# Arm ARM C4.1.66 "Load/store exclusive", "Load-acquire/store-release" (LDAR/STLR), "Atomic
# memory operations" (LD<op>, SWP, LDAPR) and "Compare and swap"; llvm-objdump-19 spelling as
# llvm/test/MC/AArch64/armv8.1a-lse.s and basic-a64-instructions.s (ST<op> when Rt is zr).
_SZ = ("b", "h", "", "")


def _rr(size: int, n: int) -> str:
    return E.r(size == 3, n)


def _fmt_excl(f):
    """size 00 001000 o2 L o1 Rs o0 Rt2 Rn Rt."""
    base = f"[{E.x(f.Rn, True)}]"
    sfx = _SZ[f.size]
    if f.o2 == 0 and f.o1 == 0:  # LDXR/LDAXR/STXR/STLXR
        # Rs (loads) and Rt2 are should-be-one fields that llvm-objdump and QEMU 11.1 ignore
        if f.L:
            return f"ld{'a' if f.o0 else ''}xr{sfx} {_rr(f.size, f.Rt)}, {base}"
        return f"st{'l' if f.o0 else ''}xr{sfx} {E.w(f.Rs)}, {_rr(f.size, f.Rt)}, {base}"
    if f.o2 == 0 and f.o1 == 1:  # pairs (size 1x), CASP otherwise
        if f.size < 2:
            return None
        is64 = f.size == 3
        regs = f"{E.r(is64, f.Rt)}, {E.r(is64, f.Rt2)}"
        if f.L:  # (Rs: should-be-one, ignored)
            return f"ld{'a' if f.o0 else ''}xp {regs}, {base}"
        return f"st{'l' if f.o0 else ''}xp {E.w(f.Rs)}, {regs}, {base}"
    if f.o2 == 1 and f.o1 == 0:  # LDAR/STLR (o0 = 1), LDLAR/STLLR (o0 = 0)
        if f.Rs != 31 or f.Rt2 != 31:
            return None  # (QEMU 11.1 refuses these should-be-one fields when not all ones)
        m = ("ldar" if f.L else "stlr") if f.o0 else ("ldlar" if f.L else "stllr")
        return f"{m}{sfx} {_rr(f.size, f.Rt)}, {base}"
    # o2 = 1, o1 = 1: CAS
    if f.Rt2 != 31:
        return None
    order = ("a" if f.L else "") + ("l" if f.o0 else "")
    return f"cas{order}{sfx} {_rr(f.size, f.Rs)}, {_rr(f.size, f.Rt)}, {base}"


_AOP = ("add", "clr", "eor", "set", "smax", "smin", "umax", "umin")


def _fmt_atomic(f):
    """size 111 0 00 A R 1 Rs o3 opc 00 Rn Rt."""
    order = ("a" if f.A else "") + ("l" if f.R else "")
    sfx, base = _SZ[f.size], f"[{E.x(f.Rn, True)}]"
    if f.o3:
        if f.opc == 0:
            return f"swp{order}{sfx} {_rr(f.size, f.Rs)}, {_rr(f.size, f.Rt)}, {base}"
        if f.opc == 4 and f.A and not f.R and f.Rs == 31:
            return f"ldapr{sfx} {_rr(f.size, f.Rt)}, {base}"
        return None
    op = _AOP[f.opc]
    if f.Rt == 31 and not f.A:
        return f"st{op}{order}{sfx} {_rr(f.size, f.Rs)}, {base}"
    return f"ld{op}{order}{sfx} {_rr(f.size, f.Rs)}, {_rr(f.size, f.Rt)}, {base}"


E.ENC("ldxr", "size:2 001000 o2:1 L:1 o1:1 Rs:5 o0:1 Rt2:5 Rn:5 Rt:5", _fmt_excl,
      aliases=tuple(_LDX) + tuple(_STX) + ("stlr", "stlrb", "stlrh", "stllr", "stllrb",
                                          "stllrh") + tuple(_CAS))
E.ENC("ldadd", "size:2 111 0 00 A:1 R:1 1 Rs:5 o3:1 opc:3 00 Rn:5 Rt:5", _fmt_atomic,
      aliases=tuple(_LDOP) + tuple(_STOP) + tuple(_SWP) + ("ldapr", "ldaprb", "ldaprh"))
