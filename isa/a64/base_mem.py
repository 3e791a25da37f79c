"""Base A64 loads and stores: LDR/STR (all sizes, signed forms), LDUR/STUR, LDP/STP, literal
loads (``ldr x0, label`` and ``ldr x0, =value``), with offset, pre-index, post-index and
register-offset addressing (LSL/UXTW/SXTW/SXTX).
"""
from __future__ import annotations

from . import operands as O
from .bits import sext
from .table import M64, Args, insn

# mnemonic -> (bytes, signed, is_load)
_LDST = {
    "ldr": (0, False, True), "str": (0, False, False),
    "ldrb": (1, False, True), "ldrh": (2, False, True), "strb": (1, False, False),
    "strh": (2, False, False), "ldrsb": (1, True, True), "ldrsh": (2, True, True),
    "ldrsw": (4, True, True),
    "ldur": (0, False, True), "stur": (0, False, False), "ldurb": (1, False, True),
    "ldurh": (2, False, True), "sturb": (1, False, False), "sturh": (2, False, False),
    "ldursb": (1, True, True), "ldursh": (2, True, True), "ldursw": (4, True, True),
}


def address_mode(a: Args, mi: int, size: int, *, unscaled: bool = False, pair: bool = False):
    """Decode ``[Xn...]`` at operand ``mi`` (+ a post-index operand after it).

    Returns (base, offset_fn_kind, params, writeback) where the binder computes the address.
    Kinds: ('imm', k) base + k; ('reg', m, tf) base + tf(x[m]); writeback 'pre'/'post'/None.
    """
    mem = a[mi]
    if not isinstance(mem, O.Mem):
        raise a.error(mi, f"expected a memory operand, got '{a.raw[mi].text}'", "e.g. [x0, #8]")
    base = mem.base.num  # 31 = SP
    post = len(a) > mi + 1
    if post:
        if mem.offset is not None or mem.pre:
            raise a.error(mi + 1, "post-index needs a plain [Xn] base", "e.g. ldr x0, [x1], #8")
        if not a.is_imm(mi + 1):
            raise a.error(mi + 1, "post-index offset must be an immediate")
        k = a.imm(mi + 1)
        _check_index_range(a, mi + 1, k, size, pair)
        return base, ("imm", 0), "post", k
    off = mem.offset
    if off is None:
        if mem.pre:
            raise a.error(mi, "pre-index needs an offset", "e.g. [x0, #16]!")
        return base, ("imm", 0), None, 0
    if isinstance(off, O.Reloc):
        if off.kind != "lo12":
            raise a.error(mi, f"relocation ':{off.kind}:' is not supported", "use :lo12:")
        return base, ("imm", a.ctx.value(off.text, off.col) & 0xFFF), None, 0
    if isinstance(off, O.Imm):
        k = a.ctx.value(off.text, off.col)
        if mem.shift is not None:
            raise a.error(mi, "an immediate offset takes no shift")
        if mem.pre:
            _check_index_range(a, mi, k, size, pair)
            return base, ("imm", 0), "pre", k
        if pair:
            _check_index_range(a, mi, k, size, True)
        elif unscaled:
            if not -256 <= k <= 255:
                raise a.error(mi, f"offset {k} out of range -256 to 255", "ldur/stur take -256..255")
        elif not (-256 <= k <= 255 or (k >= 0 and k % size == 0 and k // size <= 4095)):
            raise a.error(mi, f"offset {k} out of range",
                          f"use -256..255 or a multiple of {size} up to {4095 * size}")
        return base, ("imm", k), None, 0
    if isinstance(off, O.Gpr):
        if pair or unscaled or mem.pre:
            raise a.error(mi, "register offset is not allowed here")
        m = off.num if off.kind == "r" else 32
        if off.kind == "sp":
            raise a.error(mi, "the offset register cannot be sp")
        shift = mem.shift
        kind, amt = ("lsl", 0) if shift is None else (shift.kind, None)
        if shift is not None:
            amt = a.ctx.value(shift.amount, shift.col) if shift.amount is not None else 0
        log = size.bit_length() - 1
        if amt not in (0, log):
            raise a.error(mi, f"shift amount must be 0 or {log} for a {size}-byte access",
                          f"e.g. [x0, x1, lsl #{log}]")
        if off.is64 and kind not in ("lsl", "sxtx", "uxtx"):
            raise a.error(mi, f"'{kind}' needs a w offset register", "e.g. [x0, w1, uxtw #2]")
        if not off.is64 and kind not in ("uxtw", "sxtw"):
            raise a.error(mi, "a w offset register needs uxtw or sxtw", "e.g. [x0, w1, sxtw]")
        if kind == "sxtw":
            return base, ("reg", m, lambda v: (sext(v, 32) << amt)), None, 0
        if kind == "uxtw":
            return base, ("reg", m, lambda v: ((v & 0xFFFFFFFF) << amt)), None, 0
        if kind == "sxtx":
            return base, ("reg", m, lambda v: (sext(v, 64) << amt)), None, 0
        return base, ("reg", m, (lambda v: v << amt) if amt else None), None, 0
    raise a.error(mi, "unsupported memory operand")


def _check_index_range(a: Args, i: int, k: int, size: int, pair: bool) -> None:
    if pair:
        if k % size or not -64 <= k // size <= 63:
            raise a.error(i, f"offset {k} out of range",
                          f"pairs take multiples of {size} from {-64 * size} to {63 * size}")
    elif not -256 <= k <= 255:
        raise a.error(i, f"offset {k} out of range -256 to 255")


def make_address(x, base, mode, wb, k):
    """Return (addr_fn, after_fn): address computation and base write-back."""
    if mode[0] == "imm":
        off = mode[1]
        if wb == "pre":
            def addr():
                v = (x[base] + k) & M64
                x[base] = v
                return v
            return addr
        if wb == "post":
            def addr():
                v = x[base]
                x[base] = (v + k) & M64
                return v
            return addr
        if off == 0:
            return lambda: x[base]
        return lambda: (x[base] + off) & M64
    m, tf = mode[1], mode[2]
    if tf is None:
        return lambda: (x[base] + x[m]) & M64
    return lambda: (x[base] + tf(x[m])) & M64


@insn(*_LDST, klass="load")
def ldst(a: Args):
    size, signed, load = _LDST[a.m]
    a.count(2, 3, usage="Rt, [Xn{, #imm}] | Rt, [Xn, #imm]! | Rt, [Xn], #imm | Rt, label")
    t, t64 = a.gpr(0, write=load)
    if size == 0:
        size = 8 if t64 else 4
    elif signed:
        if a.m.endswith("sw") and not t64:
            raise a.error(0, f"'{a.m}' needs an x destination")
    elif t64 and size < 4:
        raise a.error(0, f"'{a.m}' needs a w register", f"{a.m} w{a[0].num}, [...]")
    dmask = M64 if t64 else 0xFFFFFFFF
    bits = 8 * size
    if load and isinstance(a[1], (O.Imm, O.Ident)) and len(a) == 2:
        return _literal(a, t, size, signed, dmask)
    if isinstance(a[1], O.Mem) and isinstance(a[1].offset, O.Gpr) and a[1].offset.kind == "zr":
        raise a.error(1, "the offset register cannot be xzr")
    base, mode, wb, k = address_mode(a, 1, size, unscaled=a.m.startswith(("ldur", "stur")))
    if wb and base == t and a[0].kind == "r":
        raise a.error(0, "write-back base is also the transfer register",
                      "the result is unpredictable; use another register")

    def bind(cpu, idx):
        x, mem, nxt = cpu.x, cpu.mem, idx + 1
        addr = make_address(x, base, mode, wb, k)
        load_ = mem.load
        store_ = mem.store
        if load:
            if signed:
                def run():
                    x[t] = sext(load_(addr(), size), bits) & dmask
                    return nxt
            else:
                def run():
                    x[t] = load_(addr(), size)
                    return nxt
        else:
            def run():
                store_(addr(), size, x[t])
                return nxt
        return run
    return bind


def _literal(a: Args, t: int, size: int, signed: bool, dmask: int):
    """``ldr Rt, label`` (PC-relative) or ``ldr Rt, =expr`` (literal pool entry)."""
    text = a.raw[1].text
    if text.startswith("="):
        if a.m not in ("ldr", "ldrsw"):
            raise a.error(1, f"'{a.m}' has no =literal form", "use ldr")
        value = a.ctx.value(text[1:], a.raw[1].col + 1)
        if not -(1 << (8 * size - 1)) <= value < (1 << (8 * size)):
            raise a.error(1, f"literal {value} does not fit in {size} bytes")
        a.ctx.write_literal(value, size)
        address = a.ctx.literal_address()
    else:
        if a.m not in ("ldr", "ldrsw"):
            raise a.error(1, f"'{a.m}' has no PC-relative form", "use adr then a register load")
        address = a.target(1)
    bits = 8 * size

    def bind(cpu, idx):
        x, mem, nxt = cpu.x, cpu.mem, idx + 1

        def run():
            v = mem.load(address, size)
            x[t] = (sext(v, bits) & dmask) if signed else v
            return nxt
        return run
    return bind


@insn("ldp", "stp", "ldpsw", klass="load")
def ldp(a: Args):
    a.count(3, 4, usage="Rt1, Rt2, [Xn{, #imm}]{!} | Rt1, Rt2, [Xn], #imm")
    load = a.m != "stp"
    t1, is64 = a.gpr(0, write=load)
    t2, _ = a.gpr(1, write=load)
    a.same_width(0, 1)
    size = 4 if a.m == "ldpsw" else (8 if is64 else 4)
    if a.m == "ldpsw" and not is64:
        raise a.error(0, "ldpsw needs x registers")
    if load and t1 == t2 and t1 < 32:
        raise a.error(1, "ldp with the same register twice is unpredictable", "use two registers")
    base, mode, wb, k = address_mode(a, 2, size, pair=True)
    signed = a.m == "ldpsw"

    def bind(cpu, idx):
        x, mem, nxt = cpu.x, cpu.mem, idx + 1
        addr = make_address(x, base, mode, wb, k)

        def run():
            ad = addr()
            if load:
                v1, v2 = mem.load(ad, size), mem.load((ad + size) & M64, size)
                if signed:
                    v1, v2 = sext(v1, 32) & M64, sext(v2, 32) & M64
                x[t1] = v1
                x[t2] = v2
            else:
                mem.store(ad, size, x[t1])
                mem.store((ad + size) & M64, size, x[t2])
            return nxt
        return run
    return bind
