"""SVE2 shifts and friends: the predicated saturating/rounding shifts by vector (SQSHL, UQSHL,
SRSHL, URSHL, SQRSHL, UQRSHL and their reversed …R forms) and by immediate (SQSHL, UQSHL,
SQSHLU, SRSHR, URSHR, and SVE's ASRD), SLI/SRI, XAR, SQABS/SQNEG, the pairwise ADDP/SMAXP/
UMAXP/SMINP/UMINP, and TBL with a two-register table and TBX.

Shift amounts by vector are the whole signed Zm element (Arm ARM C8.2 SQRSHL etc.:
ShiftSat(SInt(element2), esize)): positive shifts left, negative right. Everything is computed exactly on Python integers
(object arrays), then saturated or truncated to the element.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from . import operands as O
from .sve import SINT, SIZE, UINT, destructive, gov, zsame
from .table import Args, insn

_VSHIFT = {"sqshl": (True, False, True), "uqshl": (False, False, True),
           "srshl": (True, True, False), "urshl": (False, True, False),
           "sqrshl": (True, True, True), "uqrshl": (False, True, True)}  # signed, round, sat


def _ints(v) -> np.ndarray:
    return v.astype(object)


def _store(dst, vals, esz: int, where=None) -> None:
    out = (np.asarray(vals, dtype=object) & ((1 << 8 * esz) - 1)).astype(np.uint64).astype(
        UINT[esz])
    if where is None:
        dst[:] = out
    else:
        np.copyto(dst, out, where=where)


def _sat(v, bits: int, signed: bool):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return np.minimum(np.maximum(v, lo), hi)


def shift_by(x, s, bits: int, signed: bool, rnd: bool, sat: bool):
    """x shifted by signed amounts s (exact integers): left for s >= 0, else right (rounded
    when ``rnd``); saturated to ``bits`` when ``sat``, else truncated by the caller."""
    out = []
    for a, n in zip(x.tolist(), s.tolist()):
        if n >= 0:
            r = a << min(n, 2 * bits)
        else:
            k = min(-n, 2 * bits)
            r = (a >> k) + (((a >> (k - 1)) & 1) if rnd else 0)
        out.append(r)
    r = np.array(out, dtype=object)
    return _sat(r, bits, signed) if sat else r


def _bind_pred(d: int, esz: int, g: int, fn):
    """Zdn = fn(z, vlb) merging under Pg."""
    U = UINT[esz]

    def bind(cpu, idx):
        z, p, nxt = cpu.z, cpu.p, idx + 1

        def run():
            vlb = cpu.vlb
            _store(z[d, :vlb].view(U), fn(z, vlb), esz, p[g, :vlb:esz])
            return nxt
        return run
    return bind


def _vals(z, r: int, vlb: int, esz: int, signed: bool):
    return _ints(z[r, :vlb].view((SINT if signed else UINT)[esz]))


@insn(*_VSHIFT, *(m + "r" for m in _VSHIFT), klass="sve_int", first="ZReg")
def shift_vector(a: Args):
    """<op> Zdn.T, Pg/M, Zdn.T, Zm.T | Zdn.T, Pg/M, Zdn.T, #imm (SQSHL/UQSHL)."""
    if a.m in ("sqshl", "uqshl") and len(a) == 4 and a.is_imm(3):
        return shift_imm(a)
    a.count(4, usage="Zdn.T, Pg/M, Zdn.T, Zm.T")
    d, esz = a.zreg(0)
    g, _ = gov(a, 1, "m")
    zsame(a, 2, esz)
    destructive(a, d, 2)
    m = zsame(a, 3, esz)
    rev = a.m.endswith("r") and a.m[:-1] in _VSHIFT
    signed, rnd, sat = _VSHIFT[a.m[:-1] if rev else a.m]
    bits = 8 * esz
    src, amt = (m, d) if rev else (d, m)

    def fn(z, vlb):
        x = _vals(z, src, vlb, esz, signed)
        s = _ints(z[amt, :vlb].view(SINT[esz]))
        return shift_by(x, s, bits, signed, rnd, sat)
    return _bind_pred(d, esz, g, fn)


@insn("sqshlu", "srshr", "urshr", "asrd", klass="sve_int", first="ZReg")
def shift_imm(a: Args):
    """SQSHL/UQSHL/SQSHLU Zdn.T, Pg/M, Zdn.T, #0..esize-1; SRSHR/URSHR/ASRD #1..esize."""
    a.count(4, usage="Zdn.T, Pg/M, Zdn.T, #imm")
    d, esz = a.zreg(0)
    g, _ = gov(a, 1, "m")
    zsame(a, 2, esz)
    destructive(a, d, 2)
    bits = 8 * esz
    left = a.m in ("sqshl", "uqshl", "sqshlu")
    sh = a.imm(3, 0, bits - 1, "shift") if left else a.imm(3, 1, bits, "shift")
    m = a.m
    signed = m in ("sqshl", "sqshlu", "srshr", "asrd")

    def fn(z, vlb):
        x = _vals(z, d, vlb, esz, signed)
        if left:
            return _sat(x * (1 << sh), bits, m == "sqshl" or (m != "sqshlu" and signed))
        if m == "asrd":  # divide by 2^sh rounding toward zero
            return np.array([(-((-v) >> sh)) if v < 0 else v >> sh for v in x.tolist()],
                            dtype=object)
        return np.array([(v >> sh) + ((v >> (sh - 1)) & 1) for v in x.tolist()], dtype=object)
    return _bind_pred(d, esz, g, fn)


@insn("sli", "sri", klass="sve_int", first="ZReg")
def sli(a: Args):
    """SLI Zd.T, Zn.T, #0..esize-1 (insert Zn << s, keep Zd's low s bits) | SRI #1..esize."""
    a.count(3, usage="Zd.T, Zn.T, #shift")
    d, esz = a.zreg(0)
    n = zsame(a, 1, esz)
    bits = 8 * esz
    left = a.m == "sli"
    sh = a.imm(2, 0, bits - 1, "shift") if left else a.imm(2, 1, bits, "shift")
    full = (1 << bits) - 1
    mask = (full << sh) & full if left else full >> sh
    U = UINT[esz]

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            x, old = _vals(z, n, vlb, esz, False), _vals(z, d, vlb, esz, False)
            ins = (x << sh) if left else (x >> sh)
            _store(z[d, :vlb].view(U), (old & (full ^ mask)) | (ins & mask), esz)
            return nxt
        return run
    return bind


@insn("xar", klass="sve_int", first="ZReg")
def xar(a: Args):
    """XAR Zdn.T, Zdn.T, Zm.T, #1..esize: rotate right (Zdn EOR Zm)."""
    a.count(4, usage="Zdn.T, Zdn.T, Zm.T, #rot")
    d, esz = a.zreg(0)
    zsame(a, 1, esz)
    destructive(a, d, 1)
    m = zsame(a, 2, esz)
    bits = 8 * esz
    r = a.imm(3, 1, bits, "rotation") % bits
    U = UINT[esz]

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            v = _vals(z, d, vlb, esz, False) ^ _vals(z, m, vlb, esz, False)
            _store(z[d, :vlb].view(U), (v >> r) | (v << (bits - r)), esz)
            return nxt
        return run
    return bind


@insn("sqabs", "sqneg", klass="sve_int", first="ZReg")
def sqabs(a: Args):
    """SQABS/SQNEG Zd.T, Pg/M, Zn.T: saturating absolute value / negation (merging)."""
    a.count(3, usage="Zd.T, Pg/M, Zn.T")
    d, esz = a.zreg(0)
    g, _ = gov(a, 1, "m")
    n = zsame(a, 2, esz)
    neg = a.m == "sqneg"

    def fn(z, vlb):
        x = _vals(z, n, vlb, esz, True)
        return _sat(-x if neg else abs(x), 8 * esz, True)
    return _bind_pred(d, esz, g, fn)


_PAIR = {"addp": ("u", lambda x, y: x + y), "smaxp": ("s", max), "umaxp": ("u", max),
         "sminp": ("s", min), "uminp": ("u", min)}


@insn(*_PAIR, klass="sve_int", first="ZReg")
def pairwise(a: Args):
    """ADDP/SMAXP/UMAXP/SMINP/UMINP Zdn.T, Pg/M, Zdn.T, Zm.T: even results from pairs of Zdn,
    odd results from pairs of Zm (merging)."""
    a.count(4, usage="Zdn.T, Pg/M, Zdn.T, Zm.T")
    d, esz = a.zreg(0)
    g, _ = gov(a, 1, "m")
    zsame(a, 2, esz)
    destructive(a, d, 2)
    m = zsame(a, 3, esz)
    kind, op = _PAIR[a.m]

    def fn(z, vlb):
        x, y = _vals(z, d, vlb, esz, kind == "s"), _vals(z, m, vlb, esz, kind == "s")
        out = np.empty(x.size, dtype=object)
        out[0::2] = [op(p, q) for p, q in zip(x[0::2], x[1::2])]
        out[1::2] = [op(p, q) for p, q in zip(y[0::2], y[1::2])]
        return out
    return _bind_pred(d, esz, g, fn)


def tbl2(a: Args):
    """TBL Zd.T, {Zn.T, Zn+1.T}, Zm.T (the table is both registers) | TBX Zd.T, Zn.T, Zm.T
    (an index beyond the table keeps Zd). The one-register TBL is sve2_perm.py's."""
    a.count(3, usage="Zd.T, {Zn.T, Zn+1.T}, Zm.T")
    d, esz = a.zreg(0)
    keep = a.m == "tbx"
    if keep:
        regs = [zsame(a, 1, esz)]
    else:
        o = a._get(1)
        if not isinstance(o, O.RegList) or len(o.items) != 2 or \
                o.items[1].num != (o.items[0].num + 1) % 32:
            raise a.error(1, "expected {Zn.T, Zn+1.T}", "e.g. {z1.b, z2.b}")
        regs = [o.items[0].num, o.items[1].num]
    m = zsame(a, 2, esz)
    U = UINT[esz]

    def bind(cpu, idx):
        z, nxt = cpu.z, idx + 1

        def run():
            vlb = cpu.vlb
            table = np.concatenate([z[r, :vlb].view(U) for r in regs])
            ix = z[m, :vlb].view(U).astype(np.uint64)
            ok = ix < table.size
            got = table[np.where(ok, ix, 0).astype(np.intp)]
            dst = z[d, :vlb].view(U)
            dst[:] = np.where(ok, got, dst if keep else 0)
            return nxt
        return run
    return bind


insn("tbx", klass="sve_perm", first="ZReg")(tbl2)


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 SVE2 "saturating/rounding bitwise shift left (predicated)", "SVE
# bitwise shift by immediate (predicated)", "bitwise shift and insert", "SVE2 bitwise ternary"
# (XAR), "integer pairwise arithmetic", "integer unary (predicated)" and "SVE table lookup
# (three sources)"; llvm/test/MC/AArch64/SVE2/<mnemonic>.s.
_VS = {0b01000: "sqshl", 0b01001: "uqshl", 0b00010: "srshl", 0b00011: "urshl",
       0b01010: "sqrshl", 0b01011: "uqrshl", 0b01100: "sqshlr", 0b01101: "uqshlr",
       0b00110: "srshlr", 0b00111: "urshlr", 0b01110: "sqrshlr", 0b01111: "uqrshlr"}
E.ENC("sqshl", "01000100 size:2 0 opc:5 100 Pg:3 Zm:5 Zdn:5",
      lambda f: (m := _VS.get(f.opc)) and
      f"{m} {E.zr(f.Zdn, f.size)}, p{f.Pg}/m, {E.zr(f.Zdn, f.size)}, {E.zr(f.Zm, f.size)}",
      "sve2", aliases=tuple(sorted(set(_VS.values()) - {"sqshl"})))


def _tsz(h: int, l: int) -> int | None:
    t = (h << 2) | l
    return None if t == 0 else t.bit_length() - 1


_IS = {0b0100: "asrd", 0b0110: "sqshl", 0b0111: "uqshl", 0b1100: "srshr", 0b1101: "urshr",
       0b1111: "sqshlu"}


def _fmt_simm(f):
    m, s = _IS.get(f.opc), _tsz(f.tszh, f.tszl)
    if m is None or s is None:
        return None
    v = (((f.tszh << 2) | f.tszl) << 3) | f.imm3
    amt = v - (8 << s) if m in ("sqshl", "uqshl", "sqshlu") else 2 * (8 << s) - v
    z = E.zr(f.Zdn, s)
    return f"{m} {z}, p{f.Pg}/m, {z}, {E.himm(amt)}"


E.ENC("asrd", "00000100 tszh:2 00 opc:4 100 Pg:3 tszl:2 imm3:3 Zdn:5", _fmt_simm, "sve",
      aliases=("sqshl", "uqshl", "srshr", "urshr", "sqshlu"))


def _fmt_sli(f):
    s = _tsz(f.tszh, f.tszl)
    if s is None:
        return None
    v = (((f.tszh << 2) | f.tszl) << 3) | f.imm3
    amt = v - (8 << s) if f.L else 2 * (8 << s) - v
    return f"{('sri', 'sli')[f.L]} {E.zr(f.Zd, s)}, {E.zr(f.Zn, s)}, {E.himm(amt)}"


E.ENC("sli", "01000101 tszh:2 0 tszl:2 imm3:3 11110 L:1 Zn:5 Zd:5", _fmt_sli, "sve2",
      aliases=("sri",))


def _fmt_xar(f):
    s = _tsz(f.tszh, f.tszl)
    if s is None:
        return None
    amt = 2 * (8 << s) - ((((f.tszh << 2) | f.tszl) << 3) | f.imm3)
    return f"xar {E.zr(f.Zdn, s)}, {E.zr(f.Zdn, s)}, {E.zr(f.Zm, s)}, {E.himm(amt)}"


E.ENC("xar", "00000100 tszh:2 1 tszl:2 imm3:3 001101 Zm:5 Zdn:5", _fmt_xar, "sve2")
_PW = {0b001: "addp", 0b100: "smaxp", 0b101: "umaxp", 0b110: "sminp", 0b111: "uminp"}
E.ENC("addp", "01000100 size:2 0 10 opc:3 101 Pg:3 Zm:5 Zdn:5",
      lambda f: (m := _PW.get(f.opc)) and
      f"{m} {E.zr(f.Zdn, f.size)}, p{f.Pg}/m, {E.zr(f.Zdn, f.size)}, {E.zr(f.Zm, f.size)}",
      "sve2", aliases=("smaxp", "umaxp", "sminp", "uminp"))
E.ENC("sqabs", "01000100 size:2 0 0100 N:1 101 Pg:3 Zn:5 Zd:5",
      lambda f: f"{('sqabs', 'sqneg')[f.N]} {E.zr(f.Zd, f.size)}, p{f.Pg}/m, {E.zr(f.Zn, f.size)}",
      "sve2", aliases=("sqneg",))
E.ENC("tbx", "00000101 size:2 1 Zm:5 001011 Zn:5 Zd:5",
      lambda f: f"tbx {E.zr(f.Zd, f.size)}, {E.zr(f.Zn, f.size)}, {E.zr(f.Zm, f.size)}", "sve2")
E.ENC("tbx", "00000101 size:2 1 Zm:5 001010 Zn:5 Zd:5",
      lambda f: f"tbl {E.zr(f.Zd, f.size)}, {{ {E.zr(f.Zn, f.size)}, "
                f"{E.zr((f.Zn + 1) % 32, f.size)} }}, {E.zr(f.Zm, f.size)}", "sve2",
      aliases=("tbl",))
