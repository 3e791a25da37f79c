"""SVE/SVE2 integer forms outside the other families: the predicated saturating adds and
subtracts (SQADD ... UQSUBR, SUQADD, USQADD ``Zdn.T, Pg/M, Zdn.T, Zm.T``), SDIV/UDIV/SDIVR/UDIVR,
predicated RBIT, URECPE/URSQRTE, SADALP/UADALP, ADCLB/ADCLT/SBCLB/SBCLT, CTERMEQ/CTERMNE, INSR
and vector ADR.

Semantics from the Arm ARM (DDI 0487) pseudocode of each instruction (QEMU 11.1
target/arm/tcg/sve_helper.c is the cross-check): integer division rounds toward zero, a zero
divisor gives 0 and INT_MIN / -1 wraps to INT_MIN; the carry forms add the even (B) or odd (T)
elements of Zn (inverted for SBCL) and bit 0 of the odd elements of Zm to the even elements of
Zda, and write the carry out to the odd ones. Arithmetic is exact: int64 up to .s, Python
integers (object arrays) for .d.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .simd_fcvt import urecpe, ursqrte
from .sve import LOG2, SINT, SIZE, UINT, destructive, gov, zsame
from .table import Args, insn


def exact(row, vlb: int, esz: int, signed: bool):
    """Elements of a Z row as exact integers (int64, or object for .d)."""
    v = row[:vlb].view((SINT if signed else UINT)[esz])
    return v.astype(object) if esz == 8 else v.astype(np.int64)


def to_elems(v, esz: int):
    """Exact integers truncated to unsigned ``esz`` elements."""
    if v.dtype == object:
        return (v & ((1 << 8 * esz) - 1)).astype(np.uint64).astype(UINT[esz])
    return v.astype(UINT[esz])


def _lim(bits: int, signed: bool) -> tuple[int, int]:
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)


# ----------------------------------------------------------------------------- predicated binary
# mnemonic -> (Zdn signed, Zm signed, result signed, fn on exact values)
_SATOPS = {
    "sqadd": (True, True, True, lambda x, y: x + y),
    "uqadd": (False, False, False, lambda x, y: x + y),
    "sqsub": (True, True, True, lambda x, y: x - y),
    "uqsub": (False, False, False, lambda x, y: x - y),
    "sqsubr": (True, True, True, lambda x, y: y - x),
    "uqsubr": (False, False, False, lambda x, y: y - x),
    "suqadd": (True, False, True, lambda x, y: x + y),
    "usqadd": (False, True, False, lambda x, y: x + y),
}


def _divide(x, y):
    """Integer division rounding toward zero; a zero divisor gives 0."""
    safe = np.where(y == 0, 1, y)
    q = abs(x) // abs(safe)
    q = np.where((x < 0) != (safe < 0), -q, q)
    return np.where(y == 0, 0, q)


_DIVOPS = {"sdiv": (True, False), "udiv": (False, False), "sdivr": (True, True),
           "udivr": (False, True)}


def _pred_bind(esz: int, d: int, g: int, m: int, fn, sx: bool, sy: bool):
    """Zdn = fn(Zdn, Zm) (exact integers, truncated) in the active elements of Pg."""
    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1
        prow = p[g]

        def run():
            vlb = cpu.vlb
            r = to_elems(fn(exact(z[d], vlb, esz, sx), exact(z[m], vlb, esz, sy)), esz)
            np.copyto(z[d, :vlb].view(UINT[esz]), r, where=prow[:vlb:esz])
            return nxt
        return run
    return bind


def _pred_operands(a: Args, sizes: str = "bhsd") -> tuple[int, int, int, int]:
    """(Zdn, element bytes, Pg, Zm) of ``Zdn.T, Pg/M, Zdn.T, Zm.T``."""
    a.count(4, usage=f"Zdn.T, Pg/M, Zdn.T, Zm.T (T = {' or '.join(sizes)})")
    d, esz = a.zreg(0, sizes)
    g, _ = gov(a, 1, "m")
    zsame(a, 2, esz)
    destructive(a, d, 2)
    return d, esz, g, zsame(a, 3, esz)


def pred_saturating(a: Args):
    """SQADD ... UQSUBR, SUQADD, USQADD Zdn.T, Pg/M, Zdn.T, Zm.T (SVE2; saturating)."""
    d, esz, g, m = _pred_operands(a)
    sx, sy, sr, op = _SATOPS[a.m]
    lo, hi = _lim(8 * esz, sr)

    def fn(x, y):
        return np.minimum(np.maximum(op(x, y), lo), hi)
    return _pred_bind(esz, d, g, m, fn, sx, sy)


@insn("sqsubr", "uqsubr", "suqadd", "usqadd", klass="sve_int", first="ZReg")
def saturating_more(a: Args):
    """SQSUBR/UQSUBR/SUQADD/USQADD Zdn.T, Pg/M, Zdn.T, Zm.T."""
    return pred_saturating(a)


@insn("sdiv", "udiv", "sdivr", "udivr", klass="sve_int", first="ZReg")
def divide(a: Args):
    """SDIV/UDIV/SDIVR/UDIVR Zdn.T, Pg/M, Zdn.T, Zm.T (.s and .d; R: Zm / Zdn)."""
    d, esz, g, m = _pred_operands(a, "sd")
    signed, rev = _DIVOPS[a.m]
    fn = (lambda x, y: _divide(y, x)) if rev else _divide
    return _pred_bind(esz, d, g, m, fn, signed, signed)


# ----------------------------------------------------------------------------- unary / pairwise
def _rbit(esz: int):
    """Reverse the bits of each element: reverse the bytes, then the bits of each byte."""
    table = np.array([int(f"{b:08b}"[::-1], 2) for b in range(256)], np.uint8)

    def fn(v):  # v: (ne * esz) bytes
        return table[v.reshape(-1, esz)[:, ::-1]].reshape(-1)
    return fn


@insn("rbit", klass="sve_int", first="ZReg")
def rbit(a: Args):
    """RBIT Zd.T, Pg/M, Zn.T: the bits of each active element reversed."""
    a.count(3, usage="Zd.T, Pg/M, Zn.T")
    d, esz = a.zreg(0)
    g, _ = gov(a, 1, "m")
    n = zsame(a, 2, esz)
    fn = _rbit(esz)

    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1
        prow = p[g]

        def run():
            vlb = cpu.vlb
            r = fn(z[n, :vlb]).view(UINT[esz])
            np.copyto(z[d, :vlb].view(UINT[esz]), r, where=prow[:vlb:esz])
            return nxt
        return run
    return bind


# URECPE/URSQRTE depend on bits 31:23 only: a table of the 512 results
_UEST = {m: np.array([fn(i << 23) for i in range(512)], np.uint32)
         for m, fn in (("urecpe", urecpe), ("ursqrte", ursqrte))}


@insn("urecpe", "ursqrte", klass="sve_int", first="ZReg")
def unsigned_estimate(a: Args):
    """URECPE/URSQRTE Zd.S, Pg/M, Zn.S: UnsignedRecipEstimate / UnsignedRSqrtEstimate of each
    active element (AdvSIMD's :func:`isa.a64.simd_fcvt.urecpe`)."""
    a.count(3, usage="Zd.S, Pg/M, Zn.S")
    d = a.zreg(0, "s")[0]
    g, _ = gov(a, 1, "m")
    n = a.zreg(2, "s")[0]
    table = _UEST[a.m]

    def bind(cpu, idx):
        zw, p, nxt = cpu.z.view(np.uint32), cpu.p, idx + 1
        rd, rn, prow = zw[d], zw[n], p[g]

        def run():
            vlb = cpu.vlb
            np.copyto(rd[:vlb >> 2], table[rn[:vlb >> 2] >> np.uint32(23)], where=prow[:vlb:4])
            return nxt
        return run
    return bind


@insn("sadalp", "uadalp", klass="sve_int", first="ZReg")
def adalp(a: Args):
    """SADALP/UADALP Zda.T, Pg/M, Zn.Tb: each active element adds the two half-width elements
    of Zn it covers (sign- or zero-extended), modulo 2^esize."""
    a.count(3, usage="Zda.T, Pg/M, Zn.Tb")
    d, esz = a.zreg(0, "hsd")
    g, _ = gov(a, 1, "m")
    n = a.zreg(2, SIZE[esz // 2])[0]
    signed = a.m[0] == "s"
    h = esz // 2

    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1
        prow = p[g]

        def run():
            vlb = cpu.vlb
            pairs = exact(z[n], vlb, h, signed).reshape(-1, 2)
            r = exact(z[d], vlb, esz, False) + pairs[:, 0] + pairs[:, 1]
            np.copyto(z[d, :vlb].view(UINT[esz]), to_elems(r, esz), where=prow[:vlb:esz])
            return nxt
        return run
    return bind


@insn("adclb", "adclt", "sbclb", "sbclt", klass="sve_int", first="ZReg")
def add_carry_long(a: Args):
    """ADCLB/ADCLT/SBCLB/SBCLT Zda.T, Zn.T, Zm.T (.s, .d): even elements of Zda += Zn's even
    (B) or odd (T) elements (inverted for SBCL) + bit 0 of Zm's odd elements; odd elements of
    Zda := the carry out."""
    a.count(3, usage="Zda.T, Zn.T, Zm.T (T = s or d)")
    d, esz = a.zreg(0, "sd")
    n, m = zsame(a, 1, esz), zsame(a, 2, esz)
    top = a.m.endswith("t")
    inv = a.m.startswith("sbc")
    mask = (1 << 8 * esz) - 1

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            acc = exact(z[d], vlb, esz, False).reshape(-1, 2)
            x = exact(z[n], vlb, esz, False).reshape(-1, 2)[:, int(top)]
            if inv:
                x = mask - x
            c = exact(z[m], vlb, esz, False).reshape(-1, 2)[:, 1] & 1
            s = acc[:, 0] + x + c
            out = np.stack((s & mask, s >> 8 * esz), axis=1).reshape(-1)
            z[d, :vlb].view(UINT[esz])[:] = to_elems(out, esz)
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- CTERM
@insn("ctermeq", "ctermne", klass="sve_pred")
def cterm(a: Args):
    """CTERMEQ/CTERMNE Rn, Rm (both X or both W): the loop-termination test; when Rn == Rm
    (CTERMEQ) or Rn != Rm (CTERMNE) holds N = 1, V = 0, else N = 0, V = NOT C; Z, C unchanged."""
    a.count(2, usage="Rn, Rm")
    n, is64 = a.gpr(0)
    m, _ = a.gpr(1)
    a.same_width(0, 1)
    mask = (1 << (64 if is64 else 32)) - 1
    want = a.m == "ctermeq"

    def bind(cpu, idx):
        x, f, nxt = cpu.x, cpu.nzcv, idx + 1

        def run():
            if ((x[n] & mask) == (x[m] & mask)) == want:
                f[0], f[3] = 1, 0
            else:
                f[0], f[3] = 0, 1 - f[2]
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- INSR
@insn("insr", klass="sve_perm")
def insr(a: Args):
    """INSR Zdn.T, Rm | Zdn.T, Vm (B/H/S/D of the same size): shift the elements up by one and
    put the scalar in element 0."""
    a.count(2, usage="Zdn.T, Rm | Zdn.T, Vm")
    d, esz = a.zreg(0)
    o = a._get(1)
    if isinstance(o, O.Gpr):
        r, is64 = a.gpr(1)
        if is64 != (esz == 8):
            raise a.error(1, f"insr .{SIZE[esz]} takes a {'x' if esz == 8 else 'w'} register",
                          f"write {'x' if esz == 8 else 'w'}{o.num}")
        src = ("x", r)
    elif type(o) is O.FReg and o.kind == SIZE[esz]:
        src = ("v", o.num)
    else:
        raise a.error(1, f"expected w/x or {SIZE[esz]}N (the element size), got '{a.raw[1].text}'",
                      f"e.g. insr z{d}.{SIZE[esz]}, {SIZE[esz]}0")
    mask = (1 << 8 * esz) - 1

    def bind(cpu, idx):
        z, x, nxt = cpu.z, cpu.x, idx + 1
        row = z[d]

        def run():
            vlb = cpu.vlb
            if src[0] == "x":
                val = np.frombuffer((x[src[1]] & mask).to_bytes(esz, "little"), np.uint8)
            else:
                val = z[src[1], :esz].copy()
            row[esz:vlb] = row[:vlb - esz].copy()
            row[:esz] = val
            return nxt
        return run
    return bind


# ----------------------------------------------------------------------------- ADR (vector)
@insn("adr", klass="sve_int", first="ZReg")
def adr_vector(a: Args):
    """ADR Zd.T, [Zn.T, Zm.T{, lsl #k}] (T = s or d) | Zd.D, [Zn.D, Zm.D, sxtw|uxtw{ #k}]:
    Zd = Zn + (extended Zm << k), k 0-3, modulo 2^esize."""
    a.count(2, usage="Zd.T, [Zn.T, Zm.T{, lsl #k}] | Zd.D, [Zn.D, Zm.D, sxtw|uxtw{ #k}]")
    d, esz = a.zreg(0, "sd")
    mem = a._get(1)
    t = SIZE[esz]
    if not isinstance(mem, O.ZMem) or not isinstance(mem.offset, O.ZReg):
        raise a.error(1, "expected [Zn.T, Zm.T{, lsl #k}]", f"e.g. [z1.{t}, z2.{t}, lsl #2]")
    if mem.base.esz != esz or mem.offset.esz != esz:
        raise a.error(1, f"the address vectors must be .{t} like z{d}",
                      f"e.g. [z{mem.base.num}.{t}, z{mem.offset.num}.{t}]")
    n, m = mem.base.num, mem.offset.num
    ext, k = "lsl", 0
    if mem.shift is not None:
        ext = mem.shift.kind
        if ext not in ("lsl", "sxtw", "uxtw") or (esz == 4 and ext != "lsl"):
            raise a.error(1, f"'{ext}' is not allowed here",
                          "lsl #k, or for .d also sxtw/uxtw{ #k}")
        k = a.ctx.value(mem.shift.amount, mem.shift.col) if mem.shift.amount is not None else 0
        if not 0 <= k <= 3 or (ext == "lsl" and k == 0 and mem.shift.amount is None):
            raise a.error(1, f"shift {k} out of range 0-3", "e.g. lsl #2")
    U = UINT[esz]
    sk = U(k)

    def bind(cpu, idx):
        zt, nxt = cpu.z.view(U), idx + 1
        rd, rn, rm = zt[d], zt[n], zt[m]

        def run():
            ne = cpu.vlb >> LOG2[esz]
            off = rm[:ne]
            if ext == "sxtw":
                off = off.astype(np.uint32).view(np.int32).astype(np.int64).view(np.uint64)
            elif ext == "uxtw":
                off = off & U(0xFFFFFFFF)
            rd[:ne] = rn[:ne] + (off << sk)
            return nxt
        return run
    return bind


adr_vector.mode = "SVE: non-streaming only (SIGILL when PSTATE.SM=1: no FEAT_SME_FA64)"


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 "SVE2 saturating add/subtract" (predicated), "SVE integer divide
# vectors (predicated)", "SVE reverse within elements", "SVE2 integer unary operations
# (predicated)", "SVE2 integer pairwise add and accumulate long", "SVE2 integer add/subtract
# long with carry", "SVE conditionally terminate scalars", "SVE insert general register", "SVE
# insert SIMD&FP scalar register", "SVE address generation"; llvm/test/MC/AArch64/SVE/{sdiv,
# rbit,ctermeq,insr,adr}.s and SVE2/{sqadd,suqadd,urecpe,sadalp,adclb}.s.
_SATNAME = ("sqadd", "uqadd", "sqsub", "uqsub", "suqadd", "usqadd", "sqsubr", "uqsubr")
E.ENC("sqadd", "01000100 size:2 011 opc:3 100 Pg:3 Zm:5 Zdn:5",
      lambda f: f"{_SATNAME[f.opc]} {E.zr(f.Zdn, f.size)}, p{f.Pg}/m, {E.zr(f.Zdn, f.size)}, "
                f"{E.zr(f.Zm, f.size)}", "sve2", aliases=_SATNAME[1:])
_DIVNAME = ("sdiv", "udiv", "sdivr", "udivr")
E.ENC("sdiv", "00000100 size:2 010 1 opc:2 000 Pg:3 Zm:5 Zdn:5",
      lambda f: f.size >= 2 and f"{_DIVNAME[f.opc]} {E.zr(f.Zdn, f.size)}, p{f.Pg}/m, "
                                f"{E.zr(f.Zdn, f.size)}, {E.zr(f.Zm, f.size)}" or None,
      "sve", aliases=_DIVNAME[1:])
E.ENC("rbit", "00000101 size:2 1001 11 100 Pg:3 Zn:5 Zd:5",
      lambda f: f"rbit {E.zr(f.Zd, f.size)}, p{f.Pg}/m, {E.zr(f.Zn, f.size)}", "sve")
E.ENC("urecpe", "01000100 10 00000 Q:1 101 Pg:3 Zn:5 Zd:5",
      lambda f: f"{('urecpe', 'ursqrte')[f.Q]} z{f.Zd}.s, p{f.Pg}/m, z{f.Zn}.s", "sve2",
      aliases=("ursqrte",))
E.ENC("sadalp", "01000100 size:2 00010 U:1 101 Pg:3 Zn:5 Zda:5",
      lambda f: f.size and f"{('sadalp', 'uadalp')[f.U]} {E.zr(f.Zda, f.size)}, p{f.Pg}/m, "
                           f"{E.zr(f.Zn, f.size - 1)}" or None, "sve2", aliases=("uadalp",))
E.ENC("adclb", "01000101 S:1 sz:1 0 Zm:5 11010 T:1 Zn:5 Zda:5",
      lambda f: f"{('adc', 'sbc')[f.S]}l{'bt'[f.T]} {E.zr(f.Zda, 2 + f.sz)}, "
                f"{E.zr(f.Zn, 2 + f.sz)}, {E.zr(f.Zm, 2 + f.sz)}", "sve2",
      aliases=("adclt", "sbclb", "sbclt"))
E.ENC("ctermeq", "00100101 1 sz:1 1 Rm:5 001000 Rn:5 ne:1 0000",
      lambda f: f"{('ctermeq', 'ctermne')[f.ne]} {E.r(f.sz, f.Rn)}, {E.r(f.sz, f.Rm)}", "sve",
      aliases=("ctermne",))
E.ENC("insr", "00000101 size:2 1 00100 001110 Rm:5 Zdn:5",
      lambda f: f"insr {E.zr(f.Zdn, f.size)}, {E.x(f.Rm) if f.size == 3 else E.w(f.Rm)}", "sve")
E.ENC("insr", "00000101 size:2 1 10100 001110 Vm:5 Zdn:5",
      lambda f: f"insr {E.zr(f.Zdn, f.size)}, {'bhsd'[f.size]}{f.Vm}", "sve")


def _fmt_adr(f):
    t = "s" if f.opc == 2 else "d"
    ext = {0: "sxtw", 1: "uxtw"}.get(f.opc, "lsl")
    mod = (f", {ext}" + (f" #{f.msz}" if f.msz else "")) if ext != "lsl" else \
        (f", lsl #{f.msz}" if f.msz else "")
    return f"adr z{f.Zd}.{t}, [z{f.Zn}.{t}, z{f.Zm}.{t}{mod}]"


E.ENC("adr", "00000100 opc:2 1 Zm:5 1010 msz:2 Zn:5 Zd:5", _fmt_adr, "sve")
