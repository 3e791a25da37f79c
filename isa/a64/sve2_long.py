"""SVE2 widening and narrowing integer forms ("bottom"/"top" pairs): the long adds, subtracts,
absolute differences and multiplies (SADDLB … UMULLT, SQDMULLB/T, PMULLB/T, SADDLBT,
SSUBLBT, SSUBLTB), the wide adds (SADDWB … USUBWT), the accumulating ones (SMLALB … UMLSLT,
SABALB … UABALT, SQDMLALB/T, SQDMLSLB/T, SQDMLALBT, SQDMLSLBT), the high-half narrowing adds
(ADDHNB … RSUBHNT), the narrowing shifts (SHRNB … SQRSHRUNT), the saturating extracts
(SQXTNB … SQXTUNT), SSHLLB/SSHLLT/USHLLB/USHLLT and EORBT/EORTB.

A "B" form reads the even-numbered half-width elements (2i), a "T" form the odd ones (2i+1);
a narrowing "B" form writes the even half-width elements and zeroes the odd ones, a "T" form
writes the odd ones and keeps the even (Arm ARM C8.2 pseudocode of each instruction).
Arithmetic is done exactly on Python-int-capable arrays (int64, or object for 64-bit lanes),
then saturated or truncated to the result element.
"""
from __future__ import annotations

import numpy as np

from . import encoding as E
from .sve import SINT, SIZE, UINT, bind_z
from .sve2_index import indexed_zm, is_indexed
from .sve_crypto import pmull_q
from .table import Args, insn


# ----------------------------------------------------------------------------- element access
def _vals(row, vlb: int, esz: int, signed: bool):
    """The elements of a Z row as exact integers (int64, or object when 64-bit)."""
    v = row[:vlb].view((SINT if signed else UINT)[esz])
    return v.astype(object) if esz == 8 else v.astype(np.int64)


def _half(row, vlb: int, esz: int, signed: bool, part: int):
    """Half-width elements 2i+part (part 0: bottom, 1: top) as exact integers."""
    return _vals(row, vlb, esz // 2, signed)[part::2]


def _sat(v, bits: int, signed: bool):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return np.minimum(np.maximum(v, lo), hi)


def _store(row, vlb: int, esz: int, v) -> None:
    mask = (1 << (8 * esz)) - 1
    out = np.asarray(v, dtype=object) & mask if esz == 8 else np.asarray(v, np.int64) & mask
    row[:vlb].view(UINT[esz])[:] = np.asarray(out).astype(np.uint64).astype(UINT[esz])


def _store_half(row, vlb: int, esz: int, v, part: int) -> None:
    """Write narrow results to half-width elements 2i+part (B zeroes the odd ones)."""
    h = esz // 2
    mask = (1 << (8 * h)) - 1
    dst = row[:vlb].view(UINT[h])
    vals = (np.asarray(v, dtype=object) & mask).astype(np.uint64).astype(UINT[h]) if esz == 8 \
        else (np.asarray(v, np.int64) & mask).astype(UINT[h])
    if part == 0:
        dst[1::2] = 0
    dst[part::2] = vals


def _pmul(a, b, bits: int):
    """Carry-less product of ``bits``-bit polynomials (elementwise)."""
    r = np.zeros(np.shape(a), dtype=object)
    for k in range(bits):
        bit = (np.asarray(b, dtype=object) >> k) & 1
        r = r ^ (np.asarray(a, dtype=object) << k) * bit
    return r


# ----------------------------------------------------------------------------- the table
_LONG = ("saddlb", "saddlt", "uaddlb", "uaddlt", "ssublb", "ssublt", "usublb", "usublt",
         "sabdlb", "sabdlt", "uabdlb", "uabdlt", "smullb", "smullt", "umullb", "umullt",
         "sqdmullb", "sqdmullt", "pmullb", "pmullt", "saddlbt", "ssublbt", "ssubltb")
_WIDE = ("saddwb", "saddwt", "uaddwb", "uaddwt", "ssubwb", "ssubwt", "usubwb", "usubwt")
_ACC = ("smlalb", "smlalt", "umlalb", "umlalt", "smlslb", "smlslt", "umlslb", "umlslt",
        "sabalb", "sabalt", "uabalb", "uabalt", "sqdmlalb", "sqdmlalt", "sqdmlslb", "sqdmlslt",
        "sqdmlalbt", "sqdmlslbt")
_HN = ("addhnb", "addhnt", "raddhnb", "raddhnt", "subhnb", "subhnt", "rsubhnb", "rsubhnt")
_SHRN = ("sqshrunb", "sqshrunt", "sqrshrunb", "sqrshrunt", "shrnb", "shrnt", "rshrnb", "rshrnt",
         "sqshrnb", "sqshrnt", "sqrshrnb", "sqrshrnt", "uqshrnb", "uqshrnt", "uqrshrnb",
         "uqrshrnt")
_XTN = ("sqxtnb", "sqxtnt", "uqxtnb", "uqxtnt", "sqxtunb", "sqxtunt")
_SHLL = ("sshllb", "sshllt", "ushllb", "ushllt")
# the forms with a by-element (indexed) Zm
_BY_ELEMENT = {m for m in _LONG + _ACC if m[:-1] in ("smlal", "umlal", "smlsl", "umlsl",
                                                     "sqdmlal", "sqdmlsl", "smull", "umull",
                                                     "sqdmull")}


def _parts(m: str) -> tuple[int, int]:
    """(part of Zn, part of Zm): B = 0, T = 1; the mixed BT/TB forms differ."""
    if m.endswith("lbt") or m.endswith("albt") or m.endswith("slbt"):
        return 0, 1
    if m.endswith("ltb"):
        return 1, 0
    p = 1 if m.endswith("t") else 0
    return p, p


@insn(*_LONG, *_WIDE, *_ACC, klass="sve_int", first="ZReg")
def long_form(a: Args):
    """<op>B/T Zd.T, Zn.Tb, Zm.Tb (long and accumulate) | Zd.T, Zn.T, Zm.Tb (wide)."""
    if a.m.startswith("pmull") and len(a) and getattr(a[0], "esz", 0) == 16:
        return pmull_q(a)  # PMULLB/PMULLT Zd.Q, Zn.D, Zm.D (FEAT_SVE_PMULL128)
    a.count(3, usage="Zd.T, Zn.Tb, Zm.Tb | Zd.T, Zn.Tb, Zm.Tb[imm]")
    wide = a.m in _WIDE
    d, esz = a.zreg(0, "hsd")
    h = SIZE[esz // 2]
    n = a.zreg(1, SIZE[esz] if wide else h)[0]
    k = None
    if is_indexed(a, 2) and a.m in _BY_ELEMENT:
        if esz == 2:
            raise a.error(0, f"indexed '{a.m}' makes .s or .d elements")
        mm, k = indexed_zm(a, 2, esz // 2, 7 if esz == 4 else 15)
    else:
        mm = a.zreg(2, h)[0]
    pn, pm = _parts(a.m)

    def zm_half(z, vlb, signed):
        """Zm's operand: half elements 2i+pm, or the indexed one of each segment."""
        if k is None:
            return _half(z[mm], vlb, esz, signed, pm)
        v = _vals(z[mm], vlb, esz // 2, signed).reshape(-1, 32 // esz)[:, k]
        return np.repeat(v, 16 // esz)
    bits = 4 * esz  # bits of the narrow element
    m = a.m
    signed = m[0] == "s"
    if wide:
        sub = "sub" in m

        def fw(z, vlb):
            x = _vals(z[n], vlb, esz, signed)
            y = _half(z[mm], vlb, esz, signed, pm)
            _store(z[d], vlb, esz, x - y if sub else x + y)
        return bind_z(fw)
    if m in _ACC:
        base = m.rstrip("bt")
        dbl = base.startswith("sqdm")
        neg = "sl" in base[2:]  # smlsl, umlsl, sqdmlsl

        def fa(z, vlb):
            x = _half(z[n], vlb, esz, signed, pn)
            y = zm_half(z, vlb, signed)
            acc = _vals(z[d], vlb, esz, signed or dbl)
            if base.endswith("abal"):
                p = abs(x - y)
            elif dbl:
                p = _sat(2 * x * y, 8 * esz, True)
            else:
                p = x * y
            r = acc - p if neg else acc + p
            _store(z[d], vlb, esz, _sat(r, 8 * esz, True) if dbl else r)
        return bind_z(fa)
    if m.startswith("pmull") and esz == 4:
        raise a.error(0, "pmullb/pmullt make .h from .b or .d from .s", f"e.g. {m} z0.h, z1.b, z2.b")
    stem = m[:-2] if m.endswith(("lbt", "ltb")) else m[:-1]
    opfn = {"saddl": lambda x, y: x + y, "uaddl": lambda x, y: x + y,
            "ssubl": lambda x, y: x - y, "usubl": lambda x, y: x - y,
            "sabdl": lambda x, y: abs(x - y), "uabdl": lambda x, y: abs(x - y),
            "smull": lambda x, y: x * y, "umull": lambda x, y: x * y,
            "sqdmull": lambda x, y: _sat(2 * x * y, 8 * esz, True),
            "pmull": lambda x, y: _pmul(x, y, bits)}[stem]
    sgn = signed and stem != "pmull"

    def fl(z, vlb):
        x = _half(z[n], vlb, esz, sgn, pn)
        y = zm_half(z, vlb, sgn)
        _store(z[d], vlb, esz, opfn(x, y))
    return bind_z(fl)


def _narrow_dst(a: Args) -> tuple[int, int]:
    """(Zd, element bytes of the *source*) for a narrowing form ``Zd.Tb, Zn.T…``."""
    d, hsz = a.zreg(0, "bhs")
    return d, 2 * hsz


@insn(*_HN, klass="sve_int", first="ZReg")
def high_narrow(a: Args):
    """ADDHNB/T, RADDHNB/T, SUBHNB/T, RSUBHNB/T Zd.Tb, Zn.T, Zm.T: the high half of the sum
    or difference (rounded for R…), modulo 2^esize."""
    a.count(3, usage="Zd.Tb, Zn.T, Zm.T")
    d, esz = _narrow_dst(a)
    n, mm = a.zreg(1, SIZE[esz])[0], a.zreg(2, SIZE[esz])[0]
    part = 1 if a.m.endswith("t") else 0
    sub, rnd = "sub" in a.m, a.m.startswith("r")
    half = 4 * esz
    mask = (1 << (8 * esz)) - 1

    def f(z, vlb):
        x, y = _vals(z[n], vlb, esz, False), _vals(z[mm], vlb, esz, False)
        s = (x - y if sub else x + y) + ((1 << (half - 1)) if rnd else 0)
        _store_half(z[d], vlb, esz, (s & mask) >> half, part)
    return bind_z(f)


@insn(*_SHRN, klass="sve_int", first="ZReg")
def shift_narrow(a: Args):
    """SHRNB/T, RSHRNB/T, SQSHRNB/T, UQSHRNB/T, SQRSHRNB/T, UQRSHRNB/T, SQSHRUNB/T, SQRSHRUNB/T
    Zd.Tb, Zn.T, #shift (1..esize/2)."""
    a.count(3, usage="Zd.Tb, Zn.T, #shift")
    d, esz = _narrow_dst(a)
    n = a.zreg(1, SIZE[esz])[0]
    half = 4 * esz
    sh = a.imm(2, 1, half, "shift")
    m = a.m
    part = 1 if m.endswith("t") else 0
    stem = m[:-1]
    rnd = "rshr" in stem
    sat = stem.startswith(("sq", "uq"))
    sin = stem.startswith("s")
    sout = stem.startswith("sq") and not stem.endswith("un")

    def f(z, vlb):
        x = _vals(z[n], vlb, esz, sin)
        r = (x >> (sh - 1) >> 1) + (((x >> (sh - 1)) & 1) if rnd else 0)
        _store_half(z[d], vlb, esz, _sat(r, half, sout) if sat else r, part)
    return bind_z(f)


@insn(*_XTN, klass="sve_int", first="ZReg")
def extract_narrow(a: Args):
    """SQXTNB/T, UQXTNB/T, SQXTUNB/T Zd.Tb, Zn.T: saturate each element to half width."""
    a.count(2, usage="Zd.Tb, Zn.T")
    d, esz = _narrow_dst(a)
    n = a.zreg(1, SIZE[esz])[0]
    part = 1 if a.m.endswith("t") else 0
    sin, sout = a.m.startswith("s"), a.m.startswith("sqxtn")

    def f(z, vlb):
        _store_half(z[d], vlb, esz, _sat(_vals(z[n], vlb, esz, sin), 4 * esz, sout), part)
    return bind_z(f)


@insn(*_SHLL, klass="sve_int", first="ZReg")
def shift_long(a: Args):
    """SSHLLB/T, USHLLB/T Zd.T, Zn.Tb, #shift (0..esize/2-1): widen, then shift left."""
    a.count(3, usage="Zd.T, Zn.Tb, #shift")
    d, esz = a.zreg(0, "hsd")
    n = a.zreg(1, SIZE[esz // 2])[0]
    sh = a.imm(2, 0, 4 * esz - 1, "shift")
    part = 1 if a.m.endswith("t") else 0
    signed = a.m[0] == "s"

    def f(z, vlb):
        _store(z[d], vlb, esz, _half(z[n], vlb, esz, signed, part) << sh)
    return bind_z(f)


@insn("eorbt", "eortb", klass="sve_int", first="ZReg")
def eorbt(a: Args):
    """EORBT Zd.T, Zn.T, Zm.T: even elements = Zn even ^ Zm odd (EORTB: odd = Zn odd ^ Zm
    even); the other elements of Zd are kept."""
    a.count(3, usage="Zd.T, Zn.T, Zm.T")
    d, esz = a.zreg(0)
    n, mm = a.zreg(1, SIZE[esz])[0], a.zreg(2, SIZE[esz])[0]
    p = 0 if a.m == "eorbt" else 1
    U = UINT[esz]

    def f(z, vlb):
        x, y = z[n, :vlb].view(U)[p::2].copy(), z[mm, :vlb].view(U)[1 - p::2].copy()
        z[d, :vlb].view(U)[p::2] = x ^ y
    return bind_z(f)


# ============================================================================= binary encodings
# Arm ARM (DDI 0487) C4.1 SVE2 "integer add/subtract long", "… wide", "multiply long",
# "integer multiply-add long", "add/subtract narrow high part", "bitwise shift right narrow",
# "saturating extract narrow", "bitwise shift left long", "bitwise exclusive-or interleaved";
# llvm-objdump spellings as in llvm/test/MC/AArch64/SVE2/<mnemonic>.s.
_G45 = {0b000000: "saddlb", 0b000001: "saddlt", 0b000010: "uaddlb", 0b000011: "uaddlt",
        0b000100: "ssublb", 0b000101: "ssublt", 0b000110: "usublb", 0b000111: "usublt",
        0b001100: "sabdlb", 0b001101: "sabdlt", 0b001110: "uabdlb", 0b001111: "uabdlt",
        0b011000: "sqdmullb", 0b011001: "sqdmullt", 0b011010: "pmullb", 0b011011: "pmullt",
        0b011100: "smullb", 0b011101: "smullt", 0b011110: "umullb", 0b011111: "umullt",
        0b100000: "saddlbt", 0b100010: "ssublbt", 0b100011: "ssubltb",
        0b110000: "sabalb", 0b110001: "sabalt", 0b110010: "uabalb", 0b110011: "uabalt"}
_G45.update({0b010000 + k: m for k, m in enumerate(_WIDE)})
_G44 = {0b010000 + k: m for k, m in enumerate(_ACC[:8])}
_G44.update({0b011000: "sqdmlalb", 0b011001: "sqdmlalt", 0b011010: "sqdmlslb",
             0b011011: "sqdmlslt", 0b000010: "sqdmlalbt", 0b000011: "sqdmlslbt"})


def _fmt_long(table: dict):
    def fmt(f):
        m = table.get(f.opc)
        if m is None or f.size == 0 or (m.startswith("pmull") and f.size == 2):
            return None
        t, h = "bhsd"[f.size], "bhsd"[f.size - 1]
        zn = t if m in _WIDE else h
        return f"{m} z{f.Zd}.{t}, z{f.Zn}.{zn}, z{f.Zm}.{h}"
    return fmt


E.ENC("saddlb", "01000101 size:2 0 Zm:5 opc:6 Zn:5 Zd:5", _fmt_long(_G45), "sve2",
      aliases=tuple(sorted(set(_G45.values()) - {"saddlb"})))
E.ENC("smlalb", "01000100 size:2 0 Zm:5 opc:6 Zn:5 Zd:5", _fmt_long(_G44), "sve2",
      aliases=tuple(sorted(set(_G44.values()) - {"smlalb"})))
E.ENC("addhnb", "01000101 size:2 1 Zm:5 011 opc:3 Zn:5 Zd:5",
      lambda f: f.size and f"{_HN[f.opc]} z{f.Zd}.{'bhsd'[f.size - 1]}, z{f.Zn}.{'bhsd'[f.size]}, "
                           f"z{f.Zm}.{'bhsd'[f.size]}" or None, "sve2", aliases=_HN[1:])


def _tsz3(f) -> int | None:
    """Narrow element size field (0 .b, 1 .h, 2 .s) from tszh:tszl, or None."""
    tsz = (f.tszh << 2) | f.tszl
    return None if tsz == 0 else tsz.bit_length() - 1


def _fmt_shrn(f):
    s = _tsz3(f)
    if s is None:
        return None
    half = 8 << s
    amt = 2 * half - (((f.tszh << 2 | f.tszl) << 3) | f.imm3)
    return f"{_SHRN[f.opc]} z{f.Zd}.{'bhs'[s]}, z{f.Zn}.{'hsd'[s]}, {E.himm(amt)}"


def _fmt_xtn(f):
    s = _tsz3(f)
    if s is None or (f.tszh << 2 | f.tszl) & ((1 << s) - 1) or f.opc > 5:
        return None
    return f"{_XTN[f.opc]} z{f.Zd}.{'bhs'[s]}, z{f.Zn}.{'hsd'[s]}"


def _fmt_shll(f):
    s = _tsz3(f)
    if s is None:
        return None
    amt = (((f.tszh << 2 | f.tszl) << 3) | f.imm3) - (8 << s)
    return f"{_SHLL[f.opc]} z{f.Zd}.{'hsd'[s]}, z{f.Zn}.{'bhs'[s]}, {E.himm(amt)}"


E.ENC("shrnb", "01000101 0 tszh:1 1 tszl:2 imm3:3 00 opc:4 Zn:5 Zd:5", _fmt_shrn, "sve2",
      aliases=_SHRN)
E.ENC("sqxtnb", "01000101 0 tszh:1 1 tszl:2 000 010 opc:3 Zn:5 Zd:5", _fmt_xtn, "sve2",
      aliases=_XTN[1:])
E.ENC("sshllb", "01000101 0 tszh:1 0 tszl:2 imm3:3 1010 opc:2 Zn:5 Zd:5", _fmt_shll, "sve2",
      aliases=_SHLL[1:])
E.ENC("eorbt", "01000101 size:2 0 Zm:5 10010 T:1 Zn:5 Zd:5",
      lambda f: f"{('eorbt', 'eortb')[f.T]} {E.zr(f.Zd, f.size)}, {E.zr(f.Zn, f.size)}, "
                f"{E.zr(f.Zm, f.size)}", "sve2", aliases=("eortb",))


# by-element long forms: .s from .h (i3 = ih:il, Zm z0-z7) and .d from .s (i2 = ih:il, z0-z15);
# opc4: smlal 1000, umlal 1001, smlsl 1010, umlsl 1011, sqdmlal 0010, sqdmlsl 0011, smull 1100,
# umull 1101, sqdmull 1110 (llvm/test/MC/AArch64/SVE2/smlalb.s, sqdmullt.s)
_IX = {0b1000: "smlal", 0b1001: "umlal", 0b1010: "smlsl", 0b1011: "umlsl", 0b0010: "sqdmlal",
       0b0011: "sqdmlsl", 0b1100: "smull", 0b1101: "umull", 0b1110: "sqdmull"}


def _fmt_lix(t: str):
    def fmt(f):
        stem = _IX.get(f.opc)
        if stem is None:
            return None
        h = "h" if t == "s" else "s"
        return (f"{stem}{'bt'[f.T]} z{f.Zd}.{t}, z{f.Zn}.{h}, z{f.Zm}.{h}"
                f"[{(f.ih << 1) | f.il}]")
    return fmt


_IXA = tuple(sorted(f"{s}{p}" for s in _IX.values() for p in "bt"))
E.ENC("smlalb", "01000100 101 ih:2 Zm:3 opc:4 il:1 T:1 Zn:5 Zd:5", _fmt_lix("s"), "sve2",
      aliases=_IXA)
E.ENC("smlalb", "01000100 111 ih:1 Zm:4 opc:4 il:1 T:1 Zn:5 Zd:5", _fmt_lix("d"), "sve2",
      aliases=_IXA)
